"""Every student can play (issues 8 and 9), in real JupyterLab at a Chromebook's 1366×768.

For each game: a move made with the keyboard only; `m`, `a` and the arrow keys pressed on a
focused cell leave the notebook unchanged; the accessibility tree names the cells and cards
as buttons (with their pressed state) and has one polite status region, which speaks after
a bot moves; the answer to every kind of click lands inside the viewport; and a screenshot
at 200 % zoom, where the board must be bigger on screen than at 100 %.

Screenshots go to $CHEMTEACH_SCREENSHOTS (default: the test's temp folder); their paths
are printed.
"""

from __future__ import annotations

import json
import re
from collections.abc import Iterator
from pathlib import Path
from typing import Any

import pytest

from .conftest import (
    RUN_ALL,
    LabServer,
    check_accessibility,
    focus_ring_problem,
    kernel_state,
    wait_for_kernel,
)

# The module's notebooks are a folder of the test process's shared JupyterLab (shared_lab):
# under `kit.py test` its tests may run on any worker, each worker serving them from its own.
pytestmark = [pytest.mark.browser, pytest.mark.slow]

CHROMEBOOK = {"width": 1366, "height": 768}
GAMES = {
    "polymer": ('from chemteach.games.polymer.widget import play\n'
                'table = play(["Ada", "greedy"], seed=3, bot_delay=0.3)\ntable'),
    "bond": ('from chemteach.games.bond.widget import play\n'
             'table = play(["Ada", "strong", "random"], seed=11, bot_delay=0.3)\ntable'),
    "periodyx": ('from chemteach.games.periodyx.widget import play\n'
                 'table = play(["Ada", "smart", "random"], seed=5, bot_delay=0.3)\ntable'),
}
#: Bond! straight to a round's results (Ada declares at once): the tallest screen of the kit.
BOND_RESULTS = ('from chemteach.games.bond.widget import play\n'
                'table = play(["Ada", "strong", "random"], seed=11, bot_delay=0.3)\n'
                'table.declare(True)\ntable')
#: The status line as seen (all the news; the polite live region beside it is a 1 px box
#: that says each happening once, so what is on screen is checked here, not it).
STATUS = ".chemteach-status .chemteach-status-line"
#: What the notebook looks like to JupyterLab: cell types, the active cell, the widget areas.
NOTEBOOK_STATE = """() => {
  const panel = window.jupyterapp.shell.currentWidget;
  const nb = panel.content;
  return {types: nb.widgets.map((c) => c.model.type), active: nb.activeCellIndex,
          tables: document.querySelectorAll('.chemteach-table').length};
}"""
FOCUSED_CELL = """() => {
  const a = document.activeElement;
  const cell = a && a.closest ? a.closest('[data-cell]') : null;
  return cell ? cell.getAttribute('data-cell') : null;
}"""


def notebook(source: str) -> str:
    """A one-cell notebook (nbformat 4) that shows a game."""
    return json.dumps({
        "cells": [{"cell_type": "code", "execution_count": None, "metadata": {},
                   "outputs": [], "source": source}],
        "metadata": {"kernelspec": {"name": "python3", "display_name": "Python 3",
                                    "language": "python"}},
        "nbformat": 4, "nbformat_minor": 5})


@pytest.fixture(scope="module")
def lab(shared_lab: LabServer) -> Iterator[LabServer]:
    """A folder of the shared JupyterLab for this module, with a one-cell notebook per page."""
    server = shared_lab.folder()
    for name, source in {**GAMES, "bond_results": BOND_RESULTS}.items():
        (server.root / f"{name}.ipynb").write_text(notebook(source))
    yield server
    server.shutdown_kernels()


def open_game(browser: Any, lab: LabServer, game: str, viewport: dict[str, int] = CHROMEBOOK,
              scale: float = 1) -> Any:
    """A new page at this viewport with the game's notebook run; returns the page."""
    import re as _re

    context = browser.new_context(viewport=viewport, device_scale_factor=scale)
    context.route(_re.compile(r"^https?://(?!127\.0\.0\.1[:/])"),
                  lambda route: route.fulfill(status=204, body=""))
    page = context.new_page()
    page.goto(lab.tree_url(f"{game}.ipynb"))
    page.wait_for_selector(".jp-NotebookPanel", timeout=90_000)
    wait_for_kernel(page, lab)
    assert page.evaluate(RUN_ALL, 120_000) is True
    page.wait_for_selector(".chemteach-table .chemteach-svgboard [data-cell]", timeout=60_000)
    # the notebook's own chrome takes room: hide the left sidebar as a student would
    page.evaluate("() => window.jupyterapp.commands.execute('application:toggle-left-area')"
                  " .catch(() => null)")
    check_accessibility(page)  # axe-core on the kit's markup, every game, every viewport
    return page


def wait_for_people(page: Any) -> None:
    """Wait until no board is busy (the bots have moved)."""
    page.wait_for_function(
        "() => !document.querySelector('.chemteach-svgboard.busy')", timeout=60_000)


def wait_for_news(page: Any, text: str) -> None:
    """Wait until the live region says `text` with no bot thinking and no board busy: the
    kernel has answered the last press. (Right after a press the board is not busy yet, so
    `wait_for_people` alone can return before the kernel has even seen the press.)"""
    page.wait_for_function(
        """(text) => {
          const status = document.querySelector('.chemteach-status .chemteach-status-line');
          const said = status ? status.textContent : '';
          return said.includes(text) && !said.includes('thinking')
            && !document.querySelector('.chemteach-svgboard.busy');
        }""", arg=text, timeout=60_000)


def in_viewport(page: Any, locator: Any) -> bool:
    """Whether the element's box lies inside the visible window."""
    box = locator.bounding_box()
    size = page.viewport_size
    return (box is not None and box["y"] >= 0 and box["y"] + box["height"] <= size["height"]
            + 0.5 and box["x"] >= 0 and box["x"] + box["width"] <= size["width"] + 0.5)


def status_text(page: Any) -> str:
    return page.locator(STATUS).first.inner_text().strip()


def tab_stops(board: Any) -> int:
    return board.locator('[data-cell][tabindex="0"]').count()


def press_keys_that_jupyterlab_would_take(page: Any, board: Any) -> None:
    """`m`, `a` and the arrows on a focused cell: the notebook must not change."""
    before = page.evaluate(NOTEBOOK_STATE)
    for key in ("m", "a", "ArrowDown", "ArrowUp", "ArrowLeft", "ArrowRight", "b"):
        page.keyboard.press(key)
        assert page.evaluate(FOCUSED_CELL) is not None, f"{key} took the focus off the board"
    page.wait_for_timeout(300)
    after = page.evaluate(NOTEBOOK_STATE)
    assert after == before, f"the notebook changed: {before} -> {after}"
    assert board.locator("[data-cell]").count() > 0


def keys_stay_out_of_the_notebook_on(page: Any, control: Any) -> None:
    """The same keys on a focused button of the game (a student tabbing to it)."""
    control.focus()
    before = page.evaluate(NOTEBOOK_STATE)
    for key in ("m", "a", "ArrowDown", "ArrowUp"):
        page.keyboard.press(key)
    page.wait_for_timeout(300)
    assert page.evaluate(NOTEBOOK_STATE) == before, "a key on a focused button reached the notebook"


# ----- Polymer Chains ------------------------------------------------------------------------
def test_polymer_by_keyboard_screen_reader_and_chromebook(browser, lab, shots):
    page = open_game(browser, lab, "polymer")
    wait_for_people(page)
    board = page.locator(".chemteach-board").first
    assert tab_stops(board) == 1, "a board is one Tab stop"
    board.locator('[data-cell][tabindex="0"]').focus()
    start = page.evaluate(FOCUSED_CELL)
    assert start is not None
    press_keys_that_jupyterlab_would_take(page, board)

    # the accessibility tree: a group of named buttons; one polite status region
    tree = board.aria_snapshot()
    assert re.search(r'button "cell \(-?\d+, -?\d+\): empty; the .* may go here; press to '
                     r'place it here"', tree), tree[:800]
    assert page.locator(".chemteach-status [role=status][aria-live=polite]").count() == 1

    # the arrow keys reach a legal cell; Enter places the pyramid there
    for _ in range(40):
        cell = page.evaluate(FOCUSED_CELL)
        if board.locator(f'[data-cell="{cell}"]').get_attribute("class").split().count("legal"):
            break
        page.keyboard.press("ArrowRight" if _ % 7 else "ArrowDown")
    cell = page.evaluate(FOCUSED_CELL)
    assert "legal" in board.locator(f'[data-cell="{cell}"]').get_attribute("class")
    assert focus_ring_problem(page) is None, focus_ring_problem(page)
    shot = shots / "polymer-1366x768-focus.png"
    page.screenshot(path=str(shot))
    print(f"screenshot: {shot}")
    page.keyboard.press("Enter")
    placed = board.locator(f'[data-cell="{cell}"]')
    from playwright.sync_api import expect

    expect(placed).to_have_class(re.compile(r"\bpiece\b"), timeout=30_000)
    # the live region speaks the bot's move, and the focus came back to the same cell
    expect(page.locator(STATUS).first).to_contain_text("greedy", timeout=30_000)
    # "your turn" again: the bot has moved, so the refused click below meets the rule
    # ("already"), not the bot at work ("Wait a moment")
    expect(page.locator(".chemteach-table .chemteach-prompt").first).to_contain_text(
        "your turn", timeout=60_000)
    wait_for_people(page)
    assert page.evaluate(FOCUSED_CELL) == cell, "the focus left the cell after the redraw"
    assert in_viewport(page, page.locator(STATUS).first), "the news is off-screen"

    keys_stay_out_of_the_notebook_on(page, page.locator("button.chemteach-new-game, "
                                                        ".chemteach-table button").first)
    # a refused click: the reason is on screen where the student is looking
    blocked = board.locator("[data-cell].piece").first
    blocked.click(force=True)  # aria-disabled: a mouse may still press it
    expect(page.locator(STATUS).first).to_contain_text("already", timeout=10_000)
    assert in_viewport(page, page.locator(STATUS).first)
    shot = shots / "polymer-1366x768-refused.png"
    page.screenshot(path=str(shot))
    print(f"screenshot: {shot}")
    page.context.close()


def cell_size_on_screen(page: Any, selector: str, scale: float) -> float:
    box = page.locator(selector).first.bounding_box()
    assert box is not None
    return box["width"] * scale


@pytest.mark.parametrize("game", list(GAMES))
def test_boards_grow_with_zoom(browser, lab, shots, game):
    """Issue 9, item 6: at 200 % zoom (half the CSS viewport, two device pixels per CSS px)
    a card or cell is bigger on screen than at 100 %."""
    selector = {"polymer": ".chemteach-board [data-cell]",
                "bond": ".bond-hand [data-cell]",
                "periodyx": ".periodyx-hand-board [data-cell]"}[game]
    sizes = []
    for scale in (1, 2):
        viewport = {"width": CHROMEBOOK["width"] // scale, "height": CHROMEBOOK["height"] // scale}
        page = open_game(browser, lab, game, viewport, scale)
        wait_for_people(page)
        page.locator(selector).first.scroll_into_view_if_needed()
        sizes.append(cell_size_on_screen(page, selector, scale))
        if scale == 2:
            shot = shots / f"{game}-zoom200.png"
            page.screenshot(path=str(shot))
            print(f"screenshot: {shot}")
        page.context.close()
    print(f"{game}: a cell or card is {sizes[0]:.0f} device px wide at 100 %, "
          f"{sizes[1]:.0f} at 200 %")
    assert sizes[1] >= 1.5 * sizes[0], (
        f"{game}: {sizes[0]:.0f} px at 100 %, {sizes[1]:.0f} px at 200 %")


def keyboard_press(page: Any, locator: Any, key: str = "Enter") -> None:
    """Give a control the focus and press a key on it (what Tab then Enter does)."""
    locator.focus()
    page.keyboard.press(key)


def shoot(page: Any, shots: Path, name: str) -> None:
    shot = shots / name
    page.screenshot(path=str(shot))
    print(f"screenshot: {shot}")


# ----- Bond! ---------------------------------------------------------------------------------
def test_bond_by_keyboard_screen_reader_and_chromebook(browser, lab, shots):
    from playwright.sync_api import expect

    page = open_game(browser, lab, "bond")
    wait_for_people(page)
    status = page.locator(STATUS).first
    hand = page.locator(".bond-hand").first
    expect(hand.locator("[data-cell]").first).to_be_visible(timeout=30_000)
    shoot(page, shots, "bond-1366x768-declare.png")

    # Bond! or keep playing, by keyboard; the buttons' labels are readable (AA, palette test)
    keep = page.locator(".bond-keep button, button.bond-keep").first
    assert in_viewport(page, keep), "the Bond!/Keep playing buttons are off-screen"
    keys_stay_out_of_the_notebook_on(page, keep)
    keyboard_press(page, keep)
    wait_for_news(page, "everyone discards")  # the bots kept playing too: now everyone discards
    expect(page.locator(".bond-discard button, button.bond-discard").first).to_be_visible(
        timeout=30_000)

    # a refused press: Discard with nothing selected
    discard = page.locator(".bond-discard button, button.bond-discard").first
    keyboard_press(page, discard)
    expect(status).to_contain_text("Click the cards you want to discard first", timeout=10_000)
    assert in_viewport(page, status), "the refusal is off-screen"

    # one Tab stop in the hand; the arrows move; Enter selects (pressed) and the focus stays
    assert tab_stops(hand) == 1
    hand.locator('[data-cell][tabindex="0"]').focus()
    press_keys_that_jupyterlab_would_take(page, hand)
    tree = hand.aria_snapshot()
    assert re.search(r'button "[^"]+ Press to select it\."', tree), tree[:600]
    assert not re.search(r'button ""', tree), "a card without a name"
    page.keyboard.press("Home")
    first = page.evaluate(FOCUSED_CELL)
    page.keyboard.press("Enter")
    card = hand.locator(f'[data-cell="{first}"]')
    expect(card).to_have_attribute("aria-pressed", "true", timeout=10_000)
    assert page.evaluate(FOCUSED_CELL) == first, "the focus left the card after the redraw"
    assert focus_ring_problem(page) is None, focus_ring_problem(page)
    page.keyboard.press("ArrowRight")  # a card inside the hand: the ring goes all round it
    page.keyboard.press("ArrowRight")
    assert focus_ring_problem(page) is None, focus_ring_problem(page)
    page.keyboard.press("Home")
    assert in_viewport(page, card) and in_viewport(page, page.locator(".bond-selection").first)
    shoot(page, shots, "bond-1366x768-selected.png")
    keyboard_press(page, discard)
    wait_for_people(page)
    expect(status).not_to_contain_text("Click the cards", timeout=30_000)
    assert in_viewport(page, status)
    shoot(page, shots, "bond-1366x768-discarded.png")
    page.context.close()


# ----- Periodyx ------------------------------------------------------------------------------
def test_periodyx_by_keyboard_screen_reader_and_chromebook(browser, lab, shots):
    from playwright.sync_api import expect

    page = open_game(browser, lab, "periodyx")
    wait_for_people(page)
    status = page.locator(STATUS).first
    hand = page.locator(".periodyx-hand-board").first
    expect(hand.locator("[data-cell]").first).to_be_visible(timeout=30_000)
    shoot(page, shots, "periodyx-1366x768-lead.png")

    # choosing a card: the card itself answers (raised, pressed), where the student looks
    assert tab_stops(hand) == 1
    hand.locator('[data-cell][tabindex="0"]').focus()
    press_keys_that_jupyterlab_would_take(page, hand)
    tree = hand.aria_snapshot()
    named = r'button "Zinc \(Zn\), atomic number 30; [^"]+; press to choose it"'
    assert re.search(named, tree), tree[:600]
    assert {hand.locator("[data-cell]").nth(i).get_attribute("aria-pressed")
            for i in range(hand.locator("[data-cell]").count())} == {"false"}
    page.keyboard.press("Home")
    chosen = page.evaluate(FOCUSED_CELL)
    page.keyboard.press("Enter")
    card = hand.locator(f'[data-cell="{chosen}"]')
    expect(card).to_have_attribute("aria-pressed", "true", timeout=10_000)
    assert page.evaluate(FOCUSED_CELL) == chosen
    assert in_viewport(page, card)

    keys_stay_out_of_the_notebook_on(page, page.locator("button.periodyx-ask").first)
    keys_stay_out_of_the_notebook_on(page, page.locator("button.periodyx-lay").first)
    # laying it on the table: the answer (done, or why not) is on screen
    before = status_text(page)
    keyboard_press(page, page.locator(".periodyx-lay button, button.periodyx-lay").first)
    expect(status).not_to_have_text(before, timeout=20_000)
    assert in_viewport(page, status), "the reason a card cannot be laid is off-screen"
    shoot(page, shots, "periodyx-1366x768-lay.png")
    wait_for_people(page)

    # the Mendeleev table: 118 named squares, one Tab stop, neighbours by the arrow keys
    table = page.locator(".periodyx-mendeleev-box").first
    assert table.locator("[data-cell]").count() == 118
    assert tab_stops(table) == 1
    table.locator('[data-cell="table:Fe"]').focus()
    page.keyboard.press("ArrowRight")
    assert page.evaluate(FOCUSED_CELL) == "table:Co"
    page.keyboard.press("ArrowDown")
    assert page.evaluate(FOCUSED_CELL) == "table:Rh"
    page.keyboard.press("Enter")
    expect(status).to_contain_text("Rhodium", timeout=10_000)
    assert in_viewport(page, status), "the answer to a square's press is off-screen"
    assert "Rhodium (Rh), 45, group 9, period 5" in table.aria_snapshot()

    # a move: if Ada still leads, ask a bot (keyboard), and the live region speaks its reply
    ask = page.locator(".periodyx-ask button, button.periodyx-ask")
    if ask.count():
        keyboard_press(page, ask.first)
        wait_for_people(page)
        expect(status).to_contain_text("smart", timeout=30_000)
        assert in_viewport(page, status)
        stage_cards = hand.locator("[data-cell].legal")
        if stage_cards.count():
            hand.locator('[data-cell][tabindex="0"]').focus()
            page.keyboard.press("Enter")
            wait_for_people(page)
            assert in_viewport(page, status)
    shoot(page, shots, "periodyx-1366x768-after-move.png")
    page.context.close()


def test_bond_results_answer_every_press_on_screen(browser, lab, shots):
    """Issue 8, item 7: Bond!'s results screen is about 2,300 px tall; the answer to each
    kind of press there (a card of the split workshop, Make molecule, Show the best split,
    Next round) must be inside a 1366×768 window."""
    from playwright.sync_api import expect

    page = open_game(browser, lab, "bond_results")
    results = page.locator(".bond-results").first
    expect(results).to_be_visible(timeout=60_000)
    wait_for_people(page)
    split = page.locator(".bond-split-cards").first
    check = page.locator(".bond-split-check").first
    split.scroll_into_view_if_needed()
    assert tab_stops(split) == 1
    split.locator('[data-cell][tabindex="0"]').focus()
    press_keys_that_jupyterlab_would_take(page, split)
    page.keyboard.press("Home")
    first = page.evaluate(FOCUSED_CELL)
    page.keyboard.press("Enter")
    expect(split.locator(f'[data-cell="{first}"]')).to_have_attribute("aria-pressed", "true",
                                                                       timeout=10_000)
    assert page.evaluate(FOCUSED_CELL) == first
    assert in_viewport(page, check), "the live check of the molecule is off-screen"
    before = check.inner_text()
    keyboard_press(page, page.locator(".bond-make-molecule button, button.bond-make-molecule")
                   .first)
    expect(check).not_to_have_text(before, timeout=10_000)
    assert in_viewport(page, check)
    shoot(page, shots, "bond-1366x768-results-split.png")
    keyboard_press(page, page.locator(".bond-best-split button, button.bond-best-split").first)
    comparison = page.locator(".bond-split-comparison").first
    expect(comparison).not_to_be_empty(timeout=10_000)
    top = comparison.bounding_box()
    assert top is not None and 0 <= top["y"] < page.viewport_size["height"], (
        "the best split begins off-screen")
    shoot(page, shots, "bond-1366x768-results-best.png")
    keyboard_press(page, page.locator(".bond-next-round button, button.bond-next-round").first)
    expect(page.locator(STATUS).first).to_contain_text("new cards are dealt", timeout=20_000)
    assert in_viewport(page, page.locator(STATUS).first)
    shoot(page, shots, "bond-1366x768-next-round.png")
    page.context.close()


# ----- the harness itself -----------------------------------------------------------------------
def test_the_kernel_wait_asks_a_kernel_whose_status_line_is_stuck(browser, lab):
    """A kernel whose status never turned idle (seen once in CI under load) is not ready
    until it answers a kernel-info request; a page with no notebook says what is missing."""
    context = browser.new_context(viewport=CHROMEBOOK)
    page = context.new_page()
    try:
        page.goto(f"{lab.url}/lab?token={lab.token}&reset")
        page.wait_for_selector(".jp-LabShell", timeout=90_000)
        assert kernel_state(page)["why"] in ("no notebook panel in the main area",
                                             "no window.jupyterapp yet")
        page.goto(lab.tree_url("polymer.ipynb"))
        page.wait_for_selector(".jp-NotebookPanel", timeout=90_000)
        wait_for_kernel(page, lab)
        assert kernel_state(page)["ready"] is True
        page.evaluate("""() => {
          const kernel = window.jupyterapp.shell.currentWidget.sessionContext.session.kernel;
          Object.defineProperty(kernel, 'status', {get: () => 'unknown', configurable: true});
        }""")
        stuck = kernel_state(page)
        assert stuck["ready"] is False and "kernel unknown" in stuck["why"], stuck
        asked = kernel_state(page, ask_ms=10_000)
        assert asked["ready"] is True and "kernel info answered" in asked["why"], asked
        # the whole wait: after half its time it asks, finds the kernel answering, says so
        with pytest.warns(UserWarning, match="slow to be ready.*kernel info answered"):
            wait_for_kernel(page, lab, seconds=6)
    finally:
        context.close()
