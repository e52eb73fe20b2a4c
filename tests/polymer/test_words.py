"""Polymer Chains' move log, worded for each reader (issue 8 items 1 and 4)."""

from __future__ import annotations

import pytest

from chemteach.core import Event
from chemteach.games.polymer import PolymerChains
from chemteach.games.polymer.words import SENTENCES

from ..wording import (
    PERSON_NAMES,
    STATUS_LIMIT,
    check_every_line,
    check_samples,
    check_spectator_reads_no_secret,
    grammar_problems,
    playout,
    status_lines,
)

SAMPLES = {
    "setup": Event("setup", None, {"piece": "Y2"}),
    "round": Event("round", None, {"round": 2}),
    "draw": Event("draw", 0, {"piece": "R"}),
    "set aside": Event("set aside", None, {"piece": "B3"}),
    "place": Event("place", 0, {"cell": [1, 0], "piece": "G2", "points": 5, "chain": 3}),
    "end": Event("end", None, {"reason": "target", "target": 100, "top": 104, "round": 12,
                               "winners": [0]}),
}


def test_every_event_kind_is_worded_for_its_actor_and_for_others() -> None:
    game = PolymerChains(["Ada", "Ben"], seed=1)
    check_samples(game, SAMPLES, SENTENCES)
    place = SAMPLES["place"]
    assert game.word(place, 0) == ("You place the green 2-pip pyramid and score 5 for a chain of "
                                   "3 pyramids.")
    assert game.word(place, 1) == ("Ada places the green 2-pip pyramid and scores 5 for a chain of "
                                   "3 pyramids.")
    assert game.word(SAMPLES["draw"], 0) == "You draw a red 1-pip pyramid."
    assert game.word(SAMPLES["end"], 0).endswith("You win.")
    assert game.word(SAMPLES["end"], 1).endswith("Ada wins.")


def test_a_chain_of_one_pyramid_is_singular() -> None:
    """Issue 8 item 4: "chain of 1 pyramid(s)" becomes "a chain of 1 pyramid"."""
    one = Event("place", 1, {"cell": [1, 0], "piece": "G", "points": 1, "chain": 1})
    game = PolymerChains(["Ada", "Ben"], seed=1)
    assert game.word(one, None).endswith("scores 1 for a chain of 1 pyramid.")
    short = Event("end", None, {"reason": "short bag", "left": 1, "winners": [0, 1]})
    assert game.word(short, 0) == ("Game over. The bag has 1 pyramid left: not enough for a whole "
                                   "round, so every player has placed equally often. You and Ben "
                                   "share the win.")
    assert all("(s)" not in line for line in playout("polymer", 3, 7, "Ada").narrate(None))


@pytest.mark.parametrize("person", PERSON_NAMES)
@pytest.mark.parametrize("seed", [1, 2])
def test_a_person_among_bots_reads_every_line_in_good_english(person: str, seed: int) -> None:
    game = playout("polymer", 2 + seed, seed, person)
    assert {e.kind for e in game.events} <= set(SENTENCES)
    check_every_line(game)
    check_spectator_reads_no_secret(game)
    assert any(line.startswith("You place the") for line in game.narrate(0))
    assert not any(line.startswith("You places") for line in game.narrate(1))


def test_narrate_is_oldest_first_and_usable_without_widgets() -> None:
    game = PolymerChains(["Ada", "Ben"], seed=3)
    game.apply(0, game.legal_actions(0)[0])
    lines = game.narrate(0)
    assert lines[0].endswith("starts the chain in the middle; it scores for nobody.")
    assert lines[1:] == ["Round 1 begins.", lines[2], lines[3], lines[4]]
    assert lines[2].startswith("You draw a") and lines[3].startswith("You place the")
    assert lines[4].startswith("Ben draws a")
    assert game.narrate(0, since=3) == lines[3:]
    assert "Round 1 begins." not in game.narrate(0, skip={"round"})


@pytest.mark.parametrize("seed", range(6))
def test_the_status_news_is_short_enough_never_to_be_cut(seed: int) -> None:
    """Issue 8 item 3: the status line is never cut, so what it says is short: the short
    forms of what happened since the person's last move, a few at most, the rest counted."""
    from chemteach.games.polymer.widget import PolymerGame

    for line in status_lines("polymer", 4, seed, PolymerGame.quiet_kinds):
        assert len(line) <= STATUS_LIMIT, line
        assert not grammar_problems(line), line
