"""Every notebook under notebooks/ runs top to bottom in a fresh kernel and is committed clean."""

from __future__ import annotations

import shutil
import time
from collections.abc import Callable
from pathlib import Path

import nbformat
import pytest

from ..conftest import HANG

REPO_ROOT = Path(__file__).resolve().parents[2]
NOTEBOOKS = REPO_ROOT / "notebooks"
CELL_TIMEOUT = int(HANG)  # seconds per cell: only a hung cell reaches it
KERNEL = "python3"
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


@pytest.fixture(scope="module")
def notebooks_copy(tmp_path_factory: pytest.TempPathFactory) -> Path:
    """A copy of notebooks/, so whatever a notebook writes beside itself stays out of the repo."""
    target = tmp_path_factory.mktemp("run") / "notebooks"
    shutil.copytree(NOTEBOOKS, target, ignore=shutil.ignore_patterns(".ipynb_checkpoints"))
    return target


@pytest.mark.slow
@pytest.mark.parametrize("path", PATHS, ids=[nb_id(p) for p in PATHS])
def test_notebook_runs_without_errors(path: Path, notebooks_copy: Path,
                                      isolated_jupyter: dict[str, str],
                                      report_timing: Callable[[str, float], None]) -> None:
    from nbclient import NotebookClient
    from nbclient.exceptions import CellExecutionError

    copy = notebooks_copy / path.relative_to(NOTEBOOKS)
    nb = nbformat.read(copy, as_version=4)
    client = NotebookClient(nb, timeout=CELL_TIMEOUT, kernel_name=KERNEL,
                            resources={"metadata": {"path": str(copy.parent)}})
    start = time.perf_counter()
    try:
        client.execute()
    except CellExecutionError as exc:
        pytest.fail(f"{nb_id(path)} failed:\n{exc}")
    report_timing(f"notebook {nb_id(path)}", time.perf_counter() - start)
    found = problems(nb)
    assert not found, f"{nb_id(path)}:\n" + "\n".join(found)
