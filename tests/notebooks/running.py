"""Run a notebook or a lesson once for every test that looks at the run.

tests/notebooks/test_notebooks.py checks that each notebook runs without errors and shows
no picture without words; tests/notebooks/test_key_guard_in_notebooks.py checks that every
control it shows keeps JupyterLab's shortcuts out (issue 18, item 29). Both need the same
run in a fresh kernel, so a page runs once: its cells, then the key-guard probe in the same
kernel, and both tests read that run (`run_page`, a session fixture in conftest.py). Under
`kit.py test` both tests of a page carry the page's xdist group (`same_run`), so one worker
runs them and the page runs once there.
"""

from __future__ import annotations

import json
import time
from dataclasses import dataclass
from pathlib import Path
from typing import Any

import nbformat
import pytest

from ..conftest import HANG

REPO_ROOT = Path(__file__).resolve().parents[2]
NOTEBOOKS = REPO_ROOT / "notebooks"
CELL_TIMEOUT = int(HANG)  # seconds per cell: only a hung cell reaches it
KERNEL = "python3"
WIDGET_VIEW = "application/vnd.jupyter.widget-view+json"

#: What starts the probe's report line (anything else the kernel prints is not the report).
REPORT_START = "chemteach-key-guard-report: "
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

print("REPORT_START" + _json.dumps(_chemteach_unguarded(SHOWN)))
""".replace("WIDGET_VIEW", WIDGET_VIEW)


def page_id(path: Path) -> str:
    """A page's path relative to notebooks/, as the test id."""
    return path.relative_to(NOTEBOOKS).as_posix()


def same_run(path: Path) -> Any:
    """A test parameter for this page in its xdist group: every test of the page's run on
    one worker, which runs the page once."""
    return pytest.param(path, id=page_id(path),
                        marks=pytest.mark.xdist_group(f"notebook-{page_id(path)}"))


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


@dataclass
class PageRun:
    """One run of a page: the notebook with its outputs, the failure that stopped it (None:
    every cell ran), its wall time, and the key-guard probe's report (None if it stopped)."""

    nb: nbformat.NotebookNode
    failure: str | None
    seconds: float
    key_guard: dict[str, Any] | None


def run_page(copy: Path) -> PageRun:
    """Run a copy of a page top to bottom in a fresh kernel, then the key-guard probe in
    that kernel (its cell is not kept in the notebook)."""
    from nbclient import NotebookClient
    from nbclient.exceptions import CellExecutionError

    nb = read_page(copy)
    client = NotebookClient(nb, timeout=CELL_TIMEOUT, kernel_name=KERNEL,
                            resources={"metadata": {"path": str(copy.parent)}})
    start = time.perf_counter()
    failure, report = None, None
    with client.setup_kernel():
        try:
            for index, cell in enumerate(nb.cells):
                client.execute_cell(cell, index, execution_count=client.code_cells_executed + 1)
        except CellExecutionError as exc:
            failure = str(exc)
        seconds = time.perf_counter() - start
        if failure is None:
            source = INSPECT.replace("SHOWN", json.dumps(shown_widgets(nb))).replace(
                "REPORT_START", REPORT_START)
            probe = nbformat.v4.new_code_cell(source)
            nb.cells.append(probe)
            try:
                client.execute_cell(probe, len(nb.cells) - 1)
            finally:
                nb.cells.pop()
            # the probe prints one JSON line; the kernel may send it in more than one stream
            # message (a long line, flushed in parts), and a notebook's own thread may print
            # too: the report is the probe's line, read from the joined output
            printed = "".join(out["text"] for out in probe.outputs
                              if out.get("name") == "stdout")
            [line] = [ln for ln in printed.splitlines() if ln.startswith(REPORT_START)]
            report = json.loads(line[len(REPORT_START):])
    return PageRun(nb, failure, seconds, report)
