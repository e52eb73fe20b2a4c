"""Shared test helpers: the repository root, isolated Jupyter settings, and a timings summary."""

from __future__ import annotations

from collections.abc import Callable
from pathlib import Path

import pytest

REPO_ROOT = Path(__file__).resolve().parent.parent

_timings: list[tuple[str, float]] = []


def jupyter_env(base: Path) -> dict[str, str]:
    """Environment variables that keep Jupyter and IPython away from the user's own settings."""
    dirs = {
        "JUPYTER_CONFIG_DIR": base / "config",
        "JUPYTER_DATA_DIR": base / "data",
        "JUPYTER_RUNTIME_DIR": base / "runtime",
        "JUPYTERLAB_SETTINGS_DIR": base / "lab-settings",
        "JUPYTERLAB_WORKSPACES_DIR": base / "lab-workspaces",
        "IPYTHONDIR": base / "ipython",
    }
    for path in dirs.values():
        path.mkdir(parents=True, exist_ok=True)
    env = {name: str(path) for name, path in dirs.items()}
    # Kernelspecs of the running environment win over any left in user or system folders.
    env["JUPYTER_PREFER_ENV_PATH"] = "1"
    env["JUPYTER_PLATFORM_DIRS"] = "1"
    env["PYDEVD_DISABLE_FILE_VALIDATION"] = "1"
    return env


@pytest.fixture
def repo_root() -> Path:
    """The repository's root folder."""
    return REPO_ROOT


@pytest.fixture
def make_jupyter_env() -> Callable[[Path], dict[str, str]]:
    """The `jupyter_env` helper, for tests that start Jupyter in a child process."""
    return jupyter_env


@pytest.fixture
def isolated_jupyter(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> dict[str, str]:
    """Point this process's Jupyter and IPython folders at a temp dir; returns the variables."""
    env = jupyter_env(tmp_path / "jupyter")
    for name, value in env.items():
        monkeypatch.setenv(name, value)
    return env


@pytest.fixture
def report_timing() -> Callable[[str, float], None]:
    """Record a named wall time; all of them are printed at the end of the run."""

    def report(name: str, seconds: float) -> None:
        _timings.append((name, seconds))
        print(f"{name}: {seconds:.1f} s")

    return report


def pytest_terminal_summary(terminalreporter: pytest.TerminalReporter) -> None:
    """Print the wall times that slow tests reported."""
    if _timings:
        terminalreporter.section("chemteach timings")
        for name, seconds in _timings:
            terminalreporter.write_line(f"{seconds:8.1f} s  {name}")

