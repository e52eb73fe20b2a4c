"""Memory of a class server: prints figures, asserts nothing (docs/teachers.md sizes a hub
from them).

Run: python benchmarks/bench_class_server.py [--students 3]

Starts the server Binder and a school hub run (jupyter server with binder/'s settings and
Voila), opens each game notebook and each lesson as a student's app `--students` times (one
HTTP request per page: Voila runs the whole notebook in a new kernel before it answers), and
prints the
server's memory, each app kernel's memory once its page has been served, and the time each
page took. Kernel memory is the resident set size (RSS) of the kernel process; shared
libraries count in every kernel, so the sum over kernels overstates a machine's use a little.
"""

from __future__ import annotations

import argparse
import os
import secrets
import socket
import subprocess
import sys
import tempfile
import time
import urllib.request
from pathlib import Path

import psutil

ROOT = Path(__file__).resolve().parents[1]
sys.path.insert(0, str(ROOT))  # run from a checkout: the kit's settings module
from chemteach.server_config import server_env  # noqa: E402

#: The app pages a class opens: the four game notebooks and each game's lesson (Markdown,
#: read through jupytext by the kit's server settings).
PAGES = ["notebooks/polymer_chains.ipynb", "notebooks/bond.ipynb", "notebooks/periodyx.ipynb",
         "notebooks/chemistry_monopoly.ipynb",
         *sorted(f"notebooks/lessons/{p.name}" for p in (ROOT / "notebooks" / "lessons").glob(
             "*-*.md"))]


def free_port() -> int:
    """A free TCP port on 127.0.0.1."""
    with socket.socket() as sock:
        sock.bind(("127.0.0.1", 0))
        return int(sock.getsockname()[1])


def mb(process: psutil.Process) -> float:
    """A process's resident memory in MB."""
    return process.memory_info().rss / 2**20


def kernels(server: psutil.Process) -> list[psutil.Process]:
    """The server's kernel processes (its children running ipykernel); a child that has
    just ended (a zombie, or gone) is not one."""
    found = []
    for p in server.children(recursive=True):
        try:
            if any("ipykernel" in part for part in p.cmdline()):
                found.append(p)
        except psutil.Error:  # ended between the listing and the look (ZombieProcess too)
            continue
    return found


def main(argv: list[str] | None = None) -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--students", type=int, default=3, help="app pages per game")
    args = parser.parse_args(argv)

    with tempfile.TemporaryDirectory() as tmp:
        base = Path(tmp)
        config = base / "config"
        config.mkdir()
        # the kit's server settings (chemteach/server_config.py), as Binder and a hub have them
        env = {**server_env(os.environ), "JUPYTER_CONFIG_DIR": str(config),
               "JUPYTER_RUNTIME_DIR": str(base / "runtime"), "IPYTHONDIR": str(base / "ipy"),
               "JUPYTER_PREFER_ENV_PATH": "1",
               "PYTHONPATH": os.pathsep.join([str(ROOT), os.environ.get("PYTHONPATH", "")])}
        env.pop("JUPYTER_TOKEN", None)
        port, token = free_port(), secrets.token_urlsafe(16)
        url = f"http://127.0.0.1:{port}"
        log = (base / "server.log").open("wb")
        process = subprocess.Popen(
            [sys.executable, "-m", "jupyter", "server", "--no-browser", f"--port={port}",
             "--ServerApp.ip=127.0.0.1", "--ServerApp.allow_root=True",
             f"--IdentityProvider.token={token}", "--MappingKernelManager.cull_idle_timeout=0"],
            cwd=ROOT, env=env, stdout=log, stderr=subprocess.STDOUT, start_new_session=True)
        try:
            deadline = time.monotonic() + 120
            while True:
                try:
                    with urllib.request.urlopen(f"{url}/api/status?token={token}", timeout=5):
                        break
                except OSError:
                    if time.monotonic() > deadline or process.poll() is not None:
                        raise SystemExit("the server did not start") from None
                    time.sleep(0.3)
            server = psutil.Process(process.pid)
            print(f"Server (jupyter server + JupyterLab + Voila), no kernel: {mb(server):.0f} MB")
            print(f"App pages ({args.students} per game), one new kernel each:")
            print(f"  {'page':42} {'page s':>7} {'kernel MB':>10}")
            for page in PAGES:
                for _ in range(args.students):
                    before = {p.pid for p in kernels(server)}
                    start = time.perf_counter()
                    with urllib.request.urlopen(
                            f"{url}/voila/render/{page}?token={token}",
                            timeout=600) as reply:
                        reply.read()
                    took = time.perf_counter() - start
                    new = [p for p in kernels(server) if p.pid not in before]
                    print(f"  {page.removeprefix('notebooks/'):42} {took:7.1f} "
                          f"{sum(mb(p) for p in new):10.0f}")
            every = kernels(server)
            total = sum(mb(p) for p in every)
            print(f"All {len(every)} kernels: {total:.0f} MB, {total / len(every):.0f} MB each on "
                  f"average; server {mb(server):.0f} MB")
        finally:
            os.killpg(process.pid, 15)
            process.wait(timeout=30)
            log.close()


if __name__ == "__main__":
    main()
