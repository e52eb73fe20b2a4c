"""`python3 kit.py test` runs the suite on every core (pytest-xdist), keeping together the
tests that share a server or a folder, and the end-of-run summaries still print."""

from __future__ import annotations

import importlib.util
import os
import subprocess
import sys
import tomllib
from pathlib import Path
from types import ModuleType

import pytest

from .conftest import HANG

REPO_ROOT = Path(__file__).resolve().parent.parent


def load_kit() -> ModuleType:
    """kit.py as a module (it is a script beside the package, not part of it)."""
    spec = importlib.util.spec_from_file_location("kit_under_test", REPO_ROOT / "kit.py")
    assert spec and spec.loader
    kit = importlib.util.module_from_spec(spec)
    spec.loader.exec_module(kit)
    return kit


def pytest_command(monkeypatch: pytest.MonkeyPatch, *args: str) -> list[str]:
    """The command `kit.py test ARGS` would run (the environment's bootstrap left out)."""
    kit = load_kit()
    ran: list[list[str]] = []
    monkeypatch.setattr(kit, "environment", lambda: (Path(sys.executable), {}))
    monkeypatch.setattr(kit, "run", lambda cmd, env: ran.append(list(cmd)) or 0)
    assert kit.main(["test", *args]) == 0
    (command,) = ran
    return command


def test_kit_test_runs_pytest_on_every_core_keeping_groups_together(monkeypatch) -> None:
    command = pytest_command(monkeypatch)
    workers = str((os.cpu_count() or 1) + 1)  # one more than cores: browser tests wait a lot
    assert command == [sys.executable, "-m", "pytest", "-n", workers, "--dist", "loadgroup"]


def test_kit_test_args_come_last_so_n_0_runs_in_one_process(monkeypatch) -> None:
    command = pytest_command(monkeypatch, "-n", "0", "-x", "tests/test_cli.py")
    assert command[-4:] == ["-n", "0", "-x", "tests/test_cli.py"]
    assert command.index("-n") < command.index("0"), "pytest keeps the last -n it is given"


def test_pytest_xdist_is_in_the_test_extra() -> None:
    """kit.py installs the test extra; without pytest-xdist its `-n N` would be refused."""
    project = tomllib.loads((REPO_ROOT / "pyproject.toml").read_text(encoding="utf-8"))
    names = [req.split(">")[0].split("=")[0].strip()
             for req in project["project"]["optional-dependencies"]["test"]]
    assert "pytest-xdist" in names


def marks_named(marks: list[pytest.Mark], name: str) -> list[tuple]:
    """The arguments of the marks of that name."""
    return [mark.args for mark in marks if mark.name == name]


def test_the_page_s_commands_and_the_shared_server_modules_keep_to_one_worker() -> None:
    """The teachers' page commands run in order in one folder (a lesson made, then checked);
    the Voila-games and kit-server tests share one server per module; the JupyterLab tests
    share their process's server (shared_lab), so they need no group."""
    from .browser import test_access_in_lab, test_games_in_voila, test_kit_server
    from .docs import test_teachers_doc

    assert marks_named(test_teachers_doc.test_command_runs.pytestmark, "xdist_group") == [
        ("teachers-doc-commands",)]
    for module in (test_games_in_voila, test_kit_server):
        assert len(marks_named(module.pytestmark, "xdist_group")) == 1, module.__name__
    assert "shared_lab" in test_access_in_lab.lab.__wrapped__.__code__.co_varnames


def test_the_slow_tests_are_handed_out_first() -> None:
    """A minute-long test handed out last would be the run's tail on one worker."""
    from . import conftest

    class Item:
        def __init__(self, name: str, slow: bool) -> None:
            self.name, self.slow = name, slow

        def get_closest_marker(self, name: str) -> object | None:
            return object() if name == "slow" and self.slow else None

    items = [Item("a", False), Item("b", True), Item("c", False), Item("d", True)]
    conftest.slow_first(items)  # type: ignore[arg-type]
    assert [item.name for item in items] == ["b", "d", "a", "c"]


def section(output: str, title: str) -> str:
    """The lines of pytest's `=== title ===` section of the terminal summary."""
    assert f" {title} " in output, output[-3000:]
    body = output.split(f" {title} ", 1)[1].split("\n", 1)[1]
    return body.split("\n===", 1)[0]


@pytest.mark.slow
def test_in_parallel_the_timings_and_fuzz_counts_still_print_and_groups_keep_together(
        tmp_path: Path) -> None:
    """Under xdist the tests run in worker processes: their wall times and fuzz cases reach
    the end-of-run summary through their reports (tests/conftest.py); and tests of one
    xdist_group run on one worker (pytest 9 once scattered them: keep_xdist_groups), so the
    index notebook, checked by two tests, runs once."""
    pytest.importorskip("xdist", reason="pytest-xdist (the test extra) runs kit.py test")
    env = {k: v for k, v in os.environ.items() if not k.startswith("PYTEST_")}
    env["PYTHONPATH"] = os.pathsep.join([str(REPO_ROOT), env.get("PYTHONPATH", "")])
    pair = ["tests/notebooks/test_notebooks.py::test_notebook_runs_without_errors[index.ipynb]",
            "tests/notebooks/test_key_guard_in_notebooks.py::"
            "test_every_control_a_notebook_shows_keeps_jupyterlab_shortcuts_out[index.ipynb]"]
    result = subprocess.run(
        [sys.executable, "-m", "pytest", "-n", "2", "--dist", "loadgroup", "-v",
         "-p", "no:cacheprovider", f"--basetemp={tmp_path / 'run'}",
         "tests/fuzz/test_fuzz_rules.py", *pair],
        cwd=REPO_ROOT, env=env, capture_output=True, text=True, timeout=HANG)
    out = result.stdout
    assert result.returncode == 0, out[-3000:] + result.stderr[-3000:]
    assert "[gw0]" in out or "[gw1]" in out, out[-3000:]  # xdist's workers ran the tests
    fuzz = section(out, "chemteach fuzz cases")
    for game in ("bond", "monopoly", "periodyx", "polymer"):
        assert f"400 tried     0 failed  rules files: {game}" in fuzz, fuzz
    timings = section(out, "chemteach timings")
    assert timings.count("s  notebook index.ipynb") == 1, timings
    workers = {line.split("]", 1)[0] for line in out.splitlines()
               if "PASSED" in line and "[index.ipynb]@notebook-index.ipynb" in line}
    assert len(workers) == 1, out[-3000:]  # both tests of the group, on one worker
    assert out.count("[index.ipynb]@notebook-index.ipynb") >= 2, out[-3000:]
