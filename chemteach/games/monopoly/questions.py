"""The Test Day question bank (questions.toml), checked on load like a rules file."""

from __future__ import annotations

from dataclasses import dataclass
from functools import cache
from pathlib import Path
from typing import Any

from ...core.wording import _
from .board import _check_keys, _read, _tables, _text, fail, file_stamp, got

#: The msgctxt of a Test Day answer choice whose text the data also uses for something else
#: ("Go", a wrong symbol for gold, is not the board's GO space): worded by `choice_words`.
ANSWER_CHOICE = "answer choice"


@dataclass(frozen=True)
class Question:
    """A multiple-choice question about an element of the board."""

    element: str
    text: str
    choices: tuple[str, ...]
    answer: int
    explanation: str

    @property
    def answer_text(self) -> str:
        return self.choices[self.answer]


def load_questions(path: str | Path | None = "", stamp: str | None = None
                   ) -> tuple[Question, ...]:
    """Every question of the bank (empty path: the kit's questions.toml), checked; read
    again when the file has changed (`stamp`: its digest if the caller has it, as for
    `load_board`)."""
    return _load_questions(str(path) if path else "",
                           file_stamp(path) if stamp is None else stamp)


@cache
def _load_questions(path: str, stamp: str) -> tuple[Question, ...]:
    data, src = _read(path, "questions.toml")
    _check_keys(src, "questions", data, {"game", "question"})
    raw = _tables(src, "question", data.get("question"), _("at least one [[question]] table"))
    out = []
    for i, q in enumerate(raw):
        key = f"question[{i + 1}]"
        _check_keys(src, key, q, {"element", "text", "choices", "answer", "explanation"})
        symbol = _symbol(src, f"{key}.element", q.get("element"))
        choices = q.get("choices")
        if (not isinstance(choices, list) or not 2 <= len(choices) <= 6
                or not all(isinstance(c, str) and c.strip() for c in choices)
                or len(set(choices)) != len(choices)):
            raise fail(src, f"{key}.choices", got(choices),
                       _("a list of 2 to 6 different answers, as text"))
        answer = q.get("answer")
        if answer not in choices:
            raise fail(src, f"{key}.answer", got(answer),
                       _("exactly one of the choices: {choices}").format(
                           choices=", ".join(repr(c) for c in choices)))
        out.append(Question(symbol, _text(src, f"{key}.text", q.get("text")), tuple(choices),
                            choices.index(answer),
                            _text(src, f"{key}.explanation", q.get("explanation"))))
    return tuple(out)


def _symbol(src: str, key: str, value: Any) -> str:
    from ...elements import UnknownElement, element

    try:
        return element(str(value)).symbol
    except (UnknownElement, KeyError, ValueError):
        raise fail(src, key, got(value), _("an element symbol such as 'Na'")) from None
