"""The server `chemteach lab` (and so `python3 kit.py lab`) starts is the class server of
Binder and docs/teachers.md: the same addresses, the same settings (chemteach/server_config.py).

The server is started with exactly the command and environment `chemteach lab` builds (its
subprocess call is caught and the command run here, on a free port with a token). Its
addresses are the documented ones: `/lab/tree/notebooks/...` for JupyterLab and
`/voila/render/notebooks/...` for an app, a lesson's too, without the lab-only cells; a
lesson's Markdown opens as a Jupytext notebook by default. In the browser, an app page logs
no console error, typesets math with the MathJax the page ships, and closing it frees its
kernel within seconds (not at the 15-minute cull).
"""

from __future__ import annotations

import json
import os
import re
import secrets
import shutil
import subprocess
import time
import urllib.error
import urllib.request
from collections.abc import Iterator
from pathlib import Path
from typing import Any

import pytest

from ..conftest import REPO_ROOT, jupyter_env
from .conftest import (
    SERVER_START_TIMEOUT,
    LabServer,
    console_errors,
    free_port,
    offline_context,
    stop_group,
)

pytestmark = [pytest.mark.slow, pytest.mark.xdist_group("kit-lab-server")]

#: Text of the lab-only cells (game notebooks and lessons) that an app must never show.
LAB_ONLY_TEXT = re.compile(r"Shift \+ Enter|Notes for the teacher|Answers to the discussion"
                           r"|Run All Cells")
LESSON = "notebooks/lessons/bond-valence.md"
GAME = "notebooks/polymer_chains.ipynb"
DOC_MANAGER = "@jupyterlab/docmanager-extension:plugin"
#: A page of the test's own: a formula to typeset, and a widget.
MATH_NOTEBOOK = {
    "cells": [
        {"cell_type": "markdown", "id": "m1", "metadata": {},
         "source": "Water is $\\mathrm{H_2O}$."},
        {"cell_type": "code", "id": "m2", "metadata": {}, "execution_count": None,
         "outputs": [], "source": "import ipywidgets\nipywidgets.Button(description='ok')"},
    ],
    "metadata": {"kernelspec": {"name": "python3", "display_name": "Python 3",
                                "language": "python"}},
    "nbformat": 4, "nbformat_minor": 5,
}
#: How long a closed page's kernel may take to go: generous for a loaded machine, far
#: below the 15-minute cull that caught it before.
KERNEL_GONE_WITHIN = 120.0


def chemteach_lab_command(root: Path, extra: list[str]) -> tuple[list[str], dict[str, str]]:
    """The command and environment `chemteach lab --root ROOT EXTRA` runs (caught, not run)."""
    from chemteach import cli

    caught: dict[str, Any] = {}

    def call(cmd: list[str], cwd: Any = None, env: dict[str, str] | None = None) -> int:
        caught.update(cmd=list(cmd), cwd=cwd, env=dict(env or os.environ))
        return 0

    with pytest.MonkeyPatch.context() as patch:
        patch.setattr(cli.subprocess, "call", call)
        assert cli.main(["lab", "--root", str(root), *extra]) == 0
    assert Path(caught["cwd"]) == root
    return caught["cmd"], caught["env"]


@pytest.fixture(scope="module")
def kit_lab(tmp_path_factory: pytest.TempPathFactory) -> Iterator[LabServer]:
    """The server `chemteach lab` starts, serving a copy of the kit's notebooks."""
    base = tmp_path_factory.mktemp("kit-lab")
    root = base / "root"
    shutil.copytree(REPO_ROOT / "notebooks", root / "notebooks",
                    ignore=shutil.ignore_patterns(".ipynb_checkpoints"))
    (root / "notebooks" / "math.ipynb").write_text(json.dumps(MATH_NOTEBOOK))
    port, token = free_port(), secrets.token_urlsafe(24)
    env = {k: v for k, v in os.environ.items() if k != "JUPYTER_TOKEN"}
    env.update(jupyter_env(base / "jupyter"))
    env["PYTHONPATH"] = os.pathsep.join([str(REPO_ROOT), env.get("PYTHONPATH", "")])
    with pytest.MonkeyPatch.context() as patch:
        for name, value in env.items():
            patch.setenv(name, value)
        cmd, run_env = chemteach_lab_command(root, [
            "--no-browser", "--ServerApp.ip=127.0.0.1", f"--port={port}",
            "--ServerApp.port_retries=0", f"--IdentityProvider.token={token}",
            "--LabApp.extension_manager=readonly"])  # as root, chemteach lab adds allow_root
    log = base / "server.log"
    with log.open("wb") as out:
        process = subprocess.Popen(cmd, cwd=root, env=run_env, stdout=out,
                                   stderr=subprocess.STDOUT, stdin=subprocess.DEVNULL,
                                   start_new_session=True)
    server = LabServer(f"http://127.0.0.1:{port}", token, root, process, log)
    try:
        deadline = time.monotonic() + SERVER_START_TIMEOUT
        while True:
            if process.poll() is not None:
                pytest.fail(f"chemteach lab's server exited with {process.returncode}:\n"
                            f"{server.tail()}")
            try:
                with urllib.request.urlopen(f"{server.url}/api/status?token={token}",
                                            timeout=5) as reply:
                    if reply.status == 200:
                        break
            except (urllib.error.URLError, ConnectionError, TimeoutError):
                pass
            if time.monotonic() > deadline:
                pytest.fail(f"chemteach lab's server not ready in {SERVER_START_TIMEOUT:.0f} s:"
                            f"\n{server.tail()}")
            time.sleep(0.25)
        yield server
    finally:
        stop_group(process)


def get(server: LabServer, path: str) -> tuple[int, str]:
    """GET an address of the server with its token: the status and the page."""
    sep = "&" if "?" in path else "?"
    try:
        with urllib.request.urlopen(f"{server.url}{path}{sep}token={server.token}") as reply:
            return reply.status, reply.read().decode()
    except urllib.error.HTTPError as exc:
        return exc.code, exc.read().decode(errors="replace")


def kernels(server: LabServer) -> list[str]:
    """The ids of the server's running kernels."""
    status, body = get(server, "/api/kernels")
    assert status == 200, body
    return [k["id"] for k in json.loads(body)]


def test_chemteach_lab_serves_the_documented_addresses(kit_lab: LabServer) -> None:
    with urllib.request.urlopen(f"{kit_lab.url}/?token={kit_lab.token}") as reply:
        landed = reply.geturl()
    assert "/lab/tree/notebooks/index.ipynb" in landed, f"the server opens on {landed}"
    status, _ = get(kit_lab, "/lab/tree/notebooks/index.ipynb")
    assert status == 200, "JupyterLab's address of the index is not /lab/tree/notebooks/..."
    status, body = get(kit_lab, "/api/contents/notebooks/index.ipynb?content=0")
    assert status == 200, body
    for page in (LESSON, GAME):
        status, html = get(kit_lab, f"/voila/render/{page}")
        assert status == 200, f"/voila/render/{page} answered {status}:\n{kit_lab.tail()}"
        assert "application/vnd.jupyter.widget-view+json" in html, (
            f"/voila/render/{page} shows no game")
        shown = LAB_ONLY_TEXT.search(html)
        assert shown is None, f"/voila/render/{page} shows lab-only text {shown.group(0)!r}"


def test_chemteach_lab_opens_a_lesson_as_a_notebook(kit_lab: LabServer) -> None:
    status, body = get(kit_lab, f"/lab/api/settings/{DOC_MANAGER}")
    assert status == 200, body
    viewers = json.loads(body)["schema"]["properties"]["defaultViewers"]["default"]
    assert viewers.get("markdown") == "Jupytext Notebook", viewers


@pytest.mark.browser
def test_closing_an_app_page_frees_its_kernel_and_the_page_logs_no_error(
    kit_lab: LabServer, browser: Any, tmp_path: Path,
) -> None:
    """A game as an app: no console error while it loads and plays; the page closed (as a
    student closes the tab), its kernel is gone within seconds. The test's own page with a
    formula: typeset by the page's MathJax (no CDN), no console error either."""
    # Offline machine: anything off this host is answered at once (the page needs none).
    context = offline_context(browser, viewport={"width": 1366, "height": 768})
    messages: list[str] = []
    try:
        before = set(kernels(kit_lab))
        page = context.new_page()
        page.on("console", lambda msg: messages.append(f"{msg.type}: {msg.text}"))
        page.on("pageerror", lambda exc: messages.append(f"pageerror: {exc}"))
        page.goto(f"{kit_lab.url}/voila/render/{GAME}?token={kit_lab.token}",
                  timeout=300_000)
        page.wait_for_selector(".chemteach-table .chemteach-svgboard", timeout=300_000)
        page.wait_for_function(
            "() => !document.querySelector('.chemteach-svgboard.busy')", timeout=120_000)
        mine = set(kernels(kit_lab)) - before
        assert len(mine) == 1, f"the app page's kernel is not listed: {mine}"
        page.close(run_before_unload=True)
        deadline = time.monotonic() + KERNEL_GONE_WITHIN
        while mine & set(kernels(kit_lab)):
            assert time.monotonic() < deadline, (
                f"the closed page's kernel still runs after {KERNEL_GONE_WITHIN:.0f} s:\n"
                f"{kit_lab.tail()}")
            time.sleep(0.5)

        page = context.new_page()
        page.on("console", lambda msg: messages.append(f"{msg.type}: {msg.text}"))
        page.on("pageerror", lambda exc: messages.append(f"pageerror: {exc}"))
        page.goto(f"{kit_lab.url}/voila/render/notebooks/math.ipynb?token={kit_lab.token}",
                  timeout=300_000)
        page.wait_for_selector("button.jupyter-button", timeout=300_000)
        page.wait_for_selector("mjx-container", timeout=60_000)
        page.close(run_before_unload=True)
    except BaseException:
        try:
            page.screenshot(path=str(tmp_path / "failure.png"), full_page=True)
            print(f"screenshot of the failure: {tmp_path / 'failure.png'}")
        except Exception as exc:  # a closed page: the screenshot must not hide the failure
            print(f"no screenshot: {exc}")
        raise
    finally:
        context.close()
    errors = console_errors(messages)
    assert not errors, "errors in the browser console:\n" + "\n".join(errors)
