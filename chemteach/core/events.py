"""Typed events ("pyramid placed", "chain scored") that the move log narrates.

An event carries its kind, its actor (the seat who did it, or None for the game itself)
and its data (cards, cells, numbers, reason codes): never a finished sentence. Each game's
``words.py`` words an event for one reader (``game.word(event, viewer)``,
``game.narrate(viewer)``), so person and number agree ("You place" to the actor, "Ada
places" to everyone else) and a later translation replaces only the sentences.
"""

from __future__ import annotations

from dataclasses import dataclass, field
from typing import Any


@dataclass(frozen=True)
class Event:
    """Something that happened; `visible_to` None means everyone may read it."""

    kind: str
    actor: int | None = None
    data: dict[str, Any] = field(default_factory=dict, compare=False)
    visible_to: tuple[int, ...] | None = None

    def visible(self, player: int | None) -> bool:
        """Whether a player (None: a spectator or projector) may see this event."""
        return self.visible_to is None or (player is not None and player in self.visible_to)
