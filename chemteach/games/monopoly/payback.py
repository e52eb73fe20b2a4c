"""Which colour sets pay back their cost fastest: the probability lesson's second half.

For a colour set built to a level (bare, 1 to 4 liquids on every lot, or solids), the
expected rent one opponent pays per throw is the sum over its lots of the chance that a
throw ends there (the Markov chain) times the rent. Dividing what the set cost by that
gives the throws it takes to pay back.
"""

from __future__ import annotations

from dataclasses import dataclass

from ...core.wording import N_
from .board import load_board
from .markov import landing_probabilities

#: The levels of development, worded in the reader's language with _() where shown.
LEVELS = (N_("bare"), N_("1 liquid"), N_("2 liquids"), N_("3 liquids"), N_("4 liquids"),
          N_("solid"))


@dataclass(frozen=True)
class Payback:
    """One colour set at one level of development."""

    colour_set: str
    family: str
    level: str
    cost: int
    rent_per_throw: float
    throws_to_pay_back: float


def payback_table(jail: str = "stay") -> list[Payback]:
    """Every colour set at every level: what it costs, what one opponent's throw is
    expected to pay, and how many such throws pay the cost back."""
    board = load_board()
    chance = landing_probabilities(jail)
    rows = []
    for cs in board.sets:
        lots = [board.spaces[s] for s in cs.spaces]
        price = sum(lot.price for lot in lots)
        for level, name in enumerate(LEVELS):
            if level == 0:
                cost = price
                rent = sum(chance[lot.index] * 2 * lot.rents[0] for lot in lots)
            else:
                liquids = min(level, 4)
                cost = price + sum(liquids * lot.liquid_cost + (lot.solid_cost if level == 5
                                                                 else 0) for lot in lots)
                rent = sum(chance[lot.index] * lot.rents[level] for lot in lots)
            rows.append(Payback(cs.name, cs.family, name, cost, rent, cost / rent))
    return rows
