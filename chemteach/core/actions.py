"""Actions: small immutable values with a readable str() and a JSON form for saves.

Every action's fields are declared with types (``player: int``, ``cell: tuple[int, int]``,
``cards: tuple[str, ...]``). `checked` holds an action to those declarations before a game
looks at it: NumPy numbers and lists become plain Python ints and tuples (so a save can
always be written), and a value of the wrong kind (``Ask(1.0)``, ``Place(5)``) is refused
with a sentence, before it can reach the rules and leave a game half-changed.
"""

from __future__ import annotations

import dataclasses
import functools
import numbers
import types
import typing
from typing import Any, ClassVar

from .errors import IllegalAction
from .shown import shown


@dataclasses.dataclass(frozen=True)
class Action:
    """Base of every game's actions; subclasses are frozen dataclasses with a `kind` tag."""

    kind: ClassVar[str] = "action"

    def to_json(self) -> dict[str, Any]:
        data: dict[str, Any] = {"type": self.kind}
        for name in field_names(type(self)):
            data[name] = _plain(getattr(self, name))
        return data


@dataclasses.dataclass(frozen=True)
class TimeUp(Action):
    """The teacher's "time's up": the bell rang, the game ends now and is valued by its
    rules (RULINGS). Not a player's move: the history records it for the table (`TABLE`),
    so a save replays it. A game that offers it lists TimeUp among its `action_types` and
    says how it ends in `Game._time_up`."""

    kind: ClassVar[str] = "time up"

    def __str__(self) -> str:
        return "time's up"


def _plain(value: Any) -> Any:
    """JSON-able data: tuples become lists, NumPy scalars Python's own numbers."""
    if isinstance(value, tuple | list):
        return [_plain(v) for v in value]
    if isinstance(value, frozenset):
        return sorted(_plain(v) for v in value)
    if isinstance(value, bool | str | None) or type(value) in (int, float):
        return value
    if isinstance(value, numbers.Integral):
        return int(value)
    if _is_numpy_bool(value):
        return bool(value)
    return value


def _frozen(value: Any) -> Any:
    if isinstance(value, list):
        return tuple(_frozen(v) for v in value)
    return value


class _Mismatch(Exception):
    """A field's value is not of its declared kind (turned into IllegalAction by `checked`)."""


def _is_numpy_bool(value: Any) -> bool:
    kind = type(value)
    return kind.__module__ == "numpy" and kind.__name__ in ("bool_", "bool")


@functools.cache
def field_types(cls: type[Action]) -> tuple[tuple[str, Any], ...]:
    """Each field of an action class with its declared type, in order."""
    hints = typing.get_type_hints(cls)
    return tuple((f.name, hints.get(f.name, Any)) for f in dataclasses.fields(cls))


@functools.cache
def field_names(cls: type[Action]) -> tuple[str, ...]:
    """The names of an action class's fields, in order (looked up once per class)."""
    return tuple(f.name for f in dataclasses.fields(cls))


def _plain_check(hint: Any) -> Any:
    """A quick test that a value already is the plain Python value of type `hint` (so
    `_conform` would return it unchanged), or None when the hint has no quick test."""
    if hint in (int, str, bool):
        return lambda value: type(value) is hint
    if typing.get_origin(hint) is tuple:
        args = typing.get_args(hint)
        if len(args) == 2 and args[1] is Ellipsis and args[0] in (int, str, bool):
            item = args[0]
            return lambda value: type(value) is tuple and all(type(v) is item for v in value)
    return None


@functools.cache
def _quick_checks(cls: type[Action]) -> tuple[tuple[str, Any, Any], ...]:
    """Each field of an action class: its name, declared type and quick test (or None)."""
    return tuple((name, hint, _plain_check(hint)) for name, hint in field_types(cls))


@functools.cache
def _kinds(types: tuple[type[Action], ...]) -> dict[str, type[Action]]:
    """A game's action classes by their `kind` tag (worked out once per game class)."""
    return {t.kind: t for t in types}


def _conform(value: Any, hint: Any) -> Any:
    """`value` as the plain Python value of type `hint`, or _Mismatch."""
    if hint is Any:
        return value
    if hint is int:
        if type(value) is int:
            return value
        if isinstance(value, numbers.Integral) and not isinstance(value, bool):
            return int(value)
        raise _Mismatch
    if hint is str:
        if isinstance(value, str):
            return value if type(value) is str else str(value)
        raise _Mismatch
    if hint is bool:
        if isinstance(value, bool):
            return value
        if _is_numpy_bool(value):
            return bool(value)
        raise _Mismatch
    if hint is float:
        if isinstance(value, numbers.Real) and not isinstance(value, bool):
            return float(value)
        raise _Mismatch
    if hint is type(None):
        if value is None:
            return None
        raise _Mismatch
    origin, args = typing.get_origin(hint), typing.get_args(hint)
    if origin in (typing.Union, types.UnionType):
        for option in args:
            try:
                return _conform(value, option)
            except _Mismatch:
                continue
        raise _Mismatch
    if origin is tuple:
        if not isinstance(value, tuple | list):
            raise _Mismatch
        if len(args) == 2 and args[1] is Ellipsis:
            items = tuple(_conform(v, args[0]) for v in value)
        elif len(value) != len(args):
            raise _Mismatch
        else:
            items = tuple(_conform(v, a) for v, a in zip(value, args, strict=True))
        return value if isinstance(value, tuple) and all(
            a is b for a, b in zip(items, value, strict=True)) else items
    return value  # a kind this checker does not know: the game's own check decides


def describe_type(hint: Any) -> str:
    """A declared field type in words: 'a whole number', 'a pair of whole numbers'..."""
    simple = {int: "a whole number", str: "text (in quotes)", bool: "True or False",
              float: "a number", type(None): "None"}
    if hint in simple:
        return simple[hint]
    origin, args = typing.get_origin(hint), typing.get_args(hint)
    if origin in (typing.Union, types.UnionType):
        return " or ".join(describe_type(a) for a in args)
    if origin is tuple:
        plural = {int: "whole numbers", str: "texts (in quotes)", bool: "True/False values"}
        if len(args) == 2 and args[1] is Ellipsis:
            return f"a list of {plural.get(args[0], describe_type(args[0]))}"
        if len(args) == 2 and args[0] == args[1]:
            return f"a pair of {plural.get(args[0], describe_type(args[0]))}, such as (0, 1)"
        return f"a list of {len(args)} values"
    return getattr(hint, "__name__", str(hint))


def checked(action: Any, types_: tuple[type[Action], ...], game_title: str) -> Action:
    """The action with plain Python values in its fields, or IllegalAction saying what is wrong.

    Only the game's own action classes are accepted (another game's 'take' is not this
    game's 'take'); lists become tuples and NumPy numbers Python's ints, so the history of
    moves can always be saved.
    """
    cls = type(action)
    if cls not in types_:
        moves = ", ".join(t.kind for t in types_)
        if isinstance(action, Action):
            raise IllegalAction(f"That move ('{getattr(action, 'kind', '?')}') belongs to "
                                f"another game; the moves of {game_title} are: {moves}.")
        raise IllegalAction(f"{shown(action)} is not a move; the moves of {game_title} are: "
                            f"{moves}.")
    changes = {}
    for name, hint, plain_already in _quick_checks(cls):
        value = getattr(action, name)
        if plain_already is not None and plain_already(value):
            continue  # what _conform would return unchanged
        try:
            plain = _conform(value, hint)
        except (_Mismatch, RecursionError):
            raise IllegalAction(
                f"That is not a move: the {name} of '{cls.kind}' must be "
                f"{describe_type(hint)}, not {shown(value)}."
            ) from None
        if plain is not value:
            changes[name] = plain
    return dataclasses.replace(action, **changes) if changes else action


def action_from_json(data: Any, types: tuple[type[Action], ...]) -> Action:
    """Rebuild an action from its JSON form; raises ValueError naming what is wrong."""
    if not isinstance(data, dict) or "type" not in data:
        raise ValueError(f"an action must be an object with a 'type', got {shown(data)}")
    by_kind = _kinds(types) if type(types) is tuple else {t.kind: t for t in types}
    kind = data["type"]
    cls = by_kind.get(kind) if isinstance(kind, str) else None
    if cls is None:
        raise ValueError(f"unknown action type {shown(kind)}; known: {sorted(by_kind)}")
    names = field_names(cls)
    extra = [k for k in data if k not in names and k != "type"]
    if extra:
        raise ValueError(f"action {kind!r} has unknown fields {shown(sorted(map(str, extra)))}")
    try:
        action = cls(**{k: _frozen(v) for k, v in data.items() if k != "type"})
    except TypeError as exc:
        raise ValueError(f"action {kind!r}: {exc}") from None
    try:
        return checked(action, types, "this game")
    except IllegalAction as exc:
        raise ValueError(str(exc)) from None
