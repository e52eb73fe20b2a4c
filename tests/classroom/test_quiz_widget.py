"""The exit-ticket quiz widget: answers are checked at once on a click (headless), the feedback
says so in words, and no synced widget state carries the right answer before it is given."""

from __future__ import annotations

import json
import re
from pathlib import Path

import ipywidgets as w

from chemteach.classroom.quiz import Quiz, QuizQuestion, parse_quiz
from chemteach.widgets.closing import live_widgets, widget_tree
from chemteach.widgets.quiz import QuizWidget, exit_ticket

QUESTIONS = (
    QuizQuestion("How many bonds does carbon make?", ("1", "2", "3", "4"), 3,
                 "Carbon has four outer electrons to share."),
    QuizQuestion("Which is a molecule?", ("H2O", "H3O"), 0, ""),
)
MODEL_REF = re.compile(r"IPY_MODEL_[0-9a-f]+")


def quiz_with_answers(*answers: int) -> QuizWidget:
    questions = tuple(QuizQuestion(q.text, q.choices, a, q.explanation)
                      for q, a in zip(QUESTIONS, answers, strict=True))
    return QuizWidget(Quiz("Exit ticket", questions))


def synced_state(quiz: QuizWidget) -> list[str]:
    """Every widget model of the quiz as ipywidgets sends it to the browser (model ids out)."""
    states = []
    for widget in widget_tree(quiz.widget):
        state = {k: v for k, v in widget.get_state().items() if k != "_view_count"}
        states.append(MODEL_REF.sub("IPY_MODEL", json.dumps(state, sort_keys=True,
                                                            default=repr)))
    return states


def buttons(quiz: QuizWidget, question: int) -> list[w.Button]:
    return quiz.questions[question].buttons


def test_a_right_answer_is_checked_at_once_and_said_in_words() -> None:
    quiz = quiz_with_answers(3, 0)
    buttons(quiz, 0)[3].click()
    feedback = quiz.questions[0].feedback.text
    assert feedback == "Right: 4. Carbon has four outer electrons to share."
    assert buttons(quiz, 0)[3].description == "4 (your answer: right)"
    assert buttons(quiz, 0)[3].button_style == "success" and quiz.score == 1
    assert quiz.summary.text == "1 question to go."


def test_a_wrong_answer_shows_the_right_one_in_labels_not_only_colour() -> None:
    quiz = quiz_with_answers(3, 0)
    buttons(quiz, 0)[1].click()
    assert quiz.questions[0].feedback.text.startswith("Not quite: the answer is 4.")
    labels = [b.description for b in buttons(quiz, 0)]
    assert labels == ["1", "2 (your answer: not right)", "3", "4 (the right answer)"]
    assert quiz.score == 0


def test_the_first_press_is_the_answer_a_second_press_changes_nothing() -> None:
    quiz = quiz_with_answers(3, 0)
    buttons(quiz, 0)[0].click()
    buttons(quiz, 0)[3].click()
    assert quiz.chosen[0] == 0 and quiz.score == 0
    assert quiz.questions[0].feedback.text.startswith("You have answered this question "
                                                      "already; your answer was 1.")


def test_a_second_press_keeps_the_explanation() -> None:
    """Issue 18, item 39: pressing an answered question again replaced its explanation with
    "You have answered this question already"; the explanation stays, after the reminder."""
    quiz = quiz_with_answers(3, 0)
    buttons(quiz, 0)[0].click()
    first = quiz.questions[0].feedback.text
    assert first == "Not quite: the answer is 4. Carbon has four outer electrons to share."
    for again in (3, 0):
        buttons(quiz, 0)[again].click()
        assert quiz.questions[0].feedback.text == (
            "You have answered this question already; your answer was 1. " + first)
        assert quiz.questions[0].feedback.kind == "info"
    buttons(quiz, 1)[0].click()  # right, with no explanation: the verdict stays
    buttons(quiz, 1)[1].click()
    assert quiz.questions[1].feedback.text == ("You have answered this question already; "
                                               "your answer was H2O. Right: H2O.")
    assert quiz.questions[1].feedback.kind == "ok"


def test_finishing_the_quiz_gives_the_score_to_the_student() -> None:
    quiz = quiz_with_answers(3, 0)
    buttons(quiz, 0)[3].click()
    buttons(quiz, 1)[1].click()
    assert quiz.finished
    assert quiz.summary.text == "You got 1 of 2 right. Well done for finishing!"


def test_no_synced_state_carries_the_answer_before_it_is_given() -> None:
    """Two quizzes that differ only in which choices are right look the same to the browser,
    in every widget model, until a question is answered."""
    first, second = quiz_with_answers(3, 0), quiz_with_answers(1, 1)
    assert synced_state(first) == synced_state(second)
    text = json.dumps(synced_state(first))
    assert "four outer electrons" not in text  # the explanation comes with the answer
    # Answering the first question reveals that question only.
    buttons(first, 0)[2].click()
    buttons(second, 0)[2].click()
    after = [s for s in synced_state(first) if "H3O" in s or "H2O" in s]
    assert after == [s for s in synced_state(second) if "H3O" in s or "H2O" in s]


def test_every_answer_is_a_button_a_keyboard_and_a_screen_reader_reach() -> None:
    quiz = quiz_with_answers(3, 0)
    for question in quiz.questions:
        assert all(isinstance(b, w.Button) and b.description for b in question.buttons)
    # The feedback lines are the kit's polite live regions (role=status in the browser).
    assert all(q.feedback.widget.__class__.__name__ == "StatusWidget" for q in quiz.questions)
    assert "chemteach-table" in quiz.widget._dom_classes  # the key guard and focus ring


def test_a_quiz_closes_every_widget_it_made() -> None:
    quiz = quiz_with_answers(3, 0)
    made = list(widget_tree(quiz.widget))
    quiz.close()
    live = {id(x) for x in live_widgets()}
    assert not [x for x in made if id(x) in live]


def test_exit_ticket_with_a_broken_file_shows_one_sentence_not_a_traceback(
        tmp_path: Path) -> None:
    path = tmp_path / "ticket.quiz.toml"
    path.write_text('[[question]]\ntext = "Hi"\nchoices = ["a", "b"]\nanswer = "c"\n',
                    encoding="utf-8")
    shown = exit_ticket(path)
    assert isinstance(shown, w.HTML)
    assert "line 4" in shown.value and "question[1].answer" in shown.value
    assert "Tell your teacher" in shown.value


def test_exit_ticket_reads_the_file_beside_the_lesson(tmp_path: Path) -> None:
    path = tmp_path / "ticket.quiz.toml"
    path.write_text('[[question]]\ntext = "Hi"\nchoices = ["a", "b"]\nanswer = "b"\n',
                    encoding="utf-8")
    quiz = exit_ticket(path)
    assert isinstance(quiz, QuizWidget)
    assert parse_quiz(path.read_text()).questions[0].answer_text == "b"
    assert quiz.answer(0, 1) is True
