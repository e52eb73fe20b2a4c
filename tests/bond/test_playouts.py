"""Random-playout invariants of Bond! over many seeded matches."""

from __future__ import annotations

import copy
import json
import random
from collections import Counter

import pytest

from chemteach.core import game_from_json
from chemteach.games.bond import Bond, Declare
from chemteach.games.bond.cards import CARDS

SEEDS = range(500)
# short matches (the invariants hold in every round alike), each variant in turn
VARIANTS = [{"rounds": 1, "turn_limit": 8}, {"rounds": 2, "turn_limit": 6, "deck_runs_out": "void"},
            {"rounds": 1, "molecules": "hint book", "turn_limit": 8}, {"turn_limit": 3}]


def choose(game: Bond, player: int, rng: random.Random):
    """A random player that rarely declares, so rounds run long enough to test every phase."""
    legal = game.legal_actions(player)
    if isinstance(legal[0], Declare):
        return Declare(rng.random() < 0.08)
    return rng.choice(legal)


def hidden_from(game: Bond, viewer: int, other: int) -> bool:
    """Whether `other`'s hand can change without `viewer` seeing any difference."""
    if other in game.declarers or sum(game.hands[other].values()) == 0:
        return True
    before = game.observation(viewer)
    twin = copy.deepcopy(game)
    hand = twin.hands[other]
    held = [c for c in CARDS if hand[c]]
    card = held[(viewer + other + len(twin.deck)) % len(held)]  # any kind, a scythe included
    swap = next((c for c in CARDS if c != card and c in twin.deck), None)
    if swap is None:
        return True
    hand[card] -= 1
    hand[swap] += 1
    twin.deck[twin.deck.index(swap)] = card
    after = twin.observation(viewer)
    return before == after


def play(seed: int) -> Bond:
    players = 2 + seed % 5
    game = Bond(players, rules=VARIANTS[seed % len(VARIANTS)], seed=seed)
    rng = random.Random(seed)
    total = len(game.full_deck)
    steps = 0
    while not game.is_over():
        assert game.card_count() == total, "no card created or lost"
        if game.phase == "declare" and not game.choices:
            assert [sum(h.values()) for h in game.hands] == [game.rules.hand_size] * players
        movers = game.to_move()
        assert movers, "someone must always be able to decide"
        player = rng.choice(movers)
        if steps % 9 == 0:
            others = [p for p in range(players) if p != player]
            assert hidden_from(game, player, rng.choice(others))
        game.apply(player, choose(game, player, rng))
        steps += 1
        assert steps < 5000, "the match must end"
        loaded = game_from_json(json.loads(json.dumps(game.to_json())))
        assert loaded.fingerprint() == game.fingerprint()
    assert game.card_count() == total
    assert len(game.results) == game.rounds
    assert game.totals == [sum(r.scores[p].points for r in game.results) for p in range(players)]
    return game


@pytest.mark.parametrize("seed", SEEDS)
def test_random_match_invariants(seed: int) -> None:
    play(seed)


def test_same_seed_same_match() -> None:
    a, b = play(3), play(3)
    assert a.history == b.history and a.fingerprint() == b.fingerprint()


def test_observation_shows_only_the_players_own_hand() -> None:
    game = Bond(4, seed=9)
    for p in range(4):
        obs = game.observation(p)
        assert Counter(obs.hand) == game.hands[p]
        assert obs.shown_hands == {} and obs.my_choice is None
    spectator = game.observation(None)
    assert spectator.hand == () and spectator.hand_sizes == (8, 8, 8, 8)
