"""A one-line status: what just happened or why a move was refused, never a traceback.

The line carries the game's one polite live region: a screen reader speaks each new message,
and of the news after a move only the happenings not spoken yet (the line itself shows all the
news since the last person's move, so it is not read out again at each bot's move). It stays
on screen while any part of the game is: it sticks to the bottom of the window
when the game is taller than the window, so the answer to a click is where the student is
looking. Messages are shown whole: a message is never cut (write shorter ones instead).
This widget also carries the stylesheet every game table shares (see `TABLE_CSS`).
"""

from __future__ import annotations

import html
import json
import logging
from collections.abc import Callable, Iterator
from contextlib import contextmanager
from typing import Any, TypeVar

import anywidget
import traitlets

from ..core.errors import ChemteachError
from ..core.language import LANGUAGES
from ..core.wording import _
from ..palette import BUTTON_COLOURS, BUTTON_TEXT, FOCUS_DARK, STATUS_INK

logger = logging.getLogger("chemteach.widgets")
T = TypeVar("T")
STYLES = {
    "info": f"color:{STATUS_INK['info']};line-height:1.4",
    "ok": f"color:{STATUS_INK['ok']};line-height:1.4",
    "error": f"color:{STATUS_INK['error']};font-weight:bold;line-height:1.4",
}


def one_line(text: object, limit: int | None = None) -> str:
    """Squash any message to one readable line (no newlines); never cut unless `limit` says
    so (then at a word, with an ellipsis)."""
    try:
        line = " ".join(str(text).split())
    except Exception:  # a message whose str() fails must not break the status line
        line = "(a message that cannot be shown)"
    if limit is None or len(line) <= limit:
        return line
    cut = line[: limit - 1].rsplit(" ", 1)[0] if " " in line[: limit - 1] else line[: limit - 1]
    return cut + "\u2026"


_BUTTONS = "\n".join(
    f".chemteach-table .jupyter-button.mod-{kind}, .chemteach-table .jupyter-button.mod-{kind}"
    f":hover:enabled {{ background-color: {fill}; color: {BUTTON_TEXT}; }}"
    for kind, fill in BUTTON_COLOURS.items())

#: A row of a table where Enter in a text or number box presses the row's button carrying
#: SUBMIT (Monopoly's bid box and its Bid button), as Enter submits a form on a web page.
SUBMIT_ROW = "chemteach-submit-row"
SUBMIT = "chemteach-submit"
#: The part of a table where a game is played (board, hand, decision), below the name boxes.
GAME_AREA = "chemteach-game-area"
#: What in the game area takes the focus first when a redraw took away the pressed button:
#: a heading (tabindex="-1") that says what the press brought, such as a round's results.
FOCUS_FIRST = "chemteach-focus-first"
#: The table's last row: its buttons (Undo, New game, Save, Load...) and the status line,
#: stuck to the window's bottom edge while the game goes on below it.
FOOTER = "chemteach-footer"
#: Below this window height nothing sticks (a phone held sideways, 400 % zoom): a stuck footer
#: would cover a third of the window and the control that has the focus (WCAG 2.4.11).
STICKY_MIN_HEIGHT = 500

#: The stylesheet every game table shares: the sticky status line, buttons whose labels reach
#: AA contrast, a visible keyboard focus on every button and pictures that may grow with zoom.
TABLE_CSS = f"""
.chemteach-table, .chemteach-table .jupyter-widget-box, .chemteach-table .widget-box,
.jp-OutputArea:has(.chemteach-table), .jp-OutputArea-child:has(.chemteach-table),
.jp-OutputArea-output:has(.chemteach-table) {{
  overflow: visible;  /* a scrolling box in between would hold the status line back */
}}
.chemteach-table .{FOOTER} {{
  position: sticky; bottom: 0; z-index: 20; background: #ffffff;
  border-top: 1px solid #8a8a8a;
}}
.chemteach-status-line {{ line-height: 1.4; }}
.chemteach-status-live {{
  /* heard, not seen: the line above shows the news */
  position: absolute; width: 1px; height: 1px; margin: -1px; padding: 0; border: 0;
  overflow: hidden; clip: rect(0 0 0 0); clip-path: inset(50%); white-space: nowrap;
}}
@media (max-height: {STICKY_MIN_HEIGHT}px) {{
  .chemteach-table .{FOOTER} {{ position: static; }}
}}
.chemteach-table .chemteach-status {{ padding: 2px 4px; }}
body[data-voila] #rendered_cells {{
  padding-bottom: 0;  /* Voila's page pads its scroll box: the stuck line stopped 10 px short */
}}
.chemteach-table .jupyter-widget-html-content, .chemteach-table .widget-html-content {{
  overflow-x: auto;
}}
.chemteach-table .jupyter-button:focus-visible, .chemteach-table select:focus-visible,
.chemteach-table input:focus-visible, .chemteach-table textarea:focus-visible,
.chemteach-table .widget-toggle-button:focus-visible {{
  /* !important: ipywidgets' own rules for text and number boxes and lists say
     `outline: none` with more specific selectors (the play-test saw a 1 px pale border) */
  outline: 3px solid #0b3d91 !important; outline-offset: 2px !important;
}}
.chemteach-table .chemteach-log-scroll:focus-visible {{
  outline: 3px solid {FOCUS_DARK}; outline-offset: -3px;  /* inside: its box clips outside */
}}
{_BUTTONS}
"""

_ESM = """
function render({ model, el }) {
  const line = document.createElement("div");  // what is seen: all the news
  line.className = "chemteach-status-line";
  const live = document.createElement("div");  // what is heard: each happening once
  live.className = "chemteach-status-live";
  live.setAttribute("role", "status");
  live.setAttribute("aria-live", "polite");
  live.setAttribute("aria-atomic", "true");
  el.appendChild(line);
  el.appendChild(live);
  let timer = null;
  const show = () => { line.innerHTML = model.get("value"); };
  const speak = () => {
    // empty first, then fill: the same sentence twice is spoken twice
    live.textContent = "";
    clearTimeout(timer);
    timer = setTimeout(() => { live.textContent = model.get("spoken"); }, 40);
  };
  show();
  live.textContent = model.get("spoken");
  model.on("change:value", show);
  model.on("change:serial", speak);
  // (JupyterLab's shortcuts are kept out of the table's controls by its key guard:
  // chemteach/widgets/keyguard.py.) Whenever the table is redrawn, see to the focus.
  let observer = null, tries = 0;
  const guard = () => {
    const table = el.closest(".chemteach-table");
    if (!table) {
      if (tries++ < 50) requestAnimationFrame(guard);
      return;
    }
    observer = new MutationObserver(() => { setLang(table); setTimeout(refocus, 0); });
    observer.observe(table, { childList: true, subtree: true, attributes: true,
                              attributeFilter: ["class"] });
    setLang(table);
    submitTable = table;
    table.addEventListener("keydown", submit, true);
    table.addEventListener("focusin", remember);
    table.addEventListener("focusin", unhide);
  };
  // A control that takes the focus under the stuck footer (the window's bottom edge) is
  // scrolled up above it: the focus is never hidden behind the table's own footer (2.4.11)
  const unhide = (event) => {
    const target = event.target;
    const footer = el.closest(".FOOTER") || el;
    if (!target || !target.getBoundingClientRect || footer.contains(target)) return;
    requestAnimationFrame(() => {
      if (getComputedStyle(footer).position !== "sticky") return;
      const line = footer.getBoundingClientRect();
      const box = target.getBoundingClientRect();
      if (box.bottom <= line.top + 0.5 || box.top >= line.bottom) return;  // not under it
      let scroller = target.parentElement;
      while (scroller && scroller !== document.body && scroller !== document.documentElement) {
        const scrolls = /(auto|scroll)/.test(getComputedStyle(scroller).overflowY);
        if (scrolls && scroller.scrollHeight > scroller.clientHeight) break;
        scroller = scroller.parentElement;
      }
      if (!scroller || scroller === document.body || scroller === document.documentElement) {
        scroller = document.scrollingElement || document.documentElement;
      }
      scroller.scrollBy(0, box.bottom - line.top + 8);
    });
  };
  // A pressed button that a redraw takes away (Throw the dice, once thrown) left the focus
  // on the page itself, so a keyboard user had to find their place again: the focus goes
  // to what the game area offers now: a heading saying what the press brought (a round's
  // results), else its first button (the next decision, the cover), else, once nobody is
  // thinking, the first card or cell that may be pressed (the decision is on a board:
  // after "Ask medium 1", the card you answer with).
  let lastFocus = null;
  const remember = (event) => { lastFocus = event.target; };
  const gone = (node) => !node.isConnected || node.getClientRects().length === 0;
  const next = (table) => {
    for (const node of table.querySelectorAll(".GAME_AREA .FOCUS_FIRST")) {
      if (!gone(node)) return node;
    }
    for (const button of table.querySelectorAll(".GAME_AREA button")) {
      if (!button.disabled && !gone(button)) return button;
    }
    if (table.querySelector(".chemteach-svgboard.busy")) return null;
    for (const cell of table.querySelectorAll(".GAME_AREA [data-cell].legal")) {
      if (!gone(cell)) return cell;
    }
    return null;
  };
  const refocus = () => {
    const table = submitTable;
    if (!table || !lastFocus || !gone(lastFocus)) return;
    const active = document.activeElement;
    if (active && active !== document.body && !gone(active)) return;
    const target = next(table);
    if (target) { target.focus(); lastFocus = target; }
  };
  // Enter in a box of a submit row presses the row's submit button once the box's own
  // handlers have sent its value (ipywidgets' boxes stop a key from bubbling: so the table
  // listens while the key comes down, and presses the button just after)
  let submitTable = null;
  const submit = (event) => {
    if (event.key !== "Enter" || !event.target.matches) return;
    if (!event.target.matches("input")) return;
    const row = event.target.closest(".SUBMIT_ROW");
    const button = row ? row.querySelector("button.SUBMIT") : null;
    if (!button || button.disabled) return;
    event.preventDefault();
    setTimeout(() => button.click(), 0);
  };
  // The table's language on its root (a screen reader reads it in that language, WCAG
  // 3.1.2), and each language button's own (日本語 in Japanese on an English table)
  const NAMES = LANGUAGE_NAMES;
  const setLang = (table) => {
    const lang = model.get("lang");
    if (lang && table.getAttribute("lang") !== lang) table.setAttribute("lang", lang);
    for (const button of table.querySelectorAll(".chemteach-language button")) {
      const own = NAMES[button.textContent.trim()];
      if (own && button.getAttribute("lang") !== own) button.setAttribute("lang", own);
    }
  };
  const relang = () => { if (submitTable) setLang(submitTable); };
  model.on("change:lang", relang);
  guard();
  return () => {
    model.off("change:value", show); model.off("change:serial", speak);
    model.off("change:lang", relang);
    if (observer) observer.disconnect();
    if (submitTable) {
      submitTable.removeEventListener("keydown", submit, true);
      submitTable.removeEventListener("focusin", remember);
      submitTable.removeEventListener("focusin", unhide);
    }
  };
}
export default { render };
""".replace("LANGUAGE_NAMES", json.dumps({n: c for c, n in LANGUAGES.items()})).replace(
    "SUBMIT_ROW", SUBMIT_ROW).replace("SUBMIT", SUBMIT).replace("GAME_AREA", GAME_AREA).replace(
    "FOOTER", FOOTER).replace("FOCUS_FIRST", FOCUS_FIRST)


class StatusWidget(anywidget.AnyWidget):
    """The status line in the browser: shows `value`; its persistent polite live region
    speaks `spoken` each time `serial` changes."""

    _esm = _ESM
    _css = TABLE_CSS
    value = traitlets.Unicode("").tag(sync=True)
    #: What the live region says (plain text): the message, or only its news not yet said.
    spoken = traitlets.Unicode("").tag(sync=True)
    #: Counts messages spoken, so the same sentence said twice is announced twice.
    serial = traitlets.Int(0).tag(sync=True)
    #: The table's language: set on the table's root as its `lang` (WCAG 3.1.2).
    lang = traitlets.Unicode("").tag(sync=True)


class StatusLine:
    """Shows one line of news; `guard()` turns any exception into a friendly line."""

    def __init__(self) -> None:
        self.widget = StatusWidget(layout={"min_height": "1.6em"})
        self.widget.add_class("chemteach-status")
        self.text = ""
        self.kind = "info"

    def show(self, text: object, kind: str = "info", spoken: object = None) -> None:
        """Show a message, whole; kind is 'info', 'ok' or 'error'. The live region says
        `spoken` instead when given (the part of the news not said before; "" says
        nothing new), else the message."""
        self.text = one_line(text)
        self.kind = kind if kind in STYLES else "info"
        said = self.text if spoken is None else one_line(spoken)
        with self.widget.hold_sync():
            self.widget.value = (f'<span class="chemteach-status-{self.kind}" '
                                 f'style="{STYLES[self.kind]}">{html.escape(self.text)}</span>')
            if said:
                self.widget.spoken = said
                self.widget.serial += 1

    def error(self, text: object) -> None:
        """Show a message as a problem (red, bold)."""
        self.show(text, "error")

    def clear(self) -> None:
        """Empty the line."""
        self.show("")

    def report(self, exc: BaseException) -> None:
        """Show an exception as one line: the kit's own errors as they are, others logged."""
        if isinstance(exc, ChemteachError):
            self.error(exc)
        else:
            logger.error("Unexpected error in a chemteach widget", exc_info=exc)
            self.error(_("Something went wrong: {error}").format(
                error=f"{type(exc).__name__}: {one_line(exc, 200)}"))

    @contextmanager
    def guard(self) -> Iterator[None]:
        """Run a block; any exception is shown on the status line instead of raised."""
        try:
            yield
        except Exception as exc:
            self.report(exc)

    def call(self, fn: Callable[..., T], *args: Any, **kwargs: Any) -> T | None:
        """Call fn under `guard()`; returns its result, or None if it failed."""
        with self.guard():
            return fn(*args, **kwargs)
        return None
