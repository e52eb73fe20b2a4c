"""The Match race: anyone may claim a shared feature; wrong claims bar; nobody right voids."""

from __future__ import annotations

import pytest

from chemteach.core import IllegalAction
from chemteach.games.periodyx import FEATURES, Ask, Claim, Pass, Play

from .helpers import last_text, play, rigged

HANDS = [["Na", "Fe"], ["K", "Sn"], ["Cl", "Ca"], ["Ne", "Au"]]


def race(lead_card: str = "Na", other_card: str = "K"):
    game = rigged("Match", HANDS)
    play(game, (0, Ask(1)), (0, Play(lead_card)))
    assert game.to_move() == (1,), "the lead shows first, then the chosen player"
    game.apply(1, Play(other_card))
    return game


def test_match_both_cards_face_up_and_every_player_may_claim() -> None:
    game = race()
    obs = game.observation(None)
    assert obs.stage == "claims" and obs.face_up == {0: "Na", 1: "K"}
    assert sorted(game.to_move()) == [0, 1, 2, 3]
    assert obs.race is not None and obs.race.cards == ("Na", "K") and obs.race.people_first
    assert list(obs.race.order) == list(game.to_move()), "the reaction order bots use"
    assert game.legal_actions(2) == [*(Claim(f) for f in FEATURES), Pass()]
    assert game.people_first()


def test_match_correct_claim_takes_both_cards() -> None:
    game = race()
    game.apply(3, Claim("same group"))
    assert last_text(game, "claim") == ("Player 4 claims 'same group': sodium and potassium "
                                        "are both in group 1, so Player 4 takes both cards.")
    assert game.hands[3] == ["Ne", "Na", "K", "Au"] and game.hands[0] == ["Fe"]
    assert game.lead == 1 and not game.people_first()


def test_match_wrong_claim_bars_that_player_for_the_rest_of_the_turn() -> None:
    game = race()
    game.apply(2, Claim("same period"))
    assert 2 not in game.to_move() and game.barred == [2]
    assert "wrong, so Player 3 is out of this race" in last_text(game, "claim")
    with pytest.raises(IllegalAction):
        game.apply(2, Claim("same group"))
    assert game.observation(0).race.wrong == ((2, "same period"),)
    game.apply(0, Claim("both metals"))
    assert "Na" in game.hands[0] and "K" in game.hands[0]


def test_match_nobody_correct_voids_the_turn() -> None:
    game = race()
    play(game, (0, Pass()), (1, Claim("both synthetic")), (2, Pass()), (3, Pass()))
    assert last_text(game) == ("Nobody named what sodium and potassium share (they are both "
                               "in group 1): the turn is void, and the cards go back.")
    assert game.hands[0] == ["Na", "Fe"] and game.hands[1] == ["K", "Sn"]
    assert game.lead == 1


def test_match_cards_sharing_nothing() -> None:
    game = rigged("Match", [["H", "Fe"], ["U", "Sn"]])
    play(game, (0, Ask(1)), (0, Play("H")), (1, Play("U")))
    play(game, (0, Claim("same group")), (1, Pass()))
    assert "H" in game.hands[0] and "U" in game.hands[1]
    game2 = rigged("Match", [["H", "Fe"], ["Og", "Sn"]], table=("Na",))
    play(game2, (0, Ask(1)), (0, Play("H")), (1, Play("Og")))
    play(game2, (0, Pass()), (1, Pass()))
    assert "they share nothing on the list" in last_text(game2)


def test_people_claim_before_bots_when_the_runner_honours_people_first() -> None:
    """A hot-seat runner lets bots move only when no person is being waited for in a race."""
    from chemteach.core import Match, RandomBot, Seat
    from chemteach.games.periodyx import SmartBot

    game = race()
    seats = [Seat("Ada"), Seat("bot", SmartBot()), Seat("bot", RandomBot()), Seat("bot",
                                                                                 SmartBot())]
    runner = Match(game, seats)

    assert runner.bots_to_move() == [], "Ada gets the first chance to spot the match"
    assert runner.step_bots() == 0
    runner.submit(0, Claim("same group"))
    assert game.hands[0] == ["Na", "K", "Fe"]
