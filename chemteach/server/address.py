"""The teacher's address bar, tidied: a tiny anywidget that takes the teacher's secret
(?token=...) out of the address shown (history.replaceState: no reload, no history entry
left with it), so a projected teacher's page never shows the secret."""

from __future__ import annotations

import anywidget
import traitlets

#: The query parameters the widget takes out of the address.
SECRET_PARAMETERS = ("token",)

_ESM = """
function render({ model, el }) {
  const url = new URL(window.location.href);
  let changed = false;
  for (const name of model.get("names")) {
    if (url.searchParams.has(name)) { url.searchParams.delete(name); changed = true; }
  }
  if (changed) {
    window.history.replaceState(window.history.state, "",
                                url.pathname + url.search + url.hash);
  }
  el.style.display = "none";
}
export default { render };
"""


class AddressCleaner(anywidget.AnyWidget):
    """Takes SECRET_PARAMETERS out of the page's address once shown (nothing visible)."""

    _esm = _ESM
    names = traitlets.List(traitlets.Unicode(), default_value=list(SECRET_PARAMETERS)).tag(
        sync=True)
