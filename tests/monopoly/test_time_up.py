"""How a game of Chemistry Monopoly ends in class (issue 18 item 25, RULINGS): games with
people have no round cap, the teacher's "time's up" ends them now (valued as in the short
game, recorded in the history so a save replays it), and bots alone play to a round cap
(`bot_round_limit`) that the rules file holds and checks like every other key."""

from __future__ import annotations

import json

import pytest

from chemteach.core import TABLE, IllegalAction, RulesError, TimeUp, load_save
from chemteach.core.language import speaking
from chemteach.core.simulate import simulate
from chemteach.games import game_class
from chemteach.games.monopoly import Bid, ChemistryMonopoly, Decline, EndTurn, Roll
from chemteach.games.monopoly.rules import RULES
from chemteach.games.monopoly.widget import MonopolyGame

from .helpers import check_invariants, give, new_game, set_dice

HE, NE, LI = 1, 3, 6


def played_until(game: ChemistryMonopoly, rounds: int) -> None:
    """Throw, decline and end turns (nobody buys) until `rounds` rounds have begun."""
    while not game.is_over() and game.round < rounds:
        p = game.to_move()[0]
        legal = game.legal_actions(p)
        game.apply(p, next((a for a in legal if isinstance(a, Decline | EndTurn | Roll)),
                           legal[0]))


def test_games_with_people_have_no_round_cap() -> None:
    game = ChemistryMonopoly(["Ada", "Ben"], seed=3)
    assert game.rules.round_limit == 0
    game.round = 100  # the hundredth round, the old cap, is under way
    played_until(game, 103)
    assert game.round == 103 and not game.is_over(), game.end_reason


def test_bots_alone_play_to_the_bot_round_limit() -> None:
    capped = ChemistryMonopoly.rules_for_bots(RULES.load({"bot_round_limit": 3}))
    assert capped.round_limit == 3
    assert ChemistryMonopoly.rules_for_bots(RULES.load({"round_limit": 7})).round_limit == 7
    result = simulate("monopoly", games=2, players=2, bots=["easy"], seed=0,
                      rules={"bot_round_limit": 2})
    assert result.games == 2
    game = ChemistryMonopoly(2, rules=capped, seed=5)
    played_until(game, 10)
    assert game.is_over() and game.end_code == "round limit" and game.round == 3


def test_a_table_of_bots_alone_gets_the_bots_round_cap() -> None:
    table = MonopolyGame(["medium", "hard"], bot_delay=0, rules={"bot_round_limit": 2})
    assert table.game.is_over() and table.game.end_code in ("round limit", "last")
    people = MonopolyGame(["Ada", "medium"], bot_delay=0)
    assert people.game.rules.round_limit == 0


@pytest.mark.parametrize("value", [0, -5, 10_001, "many", 2.5, True])
def test_the_bot_round_limit_is_checked_like_every_rule(value) -> None:
    with pytest.raises(RulesError) as caught:
        RULES.load({"bot_round_limit": value})
    assert "bot_round_limit" in str(caught.value)


def in_an_auction() -> ChemistryMonopoly:
    """Ada declines helium and bids; Ben has not bid yet."""
    game = new_game(2, seed=2)
    game.names = ["Ada", "Ben"]
    set_dice(game, (0, 1))
    game.apply(0, Roll())
    game.apply(0, Decline())
    game.apply(0, Bid(40))
    assert game.phase == "auction"
    return game


def test_time_up_ends_the_game_now_valued_as_the_short_game() -> None:
    game = in_an_auction()
    give(game, 1, LI)
    values = [game.valuation(p) for p in range(2)]
    game.call_time()
    assert game.is_over() and game.end_code == "time up" and game.to_move() == ()
    assert game.winners() == [values.index(max(values))]
    assert game.owner[HE] == -1, "the auction not closed leaves helium with the Lab"
    assert game.history[-1] == (TABLE, TimeUp())
    check_invariants(game)
    end = game.events[-1]
    assert end.kind == "end" and end.actor is None
    assert "The teacher calls time's up" in game.word(end, 1)
    with speaking("ja"):
        ja = game.word(end, 1)
    assert "time's up" not in ja and "時間切れ" in ja, ja


def test_a_save_replays_time_up() -> None:
    game = ChemistryMonopoly(["Ada", "Ben"], seed=8)
    played_until(game, 3)
    game.call_time()
    loaded = load_save(json.dumps(game.to_json()), expected=ChemistryMonopoly)
    assert loaded.is_over() and loaded.end_code == "time up"
    assert loaded.winners() == game.winners() and loaded.history == game.history


def test_time_up_counts_a_debt_not_yet_paid() -> None:
    game = new_game(2, seed=2)
    game.cash[0] = 10
    give(game, 0, NE)
    game._debt(0, 1, 50)
    game.phase = "raise"
    before = [game.valuation(p) for p in range(2)]
    game.call_time()
    values = dict(map(tuple, game.events[-1].data["values"]))
    assert values == {0: before[0] - 50, 1: before[1] + 50}


def test_a_player_cannot_call_time_up() -> None:
    game = in_an_auction()
    before = game.fingerprint()
    for player in (0, 1):
        with pytest.raises(IllegalAction, match="Only the teacher"):
            game.apply(player, TimeUp())
    assert game.fingerprint() == before and not game.is_over()
    game.apply(TABLE, TimeUp())  # the table's move, as a save replays it
    assert game.is_over()
    with pytest.raises(IllegalAction, match="over"):
        game.call_time()


def test_a_game_without_time_up_refuses_it_with_a_sentence() -> None:
    bond = game_class("bond")

    class NoBell(bond):  # every kit game offers time's up now: one that does not
        action_types = tuple(a for a in bond.action_types if a is not TimeUp)

    game = NoBell(2, None, 1)
    assert not game.can_call_time()
    with pytest.raises(IllegalAction, match="cannot be ended by time's up"):
        game.call_time()


# ----- the table's Time's up button --------------------------------------------------------
def test_the_times_up_button_ends_the_game_on_a_second_press() -> None:
    table = MonopolyGame(["Ada", "medium"], seed=4, bot_delay=0)
    button = table.buttons.time_up
    assert button.layout.display != "none" and button.description == "Time's up"
    button.click()
    assert not table.game.is_over() and "Press Time's up again" in table.status.text
    button.click()
    game = table.game
    assert game.is_over() and game.end_code == "time up"
    assert "time's up" in table.status.text and table.status.kind == "ok"
    assert button.layout.display == "none" and table.buttons.undo.disabled
    assert table.buttons.rematch.layout.display != "none"
    again = MonopolyGame(["Ada", "medium"], bot_delay=0)
    again.load_text(table.save_text())
    assert again.game.is_over() and again.game.end_code == "time up"


def test_another_move_between_the_presses_asks_again() -> None:
    table = MonopolyGame(["Ada", "medium"], seed=4, bot_delay=0)
    table.buttons.time_up.click()
    assert table.game.to_move() == (0,) or table.game.phase != "over"
    table.roll()
    table.buttons.time_up.click()
    assert not table.game.is_over()


def test_the_times_up_button_speaks_japanese() -> None:
    table = MonopolyGame(["Ada", "medium"], seed=4, bot_delay=0, lang="ja")
    assert table.buttons.time_up.description != "Time's up"
    table.buttons.time_up.click()
    table.buttons.time_up.click()
    assert table.game.is_over() and "Time's up" not in table.status.text
