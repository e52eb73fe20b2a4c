"""The move log: the game's events that one player may see, newest first."""

from __future__ import annotations

import html
from collections.abc import Iterable

import ipywidgets as w

from ..core.events import Event

#: Event kinds not worth a line in the log (they repeat what the board already shows).
QUIET = frozenset({"round"})


class MoveLog:
    """A scrolling list of event texts; `update(game.visible_events(player))` refreshes it."""

    def __init__(self, limit: int = 300, height: str = "14em") -> None:
        self.limit = limit
        self.widget = w.HTML(layout=w.Layout(max_height=height, overflow="auto"))
        self.widget.add_class("chemteach-log")
        self.lines: list[str] = []

    def update(self, events: Iterable[Event]) -> None:
        """Show these events, newest first (only the last `limit`)."""
        self.lines = [e.text for e in events if e.kind not in QUIET][-self.limit:]
        items = "".join(f"<li>{html.escape(text)}</li>" for text in reversed(self.lines))
        self.widget.value = (
            '<div style="font-size:90%;line-height:1.35"><b>Moves</b> <small>(newest first)</small>'
            f'<ol reversed style="margin:0.2em 0;padding-left:2.2em">{items}</ol></div>'
        )
