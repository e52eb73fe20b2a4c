"""Polymer Chains bots: random, and greedy (the placement that scores most this turn)."""

from __future__ import annotations

import random
from collections.abc import Sequence

from ...core.actions import Action
from ...core.bots import RandomBot
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


BOTS = {"random": RandomBot, "greedy": GreedyBot}
