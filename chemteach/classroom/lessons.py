"""Lesson plans teachers edit: MyST Markdown notebooks (opened as notebooks through jupytext)
with their own rules file and exit-ticket quiz file beside them.

`check_lesson` finds every problem a class would meet (front matter, rules file, quiz file,
a cell that fails when the lesson runs top to bottom) and names the file and line of each;
`new_lesson` writes a lesson from the template in `templates/`. The `chemteach lesson`
command (`add_commands`) is a thin layer over both.
"""

from __future__ import annotations

import argparse
import difflib
import json
import re
import string
import tempfile
import time
from dataclasses import dataclass
from pathlib import Path
from typing import Any

from ..core.errors import RulesError
from ..core.rules import read_toml_text
from ..core.wording import _
from .frontmatter import LessonError, read_front_matter
from .quiz import QuizError, load_quiz

#: The front-matter fields every lesson has, in the order a teacher reads them.
FIELDS = ("title", "game", "topic", "objectives", "curriculum", "age", "duration",
          "prior_knowledge", "prepare", "misconceptions", "support", "stretch", "answers",
          "rules", "quiz")
#: The fields that are lists of text, one line each.
LIST_FIELDS = ("objectives", "prior_knowledge", "prepare", "support", "stretch", "answers")
#: What each misconception of the field `misconceptions` holds: the wrong idea, and how the
#: game brings it out (so the teacher knows where to listen for it).
MISCONCEPTION_KEYS = ("idea", "in_the_game")
#: What each field allows, in words (for messages and the README).
ALLOWED = {
    "title": _("a line of text"),
    "game": _("one of the games that `chemteach games` lists"),
    "topic": _("a line of text"),
    "objectives": _("a list of learning objectives, one line of text each"),
    "age": _("the students' age, e.g. 14-16"),
    "duration": _("how long the lesson takes, e.g. 50 minutes"),
    "prepare": _("a list of what to prepare, one line of text each"),
    "curriculum": _("a table of curriculum links, one 'framework: [code, ...]' line each, "
                    "e.g. 'ngss: [HS-PS1-1]' (the frameworks and codes of "
                    "chemteach/classroom/curriculum.toml)"),
    "prior_knowledge": _("a list of what the students should know before the lesson, one "
                         "line of text each"),
    "misconceptions": _("a list of common misconceptions, each with 'idea:' (the wrong idea) "
                        "and 'in_the_game:' (how the game brings it out)"),
    "support": _("a list of ways to support students who find the lesson hard, one line of "
                 "text each"),
    "stretch": _("a list of ways to stretch students who find it easy, one line of text each"),
    "answers": _("a list of the answers to the discussion questions, for the teacher, one "
                 "item a question, in order"),
    "rules": _("the name of the lesson's rules file (a .toml file beside the lesson)"),
    "quiz": _("the name of the lesson's quiz file (a .toml file beside the lesson)"),
}
#: The front-matter tables that let JupyterLab open the lesson as a notebook.
NOTEBOOK_FIELDS = ("jupytext", "kernelspec")
#: Sentences of the template a teacher replaces: a lesson that still has one is told so.
PLACEHOLDERS = (
    "Write what the students can do after the lesson, one line each.",
    "Keep it to two or three objectives a 50-minute lesson can reach.",
    "One or two sentences to the students: what they play and what they find out by playing.",
    "A question or two to keep in mind during the game.",
    "A question for the class to talk about after the game.",
    "Another one, a little harder.",
    "How the lesson runs, minute by minute.",
    "Replace this link with your lesson's codes",
    "What the students should know already, one line each.",
    "A wrong idea students often hold about the topic.",
    "Where the game brings it out, so that you can listen for it.",
    "How you help students who find the lesson hard.",
    "A harder task for students who finish early.",
    "The answer to discussion question 1.",
    "The answer to discussion question 2.",
    "# The lesson's exit ticket: replace these example questions with your own.",
)
#: A lesson's discussion questions come under a heading with this word.
#: The Discussion heading, in English or in a Japanese lesson (話し合い).
DISCUSSION = re.compile(r"^#{1,6}\s.*(\bdiscussion\b|話し合い)", re.I | re.M)
#: The fields the students' "About this lesson" card shows (setup.about_card).
CARD_FIELDS = ("topic", "objectives", "age", "duration", "prepare")
#: A command of the kit in a field: a note for the teacher, not for the students' card.
TEACHER_COMMAND = re.compile(r"\bchemteach\s+(lesson|results|lab|simulate)\b")
#: jupytext keeps these front-matter fields when JupyterLab saves the lesson.
METADATA_FILTER = ",".join(FIELDS)
MAX_LESSON_BYTES = 1_000_000
#: The tag of the cells the student app leaves out (the kit's server settings).
LAB_ONLY = "lab-only"
#: The longest lesson name `lesson new` takes, in characters; the file names made of it keep
#: at most MAX_SLUG_BYTES of it (a file system's limit is 255 bytes, with the suffixes).
MAX_NAME = 60
MAX_SLUG_BYTES = 200
#: Words of Markdown (outside lab-only cells) a student scrolls past before the game starts.
MAX_WORDS_BEFORE_GAME = 150
CELL_TIMEOUT = 120  # seconds one cell may take when a lesson is checked
TEMPLATES = Path(__file__).with_name("templates")
_FENCE = re.compile(r"^(`{3,}|~{3,})\{code-cell\}")


@dataclass(frozen=True)
class Problem:
    """One thing wrong with a lesson: the file, the line (1-based) and what to do."""

    file: str
    line: int
    message: str
    #: A warning (e.g. the template's placeholder text still there) does not fail the check.
    warning: bool = False

    def __str__(self) -> str:
        if self.warning:
            return _("{file}:{line}: warning: {message}").format(
                file=self.file, line=self.line, message=self.message)
        return f"{self.file}:{self.line}: {self.message}"


@dataclass(frozen=True)
class Lesson:
    """A lesson file read: its text, front-matter fields and where each field is written."""

    path: Path
    text: str
    fields: dict[str, Any]
    lines: dict[str, int]
    end: int  # the line of the closing '---'
    #: Fields written more than once: (field, line of each writing).
    repeated: tuple[tuple[str, tuple[int, ...]], ...] = ()

    @property
    def folder(self) -> Path:
        return self.path.parent

    def line_of(self, field: str) -> int:
        """The line a front-matter field is written on (the closing '---' if it is not)."""
        return self.lines.get(field, self.end)


# ----- reading --------------------------------------------------------------------------------
def read_lesson(path: str | Path) -> Lesson:
    """Read a lesson's text and front matter; LessonError (with file and line) if unreadable."""
    path = Path(path)
    name = str(path)
    if path.suffix.lower() != ".md":
        raise LessonError(_("{file}: a lesson is a Markdown file; allowed: a name ending in "
                            ".md").format(file=name), source=name)
    try:
        if path.exists() and not path.is_file():  # a folder, a pipe or a device: never ends
            raise LessonError(_("{file}: this is not a file; allowed: a lesson's Markdown "
                                "file (.md).").format(file=name), source=name)
        with path.open("rb") as file:
            data = file.read(MAX_LESSON_BYTES + 1)
    except OSError as exc:
        raise LessonError(_("{file}: cannot read the lesson ({why}).").format(
            file=name, why=exc.strerror or exc), source=name) from None
    if len(data) > MAX_LESSON_BYTES:
        raise LessonError(_("{file}: far too big for a lesson; allowed: at most {most} bytes.")
                          .format(file=name, most=f"{MAX_LESSON_BYTES:,}"), source=name)
    try:
        text = data.decode("utf-8-sig")
    except UnicodeDecodeError as exc:
        raise LessonError(_("{file}: this is not UTF-8 text; allowed: a file saved as UTF-8.")
                          .format(file=name), source=name,
                          line=data[: exc.start].count(b"\n") + 1) from None
    front = read_front_matter(text, name)
    return Lesson(path, text, front.fields, front.lines, front.end, front.repeated)


# ----- checking -------------------------------------------------------------------------------
def check_lesson(path: str | Path, *, execute: bool = True,
                 timeout: float = CELL_TIMEOUT) -> list[Problem]:
    """Every problem of one lesson, each with its file and line (an empty list: all fine).

    Checks the front matter, the rules file (valid for the lesson's game), the quiz file,
    that the lesson's cells load both files and start the game near the top, and (with
    `execute`) that the lesson runs top to bottom in a fresh kernel.
    """
    try:
        lesson = read_lesson(path)
    except LessonError as exc:
        return [Problem(str(path), exc.line, _strip_source(str(exc), str(path)))]
    problems = sorted(_check_fields(lesson), key=lambda p: p.line)
    problems += _check_files(lesson)
    try:
        cells, cell_problems = _cells(lesson)
    except Exception as exc:  # noqa: BLE001 - jupytext refusing the front matter, say where
        if problems:  # e.g. an empty field, already named at its line
            return problems
        return [Problem(str(path), lesson.end, _(
            "JupyterLab could not read the lesson as a notebook ({what}); allowed: front "
            "matter as `chemteach lesson new` writes it, every field with a value.").format(
                what=_first(str(exc)) or type(exc).__name__))]
    problems += cell_problems
    problems += _check_play(lesson, cells)
    problems += _check_sections(lesson)
    problems += _check_answers(lesson)
    problems += _check_placeholders(lesson)
    problems += _check_card_text(lesson)
    if execute and not [p for p in problems if not p.warning]:
        problems += execute_lesson(lesson, cells, timeout=timeout)
    return problems


def _check_sections(lesson: Lesson) -> list[Problem]:
    """A lesson has its discussion questions under a heading 'Discussion'."""
    body = "\n".join(lesson.text.splitlines()[lesson.end:])
    if DISCUSSION.search(body):
        return []
    rows = lesson.text.splitlines()
    ticket = next((i + 1 for i, row in enumerate(rows) if re.match(r"#{1,6}\s.*exit ticket", row,
                                                                    re.I)), len(rows))
    return [Problem(str(lesson.path), ticket, _(
        "the lesson has no Discussion section; allowed: a heading '## Discussion' with "
        "questions for the class, before the exit ticket."))]


def _check_placeholders(lesson: Lesson) -> list[Problem]:
    """The template's placeholder sentences still in the lesson or its quiz file (warnings)."""
    found = []
    files = [lesson.path]
    quiz = lesson.fields.get("quiz")
    if isinstance(quiz, str) and (lesson.folder / quiz).is_file():
        files.append(lesson.folder / quiz)
    for path in files:
        try:  # the quiz file read as its own check reads it: bounded, a file, UTF-8
            text = lesson.text if path == lesson.path else read_toml_text(path, str(path))
        except RulesError:  # already reported by the quiz file's check
            continue
        for number, row in enumerate(text.splitlines(), 1):
            if any(p in row for p in PLACEHOLDERS):
                found.append(Problem(str(path), number, _(
                    "this is still the template's placeholder text; allowed: your own text for "
                    "the class.") if path == lesson.path else _(
                    "the quiz still has the template's example questions; allowed: your own "
                    "questions (and delete this line)."), warning=True))
    return found


def _check_card_text(lesson: Lesson) -> list[Problem]:
    """A note for the teacher (a `chemteach ...` command) in a field the students' About card
    shows (a warning: it belongs in the lab-only notes for the teacher)."""
    starts = sorted(lesson.lines.values()) + [lesson.end]
    rows = lesson.text.splitlines()
    found = []
    for field in CARD_FIELDS:
        if field not in lesson.lines:
            continue
        first = lesson.lines[field]
        stop = next(line for line in starts if line > first)
        for number in range(first, stop):
            if TEACHER_COMMAND.search(rows[number - 1]):
                found.append(Problem(str(lesson.path), number, _(
                    "field '{field}' is shown to the students on the About card, and this "
                    "line is a note for the teacher; allowed: such notes in the lab-only "
                    "'Notes for the teacher'.").format(field=field), warning=True))
    return found


def _check_fields(lesson: Lesson) -> list[Problem]:
    from ..games import GAMES

    name = str(lesson.path)
    problems = []
    known = FIELDS + NOTEBOOK_FIELDS
    for field, at in lesson.lines.items():
        if field not in known:
            near = difflib.get_close_matches(field, known, n=1)
            message = (_("unknown field '{field}' (did you mean '{near}'?); allowed: {fields}.")
                       if near else _("unknown field '{field}'; allowed: {fields}."))
            problems.append(Problem(name, at, message.format(
                field=field, near=near[0] if near else "", fields=", ".join(known))))
    for field, at in lesson.repeated:
        problems.append(Problem(name, at[1], _(
            "field '{field}' is written {times} times (lines {lines}); allowed: once.").format(
                field=field, times=len(at), lines=", ".join(map(str, at)))))
    for field in FIELDS:
        if field not in lesson.fields:
            problems.append(Problem(name, lesson.end, _(
                "the front matter has no field '{field}'; allowed: {allowed}.").format(
                    field=field, allowed=ALLOWED[field])))
            continue
        value = lesson.fields[field]
        if value is None or value == "" or value == [] or value == {}:
            problems.append(Problem(name, lesson.line_of(field), _(
                "field '{field}' is empty; allowed: {allowed}.").format(
                    field=field, allowed=_allowed(field))))
            continue
        if field == "curriculum":
            problems += _curriculum_problems(lesson, value)
            continue
        if field == "misconceptions":
            problems += _misconception_problems(lesson, value)
            continue
        ok = (_is_list_of_text(value) if field in LIST_FIELDS
              else isinstance(value, str | int) and not isinstance(value, bool)
              and str(value).strip() != "")
        if ok and field == "game" and value not in GAMES:
            ok = False
        if ok and field in ("rules", "quiz") and not str(value).lower().endswith(".toml"):
            ok = False
        if not ok:
            problems.append(Problem(name, lesson.line_of(field), _(
                "field '{field}': got {value}; allowed: {allowed}.").format(
                    field=field, value=_short(value), allowed=_allowed(field))))
    for field in NOTEBOOK_FIELDS:
        if not isinstance(lesson.fields.get(field), dict):
            problems.append(Problem(name, lesson.line_of(field), _(
                "the front matter has no '{field}' table, so JupyterLab cannot open the "
                "lesson as a notebook; allowed: copy it from a lesson that "
                "`chemteach lesson new` made.").format(field=field)))
    return problems


def _curriculum_problems(lesson: Lesson, value: Any) -> list[Problem]:
    """Each framework or code of the `curriculum` table that is not in the kit's curriculum
    file, at the line that writes it, with a close match and what is allowed."""
    from .curriculum import link_problems

    return [Problem(str(lesson.path), _line_of_text(lesson, "curriculum", text), message)
            for text, message in link_problems(value)]


def _misconception_problems(lesson: Lesson, value: Any) -> list[Problem]:
    """The `misconceptions` field: a list, each item with a non-empty 'idea' and
    'in_the_game' and nothing else."""
    name, line = str(lesson.path), lesson.line_of("misconceptions")
    if not isinstance(value, list):
        return [Problem(name, line, _("field 'misconceptions': got {value}; allowed: "
                                      "{allowed}.").format(value=_short(value),
                                                           allowed=ALLOWED["misconceptions"]))]
    problems = []
    for number, item in enumerate(value, 1):
        keys = list(item) if isinstance(item, dict) else []
        wrong = [k for k in keys if k not in MISCONCEPTION_KEYS]
        empty = [k for k in MISCONCEPTION_KEYS if not isinstance(item, dict)
                 or not isinstance(item.get(k), str) or not item[k].strip()]
        if wrong or empty:
            what = (_("unknown key '{key}'").format(key=wrong[0]) if wrong
                    else _("no text for '{key}'").format(key=empty[0]))
            problems.append(Problem(name, line, _(
                "field 'misconceptions', item {number}: {what}; allowed: 'idea:' (the wrong "
                "idea) and 'in_the_game:' (how the game brings it out), each a line of "
                "text.").format(number=number, what=what)))
    return problems


def _line_of_text(lesson: Lesson, field: str, text: str) -> int:
    """The line of the front matter, from the field's own line on, that holds `text` (the
    field's line when none does)."""
    first = lesson.line_of(field)
    rows = lesson.text.splitlines()
    for number in range(first, min(lesson.end, len(rows) + 1)):
        if text and text in rows[number - 1]:
            return number
    return first


def _check_answers(lesson: Lesson) -> list[Problem]:
    """One answer for the teacher per discussion question: as many items in `answers` as
    numbered questions under the Discussion heading."""
    answers = lesson.fields.get("answers")
    if not _is_list_of_text(answers):
        return []  # the field's own check names it
    questions = discussion_questions(lesson.text, lesson.end)
    if not questions or len(questions) == len(answers):
        return []
    return [Problem(str(lesson.path), lesson.line_of("answers"), _(
        "field 'answers' has {answers} answers for {questions} discussion questions; "
        "allowed: one answer a question, in the order of the questions.").format(
            answers=len(answers), questions=len(questions)))]


def discussion_questions(text: str, start: int = 0) -> list[str]:
    """The numbered questions ('1. ...') under the lesson's Discussion heading."""
    rows = text.splitlines()[start:]
    found: list[str] = []
    inside = False
    for row in rows:
        if re.match(r"^#{1,6}\s", row):
            if inside:
                break
            inside = bool(DISCUSSION.match(row))
            continue
        if inside and re.match(r"^\d+\.\s", row):
            found.append(row.split(".", 1)[1].strip())
        elif inside and row.startswith(("```", "+++")):
            break
    return found


def _allowed(field: str) -> str:
    if field == "game":
        from ..games import GAMES

        return _("one of {games}").format(games=", ".join(GAMES))
    return ALLOWED[field]


def _check_files(lesson: Lesson) -> list[Problem]:
    """The rules file (for the lesson's game) and the quiz file, each checked on load."""
    from ..games import GAMES

    problems = []
    rules_name = lesson.fields.get("rules")
    game = lesson.fields.get("game")
    if isinstance(rules_name, str) and rules_name.lower().endswith(".toml") and game in GAMES:
        problems += _check_rules_file(lesson, game, rules_name)
    quiz_name = lesson.fields.get("quiz")
    if isinstance(quiz_name, str) and quiz_name.lower().endswith(".toml"):
        path = lesson.folder / quiz_name
        if not path.is_file():
            problems.append(_missing(lesson, "quiz", quiz_name))
        else:
            try:
                load_quiz(path)
            except QuizError as exc:  # every mistake of the file, each at its line
                problems += [Problem(str(path), mistake.line or 1,
                                     _strip_source(str(mistake), str(path)))
                             for mistake in exc.mistakes]
    return problems


def _check_rules_file(lesson: Lesson, game: str, rules_name: str) -> list[Problem]:
    from ..games import _package

    path = lesson.folder / rules_name
    if not path.is_file():
        return [_missing(lesson, "rules", rules_name)]
    spec = _package(game).RULES
    text = ""
    try:
        text = read_toml_text(path, str(path))
        spec.load_toml(text, str(path))
    except RulesError as exc:  # every mistake of the file, each at its line
        return [Problem(str(path), mistake.line or _line_in_message(str(mistake), text) or 1,
                        _strip_source(str(mistake), str(path))) for mistake in exc.mistakes]
    return []


def _check_play(lesson: Lesson, nb: Any) -> list[Problem]:
    """The seats of each play(...) call (a name that is nearly a bot's level, how many),
    and whether the game deals with the lesson's rules for those seats."""
    from ..games import GAMES, _package
    from .seatcheck import calls_and_cells, deal_problem, play_calls, seat_problems

    game = lesson.fields.get("game")
    if game not in GAMES:
        return []
    calls = play_calls(calls_and_cells(nb, code_cell_lines(lesson.text)))
    problems = [Problem(str(lesson.path), call.line, message)
                for call in calls for message in seat_problems(game, call)]
    rules_name = lesson.fields.get("rules")
    if not isinstance(rules_name, str) or problems:
        return problems
    path = lesson.folder / rules_name
    try:
        text = read_toml_text(path, str(path))
        rules = _package(game).RULES.load_toml(text, str(path))
    except RulesError:  # already reported by the rules file's check
        return problems
    call = next((c for c in calls if c.seats is not None), calls[0] if calls else None)
    found = deal_problem(game, rules, text, call)
    if found:
        problems.append(Problem(str(path), *found))
    return problems


def _missing(lesson: Lesson, field: str, file: str) -> Problem:
    return Problem(str(lesson.path), lesson.line_of(field), _(
        "field '{field}': there is no file {file} beside the lesson; allowed: {allowed}.")
        .format(field=field, file=file, allowed=ALLOWED[field]))


def _cells(lesson: Lesson) -> tuple[Any, list[Problem]]:
    """The lesson as a notebook, and what its cells must do: load the rules file and the quiz
    file, and start the game near the top (the student app shows the page from the top)."""
    import jupytext

    name = str(lesson.path)
    nb = jupytext.reads(lesson.text, fmt="md:myst")
    code = [(i, c) for i, c in enumerate(nb.cells) if c.cell_type == "code"]
    lines = code_cell_lines(lesson.text)
    problems = []
    if not any(re.search(r"\babout_lesson\(\s*[\"']" + re.escape(lesson.path.name), c.source)
               for _i, c in code):
        problems.append(Problem(name, lesson.end, _(
            "no code cell shows this lesson's description; allowed: a set-up cell with "
            "about_lesson(\"{file}\"), as `chemteach lesson new` writes.").format(
                file=lesson.path.name)))
    for number, (_i, cell) in enumerate(code):
        if LAB_ONLY in cell.metadata.get("tags", []) and not is_teacher_notes_cell(cell.source):
            problems.append(Problem(name, lines[number] if number < len(lines) else lesson.end, _(
                "this code cell is tagged lab-only, so the student app skips it and the cells "
                "after it may fail there; allowed: lab-only Markdown, and a lab-only code cell "
                "that only shows teacher_notes(\"{file}\").").format(file=lesson.path.name)))
    rules = lesson.fields.get("rules")
    if isinstance(rules, str) and not any(rules in c.source for _i, c in code):
        problems.append(Problem(name, lesson.line_of("rules"), _(
            "no code cell loads {file}; allowed: a set-up cell that names it, as "
            "`chemteach lesson new` writes.").format(file=rules)))
    quiz = lesson.fields.get("quiz")
    if isinstance(quiz, str) and not any(re.search(r"\bexit_ticket\(", c.source)
                                         and quiz in c.source for _i, c in code):
        problems.append(Problem(name, lesson.line_of("quiz"), _(
            "there is no exit-ticket cell for {file}; allowed: a code cell "
            "exit_ticket(\"{file}\") after the discussion questions, as `chemteach lesson "
            "new` writes.").format(file=quiz)))
    game_cells = [n for n, (_i, c) in enumerate(code) if re.search(r"\bplay\(", c.source)]
    if not game_cells:
        problems.append(Problem(name, lesson.end, _(
            "no code cell starts the game; allowed: a cell calling play(...).")))
    else:
        first = code[game_cells[0]][0]
        words = sum(len(c.source.split()) for c in nb.cells[:first]
                    if c.cell_type == "markdown" and "lab-only" not in c.metadata.get("tags", []))
        if words > MAX_WORDS_BEFORE_GAME:
            line = lines[game_cells[0]] if game_cells[0] < len(lines) else lesson.end
            problems.append(Problem(name, line, _(
                "{words} words come before the game; allowed: at most {most}, so the game "
                "is near the top of the student's page (move the rest below the game, or tag "
                "it lab-only).").format(words=words, most=MAX_WORDS_BEFORE_GAME)))
    return nb, problems


def is_teacher_notes_cell(source: str) -> bool:
    """A code cell that only shows the teacher's notes (`from chemteach.classroom import
    teacher_notes` and `teacher_notes(...)`): the one code cell that may be lab-only, since
    the student app (which skips it) needs nothing it defines."""
    import ast

    try:
        body = ast.parse(source).body
    except SyntaxError:
        return False
    for statement in body:
        if isinstance(statement, ast.ImportFrom):
            if statement.module != "chemteach.classroom" or [
                    a.name for a in statement.names] != ["teacher_notes"]:
                return False
        elif not (isinstance(statement, ast.Expr) and isinstance(statement.value, ast.Call)
                  and isinstance(statement.value.func, ast.Name)
                  and statement.value.func.id == "teacher_notes"):
            return False
    return bool(body)


def code_cell_lines(text: str) -> list[int]:
    """The line (1-based) of each code cell's opening fence, in order."""
    return [i + 1 for i, line in enumerate(text.splitlines()) if _FENCE.match(line)]


def execute_lesson(lesson: Lesson, nb: Any, *, timeout: float = CELL_TIMEOUT) -> list[Problem]:
    """Run the lesson top to bottom in a fresh kernel (its folder as the working folder); the
    first cell that fails is a Problem at that cell's line."""
    from nbclient import NotebookClient

    name = str(lesson.path)
    lines = code_cell_lines(lesson.text)
    kernel = (lesson.fields.get("kernelspec") or {}).get("name", "python3")
    client = NotebookClient(nb, timeout=timeout, kernel_name=kernel,
                            resources={"metadata": {"path": str(lesson.folder.resolve())}})
    # The kernel's own console lines (ipykernel's warnings about TCP, about its parent) go
    # to a file, not to the teacher's terminal: they are nothing a teacher can act on. What
    # a cell writes still reaches the check through the kernel's messages.
    with tempfile.TemporaryFile("w+") as console:
        return _run_cells(client, nb, name, lines, lesson, timeout, console)


def _run_cells(client: Any, nb: Any, name: str, lines: list[int], lesson: Lesson,
               timeout: float, console: Any) -> list[Problem]:
    """Execute every code cell with `client`; the first failure is a Problem at its line."""
    from nbclient.exceptions import CellExecutionError, CellTimeoutError

    number = -1
    try:
        with client.setup_kernel(stdout=console, stderr=console):
            for index, cell in enumerate(nb.cells):
                if cell.cell_type != "code":
                    continue
                number += 1
                client.execute_cell(cell, index)
                trouble = _stderr_traceback(cell)
                if trouble:
                    return [Problem(name, _at(lines, number, lesson), _(
                        "this cell wrote a traceback: {what}").format(what=trouble))]
    except CellExecutionError as exc:
        return [Problem(name, _at(lines, number, lesson), _(
            "this cell failed when the lesson ran: {what}").format(
                what=_error_line(nb.cells, exc)))]
    except (CellTimeoutError, TimeoutError):
        return [Problem(name, _at(lines, number, lesson), _(
            "this cell took longer than {seconds} seconds; allowed: cells that run in "
            "seconds (put long simulations behind a button).").format(seconds=f"{timeout:g}"))]
    except Exception as exc:  # no kernel, a kernel that died: say so, with the first line
        console.seek(0)  # and the kernel's last console line, when it left one
        said = [line for line in console.read().splitlines() if line.strip()][-1:]
        what = _first(str(exc)) or type(exc).__name__
        return [Problem(name, _at(lines, max(number, 0), lesson), _(
            "the lesson could not be run: {what}").format(
                what=f"{what} ({said[0].strip()})" if said else what))]
    return []


def _at(lines: list[int], number: int, lesson: Lesson) -> int:
    return lines[number] if 0 <= number < len(lines) else lesson.end


def _error_line(cells: Any, exc: Exception) -> str:
    for cell in cells:
        for out in cell.get("outputs", []):
            if out.get("output_type") == "error":
                return f"{out.get('ename')}: {_first(out.get('evalue', ''))}"
    return _first(str(exc))


def _stderr_traceback(cell: Any) -> str:
    for out in cell.get("outputs", []):
        if (out.get("output_type") == "stream" and out.get("name") == "stderr"
                and "Traceback" in out.get("text", "")):
            rows = [r for r in out["text"].splitlines() if r.strip()]
            return rows[-1] if rows else "Traceback"
    return ""


def check_lessons(paths: list[Path], *, execute: bool = True) -> dict[Path, list[Problem]]:
    """Every lesson's problems, lesson by lesson."""
    return {path: check_one(path, execute=execute) for path in paths}


def check_one(path: Path, *, execute: bool = True) -> list[Problem]:
    """`check_lesson`, with anything unexpected turned into a problem of that lesson, so that
    checking a folder goes on to the next lesson."""
    try:
        return check_lesson(path, execute=execute)
    except Exception as exc:  # noqa: BLE001 - one odd lesson must not stop the others
        return [Problem(str(path), 1, _("the lesson could not be checked ({what}).").format(
            what=_first(str(exc)) or type(exc).__name__))]


def lesson_paths(paths: list[str | Path]) -> list[Path]:
    """The lessons named: files as they are, folders as every lesson (.md but README) in them.
    No paths: the lessons under notebooks/lessons of the current folder, else this folder."""
    if not paths:
        default = Path("notebooks") / "lessons"
        paths = [default if default.is_dir() else Path(".")]
    found: list[Path] = []
    for item in map(Path, paths):
        if item.is_dir():
            found += sorted(p for p in item.glob("*.md") if p.name.lower() != "readme.md")
        else:
            found.append(item)
    return found


# ----- a new lesson from the template ---------------------------------------------------------
def new_lesson(name: str, game: str, folder: str | Path = ".") -> list[Path]:
    """Write `<game>-<name>.md` with its rules file and quiz file into `folder`; returns the
    three paths. Refuses to overwrite a file that is there."""
    from ..games import GAMES, _package

    if game not in GAMES:
        raise RulesError(_("--game {game}: no such game; allowed: {games}.").format(
            game=game, games=", ".join(GAMES)), key="game")
    topic = " ".join(name.split())  # as typed (one line)
    if len(topic) > MAX_NAME:
        raise RulesError(_("the lesson name is {count} characters long; allowed: a few words, "
                           "at most {most} characters (the longer text goes in the "
                           "lesson).").format(count=len(topic), most=MAX_NAME), key="name")
    slug = re.sub(r"[\W_]+", "-", topic.lower()).strip("-")  # keeps ä, é, 酸
    slug = slug.encode()[:MAX_SLUG_BYTES].decode("utf-8", "ignore").strip("-")
    if not slug:
        raise RulesError(_("{name!r} is not a lesson name; allowed: words such as "
                           "'valence' or 'periodic-trends'.").format(name=topic))
    stem = slug if slug.startswith(game + "-") else f"{game}-{slug}"
    folder = Path(folder)
    if not folder.is_dir():
        raise RulesError(_("--folder {folder}: there is no such folder; allowed: a folder "
                           "that exists (make it first).").format(folder=folder), key="folder")
    lesson, rules, quiz = (folder / f"{stem}.md", folder / f"{stem}.rules.toml",
                           folder / f"{stem}.quiz.toml")
    for path in (lesson, rules, quiz):
        if path.exists():
            raise RulesError(_("{file} is there already; allowed: a new lesson name, or delete "
                               "the old file first.").format(file=path), source=str(path))
    spec = _package(game).RULES
    title = _("{game}: {topic}").format(game=_package(game).GAME.title, topic=topic)
    values = {"game": game, "title": title, "title_yaml": _yaml_text(title), "stem": stem,
              "topic": _yaml_text(topic),
              "rules_file": rules.name, "quiz_file": quiz.name, "filter": METADATA_FILTER,
              "module": f"chemteach.games.{game}.widget",
              "how_to_play": (TEMPLATES / "how-to-play" / f"{game}.md").read_text(
                  encoding="utf-8").strip()}
    text = string.Template((TEMPLATES / "lesson.md").read_text(encoding="utf-8"))
    texts = {lesson: text.substitute(values), rules: rules_template(game, spec),
             quiz: (TEMPLATES / "quiz.toml").read_text(encoding="utf-8")}
    written: list[Path] = []
    try:
        for path, content in texts.items():
            with path.open("x", encoding="utf-8") as file:  # never over a file made meanwhile
                written.append(path)
                file.write(content)
    except OSError as exc:
        for path in written:  # no half a lesson left behind
            path.unlink(missing_ok=True)
        raise RulesError(_("--folder {folder}: cannot write {file} there ({why}); allowed: a "
                           "folder of yours that you can write to.").format(
                               folder=folder, file=Path(exc.filename or lesson).name,
                               why=exc.strerror or type(exc).__name__),
                         key="folder") from None
    return [lesson, rules, quiz]


def _yaml_text(text: str) -> str:
    """A line of text as a YAML value that reads back as the same text (quoted: a colon or
    a '#' in a title must not change the front matter)."""
    return json.dumps(text, ensure_ascii=False)


def rules_template(game: str, spec: Any) -> str:
    """A lesson's rules file: the game, and every rule the teacher may change, commented out
    with its default (so the file is valid as written and says what there is to change)."""
    from ..core.rules import toml_value

    rows = [_("# This lesson's rules for {game}. Remove the '#' in front of a line to change "
              "that rule;").format(game=game),
            _("# `chemteach lesson check` says if a value is not allowed."),
            f'game = "{game}"', ""]
    for rule in spec.rules:
        rows.append(f"# {rule.help} ({rule.allowed()})")
        if rule.kind is dict:
            rows.append(f"# [{rule.key}]")
            rows += [f"# {k} = {toml_value(v)}" for k, v in rule.default.items()]
        else:
            rows.append(f"# {rule.key} = {toml_value(rule.default)}")
    return "\n".join(rows) + "\n"


# ----- the command ----------------------------------------------------------------------------
def add_commands(sub: Any) -> None:
    """Add `chemteach lesson new`, `check` and `preview` to the CLI's subparsers."""
    lesson = sub.add_parser("lesson", help=_("make and check lesson plans"))
    inner = lesson.add_subparsers(dest="lesson_command", required=True)
    new = inner.add_parser("new", help=_("make a lesson, its rules file and its quiz file"))
    new.add_argument("name", help=_("the lesson's topic in a few words, e.g. valence"))
    new.add_argument("--game", required=True, help=_("which game, as `chemteach games` lists"))
    new.add_argument("--folder", default=".", help=_("where to write it (default: here)"))
    new.set_defaults(func=_new_command)
    check = inner.add_parser("check", help=_("check lessons: fields, rules and quiz files, "
                                             "and that each runs top to bottom"))
    check.add_argument("paths", nargs="*", help=_("lesson files or folders (default: "
                                                  "notebooks/lessons, or this folder)"))
    check.add_argument("--no-run", action="store_true",
                       help=_("check the files only, without running the lessons"))
    check.set_defaults(func=_check_command)
    from .preview import add_preview_command

    add_preview_command(inner)  # chemteach lesson preview NAME


def _new_command(args: argparse.Namespace) -> int:
    for path in new_lesson(args.name, args.game, args.folder):
        print(_("wrote {file}").format(file=path))
    return 0


def _check_command(args: argparse.Namespace) -> int:
    paths = lesson_paths(args.paths)
    if not paths:
        print(_("chemteach: no lessons found."))
        return 1
    bad = 0
    for path in paths:
        start = time.perf_counter()
        problems = check_one(path, execute=not args.no_run)
        for problem in problems:
            print(problem)
        if [p for p in problems if not p.warning]:
            bad += 1
        else:
            print(_("{file}: ok ({seconds:.1f} s)").format(file=path,
                                                          seconds=time.perf_counter() - start))
    if bad:
        print(_("{bad} of {total} lessons have problems.").format(bad=bad, total=len(paths)))
    return 1 if bad else 0


# ----- small helpers --------------------------------------------------------------------------
def _is_list_of_text(value: Any) -> bool:
    return (isinstance(value, list) and bool(value)
            and all(isinstance(v, str) and v.strip() for v in value))


def _short(value: Any) -> str:
    from ..core.shown import shown

    return shown(value)


def _first(text: str) -> str:
    rows = [r for r in str(text).splitlines() if r.strip()]
    return " ".join(rows[0].split()) if rows else ""


def _strip_source(message: str, source: str) -> str:
    """A message without its leading 'file:' or 'file, line N:' (the Problem shows both)."""
    for prefix in (f"{source}: ", ):
        if message.startswith(prefix):
            return message[len(prefix):]
    found = re.match(re.escape(source) + r", line \d+: ", message)
    return message[found.end():] if found else message


def _line_in_message(message: str, text: str) -> int:
    """The line a TOML syntax error names ("at end of document": the last line)."""
    found = re.search(r"at line (\d+)", message)
    if found:
        return int(found.group(1))
    return max(1, len(text.splitlines())) if "end of document" in message else 0
