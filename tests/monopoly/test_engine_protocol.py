"""Chemistry Monopoly on the kit's core: legality, observations, saves, bots, the CLI."""

from __future__ import annotations

import json
import random

import pytest

from chemteach.cli import main
from chemteach.core import Match, SaveFileError, Seat, game_from_json
from chemteach.games import bots, game_class
from chemteach.games.monopoly import (
    ACTION_TYPES,
    BOTS,
    Answer,
    Bid,
    Buy,
    BuyBack,
    ChemistryMonopoly,
    ChooseTax,
    Condense,
    Decline,
    EndTurn,
    Evaporate,
    KeepTransferred,
    Offer,
    PayFine,
    Reply,
    Roll,
    Transfer,
    UseCard,
)

from .helpers import bot_rules, check_invariants


def universe(game: ChemistryMonopoly, player: int) -> list:
    """Many candidate moves, legal and not, to test is_legal against legal_actions."""
    moves: list = [Roll(), PayFine(), UseCard(), Buy(), Decline(), EndTurn(), Reply(True),
                   Reply(False), ChooseTax(True), ChooseTax(False), Bid(0), Bid(5), Bid(10),
                   Bid(100_000), Answer(0), Answer(3), Answer(9)]
    for s in range(-1, 41):
        moves += [Condense(s), Evaporate(s), Transfer(s), BuyBack(s), KeepTransferred(s)]
    return moves


@pytest.mark.parametrize("seed", range(10))
def test_is_legal_agrees_with_legal_actions(seed: int) -> None:
    game = ChemistryMonopoly(2 + seed % 5, rules={"round_limit": 10}, seed=seed)
    rng = random.Random(seed)
    steps = 0
    while not game.is_over() and steps < 400:
        steps += 1
        others = [p for p in range(game.num_players) if p not in game.to_move()]
        for player in [*game.to_move(), *others[:1]]:
            legal = game.legal_actions(player)
            listed = set(legal)
            for move in universe(game, player) + legal:
                if isinstance(move, Offer):
                    assert game.is_legal(player, move)
                    continue
                assert game.is_legal(player, move) == (move in listed), (move, game.phase)
                if move not in listed:
                    assert game.explain_illegal(player, move)
        player = rng.choice(game.to_move())
        game.apply(player, rng.choice(game.legal_actions(player)))


def test_observation_hides_the_decks_and_the_other_sealed_bids() -> None:
    game = ChemistryMonopoly(3, seed=5)
    game.current, game.phase = 0, "start"
    game.loaded_die = lambda: 1
    game.apply(0, Roll())  # 1 + 1 = 2: Test Day, or a throw again; at least no crash
    game.phase, game.current = "buy", 0
    game.pos[0] = 3
    game.apply(0, Decline())
    bidder = game.to_move()[0]
    game.apply(bidder, Bid(40))
    for viewer in (None, 0, 1, 2):
        obs = game.observation(viewer)
        text = repr(obs)
        assert "order" not in text and "40" not in repr(obs.has_bid)
        assert obs.my_bid == (40 if viewer == bidder else -1)
        assert not hasattr(obs, "order") and not hasattr(obs, "bids")


def test_observation_is_a_copy() -> None:
    game = ChemistryMonopoly(2, seed=1)
    obs = game.observation(0)
    obs.cash = (0, 0)
    assert game.cash == [1500, 1500]
    with pytest.raises(TypeError):
        obs.owner[1] = 0  # type: ignore[index]


def test_save_replays_identically_and_an_edited_save_is_refused() -> None:
    game = ChemistryMonopoly(["Ada", "Ben", "Cy"], seed=9)
    Match(game, [Seat(n, BOTS["hard"]()) for n in game.names]).step_bots(150)
    data = json.loads(json.dumps(game.to_json()))
    loaded = ChemistryMonopoly.from_json(data)
    assert loaded.fingerprint() == game.fingerprint() and loaded.names == game.names
    data["actions"][5]["action"] = {"type": "end turn"}
    with pytest.raises(SaveFileError):
        game_from_json(data)


def test_actions_round_trip_through_json() -> None:
    for action in (Offer(1, (3, 5), (), -20, 1, 0), Bid(30), Answer(2), Condense(39)):
        assert type(action) in ACTION_TYPES
        data = json.loads(json.dumps(action.to_json()))
        from chemteach.core import action_from_json

        assert action_from_json(data, ACTION_TYPES) == action


def test_registered_with_its_bots() -> None:
    assert game_class("monopoly") is ChemistryMonopoly
    assert set(bots("monopoly")) == {"easy", "medium", "hard"}


@pytest.mark.parametrize("level", ["easy", "medium", "hard"])
def test_bot_games_finish_with_legal_moves(level: str) -> None:
    for seed in range(3):
        game = ChemistryMonopoly(4, rules=bot_rules(), seed=seed)
        Match(game, [Seat(str(i), BOTS[level]()) for i in range(4)]).play_out()
        assert game.is_over() and game.winners()
        check_invariants(game)


def test_hard_bot_beats_easy() -> None:
    """One hard bot among three easy ones wins most games. How often it beats the medium
    bot is a figure with its confidence interval, not a test: benchmarks/bench_bot_levels.py
    (issue 18; twelve seeded games against three medium bots gave it 3 wins, its share over
    1,000 games is in DECISIONS.md)."""
    wins = {"easy": 0.0}
    games = 12
    for seed in range(games):
        other = "easy"
        seat = seed % 4
        seats = [Seat(f"{other} {i}", BOTS[other]()) for i in range(4)]
        seats[seat] = Seat("hard", BOTS["hard"]())
        game = ChemistryMonopoly([s.name for s in seats], rules=bot_rules(), seed=seed)
        Match(game, seats).play_out()
        if seat in game.winners():
            wins[other] += 1 / len(game.winners())
    assert wins["easy"] / games > 0.5


def test_cli_simulates_monopoly(capsys) -> None:
    assert main(["simulate", "monopoly", "--games", "2", "--players", "3",
                 "--bots", "hard,medium"]) == 0
    out = capsys.readouterr().out
    assert "monopoly: 2 games, 3 players" in out
    assert main(["games"]) == 0
    assert "Chemistry Monopoly (2-6 players); bots: easy, medium, hard" in \
        capsys.readouterr().out


def test_malformed_moves_get_a_sentence_not_a_traceback() -> None:
    game = ChemistryMonopoly(2, seed=1)
    p = game.to_move()[0]
    for action in (Offer(1 - p, ("a", 1), (), 0), Offer(1 - p, (), (), "ten"),  # type: ignore
                   Answer("b"), Bid("x"), Condense("Na"), Offer(7, (), (1,), 0)):  # type: ignore
        assert not game.is_legal(p, action)
        assert game.explain_illegal(p, action)


def test_switching_the_move_log_off_plays_the_same_game() -> None:
    def play(log: bool) -> ChemistryMonopoly:
        game = ChemistryMonopoly(4, rules={"move_log": log, "round_limit": 30}, seed=21)
        Match(game, [Seat(str(i), BOTS["hard"]()) for i in range(4)]).play_out()
        return game

    on, off = play(True), play(False)
    assert off.events == [] and on.events
    assert [a for _, a in on.history] == [a for _, a in off.history]
    assert on.cash == off.cash and on.owner == off.owner and on.winners() == off.winners()


def test_a_loaded_game_continues_identically() -> None:
    game = ChemistryMonopoly(3, seed=11)
    rng = random.Random(3)
    for _ in range(60):
        p = game.to_move()[0]
        game.apply(p, rng.choice(game.legal_actions(p)))
    loaded = ChemistryMonopoly.from_json(game.to_json())
    for _ in range(300):
        if game.is_over():
            break
        p = rng.choice(game.to_move())
        action = rng.choice(game.legal_actions(p))
        game.apply(p, action)
        loaded.apply(p, action)
        assert loaded.fingerprint() == game.fingerprint()


def test_a_save_loads_in_another_python_process(tmp_path) -> None:
    """The fingerprint (and so the save's digest) must not depend on the process."""
    import os
    import subprocess
    import sys

    from chemteach.core import dumps

    game = ChemistryMonopoly(4, seed=21)
    Match(game, [Seat(str(i), BOTS["hard"]()) for i in range(4)]).step_bots(200)
    path = tmp_path / "monopoly.json"
    path.write_text(dumps(game))
    code = ("import sys; from chemteach.core import game_from_json; "
            "g = game_from_json(open(sys.argv[1]).read()); print(g.fingerprint()['rng'])")
    out = subprocess.run([sys.executable, "-c", code, str(path)], capture_output=True,
                         text=True, check=True, env=os.environ.copy())
    assert out.stdout.strip() == game.fingerprint()["rng"]
