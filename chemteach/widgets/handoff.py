"""The "pass the device to <name>" screen for hot-seat games with hidden hands.

It covers only the private part of a board (a hand and its decision); scores, discards and
the move log stay in view. While covered, the private content is out of the page (removed
from the box) and the table draws it for nobody, so its live widget models hold no hand
either; the named player presses a button to see it.
"""

from __future__ import annotations

import html
from collections.abc import Callable

import ipywidgets as w

from ..core.wording import _, seat_name


class PassDevice:
    """Wraps private content behind a cover that names who should take the device next."""

    def __init__(self, content: w.Widget) -> None:
        self.content = content
        self.name: str | None = None
        self.message = w.HTML()
        self.button = w.Button(description=_("Show my turn"), button_style="primary",
                               icon="eye", layout=w.Layout(width="auto", min_width="16em"))
        self.button.add_class("chemteach-reveal")
        self.button.on_click(lambda _: self.reveal())
        self.cover_box = w.VBox([self.message, self.button],
                                layout=w.Layout(padding="2em", align_items="center",
                                                border="2px dashed #888"))
        self.cover_box.add_class("chemteach-pass-device")
        self.widget = w.VBox([content])
        self._on_reveal: list[Callable[[str | None], None]] = []

    @property
    def covered(self) -> bool:
        """Whether the content is hidden behind the cover."""
        return self.name is not None

    def cover(self, name: str) -> None:
        """Hide the content and ask for the device to be passed to `name`."""
        self.name = name
        who = html.escape(seat_name(name))
        self.message.value = (
            '<div style="font-size:130%;text-align:center">'
            + _("Pass the device to <b>{name}</b>.").format(name=who)
            + "<br><small>"
            + _("{name}: press the button when nobody else can see the screen.").format(name=who)
            + "</small></div>"
        )
        self.button.description = _("I am {name}: show my turn").format(name=seat_name(name))
        self.widget.children = (self.cover_box,)

    def reveal(self, notify: bool = True) -> None:
        """Show the content again (the named player has the device). With `notify` false
        (the table takes the cover away itself, to redraw for someone else) nobody is told,
        so nothing is drawn for the person the cover named."""
        name, self.name = self.name, None
        self.widget.children = (self.content,)
        if notify:
            for callback in list(self._on_reveal):
                callback(name)

    def on_reveal(self, callback: Callable[[str | None], None]) -> None:
        """Call `callback(name)` whenever the content is revealed."""
        self._on_reveal.append(callback)
