"""The moves of Chemistry Monopoly that the engine lists: one shared object per move, and
the candidate moves of one arrangement of the board (who owns what, the liquids and
solids, what is transferred), worked out once per arrangement instead of once per move.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from .actions import (
    Answer,
    Buy,
    BuyBack,
    ChooseTax,
    Condense,
    Decline,
    EndTurn,
    Evaporate,
    KeepTransferred,
    Offer,
    PayFine,
    Reply,
    Roll,
    Transfer,
    UseCard,
)
from .board import LOT

if TYPE_CHECKING:
    from .engine import ChemistryMonopoly

ROLL, PAY_FINE, USE_CARD, BUY, DECLINE = Roll(), PayFine(), UseCard(), Buy(), Decline()
END, ACCEPT, REJECT = EndTurn(), Reply(True), Reply(False)
TAX_FLAT, TAX_PERCENT = ChooseTax(False), ChooseTax(True)
CONDENSE = tuple(Condense(s) for s in range(64))
EVAPORATE = tuple(Evaporate(s) for s in range(64))
TRANSFER = tuple(Transfer(s) for s in range(64))
BUY_BACK = tuple(BuyBack(s) for s in range(64))
KEEP = tuple(KeepTransferred(s) for s in range(64))
ANSWERS = tuple(Answer(i) for i in range(6))
MANAGE_PHASES = ("start", "end")
RAISE_PHASES = ("start", "end", "buy", "raise")


def interest(transfer: int) -> int:
    """10% of a transfer value, rounded up to a whole AMUny."""
    return (transfer + 9) // 10


class Structure:
    """Per player, the candidate moves of one arrangement of the board (owners, liquids
    and solids, transfers); cash and the Lab's supply are checked per move on top."""

    def __init__(self, game: ChemistryMonopoly, key: tuple[tuple, tuple, tuple]) -> None:
        self.game = game
        self.key = key
        self._moves: dict[int, tuple] = {}

    def moves(self, p: int) -> tuple:
        """(buy back [(space, cost)], condense [(space, cost, is solid)], unused,
        evaporate [(space, is solid)], transfer [actions], offer menu [(offer, price)])."""
        got = self._moves.get(p)
        if got is None:
            got = self._moves[p] = self._work_out(p)
        return got

    def _work_out(self, p: int) -> tuple:
        g = self.game
        owner, height, transferred = self.key
        kinds, set_of = g.kinds, g.board.set_of
        bare = [not any(height[m] for m in cs.spaces) for cs in g.board.sets]
        buy_back, condense, evaporate, transfer = [], [], [], []
        for s in g.board.ownables:
            if owner[s] != p:
                continue
            if transferred[s]:
                buy_back.append((s, g.transfer_value[s] + interest(g.transfer_value[s])))
                continue
            if kinds[s] == LOT:
                h = height[s]
                members = g.members[s]
                if h < g.solid and all(owner[m] == p and not transferred[m] and height[m] >= h
                                       for m in members):
                    solid = h + 1 == g.solid
                    condense.append((s, g.solid_cost[s] if solid else g.liquid_cost[s], solid))
                if h:
                    if all(height[m] <= h for m in members):
                        evaporate.append((s, h == g.solid))
                elif bare[set_of[s]]:
                    transfer.append(TRANSFER[s])
            else:
                transfer.append(TRANSFER[s])
        menu = []
        price = g.price
        cache = g._offer_objects
        for n, cs in enumerate(g.board.sets):
            if not bare[n]:
                continue
            missing = -1
            for m in cs.spaces:
                if owner[m] != p:
                    if missing >= 0:
                        break
                    missing = m
            else:
                if missing >= 0 and owner[missing] >= 0:
                    o = owner[missing]
                    offer = cache.get((o, missing))
                    if offer is None:
                        offer = cache[(o, missing)] = Offer(o, (), (missing,), price[missing])
                    menu.append((offer, price[missing]))
        return buy_back, condense, None, evaporate, transfer, menu
