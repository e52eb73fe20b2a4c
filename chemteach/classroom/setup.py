"""A lesson's set-up cell: its own rules file, loaded so that a mistake never stops the class."""

from __future__ import annotations

import html
from pathlib import Path

from ..core.errors import RulesError
from ..core.rules import Rules
from ..core.shown import shown
from ..core.wording import _

#: The card shows at most this many items of a list, each of at most CARD_TEXT characters
#: (`chemteach lesson check` reads the file; the card only shows it, bounded).
CARD_ITEMS = 12
CARD_TEXT = 300


def lesson_rules(game: str, path: str | Path) -> Rules:
    """The lesson's rules for its game, read from the rules file beside the lesson, tagged
    with the lesson (its name and its rules' digest) that the game's save records.

    A mistake in the file shows one sentence naming the file, the key and what is allowed
    (never a traceback on a student's screen) and the game is played by the kit's usual rules;
    `chemteach lesson check` finds the same mistake before the class.
    """
    from ..games import _package
    from .answers import lesson_tag

    spec = _package(game).RULES
    try:
        rules = spec.load(Path(path))
    except RulesError as exc:
        _show(_("This lesson's rules file has a mistake, so the game uses the usual rules. "
                "{problem}").format(problem=exc))
        rules = spec.defaults()
    # a game started on these rules records the lesson in its save (its name: the rules
    # file's, without '.rules.toml'), and the lesson's exit ticket the same digest
    rules.lesson = lesson_tag(path, rules)
    return rules


def about_lesson(path: str | Path) -> None:
    """Show the lesson's front matter (topic, objectives, age, duration, what to prepare) as
    a folded 'About this lesson' card: the fields live in the file's YAML header, which
    neither JupyterLab nor the student app shows. A lesson file that cannot be read shows
    one sentence instead (`chemteach lesson check` names the problem)."""
    from .lessons import LessonError, read_lesson

    try:
        fields = read_lesson(Path(path)).fields
    except LessonError as exc:
        _show(_("The lesson's description cannot be shown: {problem}").format(problem=exc))
        return
    _display_html(about_card(fields))


def about_card(fields: dict[str, object]) -> str:
    """The 'About this lesson' card's HTML (a <details> block, folded) from front matter."""
    rows = []
    for key, label in (("topic", _("Topic")), ("objectives", _("Objectives")),
                       ("age", _("Age")), ("duration", _("Duration")),
                       ("prepare", _("To prepare"))):
        value = fields.get(key)
        if value in (None, "", []):
            continue
        if isinstance(value, list):
            markup = "<ul>" + "".join(f"<li>{html.escape(_text(v))}</li>"
                                     for v in value[:CARD_ITEMS]) + "</ul>"
        else:
            markup = html.escape(_text(value))
        rows.append(f"<dt><b>{html.escape(label)}</b></dt><dd>{markup}</dd>")
    summary = html.escape(_("About this lesson"))
    return (f'<details class="chemteach-about"><summary><b>{summary}</b></summary>'
            f'<dl>{"".join(rows)}</dl></details>')


def _text(value: object) -> str:
    """A field's value as one bounded line of text (a nested value as it is written)."""
    if not isinstance(value, str):
        return shown(value, CARD_TEXT)
    return value if len(value) <= CARD_TEXT else value[: CARD_TEXT - 1] + "\u2026"


def _display_html(markup: str) -> None:
    try:
        from IPython.display import HTML, display
    except ImportError:  # outside Jupyter: nothing to show
        return
    display(HTML(markup))


def _show(message: str) -> None:
    try:
        from IPython.display import HTML, display
    except ImportError:  # outside Jupyter: say it on the console
        print(message)
        return
    display(HTML('<p role="alert" style="color:#a4000f">' + html.escape(message) + "</p>"))
