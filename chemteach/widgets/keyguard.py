"""Keeps JupyterLab's shortcuts out of every control the kit shows, in one place.

In JupyterLab's command mode, `m` on a focused button turns its notebook cell into Markdown,
`a` adds a cell and the arrows move between cells: Lumino skips its shortcuts only for the
focused element itself when it carries `data-lm-suppress-shortcuts`. `guard_keys(root)` gives
a widget the kit shows (a game table, an experiment's button, a workshop, a quiz) a small
script that marks every focusable element inside it, now and after every redraw, and says
whether each of ipywidgets' toggle buttons is pressed (`aria-pressed`), which ipywidgets
does not. Every widget the kit puts in a notebook goes through `guard_keys`.
"""

from __future__ import annotations

from typing import Any, TypeVar

import anywidget
import ipywidgets as w

#: The class of a widget whose controls keep JupyterLab's shortcuts out.
GUARDED = "chemteach-keys-guarded"

_ESM = """
const FOCUSABLE = "button, select, input, textarea, a[href], [tabindex], [contenteditable]";

function render({ el }) {
  let observer = null, tries = 0, stopped = false;
  const fix = (root) => {
    for (const node of root.querySelectorAll(FOCUSABLE)) {
      if (!node.hasAttribute("data-lm-suppress-shortcuts")) {
        node.setAttribute("data-lm-suppress-shortcuts", "true");
      }
    }
    // ipywidgets' toggle buttons (English / 日本語, a chooser) show "pressed" by colour only
    for (const button of root.querySelectorAll(".widget-toggle-button")) {
      const pressed = button.classList.contains("mod-active") ? "true" : "false";
      if (button.getAttribute("aria-pressed") !== pressed) {
        button.setAttribute("aria-pressed", pressed);
      }
    }
  };
  const start = () => {
    if (stopped) return;
    const root = el.closest(".GUARDED");
    if (!root) {  // not in the page yet: look again soon
      tries += 1;
      if (tries < 120) requestAnimationFrame(start); else setTimeout(start, 500);
      return;
    }
    fix(root);
    observer = new MutationObserver(() => fix(root));
    observer.observe(root, { childList: true, subtree: true, attributes: true,
                             attributeFilter: ["class"] });
  };
  start();
  return () => { stopped = true; if (observer) observer.disconnect(); };
}
export default { render };
""".replace("GUARDED", GUARDED)


class KeyGuard(anywidget.AnyWidget):
    """The script of `guard_keys`: shows nothing, marks the controls of the widget it is in."""

    _esm = _ESM


B = TypeVar("B", bound=w.Box)


def guard_keys(root: B) -> B:
    """Give `root` (a box the kit shows) the key guard; returns `root`. A later change of
    its children keeps the guard in."""
    if is_guarded(root):
        return root
    root.add_class(GUARDED)
    guard = KeyGuard(layout=w.Layout(display="none"))
    root.children = (*root.children, guard)

    def keep(change: dict[str, Any]) -> None:
        if not any(isinstance(c, KeyGuard) for c in change["new"]) and guard.comm is not None:
            root.children = (*change["new"], guard)

    root.observe(keep, names="children")
    return root


def is_guarded(root: w.Widget) -> bool:
    """Whether this widget keeps JupyterLab's shortcuts out of the controls inside it."""
    return (GUARDED in getattr(root, "_dom_classes", ())
            and any(isinstance(c, KeyGuard) for c in getattr(root, "children", ())))
