"""New game, rematch and undo buttons; each only calls back, the table decides what happens."""

from __future__ import annotations

from collections.abc import Callable

import ipywidgets as w

from ..core.wording import _


def _button(text: str, icon: str, tip: str, css: str) -> w.Button:
    button = w.Button(description=text, icon=icon, tooltip=tip)
    button.add_class(css)
    return button


class GameButtons:
    """Undo / New game / Rematch / Time's up; rematch shows only once the game is over, time's
    up only while a game that offers it is being played."""

    def __init__(
        self,
        on_undo: Callable[[], None],
        on_new: Callable[[], None],
        on_rematch: Callable[[], None],
        on_time_up: Callable[[], None] | None = None,
    ) -> None:
        self.undo = _button(_("Undo"), "undo",
                            _("Take back your last move (and the bots' replies)"),
                            "chemteach-undo")
        self.new = _button(_("New game"), "plus", _("Start again with the same players"),
                           "chemteach-new")
        self.rematch = _button(_("Rematch"), "refresh", _("Play again: same players, new draw"),
                               "chemteach-rematch")
        self.time_up = _button(_("Time's up"), "bell",
                               _("The bell rang: end the game now, valued by its rules"),
                               "chemteach-time-up")
        self.undo.on_click(lambda _: on_undo())
        self.new.on_click(lambda _: on_new())
        self.rematch.on_click(lambda _: on_rematch())
        if on_time_up is not None:
            self.time_up.on_click(lambda _: on_time_up())
        self.time_up.layout.display = "none"
        self.widget = w.HBox([self.undo, self.new, self.rematch, self.time_up])

    def update(self, can_undo: bool, over: bool, can_call_time: bool = False) -> None:
        """Enable undo only when there is a move to take back; show rematch at the end and
        time's up while the game can be ended by it."""
        self.undo.disabled = not can_undo
        self.rematch.layout.display = None if over else "none"
        self.rematch.button_style = "success" if over else ""
        self.time_up.layout.display = None if can_call_time else "none"
