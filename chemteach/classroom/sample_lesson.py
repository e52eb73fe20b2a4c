"""One lesson's hand-in, made up: for the class results notebook, the tests and the docs.

`write_sample_lesson(folder)` writes what a class hands in after the Bond! valence lesson
(notebooks/lessons/bond-valence.md): a class list (`roster.csv`), each student's Bond! game
against a bot, saved in the lesson (its name and rules' digest in the save), and each
student's exit-ticket answers file, one written from the Japanese lesson. Among them the
things a teacher meets: a name typed in other case and spacing, a save of another lesson,
one game handed in by two students (Ben's copy of Ada's), answers edited by hand, answers
handed in twice, the same written answer from two students (Hiro's is Ada's), and a
student who handed in nothing.
"""

from __future__ import annotations

import datetime as dt
import os
import shutil
from pathlib import Path

from ..core.match import Match, Seat
from ..core.save import dumps
from . import answers as answers_file
from .quiz import load_quiz
from .sample import file_name

LESSONS = Path(__file__).resolve().parents[2] / "notebooks" / "lessons"
LESSON = "bond-valence"
#: name, class, student id, email: Jonas hands in nothing.
ROSTER = (
    ("Ada Lovelace", "10A", "S1001", "ada.lovelace@school.example"),
    ("Ben Okafor", "10A", "S1002", "ben.okafor@school.example"),
    ("Chloe Martin", "10A", "S1003", "chloe.martin@school.example"),
    ("Dev Patel", "10A", "S1004", "dev.patel@school.example"),
    ("Emi Sato", "10B", "S1005", "emi.sato@school.example"),
    ("Farid Haddad", "10B", "S1006", "farid.haddad@school.example"),
    ("Grace Kim", "10B", "S1007", "grace.kim@school.example"),
    ("Hiro Tanaka", "10B", "S1008", "hiro.tanaka@school.example"),
    ("Jonas Berg", "10B", "S1009", "jonas.berg@school.example"),
)
#: Each student's exit ticket: the name as typed, the choices pressed (by number, in the
#: quiz's order), the written answer, and the language of the lesson they used.
TICKETS = (
    ("Ada Lovelace", (1, 1, 0, 0), "Oxygen makes two bonds and hydrogen one, so O can hold "
     "only two H. A third H would need a third bond.", "en"),
    ("Ben Okafor", (1, 1, 2, 0), "Because H3O does not exist.", "en"),
    ("Chloe Martin", (1, 3, 2, 0), "Oxygen only has room for two hydrogens <b>bonded</b> "
     "to it.", "en"),
    ("Dev Patel", (3, 1, 2, 1), "", "en"),
    ("Emi Sato", (1, 1, 2, 0), "酸素は結合を2本しか作らないので、水素は2つまでです。", "ja"),
    ("Farid Haddad", (1, 1, 0, 3), "Each H uses one of oxygen's two bonds.", "en"),
    ("grace  KIM", (0, 1, 0, 0), "Oxygen has two bonds to give.", "en"),
    ("Hiro Tanaka", (1, 1, 0, 2), "Oxygen makes two bonds and hydrogen one, so O can hold "
     "only two H. A third H would need a third bond.", "en"),
)
#: Farid's answers are edited by hand (a wrong answer turned right after saving); Grace
#: saves her answers twice (the second time with one answer changed).
EDITED, TWICE = "Farid Haddad", "grace  KIM"
START = dt.datetime(2026, 12, 1, 10, 5)


def _game(student: str, seed: int, lesson: str = LESSON) -> tuple[object, str]:
    """A Bond! game of the lesson: the student (played by a bot) against a medium bot."""
    from ..games import bots, game_class

    cls = game_class("bond")
    path = LESSONS / f"{lesson}.rules.toml"
    rules = cls.rule_spec.load(path)
    tag = answers_file.lesson_tag(path, rules)
    game = cls([student, "medium"], cls.rules_for_bots(rules), seed)
    game.rules.lesson = tag  # as lesson_rules tags the rules a lesson's game starts on
    available = bots("bond")
    Match(game, [Seat(student, available["medium"]()), Seat("medium", available["medium"]())]
          ).step_bots(None)
    return game, tag["rules_digest"]


def _write(path: Path, text: str, when: dt.datetime) -> Path:
    path.write_text(text, encoding="utf-8")
    os.utime(path, (when.timestamp(), when.timestamp()))
    return path


def write_sample_lesson(folder: str | Path) -> list[Path]:
    """Write the sample lesson's hand-in into `folder` (made if missing); the files written."""
    folder = Path(folder)
    folder.mkdir(parents=True, exist_ok=True)
    paths = [_write(folder / "roster.csv", "name,class,student id,email\n" + "".join(
        ",".join(row) + "\n" for row in ROSTER), START)]
    quizzes = {"en": load_quiz(LESSONS / f"{LESSON}.quiz.toml"),
               "ja": load_quiz(LESSONS.parent / "ja" / "lessons" / f"{LESSON}.quiz.toml")}
    digest = ""
    for i, (student, _choices, _text, _lang) in enumerate(TICKETS):
        when = START + dt.timedelta(minutes=2 * i)
        if student == "Ben Okafor":  # Ben hands in Ada's game as his own: the same game
            copy = folder / paths[1].name.replace("AdaLovelace", "BenOkafor")
            shutil.copy(paths[1], copy)
            os.utime(copy, (when.timestamp(), when.timestamp()))
            paths.append(copy)
            continue
        lesson = "polymer-chains-and-chance" if student == "Dev Patel" else LESSON
        if lesson == LESSON:
            game, digest = _game(student, 100 + i)
        else:  # Dev hands in a game he played in another lesson
            game, _digest = _game(student, 100 + i)
            game.rules.lesson = {"name": lesson, "rules_digest": "0123456789abcdef"}
        paths.append(_write(folder / file_name(game, when), dumps(game), when))
    for i, (student, choices, text, lang) in enumerate(TICKETS):
        when = START + dt.timedelta(minutes=30 + 2 * i)
        quiz = quizzes[lang]
        stamp = when.isoformat()
        data = answers_file.answers_json(
            student, quiz, list(choices), [stamp] * len(choices),
            {"name": LESSON, "rules_digest": digest}, text, stamp if text else "",
            saved=stamp)
        if student == EDITED:  # a wrong answer turned right by hand, the digest kept
            right = quiz.questions[3]
            data["answers"][3].update(choice=right.answer, answer=right.answer_text,
                                      right=True)
        name = answers_file.file_name(student, LESSON, when)
        paths.append(_write(folder / name, answers_file.dumps(data), when))
        if student == TWICE:  # saved again ten minutes later, one answer changed
            later = when + dt.timedelta(minutes=10)
            again = answers_file.answers_json(
                student, quiz, [1, *choices[1:]], [later.isoformat()] * len(choices),
                {"name": LESSON, "rules_digest": digest}, text, later.isoformat(),
                saved=later.isoformat())
            paths.append(_write(folder / answers_file.file_name(student, LESSON, later),
                                answers_file.dumps(again), later))
    return paths


__all__ = ["LESSON", "ROSTER", "TICKETS", "write_sample_lesson"]
