"""Each event is worded once per reader (core/narration.py), and what a reader reads is
exactly the whole log worded afresh: the same lines, in either language, after a clone, a
replaced log or a language switch. (Issue 22: the table server builds every seat's view after
every move, so no view may cost more as the game grows; what it costs is in
benchmarks/bench_view_cost.py.)"""

from __future__ import annotations

import json
import random

import pytest

from chemteach.core import Game
from chemteach.core.language import speaking
from chemteach.core.match import Match, Seat
from chemteach.core.narration import Narration
from chemteach.games import bots as bots_of
from chemteach.games import game_class
from chemteach.games.bond import Bond
from chemteach.widgets.movelog import QUIET

#: Short games of each kind (every phase still comes up), 3 seats.
SHORT = {
    "polymer": {"target_score": 60},
    "periodyx": {"win_cards": 14},
    "bond": {"rounds": 2, "turn_limit": 8},
    "monopoly": {"round_limit": 4},
}


def seated(name: str, seed: int, rules: dict | None = None) -> tuple[Game, Match]:
    """A seeded game of 3 bots (each game's first bot), ready to be stepped."""
    cls = game_class(name)
    kind, bot = next(iter(bots_of(name).items()))
    game = cls([f"{kind} {i + 1}" for i in range(3)], SHORT[name] if rules is None else rules,
               seed)
    return game, Match(game, [Seat(n, bot()) for n in game.names], bot_seed=seed)


def play(match: Match, moves: int) -> None:
    """Let the bots make up to `moves` moves (fewer if the game ends)."""
    for _move in range(moves):
        if match.game.is_over():
            return
        match.bot_move(match.bots_to_move()[0])


def afresh(game: Game, viewer: int | None, *, since: int = 0, skip=(), brief: bool = False
           ) -> list[str]:
    """The lines as narrate worded them before: every event of the log, worded again now."""
    reader = game.reader(viewer)
    say = game.brief if brief else game.words
    lines = [say(e, reader) for e in game.events[since:]
             if e.visible(viewer) and e.kind not in skip]
    return [line for line in lines if line]


def same_as_afresh(game: Game, viewer: int | None, mark: int) -> None:
    """What the move log, the status news and (Bond!) the observation read is the log worded
    afresh."""
    assert game.narrate(viewer) == afresh(game, viewer)
    assert game.narrate(viewer, skip=QUIET, last=300) == afresh(game, viewer, skip=QUIET)[-300:]
    told = game.told(viewer, since=mark, skip=QUIET, brief=True)
    assert [line for _e, line in told] == afresh(game, viewer, since=mark, skip=QUIET,
                                                 brief=True)
    if isinstance(game, Bond):
        assert game.observation(viewer).log == tuple(afresh(game, viewer)[-12:])


@pytest.mark.parametrize("name", sorted(SHORT))
@pytest.mark.parametrize("seed", [3, 11])
def test_every_reader_reads_the_whole_log_worded_afresh_in_either_language(name, seed):
    """Over a seeded game, after every move, for every seat and the projector, in English and
    Japanese taking turns: the kept lines are the lines worded afresh. A clone made midway
    reads its own log (not the original's) the same way."""
    game, match = seated(name, seed)
    readers = [*range(game.num_players), None]
    moves, clone, japanese = 0, None, []
    while not game.is_over() and moves < 400:
        mark = len(game.events)
        match.bot_move(match.bots_to_move()[0])
        moves += 1
        lang = "ja" if moves % 3 == 0 else "en"
        with speaking(lang):
            for viewer in readers:
                same_as_afresh(game, viewer, mark)
            if lang == "ja":
                japanese.append(game.narrate(None))
        if moves == 25:
            clone = game.clone()
    assert moves > 25, "the game was too short to test anything"
    with speaking("en"):
        english = game.narrate(None)
    assert japanese and japanese[-1] != english[:len(japanese[-1])], "Japanese was never read"
    # the clone goes its own way from move 25 and reads its own log
    assert clone is not None
    other = Match(clone, [Seat(n, bot) for n, bot in
                          zip(clone.names, [s.bot for s in match.seats], strict=True)],
                  bot_seed=seed + 1)
    for _move in range(10):
        if clone.is_over():
            break
        mark = len(clone.events)
        other.bot_move(other.bots_to_move()[0])
        for viewer in readers:
            same_as_afresh(clone, viewer, mark)


class Spy:
    """Counts the events a game's `words` is asked to word."""

    def __init__(self, words) -> None:
        self.words = words
        self.calls = 0

    def __call__(self, event, reader):
        self.calls += 1
        return self.words(event, reader)


def test_bonds_observation_words_only_events_it_has_not_worded():
    """Bond!'s observation once worded the whole history on every call (84% of a bot
    simulation's time): now each event is worded once per reader, so the wording an
    observation costs does not grow with the game."""
    game, match = seated("bond", 5, {"rounds": 6})
    spy = Spy(Bond.words)
    Bond.words = staticmethod(spy)  # the class's: what observation() words with
    read = [0] * game.num_players  # how long the log was at each seat's last look
    try:
        while not game.is_over():
            match.bot_move(match.bots_to_move()[0])
            for seat in range(game.num_players):
                spy.calls = 0
                game.observation(seat)
                assert spy.calls <= len(game.events) - read[seat], (
                    f"move {len(game.history)}: {spy.calls} events worded for seat {seat}, "
                    f"{len(game.events) - read[seat]} new")
                read[seat] = len(game.events)
                spy.calls = 0
                game.observation(seat)  # nothing new since: nothing worded
                assert spy.calls == 0
    finally:
        Bond.words = staticmethod(spy.words)
    assert len(game.history) > 120, "the match was too short to show growth"


@pytest.mark.parametrize("name", sorted(SHORT))
def test_the_worded_log_is_no_part_of_the_game(name):
    """The kept lines are a cache: a clone and a save carry none of them, a save is the same
    whether the log was read or not, and a log replaced under them is worded afresh."""
    game, match = seated(name, 2)
    play(match, 30)
    unread = json.dumps(game.to_json(), sort_keys=True)
    game.narrate(0)
    game.told(None, brief=True)
    assert "_narration" in vars(game)
    assert "_narration" not in vars(game.clone())
    assert json.dumps(game.to_json(), sort_keys=True) == unread
    # put back as it was (a test does so): the earlier log, worded afresh
    saved = game.clone()
    play(match, 5)
    game.narrate(0)
    game.__dict__.update(saved.__dict__)
    assert game.narrate(0) == afresh(game, 0)
    # a log cut short in place and grown again by other events
    kept = len(game.events) // 2
    del game.events[kept:]
    assert game.narrate(1) == afresh(game, 1)
    game.events.extend(saved.events[kept:])
    assert game.narrate(1) == afresh(game, 1)


def test_a_renamed_seat_reads_under_its_new_name():
    """The names are part of a reader: renaming a seat words the log again."""
    game, match = seated("bond", 4)
    play(match, 12)
    before = game.narrate(None)
    game.names[0] = "Ada"
    assert game.narrate(None) == afresh(game, None) != before


def test_readers_asking_at_once_get_whole_logs():
    """Pages of one table may ask from several threads at once: each gets the whole log."""
    import threading

    game, match = seated("monopoly", 8)
    play(match, 150)
    results: list[list[str]] = []
    rng = random.Random(1)
    viewers = [rng.choice([0, 1, 2, None]) for _ in range(8)]
    threads = [threading.Thread(target=lambda v=v: results.append(game.narrate(v)))
               for v in viewers]
    for t in threads:
        t.start()
    for t in threads:
        t.join()
    assert sorted(map(tuple, results)) == sorted(tuple(afresh(game, v)) for v in viewers)


@pytest.mark.parametrize("name", ["bond", "monopoly", "periodyx"])
def test_a_long_games_lines_are_bounded_and_still_whole(name, monkeypatch):
    """At most `Narration.most` lines are kept per reader (the oldest go, down to `keep`), so a
    long game's memory is bounded; a call for older lines words them again, and every
    reader still reads the whole log worded afresh."""
    monkeypatch.setattr(Narration, "most", 9)
    monkeypatch.setattr(Narration, "keep", 4)
    game, match = seated(name, 6)
    readers = [*range(game.num_players), None]
    moves = 0
    while not game.is_over() and moves < 120:
        mark = len(game.events)
        play(match, 1)
        moves += 1
        for viewer in readers:
            game.observation(viewer)
            game.narrate(viewer, skip=QUIET, last=6)
            same_as_afresh(game, viewer, mark)
            assert game.narrate(viewer, since=mark // 2) == afresh(game, viewer, since=mark // 2)
        kept = vars(game)["_narration"].readers.values()
        assert max(len(lines.told) for lines in kept) <= Narration.most
    assert moves > 40


def test_a_seat_that_looks_late_words_only_what_it_shows():
    """A seat whose first look comes late in a match (a student joining, a page reloaded)
    words the 12 lines its observation keeps, not the whole match."""
    game, match = seated("bond", 9, {"rounds": 4})
    play(match, 100)
    game = game.clone()  # nobody has read this copy's log (the bots read the game's)
    assert len([e for e in game.events if e.visible(1)]) > 40
    spy = Spy(Bond.words)
    Bond.words = staticmethod(spy)
    try:
        log = game.observation(1).log
    finally:
        Bond.words = staticmethod(spy.words)
    assert spy.calls == len(log) == 12
