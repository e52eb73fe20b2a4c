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
    PayFine,
    Reply,
    Roll,
    Transfer,
    UseCard,
)

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
        solid = g.solid
        buy_back, condense, evaporate, transfer, menu = [], [], [], [], []
        for cs in g.board.sets:
            members = cs.spaces
            owners = [owner[m] for m in members]
            mine = owners.count(p)
            if not mine:
                continue
            heights = [height[m] for m in members]
            top, low = max(heights), min(heights)
            whole = mine == len(members) and not any(transferred[m] for m in members)
            for m, o, h in zip(members, owners, heights, strict=True):
                if o != p:
                    if not top and mine == len(members) - 1 and o >= 0:
                        menu.append(g.offer_to_buy(o, m))
                    continue
                if transferred[m]:
                    buy_back.append((m, g.buy_back_cost[m]))
                    continue
                if whole and h < solid and h == low:
                    to_solid = h + 1 == solid
                    condense.append((m, g.solid_cost[m] if to_solid else g.liquid_cost[m],
                                     to_solid))
                if h:
                    if h == top:
                        evaporate.append((m, h == solid))
                elif not top:
                    transfer.append(TRANSFER[m])
        for m in g.other_ownables:
            if owner[m] == p:
                if transferred[m]:
                    buy_back.append((m, g.buy_back_cost[m]))
                else:
                    transfer.append(TRANSFER[m])
        return buy_back, condense, None, evaporate, transfer, menu
