"""A lesson's student sheet and exit ticket, for a class without computers.

The sheet is the lesson's own Markdown as the students' app shows it (no code, no cells
tagged lab-only such as the teacher's notes, no folded rules: the rules have their own
page), and the exit ticket is the lesson's quiz file, read by chemteach.classroom, with a
box before each choice, a line for the student's name, and the open "explain why" question
with ruled lines to write the answer on. The answers (and the model answer) are not printed.
"""

from __future__ import annotations

from dataclasses import dataclass
from pathlib import Path
from typing import Any

from ..classroom.lessons import LAB_ONLY, read_lesson
from ..classroom.quiz import Quiz, load_quiz
from ..core.errors import RulesError
from ..core.wording import _
from .layout import Block, Flow, markdown, markup
from .packs import markdown_blocks, notebook_folder


@dataclass(frozen=True)
class PrintedLesson:
    """A lesson read for printing: its game, rules file, quiz and the students' Markdown."""

    path: Path
    title: str
    game: str
    rules_path: Path | None
    quiz: Quiz
    fields: dict[str, Any]
    student_markdown: str
    #: The lesson's own rules (its first folded <details> block), written for its rules file.
    rules_markdown: str = ""


def lesson_path(name: str | Path, lang: str) -> Path:
    """A lesson by name ('bond-valence', in notebooks/lessons or notebooks/ja/lessons) or
    by the path of its .md file."""
    text = str(name)
    if text.endswith(".md") or "/" in text or "\\" in text:
        return Path(text)
    path = notebook_folder(lang) / "lessons" / f"{text}.md"
    if not path.is_file():
        known = sorted(p.stem for p in path.parent.glob("*.md") if p.stem != "README")
        raise RulesError(_("No lesson called {name}; the kit's lessons are: {known}.").format(
            name=repr(text[:80]), known=", ".join(known)))
    return path


def student_markdown(text: str) -> tuple[str, str]:
    """The lesson's Markdown a student reads: its Markdown cells, as jupytext reads them for
    the app, without the lab-only ones (classroom/lessons.py's LAB_ONLY tag) and without
    <details> blocks; and its first <details> block (the lesson's rules)."""
    import jupytext

    cells = jupytext.reads(text, fmt="md:myst").cells
    out: list[str] = []
    folded: list[list[str]] = []
    details = False
    for cell in cells:
        if cell.cell_type != "markdown" or LAB_ONLY in cell.metadata.get("tags", []):
            continue
        for line in cell.source.splitlines():
            stripped = line.strip()
            if stripped.startswith("<details"):
                details = True
                folded.append([])
            if details:
                folded[-1].append(line)
                details = not stripped.startswith("</details")
                continue
            out.append(line)
        out.append("")
    return "\n".join(out), ("\n".join(folded[0]) if folded else "")


def read_printed_lesson(name: str | Path, lang: str) -> PrintedLesson:
    """Read a lesson, its quiz and where its rules file is (RulesError/LessonError if not)."""
    path = lesson_path(name, lang)
    lesson = read_lesson(path)
    fields = lesson.fields
    quiz_name, rules_name = fields.get("quiz"), fields.get("rules")
    if not isinstance(quiz_name, str) or not quiz_name:
        raise RulesError(_("{file}: the lesson names no quiz file, so it has no exit ticket "
                           "to print.").format(file=path))
    quiz = load_quiz(lesson.folder / quiz_name)
    rules_path = lesson.folder / rules_name if isinstance(rules_name, str) and rules_name \
        else None
    text, rules = student_markdown(lesson.text)
    return PrintedLesson(path, str(fields.get("title", path.stem)), str(fields.get("game", "")),
                         rules_path, quiz, dict(fields), text, rules)


def _without_screen_ticket(blocks: list[Block]) -> list[Block]:
    """The blocks less the lesson's own Exit ticket section, which is about the quiz on the
    screen (the printed exit ticket has its own page)."""
    heading = markup(_("Exit ticket")).casefold()
    out: list[Block] = []
    skipping = False
    for block in blocks:
        if block.kind in ("h1", "h2"):
            skipping = block.markup.strip().casefold() == heading
        if not skipping:
            out.append(block)
    return out


def sheet_flow(lesson: PrintedLesson) -> Flow:
    """The student sheet: the lesson's objectives and its students' text."""
    blocks = _without_screen_ticket(markdown_blocks(lesson.student_markdown))
    objectives = lesson.fields.get("objectives") or []
    head: list[Block] = []
    if not blocks or blocks[0].kind != "h1":
        head.append(Block("h1", markup(lesson.title)))
    else:
        head.append(blocks.pop(0))
    if isinstance(objectives, list) and objectives:
        head.append(Block("h3", markup(_("Learning objectives"))))
        head += [Block("li", markdown(str(o))) for o in objectives]
    return Flow(_("Student sheet"), tuple(head + blocks))


#: Ruled lines under the printed "explain why" question, for the written answer.
EXPLAIN_LINES = 6


def exit_ticket_flow(quiz: Quiz) -> Flow:
    """The exit ticket: name line, each question with a box before each choice, then the
    open "explain why" question with ruled lines to write on (never its model answer)."""
    blocks = [Block("h1", markup(quiz.title or _("Exit ticket"))),
              Block("rule", markup(_("Name: ____________________  Class: ________  "
                                     "Date: ________")))]
    for number, question in enumerate(quiz.questions, start=1):
        blocks.append(Block("p", f"<b>{number}.</b> {markup(question.text)}"))
        blocks += [Block("choice", "\u25a1 " + markup(choice)) for choice in question.choices]
    if quiz.explain is not None:
        number = len(quiz.questions) + 1
        blocks.append(Block("p", f"<b>{number}.</b> {markup(quiz.explain.text)}"))
        blocks += [Block("rule", "_" * 60) for _line in range(EXPLAIN_LINES)]
    return Flow(_("Exit ticket"), tuple(blocks))
