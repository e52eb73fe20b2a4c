"""Each reader's worded log, kept and extended as events come: every event is worded once
per reader, however long the game grows.

The table server builds every seat's view after every move; wording the whole log again for
each view (Bond!'s observation did: 84% of a bot game's time) made a view cost more the
longer a game ran. Wording an event depends only on the event and its reader (who reads, the
names, the language, and the game's fixed board, decks and questions), never on the events
before or after it, so a line once worded stays right, and only new events are worded.

A reader's lines cover the latest events only as far back as someone asked: a seat that
joins late, or the news since the last move, words a few events back from the end, not the
whole game; and at most `Narration.most` lines are kept per reader, so a long game's memory
stays bounded (a rare call for older lines words them again).

The lines are a cache, not a part of the game: `Game.__getstate__` leaves them out, so a
clone, a deep copy and a save never carry them, and a log that is replaced or cut (a game put
back as it was) is noticed and worded afresh.
"""

from __future__ import annotations

import bisect
import threading
from collections.abc import Callable, Collection, Hashable
from dataclasses import dataclass, field
from typing import TYPE_CHECKING, Any

from .events import Event
from .language import current_language

if TYPE_CHECKING:
    from .game import Game


@dataclass
class _Lines:
    """One reader's lines of the events from `first` to `seen` (the last of them kept, to
    notice a log that changed under them): each line with its event and the event's place."""

    first: int
    seen: int
    last: Event | None
    at: list[int] = field(default_factory=list)
    told: list[tuple[Event, str]] = field(default_factory=list)

    @classmethod
    def at_end(cls, events: list[Event]) -> _Lines:
        """Nothing read yet, from the end of the log (filled back as far as asked)."""
        return cls(len(events), len(events), events[-1] if events else None)

    def fits(self, events: list[Event]) -> bool:
        """Whether the log is still the one these lines were worded from."""
        if self.seen > len(events):
            return False
        return (events[self.seen - 1] if self.seen else None) is self.last


class Narration:
    """The worded lines of one game's log for every reader who asked (one per viewer,
    language, short or full form, kinds left out, and names)."""

    #: At most this many lines kept per reader; past it the oldest go, down to `keep`.
    most = 1000
    keep = 500

    def __init__(self, events: list[Event]) -> None:
        self.events = events  # the log these lines tell: another list is worded afresh
        self.readers: dict[Hashable, _Lines] = {}
        self.lock = threading.Lock()  # two pages of one table may ask at the same time

    def told(self, game: Game, viewer: int | None, since: int, skip: Collection[str],
             brief: bool, last: int | None) -> list[tuple[Event, str]]:
        """The lines from event `since` on (at most the `last` ones), each with its event."""
        skip = frozenset(skip)
        key = (viewer, current_language(), brief, skip, tuple(game.names))
        events = self.events
        since = max(since, 0)
        with self.lock:
            lines = self.readers.get(key)
            if lines is None or not lines.fits(events):
                lines = self.readers[key] = _Lines.at_end(events)
            wording = _Wording(game, viewer, skip, brief)
            if lines.seen < len(events):
                wording.forward(lines, events)
            if since < lines.first and (last is None or len(lines.told) < last):
                wording.back(lines, events, since, last)
            start = bisect.bisect_left(lines.at, since) if since > lines.first else 0
            if last is not None:
                start = max(start, len(lines.told) - max(last, 0))
            found = lines.told[start:]
            if len(lines.told) > self.most:
                _forget_oldest(lines, len(lines.told) - self.keep)
            return found


class _Wording:
    """Words events for one reader (the reader made only if an event is worded)."""

    def __init__(self, game: Game, viewer: int | None, skip: frozenset[str],
                 brief: bool) -> None:
        self.game, self.viewer, self.skip = game, viewer, skip
        self.say: Callable[[Event, Any], str | None] = game.brief if brief else game.words
        self._reader: Any = None

    def line(self, event: Event) -> str | None:
        """The event's line for this reader, or None if they do not read it."""
        if not event.visible(self.viewer) or event.kind in self.skip:
            return None
        if self._reader is None:
            self._reader = self.game.reader(self.viewer)
        return self.say(event, self._reader) or None

    def forward(self, lines: _Lines, events: list[Event]) -> None:
        """Word the events that came since the reader last read."""
        for i in range(lines.seen, len(events)):
            event = events[i]
            line = self.line(event)
            if line is not None:
                lines.at.append(i)
                lines.told.append((event, line))
            lines.seen, lines.last = i + 1, event

    def back(self, lines: _Lines, events: list[Event], since: int, last: int | None) -> None:
        """Word older events, newest first, back to `since` or until `last` lines are there."""
        at: list[int] = []
        told: list[tuple[Event, str]] = []
        have = len(lines.told)
        first = lines.first
        while first > since and (last is None or have + len(told) < last):
            first -= 1
            line = self.line(events[first])
            if line is not None:
                at.append(first)
                told.append((events[first], line))
        lines.at[:0] = at[::-1]
        lines.told[:0] = told[::-1]
        lines.first = first


def _forget_oldest(lines: _Lines, n: int) -> None:
    """Drop the oldest n lines: the lines then cover the events after the last one dropped."""
    lines.first = lines.at[n - 1] + 1
    del lines.at[:n], lines.told[:n]


def narration(game: Game) -> Narration:
    """The game's worded log, made on first use (and again for a replaced log)."""
    kept = game.__dict__.get("_narration")
    if kept is None or kept.events is not game.events:
        kept = game.__dict__["_narration"] = Narration(game.events)
    return kept
