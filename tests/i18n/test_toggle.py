"""The language toggle on every game table (English / 日本語), and two tables in two
languages side by side in one notebook (issue 13)."""

from __future__ import annotations

import pytest

from chemteach.core.language import set_language
from chemteach.games.bond.widget import BondGame
from chemteach.games.periodyx.widget import PeriodyxGame
from chemteach.games.polymer.widget import PolymerGame

from .english import english_runs
from .test_games_in_japanese import english_on_screen

TABLES = {"polymer": PolymerGame, "bond": BondGame, "periodyx": PeriodyxGame}


@pytest.mark.parametrize("name", sorted(TABLES))
def test_the_toggle_rewords_the_whole_table(name):
    table = TABLES[name](["Ada", "medium", "hard"], seed=4, bot_delay=0)
    assert table.lang == "en" and table.language_toggle.widget.value == "en"
    english_log = table.log.widget.value
    assert table.buttons.undo.description == "Undo"
    table.language_toggle.widget.value = "ja"  # what clicking 日本語 does
    assert table.lang == "ja"
    assert table.buttons.undo.description == "元に戻す"
    assert table.buttons.new.tooltip == "同じプレイヤーで最初からやり直します"
    assert table.saveload.load_button.description == "ゲームを開く"
    assert table.log.widget.value != english_log
    assert not english_on_screen(table), english_on_screen(table)
    assert "日本語" in table.status.text
    table.language_toggle.widget.value = "en"
    assert table.buttons.undo.description == "Undo"
    assert table.log.widget.value == english_log
    assert table.saveload.load_button.description == "Load game"


def test_the_toggle_shows_each_language_in_its_own_words():
    table = PolymerGame(["Ada", "medium"], seed=1, bot_delay=0, lang="ja")
    toggle = table.language_toggle.widget
    assert toggle.value == "ja"
    assert list(toggle._options_labels) == ["English", "日本語"]
    table.set_language("en")
    assert toggle.value == "en" and list(toggle._options_labels) == ["English", "日本語"]


def test_two_tables_in_two_languages_in_one_notebook():
    """Each table words its texts in its own language, whatever the other does or the kit's
    default is: the language is a context variable set around each table's work."""
    try:
        set_language("en")
        ja = PolymerGame(["Ada", "medium"], seed=2, bot_delay=0, lang="ja")
        en = PolymerGame(["Ben", "medium"], seed=2, bot_delay=0)
        for table in (ja, en, ja):
            table.click(table.legal_cells[0])
        assert not english_runs(ja.log.widget.value + ja.prompt.value, ["Ada"])
        assert "You place" in en.log.widget.value
        set_language("ja")  # the kit-wide default moves en (it has no lang=), not ja
        en.refresh()
        assert "あなた" in en.log.widget.value
        ja.set_language("en")
        assert "You place" in ja.log.widget.value
    finally:
        set_language(None)
