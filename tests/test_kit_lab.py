"""`python3 kit.py lab` and `chemteach lab` start the kit's class server (the settings of
Binder and docs/teachers.md, from chemteach/server_config.py), and `python3 kit.py test` says
once which system packages the full suite wants. The server itself is started and its
addresses checked in tests/browser/test_kit_server.py."""

from __future__ import annotations

import json
import os
import re
import sys
from pathlib import Path

import pytest

from chemteach import cli
from chemteach.server_config import CONFIG_DIR, config_files, install

from .test_kit_parallel import REPO_ROOT, load_kit


def kit_command(monkeypatch: pytest.MonkeyPatch, *argv: str) -> list[str]:
    """The command `kit.py ARGV` would run (the environment's bootstrap left out)."""
    kit = load_kit()
    ran: list[list[str]] = []
    monkeypatch.setattr(kit, "environment", lambda: (Path(sys.executable), {}))
    monkeypatch.setattr(kit, "missing_system_packages", lambda: [])
    monkeypatch.setattr(kit, "run", lambda cmd, env: ran.append(list(cmd)) or 0)
    assert kit.main(list(argv)) == 0
    (command,) = ran
    return command


def test_kit_lab_starts_the_server_chemteach_lab_starts(monkeypatch) -> None:
    command = kit_command(monkeypatch, "lab", "--port=8890")
    assert command == [sys.executable, "-m", "chemteach.cli", "lab", "--root", str(REPO_ROOT),
                       "--port=8890"]


def chemteach_lab(monkeypatch: pytest.MonkeyPatch, root: Path, *extra: str
                  ) -> tuple[list[str], Path, dict[str, str]]:
    """What `chemteach lab --root ROOT EXTRA` runs: the command, its folder, its environment."""
    caught = {}
    monkeypatch.setattr(cli.subprocess, "call", lambda cmd, cwd, env: caught.update(
        cmd=cmd, cwd=Path(cwd), env=env) or 0)
    assert cli.main(["lab", "--root", str(root), *extra]) == 0
    return caught["cmd"], caught["cwd"], caught["env"]


def test_chemteach_lab_serves_the_kits_folder_with_the_kits_settings(monkeypatch) -> None:
    """The server's root is the kit's folder (addresses /lab/tree/notebooks/..., as on Binder
    and a hub; a file argument would have made notebooks/ the root), it opens on the index,
    reads the kit's config folder, and passes other options on to jupyter."""
    monkeypatch.setenv("JUPYTER_CONFIG_PATH", "/somewhere/else")
    cmd, cwd, env = chemteach_lab(monkeypatch, REPO_ROOT, "--port=8890", "--no-browser")
    assert cmd[1:4] == ["-m", "jupyter", "lab"] and cwd == REPO_ROOT
    assert f"--ServerApp.root_dir={REPO_ROOT}" in cmd
    assert "--LabApp.default_url=/lab/tree/notebooks/index.ipynb" in cmd
    assert not [a for a in cmd[4:] if not a.startswith("--")], "no file argument"
    assert cmd[-2:] == ["--port=8890", "--no-browser"]
    assert env["JUPYTER_CONFIG_PATH"].split(os.pathsep) == [str(CONFIG_DIR), "/somewhere/else"]


def test_other_commands_still_refuse_unknown_options(capsys) -> None:
    with pytest.raises(SystemExit) as stop:
        cli.main(["games", "--port=8890"])
    assert stop.value.code == 2
    assert "unrecognized arguments: --port=8890" in capsys.readouterr().err


def test_kit_test_says_once_which_system_packages_the_full_suite_wants(monkeypatch,
                                                                        capsys) -> None:
    kit = load_kit()
    monkeypatch.setattr(kit, "environment", lambda: (Path(sys.executable), {}))
    monkeypatch.setattr(kit, "run", lambda cmd, env: 0)
    monkeypatch.setattr(kit, "missing_system_packages", lambda: ["chromium", "fonts-noto-cjk"])
    assert kit.main(["test", "-q"]) == 0
    lines = [ln for ln in capsys.readouterr().err.splitlines() if "system packages" in ln]
    assert len(lines) == 1, lines
    assert "sudo apt-get install chromium fonts-noto-cjk" in lines[0]
    monkeypatch.setattr(kit, "missing_system_packages", lambda: [])
    assert kit.main(["test", "-q"]) == 0
    assert "system packages" not in capsys.readouterr().err


def test_the_wanted_system_packages_are_those_ci_installs() -> None:
    """kit.py names what .ci/run installs: Chromium and binder/apt.txt's packages."""
    kit = load_kit()
    wanted = kit.system_packages()
    assert wanted[0] == "chromium" and "fonts-noto-cjk" in wanted
    ci = (REPO_ROOT / ".ci" / "run").read_text(encoding="utf-8")
    loop = re.search(r"for pkg in ([^;]+);", ci)
    assert loop, ".ci/run has no package loop"
    assert ["chromium", *loop.group(1).split()] == wanted


def test_missing_system_packages_reads_dpkg(monkeypatch) -> None:
    """On Debian/Ubuntu, dpkg's status decides: 'install ok installed' only."""
    kit = load_kit()
    monkeypatch.setattr(kit, "system_packages", lambda: ["chromium", "libx11-6", "fonts-noto-cjk"])
    monkeypatch.setattr(kit.shutil, "which", lambda name: "/usr/bin/dpkg-query")
    out = ("chromium install ok installed\nlibx11-6 deinstall ok config-files\n")
    monkeypatch.setattr(kit.subprocess, "run", lambda *a, **k: type(
        "R", (), {"stdout": out, "returncode": 1})())
    assert kit.missing_system_packages() == ["libx11-6", "fonts-noto-cjk"]


def test_installing_the_settings_makes_the_folder_and_keeps_a_different_file(tmp_path) -> None:
    """`python -m chemteach.server_config install DIR` (Binder's postBuild, a hub admin):
    the folder is made if missing; a file of the same name with other settings is left
    as it is and named, to merge by hand."""
    target = tmp_path / "etc" / "jupyter"
    assert install(target) == []
    for rel in config_files():
        assert (target / rel).read_bytes() == (CONFIG_DIR / rel).read_bytes()
    assert install(target) == [], "installing twice is fine"
    theirs = target / "voila.json"
    theirs.write_text('{"Voila": {"port": 9000}}')
    problems = install(target)
    assert len(problems) == 1 and str(theirs) in problems[0] and "merge" in problems[0]
    assert theirs.read_text() == '{"Voila": {"port": 9000}}'


def test_the_settings_ship_with_the_package() -> None:
    """Binder and a hub install the kit (not editable): its package data must hold every
    settings file. setuptools takes the globs of pyproject.toml's package-data, relative to
    the package's folder (`*` does not reach into a subfolder)."""
    import glob
    import tomllib

    data = tomllib.loads((REPO_ROOT / "pyproject.toml").read_text(encoding="utf-8"))
    package_data = data["tool"]["setuptools"]["package-data"]
    package = REPO_ROOT / "chemteach"
    shipped = {Path(found) for pattern in [*package_data.get("*", []),
                                           *package_data.get("chemteach", [])]
               for found in glob.glob(pattern, root_dir=package)}
    missing = [str(rel) for rel in config_files() if Path("jupyter_config") / rel not in shipped]
    assert not missing, f"settings files not in the package data: {missing}"


def test_the_app_settings_of_voila_alone_are_the_servers_own() -> None:
    """voila.json repeats the app settings of jupyter_server_config.json (a stand-alone
    `voila` reads only its own file): the two must not drift apart."""
    from chemteach.server_config import CONFIG_DIR

    server = json.loads((CONFIG_DIR / "jupyter_server_config.json").read_text())
    voila = json.loads((CONFIG_DIR / "voila.json").read_text())
    for section in ("VoilaExporter", "MappingKernelManager"):
        assert voila[section] == server[section], section
    assert (voila["VoilaConfiguration"]["extension_denylist"]
            == server["VoilaConfiguration"]["extension_denylist"])
    assert voila["Voila"]["tornado_settings"] == server["ServerApp"]["tornado_settings"]
    code = [(CONFIG_DIR / name).read_text().splitlines()[2:]
            for name in ("voila.py", "jupyter_server_config.py")]
    assert code[0] == code[1]  # the same hook, below each file's own two-line header
