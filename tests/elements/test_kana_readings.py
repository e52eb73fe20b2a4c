"""The Japanese names' readings (name_ja_kana) and the gojūon kana A-2-Z files them under."""

from __future__ import annotations

import pytest

from chemteach.elements import GOJUON, element, elements, first_kana
from chemteach.elements.kana import is_hiragana_reading, katakana_to_hiragana

TABLE = elements()

#: Readings of the names written in kanji (checked against school textbooks' readings).
KANJI_READINGS = {
    "水素": "すいそ", "炭素": "たんそ", "窒素": "ちっそ", "酸素": "さんそ", "硫黄": "いおう",
    "塩素": "えんそ", "鉄": "てつ", "銅": "どう", "亜鉛": "あえん", "臭素": "しゅうそ",
    "銀": "ぎん", "白金": "はっきん", "金": "きん", "水銀": "すいぎん", "鉛": "なまり",
}  # fmt: skip


def _is_katakana(ch: str) -> bool:
    return "\u30a1" <= ch <= "\u30f6" or ch == "ー"


def test_every_element_has_a_reading_that_is_all_hiragana() -> None:
    for el in TABLE:
        assert is_hiragana_reading(el.name_ja_kana), (el.symbol, el.name_ja_kana)
    assert len({el.name_ja_kana for el in TABLE}) == 118, "no two elements read alike"


def test_reading_matches_the_katakana_of_the_japanese_name() -> None:
    for el in TABLE:
        name = el.name_ja
        if all(_is_katakana(ch) for ch in name):  # ナトリウム -> なとりうむ, whole name
            assert el.name_ja_kana == katakana_to_hiragana(name), el.symbol
        else:  # ホウ素 ほうそ: the katakana part is read as written, the kanji from the list
            kana = "".join(ch for ch in name if _is_katakana(ch))
            if kana:  # ホウ素, フッ素, ケイ素, ヒ素, ヨウ素: katakana + 素 (そ)
                assert name == kana + "素", el.symbol
                assert el.name_ja_kana == katakana_to_hiragana(kana) + "そ", el.symbol
            else:
                assert KANJI_READINGS[name] == el.name_ja_kana, el.symbol


@pytest.mark.parametrize(("key", "reading"), [
    ("H", "すいそ"), ("He", "へりうむ"), ("Li", "りちうむ"), ("Be", "べりりうむ"), ("B", "ほうそ"),
    ("C", "たんそ"), ("N", "ちっそ"), ("O", "さんそ"), ("F", "ふっそ"), ("Ne", "ねおん"),
    ("Na", "なとりうむ"), ("Si", "けいそ"), ("As", "ひそ"), ("I", "ようそ"), ("Pt", "はっきん"),
    ("Lr", "ろーれんしうむ"), ("Nh", "にほにうむ"), ("Og", "おがねそん"),
])  # fmt: skip
def test_standard_readings_of_the_japanese_names(key: str, reading: str) -> None:
    assert element(key).name_ja_kana == reading
    assert element(reading) is element(key), "a reading works in look-ups too"


def test_gojuon_list_is_the_46_kana_in_dictionary_order() -> None:
    assert len(GOJUON) == len(set(GOJUON)) == 46
    assert GOJUON[:10] == tuple("あいうえおかきくけこ") and GOJUON[-3:] == ("わ", "を", "ん")


@pytest.mark.parametrize(("reading", "kana"), [
    ("すいそ", "す"), ("がりうむ", "か"), ("ぱらじうむ", "は"), ("ばりうむ", "は"),
    ("じるこにうむ", "し"), ("どぶにうむ", "と"), ("ゔぁ", "う"), ("っぽ", "つ"),
    ("ナトリウム", "な"),
])  # fmt: skip
def test_first_kana_takes_the_voicing_marks_off(reading: str, kana: str) -> None:
    assert first_kana(reading) == kana


def test_first_kana_of_every_element_is_on_the_gojuon_list() -> None:
    assert {first_kana(el.name_ja_kana) for el in TABLE} <= set(GOJUON)


@pytest.mark.parametrize("bad", ["", "H", "ーあ", "水"])
def test_first_kana_refuses_what_is_not_a_reading(bad: str) -> None:
    with pytest.raises(ValueError):
        first_kana(bad)
