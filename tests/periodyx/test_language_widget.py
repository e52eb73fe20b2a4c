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


def test_new_game_after_the_toggle_deals_the_toggled_languages_deck() -> None:
    """A table switched to 日本語 deals a Japanese deck at its next game (and back); a
    teacher's own language rule stays."""
    from chemteach.games.periodyx.widget import PeriodyxGame

    table = PeriodyxGame(["Ada", "medium"], seed=5, bot_delay=0)
    assert table.game.rules.language == "en"
    table.set_language("ja")
    assert table.game.rules.language == "en", "the game under way keeps its deck"
    table.rematch()
    assert table.game.rules.language == "ja"
    table.set_language("en")
    table.rematch()
    assert table.game.rules.language == "en"
    fixed = PeriodyxGame(["Ada", "medium"], seed=5, bot_delay=0, rules={"language": "en"})
    fixed.set_language("ja")
    fixed.rematch()
    assert fixed.game.rules.language == "en"
    for t in (table, fixed):
        t.close()
