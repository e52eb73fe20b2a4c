"""Rules variants as data: a schema per game, loaded from TOML files or dicts and validated.

A teacher edits a TOML file; any mistake is refused with a message naming the file, the
key and what is allowed, before a game starts.
"""

from __future__ import annotations

import tomllib
from collections.abc import Iterator, Mapping
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any

from .errors import RulesError

_TYPE_NAMES = {bool: "true or false", int: "a whole number", float: "a number", str: "text"}


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
            return "a table with the keys " + ", ".join(self.default)
        if self.choices is not None:
            return "one of " + ", ".join(repr(c) for c in self.choices)
        words = _TYPE_NAMES.get(self.kind, self.kind.__name__)
        if self.min is not None and self.max is not None:
            return f"{words} from {self.min:g} to {self.max:g}"
        if self.min is not None:
            return f"{words} of at least {self.min:g}"
        if self.max is not None:
            return f"{words} of at most {self.max:g}"
        return words

    def check(self, value: Any, source: str) -> Any:
        """Return the value if allowed (ints accepted for floats), else raise RulesError."""
        kind = self.kind
        if kind is dict:
            return self._check_table(value, source)
        ok_type = isinstance(value, kind) and not (kind is not bool and isinstance(value, bool))
        if kind is float and isinstance(value, int) and not isinstance(value, bool):
            value, ok_type = float(value), True
        if not ok_type:
            raise _error(source, self.key, f"got {value!r}", self.allowed())
        if self.choices is not None and value not in self.choices:
            raise _error(source, self.key, f"got {value!r}", self.allowed())
        if self.min is not None and value < self.min or self.max is not None and value > self.max:
            raise _error(source, self.key, f"got {value!r}", self.allowed())
        return value


    def _check_table(self, value: Any, source: str) -> dict[str, Any]:
        """A table (e.g. a deck): known keys only, each checked like a number rule.

        Keys left out keep their default, so a teacher writes only what changes.
        """
        if not isinstance(value, Mapping):
            raise _error(source, self.key, f"got {value!r}", self.allowed())
        table = dict(self.default)
        for sub, item in value.items():
            if sub not in self.default:
                raise _error(source, f"{self.key}.{sub}", "not a known entry",
                             "the keys " + ", ".join(self.default))
            inner = Rule(f"{self.key}.{sub}", self.default[sub], self.help, self.min, self.max)
            table[sub] = inner.check(item, source)
        return table


def _error(source: str, key: str, problem: str, allowed: str) -> RulesError:
    return RulesError(
        f"{source}: key '{key}': {problem}; allowed: {allowed}.", source=source, key=key
    )


class Rules(Mapping[str, Any]):
    """A validated, read-only set of rule values with attribute access (rules.target_score)."""

    def __init__(self, values: Mapping[str, Any], source: str = "defaults") -> None:
        self._values = dict(values)
        self.source = source

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
        if isinstance(source, Rules):
            return self.load(source.to_dict())
        if isinstance(source, Path) or (isinstance(source, str) and _looks_like_path(source)):
            path = Path(source)
            name = str(path)
            try:
                text = path.read_text(encoding="utf-8")
            except OSError as exc:
                raise RulesError(f"{name}: cannot read the rules file ({exc.strerror}).",
                                 source=name) from None
            return self.load_toml(text, name)
        if isinstance(source, str):
            return self.load_toml(source, "rules text")
        return self.validate(source, "rules")

    def load_toml(self, text: str, name: str) -> Rules:
        """Parse TOML text; a syntax error names the file and the line."""
        try:
            data = tomllib.loads(text)
        except tomllib.TOMLDecodeError as exc:
            raise RulesError(f"{name}: this is not valid TOML ({exc}).", source=name) from None
        return self.validate(data, name)

    def validate(self, data: Mapping[str, Any], source: str = "rules") -> Rules:
        """Check every key and value; unknown keys are refused with the list of known ones."""
        if not isinstance(data, Mapping):
            raise RulesError(f"{source}: the rules must be a table of key = value settings.",
                             source=source)
        known = {r.key: r for r in self.rules}
        values = {r.key: r.default for r in self.rules}
        for key, value in data.items():
            if key == "game":
                if value != self.game:
                    raise _error(source, "game", f"got {value!r}", repr(self.game))
                continue
            if key not in known:
                raise _error(source, key, "this is not a rule of " + self.game,
                             "the keys " + ", ".join(sorted(known)))
            values[key] = known[key].check(value, source)
        return Rules(values, source)

    def describe(self) -> str:
        """A plain-text table of the rules a teacher may change, for docs and notebooks."""
        lines = []
        for r in self.rules:
            lines.append(f"{r.key} = {r.default!r}  # {r.help} ({r.allowed()})")
        return "\n".join(lines)


def _looks_like_path(text: str) -> bool:
    return "\n" not in text and "=" not in text and text.strip().endswith(".toml")
