"""Rules variants as data: a schema per game, loaded from TOML files or dicts and validated.

A teacher edits a TOML file; any mistake is refused with a message naming the file, the
key and what is allowed, before a game starts.
"""

from __future__ import annotations

import math
import re
import tomllib
from collections.abc import Callable, Iterator, Mapping
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any

from .errors import RulesError
from .mistakes import all_mistakes, did_you_mean, key_line
from .shown import shown
from .wording import N_, _

#: The largest rules file the kit reads, in bytes (every shipped rules file is under 2 KB).
MAX_RULES_BYTES = 100_000

_TYPE_NAMES = {bool: N_("true or false"), int: N_("a whole number"), float: N_("a number"),
               str: N_("text")}


@dataclass(frozen=True)
class Rule:
    """One setting of a game's rules: its type, default, allowed values and a plain description."""

    key: str
    default: Any
    help: str
    min: float | None = None
    max: float | None = None
    choices: tuple[Any, ...] | None = None

    @property
    def kind(self) -> type:
        return type(self.default)

    def allowed(self) -> str:
        """Describe the allowed values in words, for error messages and docs."""
        if self.kind is dict:
            return _("a table with the keys {keys}").format(keys=", ".join(self.default))
        if self.choices is not None:
            return _("one of {choices}").format(choices=", ".join(repr(c) for c in self.choices))
        words = _(_TYPE_NAMES.get(self.kind, self.kind.__name__))
        if self.min is not None and self.max is not None:
            return _("{kind} from {min:g} to {max:g}").format(kind=words, min=self.min,
                                                              max=self.max)
        if self.min is not None:
            return _("{kind} of at least {min:g}").format(kind=words, min=self.min)
        if self.max is not None:
            return _("{kind} of at most {max:g}").format(kind=words, max=self.max)
        return words

    def check(self, value: Any, source: str) -> Any:
        """Return the value if allowed (ints accepted for floats), else raise RulesError."""
        kind = self.kind
        if kind is dict:
            table, mistakes = self._check_table(value, source)
            if mistakes:
                raise mistakes[0]
            return table
        ok_type = isinstance(value, kind) and not (kind is not bool and isinstance(value, bool))
        if kind is float and isinstance(value, int) and not isinstance(value, bool):
            value, ok_type = float(value), True
        if not ok_type or kind is float and math.isnan(value):
            raise _error(source, self.key, _got(value), self.allowed())
        if self.choices is not None and value not in self.choices:
            raise _error(source, self.key, _got(value) + did_you_mean(value, self.choices),
                         self.allowed())
        if self.min is not None and value < self.min or self.max is not None and value > self.max:
            raise _error(source, self.key, _got(value), self.allowed())
        return value

    def checked(self, value: Any, source: str) -> tuple[Any, list[RulesError]]:
        """The value as the game uses it, and every mistake in it (each wrong entry of a
        table is one), so that a teacher hears of all of them at once."""
        if self.kind is dict:
            return self._check_table(value, source)
        try:
            return self.check(value, source), []
        except RulesError as exc:
            return value, [exc]

    def _check_table(self, value: Any, source: str) -> tuple[dict[str, Any], list[RulesError]]:
        """A table (e.g. a deck): known keys only, each checked like a number rule.

        Keys left out keep their default, so a teacher writes only what changes.
        """
        if not isinstance(value, Mapping):
            return dict(self.default), [_error(source, self.key, _got(value), self.allowed())]
        table, mistakes = dict(self.default), []
        for sub, item in value.items():
            if sub not in self.default:
                mistakes.append(_error(
                    source, f"{self.key}.{_key(sub)}",
                    _("not a known entry") + did_you_mean(sub, self.default),
                    _("the keys {keys}").format(keys=", ".join(self.default))))
                continue
            inner = Rule(f"{self.key}.{sub}", self.default[sub], self.help, self.min, self.max)
            table[sub], wrong = inner.checked(item, source)
            mistakes += wrong
        return table, mistakes


def _key(key: object) -> str:
    """A key as it appears in a message (a key that is not text is shown shortened)."""
    return key if isinstance(key, str) and len(key) <= 60 else shown(key)


def toml_value(value: Any) -> str:
    """A rule value written as in a TOML file: true, 20, "known", ["H", "He"]."""
    if isinstance(value, bool):
        return "true" if value else "false"
    if isinstance(value, str):
        return '"' + value.replace("\\", "\\\\").replace('"', '\\"') + '"'
    if isinstance(value, list | tuple):
        return "[" + ", ".join(toml_value(v) for v in value) + "]"
    return shown(value)


def toml_key(key: str) -> str:
    """A key as written in a TOML file: bare when it can be, else quoted."""
    return key if re.fullmatch(r"[A-Za-z0-9_-]+", key) else toml_value(key)


def _got(value: Any) -> str:
    return _("got {value}").format(value=shown(value))


def _error(source: str, key: str, problem: str, allowed: str) -> RulesError:
    return RulesError(
        _("{file}: key '{key}': {problem}; allowed: {allowed}.").format(
            file=source, key=key, problem=problem, allowed=allowed), source=source, key=key
    )


class Rules(Mapping[str, Any]):
    """A validated, read-only set of rule values with attribute access (rules.target_score)."""

    def __init__(self, values: Mapping[str, Any], source: str = "defaults",
                 lesson: Mapping[str, str] | None = None) -> None:
        self._values = dict(values)
        self.source = source
        #: The lesson these rules were read for ({"name", "rules_digest"}), None outside a
        #: lesson: a game started on them records it in its save (core/save.py).
        self.lesson = dict(lesson) if lesson else None

    def __getitem__(self, key: str) -> Any:
        return self._values[key]

    def __getattr__(self, key: str) -> Any:
        try:
            return self.__dict__["_values"][key]
        except KeyError:
            raise AttributeError(key) from None

    def __iter__(self) -> Iterator[str]:
        return iter(self._values)

    def __len__(self) -> int:
        return len(self._values)

    def __repr__(self) -> str:
        return f"Rules({self._values!r})"

    def to_dict(self) -> dict[str, Any]:
        return dict(self._values)


@dataclass(frozen=True)
class RuleSpec:
    """The schema of one game's rules: every allowed key with its default and limits."""

    game: str
    rules: tuple[Rule, ...] = field(default_factory=tuple)
    #: Checks that need the number of players (e.g. enough colours for everyone); raises
    #: RulesError naming the file and the key.
    for_players: Callable[[Rules, int], None] | None = None

    def __post_init__(self) -> None:
        keys = [r.key for r in self.rules]
        if len(keys) != len(set(keys)):
            raise ValueError(f"duplicate rule keys in {self.game}")

    def rule(self, key: str) -> Rule:
        for r in self.rules:
            if r.key == key:
                return r
        raise KeyError(key)

    def defaults(self) -> Rules:
        return Rules({r.key: r.default for r in self.rules})

    def load(self, source: Mapping[str, Any] | str | Path | Rules | None = None) -> Rules:
        """Validate a dict, a TOML file path or TOML text (None means the defaults)."""
        if source is None:
            return self.defaults()
        if isinstance(source, Rules):  # keeps the file (and lesson) it came from
            rules = self.validate(source.to_dict(), source.source)
            rules.lesson = getattr(source, "lesson", None)
            return rules
        if isinstance(source, Path) or (isinstance(source, str) and _looks_like_path(source)):
            name = str(source)
            return self.load_toml(read_toml_text(Path(source), name), name)
        if isinstance(source, str):
            return self.load_toml(source, "rules text")
        return self.validate(source, "rules")

    def load_toml(self, text: str, name: str) -> Rules:
        """Parse TOML text; a syntax error names the file and the line."""
        if len(text) > MAX_RULES_BYTES:
            raise RulesError(f"{name}: {len(text):,} characters is far too long for a rules "
                             f"file; allowed: at most {MAX_RULES_BYTES:,}.", source=name)
        try:
            data = tomllib.loads(text)
        except tomllib.TOMLDecodeError as exc:
            raise RulesError(_("{file}: this is not valid TOML ({error}).").format(
                file=name, error=exc), source=name) from None
        except RecursionError:
            key = _first_key(text, lambda line: line.count("[") + line.count("{") > 20)
            raise RulesError(
                f"{name}: key '{key}': values nested far too deeply; allowed: key = value "
                "settings, and tables one level deep.", source=name, key=key) from None
        except ValueError:  # a number longer than Python reads (thousands of digits)
            key = _first_key(text, lambda line: re.search(r"\d[\d_]{200,}", line) is not None)
            raise RulesError(
                f"{name}: key '{key}': a number with thousands of digits; allowed: "
                f"{self._allowed(key)}.", source=name, key=key) from None
        return self.validate(data, name, text)

    def _allowed(self, key: str) -> str:
        """What a key allows in words (for keys inside a table too)."""
        top, _sep, sub = key.partition(".")
        try:
            rule = self.rule(top)
        except KeyError:
            return _("numbers of a few digits")
        if sub and rule.kind is dict:
            return Rule(key, 0, rule.help, rule.min, rule.max).allowed()
        return rule.allowed()

    def check_players(self, rules: Rules, players: int) -> None:
        """Refuse rules that do not work for this many players (RulesError naming the key)."""
        if self.for_players is not None:
            self.for_players(rules, players)

    def house_rules(self, rules: Mapping[str, Any]) -> list[str]:
        """Every setting that differs from the kit's defaults, as 'key = value' lines.

        A table rule lists only its changed entries ('points.H = 20'), so a teacher sees at
        once what a loaded game or a rules file changes.
        """
        lines = []
        for rule in self.rules:
            value = rules.get(rule.key, rule.default)
            if rule.kind is dict and isinstance(value, Mapping):
                for sub, default in rule.default.items():
                    if sub in value and value[sub] != default:
                        lines.append(f"{rule.key}.{sub} = {toml_value(value[sub])}")
            elif value != rule.default:
                lines.append(f"{rule.key} = {toml_value(value)}")
        return lines

    def validate(self, data: Mapping[str, Any], source: str = "rules", text: str = "") -> Rules:
        """Check every key and value; unknown keys are refused with the list of known ones.

        Every mistake is found, not only the first: the RulesError raised is the first one,
        naming the others, with all of them (and, given the file's `text`, their lines) in
        its `.mistakes`."""
        if not isinstance(data, Mapping):
            raise RulesError(_("{file}: the rules must be a table of key = value "
                               "settings.").format(file=source), source=source)
        known = {r.key: r for r in self.rules}
        values = {r.key: r.default for r in self.rules}
        mistakes: list[RulesError] = []
        for key, value in data.items():
            if key == "game":
                if value != self.game:
                    mistakes.append(_error(source, "game", _got(value), repr(self.game)))
                continue
            if key not in known:
                mistakes.append(_error(source, _key(key), _("this is not a rule of {game}").format(
                    game=self.game) + did_you_mean(key, known), _("the keys {keys}").format(
                        keys=", ".join(sorted(known)))))
                continue
            values[key], wrong = known[key].checked(value, source)
            mistakes += wrong
        if mistakes:
            for mistake in mistakes:
                mistake.line = key_line(text, mistake.key) if text else 0
            raise all_mistakes(mistakes, source)
        return Rules(values, source)

    def describe(self) -> str:
        """The rules a teacher may change, as TOML to paste into a rules file: the game, then
        one `key = default  # what it does (allowed)` line per rule, tables last (a key
        written after a [table] line would belong to that table)."""
        lines, tables = [f"game = {toml_value(self.game)}"], []
        for r in self.rules:
            note = f"# {_(r.help)} ({r.allowed()})"
            if r.kind is dict:
                tables += ["", note, f"[{toml_key(r.key)}]"]
                tables += [f"{toml_key(k)} = {toml_value(v)}" for k, v in r.default.items()]
            else:
                lines.append(f"{toml_key(r.key)} = {toml_value(r.default)}  {note}")
        return "\n".join(lines + tables)


def _looks_like_path(text: str) -> bool:
    """One line with no '=' and no table header is a file's path, not TOML settings."""
    line = text.strip()
    return bool(line) and "\n" not in line and "=" not in line and not line.startswith(("[", "#"))


def read_toml_text(path: Path, name: str) -> str:
    """A teacher's TOML file's text (a rules file, or a board or deck it names); RulesError
    naming the file if it is not a readable UTF-8 .toml of a sensible size."""
    if path.is_dir():
        raise RulesError(_("{file}: this is a folder; allowed: the path of a rules file ending "
                           "in .toml.").format(file=name), source=name)
    if path.suffix.lower() != ".toml":
        raise RulesError(_("{file}: a rules file's name must end in .toml; allowed: a TOML "
                           "file of key = value settings, such as my-rules.toml.").format(
                               file=name), source=name)
    try:
        if path.exists() and not path.is_file():  # a device or a pipe could never end
            raise RulesError(_("{file}: this is not a file; allowed: the path of a rules file "
                               "ending in .toml.").format(file=name), source=name)
        with path.open("rb") as file:
            data = file.read(MAX_RULES_BYTES + 1)
        if len(data) > MAX_RULES_BYTES:
            raise RulesError(_("{file}: the file is far too big for a rules file; allowed: at "
                               "most {most} bytes.").format(
                                   file=name, most=format(MAX_RULES_BYTES, ",")), source=name)
    except FileNotFoundError:
        raise RulesError(_("{file}: cannot read the rules file: there is no such "
                           "file.").format(file=name), source=name) from None
    except OSError as exc:
        raise RulesError(_("{file}: cannot read the rules file ({why}).").format(
            file=name, why=exc.strerror), source=name) from None
    try:
        return data.decode("utf-8-sig")  # an editor's byte-order mark is fine
    except UnicodeDecodeError as exc:
        line = data[: exc.start].count(b"\n") + 1
        raise RulesError(_("{file}: line {line} is not UTF-8 text (byte {byte}); allowed: a "
                           "file saved as UTF-8 (in your editor: Save As, encoding "
                           "UTF-8).").format(file=name, line=line, byte=exc.start + 1),
                         source=name) from None


def _first_key(text: str, bad: Callable[[str], bool]) -> str:
    """The key (with its [table], if any) on the first line of TOML text where `bad` holds."""
    table = ""
    for line in text.splitlines():
        stripped = line.strip()
        header = re.match(r"\[\s*([A-Za-z0-9_.-]+)\s*\]\s*(#.*)?$", stripped)
        if header:
            table = header.group(1)
            continue
        if bad(line):
            key = stripped.split("=", 1)[0].strip().strip('"') if "=" in stripped else "?"
            key = _key(key)
            return f"{table}.{key}" if table else key
    return "?"
