"""Random-playout invariants of Bond! over many seeded matches."""

from __future__ import annotations

import json
import random
from collections import Counter

import pytest

from chemteach.core import game_from_json
from chemteach.core.match import Match, Seat
from chemteach.games.bond import BOTS, Block, Bond, Declare, Discard
from chemteach.games.bond.cards import CARDS, RING

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


def everyone_to_move_can_act(game: Bond) -> None:
    """Whoever to_move() names has at least one legal action (no engine waits on a player
    who cannot move), and nobody else has any."""
    for p in game.to_move():
        assert game.legal_actions(p), f"{game.names[p]} must move in {game.phase} but cannot"
    for p in set(range(game.num_players)) - set(game.to_move()):
        assert game.legal_actions(p) == []


def hidden_from(game: Bond, viewer: int, other: int) -> bool:
    """Whether `other`'s hand can change without `viewer` seeing any difference (a declarer's
    too: what they showed stays what is shown, whatever they draw afterwards)."""
    if sum(game.hands[other].values()) == 0:
        return True
    before = game.observation(viewer)
    hand = game.hands[other]
    held = [c for c in CARDS if hand[c]]
    card = held[(viewer + other + len(game.deck)) % len(held)]  # any kind, a scythe included
    swap = next((c for c in CARDS if c != card and c in game.deck), None)
    if swap is None:
        return True
    at = game.deck.index(swap)
    hand[card] -= 1
    hand[swap] += 1
    game.deck[at] = card
    after = game.observation(viewer)
    hand[swap] -= 1  # and back again
    hand[card] += 1
    game.deck[at] = swap
    return before == after


def bell_step(seed: int) -> int | None:
    """The step at which the teacher calls time's up in this seed's game (one seed in three),
    drawn apart from the players' own choices so the game up to it is the same; None: never."""
    return random.Random(f"bell {seed}").randrange(50) if seed % 3 == 1 else None


def play(seed: int) -> Bond:
    players = 2 + seed % 5
    game = Bond(players, rules=VARIANTS[seed % len(VARIANTS)], seed=seed)
    rng = random.Random(seed)
    total = len(game.full_deck)
    steps = 0
    bell = bell_step(seed)
    while not game.is_over():
        if steps == bell:  # time's up: the round in progress is scored as it stands
            rounds = len(game.results)
            game.call_time()
            assert game.is_over() and game.to_move() == () and len(game.results) == rounds + 1
            assert game.results[-1].code == "time up"
            break
        assert game.card_count() == total, "no card created or lost"
        if game.phase == "declare" and not game.choices:
            assert [sum(h.values()) for h in game.hands] == [game.rules.hand_size] * players
        movers = game.to_move()
        assert movers, "someone must always be able to decide"
        everyone_to_move_can_act(game)
        player = rng.choice(movers)
        if steps % 9 == 0:
            others = [p for p in range(players) if p != player]
            assert hidden_from(game, player, rng.choice(others))
        game.apply(player, choose(game, player, rng))
        steps += 1
        assert steps < 5000, "the match must end"
        if seed < 100 or steps % 8 == 0 or game.is_over():  # a replay per step is quadratic
            loaded = game_from_json(json.loads(json.dumps(game.to_json())))
            assert loaded.fingerprint() == game.fingerprint()
    assert game.card_count() == total
    assert len(game.results) == game.rounds or game.results[-1].code == "time up"
    if bell is not None and steps == bell:
        loaded = game_from_json(json.loads(json.dumps(game.to_json())))
        assert loaded.fingerprint() == game.fingerprint() and loaded.history == game.history
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


# ----- no engine waits on a player who cannot move (issue 7, item 6) -------------------------
#: A deck rich in rings, scythes and shields, so blocks, ring draws and empty decks meet often.
BLOCKS_AND_RINGS = {"hand_size": 5, "rounds": 3, "turn_limit": 40,
                    "deck": {"H": 6, "C": 4, "O": 3, "N": 2, "F": 6, "ring": 8, "He": 1,
                             "Ne": 1, "Ar": 3, "Kr": 3}}


def keen_blocker(game: Bond, player: int, rng: random.Random):
    """A random player who declares often, blocks whenever it can and likes discarding rings."""
    legal = game.legal_actions(player)
    first = legal[0]
    if isinstance(first, Declare):
        return Declare(rng.random() < 0.3)
    if isinstance(first, Block):
        return legal[-1] if rng.random() < 0.8 else rng.choice(legal)
    if isinstance(first, Discard):
        rings = [a for a in legal if RING in a.cards]
        if rings and rng.random() < 0.6:
            return rng.choice(rings)
    return rng.choice(legal)


@pytest.mark.parametrize("chunk", range(2))
def test_nobody_is_owed_a_move_they_cannot_make(chunk: int) -> None:
    """2-6 players, blocks and rings as often as a deck allows, checked at every step."""
    for seed in range(chunk * 150, chunk * 150 + 150):
        players = 2 + seed % 5
        rules = dict(BLOCKS_AND_RINGS) if seed % 3 else {"rounds": 2, "turn_limit": 40}
        game = Bond(players, rules=rules, seed=seed)
        rng = random.Random(seed)
        while not game.is_over():
            everyone_to_move_can_act(game)
            player = rng.choice(game.to_move())
            game.apply(player, keen_blocker(game, player, rng))
        assert game.card_count() == len(game.full_deck)


@pytest.mark.parametrize("players", range(2, 7))
@pytest.mark.parametrize("turn_limit", [20, 0])
def test_bot_matches_never_wait_on_a_player_without_a_move(players: int, turn_limit: int) -> None:
    """The kit's own bots, as `chemteach simulate` plays them (seed 1033 with three random
    bots once ended in an IndexError: a blocker was owed a pick from an empty deck)."""
    rules = Bond.rules_for_bots(Bond.rule_spec.load({"turn_limit": turn_limit}))
    for seed in range(1025, 1040):
        game = Bond(players, rules=rules, seed=seed)
        kinds = ("random", "strong") if seed % 2 else ("random",)
        match = Match(game, [Seat(f"bot {i}", BOTS[kinds[i % len(kinds)]]())
                             for i in range(players)])
        while not game.is_over():
            everyone_to_move_can_act(game)
            match.bot_move(game.to_move()[0])


def test_seed_1033_with_three_random_bots_plays_to_the_end() -> None:
    """`chemteach simulate bond --games 1 --players 3 --bots random --seed 1033` once
    stopped: a blocker was owed a pick from an empty deck."""
    from chemteach.core.simulate import simulate

    assert simulate("bond", games=1, players=3, bots=["random"], seed=1033).rounds == 3
    game = Bond(3, rules={"turn_limit": 20}, seed=1033)
    Match(game, [Seat(f"random {i}", BOTS["random"]()) for i in range(3)]).play_out()
    assert game.is_over() and game.card_count() == len(game.full_deck)
