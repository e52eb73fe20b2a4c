#!/usr/bin/env python3
"""Quick start for chemteach: `python3 kit.py lab` opens the kit, `python3 kit.py test` tests it.

Standard library only, so it runs on a fresh machine. It creates `.venv` beside this file
when needed, installs the kit into it (`pip install -e ".[test]"`) again whenever
pyproject.toml changes, then runs the command with that environment's Python.
Inside an active virtualenv it installs into that one instead; with CHEMTEACH_NO_VENV=1
it uses the current Python as it is and installs nothing.
"""

from __future__ import annotations

import hashlib
import os
import shutil
import subprocess
import sys
from collections.abc import Sequence
from pathlib import Path

ROOT = Path(__file__).resolve().parent
VENV = ROOT / ".venv"
STAMP_NAME = ".chemteach-install"
# CHEMTEACH_EXTRAS=test,build also installs the data files' build sources (CI does).
EXTRAS = f".[{os.environ.get('CHEMTEACH_EXTRAS', 'test')}]"
# `test` runs the tests on every core, with one worker more than cores (pytest-xdist): the
# browser and notebook tests spend much of their time waiting on a server, a kernel or
# Chromium, so a third worker on 2 cores keeps the cores busy (the full suite on a 2-core
# machine: 937 s with 2 workers, 787 s with 3, session 7);
# tests marked with the same xdist_group (a shared server, an ordered folder) go to one worker,
# and the tests marked slow are handed out first, so that none is the run's tail (both in
# tests/conftest.py). The browser tests share one JupyterLab per worker (tests/browser/).
# ARGS come after these, so `-n 0` in ARGS runs the tests in one process (--pdb does too).
WORKERS = str((os.cpu_count() or 1) + 1)
PARALLEL = ["-n", WORKERS, "--dist", "loadgroup"]
# System packages (Debian/Ubuntu names) the full suite wants beyond pip: Chromium for the
# browser tests, and binder/apt.txt (RDKit drawing's X libraries, the Japanese font). Without
# them the tests that need them skip; .ci/run installs them (tests/test_kit_lab.py checks).
BROWSER_PACKAGE = "chromium"
APT_FILE = ROOT / "binder" / "apt.txt"

USAGE = """usage: python3 kit.py COMMAND [ARGS...]

commands:
  lab [ARGS]     open JupyterLab on notebooks/index.ipynb with the settings of the kit's
                 class server, as `chemteach lab` does (ARGS go to `jupyter lab`)
  test [ARGS]    run the test suite on every core (ARGS go to pytest, e.g. -x -q
                 tests/test_cli.py; -n 0 runs it in one process)
  setup          only create or refresh the environment

The environment is .venv beside kit.py (created and updated automatically), the active
virtualenv if there is one, or this Python as it is when CHEMTEACH_NO_VENV=1."""


def say(message: str) -> None:
    """Print a one-line message from the bootstrap to stderr."""
    print(f"kit.py: {message}", file=sys.stderr, flush=True)


def in_virtualenv() -> bool:
    """Whether this interpreter runs inside a virtual environment."""
    return sys.prefix != sys.base_prefix


def venv_python(venv: Path) -> Path:
    """The Python executable of a virtual environment folder."""
    if os.name == "nt":
        return venv / "Scripts" / "python.exe"
    return venv / "bin" / "python"


def install_key() -> str:
    """A hash of what the install depends on: pyproject.toml, the extras and this folder."""
    digest = hashlib.sha256()
    digest.update((ROOT / "pyproject.toml").read_bytes())
    digest.update(f"\0{EXTRAS}\0{ROOT}".encode())
    return digest.hexdigest()


def runs(python: Path) -> bool:
    """Whether an interpreter starts and has pip."""
    try:
        result = subprocess.run([str(python), "-m", "pip", "--version"],
                                capture_output=True, timeout=120)
    except (OSError, subprocess.TimeoutExpired):
        return False
    return result.returncode == 0


def create_venv() -> Path:
    """Create .venv with the venv module (replacing a broken one); exit with a hint on failure."""
    python = venv_python(VENV)
    if python.exists() and runs(python):
        return python
    if VENV.exists():
        say(f"{VENV} is broken; recreating it")
        shutil.rmtree(VENV)
    say(f"creating {VENV} with {sys.executable} -m venv")
    result = subprocess.run([sys.executable, "-m", "venv", str(VENV)],
                            capture_output=True, text=True)
    if result.returncode != 0 or not runs(python):
        shutil.rmtree(VENV, ignore_errors=True)
        lines = (result.stderr + result.stdout).strip().splitlines() or ["pip missing"]
        ver = f"{sys.version_info.major}.{sys.version_info.minor}"
        say(f"could not create .venv ({lines[-1].strip()}); on Debian/Ubuntu run "
            f"`sudo apt install python3-venv` (or python{ver}-venv), or activate a virtualenv "
            f"of your own, or set CHEMTEACH_NO_VENV=1 to use this Python as it is")
        sys.exit(1)
    return python


def ensure_installed(python: Path, prefix: Path) -> None:
    """`pip install -e ".[test]"` into the environment unless its stamp says it is current."""
    stamp = prefix / STAMP_NAME
    key = install_key()
    if stamp.exists() and stamp.read_text().strip() == key:
        return
    say(f"installing chemteach{EXTRAS[1:]} into {prefix} (the first time takes a few minutes)")
    cmd = [str(python), "-m", "pip", "install", "-q", "--disable-pip-version-check",
           "-e", EXTRAS]
    result = subprocess.run(cmd, cwd=ROOT)
    if result.returncode != 0:
        say(f"`{' '.join(cmd[2:])}` failed (exit {result.returncode}); see pip's message above")
        sys.exit(result.returncode)
    stamp.write_text(key + "\n")


def environment() -> tuple[Path, dict[str, str]]:
    """The interpreter to run commands with, and the environment variables for it."""
    env = dict(os.environ)
    if sys.version_info < (3, 11):  # noqa: UP036 - kit.py may run under an older python3
        say(f"chemteach needs Python 3.11 or newer; this is {sys.version.split()[0]}")
        sys.exit(1)
    if env.get("CHEMTEACH_NO_VENV") == "1":
        python = Path(sys.executable)
        check = subprocess.run([str(python), "-c", "import chemteach"], capture_output=True)
        if check.returncode != 0:
            say('CHEMTEACH_NO_VENV=1 but chemteach is not importable here: '
                'run `python3 -m pip install -e ".[test]"` first, or unset CHEMTEACH_NO_VENV')
            sys.exit(1)
        return python, env
    if in_virtualenv():
        python = Path(sys.executable)
        ensure_installed(python, Path(sys.prefix))
        return python, env
    python = create_venv()
    ensure_installed(python, VENV)
    bindir = python.parent
    env["VIRTUAL_ENV"] = str(VENV)
    env["PATH"] = os.pathsep.join([str(bindir), env.get("PATH", "")])
    env.pop("PYTHONHOME", None)
    return python, env


def system_packages() -> list[str]:
    """The system packages the full test suite wants: Chromium, then binder/apt.txt's."""
    listed = [line.split("#", 1)[0].strip() for line in APT_FILE.read_text().splitlines()]
    return [BROWSER_PACKAGE, *[name for name in listed if name]]


def missing_system_packages() -> list[str]:
    """The wanted system packages this machine lacks, as far as it can tell: dpkg's list on
    Debian/Ubuntu; elsewhere only Chromium's usual path is checked."""
    wanted = system_packages()
    dpkg = shutil.which("dpkg-query")
    if dpkg is None:
        return [] if Path("/usr/bin/chromium").exists() else [BROWSER_PACKAGE]
    result = subprocess.run([dpkg, "-W", "-f=${Package} ${Status}\n", *wanted],
                            capture_output=True, text=True)
    installed = {line.split()[0] for line in result.stdout.splitlines()
                 if line.endswith(" ok installed")}
    return [name for name in wanted if name not in installed]


def say_missing_system_packages() -> None:
    """Say once, before the tests, which system packages the full suite wants and how to
    install them (the tests that need them skip without them)."""
    missing = missing_system_packages()
    if not missing:
        return
    names = " ".join(missing)
    say(f"the full test suite also wants these system packages, missing here: {names}; "
        f"the tests that need them skip. To install them (Debian/Ubuntu): "
        f"`sudo apt-get install {names}`")


def run(cmd: Sequence[str], env: dict[str, str]) -> int:
    """Run a command in the kit's folder, replacing this process where the OS allows it."""
    sys.stdout.flush()
    sys.stderr.flush()
    os.chdir(ROOT)
    if os.name == "posix":
        os.execve(cmd[0], list(cmd), env)
    try:
        return subprocess.call(list(cmd), env=env)
    except KeyboardInterrupt:
        return 130


def main(argv: Sequence[str]) -> int:
    """Dispatch `lab`, `test` or `setup` after bootstrapping the environment."""
    if not argv or argv[0] in {"-h", "--help", "help"}:
        print(USAGE)
        return 0 if argv else 2
    command, rest = argv[0], list(argv[1:])
    if command not in {"lab", "test", "setup"}:
        say(f"unknown command {command!r}; use `lab`, `test` or `setup` (see --help)")
        return 2
    python, env = environment()
    if command == "setup":
        say(f"ready: {python}")
        return 0
    if command == "lab":
        # the kit's own command starts the server: the settings of Binder and a school's hub,
        # from one place in the package (chemteach/server_config.py)
        return run([str(python), "-m", "chemteach.cli", "lab", "--root", str(ROOT), *rest], env)
    say_missing_system_packages()
    return run([str(python), "-m", "pytest", *PARALLEL, *rest], env)


if __name__ == "__main__":
    sys.exit(main(sys.argv[1:]))
