"""The lessons (notebooks/lessons/*.md) on the server Binder runs (issue 12): Voila shows each
lesson as an app without its `lab-only` cells, and JupyterLab opens a lesson's Markdown as a
notebook on a double click.

A lesson is Markdown (MyST) that jupytext reads as a notebook. Voila served by JupyterLab's
server (Binder, a hub) reads files through the server's contents manager, which jupytext's
server extension replaces, so the kit's jupyter_server_config.json (chemteach/jupyter_config/)
lets Voila take `.md` files. A stand-alone `voila` reads files with its own contents manager,
which knows no jupytext: the kit's voila.json must not let it take `.md` files, or it would
run a lesson's Markdown as one Python cell.
"""

from __future__ import annotations

import json
import os
import re
import secrets
import shutil
import subprocess
import sys
import time
import urllib.request
from collections.abc import Callable
from pathlib import Path

import pytest

from chemteach.server_config import CONFIG_DIR

from .conftest import HANG

REPO_ROOT = Path(__file__).resolve().parent.parent
BINDER = REPO_ROOT / "binder"
LESSONS = sorted((REPO_ROOT / "notebooks" / "lessons").glob("*.md"))
LESSONS = [p for p in LESSONS if p.name != "README.md"]
DOC_MANAGER = "@jupyterlab/docmanager-extension:plugin"
#: JupyterLab's defaults from a config folder (read from every folder on the config path).
OVERRIDES = CONFIG_DIR / "labconfig" / "default_setting_overrides.json"
JUPYTEXT_VIEWER = "Jupytext Notebook"
#: Text of the lessons' lab-only cells (how to run a cell, the teacher's notes and answers).
LAB_ONLY_TEXT = re.compile(r"Shift \+ Enter|Notes for the teacher|Answers to the discussion")
#: A cell that failed, as Voila's page shows it (an error output, or its stand-in sentence).
FAILED_CELL = re.compile(r'"output_type": "error"|There was an error when executing cell'
                         r"|Traceback \(most recent call last\)")


def read_json(path: Path) -> dict:
    """A JSON config file, which must parse."""
    return json.loads(path.read_text(encoding="utf-8"))


def test_the_server_shows_lessons_as_apps() -> None:
    """JupyterLab's server runs jupytext's and Voila's extensions, and Voila takes `.md`."""
    config = read_json(CONFIG_DIR / "jupyter_server_config.json")
    extensions = config["ServerApp"]["jpserver_extensions"]
    assert extensions.get("jupyterlab_jupytext") is True
    assert extensions.get("voila.server_extension") is True
    assert ".md" in config["VoilaConfiguration"]["extension_language_mapping"]


def test_stand_alone_voila_does_not_take_markdown() -> None:
    """Voila alone would run a lesson's Markdown as Python: it keeps to notebooks."""
    config = read_json(CONFIG_DIR / "voila.json")
    mapping = config.get("VoilaConfiguration", {}).get("extension_language_mapping", {})
    assert ".md" not in {ext.lower() for ext in mapping}


def test_a_double_click_opens_markdown_as_a_jupytext_notebook() -> None:
    """The kit's labconfig makes "Jupytext Notebook" JupyterLab's default viewer for
    Markdown and MyST; the setting and the viewer exist in the installed JupyterLab and
    jupytext (a misspelt name would be ignored without a word)."""
    from jupyterlab.commands import get_app_dir

    viewers = read_json(OVERRIDES)[DOC_MANAGER]["defaultViewers"]
    assert viewers == {"markdown": JUPYTEXT_VIEWER, "myst": JUPYTEXT_VIEWER}
    app_dir = Path(get_app_dir())
    schema = read_json(app_dir / "schemas" / "@jupyterlab" / "docmanager-extension"
                       / "plugin.json")
    assert "defaultViewers" in schema["properties"]
    jupytext_js = (Path(sys.prefix) / "share" / "jupyter" / "labextensions"
                   / "jupyterlab-jupytext" / "static")
    assert any(JUPYTEXT_VIEWER in js.read_text(encoding="utf-8", errors="replace")
               for js in jupytext_js.glob("*.js")), f"no {JUPYTEXT_VIEWER!r} in {jupytext_js}"


def run_postbuild(home: Path) -> None:
    """binder/postBuild into a temporary home."""
    env = {**os.environ, "HOME": str(home),
           "PATH": os.pathsep.join([str(Path(sys.executable).parent), os.environ["PATH"]])}
    result = subprocess.run(["bash", str(BINDER / "postBuild")], cwd=REPO_ROOT, env=env,
                            capture_output=True, text=True)
    assert result.returncode == 0, result.stderr


def test_postbuild_leaves_a_different_settings_file_alone_and_says_so(tmp_path: Path) -> None:
    """A home that already has its own JupyterLab defaults keeps them; the build stops with
    a sentence naming the file to merge by hand, rather than overwriting it."""
    theirs = tmp_path / "home" / ".jupyter" / "labconfig" / "default_setting_overrides.json"
    theirs.parent.mkdir(parents=True)
    theirs.write_text('{"@jupyterlab/apputils-extension:themes": {"theme": "JupyterLab Dark"}}')
    env = {**os.environ, "HOME": str(tmp_path / "home"),
           "PATH": os.pathsep.join([str(Path(sys.executable).parent), os.environ["PATH"]])}
    result = subprocess.run(["bash", str(BINDER / "postBuild")], cwd=REPO_ROOT, env=env,
                            capture_output=True, text=True)
    assert result.returncode != 0
    assert str(theirs) in result.stderr and "merge" in result.stderr, result.stderr
    assert "JupyterLab Dark" in theirs.read_text()


@pytest.mark.slow
def test_the_binder_server_shows_every_lesson_as_an_app(
    tmp_path: Path, make_jupyter_env: Callable[[Path], dict[str, str]],
    report_timing: Callable[[str, float], None],
) -> None:
    """The server with what postBuild installed: /voila/render/ shows each lesson (its
    game, its exit ticket) without its lab-only cells, and JupyterLab's settings make
    "Jupytext Notebook" the default viewer of Markdown."""
    import socket

    start = time.perf_counter()
    env = {k: v for k, v in os.environ.items() if k != "JUPYTER_TOKEN"}
    env.update(make_jupyter_env(tmp_path / "jupyter"))
    home = tmp_path / "home"
    run_postbuild(home)
    env["JUPYTER_CONFIG_DIR"] = str(home / ".jupyter")  # the settings postBuild wrote
    env["PYTHONPATH"] = os.pathsep.join([str(REPO_ROOT), env.get("PYTHONPATH", "")])
    root = tmp_path / "root"
    shutil.copytree(REPO_ROOT / "notebooks" / "lessons", root / "notebooks" / "lessons")
    with socket.socket() as sock:
        sock.bind(("127.0.0.1", 0))
        port = sock.getsockname()[1]
    token = secrets.token_urlsafe(16)
    log = tmp_path / "server.log"
    with log.open("wb") as out:
        server = subprocess.Popen(
            [sys.executable, "-m", "jupyter", "server", "--no-browser",
             "--ServerApp.ip=127.0.0.1", "--ServerApp.port_retries=0",
             "--ServerApp.allow_root=True", f"--port={port}",
             f"--IdentityProvider.token={token}",
             "--LabApp.extension_manager=readonly"],
            cwd=root, env=env, stdout=out, stderr=subprocess.STDOUT, stdin=subprocess.DEVNULL,
            start_new_session=True)
    base = f"http://127.0.0.1:{port}"

    def get(path: str) -> str:
        deadline = time.monotonic() + HANG
        while True:
            assert server.poll() is None, log.read_text(errors="replace")[-3000:]
            try:
                with urllib.request.urlopen(f"{base}{path}?token={token}", timeout=HANG) as reply:
                    return reply.read().decode()
            except OSError:
                assert time.monotonic() < deadline, log.read_text(errors="replace")[-3000:]
                time.sleep(0.5)

    try:
        settings = json.loads(get(f"/lab/api/settings/{DOC_MANAGER}"))
        viewers = settings["schema"]["properties"]["defaultViewers"]["default"]
        assert viewers.get("markdown") == JUPYTEXT_VIEWER, viewers
        assert LESSONS
        for lesson in LESSONS:
            page = get(f"/voila/render/notebooks/lessons/{lesson.name}")
            title = next(line[2:] for line in lesson.read_text(encoding="utf-8").splitlines()
                         if line.startswith("# "))
            assert title in page, f"{lesson.name}: no title {title!r} in the app"
            assert "chemteach-quiz" in page, f"{lesson.name}: no exit ticket in the app"
            failed = FAILED_CELL.search(page)
            assert failed is None, f"{lesson.name}: a cell failed ({failed.group(0)!r})"
            shown = LAB_ONLY_TEXT.search(page)
            assert shown is None, f"{lesson.name}: lab-only text {shown.group(0)!r} in the app"
    finally:
        os.killpg(server.pid, 15)
        server.wait(timeout=HANG)
    report_timing(f"binder server: {len(LESSONS)} lessons as apps", time.perf_counter() - start)
