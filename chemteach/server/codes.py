"""Join codes: five letters and digits a student types from the board or a QR code.

The alphabet leaves out 0, O, 1 and I (read one for the other on a projector), so a typed
code is normalised (case, spaces, dashes) and anything outside the alphabet is refused
with a sentence rather than guessed.
"""

from __future__ import annotations

import secrets
from collections.abc import Container

from ..core.wording import _
from .guard import ServerError

#: The letters and digits of a join code: nothing that reads as another (no 0/O, 1/I).
ALPHABET = "ABCDEFGHJKLMNPQRSTUVWXYZ23456789"
#: How long a join code is (32**5: 33 million codes, a class has tens of tables).
LENGTH = 5
#: The longest text the join box reads before refusing it (no reading of huge strings).
MOST_TYPED = 40


def new_code(taken: Container[str] = ()) -> str:
    """A fresh random join code that is not in `taken`."""
    while True:
        code = "".join(secrets.choice(ALPHABET) for _i in range(LENGTH))
        if code not in taken:
            return code


def normal_code(typed: str) -> str:
    """The code as typed, tidied (upper case, no spaces or dashes), or ServerError with a
    sentence when it cannot be a join code."""
    if not isinstance(typed, str) or len(typed) > MOST_TYPED:
        raise ServerError(_("A table's code has {n} letters and digits: type the code your "
                            "teacher shows.").format(n=LENGTH))
    code = "".join(typed.split()).replace("-", "").upper()
    if not code:
        raise ServerError(_("Type the table's code first."))
    if len(code) != LENGTH or any(ch not in ALPHABET for ch in code):
        raise ServerError(_("A table's code has {n} letters and digits: type the code your "
                            "teacher shows.").format(n=LENGTH))
    return code
