"""Golden playthroughs: a seeded bot game of each game must replay to its stored transcript.

A difference means a rule (or a bot) changed: if on purpose, rewrite the files with
`python scripts/write_golden.py` and let the diff show the change in review.
"""

from __future__ import annotations

import difflib
from pathlib import Path

import pytest

from chemteach.core.transcript import GOLDEN, transcript

HERE = Path(__file__).resolve().parent


@pytest.mark.parametrize(("name", "game", "players", "seed", "bots"), GOLDEN)
def test_seeded_game_replays_its_golden_transcript(name, game, players, seed, bots) -> None:
    expected = (HERE / name).read_text(encoding="utf-8")
    actual = transcript(game, players, seed, bots)
    diff = "".join(difflib.unified_diff(expected.splitlines(True), actual.splitlines(True),
                                        f"golden/{name}", "now", n=1))
    assert actual == expected, "the game no longer plays as recorded:\n" + diff[:3000]
