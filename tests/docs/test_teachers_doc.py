"""Every command in docs/teachers.md is run by a test (issue 12).

The fenced blocks of the page say how each is tested, by their info string:

- ```` ```bash ````: run here, line by line, in one scratch folder that holds links to the
  repository's files and folders (so it reads as the repository's root, and a file a
  command writes, such as a CSV or a new lesson, lands in the scratch folder; a command
  that changes the repository fails), with `python`, `chemteach` and `voila` meaning this
  Python, the kit's CLI and Voila (shims on PATH).
- ```` ```bash server ````: a server: started here (on a free port instead of the one
  written), asked for the page the text names, then stopped.
- ```` ```bash tested-by=FILE ````: FILE runs the block itself (tests/test_binder.py reads
  the install line from this page and runs it in a fresh virtual environment).
- ```` ```bash hub-admin ````: needs a JupyterHub, root or the internet, so it is not run:
  its shell syntax is checked (`bash -n`), and every repository file it names must exist.
- ```` ```text ```` holding nbgitpuller links: each link's form is checked, and the page it
  opens must be a file of the repository. ```` ```yaml ````: must parse, with the keys
  Zero to JupyterHub reads.
"""

from __future__ import annotations

import os
import re
import shlex
import signal
import socket
import stat
import subprocess
import sys
import time
import urllib.error
import urllib.request
from dataclasses import dataclass
from pathlib import Path
from urllib.parse import parse_qs, urlsplit

import pytest

from ..conftest import HANG, jupyter_env

REPO_ROOT = Path(__file__).resolve().parents[2]
DOC = REPO_ROOT / "docs" / "teachers.md"
FENCE = re.compile(r"^```([^\n`]*)\n(.*?)^```\s*$", re.M | re.S)
#: Repository paths a hub-admin block may name.
REPO_PATH = re.compile(r"\b(?:binder|notebooks|docs|benchmarks|chemteach|tests)/[\w./-]+")


@dataclass(frozen=True)
class Block:
    """A fenced block of the page: its language, how it is tested, its lines."""

    language: str
    marks: tuple[str, ...]
    body: str
    line: int

    @property
    def commands(self) -> list[str]:
        """The block's command lines (comments and blank lines left out)."""
        return [ln.strip() for ln in self.body.splitlines()
                if ln.strip() and not ln.strip().startswith("#")]

    def __str__(self) -> str:
        return f"docs/teachers.md line {self.line}: {self.language} {' '.join(self.marks)}"


def blocks() -> list[Block]:
    """Every fenced block of docs/teachers.md, in order."""
    text = DOC.read_text(encoding="utf-8")
    found = []
    for match in FENCE.finditer(text):
        info = match.group(1).split()
        found.append(Block(info[0] if info else "", tuple(info[1:]), match.group(2),
                           text[:match.start()].count("\n") + 1))
    return found


BLOCKS = blocks()
KNOWN_MARKS = {(), ("server",), ("hub-admin",), ("tested-by=tests/test_binder.py",),
               ("tested-by=tests/classroom/test_lesson_plans.py",)}


def of_kind(language: str, marks: tuple[str, ...]) -> list[Block]:
    return [b for b in BLOCKS if b.language == language and b.marks == marks]


def test_every_shell_block_says_how_it_is_tested() -> None:
    shell = [b for b in BLOCKS if b.language in {"bash", "sh", "shell", "console"}]
    assert shell
    unknown = [str(b) for b in shell if b.language != "bash" or b.marks not in KNOWN_MARKS]
    assert not unknown, "shell blocks with no known test mark:\n" + "\n".join(unknown)
    unmarked = [str(b) for b in BLOCKS if b.language == ""]
    assert not unmarked, "fenced blocks without a language:\n" + "\n".join(unmarked)


@pytest.fixture(scope="module")
def shims(tmp_path_factory: pytest.TempPathFactory) -> dict[str, str]:
    """An environment whose `python`, `chemteach` and `voila` are this Python's, with
    Jupyter's folders in an empty temp dir (a server command on the page must bring the kit's
    settings itself, as it does on a teacher's machine)."""
    base = tmp_path_factory.mktemp("doc")
    bin_dir = base / "bin"
    bin_dir.mkdir()
    for name, run in {"python": [], "chemteach": ["-m", "chemteach.cli"],
                      "voila": ["-m", "voila"], "jupyter": ["-m", "jupyter"]}.items():
        shim = bin_dir / name
        shim.write_text(f"#!/bin/sh\nexec {shlex.join([sys.executable, *run])} \"$@\"\n")
        shim.chmod(shim.stat().st_mode | stat.S_IXUSR)
    env = {k: v for k, v in os.environ.items() if k != "JUPYTER_TOKEN"}
    env.update(jupyter_env(base / "jupyter"))  # no settings: the page's commands bring them
    env["PATH"] = os.pathsep.join([str(bin_dir), env.get("PATH", "")])
    env["PYTHONPATH"] = os.pathsep.join([str(REPO_ROOT), env.get("PYTHONPATH", "")])
    return env


RUN_HERE = [(b, c) for b in of_kind("bash", ()) for c in b.commands]
#: A benchmark on the page runs here with small arguments: the test checks that the command
#: works; the page's figures are measured on purpose, on an idle machine, not by the tests.
SMALL_ARGS = {"--matches": "2", "--reruns": "2", "--students": "1"}


def as_tested(command: str) -> str:
    """The page's command as the test runs it: a benchmark's sizes made small."""
    if "benchmarks/" not in command:
        return command
    words = shlex.split(command)
    for i, word in enumerate(words[:-1]):
        if word in SMALL_ARGS:
            words[i + 1] = SMALL_ARGS[word]
    return shlex.join(words)


def test_the_page_s_benchmarks_run_small_in_the_test() -> None:
    """Every size a benchmark on the page is given is made small when the test runs it
    (`--matches 100 --reruns 100` once took more than 10 minutes on a loaded machine)."""
    benches = [c for _, c in RUN_HERE if "benchmarks/" in c]
    assert benches
    for command in benches:
        words = shlex.split(as_tested(command))
        sized = {w: words[i + 1] for i, w in enumerate(words[:-1])
                 if w.startswith("--") and words[i + 1].isdigit()}
        unknown = set(sized) - set(SMALL_ARGS)
        assert not unknown, f"`{command}`: no small value for {sorted(unknown)}"
        assert all(int(v) <= int(SMALL_ARGS[k]) for k, v in sized.items()), command


@pytest.fixture(scope="module")
def scratch(tmp_path_factory: pytest.TempPathFactory) -> Path:
    """The folder the page's commands run in: a link to each of the repository's files and
    folders (its .git aside), so the commands read it as from the repository's root, and
    what they write lands here. The commands run in the page's order, in this one folder
    (`chemteach lesson check` checks the lesson `chemteach lesson new` wrote)."""
    folder = tmp_path_factory.mktemp("classroom")
    for entry in REPO_ROOT.iterdir():
        if entry.name != ".git":
            (folder / entry.name).symlink_to(entry, target_is_directory=entry.is_dir())
    return folder


def repository_status() -> str | None:
    """`git status` of the repository (files changed or added), or None without git."""
    try:
        result = subprocess.run(["git", "status", "--porcelain", "--untracked-files=all"],
                                cwd=REPO_ROOT, capture_output=True, text=True, timeout=HANG)
    except (OSError, subprocess.TimeoutExpired):
        return None
    return result.stdout if result.returncode == 0 else None


@pytest.mark.slow
# the page's commands run in order in one scratch folder, so in one worker under pytest-xdist
@pytest.mark.xdist_group("teachers-doc-commands")
@pytest.mark.parametrize("block,command", RUN_HERE, ids=[c for _, c in RUN_HERE])
def test_command_runs(block: Block, command: str, shims: dict[str, str],
                      scratch: Path) -> None:
    before = repository_status()
    result = subprocess.run(["bash", "-c", as_tested(command)], cwd=scratch, env=shims,
                            capture_output=True, text=True, timeout=HANG)
    assert result.returncode == 0, (f"{block}: `{command}` exited {result.returncode}\n"
                                    f"{result.stdout[-3000:]}\n{result.stderr[-3000:]}")
    assert result.stdout.strip(), f"{block}: `{command}` printed nothing"
    assert repository_status() == before, f"{block}: `{command}` changed the repository"


def test_the_page_runs_the_kit_and_its_benchmark() -> None:
    commands = [c for _, c in RUN_HERE]
    assert any(c.startswith("chemteach ") for c in commands)
    assert any("benchmarks/bench_class_server.py" in c for c in commands)


def test_the_page_runs_the_lesson_and_results_commands() -> None:
    """A teacher's commands for lessons and results are on the page, and run by the test:
    a new lesson, then its check; the sample class's table, CSV and details."""
    commands = [c for _, c in RUN_HERE]
    new = [i for i, c in enumerate(commands) if c.startswith("chemteach lesson new ")]
    assert new, "no `chemteach lesson new` on the page"
    made = re.search(r"lesson new (\S+) --game (\w+)", commands[new[0]])
    assert made, commands[new[0]]
    lesson = f"{made.group(2)}-{made.group(1)}.md"
    assert f"chemteach lesson check {lesson}" in commands[new[0] + 1:], (
        f"the page does not check the lesson it made ({lesson}) after making it")
    results = [c for c in commands if c.startswith("chemteach results ")]
    for option in ("--csv", "--details"):
        assert any(option in c for c in results), f"no `chemteach results ... {option}`"
    # on the kit's own sample folders (a class's games; a lesson's games and answers)
    assert all("notebooks/teacher/sample_class" in c or "notebooks/teacher/sample_lesson" in c
               for c in results), results


@pytest.mark.parametrize("block", of_kind("bash", ("hub-admin",)), ids=str)
def test_hub_admin_block_is_valid_shell_naming_real_files(block: Block) -> None:
    checked = subprocess.run(["bash", "-n"], input=block.body, capture_output=True, text=True)
    assert checked.returncode == 0, f"{block}: {checked.stderr}"
    named = REPO_PATH.findall(re.sub(r"https?://\S+", "", block.body))  # web addresses aside
    missing = [p for p in named if not (REPO_ROOT / p).exists()]
    assert not missing, f"{block} names files that do not exist: {missing}"


def test_the_install_line_is_the_one_the_binder_test_runs() -> None:
    (block,) = of_kind("bash", ("tested-by=tests/test_binder.py",))
    assert block.commands == ["python -m pip install -r binder/requirements.txt"]
    binder_test = (REPO_ROOT / "tests" / "test_binder.py").read_text(encoding="utf-8")
    assert "tested-by=tests/test_binder.py" in binder_test, (
        "tests/test_binder.py must read its install line from this page")


def free_port() -> int:
    with socket.socket() as sock:
        sock.bind(("127.0.0.1", 0))
        return int(sock.getsockname()[1])


#: The line a server block prints with the class's token, and the token's place in an address.
TOKEN_LINE = re.compile(r"The class's token: (\S+)")
SERVER_BLOCKS = of_kind("bash", ("server",))


@pytest.mark.parametrize("block", SERVER_BLOCKS, ids=str)
def test_no_server_on_the_page_is_open_without_a_token(block: Block) -> None:
    """A server that listens on the network is given a token made for the class (an empty
    token, or none, would open it to anyone who can reach the machine)."""
    body = block.body
    assert "0.0.0.0" in body, f"{block}: a class server listens on the network"
    given = re.findall(r"--(?:IdentityProvider\.|Voila\.)?token=(\S*)", body)
    assert given == ['"$token"'], f"{block}: token options {given}"
    assert "secrets.token_urlsafe" in body and "The class's token: $token" in body


def test_the_page_says_what_each_server_exposes() -> None:
    text = section("A class on the school's JupyterHub")
    what = text.split("**What the token opens.**", 1)
    assert len(what) == 2, "no paragraph on what the token opens"
    for server in ("**Voila alone**", "**the server of JupyterLab**"):
        assert server in what[1], f"the page does not say what {server} exposes"
    assert "account made for the class" in what[1]


@pytest.mark.slow
@pytest.mark.parametrize("block", SERVER_BLOCKS, ids=str)
def test_server_block_serves_the_app_the_page_names(block: Block, shims: dict[str, str],
                                                     tmp_path: Path) -> None:
    """The block, run as written (its port changed to a free one), serves the addresses the
    page gives students, with the token it printed, and the apps show no lab-only cell."""
    written = re.search(r"--port=(\d+)", block.body)
    assert written, f"{block}: the server command must say its --port"
    port = free_port()
    text = DOC.read_text(encoding="utf-8")
    pages = re.findall(rf"http://THAT-MACHINE:{written.group(1)}(/\S+?)`", text)
    assert pages, f"{block}: the page does not say which address students open"
    script = block.body.replace(written.group(0), f"--port={port}")
    if "jupyter server" in script and os.geteuid() == 0:  # a CI container runs as root
        script = script.rstrip() + " --ServerApp.allow_root=True\n"
    log = tmp_path / "server.log"
    with log.open("wb") as out:
        server = subprocess.Popen(
            ["bash", "-c", script], cwd=REPO_ROOT, env=shims, stdout=out,
            stderr=subprocess.STDOUT, stdin=subprocess.DEVNULL, start_new_session=True)
    try:
        deadline = time.monotonic() + HANG
        while not (token := TOKEN_LINE.search(log.read_text(errors="replace"))):
            assert server.poll() is None, log.read_text(errors="replace")[-3000:]
            assert time.monotonic() < deadline, "the block printed no token"
            time.sleep(0.5)
        for page in pages:
            assert page.endswith("?token=TOKEN"), f"{page}: students need the token"
            address = f"http://127.0.0.1:{port}{page.replace('TOKEN', token.group(1))}"
            while True:
                assert server.poll() is None, log.read_text(errors="replace")[-3000:]
                try:
                    with urllib.request.urlopen(address, timeout=HANG) as reply:
                        html = reply.read().decode()
                    break
                except OSError:
                    assert time.monotonic() < deadline, log.read_text(errors="replace")[-3000:]
                    time.sleep(0.5)
            assert "chemteach-" in html or "Bond!" in html, f"{page} is not a game page"
            assert "Shift + Enter" not in html, f"{page} shows the lab-only cells"
        bare = f"http://127.0.0.1:{port}{pages[0].split('?', 1)[0]}"
        try:  # without the token: refused, or sent to the login page
            with urllib.request.urlopen(bare, timeout=HANG) as reply:
                landed = reply.geturl()
            assert "/login" in landed, f"{bare} opened without the token ({landed})"
        except urllib.error.HTTPError as refused:
            assert refused.code in {401, 403}, f"{bare} answered {refused.code}"
    finally:
        os.killpg(server.pid, signal.SIGTERM)
        server.wait(timeout=HANG)


def test_the_hub_admin_install_works_where_the_config_folder_does_not_exist(
    tmp_path: Path, shims: dict[str, str],
) -> None:
    """The page's install line for /etc/jupyter, run (without sudo) into a folder that does
    not exist yet, makes it and installs every file of the kit's settings."""
    from chemteach.server_config import CONFIG_DIR, config_files

    lines = [c for b in of_kind("bash", ("hub-admin",)) for c in b.commands
             if "/etc/jupyter" in c]
    assert lines, "the page installs no settings into /etc/jupyter"
    target = tmp_path / "etc" / "jupyter"
    for line in lines:
        command = re.sub(r"^sudo\s+", "", line).replace("/etc/jupyter", str(target))
        result = subprocess.run(["bash", "-c", command], cwd=REPO_ROOT, env=shims,
                                capture_output=True, text=True, timeout=HANG)
        assert result.returncode == 0, f"`{line}`: {result.stderr}"
    for rel in config_files():
        assert (target / rel).read_bytes() == (CONFIG_DIR / rel).read_bytes(), rel


GIT_PULL = [line.strip() for b in of_kind("text", ()) for line in b.body.splitlines()
            if "/git-pull?" in line]


@pytest.mark.parametrize("link", GIT_PULL)
def test_nbgitpuller_link_opens_a_file_of_the_repository(link: str) -> None:
    parts = urlsplit(link)
    assert parts.scheme == "https" and parts.path.endswith("/hub/user-redirect/git-pull")
    query = parse_qs(parts.query)
    if parts.netloc == "HUB":  # the form, with its parts as words
        assert set(query) == {"repo", "branch", "urlpath"}
        return
    repo = urlsplit(query["repo"][0])
    assert repo.scheme == "https" and repo.path.count("/") == 2, query["repo"]
    folder = repo.path.rsplit("/", 1)[1]
    assert query["branch"] == ["main"]
    opens = re.fullmatch(r"(lab/tree|voila/render)/([^/]+)/(.+)", query["urlpath"][0])
    assert opens, f"urlpath {query['urlpath'][0]!r} is not lab/tree/... or voila/render/..."
    assert opens.group(2) == folder, "urlpath must start with the repository's folder"
    assert (REPO_ROOT / opens.group(3)).is_file(), f"{opens.group(3)} is not in the repository"


def test_the_page_has_nbgitpuller_links_for_the_app_and_for_jupyterlab() -> None:
    urlpaths = {parse_qs(urlsplit(link).query)["urlpath"][0].split("/")[0] for link in GIT_PULL
                if urlsplit(link).netloc != "HUB"}
    assert urlpaths == {"lab", "voila"}


def test_zero_to_jupyterhub_config_parses() -> None:
    import yaml

    (block,) = of_kind("yaml", ())
    config = yaml.safe_load(block.body)
    memory = config["singleuser"]["memory"]
    assert set(memory) == {"guarantee", "limit"}
    assert config["cull"]["enabled"] is True and config["cull"]["timeout"] > 0


def section(title: str) -> str:
    """The text of the page's section `## title`, up to the next `## ` heading."""
    text = DOC.read_text(encoding="utf-8")
    parts = text.split(f"\n## {title}\n", 1)
    assert len(parts) == 2, f"docs/teachers.md has no section '## {title}'"
    return parts[1].split("\n## ", 1)[0]


def test_the_results_section_is_there_for_the_results_command() -> None:
    text = section("Reading what the class handed in")
    assert "chemteach results FOLDER" in text
    assert "notebooks/teacher/class_results.ipynb" in text


def test_the_results_section_says_how_to_pass_the_data_files_a_class_played_on() -> None:
    """Every data-file option of `chemteach results` (a save never makes the kit open the
    path it names) is on the page, with its rule and the notebook's `files=`."""
    from chemteach.classroom.data_files import file_keys, option_of

    text = " ".join(section("Reading what the class handed in").split())
    assert file_keys()
    for key in file_keys():
        assert f"{option_of(key)} " in text and f"`{key}`" in text, key
    assert 'read_class(FOLDER, files={"board_file":' in text


def test_the_lessons_section_names_the_commands_and_the_lessons_readme() -> None:
    text = section("Lessons")
    assert "chemteach lesson new NAME --game GAME" in text
    assert "chemteach lesson check" in text
    assert "(../notebooks/lessons/README.md)" in text


def test_the_pages_links_to_repository_files_exist() -> None:
    text = DOC.read_text(encoding="utf-8")
    local = [t for t in re.findall(r"\]\(([^)\s]+)\)", text) if not urlsplit(t).scheme]
    assert local
    missing = [t for t in local if not (DOC.parent / t.split("#", 1)[0]).exists()]
    assert not missing, f"docs/teachers.md links to files that do not exist: {missing}"


def test_the_server_benchmark_skips_a_child_that_ended_while_it_looked() -> None:
    """bench_class_server counts the server's kernels: a child that is already a zombie
    when its command line is read (seen once in CI) is skipped, not a crash."""
    import psutil

    from tests.scripts import load_script

    bench = load_script(Path(__file__).parents[2] / "benchmarks" / "bench_class_server.py")

    class Child:
        def __init__(self, cmdline: list[str] | None) -> None:
            self._cmdline = cmdline

        def cmdline(self) -> list[str]:
            if self._cmdline is None:
                raise psutil.ZombieProcess(12345)
            return self._cmdline

    kernel = Child(["python", "-m", "ipykernel_launcher", "-f", "k.json"])
    server = type("Server", (), {"children": lambda self, recursive: [
        Child(None), kernel, Child(["node", "x"])]})()
    assert bench.kernels(server) == [kernel]
