"""Helpers of the table-server browser tests: a `chemteach serve` process on a free port,
and Chromium contexts (one per device) that refuse and record any request to another host."""

from __future__ import annotations

import os
import re
import subprocess
import sys
import time
import urllib.error
import urllib.request
from collections.abc import Iterator
from contextlib import contextmanager
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any

import pytest

from .conftest import REPO_ROOT, console_errors, free_port, stop_group

TEACHER_SECRET = "teacher-secret-for-browser-tests"
START_TIMEOUT = 120.0


@dataclass
class TableServer:
    """A running `chemteach serve`: its address, saves folder, process, log and codes."""

    url: str
    saves: Path
    process: subprocess.Popen[bytes]
    log: Path
    codes: dict[str, str] = field(default_factory=dict)  # table id -> join code

    def tail(self) -> str:
        return self.log.read_text(errors="replace")[-4000:] if self.log.exists() else ""


@contextmanager
def table_server(saves: Path, log: Path, tables: list[str], port: int | None = None,
                 seed: int = 7) -> Iterator[TableServer]:
    """Start `chemteach serve` with these --table options; stop it after."""
    port = port or free_port()
    env = dict(os.environ, CHEMTEACH_TEACHER_TOKEN=TEACHER_SECRET,
               PYTHONPATH=str(REPO_ROOT) + os.pathsep + os.environ.get("PYTHONPATH", ""))
    cmd = [sys.executable, "-m", "chemteach.cli", "serve", "--port", str(port), "--saves",
           str(saves), "--no-browser", "--bot-delay", "0.2", "--seed", str(seed)]
    for table in tables:
        cmd += ["--table", table]
    with log.open("ab") as out:
        process = subprocess.Popen(cmd, cwd=saves.parent, env=env, stdout=out,
                                   stderr=subprocess.STDOUT, stdin=subprocess.DEVNULL,
                                   start_new_session=True)
    server = TableServer(f"http://127.0.0.1:{port}", saves, process, log)
    try:
        deadline = time.monotonic() + START_TIMEOUT
        while True:
            if process.poll() is not None:
                pytest.fail(f"chemteach serve exited with {process.returncode}:\n{server.tail()}")
            text = log.read_text(errors="replace")
            if "Students open:" in text:
                try:
                    with urllib.request.urlopen(server.url + "/", timeout=5) as reply:
                        if reply.status == 200:
                            break
                except (urllib.error.URLError, ConnectionError, TimeoutError):
                    pass
            if time.monotonic() > deadline:
                pytest.fail(f"chemteach serve not ready in {START_TIMEOUT:.0f} s:\n"
                            f"{server.tail()}")
            time.sleep(0.2)
        for table_id, code in re.findall(r"Table (table-\d+) \(\w+\): join code (\w+)",
                                         log.read_text(errors="replace")):
            server.codes[table_id] = code
        yield server
    finally:
        stop_group(process)


@dataclass
class Device:
    """One student's (or the teacher's) browser: its own context, so its own localStorage."""

    context: Any
    page: Any
    elsewhere: list[str] = field(default_factory=list)  # requests to another host
    console: list[str] = field(default_factory=list)
    frames: list[str] = field(default_factory=list)  # every websocket frame received

    def bad_console(self) -> list[str]:
        return console_errors(self.console)


def device(browser: Any, server_url: str) -> Device:
    """A fresh browser context at 1366x768 that refuses (and records) any other host."""
    context = browser.new_context(viewport={"width": 1366, "height": 768})
    host = server_url.split("/")[2]
    made = Device(context, None)

    def route(route: Any) -> None:
        if route.request.url.split("/")[2] == host:
            route.continue_()
        else:
            made.elsewhere.append(route.request.url)
            route.abort()

    context.route("**/*", route)
    page = context.new_page()
    page.on("console", lambda msg: made.console.append(f"{msg.type}: {msg.text}"))
    page.on("pageerror", lambda exc: made.console.append(f"pageerror: {exc}"))

    def on_socket(socket: Any) -> None:
        socket.on("framereceived", lambda payload: made.frames.append(
            payload if isinstance(payload, str) else bytes(payload).decode("utf-8", "replace")))

    page.on("websocket", on_socket)
    made.page = page
    return made


def join(student: Device, url: str, code: str, name: str) -> None:
    """Open the student page, type the code and name, take the first free seat."""
    from playwright.sync_api import expect

    page = student.page
    page.goto(f"{url}/?code={code}")
    name_box = page.locator(".chemteach-join-name input")
    expect(name_box).to_be_visible(timeout=60_000)
    name_box.fill(name)
    page.locator("button.chemteach-find:visible").click()
    seat = page.locator("button.chemteach-seat-choice:visible").first
    expect(seat).to_be_visible(timeout=30_000)
    seat.click()
    expect(page.locator(".chemteach-table-code")).to_contain_text(code, timeout=30_000)


def continue_as(student: Device, name: str) -> None:
    """A reloaded student page asks before it opens the stored seat: continue as `name`."""
    from playwright.sync_api import expect

    page = student.page
    expect(page.locator(".chemteach-stored-seat")).to_contain_text(name, timeout=60_000)
    page.locator("button.chemteach-continue:visible").click()
