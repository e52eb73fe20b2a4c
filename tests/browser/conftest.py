"""Real-browser fixtures: a throwaway JupyterLab server and a headless Chromium page.

Starting JupyterLab takes seconds of both cores, so a test process (an xdist worker) starts
one, `shared_lab`, the first time a test needs it, and keeps it to the end: each test
(`lab_server`) or module gets its own folder of that server (`LabServer.folder`), holding
its own copies of the notebooks, and its kernels are shut down when it is done. Likewise
one Chromium serves a test module (`browser`), each test getting a fresh context of it
(`browser_page`). A test that needs other server settings starts its own server
(`jupyter_lab`), as tests/browser/test_kit_server.py does.
"""

from __future__ import annotations

import json
import os
import re
import secrets
import shutil
import signal
import socket
import subprocess
import sys
import tempfile
import threading
import time
import urllib.error
import urllib.request
import warnings
from collections.abc import Iterator, Sequence
from contextlib import contextmanager
from dataclasses import dataclass, field, replace
from pathlib import Path
from typing import Any

import pytest

from ..conftest import jupyter_env

REPO_ROOT = Path(__file__).resolve().parents[2]
CHROMIUM = Path("/usr/bin/chromium")
CHROMIUM_ARGS = [
    "--disable-gpu", "--disable-dev-shm-usage", "--no-sandbox", "--no-first-run",
    "--disable-background-networking", "--disable-component-update", "--disable-sync",
    "--disable-quic",
]
SERVER_START_TIMEOUT = 600.0  # seconds: only a server that hangs takes this long (seen: 7-9 s)
BAD_CONSOLE = ("error displaying widget", "model not found")
#: Console errors a test may ignore: only ones from outside the kit's control, each with the
#: reason beside it. None is needed today: keep it that way unless there is truly no fix.
CONSOLE_ALLOWED: tuple[re.Pattern[str], ...] = ()


def console_errors(messages: list[str]) -> list[str]:
    """The messages that fail a test: an uncaught page error, any console error (a page the
    kit serves logs none), and the widget failures in BAD_CONSOLE whatever their level;
    CONSOLE_ALLOWED aside. Messages are "type: text" as the fixtures record them."""
    return [m for m in messages
            if (m.startswith(("error:", "pageerror:")) or any(b in m.lower() for b in BAD_CONSOLE))
            and not any(allowed.search(m) for allowed in CONSOLE_ALLOWED)]


def require_browser() -> None:
    """Skip without Chromium or Playwright, or fail when CHEMTEACH_REQUIRE_BROWSER=1 (CI)."""
    missing = []
    if not CHROMIUM.exists():
        missing.append(f"{CHROMIUM} (apt-get install chromium)")
    try:
        import playwright.sync_api  # noqa: F401
    except ImportError:
        missing.append("the playwright Python package")
    if not missing:
        return
    message = "browser test needs " + " and ".join(missing)
    if os.environ.get("CHEMTEACH_REQUIRE_BROWSER") == "1":
        pytest.fail(message + " (CHEMTEACH_REQUIRE_BROWSER=1)")
    pytest.skip(message)


def seed_notebook(path: Path, cell: str, seeded: str) -> None:
    """Replace a notebook copy's game cell (exactly `cell`) by `seeded`, a game with a
    fixed seed, so the test knows the first turn (only the test's copy changes)."""
    import nbformat

    nb = nbformat.read(path, as_version=4)
    cells = [c for c in nb.cells if c.cell_type == "code" and c.source.strip() == cell]
    assert len(cells) == 1, f"{path.name} has no cell {cell!r}"
    cells[0].source = seeded
    nbformat.write(nb, path)


def free_port() -> int:
    """A TCP port on 127.0.0.1 that nobody listens on right now."""
    with socket.socket(socket.AF_INET, socket.SOCK_STREAM) as sock:
        sock.bind(("127.0.0.1", 0))
        return int(sock.getsockname()[1])


@dataclass
class LabServer:
    """A running JupyterLab: where it listens, its token, its process and its log; `root` is
    the folder a test works in, which is `prefix` (empty, or ending in "/") down the
    server's own root (LabServer.folder)."""

    url: str
    token: str
    root: Path
    process: subprocess.Popen[bytes]
    log: Path
    started_in: float = 0.0
    prefix: str = ""

    def tail(self, chars: int = 4000) -> str:
        """The end of the server's log, for failure messages."""
        return self.log.read_text(errors="replace")[-chars:] if self.log.exists() else ""

    def tree_url(self, path: str) -> str:
        """JupyterLab's address of a file of `root`, opening in a fresh workspace (`reset`:
        no tabs of an earlier page)."""
        return f"{self.url}/lab/tree/{self.prefix}{path}?token={self.token}&reset"

    def app_url(self, path: str) -> str:
        """The address at which a notebook of `root` opens as an app (Voila's server
        extension, from the kit's settings)."""
        return f"{self.url}/voila/render/{self.prefix}{path}?token={self.token}"

    def folder(self, name: str | None = None) -> LabServer:
        """This server seen from a new empty folder of `root` (named `name`, else a fresh
        unique name): what a test or a module works in on the shared server."""
        if name is None:
            path = Path(tempfile.mkdtemp(prefix="t", dir=self.root))
        else:
            path = self.root / name
            path.mkdir(parents=True)
        return replace(self, root=path, prefix=f"{self.prefix}{path.name}/")

    def api(self, method: str, path: str) -> Any:
        """Call the server's REST API (`path` after /api/); the JSON answer, or None."""
        request = urllib.request.Request(f"{self.url}/api/{path}?token={self.token}",
                                         method=method)
        with urllib.request.urlopen(request, timeout=60) as reply:
            body = reply.read()
        return json.loads(body) if body else None

    def shutdown_kernels(self) -> None:
        """Shut down the kernels of the notebooks opened under `root` (their sessions), so
        that a server shared by many tests does not keep every test's kernel. The server
        does it while the next test runs (a kernel takes seconds to stop): a thread asks."""
        if self.process.poll() is not None:
            return

        def ask() -> None:
            try:
                for session in self.api("GET", "sessions"):
                    if session.get("path", "").startswith(self.prefix):
                        self.api("DELETE", f"sessions/{session['id']}")
            except (OSError, ValueError):  # the server stopped first: its kernels went too
                pass

        threading.Thread(target=ask, name=f"shutdown kernels of {self.root.name}",
                         daemon=True).start()


def lab_config(root: Path, port: int, token: str) -> dict[str, Any]:
    """Server and Lab settings for a quiet, offline, root-friendly test server."""
    return {
        "ServerApp": {
            "ip": "127.0.0.1", "port": port, "port_retries": 0, "open_browser": False,
            "allow_root": True, "root_dir": str(root), "terminals_enabled": False,
        },
        "IdentityProvider": {"token": token},
        "LabApp": {
            "expose_app_in_browser": True,
            "news_url": None,
            "check_for_updates_class": "jupyterlab.handlers.announcements.NeverCheckForUpdate",
            "extension_manager": "readonly",
        },
    }


@contextmanager
def jupyter_lab(root: Path, env: dict[str, str], log: Path) -> Iterator[LabServer]:
    """Start `jupyter lab` on a free port in its own process group, with the kit's server
    settings (chemteach/server_config.py: those of `chemteach lab`, Binder and a hub) under
    the test's own; stop the group after."""
    from chemteach.server_config import server_env

    env = server_env(env)
    port, token = free_port(), secrets.token_urlsafe(24)
    config_dir = Path(env["JUPYTER_CONFIG_DIR"])
    settings = json.dumps(lab_config(root, port, token), indent=1)
    for name in ("jupyter_server_config.json", "jupyter_lab_config.json"):
        (config_dir / name).write_text(settings)
    labconfig = config_dir / "labconfig"
    labconfig.mkdir(parents=True, exist_ok=True)
    (labconfig / "page_config.json").write_text(json.dumps(
        {"disabledExtensions": {"@jupyterlab/apputils-extension:announcements": True}}))
    start = time.perf_counter()
    with log.open("wb") as out:
        process = subprocess.Popen(
            [sys.executable, "-m", "jupyter", "lab", "--no-browser"], cwd=root, env=env,
            stdout=out, stderr=subprocess.STDOUT, stdin=subprocess.DEVNULL,
            start_new_session=True)
    server = LabServer(f"http://127.0.0.1:{port}", token, root, process, log)
    try:
        status = f"{server.url}/api/status?token={token}"
        deadline = time.monotonic() + SERVER_START_TIMEOUT
        while True:
            if process.poll() is not None:
                pytest.fail(f"jupyter lab exited with {process.returncode}:\n{server.tail()}")
            try:
                with urllib.request.urlopen(status, timeout=5) as reply:
                    if reply.status == 200:
                        break
            except (urllib.error.URLError, ConnectionError, TimeoutError):
                pass
            if time.monotonic() > deadline:
                pytest.fail(f"jupyter lab not ready in {SERVER_START_TIMEOUT:.0f} s:\n"
                            f"{server.tail()}")
            time.sleep(0.25)
        server.started_in = time.perf_counter() - start
        yield server
    finally:
        stop_group(process)


def stop_group(process: subprocess.Popen[bytes]) -> None:
    """Stop a process started with start_new_session=True, and everything it started."""
    if process.poll() is not None:
        return
    for sig, wait in ((signal.SIGTERM, 15), (signal.SIGKILL, 5)):
        try:
            os.killpg(process.pid, sig)
        except ProcessLookupError:
            return
        try:
            process.wait(timeout=wait)
            return
        except subprocess.TimeoutExpired:
            continue


def lab_env(base: Path) -> dict[str, str]:
    """The environment of a test's Jupyter server: Jupyter's folders under `base`, no token
    from outside, and this checkout first on the kernels' path."""
    env = {k: v for k, v in os.environ.items() if k != "JUPYTER_TOKEN"}
    env.update(jupyter_env(base))
    env["PYTHONPATH"] = os.pathsep.join([str(REPO_ROOT), env.get("PYTHONPATH", "")])
    return env


@pytest.fixture(scope="session")
def shared_lab(tmp_path_factory: pytest.TempPathFactory) -> Iterator[LabServer]:
    """One JupyterLab for this test process (with the kit's settings, as every test server),
    started the first time a test needs it: tests and modules each work in their own folder
    of it (LabServer.folder) instead of starting a server each."""
    require_browser()
    base = tmp_path_factory.mktemp("shared-lab")
    root = base / "root"
    root.mkdir()
    with jupyter_lab(root, lab_env(base / "jupyter"), base / "jupyter-lab.log") as server:
        yield server


def copy_notebooks(root: Path) -> None:
    """Copy notebooks/ (the kit's notebooks, lessons and their files) into root/notebooks."""
    shutil.copytree(REPO_ROOT / "notebooks", root / "notebooks",
                    ignore=shutil.ignore_patterns(".ipynb_checkpoints"))


@pytest.fixture
def lab_server(shared_lab: LabServer) -> Iterator[LabServer]:
    """JupyterLab serving this test's own copy of notebooks/ (running a notebook modifies
    it): a folder of the shared server, whose kernels are shut down after the test."""
    server = shared_lab.folder()
    copy_notebooks(server.root)
    yield server
    server.shutdown_kernels()


@dataclass
class Console:
    """Console messages and uncaught page errors seen by the browser."""

    messages: list[str] = field(default_factory=list)

    def bad(self) -> list[str]:
        """The messages that fail a test (console_errors): any error, a widget that failed."""
        return console_errors(self.messages)


#: The open notebook panel (the current widget, else the main area's first notebook, which is
#: then activated so that notebook commands reach it) and its kernel: idle, or answering.
#: With `ask`, a kernel whose status never turned idle is asked for its kernel info: a reply
#: within `ask` ms counts as ready (the status line can miss the start-up messages when the
#: machine is loaded). Returns {ready, why}: why says what is missing.
KERNEL_READY = """async (ask) => {
  const app = window.jupyterapp;
  if (!app) return {ready: false, why: 'no window.jupyterapp yet'};
  let panel = app.shell.currentWidget;
  if (!panel || !panel.sessionContext) {
    panel = null;
    for (const widget of app.shell.widgets('main')) {
      if (widget.sessionContext) { panel = widget; break; }
    }
    if (!panel) return {ready: false, why: 'no notebook panel in the main area'};
    app.shell.activateById(panel.id);
  }
  const context = panel.sessionContext;
  const session = context.session;
  if (!session) {
    return {ready: false, why: 'no session (kernel: ' + context.kernelDisplayStatus + ')'};
  }
  const kernel = session.kernel;
  if (!kernel) return {ready: false, why: 'a session without a kernel'};
  const state = 'kernel ' + kernel.status + ', connection ' + kernel.connectionStatus;
  if (kernel.status === 'idle') return {ready: true, why: state};
  const dialog = document.querySelector('.jp-Dialog');
  if (dialog) return {ready: false, why: state + '; a dialog: ' + dialog.innerText.slice(0, 300)};
  if (!ask || kernel.connectionStatus !== 'connected') return {ready: false, why: state};
  const reply = await Promise.race([
    kernel.requestKernelInfo().then(() => 'answered', () => 'refused'),
    new Promise((resolve) => setTimeout(() => resolve('silent'), ask)),
  ]);
  return {ready: reply === 'answered', why: state + '; kernel info ' + reply};
}"""
# Resolves with the command's result (true when every cell ran) once all cells are done.
RUN_ALL = """(ms) => Promise.race([
  window.jupyterapp.commands.execute('notebook:run-all-cells'),
  new Promise((resolve) => setTimeout(() => resolve('timeout'), ms)),
])"""
RUN_ALL_TIMEOUT_MS = 300_000


#: The keyboard focus ring of a board (drawn by the SvgBoard), the focused cell's own
#: drawing without it and the picture, as [left, top, right, bottom] on the page.
FOCUS_RING = """() => {
  const ring = document.querySelector('.chemteach-focus-ring');
  if (!ring) return null;
  const cell = ring.closest('[data-cell]');
  const box = (r) => [r.left, r.top, r.right, r.bottom];
  let own = null;
  for (const part of cell.children) {
    if (part === ring || !part.getBoundingClientRect) continue;
    const r = box(part.getBoundingClientRect());
    own = own ? [Math.min(own[0], r[0]), Math.min(own[1], r[1]),
                 Math.max(own[2], r[2]), Math.max(own[3], r[3])] : r;
  }
  return {ring: box(ring.getBoundingClientRect()), cell: own,
          picture: box(ring.ownerSVGElement.getBoundingClientRect())};
}"""


def focus_ring_problem(page: Any) -> str | None:
    """What is wrong with the focus ring on screen now (None: it is right): it must lie
    inside the picture (not cut at its edge) and, for a cell away from the edge, go round
    the whole cell."""
    boxes = page.evaluate(FOCUS_RING)
    if boxes is None:
        return "no focus ring is drawn"
    ring, cell, picture = boxes["ring"], boxes["cell"], boxes["picture"]
    if not (ring[0] >= picture[0] - 0.5 and ring[1] >= picture[1] - 0.5
            and ring[2] <= picture[2] + 0.5 and ring[3] <= picture[3] + 0.5):
        return f"the ring {ring} reaches out of the picture {picture}"
    inside = (cell[0] - picture[0] > 8 and cell[1] - picture[1] > 8
              and picture[2] - cell[2] > 8 and picture[3] - cell[3] > 8)
    if inside and not (ring[0] < cell[0] and ring[1] < cell[1] and ring[2] > cell[2]
                       and ring[3] > cell[3]):
        return f"the ring {ring} does not go round the cell {cell}"
    return None


#: Where the kit's own markup is on a JupyterLab or Voila page: the cells' outputs (game
#: tables, widgets, pictures) and the notebooks' rendered text. axe runs there only: the rest
#: of the page is JupyterLab's or Voila's own chrome (menus, tab bars, toolbars, code editors,
#: the file browser, Voila's spinner and page template), which the kit neither writes nor can
#: fix; their violations are reported to those projects, not failed here.
KIT_MARKUP = (".jp-OutputArea-output", ".jp-RenderedMarkdown")
#: axe rules about the whole page's structure, not about the kit's markup: content outside
#: landmarks (JupyterLab's and Voila's templates decide the landmarks) is left out.
AXE_PAGE_RULES = ("region",)
#: Kana and kanji: text that a screen reader must read as Japanese (lang="ja").
JAPANESE_TEXT = "[\\u3040-\\u30ff\\u3400-\\u9fff\\uff00-\\uffef]"
#: The kit's text nodes written in Japanese whose element does not say lang="ja"; and, with
#: `english`, its text nodes without Japanese whose language is Japanese.
WRONG_LANGUAGE = """([selectors, japanese]) => {
  const kana = new RegExp(japanese);
  const wrong = [];
  const langOf = (node) => {
    const holder = node.parentElement && node.parentElement.closest('[lang]');
    return holder ? holder.getAttribute('lang').toLowerCase() : '';
  };
  for (const selector of selectors) {
    for (const root of document.querySelectorAll(selector)) {
      const walker = document.createTreeWalker(root, NodeFilter.SHOW_TEXT);
      for (let node = walker.nextNode(); node; node = walker.nextNode()) {
        const text = node.textContent.trim();
        if (!text || !kana.test(text)) continue;
        const parent = node.parentElement;
        if (parent && parent.closest('script, style, .jp-InputArea, [aria-hidden=true]')) continue;
        const lang = langOf(node);
        if (!lang.startsWith('ja')) wrong.push(text.slice(0, 80) + ' (lang="' + lang + '")');
      }
    }
  }
  return wrong;
}"""


def axe_violations(page: Any, where: Sequence[str] = KIT_MARKUP) -> list[str]:
    """axe-core's violations in the kit's own markup on this page (`where`: selectors of
    the parts to check), one readable line per rule and element."""
    from axe_playwright_python.sync_playwright import Axe

    present = [s for s in where if page.locator(s).count()]
    assert present, f"none of {list(where)} is on the page: nothing of the kit to check"
    page.evaluate(Axe().axe_script)
    result = page.evaluate(
        """([include, off]) => axe.run({include: include}, {
             resultTypes: ['violations'],
             rules: Object.fromEntries(off.map((id) => [id, {enabled: false}])),
           })""", [present, list(AXE_PAGE_RULES)])
    lines = []
    for violation in result["violations"]:
        for node in violation["nodes"]:
            where_ = " > ".join(str(node["target"][-1]).split(" > ")[-3:])  # its last steps
            lines.append(f"{violation['id']} ({violation['impact']}): {violation['help']} -- "
                         f"{where_}: {' '.join(node.get('failureSummary', '').split())[:240]}")
    return lines


def check_accessibility(page: Any, where: Sequence[str] = KIT_MARKUP) -> None:
    """Fail on any axe-core violation in the kit's markup, and on Japanese text that a
    screen reader would read as English (WCAG 3.1.1 and 3.1.2: no lang="ja" on it)."""
    found = axe_violations(page, where)
    wrong = page.evaluate(WRONG_LANGUAGE, [list(where), JAPANESE_TEXT])
    found += [f"lang: Japanese text not marked lang=\"ja\": {text}" for text in wrong]
    assert not found, (f"{len(found)} accessibility problems in the kit's markup:\n"
                       + "\n".join(found[:40]))


def end_turn_then_decline_into_an_auction(table: Any) -> Any:
    """Chemistry Monopoly: End turn, wait while the bots play, throw, do not buy the lot
    (the test's seed lands on one): the sealed auction's bid box, visible, is returned."""
    from playwright.sync_api import expect

    table.locator("button.monopoly-end").click()
    roll = table.locator("button.monopoly-roll")
    expect(roll).to_be_visible(timeout=60_000)
    roll.click()
    decline = table.locator("button.monopoly-decline")
    expect(decline).to_be_visible(timeout=30_000)
    decline.click()
    amount = table.locator(".monopoly-bid-amount input")
    expect(amount).to_be_visible(timeout=30_000)
    return amount


def kernel_state(page: Any, ask_ms: int = 0) -> dict[str, Any]:
    """Whether the page's notebook has a kernel ready, and if not, what is missing."""
    try:
        return dict(page.evaluate(KERNEL_READY, ask_ms))
    except Exception as exc:  # a page in the middle of loading: not ready, say why
        return {"ready": False, "why": f"page not ready: {str(exc).splitlines()[0]}"}


def wait_for_kernel(page: Any, server: LabServer, seconds: float = 120) -> None:
    """Wait until the open notebook's kernel is idle, or answers when asked.

    A loaded machine (CI runs two workers) once left a JupyterLab page whose kernel status
    never turned idle: after half the time the kernel is asked for its info instead, and if
    it is still not ready the page is reloaded once, as a student would (with a warning, so
    the run shows it). A second miss fails with what was missing and the server's log."""
    for attempt in (1, 2):
        deadline = time.monotonic() + seconds / 2
        state = kernel_state(page)
        while not state["ready"] and time.monotonic() < deadline:
            page.wait_for_timeout(250)
            state = kernel_state(page)
        deadline += seconds / 2
        while not state["ready"] and time.monotonic() < deadline:
            state = kernel_state(page, ask_ms=5_000)
            if not state["ready"]:
                page.wait_for_timeout(1_000)
        if state["ready"]:
            if attempt == 2 or "kernel info" in state["why"]:
                warnings.warn(f"JupyterLab's kernel was slow to be ready ({state['why']}, "
                              f"attempt {attempt})", stacklevel=2)
            return
        if attempt == 1:
            warnings.warn(f"JupyterLab's kernel not ready in {seconds:.0f} s "
                          f"({state['why']}): reloading the page once", stacklevel=2)
            page.reload()
    pytest.fail(f"the notebook's kernel was not ready in 2 x {seconds:.0f} s, page reloaded "
                f"once: {state['why']}\nserver log:\n{server.tail()}")


@dataclass
class BrowserPage:
    """A Playwright page and what its console said."""

    page: Any
    console: Console
    server: LabServer | None = None  # the server of the notebook open_notebook opened

    def open_notebook(self, server: LabServer, notebook: str) -> None:
        """Open a notebook of the server's root in JupyterLab and wait for an idle kernel."""
        from playwright.sync_api import expect

        assert (server.root / notebook).is_file(), f"{notebook} is missing"
        self.server = server
        self.page.goto(server.tree_url(notebook))
        expect(self.page.locator(".jp-NotebookPanel").first).to_be_visible(timeout=90_000)
        wait_for_kernel(self.page, server)

    def run_all_cells(self) -> None:
        """Run every cell as "Run All" does; fail if a cell failed."""
        ran = self.page.evaluate(RUN_ALL, RUN_ALL_TIMEOUT_MS)
        assert ran is True, f"run all cells gave {ran!r} (false: a cell failed)"
        assert self.server is not None, "open_notebook first"
        wait_for_kernel(self.page, self.server, seconds=60)


@pytest.fixture(scope="module")
def browser() -> Iterator[Any]:
    """One headless Chromium for a test module (module-scoped: its tests share it, each in a
    context of its own). While it runs, a test of the module must not start Playwright
    again (`sync_playwright()` refuses to nest): take this fixture instead."""
    require_browser()
    from playwright.sync_api import sync_playwright

    with sync_playwright() as p:
        made = p.chromium.launch(executable_path=str(CHROMIUM), headless=True,
                                 args=CHROMIUM_ARGS)
        yield made
        made.close()


def offline_context(browser: Any, **options: Any) -> Any:
    """A new context of the browser (its own cookies, cache and pages) in which any request
    off this machine is answered at once with nothing, instead of hanging offline."""
    context = browser.new_context(**options)
    context.route(re.compile(r"^https?://(?!127\.0\.0\.1[:/])"),
                  lambda route: route.fulfill(status=204, body=""))
    return context


@pytest.fixture(scope="module")
def shots(tmp_path_factory: pytest.TempPathFactory) -> Path:
    """Where the screenshots go."""
    folder = Path(os.environ.get("CHEMTEACH_SCREENSHOTS") or tmp_path_factory.mktemp("shots"))
    folder.mkdir(parents=True, exist_ok=True)
    return folder


@pytest.fixture
def browser_page(browser: Any, tmp_path: Path, request: pytest.FixtureRequest
                 ) -> Iterator[BrowserPage]:
    """A headless Chromium page (a fresh context of the module's browser); a full-page
    screenshot lands in tmp_path if the test fails, and a test that passed fails after all
    if the console logged an error (console_errors)."""
    context = offline_context(browser, viewport={"width": 1400, "height": 1000})
    page = context.new_page()
    console = Console()
    page.on("console", lambda msg: console.messages.append(f"{msg.type}: {msg.text}"))
    page.on("pageerror", lambda exc: console.messages.append(f"pageerror: {exc}"))
    try:
        yield BrowserPage(page, console)
        report = getattr(request.node, "rep_call", None)
        errors = console_errors(console.messages)
        if report is not None and report.passed and errors:
            pytest.fail("errors in the browser console (a page the kit serves logs "
                        "none):\n" + "\n".join(errors))
    finally:
        report = getattr(request.node, "rep_call", None)
        if report is not None and report.failed:
            shot = tmp_path / "failure.png"
            try:
                page.screenshot(path=str(shot), full_page=True)
                print(f"screenshot of the failure: {shot}")
            except Exception as exc:  # a screenshot must never hide the failure itself
                print(f"no screenshot: {exc}")
        context.close()


@pytest.hookimpl(wrapper=True, tryfirst=True)
def pytest_runtest_makereport(item: pytest.Item, call: pytest.CallInfo[None]
                              ) -> Iterator[None]:
    """Keep each phase's report on the test item, so fixtures can see whether it failed."""
    report = yield
    setattr(item, f"rep_{report.when}", report)
    return report
