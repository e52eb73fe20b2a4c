"""The teacher's time's up in Polymer Chains (issue 22): the seed ends a game only after a
whole round, "all players will be allowed to place the same number of pyramids", so time's
up counts the scores after the last whole round: the points of the round not yet finished
are taken off, and the pyramid drawn and not placed goes back into the bag. A save replays
it; no move follows it."""

from __future__ import annotations

import json

import pytest

from chemteach.core import TABLE, IllegalAction, TimeUp, load_save
from chemteach.core.language import speaking
from chemteach.games.polymer import Place, PolymerChains


def placed(game: PolymerChains, moves: int) -> PolymerChains:
    """Place `moves` pyramids, each on the first legal cell."""
    for _ in range(moves):
        (p,) = game.to_move()
        game.apply(p, game.legal_actions(p)[0])
    return game


def accounted(game: PolymerChains) -> int:
    return len(game.board) + len(game.bag) + len(game.set_aside) + (game.drawn is not None)


def test_times_up_counts_the_scores_after_the_last_whole_round() -> None:
    game = placed(PolymerChains(["Ada", "Ben", "Cy"], seed=4), 3 * 4 + 2)  # round 5: 2 placed
    assert game.round == 5
    after_four = list(game.round_scores)
    taken = [now - then for now, then in zip(game.score_list, after_four, strict=True)]
    assert taken[0] > 0 and taken[1] > 0 and taken[2] == 0
    game.call_time()
    assert game.is_over() and game.to_move() == ()
    assert game.scores() == after_four
    best = max(after_four)
    assert game.winners() == [p for p, s in enumerate(after_four) if s == best]
    end = game.events[-1]
    assert end.data["taken"] == [[0, taken[0]], [1, taken[1]]] and end.data["top"] == best
    assert game.history[-1] == (TABLE, TimeUp())


def test_the_pyramid_drawn_and_not_placed_goes_back_into_the_bag() -> None:
    game = placed(PolymerChains(["Ada", "Ben"], seed=9), 3)
    drawn, bag = game.drawn, len(game.bag)
    assert drawn is not None
    game.call_time()
    assert game.drawn is None and len(game.bag) == bag + 1 and drawn in game.bag
    assert accounted(game) == game.total_pieces
    assert sum(game.bag_counts.values()) == len(game.bag)


def test_times_up_between_rounds_lets_the_scores_stand() -> None:
    game = placed(PolymerChains(["Ada", "Ben"], seed=2), 6)  # three whole rounds
    scores = game.scores()
    game.call_time()
    assert game.scores() == scores and game.events[-1].data["taken"] == []
    assert game.word(game.events[-1], None).startswith(
        "Game over. Time's up after 3 whole rounds: the scores stand.")


def test_no_move_is_taken_after_times_up() -> None:
    game = placed(PolymerChains(["Ada", "Ben"], seed=3), 1)
    game.call_time()
    before = game.fingerprint()
    with pytest.raises(IllegalAction, match="over"):
        game.apply(1, Place(game.board.legal_cells("R")[0]))
    for player in (0, 1):
        assert game.legal_actions(player) == []
    assert game.fingerprint() == before


def test_times_up_is_refused_with_a_sentence_when_the_game_is_over() -> None:
    game = PolymerChains(2, rules={"target_score": 1}, seed=1)
    placed(game, 2)
    assert game.is_over() and not game.can_call_time()
    with pytest.raises(IllegalAction, match="The game is over: start a new game"):
        game.call_time()
    with pytest.raises(IllegalAction, match="Only the teacher"):
        PolymerChains(2, seed=1).apply(0, TimeUp())


def test_a_save_replays_times_up_identically() -> None:
    game = placed(PolymerChains(["Ada", "Ben", "Cy"], seed=6), 7)
    game.call_time()
    loaded = load_save(json.dumps(game.to_json()), expected=PolymerChains)
    assert loaded.fingerprint() == game.fingerprint() and loaded.history == game.history
    assert loaded.is_over() and loaded.scores() == game.scores()
    assert loaded.winners() == game.winners()


def test_times_up_is_worded_for_each_reader_in_english_and_japanese() -> None:
    game = placed(PolymerChains(["Ada", "Ben"], seed=4), 2 * 3 + 1)  # round 4: Ada placed
    game.call_time()
    end = game.events[-1]
    (winner,) = game.winners()  # seed 4 has one winner
    top = game.scores()[winner]
    ada = game.word(end, 0)
    assert ada.startswith("Game over. Time's up in round 4: only whole rounds count")
    assert "(you " in ada, ada
    assert "(Ada " in game.word(end, 1)
    assert game.brief(end, game.reader(winner)) == f"Time's up! You win with {top} points."
    assert game.brief(end, game.reader(None)) == (
        f"Time's up! {game.names[winner]} wins with {top} points.")
    with speaking("ja"):
        ja = game.word(end, winner)
        short = game.brief(end, game.reader(winner))
    assert "Time's up" not in ja and "時間切れ" in ja and "あなたの勝ち" in ja, ja
    assert short.startswith("時間切れ！") and f"{top}点" in short, short


def test_the_tables_times_up_button_ends_the_game_and_the_save_keeps_it() -> None:
    from chemteach.games.polymer.widget import PolymerGame

    table = PolymerGame(["Ada", "medium"], seed=4, bot_delay=0)
    button = table.buttons.time_up
    assert button.layout.display != "none"
    button.click()
    assert not table.game.is_over()
    button.click()
    assert table.game.is_over() and table.status.text.count("Time's up!") == 1
    assert button.layout.display == "none"
    again = PolymerGame(["Ada", "medium"], bot_delay=0)
    again.load_text(table.save_text())
    assert again.game.is_over() and again.game.history == table.game.history
