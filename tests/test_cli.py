"""The `chemteach` command as a teacher types it: help, a simulation table, JSON, clear errors."""

from __future__ import annotations

import json
import re
import shutil
import subprocess
import sys
from pathlib import Path

import pytest

from .conftest import HANG

SIMULATE = ["simulate", "polymer", "--games", "5", "--players", "3",
            "--bots", "greedy,random", "--seed", "1"]


def chemteach_command() -> str:
    """The installed `chemteach` script, preferring the one beside this Python."""
    found = shutil.which("chemteach", path=str(Path(sys.executable).parent)) or shutil.which(
        "chemteach")
    if found is None:
        pytest.fail("no `chemteach` script: install the kit with pip install -e '.[test]'")
    return found


def chemteach(*args: str) -> subprocess.CompletedProcess[str]:
    """Run `chemteach ARGS` and capture what it prints."""
    return subprocess.run([chemteach_command(), *args], capture_output=True, text=True,
                          timeout=HANG)


def test_help_lists_the_commands() -> None:
    result = chemteach("--help")
    assert result.returncode == 0, result.stderr
    assert "simulate" in result.stdout
    assert "usage: chemteach" in result.stdout


def test_simulate_prints_a_row_per_seat_and_the_speed() -> None:
    result = chemteach(*SIMULATE)
    assert result.returncode == 0, result.stderr
    lines = result.stdout.splitlines()
    for seat, bot in enumerate(["greedy", "random", "greedy"], start=1):
        rows = [line for line in lines if re.match(rf"\s*{seat}\s+{bot}\b", line)]
        assert len(rows) == 1, f"no single row for seat {seat} ({bot}) in:\n{result.stdout}"
    assert "games per second" in result.stdout


def test_simulate_json_has_the_results() -> None:
    result = chemteach(*SIMULATE, "--json")
    assert result.returncode == 0, result.stderr
    data = json.loads(result.stdout)
    for key in ("game", "games", "players", "bots", "seed", "seats", "bot_win_rates",
                "mean_length", "seconds", "games_per_second"):
        assert key in data, f"missing {key!r} in {sorted(data)}"
    assert data["game"] == "polymer"
    assert data["games"] == 5 and data["players"] == 3 and data["seed"] == 1
    assert data["bots"] == ["greedy", "random", "greedy"]
    assert [s["seat"] for s in data["seats"]] == [0, 1, 2]
    assert sum(s["wins"] for s in data["seats"]) == pytest.approx(5)


def test_simulate_is_reproducible() -> None:
    first = json.loads(chemteach(*SIMULATE, "--json").stdout)
    second = json.loads(chemteach(*SIMULATE, "--json").stdout)
    assert first["seats"] == second["seats"]


@pytest.mark.parametrize("args", [
    ["simulate", "no-such-game", "--games", "1"],
    ["simulate", "polymer", "--games", "1", "--bots", "no-such-bot"],
], ids=["unknown-game", "unknown-bot"])
def test_unknown_names_give_exit_2_and_one_line(args: list[str]) -> None:
    result = chemteach(*args)
    assert result.returncode == 2
    assert "Traceback" not in result.stderr
    message = result.stderr.strip().splitlines()
    assert len(message) == 1, result.stderr
    assert message[0].startswith("chemteach:")
    assert "no-such" in message[0]


@pytest.mark.parametrize(
    ("args", "message"),
    [
        (["--games", "0"], "must be at least 1"),
        (["--games", "-3"], "must be at least 1"),
        (["--bots", ""], "Name at least one bot"),
        (["--players", "1"], "2 to 10 players"),
    ],
)
def test_nonsense_numbers_are_refused_without_a_traceback(args: list[str], message: str) -> None:
    result = chemteach("simulate", "polymer", *args)
    assert result.returncode == 2
    assert message in result.stderr and "Traceback" not in result.stderr


@pytest.mark.parametrize("game", ["bond", "periodyx"])
def test_simulate_plays_every_game(game: str) -> None:
    result = chemteach("simulate", game, "--games", "3", "--players", "4", "--seed", "2")
    assert result.returncode == 0, result.stderr
    assert result.stdout.count("\n") >= 6 and "games per second" in result.stdout


# ----- issue 7 item 10: numbers are bounded with a clear message; Ctrl-C stops quietly -----

@pytest.mark.parametrize(("args", "message"), [
    (["--games", "99999999999999999999999"], "At most 100,000 games"),
    (["--players", "99999999999999"], "2 to 10 players, not 99999999999999"),
    (["--seed", "9" * 5000], "is not a whole number of sensible size"),
    (["--seed", "10000000000000"], "The seed must be a whole number from"),
    (["--games", "1e5"], "'1e5' is not a whole number"),
], ids=["games", "players", "seed-digits", "seed-size", "games-float"])
def test_huge_numbers_are_refused_at_once_with_a_clear_message(args, message) -> None:
    result = chemteach("simulate", "polymer", *args)
    assert result.returncode == 2, result.stdout
    assert message in result.stderr and "Traceback" not in result.stderr
    assert len(result.stderr) < 1000


@pytest.mark.parametrize(("content", "message"), [
    (b"target_score = " + b"[" * 5000 + b"]" * 5000, "key 'target_score': values nested"),
    ("# français\ntarget_score = 5\n".encode("latin-1"), "line 1 is not UTF-8 text"),
    (b"target_score = " + b"7" * 5000, "key 'target_score': a number with thousands"),
    (b"extra_colours = 9\n", "key 'extra_colours'"),
], ids=["deep", "latin-1", "digits", "colours"])
def test_a_bad_rules_file_is_one_line_naming_the_file(tmp_path, content, message) -> None:
    path = tmp_path / "lesson.toml"
    path.write_bytes(content)
    result = chemteach("simulate", "polymer", "--games", "1", "--players", "10",
                       "--rules", str(path))
    assert result.returncode == 2
    lines = result.stderr.strip().splitlines()
    assert len(lines) == 1 and str(path) in lines[0] and message in lines[0], result.stderr


#: `chemteach simulate` in a child process that says "playing" on stdout once the
#: simulation has begun (inside the command), so the test interrupts it then, however slow
#: the machine is, instead of guessing a start-up time.
INTERRUPTIBLE = """
import sys
import chemteach.core.simulate as simulate
from chemteach import cli

real = simulate.simulate
def announced(*args, **kwargs):
    print("playing", flush=True)
    return real(*args, **kwargs)
simulate.simulate = announced
sys.exit(cli.main(sys.argv[1:]))
"""


def test_ctrl_c_stops_a_simulation_quietly() -> None:
    import signal

    # more games than any machine finishes before the interrupt arrives
    process = subprocess.Popen([sys.executable, "-c", INTERRUPTIBLE, "simulate", "bond",
                                "--games", "100000"],
                               stdout=subprocess.PIPE, stderr=subprocess.PIPE, text=True)
    assert process.stdout is not None
    assert process.stdout.readline().strip() == "playing"
    process.send_signal(signal.SIGINT)
    out, err = process.communicate(timeout=HANG)
    assert process.returncode == 130
    assert "Traceback" not in err and "KeyboardInterrupt" not in err
    assert err.strip() == "chemteach: stopped."


# ----- issue 18 item 23: every game's default bots exist ---------------------------------

#: One house rule per game, as a teacher's rules file holds it.
RULES_FILES = {
    "polymer": "target_score = 30\n",
    "periodyx": "win_cards = 8\n",
    "bond": "hand_size = 7\n",
    "monopoly": "starting_amuny = 500\n",
}


@pytest.mark.parametrize("game", sorted(RULES_FILES))
def test_simulate_runs_every_game_with_its_default_bots_and_a_rules_file(
        game: str, tmp_path) -> None:
    """`chemteach simulate monopoly --rules FILE` stopped with "No bot 'random'"."""
    plain = chemteach("simulate", game, "--games", "1", "--seed", "3")
    assert plain.returncode == 0, plain.stderr
    path = tmp_path / "lesson.toml"
    path.write_text(RULES_FILES[game], encoding="utf-8")
    ruled = chemteach("simulate", game, "--games", "1", "--seed", "3", "--rules", str(path),
                      "--json")
    assert ruled.returncode == 0, ruled.stderr
    assert json.loads(ruled.stdout)["games"] == 1


@pytest.mark.parametrize("game", sorted(RULES_FILES))
def test_the_default_bots_of_simulate_are_bots_of_every_game(game: str) -> None:
    import inspect

    from chemteach.core.simulate import simulate
    from chemteach.games import bots

    default = inspect.signature(simulate).parameters["bots"].default
    assert set(default) <= set(bots(game))
