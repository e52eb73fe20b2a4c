"""Polymer Chains in real JupyterLab and headless Chromium: run the notebook, click a cell."""

from __future__ import annotations

import re
import time
from collections.abc import Callable

import pytest

from .conftest import BrowserPage, LabServer, check_accessibility

NOTEBOOK = "notebooks/polymer_chains.ipynb"

# The board widget's contract (chemteach.widgets.svgboard and the polymer view): the board is
# an SVG inside `.chemteach-svgboard`; every cell is a `[data-cell="q,r"]` group; the cells
# where the drawn pyramid may go have the class `legal`, cells holding a pyramid `piece`;
# the board carries `busy` while bots move.
BOARD = ".chemteach-svgboard"
LEGAL_CELL = "[data-cell].legal"
PIECE_CELL = "[data-cell].piece"
BUSY = re.compile(r"\bbusy\b")



@pytest.mark.browser
@pytest.mark.slow
def test_place_a_pyramid_by_clicking_the_board(
    lab_server: LabServer, browser_page: BrowserPage,
    report_timing: Callable[[str, float], None],
) -> None:
    from playwright.sync_api import expect

    start = time.perf_counter()
    page, console = browser_page.page, browser_page.console
    browser_page.open_notebook(lab_server, NOTEBOOK)
    ready = time.perf_counter()

    browser_page.run_all_cells()
    board = page.locator(BOARD).first
    expect(board.locator(LEGAL_CELL).first).to_be_visible(timeout=180_000)
    expect(board).not_to_have_class(BUSY, timeout=60_000)
    shown = time.perf_counter()
    check_accessibility(page)

    pieces_before = board.locator(PIECE_CELL).count()
    target = board.locator(LEGAL_CELL).first
    cell = target.get_attribute("data-cell")
    assert cell and re.fullmatch(r"-?\d+,-?\d+", cell), f"odd cell id {cell!r}"
    clicked = time.perf_counter()
    target.click()
    placed = board.locator(f'[data-cell="{cell}"]')
    expect(placed).to_have_class(re.compile(r"\bpiece\b"), timeout=30_000)
    round_trip = time.perf_counter() - clicked
    assert board.locator(PIECE_CELL).count() > pieces_before

    bad = console.bad()
    assert not bad, "widget errors in the browser console:\n" + "\n".join(bad)
    errors_shown = page.locator(".jp-OutputArea-output", has_text="Error displaying widget")
    assert errors_shown.count() == 0, "an output says 'Error displaying widget'"

    total = time.perf_counter() - start
    report_timing("browser: server start", lab_server.started_in)
    report_timing("browser: page open + kernel idle", ready - start)
    report_timing("browser: run all cells until the board is clickable", shown - ready)
    report_timing("browser: click -> pyramid on the board", round_trip)
    report_timing("browser: whole test (after server start)", total)
