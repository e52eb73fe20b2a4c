"""The class's results as a gradebook CSV a learning platform imports: one row per student,
three columns per lesson (exit-ticket score, games played, games won).

`chemteach results FOLDER --gradebook PATH [--gradebook-format FORMAT]` writes it. Each
platform matches a row to its student by its own identifier, which only the class list
(`roster.csv`: name, class, student id, email) can give:

- `canvas`: Canvas's gradebook import: the columns `Student`, `ID`, `SIS User ID`,
  `SIS Login ID`, `Section`, then one column per assignment (a name Canvas does not know
  becomes a new assignment). `SIS User ID` is the class list's student id, `Section` its
  class; `ID` (Canvas's own number) is left empty. UTF-8.
- `moodle`: Moodle's "Import grades: CSV file": a header row, one column to identify the
  user by (map `ID number` to "ID number", or `Email address` to "Email address"), one
  column per grade item (mapped to an item, or to "new grade item"). UTF-8, commas.
- `classroom`: Google Classroom's own grades layout (as its "Download grades" CSV):
  `Last Name`, `First Name`, `Email Address`, then one column per lesson. Classroom has no
  CSV grade import (it imports grades only from Google Forms quizzes, or through its API,
  e.g. an add-on or Apps Script reading a Google Sheet): this file is a sheet to open in
  Google Sheets and copy the grades from, row by row by email address. UTF-8.
- `plain` (the default): `Name`, `Class`, `Student ID`, then the lesson columns, UTF-8 with
  a byte-order mark so that Excel reads the accents and Japanese names.

The Last Name/First Name columns come from the class list's `family name` and `given name`
(姓, 名) columns when it has them; otherwise a name in Japanese/Chinese/Korean script is
read family name first, any other name's last word is its family name.

A cell never starts a formula, header or data (a name or lesson typed '=...' is written
with a leading apostrophe),
and the file is put in its place only when complete.
"""

from __future__ import annotations

import csv
import os
import re
import tempfile
import unicodedata
from pathlib import Path
from typing import Any

from ..core.errors import ChemteachError
from ..core.wording import _
from .results import ClassResults, _cell
from .results_class import NO_LESSON, ClassList, Enrolled, Student, students

FORMATS = ("plain", "canvas", "moodle", "classroom")
#: The columns before the lesson columns, per format.
ID_COLUMNS = {
    "plain": ("Name", "Class", "Student ID"),
    "canvas": ("Student", "ID", "SIS User ID", "SIS Login ID", "Section"),
    "moodle": ("ID number", "Email address", "Full name"),
    "classroom": ("Last Name", "First Name", "Email Address"),
}
#: What each lesson gets, in order: the exit ticket's score, the games played, the games won.
LESSON_COLUMNS = ("exit ticket", "games played", "games won")
#: The encoding each format is written in (plain: with a BOM, for Excel).
ENCODING = {"plain": "utf-8-sig", "canvas": "utf-8", "moodle": "utf-8", "classroom": "utf-8"}


def lesson_label(lesson: str) -> str:
    """A lesson's name in a column header ('bond-valence'; 'other games' for games played
    outside a lesson); brackets are dropped, as Canvas reads '(123)' as an assignment id."""
    label = lesson if lesson != NO_LESSON else "other games"
    return re.sub(r"[()\[\]]", "", label).strip() or "lesson"


def header(found: ClassList, form: str = "plain") -> list[str]:
    """The gradebook's header row for a format."""
    return list(ID_COLUMNS[form]) + [f"{lesson_label(lesson)} {column}"
                                     for lesson in found.lessons for column in LESSON_COLUMNS]


def _cjk(text: str) -> bool:
    """Whether a name is written in Chinese, Japanese or Korean script (family name first)."""
    return any(unicodedata.name(c, "").startswith(("CJK ", "HIRAGANA", "KATAKANA", "HANGUL"))
               for c in text)


def split_name(name: str, enrolled: Enrolled | None = None) -> tuple[str, str]:
    """(last name, first name) of a student: the class list's `family name`/`given name`
    (姓/名) columns when it has them; else a name in CJK script is family name first ('山田
    花子' -> ('山田', '花子'); without a space the whole name is the family name), any other
    the last word ('Ada Lovelace' -> ('Lovelace', 'Ada'); a single word is a first name)."""
    if enrolled is not None and (enrolled.family or enrolled.given):
        return enrolled.family, enrolled.given
    words = name.split()
    if _cjk(name):
        return (words[0], " ".join(words[1:])) if words else ("", "")
    if len(words) < 2:
        return "", name
    return words[-1], " ".join(words[:-1])


def student_cells(student: Student, form: str) -> list[str]:
    """The columns that say who a row is, for a format."""
    e = student.enrolled
    klass, sid, email = (e.klass, e.student_id, e.email) if e else ("", "", "")
    if form == "canvas":
        return [student.name, "", sid, "", klass]
    if form == "moodle":
        return [sid, email, student.name]
    if form == "classroom":
        last, first = split_name(student.name, e)
        return [last, first, email]
    return [student.name, klass, sid]


def rows(found: ClassList, form: str = "plain") -> list[list[Any]]:
    """One row per student (class list order, or by name), lesson columns after their ids:
    the exit ticket's right answers (empty without a ticket), games played and won."""
    out = []
    for student in found.students:
        cells: list[Any] = student_cells(student, form)
        for lesson in found.lessons:
            work = student.lessons.get(lesson)
            if work is None:
                cells += ["", 0, 0]
                continue
            cells += [work.ticket.score if work.ticket is not None else "", work.games,
                      work.won]
        out.append(cells)
    return out


def warnings(found: ClassList, form: str) -> list[str]:
    """What the platform will not match: students without the identifier it needs."""
    need = {"canvas": ("student_id", _("student id")), "moodle": ("student_id", _(
        "student id (or email address)")), "classroom": ("email", _("email address"))}
    if form not in need:
        return []
    key, what = need[form]
    lacking = [s.name for s in found.students
               if not (s.enrolled and (getattr(s.enrolled, key) or (
                   form == "moodle" and s.enrolled.email)))]
    if not lacking:
        return []
    return [_("{count} students have no {what} in the class list ({names}): the platform "
              "cannot match their rows; add a roster.csv with that column.").format(
                  count=len(lacking), what=what, names=", ".join(lacking[:5])
                  + (", ..." if len(lacking) > 5 else ""))]


def write_gradebook(results: ClassResults, path: str | Path, form: str = "plain") -> list[str]:
    """Write the gradebook CSV for a format; returns the warnings (students the platform
    cannot match). ChemteachError if the format is unknown or the file cannot be written."""
    if form not in FORMATS:
        raise ChemteachError(_("Unknown gradebook format {form}; allowed: {forms}.").format(
            form=form, forms=", ".join(FORMATS)))
    found = students(results)
    path = Path(path)
    try:
        fd, temporary = tempfile.mkstemp(prefix=".chemteach-", suffix=".csv.part",
                                         dir=path.parent)
    except OSError as exc:
        raise ChemteachError(_("Cannot write the gradebook {path} ({why}).").format(
            path=path, why=exc.strerror or exc)) from None
    try:
        with os.fdopen(fd, "w", encoding=ENCODING[form], newline="") as out:
            writer = csv.writer(out)
            writer.writerow([_cell(v) for v in header(found, form)])
            for row in rows(found, form):
                writer.writerow([_cell(v) for v in row])
        os.replace(temporary, path)
    except OSError as exc:
        Path(temporary).unlink(missing_ok=True)
        raise ChemteachError(_("Cannot write the gradebook {path} ({why}).").format(
            path=path, why=exc.strerror or exc)) from None
    except BaseException:
        Path(temporary).unlink(missing_ok=True)
        raise
    return warnings(found, form)


__all__ = ["FORMATS", "header", "rows", "write_gradebook"]
