"""The lesson plan for the teacher: what a lesson's front matter says to its teacher (the
curriculum links, prior knowledge, misconceptions and how the game brings them out, support
and stretch, the answers to the discussion), shown in the lesson's lab-only teacher's notes.

The fields live in the lesson's front matter, where `chemteach lesson check` checks them and
the teacher edits them; `teacher_notes("lesson.md")` in a lab-only cell shows them, so the
student app (which leaves lab-only cells out, and never runs them) never holds the answers.
"""

from __future__ import annotations

import html
from pathlib import Path
from typing import Any

from ..core.shown import shown
from ..core.wording import _
from .setup import CARD_ITEMS, _display_html, _show

#: The most curriculum links the notes show (a lesson links a handful).
MAX_LINKS = 40
#: The longest text of one item the notes show, in characters (an answer may be a paragraph).
NOTE_TEXT = 2_000


def teacher_notes(path: str | Path) -> None:
    """Show the lesson's plan for the teacher (from its front matter); one sentence instead
    when the file cannot be read (`chemteach lesson check` names the problem)."""
    from .lessons import LessonError, read_lesson

    try:
        fields = read_lesson(Path(path)).fields
    except LessonError as exc:
        _show(_("The notes for the teacher cannot be shown: {problem}").format(problem=exc))
        return
    _display_html(teacher_notes_html(fields))


def teacher_notes_html(fields: dict[str, Any]) -> str:
    """The teacher's plan as HTML: curriculum links grouped by framework, prior knowledge,
    misconceptions, support and stretch, and the answers to the discussion (numbered)."""
    from ..core.language import current_language
    from .curriculum import links

    japanese = current_language() == "ja"
    parts = []
    found = links(fields.get("curriculum"))[:MAX_LINKS]
    if found:
        groups: dict[str, list[str]] = {}
        names: dict[str, str] = {}
        for link in found:
            key = link.framework.key
            names[key] = link.framework.name_ja if japanese else link.framework.name
            groups.setdefault(key, []).append(
                f"<li><b>{html.escape(link.code)}</b> {html.escape(link.title)}</li>")
        rows = "".join(f"<dt>{html.escape(names[key])}</dt><dd><ul>{''.join(items)}</ul></dd>"
                       for key, items in groups.items())
        parts.append(_section(_("Curriculum links"), f"<dl>{rows}</dl>"))
    parts += _list_section(_("Prior knowledge"), fields.get("prior_knowledge"))
    misconceptions = fields.get("misconceptions")
    if isinstance(misconceptions, list) and misconceptions:
        items = []
        for item in misconceptions[:CARD_ITEMS]:
            if not isinstance(item, dict):
                continue
            items.append("<li>{idea}<br><i>{how}</i> {game}</li>".format(
                idea=html.escape(_text(item.get("idea", ""))),
                how=html.escape(_("In the game:")),
                game=html.escape(_text(item.get("in_the_game", "")))))
        parts.append(_section(_("Common misconceptions"), f"<ul>{''.join(items)}</ul>"))
    parts += _list_section(_("Support"), fields.get("support"))
    parts += _list_section(_("Stretch"), fields.get("stretch"))
    parts += _list_section(_("Answers to the discussion"), fields.get("answers"), tag="ol")
    title = html.escape(_("The lesson plan, for the teacher"))
    return (f'<section class="chemteach-teacher-notes" aria-label="{title}">'
            f"<h3>{title}</h3>{''.join(parts)}</section>")


def _section(label: str, body: str) -> str:
    return f"<h4>{html.escape(label)}</h4>{body}"


def _list_section(label: str, value: Any, tag: str = "ul") -> list[str]:
    """A heading and a list of the field's lines (none when the field is empty)."""
    if not isinstance(value, list) or not value:
        return []
    items = "".join(f"<li>{html.escape(_text(v))}</li>" for v in value[:CARD_ITEMS])
    return [_section(label, f"<{tag}>{items}</{tag}>")]


def _text(value: object) -> str:
    """A field's item as bounded text (a nested value as it is written)."""
    if not isinstance(value, str):
        return shown(value, NOTE_TEXT)
    return value if len(value) <= NOTE_TEXT else value[: NOTE_TEXT - 1] + "\u2026"
