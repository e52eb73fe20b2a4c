"""Save a game as a JSON file (built when asked for) and load one back (a file chosen).

Hidden information: a save file is the whole game, its rules, its seed and every action,
including hidden choices already made this turn. Whoever reads one (or decodes a download
link) can replay the seed and rebuild the deck and every hidden hand. So the file is never
kept in the page: only pressing "Save game" builds it and shows a download link, and the
next move or redraw removes the link again (so it never lingers, nor goes stale).
Loading is the same: the 'Load game' button is a small widget of its own that hands the
chosen file to Python as a message (ipywidgets' FileUpload would keep the file in its
synced value, and always labels itself "Load game (0)").
"""

from __future__ import annotations

import base64
import datetime as dt
import html
import re
from collections.abc import Callable
from typing import Any

import anywidget
import ipywidgets as w
import traitlets

from ..core.game import Game
from ..core.language import speaking, table_language
from ..core.save import MAX_SAVE_BYTES, dumps, game_from_json
from ..core.wording import N_, _, count
from ..palette import FOCUS_DARK
from .status import StatusLine

LINK_STYLE = ("display:inline-block;padding:4px 10px;border:1px solid #888;border-radius:3px;"
              "text-decoration:none;color:#111;background:#f3f3f3")
HINT = N_("Click to download; hand in this file")


_LOAD_ESM = """
function render({ model, el }) {
  const button = document.createElement("button");
  button.type = "button";
  button.className = "jupyter-button widget-button chemteach-load-button";
  const label = document.createElement("span");
  const show = () => {
    button.title = model.get("tooltip");
    label.textContent = " " + model.get("description");
  };
  show();
  model.on("change:description change:tooltip", show);
  const icon = document.createElement("i");
  icon.className = "fa fa-upload";
  icon.setAttribute("aria-hidden", "true");
  button.append(icon, label);
  const input = document.createElement("input");
  input.type = "file";
  input.accept = ".json,application/json";
  input.hidden = true;
  button.addEventListener("click", () => { input.value = ""; input.click(); });
  input.addEventListener("change", async () => {
    const file = input.files && input.files[0];
    if (!file) return;
    if (file.size > model.get("max_bytes")) {
      model.send({ type: "too_big", name: file.name, size: file.size });
      return;
    }
    const data = await file.arrayBuffer();
    model.send({ type: "file", name: file.name }, undefined, [data]);
  });
  el.append(button, input);
}
export default { render };
"""


#: The widget's own box clips what lies outside it (every ipywidget's box is a Lumino widget,
#: `overflow: hidden`): the keyboard focus ring, drawn around the button, was cut away
#: (WCAG 2.4.7). The box lets it show, and the button draws the kit's ring (FOCUS_DARK) also
#: outside a game table.
LOAD_CSS = f"""
.chemteach-load.lm-Widget, .chemteach-load {{ overflow: visible; }}
.chemteach-load .chemteach-load-button:focus-visible {{
  outline: 3px solid {FOCUS_DARK} !important; outline-offset: 2px !important;
}}
"""


class LoadButton(anywidget.AnyWidget):
    """A 'Load game' button: the chosen file goes to Python as a message, never into the
    widget's synced state (a save holds the seed, so it must not sit in the page)."""

    _esm = _LOAD_ESM
    _css = LOAD_CSS
    max_bytes = traitlets.Int(MAX_SAVE_BYTES).tag(sync=True)
    #: The button's words, in the table's language (the toggle relabels them).
    description = traitlets.Unicode("Load game").tag(sync=True)
    tooltip = traitlets.Unicode("Open a saved game (a .json file)").tag(sync=True)

    def __init__(self, on_file: Callable[[str, bytes | None], None], **kwargs: Any) -> None:
        super().__init__(**kwargs)
        self.add_class("chemteach-load")
        self._on_file = on_file
        self.on_msg(self._on_message)

    def _on_message(self, _widget: Any, content: Any, buffers: Any) -> None:
        if not isinstance(content, dict):
            return
        name = str(content.get("name", ""))[:200]
        if content.get("type") == "file" and buffers:
            self._on_file(name, bytes(buffers[0]))
        elif content.get("type") == "too_big":
            self._on_file(name, None)


def house_rules_note(game: Game) -> str:
    """'House rules: points.H = 20, ...' for rules that are not the kit's defaults, else ''."""
    changes = game.house_rules()
    if not changes:
        return ""
    return _("House rules (not the kit's defaults): {changes}.").format(
        changes=", ".join(changes))


def file_name(game: Game, when: dt.datetime | None = None) -> str:
    """A save file's name: game, players, moves and time, e.g. polymer-Ada-greedy-m12-...json."""
    names = "-".join(re.sub(r"[\W_]+", "", n) or "player" for n in game.names)[:60]
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
        self.button = w.Button(description=_("Save game"), icon="download",
                               tooltip=_("Make a file of this game to hand in or to "
                                         "finish later"))
        self.button.add_class("chemteach-save-button")
        #: The language its messages are in (its table's; the toggle changes it).
        self.lang = table_language()
        self.button.on_click(lambda _: self._speaking(self.save))
        self.link = w.HTML()
        self.box = w.HBox([self.button, self.link], layout=w.Layout(align_items="center"))
        self.box.add_class("chemteach-save")
        self.load_button = LoadButton(lambda name, content: self._speaking(self.receive, name,
                                                                            content),
                                      description=_("Load game"),
                                      tooltip=_("Open a saved game (a .json file)"))
        #: After a load: the loaded game's house rules, so that a teacher sees them.
        self.note = w.HTML()
        self.note.add_class("chemteach-house-rules")
        self.loaded = False
        self.widget = w.HBox([self.box, self.load_button, self.note],
                             layout=w.Layout(align_items="center", flex_flow="row wrap"))

    def _speaking(self, action: Callable[..., Any], *args: Any) -> Any:
        with speaking(self.lang):
            return action(*args)

    def refresh(self, game: Game) -> None:
        """Save this game when asked; a download link already shown is removed."""
        self.game = game
        self.hide()
        self._show_house_rules(game)

    def _show_house_rules(self, game: Game) -> None:
        note = house_rules_note(game) if self.loaded else ""
        self.note.value = f"<small>{html.escape(note)}</small>" if note else ""

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
            tip = _("Download this game to hand it in or to finish it later")
            self.link.value = (
                f'<a download="{html.escape(name)}" href="data:application/json;base64,{data}" '
                f'title="{html.escape(tip)}" '
                f'style="{LINK_STYLE}">\u2193 {html.escape(name)}</a> '
                f"<small>{html.escape(_(HINT))}</small>"
            )
            self.text, self.name = text, name

    def save_text(self) -> str:
        """The save file's JSON text for the game as it is now ("" before any game)."""
        return dumps(self.game) if self.game is not None else ""

    def load_text(self, text: str | bytes) -> Game | None:
        """Load a save from its text; on success `on_load(game)` runs, else the status says why.

        A game whose rules are not the kit's defaults says so: the status line after the
        load, and the note beside the Load button while it is played on.
        """
        with self.status.guard():
            # a table playing a teacher's board loads saves played on it (and only those)
            files = self.game.data_file_paths() if self.game is not None else None
            game = game_from_json(text, expected=self.expected, files=files)
            self.loaded = True
            self.on_load(game)
            note = house_rules_note(game)
            if note:
                if len(self.status.text) + len(note) > 250:  # the list stays in the note
                    note = count(len(game.house_rules()),
                                 "It plays {n} house rule, listed beside Load game.",
                                 "It plays {n} house rules, listed beside Load game.")
                self.status.show(f"{self.status.text} {note}".strip(), self.status.kind)
            self._show_house_rules(game)
            return game
        return None

    def receive(self, name: str, content: bytes | None) -> Game | None:
        """A file chosen with 'Load game' (None: the browser found it far too big)."""
        if content is None:
            self.status.error(_("{file} is far too big for a chemteach save (the limit is "
                                "{limit} MB).").format(file=name or _("That file"),
                                                       limit=MAX_SAVE_BYTES // 1_000_000))
            return None
        return self.load_text(content)
