"""The print button of a game notebook or lesson: a paper choice, a button, a download link.

Pressing it writes the pack (`chemteach print` with the same arguments) into the notebook's
folder and shows a link that downloads it, as the save button does for a save. The pack
holds nothing secret (it is the printed game, before anyone plays), so the link may stay.
"""

from __future__ import annotations

import base64
import html
from pathlib import Path
from typing import Any

import ipywidgets as w

from ..core.language import current_language, keeps_language, speaking
from ..core.wording import _
from ..widgets.keyguard import guard_keys
from ..widgets.saveload import LINK_STYLE
from ..widgets.status import StatusLine


class PrintButton(w.VBox):
    """A paper size, a "Print and play (PDF)" button and, once pressed, the pack's link."""

    def __init__(self, game: str | None = None, *, lesson: str | Path | None = None,
                 lang: str | None = None, folder: str | Path = ".", rules: Any = None,
                 files: dict[str, str | Path] | None = None) -> None:
        self.game, self.lesson, self.rules, self.files = game, lesson, rules, files
        self.lang = lang or current_language()
        self.folder = Path(folder)
        self.path: Path | None = None
        with speaking(self.lang):
            self.paper = w.Dropdown(options=[("A4", "a4"), (_("Letter"), "letter")],
                                    value="a4", description=_("Paper"),
                                    layout=w.Layout(width="180px"))
            self.button = w.Button(description=_("Print and play (PDF)"), icon="print",
                                   tooltip=_("Write the cards, board and rules as a PDF to "
                                             "print, for a lesson without computers"),
                                   layout=w.Layout(width="auto"))
            self.status = StatusLine()
        self.link = w.HTML()
        self.button.on_click(keeps_language(lambda _b: self.make()))
        super().__init__([w.HBox([self.paper, self.button]), self.link, self.status.widget])
        self.add_class("chemteach-print")
        guard_keys(self)  # `m` on the focused button must not turn the cell into Markdown

    def make(self) -> Path | None:
        """Write the pack for the chosen paper and show its download link."""
        from . import default_name, print_pack

        with speaking(self.lang), self.status.guard():
            self.link.value = ""
            self.status.show(_("Writing the PDF…"))
            name = default_name(self.game, self.lang, self.lesson)
            if self.paper.value != "a4":
                name = name.replace(".pdf", f"-{self.paper.value}.pdf")
            path, pages = print_pack(self.game, self.folder / name, paper=self.paper.value,
                                     lang=self.lang, lesson=self.lesson, rules=self.rules,
                                     files=self.files)
            data = base64.b64encode(path.read_bytes()).decode("ascii")
            self.link.value = (f'<a download="{html.escape(path.name)}" '
                               f'href="data:application/pdf;base64,{data}" '
                               f'style="{LINK_STYLE}">\u2193 {html.escape(path.name)}</a>')
            self.status.show(_("Written: {file} ({pages} pages). Print it at 100% (actual "
                               "size), then cut along the dashed lines.").format(
                                   file=path.name, pages=pages))
            self.path = path
            return path
        return None


def print_button(game: str | None = None, **options: Any) -> PrintButton:
    """The print button of a game notebook (`print_button("bond")`) or a lesson
    (`print_button(lesson="bond-valence.md")`); options as PrintButton."""
    return PrintButton(game, **options)
