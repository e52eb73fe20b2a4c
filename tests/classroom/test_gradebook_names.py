"""The gradebook's header and names (review of issue 19): a lesson named like a formula, a
class list's family and given names, names in Japanese script, the missing-id warning."""

from __future__ import annotations

import csv
import io
from pathlib import Path

import pytest

from chemteach.classroom.gradebook import split_name, write_gradebook
from chemteach.classroom.results import read_class
from chemteach.classroom.results_class import parse_roster
from chemteach.classroom.sample_lesson import write_sample_lesson


@pytest.fixture(scope="module")
def folder(tmp_path_factory: pytest.TempPathFactory) -> Path:
    root = tmp_path_factory.mktemp("class")
    write_sample_lesson(root)
    return root


def test_a_lesson_named_like_a_formula_never_starts_a_header_formula(folder: Path,
                                                                      tmp_path: Path) -> None:
    results = read_class(folder)
    evil = "=cmd|' /C calc'!A0"
    for row in results.rows:  # a lesson's name comes from the students' files
        if row.lesson:
            row.lesson = {**row.lesson, "name": evil}
    path = tmp_path / "g.csv"
    write_gradebook(results, path, "plain")
    header = next(csv.reader(io.StringIO(path.read_text(encoding="utf-8-sig"))))
    assert any("cmd|" in cell for cell in header)
    assert all(not cell.startswith(("=", "+", "-", "@")) for cell in header)


def test_the_class_list_s_family_and_given_names_fill_last_and_first_name() -> None:
    roster = parse_roster("name,family name,given name,email\n"
                          "Maria de la Cruz,de la Cruz,Maria,m@s.example\n")
    maria = roster.students[0]
    assert split_name(maria.name, maria) == ("de la Cruz", "Maria")
    assert split_name(maria.name) == ("Cruz", "Maria de la")  # without the columns


def test_a_class_list_with_japanese_family_and_given_columns_needs_no_name_column() -> None:
    roster = parse_roster("姓,名,クラス\n山田,花子,2年1組\n")
    hanako = roster.students[0]
    assert hanako.name == "山田花子" and split_name(hanako.name, hanako) == ("山田", "花子")


def test_a_name_in_japanese_script_is_family_name_first() -> None:
    assert split_name("佐藤 えみ") == ("佐藤", "えみ")
    assert split_name("佐藤えみ") == ("佐藤えみ", "")
    assert split_name("Ada Lovelace") == ("Lovelace", "Ada")


def test_the_missing_id_warning_reads_as_a_sentence(folder: Path, tmp_path: Path) -> None:
    bare = tmp_path / "bare.csv"
    bare.write_text("name\nAda Lovelace\n", encoding="utf-8")
    results = read_class(folder, roster=bare)
    warning = write_gradebook(results, tmp_path / "g.csv", "canvas")[0]
    assert "have no student id in the class list" in warning and "no a " not in warning
    warning = write_gradebook(results, tmp_path / "g.csv", "classroom")[0]
    assert "have no email address in the class list" in warning


def test_the_help_promises_no_google_classroom_csv_import(
        capsys: pytest.CaptureFixture[str]) -> None:
    from chemteach.cli import main

    with pytest.raises(SystemExit):
        main(["results", "--help"])
    help_text = " ".join(capsys.readouterr().out.split())
    assert "Classroom has no CSV grade import" in help_text
