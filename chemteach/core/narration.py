"""Each reader's worded log, kept and extended as events come: every event is worded once
per reader, however long the game grows.

The table server builds every seat's view after every move; wording the whole log again for
each view (Bond!'s observation did: 84% of a bot game's time) made a view cost more the
longer a game ran. Wording an event depends only on the event and its reader (who reads, the
names, the language, and the game's fixed board, decks and questions), never on the events
before or after it, so a line once worded stays right, and only new events are worded.

The lines are a cache, not a part of the game: `Game.__getstate__` leaves them out, so a
clone, a deep copy and a save never carry them, and a log that is replaced or cut (a game put
back as it was) is noticed and worded afresh.
"""

from __future__ import annotations

import bisect
import threading
from collections.abc import Callable, Collection, Hashable
from dataclasses import dataclass, field
from typing import TYPE_CHECKING

from .events import Event
from .language import current_language

if TYPE_CHECKING:
    from .game import Game


@dataclass
class _Lines:
    """One reader's lines so far: how many events were read (and the last of them, to notice
    a log that changed under them), and the lines, each with its event and the event's
    place in the log."""

    seen: int = 0
    last: Event | None = None
    at: list[int] = field(default_factory=list)
    told: list[tuple[Event, str]] = field(default_factory=list)


class Narration:
    """The worded lines of one game's log for every reader who asked (one per viewer,
    language, short or full form, kinds left out, and names)."""

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
        with self.lock:
            lines = self.readers.get(key)
            if lines is None or lines.seen > len(events) or (
                    lines.seen and events[lines.seen - 1] is not lines.last):
                lines = self.readers[key] = _Lines()
            if lines.seen < len(events):
                say = game.brief if brief else game.words
                _extend(lines, events, viewer, skip, say, game.reader(viewer))
            start = bisect.bisect_left(lines.at, since) if since > 0 else 0
            if last is not None:
                start = max(start, len(lines.told) - max(last, 0))
            return lines.told[start:]


def _extend(lines: _Lines, events: list[Event], viewer: int | None, skip: frozenset[str],
            say: Callable[..., str | None], reader: object) -> None:
    """Word the events the reader has not read yet (those they may read and want)."""
    for i in range(lines.seen, len(events)):
        event = events[i]
        if event.visible(viewer) and event.kind not in skip:
            line = say(event, reader)
            if line:
                lines.at.append(i)
                lines.told.append((event, line))
        lines.seen, lines.last = i + 1, event


def narration(game: Game) -> Narration:
    """The game's worded log, made on first use (and again for a replaced log)."""
    kept = game.__dict__.get("_narration")
    if kept is None or kept.events is not game.events:
        kept = game.__dict__["_narration"] = Narration(game.events)
    return kept
