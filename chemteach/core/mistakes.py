"""Helping a teacher mend a file in one go: "did you mean", the line a TOML key is on, and
every mistake of a file in one error (rules files and quiz files share these)."""

from __future__ import annotations

import difflib
import re
from typing import Any

from .errors import RulesError
from .wording import _


def did_you_mean(typed: object, options: Any) -> str:
    """' (did you mean 'x'?)' when one of `options` is close to what was typed, else ''."""
    if not isinstance(typed, str) or len(typed) > 60:
        return ""
    names = [str(o) for o in options]
    same = [n for n in names if n.lower() == typed.strip().lower()]
    near = same or difflib.get_close_matches(typed.strip(), names, n=1, cutoff=0.6)
    return _(" (did you mean {near!r}?)").format(near=near[0]) if near else ""


def key_line(text: str, key: str) -> int:
    """The line (1-based) a key is written on in TOML text ('deck.H' inside [deck] too, and
    a table's own [header]); 0 when it cannot be found."""
    if not key:
        return 0
    table = ""
    for number, row in enumerate(text.splitlines(), 1):
        stripped = row.strip()
        header = re.match(r"\[\s*([A-Za-z0-9_.\"-]+)\s*\]", stripped)
        if header:
            table = header.group(1).replace('"', "")
            if table == key:
                return number
            continue
        found = re.match(r"([A-Za-z0-9_.\"-]+)\s*=", stripped)
        if found:
            name = found.group(1).replace('"', "")
            if (f"{table}.{name}" if table else name) == key:
                return number
    top, _sep, _sub = key.partition(".")
    return key_line(text, top) if top != key else 0


def all_mistakes(mistakes: list[RulesError], source: str) -> RulesError:
    """One RulesError for every mistake of a file: the first one's message (file, key,
    what is allowed), the others named with their lines, all of them in `.mistakes`."""
    first = mistakes[0]
    if len(mistakes) == 1:
        return first
    named = [_("key '{key}' (line {line})").format(key=m.key, line=m.line) if m.line
             else _("key '{key}'").format(key=m.key) for m in mistakes[1:4]]
    if len(mistakes) > 4:
        named.append(_("{count} more").format(count=len(mistakes) - 4))
    message = str(first) + " " + _("Also wrong: {keys}.").format(keys=", ".join(named))
    return RulesError(message, source=source, key=first.key, line=first.line,
                      mistakes=tuple(mistakes))
