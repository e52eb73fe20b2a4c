"""Every notebook under notebooks/ runs top to bottom in a fresh kernel and is committed clean.

The run is shared with the key-guard test (tests/notebooks/running.py): each page runs once.
"""

from __future__ import annotations

from collections.abc import Callable
from pathlib import Path

import nbformat
import pytest

from .running import NOTEBOOKS, PageRun, same_run

#: Outputs that JupyterLab and Voila show as an <img> without alt text (issue 18, item 30),
#: unless the output also has HTML (then the HTML is shown: the kit's pictures carry words).
PICTURES = {"image/png", "image/svg+xml", "image/jpeg"}


def notebook_paths() -> list[Path]:
    """All notebooks under notebooks/, checkpoints excluded, in a stable order."""
    return sorted(p for p in NOTEBOOKS.rglob("*.ipynb") if ".ipynb_checkpoints" not in p.parts)


def nb_id(path: Path) -> str:
    """A notebook's path relative to notebooks/, as the test id."""
    return path.relative_to(NOTEBOOKS).as_posix()


PATHS = notebook_paths()


def problems(nb: nbformat.NotebookNode) -> list[str]:
    """Error outputs, tracebacks written to stderr and pictures without a text alternative,
    cell by cell."""
    found = []
    for index, cell in enumerate(nb.cells):
        for out in cell.get("outputs", []):
            if out.output_type == "error":
                found.append(f"cell {index}: {out.ename}: {out.evalue}")
            elif out.output_type == "stream" and out.name == "stderr" and "Traceback" in out.text:
                found.append(f"cell {index}: traceback on stderr:\n{out.text}")
            elif set(out.get("data", {})) & PICTURES and "text/html" not in out.get("data", {}):
                found.append(f"cell {index}: a picture without words ({', '.join(out.data)}): "
                             "JupyterLab shows it as an <img> without alt text; show a figure "
                             "with chemteach.pictures.chart(fig, alt) and an SVG as HTML")
    return found


def test_the_index_notebook_exists() -> None:
    assert (NOTEBOOKS / "index.ipynb").is_file(), "Binder and the README open notebooks/index.ipynb"


@pytest.mark.parametrize("path", PATHS, ids=[nb_id(p) for p in PATHS])
def test_notebook_is_committed_clean(path: Path) -> None:
    nb = nbformat.read(path, as_version=4)
    nbformat.validate(nb)
    dirty = [i for i, cell in enumerate(nb.cells) if cell.cell_type == "code"
             and (cell.get("outputs") or cell.get("execution_count") is not None)]
    assert not dirty, f"{nb_id(path)}: outputs or execution counts in cells {dirty}; clear them"
    assert "widgets" not in nb.metadata, f"{nb_id(path)}: saved widget state in metadata"


@pytest.mark.slow
@pytest.mark.parametrize("path", [same_run(p) for p in PATHS])
def test_notebook_runs_without_errors(path: Path, page_runs: Callable[[Path], PageRun],
                                      isolated_jupyter: dict[str, str],
                                      report_timing: Callable[[str, float], None]) -> None:
    run = page_runs(path)
    if run.failure is not None:
        pytest.fail(f"{nb_id(path)} failed:\n{run.failure}")
    report_timing(f"notebook {nb_id(path)}", run.seconds)
    found = problems(run.nb)
    assert not found, f"{nb_id(path)}:\n" + "\n".join(found)
