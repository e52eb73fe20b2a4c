"""The Japanese game notebooks in real JupyterLab (issue 18, items 28 and 30): each notebook,
run top to bottom, marks itself lang="ja", shows no axe-core violation in the kit's markup
(its pictures have words) and no Japanese text outside lang="ja". Bond! in Japanese is
played in test_bond_in_japanese.py."""

from __future__ import annotations

import pytest

from .conftest import BrowserPage, LabServer, check_accessibility

NOTEBOOKS = ["polymer_chains", "periodyx", "chemistry_monopoly"]


@pytest.mark.browser
@pytest.mark.slow
@pytest.mark.parametrize("name", NOTEBOOKS)
def test_a_japanese_notebook_is_read_in_japanese(
    lab_server: LabServer, browser_page: BrowserPage, name: str,
) -> None:
    from playwright.sync_api import expect

    page = browser_page.page
    page.set_viewport_size({"width": 1366, "height": 768})
    browser_page.open_notebook(lab_server, f"notebooks/ja/{name}.ipynb")
    browser_page.run_all_cells()
    board = page.locator(".chemteach-table .chemteach-svgboard [data-cell]").first
    expect(board).to_be_visible(timeout=120_000)
    page.wait_for_function("() => !document.querySelector('.chemteach-svgboard.busy')",
                           timeout=60_000)
    lang = page.evaluate("() => document.querySelector('.jp-Notebook').getAttribute('lang')")
    assert lang == "ja", f"the Japanese notebook says lang={lang!r}"
    check_accessibility(page)
