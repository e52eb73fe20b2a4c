"""Issue 20 item 17 in headless Chromium: a molecule turned in 3D by the keyboard and by a
mouse drag, named for a screen reader, with no request leaving the machine; in JupyterLab
(a viewer and the molecule workshop's "Turn in 3D") and in Voila (the hint book in 3D)."""

from __future__ import annotations

import json
import os
import re
import secrets
import subprocess
import sys
import time
import urllib.error
import urllib.request
from pathlib import Path
from typing import Any

import pytest

from ..conftest import REPO_ROOT, jupyter_env
from .conftest import (
    SERVER_START_TIMEOUT,
    free_port,
    stop_group,
)

pytestmark = [pytest.mark.browser, pytest.mark.slow]

LAB_SOURCE = ['from chemteach.widgets.molecule3d import molecule_3d\n'
              'view = molecule_3d("N", "Ammonia")\nview',
              'from chemteach.games.bond.workshop import molecule_workshop\n'
              'molecule_workshop("H2O")']
VOILA_SOURCE = ['from chemteach.games.bond.workshop import hint_book_3d\nhint_book_3d()']
#: Where each ball of the n-th view is drawn, and the turn the picture says it shows.
DRAWING = """(n) => {
  const svg = document.querySelectorAll('.chemteach-mol3d-view svg')[n];
  return {balls: Array.from(svg.querySelectorAll('circle')).map(
            (c) => [c.getAttribute('data-atom'), c.getAttribute('cx'), c.getAttribute('cy'),
                    c.getAttribute('r')]).sort().join(' '),
          yaw: svg.getAttribute('data-yaw'), pitch: svg.getAttribute('data-pitch'),
          zoom: svg.getAttribute('data-zoom')};
}"""
HERE = re.compile(r"^((https?|wss?)://127\.0\.0\.1[:/]|data:|blob:|about:)")


def notebook(sources: list[str]) -> str:
    return json.dumps({
        "cells": [{"cell_type": "code", "execution_count": None, "metadata": {},
                   "outputs": [], "source": source} for source in sources],
        "metadata": {"kernelspec": {"name": "python3", "display_name": "Python 3",
                                    "language": "python"}},
        "nbformat": 4, "nbformat_minor": 5})


def turn_it(page: Any, n: int, label: str) -> None:
    """The n-th 3D view: named `label` (a regular expression), turned by the arrow keys, zoomed
    by +, turned by a drag; the drawing changes each time; the focus ring shows."""
    from playwright.sync_api import expect

    view = page.locator(".chemteach-mol3d-view").nth(n)
    expect(view).to_be_visible(timeout=60_000)
    expect(view).to_have_attribute("aria-label", re.compile(label), timeout=30_000)
    name = view.get_attribute("aria-label")
    assert view.get_attribute("data-lm-suppress-shortcuts") == "true"
    expect(page.locator(".chemteach-mol3d-words").nth(n)).to_have_text(name)

    start = page.evaluate(DRAWING, n)
    view.focus()
    page.keyboard.press("ArrowRight")
    page.keyboard.press("ArrowDown")
    turned = page.evaluate(DRAWING, n)
    assert turned["balls"] != start["balls"]
    assert turned["yaw"] != start["yaw"] and turned["pitch"] != start["pitch"]
    page.keyboard.press("+")
    zoomed = page.evaluate(DRAWING, n)
    assert float(zoomed["zoom"]) > float(turned["zoom"]) and zoomed["balls"] != turned["balls"]
    # the keys pressed on it make its focus ring show (:focus-visible)
    assert page.evaluate("() => document.activeElement.classList.contains("
                         "'chemteach-mol3d-view')")
    assert page.evaluate("() => document.activeElement.matches(':focus-visible') && "
                         "getComputedStyle(document.activeElement).outlineStyle === 'solid'")

    view.scroll_into_view_if_needed()
    box = view.bounding_box()
    x, y = box["x"] + box["width"] / 2, box["y"] + box["height"] / 2
    page.mouse.move(x, y)
    page.mouse.down()
    page.mouse.move(x + 60, y + 25, steps=6)
    page.mouse.up()
    dragged = page.evaluate(DRAWING, n)
    assert dragged["balls"] != zoomed["balls"] and dragged["yaw"] != zoomed["yaw"]


def test_a_molecule_turns_by_keyboard_and_mouse_in_jupyterlab(lab_server, browser_page):
    (lab_server.root / "mol3d.ipynb").write_text(notebook(LAB_SOURCE))
    page = browser_page.page
    away: list[str] = []
    page.on("request", lambda r: None if HERE.match(r.url) else away.append(r.url))
    browser_page.open_notebook(lab_server, "mol3d.ipynb")
    browser_page.run_all_cells()
    turn_it(page, 0, r"^Ammonia, NH3: trigonal pyramidal, H-N-H 10\d\.\d°$")

    cells = "() => window.jupyterapp.shell.currentWidget.content.widgets.length"
    before = page.evaluate(cells)
    page.locator(".chemteach-mol3d-view").first.focus()
    page.keyboard.press("a")  # JupyterLab's "add a cell above" stays out
    page.keyboard.press("m")
    assert page.evaluate(cells) == before

    page.locator(".bond-turn-3d").click()  # the workshop's "Turn in 3D"
    turn_it(page, 1, r"^Water, H2O: bent, H-O-H 10\d\.\d°$")
    assert not away, f"requests left the machine: {away}"
    assert not browser_page.console.bad(), browser_page.console.bad()


def test_the_hint_book_turns_in_voila(browser: Any, tmp_path: Path):
    from playwright.sync_api import expect

    root = tmp_path / "root"
    root.mkdir()
    (root / "hints3d.ipynb").write_text(notebook(VOILA_SOURCE))
    env = {k: v for k, v in os.environ.items() if k != "JUPYTER_TOKEN"}
    env.update(jupyter_env(tmp_path / "jupyter"))
    env["PYTHONPATH"] = os.pathsep.join([str(REPO_ROOT), env.get("PYTHONPATH", "")])
    port, token = free_port(), secrets.token_urlsafe(24)
    log = tmp_path / "voila.log"
    with log.open("wb") as out:
        process = subprocess.Popen(
            [sys.executable, "-m", "voila", str(root), "--no-browser", "--Voila.ip=127.0.0.1",
             f"--port={port}", "--Voila.port_retries=0", f"--token={token}",
             "--ServerApp.allow_root=True"],
            cwd=root, env=env, stdout=out, stderr=subprocess.STDOUT, stdin=subprocess.DEVNULL,
            start_new_session=True)
    url = f"http://127.0.0.1:{port}"
    try:
        deadline = time.monotonic() + SERVER_START_TIMEOUT
        while True:
            assert process.poll() is None, log.read_text(errors="replace")[-3000:]
            try:
                with urllib.request.urlopen(f"{url}/voila/tree?token={token}", timeout=5):
                    break
            except (urllib.error.URLError, ConnectionError, TimeoutError):
                assert time.monotonic() < deadline, log.read_text(errors="replace")[-3000:]
                time.sleep(0.25)
        context = browser.new_context(viewport={"width": 1366, "height": 768})
        try:
            away: list[str] = []
            # Voila's own page asks a CDN for icon styles (BROWSER-TESTING.md): answered
            # empty here, and listed, so that the viewer's requests are told apart.
            context.route(re.compile(r"^https?://(?!127\.0\.0\.1[:/])"),
                          lambda route: (away.append(route.request.url),
                                         route.fulfill(status=204, body="")))
            page = context.new_page()
            messages: list[str] = []
            page.on("console", lambda m: messages.append(f"{m.type}: {m.text}"))
            page.goto(f"{url}/voila/render/hints3d.ipynb?token={token}", timeout=300_000)
            picker = page.locator(".chemteach-mol3d-picker select")
            expect(picker).to_be_visible(timeout=120_000)
            picker.select_option(label="Methane")
            turn_it(page, 0, r"^Methane, CH4: tetrahedral, H-C-H 109\.\d°$")
        finally:
            context.close()
        ours = [u for u in away if not re.search(r"font-?awesome|\.css(\?|$)", u)]
        assert not ours, f"the viewer asked another host for {ours}"
        assert not [m for m in messages if "error displaying widget" in m.lower()], messages
    finally:
        stop_group(process)
