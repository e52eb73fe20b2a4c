"""The Mendeleev table: laying cards next to their periodic-table neighbours, two drawn each."""

from __future__ import annotations

import random

import pytest

from chemteach.core import IllegalAction
from chemteach.elements import LANTHANIDE_ROW, elements, table_position
from chemteach.games.periodyx import Ask, Lay, MendeleevTable, Periodyx, can_place, why_not

from .helpers import last_text, rigged

GROUP_OR_PERIOD = "same group or period"


def test_iron_fits_next_to_cobalt_and_above_ruthenium() -> None:
    assert can_place(["Co"], "Fe") and can_place(["Fe"], "Co")
    assert can_place(["Ru"], "Fe") and can_place(["Fe"], "Ru")
    assert can_place(["Mn"], "Fe") and can_place(["Os"], "Ru")


def test_nickel_needs_cobalt_between_it_and_iron() -> None:
    assert not can_place(["Fe"], "Ni")
    assert why_not(["Fe"], "Ni") == ("Nickel (period 4, group 10) touches no card on the "
                                     "Mendeleev table: it needs a neighbour to its left or "
                                     "right, or directly above or below it.")
    assert can_place(["Fe", "Co"], "Ni")
    assert why_not(["Fe", "Co"], "Ni") is None


def test_diagonals_and_the_gaps_of_the_short_periods_do_not_touch() -> None:
    assert not can_place(["Fe"], "Co".replace("Co", "Rh"))  # Rh is diagonal to Fe
    assert not can_place(["Be"], "B")  # groups 2 and 13 are far apart in period 2
    assert can_place(["He"], "Ne") and not can_place(["H"], "He")


def test_lanthanides_and_actinides_sit_in_their_own_rows_next_to_each_other() -> None:
    assert can_place(["La"], "Ce") and can_place(["Ce"], "Pr") and can_place(["Yb"], "Lu")
    assert can_place(["Ac"], "Th") and can_place(["No"], "Lr")
    assert can_place(["Ce"], "Th") and can_place(["Th"], "Ce")  # row above row, same column
    assert can_place(["La"], "Ac") and can_place(["Lu"], "Lr")
    assert not can_place(["La"], "Pr")  # two apart in the row
    assert not can_place(["Ac"], "Fr") and not can_place(["Og"], "Lr")  # not period 7 itself


def test_two_cards_sharing_the_placeholder_square_are_not_neighbours() -> None:
    assert not can_place(["Nd"], "Lu") and not can_place(["Th"], "Lr")
    assert "57–71 square" in why_not(["Nd"], "Lu")


# The f-block rows join the main table where the 18-column table shows them: every
# lanthanide also sits in the "57-71" square (period 6, group 3), every actinide in the
# "89-103" square (period 7, group 3). Any card of the row will do (all 15 share the square).
def test_a_lanthanide_fits_next_to_barium_hafnium_or_yttrium() -> None:
    assert can_place(["Ba"], "La") and can_place(["Ba"], "Ce") and can_place(["Ba"], "Lu")
    assert can_place(["Hf"], "La") and can_place(["Hf"], "Nd") and can_place(["Y"], "Eu")
    assert not can_place(["Cs"], "La") and not can_place(["Sc"], "La")
    assert not can_place(["Ra"], "La")  # period 7 touches the actinides' square, not this one


def test_barium_hafnium_and_yttrium_fit_next_to_any_lanthanide() -> None:
    assert can_place(["Nd"], "Ba") and can_place(["Lu"], "Hf") and can_place(["Gd"], "Y")
    assert can_place(["La"], "Ba") and can_place(["La"], "Hf")
    assert not can_place(["Nd"], "Fe") and not can_place(["Nd"], "Cs")
    assert not can_place(["Nd"], "Ra") and not can_place(["Nd"], "Rf")


def test_an_actinide_fits_next_to_radium_or_rutherfordium_and_back() -> None:
    assert can_place(["Ra"], "Ac") and can_place(["Ra"], "U") and can_place(["Rf"], "Lr")
    assert can_place(["Th"], "Rf") and can_place(["Pu"], "Ra")
    assert not can_place(["Th"], "Fr") and not can_place(["Th"], "Db")
    assert not can_place(["Th"], "Ba") and not can_place(["U"], "Y")


def test_the_placeholder_squares_do_not_join_the_two_rows() -> None:
    # a lanthanide and an actinide touch only in one column (Ce above Th), not through the
    # 57-71 and 89-103 squares, or every actinide would fit once any lanthanide is down
    assert not can_place(["U"], "Pm") and not can_place(["Pm"], "U")
    assert can_place(["U"], "Nd"), "neodymium sits directly above uranium"
    assert not can_place(["Lr"], "La") and not can_place(["La"], "Lr")
    assert can_place(["Ce"], "Th") and can_place(["Th"], "Ce")


def test_why_not_explains_the_placeholder_squares() -> None:
    assert why_not(["Fe"], "Nd") == (
        "Neodymium (in the lanthanide row) touches no card on the Mendeleev table: it needs a "
        "neighbour in its own row or directly below it in the actinide row, or, as every "
        "lanthanide also sits in the 57–71 square (period 6, group 3), a card next to "
        "that square: yttrium, barium or hafnium.")
    assert why_not(["Fe"], "Pu") == (
        "Plutonium (in the actinide row) touches no card on the Mendeleev table: it needs a "
        "neighbour in its own row or directly above it in the lanthanide row, or, as every "
        "actinide also sits in the 89–103 square (period 7, group 3), a card next to "
        "that square: radium or rutherfordium.")
    assert why_not(["Fe"], "Ba") == (
        "Barium (period 6, group 2) touches no card on the Mendeleev table: it needs a "
        "neighbour to its left or right, or directly above or below it; any lanthanide on "
        "the table would count, as every lanthanide sits in the 57–71 square next to it.")
    assert why_not(["Nd"], "Fe") == (
        "Iron (period 4, group 8) touches no card on the Mendeleev table: it needs a "
        "neighbour to its left or right, or directly above or below it; the lanthanides on "
        "the table join the main table only through the 57–71 square of group 3, next "
        "to yttrium, barium and hafnium.")
    assert "rutherfordium" in why_not(["Th", "Nd"], "Fe")


def test_the_move_log_says_when_a_card_fits_through_a_placeholder_square() -> None:
    assert MendeleevTable(["Nd"]).reason("Ba") == "next to neodymium through the 57–71 square"
    assert MendeleevTable(["Ba"]).reason("La") == "next to barium through the 57–71 square"
    assert not MendeleevTable(["Th"]).fits("Nd")
    assert MendeleevTable(["Ce", "Ba"]).reason("Th") == "next to cerium"  # plain neighbours first
    game = rigged("Atomic Power", [["Ba", "Sn"], ["Na", "K"]], table=("Nd",))
    game.apply(0, Lay("Ba"))
    assert last_text(game, "lay") == ("Player 1 lays barium on the Mendeleev table, next to "
                                      "neodymium through the 57–71 square, and draws two "
                                      "cards.")


@pytest.mark.parametrize("first", ["H", "Fe", "Og", "La", "Nd", "Lu", "Ac", "U", "Lr"])
def test_from_any_mendeleev_card_every_card_can_eventually_be_laid(first: str) -> None:
    table = MendeleevTable([first])
    growing = True
    while growing:
        new = [e.symbol for e in elements() if table.fits(e.symbol)]
        for symbol in new:
            table.add(symbol)
        growing = bool(new)
    assert len(table) == 118


def _lay_whenever_possible(players: int, seed: int) -> Periodyx:
    game = Periodyx(players, seed=seed)
    rng = random.Random(seed)
    while not game.is_over():
        player = rng.choice(game.to_move())
        legal = game.legal_actions(player)
        lays = [a for a in legal if isinstance(a, Lay)]
        game.apply(player, rng.choice(lays or legal))
    return game


@pytest.mark.parametrize(("players", "seed"), [(2, 2), (2, 9), (2, 15)])
def test_a_game_with_an_f_block_mendeleev_card_reaches_the_main_table(players, seed) -> None:
    game = _lay_whenever_possible(players, seed)
    rows = [table_position(s)[0] for s in game.table.cards]
    assert rows[0] >= LANTHANIDE_ROW, "the seed must turn up an f-block Mendeleev card"
    assert any(r < LANTHANIDE_ROW for r in rows), game.table.cards


@pytest.mark.parametrize(("players", "seed"), [(3, 1), (3, 18), (3, 21)])
def test_a_game_with_a_main_table_mendeleev_card_reaches_the_f_block(players, seed) -> None:
    game = _lay_whenever_possible(players, seed)
    rows = [table_position(s)[0] for s in game.table.cards]
    assert rows[0] < LANTHANIDE_ROW, "the seed must turn up a main-table Mendeleev card"
    assert any(r >= LANTHANIDE_ROW for r in rows), game.table.cards


def test_a_card_already_on_the_table_cannot_be_laid_again() -> None:
    assert why_not(["Fe", "Co"], "Fe") == "Iron is already on the Mendeleev table."


def test_variant_same_group_or_period_anywhere() -> None:
    assert can_place(["Fe"], "Ni", GROUP_OR_PERIOD)  # same period
    assert can_place(["Li"], "Cs", GROUP_OR_PERIOD)  # same group
    assert can_place(["Ba"], "La", GROUP_OR_PERIOD)  # period 6
    # f-block cards have no group: they match by period only, and no placeholder is needed
    assert can_place(["Nd"], "Cs", GROUP_OR_PERIOD) and can_place(["Fr"], "U", GROUP_OR_PERIOD)
    assert not can_place(["Nd"], "Y", GROUP_OR_PERIOD)
    assert not can_place(["Nd"], "U", GROUP_OR_PERIOD)
    assert why_not(["Fe"], "Nd", GROUP_OR_PERIOD) == (
        "Neodymium (no group, period 6) shares neither a group nor a period with any card on "
        "the Mendeleev table.")
    assert not can_place(["Fe"], "Cl", GROUP_OR_PERIOD)
    assert why_not(["Fe"], "Cl", GROUP_OR_PERIOD) == (
        "Chlorine (group 17, period 3) shares neither a group nor a period with any card on "
        "the Mendeleev table.")
    with pytest.raises(ValueError, match="No Mendeleev-table rule"):
        can_place(["Fe"], "Co", "diagonal")


def test_setup_turns_up_the_mendeleev_card() -> None:
    game = Periodyx(4, seed=3)
    assert len(game.table) == 1 and game.table.cards[0] not in game.pile
    assert game.observation(None).table == tuple(game.table.cards)


def test_lead_lays_a_card_before_the_turn_and_draws_two() -> None:
    game = rigged("Atomic Power", [["Fe", "Sn"], ["Na", "K"]], pile_top=["Au", "Ag"],
                  table=("Co",))
    assert Lay("Fe") in game.legal_actions(0) and Lay("Sn") not in game.legal_actions(0)
    game.apply(0, Lay("Fe"))
    assert game.table.cards == ["Co", "Fe"] and game.hands[0] == ["Ag", "Sn", "Au"]
    assert last_text(game, "lay") == ("Player 1 lays iron on the Mendeleev table, next to "
                                      "cobalt, and draws two cards.")
    assert game.lead == 0 and game.stage == "lead", "still before the turn"


def test_laying_several_cards_each_next_to_one_on_the_table() -> None:
    game = rigged("Atomic Power", [["Fe", "Ni", "Sn"], ["Na", "K"]], table=("Co",))
    game.apply(0, Lay("Ni"))
    game.apply(0, Lay("Fe"))
    assert game.table.cards == ["Co", "Ni", "Fe"] and len(game.hands[0]) == 5


def test_no_laying_once_the_game_of_the_turn_has_started() -> None:
    game = rigged("Atomic Power", [["Fe", "Sn"], ["Na", "K"]], table=("Co",))
    game.apply(0, Ask(1))
    with pytest.raises(IllegalAction):
        game.apply(0, Lay("Fe"))
    assert game.legal_actions(1) and not game.legal_actions(0)


def test_an_illegal_lay_explains_itself_and_changes_nothing() -> None:
    game = rigged("Atomic Power", [["Fe", "Sn"], ["Na", "K"]], table=("Co",))
    before = game.fingerprint()
    with pytest.raises(IllegalAction, match="Tin .* touches no card"):
        game.apply(0, Lay("Sn"))
    assert game.fingerprint() == before


def test_only_the_lead_lays_cards() -> None:
    game = rigged("Atomic Power", [["Fe", "Sn"], ["Ni", "K"]], table=("Co",))
    assert game.legal_actions(1) == []
    with pytest.raises(IllegalAction, match=r"not your turn \(Player 2\)"):
        game.apply(1, Lay("Ni"))


def test_variant_lays_by_group_or_period_in_the_engine() -> None:
    game = rigged("Atomic Power", [["Ni", "Cl"], ["Na", "K"]], table=("Fe",),
                  rules={"mendeleev_match": GROUP_OR_PERIOD})
    lays = {a.card for a in game.legal_actions(0) if isinstance(a, Lay)}
    assert lays == {"Ni"}
