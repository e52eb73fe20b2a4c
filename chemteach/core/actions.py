"""Actions: small immutable values with a readable str() and a JSON form for saves."""

from __future__ import annotations

import dataclasses
from typing import Any, ClassVar


@dataclasses.dataclass(frozen=True)
class Action:
    """Base of every game's actions; subclasses are frozen dataclasses with a `kind` tag."""

    kind: ClassVar[str] = "action"

    def to_json(self) -> dict[str, Any]:
        data: dict[str, Any] = {"type": self.kind}
        for f in dataclasses.fields(self):
            data[f.name] = _plain(getattr(self, f.name))
        return data


def _plain(value: Any) -> Any:
    if isinstance(value, tuple | list):
        return [_plain(v) for v in value]
    if isinstance(value, frozenset):
        return sorted(_plain(v) for v in value)
    return value


def _frozen(value: Any) -> Any:
    if isinstance(value, list):
        return tuple(_frozen(v) for v in value)
    return value


def action_from_json(data: Any, types: tuple[type[Action], ...]) -> Action:
    """Rebuild an action from its JSON form; raises ValueError naming what is wrong."""
    if not isinstance(data, dict) or "type" not in data:
        raise ValueError(f"an action must be an object with a 'type', got {data!r}")
    by_kind = {t.kind: t for t in types}
    cls = by_kind.get(data["type"])
    if cls is None:
        raise ValueError(f"unknown action type {data['type']!r}; known: {sorted(by_kind)}")
    names = {f.name for f in dataclasses.fields(cls)}
    extra = set(data) - names - {"type"}
    if extra:
        raise ValueError(f"action {data['type']!r} has unknown fields {sorted(extra)}")
    try:
        return cls(**{k: _frozen(v) for k, v in data.items() if k != "type"})
    except TypeError as exc:
        raise ValueError(f"action {data['type']!r}: {exc}") from None
