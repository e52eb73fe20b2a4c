"""The locks of the table server: the teacher's secret, the limit on moves per connection,
and the names students type (length-capped before anything reads them, escaped when shown).
"""

from __future__ import annotations

import html
import secrets
import threading
import time
from collections import OrderedDict
from collections.abc import Callable
from typing import Any

from ..core.errors import ChemteachError, IllegalAction
from ..core.seating import MOST_LETTERS
from ..core.wording import _

#: The longest text a name box reads before refusing it outright (check_name then caps a
#: seat's name at MOST_LETTERS).
MOST_TYPED_NAME = 200
#: Moves one connection may make: a burst of this many ...
MOVE_BURST = 8
#: ... then this many a second (a click a second is quick play; a script is stopped).
MOVES_PER_SECOND = 4.0
#: The environment variable that may hold the teacher's secret (else one is made at start).
TEACHER_ENV = "CHEMTEACH_TEACHER_TOKEN"
#: Join codes, teacher passwords and projector codes one computer may try (counted per
#: address, over all its pages): a burst of this many, then this many a second. A class
#: types a handful; a script guessing codes (33 million) or the password gets nowhere.
TRIES_BURST, TRIES_PER_SECOND = 20, 1.0
#: The header the guard writes on every request: the address of the computer that sent it
#: (any such header the computer sent itself is dropped first, so it cannot pick its own).
CLIENT_HEADER = "x-chemteach-client"
#: The most keys a KeyedLimits keeps (the oldest go first: a new key starts with a full
#: bucket, so forgetting one never blocks anybody).
MOST_KEYS = 10_000


class ServerError(ChemteachError):
    """A request the table server refuses, with a sentence the student or teacher can act on."""


def new_secret() -> str:
    """A fresh teacher secret: 24 random bytes, URL-safe."""
    return secrets.token_urlsafe(24)


class TeacherKey:
    """The teacher's secret: printed at start, compared in constant time."""

    def __init__(self, secret: str | None = None) -> None:
        self.secret = secret or new_secret()
        if len(self.secret) < 16:
            raise ServerError(_("The teacher's secret must be at least 16 characters long."))

    def opens(self, typed: object) -> bool:
        """Whether `typed` is the teacher's secret (secrets.compare_digest: no timing hint)."""
        if not isinstance(typed, str) or not typed or len(typed) > 200:
            return False
        return secrets.compare_digest(typed.encode(), self.secret.encode())


class MoveLimit:
    """A token bucket for one connection's moves: MOVE_BURST at once, then MOVES_PER_SECOND."""

    def __init__(self, burst: int = MOVE_BURST, rate: float = MOVES_PER_SECOND,
                 clock: Callable[[], float] = time.monotonic) -> None:
        self.burst = burst
        self.rate = rate
        self._clock = clock
        self._tokens = float(burst)
        self._at = clock()
        self._lock = threading.Lock()

    def allow(self) -> bool:
        """Take one move from the bucket; False when the connection is moving too fast."""
        with self._lock:
            now = self._clock()
            self._tokens = min(self.burst, self._tokens + (now - self._at) * self.rate)
            self._at = now
            if self._tokens >= 1:
                self._tokens -= 1
                return True
            return False


class KeyedLimits:
    """One MoveLimit per key (a computer's address, a seat's token), shared by every page
    with that key: opening another tab or reconnecting does not refill the bucket."""

    def __init__(self, burst: int, rate: float, clock: Callable[[], float] = time.monotonic,
                 most: int = MOST_KEYS) -> None:
        self.burst, self.rate, self.most = burst, rate, most
        self._clock = clock
        self._limits: OrderedDict[str, MoveLimit] = OrderedDict()
        self._lock = threading.Lock()

    def limit(self, key: str) -> MoveLimit:
        """The bucket of `key` (made full the first time)."""
        with self._lock:
            found = self._limits.get(key)
            if found is None:
                found = self._limits[key] = MoveLimit(self.burst, self.rate, self._clock)
                while len(self._limits) > self.most:
                    self._limits.popitem(last=False)
            else:
                self._limits.move_to_end(key)
            return found

    def allow(self, key: str) -> bool:
        """Take one try from `key`'s bucket; False when it is trying too fast."""
        return self.limit(key).allow()


class LimitedSeat:
    """A table as one seat sees it: every attribute of the table, but `move` passes the
    seat's MoveLimit first (a page sending moves too fast gets a sentence)."""

    def __init__(self, table: Any, limit: MoveLimit | None = None) -> None:
        self._table = table
        self._limit = limit or MoveLimit()

    def move(self, token: str, action: Any) -> None:
        """The table's move, if this seat is not moving too fast."""
        if not self._limit.allow():
            raise IllegalAction(_("Too many moves at once: wait a second and try again."))
        self._table.move(token, action)

    def __getattr__(self, name: str) -> Any:
        return getattr(self._table, name)


def typed_name(text: object) -> str:
    """A typed name, tidied and capped before the table checks it (check_name's rules);
    ServerError for something that is not a name at all."""
    if not isinstance(text, str) or len(text) > MOST_TYPED_NAME:
        raise ServerError(_("That name is too long: at most {most} letters, please.").format(
            most=MOST_LETTERS))
    return " ".join(text.split())


def shown(text: object, most: int = MOST_LETTERS * 2) -> str:
    """Text a student typed, ready for HTML: cut to `most` characters, then escaped."""
    value = str(text)
    if len(value) > most:
        value = value[: most - 1] + "\u2026"
    return html.escape(value, quote=True)
