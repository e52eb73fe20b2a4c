"""Issue 20 item 17 in real JupyterLab and headless Chromium: a molecule turned in 3D by the
keyboard and by a mouse drag, named for a screen reader, with no request leaving the machine."""

from __future__ import annotations

import json
import re

import pytest

from .conftest import require_browser

pytestmark = [pytest.mark.browser, pytest.mark.slow, pytest.mark.xdist_group("mol3d-in-lab")]

SOURCE = ('from chemteach.widgets.molecule3d import molecule_3d\n'
          'view = molecule_3d("N", "Ammonia")\nview')
#: Where each ball is drawn, and the angles the picture says it is turned by.
DRAWING = """() => {
  const svg = document.querySelector('.chemteach-mol3d-view svg');
  return {balls: Array.from(svg.querySelectorAll('circle')).map(
            (c) => [c.getAttribute('data-atom'), c.getAttribute('cx'), c.getAttribute('cy'),
                    c.getAttribute('r')]).sort().join(' '),
          yaw: svg.getAttribute('data-yaw'), pitch: svg.getAttribute('data-pitch'),
          zoom: svg.getAttribute('data-zoom')};
}"""


def test_a_molecule_turns_by_keyboard_and_mouse_offline(lab_server, browser_page):
    require_browser()
    from playwright.sync_api import expect

    (lab_server.root / "mol3d.ipynb").write_text(json.dumps({
        "cells": [{"cell_type": "code", "execution_count": None, "metadata": {},
                   "outputs": [], "source": SOURCE}],
        "metadata": {"kernelspec": {"name": "python3", "display_name": "Python 3",
                                    "language": "python"}},
        "nbformat": 4, "nbformat_minor": 5}))
    page = browser_page.page
    away: list[str] = []
    page.on("request", lambda r: away.append(r.url)
            if not re.match(r"^(https?|wss?)://127\.0\.0\.1[:/]|^(data|blob):", r.url) else None)
    browser_page.open_notebook(lab_server, "mol3d.ipynb")
    browser_page.run_all_cells()
    view = page.locator(".chemteach-mol3d-view")
    expect(view).to_be_visible(timeout=60_000)
    expect(page.locator(".chemteach-mol3d-view circle")).to_have_count(4, timeout=30_000)

    # the text alternative: the picture's name and the line under it
    label = view.get_attribute("aria-label")
    assert re.fullmatch(r"Ammonia, NH3: trigonal pyramidal, H-N-H 10\d\.\d°", label), label
    assert view.get_attribute("data-lm-suppress-shortcuts") == "true"
    expect(page.locator(".chemteach-mol3d-words")).to_have_text(label)

    # the keyboard: Tab-reachable, a focus ring, arrows turn it, + zooms
    start = page.evaluate(DRAWING)
    view.focus()
    page.keyboard.press("ArrowRight")
    page.keyboard.press("ArrowDown")
    turned = page.evaluate(DRAWING)
    assert turned["balls"] != start["balls"]
    assert turned["yaw"] != start["yaw"] and turned["pitch"] != start["pitch"]
    page.keyboard.press("+")
    zoomed = page.evaluate(DRAWING)
    assert float(zoomed["zoom"]) > float(turned["zoom"]) and zoomed["balls"] != turned["balls"]
    cells_before = page.evaluate(
        "() => window.jupyterapp.shell.currentWidget.content.widgets.length")
    page.keyboard.press("a")  # JupyterLab's "add a cell above" stays out
    page.keyboard.press("m")
    assert page.evaluate(
        "() => window.jupyterapp.shell.currentWidget.content.widgets.length") == cells_before
    page.keyboard.press("Tab")
    page.keyboard.press("Shift+Tab")
    assert page.evaluate("() => document.activeElement.classList.contains("
                         "'chemteach-mol3d-view')")
    outline = page.evaluate("() => getComputedStyle(document.activeElement).outlineStyle")
    assert outline == "solid"

    # the mouse: a drag across the picture turns it
    box = view.bounding_box()
    x, y = box["x"] + box["width"] / 2, box["y"] + box["height"] / 2
    page.mouse.move(x, y)
    page.mouse.down()
    page.mouse.move(x + 60, y + 25, steps=6)
    page.mouse.up()
    dragged = page.evaluate(DRAWING)
    assert dragged["balls"] != zoomed["balls"] and dragged["yaw"] != zoomed["yaw"]

    assert not away, f"requests left the machine: {away}"
    assert not browser_page.console.bad(), browser_page.console.bad()
