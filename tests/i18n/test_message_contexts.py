"""One English word, two meanings, two translations (issue 20 items 13 and 15): a msgctxt
keeps "Go" the wrong symbol for gold apart from the GO space, and the Biology Class corner's
"Class" apart from Periodyx's "Class" (分類)."""

from __future__ import annotations

import re

from chemteach.core.language import speaking
from chemteach.core.wording import _, pgettext
from chemteach.games.monopoly.questions import ANSWER_CHOICE, load_questions
from chemteach.games.monopoly.view import board_svg
from chemteach.games.monopoly.words import choice_words

from ..monopoly.helpers import new_game


def test_the_answer_choice_go_is_not_the_go_space_in_japanese() -> None:
    gold = next(q for q in load_questions() if "Go" in q.choices)
    with speaking("ja"):
        assert _("Go") == "GO"  # the board's space
        assert choice_words("Go") == "Go"  # a wrong symbol for gold, as written
        assert [choice_words(c) for c in gold.choices] == list(gold.choices)


def test_a_context_without_its_own_translation_falls_back_to_the_plain_one() -> None:
    with speaking("ja"):
        assert pgettext(ANSWER_CHOICE, "Calcium carbonate") == _("Calcium carbonate")
        assert pgettext(ANSWER_CHOICE, "Calcium carbonate") != "Calcium carbonate"
    with speaking("en"):
        assert pgettext(ANSWER_CHOICE, "Go") == "Go"


def test_the_biology_class_corner_reads_seibutsu_no_jugyou_in_japanese() -> None:
    with speaking("ja"):
        svg = board_svg(new_game(2).observation(0))
        periodyx_class = _("Class")
    corner = re.search(r'data-cell="space:10".*?</g>', svg, re.S).group(0)
    words = re.findall(r">([^<>]+)</text>", corner)
    assert "".join(words[:2]) == "生物の授業", words
    assert periodyx_class == "分類"
    assert "分類" not in corner
