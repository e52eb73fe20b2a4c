"""Choosing the language: a table's lang=, then chemteach.set_language, then $CHEMTEACH_LANG,
then English (issue 13)."""

from __future__ import annotations

import pytest

import chemteach
from chemteach.core.language import (
    ENV_VAR,
    LanguageError,
    current_language,
    keeps_language,
    set_language,
    speaking,
)
from chemteach.core.wording import _, count, seat_name


@pytest.fixture(autouse=True)
def kit_default(monkeypatch):
    monkeypatch.delenv(ENV_VAR, raising=False)
    set_language(None)
    yield
    set_language(None)


def test_english_is_the_default():
    assert current_language() == "en"
    assert _("Undo") == "Undo"


def test_the_environment_variable_sets_a_whole_server(monkeypatch):
    monkeypatch.setenv(ENV_VAR, "ja")
    assert current_language() == "ja"
    assert _("Undo") == "元に戻す"


def test_set_language_is_stronger_than_the_environment(monkeypatch):
    monkeypatch.setenv(ENV_VAR, "ja")
    chemteach.set_language("en")
    assert _("Undo") == "Undo"
    chemteach.set_language(None)
    assert _("Undo") == "元に戻す"


def test_a_tables_own_language_is_stronger_than_set_language(monkeypatch):
    monkeypatch.setenv(ENV_VAR, "en")
    set_language("en")
    with speaking("ja"):
        assert _("Undo") == "元に戻す"
        with speaking(None):  # a table without lang= speaks the kit's language
            assert _("Undo") == "Undo"
    set_language("ja")
    with speaking("en"):
        assert _("Undo") == "Undo"
    assert _("Undo") == "元に戻す"


def test_language_codes_are_forgiving_but_unknown_ones_are_refused():
    set_language("JA")
    assert current_language() == "ja"
    set_language("ja_JP")
    assert current_language() == "ja"
    with pytest.raises(LanguageError, match="'en' \\(English\\), 'ja' \\(日本語\\)"):
        set_language("fr")


def test_a_misconfigured_server_still_speaks_english(monkeypatch):
    monkeypatch.setenv(ENV_VAR, "klingon")
    assert current_language() == "en"


def test_plural_forms_follow_the_language():
    assert count(1, "{n} card", "{n} cards") == "1 card"
    assert count(3, "{n} card", "{n} cards") == "3 cards"
    with speaking("ja"):
        assert count(1, "{n} card", "{n} cards") == "1枚"
        assert count(3, "{n} card", "{n} cards") == "3枚"


def test_bot_seats_are_named_in_the_language():
    """'medium 1 (bot)': the level is a word of the reader's language, the number stays."""
    assert seat_name("medium 2") == "medium 2"
    with speaking("ja"):
        assert seat_name("medium 2") == "中級 2"
        assert seat_name("greedy") == "よくばり"
        assert seat_name("Ada") == "Ada"


def test_a_callback_keeps_the_language_it_was_made_in():
    with speaking("ja"):
        undo = keeps_language(lambda: _("Undo"))
    assert undo() == "元に戻す"


def test_a_rules_mistake_is_told_in_the_tables_language(tmp_path):
    from chemteach.core.errors import RulesError
    from chemteach.games.polymer.widget import PolymerGame

    bad = tmp_path / "short.toml"
    bad.write_text("target_score = -5\n", encoding="utf-8")
    with pytest.raises(RulesError, match="allowed: a whole number from 1 to 10000"):
        PolymerGame(["Ada", "medium"], rules=str(bad), bot_delay=0)
    with pytest.raises(RulesError, match="キー'target_score'.*1から10000までの整数") as err:
        PolymerGame(["Ada", "medium"], rules=str(bad), bot_delay=0, lang="ja")
    assert str(bad) in str(err.value) and err.value.key == "target_score"


def test_rules_descriptions_in_japanese():
    from chemteach.games.polymer.rules import RULES

    assert "target_score = 100  # the game ends after" in RULES.describe()
    with speaking("ja"):
        text = RULES.describe()
    assert "target_score = 100  # だれかがこの点数に達した" in text
