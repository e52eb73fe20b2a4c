"""Fixtures of the notebook tests: one run of each page, shared by the tests that read it."""

from __future__ import annotations

import shutil
from collections.abc import Callable
from pathlib import Path

import pytest

from .running import NOTEBOOKS, PageRun, run_page


@pytest.fixture(scope="session")
def notebooks_copy(tmp_path_factory: pytest.TempPathFactory) -> Path:
    """A copy of notebooks/, so whatever a notebook writes beside itself stays out of the repo."""
    target = tmp_path_factory.mktemp("run") / "notebooks"
    shutil.copytree(NOTEBOOKS, target, ignore=shutil.ignore_patterns(".ipynb_checkpoints"))
    return target


@pytest.fixture(scope="session")
def page_runs(notebooks_copy: Path) -> Callable[[Path], PageRun]:
    """The run of a page of notebooks/ (its copy's), made the first time a test asks for it
    and kept for the others (tests/notebooks/running.py). The asking test must hold the
    isolated_jupyter fixture: the kernel starts with its settings."""
    runs: dict[Path, PageRun] = {}

    def run(path: Path) -> PageRun:
        if path not in runs:
            runs[path] = run_page(notebooks_copy / path.relative_to(NOTEBOOKS))
        return runs[path]

    return run
