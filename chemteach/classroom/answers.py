"""A student's exit-ticket answers as a small file they hand in, sealed like a save.

The exit ticket's "Save my answers" button (widgets/quiz.py) writes one JSON file: the
student's name, the lesson (its name and its rules' digest, as a save records them), the
quiz's title, and for each question its id, its text, the choice pressed (its number and
its words), whether it was right and when it was pressed, then the free-text answer to the
"explain why" question. The file carries `core.save.json_digest` of all of that, the same
kind of digest as a save, so a file edited by hand (a wrong answer turned right, a name
changed) is refused as "edited" by `chemteach results`, as an edited game is. Like a save's,
the digest is not a signature: it catches edits, not someone who recomputes it (a plain
SHA-256 anyone can work out). So the file's own `right` flags and texts are never trusted:
`mark` marks each answer against the lesson's quiz file (the teacher's `--quiz FILE`, or the
kit's own lesson quiz of that name, English and Japanese sharing ids and choice order), and
the question and choice texts the results show come from that quiz, never from the file.

The file is untrusted input on the teacher's machine: it is read only within a size cap,
every key and value is checked against one strict schema (`answers_from_json`), and no path
named in it is ever opened.

A lesson's name is its files' common stem: `bond-valence.rules.toml` and
`bond-valence.quiz.toml` belong to the lesson `bond-valence` (`chemteach lesson new` names
them so). `lesson_rules` tags the rules it loads with the lesson (so every save of a game
played on them records it) and remembers its rules' digest here, for the exit ticket.
"""

from __future__ import annotations

import datetime as dt
import json
import re
import unicodedata
from collections.abc import Mapping
from dataclasses import dataclass
from pathlib import Path
from typing import Any

from .. import __version__
from ..core.errors import SaveFileError
from ..core.save import MAX_LESSON_NAME, json_digest, rules_digest
from ..core.shown import shown
from ..core.wording import _
from .quiz import MAX_CHOICES, MAX_QUESTIONS, MAX_TEXT, Quiz

FORMAT = "chemteach-answers"
VERSION = 1
READS = (1,)
#: The largest answers file read, in bytes: 20 questions of 500-character texts and the
#: free text come to under 40 KB.
MAX_ANSWERS_BYTES = 64_000
#: The longest free-text answer kept, in characters (about a page of writing).
MAX_FREE_TEXT = 2000
#: The longest student name kept (the 'Your name' box takes 20 letters; a file may hold more).
MAX_NAME = 60
TOP_KEYS = {"format", "version", "kit_version", "student", "lesson", "quiz", "answers",
            "explain", "saved", "digest"}
ANSWER_KEYS = {"id", "question", "choice", "answer", "right", "time"}
EXPLAIN_KEYS = {"id", "question", "text", "time"}
_ID = re.compile(r"[A-Za-z0-9_-]{1,40}")

#: The lessons whose rules this kernel loaded: name -> rules digest (`lesson_rules` fills it).
_LESSONS: dict[str, str] = {}


class AnswersError(SaveFileError):
    """An answers file that is refused: `problem` says why ("edited", "damaged", "too big",
    "not answers", "other version")."""

    def __init__(self, message: str, problem: str = "damaged") -> None:
        super().__init__(message)
        self.problem = problem


# ----- lessons ---------------------------------------------------------------------------
def lesson_name(path: str | Path) -> str:
    """The lesson a rules or quiz file belongs to: its name without '.rules.toml' or
    '.quiz.toml' ('bond-valence.rules.toml' -> 'bond-valence')."""
    name = Path(path).name
    for suffix in (".rules.toml", ".quiz.toml", ".toml", ".md"):
        if name.lower().endswith(suffix):
            return name[: -len(suffix)][:MAX_LESSON_NAME] or name[:MAX_LESSON_NAME]
    return name[:MAX_LESSON_NAME]


def lesson_tag(path: str | Path, rules: Mapping[str, Any]) -> dict[str, str]:
    """The lesson record a save carries for rules read from `path`, and remembered for the
    exit ticket of the same lesson in this kernel."""
    name = lesson_name(path)
    digest = rules_digest(rules)
    _LESSONS[name] = digest
    return {"name": name, "rules_digest": digest}


def lesson_of_quiz(path: str | Path) -> dict[str, str]:
    """The lesson an exit ticket belongs to: its name, and the digest of the rules the
    lesson's game was started on in this kernel ("" if its rules were not loaded)."""
    name = lesson_name(path)
    return {"name": name, "rules_digest": _LESSONS.get(name, "")}


# ----- what a student answered -----------------------------------------------------------
@dataclass(frozen=True)
class Answer:
    """One question answered: its id and text, the choice pressed, whether it was right."""

    id: str
    question: str
    choice: int
    answer: str
    right: bool
    time: str


@dataclass(frozen=True)
class FreeText:
    """The answer to the open 'explain why' question."""

    id: str
    question: str
    text: str
    time: str


@dataclass(frozen=True)
class Answers:
    """A student's exit ticket as handed in."""

    student: str
    lesson: str
    rules_digest: str
    quiz: str
    answers: tuple[Answer, ...]
    explain: FreeText | None
    saved: str
    #: Whether `mark` checked the answers against the lesson's quiz (only then they count).
    marked: bool = False

    @property
    def score(self) -> int:
        """How many questions were answered right."""
        return sum(a.right for a in self.answers)

    @property
    def wrong(self) -> list[str]:
        """The ids of the questions answered wrong."""
        return [a.id for a in self.answers if not a.right]


def now() -> str:
    """The time as an answers file records it: local time to the second, ISO 8601."""
    return dt.datetime.now().replace(microsecond=0).isoformat()


def answers_json(student: str, quiz: Quiz, chosen: list[int | None], times: list[str],
                 lesson: Mapping[str, str], free_text: str = "",
                 free_time: str = "", saved: str | None = None) -> dict[str, Any]:
    """The answers file's content for what a student pressed and wrote, with its digest."""
    answers = []
    for q, choice, when in zip(quiz.questions, chosen, times, strict=True):
        if choice is None:
            continue
        answers.append({"id": q.id, "question": q.text, "choice": choice,
                        "answer": q.choices[choice], "right": choice == q.answer,
                        "time": when})
    explain = None
    if quiz.explain is not None:
        explain = {"id": quiz.explain.id, "question": quiz.explain.text,
                   "text": clean_free_text(free_text), "time": free_time}
    data: dict[str, Any] = {
        "format": FORMAT, "version": VERSION, "kit_version": __version__,
        "student": student[:MAX_NAME],
        "lesson": {"name": lesson.get("name", ""), "rules_digest": lesson.get("rules_digest", "")},
        "quiz": quiz.title, "answers": answers, "explain": explain,
        "saved": saved or now(),
    }
    data["digest"] = json_digest(data)
    return data


def clean_free_text(text: str) -> str:
    """A typed answer as the file keeps it: line breaks as '\n', every other control
    character a space, at most MAX_FREE_TEXT characters."""
    text = text.replace("\r\n", "\n").replace("\r", "\n")
    text = "".join(" " if unicodedata.category(c)[0] == "C" and c != "\n" else c
                   for c in text)
    return text.strip()[:MAX_FREE_TEXT]


def dumps(data: Mapping[str, Any]) -> str:
    """The answers file as JSON text."""
    return json.dumps(data, ensure_ascii=False, indent=1)


def file_name(student: str, lesson: str, when: dt.datetime | None = None) -> str:
    """'answers-bond-valence-Ada-20261202-1015.json': lesson, student and time."""
    who = re.sub(r"[\W_]+", "", student)[:30] or "student"
    what = re.sub(r"[^\w-]+", "", lesson)[:40] or "lesson"
    stamp = (when or dt.datetime.now()).strftime("%Y%m%d-%H%M")
    return f"answers-{what}-{who}-{stamp}.json"


# ----- marking against the quiz ------------------------------------------------------------
_LESSON_NAME = re.compile(r"[A-Za-z0-9][A-Za-z0-9_-]{0,79}")
#: The kit's own lessons (English, then the Japanese twins with the same ids).
KIT_LESSONS = (Path(__file__).resolve().parents[2] / "notebooks" / "lessons",
               Path(__file__).resolve().parents[2] / "notebooks" / "ja" / "lessons")


def kit_quizzes(lesson: str) -> list[Quiz]:
    """The kit's own quiz files of a lesson name (notebooks/lessons/NAME.quiz.toml and its
    Japanese twin), [] for a name the kit has no lesson of. The name comes from a student's
    file: only a plain name (letters, digits, '-' and '_') is ever looked up."""
    from .quiz import QuizError, load_quiz

    if not _LESSON_NAME.fullmatch(lesson):
        return []
    found = []
    for folder in KIT_LESSONS:
        path = folder / f"{lesson}.quiz.toml"
        if path.is_file():
            try:
                found.append(load_quiz(path))
            except QuizError:
                continue
    return found


def mark(answers: Answers, quizzes: list[Quiz]) -> tuple[Answers, list[str]]:
    """The answers marked against the lesson's quiz (`quizzes`: the quiz and any twins in
    other languages with the same ids and choice order, the first one deciding), and the
    ids whose file disagreed: a question the quiz does not have (dropped), a choice it does
    not have (dropped), or a `right` flag unlike the quiz's answer (marked as the quiz says).
    Each answer's question and choice words are the quiz's (in the language the student's
    file used, when a twin has the same question text; else the first quiz's)."""
    if not quizzes:
        return answers, []
    by_id = [{q.id: q for q in quiz.questions} for quiz in quizzes]
    kept: list[Answer] = []
    problems: list[str] = []
    for a in answers.answers:
        deciding = by_id[0].get(a.id)
        if deciding is None or not 0 <= a.choice < len(deciding.choices):
            problems.append(a.id)
            continue
        right = a.choice == deciding.answer
        if a.right != right:
            problems.append(a.id)
        words = next((q for q in (ids.get(a.id) for ids in by_id)
                      if q is not None and q.text == a.question
                      and a.choice < len(q.choices)), deciding)
        kept.append(Answer(a.id, words.text, a.choice, words.choices[a.choice], right, a.time))
    explain = answers.explain
    if explain is not None:
        texts = [quiz.explain for quiz in quizzes if quiz.explain is not None]
        question = next((e.text for e in texts if e.text == explain.question),
                        texts[0].text if texts else "")
        explain = FreeText(explain.id, question, explain.text, explain.time)
    return (Answers(answers.student, answers.lesson, answers.rules_digest, quizzes[0].title,
                    tuple(kept), explain, answers.saved, marked=True), problems)


# ----- reading a handed-in file ----------------------------------------------------------
def looks_like_answers(data: Any) -> bool:
    """Whether parsed JSON says it is an answers file (then it is read as one, or refused)."""
    return isinstance(data, Mapping) and data.get("format") == FORMAT


def read_answers(raw: bytes | str) -> Answers:
    """An answers file's bytes read and checked; AnswersError in one sentence if refused."""
    if len(raw) > MAX_ANSWERS_BYTES:
        raise AnswersError(_("This answers file is {size} bytes, far more than an exit "
                             "ticket's answers (the limit is {most}).").format(
                                 size=len(raw), most=MAX_ANSWERS_BYTES), "too big")
    try:
        text = raw.decode("utf-8-sig") if isinstance(raw, bytes | bytearray) else raw

        def refuse(constant: str) -> None:
            raise ValueError(constant)

        data = json.loads(text.removeprefix("\ufeff"), parse_constant=refuse)
    except (UnicodeDecodeError, ValueError, RecursionError):
        raise AnswersError(_("This answers file is not valid JSON text: damaged, or edited "
                             "by hand."), "damaged") from None
    return answers_from_json(data)


def answers_from_json(data: Any) -> Answers:
    """Parsed JSON checked against the answers file's one schema, then its digest."""
    if not looks_like_answers(data):
        raise AnswersError(_("This is not an exit ticket's answers file (no 'format': "
                             "'chemteach-answers')."), "not answers")
    version = data.get("version")
    if type(version) is not int or version not in READS:
        raise AnswersError(_("This answers file has format version {version}; this kit reads "
                             "version {ours}.").format(version=shown(version), ours=VERSION),
                           "other version")
    if set(data) != TOP_KEYS:
        odd = sorted(set(data) ^ TOP_KEYS, key=str)
        raise AnswersError(_("The answers file's keys are not an answers file's (edited by "
                             "hand?): {keys}.").format(keys=shown(odd)), "damaged")
    student = _text(data["student"], "student", MAX_NAME, required=True)
    lesson = data["lesson"]
    if not (isinstance(lesson, Mapping) and set(lesson) == {"name", "rules_digest"}):
        raise _bad("lesson", lesson)
    name = _text(lesson["name"], "lesson", MAX_LESSON_NAME)
    digest = _text(lesson["rules_digest"], "lesson", 64)
    quiz = _text(data["quiz"], "quiz", MAX_TEXT)
    raw_answers = data["answers"]
    if not isinstance(raw_answers, list) or len(raw_answers) > MAX_QUESTIONS:
        raise _bad("answers", raw_answers)
    answers = tuple(_answer(a) for a in raw_answers)
    if len({a.id for a in answers}) != len(answers):
        raise AnswersError(_("The answers file answers one question twice (edited by hand?)."),
                           "damaged")
    explain = None
    if data["explain"] is not None:
        e = data["explain"]
        if not (isinstance(e, Mapping) and set(e) == EXPLAIN_KEYS):
            raise _bad("explain", e)
        explain = FreeText(_id(e["id"]), _text(e["question"], "explain", MAX_TEXT),
                           _text(e["text"], "explain", MAX_FREE_TEXT, keep_lines=True),
                           _time(e["time"], "explain", empty=True))
    saved = _time(data["saved"], "saved")
    if not isinstance(data["digest"], str) or data["digest"] != json_digest(
            {k: v for k, v in data.items() if k != "digest"}):
        raise AnswersError(_("The answers do not match their digest: the file was edited by "
                             "hand (an answer, the name or the lesson changed)."), "edited")
    return Answers(student, name, digest, quiz, answers, explain, saved)


def _answer(value: Any) -> Answer:
    if not (isinstance(value, Mapping) and set(value) == ANSWER_KEYS):
        raise _bad("answers", value)
    choice = value["choice"]
    if type(choice) is not int or not 0 <= choice < MAX_CHOICES:
        raise _bad("answers", value)
    if type(value["right"]) is not bool:
        raise _bad("answers", value)
    return Answer(_id(value["id"]), _text(value["question"], "answers", MAX_TEXT),
                  choice, _text(value["answer"], "answers", MAX_TEXT), value["right"],
                  _time(value["time"], "answers"))


def _bad(key: str, value: Any) -> AnswersError:
    return AnswersError(_("The answers file's '{key}' is not what an exit ticket writes "
                          "({value}): damaged, or edited by hand.").format(
                              key=key, value=shown(value)), "damaged")


def _id(value: Any) -> str:
    if isinstance(value, str) and _ID.fullmatch(value):
        return value
    raise _bad("id", value)


def _text(value: Any, key: str, most: int, *, required: bool = False,
          keep_lines: bool = False) -> str:
    """Text of at most `most` characters, with no control characters but line breaks
    (kept only in the free text)."""
    if not isinstance(value, str) or len(value) > most or (required and not value.strip()):
        raise _bad(key, value)
    allowed = "\n" if keep_lines else ""
    if any(unicodedata.category(c)[0] == "C" and c not in allowed for c in value):
        raise _bad(key, value)
    return value


def _time(value: Any, key: str, *, empty: bool = False) -> str:
    if empty and value == "":
        return value
    if isinstance(value, str) and len(value) <= 32:
        try:
            dt.datetime.fromisoformat(value)
            return value
        except ValueError:
            pass
    raise _bad(key, value)


__all__ = ["Answer", "Answers", "AnswersError", "FORMAT", "FreeText", "MAX_ANSWERS_BYTES",
           "answers_from_json", "answers_json", "dumps", "file_name", "kit_quizzes",
           "lesson_name", "mark",
           "lesson_of_quiz", "lesson_tag", "looks_like_answers", "read_answers"]
