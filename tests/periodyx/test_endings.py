"""Both endings: ten cards wins at once; no cards or an empty pile stops the game."""

from __future__ import annotations

from chemteach.games.periodyx import Ask, AskLetter, Draw, Lay, Play, Predict, Take

from .helpers import play, rigged

NINE = ["H", "He", "Li", "Be", "B", "C", "N", "F", "U"]


def test_ten_cards_wins_at_once() -> None:
    game = rigged("Atomic Power", [NINE, ["Na", "K"], ["Cl", "Ca"]])
    play(game, (0, Ask(1)), (1, Play("Na")), (0, Play("U")))
    assert game.is_over() and game.winners() == [0] and len(game.hands[0]) == 10
    assert game.end_reason == "Player 1 holds 10 cards and wins at once."
    assert game.to_move() == () and game.legal_actions(0) == []


def test_ten_cards_by_laying_on_the_mendeleev_table_wins_at_once() -> None:
    game = rigged("Atomic Power", [NINE, ["Na", "K"]], table=("Ne",))
    game.apply(0, Lay("F"))
    assert game.is_over() and game.winners() == [0]


def test_win_cards_variant() -> None:
    game = rigged("Add-it", [["Fe", "Sn"], ["Na", "K"]], rules={"win_cards": 3, "hand_size": 2})
    game.apply(0, Draw())
    assert game.is_over() and game.winners() == [0]


def test_a_player_with_no_cards_stops_the_game_and_most_cards_wins() -> None:
    game = rigged("Atomic Power", [["Fe", "Sn"], ["Na"], ["Cl", "Ca", "K"]])
    play(game, (0, Ask(1)), (1, Play("Na")), (0, Play("Sn")))
    assert game.is_over()
    assert game.end_reason == ("The game stops because Player 2 has no cards left; Player 1 "
                               "wins with 3 cards (tied on cards; Player 1 holds the highest "
                               "atomic number, tin 50).")
    assert game.winners() == [0]


def test_a_tie_on_cards_goes_to_the_highest_atomic_number() -> None:
    game = rigged("Element of Surprise", [["Fe", "Sn"], ["Na"], ["Cl", "Ca", "U"]])
    game.apply(0, Take(1, 0))
    assert game.is_over() and game.winners() == [2]
    assert "uranium 92" in game.end_reason


def test_handing_over_the_last_cards_in_a_2_z_stops_the_game() -> None:
    game = rigged("A-2-Z", [["Fe", "Sn"], ["Ne", "Ni"], ["Cl", "Ca"]])
    game.apply(0, AskLetter(1, "N"))
    assert game.is_over() and game.winners() == [0] and game.hands[1] == []


def test_an_empty_draw_pile_stops_add_it_before_it_is_played() -> None:
    game = rigged("Add-it", [["Fe", "Sn"], ["Na", "K", "Ca"]])
    game.pile.clear()
    game._start_turn()  # the turn begins again, now with an empty pile
    assert game.is_over() and game.winners() == [1]
    assert "the draw pile is empty, so Add-it cannot be played" in game.end_reason


def test_a_draw_the_pile_cannot_serve_stops_the_game() -> None:
    game = rigged("Hi-Lo", [["Fe", "Sn"], ["Na", "K"]], table=("Co",), pile_top=["Au"])
    del game.pile[1:]
    game.apply(0, Lay("Fe"))  # draws gold, then the pile is empty
    assert game.is_over() and game.hands[0] == ["Sn", "Au"]
    assert "Player 1 must draw, but the draw pile is empty" in game.end_reason
    assert game.cards_in_play() == len(game.hands[0]) + len(game.hands[1]) + len(game.table)


def test_hi_lo_with_an_emptied_pile_returns_the_shown_card_then_stops() -> None:
    game = rigged("Hi-Lo", [["Fe", "Sn", "Ni"], ["Na", "K"]], table=("Co",), pile_top=["Au",
                                                                                      "Ag"])
    del game.pile[2:]
    game.apply(0, Lay("Ni"))
    game.apply(0, Predict("Sn", "z", True))
    assert game.is_over() and "Sn" in game.hands[0] and game.face_up == {}
    assert game.winners() == [0]


def test_a_2_z_draw_from_an_empty_pile_stops_the_game() -> None:
    game = rigged("A-2-Z", [["Fe", "Sn"], ["Na", "K"]])
    game.pile.clear()
    game.apply(0, AskLetter(1, "Q"))
    assert game.is_over() and "Player 2 must draw" in game.end_reason
