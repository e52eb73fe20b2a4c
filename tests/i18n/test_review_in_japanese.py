"""A damaged save or a card value at a Japanese table reads in Japanese: no English sentence,
not even Python's own words about the JSON (review of issue 13)."""

from __future__ import annotations

import pytest

from chemteach.core.errors import SaveFileError
from chemteach.core.language import speaking
from chemteach.core.save import game_from_json, load_save

from .english import english_runs

DAMAGED = {
    "nested far too deeply": "[" * 100_000,
    "a 5,000-digit number": "1" * 5000,
    "not JSON": "this is not json",
    "no players": '{"format": "chemteach-save", "version": 2, "game": "polymer"}',
    "not text": b"\xff\xfe\x00bad",
    "a move that is not a move": ('{"format": "chemteach-save", "version": 2, "game": "polymer",'
                                  ' "players": ["A", "B"], "rules": {}, "seed": 1,'
                                  ' "actions": [7], "digest": "x"}'),
}


@pytest.mark.parametrize("text", DAMAGED.values(), ids=DAMAGED.keys())
def test_a_damaged_save_is_refused_in_japanese(text: str | bytes) -> None:
    with speaking("ja"), pytest.raises(SaveFileError) as err:
        game_from_json(text)
    message = str(err.value)
    shape = '{"player": ..., "action": ...}'  # the JSON a move is, quoted as code
    assert message and not english_runs(message, [shape]), message


def test_a_missing_save_file_is_refused_in_japanese(tmp_path) -> None:
    with speaking("ja"), pytest.raises(SaveFileError) as err:
        load_save(tmp_path / "nothing-here.json")
    assert not english_runs(str(err.value), [str(tmp_path)]), str(err.value)


@pytest.mark.parametrize("symbol, stat", [("He", "melting_point_k"), ("C", "melting_point_k"),
                                          ("Og", "melting_point_k"), ("Fe", "year_discovered"),
                                          ("Ts", "density")])
def test_card_values_read_in_japanese(symbol: str, stat: str) -> None:
    """A Periodyx card's value at a Japanese table: 'none at 1 atm', '(est.)', 'c. 1800'
    are worded too (format_stat)."""
    from chemteach.elements import format_stat

    with speaking("ja"):
        for short in (False, True):
            text = format_stat(symbol, stat, short=short)
            assert not english_runs(text, ["N/K"]), text
