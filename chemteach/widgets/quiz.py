"""The exit-ticket quiz: one button per answer, checked at once, read out to screen readers.

Every answer is a button (Tab reaches it, Enter or Space presses it, a screen reader reads
its label). The first press answers the question: the feedback line beside it (a polite
live region) says whether it was right, and the chosen and the right buttons say so in
their labels too, not only in colour. Which choice is right stays in the kernel until the
question is answered: no synced widget state carries it (the house rule: a widget's synced
state is as secret as the screen).
"""

from __future__ import annotations

import html
from pathlib import Path
from typing import Any

import ipywidgets as w

from ..classroom.quiz import Quiz, load_quiz
from ..core.errors import ChemteachError
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

    def __init__(self, quiz: Quiz) -> None:
        self._quiz = quiz  # kernel only: the answers never go into a widget model
        self.chosen: list[int | None] = [None] * len(quiz.questions)
        self.title = w.HTML('<h3 class="chemteach-quiz-title" style="margin:0.3em 0">'
                            + html.escape(quiz.title) + "</h3>")
        self.questions = [
            _Question(n + 1, q.text, q.choices, lambda i, n=n: self.answer(n, i))
            for n, q in enumerate(quiz.questions)]
        self.summary = StatusLine()
        self.summary.show(count(len(quiz.questions),
                                "{n} question: press the answer you think is right.",
                                "{n} questions: press the answer you think is right."))
        self.widget = w.VBox([self.title, *(q.widget for q in self.questions),
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
    return replaces_its_cell(QuizWidget(quiz))  # type: ignore[arg-type]
