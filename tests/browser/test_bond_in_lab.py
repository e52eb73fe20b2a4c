"""Bond! in real JupyterLab and headless Chromium: run the notebook, play a turn by clicking."""

from __future__ import annotations

import re
import time
from collections.abc import Callable

import pytest

from .conftest import BrowserPage, LabServer, check_accessibility, seed_notebook

NOTEBOOK = "notebooks/bond.ipynb"

# The Bond! widget's contract (chemteach.games.bond.widget and view): the game sits in a
# `.chemteach-table`; the player's hand is an SvgBoard `.bond-hand` whose cards are
# `[data-cell="hand-<i>"]` groups carrying `data-card` and, when chosen, the class `selected`;
# the discard pile is `.bond-pile` with `[data-cell="pile-<i>"]` cards; the buttons carry the
# classes bond-declare, bond-keep, bond-discard, bond-no-block and bond-next-round; the
# side panel `.bond-info` names the last discards.
TABLE = ".chemteach-table"
HAND_CARD = ".bond-hand [data-cell^='hand-']"
PILE_CARD = ".bond-pile [data-cell^='pile-']"
SELECTED = re.compile(r"\bselected\b")
ATTEMPTS = 6  # turns to try until one reaches the discard (a bot may call Bond! at once)
# The game cell of the notebook, and the same game with a seed, so the first turn is known
# (any bot may call Bond! at once). Only the test's copy of the notebook is changed.
PLAY_CELL = 'play(["Ada", "medium", "medium", "medium"])'
SEEDED_CELL = 'play(["Ada", "strong", "strong", "random"], seed=8)'


def visible(locator) -> bool:
    """Whether the first element of a locator is on screen now (no waiting)."""
    return locator.count() > 0 and locator.first.is_visible()


def either(table, *classes: str):
    """The first of these buttons that is visible (hidden ones stay in the page)."""
    return table.locator(", ".join(f"button.{c}:visible" for c in classes)).first


@pytest.mark.browser
@pytest.mark.slow
def test_play_a_turn_by_clicking_cards(
    lab_server: LabServer, browser_page: BrowserPage,
    report_timing: Callable[[str, float], None],
) -> None:
    from playwright.sync_api import expect

    start = time.perf_counter()
    page, console = browser_page.page, browser_page.console
    seed_notebook(lab_server.root / NOTEBOOK, PLAY_CELL, SEEDED_CELL)
    browser_page.open_notebook(lab_server, NOTEBOOK)
    ready = time.perf_counter()

    browser_page.run_all_cells()
    table = page.locator(TABLE).first
    expect(table.locator(HAND_CARD).first).to_be_visible(timeout=120_000)
    shown = time.perf_counter()
    hint_figures = page.locator(".bond-hint-book figure.bond-hint svg")
    assert hint_figures.count() > 40, "the hint book grid is not drawn"
    expect(page.locator(".bond-workshop-output figure.bond-isomer").first).to_be_visible()
    check_accessibility(page)

    keep = table.locator("button.bond-keep")
    discard = table.locator("button.bond-discard")
    next_round = table.locator("button.bond-next-round")
    let_stand = table.locator("button.bond-no-block")
    clicked = None
    for _ in range(ATTEMPTS):
        if visible(next_round):  # a bot called Bond!: look at the results, then go on
            next_round.first.click()
        expect(either(table, "bond-keep", "bond-next-round")).to_be_visible(timeout=30_000)
        if visible(next_round):
            continue
        keep.first.click()
        expect(either(table, "bond-discard", "bond-next-round", "bond-no-block")).to_be_visible(
            timeout=30_000)
        if visible(let_stand):
            let_stand.first.click()
            continue
        if not visible(discard):
            continue
        hand_before = [c.get_attribute("data-card") for c in table.locator(HAND_CARD).all()]
        pile_before = table.locator(PILE_CARD).count()
        card = table.locator(f"{HAND_CARD}[data-cell='hand-0']")
        chosen = card.get_attribute("data-card")
        clicked = time.perf_counter()
        card.click()
        expect(table.locator(f"{HAND_CARD}[data-cell='hand-0']")).to_have_class(
            SELECTED, timeout=15_000)
        selected_in = time.perf_counter() - clicked
        expect(table.locator(".bond-selection")).to_contain_text("you may discard this")
        discard.first.click()
        # every player's discard lands on the pile once the (hidden) discards are all in
        expect(table.locator(".bond-info")).to_contain_text(f"Ada: {chosen}", timeout=30_000)
        assert table.locator(PILE_CARD).count() > pile_before
        expect(table.locator(f"{PILE_CARD}[data-card='{chosen}']").first).to_be_attached()
        hand_after = [c.get_attribute("data-card") for c in table.locator(HAND_CARD).all()]
        assert len(hand_after) == len(hand_before) == 8
        break
    assert clicked is not None, f"no turn reached the discard in {ATTEMPTS} tries"
    turn_done = time.perf_counter() - clicked

    bad = console.bad()
    assert not bad, "widget errors in the browser console:\n" + "\n".join(bad)
    errors_shown = page.locator(".jp-OutputArea-output", has_text="Error displaying widget")
    assert errors_shown.count() == 0, "an output says 'Error displaying widget'"

    total = time.perf_counter() - start
    report_timing("bond browser: server start", lab_server.started_in)
    report_timing("bond browser: page open + kernel idle", ready - start)
    report_timing("bond browser: run all cells until the hand is shown", shown - ready)
    report_timing("bond browser: click a card -> shown selected", selected_in)
    report_timing("bond browser: select, discard, bots' turn -> pile updated", turn_done)
    report_timing("bond browser: whole test (after server start)", total)
