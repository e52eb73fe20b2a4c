"""Periodyx in real JupyterLab and headless Chromium: run the notebook, play a turn by clicking."""

from __future__ import annotations

import re
import time
from collections.abc import Callable

import pytest

from .conftest import BrowserPage, LabServer, check_accessibility

NOTEBOOK = "notebooks/periodyx.ipynb"

# The widget's contract (chemteach.games.periodyx.widget and view): each game is a
# `.chemteach-table`; "Ask <name>" buttons carry `.periodyx-ask`; the prompt line is
# `.chemteach-prompt`; the hand is an SVG board `.periodyx-hand-board` whose cards are
# `[data-cell="card:<symbol>"]`, with the class `legal` when they may be clicked; the
# latest turns' sentences are in `.periodyx-results`.
TABLE = ".chemteach-table"
ASK = ".periodyx-ask"
PROMPT = ".chemteach-prompt"
HAND_CARD = '.periodyx-hand-board [data-cell^="card:"].legal'
RESULTS = ".periodyx-results"


@pytest.mark.browser
@pytest.mark.slow
def test_play_atomic_power_by_clicking(
    lab_server: LabServer, browser_page: BrowserPage,
    report_timing: Callable[[str, float], None],
) -> None:
    from playwright.sync_api import expect

    start = time.perf_counter()
    page, console = browser_page.page, browser_page.console
    browser_page.open_notebook(lab_server, NOTEBOOK)
    ready = time.perf_counter()

    browser_page.run_all_cells()
    table = page.locator(TABLE).first  # the game against the bots: Ada leads Atomic Power
    ask = table.locator(ASK).first
    expect(ask).to_be_visible(timeout=120_000)
    expect(table.locator(PROMPT)).to_contain_text(re.compile("you lead Atomic Power", re.I),
                                                  timeout=30_000)
    shown = time.perf_counter()
    check_accessibility(page)

    opponent = (ask.text_content() or "").replace("Ask", "").strip()
    clicked = time.perf_counter()
    ask.click()
    # The chosen bot names its card; then the prompt asks for ours.
    expect(table.locator(PROMPT)).to_contain_text(f"{opponent} names", timeout=30_000)
    expect(table.locator(PROMPT)).to_contain_text("Click the card you answer with")
    asked = time.perf_counter() - clicked
    card = table.locator(HAND_CARD).first
    symbol = (card.get_attribute("data-cell") or "").removeprefix("card:")
    assert re.fullmatch(r"[A-Z][a-z]?", symbol), f"odd card id {symbol!r}"
    clicked = time.perf_counter()
    card.click()
    results = table.locator(RESULTS)
    expect(results).to_contain_text("wins Atomic Power", timeout=30_000)
    round_trip = time.perf_counter() - clicked
    text = results.text_content() or ""
    assert re.search(r"wins Atomic Power, so (you take|.+ takes) both cards", text), text

    bad = console.bad()
    assert not bad, "widget errors in the browser console:\n" + "\n".join(bad)
    errors_shown = page.locator(".jp-OutputArea-output", has_text="Error displaying widget")
    assert errors_shown.count() == 0, "an output says 'Error displaying widget'"

    total = time.perf_counter() - start
    report_timing("browser periodyx: server start", lab_server.started_in)
    report_timing("browser periodyx: page open + kernel idle", ready - start)
    report_timing("browser periodyx: run all cells until Ask is clickable", shown - ready)
    report_timing("browser periodyx: Ask -> the bot names its card", asked)
    report_timing("browser periodyx: click a card -> the turn's result", round_trip)
    report_timing("browser periodyx: whole test (after server start)", total)
