"""Ties and N/K void a turn (cards go back); the N/K swap before one's turn, and its variant."""

from __future__ import annotations

import pytest

from chemteach.core import IllegalAction
from chemteach.games.periodyx import Ask, Draw, Play, Predict, Swap, is_nk_card

from .helpers import last_text, play, rigged


def test_tie_voids_the_turn_and_the_cards_go_back() -> None:
    game = rigged("Neutron Countdown", [["Fe", "Sn"], ["Ni", "K"], ["Cl", "Ca"]])
    play(game, (0, Ask(1)), (1, Play("Ni")), (0, Play("Fe")))
    assert last_text(game) == ("Nickel has 30 neutrons, iron 30: a tie, so the turn is void, "
                               "and the cards go back.")
    assert game.hands[0] == ["Fe", "Sn"] and game.hands[1] == ["K", "Ni"]
    assert game.lead == 1 and game.minigame.name == "Add-it", "play moves on"


def test_nk_in_a_compared_stat_voids_the_turn() -> None:
    game = rigged("Hot Stuff", [["Fe", "Sn"], ["C", "K"], ["Cl", "Ca"]])
    play(game, (0, Ask(1)), (1, Play("C")), (0, Play("Fe")))
    assert last_text(game) == ("Carbon does not boil at 1 atm (it sublimes: the solid turns "
                               "straight into a gas): the turn is void, and the cards go back.")
    assert game.hands[1] == ["C", "K"] and game.last is not None and game.last.taker is None


def test_helium_never_freezes_so_big_freeze_with_it_is_void() -> None:
    game = rigged("Big-freeze", [["Fe", "Sn"], ["He", "K"]])
    play(game, (0, Ask(1)), (1, Play("He")), (0, Play("Sn")))
    assert "Helium does not freeze at 1 atm" in last_text(game)  # known, not N/K (issue 10)
    assert "N/K" not in last_text(game)


def test_hi_lo_void_returns_the_drawn_card_under_the_pile() -> None:
    game = rigged("Hi-Lo", [["Fe", "Sn"], ["Na", "K"]], pile_top=["Ne", "Au"])
    game.apply(0, Predict("Fe", "electronegativity", True))
    assert "; neon's electronegativity is N/K" in last_text(game)  # lower case mid-sentence
    assert game.hands[0] == ["Fe", "Sn"] and game.pile[0] == "Au" and game.pile[-1] == "Ne"


def test_hi_lo_on_group_with_a_lanthanide_is_void() -> None:
    game = rigged("Hi-Lo", [["Fe", "Sn"], ["Na", "K"]], pile_top=["Ce"])
    game.apply(0, Predict("Fe", "group", True))
    assert "; cerium has no group number" in last_text(game)


def test_nk_swap_puts_the_card_under_the_pile_and_takes_the_top_card() -> None:
    # neon: no electronegativity in the common table (astatine's values are all printed as
    # estimates now, issue 10 review)
    game = rigged("Add-it", [["Fe", "Ne"], ["Na", "K"]], pile_top=["Au", "Ag"])
    assert Swap("Ne") in game.legal_actions(0) and Swap("Fe") not in game.legal_actions(0)
    game.apply(0, Swap("Ne"))
    assert game.hands[0] == ["Fe", "Au"] and game.pile[-1] == "Ne" and game.pile[0] == "Ag"
    assert "puts neon (its electronegativity is N/K) under the draw pile" in last_text(game,
                                                                                       "swap")
    assert game.lead == 0 and game.minigame.name == "Add-it", "the swap comes before the turn"
    game.apply(0, Draw())
    assert game.hands[0] == ["Fe", "Ag", "Au"]


def test_a_card_drawn_by_a_swap_waits_until_the_next_turn_to_be_swapped() -> None:
    game = rigged("Add-it", [["Fe", "Ne"], ["Na", "K"]], pile_top=["Ar", "Ag"])
    game.apply(0, Swap("Ne"))
    assert "Ar" in game.hands[0] and is_nk_card("Ar")
    with pytest.raises(IllegalAction, match="just drawn by a swap"):
        game.apply(0, Swap("Ar"))


def test_only_cards_with_an_nk_may_be_swapped() -> None:
    game = rigged("Add-it", [["Fe", "Ne"], ["Na", "K"]])
    with pytest.raises(IllegalAction, match="Iron has no N/K"):
        game.apply(0, Swap("Fe"))


def test_nk_swap_variant_off() -> None:
    game = rigged("Add-it", [["Fe", "Ne"], ["Na", "K"]], rules={"nk_swap": False})
    assert not any(isinstance(a, Swap) for a in game.legal_actions(0))
    with pytest.raises(IllegalAction, match="nk_swap = false"):
        game.apply(0, Swap("Ne"))
    assert game.observation(0).nk_swap is False


def test_only_the_lead_swaps_and_only_before_the_game_starts() -> None:
    game = rigged("Atomic Power", [["Fe", "At"], ["Na", "He"]])
    assert game.legal_actions(1) == []
    game.apply(0, Ask(1))
    with pytest.raises(IllegalAction):
        game.apply(1, Swap("He"))
    with pytest.raises(IllegalAction):
        game.apply(0, Swap("At"))


def test_astatine_and_francium_boiling_points_are_printed_estimates_not_nk() -> None:
    """Issue 10 review: common tables print At ~610 K and Fr ~950 K (est.): not N/K cards."""
    assert not is_nk_card("At") and not is_nk_card("Fr")
