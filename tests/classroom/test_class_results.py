"""Issue 19: results on a class folder with exit-ticket answers, a class list, duplicates,
another lesson's save and a late file; the gradebook CSV for each platform."""

from __future__ import annotations

import csv
import datetime as dt
import io
import json
import os
from pathlib import Path

import pytest

from chemteach.classroom.gradebook import write_gradebook
from chemteach.classroom.results import (
    ANSWERS_TWICE,
    LATE,
    NO_LESSON,
    OTHER_LESSON,
    OTHER_RULES,
    SAME_GAME,
    SAME_TEXT,
    read_class,
)
from chemteach.classroom.results_class import (
    RosterError,
    discussion_prompts,
    parse_roster,
    question_stats,
    students,
    written_answers,
)
from chemteach.classroom.results_class_view import class_text, written_html
from chemteach.classroom.sample_lesson import write_sample_lesson
from chemteach.cli import main

DUE = dt.datetime(2026, 12, 1, 12, 0)


@pytest.fixture(scope="module")
def folder(tmp_path_factory: pytest.TempPathFactory) -> Path:
    """The sample lesson's hand-in, and Chloe's game handed in again after the due time."""
    root = tmp_path_factory.mktemp("class")
    write_sample_lesson(root)
    chloe = next(root.glob("bond-ChloeMartin-*.json"))
    late = root / "late" / chloe.name
    late.parent.mkdir()
    late.write_bytes(chloe.read_bytes())
    stamp = dt.datetime(2026, 12, 2, 9, 0).timestamp()
    os.utime(late, (stamp, stamp))
    return root


@pytest.fixture(scope="module")
def results(folder: Path):  # type: ignore[no-untyped-def]
    return read_class(folder, due=DUE)


def flags(results, kind: str) -> list[str]:  # type: ignore[no-untyped-def]
    return sorted(r.file for r in results.rows if any(f.kind == kind for f in r.flags))


def test_every_file_is_a_row_and_the_class_list_is_none(results) -> None:
    names = [r.file for r in results.rows]
    assert "roster.csv" not in names and len(names) == 18
    assert len(results.ok) == 9 and len(results.tickets) == 8
    assert [r.problem for r in results.refused] == ["edited"]  # Farid's answers
    assert results.refused[0].players[0].name == "Farid Haddad"
    assert "8 exit tickets read" in results.summary()


def test_results_flag_duplicates_another_lesson_and_a_late_file(results) -> None:
    assert flags(results, SAME_GAME) == [
        "bond-AdaLovelace-medium-m40-20261201-1005.json",
        "bond-BenOkafor-medium-m40-20261201-1005.json",
        "bond-ChloeMartin-medium-m38-20261201-1009.json",
        "late/bond-ChloeMartin-medium-m38-20261201-1009.json"]
    assert flags(results, OTHER_LESSON) == ["bond-DevPatel-medium-m40-20261201-1011.json"]
    assert flags(results, LATE) == ["late/bond-ChloeMartin-medium-m38-20261201-1009.json"]
    assert flags(results, ANSWERS_TWICE) == [
        "answers-bond-valence-graceKIM-20261201-1047.json",
        "answers-bond-valence-graceKIM-20261201-1057.json"]
    assert flags(results, SAME_TEXT) == [  # Hiro wrote Ada's answer word for word
        "answers-bond-valence-AdaLovelace-20261201-1035.json",
        "answers-bond-valence-HiroTanaka-20261201-1049.json"]
    assert flags(results, OTHER_RULES) == [] and flags(results, NO_LESSON) == []


def test_names_are_matched_across_files_and_the_class_list(results) -> None:
    found = students(results)
    by_name = {s.name: s for s in found.students}
    assert list(by_name) == ["Ada Lovelace", "Ben Okafor", "Chloe Martin", "Dev Patel",
                             "Emi Sato", "Farid Haddad", "Grace Kim", "Hiro Tanaka",
                             "Jonas Berg"]  # the class list's order
    grace = by_name["Grace Kim"]  # typed 'grace  KIM'
    assert grace.spellings == {"grace  KIM"} and grace.enrolled.student_id == "S1007"
    assert grace.lessons["bond-valence"].ticket.score == 4  # the answers saved last count
    assert [s.name for s in found.missing] == ["Jonas Berg"] and found.unknown == []


def test_per_student_and_lesson_the_score_the_wrong_questions_and_the_games(results) -> None:
    by_name = {s.name: s for s in students(results).students}
    chloe = by_name["Chloe Martin"].lessons["bond-valence"]
    assert chloe.ticket.score == 2 and chloe.ticket.wrong == ["full-valence", "co2-double"]
    assert chloe.games == 1  # her game handed in twice counts once
    dev = by_name["Dev Patel"].lessons
    assert dev["bond-valence"].games == 0 and dev["polymer-chains-and-chance"].games == 1
    assert by_name["Ada Lovelace"].lessons["bond-valence"].games == 1  # Ben's copy is hers
    assert by_name["Farid Haddad"].lessons["bond-valence"].ticket is None  # edited: refused


def test_per_question_the_share_right_and_the_misconception_across_languages(results) -> None:
    stats = {q.id: q for q in question_stats(results)}
    co2 = stats["co2-double"]
    assert (co2.right, co2.answered) == (3, 7)
    assert co2.most_chosen_wrong() == (
        "Double bonds are always stronger / 二重結合のほうが必ず強いから", 4)
    assert stats["oxygen-bonds"].most_chosen_wrong() == ("4", 1)


def test_discussion_prompts_come_from_the_class_results(results) -> None:
    prompts = discussion_prompts(results)
    assert prompts[0].startswith("4 of 7 chose \u2018Double bonds are always stronger")
    assert any("Bond! games" in p for p in prompts)


def test_written_answers_side_by_side_with_the_model_answer_escaped(results) -> None:
    from chemteach.classroom.quiz import load_quiz

    quizzes = {"bond-valence": load_quiz(Path(__file__).resolve().parents[2] / "notebooks"
                                         / "lessons" / "bond-valence.quiz.toml")}
    (question,) = written_answers(results, quizzes)
    assert question.model_answer.startswith("Oxygen makes two bonds and each hydrogen one")
    assert [a.student for a in question.answers][:3] == ["Ada Lovelace", "Ben Okafor",
                                                         "Chloe Martin"]
    page = written_html(results, quizzes)
    assert "&lt;b&gt;bonded&lt;/b&gt;" in page and "<b>bonded" not in page


def test_the_terminal_gets_printable_text_only(folder: Path, tmp_path: Path) -> None:
    root = tmp_path / "odd"
    root.mkdir()
    from chemteach.classroom import answers as answers_file
    from chemteach.classroom.quiz import load_quiz

    quiz = load_quiz(Path(__file__).resolve().parents[2] / "notebooks" / "lessons"
                     / "bond-valence.quiz.toml")
    data = answers_file.answers_json("Ada", quiz, [1, 1, 0, 0], ["2026-12-01T10:00:00"] * 4,
                                     {"name": "bond-valence", "rules_digest": ""},
                                     "line one\u2028\u202eevil\nline two",
                                     "2026-12-01T10:00:00", saved="2026-12-01T10:00:00")
    (root / "a.json").write_text(answers_file.dumps(data), encoding="utf-8")
    text = class_text(read_class(root))
    assert "\u2028" not in text and "\u202e" not in text and "\x1b" not in text
    assert "line one" in text and "line two" in text


# ----- the class list --------------------------------------------------------------------
def test_a_class_list_reads_english_or_japanese_headers() -> None:
    roster = parse_roster("名前,クラス,出席番号\n佐藤 えみ,2年1組,5\n")
    assert roster.students[0].name == "佐藤 えみ" and roster.students[0].student_id == "5"
    assert roster.find("佐藤えみ") is roster.students[0]  # spaces ignored


@pytest.mark.parametrize(("text", "words"), [
    ("pupil,class\nAda,10A\n", "no name column"),
    ("name\nAda\nada\n", "line 3: ada is on line 2 already"),
    ("name,class\n,10A\n", "line 2: no name"),
    ("", "empty"),
])
def test_a_class_list_that_cannot_be_used_says_where(text: str, words: str) -> None:
    with pytest.raises(RosterError, match=words):
        parse_roster(text, "roster.csv")


def test_a_roster_passed_explicitly_is_used_instead_of_the_folders(folder: Path,
                                                                   tmp_path: Path) -> None:
    other = tmp_path / "list.csv"
    other.write_text("name,class\nAda Lovelace,10A\nZoe Quinn,10C\n", encoding="utf-8")
    found = students(read_class(folder, roster=other))
    assert [s.name for s in found.missing] == ["Zoe Quinn"]
    assert "Hiro Tanaka" in [s.name for s in found.unknown]


# ----- the gradebook ---------------------------------------------------------------------
def gradebook(results, tmp_path: Path, form: str) -> tuple[bytes, list[list[str]]]:  # type: ignore[no-untyped-def]
    path = tmp_path / f"{form}.csv"
    write_gradebook(results, path, form)
    raw = path.read_bytes()
    return raw, list(csv.reader(io.StringIO(raw.decode("utf-8-sig"))))


LESSON_COLUMNS = ["bond-valence exit ticket", "bond-valence games played",
                  "bond-valence games won", "polymer-chains-and-chance exit ticket",
                  "polymer-chains-and-chance games played",
                  "polymer-chains-and-chance games won"]


def test_the_canvas_gradebook_has_canvas_s_identifying_columns(results, tmp_path) -> None:
    raw, rows = gradebook(results, tmp_path, "canvas")
    # Canvas's gradebook import: Student, ID, SIS User ID, SIS Login ID, Section, then one
    # column per assignment; UTF-8; no '(id)' in a new assignment's name
    assert rows[0] == ["Student", "ID", "SIS User ID", "SIS Login ID", "Section",
                       *LESSON_COLUMNS]
    assert not raw.startswith(b"\xef\xbb\xbf")
    ada = rows[1]
    assert ada[:5] == ["Ada Lovelace", "", "S1001", "", "10A"] and ada[5:8] == ["4", "1", "0"]
    assert rows[-1][0] == "Jonas Berg" and rows[-1][5] == ""  # no ticket: an empty cell
    assert all("(" not in h for h in rows[0][5:])


def test_the_moodle_gradebook_maps_users_by_id_number_or_email(results, tmp_path) -> None:
    raw, rows = gradebook(results, tmp_path, "moodle")
    assert rows[0][:3] == ["ID number", "Email address", "Full name"]
    assert rows[0][3:] == LESSON_COLUMNS
    assert rows[1][:3] == ["S1001", "ada.lovelace@school.example", "Ada Lovelace"]
    assert all(cell == "" or cell.isdigit() for row in rows[1:] for cell in row[3:])
    raw.decode("utf-8")  # Moodle's import reads UTF-8


def test_the_classroom_gradebook_matches_by_email(results, tmp_path) -> None:
    raw, rows = gradebook(results, tmp_path, "classroom")
    assert rows[0][:3] == ["Last Name", "First Name", "Email Address"]
    assert rows[1][:3] == ["Lovelace", "Ada", "ada.lovelace@school.example"]
    assert len({len(r) for r in rows}) == 1


def test_the_plain_gradebook_opens_in_excel_with_its_accents(results, tmp_path) -> None:
    raw, rows = gradebook(results, tmp_path, "plain")
    assert raw.startswith(b"\xef\xbb\xbf") and rows[0][:3] == ["Name", "Class", "Student ID"]
    assert len(rows) == 10  # one row per student of the class list


def test_a_gradebook_without_the_platform_s_ids_warns_which_students(folder, tmp_path) -> None:
    bare = tmp_path / "bare.csv"
    bare.write_text("name\nAda Lovelace\n", encoding="utf-8")
    warnings = write_gradebook(read_class(folder, roster=bare), tmp_path / "g.csv", "classroom")
    assert warnings and "email" in warnings[0]


def test_the_results_command_writes_the_gradebook_and_flags_late_files(
        folder: Path, tmp_path: Path, capsys: pytest.CaptureFixture[str]) -> None:
    out = tmp_path / "grades.csv"
    assert main(["results", str(folder), "--due", "2026-12-01 12:00", "--gradebook", str(out),
                 "--gradebook-format", "moodle"]) == 0
    printed = capsys.readouterr().out
    assert "Changed after the due time" in printed and "modification time (mtime)" in printed
    assert "To discuss with the class:" in printed and "Jonas Berg" in printed
    assert out.read_text(encoding="utf-8").startswith("ID number,")
    assert main(["results", str(folder), "--due", "next week"]) == 2


def test_a_lesson_game_played_in_the_notebook_records_its_lesson_in_its_save() -> None:
    from chemteach.classroom import lesson_rules
    from chemteach.games.polymer.widget import play

    lessons = Path(__file__).resolve().parents[2] / "notebooks" / "lessons"
    rules = lesson_rules("polymer", lessons / "polymer-chains-and-chance.rules.toml")
    table = play(["Ada", "medium"], rules=rules, bot_delay=0)
    try:
        text = table.saveload.save_text()
    finally:
        table.close()
    assert json.loads(text)["lesson"] == rules.lesson


def test_the_shipped_sample_lesson_still_reads_as_the_notebook_shows_it() -> None:
    """notebooks/teacher/sample_lesson/: if this fails after a deliberate change to the save
    format or the Bond! valence lesson, run `python scripts/write_sample_lesson.py`."""
    shipped = Path(__file__).resolve().parents[2] / "notebooks" / "teacher" / "sample_lesson"
    results = read_class(shipped)
    assert [r.problem for r in results.refused] == ["edited"], "run scripts/write_sample_lesson.py"
    assert len(results.ok) == 8 and len(results.tickets) == 8
    assert [s.name for s in students(results).missing] == ["Jonas Berg"]


def test_the_prompts_and_the_class_sections_read_in_japanese(results) -> None:
    from chemteach.core.language import speaking

    with speaking("ja"):
        prompts = discussion_prompts(results)
        text = class_text(results)
    assert prompts[0].startswith("「Why are the bonds in carbon dioxide")
    assert "7 人中 4 人" in prompts[0] and "クラスで話し合うこと：" in text
    assert "名簿にあり、何も提出していない生徒：Jonas Berg。" in text
