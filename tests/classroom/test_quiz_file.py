"""A lesson's quiz file is checked on load like a rules file: the file, line, key and what is
allowed for every mistake."""

from __future__ import annotations

from pathlib import Path

import pytest

from chemteach.classroom.quiz import QuizError, load_quiz, parse_quiz

GOOD = """title = "Exit ticket"

[[question]]
text = "How many bonds does carbon make?"
choices = ["1", "2", "3", "4"]
answer = "4"
explanation = "Four outer electrons to share."

[[question]]
text = "Which is a molecule?"
choices = ["H2O", "H3O"]
answer = "H2O"
"""


def refused(text: str) -> QuizError:
    with pytest.raises(QuizError) as caught:
        parse_quiz(text, "ticket.quiz.toml")
    return caught.value


def test_a_good_quiz_file_reads_every_question_in_order() -> None:
    quiz = parse_quiz(GOOD, "ticket.quiz.toml")
    assert quiz.title == "Exit ticket"
    assert [q.text for q in quiz.questions] == ["How many bonds does carbon make?",
                                                "Which is a molecule?"]
    assert quiz.questions[0].answer == 3 and quiz.questions[0].answer_text == "4"
    assert quiz.questions[1].explanation == ""


def test_an_answer_that_is_not_a_choice_names_file_line_key_and_choices() -> None:
    exc = refused(GOOD.replace('answer = "H2O"', 'answer = "HO"'))
    assert exc.line == 12 and exc.key == "question[2].answer"
    assert str(exc).startswith("ticket.quiz.toml, line 12: key 'question[2].answer'")
    assert "allowed: exactly one of the choices: 'H2O', 'H3O'" in str(exc)


def test_an_unknown_key_in_a_question_is_refused_with_its_line() -> None:
    exc = refused(GOOD.replace('answer = "4"', 'answer = "4"\nhint = "count"'))
    assert exc.line == 7 and exc.key == "question[1].hint"
    assert "the keys text, choices, answer, explanation" in str(exc)


def test_an_unknown_top_key_is_refused() -> None:
    exc = refused("colour = 'red'\n" + GOOD)
    assert exc.line == 1 and exc.key == "colour"


def test_choices_must_be_two_to_six_different_texts() -> None:
    seven = "[" + ", ".join(f'"{i}"' for i in range(7)) + "]"
    for bad in ('["4"]', '["4", "4"]', '["1", 2]', seven):
        exc = refused(GOOD.replace('choices = ["1", "2", "3", "4"]', f"choices = {bad}"))
        assert exc.line == 5 and exc.key == "question[1].choices", bad
        assert "a list of 2 to 6 different answers" in str(exc)


def test_a_question_without_text_points_at_its_table() -> None:
    exc = refused(GOOD.replace('text = "Which is a molecule?"\n', ""))
    assert exc.line == 9 and exc.key == "question[2].text" and "missing" in str(exc)


def test_a_quiz_without_questions_is_refused() -> None:
    exc = refused('title = "Nothing"\n')
    assert exc.key == "question" and "at least one [[question]] table" in str(exc)


def test_broken_toml_names_the_line() -> None:
    exc = refused(GOOD.replace('answer = "4"', 'answer = "4'))
    assert exc.line == 6 and "not valid TOML" in str(exc)


def test_load_quiz_reads_a_file_and_names_a_missing_one(tmp_path: Path) -> None:
    path = tmp_path / "ticket.quiz.toml"
    path.write_text(GOOD, encoding="utf-8")
    assert len(load_quiz(path).questions) == 2
    with pytest.raises(QuizError, match="no such file"):
        load_quiz(tmp_path / "missing.quiz.toml")
    with pytest.raises(QuizError, match="must end in .toml"):
        load_quiz(tmp_path / "ticket.txt")


def test_every_mistake_of_a_quiz_file_is_found_in_one_reading() -> None:
    """Issue 18 item 17: the first mistake is the message, the others are named with their
    lines, and each is in .mistakes with its own line, key and 'did you mean'."""
    bad = GOOD.replace('answer = "4"', 'answer = "four"').replace(
        'answer = "H2O"', 'answer = "h2o"\nhitn = "water"')
    exc = refused(bad)
    assert [(m.line, m.key) for m in exc.mistakes] == [
        (6, "question[1].answer"), (13, "question[2].hitn"), (12, "question[2].answer")]
    assert str(exc).startswith("ticket.quiz.toml, line 6: key 'question[1].answer': got 'four'")
    assert str(exc).endswith("Also wrong: key 'question[2].hitn' (line 13), key "
                             "'question[2].answer' (line 12).")
    assert "(did you mean 'hint'?)" not in str(exc.mistakes[1])  # no such key to suggest
    assert "got 'h2o' (did you mean 'H2O'?)" in str(exc.mistakes[2])
    assert "\n" not in str(exc)


# ----- issue 19: question ids and the open "explain why" question ------------------------
EXPLAINED = GOOD.replace('[[question]]\ntext = "How many', '[[question]]\nid = "carbon"\ntext = '
                         '"How many') + '''
[explain]
text = "Explain why carbon makes four bonds."
model_answer = "Four outer electrons, each shared with a partner."
'''


def test_questions_have_ids_their_own_or_their_place() -> None:
    quiz = parse_quiz(EXPLAINED, "ticket.quiz.toml")
    assert [q.id for q in quiz.questions] == ["carbon", "q2"]


def test_the_explain_question_keeps_its_model_answer_for_the_teacher() -> None:
    quiz = parse_quiz(EXPLAINED, "ticket.quiz.toml")
    assert quiz.explain is not None and quiz.explain.id == "explain"
    assert quiz.explain.text == "Explain why carbon makes four bonds."
    assert quiz.explain.model_answer.startswith("Four outer electrons")


@pytest.mark.parametrize(("change", "key"), [
    (('id = "carbon"', 'id = "q2"'), "question[2].id"),  # the second question's own id
    (('id = "carbon"', 'id = "a b"'), "question[1].id"),
    (('model_answer =', 'model_anwser ='), "explain.model_anwser"),
    (('text = "Explain why carbon makes four bonds."', 'text = ""'), "explain.text"),
])
def test_a_wrong_id_or_explain_key_is_refused_naming_its_key(change, key) -> None:
    exc = refused(EXPLAINED.replace(*change))
    assert key in str(exc) and "allowed:" in str(exc)


def test_every_shipped_exit_ticket_has_ids_and_an_open_question_in_both_languages() -> None:
    root = Path(__file__).resolve().parents[2] / "notebooks"
    for path in sorted((root / "lessons").glob("*.quiz.toml")):
        english = load_quiz(path)
        japanese = load_quiz(root / "ja" / "lessons" / path.name)
        assert english.explain and english.explain.model_answer, path.name
        assert japanese.explain and japanese.explain.model_answer, path.name
        # the same ids and the same choices' order: results count both classes together
        assert [q.id for q in english.questions] == [q.id for q in japanese.questions]
        assert [q.answer for q in english.questions] == [q.answer for q in japanese.questions]
        assert all(not q.id.startswith("q") or not q.id[1:].isdigit()
                   for q in english.questions), "shipped questions have ids of their own"
