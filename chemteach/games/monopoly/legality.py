"""Why a move is or is not allowed now, in one friendly sentence (None: allowed).

A mixin of ChemistryMonopoly: `is_legal` and `explain_illegal` answer from here, without
building the list of legal moves.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from ...core.actions import Action
from ...core.wording import _, count
from .actions import (
    Answer,
    Bid,
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
from .moves import MANAGE_PHASES, RAISE_PHASES, interest

if TYPE_CHECKING:
    from .engine import ChemistryMonopoly


class Legality:
    """The legality checks of Chemistry Monopoly (mixed into the game class)."""

    def is_legal(self, player: int, action: Action) -> bool:
        return self._why_illegal(player, action) is None

    def explain_illegal(self, player: int, action: Action) -> str:
        return self._why_illegal(player, action) or _("{move} is allowed right now.").format(
            move=action)

    def _why_illegal(self: ChemistryMonopoly, p: int, a: Action) -> str | None:  # type: ignore[misc]
        """None when the move is legal, else one friendly sentence saying why not."""
        if self.over:
            return _("The game is over.")
        if not self._decides(p):
            return _("It is not your decision now.")
        phase = self.phase
        cash = self.cash[p]
        t = type(a)
        if t is Roll:
            return None if phase == "start" else _("You cannot throw the dice now.")
        if t is EndTurn:
            return None if phase == "end" else _("You cannot end your turn now.")
        if t is PayFine or t is UseCard:
            if phase != "start" or self.jail[p] < 0:
                return _("You are not in Biology Class, or it is too late in your turn.")
            if t is PayFine and cash < self.r.fine:
                return _("You need {fine} AMUny to pay the fine.").format(fine=self.r.fine)
            if t is UseCard and not self.cards[p]:
                return _("You have no Get Out of Biology Class Free card.")
            return None
        if t is Buy or t is Decline:
            if phase != "buy":
                return _("There is nothing to buy now.")
            if t is Buy and cash < self.price[self.pos[p]]:
                return _("You have {cash} AMUny; this costs {price}. Raise money by "
                         "transferring or evaporating first, or decline.").format(
                    cash=cash, price=self.price[self.pos[p]])
            return None
        if t is Bid:
            if phase != "auction":
                return _("There is no auction now.")
            amount = a.amount  # type: ignore[attr-defined]
            step = self.r.bid_step
            if type(amount) is not int or amount < 0 or amount > cash or amount % step:
                return _("Bid a multiple of {step} from 0 to your {cash} AMUny.").format(
                    step=step, cash=cash)
            return None
        if t is ChooseTax:
            return None if phase == "tax" else _("There is no tax to choose now.")
        if t is Answer:
            if phase != "answer":
                return _("There is no question to answer now.")
            choice = a.choice  # type: ignore[attr-defined]
            if type(choice) is not int or not 0 <= choice < len(
                    self.questions[self.question].choices):
                return _("Choose one of the answers shown.")
            return None
        if t is Reply:
            return None if phase == "offer" else _("Nobody has offered you a trade.")
        if t is KeepTransferred or (t is BuyBack and phase == "receive"):
            if phase != "receive" or a.space != self.receives[0][1]:  # type: ignore
                return _("That is not the transferred element you are receiving.")
            s = a.space  # type: ignore[attr-defined]
            if t is BuyBack and cash < self.transfer_value[s] + interest(self.transfer_value[s]):
                return _("You cannot afford to buy it back now.")
            return None
        if t is Offer:
            return self._why_offer_illegal(p, a)  # type: ignore[arg-type]
        if t in (Condense, Evaporate, Transfer, BuyBack):
            s = a.space  # type: ignore[attr-defined]
            allowed = RAISE_PHASES if t in (Evaporate, Transfer) else MANAGE_PHASES
            if phase not in allowed:
                return _("You cannot do that now.")
            if not isinstance(s, int) or not 0 <= s < self.size or self.owner[s] != p:
                return _("You do not own that.")
            if t is Condense:
                if self.kinds[s] != LOT:
                    return _("Only the elements of a colour set can be condensed (not "
                             "Carbon, Silicon or lab supplies).")
                if not self._can_condense(p, s):
                    return self._why_not_condense(p, s)
                return None
            if t is Evaporate:
                if not self._can_evaporate(s):
                    if self.height[s] == 0:
                        return _("There is nothing to evaporate there.")
                    if self.height[s] == self.solid:
                        return _("The Lab has too few liquids to take back this solid as "
                                  "liquids.")
                    return _("Evaporate evenly: first the elements of the set with the most.")
                return None
            if t is Transfer:
                if self.transferred[s]:
                    return _("It is already transferred.")
                if not self._set_bare(s):
                    return _("Evaporate every liquid and solid of the set before transferring.")
                return None
            if not self.transferred[s]:
                return _("It is not transferred.")
            if cash < self.transfer_value[s] + interest(self.transfer_value[s]):
                return _("You cannot afford to buy it back now.")
            return None
        return _("{move} is not a Chemistry Monopoly move.").format(move=a)

    def _why_not_condense(self, p: int, s: int) -> str:
        h = self.height[s]
        if h >= self.solid:
            return _("It already has a solid.")
        for m in self.members[s]:
            if self.owner[m] != p:
                return _("You need every element of the colour set to condense.")
            if self.transferred[m]:
                return _("Buy back the transferred elements of the set first.")
        if any(self.height[m] < h for m in self.members[s]):
            return _("Condense evenly: first the elements of the set with the fewest liquids.")
        if h + 1 == self.solid:
            if not self.solids_left:
                return _("The Lab has no solids left: wait until someone evaporates one.")
            return _("A solid costs {cost}.").format(cost=self.solid_cost[s])
        if not self.liquids_left:
            return _("The Lab has no liquids left: wait until someone evaporates one.")
        return _("A liquid costs {cost}.").format(cost=self.liquid_cost[s])

    def _why_offer_illegal(self, p: int, a: Offer) -> str | None:
        if self.phase not in MANAGE_PHASES:
            return _("You can offer trades only during your own turn.")
        if self.offers_made >= self.r.offers_per_turn:
            return count(self.r.offers_per_turn, "You have made {n} offer this turn already.",
                         "You have made {n} offers this turn already.")
        q = a.to
        if not isinstance(q, int) or not 0 <= q < self.n or q == p \
                or not self.active[q]:
            return _("Offer trades to another player still in the game.")
        for side, who in ((a.give, p), (a.take, q)):
            if not all(type(s) is int for s in side):
                return _("Name the elements by their space numbers.")
            if list(side) != sorted(set(side)):
                return _("List each element once, in board order.")
            for s in side:
                if not isinstance(s, int) or not 0 <= s < self.size or self.owner[s] != who:
                    return _("Each element offered must belong to the player giving it.")
                if not self._set_bare(s):
                    return _("Evaporate the liquids and solids of a set before selling it.")
        if type(a.money) is not int or type(a.give_cards) is not int or \
                type(a.take_cards) is not int:
            return _("AMUny and cards are whole numbers.")
        if not 0 <= a.give_cards <= len(self.cards[p]) or \
                not 0 <= a.take_cards <= len(self.cards[q]):
            return _("Those Get Out of Biology Class Free cards are not there to trade.")
        if not (a.give or a.take or a.give_cards or a.take_cards):
            return _("A trade needs at least one element or card.")
        if a.money > self.cash[p] or -a.money > self.cash[q]:
            return _("The AMUny in the offer must be in the payer's hands.")
        return None

    # ----- applying moves ------------------------------------------------------------
