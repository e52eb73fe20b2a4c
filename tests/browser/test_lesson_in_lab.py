"""A lesson as a teacher opens it in JupyterLab (issue 12): with the kit's server settings
(chemteach/jupyter_config/labconfig/, which Binder's postBuild installs), a lesson's Markdown
opens as a notebook, not in the text editor, both from a Binder link
(`lab/tree/notebooks/lessons/...md`, as the README's) and by a double click in the file browser.
Real JupyterLab, headless Chromium.
"""

from __future__ import annotations

import re
import shutil
from collections.abc import Iterator
from pathlib import Path

import pytest

from .conftest import REPO_ROOT, BrowserPage, LabServer

pytestmark = [pytest.mark.browser, pytest.mark.slow]

LINKED = "bond-valence.md"
DOUBLE_CLICKED = "polymer-chains-and-chance.md"


@pytest.fixture
def lab_with_binder_settings(shared_lab: LabServer) -> Iterator[LabServer]:
    """JupyterLab serving a copy of the lessons with the kit's server settings (those
    Binder's postBuild installs: jupyter_lab gives every test server the kit's settings),
    in a folder of the shared server."""
    server = shared_lab.folder()
    shutil.copytree(REPO_ROOT / "notebooks" / "lessons", server.root / "notebooks" / "lessons")
    yield server
    server.shutdown_kernels()


def test_a_lesson_opens_as_a_notebook_from_a_link_and_by_a_double_click(
    lab_with_binder_settings: LabServer, browser_page: BrowserPage, shots: Path,
) -> None:
    from playwright.sync_api import expect

    server, page = lab_with_binder_settings, browser_page.page

    # a Binder link's address: lab/tree/notebooks/lessons/bond-valence.md
    page.goto(server.tree_url(f"notebooks/lessons/{LINKED}"))
    panel = page.locator(".jp-NotebookPanel").first
    expect(panel).to_be_visible(timeout=90_000)
    expect(panel.locator(".jp-MarkdownCell h1").first).to_contain_text(
        "Bond!: covalent bonding and valence", timeout=30_000)
    expect(panel.locator(".jp-CodeCell").first).to_contain_text("lesson_rules")
    assert page.locator(".jp-FileEditor:visible").count() == 0, "the lesson opened as text"

    # a double click in the file browser (which shows the lesson's folder)
    item = page.locator(".jp-DirListing-item", has=page.locator(
        ".jp-DirListing-itemText", has_text=re.compile(rf"^{re.escape(DOUBLE_CLICKED)}$")))
    expect(item).to_be_visible(timeout=30_000)
    item.dblclick()
    tab = page.locator(".lm-TabBar-tab.jp-mod-current .lm-TabBar-tabLabel").first
    expect(tab).to_have_text(DOUBLE_CLICKED, timeout=30_000)
    current = page.locator(".jp-NotebookPanel:visible")
    expect(current.locator(".jp-MarkdownCell h1").first).to_contain_text(
        "Polymer Chains: chains, branching and chance", timeout=30_000)
    assert page.locator(".jp-FileEditor:visible").count() == 0, "the double click opened text"
    shot = shots / "lesson-in-lab-1400x1000.png"
    page.screenshot(path=str(shot))
    print(f"screenshot: {shot}")
