"""The class across files: who each student is, what they answered, what to discuss.

`read_class` (results.py) gives one row per file; this module puts the rows together per
student and per lesson, for the teacher:

- `students(results)`: each student (names matched with case, spaces and width ignored, or
  by the class list, `roster.csv`: name, class, student id, optional email, optional
  family name and given name (姓, 名: the gradebook's Last/First Name)) with, per
  lesson, the exit-ticket score and the questions answered wrong, the games played and won;
  with a class list, also who handed in nothing and which names in files are on no list.
- `question_stats(results)`: per lesson and question, the share answered right and the
  wrong answer chosen most (the misconception to discuss).
- `written_answers(results)`: the "explain why" answers side by side, with the model answer
  of the quiz file when the teacher gives it.
- `discussion_prompts(results)`: sentences drawn from the class's own results ("12 of 28
  chose 'Double bonds are always stronger'", "the first seat won 70% of Polymer Chains
  games: ask the class why").

A class list is the teacher's file but read like the students' files: bounded in size,
UTF-8 (or UTF-8 with a byte-order mark), a header naming its columns, every cell text.
"""

from __future__ import annotations

import csv
import io
from collections.abc import Mapping, Sequence
from dataclasses import dataclass, field
from pathlib import Path

from ..core.errors import ChemteachError
from ..core.mistakes import did_you_mean
from ..core.wording import _
from .answers import Answers, kit_quizzes
from .class_folder import Refused, read_inside
from .quiz import Quiz
from .results import ClassResults, Row, name_key, short_name

#: The class list's file name in a class folder (read as the class list, not as a hand-in).
ROSTER_NAME = "roster.csv"
#: The largest class list read, in bytes (a school's whole year is far smaller).
MAX_ROSTER_BYTES = 1_000_000
MAX_ROSTER_ROWS = 2000
MAX_CELL = 200
#: The class list's columns and the headers each may have (case, spaces and '_' ignored;
#: English and Japanese).
ROSTER_COLUMNS = {
    "name": ("name", "student", "studentname", "fullname", "名前", "氏名"),
    "class": ("class", "section", "group", "form", "クラス", "組"),
    "student_id": ("studentid", "id", "idnumber", "sisuserid", "number", "出席番号",
                   "学籍番号", "番号"),
    "email": ("email", "emailaddress", "mail", "メール", "メールアドレス"),
    "family": ("familyname", "lastname", "surname", "family", "姓", "苗字", "氏"),
    "given": ("givenname", "firstname", "given", "名"),
}
#: A lesson's games outside any lesson are counted under this name.
NO_LESSON = ""


class RosterError(ChemteachError):
    """A class list that cannot be used: names the file, the line and what is allowed."""


@dataclass(frozen=True)
class Enrolled:
    """One student of the class list."""

    name: str
    klass: str = ""
    student_id: str = ""
    email: str = ""
    line: int = 0
    #: The family and given names when the class list gives them (`family name`/`given
    #: name`, or 姓/名 columns); the gradebook's Last Name/First Name columns use them.
    family: str = ""
    given: str = ""


@dataclass(frozen=True)
class Roster:
    """The class list: its students in file order, and where it came from."""

    students: tuple[Enrolled, ...]
    source: str = ROSTER_NAME

    def find(self, name: str) -> Enrolled | None:
        """The student a name in a file is (case, spaces and width ignored), or None."""
        key = name_key(name)
        return next((s for s in self.students if name_key(s.name) == key), None)


def _header_key(text: str) -> str:
    return "".join(text.casefold().replace("_", " ").replace("-", " ").split())


def read_roster(path: str | Path, root: str | Path | None = None) -> Roster:
    """Read a class list CSV (a header row with a name column, and optionally class,
    student id and email); RosterError with the file and line if it cannot be used."""
    path = Path(path)
    name = str(path)
    try:
        if root is not None:
            raw = read_inside(path, Path(root), MAX_ROSTER_BYTES)
        else:
            if not path.is_file():
                raise RosterError(_("{file}: there is no class list file here; allowed: a "
                                    "CSV file with a header row (name, class, student "
                                    "id).").format(file=name))
            with path.open("rb") as file:
                raw = file.read(MAX_ROSTER_BYTES + 1)
    except Refused:
        raise RosterError(_("{file}: not read (a link out of the folder, not a file, or "
                            "bigger than {most} bytes); allowed: a CSV class list.").format(
                                file=name, most=MAX_ROSTER_BYTES)) from None
    except OSError as exc:
        raise RosterError(_("{file}: cannot read the class list ({why}).").format(
            file=name, why=exc.strerror or exc)) from None
    if len(raw) > MAX_ROSTER_BYTES:
        raise RosterError(_("{file}: far too big for a class list; allowed: at most {most} "
                            "bytes.").format(file=name, most=MAX_ROSTER_BYTES))
    try:
        text = raw.decode("utf-8-sig")
    except UnicodeDecodeError as exc:
        line = raw[:exc.start].count(b"\n") + 1
        raise RosterError(_("{file}, line {line}: this is not UTF-8 text; allowed: the class "
                            "list saved as CSV UTF-8.").format(file=name, line=line)) from None
    return parse_roster(text, name)


def parse_roster(text: str, name: str = ROSTER_NAME) -> Roster:
    """A class list from CSV text (see `read_roster`)."""
    try:
        rows = list(csv.reader(io.StringIO(text)))
    except csv.Error as exc:
        raise RosterError(_("{file}: this is not a CSV file ({problem}).").format(
            file=name, problem=exc)) from None
    rows = [r for r in rows if any(cell.strip() for cell in r)]
    if not rows:
        raise RosterError(_("{file}: the class list is empty; allowed: a header row (name, "
                            "class, student id) and one row per student.").format(file=name))
    if len(rows) > MAX_ROSTER_ROWS + 1:
        raise RosterError(_("{file}: {count} rows, more than a class list has; allowed: at "
                            "most {most} students.").format(file=name, count=len(rows) - 1,
                                                           most=MAX_ROSTER_ROWS))
    columns: dict[str, int] = {}
    for index, header in enumerate(rows[0]):
        key = _header_key(header)
        for column, names in ROSTER_COLUMNS.items():
            if key in names and column not in columns:
                columns[column] = index
    if "name" not in columns and not ("family" in columns and "given" in columns):
        allowed = ", ".join(names[0] for names in ROSTER_COLUMNS.values())
        raise RosterError(_("{file}, line 1: the header has no name column{hint}; allowed: "
                            "the columns {columns}.").format(
                                file=name, columns=allowed,
                                hint=did_you_mean(rows[0][0] if rows[0] else "",
                                                  ["name"])))
    students: list[Enrolled] = []
    seen: dict[str, int] = {}
    for number, row in enumerate(rows[1:], start=2):
        cells = {column: (row[i].strip() if i < len(row) else "")
                 for column, i in columns.items()}
        if any(len(v) > MAX_CELL or any(ord(c) < 32 for c in v) for v in cells.values()):
            raise RosterError(_("{file}, line {line}: a cell is longer than {most} characters "
                                "or holds control characters.").format(
                                    file=name, line=number, most=MAX_CELL))
        if not cells.get("name"):  # family and given name columns only: the two together
            family, given = cells.get("family", ""), cells.get("given", "")
            cjk = any(ord(c) > 0x2E80 for c in family + given)
            cells["name"] = (family + given if cjk else f"{given} {family}").strip()
        if not cells["name"]:
            raise RosterError(_("{file}, line {line}: no name; allowed: every student's "
                                "name.").format(file=name, line=number))
        key = name_key(cells["name"])
        if key in seen:
            raise RosterError(_("{file}, line {line}: {student} is on line {first} already; "
                                "allowed: each student once (add a letter of the family "
                                "name to tell two apart).").format(
                                    file=name, line=number, student=cells["name"],
                                    first=seen[key]))
        seen[key] = number
        students.append(Enrolled(" ".join(cells["name"].split()), cells.get("class", ""),
                                 cells.get("student_id", ""), cells.get("email", ""), number,
                                 cells.get("family", ""), cells.get("given", "")))
    return Roster(tuple(students), name)


# ----- students across files -------------------------------------------------------------
@dataclass
class LessonWork:
    """What one student handed in for one lesson."""

    ticket: Answers | None = None
    ticket_file: str = ""
    games: int = 0
    won: int = 0
    files: list[str] = field(default_factory=list)


@dataclass
class Student:
    """One student across the folder's files: their name as the class list (or their
    first file) writes it, and their work per lesson."""

    name: str
    enrolled: Enrolled | None = None
    lessons: dict[str, LessonWork] = field(default_factory=dict)
    #: Every way their name was written in the files (a typo shows here).
    spellings: set[str] = field(default_factory=set)

    def work(self, lesson: str) -> LessonWork:
        return self.lessons.setdefault(lesson, LessonWork())

    @property
    def handed_in(self) -> bool:
        return any(w.files for w in self.lessons.values())


@dataclass
class ClassList:
    """The students of a folder, the lessons they worked in, and what the class list says."""

    students: list[Student]
    lessons: list[str]
    #: On the class list, and no file of theirs in the folder.
    missing: list[Student]
    #: Names in files that are on no class list (a typo, a nickname or a guest).
    unknown: list[Student]


def lesson_of_row(row: Row) -> str:
    """The lesson a row's file was made in ("" outside any lesson)."""
    return (row.lesson or {}).get("name", "") or NO_LESSON


def students(results: ClassResults) -> ClassList:
    """Every student of the folder (and of its class list), with their work per lesson."""
    roster: Roster | None = results.roster
    by_key: dict[str, Student] = {}
    if roster is not None:
        for enrolled in roster.students:
            by_key[name_key(enrolled.name)] = Student(enrolled.name, enrolled)

    def student(name: str) -> Student:
        key = name_key(name)
        if key not in by_key:
            by_key[key] = Student(short_name(" ".join(name.split())))
        by_key[key].spellings.add(short_name(name))
        return by_key[key]

    lessons: list[str] = []
    seen_games: set[str] = set()
    for row in results.rows:
        if not row.ok:
            continue
        if row.answers is None and row.fingerprint:
            if row.fingerprint in seen_games:  # one game handed in twice counts once
                continue
            seen_games.add(row.fingerprint)
        lesson = lesson_of_row(row)
        if lesson not in lessons:
            lessons.append(lesson)
        if row.answers is not None:
            work = student(row.answers.student).work(lesson)
            work.files.append(row.file)
            if not row.answers.marked:  # no quiz marked it: the file's own marks never count
                continue
            if work.ticket is None or row.answers.saved >= work.ticket.saved:
                work.ticket, work.ticket_file = row.answers, row.file
            continue
        for seat, player in enumerate(row.players):
            if player.bot is not None or seat >= len(row.names):
                continue
            game_state = row.game_state
            name = game_state.names[seat] if game_state is not None else player.name
            work = student(name).work(lesson)
            work.files.append(row.file)
            work.games += 1
            work.won += int(row.finished and seat in row.winners)
    everyone = list(by_key.values())
    if roster is None:
        everyone.sort(key=lambda s: name_key(s.name))
    lessons.sort(key=lambda name: (name == NO_LESSON, name))
    missing = [s for s in everyone if s.enrolled is not None and not s.handed_in]
    unknown = [s for s in everyone if roster is not None and s.enrolled is None]
    return ClassList(everyone, lessons, missing, unknown)


# ----- what the class answered -------------------------------------------------------------
@dataclass
class QuestionStats:
    """One exit-ticket question across the class."""

    lesson: str
    id: str
    text: str
    answered: int = 0
    right: int = 0
    #: Wrong answers: the choice's number -> (how many chose it, the words it was shown in).
    wrong: dict[int, tuple[int, list[str]]] = field(default_factory=dict)

    @property
    def share_right(self) -> float:
        return self.right / self.answered if self.answered else 0.0

    def most_chosen_wrong(self) -> tuple[str, int] | None:
        """The wrong answer chosen most (its words, ' / ' between languages) and how often."""
        if not self.wrong:
            return None
        choice, (n, words) = max(sorted(self.wrong.items()), key=lambda item: item[1][0])
        return " / ".join(dict.fromkeys(words)), n


def counted_tickets(results: ClassResults) -> list[Answers]:
    """The answers that count: each student's last for each lesson."""
    found = students(results)
    return [w.ticket for s in found.students for w in s.lessons.values() if w.ticket]


def question_stats(results: ClassResults) -> list[QuestionStats]:
    """Per lesson and question (in the order the tickets give them): answered, right, and the
    wrong answers chosen."""
    stats: dict[tuple[str, str], QuestionStats] = {}
    for ticket in counted_tickets(results):
        for answer in ticket.answers:
            key = (ticket.lesson, answer.id)
            if key not in stats:
                stats[key] = QuestionStats(ticket.lesson, answer.id, answer.question)
            entry = stats[key]
            entry.answered += 1
            if answer.right:
                entry.right += 1
            else:
                n, words = entry.wrong.get(answer.choice, (0, []))
                entry.wrong[answer.choice] = (n + 1, words + [answer.answer])
    return sorted(stats.values(), key=lambda s: s.lesson)


@dataclass(frozen=True)
class WrittenAnswer:
    """One student's answer to the open question."""

    student: str
    text: str
    file: str


@dataclass
class OpenQuestion:
    """A lesson's open question, its model answer (if the quiz was given) and the answers."""

    lesson: str
    question: str
    model_answer: str
    answers: list[WrittenAnswer]


def written_answers(results: ClassResults,
                    quizzes: Mapping[str, Quiz] | None = None) -> list[OpenQuestion]:
    """The students' answers to each lesson's open question, side by side; `quizzes` (lesson
    name -> its quiz, e.g. from `load_quizzes`; else the kit's own lesson quiz) gives the
    model answers."""
    found = students(results)
    out: dict[str, OpenQuestion] = {}
    for s in found.students:
        for lesson, work in s.lessons.items():
            ticket = work.ticket
            if ticket is None or ticket.explain is None:
                continue
            if lesson not in out:
                quiz = (quizzes or {}).get(lesson) or next(iter(kit_quizzes(lesson)), None)
                model = quiz.explain.model_answer if quiz and quiz.explain else ""
                out[lesson] = OpenQuestion(lesson, ticket.explain.question, model, [])
            out[lesson].answers.append(WrittenAnswer(s.name, ticket.explain.text,
                                                     work.ticket_file))
    return [out[k] for k in sorted(out)]


def load_quizzes(paths: Sequence[str | Path]) -> dict[str, Quiz]:
    """The quiz files given (the teacher's, for their model answers), by lesson name."""
    from .answers import lesson_name
    from .quiz import load_quiz

    return {lesson_name(p): load_quiz(p) for p in paths}


# ----- what to discuss ----------------------------------------------------------------------
#: A wrong answer becomes a prompt when at least this many chose it, and this share of
#: those who answered.
MIN_MISCONCEPTION, MIN_MISCONCEPTION_SHARE = 2, 0.2
#: A seat's advantage becomes a prompt with at least this many finished games of a game,
#: when the first seat won at least this share of them.
MIN_GAMES_FOR_SEATS, FIRST_SEAT_SHARE = 3, 0.6
#: A question fewer than this share got right is named even without one common wrong answer.
HARD_QUESTION_SHARE = 0.5


def discussion_prompts(results: ClassResults) -> list[str]:
    """Sentences for the teacher from the class's own results, in the reader's language:
    common wrong answers first, then hard questions, then what the games showed."""
    prompts: list[tuple[int, str]] = []
    for stats in question_stats(results):
        wrong = stats.most_chosen_wrong()
        if (wrong and wrong[1] >= MIN_MISCONCEPTION
                and wrong[1] >= MIN_MISCONCEPTION_SHARE * stats.answered):
            prompts.append((-wrong[1], _(
                "{n} of {total} chose \u2018{answer}\u2019 for \u201c{question}\u201d: ask "
                "the class why it seems right.").format(n=wrong[1], total=stats.answered,
                                                        answer=wrong[0],
                                                        question=stats.text)))
        elif stats.answered >= MIN_MISCONCEPTION and stats.share_right < HARD_QUESTION_SHARE:
            prompts.append((0, _("Only {right} of {total} got \u201c{question}\u201d right: "
                                 "go over it again.").format(right=stats.right,
                                                             total=stats.answered,
                                                             question=stats.text)))
    games: dict[str, list[Row]] = {}
    seen: set[str] = set()
    for row in results.ok:
        if row.fingerprint in seen:  # one game handed in twice counts once
            continue
        seen.add(row.fingerprint)
        if row.finished and len(row.players) >= 2 and row.winners:
            games.setdefault(row.game, []).append(row)
    for _game, rows in sorted(games.items()):
        if len(rows) < MIN_GAMES_FOR_SEATS:
            continue
        first = sum(1 for r in rows if 0 in r.winners)
        if first >= FIRST_SEAT_SHARE * len(rows):
            prompts.append((1, _(
                "The first seat won {share}% of {game} games ({won} of {total}): ask the "
                "class why going first might help.").format(
                    share=round(100 * first / len(rows)), game=_(rows[0].title), won=first,
                    total=len(rows))))
        bots = sum(1 for r in rows if all(r.players[w].bot is not None for w in r.winners))
        if bots >= FIRST_SEAT_SHARE * len(rows):
            prompts.append((1, _(
                "The bots won {won} of {total} {game} games: ask the class what the bots do "
                "that they could do too.").format(won=bots, total=len(rows),
                                                  game=_(rows[0].title))))
    return [text for _key, text in sorted(prompts, key=lambda p: p[0])]


def ticket_text(ticket: Answers | None) -> str:
    """'3/4' for a ticket, '' for none."""
    return f"{ticket.score}/{len(ticket.answers)}" if ticket is not None else ""


__all__ = ["ClassList", "Enrolled", "OpenQuestion", "QuestionStats", "ROSTER_NAME", "Roster",
           "RosterError", "Student", "discussion_prompts", "load_quizzes", "parse_roster",
           "question_stats", "read_roster", "students", "written_answers"]
