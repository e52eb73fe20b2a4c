"""Hidden information: each player sees their own hand, others' hand sizes, and public cards."""

from __future__ import annotations

from chemteach.games.periodyx import Ask, Periodyx, Play, Take

from .helpers import card_symbols, play, rigged, turn_for

HANDS = [["Fe", "Sn", "U"], ["W", "Pb", "Na"], ["Cl", "K", "Ca"]]


def test_a_player_sees_their_own_hand_and_only_the_sizes_of_the_others() -> None:
    game = Periodyx(["Ada", "Ben", "Cy"], seed=9)
    for p in range(3):
        obs = game.observation(p)
        assert obs.hand == tuple(game.hands[p]) and obs.player == p
        assert obs.hand_sizes == (5, 5, 5)
        others = {c for q in range(3) if q != p for c in game.hands[q]}
        assert not card_symbols(obs) & others
    assert game.observation(0).names == ("Ada", "Ben", "Cy")


def test_the_spectator_view_shows_public_information_only() -> None:
    game = Periodyx(4, seed=2)
    obs = game.observation(None)
    assert obs.hand == () and obs.my_face_down is None
    assert card_symbols(obs) == set(game.table.cards)
    assert obs.pile_size == len(game.pile) and obs.stage == "lead" and obs.to_move == (0,)


def test_the_observation_says_whose_decision_and_which_game() -> None:
    game = rigged("Big-freeze", HANDS, lead=0)
    obs = game.observation(1)
    assert (obs.lead, obs.game, obs.game_number, obs.stage) == (0, "Big-freeze", 7, "lead")
    game.apply(0, Ask(1))
    obs = game.observation(2)
    assert obs.stage == "opponent card" and obs.to_move == (1,) and obs.opponent == 1


def test_cards_everyone_saw_won_are_known_until_they_move_unseen() -> None:
    game = rigged("Atomic Power", HANDS)
    play(game, (0, Ask(1)), (1, Play("W")), (0, Play("U")))
    assert game.observation(2).known == {"W": 0, "U": 0}
    assert game.observation(None).last is not None
    assert game.observation(None).last.cards == ("W", "U")
    game.turn = turn_for("Element of Surprise", 0, 3)
    game._start_turn()
    game.apply(0, Take(1, 0))
    assert game.observation(2).known == {"W": 0, "U": 0}, "the taker's own known cards stay"
    game.turn = turn_for("Element of Surprise", 1, 3)
    game._start_turn()
    game.apply(1, Take(0, 0))
    assert game.observation(2).known == {}, "nobody saw which card left player 0's hand"


def test_the_deck_in_the_observation_is_the_rules_not_a_secret() -> None:
    game = Periodyx(2, rules={"max_atomic_number": 20}, seed=1)
    assert game.observation(None).deck == tuple(game.deck) and len(game.deck) == 20
