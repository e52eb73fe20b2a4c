"""A clickable SVG board: any element with a `data-cell` attribute reports clicks to Python.

The SVG comes from a game's view; the browser side is a few lines of inline JavaScript
(no CDN). Clicks (or Enter/Space on a focused cell) arrive as `{"type": "click", "cell": id}`
and call every registered callback with the cell id string, e.g. "1,0".
"""

from __future__ import annotations

from collections.abc import Callable
from typing import Any

import anywidget
import traitlets

_ESM = """
function render({ model, el }) {
  el.classList.add("chemteach-svgboard");
  const draw = () => {
    el.innerHTML = model.get("svg");
    el.classList.toggle("busy", model.get("busy"));
    for (const cell of el.querySelectorAll("[data-cell].legal")) {
      cell.setAttribute("tabindex", "0");
    }
  };
  const send = (event) => {
    const cell = event.target.closest ? event.target.closest("[data-cell]") : null;
    if (!cell || !el.contains(cell)) return;
    model.send({ type: "click", cell: cell.getAttribute("data-cell") });
  };
  const key = (event) => {
    if (event.key === "Enter" || event.key === " ") { event.preventDefault(); send(event); }
  };
  draw();
  model.on("change:svg", draw);
  model.on("change:busy", draw);
  el.addEventListener("click", send);
  el.addEventListener("keydown", key);
  return () => { model.off("change:svg", draw); model.off("change:busy", draw); };
}
export default { render };
"""

_CSS = """
.chemteach-svgboard { width: 100%; }
.chemteach-svgboard svg { width: 100%; height: auto; max-height: 68vh; display: block; }
.chemteach-svgboard [data-cell] { cursor: default; }
.chemteach-svgboard [data-cell].legal { cursor: pointer; }
.chemteach-svgboard [data-cell].legal:hover .chip,
.chemteach-svgboard [data-cell].legal:focus .chip { fill: #fff3b0; }
.chemteach-svgboard [data-cell]:focus { outline: none; }
.chemteach-svgboard.busy [data-cell].legal { cursor: wait; }
"""


class SvgBoard(anywidget.AnyWidget):
    """Shows `svg`; a click on an element carrying `data-cell` calls the click callbacks."""

    _esm = _ESM
    _css = _CSS
    svg = traitlets.Unicode("").tag(sync=True)
    busy = traitlets.Bool(False).tag(sync=True)

    def __init__(self, svg: str = "", **kwargs: Any) -> None:
        super().__init__(svg=svg, **kwargs)
        self._click_callbacks: list[Callable[[str], None]] = []
        self.on_msg(self._on_message)

    def on_click(self, callback: Callable[[str], None], remove: bool = False) -> None:
        """Register (or remove) `callback(cell_id)` for clicks on cells."""
        if remove:
            self._click_callbacks.remove(callback)
        else:
            self._click_callbacks.append(callback)

    def _on_message(self, _widget: Any, content: Any, _buffers: Any) -> None:
        if isinstance(content, dict) and content.get("type") == "click":
            self._handle_click(str(content.get("cell", "")))

    def _handle_click(self, cell: str) -> None:
        """What a click in the browser does: call every callback with the cell id."""
        for callback in list(self._click_callbacks):
            callback(cell)

    def click(self, cell: str) -> None:
        """Simulate a click on a cell (tests, and notebooks without a browser)."""
        self._handle_click(cell)
