"""A lesson's set-up cell: its own rules file, loaded so that a mistake never stops the class."""

from __future__ import annotations

import html
from pathlib import Path

from ..core.errors import RulesError
from ..core.rules import Rules
from ..core.wording import _


def lesson_rules(game: str, path: str | Path) -> Rules:
    """The lesson's rules for its game, read from the rules file beside the lesson.

    A mistake in the file shows one sentence naming the file, the key and what is allowed
    (never a traceback on a student's screen) and the game is played by the kit's usual rules;
    `chemteach lesson check` finds the same mistake before the class.
    """
    from ..games import _package

    spec = _package(game).RULES
    try:
        return spec.load(Path(path))
    except RulesError as exc:
        _show(_("This lesson's rules file has a mistake, so the game uses the usual rules. "
                "{problem}").format(problem=exc))
        return spec.defaults()


def _show(message: str) -> None:
    try:
        from IPython.display import HTML, display
    except ImportError:  # outside Jupyter: say it on the console
        print(message)
        return
    display(HTML('<p role="alert" style="color:#a4000f">' + html.escape(message) + "</p>"))
