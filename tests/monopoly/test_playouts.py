"""Random playouts of Chemistry Monopoly over 500 seeded games of 2-6 players, with the
invariants checked after every move and a JSON save that replays identically."""

from __future__ import annotations

import json
import random

import pytest

from chemteach.core import game_from_json
from chemteach.games.monopoly import ChemistryMonopoly

from .helpers import check_invariants

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
    rules["round_limit"] = 25 + seed % 20
    return rules


def play_random(seed: int) -> ChemistryMonopoly:
    players = 2 + seed % 5
    game = ChemistryMonopoly(players, rules=rules_for(seed), seed=seed)
    rng = random.Random(seed)
    check_invariants(game)
    save_at = rng.randrange(1, 200)
    steps = 0
    while not game.is_over():
        player = rng.choice(game.to_move())
        legal = game.legal_actions(player)
        game.apply(player, rng.choice(legal))
        check_invariants(game)
        steps += 1
        assert steps <= MAX_STEPS, "the game must end"
        if steps == save_at:
            loaded = game_from_json(json.loads(json.dumps(game.to_json())))
            assert loaded.fingerprint() == game.fingerprint()
    loaded = game_from_json(json.loads(json.dumps(game.to_json())))
    assert loaded.fingerprint() == game.fingerprint()
    assert game.winners()
    return game


@pytest.mark.parametrize("seed", [
    pytest.param(s, marks=pytest.mark.slow) if s >= 24 else s for s in range(500)
])
def test_random_playout_invariants(seed: int) -> None:
    game = play_random(seed)
    assert game.is_over() and game.to_move() == ()


def test_same_seed_same_game() -> None:
    a, b = play_random(7), play_random(7)
    assert a.history == b.history and a.fingerprint() == b.fingerprint()
    assert play_random(13).fingerprint() != a.fingerprint()
