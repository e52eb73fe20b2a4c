"""Save a game as a JSON file (a download link) and load one back (a file upload)."""

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


def file_name(game: Game, when: dt.datetime | None = None) -> str:
    """A save file's name: game, players, moves and time, e.g. polymer-Ada-greedy-m12-...json."""
    names = "-".join(re.sub(r"[^A-Za-z0-9]+", "", n) or "player" for n in game.names)[:60]
    stamp = (when or dt.datetime.now()).strftime("%Y%m%d-%H%M")
    return f"{game.name}-{names}-m{len(game.history)}-{stamp}.json"


class SaveLoad:
    """A 'Save game' download link kept up to date, and a 'Load game' upload button."""

    def __init__(
        self,
        on_load: Callable[[Game], None],
        status: StatusLine,
        expected: type[Game] | None = None,
    ) -> None:
        self.on_load = on_load
        self.status = status
        self.expected = expected
        self.text = ""
        self.name = ""
        self.link = w.HTML()
        self.link.add_class("chemteach-save")
        self.upload = w.FileUpload(accept=".json", multiple=False, description="Load game",
                                   tooltip="Open a saved game (.json file)")
        self.upload.add_class("chemteach-load")
        self.upload.observe(self._uploaded, names="value")
        self.widget = w.HBox([self.link, self.upload],
                             layout=w.Layout(align_items="center"))

    def refresh(self, game: Game) -> None:
        """Make the download link save this game as it is now."""
        self.text = dumps(game)
        self.name = file_name(game)
        data = base64.b64encode(self.text.encode("utf-8")).decode("ascii")
        self.link.value = (
            f'<a download="{html.escape(self.name)}" href="data:application/json;base64,{data}" '
            f'title="Download this game to hand it in or to finish it later" '
            f'style="{LINK_STYLE}">\u2193 Save game</a>'
        )

    def save_text(self) -> str:
        """The JSON text that the download link holds."""
        return self.text

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
