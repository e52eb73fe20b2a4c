"""Issue 19: a student's exit-ticket answers saved with one button, sealed with the save's
own digest, and read back strictly on the teacher's machine."""

from __future__ import annotations

import base64
import json
import re
from pathlib import Path

import pytest

from chemteach.classroom import lesson_rules
from chemteach.classroom.answers import (
    MAX_ANSWERS_BYTES,
    MAX_FREE_TEXT,
    AnswersError,
    lesson_name,
    read_answers,
)
from chemteach.widgets.quiz import QuizWidget, exit_ticket

LESSONS = Path(__file__).resolve().parents[2] / "notebooks" / "lessons"
QUIZ = LESSONS / "bond-valence.quiz.toml"


def answered(name: str = "Ada Lovelace", text: str = "Oxygen makes two bonds.") -> QuizWidget:
    """The Bond! valence exit ticket, answered (two right, one wrong, one left), and saved."""
    rules = lesson_rules("bond", LESSONS / "bond-valence.rules.toml")
    ticket = exit_ticket(QUIZ)
    assert isinstance(ticket, QuizWidget)
    assert ticket.lesson == rules.lesson  # the exit ticket knows the lesson's rules digest
    ticket.answer(0, 1)
    ticket.answer(1, 1)
    ticket.answer(2, 2)
    ticket.name_box.value = name
    assert ticket.explain_box is not None
    ticket.explain_box.value = text
    assert ticket.save()
    return ticket


def test_saved_answers_read_back_as_they_were_given() -> None:
    ticket = answered()
    read = read_answers(ticket.text.encode("utf-8"))
    assert read.student == "Ada Lovelace" and read.lesson == "bond-valence"
    assert read.rules_digest == ticket.lesson["rules_digest"] and read.rules_digest
    assert [(a.id, a.choice, a.right) for a in read.answers] == [
        ("oxygen-bonds", 1, True), ("full-valence", 1, True), ("co2-double", 2, False)]
    assert read.answers[2].answer == "Double bonds are always stronger"
    assert all(re.fullmatch(r"\d{4}-\d\d-\d\dT\d\d:\d\d:\d\d", a.time) for a in read.answers)
    assert read.score == 2 and read.wrong == ["co2-double"]
    assert read.explain is not None and read.explain.text == "Oxygen makes two bonds."
    assert ticket.file_name.startswith("answers-bond-valence-AdaLovelace-")


def test_the_download_link_holds_the_answers_file() -> None:
    ticket = answered()
    encoded = re.search(r"base64,([A-Za-z0-9+/=]+)", ticket.link.value).group(1)
    assert base64.b64decode(encoded).decode("utf-8") == ticket.text


def test_an_answer_given_after_saving_takes_the_file_back() -> None:
    ticket = answered()
    ticket.answer(3, 0)
    assert ticket.text == "" and ticket.link.value == ""


def test_saving_without_a_name_asks_for_it_in_a_sentence() -> None:
    ticket = exit_ticket(QUIZ)
    assert not ticket.save()
    assert "name" in ticket.summary.text and ticket.link.value == ""


def test_the_model_answer_never_reaches_the_students_page() -> None:
    ticket = exit_ticket(QUIZ)
    model = "neutral H3O is not a stable molecule"
    for widget in ticket.widgets():
        state = json.dumps(widget.get_state(), default=str)
        assert model not in state


@pytest.mark.parametrize("edit", [
    lambda d: d["answers"][2].update(choice=0, answer="Carbon needs four bonds and each "
                                     "oxygen needs two", right=True),
    lambda d: d.update(student="Ben Okafor"),
    lambda d: d["lesson"].update(name="polymer-chains-and-chance"),
    lambda d: d["explain"].update(text="A better answer written later."),
])
def test_an_edited_answers_file_is_refused_as_edited(edit) -> None:
    data = json.loads(answered().text)
    edit(data)
    with pytest.raises(AnswersError) as caught:
        read_answers(json.dumps(data))
    assert caught.value.problem == "edited" and "edited by hand" in str(caught.value)


@pytest.mark.parametrize(("edit", "problem"), [
    (lambda d: d.update(extra="x"), "damaged"),
    (lambda d: d.pop("digest"), "damaged"),
    (lambda d: d.update(version=2), "other version"),
    (lambda d: d.update(format="chemteach-save"), "not answers"),
    (lambda d: d["answers"][0].update(choice=True), "damaged"),
    (lambda d: d["answers"][0].update(choice=99), "damaged"),
    (lambda d: d["answers"][0].update(id="../../etc/passwd"), "damaged"),
    (lambda d: d["answers"][0].update(time="yesterday"), "damaged"),
    (lambda d: d.update(student="\x1b[2JAda"), "damaged"),
    (lambda d: d.update(answers=[d["answers"][0]] * 2), "damaged"),
    (lambda d: d["explain"].update(text="x" * (MAX_FREE_TEXT + 1)), "damaged"),
])
def test_an_answers_file_outside_the_schema_is_refused_in_one_sentence(edit, problem) -> None:
    data = json.loads(answered().text)
    edit(data)
    with pytest.raises(AnswersError) as caught:
        read_answers(json.dumps(data))
    assert caught.value.problem == problem and str(caught.value).endswith(".")


def test_an_answers_file_bigger_than_the_cap_is_refused_unparsed() -> None:
    with pytest.raises(AnswersError) as caught:
        read_answers(b"{" + b" " * MAX_ANSWERS_BYTES + b"}")
    assert caught.value.problem == "too big"


def test_a_free_text_answer_keeps_its_lines_and_loses_control_characters() -> None:
    ticket = answered(text="First line\r\nsecond\tline\x1b[31m")
    read = read_answers(ticket.text)
    assert read.explain is not None and read.explain.text == "First line\nsecond line [31m"


def test_a_lesson_is_named_by_its_files_stem() -> None:
    assert lesson_name("notebooks/lessons/bond-valence.rules.toml") == "bond-valence"
    assert lesson_name("bond-valence.quiz.toml") == "bond-valence"
    assert lesson_name("my-lesson.toml") == "my-lesson"
