"""'Your name' boxes: a student types their name before the first move.

A lesson or game notebook starts the game with a name written in its code (`play(["Ada",
...])`); in the app nobody can change that code, so without these boxes a whole class would
hand in saves from "Ada". The table shows one box per person's seat until a person has moved;
a name typed there renames the seat (and so the save file and the class's results table).
"""

from __future__ import annotations

import html
from collections.abc import Callable, Sequence

import ipywidgets as w

from ..core.seating import MOST_LETTERS, check_name
from ..core.wording import _

__all__ = ["MOST_LETTERS", "NameBoxes", "check_name"]


class NameBoxes:
    """One 'Your name' box per person's seat, shown until a person has made a move."""

    def __init__(self, rename: Callable[[int, str], None]) -> None:
        self._rename = rename
        self._cutting = False
        self.rows: list[w.HBox] = []
        self.seats: list[int] = []
        self.widget = w.VBox(layout=w.Layout(margin="0 0 4px 0"))
        self.widget.add_class("chemteach-names")

    def build(self, people: Sequence[int], names: Sequence[str]) -> None:
        """A box for each person's seat ('Your name' when only one person plays)."""
        self.seats = list(people)
        self.rows = []
        for seat in self.seats:
            label = (_("Your name") if len(self.seats) == 1
                     else _("Name of {name}").format(name=names[seat]))
            text = w.Text(value="", placeholder=names[seat], description=label,
                          continuous_update=False, style={"description_width": "initial"},
                          layout=w.Layout(width="18em"))
            button = w.Button(description=_("Use this name"),
                              tooltip=_("Put this name on your seat and your save file"),
                              layout=w.Layout(width="auto"))
            note = w.HTML("", layout=w.Layout(margin="0 0 0 6px"))
            note.add_class("chemteach-name-note")
            button.on_click(lambda _b, seat=seat, text=text: self._use(seat, text))
            text.observe(lambda change, seat=seat, text=text: self._use(seat, text)
                         if change["new"].strip() else None, names="value")
            self.rows.append(w.HBox([text, button, note],
                                    layout=w.Layout(flex_flow="row wrap",
                                                    align_items="center")))
        self.widget.children = tuple(self.rows)

    def _use(self, seat: int, text: w.Text) -> None:
        typed = text.value
        if len(typed) > MOST_LETTERS + 1:  # a pasted page: the box (and its synced state)
            typed = typed[:MOST_LETTERS + 1]  # keeps one letter more than a name may have,
            self._cutting = True  # so the refusal below still says "too long"
            try:
                text.value = typed
            finally:
                self._cutting = False
        if not self._cutting:
            self._rename(seat, typed)

    def note(self, seat: int, message: str) -> None:
        """A sentence next to the seat's box (why a name was refused, or that it is used)."""
        if seat in self.seats:
            note = self.rows[self.seats.index(seat)].children[2]
            note.value = html.escape(message)

    def show(self, visible: bool) -> None:
        """Show the boxes (before the first move) or hide them (from then on)."""
        self.widget.layout.display = None if visible and self.rows else "none"

    @property
    def visible(self) -> bool:
        return self.widget.layout.display != "none" and bool(self.rows)

    def text_of(self, seat: int) -> w.Text:
        """The box of a seat (for tests and for the keyboard)."""
        return self.rows[self.seats.index(seat)].children[0]
