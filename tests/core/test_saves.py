"""Saved games: versioned JSON that replays exactly, and clear refusals of bad files."""

from __future__ import annotations

import json

import pytest

from chemteach.core import SaveFileError, dumps, game_from_json
from chemteach.games.polymer import PolymerChains


def played(moves: int = 6) -> PolymerChains:
    game = PolymerChains(["Ada", "Ben"], rules={"target_score": 60}, seed=3)
    for _ in range(moves):
        (p,) = game.to_move()
        game.apply(p, game.legal_actions(p)[-1])
    return game


def test_save_contains_format_version_rules_seed_players_and_moves() -> None:
    data = json.loads(dumps(played()))
    assert data["format"] == "chemteach-save" and data["version"] == 1
    assert data["game"] == "polymer" and data["players"] == ["Ada", "Ben"]
    assert data["rules"]["target_score"] == 60 and data["seed"] == 3
    assert len(data["actions"]) == 6 and data["actions"][0]["action"]["type"] == "place"


def test_load_replays_to_the_same_state() -> None:
    game = played()
    loaded = PolymerChains.from_json(dumps(game))
    assert loaded.fingerprint() == game.fingerprint() and loaded.names == ["Ada", "Ben"]
    assert loaded.history == game.history


@pytest.mark.parametrize(
    ("mangle", "message"),
    [
        (lambda d: "not json{", "not JSON"),
        (lambda d: {**d, "format": "other"}, "not a chemteach save file"),
        (lambda d: {**d, "version": 99}, "format version 99"),
        (lambda d: {**d, "game": "chess"}, "No game called 'chess'"),
        (lambda d: {k: v for k, v in d.items() if k != "seed"}, "has no 'seed'"),
        (lambda d: {**d, "rules": {"target_score": -1}}, "not usable"),
        (lambda d: {**d, "actions": d["actions"] + [{"player": 0, "action": {"type": "place",
                                                                              "cell": [50, 50]}}]},
         "Move 7 of the save file cannot be replayed"),
        (lambda d: {**d, "actions": [{"player": 0, "action": {"type": "fly"}}]},
         "unknown action type"),
        (lambda d: {**d, "seed": d["seed"] + 1, "actions": []}, "does not replay"),
    ],
)
def test_bad_save_files_are_refused_with_a_reason(mangle, message) -> None:
    data = played().to_json()
    bad = mangle(data)
    with pytest.raises(SaveFileError, match=message):
        game_from_json(json.dumps(bad) if isinstance(bad, dict) else bad)


def test_undo_by_replaying_fewer_moves() -> None:
    game = played(6)
    earlier = game.restart(4)
    assert len(earlier.history) == 4
    assert earlier.fingerprint() == played(4).fingerprint()


def test_a_save_loads_in_another_python_process(tmp_path) -> None:
    """The digest must not depend on the process (hash(None) does, in Python 3.11)."""
    import subprocess
    import sys

    from chemteach.games.bond import Bond

    saves = []
    for game in (played(), Bond(3, seed=5)):
        path = tmp_path / f"{game.name}.json"
        path.write_text(dumps(game))
        saves.append(str(path))
    code = ("import sys; from chemteach.core import game_from_json;"
            "[game_from_json(open(p).read()) for p in sys.argv[1:]]; print('ok')")
    out = subprocess.run([sys.executable, "-c", code, *saves], capture_output=True, text=True)
    assert out.stdout.strip() == "ok", out.stderr
