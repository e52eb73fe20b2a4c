"""Playouts of Chemistry Monopoly at the limits the 500 random playouts (test_playouts.py)
almost never reach, and a JSON save and load at every move.

The random playouts seldom build: in none of them did the Lab's liquids or solids run
out, and a solid was built in 6 of 500. Here each of five rules variants (more starting
AMUny, small supplies, the short game, no solids at all) plays 20 seeded games of 2-6
bots, hard bots (which build evenly while they can keep a reserve) with, in every other
game, one easy bot (random legal moves: evaporating, transferring, odd offers). After
every move `invariants.Checker` checks every invariant (AMUny conserved, the supply exact
and never exceeded, the even rule, one owner per element, a legal move for each player
to move), every listed move passing `is_legal`, and each game is saved and replayed at
its end. Each variant counts the games that reached what it is for (the Lab out of
liquids, out of solids, a solid built, a solid on the board while the Lab has too few
liquids to evaporate it, a solid going back to the Lab) and fails if the playouts stop
reaching them.

The save test plays 16 seeded games (2-6 players; random moves under the random
playouts' variants, or bots under the variants here) twice: once straight through, and
once saved to JSON text and loaded back (`dumps`, `load_save`) after every move, each
move applied to the copy just loaded. After every move the two must agree: the state
(fingerprint, so the save's digest), the history, the move log, who is to move, each
player's legal moves and observation."""

from __future__ import annotations

import random
from collections import Counter

import pytest

from chemteach.core import Match, Seat, dumps, load_save
from chemteach.games.monopoly import ChemistryMonopoly
from chemteach.games.monopoly.bots import BOTS
from chemteach.games.monopoly.moves import END, ROLL

from .invariants import Checker
from .test_playouts import VARIANTS

MAX_STEPS = 20_000
GAMES = 20  # per variant

#: name: (rules, the least number of its GAMES games that must reach each limit). What the
#: 20 games of each reach is in the comments; the floors are about half of it.
LIMITS: dict[str, tuple[dict, dict[str, int]]] = {
    "rich, small supply": (  # liquids out 18, solids out 18, a solid 19, solid stuck 16
        {"starting_amuny": 20_000, "liquids": 12, "solids": 3},
        {"liquids out": 9, "solids out": 9, "a solid": 9, "a solid stuck": 8}),
    "8 liquids and 2 solids": (  # liquids out 19, solids out 10, a solid 10, stuck 9
        {"starting_amuny": 5000, "liquids": 8, "solids": 2, "quiz": False},
        {"liquids out": 10, "solids out": 5, "a solid": 5, "a solid stuck": 4}),
    # liquids out 12, solids out 18, a solid 20, stuck 14, solid back 3 (7 before issue 18:
    # the hard bot now transfers before evaporating when it owes, so solids come back less)
    "short game": (
        {"starting_amuny": 5000, "liquids": 20, "solids": 4, "short_game": True},
        {"liquids out": 5, "solids out": 9, "a solid": 10, "a solid stuck": 6,
         "a solid back": 2}),
    "the kit's supply, rich": (  # all 20 solids out 7, a solid 19, solid back 15
        {"starting_amuny": 6000, "round_limit": 60},
        {"solids out": 3, "a solid": 10, "a solid back": 7}),
    "no solids: the 51 liquids run out": (  # liquids out 18
        {"starting_amuny": 6000, "solids": 0, "round_limit": 100},
        {"liquids out": 9}),
}
NAMES = list(LIMITS)


def rules_at(variant: str, k: int) -> dict:
    rules = dict(LIMITS[variant][0])
    rules.setdefault("round_limit", 20 + k % 20)
    return rules


def bot_match(game: ChemistryMonopoly, k: int) -> Match:
    """Hard bots; in every other game one seat an easy bot (random legal moves)."""
    n = game.num_players
    kinds = ["easy" if k % 2 and i == k % n else "hard" for i in range(n)]
    return Match(game, [Seat(f"{kind} {i}", BOTS[kind]()) for i, kind in enumerate(kinds)])


def limits_reached(game: ChemistryMonopoly, before: int) -> set[str]:
    """The limits this position shows (`before`: the Lab's solids before the move)."""
    got = set()
    if game.liquids_left == 0:
        got.add("liquids out")
    if game.solids_left == 0:
        got.add("solids out")
    if game.solid in game.height:
        got.add("a solid")
        if game.liquids_left < game.liquids_needed:
            got.add("a solid stuck")  # no solid may be evaporated now
    if game.solids_left > before:
        got.add("a solid back")  # evaporated, or returned by a bankruptcy
    return got


def play_at_the_limits(variant: str, k: int) -> set[str]:
    """One bot game of the variant, every invariant checked after every move; the limits
    it reached."""
    seed = 1000 * (1 + NAMES.index(variant)) + k
    game = ChemistryMonopoly(2 + k % 5, rules=rules_at(variant, k), seed=seed)
    match = bot_match(game, k)
    rng = random.Random(seed)
    checker = Checker(game)
    checker.check()
    reached: set[str] = set()
    steps = 0
    while not game.is_over():
        before = game.solids_left
        match.bot_move(rng.choice(game.to_move()))
        steps += 1
        checker.check()
        reached |= limits_reached(game, before)
        assert steps <= MAX_STEPS, "the game must end"
    loaded = load_save(dumps(game), ChemistryMonopoly)
    assert loaded.fingerprint() == game.fingerprint()
    assert game.winners()
    return reached


@pytest.mark.parametrize("variant", NAMES)
def test_playouts_reach_the_lab_supply_limits_and_solids(variant: str) -> None:
    reached: Counter[str] = Counter()
    for k in range(GAMES):
        try:
            reached.update(play_at_the_limits(variant, k))
        except AssertionError as exc:
            raise AssertionError(f"{variant}, game {k}: {exc}") from exc
    floors = LIMITS[variant][1]
    short = {what: f"{reached[what]} < {least}" for what, least in floors.items()
             if reached[what] < least}
    assert not short, f"{variant}: too few of {GAMES} games reach {short}: {dict(reached)}"


# ----- a JSON save and load at every move ---------------------------------------------
ROUND_TRIP_GAMES = 16
ROUND_TRIP_BATCH = 4
QUICK_TO_BUILD = ("8 liquids and 2 solids", "short game", "rich, small supply")


def same_game(copy: ChemistryMonopoly, game: ChemistryMonopoly) -> None:
    """Everything a player or the rules can see of the two games is the same."""
    assert copy.fingerprint() == game.fingerprint()
    assert copy.history == game.history
    assert [(e.kind, e.actor, e.data, e.visible_to) for e in copy.events] == \
        [(e.kind, e.actor, e.data, e.visible_to) for e in game.events]
    assert copy.to_move() == game.to_move()
    for p in range(game.num_players):
        assert copy.legal_actions(p) == game.legal_actions(p), game.names[p]
        assert copy.observation(p) == game.observation(p), game.names[p]


def play_saving_every_move(seed: int) -> set[str]:
    """Even seeds: random moves under the random playouts' variants (a round limit of
    4-7); odd seeds: bots under the variants here that build soonest (8-12 rounds).
    Played straight and as a copy saved and loaded after every move; the limits the game
    reached."""
    k = seed // 2
    rng = random.Random(seed)
    if seed % 2 == 0:
        rules = dict(VARIANTS[k % len(VARIANTS)], round_limit=4 + k % 4)
    else:
        rules = dict(LIMITS[QUICK_TO_BUILD[k % len(QUICK_TO_BUILD)]][0], round_limit=8 + k % 5)
    game = ChemistryMonopoly(2 + k % 5, rules=rules, seed=seed)
    match = bot_match(game, k) if seed % 2 else None
    copy = load_save(dumps(game), ChemistryMonopoly)
    checker = Checker(game)
    checker.check()
    same_game(copy, game)
    reached: set[str] = set()
    steps = 0
    while not game.is_over():
        before = game.solids_left
        player = rng.choice(game.to_move())
        if match is not None:
            action = match.bot_move(player)
        else:
            legal = checker.legal[player]
            first = legal[0] is ROLL or legal[0] is END
            action = legal[0] if first and rng.random() < 0.5 else rng.choice(legal)
            game.apply(player, action)
        copy.apply(player, action)
        copy = load_save(dumps(copy), ChemistryMonopoly)
        steps += 1
        checker.check()
        same_game(copy, game)
        reached |= limits_reached(game, before)
        assert steps <= MAX_STEPS, "the game must end"
    assert copy.is_over() and copy.winners() == game.winners()
    return reached


@pytest.mark.parametrize("first", range(0, ROUND_TRIP_GAMES, ROUND_TRIP_BATCH))
def test_a_json_save_and_load_at_every_move_replays_the_same_game(first: int) -> None:
    reached: Counter[str] = Counter()
    for seed in range(first, first + ROUND_TRIP_BATCH):
        try:
            reached.update(play_saving_every_move(seed))
        except AssertionError as exc:
            raise AssertionError(f"seed {seed}: {exc}") from exc
    # the copies went through building too: in a bot game of every batch, a solid and
    # the Lab out of liquids or solids
    assert reached["a solid"] and reached["liquids out"] + reached["solids out"], \
        dict(reached)
