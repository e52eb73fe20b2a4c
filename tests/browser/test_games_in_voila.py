"""The games as students open them: each game notebook in Voila (the app mode, issue 12),
in headless Chromium at a Chromebook's 1366×768 (issue 8, item 7; issue 9).

For each game: the notebook opens as an app with no "Error displaying widget" or "model not
found" in the console and no traceback on the page; the game's top is inside the first
screen, the rules are folded below it, and no JupyterLab-only text (cells tagged `lab-only`,
dropped by the kit's app settings, chemteach/jupyter_config/voila.json) is on the page; one
move is made by clicking and one by keyboard; the answer to each (the piece, the chosen card,
the status line, the results) is inside the window; screenshots of the game are saved.

Screenshots go to $CHEMTEACH_SCREENSHOTS (default: the test's temp folder); their paths are
printed.
"""

from __future__ import annotations

import os
import re
import secrets
import shutil
import subprocess
import sys
import time
import urllib.error
import urllib.request
from collections.abc import Callable, Iterator
from dataclasses import dataclass
from pathlib import Path
from typing import Any

import pytest

from chemteach.server_config import server_env

from ..conftest import REPO_ROOT, jupyter_env
from .conftest import (
    SERVER_START_TIMEOUT,
    check_accessibility,
    console_errors,
    end_turn_then_decline_into_an_auction,
    free_port,
    require_browser,
    stop_group,
)

# One worker runs all of this module's tests when `kit.py test` runs in parallel (xdist):
# they share one Voila server (a module fixture) instead of starting one per worker.
pytestmark = [pytest.mark.browser, pytest.mark.slow, pytest.mark.xdist_group("games-in-voila")]

CHROMEBOOK = {"width": 1366, "height": 768}
#: Voila runs every cell before the page is shown.
RENDER_TIMEOUT_MS = 300_000
#: The game's top must be this far down the page at most: inside the first screen, with room
#: for the start of the board under it.
GAME_TOP_MAX_PX = 450
#: Text of the notebooks' lab-only cells that must never reach the app.
LAB_ONLY_TEXT = re.compile(r"Shift \+ Enter|Run All Cells|your own name|Run the cell", re.I)
#: The game cell of each notebook, and the same game with a seed for the test's copy, so the
#: first turns are known. Only the copies are changed.
GAME_CELLS = {
    "polymer_chains": ('play(["Ada", "medium"])', 'play(["Ada", "medium"], seed=3)'),
    "bond": ('play(["Ada", "medium", "medium", "medium"])',
             'play(["Ada", "medium", "medium", "medium"], seed=8)'),
    "periodyx": ('play(["Ada", "medium", "medium", "medium"])',
                 'play(["Ada", "medium", "medium", "medium"], seed=5)'),
    "chemistry_monopoly": ('play(["Ada", "medium", "medium", "medium"])',
                           'play(["Ada", "medium", "medium", "medium"], seed=12)'),
}
#: The status line: the game's live region inside its box (the region is empty for a moment
#: while it changes, so that a repeated sentence is spoken again: measure the box).
STATUS = ".chemteach-table .chemteach-status"
#: What a student must never read on the page: a Python traceback, Voila's stand-in for one
#: (tracebacks are hidden by default), or the kit's line for an unexpected error.
TRACEBACK_TEXT = re.compile(
    r"Traceback \(most recent call last\)|There was an error when executing cell"
    r"|show_tracebacks|Something went wrong:|-{30,}")
FOCUSED_CELL = """() => {
  const a = document.activeElement;
  const cell = a && a.closest ? a.closest('[data-cell]') : null;
  return cell ? cell.getAttribute('data-cell') : null;
}"""


@dataclass
class VoilaServer:
    """A running Voila (or a Jupyter server with Voila as its extension) serving a folder:
    where it listens, its token, its log."""

    url: str
    token: str
    root: Path
    log: Path
    started_in: float = 0.0

    def app_url(self, notebook: str) -> str:
        """The address at which a notebook of the root opens as an app."""
        return f"{self.url}/voila/render/{notebook}?token={self.token}"

    def tail(self, chars: int = 4000) -> str:
        """The end of the server's log, for failure messages."""
        return self.log.read_text(errors="replace")[-chars:] if self.log.exists() else ""


#: The Japanese game notebooks (notebooks/ja/), served as they are (no seed: only opened).
JAPANESE_GAMES = sorted(p.stem for p in (REPO_ROOT / "notebooks" / "ja").glob("*.ipynb")
                        if p.stem in GAME_CELLS)


def seeded_copy(root: Path) -> None:
    """Copy the game notebooks under root with a seed in each game cell, and the Japanese
    game notebooks as they are."""
    import nbformat

    (root / "notebooks" / "ja").mkdir(parents=True)
    for name in JAPANESE_GAMES:
        shutil.copy(REPO_ROOT / "notebooks" / "ja" / f"{name}.ipynb",
                    root / "notebooks" / "ja" / f"{name}.ipynb")
    for name, (cell, seeded) in GAME_CELLS.items():
        nb = nbformat.read(REPO_ROOT / "notebooks" / f"{name}.ipynb", as_version=4)
        cells = [c for c in nb.cells if c.cell_type == "code" and c.source.strip() == cell]
        assert len(cells) == 1, f"notebooks/{name}.ipynb has no cell {cell!r}"
        cells[0].source = seeded
        nbformat.write(nb, root / "notebooks" / f"{name}.ipynb")


@pytest.fixture(scope="module")
def voila(tmp_path_factory: pytest.TempPathFactory) -> Iterator[VoilaServer]:
    """Voila on a free port, in its own process group, serving seeded copies of the games."""
    require_browser()
    base = tmp_path_factory.mktemp("voila")
    root = base / "root"
    seeded_copy(root)
    env = {k: v for k, v in os.environ.items() if k != "JUPYTER_TOKEN"}
    env.update(jupyter_env(base / "jupyter"))
    env = server_env(env)  # the kit's app settings, as Binder installs them
    env["PYTHONPATH"] = os.pathsep.join([str(REPO_ROOT), env.get("PYTHONPATH", "")])
    port, token = free_port(), secrets.token_urlsafe(24)
    log = base / "voila.log"
    start = time.perf_counter()
    with log.open("wb") as out:
        process = subprocess.Popen(
            [sys.executable, "-m", "voila", str(root), "--no-browser", "--Voila.ip=127.0.0.1",
             f"--port={port}", "--Voila.port_retries=0", f"--token={token}",
             "--ServerApp.allow_root=True"],
            cwd=root, env=env, stdout=out, stderr=subprocess.STDOUT, stdin=subprocess.DEVNULL,
            start_new_session=True)
    server = VoilaServer(f"http://127.0.0.1:{port}", token, root, log, 0.0)
    try:
        deadline = time.monotonic() + SERVER_START_TIMEOUT
        while True:
            if process.poll() is not None:
                pytest.fail(f"voila exited with {process.returncode}:\n{server.tail()}")
            try:
                with urllib.request.urlopen(f"{server.url}/voila/tree?token={token}",
                                            timeout=5) as reply:
                    if reply.status == 200:
                        break
            except (urllib.error.URLError, ConnectionError, TimeoutError):
                pass
            if time.monotonic() > deadline:
                pytest.fail(f"voila not ready in {SERVER_START_TIMEOUT:.0f} s:\n{server.tail()}")
            time.sleep(0.25)
        server.started_in = time.perf_counter() - start
        yield server
    finally:
        stop_group(process)


@dataclass
class App:
    """A game notebook open as an app, and what the browser console said."""

    page: Any
    messages: list[str]

    def check_clean(self) -> None:
        """No error in the console (a widget that failed to display among them) and no
        traceback on the page."""
        bad = console_errors(self.messages)
        assert not bad, "errors in the browser console:\n" + "\n".join(bad)
        text = self.page.locator("body").inner_text()
        shown = TRACEBACK_TEXT.search(text)
        assert shown is None, f"a student would read {shown.group(0)!r} on the page"
        failed = self.page.locator(".jp-CodeCell .jp-OutputArea-output",
                                   has_text="Error displaying widget")
        assert failed.count() == 0, "an output says 'Error displaying widget'"

    def check_app_layout(self) -> float:
        """The game's top is inside the first screen, the rules are folded (a closed
        <details> below the game), and no lab-only text is on the page; returns the top."""
        top = self.page.evaluate("""() => {
          const table = document.querySelector('.chemteach-table');
          return table.getBoundingClientRect().top + window.scrollY;
        }""")
        assert top <= GAME_TOP_MAX_PX, (
            f"the game starts {top:.0f} px down the page; at most {GAME_TOP_MAX_PX} px")
        folded = self.page.evaluate("""() => Array.from(document.querySelectorAll('details'))
          .filter(d => !d.open && d.querySelector('summary')
            && d.getBoundingClientRect().top + window.scrollY
               > document.querySelector('.chemteach-table').getBoundingClientRect().top
                 + window.scrollY).length""")
        assert folded >= 1, "no folded rules (<details>) below the game"
        text = self.page.locator("body").inner_text()
        shown = LAB_ONLY_TEXT.search(text)
        assert shown is None, f"JupyterLab-only text in the app: {shown.group(0)!r}"
        return float(top)

    def check_access(self) -> None:
        """No axe-core violation in the kit's markup; Japanese text is marked lang="ja"."""
        check_accessibility(self.page)

    def shoot(self, shots: Path, name: str) -> None:
        shot = shots / name
        self.page.screenshot(path=str(shot))
        print(f"screenshot: {shot}")


@pytest.fixture
def open_app(voila: VoilaServer, browser: Any, request: pytest.FixtureRequest,
             tmp_path: Path, shots: Path, report_timing: Callable[[str, float], None]
             ) -> Iterator[Callable[[str], App]]:
    """Open a game notebook as an app at 1366×768; wait until its board can be pressed."""
    contexts = []

    def open_(name: str) -> App:
        context = browser.new_context(viewport=CHROMEBOOK)
        contexts.append(context)
        # Voila's page asks a CDN for icon CSS: answer anything off this host at once.
        context.route(re.compile(r"^https?://(?!127\.0\.0\.1[:/])"),
                      lambda route: route.fulfill(status=204, body=""))
        page = context.new_page()
        app = App(page, [])
        page.on("console", lambda msg: app.messages.append(f"{msg.type}: {msg.text}"))
        page.on("pageerror", lambda exc: app.messages.append(f"pageerror: {exc}"))
        start = time.perf_counter()
        page.goto(voila.app_url(f"notebooks/{name}.ipynb"), timeout=RENDER_TIMEOUT_MS)
        page.wait_for_selector(".chemteach-table .chemteach-svgboard [data-cell]",
                               timeout=RENDER_TIMEOUT_MS)
        wait_for_people(page)
        report_timing(f"voila {name}: page until the board can be pressed",
                      time.perf_counter() - start)
        top = app.check_app_layout()
        print(f"voila {name}: the game's top is {top:.0f} px down the page at 1366x768")
        app.check_access()
        controls_on_screen(page)
        app.shoot(shots, f"{name.replace('/', '-')}-voila-opened-1366x768.png")
        return app

    yield open_
    report = getattr(request.node, "rep_call", None)
    for context in contexts:
        if report is not None and report.failed:
            shot = tmp_path / "failure.png"
            try:
                context.pages[0].screenshot(path=str(shot))
                print(f"screenshot of the failure: {shot}")
            except Exception as exc:  # a screenshot must never hide the failure itself
                print(f"no screenshot: {exc}")
        context.close()


def wait_for_people(page: Any) -> None:
    """Wait until no board is busy (the bots have moved)."""
    page.wait_for_function(
        "() => !document.querySelector('.chemteach-svgboard.busy')", timeout=60_000)


def in_viewport(page: Any, locator: Any) -> bool:
    """Whether the element's box lies inside the visible window."""
    box = locator.bounding_box()
    size = page.viewport_size
    return (box is not None and box["width"] > 0 and box["height"] > 0
            and box["y"] >= 0 and box["y"] + box["height"] <= size["height"] + 0.5
            and box["x"] >= 0 and box["x"] + box["width"] <= size["width"] + 0.5)


def status_at_the_window_edge(page: Any) -> None:
    """While the game goes on below the window, its status line sits on the window's bottom
    edge, with nothing of the game showing beneath it (Voila pads its page by 10 px)."""
    gap = page.evaluate("""() => {
      const table = document.querySelector('.chemteach-table');
      const status = table.querySelector('.chemteach-status');
      const below = table.getBoundingClientRect().bottom > window.innerHeight + 1;
      return below ? window.innerHeight - status.getBoundingClientRect().bottom : null;
    }""")
    assert gap is None or abs(gap) <= 1, f"the status line stops {gap:.0f} px above the edge"


#: The focused element, whether it lies in the game's table, and whether the table's stuck
#: footer (its buttons and status line) covers it entirely (WCAG 2.4.11).
FOCUS_UNDER_FOOTER = """() => {
  const a = document.activeElement;
  const table = a && a.closest ? a.closest('.chemteach-table') : null;
  if (!table) return {inside: false};
  const footer = table.querySelector('.chemteach-footer');
  const box = a.getBoundingClientRect(), line = footer.getBoundingClientRect();
  const hidden = !footer.contains(a) && box.height > 0 && box.top >= line.top - 0.5
    && box.bottom <= line.bottom + 0.5 && getComputedStyle(footer).position === 'sticky';
  const name = (a.getAttribute('aria-label') || a.textContent || a.tagName).trim();
  return {inside: true, hidden, name: name.slice(0, 60)};
}"""
TWO_FRAMES = "() => new Promise((r) => requestAnimationFrame(() => requestAnimationFrame(r)))"


def tab_through_the_table(page: Any, presses: int = 60) -> list[str]:
    """Tab from the table's first control through the table (at most `presses` times):
    the names of the controls that took the focus entirely hidden under the footer."""
    page.locator(".chemteach-table button:visible").first.focus()
    hidden = []
    for _ in range(presses):
        page.keyboard.press("Tab")
        page.evaluate(TWO_FRAMES)  # the table moves a control out from under the footer
        state = page.evaluate(FOCUS_UNDER_FOOTER)
        if not state["inside"]:
            break
        if state["hidden"]:
            hidden.append(state["name"])
    return hidden


def controls_on_screen(page: Any) -> None:
    """Undo, Save game and Load game are inside the window (issue 18, item 38: a status line
    of two lines pushed them below a 1366x768 window)."""
    table = page.locator(".chemteach-table").first
    for selector in ("button.chemteach-undo", "button.chemteach-save-button",
                     "button.chemteach-load-button"):
        assert in_viewport(page, table.locator(selector).first), f"{selector} is off-screen"


def keyboard_press(page: Any, locator: Any, key: str = "Enter") -> None:
    """Give a control the focus and press a key on it (what Tab then Enter does)."""
    locator.focus()
    page.keyboard.press(key)


# ----- Polymer Chains ------------------------------------------------------------------------
def test_polymer_chains_in_voila(open_app, shots):
    from playwright.sync_api import expect

    app = open_app("polymer_chains")
    page = app.page
    board = page.locator(".chemteach-table .chemteach-svgboard").first
    status = page.locator(STATUS).first
    app.check_clean()

    # by clicking: the pyramid lands where the student clicked; the news is on screen
    cell = board.locator("[data-cell].legal").first.get_attribute("data-cell")
    board.locator(f'[data-cell="{cell}"]').click()
    placed = board.locator(f'[data-cell="{cell}"]')
    expect(placed).to_have_class(re.compile(r"\bpiece\b"), timeout=30_000)
    assert in_viewport(page, placed), "the pyramid placed by a click is off-screen"
    expect(status).to_contain_text("medium", timeout=30_000)  # the bot's move is told
    wait_for_people(page)
    assert in_viewport(page, status), "the news after a click is off-screen"
    app.shoot(shots, "polymer_chains-voila-1366x768.png")

    # by keyboard: the board's one Tab stop, the arrows to an allowed cell, then Enter
    board.locator('[data-cell][tabindex="0"]').focus()
    for step in range(60):
        focused = page.evaluate(FOCUSED_CELL)
        assert focused is not None, "the arrow keys took the focus off the board"
        if "legal" in (board.locator(f'[data-cell="{focused}"]').get_attribute("class") or ""):
            break
        page.keyboard.press("ArrowRight" if step % 7 else "ArrowDown")
    cell = page.evaluate(FOCUSED_CELL)
    assert "legal" in board.locator(f'[data-cell="{cell}"]').get_attribute("class")
    page.keyboard.press("Enter")
    expect(board.locator(f'[data-cell="{cell}"]')).to_have_class(re.compile(r"\bpiece\b"),
                                                                 timeout=30_000)
    # the piece came with the prompt for the bot: "your turn" again means the bot has
    # moved (a click while it moves is refused with "Wait a moment", not "already")
    expect(page.locator(".chemteach-table .chemteach-prompt").first).to_contain_text(
        "your turn", timeout=60_000)
    wait_for_people(page)
    assert page.evaluate(FOCUSED_CELL) == cell, "the focus left the cell after the redraw"
    assert in_viewport(page, board.locator(f'[data-cell="{cell}"]'))
    assert in_viewport(page, status), "the news after a key press is off-screen"

    # a refused click: the reason is on screen
    board.locator("[data-cell].piece").first.click(force=True)
    expect(status).to_contain_text("already", timeout=10_000)
    assert in_viewport(page, status), "the reason for a refused click is off-screen"
    app.check_clean()

    # an experiment waits behind its button; pressed, its plot appears under the button
    experiment = page.locator(".chemteach-experiment").first
    assert experiment.locator("img").count() == 0, "an experiment ran when the page opened"
    experiment.locator("button").click()
    expect(experiment.locator("img").first).to_be_visible(timeout=120_000)
    expect(experiment).to_contain_text("Done")
    app.check_clean()
    app.check_access()


# ----- Bond! ---------------------------------------------------------------------------------
def test_bond_in_voila(open_app, shots):
    from playwright.sync_api import expect

    app = open_app("bond")
    page = app.page
    table = page.locator(".chemteach-table").first
    status = page.locator(STATUS).first
    app.check_clean()

    # by keyboard: Keep playing (Tab to it, Enter)
    keep = table.locator("button.bond-keep")
    expect(keep).to_be_visible(timeout=30_000)
    keyboard_press(page, keep)
    discard = table.locator("button.bond-discard")
    expect(discard).to_be_visible(timeout=30_000)
    wait_for_people(page)
    assert in_viewport(page, discard), "the Discard button that Keep playing shows is off-screen"

    # a refused press: Discard with nothing chosen; the reason is on screen
    discard.click()
    expect(status).to_contain_text("Click the cards you want to discard first", timeout=10_000)
    assert in_viewport(page, status), "the reason for a refused click is off-screen"

    # by clicking: a card is chosen, and the line under the hand says what it does
    card = table.locator(".bond-hand [data-cell='hand-0']")
    chosen = card.get_attribute("data-card")
    card.click()
    expect(card).to_have_attribute("aria-pressed", "true", timeout=15_000)
    selection = table.locator(".bond-selection")
    expect(selection).to_contain_text("you may discard this")
    assert in_viewport(page, card) and in_viewport(page, selection), (
        "the answer to choosing a card is off-screen")
    app.shoot(shots, "bond-voila-1366x768.png")
    discard.click()
    expect(table.locator(".bond-info")).to_contain_text(f"Ada: {chosen}", timeout=30_000)
    wait_for_people(page)
    assert in_viewport(page, status), "the news after Discard is off-screen"
    assert in_viewport(page, table.locator(".bond-pile [data-cell^='pile-']").first), (
        "the discard pile is off-screen after Discard")
    app.check_clean()
    app.check_access()


# ----- Periodyx ------------------------------------------------------------------------------
def test_periodyx_in_voila(open_app, shots):
    from playwright.sync_api import expect

    app = open_app("periodyx")
    page = app.page
    table = page.locator(".chemteach-table").first
    prompt = table.locator(".chemteach-prompt")
    status = page.locator(STATUS).first
    app.check_clean()
    expect(prompt).to_contain_text(re.compile("you lead Atomic Power", re.I), timeout=30_000)

    # by keyboard: ask a bot (Tab to "Ask ...", Enter); it names its card
    ask = table.locator("button.periodyx-ask").first
    opponent = (ask.text_content() or "").replace("Ask", "").strip()
    keyboard_press(page, ask)
    expect(prompt).to_contain_text(f"{opponent} names", timeout=30_000)
    expect(prompt).to_contain_text("Click the card you answer with")
    wait_for_people(page)
    assert in_viewport(page, prompt), "the card the bot named is off-screen"

    # by clicking: answer with a card; who won (the first news of the status line) is on screen
    card = table.locator('.periodyx-hand-board [data-cell^="card:"].legal').first
    card.click()
    results = table.locator(".periodyx-results")
    expect(results).to_contain_text("wins Atomic Power", timeout=30_000)
    wait_for_people(page)
    expect(status).to_have_text(re.compile(r"^\s*\w+ wins: (you take|.+? takes) both cards\."),
                                timeout=10_000)
    assert in_viewport(page, status), "the result of the card clicked is off-screen"
    status_at_the_window_edge(page)
    app.shoot(shots, "periodyx-voila-1366x768.png")
    app.check_clean()
    app.check_access()


# ----- Chemistry Monopoly ----------------------------------------------------------------------
def test_chemistry_monopoly_in_voila(open_app, shots):
    from playwright.sync_api import expect

    app = open_app("chemistry_monopoly")
    page = app.page
    table = page.locator(".chemteach-table").first
    status = page.locator(STATUS).first
    app.check_clean()

    # by keyboard: Throw the dice (Tab to it, Enter); seed 12 lands Ada on a lot to buy
    roll = table.locator("button.monopoly-roll")
    expect(roll).to_be_visible(timeout=30_000)
    keyboard_press(page, roll)
    buy = table.locator("button.monopoly-buy")
    expect(buy).to_be_visible(timeout=30_000)
    expect(status).to_contain_text(re.compile(r"You throw \d and \d\. You land on"))
    assert in_viewport(page, buy), "the Buy button after the throw is off-screen"
    assert in_viewport(page, status), "the news of the throw is off-screen"
    # the pressed button is gone: the focus is on the next decision, not lost on the page
    expect(buy).to_be_focused(timeout=10_000)

    # by clicking: buy it; the news and the owner's panel say so
    buy.click()
    expect(status).to_contain_text(re.compile(r"You buy .+ for \d+ AMUny"), timeout=30_000)
    assert in_viewport(page, status), "the news of the purchase is off-screen"

    # a refused press: Condense with nothing chosen; the reason is on screen, by the button
    table.locator("button.monopoly-condense").click()
    expect(status).to_contain_text("Click one of your elements on the board first",
                                   timeout=10_000)
    assert in_viewport(page, status), "the reason for a refused press is off-screen"
    expect(table.locator(".monopoly-note")).to_contain_text("Click one of your elements")
    app.shoot(shots, "chemistry_monopoly-voila-1366x768.png")

    # a sealed bid typed and placed with Enter (no click): End turn, the bots play, Ada
    # throws (seed 12: calcium), does not buy it, and bids in its auction
    amount = end_turn_then_decline_into_an_auction(table)
    amount.fill("30")
    amount.press("Enter")
    expect(status).to_contain_text("You bid 30 AMUny", timeout=30_000)
    assert in_viewport(page, status), "the news of the bid is off-screen"
    app.check_clean()
    app.check_access()


# ----- the Japanese notebooks ----------------------------------------------------------------
@pytest.mark.parametrize("name", JAPANESE_GAMES)
def test_japanese_game_in_voila_is_a_japanese_page(open_app, name):
    """Issue 18, items 28 and 30: a Japanese game notebook as an app is a Japanese page
    (`<html lang="ja">`, so a screen reader speaks it in Japanese), with no axe-core
    violation in the kit's markup and every Japanese text marked lang="ja"."""
    app = open_app(f"ja/{name}")
    app.check_clean()
    lang = app.page.evaluate("() => document.documentElement.getAttribute('lang')")
    assert lang == "ja", f"the Japanese app's page says <html lang={lang!r}>"


# ----- every window -----------------------------------------------------------------------------
def test_the_focus_is_never_hidden_under_the_footer_at_1366x768(open_app):
    """Issue 18, item 35 (WCAG 2.4.11): Tab through Bond!'s table (taller than the window,
    so its footer sticks): no control that takes the focus is hidden under the footer."""
    app = open_app("bond")
    hidden = tab_through_the_table(app.page)
    assert not hidden, f"focused but hidden under the stuck footer: {hidden}"
    controls_on_screen(app.page)


def test_monopoly_fits_a_320x256_window(open_app, shots):
    """Issue 18, item 35: at 320x256 (400 % zoom of 1280x1024) the page is no wider than
    the window (Monopoly's board forced it to 475 px), the board scrolls in its own box, and
    no focused control is hidden under the status line."""
    app = open_app("chemistry_monopoly")
    page = app.page
    page.set_viewport_size({"width": 320, "height": 256})
    page.evaluate(TWO_FRAMES)
    wide = page.evaluate("() => [document.documentElement.scrollWidth, window.innerWidth]")
    assert wide[0] <= wide[1] + 1, f"the page is {wide[0]} px wide in a {wide[1]} px window"
    hidden = tab_through_the_table(page, presses=40)
    assert not hidden, f"focused but hidden under the status line: {hidden}"
    app.shoot(shots, "chemistry_monopoly-voila-320x256.png")
    app.check_access()
