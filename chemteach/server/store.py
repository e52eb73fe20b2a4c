"""The browser's memory of its seat: a tiny anywidget over localStorage, so a reload or a
closed tab comes back to the same seat (the token is the seat's own; no other is sent)."""

from __future__ import annotations

import json
import re

import anywidget
import traitlets

#: localStorage key prefix; a page may add a device name (`?device=2`) so the demo's two
#: student pages in one browser keep two seats.
KEY = "chemteach-seat"

_ESM = """
function render({ model, el }) {
  const key = model.get("key");
  const keep = () => {
    const value = model.get("keep");
    try {
      if (value === "-") window.localStorage.removeItem(key);
      else if (value) window.localStorage.setItem(key, value);
    } catch (e) { /* storage refused (private window): the page still works */ }
  };
  let stored = "";
  try { stored = window.localStorage.getItem(key) || ""; } catch (e) { stored = ""; }
  keep();
  model.on("change:keep", keep);
  model.set("stored", stored);
  model.set("loaded", true);
  model.save_changes();
  el.style.display = "none";
}
export default { render };
"""


class BrowserSeat(anywidget.AnyWidget):
    """What this browser remembers of its seat: `stored` (read once the page shows it) and
    `keep` (written back; "-" forgets)."""

    _esm = _ESM
    key = traitlets.Unicode(KEY).tag(sync=True)
    stored = traitlets.Unicode("").tag(sync=True)
    keep = traitlets.Unicode("").tag(sync=True)
    loaded = traitlets.Bool(False).tag(sync=True)

    def __init__(self, device: str = "") -> None:
        device = re.sub(r"[^A-Za-z0-9_-]", "", str(device))[:20]
        super().__init__(key=f"{KEY}-{device}" if device else KEY)

    def remembered(self) -> tuple[str, str] | None:
        """The (code, token) this browser keeps, or None."""
        if len(self.stored) > 500:
            return None
        try:
            data = json.loads(self.stored) if self.stored else None
        except ValueError:
            return None
        if (isinstance(data, dict) and isinstance(data.get("code"), str)
                and isinstance(data.get("token"), str)):
            return data["code"], data["token"]
        return None

    def remember(self, code: str, token: str) -> None:
        """Keep this seat in the browser."""
        self.keep = json.dumps({"code": code, "token": token})

    def forget(self) -> None:
        """Forget the seat (the student leaves the table)."""
        self.keep = "-"
