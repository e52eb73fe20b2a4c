"""The exit-ticket quiz: one button per answer, checked at once, read out to screen readers.

Every answer is a button (Tab reaches it, Enter or Space presses it, a screen reader reads
its label). The first press answers the question: the feedback line beside it (a polite
live region) says whether it was right, and the chosen and the right buttons say so in
their labels too, not only in colour. Which choice is right stays in the kernel until the
question is answered: no synced widget state carries it (the house rule: a widget's synced
state is as secret as the screen).

Below the questions: the open "explain why" question of the quiz file, if it has one (a
text box: its model answer is for the teacher and never reaches the page), a 'Name on your
answers' box (not 'Your name': that is the game's box above) and a "Save my answers"
button that offers the answers file to download and hand in (classroom/answers.py: the
answers, their times and the free text, sealed with a digest).
"""

from __future__ import annotations

import base64
import html
from collections.abc import Mapping
from pathlib import Path
from typing import Any

import ipywidgets as w

from ..classroom import answers as answers_file
from ..classroom.quiz import Quiz, load_quiz
from ..core.errors import ChemteachError, IllegalAction
from ..core.seating import check_name
from ..core.wording import _, count
from .closing import close_tree, widget_tree
from .keyguard import guard_keys
from .status import StatusLine
from .table import replaces_its_cell


class _Question:
    """The widgets of one question: its text, its answer buttons and its feedback line."""

    def __init__(self, number: int, text: str, choices: tuple[str, ...],
                 on_answer: Any) -> None:
        self.text = w.HTML(
            '<p class="chemteach-quiz-text" style="margin:0.6em 0 0.2em"><b>'
            + html.escape(_("Question {number}.").format(number=number)) + "</b> "
            + html.escape(text) + "</p>")
        self.buttons = []
        for index, choice in enumerate(choices):
            # The tooltip (the button's title: a screen reader's description) says which
            # question the answer belongs to, for a student who tabs from button to button.
            button = w.Button(description=choice, tooltip=_(
                "Answer {choice} to question {number}").format(choice=choice, number=number),
                layout=w.Layout(width="auto", min_width="4em"))
            button.add_class("chemteach-quiz-choice")
            button.on_click(lambda _button, i=index: on_answer(i))
            self.buttons.append(button)
        self.feedback = StatusLine()
        #: The answer's feedback (right or not, and the explanation), kept for a second press.
        self.verdict, self.verdict_kind = "", "info"
        self.feedback.widget.remove_class("chemteach-status")  # only the table's line sticks
        self.feedback.widget.add_class("chemteach-quiz-feedback")
        self.widget = w.VBox([self.text, w.HBox(self.buttons, layout=w.Layout(
            flex_flow="row wrap")), self.feedback.widget])


class QuizWidget:
    """A short quiz in a notebook: `QuizWidget(load_quiz("exit-ticket.toml"))`."""

    def __init__(self, quiz: Quiz, lesson: Mapping[str, str] | None = None) -> None:
        self._quiz = quiz  # kernel only: the answers never go into a widget model
        self.chosen: list[int | None] = [None] * len(quiz.questions)
        #: When each question was answered (ISO 8601, local time), "" before.
        self.times: list[str] = [""] * len(quiz.questions)
        #: The lesson the answers file records ({"name", "rules_digest"}).
        self.lesson = dict(lesson or {"name": "", "rules_digest": ""})
        self.title = w.HTML('<h3 class="chemteach-quiz-title" style="margin:0.3em 0">'
                            + html.escape(quiz.title) + "</h3>")
        self.questions = [
            _Question(n + 1, q.text, q.choices, lambda i, n=n: self.answer(n, i))
            for n, q in enumerate(quiz.questions)]
        self.summary = StatusLine()
        self.summary.show(count(len(quiz.questions),
                                "{n} question: press the answer you think is right.",
                                "{n} questions: press the answer you think is right."))
        self.explain_box: w.Textarea | None = None
        self.free_time = ""
        parts: list[w.Widget] = []
        if quiz.explain is not None:
            number = len(quiz.questions) + 1
            # its label (a <label> a screen reader reads) names the question it answers
            self.explain_box = w.Textarea(
                value="", placeholder=_("Write your answer in a few sentences."),
                description=_("Question {number}.").format(number=number),
                style={"description_width": "initial"},
                layout=w.Layout(width="100%", height="6em"))
            self.explain_box.add_class("chemteach-quiz-explain")
            self.explain_box.observe(self._typed, names="value")
            parts += [w.HTML(
                '<p class="chemteach-quiz-text" style="margin:0.6em 0 0.2em"><b>'
                + html.escape(_("Question {number}.").format(number=number)) + "</b> "
                + html.escape(quiz.explain.text) + "</p>"), self.explain_box]
        self.name_box = w.Text(value="", description=_("Name on your answers"),
                               style={"description_width": "initial"},
                               layout=w.Layout(width="18em"))
        self.save_button = w.Button(description=_("Save my answers"), icon="download",
                                    tooltip=_("Make a file of your answers to hand in"))
        self.save_button.add_class("chemteach-quiz-save")
        self.save_button.on_click(lambda _b: self.save())
        self.link = w.HTML()
        #: The answers file on offer ("" before Save my answers is pressed) and its name.
        self.text, self.file_name = "", ""
        parts.append(w.HBox([self.name_box, self.save_button, self.link],
                            layout=w.Layout(flex_flow="row wrap", align_items="center")))
        self.widget = w.VBox([self.title, *(q.widget for q in self.questions), *parts,
                              self.summary.widget],
                             layout=w.Layout(max_width="60em"))
        self.widget.add_class("chemteach-table")  # the kit's focus ring
        self.widget.add_class("chemteach-quiz")
        guard_keys(self.widget)  # JupyterLab's shortcuts stay out of the answer buttons
        self.closed = False

    # ----- answering ---------------------------------------------------------------------
    def answer(self, question: int, choice: int) -> bool | None:
        """Answer a question (0-based numbers); True if right, None if already answered."""
        with self.summary.guard():
            return self._answer(question, choice)
        return None

    def _answer(self, question: int, choice: int) -> bool | None:
        q = self._quiz.questions[question]
        shown = self.questions[question]
        if self.chosen[question] is not None:  # the explanation stays, after a reminder
            already = _("You have answered this question already; your answer was "
                        "{choice}.").format(choice=q.choices[self.chosen[question]])
            shown.feedback.show(f"{already} {shown.verdict}", shown.verdict_kind)
            return None
        self.chosen[question] = choice
        self.times[question] = answers_file.now()
        self._hide_link()
        right = choice == q.answer
        pressed = shown.buttons[choice]
        if right:
            pressed.description = _("{choice} (your answer: right)").format(
                choice=q.choices[choice])
            pressed.icon, pressed.button_style = "check", "success"
            message = _("Right: {answer}.").format(answer=q.answer_text)
        else:
            pressed.description = _("{choice} (your answer: not right)").format(
                choice=q.choices[choice])
            pressed.icon, pressed.button_style = "times", "danger"
            correct = shown.buttons[q.answer]
            correct.description = _("{choice} (the right answer)").format(
                choice=q.answer_text)
            correct.icon, correct.button_style = "check", "success"
            message = _("Not quite: the answer is {answer}.").format(answer=q.answer_text)
        if q.explanation:
            message = _("{verdict} {explanation}").format(verdict=message,
                                                         explanation=q.explanation)
        shown.verdict, shown.verdict_kind = message, "ok" if right else "info"
        shown.feedback.show(message, shown.verdict_kind)
        self._sum_up()
        return right

    def _sum_up(self) -> None:
        answered = sum(c is not None for c in self.chosen)
        total = len(self.chosen)
        if answered < total:
            self.summary.show(count(total - answered, "{n} question to go.",
                                    "{n} questions to go."))
        else:
            self.summary.show(_("You got {right} of {total} right. Well done for finishing!")
                              .format(right=self.score, total=total), "ok")

    # ----- the answers file ----------------------------------------------------------------
    def _typed(self, change: Any) -> None:
        """The free text changed: note when, and take back a file that no longer holds it."""
        if len(change["new"]) > answers_file.MAX_FREE_TEXT and self.explain_box is not None:
            self.explain_box.value = change["new"][:answers_file.MAX_FREE_TEXT]
            return
        self.free_time = answers_file.now()
        self._hide_link()

    def _hide_link(self) -> None:
        self.text, self.file_name, self.link.value = "", "", ""

    def save(self) -> bool:
        """Offer the answers file to download (True), or say in one sentence what is missing
        first: the student's name (False)."""
        with self.summary.guard():
            try:
                name = check_name(self.name_box.value, (), {})
            except IllegalAction as exc:
                self.summary.show(str(exc), "error")
                return False
            free = self.explain_box.value if self.explain_box is not None else ""
            data = answers_file.answers_json(name, self._quiz, self.chosen, self.times,
                                             self.lesson, free, self.free_time)
            self.text = answers_file.dumps(data)
            self.file_name = answers_file.file_name(name, self.lesson.get("name", ""))
            encoded = base64.b64encode(self.text.encode("utf-8")).decode("ascii")
            tip = _("Download your answers to hand them in")
            self.link.value = (
                f'<a download="{html.escape(self.file_name)}" '
                f'href="data:application/json;base64,{encoded}" title="{html.escape(tip)}" '
                'style="display:inline-block;padding:4px 10px;border:1px solid #888;'
                'border-radius:3px;text-decoration:none;color:#111;background:#f3f3f3">'
                f"\u2193 {html.escape(self.file_name)}</a>")
            left = sum(c is None for c in self.chosen)
            if left:
                self.summary.show(count(left, "Your answers file is ready; {n} question is "
                                        "not answered in it.", "Your answers file is ready; "
                                        "{n} questions are not answered in it."), "info")
            else:
                self.summary.show(_("Your answers file is ready: click the link to download "
                                    "it, then hand it in."), "ok")
            return True
        return False

    @property
    def score(self) -> int:
        """How many questions were answered right so far."""
        return sum(c == q.answer for c, q in zip(self.chosen, self._quiz.questions, strict=True))

    @property
    def finished(self) -> bool:
        """Whether every question has been answered."""
        return all(c is not None for c in self.chosen)

    # ----- showing and closing -----------------------------------------------------------
    def widgets(self) -> list[w.Widget]:
        """Every widget of the quiz."""
        return list(widget_tree(self.widget))

    def close(self) -> None:
        """Close every widget of the quiz (a re-run cell replaces its quiz)."""
        self.closed = True
        close_tree(self.widget)

    def _repr_mimebundle_(self, **kwargs: Any) -> Any:
        return self.widget._repr_mimebundle_(**kwargs)


def exit_ticket(path: str | Path) -> QuizWidget | w.HTML:
    """The lesson's exit ticket from its quiz file; a mistake in the file is shown as one
    sentence naming the file, line and key (a student never sees a traceback)."""
    try:
        quiz = load_quiz(path)
    except ChemteachError as exc:
        return w.HTML('<p role="alert" style="color:#a4000f">' + html.escape(
            _("The exit ticket cannot be shown: {problem} (Tell your teacher.)").format(
                problem=exc)) + "</p>")
    lesson = answers_file.lesson_of_quiz(path)  # the lesson whose rules this kernel loaded
    return replaces_its_cell(QuizWidget(quiz, lesson))  # type: ignore[arg-type]
