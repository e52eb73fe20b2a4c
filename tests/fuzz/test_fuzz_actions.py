"""Fuzzer: illegal and malformed moves at random states of seeded playouts, for every game.

Each attempt is a move of any game (this game's or another's) with fields drawn from odd
values, or a legal move with one field bent, by any player number, odd ones included. It
must either be legal (and then the game still saves and replays), or raise IllegalAction
with one sentence, leaving the fingerprint and the history exactly as they were.
"""

from __future__ import annotations

import dataclasses
import json
import random

import pytest

from chemteach.core import TABLE, IllegalAction, Match, Seat, TimeUp, dumps, game_from_json
from chemteach.core.bots import RandomBot
from chemteach.games import GAMES, game_class

from .weird import weird_value

ALL_ACTION_TYPES = tuple(t for name in GAMES for t in game_class(name).action_types)
PLAYOUTS = {"polymer": 12, "bond": 40, "periodyx": 40, "monopoly": 12}
ATTEMPTS_PER_STATE = 8


def state_of(game) -> str:
    return json.dumps(game.fingerprint(), sort_keys=True) + repr(game.history)


def odd_move(rng: random.Random, game, legal: list) -> object:
    """A move to try: any game's move with odd fields, or a legal move with one field bent."""
    roll = rng.random()
    if roll < 0.45 and legal:
        move = rng.choice(legal)
        fields = [f.name for f in dataclasses.fields(move)]
        if not fields:
            return rng.choice([t for t in ALL_ACTION_TYPES if not dataclasses.fields(t)])()
        name = rng.choice(fields)
        value = getattr(move, name)
        bent = rng.choice([
            lambda: weird_value(rng),
            lambda: value + 1 if isinstance(value, int) and not isinstance(value, bool)
            else weird_value(rng),
            lambda: list(value) if isinstance(value, tuple) else weird_value(rng),
            lambda: tuple(reversed(value)) if isinstance(value, tuple) else weird_value(rng),
        ])()
        return dataclasses.replace(move, **{name: bent})
    if roll < 0.9:
        cls = rng.choice(ALL_ACTION_TYPES)
        return cls(*(weird_value(rng) for _ in dataclasses.fields(cls)))
    return weird_value(rng)


def odd_player(rng: random.Random, game) -> object:
    if rng.random() < 0.8:
        return rng.randrange(game.num_players)
    return rng.choice([-1, game.num_players, 1.0, True, None, "0", 10**30])


@pytest.mark.parametrize("name", list(GAMES))
def test_illegal_and_malformed_moves_change_nothing(name, tally) -> None:
    tried, failed = tally
    surface = f"actions: {name}"
    cls = game_class(name)
    failures: list[str] = []
    for seed in range(PLAYOUTS[name]):
        rng = random.Random(seed * 7919 + len(name))
        players = cls.min_players + seed % (min(cls.max_players, 6) - cls.min_players + 1)
        game = cls(players, seed=seed)
        match = Match(game, [Seat(f"bot {i}", RandomBot()) for i in range(players)])
        step = 0
        while not game.is_over() and step < 400:
            if rng.random() < 0.4:  # a random state of the playout: attack it
                for _ in range(ATTEMPTS_PER_STATE):
                    tried[surface] += 1
                    failure = attack(rng, game)
                    if failure:
                        failed[surface] += 1
                        failures.append(f"seed {seed} step {step}: {failure}")
            if game.is_over() or not game.to_move():
                break
            if match.step_bots(1) == 0:
                break
            step += 1
        try:
            assert game_from_json(dumps(game)).fingerprint() == game.fingerprint()
        except Exception as exc:  # noqa: BLE001 - recorded as a failure with its reason
            failures.append(f"seed {seed}: the game no longer saves: {type(exc).__name__} {exc}")
    assert not failures, "\n".join(failures[:20])


def attack(rng: random.Random, game) -> str | None:
    """Try one odd move; return what went wrong, or None."""
    before = state_of(game)
    player = odd_player(rng, game)
    try:
        legal = game.legal_actions(player) if isinstance(player, int) else []
    except IllegalAction:
        legal = []
    move = odd_move(rng, game, legal)
    try:
        game.apply(player, move)
    except IllegalAction as exc:
        message = str(exc)
        if state_of(game) != before:
            return f"{type(move).__name__} changed the state before IllegalAction: {message}"
        if not message or "\n" in message or len(message) > 400:
            return f"a bad sentence for {type(move).__name__}: {message!r}"
        return None
    except Exception as exc:  # noqa: BLE001 - any other error is what this fuzzer hunts
        return f"{type(move).__name__} by {player!r} raised {type(exc).__name__}: {exc}"
    # accepted: it must have been one of the legal moves, in plain Python values
    applied_player, applied = game.history[-1]
    listed = applied in legal or applied.kind in type(game).unlisted_kinds
    if applied_player == TABLE and type(applied) is TimeUp:  # the teacher's time's up, which
        return None if game.is_over() else "time's up left the game going"  # no player lists
    if type(applied_player) is not int or not listed:
        return f"an accepted move that was not listed as legal: {applied!r}"
    try:
        json.dumps(applied.to_json())
    except Exception as exc:  # noqa: BLE001
        return f"an accepted move that cannot be saved: {applied!r}: {exc}"
    return None
