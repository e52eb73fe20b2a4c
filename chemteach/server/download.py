"""The teacher's download button: a tiny anywidget that asks the server for the zip of
saves when clicked and hands it to the browser as a file (Solara's own FileDownload does not
render with the pinned ipyvuetify 3). The bytes go over the page's own websocket, so no
address of the server serves a file."""

from __future__ import annotations

from collections.abc import Callable
from typing import Any

import anywidget
import traitlets

_ESM = """
function render({ model, el }) {
  const button = document.createElement("button");
  button.type = "button";
  button.className = "chemteach-download";
  button.textContent = model.get("label");
  button.style.cssText = "padding:6px 14px;margin:6px 0;border:1px solid #1b5e20;"
    + "border-radius:4px;background:#e8f5e9;color:#0b3d0f;font:inherit;cursor:pointer";
  button.addEventListener("click", () => model.send({ ask: "file" }));
  model.on("change:label", () => { button.textContent = model.get("label"); });
  model.on("msg:custom", (message, buffers) => {
    if (!message || message.file !== true || !buffers || !buffers.length) return;
    const blob = new Blob([buffers[0]], { type: "application/zip" });
    const link = document.createElement("a");
    link.href = URL.createObjectURL(blob);
    link.download = message.name || "chemteach-saves.zip";
    document.body.appendChild(link);
    link.click();
    link.remove();
    setTimeout(() => URL.revokeObjectURL(link.href), 10000);
  });
  el.appendChild(button);
}
export default { render };
"""


class DownloadButton(anywidget.AnyWidget):
    """A button that downloads `make()`'s (file name, bytes) when clicked."""

    _esm = _ESM
    label = traitlets.Unicode("").tag(sync=True)

    def __init__(self, label: str, make: Callable[[], tuple[str, bytes]]) -> None:
        super().__init__(label=label)
        self._make = make
        self.on_msg(self._asked)

    def _asked(self, _widget: Any, content: Any, _buffers: Any) -> None:
        if not isinstance(content, dict) or content.get("ask") != "file":
            return
        name, data = self._make()
        self.send({"file": True, "name": name}, buffers=[data])
