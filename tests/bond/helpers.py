"""Helpers for Bond! rule tests: deal chosen hands so each rule can be shown on a real case."""

from __future__ import annotations

from collections import Counter

from chemteach.games.bond import Bond


def rigged(hands: list[str], deck: str = "", pile: str = "", **rules) -> Bond:
    """A game whose hands are the given space-separated cards; the other cards form the deck
    (those listed in `deck` on top, the top being the last card listed)."""
    game = Bond(len(hands), rules=rules or None, seed=1)
    game.hands = [Counter(h.split()) for h in hands]
    rest = Counter(game.full_deck)
    for h in game.hands:
        rest.subtract(h)
    rest.subtract(pile.split())
    rest.subtract(deck.split())
    assert min(rest.values()) >= 0, "rigged hands use more cards than the deck has"
    game.pile = pile.split()
    game.deck = sorted(rest.elements()) + deck.split()
    assert game.card_count() == len(game.full_deck)
    return game


def everyone(game: Bond, action_for) -> None:
    """Let every player whose decision is awaited take action_for(player)."""
    for p in list(game.to_move()):
        game.apply(p, action_for(p))
