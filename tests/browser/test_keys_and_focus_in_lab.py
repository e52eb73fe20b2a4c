"""Issue 18, items 29, 32 and 33, in real JupyterLab and headless Chromium at 1366×768.

- `m` and `a` on a focused control of any widget the kit makes (an experiment's button,
  Bond!'s workshops) leave the notebook unchanged (item 29);
- after Bond! (the round's results) and after "Ask medium 1" (Periodyx) the focus is on the
  game, not lost to the page (item 32);
- ipywidgets' toggle buttons (English / 日本語, Bond!'s split chooser) say whether they are
  pressed (item 33).
"""

from __future__ import annotations

import json
import re
from collections.abc import Iterator
from typing import Any

import pytest

from .conftest import RUN_ALL, LabServer, wait_for_kernel

# The module's notebooks are a folder of the test process's shared JupyterLab (shared_lab).
pytestmark = [pytest.mark.browser, pytest.mark.slow]

CHROMEBOOK = {"width": 1366, "height": 768}
PAGES = {
    "kit_widgets": (
        "from IPython.display import display\n"
        "from chemteach.widgets.experiment import experiment_button\n"
        "from chemteach.games.bond.workshop import molecule_workshop, split_workshop\n"
        'display(experiment_button(lambda: print("played"), "Play 200 games of each", '
        "seconds=3))\n"
        'display(split_workshop("H H H H C C O N"))\n'
        'display(molecule_workshop("C2H6O"))'),
    "bond": ('from chemteach.games.bond.widget import play\n'
             'table = play(["Ada", "strong", "random"], seed=11, bot_delay=0.3)\ntable'),
    "periodyx": ('from chemteach.games.periodyx.widget import play\n'
                 'table = play(["Ada", "medium", "medium", "medium"], seed=3, bot_delay=0.3)\n'
                 'table'),
}
NOTEBOOK_STATE = """() => {
  const nb = window.jupyterapp.shell.currentWidget.content;
  return {types: nb.widgets.map((c) => c.model.type), count: nb.widgets.length};
}"""
#: Where the focus is: nothing (the page itself), or the element's tag, classes and text.
FOCUS = """() => {
  const a = document.activeElement;
  if (!a || a === document.body) return null;
  return {tag: a.tagName.toLowerCase(), classes: String(a.className.baseVal ?? a.className),
          text: (a.textContent || '').trim().slice(0, 80),
          label: a.getAttribute('aria-label') || '',
          inTable: Boolean(a.closest('.chemteach-table')),
          inResults: Boolean(a.closest('.bond-results')),
          inHand: Boolean(a.closest('.periodyx-hand-board'))};
}"""


def notebook(source: str) -> str:
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
    for name, source in PAGES.items():
        (server.root / f"{name}.ipynb").write_text(notebook(source))
    yield server
    server.shutdown_kernels()


def open_page(browser: Any, lab: LabServer, name: str, ready: str) -> Any:
    """A page with the one-cell notebook run, once `ready` (a selector) is visible."""
    context = browser.new_context(viewport=CHROMEBOOK)
    context.route(re.compile(r"^https?://(?!127\.0\.0\.1[:/])"),
                  lambda route: route.fulfill(status=204, body=""))
    page = context.new_page()
    page.goto(lab.tree_url(f"{name}.ipynb"))
    page.wait_for_selector(".jp-NotebookPanel", timeout=90_000)
    wait_for_kernel(page, lab)
    assert page.evaluate(RUN_ALL, 120_000) is True
    page.wait_for_selector(ready, timeout=90_000)
    return page


def wait_until_settled(page: Any) -> None:
    """No board busy and no bot thinking: the kernel has answered the last press."""
    page.wait_for_function(
        """() => !document.querySelector('.chemteach-svgboard.busy')
             && !(document.querySelector('.chemteach-status')?.textContent || '')
                 .includes('thinking')""", timeout=60_000)
    page.wait_for_timeout(400)  # the focus is seen to after the redraw (a timer of 0 ms)


def keys_stay_out_of_the_notebook(page: Any, control: Any) -> None:
    name = control.inner_text()
    control.focus()
    before = page.evaluate(NOTEBOOK_STATE)
    for key in ("m", "a", "b", "ArrowDown"):
        page.keyboard.press(key)
    page.wait_for_timeout(300)
    after = page.evaluate(NOTEBOOK_STATE)
    assert after == before, f"a key on the focused {name!r} reached the notebook: {after}"


def test_keys_on_any_kit_widget_stay_out_of_the_notebook(browser, lab):
    """Item 29: `m` on "Play 200 games of each" or on "Make molecule" changed the cell."""
    page = open_page(browser, lab, "kit_widgets", "button.bond-make-molecule")
    for selector in ("button:has-text('Play 200 games of each')", "button.bond-make-molecule",
                     "button.bond-add-C", ".bond-workshop-text input"):
        control = page.locator(selector).first
        control.wait_for(state="visible", timeout=30_000)
        if selector.endswith("input"):
            assert control.get_attribute("data-lm-suppress-shortcuts") == "true"
            continue  # typing in a box is typing (JupyterLab leaves boxes alone anyway)
        keys_stay_out_of_the_notebook(page, control)
    unmarked = page.evaluate("""() => Array.from(document.querySelectorAll(
        '.jp-OutputArea button, .jp-OutputArea input, .jp-OutputArea [tabindex]'))
        .filter((n) => !n.hasAttribute('data-lm-suppress-shortcuts'))
        .map((n) => n.outerHTML.slice(0, 80))""")
    assert unmarked == [], unmarked
    page.context.close()


def test_after_bond_the_focus_is_on_the_results_and_toggles_say_pressed(browser, lab):
    """Item 32: Bond! by keyboard, then the bots' decisions and the results: the focus was
    left on the page. Item 33: the split chooser and English / 日本語 say which is pressed."""
    page = open_page(browser, lab, "bond", ".bond-hand [data-cell]")
    wait_until_settled(page)
    bond = page.locator("button.bond-declare").first
    bond.focus()
    page.keyboard.press("Enter")
    page.locator(".bond-results").first.wait_for(state="visible", timeout=60_000)
    wait_until_settled(page)
    focus = page.evaluate(FOCUS)
    assert focus is not None, "after Bond! the focus was lost to the page"
    assert focus["inResults"] and focus["tag"] == "h2", focus
    assert "is over" in focus["text"], focus

    pressed = page.locator(".bond-hand-choice button")
    assert pressed.count() == 3
    states = [pressed.nth(i).get_attribute("aria-pressed") for i in range(3)]
    assert states == ["true", "false", "false"], states
    pressed.nth(1).click()
    page.wait_for_function("""() => document.querySelectorAll(
        '.bond-hand-choice button')[1].getAttribute('aria-pressed') === 'true'""",
                           timeout=30_000)
    assert pressed.nth(0).get_attribute("aria-pressed") == "false"
    language = page.locator(".chemteach-language button")
    assert [language.nth(i).get_attribute("aria-pressed")
            for i in range(language.count())] == ["true", "false"]
    page.context.close()


def test_after_asking_a_bot_the_focus_is_on_the_card_you_answer_with(browser, lab):
    """Item 32: "Ask medium 1" by keyboard; medium 1 names its card; the focus was left on
    the page instead of the hand, where the answer is chosen."""
    page = open_page(browser, lab, "periodyx", "button.periodyx-ask")
    wait_until_settled(page)
    ask = page.locator("button.periodyx-ask", has_text="Ask medium 1").first
    ask.focus()
    page.keyboard.press("Enter")
    page.locator(".chemteach-prompt", has_text="Click the card you answer with").first.wait_for(
        timeout=60_000)
    wait_until_settled(page)
    focus = page.evaluate(FOCUS)
    assert focus is not None, "after Ask medium 1 the focus was lost to the page"
    assert focus["inHand"] and "legal" in focus["classes"], focus
    hand = page.locator(".periodyx-hand-board").first
    assert hand.locator('[data-cell][tabindex="0"]').count() == 1, "one Tab stop in the hand"
    assert hand.locator('[data-cell]:focus').get_attribute("tabindex") == "0"
    page.keyboard.press("m")  # the focused card keeps JupyterLab's keys out too
    page.wait_for_timeout(300)
    assert page.evaluate(NOTEBOOK_STATE)["types"] == ["code"]
    page.context.close()
