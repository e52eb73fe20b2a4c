"""The class results notebook in real JupyterLab and headless Chromium at 1366x768: the
Periodyx table's last column can be read (issue 18 item 15: it was cut off)."""

from __future__ import annotations

import pytest

from .conftest import BrowserPage, LabServer

NOTEBOOK = "notebooks/teacher/class_results.ipynb"

#: The Periodyx details table's last header cell as the page first shows it: its box, and the
#: box of the cell's output area (a teacher does not find a sideways scroll bar at the end
#: of a long table); then, after every box around it that scrolls sideways was scrolled to
#: its end, every box around it that cuts it off (for narrower windows).
LAST_COLUMN = """() => {
  const table = [...document.querySelectorAll('.jp-OutputArea-output table')]
    .find((t) => t.caption && t.caption.textContent.trim() === 'Periodyx');
  if (!table) return null;
  const cells = table.querySelectorAll('thead th');
  const last = cells[cells.length - 1];
  const first = last.getBoundingClientRect();
  const area = table.closest('.jp-OutputArea-output').getBoundingClientRect();
  for (let box = last.parentElement; box; box = box.parentElement) {
    if (box.scrollWidth > box.clientWidth) box.scrollLeft = box.scrollWidth;
  }
  const cell = last.getBoundingClientRect();
  const cuts = [];
  for (let box = last.parentElement; box && box !== document.body; box = box.parentElement) {
    if (getComputedStyle(box).overflowX === 'visible') continue;
    const r = box.getBoundingClientRect();
    if (cell.right > r.right + 1 || cell.left < r.left - 1) {
      cuts.push(`${box.tagName}.${box.className} [${r.left}, ${r.right}]`);
    }
  }
  return {text: last.textContent, shown: [first.left, first.right],
          area: [area.left, area.right], cuts};
}"""


@pytest.mark.browser
@pytest.mark.slow
def test_class_results_periodyx_table_last_column_can_be_read(
    lab_server: LabServer, browser_page: BrowserPage,
) -> None:
    from playwright.sync_api import expect

    page = browser_page.page
    page.set_viewport_size({"width": 1366, "height": 768})
    browser_page.open_notebook(lab_server, NOTEBOOK)
    browser_page.run_all_cells()
    expect(page.locator("caption", has_text="Periodyx").first).to_be_attached(timeout=120_000)
    page.locator("caption", has_text="Periodyx").first.scroll_into_view_if_needed()
    found = page.evaluate(LAST_COLUMN)
    assert found is not None, "no Periodyx table in the notebook's output"
    assert found["text"] == "Total"
    assert not found["cuts"], f"the last column is cut off by {found['cuts']} ({found})"
    assert found["shown"][1] <= found["area"][1], f"the last column is off the side: {found}"
