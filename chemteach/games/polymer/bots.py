"""Polymer Chains bots, in three levels.

- easy (`random`): places anywhere legal.
- medium (`careless`): places where the turn scores most, except that about one turn in
  three it places anywhere legal. A student who joins the drawn pyramid to a chain of its
  colour every turn beats it about 7 games in 10 (benchmarks/bench_bot_levels.py).
- hard (`greedy`): always places where the turn scores most.
"""

from __future__ import annotations

import random
from collections.abc import Sequence

from ...core.actions import Action
from ...core.bots import RandomBot, with_levels
from .engine import Place, PolymerObservation


class GreedyBot:
    """Places where the turn scores most; ties broken at random."""

    name = "greedy"

    def choose(
        self, observation: PolymerObservation, legal: Sequence[Action], rng: random.Random
    ) -> Action:
        drawn = observation.drawn
        assert drawn is not None
        board = observation.board
        scored = [(board.score_if_placed(a.cell, drawn.colour, drawn.pips), a)
                  for a in legal if isinstance(a, Place)]
        best = max(s for s, _ in scored)
        choices = [a for s, a in scored if s == best]
        return choices[rng.randrange(len(choices))]


class CarelessBot(GreedyBot):
    """Greedy most turns, but about one turn in three it places anywhere legal."""

    name = "careless"
    careless_chance = 0.3

    def choose(
        self, observation: PolymerObservation, legal: Sequence[Action], rng: random.Random
    ) -> Action:
        if rng.random() < self.careless_chance:
            return legal[rng.randrange(len(legal))]
        return super().choose(observation, legal, rng)


BOTS = with_levels({"random": RandomBot, "careless": CarelessBot, "greedy": GreedyBot},
                   easy=RandomBot, medium=CarelessBot, hard=GreedyBot)
