"""Bond!'s move log, worded for each reader (issue 8 item 1: "You was blocked", "strong 1
blocks You's Bond!", "You picks a card of their choice" never again)."""

from __future__ import annotations

import pytest

from chemteach.core import Event
from chemteach.games.bond import Bond
from chemteach.games.bond.words import SENTENCES

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
    "deal": Event("deal", 1, {"round": 2, "hand_size": 8}),
    "no bond": Event("no bond", None, {"turn": 3}),
    "declare": Event("declare", 0, {"cards": ["H", "H", "O", "C", "C", "H", "H", "Ar"]}),
    "block": Event("block", 0, {"target": 1}),
    "all blocked": Event("all blocked"),
    "discard": Event("discard", 0, {"cards": ["H", "H", "O"]}),
    "void": Event("void"),
    "reshuffle": Event("reshuffle"),
    "take": Event("take", 0, {"card": "C"}),
    "pick": Event("pick", 0),
    "shields": Event("shields", 0),
    "scythe": Event("scythe", 0, {"kept": 1, "dropped": 1}),
    "score": Event("score", 0, {"points": 13, "molecules": [["CH3OH", 12]], "noble_gases": ["He"],
                                "unused": []}),
    "round end": Event("round end", None, {"round": 1, "reason": "stands", "turn_limit": 20}),
    "end": Event("end", None, {"winners": [0]}),
}


@pytest.fixture(scope="module")
def game() -> Bond:
    return Bond(["Ada", "Ben"], seed=1)


def test_every_event_kind_is_worded_for_its_actor_and_for_others(game: Bond) -> None:
    check_samples(game, SAMPLES, SENTENCES)


def test_the_play_tests_sentences_now_agree(game: Bond) -> None:
    """Issue 8 item 1, sentence by sentence."""
    assert game.word(SAMPLES["shields"], 0) == "You were blocked and discard all your shields."
    assert game.word(SAMPLES["shields"], 1) == "Ada was blocked and discards all shields."
    assert game.word(SAMPLES["block"], 1) == "Ada blocks your Bond! with a fluorine scythe."
    assert game.word(SAMPLES["block"], 0) == "You block Ben's Bond! with a fluorine scythe."
    assert game.word(SAMPLES["pick"], 0) == "You pick a card of your choice from the deck."
    assert game.word(SAMPLES["pick"], 1) == "Ada picks a card of their choice from the deck."
    assert game.word(SAMPLES["discard"], 0) == "You discard the molecule water (H2O)."
    assert game.word(SAMPLES["deal"], 1) == "Round 2: you deal 8 cards to everyone."
    assert game.word(SAMPLES["end"], 0) == "The match is over. You win."


def test_points_and_scythes_are_counted_in_the_plural_they_need(game: Bond) -> None:
    one = Event("score", 1, {"points": 1, "molecules": [], "noble_gases": ["He"], "unused": []})
    assert game.word(one, None) == "Ben scores 1 point: He (+1)."
    assert game.word(SAMPLES["score"], 0) == "You score 13 points: CH3OH (12), He (+1)."
    two = Event("scythe", 1, {"kept": 2, "dropped": 0})
    assert game.word(two, 1) == "You score 2 scythes."
    assert game.word(SAMPLES["scythe"], 1) == ("Ada scores the presented scythe and drops the "
                                               "presented scythe (0 points).")


@pytest.mark.parametrize("person", PERSON_NAMES)
def test_a_person_among_bots_reads_every_line_in_good_english(person: str) -> None:
    game = playout("bond", 4, 7, person, rules={"rounds": 2})
    assert {e.kind for e in game.events} <= set(SENTENCES)
    check_every_line(game)
    check_spectator_reads_no_secret(game)
    assert any(line.startswith("You ") for line in game.narrate(0))


def test_a_blocked_round_reads_right_for_blocker_and_blocked() -> None:
    """Seeded games with blocks (found by search): every line good for every reader."""
    acted: set[str] = set()
    for seed in (0, 46, 543):  # the person is blocked, blocks and picks, scores a scythe
        game = playout("bond", 4, seed, "You", rules={"rounds": 4})
        acted |= {e.kind for e in game.events if e.actor == 0}
        check_every_line(game)
    assert {"block", "shields", "pick", "scythe", "discard", "score"} <= acted


@pytest.mark.parametrize("seed", range(6))
def test_the_status_news_is_short_enough_never_to_be_cut(seed: int) -> None:
    """Issue 8 item 3: the status line is never cut, so what it says is short: the short
    forms of what happened since the person's last move, a few at most, the rest counted."""
    from chemteach.games.bond.widget import BondGame

    for line in status_lines("bond", 4, seed, BondGame.quiet_kinds):
        assert len(line) <= STATUS_LIMIT, line
        assert not grammar_problems(line), line


def test_the_log_prints_textbook_formulas_not_hill_keys(game: Bond) -> None:
    """Issue 10 item 4: "the molecule ammonia (NH3)", never "(H3N)"; score lines name CH3OH."""
    ammonia = Event("discard", 0, {"cards": ["H", "H", "H", "N"]})
    assert game.word(ammonia, 0) == "You discard the molecule ammonia (NH3)."
    hydrazine = Event("discard", 0, {"cards": ["H", "H", "H", "H", "N", "N"]})
    assert game.word(hydrazine, 0) == "You discard the molecule hydrazine (N2H4)."


def test_the_engine_logs_each_scored_molecule_with_its_textbook_formula() -> None:
    """Issue 10 item 4: the score event's data holds NH3 and CH3OH, not H3N and CH4O."""
    from collections import Counter

    from chemteach.chem import textbook_formula

    bond = Bond(["Ada", "Ben"], seed=3)
    bond.hands[0] = Counter(["N", "H", "H", "H"])
    bond.hands[1] = Counter(["C", "H", "H", "H", "H", "O"])
    bond._score_round("declared")
    scores = [e for e in bond.events if e.kind == "score"][-2:]
    assert scores[0].data["molecules"] == [["NH3", 7]]
    assert scores[1].data["molecules"] == [[textbook_formula("CH4O", "CO"), 11]]
    assert scores[1].data["molecules"][0][0] == "CH3OH"
