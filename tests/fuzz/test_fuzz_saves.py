"""Fuzzer: malformed and edited save files, for every game.

Real saves of seeded playouts are bent in two ways: as data (a value anywhere replaced by
an odd one, a key dropped or added, moves dropped, repeated or swapped) and as text (cut,
bytes flipped or inserted, numbers and constants swapped in). Loading must either give a
game that replays to the recorded digest, or raise SaveFileError with one line; never a
Python error, and never the catch-all sentence that hides an engine bug.
"""

from __future__ import annotations

import json
import random
from typing import Any

import pytest

from chemteach.core import Match, SaveFileError, Seat, dumps, game_from_json
from chemteach.core.bots import RandomBot
from chemteach.games import GAMES, game_class

CASES_PER_SAVE = 120
SAVES_PER_GAME = 4


def real_saves(name: str) -> list[str]:
    """Saves of seeded random playouts, cut at different moments."""
    cls = game_class(name)
    saves = []
    for seed in range(SAVES_PER_GAME):
        players = cls.min_players + seed % 3
        game = cls(players, seed=seed)
        match = Match(game, [Seat(f"bot {i}", RandomBot()) for i in range(players)])
        match.step_bots(random.Random(seed).randint(3, 60))
        saves.append(dumps(game))
    return saves


def json_values(rng: random.Random) -> Any:
    """An odd JSON value (what an edited file can hold)."""
    return rng.choice([
        None, True, False, 0, -1, 1, 2, 7, 10**40, 3.5, 1e300, -0.0, "", "x", "H",
        "place", "é" * 3, "9" * 50, [], [0, 1], [[0, 1]], {}, {"type": "place"},
        {"player": 0}, [None], list(range(5)), {"a": {"b": {"c": []}}},
    ])


def paths(data: Any, prefix: tuple = ()) -> list[tuple]:
    """Every place in a JSON tree (dict keys and list indices), the root excluded."""
    found = []
    if isinstance(data, dict):
        for k, v in data.items():
            found.append(prefix + (k,))
            found += paths(v, prefix + (k,))
    elif isinstance(data, list):
        for i, v in enumerate(data[:6]):
            found.append(prefix + (i,))
            found += paths(v, prefix + (i,))
    return found


def edit_data(rng: random.Random, data: dict) -> Any:
    """The save's data with one edit a careless or curious person might make."""
    data = json.loads(json.dumps(data))
    where = rng.choice(paths(data))
    parent = data
    for step in where[:-1]:
        parent = parent[step]
    last = where[-1]
    roll = rng.random()
    if roll < 0.5:
        parent[last] = json_values(rng)
    elif roll < 0.65 and isinstance(parent, dict):
        del parent[last]
    elif roll < 0.75 and isinstance(parent, dict):
        parent[rng.choice(["extra", "type", "player", "action", "cell", "cards"])] = (
            json_values(rng))
    else:
        moves = data.get("actions")
        if isinstance(moves, list) and moves:
            i, j = rng.randrange(len(moves)), rng.randrange(len(moves))
            choice = rng.choice(["drop", "repeat", "swap", "cut"])
            if choice == "drop":
                del moves[i]
            elif choice == "repeat":
                moves.insert(i, moves[j])
            elif choice == "swap":
                moves[i], moves[j] = moves[j], moves[i]
            else:
                del moves[i:]
    return data


def edit_text(rng: random.Random, text: str) -> str | bytes:
    """The save's text with one careless edit: cut, flipped bytes, odd constants."""
    raw = text.encode("utf-8")
    roll = rng.random()
    if roll < 0.2:
        return raw[: rng.randrange(len(raw))]
    if roll < 0.4:
        i = rng.randrange(len(raw))
        return raw[:i] + bytes([rng.randrange(256)]) + raw[i + 1:]
    if roll < 0.5:
        i = rng.randrange(len(raw))
        return raw[:i] + rng.choice([b"\xff", b"\xc3", b"\x00", b"\xef\xbb\xbf"]) + raw[i:]
    if roll < 0.8:
        numbers = [i for i, c in enumerate(text) if c.isdigit()]
        i = rng.choice(numbers)
        return text[:i] + rng.choice(["Infinity", "-Infinity", "NaN", "1e400", "9" * 5000,
                                      "0.5", "-1", "1" * 30]) + text[i + 1:]
    depth = rng.choice([100, 5000, 60000])
    i = text.index('"actions": [') + len('"actions": [')
    return text[:i] + "[" * depth + "]" * depth + ("," if text[i] != "]" else "") + text[i:]


@pytest.mark.parametrize("name", list(GAMES))
def test_malformed_and_edited_saves_are_refused_in_one_line(name, tally) -> None:
    tried, failed = tally
    surface = f"saves: {name}"
    failures: list[str] = []
    for n, text in enumerate(real_saves(name)):
        rng = random.Random(n * 104729 + len(name))
        data = json.loads(text)
        for case in range(CASES_PER_SAVE):
            bad: Any = (edit_data(rng, data) if case % 2 else edit_text(rng, text))
            tried[surface] += 1
            problem = load_problem(bad)
            if problem:
                failed[surface] += 1
                failures.append(f"save {n} case {case}: {problem}")
    assert not failures, "\n".join(failures[:20])


def load_problem(bad: Any) -> str | None:
    """Load a bent save; return what went wrong, or None."""
    try:
        game = game_from_json(bad)
    except SaveFileError as exc:
        message = str(exc)
        if not message or "\n" in message or len(message) > 500:
            return f"not one line: {message[:200]!r}"
        if "could not" in message:
            return f"an engine error behind the file: {message}"
        return None
    except Exception as exc:  # noqa: BLE001 - any other error is what this fuzzer hunts
        return f"{type(exc).__name__}: {str(exc)[:200]}"
    try:  # an accepted edit (e.g. only spacing changed) is still the same, savable game
        again = game_from_json(dumps(game))
    except Exception as exc:  # noqa: BLE001
        return f"accepted, but its own save does not load: {exc}"
    return None if again.fingerprint() == game.fingerprint() else "accepted, replays differently"
