"""One test per rule of Chemistry Monopoly (seed 000, RULINGS and DECISIONS.md)."""

from __future__ import annotations

import pytest

from chemteach.core import IllegalAction
from chemteach.games.monopoly import (
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

from .helpers import check_invariants, give, new_game, set_dice

HE, NE, LI, NA, K = 1, 3, 6, 8, 9
F, CL, IODINE = 26, 27, 29
N, P, AS = 16, 18, 19  # orange
PT, AU = 37, 39
BUNSEN, BEAKER, MICROSCOPE, FUME = 5, 15, 25, 35
CARBON, SILICON = 12, 28


def top_card(game: ChemistryMonopoly, deck: str, effect: str, **match) -> None:
    """Put the first card with this effect (and fields) on top of the deck."""
    cards = game.decks[deck]
    index = next(c.index for c in cards if c.effect == effect and
                 all(getattr(c, k) == v for k, v in match.items()))
    game.order[deck].remove(index)
    game.order[deck].insert(0, index)


def throw(game: ChemistryMonopoly, a: int, b: int, player: int = 0) -> None:
    set_dice(game, (a, b))
    game.apply(player, Roll())


# ----- setup ------------------------------------------------------------------------------
def test_setup_everyone_has_1500_on_go_and_the_lab_holds_the_rest() -> None:
    game = ChemistryMonopoly(4, seed=3)
    assert game.cash == [1500] * 4 and game.pos == [0] * 4
    assert all(o == -1 for o in game.owner)
    assert game.money_in_play() == 0 and game.lab == -6000
    assert game.liquids_left == 51 and game.solids_left == 20


def test_setup_highest_throw_starts() -> None:
    for seed in range(20):
        game = ChemistryMonopoly(5, seed=seed)
        throws = [e for e in game.events if e.kind == "who starts"][-1].data["throws"]
        best = max(throws.values())
        assert [int(p) for p, t in throws.items() if t == best] == [game.current]


def test_setup_the_lab_never_goes_broke() -> None:
    game = new_game(2)
    for _ in range(40):
        game._from_lab(0, 1000)
    assert game.cash[0] == 41_500 and game.money_in_play() == 0


def test_setup_short_game_deals_two_elements_paid_for() -> None:
    game = ChemistryMonopoly(3, rules={"short_game": True}, seed=4)
    for p in range(3):
        mine = [s for s in game.board.ownables if game.owner[s] == p]
        assert len(mine) == 2
        assert game.cash[p] == 1500 - sum(game.price[s] for s in mine)
    check_invariants(game)


# ----- the turn ---------------------------------------------------------------------------
def test_turn_throw_moves_by_the_dice_total_and_play_passes_left() -> None:
    game = new_game(3)
    throw(game, 1, 3)  # 4: Avogadro's Tax
    assert game.pos[0] == 4 and game.phase == "tax"
    game.apply(0, ChooseTax(False))
    assert game.phase == "end" and game.cash[0] == 1300
    game.apply(0, EndTurn())
    assert game.current == 1 and game.phase == "start"


def test_turn_doubles_throw_again() -> None:
    game = new_game(2)
    throw(game, 2, 2)  # 4: tax
    game.apply(0, ChooseTax(False))
    assert game.phase == "start" and game.current == 0
    with pytest.raises(IllegalAction):
        game.apply(0, EndTurn())


def test_turn_three_doubles_go_to_biology_class_without_passing_go() -> None:
    game = new_game(2)
    game.pos[0] = 35
    game.owner[37] = game.owner[39] = 1  # no buying on the way
    set_dice(game, (1, 1), (1, 1), (1, 1))
    cash = game.cash[0]
    game.apply(0, Roll())  # 37: Platinum (owned: rent)
    game.apply(0, Roll())  # 39: Gold (owned: rent)
    paid = cash - game.cash[0]
    game.apply(0, Roll())
    assert game.pos[0] == 10 and game.jail[0] == 0 and game.phase == "end"
    assert game.cash[0] == cash - paid  # no Go salary on the way


def test_turn_passing_go_pays_200() -> None:
    game = new_game(2)
    game.pos[0] = 38
    throw(game, 2, 3)  # 43 -> 3: Neon
    assert game.pos[0] == 3 and game.cash[0] == 1700


def test_turn_landing_on_go_pays_400_with_the_optional_rule() -> None:
    for rule, expected in ((False, 1700), (True, 1900)):
        game = new_game(2, go_landing_pays_double=rule)
        game.pos[0] = 34
        throw(game, 3, 3)
        assert game.pos[0] == 0 and game.cash[0] == expected


# ----- buying and auctions -------------------------------------------------------------
def test_buying_an_unowned_element_at_its_printed_price() -> None:
    game = new_game(2)
    throw(game, 1, 2)  # Neon, 60
    assert game.phase == "buy" and Buy() in game.legal_actions(0)
    game.apply(0, Buy())
    assert game.owner[NE] == 0 and game.cash[0] == 1440 and game.phase == "end"


def test_buying_needs_the_amuny_in_hand() -> None:
    game = new_game(2)
    game.cash[0], game.lab = 50, game.lab + 1450
    throw(game, 1, 2)
    assert Buy() not in game.legal_actions(0)
    assert "Raise money" in game.explain_illegal(0, Buy())
    with pytest.raises(IllegalAction):
        game.apply(0, Buy())


def test_auction_declined_element_goes_to_the_highest_sealed_bid() -> None:
    game = new_game(3)
    throw(game, 1, 2)
    game.apply(0, Decline())
    assert game.phase == "auction" and set(game.to_move()) == {0, 1, 2}
    game.apply(1, Bid(70))
    assert game.observation(2).has_bid == (1,) and game.observation(2).my_bid == -1
    game.apply(0, Bid(20))
    game.apply(2, Bid(50))
    assert game.owner[NE] == 1 and game.cash[1] == 1430 and game.phase == "end"
    check_invariants(game)


def test_auction_tie_goes_to_the_first_in_turn_order_from_the_decliner() -> None:
    game = new_game(3)
    game.current = 1
    game.pos[1] = 0
    throw(game, 1, 2, player=1)
    game.apply(1, Decline())
    for p in (0, 1, 2):
        game.apply(p, Bid(40 if p != 1 else 30))
    assert game.owner[NE] == 2  # seats 2 then 0 after the decliner 1


def test_auction_tie_including_the_decliner_goes_to_the_decliner() -> None:
    """RULINGS: "a tie goes to the tied bidder first in turn order from the player who
    declined": the decliner is first, so a decliner among the tied wins."""
    for decliner in range(4):
        game = new_game(4)
        game.current = decliner
        game.pos[decliner] = 0
        throw(game, 1, 2, player=decliner)
        game.apply(decliner, Decline())
        for p in range(4):
            game.apply(p, Bid(40))  # all four tie
        assert game.owner[NE] == decliner and game.cash[decliner] == 1500 - 40
    game = new_game(3)
    game.current = 2
    game.pos[2] = 0
    throw(game, 1, 2, player=2)
    game.apply(2, Decline())
    for p, amount in ((0, 40), (1, 30), (2, 40)):
        game.apply(p, Bid(amount))
    assert game.owner[NE] == 2, "the decliner, not seat 0, wins the tie of seats 0 and 2"
    check_invariants(game)


def test_auction_players_with_no_amuny_are_left_out() -> None:
    """RULINGS: "every solvent player bids once"; a player with 0 AMUny (the decliner
    too) is not asked for a bid, and the auction closes without them."""
    game = new_game(4)
    for p in (0, 1):  # the decliner, seat 0, and seat 1
        game.lab += game.cash[p]
        game.cash[p] = 0
    throw(game, 1, 2)  # Neon, 60
    assert game.legal_actions(0) == [Decline()]
    game.apply(0, Decline())
    assert game.phase == "auction" and game.to_move() == (2, 3)
    assert game.legal_actions(0) == [] and game.legal_actions(1) == []
    assert not game.is_legal(1, Bid(0)) and not game.is_legal(0, Bid(0))
    game.apply(3, Bid(20))
    game.apply(2, Bid(10))
    assert game.owner[NE] == 3 and game.phase == "end"
    sold = game.events[-1]
    assert sold.kind == "sold" and sold.data["bidders"] == [2, 3]
    check_invariants(game)


def test_auction_none_when_no_player_has_amuny() -> None:
    game = new_game(2)
    game.lab += sum(game.cash)
    game.cash = [0, 0]
    throw(game, 1, 2)  # Neon, 60
    game.apply(0, Decline())
    assert game.phase == "end" and game.owner[NE] == -1 and game.to_move() == (0,)
    assert game.events[-1].kind == "no auction"
    check_invariants(game)


def test_auction_without_bids_leaves_the_element_with_the_lab() -> None:
    game = new_game(2)
    throw(game, 1, 2)
    game.apply(0, Decline())
    game.apply(0, Bid(0))
    game.apply(1, Bid(0))
    assert game.owner[NE] == -1 and game.phase == "end"


def test_auction_bids_are_multiples_of_the_step_up_to_your_amuny() -> None:
    game = new_game(2)
    throw(game, 1, 2)
    game.apply(0, Decline())
    assert "multiple of 10" in game.explain_illegal(0, Bid(15))
    assert not game.is_legal(0, Bid(1510)) and game.is_legal(0, Bid(1500))
    assert game.legal_actions(0)[-1] == Bid(1500)


def test_auction_off_with_the_variant() -> None:
    game = new_game(2, auctions=False)
    throw(game, 1, 2)
    game.apply(0, Decline())
    assert game.phase == "end" and game.owner[NE] == -1


# ----- rent -------------------------------------------------------------------------------
def test_rent_is_paid_to_the_owner() -> None:
    game = new_game(2)
    give(game, 1, NE)
    throw(game, 1, 2)
    assert game.cash == [1496, 1504]


def test_rent_doubles_on_an_undeveloped_whole_set_even_with_a_transferred_lot() -> None:
    game = new_game(2)
    give(game, 1, HE, NE)
    game.transferred[HE] = True
    throw(game, 1, 2)
    assert game.cash == [1492, 1508]


def test_rent_none_on_a_transferred_element() -> None:
    game = new_game(2)
    give(game, 1, NE)
    game.transferred[NE] = True
    throw(game, 1, 2)
    assert game.cash == [1500, 1500]


def test_rent_by_liquids_and_solid() -> None:
    game = new_game(2)
    give(game, 1, HE, NE)
    game.height[HE], game.height[NE] = 3, 5
    game.liquids_left -= 3
    game.solids_left -= 1
    throw(game, 1, 2)
    assert game.cash[0] == 1500 - 450  # Neon's solid rent


def test_rent_collected_while_in_biology_class() -> None:
    game = new_game(2)
    give(game, 1, NE)
    game.jail[1], game.pos[1] = 1, 10
    throw(game, 1, 2)
    assert game.cash[1] == 1504


@pytest.mark.parametrize("count, rent", [(1, 25), (2, 50), (3, 100), (4, 200)])
def test_rent_lab_supplies_by_how_many_one_player_owns(count, rent) -> None:
    game = new_game(2)
    give(game, 1, *[BUNSEN, BEAKER, MICROSCOPE, FUME][:count])
    throw(game, 2, 3)
    assert game.cash[0] == 1500 - rent


@pytest.mark.parametrize("both, mult", [(False, 4), (True, 10)])
def test_rent_life_elements_times_the_dice(both, mult) -> None:
    game = new_game(2)
    give(game, 1, CARBON, *([SILICON] if both else []))
    game.pos[0] = 7
    throw(game, 2, 3)
    assert game.cash[0] == 1500 - 5 * mult


def test_rent_card_to_the_nearest_lab_supply_pays_double() -> None:
    game = new_game(2)
    give(game, 1, BEAKER)
    top_card(game, "lab_day", "nearest", kind=2)
    throw(game, 3, 4)  # Lab Day at 7 -> Beaker Rack at 15
    assert game.pos[0] == 15 and game.cash[0] == 1450


def test_rent_card_to_the_nearest_life_element_pays_ten_times_a_new_throw() -> None:
    game = new_game(2)
    give(game, 1, CARBON)
    top_card(game, "lab_day", "nearest", kind=3)
    set_dice(game, (3, 4), (2, 2))
    game.apply(0, Roll())
    assert game.pos[0] == CARBON and game.cash[0] == 1500 - 40


# ----- liquids and solids -------------------------------------------------------------
def test_building_needs_the_whole_set_and_no_transferred_element() -> None:
    game = new_game(2)
    give(game, 0, F, CL)
    assert not game.is_legal(0, Condense(F))
    assert "every element of the colour set" in game.explain_illegal(0, Condense(F))
    give(game, 0, IODINE)
    game.transferred[IODINE] = True
    assert "Buy back" in game.explain_illegal(0, Condense(F))
    game.transferred[IODINE] = False
    game.apply(0, Condense(F))
    assert game.height[F] == 1 and game.cash[0] == 1350 and game.liquids_left == 50


def test_building_even_rule_the_seeds_example() -> None:
    game = new_game(2)
    game.cash[0] += 10_000
    game.lab -= 10_000
    give(game, 0, F, CL, IODINE)
    for s in (F, CL, IODINE, F, CL, IODINE, F, CL):
        game.apply(0, Condense(s))
    assert [game.height[s] for s in (F, CL, IODINE)] == [3, 3, 2]
    # the seed: Iodine must have three liquids before a fourth could go on Fluorine
    assert not game.is_legal(0, Condense(F))
    assert "evenly" in game.explain_illegal(0, Condense(F))
    game.apply(0, Condense(IODINE))
    game.apply(0, Condense(F))
    assert [game.height[s] for s in (F, CL, IODINE)] == [4, 3, 3]
    # and both ways: evaporate from the most-developed first
    assert not game.is_legal(0, Evaporate(CL)) and not game.is_legal(0, Evaporate(IODINE))
    game.apply(0, Evaporate(F))
    check_invariants(game)


def test_building_a_solid_needs_four_liquids_and_returns_them() -> None:
    game = new_game(2)
    give(game, 0, HE, NE)
    game.cash[0] += 1000
    game.lab -= 1000
    for _ in range(4):
        game.apply(0, Condense(HE))
        game.apply(0, Condense(NE))
    assert game.liquids_left == 43
    game.apply(0, Condense(HE))
    assert game.height[HE] == game.solid == 5
    assert game.liquids_left == 47 and game.solids_left == 19
    check_invariants(game)


def test_building_short_game_three_liquids_before_a_solid() -> None:
    game = new_game(2, short_game=True)
    for s in game.board.ownables:
        game.owner[s] = -1
    game.cash = [3000, 3000]
    game.lab = -6000
    give(game, 0, HE, NE)
    for _ in range(3):
        game.apply(0, Condense(HE))
        game.apply(0, Condense(NE))
    game.apply(0, Condense(HE))
    assert game.height[HE] == game.solid == 4 and game.liquids_left == 51 - 3


def test_building_supply_limits_liquids_and_solids() -> None:
    game = new_game(2, liquids=1, solids=0)
    give(game, 0, HE, NE)
    game.apply(0, Condense(HE))
    assert "no liquids left" in game.explain_illegal(0, Condense(NE))
    game.height[HE] = game.height[NE] = 4
    game.liquids_left = 0
    game.cash[0] += 8 * 50
    game.lab -= 8 * 50 - 50
    assert "no solids left" in game.explain_illegal(0, Condense(HE))


def test_building_never_on_carbon_silicon_or_lab_supplies() -> None:
    game = new_game(2)
    give(game, 0, CARBON, SILICON, BUNSEN)
    for s in (CARBON, SILICON, BUNSEN):
        assert not game.is_legal(0, Condense(s))
    assert "not Carbon, Silicon" in game.explain_illegal(0, Condense(CARBON))


def test_building_evaporating_pays_half_price() -> None:
    game = new_game(2)
    give(game, 0, PT, AU)
    game.apply(0, Condense(PT))
    game.apply(0, Evaporate(PT))
    assert game.cash[0] == 1500 - 200 + 100 and game.liquids_left == 51


def test_building_a_solid_evaporates_into_four_liquids_if_the_lab_has_them() -> None:
    game = new_game(2)
    give(game, 0, HE, NE)
    game.height[HE] = game.height[NE] = 5
    game.solids_left = 18
    game.liquids_left = 3
    assert "too few liquids" in game.explain_illegal(0, Evaporate(HE))
    assert Evaporate(HE) not in game.legal_actions(0)  # nor listed (nor when raising)
    game.liquids_left = 4
    assert Evaporate(HE) in game.legal_actions(0)
    game.apply(0, Evaporate(HE))
    assert game.height[HE] == 4 and game.liquids_left == 0 and game.cash[0] == 1525


# ----- transferring -------------------------------------------------------------------
def test_transfer_pays_the_transfer_value_and_buying_back_costs_ten_percent_more() -> None:
    game = new_game(2)
    give(game, 0, CARBON)
    game.apply(0, Transfer(CARBON))
    assert game.transferred[CARBON] and game.cash[0] == 1575
    game.apply(0, BuyBack(CARBON))
    assert not game.transferred[CARBON] and game.cash[0] == 1575 - 83


def test_transfer_needs_the_whole_set_evaporated() -> None:
    game = new_game(2)
    give(game, 0, HE, NE)
    game.apply(0, Condense(HE))
    assert "Evaporate every liquid" in game.explain_illegal(0, Transfer(NE))


def test_transfer_receiving_a_transferred_element_pays_ten_percent_or_buys_back() -> None:
    for keep in (True, False):
        game = new_game(2)
        give(game, 1, AU)
        game.transferred[AU] = True
        game.apply(0, Offer(1, (), (AU,), 100))
        game.apply(1, Reply(True))
        assert game.phase == "receive" and game.to_move() == (0,)
        if keep:
            game.apply(0, KeepTransferred(AU))
            assert game.cash[0] == 1400 - 20 and game.transferred[AU]
        else:
            game.apply(0, BuyBack(AU))
            assert game.cash[0] == 1400 - 220 and not game.transferred[AU]
        assert game.phase == "start"
        check_invariants(game)


# ----- raising money and bankruptcy ----------------------------------------------------
def test_raising_money_evaporate_then_pay_automatically() -> None:
    game = new_game(2)
    give(game, 1, AU)
    give(game, 0, HE, NE)
    game.height[HE] = game.height[NE] = 1
    game.liquids_left = 49
    game.cash[0], game.lab = 20, game.lab + 1480
    game.pos[0] = 36
    throw(game, 1, 2)  # Gold: rent 50
    assert game.phase == "raise" and game.to_move() == (0,)
    assert {type(a) for a in game.legal_actions(0)} == {Evaporate}
    game.apply(0, Evaporate(HE))
    assert game.phase == "raise"
    game.apply(0, Evaporate(NE))
    assert game.phase == "end" and game.cash == [20 + 25 + 25 - 50, 1550]


def test_bankruptcy_to_a_player_hands_over_everything() -> None:
    game = new_game(3)
    give(game, 1, AU, PT)
    game.height[AU] = game.height[PT] = 5
    game.solids_left = 18
    give(game, 0, HE, CARBON)
    game.transferred[CARBON] = True
    game.cards[0].append(("lab_day", 8))
    game.order["lab_day"].remove(8)
    game.cash[0], game.lab = 100, game.lab + 1400
    game.pos[0] = 36
    throw(game, 1, 2)  # Gold with a solid: 2000
    assert not game.active[0] and game.bankrupt == [0]
    assert game.owner[HE] == 1 and game.owner[CARBON] == 1
    assert game.cards[1] == [("lab_day", 8)]
    # the Carbon was transferred: the creditor decides to keep it transferred or lift it
    assert game.phase == "receive" and game.to_move() == (1,)
    game.apply(1, KeepTransferred(CARBON))
    assert game.current == 1
    check_invariants(game)


def test_bankruptcy_to_the_lab_auctions_the_elements() -> None:
    game = new_game(3)
    give(game, 0, HE, NE)
    game.height[HE] = game.height[NE] = 1
    game.liquids_left = 49
    game.cards[0].append(("test_day", 4))
    game.order["test_day"].remove(4)
    game.cash[0], game.lab = 10, game.lab + 1490
    game.pos[0] = 2
    throw(game, 1, 1)  # Avogadro's Tax at 4
    game.apply(0, ChooseTax(False))
    assert not game.active[0]
    assert game.liquids_left == 51 and game.order["test_day"][-1] == 4
    assert game.phase == "auction" and game.auction_space == HE
    assert set(game.to_move()) == {1, 2}
    game.apply(1, Bid(30))
    game.apply(2, Bid(0))
    assert game.owner[HE] == 1 and game.auction_space == NE
    game.apply(1, Bid(0))
    game.apply(2, Bid(0))
    assert game.owner[NE] == -1 and game.current == 1
    assert not game.transferred[NE], "an unsold element is the Lab's, for sale as new"
    check_invariants(game)


def test_bankruptcy_to_the_lab_auctions_the_elements_as_transferred_elements() -> None:
    """The seed: "fully evaporated and transferred, then auctioned"; the winner owns it
    transferred (no rent) until buying it back at transfer value + 10%, with no interest
    charged on receipt (DECISIONS.md)."""
    game = new_game(3)
    give(game, 0, HE)
    game.cash[0], game.lab = 10, game.lab + 1490
    game.pos[0] = 2
    throw(game, 1, 1)  # Avogadro's Tax at 4
    game.apply(0, ChooseTax(False))
    assert game.phase == "auction" and game.auction_space == HE
    cash = game.cash[1]
    game.apply(1, Bid(30))
    game.apply(2, Bid(0))
    assert game.owner[HE] == 1 and game.transferred[HE]
    assert game.cash[1] == cash - 30, "no 10% interest on receiving it from the Lab"
    assert any("It comes transferred: it earns no rent until you buy it back for 33 AMUny"
               in line for line in game.narrate(1)), game.narrate(1)[-3:]
    check_invariants(game)
    assert game.current == 1 and game.is_legal(1, BuyBack(HE))
    cash = game.cash[1]
    game.apply(1, BuyBack(HE))
    assert not game.transferred[HE] and game.cash[1] == cash - game.buy_back_cost[HE]


def test_bankruptcy_the_last_player_with_wealth_wins() -> None:
    game = new_game(2)
    give(game, 1, AU)
    game.height[AU] = 1
    give(game, 1, PT)
    game.height[PT] = 1
    game.liquids_left = 49
    game.cash[0], game.lab = 10, game.lab + 1490
    game.pos[0] = 36
    throw(game, 1, 2)
    assert game.is_over() and game.winners() == [1] and game.to_move() == ()


def test_bankruptcy_the_second_one_ends_the_short_game() -> None:
    game = new_game(4, short_game=True)
    game.active[3] = False
    for s in game.board.ownables:
        if game.owner[s] == 3:
            game.owner[s] = -1
    game.lab += game.cash[3]
    game.cash[3] = 0
    game.bankrupt.append(3)
    game._from_lab(1, 7)
    game._go_bankrupt(2, -1)
    assert game.is_over() and "second bankruptcy" in game.end_reason
    assert game.valuation(1) == game.valuation(0) + 7 and game.winners() == [1]


def test_round_limit_ends_the_game_valued_as_the_short_game() -> None:
    game = ChemistryMonopoly(2, rules={"round_limit": 3}, seed=2)
    while not game.is_over():
        p = game.to_move()[0]
        legal = game.legal_actions(p)
        game.apply(p, next((a for a in legal if isinstance(a, Decline | EndTurn | Roll)),
                           legal[0]))
    assert game.round == 3 and "round limit" in game.end_reason
    assert game.winners() == [p for p in range(2) if game.valuation(p) == max(
        game.valuation(q) for q in range(2))]


# ----- taxes --------------------------------------------------------------------------
def test_tax_is_chosen_before_the_worth_is_shown() -> None:
    game = new_game(2)
    give(game, 0, AU, CARBON)
    game.transferred[CARBON] = True
    game.height[AU] = 0
    throw(game, 1, 3)
    assert game.phase == "tax"
    assert game.legal_actions(0) == [ChooseTax(False), ChooseTax(True)]
    assert not hasattr(game.observation(0), "worth")
    game.apply(0, ChooseTax(True))
    worth = 1500 + 400 + 150
    assert game.cash[0] == 1500 - worth // 10
    assert game.events[-1].data["worth"] == worth


def test_tax_lab_breakage_fee_is_paid_at_once() -> None:
    game = new_game(2)
    game.pos[0] = 35
    throw(game, 1, 2)
    assert game.cash[0] == 1400 and game.phase == "end"


def test_tax_extra_credit_pot_collects_taxes_and_fines() -> None:
    game = new_game(2, extra_credit_pot=True)
    assert game.pot == 50
    throw(game, 1, 3)
    game.apply(0, ChooseTax(False))
    assert game.pot == 250
    game.apply(0, EndTurn())
    game.pos[1], game.jail[1] = 10, 0
    game.apply(1, PayFine())  # the fine goes to the pot too
    assert game.pot == 300 and game.cash[1] == 1450
    game.pos[1] = 17
    throw(game, 1, 2, player=1)  # 17 + 3 = 20: Extra Credit
    assert game.pos[1] == 20 and game.cash[1] == 1450 + 300 and game.pot == 50
    check_invariants(game)


def test_tax_extra_credit_is_a_free_space_without_the_pot_rule() -> None:
    game = new_game(2)
    game.pos[0] = 17
    lab = game.lab
    throw(game, 1, 2)  # 20: Extra Credit
    assert game.pos[0] == 20 and game.cash[0] == 1500 and game.lab == lab
    assert game.phase == "end" and game.pot == 0


# ----- Biology Class --------------------------------------------------------------------
def test_jail_go_to_biology_class_space() -> None:
    game = new_game(2)
    game.pos[0] = 25
    throw(game, 2, 3)
    assert game.pos[0] == 10 and game.jail[0] == 0 and game.phase == "end"


def test_jail_doubles_leave_and_move_without_another_throw() -> None:
    game = new_game(2)
    game.pos[0], game.jail[0] = 10, 0
    throw(game, 3, 3)
    assert game.jail[0] == -1 and game.pos[0] == 16 and game.phase == "buy"
    game.apply(0, Decline())
    game.apply(0, Bid(0))
    game.apply(1, Bid(0))
    assert game.phase == "end"


def test_jail_three_failed_tries_then_pay_the_fine_and_move() -> None:
    game = new_game(2)
    game.pos[0], game.jail[0] = 10, 0
    lab = game.lab
    throw(game, 1, 2)  # first try: no doubles, stay
    assert game.jail[0] == 1 and game.pos[0] == 10 and game.phase == "end"
    assert game.cash[0] == 1500
    game.current, game.phase, game.jail[0] = 0, "start", 2  # two tries used (seat 1 played)
    throw(game, 1, 2)  # third try: no doubles, so pay the fine and move by this throw
    assert game.jail[0] == -1 and game.pos[0] == 13
    assert game.cash[0] == 1500 - 50 and game.lab == lab + 50, "the fine was paid"
    assert any(e.kind == "throw" and e.data["how"] == "fine" for e in game.events)


def test_jail_the_fine_of_the_third_try_is_paid_before_the_rent_where_you_land() -> None:
    """Debts are settled in the order they arose: the fine first, then the rent of the
    lot the throw lands on; short of both, you go bankrupt to the lot's owner."""
    game = new_game(2)
    give(game, 1, N, P, AS)  # orange, whole and bare: double rent
    game.pos[0], game.jail[0], game.cash[0] = 10, 2, 60  # two tries used, 60 AMUny
    fine, rent = game.r.fine, 2 * game.rents[N][0]
    assert fine <= 60 < fine + rent and rent <= 60
    lab = game.lab
    throw(game, 2, 4)  # the third try, no doubles: pay the fine, then move 6 to nitrogen
    assert game.lab == lab + fine, "the fine was paid first"
    assert game.bankrupt == [0] and game.cash[1] == 1500 + 60 - fine  # the rest to the owner
    kinds = [e.kind for e in game.events]
    assert kinds.index("rent") < kinds.index("bankrupt")


def test_jail_pay_the_fine_or_use_the_card_then_throw() -> None:
    game = new_game(2)
    game.pos[0], game.jail[0] = 10, 0
    assert PayFine() in game.legal_actions(0) and UseCard() not in game.legal_actions(0)
    game.apply(0, PayFine())
    assert game.jail[0] == -1 and game.cash[0] == 1450 and game.phase == "start"
    game.jail[0] = 0
    game.cards[0].append(("test_day", 4))
    game.order["test_day"].remove(4)
    game.apply(0, UseCard())
    assert game.jail[0] == -1 and game.order["test_day"][-1] == 4 and game.cards[0] == []


# ----- cards ----------------------------------------------------------------------------
def test_cards_go_to_biology_class_card_in_play() -> None:
    game = new_game(2)
    game.pos[0] = 34
    top_card(game, "lab_day", "biology class")
    throw(game, 1, 1)  # 36: Lab Day, doubles
    assert game.pos[0] == 10 and game.jail[0] == 0
    assert game.cash[0] == 1500, "no Go salary on the way"
    assert game.phase == "end", "doubles do not give another throw from Biology Class"


def test_setup_a_tied_throw_for_who_starts_throws_again() -> None:
    game = ChemistryMonopoly(3, seed=1)
    set_dice(game, (3, 4), (2, 5), (1, 1), (6, 6), (1, 5))
    assert game._who_starts() == 0
    rounds = [e.data["throws"] for e in game.events if e.kind == "who starts"][-2:]
    assert rounds == [{"0": 7, "1": 7, "2": 2}, {"0": 12, "1": 6}]


def test_short_game_valuation_of_transferred_elements_liquids_and_solids() -> None:
    game = new_game(2, short_game=True)
    game.owner = [-1] * game.size
    game.cash[0] = 100
    give(game, 0, HE, NE, AU)
    game.transferred[AU] = True  # at half its price
    game.height[HE] = game.height[NE] = game.solid  # a solid on each, at purchase price
    expected = (100 + game.price[HE] + game.price[NE] + game.price[AU] // 2
                + game.building_cost(HE) + game.building_cost(NE))
    assert game.building_cost(HE) == game.solid_cost[HE] + 3 * game.liquid_cost[HE]
    assert game.valuation(0) == expected


def test_raising_money_by_transferring_an_element() -> None:
    game = new_game(2)
    give(game, 1, AU)
    give(game, 0, CARBON)
    game.cash[0], game.lab = 20, game.lab + 1480
    game.pos[0] = 36
    throw(game, 1, 2)  # Gold: rent 50, nothing to evaporate
    assert game.phase == "raise" and game.to_move() == (0,)
    assert Transfer(CARBON) in game.legal_actions(0)
    game.apply(0, Transfer(CARBON))
    assert game.transferred[CARBON] and game.phase == "end"
    assert game.cash == [20 + game.transfer_value[CARBON] - 50, 1550]
    check_invariants(game)


def test_raising_money_while_deciding_to_buy() -> None:
    game = new_game(2)
    give(game, 0, CARBON)
    game.cash[0], game.lab = 50, game.lab + 1450
    throw(game, 1, 2)  # Neon, price 60: not enough in hand
    assert game.phase == "buy"
    assert not game.is_legal(0, Buy())
    assert Transfer(CARBON) in game.legal_actions(0)
    game.apply(0, Transfer(CARBON))
    assert game.phase == "buy" and game.is_legal(0, Buy())
    game.apply(0, Buy())
    assert game.owner[NE] == 0 and game.cash[0] == 50 + game.transfer_value[CARBON] - 60


def test_cards_go_back_under_the_deck() -> None:
    game = new_game(2)
    top_card(game, "test_day", "collect", amount=200)
    first = game.order["test_day"][0]
    throw(game, 1, 1)  # Test Day at 2
    assert game.order["test_day"][-1] == first and game.cash[0] == 1700


def test_cards_get_out_is_kept_until_used() -> None:
    game = new_game(2)
    top_card(game, "test_day", "get out")
    index = game.order["test_day"][0]
    throw(game, 1, 1)
    assert game.cards[0] == [("test_day", index)] and index not in game.order["test_day"]
    check_invariants(game)


def test_cards_advance_to_go_and_back_three_onto_test_day() -> None:
    game = new_game(2)
    game.pos[0] = 30 + 1
    top_card(game, "lab_day", "back")
    top_card(game, "test_day", "collect", amount=20)
    throw(game, 2, 3)  # 36: Lab Day, back three to 33: Test Day
    assert game.pos[0] == 33 and game.cash[0] == 1520


def test_cards_collect_from_and_pay_every_player() -> None:
    game = new_game(3)
    top_card(game, "test_day", "collect each")
    throw(game, 1, 1)
    assert game.cash == [1520, 1490, 1490]
    game2 = new_game(3)
    top_card(game2, "lab_day", "pay each")
    throw(game2, 3, 4)
    assert game2.cash == [1400, 1550, 1550]


def test_cards_repairs_by_liquids_and_solids() -> None:
    game = new_game(2)
    give(game, 0, HE, NE)
    game.height[HE], game.height[NE] = 5, 4
    game.liquids_left, game.solids_left = 47, 19
    top_card(game, "test_day", "repairs")
    throw(game, 1, 1)
    assert game.cash[0] == 1500 - 4 * 40 - 115


@pytest.mark.parametrize("right", [True, False])
def test_cards_test_day_question_pays_for_a_right_answer(right) -> None:
    game = new_game(2)
    top_card(game, "test_day", "collect", quiz=True, amount=50)
    throw(game, 1, 1)
    assert game.phase == "answer"
    q = game.questions[game.question]
    text, choices = game.observation(1).question
    assert text == q.text and choices == q.choices
    choice = q.answer if right else (q.answer + 1) % len(q.choices)
    game.apply(0, Answer(choice))
    assert game.cash[0] == 1500 + (50 if right else 0)
    assert q.explanation in game.word(game.events[-1], 0)
    assert ("You collect 50 AMUny." in game.word(game.events[-1], 0)) is right


# ----- trading ------------------------------------------------------------------------
def test_trade_accepted_swaps_elements_cards_and_amuny() -> None:
    game = new_game(2)
    give(game, 0, HE)
    give(game, 1, NE)
    game.cards[1].append(("lab_day", 8))
    game.order["lab_day"].remove(8)
    offer = Offer(1, (HE,), (NE,), 25, 0, 1)
    game.apply(0, offer)
    assert game.phase == "offer" and game.to_move() == (1,)
    assert game.observation(1).offer == offer
    game.apply(1, Reply(True))
    assert game.owner[HE] == 1 and game.owner[NE] == 0
    assert game.cash == [1475, 1525] and game.cards[0] == [("lab_day", 8)]
    assert game.phase == "start"


def test_trade_declined_changes_nothing() -> None:
    game = new_game(2)
    give(game, 1, NE)
    game.apply(0, Offer(1, (), (NE,), 200))
    game.apply(1, Reply(False))
    assert game.owner[NE] == 1 and game.cash == [1500, 1500] and game.phase == "start"


def test_trade_rules_for_offers() -> None:
    game = new_game(2, offers_per_turn=1)
    give(game, 1, HE, NE)
    game.height[HE] = 1
    game.liquids_left = 50
    give(game, 0, AU)
    assert "Evaporate" in game.explain_illegal(0, Offer(1, (), (NE,), 10))
    assert "payer" in game.explain_illegal(0, Offer(1, (AU,), (), -1501))
    assert "belong" in game.explain_illegal(0, Offer(1, (PT,), (), 0))
    assert "at least one" in game.explain_illegal(0, Offer(1, (), (), 10))
    game.height[HE] = 0
    game.liquids_left = 51
    assert game.is_legal(0, Offer(1, (AU,), (HE, NE), -7))  # any price, any bundle
    game.apply(0, Offer(1, (), (NE,), 10))
    game.apply(1, Reply(False))
    assert "1 offer this turn" in game.explain_illegal(0, Offer(1, (), (NE,), 20))


def test_illegal_moves_leave_the_state_untouched() -> None:
    game = new_game(2)
    before = game.fingerprint()
    for action in (Buy(), EndTurn(), Condense(1), Bid(10), Reply(True), Answer(0),
                   Transfer(3), KeepTransferred(3), Offer(0, (), (1,), 0)):
        with pytest.raises(IllegalAction):
            game.apply(0, action)
        assert game.fingerprint() == before
    with pytest.raises(IllegalAction, match=r"not your turn \(Player 2\)"):
        game.apply(1, Roll())


# ----- landing ----------------------------------------------------------------------------
def test_landing_tells_the_element_sentence_and_carries_its_data() -> None:
    game = new_game(2)
    throw(game, 1, 2)
    event = next(e for e in reversed(game.events) if e.kind == "land")
    assert event.actor == 0 and event.data == {"space": NE}
    line = game.word(event, 1)
    assert line.startswith("Player 1 lands on neon. Neon (Ne): atomic number 10")
    assert game.board.spaces[NE].note in line
    assert game.observation(1).landing == NE


def test_events_carry_a_kind_and_their_data_for_wording_later() -> None:
    game = new_game(2)
    give(game, 1, NE)
    throw(game, 1, 2)
    rent = next(e for e in game.events if e.kind == "rent")
    assert rent.actor == 0 and rent.data == {"owner": 1, "space": NE, "amount": 4}
    assert all(e.kind for e in game.events)
