"""One test per Periodyx mini-game (seed 003 and RULINGS), with real elements."""

from __future__ import annotations

import pytest

from chemteach.core import IllegalAction
from chemteach.games.periodyx import (
    MINIGAMES,
    Ask,
    AskLetter,
    Draw,
    Periodyx,
    Play,
    Predict,
    Take,
)

from .helpers import card_symbols, last_text, play, rigged

HANDS = [["Fe", "Sn", "U"], ["W", "Pb", "Na"], ["Cl", "K", "Ca"]]


def test_the_eleven_games_in_the_indicator_order() -> None:
    assert [g.name for g in MINIGAMES] == [
        "Atomic Power", "A-2-Z", "Hot Stuff", "Hi-Lo", "Neutron Countdown", "Add-it",
        "Big-freeze", "Element of Surprise", "Early Bird", "Match",
        "Natural/Synthetic/Radioactive",
    ]


def test_indicator_starts_with_seat_0_passes_left_and_moves_to_the_next_game() -> None:
    game = Periodyx(3, seed=5)
    seen = []
    for _ in range(13):
        seen.append((game.lead, game.minigame.name))
        game.turn += 1
        game._start_turn()
    assert seen[0] == (0, "Atomic Power")
    assert seen[1] == (1, "A-2-Z") and seen[2] == (2, "Hot Stuff") and seen[3] == (0, "Hi-Lo")
    assert seen[11] == (2, "Atomic Power") and seen[12] == (0, "A-2-Z")  # wraps round


def test_atomic_power_higher_atomic_number_wins() -> None:
    game = rigged("Atomic Power", HANDS)
    game.apply(0, Ask(1))
    assert game.to_move() == (1,), "the chosen player chooses first"
    game.apply(1, Play("W"))
    assert game.observation(0).face_up == {1: "W"}, "the named card is announced to all"
    assert game.observation(None).face_up == {1: "W"}
    game.apply(0, Play("U"))
    assert last_text(game) == ("Tungsten has atomic number 74, uranium 92: uranium wins "
                               "Atomic Power, so Player 1 takes both cards.")
    assert game.hands[0] == ["Fe", "Sn", "W", "U"] and game.hands[1] == ["Na", "Pb"]
    assert game.known == {"W": 0, "U": 0}, "everyone saw where both cards went"


def test_atomic_power_the_lead_must_ask_another_player() -> None:
    game = rigged("Atomic Power", HANDS)
    with pytest.raises(IllegalAction, match="ONE OTHER"):
        game.apply(0, Ask(0))
    with pytest.raises(IllegalAction, match="first start Atomic Power"):
        game.apply(0, Play("U"))


def test_a_2_z_asked_player_hands_over_every_card_with_the_letter() -> None:
    game = rigged("A-2-Z", [["Fe", "Sn"], ["F", "Fr", "Ca"], ["Cl", "K"]])
    game.apply(0, AskLetter(1, "F"))
    assert sorted(game.hands[0]) == ["F", "Fe", "Fr", "Sn"] and game.hands[1] == ["Ca"]
    assert "Player 2 hands over fluorine and francium" in last_text(game, "a-2-z")
    assert game.lead == 1, "the turn ended"


def test_a_2_z_asked_player_without_the_letter_draws_the_top_card() -> None:
    game = rigged("A-2-Z", [["Fe", "Sn"], ["Ca", "K"], ["Cl", "Na"]], pile_top=["Au"])
    game.apply(0, AskLetter(2, "Q"))
    assert game.hands[2] == ["Na", "Cl", "Au"] and game.hands[0] == ["Fe", "Sn"]
    private = [e for e in game.events if e.kind == "draw"][-1]
    assert private.visible_to == (2,) and game.word(private, 2) == "You draw gold."
    assert "gold" not in " ".join(game.narrate(0)) and "gold" not in " ".join(game.narrate(None))


def test_a_2_z_uses_english_names() -> None:
    game = rigged("A-2-Z", [["Fe", "Sn"], ["Na", "K"], ["Cl", "Ca"]])
    game.apply(0, AskLetter(1, "S"))  # sodium and potassium: S and P, not N and K
    assert game.hands[0] == ["Na", "Fe", "Sn"] and game.hands[1] == ["K"]


def test_hot_stuff_higher_boiling_point_wins() -> None:
    game = rigged("Hot Stuff", HANDS)
    play(game, (0, Ask(2)), (2, Play("Cl")), (0, Play("Fe")))
    assert last_text(game) == ("Chlorine boils at 239 K, iron at 3134 K: iron wins Hot Stuff, "
                               "so Player 1 takes both cards.")
    assert "Cl" in game.hands[0] and "Fe" in game.hands[0]


def test_hi_lo_right_bet_takes_both_cards() -> None:
    game = rigged("Hi-Lo", HANDS, pile_top=["Au"])
    game.apply(0, Predict("Fe", "density", True))
    text = last_text(game)
    assert text == ("Player 1 bet that the next card's density is higher than iron's "
                    "(7.87 g/cm³); gold's is 19.3 g/cm³: right, so Player 1 takes both cards.")
    assert game.hands[0] == ["Fe", "Sn", "Au", "U"]


def test_hi_lo_wrong_bet_gives_both_cards_to_the_player_on_the_left() -> None:
    game = rigged("Hi-Lo", HANDS, pile_top=["Au"])
    game.apply(0, Predict("Fe", "electronegativity", False))  # gold 2.54 > iron 1.83
    assert "wrong, so both cards go to Player 2" in last_text(game)
    assert game.hands[0] == ["Sn", "U"] and sorted(game.hands[1]) == ["Au", "Fe", "Na", "Pb",
                                                                      "W"]


def test_hi_lo_may_use_any_stat_but_the_year() -> None:
    game = rigged("Hi-Lo", HANDS, pile_top=["Au"])
    stats = {a.stat for a in game.legal_actions(0) if isinstance(a, Predict)}
    assert stats == {"z", "atomic_mass", "neutrons", "melting_point_k", "boiling_point_k",
                     "density", "electronegativity", "group", "period"}
    with pytest.raises(IllegalAction, match="Hi-Lo bets on one of"):
        game.apply(0, Predict("Fe", "year_discovered", True))


def test_neutron_countdown_more_neutrons_wins() -> None:
    game = rigged("Neutron Countdown", HANDS)
    play(game, (0, Ask(1)), (1, Play("Pb")), (0, Play("U")))
    assert last_text(game) == ("Lead has 126 neutrons, uranium 146: uranium wins Neutron "
                               "Countdown, so Player 1 takes both cards.")


def test_add_it_lead_takes_the_top_card() -> None:
    game = rigged("Add-it", HANDS, pile_top=["Au", "Ag"])
    assert [a for a in game.legal_actions(0) if not str(a).startswith("lay")] == [Draw()]
    game.apply(0, Draw())
    assert game.hands[0] == ["Fe", "Sn", "Au", "U"] and game.pile[0] == "Ag"
    assert "Au" not in game.known, "a drawn card is private"


def test_big_freeze_lower_melting_point_wins() -> None:
    game = rigged("Big-freeze", HANDS)
    play(game, (0, Ask(1)), (1, Play("W")), (0, Play("Sn")))
    assert last_text(game) == ("Tungsten melts at 3687 K, tin at 505 K: tin wins Big-freeze, "
                               "so Player 1 takes both cards.")
    assert game.hands[0] == ["Fe", "Sn", "W", "U"]


def test_element_of_surprise_takes_one_unseen_card() -> None:
    game = rigged("Element of Surprise", HANDS)
    game.known = {"Na": 1}
    actions = [a for a in game.legal_actions(0) if isinstance(a, Take)]
    assert sorted((a.player, a.position) for a in actions) == [(p, i) for p in (1, 2)
                                                                for i in range(3)]
    game.apply(0, Take(1, 2))
    assert len(game.hands[0]) == 4 and len(game.hands[1]) == 2
    (taken,) = set(game.hands[0]) - {"Fe", "Sn", "U"}
    public = last_text(game, "take")
    assert public == "Player 1 takes a card, unseen, from Player 2's hand."
    private = [e for e in game.events if e.kind == "take" and e.visible_to][-1]
    assert private.visible_to == (0, 1) and private.data["cards"] == [taken]
    assert game.known == {}, "nobody else can tell which card moved"


def test_early_bird_earlier_or_later_discovery() -> None:
    game = rigged("Early Bird", HANDS, pile_top=["O"])
    assert {a.stat for a in game.legal_actions(0) if isinstance(a, Predict)} == {
        "year_discovered"}
    game.apply(0, Predict("Fe", "year_discovered", True))
    assert last_text(game) == ("Player 1 bet that the next card was discovered later than "
                               "iron (known since antiquity); oxygen was discovered in 1774: "
                               "right, so Player 1 takes both cards.")


def test_early_bird_two_antiquity_elements_tie_and_void_the_turn() -> None:
    game = rigged("Early Bird", HANDS, pile_top=["Au"])
    game.apply(0, Predict("Sn", "year_discovered", False))
    assert "a tie, so the turn is void" in last_text(game)
    assert game.hands[0] == ["Fe", "Sn", "U"] and game.pile[-1] == "Au"


def test_natural_synthetic_radioactive_face_down_at_once() -> None:
    game = rigged("Natural/Synthetic/Radioactive", [["Fe", "Sn"], ["U", "Am"], ["Cl", "K"]])
    game.apply(0, Ask(1))
    assert game.to_move() == (0, 1), "both choose at the same time"
    game.apply(1, Play("U"))
    assert game.to_move() == (0,)
    assert game.observation(0).face_down == (1,) and game.observation(0).my_face_down is None
    assert "U" not in card_symbols(game.observation(0))
    assert "U" not in card_symbols(game.observation(None))
    assert game.observation(1).my_face_down == "U"
    game.apply(0, Play("Fe"))
    assert last_text(game) == ("Iron is natural and stable, uranium natural but radioactive: "
                               "iron wins Natural/Synthetic/Radioactive, so Player 1 takes both "
                               "cards.")


@pytest.mark.parametrize(
    ("mine", "theirs", "winner"),
    [("U", "Am", 0), ("Am", "U", 1), ("Fe", "Am", 0), ("Tc", "Pu", None), ("Fe", "Sn", None)],
)
def test_natural_synthetic_radioactive_classes(mine: str, theirs: str, winner) -> None:
    game = rigged("Natural/Synthetic/Radioactive", [[mine, "Na"], [theirs, "K"]])
    play(game, (0, Ask(1)), (0, Play(mine)), (1, Play(theirs)))
    assert game.last is not None and game.last.taker == winner
    if winner is None:
        assert "a tie" in game.last.text and mine in game.hands[0] and theirs in game.hands[1]
