"""A molecule to turn in 3D: ball-and-stick drawn as SVG by ~150 lines of inline JavaScript.

Why our own and not py3Dmol, nglview or 3Dmol.js (docs/DECISIONS-molecules-in-3d.md):
the kit's molecules have at most a few dozen atoms, a few circles and lines draw them, SVG
needs neither WebGL nor a CDN (py3Dmol loads 3Dmol.js from jsdelivr), and each ball is an
element a test can read. The page asks no other host for anything.

- Drag with the mouse (or a finger) to turn it; with the keyboard focus on it the arrow keys
  turn it by 15°, + and - zoom, 0 or Home puts it back as it was.
- The focusable picture carries `data-lm-suppress-shortcuts` (JupyterLab's shortcuts stay out)
  and a visible focus ring; its name (`aria-label`) is the text alternative, e.g.
  "Water, H2O: bent, H-O-H 104.0°", also printed under the picture for everyone.
- Each atom is a circle with its element letter, so colour is never the only mark.
"""

from __future__ import annotations

from collections.abc import Sequence
from typing import Any

import anywidget
import ipywidgets as w
import traitlets

from ..chem.shape import Shape3D, conformer, shape_sentence
from ..core.language import keeps_language
from ..core.wording import _
from ..palette import FOCUS_DARK, FOCUS_LIGHT
from .keyguard import guard_keys

#: Fill colour and text colour of each element's balls (CPK colours, text >= 4.5:1).
ATOM_COLOURS = {
    "H": ("#f4f4f4", "#111111"),
    "C": ("#3a3a3a", "#ffffff"),
    "N": ("#2b4fd8", "#ffffff"),
    "O": ("#d01010", "#ffffff"),
    "F": ("#8fd14f", "#111111"),
    "S": ("#e6c21f", "#111111"),
    "P": ("#e07b00", "#111111"),
    "Cl": ("#1f9e1f", "#ffffff"),
}
#: Ball radius in ångström (smaller than van der Waals radii, so the bonds show).
ATOM_RADII = {"H": 0.26}
DEFAULT_RADIUS = 0.40

_ESM = """
const STEP = Math.PI / 12;  // 15° per arrow key

function render({ model, el }) {
  const ns = "http://www.w3.org/2000/svg";
  const box = document.createElement("div");
  box.className = "chemteach-mol3d-view";
  box.setAttribute("tabindex", "0");
  box.setAttribute("role", "img");
  box.setAttribute("data-lm-suppress-shortcuts", "true");
  const svg = document.createElementNS(ns, "svg");
  svg.setAttribute("aria-hidden", "true");
  svg.setAttribute("focusable", "false");
  box.appendChild(svg);
  const help = document.createElement("div");
  help.className = "chemteach-mol3d-help";
  help.id = "chemteach-mol3d-help-" + Math.random().toString(36).slice(2);
  const words = document.createElement("div");
  words.className = "chemteach-mol3d-words";
  el.classList.add("chemteach-mol3d");
  el.append(box, words, help);
  box.setAttribute("aria-describedby", help.id);

  let yaw = model.get("yaw"), pitch = model.get("pitch"), zoom = model.get("zoom");

  const draw = () => {
    const atoms = model.get("atoms"), bonds = model.get("bonds"), size = model.get("size");
    svg.setAttribute("viewBox", `0 0 ${size} ${size}`);
    svg.setAttribute("width", size); svg.setAttribute("height", size);
    svg.setAttribute("data-yaw", yaw.toFixed(3));
    svg.setAttribute("data-pitch", pitch.toFixed(3));
    svg.setAttribute("data-zoom", zoom.toFixed(3));
    const cy = Math.cos(yaw), sy = Math.sin(yaw), cp = Math.cos(pitch), sp = Math.sin(pitch);
    let reach = 0.8;
    for (const a of atoms) reach = Math.max(reach, Math.hypot(a.x, a.y, a.z) + a.r);
    const scale = zoom * (size / 2 - 6) / reach;
    const pos = atoms.map((a) => {
      const x1 = cy * a.x + sy * a.z, z1 = -sy * a.x + cy * a.z;   // turn about the y axis
      const y2 = cp * a.y - sp * z1, z2 = sp * a.y + cp * z1;     // then about the x axis
      return [size / 2 + scale * x1, size / 2 - scale * y2, z2];
    });
    const items = [];
    for (const [i, j, order] of bonds) {
      const [x1, y1, z1] = pos[i], [x2, y2, z2] = pos[j];
      const len = Math.hypot(x2 - x1, y2 - y1) || 1;
      const nx = -(y2 - y1) / len, ny = (x2 - x1) / len;
      const gap = Math.max(2.5, scale * 0.09);
      const offsets = order === 1 ? [0] : order === 2 ? [-gap / 2, gap / 2] : [-gap, 0, gap];
      const mx = (x1 + x2) / 2, my = (y1 + y2) / 2;
      // two halves, each drawn just before its own atom: a ball hides the half behind it
      for (const [ax, ay, az, toward] of [[x1, y1, z1, 1], [x2, y2, z2, -1]]) {
        // each half reaches 0.6 px past the middle, so no seam shows where they meet
        const ex = mx + toward * 0.6 * (x2 - x1) / len, ey = my + toward * 0.6 * (y2 - y1) / len;
        items.push({ z: az - 0.01, draw: (g) => {
          for (const o of offsets) {
            const line = document.createElementNS(ns, "line");
            line.setAttribute("x1", (ax + nx * o).toFixed(2));
            line.setAttribute("y1", (ay + ny * o).toFixed(2));
            line.setAttribute("x2", (ex + nx * o).toFixed(2));
            line.setAttribute("y2", (ey + ny * o).toFixed(2));
            line.setAttribute("class", "bond");
            line.setAttribute("stroke-width",
                              Math.max(1.5, scale * (order === 1 ? 0.12 : 0.07)));
            g.appendChild(line);
          }
        } });
      }
    }
    atoms.forEach((a, i) => {
      const [x, y, z] = pos[i];
      items.push({ z: z + 0.01, draw: (g) => {
        const r = a.r * scale * (1 + 0.04 * z);
        const ball = document.createElementNS(ns, "circle");
        ball.setAttribute("cx", x.toFixed(2)); ball.setAttribute("cy", y.toFixed(2));
        ball.setAttribute("r", r.toFixed(2));
        ball.setAttribute("fill", a.fill);
        ball.setAttribute("class", "atom");
        ball.setAttribute("data-atom", i);
        g.appendChild(ball);
        if (r >= 7) {
          const t = document.createElementNS(ns, "text");
          t.setAttribute("x", x.toFixed(2)); t.setAttribute("y", (y + r * 0.35).toFixed(2));
          t.setAttribute("fill", a.ink);
          t.setAttribute("font-size", Math.min(16, r).toFixed(1));
          t.textContent = a.e;
          g.appendChild(t);
        }
      } });
    });
    items.sort((p, q) => p.z - q.z);   // far first: near balls hide what is behind them
    const g = document.createElementNS(ns, "g");
    for (const item of items) item.draw(g);
    svg.replaceChildren(g);
  };
  const words_ = () => {
    box.setAttribute("aria-label", model.get("label"));
    words.textContent = model.get("label");
    help.textContent = model.get("help");
  };
  const keep = () => {
    model.set("yaw", yaw); model.set("pitch", pitch); model.set("zoom", zoom);
    model.save_changes();
  };
  const fromModel = () => {
    yaw = model.get("yaw"); pitch = model.get("pitch"); zoom = model.get("zoom"); draw();
  };

  const key = (event) => {
    let used = true;
    if (event.key === "ArrowLeft") yaw -= STEP;
    else if (event.key === "ArrowRight") yaw += STEP;
    else if (event.key === "ArrowUp") pitch -= STEP;
    else if (event.key === "ArrowDown") pitch += STEP;
    else if (event.key === "+" || event.key === "=") zoom = Math.min(3, zoom * 1.2);
    else if (event.key === "-" || event.key === "_") zoom = Math.max(0.4, zoom / 1.2);
    else if (event.key === "0" || event.key === "Home") { yaw = 0; pitch = 0; zoom = 1; }
    else used = false;
    if (!used) return;
    event.preventDefault(); event.stopPropagation();
    draw(); keep();
  };
  let drag = null;
  const down = (event) => {
    if (event.button !== 0) return;
    drag = [event.clientX, event.clientY];
    box.setPointerCapture(event.pointerId);
    box.focus({ preventScroll: true });
    event.preventDefault();
  };
  const move = (event) => {
    if (!drag) return;
    yaw += (event.clientX - drag[0]) * 0.01;
    pitch += (event.clientY - drag[1]) * 0.01;
    drag = [event.clientX, event.clientY];
    draw();
  };
  const up = (event) => {
    if (!drag) return;
    drag = null;
    if (box.hasPointerCapture(event.pointerId)) box.releasePointerCapture(event.pointerId);
    keep();
  };

  words_(); draw();
  model.on("change:atoms", draw);
  model.on("change:bonds", draw);
  model.on("change:size", draw);
  model.on("change:yaw", fromModel);
  model.on("change:pitch", fromModel);
  model.on("change:zoom", fromModel);
  model.on("change:label", words_);
  model.on("change:help", words_);
  box.addEventListener("keydown", key);
  box.addEventListener("pointerdown", down);
  box.addEventListener("pointermove", move);
  box.addEventListener("pointerup", up);
  box.addEventListener("pointercancel", up);
}
export default { render };
"""

_CSS = """
.chemteach-mol3d { display: inline-block; max-width: 100%; }
.chemteach-mol3d-view { display: inline-block; cursor: grab; touch-action: none;
  border: 1px solid #c8c8c8; border-radius: 6px; background: #ffffff; line-height: 0; }
.chemteach-mol3d-view:active { cursor: grabbing; }
.chemteach-mol3d-view:focus { outline: none; }
.chemteach-mol3d-view:focus-visible { outline: 3px solid FOCUS_DARK; outline-offset: 2px;
  box-shadow: 0 0 0 2px FOCUS_LIGHT, 0 0 0 8px FOCUS_LIGHT; }
.chemteach-mol3d-view svg { max-width: 100%; height: auto; display: block; }
.chemteach-mol3d-view .bond { stroke: #6b6b6b; stroke-linecap: butt; }
.chemteach-mol3d-view .atom { stroke: #222222; stroke-width: 1; }
.chemteach-mol3d-view text { text-anchor: middle; font-family: sans-serif; font-weight: bold;
  pointer-events: none; }
.chemteach-mol3d-words { margin-top: 4px; color: #111111; font-size: 13px; max-width: 40em; }
.chemteach-mol3d-help { color: #555555; font-size: 12px; }
""".replace("FOCUS_DARK", FOCUS_DARK).replace("FOCUS_LIGHT", FOCUS_LIGHT)


def atoms_state(shape: Shape3D) -> list[dict[str, Any]]:
    """The atoms as the browser draws them: element, coordinates, radius and colours.

    The coordinates are centred and turned to the molecule's principal axes (its longest
    spread across the screen, its thinnest towards the reader), so a flat molecule such as
    water or benzene first faces the student instead of showing its edge (water seen edge-on
    looks linear)."""
    import numpy as np  # RDKit's own dependency

    xyz = np.array([[a.x, a.y, a.z] for a in shape.atoms], dtype=float)
    xyz -= xyz.mean(axis=0)
    _values, axes = np.linalg.eigh(xyz.T @ xyz)  # ascending spread
    turned = xyz @ axes[:, ::-1]  # x: the widest spread, z: the thinnest
    for k in range(3):  # one sign for each axis, so the same molecule always looks the same
        column = turned[:, k]
        if column[np.argmax(np.abs(column))] < 0:
            turned[:, k] = -column
    state = []
    for atom, (x, y, z) in zip(shape.atoms, turned, strict=True):
        fill, ink = ATOM_COLOURS.get(atom.element, ("#b070d0", "#111111"))
        state.append({"e": atom.element, "x": round(float(x), 3), "y": round(float(y), 3),
                      "z": round(float(z), 3), "r": ATOM_RADII.get(atom.element, DEFAULT_RADIUS),
                      "fill": fill, "ink": ink})
    return state


def turn_help() -> str:
    """How to turn the molecule, in the reader's language."""
    return _("Drag it, or use the arrow keys, to turn it; + and - zoom, 0 puts it back.")


class Molecule3D(anywidget.AnyWidget):
    """One molecule in 3D that the student turns by mouse or keyboard (see the module doc)."""

    _esm = _ESM
    _css = _CSS
    atoms = traitlets.List().tag(sync=True)
    bonds = traitlets.List().tag(sync=True)
    label = traitlets.Unicode("").tag(sync=True)
    help = traitlets.Unicode("").tag(sync=True)
    size = traitlets.Int(240).tag(sync=True)
    #: How the student turned it (radians) and zoomed it: kept by the browser after each turn.
    yaw = traitlets.Float(0.0).tag(sync=True)
    pitch = traitlets.Float(0.0).tag(sync=True)
    zoom = traitlets.Float(1.0).tag(sync=True)

    def show(self, smiles: str, name: str = "") -> None:
        """Draw this molecule (from its SMILES), named `name`, facing the front again."""
        shape = conformer(smiles)
        self.atoms = atoms_state(shape)
        self.bonds = [list(bond) for bond in shape.bonds]
        self.label = shape_sentence(shape, name)
        self.help = turn_help()
        self.yaw, self.pitch, self.zoom = 0.0, 0.0, 1.0


def molecule_3d(smiles: str, name: str = "", size: int = 240) -> Molecule3D:
    """A molecule to turn in 3D, e.g. `molecule_3d("O", "Water")`."""
    view = Molecule3D(size=size)
    view.show(smiles, name)
    return view


class MoleculeTurner:
    """A choice of molecules (a dropdown when there are several) above one 3D view."""

    def __init__(self, choices: Sequence[tuple[str, str]], size: int = 240) -> None:
        """`choices`: (name shown, SMILES) pairs, the first shown first."""
        self.choices = [(str(name), str(smiles)) for name, smiles in choices]
        self.view = Molecule3D(size=size)
        self.picker = w.Dropdown(options=[(name, i) for i, (name, _s) in
                                          enumerate(self.choices)],
                                 description=_("Molecule:"),
                                 layout=w.Layout(width="auto", max_width="100%"))
        self.picker.add_class("chemteach-mol3d-picker")
        self.picker.observe(keeps_language(lambda change: self.pick(change["new"])),
                            names="value")  # in the language of the table it was made for
        parts: list[w.Widget] = [self.picker] if len(self.choices) > 1 else []
        self.widget = guard_keys(w.VBox([*parts, self.view]))
        self.widget.add_class("chemteach-mol3d-turner")
        if self.choices:
            self.pick(0)

    def pick(self, index: int) -> None:
        """Show the index-th molecule of the choices."""
        name, smiles = self.choices[index]
        self.view.show(smiles, name)
        if self.picker.value != index:
            self.picker.value = index

    def widgets(self) -> list[w.Widget]:
        """Every widget of the turner (to close them all when it is replaced)."""
        return [self.widget, self.picker, self.view]

    def _repr_mimebundle_(self, **kwargs: Any) -> Any:
        return self.widget._repr_mimebundle_(**kwargs)
