"""A long experiment behind a button: a notebook or app never runs a simulation on open.

Opening a game notebook in Voila runs every cell before the page shows, and "Run All" in
JupyterLab runs them too; an experiment that plays hundreds of games would keep a student
waiting for half a minute before the game appears. `experiment_button` shows a button
instead, and the experiment's printout and plots appear under it when it is pressed.
"""

from __future__ import annotations

from collections.abc import Callable

import ipywidgets as widgets

from ..core.wording import _
from .keyguard import guard_keys
from .status import one_line


class Experiment(widgets.VBox):
    """A button that runs one experiment when pressed, and the area that shows its results."""

    def __init__(self, run: Callable[[], object], label: str, seconds: int) -> None:
        self.run = run
        self.label = label
        self.button = widgets.Button(
            description=label, tooltip=_("Takes about {seconds} seconds").format(seconds=seconds),
            icon="play", layout=widgets.Layout(width="auto"))
        self.note = widgets.HTML(
            _("<i>About {seconds} seconds: the computer plays the games when you press the "
              "button.</i>").format(seconds=seconds))
        self.output = widgets.Output()
        self.button.on_click(lambda _button: self.start())
        super().__init__([widgets.HBox([self.button, self.note]), self.output])
        self.add_class("chemteach-experiment")
        guard_keys(self)  # `m` on the focused button must not turn the cell into Markdown

    def start(self) -> None:
        """Run the experiment once, showing its printout and plots under the button."""
        self.button.disabled = True
        self.button.description = _("Playing the games…")
        self.output.clear_output()
        failure: Exception | None = None
        try:
            with self.output:
                # caught inside the block: in a kernel, Output.__exit__ would show the
                # traceback under the button and swallow the exception
                try:
                    self.run()
                except Exception as exc:  # a student must read a sentence, never a traceback
                    failure = exc
        finally:
            self.button.description = self.label
            self.button.disabled = False
        if failure is not None:
            self.note.value = _("The experiment stopped: {reason}").format(
                reason=one_line(failure, 200))
        else:
            self.note.value = _("<i>Done. Press again to play the games again.</i>")


def experiment_button(run: Callable[[], object], label: str, seconds: int) -> Experiment:
    """A button labelled `label` that calls `run()` when pressed (about `seconds` long)."""
    return Experiment(run, label, seconds)
