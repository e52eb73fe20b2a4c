"""Binder's set-up works: binder/requirements.txt in a fresh venv runs every notebook."""

from __future__ import annotations

import json
import os
import re
import shlex
import shutil
import subprocess
import sys
import time
import venv
from collections.abc import Callable
from pathlib import Path

import pytest

from chemteach.server_config import CONFIG_DIR, config_files, server_env

from .conftest import HANG

REPO_ROOT = Path(__file__).resolve().parent.parent
BINDER = REPO_ROOT / "binder"
INDEX = "notebooks/index.ipynb"

# Runs inside the fresh venv: execute the notebook there, print a JSON summary.
RUNNER = r"""
import json, sys, nbformat
from nbclient import NotebookClient
from nbclient.exceptions import CellExecutionError

path, cwd = sys.argv[1], sys.argv[2]
nb = nbformat.read(path, as_version=4)
nb.cells.append(nbformat.v4.new_code_cell("import sys; print(sys.executable, end='')"))
client = NotebookClient(nb, timeout=None, kernel_name="python3",
                        resources={"metadata": {"path": cwd}})
error = None
try:
    client.execute()
except CellExecutionError as exc:
    error = str(exc)
errors = [f"cell {i}: {o.get('ename')}: {o.get('evalue')}" for i, c in enumerate(nb.cells)
          for o in c.get("outputs", []) if o.get("output_type") == "error"]
outputs = nb.cells[-1].get("outputs", [])
kernel = outputs[0].get("text", "") if outputs else ""
print(json.dumps({"kernel_python": kernel, "error": error, "errors": errors}))
"""

# Also inside the venv: RDKit's drawing needs the system libraries that apt.txt lists.
DRAW_CHECK = r"""
from rdkit import Chem
from rdkit.Chem import Draw
from rdkit.Chem.Draw import rdMolDraw2D
mol = Chem.MolFromSmiles("CCO")
svg = rdMolDraw2D.MolDraw2DSVG(200, 150)
svg.DrawMolecule(mol)
svg.FinishDrawing()
assert "<svg" in svg.GetDrawingText()
assert Draw.MolToImage(mol).size[0] > 0
print("ok")
"""


def install_command(python: str) -> list[str]:
    """The install line docs/teachers.md gives a school's hub admin (its block marked
    `tested-by=tests/test_binder.py`), with `python` the given interpreter."""
    doc = (REPO_ROOT / "docs" / "teachers.md").read_text(encoding="utf-8")
    block = re.search(r"^```bash tested-by=tests/test_binder.py\n(.*?)^```", doc, re.M | re.S)
    assert block, "docs/teachers.md has no install line for this test to run"
    lines = [ln for ln in block.group(1).splitlines() if ln.strip()]
    assert len(lines) == 1, lines
    words = shlex.split(lines[0])
    assert words[:4] == ["python", "-m", "pip", "install"], words
    return [python, *words[1:], "-q", "--disable-pip-version-check"]


def copy_repo(target: Path) -> Path:
    """Copy the repository as Binder sees it: no venvs, caches, builds or git folder."""
    shutil.copytree(REPO_ROOT, target, ignore=shutil.ignore_patterns(
        ".git", ".venv", "venv", "__pycache__", "*.egg-info", "build", "dist",
        ".pytest_cache", ".ruff_cache", ".ipynb_checkpoints"))
    return target


def venv_bin(prefix: Path) -> Path:
    """The scripts folder of a virtual environment."""
    return prefix / ("Scripts" if os.name == "nt" else "bin")


def run(cmd: list[str], cwd: Path, env: dict[str, str], timeout: float) -> str:
    """Run a command, failing the test with its output if it fails."""
    result = subprocess.run(cmd, cwd=cwd, env=env, capture_output=True, text=True,
                            timeout=timeout)
    if result.returncode != 0:
        pytest.fail(f"`{' '.join(cmd)}` exited {result.returncode}:\n"
                    f"{result.stdout[-4000:]}\n{result.stderr[-4000:]}")
    return result.stdout


def test_runtime_matches_a_supported_python() -> None:
    runtime = (BINDER / "runtime.txt").read_text().strip()
    assert runtime in {"python-3.11", "python-3.12"}, runtime


def test_requirements_are_pinned_and_install_the_kit() -> None:
    lines = [line.split("#", 1)[0].strip()
             for line in (BINDER / "requirements.txt").read_text().splitlines()]
    lines = [line for line in lines if line]
    assert "." in lines, "binder/requirements.txt must install the kit from the repo root"
    unpinned = [line for line in lines if line != "." and "==" not in line]
    assert not unpinned, f"unpinned requirements: {unpinned}"


@pytest.mark.slow
def test_binder_requirements_run_every_notebook(
    tmp_path: Path, make_jupyter_env: Callable[[Path], dict[str, str]],
    report_timing: Callable[[str, float], None],
) -> None:
    if not (REPO_ROOT / INDEX).is_file():
        pytest.fail(f"{INDEX} is missing: Binder opens it")
    start = time.perf_counter()
    repo = copy_repo(tmp_path / "repo")
    prefix = tmp_path / "venv"
    venv.EnvBuilder(with_pip=True, clear=True).create(prefix)
    python = str(venv_bin(prefix) / "python")
    env = {k: v for k, v in os.environ.items()
           if k not in {"VIRTUAL_ENV", "PYTHONPATH", "PYTHONHOME", "CHEMTEACH_NO_VENV"}}
    env.update(make_jupyter_env(tmp_path / "jupyter"))
    env["VIRTUAL_ENV"] = str(prefix)
    env["PATH"] = os.pathsep.join([str(venv_bin(prefix)), env.get("PATH", "")])

    # As repo2docker does: from the repository's root, so "." is the kit itself.
    run(install_command(python), cwd=repo, env=env, timeout=HANG)
    installed = time.perf_counter() - start
    report_timing("binder: fresh venv + pip install -r binder/requirements.txt", installed)

    site = Path(run([python, "-c", "import sysconfig; print(sysconfig.get_paths()['data'])"],
                    cwd=repo, env=env, timeout=HANG).strip())
    labext = site / "share" / "jupyter" / "labextensions"
    for extension in ("@jupyter-widgets/jupyterlab-manager", "anywidget"):
        assert (labext / extension / "package.json").is_file(), f"no {extension} lab extension"
    where = run([python, "-c", "import chemteach; print(chemteach.__file__)"],
                cwd=tmp_path, env=env, timeout=HANG)
    assert Path(where.strip()).is_relative_to(prefix), f"chemteach imported from {where}"
    assert run([python, "-c", DRAW_CHECK], cwd=tmp_path, env=env, timeout=HANG).strip() == "ok"

    # the front door, then every game notebook: a Binder that cannot run a game must fail
    notebooks = [repo / INDEX] + sorted(p for p in (repo / "notebooks").glob("*.ipynb")
                                        if p.name != "index.ipynb")
    assert len(notebooks) >= 2
    for notebook in notebooks:
        out = run([python, "-c", RUNNER, str(notebook), str(notebook.parent)],
                  cwd=notebook.parent, env=env, timeout=HANG)
        summary = json.loads(out.strip().splitlines()[-1])
        assert summary["error"] is None, (notebook.name, summary["error"])
        assert not summary["errors"], (notebook.name, summary["errors"])
        kernel_python = Path(summary["kernel_python"])
        assert kernel_python.parent == venv_bin(prefix), f"the kernel ran {kernel_python}"
    report_timing("binder: whole test (install + run every notebook)",
                  time.perf_counter() - start)


# ----- The app mode and a class server's kernels (issue 12) ----------------------------------
#: The kit's config files (chemteach/server_config.py), which postBuild installs.
SERVER_CONFIG = CONFIG_DIR / "jupyter_server_config.json"
VOILA_CONFIG = CONFIG_DIR / "voila.json"


def read_json(path: Path) -> dict:
    """A JSON config file, which must parse."""
    return json.loads(path.read_text(encoding="utf-8"))


@pytest.mark.parametrize("path", [SERVER_CONFIG, VOILA_CONFIG], ids=lambda p: p.name)
def test_the_app_drops_cells_tagged_lab_only(path: Path) -> None:
    """Voila (as a server extension or stand-alone) removes the `lab-only` cells."""
    tags = read_json(path)["VoilaExporter"]["TagRemovePreprocessor"]["remove_cell_tags"]
    assert tags == ["lab-only"]


@pytest.mark.parametrize("path", [SERVER_CONFIG, VOILA_CONFIG], ids=lambda p: p.name)
def test_idle_kernels_of_closed_pages_are_culled(path: Path) -> None:
    """Kernels with no page connected are shut down after a sane idle time; an open page's
    kernel (a student thinking) and a busy one are never culled."""
    cull = read_json(path)["MappingKernelManager"]
    assert 300 <= cull["cull_idle_timeout"] <= 3600, "between 5 minutes and an hour"
    assert 0 < cull["cull_interval"] <= cull["cull_idle_timeout"] / 5
    assert cull["cull_connected"] is False, "an open app page must keep its game"
    assert cull["cull_busy"] is False


def test_postbuild_installs_the_kits_server_settings(tmp_path: Path) -> None:
    """postBuild copies every file of the kit's config folder into ~/.jupyter (the one place
    that holds them: Binder runs what `chemteach lab` runs); traitlets reads what it wrote,
    the widget-view save hook included."""
    from traitlets.config.loader import JSONFileConfigLoader

    env = {**os.environ, "HOME": str(tmp_path),
           "PATH": os.pathsep.join([str(Path(sys.executable).parent), os.environ["PATH"]])}
    run(["bash", str(BINDER / "postBuild")], cwd=REPO_ROOT, env=env, timeout=None)
    home = tmp_path / ".jupyter"
    assert config_files(), "the kit's config folder is empty"
    for rel in config_files():
        assert (home / rel).read_bytes() == (CONFIG_DIR / rel).read_bytes(), rel
    for name in ("jupyter_server_config.json", "voila.json"):
        config = JSONFileConfigLoader(name, path=str(home)).load_config()
        assert config.MappingKernelManager.cull_idle_timeout == 900
        assert list(config.VoilaExporter.TagRemovePreprocessor.remove_cell_tags) == ["lab-only"]
    server = JSONFileConfigLoader("jupyter_server_config.json", path=str(home)).load_config()
    assert server.ContentsManager.pre_save_hook == (
        "chemteach.notebook_outputs.strip_widget_views")


def test_binder_keeps_no_copy_of_the_settings() -> None:
    """The settings live in one place: binder/ holds no server config of its own."""
    copies = sorted(p.name for p in BINDER.glob("*.json"))
    assert copies == [], f"binder/ has its own server settings: {copies}"


LAB_ONLY_NOTEBOOK = {
    "cells": [
        {"cell_type": "markdown", "id": "a1", "metadata": {}, "source": "Shown in the app."},
        {"cell_type": "markdown", "id": "a2", "metadata": {"tags": ["lab-only"]},
         "source": "Press Shift + Enter (Lab only)."},
        {"cell_type": "code", "id": "a3", "metadata": {}, "execution_count": None,
         "outputs": [], "source": "print('the game cell ran')"},
    ],
    "metadata": {"kernelspec": {"name": "python3", "display_name": "Python 3",
                                "language": "python"}},
    "nbformat": 4, "nbformat_minor": 5,
}


#: The two servers that show apps: JupyterLab's server with Voila as its extension (what
#: Binder and a hub run), and Voila alone (a computer room without a hub); each reads its own
#: file of the kit's config folder (SERVER_CONFIG, VOILA_CONFIG).
APP_SERVERS = {
    "jupyter-server": ["-m", "jupyter", "server", "--no-browser", "--ServerApp.ip=127.0.0.1",
                       "--ServerApp.port_retries=0", "--ServerApp.allow_root=True"],
    "voila": ["-m", "voila", ".", "--no-browser", "--Voila.ip=127.0.0.1",
              "--Voila.port_retries=0", "--ServerApp.allow_root=True"],
}
CULLED = re.compile(r"Culling '\w+' kernel")


@pytest.mark.slow
@pytest.mark.parametrize("kind", sorted(APP_SERVERS))
def test_app_server_drops_lab_only_cells_and_culls_closed_pages_kernels(
    kind: str, tmp_path: Path, make_jupyter_env: Callable[[Path], dict[str, str]],
    report_timing: Callable[[str, float], None],
) -> None:
    """With the kit's settings, /voila/render/ shows a notebook without its lab-only cell,
    sets the `_xsrf` cookie its page's shutdown request needs, and the kernel of that page,
    closed at once (never shut down by a browser), is culled (the idle time shortened to
    seconds on the command line for the test)."""
    import secrets
    import socket
    import urllib.request

    command = APP_SERVERS[kind]
    start = time.perf_counter()
    env = {k: v for k, v in os.environ.items() if k != "JUPYTER_TOKEN"}
    env.update(make_jupyter_env(tmp_path / "jupyter"))
    env = server_env(env)  # the kit's settings, as postBuild installs them
    root = tmp_path / "root"
    root.mkdir()
    (root / "app.ipynb").write_text(json.dumps(LAB_ONLY_NOTEBOOK), encoding="utf-8")
    with socket.socket() as sock:
        sock.bind(("127.0.0.1", 0))
        port = sock.getsockname()[1]
    token = secrets.token_urlsafe(16)
    log = tmp_path / "server.log"
    with log.open("wb") as out:
        server = subprocess.Popen(
            [sys.executable, *command, f"--port={port}", f"--IdentityProvider.token={token}",
             "--MappingKernelManager.cull_idle_timeout=2",
             "--MappingKernelManager.cull_interval=1"],
            cwd=root, env=env, stdout=out, stderr=subprocess.STDOUT, stdin=subprocess.DEVNULL,
            start_new_session=True)
    try:
        base = f"http://127.0.0.1:{port}"
        deadline = time.monotonic() + HANG
        page = None
        while page is None:
            assert server.poll() is None, log.read_text(errors="replace")[-3000:]
            assert time.monotonic() < deadline, log.read_text(errors="replace")[-3000:]
            try:
                with urllib.request.urlopen(f"{base}/voila/render/app.ipynb?token={token}",
                                            timeout=HANG) as reply:
                    page = reply.read().decode()
                    cookies = reply.headers.get_all("Set-Cookie") or []
            except OSError:
                time.sleep(0.5)
        assert "Shown in the app." in page and "the game cell ran" in page
        # the page's own shutdown request (sent as it closes) carries this cookie: without
        # it the server refuses the request and the kernel waits for the cull
        assert any(c.startswith("_xsrf=") for c in cookies), f"no _xsrf cookie: {cookies}"
        assert "Shift + Enter" not in page, "the lab-only cell reached the app"
        # the page was closed at once: no connection keeps its kernel
        while not CULLED.search(log.read_text(errors="replace")):
            assert time.monotonic() < deadline, "the closed page's kernel was never culled"
            time.sleep(0.5)
        while kind == "jupyter-server":  # and its shutdown completes
            with urllib.request.urlopen(f"{base}/api/kernels?token={token}",
                                        timeout=HANG) as reply:
                if json.loads(reply.read()) == []:
                    break
            assert time.monotonic() < deadline, "the culled kernel is still listed"
            time.sleep(0.5)
    finally:
        os.killpg(server.pid, 15)
        server.wait(timeout=HANG)
    report_timing(f"binder ({kind}): app page without lab-only cells, its kernel culled",
                  time.perf_counter() - start)
