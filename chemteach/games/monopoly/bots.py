"""Chemistry Monopoly bots: easy (random legal moves), medium and hard.

medium plays as a student who knows the rules: it buys while it keeps a reserve, asks to
buy the element that completes its set, builds as soon as it owns a set and has the money,
and accepts an offer that completes one of its sets or pays more than the elements' prices.

hard buys by value (what it can spare, what completes its own set, and what would
complete a rival's set, which declined would go to auction, where that rival bids most),
keeps its AMUny for liquids while it owns a set to build on, builds evenly keeping a small
reserve, trades to complete colour sets (a swap that completes both players' sets while
more than one rival is left, or AMUny for the missing element, asking the same player again
only with more) and judges the offers it receives,
raises money by transferring before evaporating, bids by value in auctions, and leaves
Biology Class early in the game (while elements are still for sale) but stays there late
(while others' rents are dangerous). Issue 18 measured these choices against the medium
bot (benchmarks/bench_bot_levels.py; figures in DECISIONS.md).
"""

from __future__ import annotations

import random
from collections.abc import Callable, Sequence
from operator import itemgetter

from ...core.actions import Action
from ...core.bots import RandomBot
from .actions import (
    Bid,
    BuyBack,
    Condense,
    Evaporate,
    KeepTransferred,
    Offer,
    PayFine,
    Transfer,
    UseCard,
)
from .board import LOT, Board
from .moves import (
    ACCEPT,
    ANSWERS,
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

    def choose_from_moves(self, legal: Sequence[Action], rng: random.Random) -> Action:
        """The very draw `choose` makes: the observation is never needed."""
        return legal[rng.randrange(len(legal))]


#: The kinds the engine lists first in the start and end phases, before the raising moves
#: (evaporate, transfer) and the offers: the legal list is grouped by kind in this order.
_BEFORE_RAISING = frozenset({PayFine, UseCard, BuyBack, Condense})


def _nothing_to_manage(legal: Sequence[Action], offers_count: bool) -> Action | None:
    """END or ROLL when the start or end phase lists nothing before the raising moves (no
    way out of Biology Class to pay for, nothing to buy back or condense) and, when
    `offers_count`, no offer of an element at the end (offers for cards only the hard bot
    never makes from its turn): then a bot simply throws or ends its turn."""
    first = legal[0]
    if first is not END and first is not ROLL:
        return None
    if len(legal) > 1 and (type(legal[1]) in _BEFORE_RAISING or
                           (offers_count and _offers_a_lot(legal))):
        return None
    return first


def _offers_a_lot(legal: Sequence[Action]) -> bool:
    """Whether the offers at the end of the list (the engine lists them last) include one
    for an element (the menu of lots completing a set), not only for cards."""
    k = len(legal) - 1
    while k > 0:
        a = legal[k]
        if type(a) is not Offer:
            return False
        if a.take:  # type: ignore[attr-defined]
            return True
        k -= 1
    return False


def _answer_book() -> dict[str, int]:
    return {q.text: q.answer for q in load_questions()}


def set_complete_for(obs: MonopolyObservation, s: int, player: int, extra: int = -1) -> bool:
    """Whether `player` owns (or would own, with `extra`) every lot of s's colour set."""
    board = obs.board
    if board.kinds[s] != LOT:
        return False
    owner = obs.owner
    for m in board.sets[board.set_of[s]].spaces:
        if owner[m] != player and m != extra:
            return False
    return True


class MediumBot:
    """Plays as a student who knows the rules: buys what it lands on while it keeps a
    reserve, asks to buy the element that would complete one of its colour sets (twice the
    price, three times on a later turn, never the same refused offer again), builds on a
    whole set as soon as it has the money, accepts an offer that completes one of its sets
    or pays more than the elements are worth, bids 70% of the price, pays its way out of
    Biology Class when rich and raises money by transferring first."""

    name = "medium"
    reserve = 150
    build_reserve = 150
    #: what it offers for the element that would complete its set, turn after turn (times
    #: the printed price)
    offer_steps = (2, 3)

    def __init__(self) -> None:
        self.answers = _answer_book()
        self.new_game()

    def new_game(self) -> None:
        """Forget the offers of the game before (Match calls this when it seats the bot)."""
        self.offered: dict[tuple[int, int], int] = {}
        self.traded_turn = -1
        self.traded_this_turn = False

    def choose_from_moves(self, legal: Sequence[Action], rng: random.Random) -> Action | None:
        """Throw or end the turn when nothing can be condensed, bought back, asked for (it
        has not asked this turn yet) or paid for (what `choose` would do), without the
        observation."""
        action = _nothing_to_manage(legal, not self.traded_this_turn)
        if action is END:
            self.traded_this_turn = False
        return action

    def choose(self, obs: MonopolyObservation, legal: Sequence[Action],
               rng: random.Random) -> Action:
        me = obs.player
        assert me is not None
        phase = obs.phase
        cash = obs.cash[me]
        if phase == "start" or phase == "end":
            spaces = obs.board.spaces
            for a in legal:
                if type(a) is Condense:
                    sp = spaces[a.space]
                    cost = sp.solid_cost if obs.height[a.space] + 1 == obs.solid \
                        else sp.liquid_cost
                    if cash - cost >= self.build_reserve:
                        return a
            if self.traded_turn != obs.turn and _offers_a_lot(legal):
                self.traded_turn = obs.turn
                self.traded_this_turn = True
                offer = self.ask(obs, legal, cash)
                if offer is not None:
                    return offer
            if phase == "end":
                self.traded_this_turn = False
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
                return ANSWERS[right]  # the listed object
            return legal[rng.randrange(len(legal))]
        if phase == "offer":
            return ACCEPT if _naive_gain(obs) > 0 or _completes_mine(obs, me) else REJECT
        if phase == "receive":
            return next(a for a in legal if type(a) is KeepTransferred)
        if phase == "raise":
            for a in legal:
                if type(a) is Transfer:
                    return a
            return legal[0]
        return legal[0]

    def ask(self, obs: MonopolyObservation, legal: Sequence[Action], cash: int) -> Action | None:
        """AMUny for an element that would complete one of my sets (the engine's offer menu
        lists them at the end of the moves): twice its price, then three times, keeping the
        reserve; the same holder is asked again only with more."""
        k = len(legal) - 1
        while k > 0 and type(legal[k]) is Offer:
            a = legal[k]
            k -= 1
            if not a.take:  # type: ignore[attr-defined]
                continue
            lot, holder = a.take[0], a.to  # type: ignore[attr-defined]
            price = obs.board.spaces[lot].price
            for times in self.offer_steps:
                money = min(price * times, cash - self.reserve)
                money -= money % 10
                if money <= price:
                    break
                if money > self.offered.get((holder, lot), 0):
                    self.offered[(holder, lot)] = money
                    return Offer(holder, (), (lot,), money)
        return None


def _completes_mine(obs: MonopolyObservation, me: int) -> bool:
    """Whether the offer made to me completes one of my colour sets (and gives away at most
    one element of mine: a student swaps one for one)."""
    offer = obs.offer
    assert offer is not None
    if len(offer.take) > 1 or offer.money < 0 and -offer.money > obs.cash[me] // 2:
        return False
    owner = list(obs.owner)
    for s in offer.give:
        owner[s] = me
    for s in offer.take:
        owner[s] = obs.offer_from
    board = obs.board
    return any(board.kinds[s] == LOT and all(owner[m] == me for m in
                                             board.sets[board.set_of[s]].spaces)
               for s in offer.give)


#: Per board (by id, the board kept so the id stays its own): its colour sets of two or
#: more lots with a fast reader of their entries of a per-space list, and each colour
#: set's printed prices added up. Worked out once per board.
_BOARD_TABLES: dict[int, tuple[Board, tuple, tuple[int, ...]]] = {}


def _board_tables(board: Board) -> tuple[Board, tuple, tuple[int, ...]]:
    got = _BOARD_TABLES.get(id(board))
    if got is None or got[0] is not board:
        getters = tuple((cs.spaces, itemgetter(*cs.spaces))
                        for cs in board.sets if len(cs.spaces) > 1)
        prices = tuple(sum(board.spaces[m].price for m in cs.spaces) for cs in board.sets)
        got = _BOARD_TABLES[id(board)] = (board, getters, prices)
    return got


def _set_getters(board: Board) -> tuple[tuple[tuple[int, ...], Callable], ...]:
    """Each colour set of two or more lots with a fast reader of its entries of a per-space
    list."""
    return _board_tables(board)[1]


def _set_price(board: Board, i: int) -> int:
    """The printed prices of colour set i, added up."""
    return _board_tables(board)[2][i]


def _offer_gain(obs: MonopolyObservation, me: int, set_weight: float = 3.0,
                rival_weight: float = 1.5) -> float:
    """What the offer made to `me` is worth to me: AMUny and elements by printed price
    (transferred ones at half), plus `set_weight` times the price of any set it completes
    for me, minus `rival_weight` times that of any set it completes for the proposer
    (and the same the other way for a set it breaks up). Only the elements and sets the
    offer touches change, so only they are counted."""
    offer = obs.offer
    assert offer is not None
    them = obs.offer_from
    board = obs.board
    spaces = board.spaces
    transferred = obs.transferred
    owner = obs.owner
    give, take = offer.give, offer.take
    base = 0
    for s in give:
        price = spaces[s].price
        base += price // 2 if transferred[s] else price
    for s in take:
        price = spaces[s].price
        base -= price // 2 if transferred[s] else price
    mine = theirs = 0  # how the prices of each side's whole colour sets change
    kinds, set_of = board.kinds, board.set_of
    for i in {set_of[s] for s in give + take if kinds[s] == LOT}:
        members = board.sets[i].spaces
        was = [owner[m] for m in members]
        after = [me if m in give else them if m in take else owner[m] for m in members]
        price = _set_price(board, i)
        whole = len(members)
        for p in (me, them):
            now = after.count(p) == whole
            if now != (was.count(p) == whole):
                if p == me:
                    mine += price if now else -price
                else:
                    theirs += price if now else -price
    return (offer.money + 50 * (offer.give_cards - offer.take_cards) + base
            + set_weight * mine - rival_weight * theirs)


def _naive_gain(obs: MonopolyObservation) -> float:
    """The medium bot's view of an offer: AMUny in, printed prices in and out (x1.5)."""
    offer = obs.offer
    assert offer is not None
    prices = obs.board.spaces
    return (offer.money + sum(prices[s].price for s in offer.give)
            - 1.5 * sum(prices[s].price for s in offer.take)
            + 50 * (offer.give_cards - offer.take_cards))


class HardBot:
    """Buys by value, builds evenly, trades to complete sets, judges offers, bids by value,
    evaporates before transferring, and leaves Biology Class by the stage of the game."""

    name = "hard"

    def __init__(self) -> None:
        self.answers = _answer_book()
        self.new_game()

    def new_game(self) -> None:
        """Forget the offers of the game before (Match calls this when it seats the bot)."""
        self.tried: set[tuple] = set()  # the terms of every swap offered (to, give, take, AMUny)
        # per (holder, element): the most AMUny offered for it so far; an offer for AMUny
        # is made again only for more (never the same refused offer turn after turn)
        self.offered: dict[tuple[int, int], int] = {}
        self.traded_turn = -1
        # whether it has tried to trade in this turn (traded_turn is this turn): every
        # turn of its player ends with its own "end turn", which clears it
        self.traded_this_turn = False

    def choose_from_moves(self, legal: Sequence[Action], rng: random.Random) -> Action | None:
        """Throw or end the turn when nothing can be built, bought back, traded for (or
        it has tried to trade this turn already) or paid for, as `choose` would, without
        the observation."""
        action = _nothing_to_manage(legal, not self.traded_this_turn)
        if action is END:
            self.traded_this_turn = False
        return action

    # ----- helpers --------------------------------------------------------------------
    @staticmethod
    def early(obs: MonopolyObservation) -> bool:
        """Early in the game: many elements still with the Lab."""
        board = obs.board
        unowned = obs.owner.count(-1) - (board.size - len(board.ownables))
        return unowned >= 8

    @staticmethod
    def reserve(obs: MonopolyObservation) -> int:
        """AMUny to keep in hand after buying, building or trading: little. Against the
        medium bot, AMUny kept idle (200 once anyone had built) lost: it waited beside sets
        it could not afford to build on, while a debt is paid by transferring first."""
        return 50

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
                self.traded_this_turn = False
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
                spare = self.reserve(obs) // 2 if not self.can_build(obs, me) else self.saving
                if set_complete_for(obs, s, me, s) or cash - price >= spare \
                        or self.completes_a_rival(obs, s, me):
                    return BUY  # worth it: it completes my set, I can spare the AMUny, or
                    # declined it would go to auction, where the rival it completes bids most
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
            return ANSWERS[right] if right is not None else legal[0]  # the listed object
        if phase == "offer":
            return ACCEPT if _offer_gain(obs, me) > 0 else REJECT
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
        """Build, buy back or trade, or None to get on with the turn. This runs at every
        throw and every end of turn, so it reads only the ends of the legal list: the
        engine lists the moves grouped by kind (the throw or end of turn, buying back,
        condensing, evaporating, transferring, then the offers), and the evaporating and
        transferring in the middle are not for managing."""
        n = len(legal)
        i = 1
        while i < n and type(legal[i]) in _BEFORE_RAISING:
            i += 1
        offers = n > i and type(legal[-1]) is Offer
        if i == 1 and not offers:
            return None  # nothing to build, buy back or trade for
        reserve = self.reserve(obs)
        if i > 1:
            action = self._build_or_buy_back(obs, legal, i, cash, reserve)
            if action is not None:
                return action
        if offers and obs.offers_left > 0 and self.traded_turn != obs.turn:
            j = n - 1
            while j > i and type(legal[j - 1]) is Offer:
                j -= 1
            # the engine's offer menu lists the elements that would complete my sets
            wanted = [(a.take[0], a.to) for a in legal[j:] if a.take]  # type: ignore
            if wanted:
                self.traded_turn = obs.turn
                self.traded_this_turn = True
                return self.trade(obs, me, cash, reserve, wanted)
        return None

    @staticmethod
    def _build_or_buy_back(obs: MonopolyObservation, legal: Sequence[Action], i: int,
                           cash: int, reserve: int) -> Action | None:
        """The condensation that adds most rent per AMUny, keeping the reserve; else the
        first element worth buying back (from legal[1:i], the moves before raising)."""
        spaces = obs.board.spaces
        height = obs.height
        solid = obs.solid
        best: Action | None = None
        best_gain = 0.0
        buy_back: Action | None = None
        for k in range(1, i):
            a = legal[k]
            t = type(a)
            if t is Condense:
                s = a.space  # type: ignore[attr-defined]
                sp = spaces[s]
                h = height[s]
                to_solid = h + 1 == solid
                cost = sp.solid_cost if to_solid else sp.liquid_cost
                if cash - cost < reserve:
                    continue
                gain = (sp.rents[5 if to_solid else h + 1] - sp.rents[h]) / cost
                if gain > best_gain:
                    best, best_gain = a, gain
            elif t is BuyBack and buy_back is None:
                s = a.space  # type: ignore[attr-defined]
                if cash - spaces[s].transfer - interest(spaces[s].transfer) >= 3 * reserve:
                    buy_back = a
        return best if best is not None else buy_back

    def trade(self, obs: MonopolyObservation, me: int, cash: int, reserve: int,
              wanted: list[tuple[int, int]]) -> Action | None:
        """An offer that completes one of my sets: a swap that completes theirs too (none
        with a single rival left), or AMUny for the missing element."""
        board = obs.board
        owner = obs.owner
        height = obs.height
        # my bare colour sets that another player lacks only my lot of: what a swap
        # completing both players' sets could give (worked out for each holder below)
        # with one rival left, no swap: whatever set it completes for them is the only
        # rival's, and the one that earns against me
        rivals = sum(obs.active) - 1
        mine = [(members, held) for members, get in _set_getters(board)
                if me in (held := get(owner)) and not any(get(height))] \
            if rivals > 1 else []

        for lot, holder in wanted:
            price = board.spaces[lot].price
            for members, held in mine:
                if held.count(holder) == len(members) - 1:  # the one lot not theirs is mine
                    their_lot = members[held.index(me)]
                    if board.set_of[their_lot] == board.set_of[lot]:
                        continue
                    money = max(0, min(price - board.spaces[their_lot].price, cash - reserve))
                    terms = (holder, (their_lot,), (lot,), money)
                    if terms not in self.tried:
                        self.tried.add(terms)
                        return Offer(*terms)
            # AMUny for it, rising turn by turn: 1.6 and 2 times the price, then up to 80%
            # of what the whole set is worth to me (its price counted three times)
            last = (price + 3 * _set_price(board, board.set_of[lot])) * 4 // 5
            for money in (price * 8 // 5, price * 2, last):
                money = min(money, cash - reserve)
                if money < price + price // 5:
                    break
                money -= money % 10
                if money > self.offered.get((holder, lot), 0):  # only ever a better offer
                    self.offered[(holder, lot)] = money
                    return Offer(holder, (), (lot,), money)
        return None

    #: AMUny kept for liquids, while it owns a set to build on, before buying an element
    #: that completes nobody's set (or bidding for it)
    saving = 300

    @staticmethod
    def can_build(obs: MonopolyObservation, me: int) -> bool:
        """Whether I own a whole colour set, none of it transferred, not yet all solids:
        then my AMUny goes on liquids before new elements."""
        owner, height, transferred, solid = obs.owner, obs.height, obs.transferred, obs.solid
        for _members, get in _set_getters(obs.board):
            if all(o == me for o in get(owner)) and not any(get(transferred)) \
                    and min(get(height)) < solid:
                return True
        return False

    @staticmethod
    def completes_a_rival(obs: MonopolyObservation, s: int, me: int) -> bool:
        """Whether element s would complete another player's colour set."""
        return any(set_complete_for(obs, s, q, s) for q in range(len(obs.names))
                   if q != me and obs.active[q])

    def bid(self, obs: MonopolyObservation, me: int, cash: int) -> Action:
        s = obs.auction_space
        price = obs.board.spaces[s].price
        if set_complete_for(obs, s, me, s):
            value = price * 3 // 2
        elif self.completes_a_rival(obs, s, me):
            value = price * 5 // 4
        elif self.can_build(obs, me):
            value = min(price * 3 // 4, cash - self.saving)  # liquids first
        else:
            value = price * 9 // 10 if self.early(obs) else price * 3 // 4
        amount = max(0, min(value, cash - self.reserve(obs) // 2))
        return Bid(amount - amount % obs.bid_step)

    @staticmethod
    def raise_money(obs: MonopolyObservation, legal: Sequence[Action], me: int) -> Action:
        """Transfer before evaporating (the liquids earn the rent), what earns least first;
        evaporate only when nothing is left to transfer."""
        best = None
        best_key = None
        for a in legal:
            if type(a) is Transfer:
                s = a.space
                key = (set_complete_for(obs, s, me), obs.board.spaces[s].price)
                if best_key is None or key < best_key:
                    best, best_key = a, key
        if best is None:
            for a in legal:
                if type(a) is Evaporate:
                    return a
        return best if best is not None else legal[0]


BOTS = {"easy": EasyBot, "medium": MediumBot, "hard": HardBot}
