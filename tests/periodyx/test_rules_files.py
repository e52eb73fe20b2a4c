"""Periodyx rules variants: validated data; mistakes name the file, the key and what is allowed."""

from __future__ import annotations

import pytest

from chemteach.core import RulesError
from chemteach.games.periodyx import RULES, Periodyx, build_deck


def test_defaults_follow_the_seed_and_rulings() -> None:
    rules = RULES.defaults()
    assert rules.hand_size == 5 and rules.win_cards == 10 and rules.nk_swap is True
    assert rules.mendeleev_match == "neighbour" and rules.max_atomic_number == 118
    assert rules.elements == ()
    assert len(build_deck(rules)) == 118


def test_restricted_deck_by_atomic_number_from_a_toml_file(tmp_path) -> None:
    path = tmp_path / "young.toml"
    path.write_text('game = "periodyx"\nmax_atomic_number = 36\nnk_swap = false\n')
    game = Periodyx(4, rules=path, seed=2)
    assert game.deck == tuple(build_deck({"max_atomic_number": 36}))
    assert len(game.deck) == 36 and game.cards_in_play() == 36
    assert all(c in game.deck for h in game.hands for c in h)


def test_restricted_deck_by_a_list_of_elements() -> None:
    symbols = ["H", "he", "Lithium", 4, "B", "C", "N", "O", "F", "Ne", "Na", "Mg"]
    rules = RULES.load({"elements": symbols})
    assert rules.elements == ("H", "He", "Li", "Be", "B", "C", "N", "O", "F", "Ne", "Na", "Mg")
    game = Periodyx(2, rules={"elements": symbols}, seed=1)
    assert len(game.deck) == 12 and game.cards_in_play() == 12
    both = Periodyx(2, rules={"elements": symbols, "max_atomic_number": 11}, seed=1)
    assert both.deck[-1] == "Na" and len(both.deck) == 11


@pytest.mark.parametrize(
    ("text", "key", "allowed"),
    [
        ("hand_size = 0", "hand_size", "a whole number from 1 to 9"),
        ("win_cards = 'ten'", "win_cards", "a whole number from 2 to 40"),
        ("nk_swap = 1", "nk_swap", "true or false"),
        ("mendeleev_match = 'diagonal'", "mendeleev_match",
         "one of 'neighbour', 'same group or period'"),
        ("max_atomic_number = 119", "max_atomic_number", "a whole number from 1 to 118"),
        ("elements = ['Fe', 'Xx']", "elements", "a list of element symbols"),
        ("elements = 5", "elements", "a list of element symbols"),
        ("colour = 'red'", "colour", "the keys elements, hand_size"),
    ],
)
def test_rules_file_mistakes_name_the_file_the_key_and_what_is_allowed(
    tmp_path, text: str, key: str, allowed: str
) -> None:
    path = tmp_path / "variant.toml"
    path.write_text(text + "\n")
    with pytest.raises(RulesError) as err:
        Periodyx(3, rules=path)
    message = str(err.value)
    assert str(path) in message and f"key '{key}'" in message and allowed in message
    assert err.value.key == key


def test_unknown_element_in_the_list_suggests_one() -> None:
    with pytest.raises(RulesError, match="Did you mean iron"):
        RULES.load({"elements": ["Fe", "irn"]})


def test_a_deck_too_small_for_the_players_is_refused() -> None:
    with pytest.raises(RulesError, match="key 'max_atomic_number'.*8 players need at least 41"):
        Periodyx(8, rules={"max_atomic_number": 36})
    with pytest.raises(RulesError, match="key 'elements'"):
        Periodyx(2, rules={"elements": ["H", "He", "Li"]})


def test_hand_size_must_be_below_the_winning_count() -> None:
    with pytest.raises(RulesError, match="key 'hand_size'.*below win_cards"):
        Periodyx(2, rules={"hand_size": 6, "win_cards": 6})


def test_two_to_eight_players() -> None:
    for players in (2, 8):
        assert Periodyx(players, seed=1).num_players == players
    for players in (1, 9):
        with pytest.raises(ValueError, match="2 to 8 players"):
            Periodyx(players)


def test_five_cards_each_and_the_rest_in_the_pile() -> None:
    game = Periodyx(6, seed=4)
    assert [len(h) for h in game.hands] == [5] * 6
    assert len(game.pile) == 118 - 30 - 1
