"""Random playouts of Chemistry Monopoly over 500 seeded games of 2-6 players, with the
invariants checked after every move and a JSON save that replays identically.

Half the seeds (alternate runs of the six rule variants) choose uniformly among the
listed moves (much transferring and buying back, many bankruptcies); the others throw or
end the turn half the time those are listed (more rounds, landings and auctions per move).
Run in batches of ten games (a failure names its seed). After every move
`invariants.Checker` checks every invariant, the board's again only when it changed; the
cross-check that every listed move passes `is_legal` runs at every fifth move. Every
game is saved and replayed at its end; one game in four also mid-game."""

from __future__ import annotations

import json
import random

import pytest

from chemteach.core import game_from_json
from chemteach.games.monopoly import ChemistryMonopoly
from chemteach.games.monopoly.moves import END, ROLL

from .invariants import Checker

MAX_STEPS = 20_000
VARIANTS = [
    {},
    {"auctions": False},
    {"extra_credit_pot": True, "go_landing_pays_double": True},
    {"short_game": True},
    {"quiz": False, "liquids": 8, "solids": 2},
    {"bid_step": 1, "offers_per_turn": 1},
]


def rules_for(seed: int) -> dict:
    rules = dict(VARIANTS[seed % len(VARIANTS)])
    rules["round_limit"] = 15 + seed % 20
    return rules


def play_random(seed: int) -> ChemistryMonopoly:
    players = 2 + seed % 5
    game = ChemistryMonopoly(players, rules=rules_for(seed), seed=seed)
    rng = random.Random(seed)
    checker = Checker(game)
    checker.check()
    save_at = rng.randrange(1, 200) if seed % 4 == 0 else -1
    steps = 0
    hurry = seed // len(VARIANTS) % 2  # throw or end the turn half the time it is listed
    while not game.is_over():
        player = rng.choice(game.to_move())
        legal = checker.legal[player]  # listed by the check just made
        if hurry and (legal[0] is ROLL or legal[0] is END) and rng.random() < 0.5:
            game.apply(player, legal[0])
        else:
            game.apply(player, rng.choice(legal))
        steps += 1
        checker.check(every_listed_move=steps % 5 == 0)
        assert steps <= MAX_STEPS, "the game must end"
        if steps == save_at:
            loaded = game_from_json(json.loads(json.dumps(game.to_json())))
            assert loaded.fingerprint() == game.fingerprint()
    loaded = game_from_json(json.loads(json.dumps(game.to_json())))
    assert loaded.fingerprint() == game.fingerprint()
    assert game.winners()
    return game


BATCH = 10


@pytest.mark.parametrize("first", [
    pytest.param(s, marks=pytest.mark.slow) if s >= 3 * BATCH else s
    for s in range(0, 500, BATCH)
])
def test_random_playout_invariants(first: int) -> None:
    for seed in range(first, first + BATCH):
        try:
            game = play_random(seed)
        except AssertionError as exc:
            raise AssertionError(f"seed {seed}: {exc}") from exc
        assert game.is_over() and game.to_move() == ()


def test_same_seed_same_game() -> None:
    a, b = play_random(7), play_random(7)
    assert a.history == b.history and a.fingerprint() == b.fingerprint()
    assert play_random(13).fingerprint() != a.fingerprint()
