"""Kana for the Japanese element names: the gojūon list and the first kana of a reading.

A Japanese dictionary (and a Japanese class) lists words in gojūon order, あ い う え お
か き … ん, and files a word under its first kana with the voicing marks taken off: がりうむ
(gallium) under か, ぱらじうむ (palladium) under は, as in a 国語辞典's index. Small kana (ぁ,
っ, ゃ …) file under their full-size kana, and the long-vowel mark ー never begins a name.
Periodyx's A-2-Z in Japanese asks by these kana (RULINGS, Languages).
"""

from __future__ import annotations

import unicodedata

__all__ = ["GOJUON", "first_kana", "is_hiragana_reading", "katakana_to_hiragana"]

#: The 46 kana of the modern gojūon list, in dictionary order (ゐ and ゑ are obsolete).
GOJUON: tuple[str, ...] = tuple(
    "あいうえお" "かきくけこ" "さしすせそ" "たちつてと" "なにぬねの"
    "はひふへほ" "まみむめも" "やゆよ" "らりるれろ" "わをん"
)

#: Small kana and the full-size kana a dictionary files them under.
_SMALL = dict(zip("ぁぃぅぇぉっゃゅょゎゕゖ", "あいうえおつやゆよわかけ", strict=True))
#: The long-vowel mark: written with hiragana in readings (ろーれんしうむ) but never first.
LONG_VOWEL = "ー"


def katakana_to_hiragana(text: str) -> str:
    """The same word in hiragana (ナトリウム -> なとりうむ); other characters unchanged."""
    return "".join(chr(ord(ch) - 0x60) if "\u30a1" <= ch <= "\u30f6" else ch for ch in text)


def is_hiragana_reading(text: str) -> bool:
    """Whether a reading is written in hiragana only (the long-vowel mark ー allowed inside)."""
    return bool(text) and text[0] != LONG_VOWEL and all(
        "\u3041" <= ch <= "\u3096" or ch == LONG_VOWEL for ch in text)


def first_kana(reading: str) -> str:
    """The gojūon kana a reading is filed under: すいそ -> す, がりうむ -> か, ぱらじうむ -> は.

    Voicing marks are taken off (が -> か, ぱ -> は, ゔ -> う) and small kana made full size,
    as a dictionary's index does; a reading in katakana is read as hiragana.
    """
    text = katakana_to_hiragana(reading.strip())
    if not text:
        raise ValueError("An empty reading has no first kana.")
    bare = unicodedata.normalize("NFD", text[0])[0]  # drops the voicing mark (U+3099/U+309A)
    bare = _SMALL.get(bare, bare)
    if bare not in GOJUON:
        raise ValueError(f"{reading!r} does not begin with a kana of the gojūon list.")
    return bare
