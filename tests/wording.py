"""Checks every game's words must pass: played out with a person among bots, every line read
by the person is in the second person with the right verb, by others in the third."""

from __future__ import annotations

import random
import re

from chemteach.core import Game, Match, Seat
from chemteach.core.bots import RandomBot
from chemteach.games import bots as bots_of
from chemteach.games import game_class

#: A person's names to try, "You" among them (the old default, which made "You places").
PERSON_NAMES = ("Ada", "You", "you", "Kim Lee", "Bo")

#: "You places", "you was", "You's", "your's", "you picks ... their choice": never.
_YOU_THEN_WORD = re.compile(r"\b[Yy]ou (\w+)")
_BAD = (re.compile(r"\b[Yy]ou's"), re.compile(r"\b[Yy]our's"), re.compile(r"\bYou was\b"),
        re.compile(r"(?<!\u201c)\b[Yy]ou\b(?!\u201d)[^.]*\btheir choice"))
#: Words after "you" that end in s and are right ("you pass", "you discuss" ...).
_S_WORDS_AFTER_YOU = {"pass", "press", "as", "is"}  # "is" is flagged below on its own


def grammar_problems(line: str) -> list[str]:
    """What is wrong with a line addressed to its reader (empty: nothing)."""
    found = [f"{p.pattern!r} in {line!r}" for p in _BAD if p.search(line)]
    for match in _YOU_THEN_WORD.finditer(line):
        word = match.group(1)
        if word == "is" or (word.endswith("s") and not word.endswith("ss")
                            and word not in _S_WORDS_AFTER_YOU):
            found.append(f"'you {word}' in {line!r}")
    return found


def playout(game_name: str, players: int, seed: int, person: str,
            rules: dict | None = None) -> Game:
    """A seeded game with a person (playing random legal moves) in seat 0 and bots elsewhere."""
    available = bots_of(game_name)
    kinds = sorted(available)
    names = [person] + [f"{kinds[i % len(kinds)]} {i + 1}" for i in range(1, players)]
    cls = game_class(game_name)
    # every seat is played by a program: the rules for bots alone (a turn or round cap)
    game = cls(names, getattr(cls, "rules_for_bots", lambda r: r)(cls.rule_spec.load(rules)),
               seed)
    seats = [Seat(person, RandomBot())]
    seats += [Seat(n, available[n.rsplit(" ", 1)[0]]()) for n in names[1:]]
    Match(game, seats, bot_seed=seed).play_out()
    return game


def check_every_line(game: Game) -> None:
    """Every line any reader may read is good English for them, and names the right people."""
    for viewer in [None, *range(game.num_players)]:
        for line in game.narrate(viewer):
            assert not grammar_problems(line), grammar_problems(line)
    for event in game.events:
        if event.actor is None:
            continue
        mine = game.word(event, event.actor)
        assert re.search(r"\b([Yy]ou|[Yy]our)\b", mine), f"not addressed to its actor: {mine!r}"
        for viewer in [None, *(p for p in range(game.num_players) if p != event.actor)]:
            theirs = game.word(event, viewer)
            assert game.reader(viewer).name(event.actor) in theirs, (
                f"{event.kind} does not name its actor for others: {theirs!r}")


def check_spectator_reads_no_secret(game: Game) -> None:
    """narrate(None) words only public events, and no public event carries a hidden card."""
    public = [e for e in game.events if e.visible_to is None]
    assert game.narrate(None) == [game.word(e, None) for e in public]
    for viewer in range(game.num_players):
        hidden = [e for e in game.events if not e.visible(viewer)]
        lines = game.narrate(viewer)
        assert len(lines) == len(game.events) - len(hidden)


def check_samples(game: Game, samples: dict, sentences: dict) -> None:
    """One sample event per kind the game words: worded for its actor as "you" (and for
    nobody else so), for everyone else by the actor's name; no sentence left without one."""
    assert set(samples) == set(sentences), "a sample for every kind of event"
    for kind, event in samples.items():
        assert event.kind == kind
        for viewer in [None, *range(game.num_players)]:
            line = game.word(event, viewer)
            assert not grammar_problems(line), grammar_problems(line)
            assert line[:1].isupper() or line[:1].isdigit() or line.startswith(
                game.reader(viewer).name(event.actor) if event.actor is not None else "\0"), line
            if event.actor is None:
                continue
            if viewer == event.actor:
                assert re.search(r"\b([Yy]ou|[Yy]our)\b", line), f"{kind}: {line!r}"
            else:
                assert game.names[event.actor] in line, f"{kind}: {line!r}"


#: The longest status line a seeded game may produce (item 3: never cut, so write short).
STATUS_LIMIT = 220


def status_lines(game_name: str, players: int, seed: int, quiet: frozenset[str]) -> list[str]:
    """The status news a person in seat 0 reads before each of their moves and at the end,
    as a game table words it (short forms, at most a few happenings)."""
    from chemteach.widgets.movelog import news

    available = bots_of(game_name)
    kinds = sorted(available)
    names = ["Ada"] + [f"{kinds[i % len(kinds)]} {i + 1}" for i in range(1, players)]
    game = game_class(game_name)(names, None, seed)
    match = Match(game, [Seat("Ada")] + [Seat(n, available[n.rsplit(" ", 1)[0]]())
                                         for n in names[1:]], bot_seed=seed)
    rng = random.Random(seed)
    lines, mark = [], 0
    while True:
        match.step_bots()
        lines.append(news(game.narrate(0, since=mark, skip=quiet, brief=True)))
        if game.is_over() or not match.people_to_move():
            return lines
        mark = len(game.events)
        game.apply(0, rng.choice(game.legal_actions(0)))
