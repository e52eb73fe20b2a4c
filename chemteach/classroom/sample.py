"""A class's handed-in saves, played by seeded bots: for the results notebook, tests, benchmark.

Each save is a whole game played to its end by the kit's bots under student names (the
names are all a save records), written with the file name the kit's Save button gives.
`damage` then makes the files a teacher also finds in a real folder: one edited by hand,
one cut short, and files that are no save at all.
"""

from __future__ import annotations

import datetime as dt
import json
import os
import re
from collections.abc import Mapping, Sequence
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any

from ..core.game import Game
from ..core.match import Match, Seat
from ..core.save import dumps

#: A tiny valid PNG picture (1x1 pixel): what a student's screenshot looks like to the kit.
PNG_BYTES = bytes.fromhex(
    "89504e470d0a1a0a0000000d4948445200000001000000010806000000"
    "1f15c4890000000d49444154789c6360000002000001e221bc330000000049454e44ae426082")


@dataclass(frozen=True)
class SampleGame:
    """One student's game: which game, the seat names (bot levels for bots), seed and rules."""

    game: str
    players: tuple[str, ...]
    seed: int
    rules: Mapping[str, Any] = field(default_factory=dict)
    #: Stop after this many moves (None: play to the end), as a student who saved mid-game.
    stop_after: int | None = None
    when: dt.datetime = dt.datetime(2026, 11, 30, 10, 15)


def play(sample: SampleGame) -> Game:
    """Play the sample game with bots in every seat (a seat named by a level plays at it,
    student names play at 'medium'), seeded so the same sample is the same game."""
    from ..games import bots, game_class

    cls = game_class(sample.game)
    available = bots(sample.game)
    # bots alone might never end a Bond! round: a game's own cap for bots applies when the
    # sample's rules set none (so every sample game ends)
    rules = cls.rules_for_bots(cls.rule_spec.load(dict(sample.rules)))
    game = cls(list(sample.players), rules, sample.seed)
    seats = [Seat(name, available[_level(name, available)]()) for name in sample.players]
    match = Match(game, seats)
    match.step_bots(sample.stop_after)
    return game


def _level(name: str, available: Mapping[str, Any]) -> str:
    base = re.sub(r" \d+$", "", name.strip().lower())
    return base if base in available else "medium"


def file_name(game: Game, when: dt.datetime) -> str:
    """The name the kit's Save button gives a file (game, players, moves, date and time)."""
    names = "-".join(re.sub(r"[^A-Za-z0-9]+", "", n) or "player" for n in game.names)[:60]
    return f"{game.name}-{names}-m{len(game.history)}-{when:%Y%m%d-%H%M}.json"


def write_games(folder: str | Path, games: Sequence[SampleGame]) -> list[Path]:
    """Play and save each game into `folder` (made if missing); returns the files written."""
    folder = Path(folder)
    folder.mkdir(parents=True, exist_ok=True)
    paths = []
    for sample in games:
        game = play(sample)
        path = folder / file_name(game, sample.when)
        path.write_text(dumps(game), encoding="utf-8")
        stamp = sample.when.timestamp()
        os.utime(path, (stamp, stamp))
        paths.append(path)
    return paths


def edit_last_move(path: str | Path, target: str | Path | None = None) -> Path:
    """A copy of a save whose last move was changed by hand to another legal move (its
    recorded digest kept): the file replays, but not to the game it recorded."""
    from ..core.save import load_save

    path = Path(path)
    data = json.loads(path.read_text(encoding="utf-8"))
    game = load_save(path)
    before = game.restart(len(game.history) - 1)
    player, last = game.history[-1]
    others = [a for a in before.legal_actions(player) if a != last]
    if others:
        data["actions"][-1]["action"] = others[0].to_json()
    else:  # the last move had no alternative: the digest itself is edited
        data["digest"] = "0" * len(data["digest"])
    out = Path(target) if target else path.with_name(path.stem + "-edited.json")
    out.write_text(json.dumps(data, indent=1), encoding="utf-8")
    return out


def truncate(path: str | Path, target: str | Path | None = None, keep: float = 0.6) -> Path:
    """A copy of a save cut short, as an interrupted upload or download leaves it."""
    path = Path(path)
    text = path.read_text(encoding="utf-8")
    out = Path(target) if target else path.with_name(path.stem + "-cut.json")
    out.write_text(text[: int(len(text) * keep)], encoding="utf-8")
    return out


def write_foreign(folder: str | Path) -> list[Path]:
    """Files that are no save: a picture, an empty file and another program's JSON."""
    folder = Path(folder)
    folder.mkdir(parents=True, exist_ok=True)
    picture = folder / "screenshot.png"
    picture.write_bytes(PNG_BYTES)
    empty = folder / "empty.json"
    empty.write_bytes(b"")
    other = folder / "settings.json"
    other.write_text(json.dumps({"theme": "dark", "fontSize": 14}), encoding="utf-8")
    return [picture, empty, other]


#: Student names for generated classes (seat names a class might type).
STUDENTS = ("Ada", "Ben", "Chloe", "Dev", "Emi", "Farid", "Grace", "Hiro", "Ines", "Jonas",
            "Kemi", "Luca", "Maya", "Noor", "Oscar", "Priya", "Quinn", "Rosa", "Sami", "Tara",
            "Umar", "Vera", "Wei", "Xena", "Yusuf", "Zoe", "Aiko", "Bruno", "Carmen", "Dario")

#: Bond! rounds of bots alone may never see a declaration: a class's rules cap them.
BOND_RULES: Mapping[str, Any] = {"turn_limit": 20}


def class_of(students: int, seed: int = 0) -> list[SampleGame]:
    """One full-length game per student, the four games in turn, each student against bots
    (or a classmate), under the default rules (Bond! with a turn limit, as bots need)."""
    games = []
    for i in range(students):
        name = STUDENTS[i % len(STUDENTS)] + ("" if i < len(STUDENTS) else f" {i}")
        kind = ("polymer", "periodyx", "bond", "monopoly")[i % 4]
        rivals = (("medium", "hard"), ("easy", "medium", "hard"), ("medium", "medium 2"),
                  ("medium", "hard", "easy"))[i % 4]
        rules = BOND_RULES if kind == "bond" else {}
        when = dt.datetime(2026, 11, 30, 9, 0) + dt.timedelta(minutes=3 * i)
        games.append(SampleGame(kind, (name, *rivals), seed + i, rules, when=when))
    return games


#: The sample class shipped in notebooks/teacher/sample_class/: small games of all four
#: games (some unfinished, some with house rules), so a teacher sees every kind of row.
SAMPLE_CLASS: tuple[SampleGame, ...] = tuple(
    SampleGame(game, players, seed, rules, stop, dt.datetime(2026, 11, 30, 10, 0)
               + dt.timedelta(minutes=4 * i))
    for i, (game, players, seed, rules, stop) in enumerate((
        ("polymer", ("Ada", "medium", "hard"), 11, {}, None),
        ("polymer", ("Ben", "Chloe"), 12, {"target_score": 60}, None),
        ("bond", ("Dev", "medium"), 13, {"turn_limit": 12, "rounds": 2}, None),
        ("bond", ("Emi", "Farid", "hard"), 14, {"turn_limit": 12}, None),
        ("periodyx", ("Grace", "easy", "medium"), 15, {}, None),
        ("periodyx", ("Hiro", "medium"), 16, {}, 12),
        ("monopoly", ("Ines", "medium", "hard"), 17, {"round_limit": 30}, None),
        ("monopoly", ("Jonas", "easy"), 18, {"round_limit": 20}, None),
        ("polymer", ("Kemi", "medium"), 19, {}, None),
        ("periodyx", ("Luca", "hard"), 20, {}, None),
    )))
#: Of SAMPLE_CLASS, the student whose file was edited by hand and the one whose file is cut.
EDITED, TRUNCATED = "Kemi", "Luca"


def write_sample_class(folder: str | Path) -> list[Path]:
    """Write the sample class: SAMPLE_CLASS's saves, Kemi's edited by hand, Luca's cut short
    (each under the name Save game gave it)."""
    paths = write_games(folder, SAMPLE_CLASS)
    for path in paths:
        if f"-{EDITED}-" in path.name:
            edit_last_move(path, path)
        elif f"-{TRUNCATED}-" in path.name:
            truncate(path, path)
    return paths
