"""Periodyx's move log, worded for each reader (issue 8 items 1 and 2: "You lays radon",
"from You's hand", "Smart 2 holds 10 cards", "...; Carbon's melting point is N/K")."""

from __future__ import annotations

import re

import pytest

from chemteach.core import Event
from chemteach.games.periodyx import Periodyx
from chemteach.games.periodyx.words import SENTENCES

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
    "setup": Event("setup", None, {"cards": ["Fe"], "hand_size": 5, "pile": 97}),
    "deal": Event("deal", 0, {"cards": ["Fe", "Sn"]}, (0,)),
    "turn": Event("turn", 0, {"turn": 2, "game": "Hot Stuff"}),
    "ask": Event("ask", 0, {"opponent": 1, "game": "Hot Stuff"}),
    "draw": Event("draw", 0, {"cards": ["Au"]}, (0,)),
    "took": Event("took", 0),
    "pass": Event("pass", 0),
    "lay": Event("lay", 0, {"cards": ["Co"], "near": ["Fe"], "via": [], "rule": "neighbour"}),
    "swap": Event("swap", 0, {"cards": ["Rf"], "missing": "melting_point_k"}),
    "face down": Event("face down", 0),
    "play": Event("play", 0, {"cards": ["Rn"], "duel": False}),
    "compare": Event("compare", 0, {"cards": ["Fe", "C"], "taker": None, "void": "N/K",
                                    "stat": "melting_point_k", "higher": True}),
    "reveal": Event("reveal", None, {"cards": ["V", "Fe"]}),
    "a-2-z": Event("a-2-z", 0, {"asked": 1, "letter": "F", "cards": ["F", "Fr"]}),
    "take": Event("take", 0, {"victim": 1}),
    "race": Event("race", None, {"cards": ["Na", "K"], "order": [0, 1]}),
    "claim": Event("claim", 0, {"feature": "same group", "right": True, "cards": ["Na", "K"]}),
    "end": Event("end", 0, {"reason": "full", "held": 10, "cards_held": [10, 3]}),
}


@pytest.fixture(scope="module")
def game() -> Periodyx:
    return Periodyx(["Ada", "smart 2"], seed=1)


def test_every_event_kind_is_worded_for_its_actor_and_for_others(game: Periodyx) -> None:
    check_samples(game, SAMPLES, SENTENCES)


def test_the_play_tests_sentences_now_agree(game: Periodyx) -> None:
    """Issue 8 item 1: "You lays radon", "from You's hand"."""
    assert game.word(SAMPLES["play"], 0) == "You lay radon face up."
    assert game.word(SAMPLES["play"], 1) == "Ada lays radon face up."
    assert game.word(SAMPLES["take"], 0) == "You take a card, unseen, from smart 2's hand."
    assert game.word(Event("take", 1, {"victim": 0}), 0) == (
        "smart 2 takes a card, unseen, from your hand.")
    assert game.word(Event("take", 1, {"victim": 0, "cards": ["Au"]}, (0, 1)), 0) == (
        "smart 2 takes gold from you.")
    assert game.word(SAMPLES["a-2-z"], 1) == ("Ada asks you for elements beginning with F: you "
                                              "hand over fluorine and francium.")
    assert game.word(SAMPLES["deal"], 0) == "Your cards: iron and tin."
    assert game.word(SAMPLES["claim"], 0) == ("You claim 'same group': sodium and potassium are "
                                              "both in group 1, so you take both cards.")


def test_bot_names_and_elements_keep_their_case_mid_sentence(game: Periodyx) -> None:
    """Issue 8 item 2: the bot's name as in the seat list; element names lower case."""
    won = Event("end", 1, {"reason": "full", "held": 10, "cards_held": [3, 10]})
    assert game.word(won, None) == "Game over. smart 2 holds 10 cards and wins at once."
    assert game.word(won, 0) == "Game over. smart 2 holds 10 cards and wins at once."
    assert game.word(won, 1) == "Game over. You hold 10 cards and win at once."
    assert "; carbon does not melt at 1 atm" in game.word(SAMPLES["compare"], None)
    assert game.word(SAMPLES["compare"], 0).startswith("You bet that the next card's melting ")


def test_a_game_won_by_a_bot_ends_with_its_name_as_shown() -> None:
    for seed in range(40):
        game = playout("periodyx", 3, seed, "Ada")
        if game.winner and game.end_reason.lower().startswith(game.names[game.winner].lower()):
            assert game.end_reason.startswith(game.names[game.winner]), game.end_reason
            return
    pytest.fail("no seeded game won at once by a bot")


def test_counts_are_plural_aware(game: Periodyx) -> None:
    setup = Event("setup", None, {"cards": ["Fe"], "hand_size": 1, "pile": 1})
    assert game.word(setup, None) == ("1 card is dealt to each player; Iron is turned up as the "
                                      "Mendeleev card. 1 card is in the draw pile.")
    stop = Event("end", 0, {"reason": "stop", "cause": "no cards", "who": 1, "most": 1,
                            "tie_card": None, "cards_held": [1, 0]})
    assert game.word(stop, 1) == ("Game over. The game stops because you have no cards left; "
                                  "Ada wins with 1 card.")


@pytest.mark.parametrize("person", PERSON_NAMES)
def test_a_person_among_bots_reads_every_line_in_good_english(person: str) -> None:
    game = playout("periodyx", 4, 7, person)
    assert {e.kind for e in game.events} <= set(SENTENCES)
    check_every_line(game)
    check_spectator_reads_no_secret(game)
    assert any(line.startswith("Your cards:") for line in game.narrate(0))


def test_the_spectator_never_reads_a_hidden_card() -> None:
    """narrate(None): no dealt hand, no private draw, no face-down card, no card taken unseen."""
    for seed in range(4):
        game = playout("periodyx", 4, seed, "Ada")
        for event in game.events:
            if event.visible_to is None:
                hidden_kind = event.kind in ("draw", "face down", "take", "deal")
                assert not (hidden_kind and "cards" in event.data), event
        for line in game.narrate(None):
            named_draw = re.search(r" draws (?!a card|two cards)", line)
            assert "'s cards:" not in line and not named_draw, line


@pytest.mark.parametrize("seed", range(6))
def test_the_status_news_is_short_enough_never_to_be_cut(seed: int) -> None:
    """Issue 8 item 3: the status line is never cut, so what it says is short: the short
    forms of what happened since the person's last move, a few at most, the rest counted."""
    from chemteach.games.periodyx.widget import PeriodyxGame

    for line in status_lines("periodyx", 4, seed, PeriodyxGame.quiet_kinds):
        assert len(line) <= STATUS_LIMIT, line
        assert not grammar_problems(line), line


@pytest.mark.parametrize(("table", "card"), [(["Nd"], "Ba"), (["Ba"], "La"), (["Fe"], "Co"),
                                             (["Fe", "Ni", "Ru"], "Co"), (["Ce", "Ba"], "Th")])
def test_the_lay_sentence_gives_the_tables_own_reason(table: list[str], card: str) -> None:
    """The lay event keeps the cards touched and squares crossed; the words give the same
    reason the Mendeleev table states."""
    from chemteach.games.periodyx.mendeleev import MendeleevTable
    from chemteach.games.periodyx.words import lay_reason

    mendeleev = MendeleevTable(table)
    links = mendeleev.links(card)
    via = list(links[0][1])
    near = [s for s, v in links if list(v) == via]
    assert lay_reason(near, via) == mendeleev.reason(card)


def test_a_value_that_does_not_happen_at_1_atm_is_not_called_not_known(game: Periodyx) -> None:
    """Issue 10 item 11: helium's melting point and carbon's and arsenic's sublimation are
    known facts ("does not happen at 1 atm"), never "N/K (not known)"; a real gap still is."""
    from chemteach.games.periodyx.compare import duel

    assert duel("melting_point_k", "He", "Sn", "Big-freeze").text.startswith(
        "Helium does not freeze at 1 atm")
    for symbol in ("C", "As"):
        for stat, verb in (("melting_point_k", "melt"), ("boiling_point_k", "boil")):
            said = duel(stat, "Fe", symbol, "Hot Stuff").text
            assert f"does not {verb} at 1 atm (it sublimes" in said and "N/K" not in said
    assert "Neon's electronegativity is N/K (not known)" in duel("electronegativity", "Ne", "Fe",
                                                                 "x").text
    swap = Event("swap", 0, {"cards": ["He"], "missing": "melting_point_k"})
    assert game.word(swap, 0) == ("You put helium (it has no melting point at 1 atm) under the "
                                  "draw pile and take the top card.")
    assert game.brief(swap, game.reader(0)) == "You swap helium (none at 1 atm) for the top card."
