"""The element cards: which are in play (the rules may restrict the deck), quick look-ups."""

from __future__ import annotations

import string
from collections.abc import Mapping
from functools import cache
from typing import Any

from ...core.errors import RulesError
from ...core.wording import _
from ...elements import Element, element, elements
from ...elements.kana import GOJUON, first_kana

#: The deck languages (rules key ``language``): whose names A-2-Z and Match's first-letter
#: feature read. English by default (RULINGS, Periodyx: A-2-Z).
ENGLISH, JAPANESE = "en", "ja"
LANGUAGES: tuple[str, ...] = (ENGLISH, JAPANESE)
_LETTERS = {ENGLISH: tuple(string.ascii_uppercase), JAPANESE: GOJUON}


@cache
def _by_symbol() -> dict[str, Element]:
    return {e.symbol: e for e in elements()}


def card(symbol: str) -> Element:
    """The element on a card (fast look-up by exact symbol)."""
    return _by_symbol()[symbol]


def z(symbol: str) -> int:
    """The atomic number on a card."""
    return _by_symbol()[symbol].z


def letters(language: str = ENGLISH) -> tuple[str, ...]:
    """What A-2-Z may ask for in this deck language: A to Z, or the 46 kana of the gojūon
    list in dictionary order (あ い う え お か … ん)."""
    try:
        return _LETTERS[language]
    except KeyError:
        raise ValueError(f"No deck language {language!r}; the languages are: "
                         f"{', '.join(LANGUAGES)}.") from None


def name_initial(el: Element, language: str = ENGLISH) -> str:
    """The letter an element's name begins with in this deck language: the English name's
    first letter, upper case (H for hydrogen), or the first kana of the Japanese name's
    reading, voicing marks off (す for 水素 すいそ, か for ガリウム がりうむ; elements/kana.py)."""
    if language == JAPANESE:
        return first_kana(el.name_ja_kana)
    letters(language)  # an unknown language is refused, naming the languages
    return el.name[0].upper()


@cache
def initial(symbol: str, language: str = ENGLISH) -> str:
    """The letter a card's element name begins with in this deck language (A-2-Z, Match)."""
    return name_initial(_by_symbol()[symbol], language)


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
        raise RulesError(_(
            "{file}: key '{key}': the deck has {cards} cards, but {players} players need at "
            "least {need} ({hand_size} each and the Mendeleev card); allowed: a larger deck "
            "(or fewer players, or a smaller hand_size).").format(
                file=source, key=key, cards=len(deck), players=players, need=need,
                hand_size=hand_size), source=source, key=key)
