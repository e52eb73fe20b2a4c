"""Bond! bot levels (issue 8 item 11): medium waits so a round lasts at least five turns;
every bot reads a turn limit of 0 as no limit (the turn-limit variant, RULINGS)."""

from __future__ import annotations

import dataclasses
import random

from chemteach.core import Match, Seat
from chemteach.games.bond import Bond
from chemteach.games.bond.bots import BOTS, PatientBot, StrongBot
from chemteach.games.bond.engine import Declare


def declare_observation(game: Bond, **changes):
    obs = game.observation(game.to_move()[0])
    return dataclasses.replace(obs, **changes)


def test_levels_map_to_random_patient_and_strong() -> None:
    assert BOTS["medium"] is PatientBot and BOTS["hard"] is StrongBot
    assert BOTS["easy"] is BOTS["random"]


def test_medium_never_declares_before_turn_five() -> None:
    game = Bond(3, seed=1)
    bot = PatientBot(declare_at=1)
    for turn in range(1, 5):
        obs = declare_observation(game, turn=turn, turn_limit=20)
        assert bot.choose(obs, [Declare(False), Declare(True)], random.Random(0)) == Declare(False)
    obs = declare_observation(game, turn=5, turn_limit=20)
    assert bot.choose(obs, [Declare(False), Declare(True)], random.Random(0)) == Declare(True)


def test_turn_limit_zero_means_no_limit_for_every_bot() -> None:
    game = Bond(3, seed=1)
    for bot in (StrongBot(declare_at=99), PatientBot(declare_at=99)):
        for turn in (1, 19, 50):
            obs = declare_observation(game, turn=turn, turn_limit=0)
            assert not bot.should_declare(obs, random.Random(0))
        obs = declare_observation(game, turn=19, turn_limit=20)
        assert bot.should_declare(obs, random.Random(0)), "the last turn before a limit"


def test_medium_bots_play_rounds_of_five_turns_or_more() -> None:
    game = Bond(3, rules={"rounds": 2}, seed=4)
    match = Match(game, [Seat(f"medium {i}", PatientBot()) for i in range(3)])
    last: dict[int, int] = {}
    while not game.is_over():
        last[game.round] = game.turn
        match.step_bots(1)
    assert len(last) == 2 and min(last.values()) >= 5


def test_without_a_turn_limit_the_bots_ask_less_as_a_round_goes_on() -> None:
    for bot in (StrongBot(), PatientBot()):
        bars = [bot.bar(turn) for turn in range(1, 60)]
        assert bars == sorted(bars, reverse=True) and bars[-1] < 0, "someone declares in the end"
    assert StrongBot().bar(1) == 18 and PatientBot().bar(1) == 22
