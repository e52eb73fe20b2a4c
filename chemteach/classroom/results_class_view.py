"""The class across files shown to the teacher: students per lesson, the exit-ticket
questions, the written answers side by side and the prompts to discuss, as printable text
(`chemteach results`) and as escaped HTML and a plot with alt text (the class results
notebook). The numbers come from results_class.py; nothing here reads files.
"""

from __future__ import annotations

import html
from collections.abc import Mapping
from typing import TYPE_CHECKING

from ..core.wording import N_, _
from .quiz import Quiz
from .results import ClassResults
from .results_class import (
    NO_LESSON,
    ClassList,
    discussion_prompts,
    question_stats,
    students,
    ticket_text,
    written_answers,
)
from .results_view import _html_table, fit, pad, plain, plot_text, printable, width

if TYPE_CHECKING:
    from matplotlib.figure import Figure

    from ..pictures import Chart

#: The widest a question's words grow in the text table.
QUESTION_WIDTH = 50


def lesson_title(lesson: str) -> str:
    """A lesson's name as the reader reads it ('other games' for games outside a lesson)."""
    return _("other games") if lesson == NO_LESSON else plain(lesson)


def _student_rows(found: ClassList) -> tuple[list[str], list[list[str]]]:
    """One line per student and lesson: the exit ticket's score and the questions answered
    wrong, the games played and won (a student with nothing handed in: one line of '-')."""
    head = [_("Student"), _("Class"), _("Lesson"), _("Exit ticket"), _("Answered wrong"),
            _("Games"), _("Won")]
    rows = []
    for s in found.students:
        klass = plain(s.enrolled.klass) if s.enrolled else ""
        if not s.lessons:
            rows.append([plain(s.name), klass, "-", "-", "", "", ""])
            continue
        for lesson in found.lessons:
            work = s.lessons.get(lesson)
            if work is None:
                continue
            rows.append([plain(s.name), klass, lesson_title(lesson), ticket_text(work.ticket)
                         or "-", ", ".join(work.ticket.wrong) if work.ticket else "",
                         str(work.games), str(work.won)])
    return head, rows


def cut(text: str, most: int) -> str:
    """The start of a text, at most `most` columns, ending in '…' when cut."""
    if width(text) <= most:
        return text
    out = ""
    for c in text:
        if width(out + c) > most - 1:
            break
        out += c
    return out + "\u2026"


def _aligned(head: list[str], rows: list[list[str]]) -> list[str]:
    cols = [max([width(h)] + [width(r[i]) for r in rows]) for i, h in enumerate(head)]
    out = ["  ".join(pad(h, c) for h, c in zip(head, cols, strict=True)).rstrip(),
           "  ".join("-" * c for c in cols)]
    out += ["  ".join(pad(cell, c) for cell, c in zip(r, cols, strict=True)).rstrip()
            for r in rows]
    return out


def class_text(results: ClassResults, quizzes: Mapping[str, Quiz] | None = None) -> str:
    """The sections after the files' table, as printable text: students per lesson, who
    handed in nothing, the questions, the written answers and the prompts to discuss."""
    found = students(results)
    out: list[str] = []
    if found.students:
        head, rows = _student_rows(found)
        out += ["", _("Students across lessons:")] + _aligned(head, rows)
    if found.missing:
        out += ["", _("On the class list, handed in nothing: {names}.").format(
            names=", ".join(plain(s.name) for s in found.missing))]
    if found.unknown:
        out += ["", _("In files, on no class list (a typo, a nickname?): {names}.").format(
            names=", ".join(plain(s.name) for s in found.unknown))]
    stats = question_stats(results)
    if stats:
        head = [_("Lesson"), _("Question"), _("Right"), _("Chosen most often, wrong")]
        rows = []
        for q in stats:
            wrong = q.most_chosen_wrong()
            rows.append([lesson_title(q.lesson),
                         cut(plain(f"{q.id}: {q.text}"), QUESTION_WIDTH),
                         f"{q.right}/{q.answered} ({round(100 * q.share_right)}%)",
                         cut(_("{answer} ({n})").format(answer=plain(wrong[0]), n=wrong[1]),
                             QUESTION_WIDTH) if wrong else ""])
        out += ["", _("Exit-ticket questions:")] + _aligned(head, rows)
    for open_question in written_answers(results, quizzes):
        out += ["", _("Written answers, {lesson}: {question}").format(
            lesson=lesson_title(open_question.lesson), question=plain(open_question.question))]
        if open_question.model_answer:
            out.append("  " + _("Model answer: {text}").format(
                text=plain(open_question.model_answer)))
        out += ["  " + _("{student}: {text}").format(student=plain(a.student),
                                                     text=plain(a.text) or "-")
                for a in open_question.answers]
    prompts = discussion_prompts(results)
    if prompts:
        out += ["", _("To discuss with the class:")] + [f"- {plain(p)}" for p in prompts]
    return "\n".join(printable(line) for line in out)


# ----- HTML for the notebook --------------------------------------------------------------
def students_html(results: ClassResults) -> str:
    """Students per lesson, who handed in nothing and names on no class list, as HTML."""
    found = students(results)
    if not found.students:
        return "<p>" + html.escape(_("No students in this folder.")) + "</p>"
    head, rows = _student_rows(found)
    out = _html_table(head, rows, _("Students across lessons"))
    if found.missing:
        out += "<p>" + html.escape(_("On the class list, handed in nothing: {names}.").format(
            names=", ".join(plain(s.name) for s in found.missing))) + "</p>"
    if found.unknown:
        out += "<p>" + html.escape(_("In files, on no class list (a typo, a nickname?): "
                                     "{names}.").format(
            names=", ".join(plain(s.name) for s in found.unknown))) + "</p>"
    return out


def questions_html(results: ClassResults) -> str:
    """Per question: the share right and the wrong answer chosen most, as HTML."""
    stats = question_stats(results)
    if not stats:
        return "<p>" + html.escape(_("No exit tickets in this folder.")) + "</p>"
    head = [_("Lesson"), _("Question"), _("Right"), _("Chosen most often, wrong")]
    rows = []
    for q in stats:
        wrong = q.most_chosen_wrong()
        rows.append([lesson_title(q.lesson), plain(f"{q.id}: {q.text}"),
                     f"{q.right}/{q.answered} ({round(100 * q.share_right)}%)",
                     _("{answer} ({n})").format(answer=plain(wrong[0]), n=wrong[1])
                     if wrong else ""])
    return _html_table(head, rows, _("Exit-ticket questions"))


def written_html(results: ClassResults, quizzes: Mapping[str, Quiz] | None = None) -> str:
    """Each lesson's open question with the model answer and the students' answers side by
    side (escaped: a student's text is shown as text, never as markup)."""
    parts = []
    for q in written_answers(results, quizzes):
        rows = [[plain(a.student), a.text.strip() or "-"] for a in q.answers]
        if q.model_answer:
            rows.insert(0, [_("Model answer"), q.model_answer])
        parts.append(_html_table([_("Student"), _("Answer")], rows, _(
            "{lesson}: {question}").format(lesson=lesson_title(q.lesson),
                                          question=plain(q.question))))
    if not parts:
        return "<p>" + html.escape(_("No written answers in this folder.")) + "</p>"
    return "".join(parts)


def prompts_html(results: ClassResults) -> str:
    """The prompts to discuss with the class, as an HTML list."""
    prompts = discussion_prompts(results)
    if not prompts:
        return "<p>" + html.escape(_("Nothing stands out in these results.")) + "</p>"
    return ("<ul class='chemteach-prompts'>" + "".join(
        f"<li>{html.escape(p)}</li>" for p in prompts) + "</ul>")


# ----- the plot ---------------------------------------------------------------------------
def plot_questions(results: ClassResults) -> Figure | None:
    """A bar per exit-ticket question: the share of the class that answered it right, the
    wrong answer chosen most written beside it (None: no exit tickets)."""
    import matplotlib.pyplot as plt

    from ..fonts import use_in_matplotlib

    stats = question_stats(results)
    if not stats:
        return None
    use_in_matplotlib()  # a Japanese class's answers are drawn, not shown as boxes
    labels = [plot_text(fit(f"{lesson_title(q.lesson)} \u00b7 {q.id}", 40)) for q in stats]
    shares = [100 * q.share_right for q in stats]
    fig, ax = plt.subplots(figsize=(8, 0.75 * len(stats) + 1.8), layout="constrained")
    places = range(len(stats))
    ax.barh(places, shares, color="#0072B2", height=0.45)
    ax.set_yticks(places, labels)
    ax.invert_yaxis()
    ax.set_xlim(0, 100)
    ax.set_xlabel(_("% of the class right"))
    for place, q in zip(places, stats, strict=True):
        wrong = q.most_chosen_wrong()
        if wrong:  # below the bar's label, in the bar's row: always dark on white
            ax.annotate(plot_text(fit(_("most chosen wrong: {answer} ({n})").format(
                answer=wrong[0], n=wrong[1]), 70)), (0, place + 0.42), xytext=(2, 0),
                textcoords="offset points", va="bottom", fontsize=8, color="#222")
    ax.set_title(_("Exit tickets: each question, the share right"), fontsize=11)
    plt.close(fig)
    return fig


CHART_WORDS = N_("Bar chart: for each exit-ticket question, the percentage of the class who "
                 "answered it right, with the wrong answer chosen most written under its bar. "
                 "The table above gives the numbers.")


def chart_of_questions(results: ClassResults) -> Chart | None:
    """The questions' plot with its words as alt text (None: no exit tickets)."""
    from ..pictures import chart

    figure = plot_questions(results)
    return None if figure is None else chart(figure, _(CHART_WORDS))


__all__ = ["chart_of_questions", "class_text", "plot_questions", "prompts_html",
           "questions_html", "students_html", "written_html"]
