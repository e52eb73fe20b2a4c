"""A lesson's table: the game and rules file a lesson names (`chemteach serve --lesson NAME`),
so a class plays the lesson's variant together and the saves carry the lesson's name."""

from __future__ import annotations

from dataclasses import dataclass
from pathlib import Path

from ..classroom.lessons import read_lesson
from ..core.rules import Rules
from ..core.wording import _
from ..games import GAMES, _package
from .guard import ServerError

#: The kit's own lessons (a teacher may also give the path of a lesson of their own).
KIT_LESSONS = Path(__file__).resolve().parents[2] / "notebooks" / "lessons"


@dataclass(frozen=True)
class LessonTable:
    """What a lesson's table is made of: the lesson's name, its game and its rules file."""

    name: str
    game: str
    rules: Path | None


def game_key(name: str) -> str:
    """The kit's name of a game ('Bond!' -> 'bond'), or ServerError naming the games."""
    try:
        package = _package(name).__name__
    except KeyError:
        raise ServerError(_("No game called {name!r}; the kit has: {games}.").format(
            name=name, games=", ".join(sorted(GAMES)))) from None
    return next(key for key, value in GAMES.items() if value == package)


def find_lesson(name: str, folder: Path = KIT_LESSONS) -> LessonTable:
    """The lesson called `name` (a kit lesson's name, or the path of a lesson's .md file)."""
    text = str(name).strip()
    path = Path(text)
    if path.suffix.lower() != ".md":
        path = folder / f"{text}.md"
    if "/" not in text and "\\" not in text and path.parent == folder and not path.is_file():
        known = sorted(p.stem for p in folder.glob("*.md") if p.stem.lower() != "readme")
        raise ServerError(_("No lesson called {name!r}; the kit's lessons are: {lessons}.")
                          .format(name=text, lessons=", ".join(known)))
    lesson = read_lesson(path)
    game = lesson.fields.get("game")
    if not isinstance(game, str):
        raise ServerError(_("The lesson {file} names no game: run `chemteach lesson check` "
                            "on it.").format(file=path.name))
    rules = lesson.fields.get("rules")
    rules_path = None
    if isinstance(rules, str) and rules.strip():
        rules_path = (path.parent / rules.strip()).resolve()
        if rules_path.parent != path.parent.resolve() or not rules_path.is_file():
            raise ServerError(_("The lesson {file} names a rules file {rules} that is not "
                                "beside it.").format(file=path.name, rules=rules))
    return LessonTable(path.stem, game_key(game), rules_path)


def lesson_rules_of(game: str, rules_file: Path) -> Rules:
    """The lesson's rules, tagged with the lesson (its name and its rules' digest) as a
    notebook lesson's `lesson_rules` tags them, so a table's save records the lesson it was
    played in and `chemteach results` reads it like a notebook's save."""
    from ..classroom.answers import lesson_tag

    spec = _package(game).RULES
    rules = spec.load(rules_file)
    rules.lesson = lesson_tag(rules_file, rules)
    return rules
