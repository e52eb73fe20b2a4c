"""The pay-back table a lesson shows is a real table (issue 20 item 15): the Japanese lesson
printed it in monospace columns, which full-width characters break."""

from __future__ import annotations

import re
from html.parser import HTMLParser
from pathlib import Path

import pytest

from chemteach.core.errors import ChemteachError
from chemteach.core.language import speaking
from chemteach.games.monopoly import payback_table, payback_view

ROOT = Path(__file__).resolve().parents[2]


class _Cells(HTMLParser):
    def __init__(self) -> None:
        super().__init__()
        self.rows: list[list[str]] = []
        self._in_cell = False

    def handle_starttag(self, tag: str, attrs) -> None:  # noqa: ANN001
        if tag == "tr":
            self.rows.append([])
        elif tag in ("td", "th"):
            self._in_cell = True
            self.rows[-1].append("")

    def handle_endtag(self, tag: str) -> None:
        if tag in ("td", "th"):
            self._in_cell = False

    def handle_data(self, data: str) -> None:
        if self._in_cell:
            self.rows[-1][-1] += data


def _rows(html: str) -> list[list[str]]:
    parser = _Cells()
    parser.feed(html)
    return parser.rows


@pytest.mark.parametrize("lang", ["en", "ja"])
def test_the_payback_table_is_an_html_table_with_one_cell_per_column(lang: str) -> None:
    with speaking(lang):
        shown = payback_view("3 liquids")._repr_html_()
    rows = _rows(shown)
    wanted = [r for r in payback_table() if r.level == "3 liquids"]
    assert len(rows) == 1 + len(wanted)
    assert all(len(row) == 5 for row in rows)
    throws = [float(row[4]) for row in rows[1:]]
    assert throws == sorted(throws)
    if lang == "ja":
        assert rows[0] == ["色のセット", "元素のなかま", "費用", "1回あたりの使用料の期待値",
                           "元を取るまでの回数"]
        assert re.search(r"[\u3040-\u30ff\u4e00-\u9fff]", rows[1][1])


def test_an_unknown_level_is_refused_with_the_levels_there_are() -> None:
    with pytest.raises(ChemteachError, match="'3 liquids'"):
        payback_view("three liquids")


def test_the_japanese_lesson_shows_the_table_not_a_monospace_printout() -> None:
    lesson = (ROOT / "notebooks/ja/lessons/monopoly-probability.md").read_text(encoding="utf-8")
    assert "payback_view(" in lesson
    assert ":<44}" not in lesson and "print(f\"{'色のセット'" not in lesson
