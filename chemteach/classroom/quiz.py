"""A lesson's exit-ticket quiz file (TOML beside the lesson), checked on load like a rules file.

A quiz file holds an optional `title` and one `[[question]]` table per question, each with
`text`, `choices` (2 to 6 different answers), `answer` (exactly one of the choices), an
optional `explanation` shown once the question is answered and an optional `id` (a short
name such as "valence-o" that stays the question's name when questions are reordered or
translated: the results count answers by it; without one a question is "q1", "q2", ...).
An optional `[explain]` table holds one open "explain why" question: `text`, the
`model_answer` for the teacher (never shown to the students) and an optional `id`. A
mistake is refused with a message naming the file, the line, the key and what is allowed.
"""

from __future__ import annotations

import re
import tomllib
from dataclasses import dataclass
from pathlib import Path
from typing import Any

from ..core.errors import RulesError
from ..core.mistakes import all_mistakes, did_you_mean
from ..core.rules import read_toml_text
from ..core.shown import shown
from ..core.wording import _

MAX_QUESTIONS = 20
MAX_CHOICES = 6
MAX_TEXT = 500  # characters in a question, a choice or an explanation
MAX_MODEL_ANSWER = 2000  # characters in the model answer of the explain question
TOP_KEYS = ("title", "question", "explain")
QUESTION_KEYS = ("text", "choices", "answer", "explanation", "id")
EXPLAIN_KEYS = ("text", "model_answer", "id")
#: A question's id: letters, digits, '-' and '_', at most 40 of them.
ID_PATTERN = re.compile(r"[A-Za-z0-9_-]{1,40}")


class QuizError(RulesError):
    """A quiz file that cannot be used: names the file, the line, the key and what is allowed."""

    def __init__(self, message: str, *, source: str = "", key: str = "", line: int = 0,
                 mistakes: tuple[RulesError, ...] = ()) -> None:
        super().__init__(message, source=source, key=key, line=line, mistakes=mistakes)


@dataclass(frozen=True)
class QuizQuestion:
    """One multiple-choice question: its text, its choices, the right one and why."""

    text: str
    choices: tuple[str, ...]
    answer: int
    explanation: str = ""
    #: The question's name in answers files and results ("q1" when the file gives none).
    id: str = ""

    @property
    def answer_text(self) -> str:
        """The right answer, as written in the quiz file."""
        return self.choices[self.answer]


@dataclass(frozen=True)
class Quiz:
    """A short quiz (a lesson's exit ticket): a title and its questions, in file order."""

    title: str
    questions: tuple[QuizQuestion, ...]
    source: str = "quiz"
    #: The open "explain why" question, None when the quiz has none.
    explain: Explain | None = None


@dataclass(frozen=True)
class Explain:
    """The exit ticket's open question: its text, and the model answer for the teacher."""

    text: str
    model_answer: str = ""
    id: str = "explain"


def load_quiz(path: str | Path) -> Quiz:
    """Read and check a quiz TOML file; QuizError names the file, line and key of a mistake."""
    name = str(path)
    try:
        text = read_toml_text(Path(path), name)
    except QuizError:
        raise
    except RulesError as exc:
        raise QuizError(str(exc).replace("rules file", "quiz file"), source=name) from None
    return parse_quiz(text, name)


def parse_quiz(text: str, name: str = "quiz") -> Quiz:
    """Check quiz TOML text (`name` is the file it came from, for messages)."""
    try:
        data = tomllib.loads(text)
    except tomllib.TOMLDecodeError as exc:
        line = (getattr(exc, "lineno", 0) or _line_in_message(str(exc))
                or max(1, len(text.splitlines())))  # "at end of document"
        raise QuizError(_("{file}, line {line}: this is not valid TOML ({problem}); allowed: "
                          "key = value lines and [[question]] tables.").format(
                              file=name, line=line, problem=exc), source=name,
                        line=line) from None
    except (RecursionError, ValueError):
        raise QuizError(_("{file}: values nested far too deeply or numbers far too long; "
                          "allowed: key = value lines and [[question]] tables.").format(
                              file=name), source=name) from None
    lines = _QuizLines(text)
    mistakes: list[QuizError] = []
    for key in data:
        if key not in TOP_KEYS:
            mistakes.append(_fail(name, lines.top(key), _short(key),
                                  _("this is not a key of a quiz file")
                                  + did_you_mean(key, TOP_KEYS),
                                  _("the keys {keys}").format(keys=", ".join(TOP_KEYS))))
    title = data.get("title", _("Exit ticket"))
    if not isinstance(title, str) or not title.strip() or len(title) > MAX_TEXT:
        mistakes.append(_fail(name, lines.top("title"), "title", _("got {value}").format(
            value=shown(title)), _("a short line of text")))
    raw = data.get("question")
    questions: list[QuizQuestion] = []
    if not isinstance(raw, list) or not raw or not all(isinstance(q, dict) for q in raw):
        mistakes.append(_fail(name, lines.top("question"), "question", _("no questions"),
                              _("at least one [[question]] table")))
    elif len(raw) > MAX_QUESTIONS:
        mistakes.append(_fail(name, lines.question(MAX_QUESTIONS), "question",
                              _("{count} questions").format(count=len(raw)),
                              _("at most {most} questions in an exit ticket").format(
                                  most=MAX_QUESTIONS)))
    else:
        for index, q in enumerate(raw):
            question = _question(name, lines, index, q, mistakes)
            if question is not None:
                questions.append(question)
    ids = [q.id for q in questions]
    for index, qid in enumerate(ids):
        if qid in ids[:index]:
            mistakes.append(_fail(name, lines.key(index, "id"), f"question[{index + 1}].id",
                                  _("the id {id} is already a question's").format(id=qid),
                                  _("a different id for every question")))
    explain = _explain(name, lines, data.get("explain"), mistakes, ids)
    if mistakes:
        raise _all(mistakes, name)
    return Quiz(title.strip(), tuple(questions), name, explain)


def _explain(name: str, lines: _QuizLines, raw: Any, mistakes: list[QuizError],
             ids: list[str]) -> Explain | None:
    """The [explain] table: one open question with its model answer (None if absent)."""
    if raw is None:
        return None
    line = lines.top("explain") or lines.table("explain")
    if not isinstance(raw, dict):
        mistakes.append(_fail(name, line, "explain", _("got {value}").format(
            value=shown(raw)), _("one [explain] table with text and model_answer")))
        return None
    before = len(mistakes)
    for key in raw:
        if key not in EXPLAIN_KEYS:
            mistakes.append(_fail(name, line, f"explain.{_short(key)}",
                                  _("this is not a key of the explain question")
                                  + did_you_mean(key, EXPLAIN_KEYS),
                                  _("the keys {keys}").format(keys=", ".join(EXPLAIN_KEYS))))
    text, model = raw.get("text"), raw.get("model_answer", "")
    if not isinstance(text, str) or not text.strip() or len(text) > MAX_TEXT:
        mistakes.append(_fail(name, line, "explain.text", _("missing") if text is None else
                              _("got {value}").format(value=shown(text)),
                              _("text of at most {most} characters").format(most=MAX_TEXT)))
    if not isinstance(model, str) or len(model) > MAX_MODEL_ANSWER:
        mistakes.append(_fail(name, line, "explain.model_answer", _("got {value}").format(
            value=shown(model)), _("text of at most {most} characters").format(
                most=MAX_MODEL_ANSWER)))
    qid = raw.get("id", "explain")
    if not isinstance(qid, str) or not ID_PATTERN.fullmatch(qid) or qid in ids:
        mistakes.append(_fail(name, line, "explain.id", _("got {value}").format(
            value=shown(qid)), _("letters, digits, - and _ (at most 40), unlike the "
                                 "questions' ids")))
    if len(mistakes) > before:
        return None
    return Explain(" ".join(text.split()), " ".join(model.split()), qid)


def _question(name: str, lines: _QuizLines, index: int, q: dict[str, Any],
              mistakes: list[QuizError]) -> QuizQuestion | None:
    """One [[question]] table, checked key by key; its mistakes go to `mistakes`."""
    where = f"question[{index + 1}]"
    before = len(mistakes)
    for key in q:
        if key not in QUESTION_KEYS:
            mistakes.append(_fail(name, lines.key(index, key), f"{where}.{_short(key)}",
                                  _("this is not a key of a question")
                                  + did_you_mean(key, QUESTION_KEYS),
                                  _("the keys {keys}").format(keys=", ".join(QUESTION_KEYS))))
    text = _text(name, lines, index, "text", q.get("text"), mistakes, required=True)
    choices = q.get("choices")
    if (not isinstance(choices, list) or not 2 <= len(choices) <= MAX_CHOICES
            or not all(isinstance(c, str) and c.strip() and len(c) <= MAX_TEXT for c in choices)
            or len({c.strip() for c in choices}) != len(choices)):
        mistakes.append(_fail(name, lines.key(index, "choices"), f"{where}.choices",
                              _("got {value}").format(value=shown(choices)),
                              _("a list of 2 to {most} different answers, as text").format(
                                  most=MAX_CHOICES)))
        choices = None
    else:
        choices = [c.strip() for c in choices]
    answer = q.get("answer")
    if choices is not None and (not isinstance(answer, str) or answer.strip() not in choices):
        problem = (_("missing") if answer is None else _("got {value}").format(
            value=shown(answer)) + did_you_mean(answer, choices))
        mistakes.append(_fail(name, lines.key(index, "answer"), f"{where}.answer", problem,
                              _("exactly one of the choices: {choices}").format(
                                  choices=", ".join(repr(c) for c in choices))))
    explanation = _text(name, lines, index, "explanation", q.get("explanation", ""),
                        mistakes, required=False)
    qid = q.get("id", f"q{index + 1}")
    if not isinstance(qid, str) or not ID_PATTERN.fullmatch(qid):
        mistakes.append(_fail(name, lines.key(index, "id"), f"{where}.id",
                              _("got {value}").format(value=shown(qid)),
                              _("letters, digits, - and _ (at most 40)")))
    if len(mistakes) > before or choices is None:
        return None
    return QuizQuestion(text, tuple(choices), choices.index(answer.strip()), explanation, qid)


def _text(name: str, lines: _QuizLines, index: int, key: str, value: Any,
          mistakes: list[QuizError], *, required: bool) -> str:
    """A question's text or explanation: one piece of text of a sensible length."""
    if (not isinstance(value, str) or len(value) > MAX_TEXT
            or (required and not value.strip())):
        problem = (_("missing") if value is None
                   else _("got {value}").format(value=shown(value)))
        mistakes.append(_fail(name, lines.key(index, key), f"question[{index + 1}].{key}",
                              problem, _("text of at most {most} characters").format(
                                  most=MAX_TEXT)))
        return ""
    return " ".join(value.split())


def _all(mistakes: list[QuizError], name: str) -> QuizError:
    """One QuizError for every mistake of the file (the first one's message, naming the
    others with their lines; all of them in `.mistakes`)."""
    combined = all_mistakes(list(mistakes), name)
    if combined is mistakes[0]:
        return mistakes[0]
    return QuizError(str(combined), source=name, key=combined.key, line=combined.line,
                     mistakes=combined.mistakes)


def _short(key: object) -> str:
    return key if isinstance(key, str) and len(key) <= 60 else shown(key)


def _fail(name: str, line: int, key: str, problem: str, allowed: str) -> QuizError:
    """The one shape of every quiz-file message: file, line, key, problem, what is allowed."""
    where = (_("{file}, line {line}").format(file=name, line=line) if line
             else name)
    return QuizError(_("{where}: key '{key}': {problem}; allowed: {allowed}.").format(
        where=where, key=key, problem=problem, allowed=allowed), source=name, key=key,
        line=line)


def _line_in_message(message: str) -> int:
    found = re.search(r"line (\d+)", message)
    return int(found.group(1)) if found else 0


_HEADER = re.compile(r"^\s*\[\[\s*question\s*\]\]")
_TABLE = re.compile(r"^\s*\[")


class _QuizLines:
    """Where things are in a quiz file's text: the line of a top-level key, of the n-th
    [[question]] and of a key inside it (1-based; 0 when it cannot be found)."""

    def __init__(self, text: str) -> None:
        self.lines = text.splitlines()
        self.headers = [i for i, line in enumerate(self.lines) if _HEADER.match(line)]

    def _find(self, key: str, start: int, stop: int) -> int:
        pattern = re.compile(r"^\s*\"?" + re.escape(key) + r"\"?\s*=")
        for i in range(start, min(stop, len(self.lines))):
            if pattern.match(self.lines[i]):
                return i + 1
        return 0

    def top(self, key: str) -> int:
        """A key before the first table (or the first [[question]] for 'question')."""
        if key == "question":
            return self.headers[0] + 1 if self.headers else self._find(key, 0, len(self.lines))
        first = next((i for i, line in enumerate(self.lines) if _TABLE.match(line)),
                     len(self.lines))
        return self._find(key, 0, first)

    def table(self, name: str) -> int:
        """The line of a [name] table's header (0 when it is not written)."""
        pattern = re.compile(r"^\s*\[\s*" + re.escape(name) + r"\s*\]")
        return next((i + 1 for i, line in enumerate(self.lines) if pattern.match(line)), 0)

    def question(self, index: int) -> int:
        """The [[question]] header line of question `index` (0-based)."""
        return self.headers[index] + 1 if index < len(self.headers) else 0

    def key(self, index: int, key: str) -> int:
        """A key inside question `index`; its header line if the key is not written."""
        if index >= len(self.headers):
            return 0
        start = self.headers[index]
        stop = next((i for i in range(start + 1, len(self.lines))
                     if _TABLE.match(self.lines[i])), len(self.lines))
        return self._find(key, start + 1, stop) or start + 1
