"""Saved notebooks keep no widget views: a Jupyter Server pre-save hook.

A widget's output in a notebook file is only a pointer to a model that lives in the kernel
(`application/vnd.jupyter.widget-view+json` with a `model_id`). When the notebook is opened
again after its kernel restarted, that model is gone, and JupyterLab writes "Error displaying
widget: model not found" where each game was. Saving the models themselves into the file
(the widget manager's `saveState` setting) would show a dead picture of the game and write
every hidden hand into the file, so the kit does the opposite: when a notebook is saved, the
outputs that are only widget views are left out of the file. The game on screen is not
touched; reopened, the cell has no output until it is run again.

The kit's server settings switch the hook on (chemteach/jupyter_config/, which `chemteach
lab`, `python3 kit.py lab`, Binder and a hub share: chemteach/server_config.py); elsewhere,
this line in a Jupyter Server config file does:
`c.ContentsManager.pre_save_hook = "chemteach.notebook_outputs.strip_widget_views"`.
"""

from __future__ import annotations

from typing import Any

WIDGET_VIEW = "application/vnd.jupyter.widget-view+json"

#: The hook's dotted name, as the kit's server settings name it
#: (chemteach/jupyter_config/jupyter_server_config.json: ContentsManager.pre_save_hook).
HOOK = "chemteach.notebook_outputs.strip_widget_views"


def is_widget_view(output: Any) -> bool:
    """Whether a notebook output shows nothing but a live widget (a pointer into a kernel)."""
    return (isinstance(output, dict)
            and output.get("output_type") in ("display_data", "execute_result")
            and WIDGET_VIEW in (output.get("data") or {}))


def strip_widget_views(model: dict[str, Any], **_: Any) -> None:
    """Jupyter Server pre-save hook: drop widget-view outputs from a notebook being saved."""
    if not isinstance(model, dict) or model.get("type") != "notebook":
        return
    content = model.get("content")
    cells = content.get("cells") if isinstance(content, dict) else None
    for cell in cells or ():
        if isinstance(cell, dict) and isinstance(cell.get("outputs"), list):
            cell["outputs"] = [o for o in cell["outputs"] if not is_widget_view(o)]
