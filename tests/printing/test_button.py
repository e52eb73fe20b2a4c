"""The print button of the game notebooks and lessons, clicked headlessly."""

from __future__ import annotations

import base64
import re
from pathlib import Path

from chemteach.core.language import speaking
from chemteach.printing.button import print_button

from .pdfread import page_sizes_mm


def test_pressing_the_print_button_writes_the_pack_and_shows_its_link(tmp_path: Path) -> None:
    button = print_button("polymer", folder=tmp_path, lang="en")
    assert button.link.value == ""  # nothing is written before the button is pressed
    button.button.click()
    path = tmp_path / "polymer-print.pdf"
    assert button.path == path and path.is_file()
    link = re.search(r'href="data:application/pdf;base64,([^"]+)"', button.link.value)
    assert link and base64.b64decode(link[1]) == path.read_bytes()
    assert "polymer-print.pdf" in button.status.text and "5 pages" in button.status.text


def test_the_print_button_of_a_lesson_prints_on_the_paper_chosen(tmp_path: Path) -> None:
    lessons = Path(__file__).resolve().parents[2] / "notebooks" / "lessons"
    button = print_button(lesson=lessons / "bond-valence.md", folder=tmp_path, lang="en")
    button.paper.value = "letter"
    button.button.click()
    path = tmp_path / "bond-valence-print-letter.pdf"
    assert path.is_file() and page_sizes_mm(path) == {(215.9, 279.4)}


def test_a_problem_is_a_sentence_on_the_status_line_not_a_traceback(tmp_path: Path) -> None:
    button = print_button(lesson="no-such-lesson", folder=tmp_path, lang="en")
    button.button.click()
    assert button.path is None and button.link.value == ""
    assert "No lesson called 'no-such-lesson'" in button.status.text


def test_the_button_speaks_the_language_of_the_notebook(tmp_path: Path) -> None:
    with speaking("ja"):
        button = print_button("bond", folder=tmp_path)
    assert button.lang == "ja"
    assert button.button.description == "印刷して遊ぶ（PDF）"


def test_the_print_button_keeps_jupyterlab_shortcuts_out(tmp_path: Path) -> None:
    from chemteach.widgets.keyguard import is_guarded

    assert is_guarded(print_button("bond", folder=tmp_path, lang="en"))
