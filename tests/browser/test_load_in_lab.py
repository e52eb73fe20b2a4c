"""Load game in real JupyterLab and headless Chromium: the button's label, a file chosen.

The 'Load game' button is chemteach's own small widget (ipywidgets' FileUpload always
read "Load game (0)", issue 8 item 4). Choosing a file must send it to Python, load the
game and, for rules that are not the kit's defaults, say so (issue 7 item 7).
"""

from __future__ import annotations

import re

import pytest

from chemteach.core import dumps
from chemteach.games.polymer import PolymerChains

from .conftest import BrowserPage, LabServer, check_accessibility

NOTEBOOK = "notebooks/polymer_chains.ipynb"
#: The focused element's outline as drawn (its box grown by outline width and offset), and
#: every box around it that clips its overflow and cuts into that outline.
FOCUS_OUTLINE = """() => {
  const el = document.activeElement;
  if (!el || el === document.body) return null;
  const style = getComputedStyle(el);
  const grow = parseFloat(style.outlineWidth || 0) + parseFloat(style.outlineOffset || 0);
  const r = el.getBoundingClientRect();
  const ring = [r.left - grow, r.top - grow, r.right + grow, r.bottom + grow];
  const cuts = [];
  for (let box = el.parentElement; box && box !== document.body; box = box.parentElement) {
    const s = getComputedStyle(box);
    if (s.overflowX === 'visible' && s.overflowY === 'visible') continue;
    const b = box.getBoundingClientRect();
    if (ring[0] < b.left - 0.5 || ring[1] < b.top - 0.5 || ring[2] > b.right + 0.5
        || ring[3] > b.bottom + 0.5) {
      cuts.push((box.className || box.tagName).toString().slice(0, 80));
    }
    if (box.classList.contains('jp-OutputArea-output')) break;
  }
  return {style: style.outlineStyle, width: style.outlineWidth, cuts,
          visible: el.matches(':focus-visible'), label: el.textContent.trim()};
}"""


@pytest.mark.browser
@pytest.mark.slow
def test_load_a_saved_game_with_the_load_button(
    lab_server: LabServer, browser_page: BrowserPage, tmp_path,
) -> None:
    from playwright.sync_api import expect

    game = PolymerChains(["Ada", "Ben"], rules={"target_score": 60}, seed=11)
    for _ in range(4):
        (p,) = game.to_move()
        game.apply(p, game.legal_actions(p)[0])
    save = tmp_path / "polymer-Ada-Ben.json"
    save.write_text(dumps(game))

    page = browser_page.page
    browser_page.open_notebook(lab_server, NOTEBOOK)
    browser_page.run_all_cells()
    button = page.locator(".chemteach-load-button").first
    expect(button).to_be_visible(timeout=180_000)
    expect(button).to_have_text(re.compile(r"^\s*Load game\s*$"))

    # issue 18, item 27: Tab from Save game reaches Load game, whose focus ring shows whole
    page.locator(".chemteach-save-button").first.focus()
    page.keyboard.press("Tab")
    ring = page.evaluate(FOCUS_OUTLINE)
    assert ring is not None and ring["label"] == "Load game", f"Tab went to {ring}"
    assert ring["visible"] and ring["style"] != "none", f"Load game shows no focus ring: {ring}"
    assert not ring["cuts"], f"the focus ring of Load game is cut by {ring['cuts']}"
    check_accessibility(page)

    page.locator(".chemteach-load input[type=file]").first.set_input_files(str(save))
    status = page.locator(".chemteach-status").first
    expect(status).to_contain_text("Loaded a saved game: 4 moves so far", timeout=60_000)
    expect(status).to_contain_text("target_score = 60")
    expect(page.locator(".chemteach-house-rules").first).to_contain_text("target_score = 60")
    bad = browser_page.console.bad()
    assert not bad, "widget errors in the browser console:\n" + "\n".join(bad)
