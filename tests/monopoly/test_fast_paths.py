"""The speed-ups of bot-only play (issue 11) change no rule and no decision: each is
checked against the plain way of doing the same thing."""

from __future__ import annotations

import copy
import random

import pytest

from chemteach.core import Match, Seat
from chemteach.games.monopoly import BOTS, ChemistryMonopoly
from chemteach.games.monopoly import moves as moves_module
from chemteach.games.monopoly.moves import MoveBook

from .helpers import give, new_game, set_dice


def _bot_game(seed: int, players: int = 4, level: str = "hard", **rules) -> ChemistryMonopoly:
    game = ChemistryMonopoly(players, rules={"round_limit": 40, **rules}, seed=seed)
    Match(game, [Seat(f"b{i}", BOTS[level]()) for i in range(players)]).play_out()
    return game


@pytest.mark.parametrize("seed", range(3))
def test_a_bot_match_replays_move_by_move_through_every_check(seed: int) -> None:
    """Match applies a bot's listed move without checking it twice (Game.apply_listed);
    replaying the history through `apply`, which checks everything, gives the same game."""
    game = _bot_game(seed, 3 + seed % 3, "easy" if seed == 1 else "hard")
    again = game.restart()
    assert again.history == game.history and again.fingerprint() == game.fingerprint()


def test_a_move_not_from_the_list_is_checked_in_full() -> None:
    from chemteach.core import IllegalAction
    from chemteach.games.monopoly import EndTurn

    game = ChemistryMonopoly(2, seed=1)
    p = game.to_move()[0]
    with pytest.raises(IllegalAction):
        game.apply_listed(p, EndTurn(), game.legal_actions(p))  # a throw is due first


def test_the_dice_are_the_numbers_randint_would_give() -> None:
    game = ChemistryMonopoly(2, seed=3)
    twin = random.Random()
    twin.setstate(game.rng.getstate())
    assert [game._die() for _ in range(500)] == [twin.randint(1, 6) for _ in range(500)]


def test_a_throw_gives_the_dice_randint_would_give() -> None:
    """The turn's throw draws its two dice inline (no call per die): the same numbers."""
    game = ChemistryMonopoly(2, seed=4)
    twin = random.Random()
    twin.setstate(game.rng.getstate())
    game._land = lambda p, card=None: None  # type: ignore[method-assign]  # dice only
    game._advance = lambda: None  # type: ignore[method-assign]
    for _ in range(300):
        game.jail[0], game.doubles = -1, 0
        game._roll(0)
        assert game.dice == (twin.randint(1, 6), twin.randint(1, 6))


def test_the_shared_set_cache_gives_the_moves_worked_out_afresh() -> None:
    """Every arrangement a few bot games pass through: the moves from the cache shared
    between games equal those worked out with an empty cache."""
    rng = random.Random(5)
    for seed in range(3):
        game = ChemistryMonopoly(4, rules={"round_limit": 30}, seed=seed)
        seats = [Seat(f"b{i}", BOTS["hard"]()) for i in range(4)]
        match = Match(game, seats)
        while not game.is_over():
            if rng.random() < 0.2:
                cached = [MoveBook(game).moves(p) for p in range(4)]
                saved = dict(moves_module._SET_MOVES)
                moves_module._SET_MOVES.clear()
                fresh = [MoveBook(game).moves(p) for p in range(4)]
                moves_module._SET_MOVES.update(saved)
                assert cached == fresh
            if not match.step_bots(max_moves=1):
                break


@pytest.mark.parametrize("level", ["easy", "medium", "hard"])
def test_a_bot_choosing_from_the_listed_moves_chooses_what_choose_would(level: str) -> None:
    """Bot.choose_from_moves (no observation) settles only what `choose` settles the same
    way, with the same random draws, leaving the bot in the same state."""
    settled = 0
    for seed in range(2):
        game = ChemistryMonopoly(4, rules={"round_limit": 30}, seed=seed)
        seats = [Seat(f"b{i}", BOTS[level]()) for i in range(4)]
        match = Match(game, seats)
        while not game.is_over():
            p = game.to_move()[0]
            legal = game.legal_actions(p)
            quick_bot, full_bot = copy.deepcopy(seats[p].bot), copy.deepcopy(seats[p].bot)
            quick_rng, full_rng = (copy.deepcopy(match.bot_rngs[p]) for _ in range(2))
            quick = quick_bot.choose_from_moves(legal, quick_rng)
            if quick is not None:
                settled += 1
                assert quick == full_bot.choose(game.observation(p), legal, full_rng)
                assert quick_rng.getstate() == full_rng.getstate()
                assert vars(quick_bot) == vars(full_bot)
            match.step_bots(max_moves=1)
    assert settled > 50


def test_the_move_book_kept_up_to_date_equals_one_worked_out_afresh() -> None:
    """After every change the game's move book keeps the moves of untouched players and
    works out again only the changed colour sets of the others: the same moves as a
    book worked out afresh."""
    for seed in range(4):
        game = ChemistryMonopoly(2 + seed, rules={"round_limit": 30}, seed=seed)
        rng = random.Random(seed)
        while not game.is_over():
            p = rng.choice(game.to_move())
            game.apply(p, rng.choice(game.legal_actions(p)))
            kept, fresh = game.move_book, MoveBook(game)
            for q in rng.sample(range(game.n), game.n):  # looked up in any order
                assert kept.moves(q) == fresh.moves(q), (seed, q, game.phase)


class _AlwaysObserves:
    """A bot with its choose_from_moves hidden: Match asks `choose` every time."""

    def __init__(self, bot) -> None:
        self.bot = bot
        self.name = bot.name

    def choose(self, obs, legal, rng):
        return self.bot.choose(obs, legal, rng)


@pytest.mark.parametrize("level", ["medium", "hard"])
def test_match_skips_the_observation_for_moves_the_bot_settles_and_plays_the_same(
        level: str) -> None:
    games = []
    for wrap in (False, True):
        game = ChemistryMonopoly(4, rules={"round_limit": 25}, seed=11)
        observed = []
        real = game.bot_view  # what Match gives a bot instead of the whole observation
        game.bot_view = (  # type: ignore[method-assign]
            lambda p, real=real, seen=observed: seen.append(p) or real(p))
        bots = [BOTS[level]() for _ in range(4)]
        Match(game, [Seat(f"b{i}", _AlwaysObserves(b) if wrap else b)
                     for i, b in enumerate(bots)]).play_out()
        games.append((game, len(observed)))
    (quick, quick_obs), (full, full_obs) = games
    assert quick.history == full.history and quick.fingerprint() == full.fingerprint()
    assert full_obs == len(full.history) and quick_obs < full_obs * 0.8


def test_a_bots_view_reads_what_the_observation_holds() -> None:
    """BotView (what Match gives a bot) has every field of MonopolyObservation with the
    same value, at every decision of seeded games of 2-6 players, in every phase met."""
    from dataclasses import fields

    from chemteach.games.monopoly.observation import MonopolyObservation

    names = [f.name for f in fields(MonopolyObservation)]
    phases = set()
    for seed in range(5):
        players = 2 + seed
        game = ChemistryMonopoly(players, rules={"round_limit": 30}, seed=seed)
        match = Match(game, [Seat(f"b{i}", BOTS["hard"]()) for i in range(players)])
        while not game.is_over():
            for p in game.to_move():
                view, obs = game.bot_view(p), game.observation(p)
                for name in names:
                    assert getattr(view, name) == getattr(obs, name), (seed, name, game.phase)
                phases.add(game.phase)
            match.step_bots(max_moves=1)
    assert phases >= {"start", "end", "buy", "auction", "raise", "offer", "tax"}


@pytest.mark.parametrize("level", ["medium", "hard"])
def test_bots_choose_the_same_from_the_view_as_from_the_observation(level: str) -> None:
    """Bot-only games with each bot given the full observation instead of the view play
    exactly the same."""
    games = []
    for use_view in (True, False):
        game = ChemistryMonopoly(4, rules={"round_limit": 40}, seed=21)
        if not use_view:
            game.bot_view = game.observation  # type: ignore[method-assign]
        Match(game, [Seat(f"b{i}", BOTS[level]()) for i in range(4)]).play_out()
        games.append(game)
    assert games[0].history == games[1].history
    assert games[0].fingerprint() == games[1].fingerprint()


def test_the_bots_only_loop_plays_as_bot_move_one_move_at_a_time() -> None:
    """Match's simulation loop (its lookups made once) plays the very game that calling
    `bot_move` for each decision plays."""
    games = []
    for loop in (True, False):
        game = ChemistryMonopoly(5, rules={"round_limit": 40}, seed=8)
        match = Match(game, [Seat(f"b{i}", BOTS["hard"]()) for i in range(5)])
        if loop:
            match.play_out()
        else:
            while not game.is_over():
                match.bot_move(game.to_move()[0])
        games.append(game)
    assert games[0].history == games[1].history
    assert games[0].fingerprint() == games[1].fingerprint()


def _checked_the_plain_way(action, types):
    """`checked` as it was before its quick tests: every field through `_conform`."""
    import dataclasses

    from chemteach.core import actions as core_actions

    changes = {}
    for name, hint in core_actions.field_types(type(action)):
        value = getattr(action, name)
        plain = core_actions._conform(value, hint)
        if plain is not value:
            changes[name] = plain
    return dataclasses.replace(action, **changes) if changes else action


def test_checked_with_its_quick_tests_gives_what_the_plain_way_gives() -> None:
    """`checked` skips `_conform` for a field already of its plain type: the moves of bot
    games, and moves with NumPy numbers, lists and bools in them, come out the same (and
    the same object when nothing changes); a wrong kind is refused as before."""
    import numpy as np

    from chemteach.core import IllegalAction
    from chemteach.core.actions import action_from_json, checked
    from chemteach.games.monopoly import Bid, Condense, Offer

    types = ChemistryMonopoly.action_types
    moves = [a for seed in range(3) for _, a in _bot_game(seed, 4, "hard").history]
    moves += [Bid(np.int64(30)), Condense(np.int32(6)), Offer(np.int64(1), [1, 3], (6,), 5),
              Offer(1, (np.int64(1),), [], np.int16(-5), 0, 1)]
    for action in moves:
        fast = checked(action, types, "Chemistry Monopoly")
        plain = _checked_the_plain_way(action, types)
        assert fast == plain and type(fast.to_json()["type"]) is str
        assert (fast is action) == (plain is action)
        assert action_from_json(fast.to_json(), types) == fast
    for odd in (Bid(True), Bid(3.0), Offer(1, (1.0,), (), 0), Offer(1, (), (), "5")):
        with pytest.raises(IllegalAction):
            checked(odd, types, "Chemistry Monopoly")
    with pytest.raises(ValueError, match="unknown fields"):
        action_from_json({"type": "bid", "amount": 10, "colour": 1}, types)


def test_the_hard_bot_throws_or_ends_its_turn_from_the_list_when_only_cards_are_offered(
) -> None:
    """With nothing to build or buy back and only offers for cards listed (the hard bot
    never makes those), `choose_from_moves` throws or ends the turn, as `choose` does."""
    from chemteach.games.monopoly import Offer

    met = 0
    for seed in range(3):
        game = ChemistryMonopoly(4, rules={"round_limit": 40}, seed=seed)
        seats = [Seat(f"b{i}", BOTS["hard"]()) for i in range(4)]
        match = Match(game, seats)
        while not game.is_over():
            p = game.to_move()[0]
            legal = game.legal_actions(p)
            offers = [a for a in legal if type(a) is Offer]
            if game.phase in ("start", "end") and offers and not any(a.take for a in offers) \
                    and type(legal[1]).__name__ not in ("PayFine", "UseCard", "BuyBack",
                                                         "Condense"):
                met += 1
                quick_bot, full_bot = copy.deepcopy(seats[p].bot), copy.deepcopy(seats[p].bot)
                rng = copy.deepcopy(match.bot_rngs[p])
                assert quick_bot.choose_from_moves(legal, rng) is legal[0]
                assert full_bot.choose(game.observation(p), legal, rng) is legal[0]
            match.step_bots(max_moves=1)
    assert met > 20


def test_the_move_book_finds_changes_made_to_the_lists_directly() -> None:
    """A tool or test that sets owners, liquids or transfers without telling the engine
    (no change hint) still gets the moves of the board as it stands."""
    rng = random.Random(3)
    game = ChemistryMonopoly(3, rules={"round_limit": 30}, seed=3)
    lots = list(game.lots)
    for _ in range(200):
        for q in range(3):
            game.move_book.moves(q)  # worked out for the board before the change
        s = rng.choice(lots)
        what = rng.randrange(3)
        if what == 0:
            game.owner[s] = rng.randrange(-1, 3)
        elif what == 1 and game.owner[s] >= 0:
            game.height[s] = rng.randrange(game.solid + 1)
        else:
            game.transferred[s] = not game.transferred[s]
        fresh = MoveBook(game)
        assert [game.move_book.moves(q) for q in range(3)] == [fresh.moves(q) for q in range(3)]


def _check_trusted_look_ups(monkeypatch) -> list[int]:
    """Make every move-book look-up made while it trusts the engine's named changes check
    that the book's board is the game's (no change went unnamed); returns a counter."""
    real = MoveBook.moves
    looked = [0]

    def moves(self, p):
        got = real(self, p)
        if self.trust_hints:
            looked[0] += 1
            g = self.game
            assert (self.owner, self.height, self.transferred) == \
                (g.owner, g.height, g.transferred)
        return got

    monkeypatch.setattr(MoveBook, "moves", moves)
    return looked


def test_every_change_the_engine_makes_is_named_so_its_bot_loop_may_trust_the_names(
        monkeypatch) -> None:
    """Inside the game's own all-bot loop the move book takes in only the spaces the
    engine names as changed: after every look-up there, the book's board is the game's
    (no change went unnamed), over games with every rule set and 2-6 players."""
    counter = _check_trusted_look_ups(monkeypatch)
    variants = [{}, {"short_game": True}, {"auctions": False},
                {"go_landing_pays_double": True, "extra_credit_pot": True}]
    for seed in range(8):
        players = 2 + seed % 5
        game = ChemistryMonopoly(players, rules={"round_limit": 60, **variants[seed % 4]},
                                 seed=seed)
        levels = ["hard", "medium", "easy"]
        Match(game, [Seat(f"b{i}", BOTS[levels[(i + seed) % 3]]())
                     for i in range(players)]).play_out()
        assert not game.move_book.trust_hints  # trusted only inside the loop
    assert counter[0] > 2000


class _Scripted:
    """A bot for a set position: the flat tax, no bids, else the first listed move; it
    remembers every list it was given."""

    name = "scripted"

    def __init__(self) -> None:
        self.seen: list[list] = []

    def choose(self, obs, legal, rng):
        from chemteach.games.monopoly import Bid, ChooseTax

        self.seen.append(list(legal))
        if obs.phase == "tax":
            return ChooseTax(False)
        if obs.phase == "auction":
            return Bid(0)
        return legal[0]


def test_a_bankrupts_elements_the_lab_cannot_sell_are_named_as_changed(monkeypatch) -> None:
    """Bankrupt to the Lab inside the bot loop, with an auction nobody bids in: the
    element goes back to the Lab, and the move book is told so (no later sale covers it)."""
    counter = _check_trusted_look_ups(monkeypatch)
    game = new_game(3)
    give(game, 0, 1)  # helium, bare, not transferred
    give(game, 1, 3)  # neon: the rest of the brown set
    game.cash[0] = 0
    set_dice(game, (1, 3))  # to Avogadro's Tax: 200 flat, more than helium transfers for
    bots = [_Scripted() for _ in range(3)]
    Match(game, [Seat(f"s{i}", b) for i, b in enumerate(bots)]).step_bots(max_moves=8)
    assert game.bankrupt == [0] and game.owner[1] == -1
    assert any(e.kind == "unsold" for e in game.events)
    assert counter[0] > 0


def test_the_bot_loop_sees_a_board_changed_before_it_starts() -> None:
    """Owners set directly before the loop (no change named): the first list inside the
    loop is the one `legal_actions` gives (the loop compares the lists once first)."""
    game = ChemistryMonopoly(2, rules={"round_limit": 30}, seed=2)
    p = game.current
    game.move_book.moves(p)  # worked out for the board as dealt
    game.owner[1] = game.owner[3] = p  # the brown set, whole
    expected = game.clone().legal_actions(p)
    assert any(type(a).__name__ == "Condense" for a in expected)
    bots = [_Scripted(), _Scripted()]
    Match(game, [Seat(f"s{i}", b) for i, b in enumerate(bots)]).step_bots(max_moves=1)
    assert bots[p].seen[0] == expected


def test_a_bots_illegal_move_in_the_loop_is_refused_and_leaves_the_book_comparing() -> None:
    from chemteach.core import IllegalAction
    from chemteach.games.monopoly import EndTurn

    class Cheat:
        name = "cheat"

        def choose(self, obs, legal, rng):
            return EndTurn()  # a throw is due first

    game = ChemistryMonopoly(2, seed=1)
    with pytest.raises(IllegalAction):
        Match(game, [Seat("a", Cheat()), Seat("b", Cheat())]).play_out()
    assert not game.move_book.trust_hints and game.history == []


def test_a_clone_made_inside_the_bot_loop_compares_the_lists_again() -> None:
    game = ChemistryMonopoly(2, seed=1)
    game.move_book.trust_hints = True  # as inside the loop
    copy_ = game.clone()
    assert not copy_.move_book.trust_hints and copy_.move_book.game is copy_


def test_the_digest_script_gives_the_same_digest_for_the_same_games(monkeypatch) -> None:
    """scripts/monopoly_digest.py (run before and after a speed-up) is repeatable, and a
    changed decision changes it."""
    from pathlib import Path

    from tests.scripts import load_script

    script = load_script(Path(__file__).parents[2] / "scripts" / "monopoly_digest.py")
    first = script.digest(quick=True)
    assert first == script.digest(quick=True) and first[0] == 100
    monkeypatch.setattr(BOTS["hard"], "reserve", staticmethod(lambda obs: 0))
    assert script.digest(quick=True) != first
