"""Events are stored without words, so a save made at a Japanese table opens at an English
one and the other way round, replaying to the same state (issue 13)."""

from __future__ import annotations

import json
import random
import re

import pytest

from chemteach.core.language import set_language
from chemteach.core.save import state_digest
from chemteach.games.bond.widget import BondGame
from chemteach.games.periodyx.widget import PeriodyxGame
from chemteach.games.polymer.widget import PolymerGame

from .english import english_runs

KANA = re.compile("[\u3040-\u30ff]")
TABLES = {"polymer": PolymerGame, "bond": BondGame, "periodyx": PeriodyxGame}


def played(cls, lang: str, moves: int = 25):
    # Periodyx with the deck fixed by the rules: a Japanese table otherwise deals the Japanese
    # deck, a different game (tests/i18n/test_periodyx_table_deck.py)
    rules = {"language": "en"} if cls is PeriodyxGame else None
    table = cls(["Ada", "medium", "hard"], seed=3, bot_delay=0, lang=lang, rules=rules)
    rng = random.Random(3)
    for _ in range(moves):
        if table.game.is_over():
            break
        if getattr(table, "showing_results", False):
            table.next_round()
            continue
        people = table.match.people_to_move()
        if not people:
            break
        legal = table.game.legal_actions(people[0])
        table.submit(legal[rng.randrange(len(legal))], people[0])
    return table


@pytest.mark.parametrize("name", sorted(TABLES))
@pytest.mark.parametrize("made, opened", [("ja", "en"), ("en", "ja")])
def test_a_save_opens_in_the_other_language(name, made, opened):
    cls = TABLES[name]
    table = played(cls, made)
    text = table.save_text()
    assert json.loads(text)  # a plain save file, no language in it
    again = cls.open(text, bot_delay=0, lang=opened)
    assert state_digest(again.game) == state_digest(table.game)
    assert [a for _, a in again.game.history] == [a for _, a in table.game.history]
    log = again.log.widget.value
    if opened == "ja":
        assert not english_runs(log, ["Ada"]), log
        assert KANA.search(log)
    else:
        assert not KANA.search(log) and "Moves" in log


@pytest.mark.parametrize("name", sorted(TABLES))
def test_the_same_game_saves_the_same_file_in_both_languages(name):
    """A save holds actions and a digest computed in one language: the Japanese table's file
    is the English table's file."""
    cls = TABLES[name]
    ja, en = played(cls, "ja"), played(cls, "en")
    strip = lambda text: {k: v for k, v in json.loads(text).items() if k != "saved"}  # noqa: E731
    assert strip(ja.save_text()) == strip(en.save_text())


def test_a_kit_wide_japanese_notebook_loads_an_english_save():
    table = played(PolymerGame, "en")
    try:
        set_language("ja")
        again = PolymerGame.open(table.save_text(), bot_delay=0)
        assert again.lang == "ja"
        assert not english_runs(again.log.widget.value, ["Ada"])
    finally:
        set_language(None)


def test_a_bad_save_is_refused_in_the_tables_language():
    from chemteach.core.errors import SaveFileError
    from chemteach.core.language import speaking
    from chemteach.core.save import load_save

    with pytest.raises(SaveFileError, match="not a chemteach save file"):
        load_save('{"format": "other"}')
    with speaking("ja"), pytest.raises(SaveFileError, match="保存ファイルではありません"):
        load_save('{"format": "other"}')
    table = PolymerGame(["Ada", "medium"], seed=1, bot_delay=0, lang="ja")
    assert table.load_text('{"format": "other"}') is None
    assert "保存ファイルではありません" in table.status.text
