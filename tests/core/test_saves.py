"""Saved games: versioned JSON that replays exactly, and clear refusals of bad files."""

from __future__ import annotations

import json
from pathlib import Path

import pytest

from chemteach.core import SaveFileError, dumps, game_from_json
from chemteach.core.errors import DataFileError
from chemteach.games.polymer import PolymerChains


def played(moves: int = 6) -> PolymerChains:
    game = PolymerChains(["Ada", "Ben"], rules={"target_score": 60}, seed=3)
    for _ in range(moves):
        (p,) = game.to_move()
        game.apply(p, game.legal_actions(p)[-1])
    return game


def test_save_contains_format_version_rules_seed_players_and_moves() -> None:
    data = json.loads(dumps(played()))
    assert data["format"] == "chemteach-save" and data["version"] == 4 and data["lesson"] is None
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


# ----- issue 7 items 7 and 8: the digest is required; a malformed file is one sentence ----

def _text(data) -> str:
    return data if isinstance(data, str) else json.dumps(data)


def test_a_save_without_its_digest_is_refused() -> None:
    """Issue 7 item 7: a Bond! save with every points rule at 20 and no digest loaded."""
    from chemteach.games.bond import Bond

    data = Bond(3, seed=5).to_json()
    data["rules"]["points"] = {card: 20 for card in data["rules"]["points"]}
    del data["digest"]
    with pytest.raises(SaveFileError, match="no 'digest'"):
        game_from_json(json.dumps(data))


def test_a_loaded_game_lists_its_house_rules() -> None:
    """Anyone can recompute a digest, so a loaded game says which rules are not the kit's."""
    from chemteach.games.bond import Bond
    from chemteach.games.periodyx import Periodyx

    points = {"H": 20, "O": 20}
    bond = game_from_json(dumps(Bond(3, rules={"points": points}, seed=5)))
    assert bond.house_rules() == ["points.H = 20", "points.O = 20"]
    assert game_from_json(dumps(played())).house_rules() == ["target_score = 60"]
    assert Bond(3).house_rules() == []
    periodyx = Periodyx(2, rules={"nk_swap": False, "max_atomic_number": 36,
                                  "mendeleev_match": "same group or period"})
    assert periodyx.house_rules() == [
        "nk_swap = false", 'mendeleev_match = "same group or period"', "max_atomic_number = 36"]


MALFORMED = {
    "seed Infinity": lambda d: _text(d).replace(f'"seed": {d["seed"]}', '"seed": Infinity'),
    "seed NaN": lambda d: _text(d).replace(f'"seed": {d["seed"]}', '"seed": NaN'),
    "seed 1e400": lambda d: _text(d).replace(f'"seed": {d["seed"]}', '"seed": 1e400'),
    "seed 5,000 digits": lambda d: _text(d).replace(f'"seed": {d["seed"]}',
                                                    '"seed": ' + "7" * 5000),
    "seed 40 digits": lambda d: {**d, "seed": 10**40},
    "seed 3.5": lambda d: {**d, "seed": 3.5},
    "seed true": lambda d: {**d, "seed": True},
    "seed text": lambda d: {**d, "seed": "3"},
    "actions null": lambda d: {**d, "actions": None},
    "actions 5": lambda d: {**d, "actions": 5},
    "actions text": lambda d: {**d, "actions": "place"},
    "a move that is a number": lambda d: {**d, "actions": [5]},
    "a move without a player": lambda d: {**d, "actions": [{"action": {"type": "place"}}]},
    "a player 0.0": lambda d: {**d, "actions": [{**d["actions"][0], "player": 0.0}]},
    "a player 99": lambda d: {**d, "actions": [{**d["actions"][0], "player": 99}]},
    "a cell of floats": lambda d: {**d, "actions": [{"player": 0, "action": {
        "type": "place", "cell": [0.5, 1]}}]},
    "a cell nested 50,000 deep": lambda d: _text(d).replace(
        '"actions": [', '"actions": [{"player": 0, "action": {"type": "place", "cell": '
        + "[" * 50_000 + "]" * 50_000 + "}}, ", 1),
    "nesting 50,000 deep": lambda d: "[" * 50_000 + "]" * 50_000,
    "rules null": lambda d: {**d, "rules": None},
    "rules a list": lambda d: {**d, "rules": [1, 2]},
    "players null": lambda d: {**d, "players": None},
    "players numbers": lambda d: {**d, "players": [1, 2]},
    "digest a number": lambda d: {**d, "digest": 5},
    "game a list": lambda d: {**d, "game": ["polymer"]},
    "not UTF-8": lambda d: _text(d).encode("utf-8").replace(b'"Ada"', b'"Ad\xe9"'),
    "UTF-16": lambda d: _text(d).encode("utf-16"),
    "empty": lambda d: "",
    "a JSON list": lambda d: "[]",
    "an action type that is a list": lambda d: {**d, "actions": [{"player": 0, "action": {
        "type": ["place"]}}]},
}


@pytest.mark.parametrize("case", sorted(MALFORMED))
def test_a_malformed_save_is_one_sentence_of_save_error(case) -> None:
    """Issue 7 item 8: these raised OverflowError, ValueError, TypeError, RecursionError..."""
    bad = MALFORMED[case](played().to_json())
    with pytest.raises(SaveFileError) as info:
        game_from_json(json.dumps(bad) if isinstance(bad, dict) else bad)
    message = str(info.value)
    assert "\n" not in message and len(message) < 400, message
    assert "could not" not in message  # the catch-all for engine bugs was not needed


def test_a_file_far_bigger_than_any_save_is_refused_unread() -> None:
    from chemteach.core.save import MAX_SAVE_BYTES

    huge = '{"format": "chemteach-save", "actions": [' + "0," * (MAX_SAVE_BYTES // 2) + "0]}"
    with pytest.raises(SaveFileError, match="far too big"):
        game_from_json(huge)


def test_open_a_missing_file_a_folder_or_a_huge_file_is_a_save_error(tmp_path) -> None:
    from chemteach.core import load_save
    from chemteach.core.save import MAX_SAVE_BYTES

    big = tmp_path / "big.json"
    with big.open("wb") as f:
        f.truncate(MAX_SAVE_BYTES + 1)
    cases = {tmp_path / "missing.json": "There is no save file", tmp_path: "is a folder",
             big: "far too big", "nul\x00byte.json": "Cannot read the save file"}
    for path, words in cases.items():
        with pytest.raises(SaveFileError, match=words):
            load_save(path)
    good = tmp_path / "good.json"
    good.write_text(dumps(played()))
    assert load_save(good).fingerprint() == played().fingerprint()
    assert load_save(str(good)).fingerprint() == played().fingerprint()


def test_a_save_with_an_editors_byte_order_mark_loads(tmp_path):
    """The issue 7 review: a save re-saved by a text editor that adds a BOM still loads."""
    from chemteach.core.save import load_save

    game = PolymerChains(["Ada", "Ben"], seed=2)
    text = "\ufeff" + dumps(game)
    assert game_from_json(text).fingerprint() == game.fingerprint()
    path = tmp_path / "bom.json"
    path.write_bytes(text.encode("utf-8"))
    assert load_save(path).fingerprint() == game.fingerprint()
    assert load_save(text).fingerprint() == game.fingerprint()


def test_a_save_that_is_a_device_an_empty_name_or_a_true_version_is_refused(tmp_path):
    from chemteach.core.save import load_save

    zero = tmp_path / "zero.json"
    zero.symlink_to("/dev/zero")
    with pytest.raises(SaveFileError, match="is not a file"):
        load_save(zero)
    with pytest.raises(SaveFileError, match="No save file was named"):
        load_save("")
    data = json.loads(dumps(PolymerChains(["Ada", "Ben"], seed=2)))
    for version in (True, 1.0):
        with pytest.raises(SaveFileError, match="format version"):
            game_from_json(json.dumps({**data, "version": version}))


# ----- issue 18 item 13: the digest covers the whole move history ----------------------

def _bot_game(game: str, seed: int):
    from chemteach.core.match import Match, Seat
    from chemteach.games import bots, game_class

    levels = bots(game)
    state = game_class(game)(["medium 1", "hard 2", "medium 3"], seed=seed)
    Match(state, [Seat(n, levels[n.split()[0]]()) for n in state.names]).play_out(
        max_moves=400)
    return state


@pytest.mark.parametrize("game", ["polymer", "periodyx", "bond", "monopoly"])
def test_every_games_digest_covers_the_move_history_not_only_the_final_state(game) -> None:
    from chemteach.core.save import state_digest

    played_game = _bot_game(game, 4)
    assert len(played_game.history) > 5
    same_state = played_game.clone()
    same_state.history[1] = same_state.history[0]  # another history, the very same state
    assert same_state.fingerprint() == played_game.fingerprint()
    assert state_digest(same_state) != state_digest(played_game)
    shorter = played_game.clone()
    del shorter.history[-1]
    assert state_digest(shorter) != state_digest(played_game)


def test_a_monopoly_save_whose_losing_sealed_bid_was_lowered_is_refused() -> None:
    """Lowering a losing bid replays to the same final state: it loaded with the digest."""
    from chemteach.games.monopoly import GAME
    from chemteach.games.monopoly.actions import Bid

    game = _bot_game("monopoly", 0)
    data = json.loads(dumps(game))
    found = 0
    for i, (_player, action) in enumerate(game.history):
        if not (isinstance(action, Bid) and action.amount > 0):
            continue
        edited = GAME(game.names, game.rules, game.seed)
        try:
            for p, a in [*game.history[:i], (_player, Bid(0)), *game.history[i + 1:]]:
                edited.apply(p, a)
        except Exception:  # the bid was not a losing one: it changed what follows
            continue
        if edited.fingerprint() != game.fingerprint():
            continue
        found += 1  # the very same final state by another move history
        bad = json.loads(json.dumps(data))
        bad["actions"][i]["action"]["amount"] = 0
        with pytest.raises(SaveFileError, match="does not replay"):
            game_from_json(json.dumps(bad))
    assert found, "no losing bid to lower in this game: pick another seed"


def test_a_save_of_format_version_2_still_loads_its_history_unchecked() -> None:
    """Version 2 saves (digest of the final state and the names) load, and say so."""
    from chemteach.core.save import history_checked, state_digest

    game = played()
    data = json.loads(dumps(game))
    assert history_checked(game_from_json(json.dumps(data)))
    data["version"], data["digest"] = 2, state_digest(game, 2)
    data.pop("files", None)
    old = game_from_json(json.dumps(data))
    assert old.fingerprint() == game.fingerprint() and not history_checked(old)


# ----- issue 18 item 14: a save never makes the kit open a path of its choosing ------------

@pytest.fixture
def own_board(tmp_path):
    """A teacher's board file: a copy of the kit's board under another name."""
    from chemteach.games.monopoly import engine

    kit = Path(engine.__file__).with_name("board.toml")
    board = tmp_path / "our-board.toml"
    board.write_bytes(kit.read_bytes())
    return board


def _monopoly_save(board: Path) -> tuple[dict, object]:
    from chemteach.games.monopoly import GAME

    game = GAME(["Ada", "Ben"], {"board_file": str(board)}, seed=5)
    for _ in range(30):
        (p,) = game.to_move()
        game.apply(p, game.legal_actions(p)[0])
    return json.loads(dumps(game)), game


def _touches(monkeypatch, marker: str) -> list[str]:
    """Every path whose name holds `marker` that is stat'ed or opened from now on."""
    import builtins
    import io
    import os

    touched: list[str] = []
    real_stat, real_open, real_io_open = os.stat, builtins.open, io.open

    def stat(path, *args, **kwargs):
        if marker in str(path):
            touched.append(str(path))
        return real_stat(path, *args, **kwargs)

    def opener(real):
        def open_(file, *args, **kwargs):
            if marker in str(file):
                touched.append(str(file))
            return real(file, *args, **kwargs)
        return open_

    monkeypatch.setattr(os, "stat", stat)
    monkeypatch.setattr(builtins, "open", opener(real_open))
    monkeypatch.setattr(io, "open", opener(real_io_open))
    return touched


def test_a_save_naming_a_board_file_is_refused_without_opening_it(own_board, monkeypatch):
    data, _game = _monopoly_save(own_board)
    for named in (str(own_board), "/etc/passwd-our-board"):
        data["rules"]["board_file"] = named
        touched = _touches(monkeypatch, "our-board")
        with pytest.raises(SaveFileError, match="board") as info:
            game_from_json(json.dumps(data))
        monkeypatch.undo()
        assert touched == [], touched
        assert "\n" not in str(info.value)


def test_a_save_on_a_teachers_board_loads_with_that_board_passed_explicitly(own_board) -> None:
    from chemteach.core import load_save

    data, game = _monopoly_save(own_board)
    loaded = game_from_json(json.dumps(data), files={"board_file": own_board})
    assert loaded.fingerprint() == game.fingerprint() and loaded.history == game.history
    assert load_save(json.dumps(data), files={"board_file": str(own_board)}).fingerprint() == (
        game.fingerprint())


def test_a_board_file_other_than_the_one_played_on_is_refused(own_board, tmp_path) -> None:
    data, _game = _monopoly_save(own_board)
    # a deep folder, as a school's shared drive has: the sentence still names the file
    folder = tmp_path / "a-teachers-folder-on-the-school-drive" / "chemistry" / "year-9"
    folder.mkdir(parents=True)
    other = folder / "other-board.toml"
    other.write_bytes(own_board.read_bytes() + b"\n# the teacher's edit\n")
    with pytest.raises(DataFileError, match="other-board.toml") as refused:
        game_from_json(json.dumps(data), files={"board_file": other})
    assert "board_file" in str(refused.value) and len(str(refused.value)) < 400
    data["files"] = {"board_file": 5}
    with pytest.raises(SaveFileError, match="files"):
        game_from_json(json.dumps(data), files={"board_file": own_board})


def test_a_save_on_the_kits_own_board_needs_no_file() -> None:
    from chemteach.games.monopoly import GAME

    game = GAME(["Ada", "Ben"], seed=5)
    assert game_from_json(dumps(game)).fingerprint() == game.fingerprint()


def test_the_loader_shows_each_replayed_state_to_on_move_in_its_one_replay() -> None:
    """`on_move` sees the game at its start and after every move of the loader's replay
    (what the class results gather details from, instead of replaying a second time)."""
    game = played()
    seen: list[tuple[object, int]] = []
    loaded = game_from_json(dumps(game), on_move=lambda state: seen.append(
        (state, len(state.history))))
    assert [n for _state, n in seen] == list(range(len(game.history) + 1))
    assert all(state is loaded for state, _n in seen)
    assert loaded.fingerprint() == game.fingerprint()
    data = json.loads(dumps(game))
    data["digest"] = "0" * 16
    seen.clear()
    with pytest.raises(SaveFileError, match="does not replay"):
        game_from_json(json.dumps(data), on_move=lambda state: seen.append((state, 0)))
    assert len(seen) == len(game.history) + 1  # shown all, then refused: gathered for nothing


# ----- issue 19 item 6: a save records the lesson it was played in (format 4) --------------
def lesson_game():  # type: ignore[no-untyped-def]
    """A Polymer Chains game started on a lesson's rules, as a lesson's play() starts it."""
    from chemteach.classroom import lesson_rules
    from chemteach.core.rules import Rules

    lessons = Path(__file__).resolve().parents[2] / "notebooks" / "lessons"
    rules = lesson_rules("polymer", lessons / "polymer-chains-and-chance.rules.toml")
    assert isinstance(rules, Rules)
    game = PolymerChains(["Ada", "Ben"], rules, seed=3)
    for _ in range(6):
        (p,) = game.to_move()
        game.apply(p, game.legal_actions(p)[-1])
    return game


def test_a_save_records_the_lesson_its_rules_were_read_for() -> None:
    from chemteach.core.save import rules_digest

    game = lesson_game()
    data = json.loads(dumps(game))
    assert data["version"] == 4
    assert data["lesson"] == {"name": "polymer-chains-and-chance",
                              "rules_digest": rules_digest(game.rules)}
    loaded = game_from_json(json.dumps(data))
    assert loaded.rules.lesson == data["lesson"]
    assert json.loads(dumps(loaded.clone()))["lesson"] == data["lesson"]  # kept by a copy


def test_a_save_moved_to_another_lesson_by_hand_is_refused_as_edited() -> None:
    data = json.loads(dumps(lesson_game()))
    data["lesson"]["name"] = "bond-valence"
    with pytest.raises(SaveFileError, match="does not replay"):
        game_from_json(json.dumps(data))
    data["lesson"] = None
    with pytest.raises(SaveFileError, match="does not replay"):
        game_from_json(json.dumps(data))


@pytest.mark.parametrize("lesson", ["bond", {"name": "x"}, {"name": "", "rules_digest": ""},
                                    {"name": "x" * 201, "rules_digest": ""},
                                    {"name": "x", "rules_digest": 3, "extra": 1}])
def test_a_save_whose_lesson_is_not_a_name_and_digest_is_refused_in_one_sentence(lesson) -> None:
    data = json.loads(dumps(lesson_game()))
    data["lesson"] = lesson
    with pytest.raises(SaveFileError, match="'lesson' must be null"):
        game_from_json(json.dumps(data))


def test_a_save_of_format_version_3_still_loads_without_a_lesson() -> None:
    from chemteach.core.save import state_digest

    game = lesson_game()
    data = json.loads(dumps(game))
    data["version"], data["digest"] = 3, state_digest(game, 3)
    data["lesson"] = {"name": "ignored in version 3", "rules_digest": ""}
    old = game_from_json(json.dumps(data))
    assert old.fingerprint() == game.fingerprint() and old.rules.lesson is None
