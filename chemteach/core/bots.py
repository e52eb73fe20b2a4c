"""The bots' common protocol, and a random bot that plays any game."""

from __future__ import annotations

import random
from collections.abc import Sequence
from typing import Any, Protocol, runtime_checkable

from .actions import Action


@runtime_checkable
class Bot(Protocol):
    """A bot sees exactly what its player may know: an observation and the legal actions."""

    name: str

    def choose(self, observation: Any, legal: Sequence[Action], rng: random.Random) -> Action:
        """Pick one of `legal`; use `rng` for any randomness so matches replay."""
        ...


class RandomBot:
    """Picks uniformly among the legal actions: the baseline every other bot must beat."""

    name = "random"

    def choose(self, observation: Any, legal: Sequence[Action], rng: random.Random) -> Action:
        return legal[rng.randrange(len(legal))]
