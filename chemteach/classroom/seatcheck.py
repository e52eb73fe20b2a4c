"""A lesson's `play([...])` calls checked against its game, before the class meets them.

A seat name that is nearly a bot's level ("meduim") becomes a person the class would wait
for; too few or too many seats, or a rules file that cannot deal for this many seats (a
Bond! deck too small), stop the game at `play()`. `chemteach lesson check --no-run` finds
each of these at its line, without running the lesson.
"""

from __future__ import annotations

import ast
import difflib
import re
from dataclasses import dataclass
from typing import Any

from ..core.errors import RulesError
from ..core.mistakes import key_line
from ..core.rules import Rules
from ..core.shown import shown
from ..core.wording import _


@dataclass(frozen=True)
class PlayCall:
    """One `play(...)` call of a lesson: the line it is on and its seat names (None when
    they are not written out as a list of texts)."""

    line: int
    seats: tuple[str, ...] | None


def play_calls(cells: list[tuple[int, str]]) -> list[PlayCall]:
    """The `play(...)` calls in code cells given as (line of the cell's fence, source)."""
    found = []
    for fence, source in cells:
        try:
            tree = ast.parse(source)
        except (SyntaxError, ValueError, RecursionError, MemoryError):
            continue  # IPython magics, or a cell that fails anyway when the lesson runs
        for node in ast.walk(tree):
            if isinstance(node, ast.Call) and _name(node.func) == "play":
                found.append(PlayCall(fence + node.lineno, _seats(node)))
    return found


def _name(func: ast.expr) -> str:
    if isinstance(func, ast.Name):
        return func.id
    return func.attr if isinstance(func, ast.Attribute) else ""


def _seats(call: ast.Call) -> tuple[str, ...] | None:
    given = call.args[0] if call.args else next(
        (k.value for k in call.keywords if k.arg == "players"), None)
    if not isinstance(given, ast.List | ast.Tuple):
        return None
    if not all(isinstance(e, ast.Constant) and isinstance(e.value, str) for e in given.elts):
        return None
    return tuple(e.value for e in given.elts)  # type: ignore[attr-defined]


def seat_problems(game: str, call: PlayCall) -> list[str]:
    """What is wrong with the seats of one call: names that are nearly a bot's level, a
    'bot:' name of no bot, too few or too many seats."""
    from ..games import bots, game_class
    from ..widgets.seating import bot_kind

    if call.seats is None:
        return []
    known = bots(game)
    problems = []
    for name in call.seats:
        try:
            if bot_kind(name, known) is not None:
                continue
        except ValueError:  # 'bot:something' that is no bot
            problems.append(_("seat {name}: there is no such bot; allowed: a bot's level "
                              "({bots}) or a person's name.").format(
                                  name=shown(name), bots=", ".join(known)))
            continue
        base = re.sub(r"\s+\d+$", "", name.strip().lower())
        near = difflib.get_close_matches(base, list(known), n=1, cutoff=0.75)
        if near:
            problems.append(_("seat {name} is a person's name, so the class would wait for "
                              "that person to move (did you mean the bot '{near}'?); allowed: "
                              "a bot's level ({bots}) or a person's name.").format(
                                  name=shown(name), near=near[0], bots=", ".join(known)))
    cls = game_class(game)
    if not cls.min_players <= len(call.seats) <= cls.max_players:
        problems.append(_("play() has {count} seats; allowed: {least} to {most} seats for "
                          "{game}.").format(count=len(call.seats), least=cls.min_players,
                                            most=cls.max_players, game=cls.title))
    return problems


def deal_problem(game: str, rules: Rules, text: str, call: PlayCall | None
                 ) -> tuple[int, str] | None:
    """Whether the game starts with these rules for the call's seats (every number of
    seats the game allows, when the call does not write them out): None, or the line of
    the rules file and the sentence that says what to change."""
    from ..games import game_class

    cls = game_class(game)
    counts = ([len(call.seats)] if call is not None and call.seats is not None
              else list(range(cls.min_players, cls.max_players + 1)))
    for count in counts:
        if not cls.min_players <= count <= cls.max_players:
            continue
        try:
            cls(count, rules=rules, seed=0)
        except RulesError as exc:
            return key_line(text, exc.key) or 1, _(
                "{problem} (for the {count} seats of play() on line {line} of the "
                "lesson)").format(problem=_without_file(str(exc), rules.source),
                                  count=count, line=call.line) if call is not None else _(
                "{problem} (for a game of {count})").format(
                    problem=_without_file(str(exc), rules.source), count=count)
        except Exception as exc:  # noqa: BLE001 - whatever stops the game, said in one line
            return 1, _("the game cannot start with these rules for {count} players "
                        "({what}).").format(count=count, what=shown(str(exc), 120))
    return None


def _without_file(message: str, source: str) -> str:
    return message[len(source) + 2:] if message.startswith(source + ": ") else message


def calls_and_cells(nb: Any, fences: list[int]) -> list[tuple[int, str]]:
    """(line of the fence, source) of each code cell of a lesson read as a notebook."""
    code = [c for c in nb.cells if c.cell_type == "code"]
    return [(fences[n] if n < len(fences) else 0, c.source) for n, c in enumerate(code)]
