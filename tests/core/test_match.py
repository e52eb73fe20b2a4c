"""The match runner: any mix of people and bots; bots see only observations."""

from __future__ import annotations

import pytest

from chemteach.core import IllegalAction, Match, RandomBot, Seat
from chemteach.games.polymer import GreedyBot, PolymerChains


class SpyBot(RandomBot):
    """A random bot that remembers what it was shown."""

    def __init__(self) -> None:
        self.seen = []

    def choose(self, observation, legal, rng):
        self.seen.append(observation)
        return super().choose(observation, legal, rng)


def test_bots_move_until_a_person_must_decide() -> None:
    spy = SpyBot()
    match = Match(PolymerChains(3, seed=1), [Seat("Ada"), Seat("spy", spy), Seat("g", GreedyBot())])
    assert match.people_to_move() == [0]
    assert match.step_bots() == 0
    action = match.game.legal_actions(0)[0]
    match.submit(0, action)
    assert match.step_bots() == 2
    assert match.people_to_move() == [0] and len(spy.seen) == 1
    assert spy.seen[0].to_move == 1


def test_a_person_cannot_move_for_a_bot() -> None:
    match = Match(PolymerChains(["Ada", "bot"], seed=1), [Seat("Ada"), Seat("bot", RandomBot())])
    match.submit(0, match.game.legal_actions(0)[0])
    with pytest.raises(IllegalAction, match=r"not your turn \(Ada\)"):
        match.submit(0, match.game.legal_actions(1)[0])


def test_all_bot_match_plays_to_the_end_and_replays_with_the_same_seed() -> None:
    def run() -> PolymerChains:
        game = PolymerChains(4, seed=8)
        seats = [Seat(str(i), GreedyBot() if i % 2 else RandomBot()) for i in range(4)]
        Match(game, seats).play_out()
        return game

    a, b = run(), run()
    assert a.is_over() and a.history == b.history


def test_play_out_refuses_a_match_with_people() -> None:
    with pytest.raises(ValueError, match="bots in every seat"):
        Match(PolymerChains(2, seed=1), [Seat("Ada"), Seat("b", RandomBot())]).play_out()


def test_seat_count_must_match_the_game() -> None:
    with pytest.raises(ValueError, match="3 seats for a 2-player game"):
        Match(PolymerChains(2, seed=1), [Seat("a"), Seat("b"), Seat("c")])
