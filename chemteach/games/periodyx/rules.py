"""The rules a teacher may change for Periodyx (defaults follow the seed and RULINGS)."""

from __future__ import annotations

import tomllib
from collections.abc import Mapping
from dataclasses import dataclass
from pathlib import Path
from typing import Any

from ...core.errors import RulesError
from ...core.rules import Rule, Rules, RuleSpec, _looks_like_path, read_toml_text
from ...core.shown import shown
from ...core.wording import _
from ...elements import UnknownElement, element
from .deck import ENGLISH, LANGUAGES

NEIGHBOUR = "neighbour"
GROUP_OR_PERIOD = "same group or period"


@dataclass(frozen=True)
class ElementListRule(Rule):
    """A list of element symbols (or names, or atomic numbers); empty means every element."""

    def allowed(self) -> str:
        return _('a list of element symbols such as ["H", "He", "Li"] (empty: all 118)')

    def check(self, value: Any, source: str) -> tuple[str, ...]:
        """Return the symbols in order of atomic number, or raise RulesError naming the key."""
        if isinstance(value, str):
            value = value.replace(",", " ").split()
        if not isinstance(value, list | tuple):
            raise _error(source, self.key, _("got {value}").format(value=shown(value)),
                         self.allowed())
        found = []
        for item in value:
            if not isinstance(item, str | int) or isinstance(item, bool):
                raise _error(source, self.key, _("got {value} in the list").format(
                    value=shown(item)), self.allowed())
            try:
                found.append(element(item))
            except UnknownElement as exc:
                raise _error(source, self.key, one_line(exc), self.allowed()) from None
            except (TypeError, ValueError, OverflowError):
                raise _error(source, self.key, _("{value} is not an element").format(
                    value=shown(item)), self.allowed()) from None
        return tuple(e.symbol for e in sorted(set(found), key=lambda e: e.z))


def one_line(exc: Exception) -> str:
    """An exception's message, shortened for a rules error (a typo could be very long)."""
    text = " ".join(str(exc).split())
    return text if len(text) <= 120 else text[:117] + "..."


def _error(source: str, key: str, problem: str, allowed: str) -> RulesError:
    return RulesError(_("{file}: key '{key}': {problem}; allowed: {allowed}.").format(
        file=source, key=key, problem=problem, allowed=allowed), source=source, key=key)


RULES = RuleSpec(
    "periodyx",
    (
        Rule("hand_size", 5, "cards dealt to each player", min=1, max=9),
        Rule("win_cards", 10, "a player holding this many cards wins at once", min=2, max=40),
        Rule("nk_swap", True, "before their turn a player may swap an N/K card for the top "
             "card of the draw pile"),
        Rule("mendeleev_match", NEIGHBOUR, "which cards may be laid on the Mendeleev table: "
             "a neighbour in the periodic table, or any card of the same group or period",
             choices=(NEIGHBOUR, GROUP_OR_PERIOD)),
        Rule("max_atomic_number", 118, "play only with elements up to this atomic number "
             "(36 for younger classes)", min=1, max=118),
        ElementListRule("elements", (), "play only with these elements (empty: all); "
                        "combined with max_atomic_number"),
        Rule("language", "en", "the deck's language: whose element names A-2-Z asks by and "
             "Match's 'names begin with the same letter' compares: 'en' (English names, "
             "letters A to Z) or 'ja' (Japanese names, by the first kana of the reading in "
             "gojūon order: hydrogen, suiso, under su; gallium, gariumu, under ka)",
             choices=LANGUAGES),
        Rule("starting_lead", "first seat", "who leads the first game: the 'first seat' (the seed) "
             "or a player drawn 'by lot'; a game is shorter than one pass of the eleven games, "
             "so the seat decides which games a player leads",
             choices=("first seat", "by lot")),
    ),
)


def deck_language(lang: str | None) -> str:
    """The deck language for a table read in `lang` ("ja", "ja_JP", "ja-JP" -> "ja"); a
    language with no deck of its own yet plays the English deck."""
    code = (lang or ENGLISH).replace("-", "_").split("_")[0].lower()
    return code if code in LANGUAGES else ENGLISH


def sets_language(rules: Mapping[str, Any] | str | Path | Rules | None) -> bool:
    """Whether the teacher's rules name the deck's language themselves."""
    if rules is None:
        return False
    if isinstance(rules, Rules):  # a whole game's rules (a rematch, a loaded save): kept
        return True
    if isinstance(rules, Mapping):
        return "language" in rules
    text = (read_toml_text(Path(rules), str(rules))
            if isinstance(rules, Path) or _looks_like_path(rules) else rules)
    return "language" in tomllib.loads(text)


def rules_for_table(rules: Mapping[str, Any] | str | Path | Rules | None = None,
                    lang: str | None = None) -> Rules:
    """The rules a table read in `lang` plays: a Japanese table deals a Japanese deck (A-2-Z
    by kana, RULINGS Languages) unless the rules set `language` themselves, which wins.
    For ``play(..., lang=)``: ``Periodyx(names, rules_for_table(rules, lang), seed)``."""
    loaded = RULES.load(rules)  # refuses a teacher's mistake, naming the file and key
    if lang is None or sets_language(rules):
        return loaded
    values = loaded.to_dict()
    values["language"] = deck_language(lang)
    return Rules(values, loaded.source)
