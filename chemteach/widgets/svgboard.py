"""A clickable SVG board: any element with a `data-cell` attribute reports clicks to Python.

The SVG comes from a game's view; the browser side is inline JavaScript (no CDN). Clicks (or
Enter/Space on a focused cell) arrive as `{"type": "click", "cell": id}` and call every
registered callback with the cell id string, e.g. "1,0".

Every board is keyboard- and screen-reader-ready without the game doing anything (WCAG 2.2
AA; DESIGN.md, "The widget layer"):

- every cell is a named control: `role="button"`, its name from the view's `aria-label` (or
  the cell's own `<title>`, however deeply nested), `aria-pressed` when the view says it is a
  toggle (or the cell has the class `selected`), `aria-disabled` unless it has the class
  `legal` or the view says otherwise;
- one Tab stop per board (roving tabindex): the arrow keys move to the nearest cell in
  that direction, Home and End to the first and last; Enter or Space presses;
- every cell carries `data-lm-suppress-shortcuts`, so JupyterLab's command-mode keys (`m`,
  `a`, `d d`, the arrows) never reach the notebook while a cell has the focus;
- the focus stays on the same cell (or the nearest one) when the board is redrawn;
- a focus ring drawn in the SVG (a dark band inside a white one, ≥ 3:1 on any background);
- the board is never smaller than `min_scale` × the SVG's own width in CSS px, so browser
  zoom makes it bigger (it scrolls sideways when it no longer fits).
"""

from __future__ import annotations

from collections.abc import Callable
from typing import Any

import anywidget
import traitlets

from ..palette import FOCUS_DARK, FOCUS_LIGHT

_ESM = """
const ARROWS = {ArrowRight: [1, 0], ArrowLeft: [-1, 0], ArrowDown: [0, 1], ArrowUp: [0, -1]};

function render({ model, el }) {
  el.classList.add("chemteach-svgboard");
  let current = null;   // the id of the cell holding the board's one Tab stop
  let inside = false;   // the focus is (or was, until a redraw removed it) on a cell here
  let lastCentre = null;
  const cells = () => Array.from(el.querySelectorAll("[data-cell]"));
  const find = (id) => cells().find((c) => c.getAttribute("data-cell") === id) || null;
  const centre = (cell) => {
    const r = cell.getBoundingClientRect();
    return [r.left + r.width / 2, r.top + r.height / 2];
  };

  const prepare = () => {
    const svg = el.querySelector("svg");
    if (svg) {
      if (el.querySelector("[data-cell]")) {
        svg.setAttribute("role", "group");   // cells are controls, not parts of one image
        const title = svg.querySelector(":scope > title");
        if (title && !svg.hasAttribute("aria-label")) {
          svg.setAttribute("aria-label", title.textContent.trim());
        }
      }
      const natural = parseFloat(svg.getAttribute("width") || "0");
      if (!el.querySelector("[data-cell]")) {
        // a picture (no cells to press) shrinks to its box rather than scroll sideways in
        // it, where no key could scroll it (axe-core's scrollable-region-focusable: Periodyx's
        // players board in Japanese, in JupyterLab)
        svg.style.minWidth = "0";
      } else if (natural > 0 && !svg.style.minWidth) {
        svg.style.minWidth = Math.round(natural * model.get("min_scale")) + "px";
      }
    }
    for (const cell of cells()) {
      if (!cell.hasAttribute("role")) cell.setAttribute("role", "button");
      if (!cell.hasAttribute("aria-label")) {
        const title = cell.querySelector("title");
        if (title) cell.setAttribute("aria-label", title.textContent.trim());
      }
      if (!cell.hasAttribute("aria-pressed") && cell.classList.contains("selected")) {
        cell.setAttribute("aria-pressed", "true");
      }
      if (!cell.hasAttribute("aria-disabled") && !cell.classList.contains("legal")) {
        cell.setAttribute("aria-disabled", "true");
      }
      cell.setAttribute("data-lm-suppress-shortcuts", "true");
      cell.setAttribute("tabindex", "-1");
    }
  };

  const ring = (cell, on) => {
    for (const old of el.querySelectorAll(".chemteach-focus-ring")) old.remove();
    if (!on || !cell || !cell.getBBox) return;
    const box = cell.getBBox();
    const pad = 3;
    let x = box.x - pad, y = box.y - pad;
    let w = box.width + 2 * pad, h = box.height + 2 * pad;
    // a cell on the picture's edge: the ring stays inside the picture, where it is not cut.
    // The ring is drawn in the cell's own units (a card is often a translated group), so
    // the picture's edges are brought into them first.
    const svg = cell.ownerSVGElement;
    const view = svg && svg.viewBox ? svg.viewBox.baseVal : null;
    const cellToScreen = cell.getScreenCTM ? cell.getScreenCTM() : null;
    const svgToScreen = svg && svg.getScreenCTM ? svg.getScreenCTM() : null;
    if (view && view.width > 0 && cellToScreen && svgToScreen && cellToScreen.a > 0) {
      const toCell = cellToScreen.inverse().multiply(svgToScreen);
      const a = new DOMPoint(view.x, view.y).matrixTransform(toCell);
      const b = new DOMPoint(view.x + view.width, view.y + view.height).matrixTransform(toCell);
      const margin = 3.5 / cellToScreen.a;  // half the outer band, in the cell's units
      const x0 = Math.max(x, Math.min(a.x, b.x) + margin);
      const y0 = Math.max(y, Math.min(a.y, b.y) + margin);
      const x1 = Math.min(x + w, Math.max(a.x, b.x) - margin);
      const y1 = Math.min(y + h, Math.max(a.y, b.y) - margin);
      if (x1 > x0 && y1 > y0) { x = x0; y = y0; w = x1 - x0; h = y1 - y0; }
    }
    const ns = cell.namespaceURI;
    const group = document.createElementNS(ns, "g");
    group.setAttribute("class", "chemteach-focus-ring");
    group.setAttribute("pointer-events", "none");
    group.setAttribute("aria-hidden", "true");
    for (const [colour, width] of [["FOCUS_LIGHT", 7], ["FOCUS_DARK", 3.5]]) {
      const rect = document.createElementNS(ns, "rect");
      rect.setAttribute("x", x); rect.setAttribute("y", y);
      rect.setAttribute("width", w);
      rect.setAttribute("height", h);
      rect.setAttribute("rx", 4);
      rect.setAttribute("fill", "none");
      rect.setAttribute("stroke", colour);
      rect.setAttribute("stroke-width", width);
      rect.setAttribute("vector-effect", "non-scaling-stroke");
      group.appendChild(rect);
    }
    cell.appendChild(group);
  };

  const rove = (cell, focus) => {
    for (const c of cells()) c.setAttribute("tabindex", c === cell ? "0" : "-1");
    if (!cell) return;
    current = cell.getAttribute("data-cell");
    if (focus) cell.focus();
  };

  const nearest = () => {
    const all = cells();
    if (!all.length) return null;
    if (!lastCentre) return el.querySelector("[data-cell].legal") || all[0];
    let best = null, bestDistance = Infinity;
    for (const c of all) {
      const [x, y] = centre(c);
      const d = Math.hypot(x - lastCentre[0], y - lastCentre[1]);
      if (d < bestDistance) { best = c; bestDistance = d; }
    }
    return best;
  };

  const draw = () => {
    const active = document.activeElement;
    const had = active && active !== el && el.contains(active);
    const lost = inside && (!active || active === document.body);
    const focused = had ? active.closest("[data-cell]") : null;
    if (focused) lastCentre = centre(focused);
    el.innerHTML = model.get("svg");
    prepare();
    let cell = find(current);
    if (!cell && (had || lost)) cell = nearest();
    if (!cell) cell = el.querySelector("[data-cell].legal") || el.querySelector("[data-cell]");
    rove(cell, Boolean(cell && (had || lost)));
  };
  const busy = () => el.classList.toggle("busy", model.get("busy"));

  const send = (cell) => {
    rove(cell, false);
    model.send({ type: "click", cell: cell.getAttribute("data-cell") });
  };
  const click = (event) => {
    const cell = event.target.closest ? event.target.closest("[data-cell]") : null;
    if (cell && el.contains(cell)) send(cell);
  };
  const move = (from, key) => {
    const all = cells();
    if (key === "Home") return all[0];
    if (key === "End") return all[all.length - 1];
    const [dx, dy] = ARROWS[key];
    const [x0, y0] = centre(from);
    let best = null, bestScore = Infinity;
    for (const c of all) {
      if (c === from) continue;
      const [x, y] = centre(c);
      const along = (x - x0) * dx + (y - y0) * dy;
      const across = Math.abs((x - x0) * dy + (y - y0) * dx);
      if (along < 2 || across > 2.5 * along) continue;
      const score = along + 2 * across;
      if (score < bestScore) { best = c; bestScore = score; }
    }
    if (best || dy !== 0) return best;
    const i = all.indexOf(from) + dx;   // the end of a row of cards: on to the next row
    return i >= 0 && i < all.length ? all[i] : null;
  };
  const key = (event) => {
    const cell = event.target.closest ? event.target.closest("[data-cell]") : null;
    if (!cell || !el.contains(cell)) return;
    if (event.key === "Enter" || event.key === " ") {
      event.preventDefault(); event.stopPropagation(); send(cell);
    } else if (event.key in ARROWS || event.key === "Home" || event.key === "End") {
      event.preventDefault(); event.stopPropagation();
      const next = move(cell, event.key);
      if (next) rove(next, true);
    }
  };
  const focusin = (event) => {
    const cell = event.target.closest ? event.target.closest("[data-cell]") : null;
    if (!cell) return;
    inside = true;
    if (cell.getAttribute("tabindex") !== "0") rove(cell, false);  // focused from outside
    current = cell.getAttribute("data-cell");
    lastCentre = centre(cell);
    ring(cell, cell.matches(":focus-visible"));
  };
  const focusout = (event) => {
    if (event.relatedTarget && !el.contains(event.relatedTarget)) inside = false;
    if (!event.relatedTarget || !el.contains(event.relatedTarget)) ring(null, false);
  };
  const away = (event) => { if (!el.contains(event.target)) inside = false; };

  draw(); busy();
  model.on("change:svg", draw);
  model.on("change:busy", busy);
  el.addEventListener("click", click);
  el.addEventListener("keydown", key);
  el.addEventListener("focusin", focusin);
  el.addEventListener("focusout", focusout);
  document.addEventListener("pointerdown", away, true);
  return () => {
    model.off("change:svg", draw); model.off("change:busy", busy);
    document.removeEventListener("pointerdown", away, true);
  };
}
export default { render };
""".replace("FOCUS_LIGHT", FOCUS_LIGHT).replace("FOCUS_DARK", FOCUS_DARK)

_CSS = """
.chemteach-svgboard { width: 100%; overflow-x: auto; }
.chemteach-svgboard svg { width: 100%; height: auto; display: block; }
.chemteach-svgboard [data-cell] { cursor: default; outline: none; }
.chemteach-svgboard [data-cell].legal { cursor: pointer; }
.chemteach-svgboard [data-cell].legal:hover .chip,
.chemteach-svgboard [data-cell].legal:focus .chip { fill: #fff3b0; }
.chemteach-svgboard.busy [data-cell].legal { cursor: wait; }
"""


#: The longest cell id a view draws is far shorter ("table:Rf", "hand-7", "12,-9").
MAX_CELL_ID = 40


class SvgBoard(anywidget.AnyWidget):
    """Shows `svg`; a click on an element carrying `data-cell` calls the click callbacks."""

    _esm = _ESM
    _css = _CSS
    svg = traitlets.Unicode("").tag(sync=True)
    busy = traitlets.Bool(False).tag(sync=True)
    #: The board is never drawn smaller than this share of the SVG's own width (in CSS px),
    #: so browser zoom enlarges it.
    min_scale = traitlets.Float(0.8).tag(sync=True)

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
        """What a click in the browser does: call every callback with the cell id.

        Cell ids come from the kit's own drawings ("card:Fe", "3,-2"); anything else (a
        message forged in the browser's tools, thousands of digits long) is ignored."""
        if not isinstance(cell, str) or len(cell) > MAX_CELL_ID or not cell.isprintable():
            return
        for callback in list(self._click_callbacks):
            callback(cell)

    def click(self, cell: str) -> None:
        """Simulate a click on a cell (tests, and notebooks without a browser)."""
        self._handle_click(cell)
