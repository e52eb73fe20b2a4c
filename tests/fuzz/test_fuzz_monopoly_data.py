"""Fuzzer: Chemistry Monopoly's board, decks and question bank as a teacher edits them.

Each case starts from the kit's own file and changes its text as a careless edit would: a
value replaced by one of the wrong kind or out of range, a line deleted or doubled, a table
header doubled or broken, a key misspelt. The edited file is named in a rules file and a
game of four bots is started on it and played for a while. The result is either a game
that plays, or a RulesError naming the file and, for a value, its key and what is allowed;
never a Python error.
"""

from __future__ import annotations

import random
from importlib import resources
from pathlib import Path

import pytest

from chemteach.core import Match, RulesError, Seat
from chemteach.games.monopoly import BOTS, ChemistryMonopoly

from .test_fuzz_rules import refusal_problem

FILES_PER_KIND = 150
DECISIONS = 300  # bot decisions played on a file that loads
KINDS = {"board_file": "board.toml", "decks_file": "decks.toml",
         "questions_file": "questions.toml"}
WEIRD = [
    "0", "-1", "1", "7", "39", "40", "200", "10000", "9" * 30, "3.5", "nan", "inf", "true",
    '""', '" "', '"lot"', '"life"', '"supply"', '"go"', '"advance"', '"nearest"', '"Xx"',
    '"Na"', '"C"', '"yellow"', '"#fef200"', '"red\\" onload=\\"alert(1)"', "[]", "[1, 2]",
    '["a", "a"]', '["a", "b"]', "[[1]]", "{}", "{ kind = 1 }", "1979-05-27",
    '"' + "x" * 300 + '"', "[" * 40 + "]" * 40,
]


def kit_text(name: str) -> str:
    return resources.files("chemteach.games.monopoly").joinpath(name).read_text("utf-8")


def edited(rng: random.Random, text: str) -> str:
    """The file's text after one to three careless edits."""
    lines = text.splitlines()
    values = [i for i, line in enumerate(lines) if "=" in line
              and not line.lstrip().startswith("#")]
    seen: dict[str, list[str]] = {}  # key -> the values the file gives it
    for i in values:
        key, value = (part.strip() for part in lines[i].split("=", 1))
        seen.setdefault(key, []).append(value)
    for _ in range(rng.choice([1, 1, 2, 3])):
        values = [i for i, line in enumerate(lines) if "=" in line
                  and not line.lstrip().startswith("#")]
        i = rng.choice(values)
        roll = rng.random()
        key = lines[i].split("=", 1)[0].strip()
        if roll < 0.3:  # another value the file gives this key: a file that still loads
            lines[i] = f"{key} = {rng.choice(seen.get(key, WEIRD))}"
        elif roll < 0.6:  # a wrong value
            lines[i] = f"{key} = {rng.choice(WEIRD)}"
        elif roll < 0.7:  # the line deleted
            del lines[i]
        elif roll < 0.78:  # a misspelt key
            lines[i] = lines[i].replace(key, key + "s", 1)
        elif roll < 0.86:  # a table header doubled, or the line doubled
            headers = [j for j, line in enumerate(lines) if line.startswith("[")]
            j = rng.choice(headers)
            lines.insert(j, lines[j])
        elif roll < 0.93:  # a table header made a plain key
            headers = [j for j, line in enumerate(lines) if line.startswith("[[")]
            j = rng.choice(headers)
            lines[j] = f"{lines[j].strip('[]')} = {rng.choice(WEIRD)}"
        else:  # broken TOML
            lines[i] = lines[i].replace("=", "", 1)
    return "\n".join(lines) + "\n"


def problem_with(rules_path: Path, data_path: Path) -> str | None:
    """Start and play a bot game on the edited file; what went wrong, or None."""
    try:
        game = ChemistryMonopoly(4, rules=rules_path, seed=7)
    except RulesError as exc:
        return refusal_problem(exc, data_path, longest=600)
    except Exception as exc:  # noqa: BLE001 - any other error is what this fuzzer hunts
        return f"on load, {type(exc).__name__}: {str(exc)[:300]}"
    match = Match(game, [Seat(f"bot {i}", BOTS["medium"]()) for i in range(4)])
    try:
        for _ in range(DECISIONS):
            if game.is_over():
                break
            match.bot_move(game.to_move()[0])
        for p in range(4):  # what a table shows: every player's view and the log
            game.observation(p)
            game.narrate(p)
    except Exception as exc:  # noqa: BLE001
        return f"loaded, then in play {type(exc).__name__}: {str(exc)[:300]}"
    return None


@pytest.mark.parametrize("key", list(KINDS))
def test_edited_data_files_play_or_are_refused_naming_file_key_and_allowed(key, tally,
                                                                           tmp_path) -> None:
    tried, failed = tally
    surface = f"data files: monopoly {KINDS[key]}"
    rng = random.Random(len(key) * 131)
    text = kit_text(KINDS[key])
    failures: list[str] = []
    for case in range(FILES_PER_KIND):
        data_path = tmp_path / f"edited-{case}.toml"
        data_path.write_text(edited(rng, text), encoding="utf-8")
        rules_path = tmp_path / f"rules-{case}.toml"
        rules_path.write_text(f'{key} = "{data_path.name}"\n', encoding="utf-8")
        tried[surface] += 1
        problem = problem_with(rules_path, data_path)
        if problem:
            failed[surface] += 1
            failures.append(f"case {case}: {problem}")
    assert not failures, f"{len(failures)} of {FILES_PER_KIND}:\n" + "\n".join(failures[:12])


def test_a_data_file_edited_again_is_read_again(tmp_path) -> None:
    """A teacher who edits the board and starts a new game in the same notebook plays on
    the edited board, not on the one read the first time."""
    board = tmp_path / "board.toml"
    board.write_text(kit_text("board.toml"), encoding="utf-8")
    rules = tmp_path / "rules.toml"
    rules.write_text('board_file = "board.toml"\n', encoding="utf-8")
    first = ChemistryMonopoly(2, rules=rules, seed=1)
    assert first.board.spaces[1].price == 60
    board.write_text(kit_text("board.toml").replace("price = 60", "price = 70", 1),
                     encoding="utf-8")
    again = ChemistryMonopoly(2, rules=rules, seed=1)
    assert again.board.spaces[1].price == 70
