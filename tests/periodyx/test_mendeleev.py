"""The Mendeleev table: laying cards next to their periodic-table neighbours, two drawn each."""

from __future__ import annotations

import pytest

from chemteach.core import IllegalAction
from chemteach.games.periodyx import Ask, Lay, Periodyx, can_place, why_not

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
    assert can_place(["La"], "Ce") and can_place(["Ce"], "Pr")
    assert can_place(["Ce"], "Th") and can_place(["La"], "Ac")  # row above row
    assert not can_place(["Ba"], "La") and not can_place(["Hf"], "La")
    assert not can_place(["Ra"], "Ac") and not can_place(["Y"], "La")
    assert "touch only each other" in why_not(["Ba"], "La")
    assert not can_place(["Lu"], "Hf") and not can_place(["Ac"], "Fr")


def test_a_card_already_on_the_table_cannot_be_laid_again() -> None:
    assert why_not(["Fe", "Co"], "Fe") == "Iron is already on the Mendeleev table."


def test_variant_same_group_or_period_anywhere() -> None:
    assert can_place(["Fe"], "Ni", GROUP_OR_PERIOD)  # same period
    assert can_place(["Li"], "Cs", GROUP_OR_PERIOD)  # same group
    assert can_place(["Ba"], "La", GROUP_OR_PERIOD)  # period 6
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
    with pytest.raises(IllegalAction, match="not Player 2's turn"):
        game.apply(1, Lay("Ni"))


def test_variant_lays_by_group_or_period_in_the_engine() -> None:
    game = rigged("Atomic Power", [["Ni", "Cl"], ["Na", "K"]], table=("Fe",),
                  rules={"mendeleev_match": GROUP_OR_PERIOD})
    lays = {a.card for a in game.legal_actions(0) if isinstance(a, Lay)}
    assert lays == {"Ni"}
