"""Save a game as a JSON file (built when asked for) and load one back (a file upload).

Hidden information: a save file is the whole game, its rules, its seed and every action,
including hidden choices already made this turn. Whoever reads one (or decodes a download
link) can replay the seed and rebuild the deck and every hidden hand. So the file is never
kept in the page: only pressing "Save game" builds it and shows a download link, and the
next move or redraw removes the link again (so it never lingers, nor goes stale).
"""

from __future__ import annotations

import base64
import datetime as dt
import html
import re
from collections.abc import Callable

import ipywidgets as w

from ..core.errors import SaveFileError
from ..core.game import Game
from ..core.save import dumps, game_from_json
from .status import StatusLine

LINK_STYLE = ("display:inline-block;padding:4px 10px;border:1px solid #888;border-radius:3px;"
              "text-decoration:none;color:#111;background:#f3f3f3")
HINT = "Click to download; hand in this file"


def file_name(game: Game, when: dt.datetime | None = None) -> str:
    """A save file's name: game, players, moves and time, e.g. polymer-Ada-greedy-m12-...json."""
    names = "-".join(re.sub(r"[^A-Za-z0-9]+", "", n) or "player" for n in game.names)[:60]
    stamp = (when or dt.datetime.now()).strftime("%Y%m%d-%H%M")
    return f"{game.name}-{names}-m{len(game.history)}-{stamp}.json"


class SaveLoad:
    """A 'Save game' button that offers a download link when pressed, and a 'Load game' button.

    The save file exists in the page only after someone presses Save, and only until the
    next `refresh` (every move and redraw calls it). Pressing Save is allowed at any time,
    also during a hidden simultaneous decision (one person's choice already made, not yet
    revealed): the file is what the game is. But the file holds the seed, so a reader can
    rebuild the deck and every hidden hand, including choices not revealed yet. In hot-seat
    games with hidden hands a teacher should collect save files after the game, not during it.
    """

    def __init__(
        self,
        on_load: Callable[[Game], None],
        status: StatusLine,
        expected: type[Game] | None = None,
    ) -> None:
        self.on_load = on_load
        self.status = status
        self.expected = expected
        self.game: Game | None = None
        #: The text and file name of the download on offer ("" when no link is shown).
        self.text = ""
        self.name = ""
        self.button = w.Button(description="Save game", icon="download",
                               tooltip="Make a file of this game to hand in or to finish later")
        self.button.add_class("chemteach-save-button")
        self.button.on_click(lambda _: self.save())
        self.link = w.HTML()
        self.box = w.HBox([self.button, self.link], layout=w.Layout(align_items="center"))
        self.box.add_class("chemteach-save")
        self.upload = w.FileUpload(accept=".json", multiple=False, description="Load game",
                                   tooltip="Open a saved game (.json file)")
        self.upload.add_class("chemteach-load")
        self.upload.observe(self._uploaded, names="value")
        self.widget = w.HBox([self.box, self.upload],
                             layout=w.Layout(align_items="center"))

    def refresh(self, game: Game) -> None:
        """Save this game when asked; a download link already shown is removed."""
        self.game = game
        self.hide()

    def hide(self) -> None:
        """Remove the download link (and the save file with it) from the page."""
        self.text = ""
        self.name = ""
        self.link.value = ""

    def save(self) -> None:
        """Build the save file of the game as it is now and show a link to download it."""
        if self.game is None:
            return
        with self.status.guard():
            text = self.save_text()
            name = file_name(self.game)
            data = base64.b64encode(text.encode("utf-8")).decode("ascii")
            self.link.value = (
                f'<a download="{html.escape(name)}" href="data:application/json;base64,{data}" '
                f'title="Download this game to hand it in or to finish it later" '
                f'style="{LINK_STYLE}">\u2193 {html.escape(name)}</a> '
                f"<small>{HINT}</small>"
            )
            self.text, self.name = text, name

    def save_text(self) -> str:
        """The save file's JSON text for the game as it is now ("" before any game)."""
        return dumps(self.game) if self.game is not None else ""

    def load_text(self, text: str | bytes) -> Game | None:
        """Load a save from its text; on success `on_load(game)` runs, else the status says why."""
        with self.status.guard():
            if isinstance(text, bytes):
                try:
                    text = text.decode("utf-8")
                except UnicodeDecodeError:
                    raise SaveFileError("This file is not a chemteach save (not text).") from None
            game = game_from_json(text, expected=self.expected)
            self.on_load(game)
            return game
        return None

    def _uploaded(self, change: dict) -> None:
        files = change["new"]
        if not files:
            return
        with self.status.guard():
            item = files[0]
            content = item["content"] if isinstance(item, dict) else item.content
            self.load_text(bytes(content))
        self.upload.value = ()  # so loading the same file again fires again
