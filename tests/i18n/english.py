"""The English-sentence detector the Japanese tests share: a run of two or more English
words in one stretch of Latin letters, once names, element symbols, formulas and units (the
same in both languages) are left out."""

from __future__ import annotations

import html
import re
from collections.abc import Iterable

#: Words that stay in Latin letters in Japanese text: units, a currency, a game's name.
KEPT = frozenset({"cm", "atm", "MB", "AMUny", "GO", "pt", "SMILES", "est", "json", "chemteach",
                  "Voila"})
_LATIN = re.compile(r"[\x00-\x7f]+")
_WORD = re.compile(r"[A-Za-z][A-Za-z'\-]*")
_FORMULA = re.compile(r"(?:[A-Z][a-z]?\d*)+")
_TAG = re.compile(r"<[^>]*>")
_ATTRIBUTE = re.compile(r'(?:aria-label|title)="([^"]*)"')


def words_of(text: str, names: Iterable[str] = ()) -> str:
    """Everything a person reads in an HTML or SVG text: its text and its labels and titles."""
    labels = " \u3000 ".join(_ATTRIBUTE.findall(text))
    plain = html.unescape(_TAG.sub(" \u3000 ", text) + " \u3000 " + labels)
    for name in sorted(names, key=len, reverse=True):
        plain = plain.replace(name, " \u3000 ")
    return plain


def english_runs(text: str, names: Iterable[str] = ()) -> list[str]:
    """The runs of 2+ English words in a text (empty: no English sentence in it)."""
    runs = []
    for stretch in _LATIN.findall(words_of(text, names)):
        english = [w for w in _WORD.findall(stretch)
                   if len(w) >= 2 and not _FORMULA.fullmatch(w) and w not in KEPT]
        if len(english) >= 2:
            runs.append(stretch.strip())
    return runs
