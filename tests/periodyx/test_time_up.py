"""The teacher's time's up in Periodyx (issue 22) stops the game as the seed's own stop
does: "the player who, when the game is stopped, has the highest number of cards in their
hand is declared the winner", a tie going to the tied player holding the highest atomic
number; cards in play go back to their players first. A save replays it; no move follows."""

from __future__ import annotations

import json
import random

import pytest

from chemteach.core import TABLE, IllegalAction, TimeUp, load_save
from chemteach.core.language import speaking
from chemteach.games.periodyx import Ask, Claim, Periodyx, Play, Take

from .helpers import play, rigged


def test_times_up_stops_the_game_and_most_cards_wins() -> None:
    game = rigged("Atomic Power", [["Fe", "Sn"], ["Na", "K", "Ca"], ["Cl"]])
    game.call_time()
    assert game.is_over() and game.to_move() == () and game.winners() == [1]
    assert game.scores() == [2.0, 3.0, 1.0]
    assert game.end_reason == "Time's up! The teacher stops the game; Player 2 wins with 3 cards."
    assert game.history[-1] == (TABLE, TimeUp())


def test_a_tie_on_cards_at_times_up_goes_to_the_highest_atomic_number() -> None:
    game = rigged("Atomic Power", [["Fe", "Sn"], ["Na", "U"], ["Cl"]])
    game.call_time()
    assert game.winners() == [1] and "uranium 92" in game.end_reason


def test_cards_in_play_go_back_to_their_players_before_they_are_counted() -> None:
    game = rigged("Atomic Power", [["Fe", "Sn", "Au"], ["Na", "K"], ["Cl", "Ca"]])
    play(game, (0, Ask(1)), (1, Play("Na")))  # Na lies face up; the lead has not played
    assert game.face_up == {1: "Na"}
    game.call_time()
    assert game.face_up == {} and "Na" in game.hands[1]
    assert game.scores() == [3.0, 2.0, 2.0] and game.winners() == [0]
    assert game.cards_in_play() == len(game.deck)


def test_times_up_in_the_match_race_returns_both_cards() -> None:
    game = rigged("Match", [["Fe", "Sn"], ["Na", "K"], ["Cl", "Ca", "Mg"]])
    play(game, (0, Ask(1)), (0, Play("Fe")), (1, Play("Na")))
    assert game.stage == "claims"
    game.apply(2, Claim("both radioactive"))  # wrong: barred, the race goes on
    game.call_time()
    assert sorted(game.hands[0]) == ["Fe", "Sn"] and "Na" in game.hands[1]
    assert game.winners() == [2] and game.cards_in_play() == len(game.deck)


def test_no_move_is_taken_after_times_up() -> None:
    game = Periodyx(["Ada", "Ben"], seed=3)
    game.call_time()
    before = game.fingerprint()
    with pytest.raises(IllegalAction, match="over"):
        game.apply(game.lead, Ask(1 - game.lead))
    assert game.legal_actions(0) == [] and game.legal_actions(1) == []
    assert game.fingerprint() == before


def test_times_up_is_refused_with_a_sentence_when_the_game_is_over() -> None:
    game = rigged("Element of Surprise", [["Fe", "Sn"], ["Na"], ["Cl", "Ca", "U"]])
    game.apply(0, Take(1, 0))  # Ben's last card: the game stops
    assert game.is_over() and not game.can_call_time()
    with pytest.raises(IllegalAction, match="The game is over: start a new game"):
        game.call_time()
    with pytest.raises(IllegalAction, match="Only the teacher"):
        Periodyx(2, seed=1).apply(0, TimeUp())


def test_a_save_replays_times_up_identically() -> None:
    game = Periodyx(["Ada", "Ben", "Cy"], seed=12)
    rng = random.Random(5)
    for _ in range(5):
        p = rng.choice(game.to_move())
        game.apply(p, rng.choice(game.legal_actions(p)))
    assert not game.is_over()
    game.call_time()
    loaded = load_save(json.dumps(game.to_json()), expected=Periodyx)
    assert loaded.fingerprint() == game.fingerprint() and loaded.history == game.history
    assert loaded.is_over() and loaded.winners() == game.winners()


def test_times_up_is_worded_for_each_reader_in_english_and_japanese() -> None:
    game = rigged("Atomic Power", [["Fe", "Sn"], ["Na", "K", "Ca"], ["Cl"]])
    game.names = ["Ada", "Ben", "Cy"]
    game.call_time()
    end = game.events[-1]
    assert game.word(end, 1) == "Time's up! The teacher stops the game; you win with 3 cards."
    assert game.word(end, 0) == "Time's up! The teacher stops the game; Ben wins with 3 cards."
    assert game.brief(end, game.reader(1)) == "Time's up! You win with 3 cards."
    assert game.brief(end, game.reader(2)) == "Time's up! Ben wins with 3 cards."
    with speaking("ja"):
        ja = game.word(end, 1)
        short = game.brief(end, game.reader(1))
    assert "Time's up" not in ja and "時間切れ" in ja and "あなた" in ja, ja
    assert short.startswith("時間切れ！") and "3枚" in short, short


def test_the_tables_times_up_button_ends_the_game_and_the_save_keeps_it() -> None:
    from chemteach.games.periodyx.widget import PeriodyxGame

    table = PeriodyxGame(["Ada", "medium"], seed=4, bot_delay=0)
    button = table.buttons.time_up
    assert button.layout.display != "none"
    button.click()
    assert not table.game.is_over()
    button.click()
    assert table.game.is_over() and table.status.text.count("Time's up!") == 1
    assert button.layout.display == "none"
    again = PeriodyxGame(["Ada", "medium"], bot_delay=0)
    again.load_text(table.save_text())
    assert again.game.is_over() and again.game.history == table.game.history
