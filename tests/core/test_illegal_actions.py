"""An illegal or malformed move changes nothing and says why; NumPy numbers never break a save.

Regression tests for issue 7 items 4 and 5: every move is held to its declared field
types before a game looks at it (core/actions.py `checked`, Game.apply).
"""

from __future__ import annotations

import json

import numpy as np
import pytest

from chemteach.core import Action, IllegalAction, dumps, game_from_json
from chemteach.core.actions import checked, describe_type
from chemteach.games.bond import Bond
from chemteach.games.bond.engine import Block, Declare, Discard, PickFromDeck, TakeForRing
from chemteach.games.periodyx import Periodyx
from chemteach.games.periodyx.actions import Ask, AskLetter, Lay, Predict, Take
from chemteach.games.polymer import PolymerChains
from chemteach.games.polymer.engine import Place


def snapshot(game) -> str:
    return json.dumps(game.fingerprint(), sort_keys=True) + repr(game.history)


def refused(game, player, action) -> str:
    """Apply a move that must be refused; return the sentence, after checking nothing changed."""
    before = snapshot(game)
    with pytest.raises(IllegalAction) as info:
        game.apply(player, action)
    assert snapshot(game) == before
    message = str(info.value)
    assert message and "\n" not in message and len(message) < 300
    assert "Traceback" not in message and "object at 0x" not in message
    return message


def periodyx_asking() -> tuple[Periodyx, int]:
    """A Periodyx game whose lead may now ask one other player (a duel-type game)."""
    for seed in range(50):
        game = Periodyx(3, seed=seed)
        (lead,) = game.to_move()
        if any(isinstance(a, Ask) for a in game.legal_actions(lead)):
            return game, lead
    raise AssertionError("no seed starts with an Ask")


def test_periodyx_ask_with_a_float_is_refused_and_changes_nothing() -> None:
    """Issue 7 item 4: Ask(1.0) passed the check, set the opponent to 1.0, then crashed."""
    game, lead = periodyx_asking()
    other = game.others(lead)[0]
    for bad in (Ask(float(other)), Ask(True), Ask(str(other)), Ask(None), Ask([other])):
        message = refused(game, lead, bad)
        assert "must be a whole number" in message
    game.apply(lead, Ask(other))  # the game goes on, and saves
    assert game_from_json(dumps(game)).fingerprint() == game.fingerprint()


@pytest.mark.parametrize(("action", "words"), [
    (Place(5), "cell of 'place' must be a pair of whole numbers, such as (0, 1), not 5"),
    (Place([[0, 1]]), "not [[0, 1]]"),
    (Place((0.0, 1.0)), "not (0.0, 1.0)"),
    (Place((0, 1, 2)), "a pair of whole numbers"),
    (Place("0,1"), "not '0,1'"),
    (Discard(("H",)), "belongs to another game; the moves of Polymer Chains are: place"),
    ("place (0, 1)", "'place (0, 1)' is not a move"),
    (None, "None is not a move"),
    (Action(), "belongs to another game"),
])
def test_polymer_refuses_malformed_moves_in_a_sentence(action, words) -> None:
    game = PolymerChains(2, seed=1)
    (p,) = game.to_move()
    assert words in refused(game, p, action)


@pytest.mark.parametrize(("action", "words"), [
    (Declare(np.int64(0)), "the bond of 'declare' must be True or False"),
    (Declare(0), "must be True or False, not 0"),
    (Discard(7), "the cards of 'discard' must be a list of texts"),
    (Block(1), "the targets of 'block' must be a list of whole numbers, not 1"),
    (Block((0.5,)), "not (0.5,)"),
    (TakeForRing(3), "text (in quotes) or None"),
    (PickFromDeck(None), "must be text"),
    (Ask(1), "belongs to another game"),
    (Take(1, 0), "belongs to another game"),  # Periodyx's 'take' is not Bond!'s 'take'
])
def test_bond_refuses_malformed_moves_in_a_sentence(action, words) -> None:
    game = Bond(3, seed=2)
    assert words in refused(game, 0, action)


@pytest.mark.parametrize("action", [
    AskLetter(1, 5), AskLetter(1.0, "A"), Lay(6), Predict("H", "mass", 1), Take(1, True),
    Take(1, 2.0), Lay(("H",)),
])
def test_periodyx_refuses_malformed_moves_in_a_sentence(action) -> None:
    game, lead = periodyx_asking()
    assert "That is not a move" in refused(game, lead, action)


@pytest.mark.parametrize("player", [1.0, -1, 3, True, "0", None, np.float64(0)])
def test_legal_actions_of_someone_not_in_the_game_is_illegal(player) -> None:
    """Issue 7 item 4: legal_actions(1.0) raised TypeError; -1 read the last player's hand."""
    for game in (PolymerChains(3, seed=1), Bond(3, seed=1), Periodyx(3, seed=1)):
        with pytest.raises(IllegalAction, match="There is no player"):
            game.legal_actions(player)
        with pytest.raises(IllegalAction, match="There is no player"):
            game.apply(player, game.legal_actions(game.to_move()[0])[0])


def test_numpy_numbers_in_moves_become_python_ints_so_the_game_still_saves() -> None:
    """Issue 7 item 5: Place((np.int64(q), np.int64(r))) made a game that could not be saved."""
    polymer = PolymerChains(2, seed=1)
    (p,) = polymer.to_move()
    q, r = polymer.legal_actions(p)[0].cell
    polymer.apply(np.int64(p), Place((np.int64(q), np.int64(r))))
    (player, move) = polymer.history[0]
    assert type(player) is int and all(type(x) is int for x in move.cell)

    bond = Bond(2, seed=1)
    bond.apply(np.int32(0), Declare(np.bool_(False)))
    bond.apply(1, Declare(False))
    periodyx, lead = periodyx_asking()
    periodyx.apply(lead, Ask(np.int64(periodyx.others(lead)[0])))
    for game in (polymer, bond, periodyx):
        text = dumps(game)  # no "int64 is not JSON serializable"
        assert game_from_json(text).fingerprint() == game.fingerprint()


def test_an_action_holding_numpy_values_writes_plain_json() -> None:
    assert json.dumps(Place((np.int64(1), np.int16(-2))).to_json()) == (
        '{"type": "place", "cell": [1, -2]}')


def test_lists_are_held_as_tuples_and_strings_as_str() -> None:
    move = checked(Discard(["H", np.str_("O")]), Bond.action_types, "Bond!")
    assert move == Discard(("H", "O")) and type(move.cards) is tuple
    assert all(type(c) is str for c in move.cards)


def test_field_types_in_words() -> None:
    assert describe_type(int) == "a whole number"
    assert describe_type(tuple[int, ...]) == "a list of whole numbers"
    assert describe_type(str | None) == "text (in quotes) or None"


class _Fragile(PolymerChains):
    """A game whose legality check and reason both trip over a move (as a buggy game might)."""

    def is_legal(self, player: int, action: Action) -> bool:
        raise KeyError("boom")

    def explain_illegal(self, player: int, action: Action) -> str:
        raise TypeError("the reason itself fails")


def test_a_legality_check_that_crashes_refuses_the_move_and_changes_nothing() -> None:
    game = _Fragile(2, seed=1)
    (p,) = game.to_move()
    message = refused(game, p, game.legal_actions(p)[0])
    assert message == "That move ('place') is not allowed right now."


def test_a_move_whose_str_fails_still_gets_a_sentence() -> None:
    """Some reasons quote the move; a move that cannot be written must not break the reason."""
    game, lead = periodyx_asking()
    message = refused(game, lead, Take(10**5000, 0))
    assert "a number with thousands of digits" in message or "is not" in message
