"""The move log: the game's events that one player may read, worded for them, newest first."""

from __future__ import annotations

import html
from collections.abc import Collection, Iterable

import ipywidgets as w

from ..core.game import Game
from ..core.wording import _, count

#: Event kinds not worth a line in the log (they repeat what the board already shows).
QUIET = frozenset({"round"})

#: At most this many happenings in the one-line news; the others are counted, never cut.
NEWS_ITEMS = 4
#: ... but the reader's own happenings are kept too, up to this many lines in all.
NEWS_MOST = 8


def news(lines: list[str], tail: str = "", keep: Collection[int] = ()) -> str:
    """Short lines as one status line: the first (usually the reader's own move), the
    reader's own happenings (`keep`: indexes of lines about the reader, the latest first
    when there are too many) and the latest are kept, at most NEWS_MOST lines; the others
    are counted ("2 more moves are in the move log; then: ...")."""
    if len(lines) > NEWS_ITEMS:
        n = len(lines)
        shown = {0, *range(n - (NEWS_ITEMS - 2), n)}
        for i in sorted(set(keep) - shown, reverse=True):
            if len(shown) >= NEWS_MOST:
                break
            shown.add(i)
        for i in range(1, n - 1):  # one line between two kept: said, not counted, if room
            if (i not in shown and i - 1 in shown and i + 1 in shown
                    and len(shown) < NEWS_MOST):
                shown.add(i)
        kept: list[str] = []
        hidden = 0
        for i, line in enumerate(lines):
            if i not in shown:
                hidden += 1
                continue
            if hidden:
                kept.append(count(hidden, "{n} more move is in the move log; then:",
                                  "{n} more moves are in the move log; then:"))
                hidden = 0
            kept.append(line)
        lines = kept
    return " ".join([*lines, tail]).strip()


class MoveLog:
    """A scrolling list of log lines; `show(game, viewer)` words the game's events for the
    viewer ("You place ..." to them, "Ada places ..." to everyone else) and refreshes it."""

    def __init__(self, limit: int = 300, height: str = "14em") -> None:
        self.limit = limit
        #: How tall the log may grow before it scrolls (a CSS length; a game may change it).
        self.height = height
        self.widget = w.HTML()
        self.widget.add_class("chemteach-log")
        self.lines: list[str] = []
        #: Each line's list item, escaped once: a redraw after every move (for every seat, on
        #: the table server) re-escaped up to `limit` lines (Monopoly's 300 took 0.46 ms).
        #: At most 2 x `limit` items: past that, those of lines no longer shown are dropped.
        self._items: dict[str, str] = {}

    def show(self, game: Game, viewer: int | None) -> None:
        """Show the events this viewer may read (None: a spectator), worded for them."""
        self.update(game.narrate(viewer, skip=QUIET, last=self.limit))

    def update(self, lines: Iterable[str]) -> None:
        """Show these lines (oldest first in, newest first on screen; only the last `limit`)."""
        self.lines = list(lines)[-self.limit:]
        known = self._items
        for text in self.lines:
            if text not in known:
                known[text] = f"<li>{html.escape(text)}</li>"
        items = "".join(map(known.__getitem__, reversed(self.lines)))
        if len(known) > 2 * self.limit:  # keep the lines on screen, forget the others
            self._items = {text: known[text] for text in self.lines}
        moves, newest = _("Moves"), _("(newest first)")
        height = html.escape(self.height)
        # The log scrolls in its own box, a named group that takes the keyboard focus, so
        # that a keyboard user can scroll it with the arrow keys (WCAG 2.1.1; it was a
        # scrolling box no key could reach); a group, not a region: two tables in one
        # notebook would be two landmarks of the same name. padding-left: room for the
        # numbers of a long game's log ("312."); 2.2em cut one
        self.widget.value = (
            f'<div class="chemteach-log-scroll" role="group" aria-label="{html.escape(moves)}" '
            f'tabindex="0" style="max-height:{height};overflow:auto;font-size:90%;'
            f'line-height:1.35"><b>{moves}</b> <small>{newest}</small>'
            f'<ol reversed style="margin:0.2em 0;padding-left:3.4em">{items}</ol></div>'
        )

