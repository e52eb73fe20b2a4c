"""Chemistry Monopoly bots: easy (random legal moves), medium and hard.

hard buys by value, builds evenly when it can afford to keep a reserve, trades to complete
colour sets (a swap that completes both players' sets, or AMUny for the missing element)
and judges the offers it receives, raises money by evaporating before transferring, bids
by value in auctions, and leaves Biology Class early in the game (while elements are
still for sale) but stays there late (while others' rents are dangerous).
"""

from __future__ import annotations

import random
from collections.abc import Sequence

from ...core.actions import Action
from ...core.bots import RandomBot
from .actions import (
    Answer,
    Bid,
    BuyBack,
    Condense,
    Evaporate,
    KeepTransferred,
    Offer,
    Transfer,
)
from .board import LOT
from .engine import (
    ACCEPT,
    BUY,
    DECLINE,
    END,
    PAY_FINE,
    REJECT,
    ROLL,
    TAX_FLAT,
    TAX_PERCENT,
    USE_CARD,
    interest,
)
from .observation import MonopolyObservation
from .questions import load_questions


class EasyBot(RandomBot):
    """Any legal move, uniformly at random."""

    name = "easy"


def _answer_book() -> dict[str, int]:
    return {q.text: q.answer for q in load_questions()}


def set_complete_for(obs: MonopolyObservation, s: int, player: int, extra: int = -1) -> bool:
    """Whether `player` owns (or would own, with `extra`) every lot of s's colour set."""
    if obs.board.kinds[s] != LOT:
        return False
    members = obs.board.sets[obs.board.set_of[s]].spaces
    return all(obs.owner[m] == player or m == extra for m in members)


class MediumBot:
    """Buys and builds when it keeps a safe reserve; never proposes trades; pays its way
    out of Biology Class when rich; raises money by transferring first."""

    name = "medium"
    reserve = 200
    build_reserve = 400

    def __init__(self) -> None:
        self.answers = _answer_book()

    def choose(self, obs: MonopolyObservation, legal: Sequence[Action],
               rng: random.Random) -> Action:
        me = obs.player
        assert me is not None
        phase = obs.phase
        cash = obs.cash[me]
        if phase == "start" or phase == "end":
            for a in legal:
                if type(a) is Condense and cash - obs.board.spaces[a.space].liquid_cost \
                        >= self.build_reserve:
                    return a
            if phase == "end":
                return END
            if obs.jail[me] >= 0:
                if USE_CARD in legal:
                    return USE_CARD
                if PAY_FINE in legal and cash >= 300:
                    return PAY_FINE
            return ROLL
        if phase == "buy":
            price = obs.board.spaces[obs.pos[me]].price
            return BUY if BUY in legal and cash - price >= self.reserve else DECLINE
        if phase == "auction":
            price = obs.board.spaces[obs.auction_space].price
            bid = min(price * 7 // 10, cash - self.reserve)
            return Bid(max(0, bid - bid % obs.bid_step))
        if phase == "tax":
            return TAX_PERCENT if cash < 1000 else TAX_FLAT
        if phase == "answer":
            assert obs.question is not None
            right = self.answers.get(obs.question[0])
            if right is not None and rng.random() < 0.5:
                return Answer(right)
            return legal[rng.randrange(len(legal))]
        if phase == "offer":
            return ACCEPT if _offer_gain(obs, me, 2.0) > 0 else REJECT
        if phase == "receive":
            return next(a for a in legal if type(a) is KeepTransferred)
        if phase == "raise":
            for a in legal:
                if type(a) is Transfer:
                    return a
            return legal[0]
        return legal[0]


def _offer_gain(obs: MonopolyObservation, me: int, danger: float) -> float:
    """What an offer made to `me` is worth to me: elements by price, completing my set
    counts four times, handing someone the last element of a set counts `danger` extra."""
    offer = obs.offer
    assert offer is not None
    them = obs.offer_from
    spaces = obs.board.spaces
    gain = float(offer.money) + 50 * (offer.give_cards - offer.take_cards)
    for s in offer.give:  # what I get
        value = spaces[s].price // 2 if obs.transferred[s] else spaces[s].price
        gain += value * (4 if set_complete_for(obs, s, me, s) else 1)
    for s in offer.take:  # what I give
        value = spaces[s].price
        gain -= value * (1 + (danger if set_complete_for(obs, s, them, s) else 0))
        if set_complete_for(obs, s, me):
            gain -= 3 * value
    return gain


class HardBot:
    """Buys by value, builds evenly, trades to complete sets, judges offers, bids by value,
    evaporates before transferring, and leaves Biology Class by the stage of the game."""

    name = "hard"

    def __init__(self) -> None:
        self.answers = _answer_book()
        self.tried: set[Offer] = set()
        self.traded_turn = -1

    # ----- helpers --------------------------------------------------------------------
    @staticmethod
    def early(obs: MonopolyObservation) -> bool:
        """Early in the game: many elements still with the Lab."""
        board = obs.board
        unowned = obs.owner.count(-1) - (board.size - len(board.ownables))
        return unowned >= 8

    @staticmethod
    def reserve(obs: MonopolyObservation) -> int:
        """AMUny to keep in hand: more once anyone has built."""
        return 250 if any(obs.height) else 100

    def choose(self, obs: MonopolyObservation, legal: Sequence[Action],
               rng: random.Random) -> Action:
        me = obs.player
        assert me is not None
        phase = obs.phase
        cash = obs.cash[me]
        if phase == "start" or phase == "end":
            action = self.manage(obs, legal, me, cash)
            if action is not None:
                return action
            if phase == "end":
                return END
            if obs.jail[me] >= 0 and self.early(obs):
                if USE_CARD in legal:
                    return USE_CARD
                if PAY_FINE in legal:
                    return PAY_FINE
            return ROLL
        if phase == "buy":
            s = obs.pos[me]
            price = obs.board.spaces[s].price
            if BUY in legal:
                if set_complete_for(obs, s, me, s) or cash - price >= self.reserve(obs) // 2:
                    return BUY
            return DECLINE
        if phase == "auction":
            return self.bid(obs, me, cash)
        if phase == "tax":
            worth = cash
            for s in obs.board.ownables:
                if obs.owner[s] == me:
                    sp = obs.board.spaces[s]
                    h = obs.height[s]
                    worth += sp.price + (h * sp.liquid_cost if h < obs.solid else
                                         sp.solid_cost + (obs.solid - 1) * sp.liquid_cost)
            sp = obs.board.spaces[obs.pos[me]]
            return TAX_PERCENT if worth * sp.percent // 100 < sp.amount else TAX_FLAT
        if phase == "answer":
            assert obs.question is not None
            right = self.answers.get(obs.question[0])
            return Answer(right) if right is not None else legal[0]
        if phase == "offer":
            return ACCEPT if _offer_gain(obs, me, 2.0) > 0 else REJECT
        if phase == "receive":
            buy = [a for a in legal if type(a) is BuyBack]
            if buy:
                s = buy[0].space
                cost = obs.board.spaces[s].transfer
                if cash - cost - interest(cost) >= 2 * self.reserve(obs):
                    return buy[0]
            return next(a for a in legal if type(a) is KeepTransferred)
        if phase == "raise":
            return self.raise_money(obs, legal, me)
        return legal[0]

    def manage(self, obs: MonopolyObservation, legal: Sequence[Action], me: int,
               cash: int) -> Action | None:
        """Build, buy back or trade, or None to get on with the turn."""
        spaces = obs.board.spaces
        reserve = self.reserve(obs)
        best: Action | None = None
        best_gain = 0.0
        for a in legal:
            t = type(a)
            if t is Condense:
                s = a.space  # type: ignore[attr-defined]
                sp = spaces[s]
                h = obs.height[s]
                cost = sp.solid_cost if h + 1 == obs.solid else sp.liquid_cost
                if cash - cost < reserve:
                    continue
                after = 5 if h + 1 == obs.solid else h + 1
                gain = (sp.rents[after] - sp.rents[h if h else 0]) / cost
                if gain > best_gain:
                    best, best_gain = a, gain
        if best is not None:
            return best
        for a in legal:
            if type(a) is BuyBack:
                s = a.space  # type: ignore[attr-defined]
                cost = spaces[s].transfer + interest(spaces[s].transfer)
                if cash - cost >= 3 * reserve:
                    return a
        if obs.offers_left > 0 and self.traded_turn != obs.turn:
            # the engine's offer menu lists the elements that would complete my sets
            wanted = [(a.take[0], a.to) for a in legal if type(a) is Offer and a.take]
            if wanted:
                self.traded_turn = obs.turn
                return self.trade(obs, me, cash, reserve, wanted)
        return None

    def trade(self, obs: MonopolyObservation, me: int, cash: int, reserve: int,
              wanted: list[tuple[int, int]]) -> Action | None:
        """An offer that completes one of my sets: a swap that completes theirs too, or
        AMUny for the missing element."""
        board = obs.board
        owner = obs.owner
        height = obs.height

        def missing_one(player: int) -> list[tuple[int, int]]:
            out = []
            for cs in board.sets:
                if any(height[m] for m in cs.spaces):
                    continue
                others = [m for m in cs.spaces if owner[m] != player]
                if len(others) == 1 and owner[others[0]] >= 0 and \
                        len(cs.spaces) - 1 >= 1:
                    out.append((others[0], owner[others[0]]))
            return out

        for lot, holder in wanted:
            price = board.spaces[lot].price
            for their_lot, their_holder in missing_one(holder):
                if their_holder == me:
                    money = max(0, min(price - board.spaces[their_lot].price, cash - reserve))
                    offer = Offer(holder, (their_lot,), (lot,), money)
                    if offer not in self.tried:
                        self.tried.add(offer)
                        return offer
            money = min(2 * price, cash - reserve)
            if money >= price + price // 5:
                offer = Offer(holder, (), (lot,), money - money % 10)
                if offer not in self.tried:
                    self.tried.add(offer)
                    return offer
        return None

    def bid(self, obs: MonopolyObservation, me: int, cash: int) -> Action:
        s = obs.auction_space
        price = obs.board.spaces[s].price
        if set_complete_for(obs, s, me, s):
            value = price * 3 // 2
        elif any(set_complete_for(obs, s, q, s) for q in range(len(obs.names))
                 if q != me and obs.active[q]):
            value = price * 5 // 4
        else:
            value = price * 9 // 10 if self.early(obs) else price * 3 // 4
        amount = max(0, min(value, cash - self.reserve(obs) // 2))
        return Bid(amount - amount % obs.bid_step)

    @staticmethod
    def raise_money(obs: MonopolyObservation, legal: Sequence[Action], me: int) -> Action:
        """Evaporate before transferring; transfer what earns least first."""
        for a in legal:
            if type(a) is Evaporate:
                return a
        best = None
        best_key = None
        for a in legal:
            if type(a) is Transfer:
                s = a.space
                key = (set_complete_for(obs, s, me), obs.board.spaces[s].price)
                if best_key is None or key < best_key:
                    best, best_key = a, key
        return best if best is not None else legal[0]


BOTS = {"easy": EasyBot, "medium": MediumBot, "hard": HardBot}
