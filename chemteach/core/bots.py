"""The bots' common protocol, and a random bot that plays any game."""

from __future__ import annotations

import random
from collections.abc import Mapping, Sequence
from typing import Any, Protocol, runtime_checkable

from .actions import Action


@runtime_checkable
class Bot(Protocol):
    """A bot sees exactly what its player may know: an observation and the legal actions.

    A bot may also have `choose_from_moves(legal, rng) -> Action | None`: the choice when
    the listed moves alone settle it (None: it needs the observation). Match asks it
    first, so a simulation builds no observation for a decision such as "end the turn"
    when nothing else is worth doing; it must choose exactly what `choose` would.

    A bot that remembers things during a game (offers it made, say) may have `new_game()`:
    Match calls it when it seats the bot at a game (a new game, a rematch, an undo, a
    renamed seat or a loaded game), so nothing it remembers carries into another game.
    """

    name: str

    def choose(self, observation: Any, legal: Sequence[Action], rng: random.Random) -> Action:
        """Pick one of `legal`; use `rng` for any randomness so matches replay."""
        ...


class RandomBot:
    """Picks uniformly among the legal actions: the baseline every other bot must beat."""

    name = "random"

    def choose(self, observation: Any, legal: Sequence[Action], rng: random.Random) -> Action:
        return legal[rng.randrange(len(legal))]


#: The bot levels every game offers, weakest first (a game maps each to one of its bots).
LEVELS: tuple[str, ...] = ("easy", "medium", "hard")


def with_levels(
    bots: Mapping[str, type[Bot]], easy: type[Bot], medium: type[Bot], hard: type[Bot]
) -> dict[str, type[Bot]]:
    """A game's bots by name: the levels `easy`, `medium` and `hard` first, then the bots'
    own names (random, greedy, ...), which stay valid so older notebooks and saves work."""
    named = {"easy": easy, "medium": medium, "hard": hard}
    named.update(bots)
    return named


def level_of(bots: Mapping[str, type[Bot]], name: str) -> str | None:
    """The level ('easy', 'medium', 'hard') a bot name plays at, or None if it is no level."""
    cls = bots.get(name)
    return next((lvl for lvl in LEVELS if bots.get(lvl) is cls), None)
