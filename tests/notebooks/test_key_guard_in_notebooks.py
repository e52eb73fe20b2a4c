"""Issue 18, item 29: every widget a notebook or a lesson shows keeps JupyterLab's shortcuts
out of its controls. Each notebook and lesson runs in a fresh kernel; then, in that kernel,
every widget its cells showed (and every widget shown inside an Output widget) is walked,
and any control (button, toggle, box, list) outside the kit's key guard is named."""

from __future__ import annotations

import json
import shutil
from pathlib import Path

import nbformat
import pytest

REPO_ROOT = Path(__file__).resolve().parents[2]
NOTEBOOKS = REPO_ROOT / "notebooks"
CELL_TIMEOUT = 300
WIDGET_VIEW = "application/vnd.jupyter.widget-view+json"

#: The English notebooks and lessons: each Japanese twin builds the same widgets with the same
#: code (tests/notebooks/test_japanese_notebooks.py holds each twin's code in step), so
#: running the twins again here would only double the suite's longest module.
PAGES = sorted(p for p in [*NOTEBOOKS.rglob("*.ipynb"), *NOTEBOOKS.rglob("lessons/*.md")]
               if ".ipynb_checkpoints" not in p.parts and p.name != "README.md"
               and "ja" not in p.relative_to(NOTEBOOKS).parts)

#: Run in the notebook's own kernel after its cells: the controls no key guard covers.
INSPECT = """
import json as _json
import ipywidgets as _w
from ipywidgets.widgets import widget as _wm
from chemteach.widgets.closing import widget_tree as _tree
from chemteach.widgets.keyguard import is_guarded as _guarded

def _chemteach_unguarded(shown_ids):
    controls = (_w.Button, _w.ToggleButton, _w.widgets.widget_selection._Selection,
                _w.widgets.widget_selection._MultipleSelection, _w.Text, _w.Textarea,
                _w.Checkbox, _w.FileUpload, _w.widgets.widget_int._Int,
                _w.widgets.widget_float._Float)
    shown = set(shown_ids)
    for widget in list(_wm._instances.values()):  # what Output widgets show
        if isinstance(widget, _w.Output):
            for out in widget.outputs:
                view = out.get("data", {}).get("WIDGET_VIEW")
                if view:
                    shown.add(view["model_id"])
    found, roots = [], 0
    for model_id in sorted(shown):
        root = _wm._instances.get(model_id)
        if root is None:
            continue  # replaced and closed
        roots += 1
        if _guarded(root):
            continue
        found += [f"{type(c).__name__} {getattr(c, 'description', '')!r} in "
                  f"{type(root).__name__} {sorted(root._dom_classes)}"
                  for c in _tree(root) if isinstance(c, controls)]
    return {"roots": roots, "unguarded": found}

print(_json.dumps(_chemteach_unguarded(SHOWN)))
""".replace("WIDGET_VIEW", WIDGET_VIEW)


def page_id(path: Path) -> str:
    return path.relative_to(NOTEBOOKS).as_posix()


def read_page(path: Path) -> nbformat.NotebookNode:
    """A notebook, or a lesson's Markdown read as the notebook JupyterLab opens."""
    if path.suffix == ".md":
        import jupytext

        return jupytext.read(path)
    return nbformat.read(path, as_version=4)


def shown_widgets(nb: nbformat.NotebookNode) -> list[str]:
    """The model ids of the widgets the cells showed."""
    return [out["data"][WIDGET_VIEW]["model_id"] for cell in nb.cells
            for out in cell.get("outputs", []) if WIDGET_VIEW in out.get("data", {})]


@pytest.mark.slow
@pytest.mark.parametrize("path", PAGES, ids=[page_id(p) for p in PAGES])
def test_every_control_a_notebook_shows_keeps_jupyterlab_shortcuts_out(
        path: Path, tmp_path: Path, isolated_jupyter: dict[str, str]) -> None:
    from nbclient import NotebookClient

    folder = tmp_path / "notebooks"
    shutil.copytree(NOTEBOOKS, folder, ignore=shutil.ignore_patterns(".ipynb_checkpoints"))
    copy = folder / path.relative_to(NOTEBOOKS)
    nb = read_page(copy)
    client = NotebookClient(nb, timeout=CELL_TIMEOUT, kernel_name="python3",
                            resources={"metadata": {"path": str(copy.parent)}})
    with client.setup_kernel():
        for index, cell in enumerate(nb.cells):
            if cell.cell_type == "code":
                client.execute_cell(cell, index)
        shown = shown_widgets(nb)
        probe = nbformat.v4.new_code_cell(INSPECT.replace("SHOWN", json.dumps(shown)))
        nb.cells.append(probe)
        client.execute_cell(probe, len(nb.cells) - 1)
    [line] = [out["text"] for out in probe.outputs if out.get("name") == "stdout"]
    report = json.loads(line)
    print(f"{page_id(path)}: {report['roots']} widgets shown")
    assert report["unguarded"] == [], f"{page_id(path)}: controls without the key guard"
