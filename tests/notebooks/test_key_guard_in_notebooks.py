"""Issue 18, item 29: every widget a notebook or a lesson shows keeps JupyterLab's shortcuts
out of its controls. Each notebook and lesson runs in a fresh kernel; then, in that kernel,
every widget its cells showed (and every widget shown inside an Output widget) is walked,
and any control (button, toggle, box, list) outside the kit's key guard is named. The run of a
notebook is the one tests/notebooks/test_notebooks.py checks (tests/notebooks/running.py).
"""

from __future__ import annotations

from collections.abc import Callable
from pathlib import Path

import pytest

from .running import NOTEBOOKS, PageRun, page_id, same_run

#: The English notebooks and lessons: each Japanese twin builds the same widgets with the same
#: code (tests/notebooks/test_japanese_notebooks.py holds each twin's code in step), so
#: running the twins again here would only double the suite's longest module.
PAGES = sorted(p for p in [*NOTEBOOKS.rglob("*.ipynb"), *NOTEBOOKS.rglob("lessons/*.md")]
               if ".ipynb_checkpoints" not in p.parts and p.name != "README.md"
               and "ja" not in p.relative_to(NOTEBOOKS).parts)


@pytest.mark.slow
@pytest.mark.parametrize("path", [same_run(p) for p in PAGES])
def test_every_control_a_notebook_shows_keeps_jupyterlab_shortcuts_out(
        path: Path, page_runs: Callable[[Path], PageRun],
        isolated_jupyter: dict[str, str]) -> None:
    run = page_runs(path)
    if run.failure is not None:
        pytest.fail(f"{page_id(path)} failed before its widgets could be walked:\n"
                    f"{run.failure}")
    assert run.key_guard is not None
    print(f"{page_id(path)}: {run.key_guard['roots']} widgets shown")
    assert run.key_guard["unguarded"] == [], f"{page_id(path)}: controls without the key guard"
