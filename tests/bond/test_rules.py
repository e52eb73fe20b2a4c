"""One test per Bond! rule (seed 004 and RULINGS), on hands dealt for the purpose."""

from __future__ import annotations

from collections import Counter

import pytest

from chemteach.core import IllegalAction, RulesError
from chemteach.games.bond import (
    Block,
    Bond,
    Declare,
    Discard,
    PickFromDeck,
    TakeForRing,
)
from chemteach.games.bond.cards import RING
from chemteach.games.bond.rules import RULES

from .helpers import everyone, rigged

NO = Declare(False)
YES = Declare(True)


def test_default_deck_is_both_sets_64_cards() -> None:
    game = Bond(4, seed=1)
    assert Counter(game.full_deck) == {"H": 18, "C": 14, "O": 10, "N": 6, "F": 4, "ring": 4,
                                       "He": 2, "Ne": 2, "Ar": 2, "Kr": 2}
    assert game.card_count() == 64


def test_two_to_six_players_eight_cards_each() -> None:
    for n in (2, 6):
        game = Bond(n, seed=3)
        assert [sum(h.values()) for h in game.hands] == [8] * n
        assert len(game.deck) == 64 - 8 * n
    with pytest.raises(ValueError, match="2 to 6 players"):
        Bond(7)


def test_declarations_are_simultaneous_and_hidden_until_all_are_in() -> None:
    game = Bond(3, seed=2)
    assert game.to_move() == (0, 1, 2)
    game.apply(1, YES)
    seen_by_0 = game.observation(0)
    assert seen_by_0.decided == (1,) and seen_by_0.my_choice is None
    assert seen_by_0.declarers == () and "declares" not in " ".join(seen_by_0.log)
    assert game.observation(1).my_choice == YES
    with pytest.raises(IllegalAction, match=r"not your turn \(Player 2\)"):
        game.apply(1, NO)


def test_declaring_on_the_first_turn_is_allowed() -> None:
    game = Bond(2, seed=2)
    everyone(game, lambda p: YES if p == 0 else NO)
    assert game.results and game.results[0].declarers == (0,)


def test_nobody_declares_so_everyone_discards() -> None:
    game = Bond(3, seed=2)
    everyone(game, lambda p: NO)
    assert game.phase == "discard" and game.to_move() == (0, 1, 2)


def test_discard_one_card_a_hint_book_molecule_or_one_to_four_rings() -> None:
    game = rigged(["H H O C ring ring ring He", "H H H H H H H H"])
    everyone(game, lambda p: NO)
    options = {a.cards for a in game.legal_actions(0)}
    assert {("H",), ("C",), ("O",), ("He",), ("ring",)} <= options
    assert ("ring", "ring") in options and ("ring", "ring", "ring") in options
    assert ("H", "H", "O") in options  # water is in the hint book
    assert ("H", "H", "C", "O") in options  # formaldehyde
    assert ("H", "C") not in options and ("ring",) * 4 not in options
    with pytest.raises(IllegalAction, match="one hint-book molecule"):
        game.apply(0, Discard(("H", "C")))
    assert ("H", "H") in {a.cards for a in game.legal_actions(1)}  # hydrogen, H2


def test_discards_are_hidden_until_everyone_has_discarded() -> None:
    game = rigged(["H H O C N N O O", "H H H H H H H H"])
    everyone(game, lambda p: NO)
    game.apply(0, Discard(("H", "H", "O")))
    assert game.observation(1).last_discards == {} and game.observation(1).pile == ()
    game.apply(1, Discard(("H",)))
    assert game.observation(1).last_discards[0] == ("H", "H", "O")


def test_draw_as_many_as_discarded_starting_with_the_highest_total() -> None:
    game = rigged(["H H O C N N O O", "H H H H H H H H", "C C C C C C C C"], deck="N O F")
    game.totals = [0, 5, 3]
    everyone(game, lambda p: NO)
    everyone(game, lambda p: Discard(("H", "H", "O")) if p == 0 else
             Discard(("H",) if p == 1 else ("C",)))
    # order: player 2 (highest total 5 is player 1), so 1 draws F, then 2 draws O, then 0
    assert game.hands[1]["F"] == 1 and game.hands[2]["O"] == 1
    assert game.hands[0]["N"] == 3
    assert [sum(h.values()) for h in game.hands] == [8, 8, 8] and game.phase == "declare"


def test_first_round_and_ties_start_with_the_dealer() -> None:
    game = rigged(["H H O C N N O O", "H H H H H H H H"], deck="N F")
    game.dealer = 1
    everyone(game, lambda p: NO)
    everyone(game, lambda p: Discard(("H",)))
    assert game.hands[1]["F"] == 1 and game.hands[0]["N"] == 3


def draw_order(totals: list[int], dealer: int) -> list[int]:
    """Four players each discard one card and draw one: the order they drew in, read from the
    deck's top four cards (noble gases, which no hand holds)."""
    hands = ["H H O C N N O O", "H H H H H H H H", "C C C C C C C C", "C C C C O O O O"]
    game = rigged(hands, deck="He Ne Ar Kr")  # Kr is the top card
    game.totals, game.dealer = list(totals), dealer
    everyone(game, lambda p: NO)
    everyone(game, lambda p: Discard((sorted(game.hands[p].elements())[0],)))
    assert [sum(h.values()) for h in game.hands] == [8] * 4 and game.phase == "declare"
    drew = {next(c for c in ("Kr", "Ar", "Ne", "He") if game.hands[p][c]): p for p in range(4)}
    return [drew[c] for c in ("Kr", "Ar", "Ne", "He")]


def test_a_tie_for_the_highest_total_without_the_dealer_goes_to_the_first_tied_on_the_left(
        ) -> None:
    """The Bond! notebook, "Who draws first": a tie goes to the first tied player on the
    dealer's left when the dealer is not among the tied."""
    assert draw_order([0, 7, 0, 7], dealer=0) == [1, 2, 3, 0]
    # left of dealer 2 come 3, 0, 1: player 3 is the first tied one, not the lower seat 0
    assert draw_order([7, 0, 0, 7], dealer=2) == [3, 0, 1, 2]


def test_a_tie_for_the_highest_total_with_the_dealer_among_the_tied_goes_to_the_dealer(
        ) -> None:
    """The Bond! notebook, "Who draws first": the dealer starts if among the tied."""
    assert draw_order([0, 7, 0, 7], dealer=3) == [3, 0, 1, 2]
    assert draw_order([7, 0, 7, 0], dealer=2) == [2, 3, 0, 1]  # not the lower seat 0
    assert draw_order([7, 0, 7, 9], dealer=2) == [3, 0, 1, 2], "a tie below the top is no tie"


def test_a_ring_may_take_any_card_from_the_discard_pile_instead_of_the_deck() -> None:
    game = rigged(["ring ring H H C C C C", "H H H H H H H H"], pile="N O")
    everyone(game, lambda p: NO)
    everyone(game, lambda p: Discard(("ring", "ring")) if p == 0 else Discard(("H",)))
    assert game.to_move() == (0,)
    choices = set(game.legal_actions(0))
    assert {TakeForRing(None), TakeForRing("N"), TakeForRing("O"), TakeForRing("ring"),
            TakeForRing("H")} == choices
    game.apply(0, TakeForRing("N"))
    game.apply(0, TakeForRing(None))
    assert game.hands[0]["N"] == 1 and sum(game.hands[0].values()) == 8
    assert "N" not in game.pile


def test_bond_declared_without_a_block_scores_the_round() -> None:
    game = rigged(["H H O C O O N N", "H H H H H H H H"], rounds=1)
    everyone(game, lambda p: YES if p == 0 else NO)
    assert game.is_over()
    assert game.results[0].declarers == (0,) and game.totals[1] == 8


def test_no_block_against_a_declarer_without_a_shield() -> None:
    game = rigged(["H H O C O O N He", "F H H H H H H H"], rounds=1)
    everyone(game, lambda p: YES if p == 0 else NO)
    assert game.is_over(), "no shield, so no scythe may be presented"


def test_a_scythe_blocks_a_declarer_holding_a_shield() -> None:
    game = rigged(["H H O C O O N Ar", "F H H H H H H H", "C C C C C C C C"], rounds=1)
    everyone(game, lambda p: YES if p == 0 else NO)
    assert game.phase == "block" and game.to_move() == (1, 2)
    assert set(game.legal_actions(1)) == {Block(()), Block((0,))}
    assert game.legal_actions(2) == [Block(())], "no scythe: only let it stand"
    game.apply(2, Block(()))
    game.apply(1, Block((0,)))
    assert game.blocks == {0: 1}


def test_one_scythe_blocks_one_declarer_two_scythes_two() -> None:
    hands = ["H H O C O O N Ar", "H H O C O O N Kr", "F H H H H H H H", "F F H H H H H H"]
    game = rigged(hands, rounds=1)
    everyone(game, lambda p: YES if p < 2 else NO)
    assert Block((0, 1)) not in game.legal_actions(2)
    assert Block((0, 1)) in game.legal_actions(3)


def test_a_declarer_is_blocked_by_the_first_in_seat_order_after_them() -> None:
    hands = ["H H O C O O N Ar", "C C C C C C C C", "F H H H H H H H", "F O O O O O O O"]
    game = rigged(hands, rounds=1)
    everyone(game, lambda p: YES if p == 0 else NO)
    assert game.to_move() == (1, 2, 3)
    everyone(game, lambda p: Block((0,)) if game.hands[p]["F"] else Block(()))
    assert game.blocks == {0: 2}


def test_every_declarer_blocked_play_goes_on_with_shield_discards_and_a_chosen_card() -> None:
    game = rigged(["H H O C O O N Ar", "F H H H H H H H"], deck="C N", rounds=1)
    everyone(game, lambda p: YES if p == 0 else NO)
    game.apply(1, Block((0,)))
    assert game.phase == "discard" and not game.results
    assert game.hands[1]["F"] == 0 and "F" in game.pile, "the blocker discards the scythe"
    assert [a.cards for a in game.legal_actions(0)] == [("Ar",)]
    with pytest.raises(IllegalAction, match="must discard a shield"):
        game.apply(0, Discard(("H",)))
    game.apply(0, Discard(("Ar",)))
    game.apply(1, Discard(("H",)))
    # player 0 draws N; player 1 draws C, then picks a card of their choice from the deck
    assert game.to_move() == (1,) and game.hands[1]["C"] == 1
    picks = {a.card for a in game.legal_actions(1)}
    assert "N" in picks and "Kr" in picks
    game.apply(1, PickFromDeck("N"))
    assert game.hands[1]["N"] == 1
    assert [sum(h.values()) for h in game.hands] == [8, 8] and game.phase == "declare"


def test_one_declarer_unblocked_scores_the_round_and_the_blocked_lose_their_shields() -> None:
    hands = ["H H O C O O N Ar", "H H O C O O N N", "F H H H H H H H"]
    game = rigged(hands, rounds=1)
    everyone(game, lambda p: YES if p < 2 else NO)
    game.apply(2, Block((0,)))
    assert game.is_over()
    result = game.results[0]
    assert result.blocked == (0,) and "Ar" not in result.hands[0]
    assert "Ar" in game.pile


def test_a_presented_scythe_is_scored_or_dropped_whichever_is_better() -> None:
    # the blocker's F makes HF with a spare H: scored (+2 instead of -2 for the H alone)
    hands = ["H H O C O O N Ar", "H H O C O O N N", "F H H H O O O O"]
    game = rigged(hands, rounds=1)
    everyone(game, lambda p: YES if p < 2 else NO)
    game.apply(2, Block((0,)))
    assert "F" in game.results[0].hands[2]
    # a scythe that fits no molecule is dropped: 0 points instead of -2
    hands = ["H H O C O O N Ar", "H H O C O O N N", "F C C C C C C C"]
    game = rigged(hands, rounds=1)
    everyone(game, lambda p: YES if p < 2 else NO)
    game.apply(2, Block((0,)))
    assert "F" not in game.results[0].hands[2]
    assert any("drops the presented scythe" in line for line in game.narrate())


def test_declarers_cannot_block() -> None:
    game = rigged(["F H O C O O N Ar", "F H H H H H H Kr"], rounds=1)
    everyone(game, lambda p: YES)
    assert game.is_over(), "nobody who did not declare holds a scythe"


def test_deck_runs_out_the_discard_pile_is_shuffled_into_a_new_deck() -> None:
    game = rigged(["H H O C N N O O", "H H H H H H H H"])
    rest = Counter(game.full_deck)
    for h in game.hands:
        rest.subtract(h)
    game.deck, game.pile = [], sorted(rest.elements())  # every other card discarded
    everyone(game, lambda p: NO)
    everyone(game, lambda p: Discard(("H",)))
    assert any(e.kind == "reshuffle" for e in game.events)
    assert len(game.deck) == 50 - 2 and game.pile == []  # 48 + 2 discards, 2 drawn
    assert game.card_count() == 64 and [sum(h.values()) for h in game.hands] == [8, 8]


def test_deck_runs_out_variant_voids_the_round_and_deals_again() -> None:
    game = rigged(["H H O C N N O O", "H H H H H H H H"], deck_runs_out="void")
    rest = Counter(game.full_deck)
    for h in game.hands:
        rest.subtract(h)
    game.deck, game.pile = [], sorted(rest.elements())
    everyone(game, lambda p: NO)
    everyone(game, lambda p: Discard(("H",)))
    assert any(e.kind == "void" for e in game.events)
    assert game.round == 1 and game.pile == []
    assert game.turn == 2, "the voided turn still counts towards the turn limit"
    assert game.card_count() == 64


def test_a_match_is_one_round_per_player_the_deal_passing_left() -> None:
    game = Bond(3, seed=4)
    dealers = []
    while not game.is_over():
        dealers.append(game.dealer)
        everyone(game, lambda p: YES)
    assert game.rounds == 3 and len(game.results) == 3 and sorted(set(dealers)) == [0, 1, 2]
    assert game.totals == [sum(r.scores[p].points for r in game.results) for p in range(3)]


def test_highest_total_wins() -> None:
    game = Bond(3, seed=4)
    game.totals = [10, 30, 30]
    assert game.winners() == [1, 2]


def test_turn_limit_scores_the_round() -> None:
    game = Bond(2, rules={"turn_limit": 2, "rounds": 1}, seed=5)
    for _ in range(2):
        everyone(game, lambda p: NO)
        everyone(game, lambda p: game.legal_actions(p)[0])
        while game.to_move() and game.phase == "draw":
            everyone(game, lambda p: game.legal_actions(p)[0])
    assert game.is_over() and "time is up" in game.results[0].reason


def test_hint_book_only_variant() -> None:
    hand = "N O O H".split()  # nitrous acid H-O-N=O is valid but not in the hint book
    assert Bond(2, seed=1).scorer.hand_points(hand) == 1 + 4 + 3 + 3
    hint_only = Bond(2, rules={"molecules": "hint book"}, seed=1).scorer
    assert hint_only.hand_points(hand) == 8 - 2  # nitroxyl HNO, one O unused


def test_rules_file_mistakes_name_the_key(tmp_path) -> None:
    path = tmp_path / "bond-class.toml"
    path.write_text("[deck]\nXe = 2\n")
    with pytest.raises(RulesError, match=r"bond-class\.toml: key 'deck\.Xe'"):
        Bond(2, rules=path)
    path.write_text('molecules = "real"\n')
    with pytest.raises(RulesError, match="one of 'any', 'hint book'"):
        Bond(2, rules=path)


def test_a_smaller_deck_from_a_rules_file(tmp_path) -> None:
    path = tmp_path / "small.toml"
    path.write_text("[deck]\nH = 10\nC = 8\n")
    game = Bond(2, rules=path, seed=1)
    assert game.card_count() == 64 - 8 - 6


def test_every_player_who_did_not_declare_decides_on_blocking() -> None:
    """Nobody learns who holds a scythe: everyone who did not declare is asked, and the
    round waits for them even when nobody holds one."""
    game = rigged(["H H O C O O N Ar", "C C C C C C C C", "H H H H H N N N"], rounds=1)
    everyone(game, lambda p: YES if p == 0 else NO)
    assert game.phase == "block" and game.to_move() == (1, 2)
    assert game.observation(1).to_move == game.observation(2).to_move == (1, 2)
    everyone(game, lambda p: Block(()))
    assert game.is_over()


def test_each_presented_scythe_is_scored_or_dropped_on_its_own() -> None:
    # two declarers blocked by one player, a third declarer stands: the blocker holds
    # F F H C C C C C; HF scores 2 and the second F would be -2, so one is kept, one dropped
    hands = ["H H O C O O N Ar", "H H O C O O N Kr", "H H O C O O N N", "F F H C C C C C"]
    game = rigged(hands, rounds=1)
    everyone(game, lambda p: YES if p < 3 else NO)
    game.apply(3, Block((0, 1)))
    assert game.results[0].hands[3].count("F") == 1
    assert any("scores the presented scythe and drops the presented scythe" in line
               for line in game.narrate())


def test_hint_book_discards_hold_no_fluorine_scythe() -> None:
    """The seed: a scythe counts as an atom only at the final scoring."""
    game = rigged(["H F O C C C C C", "H H H H H H H H"])
    everyone(game, lambda p: NO)
    options = {a.cards for a in game.legal_actions(0)}
    assert ("F",) in options and ("H", "F") not in options and ("H", "O", "F") not in options


def test_void_variant_still_ends_by_the_turn_limit() -> None:
    game = Bond(4, rules={"deck_runs_out": "void", "turn_limit": 12, "rounds": 1}, seed=2)
    steps = 0
    while not game.is_over():
        for p in list(game.to_move()):
            legal = game.legal_actions(p)
            game.apply(p, NO if isinstance(legal[0], Declare) else legal[-1])
        steps += 1
        assert steps < 2000, "a round dealt again after a void must keep counting turns"
    assert any(e.kind == "void" for e in game.events)


def test_one_blocker_stopping_two_declarers_picks_two_cards_and_the_deck_is_shuffled() -> None:
    """Ruling: one chosen card per scythe discarded, so hands stay at 8 (the seed speaks of
    one blocker and one card)."""
    hands = ["H H O C O O N Ar", "H H O C O O N Kr", "F F H H H H H H"]
    game = rigged(hands, rounds=1)
    everyone(game, lambda p: YES if p < 2 else NO)
    game.apply(2, Block((0, 1)))
    assert game.phase == "discard" and game.extra_picks == {2: 2}
    game.apply(0, Discard(("Ar",)))
    game.apply(1, Discard(("Kr",)))
    game.apply(2, Discard(("H",)))
    while game.phase == "draw":
        (p,) = game.to_move()
        assert p == 2 and game.picks_left
        before = list(game.deck)
        game.apply(2, PickFromDeck("N"))
    assert game.hands[2]["N"] == 2 and sum(game.hands[2].values()) == 8
    unshuffled = list(before)
    unshuffled.remove("N")
    assert sorted(game.deck) == sorted(unshuffled)
    assert game.deck != unshuffled, "the deck is shuffled after the picks"


def test_a_deck_too_small_for_the_players_names_the_file_and_keys(tmp_path) -> None:
    path = tmp_path / "tiny.toml"
    path.write_text("[deck]\nH = 2\nC = 2\nO = 2\nN = 2\nF = 0\nring = 0\nHe = 0\nNe = 0\n"
                    "Ar = 0\nKr = 0\n")
    with pytest.raises(RulesError, match=r"tiny\.toml: key 'deck'.*at least 17 cards"):
        Bond(2, rules=path)


# ----- issue 7 and 8 regressions -------------------------------------------------------------
def test_a_blocker_owed_a_pick_from_an_empty_deck_picks_from_the_refilled_deck() -> None:
    """Issue 7, item 6: the blocker's ring draw empties the deck before the pick it is owed;
    the discard pile is shuffled into a new deck first, so the pick can always be made."""
    game = rigged(["H H O C O O N Ar", "F ring H H H H H H"], rounds=1)
    rest = game.deck
    game.deck, game.pile = ["C", "N"], sorted((Counter(rest) - Counter(["C", "N"])).elements())
    everyone(game, lambda p: YES if p == 0 else NO)
    game.apply(1, Block((0,)))
    game.apply(0, Discard(("Ar",)))
    game.apply(1, Discard((RING,)))
    assert game.to_move() == (1,) and game.rings_left == 1 and game.picks_left == 1
    game.apply(1, TakeForRing(None))  # the last card of the deck
    assert game.to_move() == (1,) and game.legal_actions(1), "a pick is possible"
    assert any(e.kind == "reshuffle" for e in game.events)
    game.apply(1, game.legal_actions(1)[0])
    assert game.phase == "declare" and [sum(h.values()) for h in game.hands] == [8, 8]
    assert game.card_count() == len(game.full_deck)


@pytest.mark.parametrize("last_draw", ["ring", "card"])
def test_a_blocker_owed_a_pick_from_an_empty_deck_voids_the_round_in_the_void_variant(
        last_draw: str) -> None:
    """RULINGS, the deck runs out (variant "void"): the blocker's pick cannot be made from
    the empty deck, so the round is void and dealt again instead of refilling the deck. The
    blocker empties the deck by a ring's draw from the deck, or by the draw for a card."""
    game = rigged(["H H O C O O N Ar", "F ring H H H H H H"], rounds=1, deck_runs_out="void")
    game.deck, game.pile = ["C", "N"], sorted((Counter(game.deck) - Counter(["C", "N"])).elements())
    everyone(game, lambda p: YES if p == 0 else NO)
    game.apply(1, Block((0,)))
    assert game.extra_picks == {1: 1}
    events = len(game.events)
    game.apply(0, Discard(("Ar",)))
    game.apply(1, Discard((RING,) if last_draw == "ring" else ("H",)))
    if last_draw == "ring":  # player 0 drew N; player 1 takes the last card for the ring
        assert game.to_move() == (1,) and game.deck == ["C"] and game.picks_left == 1
        game.apply(1, TakeForRing(None))
    kinds = [e.kind for e in game.events[events:]]
    assert "void" in kinds and "reshuffle" not in kinds and "pick" not in kinds
    assert kinds[kinds.index("void") + 1] == "deal"
    assert "The deck has run out: the round is void and dealt again." in game.narrate()
    # the same round, not scored, dealt again from every card
    assert not game.results and game.totals == [0, 0] and not game.is_over()
    assert game.round == 1 and game.dealer == 0
    assert game.pile == [] and len(game.deck) == 64 - 16
    assert [sum(h.values()) for h in game.hands] == [8, 8]
    assert game.card_count() == len(game.full_deck)
    # a fresh turn: nobody owes a pick or a shield any more
    assert game.phase == "declare" and game.to_move() == (0, 1)
    assert game.extra_picks == {} and game.blocks == {} and game.shield_only == set()
    assert game.turn == 2, "the voided turn still counts towards the turn limit"


def test_a_blocked_declarer_s_face_down_draw_is_never_shown() -> None:
    """Issue 7, item 1: what a declarer showed stays what is shown; the card they draw after
    discarding their shield is not in anyone's observation while the turn goes on."""
    game = rigged(["H H O C O O N Ar", "F ring H H H H H H", "H H H H H H H H"], deck="Kr N C",
                  rounds=1)
    everyone(game, lambda p: YES if p == 0 else NO)
    showed = ("H", "H", "C", "N", "O", "O", "O", "Ar")
    game.apply(1, Block((0,)))
    game.apply(2, Block(()))
    for p, cards in ((0, ("Ar",)), (1, (RING,)), (2, ("H",))):
        game.apply(p, Discard(cards))
    # player 0 drew C face down; player 1 now resolves a ring and a pick
    assert game.phase == "draw" and game.hands[0]["C"] == 2 and game.hands[0]["Ar"] == 0
    for viewer in (None, 1, 2):
        assert game.observation(viewer).shown_hands == {0: showed}
    assert game.fingerprint()["shown"] == {"0": list(showed)}


def test_no_turn_limit_by_default_a_round_goes_on_until_someone_declares() -> None:
    """Issue 8, item 13: the turn limit is a variant, off by default (0 means none)."""
    assert RULES.defaults().turn_limit == 0
    game = Bond(2, rules={"rounds": 1}, seed=5)
    for _ in range(60):
        everyone(game, lambda p: NO)
        everyone(game, lambda p: game.legal_actions(p)[0])
        while game.to_move() and game.phase == "draw":
            everyone(game, lambda p: game.legal_actions(p)[0])
    assert not game.results and game.turn == 61


def test_bots_alone_play_with_the_bot_turn_limit_and_report_capped_rounds() -> None:
    """Issue 8, item 13: simulations of bots alone need a cap; `simulate` counts its rounds."""
    from chemteach.core.simulate import simulate

    capped = Bond.rules_for_bots(RULES.load({"bot_turn_limit": 2}))
    assert capped.turn_limit == 2 and "bots alone" in capped.source
    assert Bond.rules_for_bots(RULES.load({"turn_limit": 7})).turn_limit == 7
    result = simulate("bond", games=3, players=2, bots=["random"], seed=1,
                      rules={"bot_turn_limit": 1})
    assert result.rounds == 6 and 0 < result.capped_rounds <= 6
    assert "rounds ended by the turn cap for bots" in result.table()


def test_card_actions_are_order_free() -> None:
    """Issue 8, item 14: Discard(("O", "H", "H")) is Discard(("H", "H", "O"))."""
    assert Discard(("O", "H", "H")) == Discard(("H", "H", "O")) == Discard(["H", "O", "H"])
    assert hash(Discard(("O", "H", "H"))) == hash(Discard(("H", "H", "O")))
    assert Block((2, 1)) == Block((1, 2))
    game = rigged(["O H H C C C C N", "H H H H H H H H"], rounds=1)
    everyone(game, lambda p: NO)
    assert game.is_legal(0, Discard(("O", "H", "H")))
    game.apply(0, Discard(("O", "H", "H")))
    assert game.history[-1] == (0, Discard(("H", "H", "O")))
