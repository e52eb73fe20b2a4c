"""The playouts' fast invariant checker fails on each broken invariant (so a playout that
passes means something), and agrees with the plain checker on real games."""

from __future__ import annotations

import random

import pytest

from chemteach.games.monopoly import ChemistryMonopoly

from .helpers import check_invariants
from .invariants import Checker, check_fast

BR, NE = 1, 3  # the brown set (helium, neon)
LI = 6  # a light blue lot
SUPPLY = 5  # not a lot: the Bunsen Burner, a lab supply


def _breakages() -> dict[str, object]:
    def money(g): g.cash[0] += 1
    def supply(g): g.liquids_left -= 1
    def even(g):
        g.owner[BR] = g.owner[NE] = 0
        g.height[BR], g.liquids_left = 2, g.liquids_left - 2
    def split_set(g):
        g.owner[BR], g.owner[NE] = 0, 1
        g.height[BR] = g.height[NE] = 1
        g.liquids_left -= 2
    def unowned_liquid(g):
        g.height[LI], g.liquids_left = 1, g.liquids_left - 1
    def never_owned(g): g.owner[0] = 1
    def condensed_supply(g):
        g.owner[SUPPLY] = 0
        g.height[SUPPLY], g.liquids_left = 1, g.liquids_left - 1
    def bankrupt_owner(g):
        g.owner[LI] = 1
        g.active[1] = False
        g.cash[0] += g.cash[1]
        g.cash[1] = 0
    def lost_card(g): g.order["lab_day"].pop()
    def nobody_decides(g):
        g.phase, g.bidders = "auction", ()
    return {k: v for k, v in locals().items()}


@pytest.mark.parametrize("name", sorted(_breakages()))
def test_the_fast_checker_fails_on_each_broken_invariant(name: str) -> None:
    game = ChemistryMonopoly(3, seed=2)
    assert game.kinds[SUPPLY] != 1 and game.board.set_of[BR] == game.board.set_of[NE]
    checker = Checker(game)
    checker.check()  # the board is remembered as good
    _breakages()[name](game)
    with pytest.raises(AssertionError):
        checker.check()
    with pytest.raises(AssertionError):
        check_invariants(game)  # the plain checker agrees


def test_the_fast_checker_passes_where_the_plain_one_does() -> None:
    for seed in range(3):
        game = ChemistryMonopoly(2 + seed, seed=seed)
        rng = random.Random(seed)
        for _ in range(300):
            if game.is_over():
                break
            p = rng.choice(game.to_move())
            game.apply(p, rng.choice(game.legal_actions(p)))
            check_invariants(game)
            check_fast(game)
