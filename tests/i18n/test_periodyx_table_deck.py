"""A Periodyx table read in Japanese deals the Japanese deck (A-2-Z by kana), whether the
language comes from play(..., lang="ja") or from chemteach.set_language("ja") as in the
Japanese notebooks; a teacher's `language` rule still wins."""

from __future__ import annotations

from collections.abc import Iterator

import pytest

import chemteach
from chemteach.games.periodyx.widget import PeriodyxGame


@pytest.fixture
def kit_in_japanese() -> Iterator[None]:
    chemteach.set_language("ja")
    yield
    chemteach.set_language(None)


def test_a_table_with_lang_ja_deals_the_japanese_deck() -> None:
    assert PeriodyxGame(["Ada", "medium"], seed=1, lang="ja").game.rules.language == "ja"
    assert PeriodyxGame(["Ada", "medium"], seed=1).game.rules.language == "en"


def test_a_table_in_a_kit_set_to_japanese_deals_the_japanese_deck(kit_in_japanese: None) -> None:
    table = PeriodyxGame(["Ada", "medium"], seed=1)
    assert table.game.rules.language == "ja"


def test_the_teachers_language_rule_wins_at_a_japanese_table(kit_in_japanese: None) -> None:
    table = PeriodyxGame(["Ada", "medium"], seed=1, rules={"language": "en"})
    assert table.game.rules.language == "en"
