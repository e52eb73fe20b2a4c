"""The Periodyx widget with a Japanese deck (rules language = "ja"): A-2-Z offers kana."""

from __future__ import annotations

from chemteach.elements.kana import GOJUON
from chemteach.games.periodyx import AskLetter

from .test_widget import table_for


def test_a_2_z_widget_in_a_japanese_deck_offers_the_gojuon_kana() -> None:
    table = table_for("A-2-Z", [["Fe", "O"], ["H", "Hg", "Ca"]], ["Ada", "smart"],
                      rules={"language": "ja"})
    assert table.letter in table.ask_row.children
    assert tuple(table.letter.options) == GOJUON
    table.letter.value = "す"  # 水素 すいそ and 水銀 すいぎん
    table.ask_row.children[-1].click()
    assert table.game.history[0] == (0, AskLetter(1, "す"))
    assert sorted(table.game.hands[0]) == ["Fe", "H", "Hg", "O"]


def test_a_2_z_widget_in_an_english_deck_keeps_a_to_z() -> None:
    table = table_for("A-2-Z", [["Fe", "O"], ["H", "Hg", "Ca"]], ["Ada", "smart"])
    assert tuple(table.letter.options) == tuple("ABCDEFGHIJKLMNOPQRSTUVWXYZ")


def test_a_2_z_card_in_a_japanese_deck_shows_the_kana_it_is_filed_under() -> None:
    table = table_for("A-2-Z", [["H", "Ga", "Pa"], ["Hg", "Ca"]], ["Ada", "smart"],
                      rules={"language": "ja"})
    svg = table.hand_board.svg
    assert '水素（<tspan font-weight="bold" text-decoration="underline">す</tspan>）' in svg
    assert "ガリウム（<tspan" in svg and "underline\">か</tspan>" in svg
    assert 'lang="ja"' in svg
    english = table_for("A-2-Z", [["H", "Ga", "Pa"], ["Hg", "Ca"]], ["Ada", "smart"])
    board = english.hand_board.svg
    assert "水素" not in board and 'underline">H</tspan>' in board
