"""Shared test helpers: the repository root, isolated Jupyter settings, and the summaries
(wall times, fuzz cases) printed at the end of a run.

A test hands its figures to the run through its report's `user_properties`, not a global
list: under pytest-xdist (`kit.py test` runs the suite on every core) the tests run in
worker processes, and only their reports reach the process that prints the summary.
"""

from __future__ import annotations

import os
from collections import Counter
from collections.abc import Callable, Iterator
from pathlib import Path

import pytest

REPO_ROOT = Path(__file__).resolve().parent.parent
#: Seconds for a bound that only a hung process reaches (a subprocess doing real work, a
#: server's page, a notebook's cell, a server's shutdown): never a measure of speed. A loaded
#: 2-core machine runs the suite several times slower than an idle one, and a test must pass
#: there too; speed is measured in benchmarks/, not here.
HANG = 3600.0
#: The `user_properties` names a test's figures travel under.
TIMING = "chemteach-timing"
FUZZ = "chemteach-fuzz"

#: (test id, what was timed, seconds), gathered from the reports; printed at the end.
_timings: list[tuple[str, str, float]] = []
#: surface -> fuzz cases tried, and surface -> cases that failed, gathered from the reports.
_fuzz_tried: Counter[str] = Counter()
_fuzz_failed: Counter[str] = Counter()


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


def require_cjk_font() -> str:
    """The installed Japanese-capable font family. Without one (a fresh machine lacks
    fonts-noto-cjk) the test skips, saying what to install, unless
    CHEMTEACH_REQUIRE_CJK_FONT=1 (CI), where a missing font fails it."""
    from chemteach import fonts

    family = fonts.cjk_family()
    if family is None:
        message = ("no Japanese-capable font is installed (install fonts-noto-cjk, as "
                   "binder/apt.txt and .ci/run do)")
        if os.environ.get("CHEMTEACH_REQUIRE_CJK_FONT") == "1":
            pytest.fail(message + " (CHEMTEACH_REQUIRE_CJK_FONT=1)")
        pytest.skip(message)
    return family


@pytest.fixture
def cjk_font() -> str:
    """The installed CJK font family, for a test that checks Japanese glyphs (it skips
    without one, or fails in CI: require_cjk_font)."""
    return require_cjk_font()


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
def report_timing(request: pytest.FixtureRequest) -> Callable[[str, float], None]:
    """Record a named wall time; all of them are printed at the end of the run."""

    def report(name: str, seconds: float) -> None:
        request.node.user_properties.append((TIMING, (name, seconds)))
        print(f"{name}: {seconds:.1f} s")

    return report


@pytest.fixture
def tally(request: pytest.FixtureRequest) -> Iterator[tuple[Counter[str], Counter[str]]]:
    """The (tried, failed) counters a fuzz test adds its cases to, per surface."""
    tried: Counter[str] = Counter()
    failed: Counter[str] = Counter()
    yield tried, failed
    request.node.user_properties.append((FUZZ, (dict(tried), dict(failed))))


def pytest_collection_modifyitems(config: pytest.Config, items: list[pytest.Item]) -> None:
    """Run the tests marked slow first (in their own order), then the others. Under
    `kit.py test` (xdist, --dist loadgroup) the groups go out first, then the single tests in
    this order: a minute-long test handed out last would leave the other worker idle at the
    end of the run while it finishes. Then keep the xdist groups (keep_xdist_groups)."""
    slow_first(items)
    keep_xdist_groups(config, items)


def slow_first(items: list[pytest.Item]) -> None:
    """Put the tests marked slow first, each part in its own order."""
    items.sort(key=lambda item: item.get_closest_marker("slow") is None)


def keep_xdist_groups(config: pytest.Config, items: list[pytest.Item]) -> None:
    """Give each test marked xdist_group the node id `<id>@<group>` that --dist loadgroup
    schedules by. pytest-xdist 3.8 writes it to `item._nodeid`, which pytest 9 no longer
    reads (a node's id is `item._id`): without this every group was silently scattered over
    the workers, so a module's server started again each time its tests came back to a
    worker, and the teachers' page commands ran out of order."""
    if not getattr(config.option, "loadgroup", False):
        return  # not an xdist worker of a loadgroup run
    try:
        from _pytest.nodeid import NodeId
    except ImportError:  # pytest 8: xdist's own suffix is the node id
        return
    for item in items:
        names = sorted({str(mark.args[0] if mark.args else mark.kwargs.get("name", "default"))
                        for mark in item.iter_markers("xdist_group")})
        suffix = "@" + "_".join(names)
        if names and not item.nodeid.endswith(suffix):
            item._id = NodeId.parse(item.nodeid + suffix)  # type: ignore[attr-defined]


def pytest_runtest_logreport(report: pytest.TestReport) -> None:
    """Gather the figures a test recorded, from its teardown report (the last one, which
    carries all of them; with xdist this runs in the main process as each report arrives)."""
    if report.when != "teardown":
        return
    for key, value in report.user_properties:
        if key == TIMING:
            name, seconds = value
            _timings.append((report.nodeid, name, seconds))
        elif key == FUZZ:
            tried, failed = value
            _fuzz_tried.update(tried)
            _fuzz_failed.update(failed)


def pytest_terminal_summary(terminalreporter: pytest.TerminalReporter,
                            config: pytest.Config) -> None:
    """Print how many cases each fuzzer tried, and the wall times that slow tests reported
    (sorted by test id, so the order is the same however the workers interleaved them)."""
    if hasattr(config, "workerinput"):  # an xdist worker: the main process prints them
        return
    if _fuzz_tried:
        terminalreporter.section("chemteach fuzz cases")
        for surface in sorted(_fuzz_tried):
            terminalreporter.write_line(f"{_fuzz_tried[surface]:8d} tried  "
                                        f"{_fuzz_failed[surface]:4d} failed  {surface}")
    if _timings:
        terminalreporter.section("chemteach timings")
        for _, name, seconds in sorted(_timings, key=lambda timing: timing[0]):
            terminalreporter.write_line(f"{seconds:8.1f} s  {name}")

