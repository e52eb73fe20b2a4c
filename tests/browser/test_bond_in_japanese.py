"""Bond! in Japanese (issue 13) in real JupyterLab and headless Chromium at a Chromebook's
1366x768: run notebooks/ja/bond.ipynb, play a turn by clicking (keep playing, choose a card,
discard), check that the game speaks Japanese (its prompts, the selection line, the buttons)
with no English sentence anywhere in the game area, that the page draws real Japanese glyphs
(not the empty boxes of a missing font), and take a screenshot. Without a Japanese font
installed it skips, as the other font tests do (CI, CHEMTEACH_REQUIRE_CJK_FONT=1, fails).

The screenshot is `bond-ja-1366x768.png` in $CHEMTEACH_SCREENSHOTS (default: the test's temp
folder); the test prints its path.
"""

from __future__ import annotations

import re
import time
from collections.abc import Callable
from pathlib import Path

import pytest

from tests.i18n.english import english_runs

from .conftest import BrowserPage, LabServer, check_accessibility, seed_notebook
from .test_bond_in_lab import (
    HAND_CARD,
    PILE_CARD,
    PLAY_CELL,
    SEEDED_CELL,
    SELECTED,
    TABLE,
    either,
    visible,
)

NOTEBOOK = "notebooks/ja/bond.ipynb"
CHROMEBOOK = {"width": 1366, "height": 768}
ATTEMPTS = 6  # turns to try until one reaches the discard (a bot may call Bond! at once)
JAPANESE = re.compile(r"[\u3040-\u30ff\u4e00-\u9fff]")
#: Words of the seed the Japanese table shows (the catalog's choices).
SEED_WORDS = ("結合！", "続ける")
#: Names on the table that are not sentences: the players.
NAMES = ["Ada"]
# Draws a text on a canvas in an element's font, and a character no font has (U+10FFFD, a
# private-use code point): if a Japanese character draws the same pixels, it is a missing glyph.
GLYPHS = """([selector, text]) => {
  const font = getComputedStyle(document.querySelector(selector)).fontFamily;
  const canvas = document.createElement('canvas');
  canvas.width = 48; canvas.height = 48;
  const pen = canvas.getContext('2d');
  pen.font = '32px ' + font;
  const draw = (t) => { pen.clearRect(0, 0, 48, 48); pen.fillText(t, 4, 38);
                        return Array.from(pen.getImageData(0, 0, 48, 48).data).join(','); };
  const missing = draw('\\u{10FFFD}');
  return {font, missing: Array.from(text).filter((c) => draw(c) === missing)};
}"""


@pytest.mark.browser
@pytest.mark.slow
def test_play_a_bond_turn_in_japanese_at_1366x768(
    cjk_font: str, lab_server: LabServer, browser_page: BrowserPage, shots: Path,
    report_timing: Callable[[str, float], None],
) -> None:
    from playwright.sync_api import expect

    start = time.perf_counter()
    page, console = browser_page.page, browser_page.console
    page.set_viewport_size(CHROMEBOOK)
    seed_notebook(lab_server.root / NOTEBOOK, PLAY_CELL, SEEDED_CELL)
    browser_page.open_notebook(lab_server, NOTEBOOK)
    browser_page.run_all_cells()
    table = page.locator(TABLE).first
    expect(table.locator(HAND_CARD).first).to_be_visible(timeout=120_000)
    table.scroll_into_view_if_needed()
    shown = time.perf_counter()
    check_accessibility(page)  # axe, and every Japanese text lang="ja" (issue 18, item 28)
    lang = page.evaluate("() => document.querySelector('.jp-Notebook').getAttribute('lang')")
    assert lang == "ja", f"the Japanese notebook says lang={lang!r}"

    keep = table.locator("button.bond-keep")
    discard = table.locator("button.bond-discard")
    next_round = table.locator("button.bond-next-round")
    let_stand = table.locator("button.bond-no-block")
    for word in SEED_WORDS:
        expect(table.locator("button", has_text=word).first).to_be_attached()
    played = None
    for _ in range(ATTEMPTS):
        if visible(next_round):  # a bot called Bond!: look at the results, then go on
            next_round.first.click()
        expect(either(table, "bond-keep", "bond-next-round")).to_be_visible(timeout=30_000)
        if visible(next_round):
            continue
        prompt = table.locator(".bond-prompt").first.inner_text()
        assert JAPANESE.search(prompt), f"the prompt is not Japanese: {prompt!r}"
        keep.first.click()
        expect(either(table, "bond-discard", "bond-next-round", "bond-no-block")).to_be_visible(
            timeout=30_000)
        if visible(let_stand):
            let_stand.first.click()
            continue
        if not visible(discard):
            continue
        pile_before = table.locator(PILE_CARD).count()
        card = table.locator(f"{HAND_CARD}[data-cell='hand-0']")
        chosen = card.get_attribute("data-card")
        clicked = time.perf_counter()
        card.click()
        expect(card).to_have_class(SELECTED, timeout=15_000)
        selection = table.locator(".bond-selection")
        expect(selection).to_contain_text(chosen)
        line = selection.inner_text()
        assert JAPANESE.search(line) and not english_runs(line, NAMES), line
        discard.first.click()
        expect(table.locator(f"{PILE_CARD}[data-card='{chosen}']").first).to_be_attached(
            timeout=30_000)
        assert table.locator(PILE_CARD).count() > pile_before
        played = time.perf_counter() - clicked
        break
    assert played is not None, f"no turn reached the discard in {ATTEMPTS} tries"
    expect(either(table, "bond-keep", "bond-next-round")).to_be_visible(timeout=30_000)

    text = table.inner_text()
    assert JAPANESE.search(text)
    english = english_runs(text, NAMES)
    assert not english, "English sentences in the Japanese game area:\n" + "\n".join(english)
    glyphs = page.evaluate(GLYPHS, [f"{TABLE} .bond-prompt", "結合手札山札捨てる続ける"])
    assert not glyphs["missing"], (
        f"no glyph for {glyphs['missing']} in the table's font {glyphs['font']!r}: "
        "install the CJK font (binder/apt.txt)")

    shot = shots / "bond-ja-1366x768.png"
    page.screenshot(path=str(shot))
    print(f"screenshot: {shot}")
    assert shot.stat().st_size > 10_000

    bad = console.bad()
    assert not bad, "widget errors in the browser console:\n" + "\n".join(bad)
    assert page.locator(".jp-OutputArea-output", has_text="Error displaying widget").count() == 0
    report_timing("bond in Japanese: run all cells until the hand is shown", shown - start)
    report_timing("bond in Japanese: choose, discard, bots' turn -> pile updated", played)
    report_timing("bond in Japanese: whole test (after server start)",
                  time.perf_counter() - start)
