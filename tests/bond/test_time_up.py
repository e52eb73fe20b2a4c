"""The teacher's time's up in Bond! (issue 22): the round in progress is scored as it
stands, as a turn limit scores it (the seed counts the hands at the end), and the match ends
there, the highest total winning. Choices not yet shown are not made, cards still owed are
not drawn, a block not yet settled costs no shield. A save replays it; no move follows it."""

from __future__ import annotations

import json

import pytest

from chemteach.core import TABLE, IllegalAction, TimeUp, load_save
from chemteach.core.language import speaking
from chemteach.games.bond import Block, Bond, Declare, Discard, TakeForRing

from .helpers import everyone, rigged

YES, NO = Declare(True), Declare(False)


def test_times_up_scores_the_round_in_progress_as_it_stands_and_ends_the_match() -> None:
    game = rigged(["H H O C O O N N", "H H H H H H H H", "C ring ring He Ar O O F"])
    everyone(game, lambda p: NO)
    game.apply(0, Discard(("N",)))  # face down, not yet shown: not made
    expected = [game.scorer.score(tuple(h.elements())).points for h in game.hands]
    assert game.rounds == 3 and not game.results
    game.call_time()
    assert game.is_over() and game.to_move() == () and game.phase == "over"
    assert game.totals == expected and game.scores() == expected
    assert game.winners() == [expected.index(max(expected))]
    assert game.hands[0]["N"] == 2, "a discard still face down is not made"
    result = game.results[-1]
    assert result.code == "time up" and not result.capped and len(game.results) == 1
    assert game.history[-1] == (TABLE, TimeUp())
    assert game.card_count() == len(game.full_deck)


def test_times_up_adds_the_round_in_progress_to_the_rounds_already_played() -> None:
    game = rigged(["H H O C O O N N", "H H H H H H H H"], rounds=2)
    everyone(game, lambda p: YES if p == 0 else NO)  # round 1 is scored: Bond!
    first = list(game.totals)
    assert game.round == 2 and not game.is_over()
    hands = [game.scorer.score(tuple(h.elements())).points for h in game.hands]
    game.call_time()
    assert game.totals == [a + b for a, b in zip(first, hands, strict=True)]
    assert [r.code for r in game.results] == ["declared", "time up"]


def test_a_block_not_yet_settled_costs_the_declarer_no_shield() -> None:
    game = rigged(["H H O C O O N Ar", "F H H H H H H H", "C C C C C C C C"], rounds=1)
    everyone(game, lambda p: YES if p == 0 else NO)
    game.apply(1, Block((0,)))  # chosen, but player 2 has not decided: nothing is settled
    assert game.phase == "block"
    game.call_time()
    result = game.results[-1]
    assert result.blocked == () and "Ar" in result.hands[0] and "F" in result.hands[1]
    assert result.declarers == (0,)


def test_cards_still_owed_in_the_middle_of_a_draw_are_not_drawn() -> None:
    game = rigged(["ring ring H H C C C C", "H H H H H H H H"], pile="N O")
    everyone(game, lambda p: NO)
    everyone(game, lambda p: Discard(("ring", "ring")) if p == 0 else Discard(("H",)))
    game.apply(0, TakeForRing("N"))  # one ring taken, one still owed
    assert game.phase == "draw" and game.to_move() == (0,)
    game.call_time()
    assert sum(game.hands[0].values()) == 7 and game.results[-1].hands[0].count("N") == 1
    assert game.card_count() == len(game.full_deck)


def test_no_move_is_taken_after_times_up() -> None:
    game = Bond(["Ada", "Ben"], seed=5)
    game.call_time()
    before = game.fingerprint()
    for player in (0, 1):
        with pytest.raises(IllegalAction, match="over"):
            game.apply(player, NO)
        assert game.legal_actions(player) == []
    assert game.fingerprint() == before


def test_times_up_is_refused_with_a_sentence_when_the_match_is_over() -> None:
    game = rigged(["H H O C O O N N", "H H H H H H H H"], rounds=1)
    everyone(game, lambda p: YES if p == 0 else NO)
    assert game.is_over() and not game.can_call_time()
    with pytest.raises(IllegalAction, match="The game is over: start a new game"):
        game.call_time()
    with pytest.raises(IllegalAction, match="Only the teacher"):
        Bond(2, seed=1).apply(0, TimeUp())


def test_a_save_replays_times_up_identically() -> None:
    game = Bond(["Ada", "Ben", "Cy"], seed=8)
    everyone(game, lambda p: NO)
    everyone(game, lambda p: game.legal_actions(p)[0])
    game.call_time()
    loaded = load_save(json.dumps(game.to_json()), expected=Bond)
    assert loaded.fingerprint() == game.fingerprint() and loaded.history == game.history
    assert loaded.is_over() and loaded.totals == game.totals
    assert loaded.results[-1].code == "time up"


def test_times_up_is_worded_for_each_reader_in_english_and_japanese() -> None:
    game = Bond(["Ada", "Ben"], seed=2)
    game.call_time()
    end = game.events[-1]
    winner, loser = game.winners()[0], 1 - game.winners()[0]
    points = game.totals[winner]
    assert game.word(end, winner).startswith("Time's up! The match ends with round 1 of 2.")
    assert game.word(end, winner).endswith(f"You win with {points} point{'s' * (points != 1)}.")
    assert f"{game.names[winner]} wins with {points}" in game.word(end, loser)
    assert f"{game.names[winner]} wins with" in game.word(end, None)
    said = game.narrate(None)
    assert "Round 1 is scored. The teacher called time's up: every hand is scored as it " \
           "stands." in said
    with speaking("ja"):
        ja = game.word(end, winner)
        round_end = game.narrate(None)[-2]
    assert "Time's up" not in ja and "時間切れ" in ja and "あなたの勝ち" in ja, ja
    assert "時間切れ" in round_end, round_end


def test_the_tables_times_up_button_ends_the_game_and_the_save_keeps_it() -> None:
    from chemteach.games.bond.widget import BondGame

    table = BondGame(["Ada", "medium"], seed=4, bot_delay=0)
    button = table.buttons.time_up
    assert button.layout.display != "none"
    button.click()
    assert not table.game.is_over()
    button.click()
    assert table.game.is_over() and table.status.text.count("Time's up!") == 1
    assert button.layout.display == "none"
    again = BondGame(["Ada", "medium"], bot_delay=0)
    again.load_text(table.save_text())
    assert again.game.is_over() and again.game.history == table.game.history
