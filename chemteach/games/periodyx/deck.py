"""The element cards: which are in play (the rules may restrict the deck), quick look-ups."""

from __future__ import annotations

from collections.abc import Mapping
from functools import cache
from typing import Any

from ...core.errors import RulesError
from ...elements import Element, element, elements


@cache
def _by_symbol() -> dict[str, Element]:
    return {e.symbol: e for e in elements()}


def card(symbol: str) -> Element:
    """The element on a card (fast look-up by exact symbol)."""
    return _by_symbol()[symbol]


def z(symbol: str) -> int:
    """The atomic number on a card."""
    return _by_symbol()[symbol].z


def initial(symbol: str) -> str:
    """The first letter of the element's English name (A-2-Z), upper case."""
    return _by_symbol()[symbol].name[0].upper()


def build_deck(rules: Mapping[str, Any]) -> tuple[str, ...]:
    """The symbols of the cards in play, in order of atomic number (RULINGS: all 118 by default)."""
    chosen = rules.get("elements") or ()
    limit = rules.get("max_atomic_number", 118)
    pool = [element(s) for s in chosen] if chosen else list(elements())
    return tuple(e.symbol for e in pool if e.z <= limit)


def check_deck(deck: tuple[str, ...], players: int, rules: Mapping[str, Any],
               source: str) -> None:
    """Refuse a deck too small to deal from, naming the key a teacher can change."""
    hand_size = rules.get("hand_size", 5)
    need = players * hand_size + 1
    if len(deck) < need:
        key = "elements" if rules.get("elements") else "max_atomic_number"
        raise RulesError(
            f"{source}: key '{key}': the deck has {len(deck)} cards, but {players} players "
            f"need at least {need} ({hand_size} each and the Mendeleev card); allowed: a "
            "larger deck (or fewer players, or a smaller hand_size).",
            source=source, key=key)
