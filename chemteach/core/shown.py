"""A short, safe description of any value for an error message (never itself an error).

A message quoting what a student typed or what a file held must stay one readable line:
a 5,000-digit number, a list nested 50,000 deep or an object whose repr() fails would
otherwise flood the message or crash the code building it.
"""

from __future__ import annotations

import reprlib
from typing import Any

_SHORT = reprlib.Repr()
_SHORT.maxlevel = 3
_SHORT.maxstring = 40
_SHORT.maxother = 40
_SHORT.maxlist = _SHORT.maxtuple = _SHORT.maxdict = _SHORT.maxset = 6
_SHORT.maxlong = 24


def shown(value: Any, limit: int = 60) -> str:
    """`value` as Python would write it, shortened to about `limit` characters."""
    try:
        if isinstance(value, int) and not isinstance(value, bool) and value.bit_length() > 80:
            digits = len(str(abs(value))) if value.bit_length() < 13_000 else None
            return (f"a number with {digits} digits" if digits
                    else "a number with thousands of digits")
        text = _SHORT.repr(value)
    except Exception:  # a broken __repr__, or a number too long to write out
        text = f"a {type(value).__name__} value"
    return text if len(text) <= limit else text[: limit - 3] + "..."


def shown_path(value: Any, limit: int = 80) -> str:
    """A file path for a message, quoted and escaped as Python writes a string; a long one
    keeps its end (the file's own name, what a person looks for) and loses its start."""
    text = str(value)
    if len(text) > limit:
        text = "..." + text[3 - limit:]
    return repr(text)
