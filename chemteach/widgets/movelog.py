"""The move log: the game's events that one player may read, worded for them, newest first."""

from __future__ import annotations

import html
from collections.abc import Iterable

import ipywidgets as w

from ..core.game import Game

#: Event kinds not worth a line in the log (they repeat what the board already shows).
QUIET = frozenset({"round"})


class MoveLog:
    """A scrolling list of log lines; `show(game, viewer)` words the game's events for the
    viewer ("You place ..." to them, "Ada places ..." to everyone else) and refreshes it."""

    def __init__(self, limit: int = 300, height: str = "14em") -> None:
        self.limit = limit
        self.widget = w.HTML(layout=w.Layout(max_height=height, overflow="auto"))
        self.widget.add_class("chemteach-log")
        self.lines: list[str] = []

    def show(self, game: Game, viewer: int | None) -> None:
        """Show the events this viewer may read (None: a spectator), worded for them."""
        self.update(game.narrate(viewer, skip=QUIET))

    def update(self, lines: Iterable[str]) -> None:
        """Show these lines (oldest first in, newest first on screen; only the last `limit`)."""
        self.lines = list(lines)[-self.limit:]
        items = "".join(f"<li>{html.escape(text)}</li>" for text in reversed(self.lines))
        self.widget.value = (
            '<div style="font-size:90%;line-height:1.35"><b>Moves</b> <small>(newest first)</small>'
            f'<ol reversed style="margin:0.2em 0;padding-left:2.2em">{items}</ol></div>'
        )
