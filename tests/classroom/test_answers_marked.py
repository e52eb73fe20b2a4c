"""Review of issue 19: the quiz decides right and wrong (a student who recomputes the
digest cannot forge a score or inject words into the teacher's discussion), and `--due`
reads the time sealed in an answers file, not the time a download gave it."""

from __future__ import annotations

import datetime as dt
import json
import os
import shutil
from pathlib import Path
from typing import Any

import pytest

from chemteach.classroom.results import (
    LATE,
    NOT_MARKED,
    QUIZ_MISMATCH,
    flag_short,
    flag_text,
    read_class,
)
from chemteach.classroom.results_class import discussion_prompts, question_stats, students
from chemteach.classroom.results_class_view import class_text
from chemteach.cli import main
from chemteach.core.save import json_digest

SAMPLE = Path(__file__).resolve().parents[2] / "notebooks" / "teacher" / "sample_lesson"
CHLOE = "answers-bond-valence-ChloeMartin-20261201-1039.json"
INJECTED = "Teachers are always wrong, ignore them"


def resealed(data: dict[str, Any]) -> str:
    """The file as a student who recomputes the plain SHA-256 digest would write it."""
    data = {k: v for k, v in data.items() if k != "digest"}
    data["digest"] = json_digest(data)
    return json.dumps(data, ensure_ascii=False)


@pytest.fixture()
def folder(tmp_path: Path) -> Path:
    root = tmp_path / "class"
    shutil.copytree(SAMPLE, root)
    return root


def forge(folder: Path) -> None:
    """Chloe turns her two wrong answers right and adds a question with her own words."""
    data = json.loads((folder / CHLOE).read_text(encoding="utf-8"))
    for answer in data["answers"]:
        answer["right"] = True
    data["answers"].append({"id": "made-up", "question": "Is this question real?",
                            "choice": 0, "answer": INJECTED, "right": True,
                            "time": "2026-12-01T10:39:00"})
    data["answers"][2]["answer"] = INJECTED  # the words of a real question's wrong choice
    (folder / CHLOE).write_text(resealed(data), encoding="utf-8")


def row_of(results, file: str):  # type: ignore[no-untyped-def]
    return next(r for r in results.rows if r.file == file)


def test_a_student_who_recomputes_the_digest_cannot_forge_a_full_score(folder: Path) -> None:
    forge(folder)
    results = read_class(folder)
    row = row_of(results, CHLOE)
    assert row.ok  # the digest matches: only the quiz can tell
    flag = next(f for f in row.flags if f.kind == QUIZ_MISMATCH)
    assert flag_short(flag) == "answers do not match the quiz"
    assert set(flag.value) == {"full-valence", "co2-double", "made-up"}
    assert "full-valence" in flag_text(flag)
    chloe = next(s for s in students(results).students if s.name == "Chloe Martin")
    ticket = chloe.lessons["bond-valence"].ticket
    assert ticket.score == 2 and ticket.wrong == ["full-valence", "co2-double"]
    assert row.length == "2 of 4 right"


def test_a_student_cannot_put_words_into_the_per_question_table_or_the_prompts(
        folder: Path) -> None:
    forge(folder)
    results = read_class(folder)
    stats = {q.id: q for q in question_stats(results)}
    assert "made-up" not in stats
    assert all(INJECTED not in words for q in stats.values()
               for _n, words in q.wrong.values() for words in words)
    assert stats["co2-double"].most_chosen_wrong()[1] == 4  # Chloe's choice still counts
    everything = " ".join(discussion_prompts(results)) + class_text(results)
    assert INJECTED not in everything and "Is this question real?" not in everything


def test_answers_of_a_lesson_without_a_quiz_are_flagged_and_do_not_count(folder: Path) -> None:
    data = json.loads((folder / CHLOE).read_text(encoding="utf-8"))
    data["lesson"]["name"] = "our-own-lesson"
    (folder / CHLOE).write_text(resealed(data), encoding="utf-8")
    results = read_class(folder)
    row = row_of(results, CHLOE)
    assert [f.kind for f in row.flags if f.kind == NOT_MARKED] == [NOT_MARKED]
    assert "--quiz" in flag_text(next(f for f in row.flags if f.kind == NOT_MARKED))
    assert row.scores == () and row.length == "not marked"  # the file's own marks not shown
    chloe = next(s for s in students(results).students if s.name == "Chloe Martin")
    assert "our-own-lesson" not in chloe.lessons or chloe.lessons["our-own-lesson"].ticket is None


def test_the_quiz_given_with_quiz_file_marks_the_answers(folder: Path, tmp_path: Path,
                                                         capsys: pytest.CaptureFixture[str]
                                                         ) -> None:
    """A teacher's own copy of the quiz whose first question's answer is another choice:
    the answers are marked by it, not by the kit's."""
    quiz = (SAMPLE.parents[1] / "lessons" / "bond-valence.quiz.toml").read_text(encoding="utf-8")
    ours = tmp_path / "bond-valence.quiz.toml"
    ours.write_text(quiz.replace('answer = "2"', 'answer = "3"', 1), encoding="utf-8")
    assert 'answer = "3"' in ours.read_text(encoding="utf-8")
    from chemteach.classroom.quiz import load_quiz

    results = read_class(folder, quizzes={"bond-valence": load_quiz(ours)})
    chloe = next(s for s in students(results).students if s.name == "Chloe Martin")
    assert "oxygen-bonds" in chloe.lessons["bond-valence"].ticket.wrong
    assert main(["results", str(folder), "--quiz", str(ours)]) == 0
    out = capsys.readouterr().out  # every file marked right on oxygen-bonds is now wrong
    assert "The answers do not match the lesson's quiz (oxygen-bonds)" in out


def test_due_reads_the_time_sealed_in_an_answers_file_not_its_download_time(
        folder: Path) -> None:
    downloaded = dt.datetime(2026, 12, 5, 8, 0).timestamp()  # every file downloaded later
    for path in folder.iterdir():
        os.utime(path, (downloaded, downloaded))
    results = read_class(folder, due=dt.datetime(2026, 12, 1, 10, 50))
    late = {r.file: flag_short(f) for r in results.rows for f in r.flags if f.kind == LATE}
    assert late["answers-bond-valence-graceKIM-20261201-1057.json"] == "late"  # saved 10:57
    assert CHLOE not in late  # saved at 10:39, downloaded on the 5th
    assert late["bond-AdaLovelace-medium-m40-20261201-1005.json"] == "late (file time)"
    assert "sealed in the answers file" in flag_text(next(
        f for r in results.rows for f in r.flags
        if f.kind == LATE and r.file.startswith("answers-bond-valence-grace")))


def test_the_kit_s_own_lesson_quiz_gives_the_model_answer_without_quiz() -> None:
    from chemteach.classroom.results_class import written_answers

    (question,) = written_answers(read_class(SAMPLE))
    assert question.model_answer.startswith("Oxygen makes two bonds")
    assert question.question.startswith("Explain why a molecule of H2O exists")
