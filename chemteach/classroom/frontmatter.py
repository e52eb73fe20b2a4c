"""A lesson's front matter (the YAML between its first two '---' lines), read safely.

A lesson file is a teacher's (or a student's copy of it), so it is untrusted input: its
front matter is bounded in size, may not use YAML anchors and aliases (a few kilobytes of
aliases expand to gigabytes), nor nest deeply, nor hold numbers too long to read; each
refusal names the line and the field.
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import Any

from ..core.errors import RulesError
from ..core.wording import _

#: The longest front matter the kit reads, in characters (a shipped lesson's is under 2,000).
MAX_FRONT_MATTER = 20_000
#: How deep lists and tables may nest in the front matter (the lessons' own go 2 deep).
MAX_DEPTH = 6
#: The most digits a number in the front matter may have (an age, a duration).
MAX_DIGITS = 30


class LessonError(RulesError):
    """A lesson file that cannot be read at all (raised with its line, reported as a Problem)."""

    def __init__(self, message: str, *, source: str = "", line: int = 1) -> None:
        super().__init__(message, source=source)
        self.line = line


@dataclass(frozen=True)
class FrontMatter:
    """The fields, the line of each top-level key, the closing '---' line and repeated keys."""

    fields: dict[str, Any]
    lines: dict[str, int]
    end: int
    repeated: tuple[tuple[str, tuple[int, ...]], ...]


def read_front_matter(text: str, name: str) -> FrontMatter:
    """The YAML between the first two '---' lines, with the line of each top-level key;
    LessonError (with the file and the line) for anything a lesson cannot hold."""
    import yaml

    rows = text.splitlines()
    if not rows or rows[0].strip() != "---":
        raise LessonError(_("{file}: a lesson starts with its front matter: a line '---', "
                            "the fields (title, game, ...), and another line '---'.").format(
                                file=name), source=name)
    end = next((i for i in range(1, len(rows)) if rows[i].strip() == "---"), None)
    if end is None:
        raise LessonError(_("{file}: the front matter has no closing line '---'.").format(
            file=name), source=name)
    block = "\n".join(rows[1:end])
    if len(block) > MAX_FRONT_MATTER:
        raise LessonError(_("{file}: the front matter is far too long ({size} characters); "
                            "allowed: at most {most} characters (the fields of one lesson)."
                            ).format(file=name, size=f"{len(block):,}",
                                     most=f"{MAX_FRONT_MATTER:,}"), source=name, line=end + 1)
    try:
        _check_events(yaml.parse(block, Loader=yaml.SafeLoader), name)
        node = yaml.compose(block, Loader=yaml.SafeLoader)
    except yaml.YAMLError as exc:
        raise _not_yaml(exc, name) from None
    if not isinstance(node, yaml.MappingNode):
        raise LessonError(_("{file}: the front matter must be 'field: value' lines.").format(
            file=name), source=name, line=2)
    fields: dict[str, Any] = {}
    written: dict[str, list[int]] = {}
    for key, value in node.value:
        field, line = str(key.value), key.start_mark.line + 2
        written.setdefault(field, []).append(line)
        fields[field] = _construct(value, field, name)
    lines = {key: at[0] for key, at in written.items()}
    repeated = tuple((key, tuple(at)) for key, at in written.items() if len(at) > 1)
    return FrontMatter(fields, lines, end + 1, repeated)


def _check_events(events: Any, name: str) -> None:
    """Refuse aliases, anchors, deep nesting and over-long numbers, reading the YAML as a
    stream of events (nothing is built, so nothing can blow up while looking)."""
    import yaml

    depth = 0
    for event in events:
        line = event.start_mark.line + 2
        if isinstance(event, yaml.AliasEvent) or getattr(event, "anchor", None):
            raise LessonError(_("{file}: the front matter uses a YAML anchor or alias ('&' "
                                "or '*'); allowed: every value written out in full.").format(
                                    file=name), source=name, line=line)
        if isinstance(event, yaml.CollectionStartEvent):
            depth += 1
            if depth > MAX_DEPTH:
                raise LessonError(_("{file}: the front matter nests lists or tables far too "
                                    "deeply; allowed: 'field: value' lines and lists of "
                                    "text.").format(file=name), source=name, line=line)
        elif isinstance(event, yaml.CollectionEndEvent):
            depth -= 1


def _construct(node: Any, field: str, name: str) -> Any:
    """One field's value as Python data; a number of thousands of digits or a date that
    does not exist is refused at its line, naming the field."""
    import yaml

    for scalar in _scalars(node):
        if (scalar.tag.endswith((":int", ":float"))
                and sum(ch.isdigit() for ch in scalar.value) > MAX_DIGITS):
            raise LessonError(_("{file}: field '{field}': a number with {digits} digits; "
                                "allowed: numbers of at most {most} digits (write a longer "
                                "one as text, in quotes).").format(
                                    file=name, field=field, most=MAX_DIGITS,
                                    digits=f"{sum(ch.isdigit() for ch in scalar.value):,}"),
                              source=name, line=scalar.start_mark.line + 2)
    loader = yaml.SafeLoader("")
    try:
        return loader.construct_document(node)
    except (ValueError, OverflowError, yaml.YAMLError) as exc:
        raise LessonError(_("{file}: field '{field}': this value cannot be read ({why}); "
                            "allowed: text, in quotes if it looks like a date or a "
                            "number.").format(file=name, field=field,
                                              why=str(exc).splitlines()[0][:80]),
                          source=name, line=node.start_mark.line + 2) from None
    finally:
        loader.dispose()


def _scalars(node: Any) -> list[Any]:
    """Every scalar node under `node` (depth is bounded by MAX_DEPTH already)."""
    import yaml

    if isinstance(node, yaml.ScalarNode):
        return [node]
    found = []
    for item in node.value:
        for part in item if isinstance(item, tuple) else (item,):
            found += _scalars(part)
    return found


def _not_yaml(exc: Exception, name: str) -> LessonError:
    mark = getattr(exc, "problem_mark", None)
    line = mark.line + 2 if mark is not None else 1
    problem = getattr(exc, "problem", None) or str(exc).splitlines()[0]
    return LessonError(_("{file}: the front matter is not valid YAML ({problem}); allowed: "
                         "one 'field: value' a line, lists as lines starting with '- '.")
                       .format(file=name, problem=problem), source=name, line=line)
