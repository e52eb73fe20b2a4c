"""Typed events ("pyramid placed", "chain scored") that the UI narrates in the move log."""

from __future__ import annotations

from dataclasses import dataclass, field
from typing import Any


@dataclass(frozen=True)
class Event:
    """Something that happened; `visible_to` None means everyone may read it."""

    kind: str
    text: str
    data: dict[str, Any] = field(default_factory=dict, compare=False)
    visible_to: tuple[int, ...] | None = None

    def visible(self, player: int | None) -> bool:
        """Whether a player (None: a spectator or projector) may see this event."""
        return self.visible_to is None or (player is not None and player in self.visible_to)
