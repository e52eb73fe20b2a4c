"""The moves of Chemistry Monopoly that the engine lists: one shared object per move, and
the candidate moves of one arrangement of the board (who owns what, the liquids and
solids, what is transferred), worked out once per arrangement instead of once per move.
"""

from __future__ import annotations

from collections.abc import Callable, Sequence
from operator import itemgetter
from typing import TYPE_CHECKING, Any

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


#: Per bid step, the bids 0, step, 2 step, ... made so far: shared by every game with that
#: step (a Bid is immutable), so a game's auctions list bids made once, not per game.
_BIDS: dict[int, list] = {}


def bid_objects(step: int) -> list:
    """The shared, growing list of bids for this bid step (item i bids i times step)."""
    return _BIDS.setdefault(step, [])


def interest(transfer: int) -> int:
    """10% of a transfer value, rounded up to a whole AMUny."""
    return (transfer + 9) // 10


#: The moves of one colour set in one arrangement, for one player, shared by every game on
#: the same board (an arrangement of a set recurs in game after game): key (board id,
#: solid height, set, player, owners, heights, transferred) -> (buy back, condense,
#: evaporate, transfer, offer menu, then the buy back, condense, evaporate and menu moves
#: ready to list, the dearest buy back, condensation and menu offer, and whether a solid
#: evaporates). Cleared when it grows past _SET_CACHE_LIMIT.
_SET_MOVES: dict[tuple, tuple] = {}
_SET_CACHE_LIMIT = 200_000
_BOARDS: dict[int, object] = {}  # keeps every cached board alive, so its id stays its own


def _getter(members: tuple[int, ...]) -> Callable[[Sequence[Any]], tuple]:
    """A fast reader of a set's entries of a per-space list, always as a tuple."""
    if len(members) == 1:
        m = members[0]
        return lambda seq: (seq[m],)
    return itemgetter(*members)


_SECOND = itemgetter(1)


class PlayerMoves:
    """One player's candidate moves in one arrangement: what `legal_actions` filters by
    cash and by the Lab's supply, with the parts that need no filter listed ready-made."""

    __slots__ = ("buy_back", "condense", "evaporate", "transfer", "menu", "raise_fixed",
                 "raise_all",
                 "all_buy_back", "buy_back_max", "all_condense", "condense_max",
                 "all_menu", "menu_max", "pieces")

    def __init__(self, buy_back: tuple, condense: tuple, evaporate: tuple, transfer: tuple,
                 menu: tuple, pieces: tuple, all_buy_back: tuple, buy_back_max: int,
                 all_condense: tuple, condense_max: int, all_evaporate: tuple,
                 solid_evaporates: bool, all_menu: tuple, menu_max: int) -> None:
        self.pieces = pieces  # per colour set: its share of these moves (None: owns none)
        self.buy_back = buy_back  # ((space, cost), ...)
        self.condense = condense  # ((space, cost, is solid), ...)
        self.evaporate = evaporate  # ((space, is solid), ...)
        self.transfer = transfer  # (Transfer action, ...)
        self.menu = menu  # ((offer, price), ...)
        # the raising moves (evaporate, then transfer) when the Lab has the liquids to take
        # back a solid; raise_fixed: the same when none is needed (no solid stands)
        self.raise_all = all_evaporate + transfer if all_evaporate else transfer
        self.raise_fixed: tuple | None = None if solid_evaporates else self.raise_all
        # each kind whole, and what its dearest move costs: with that much AMUny (and the
        # Lab's supply not empty) every one of them is listed at once
        self.all_buy_back = all_buy_back
        self.buy_back_max = buy_back_max
        self.all_condense = all_condense
        self.condense_max = condense_max
        self.all_menu = all_menu
        self.menu_max = menu_max

    def __eq__(self, other: object) -> bool:
        return type(other) is PlayerMoves and all(
            getattr(self, f) == getattr(other, f) for f in self.__slots__)

    __hash__ = None  # type: ignore[assignment]


class MoveBook:
    """Per player, the candidate moves of the board as it stands (owners, liquids and
    solids, transfers); cash and the Lab's supply are checked per move on top. Kept up
    to date as the board changes: a purchase or a liquid touches one or two players, and
    for those only the changed colour sets are worked out again. Each colour set's share
    is looked up in a cache shared by all games on the board."""

    def __init__(self, game: ChemistryMonopoly) -> None:
        self.game = game
        # the board as the moves below were worked out for (compared with the game's
        # lists at each look-up: equal lists compare fast and build nothing)
        self.owner = game.owner[:]
        self.height = game.height[:]
        self.transferred = game.transferred[:]
        self._moves: dict[int, PlayerMoves] = {}
        # True while only the engine changes the board (its own all-bot loop): then the
        # spaces it names are the whole change, and the lists need not be compared
        self.trust_hints = False
        # a touched player's moves before, and the colour sets that changed since
        self._before: dict[int, tuple[PlayerMoves, set[int]]] = {}

    def __getstate__(self) -> dict[str, Any]:
        """A copy (a look-ahead bot's clone of the game) compares the lists again: only the
        engine's own loop, in the original, may trust the named changes."""
        state = dict(self.__dict__)
        state["trust_hints"] = False
        return state

    def moves(self, p: int) -> PlayerMoves:
        """Player p's candidate moves on the board as it stands."""
        g = self.game
        if self.trust_hints:
            if g._changed:
                self.catch_up()
        elif self.owner != g.owner or self.height != g.height or \
                self.transferred != g.transferred:
            self.catch_up()
        got = self._moves.get(p)
        if got is None:
            got = self._moves[p] = self._work_out(p, self._before.pop(p, None))
        return got

    def catch_up(self) -> None:
        """Take in the changes since the last look-up: the spaces the engine says it
        changed (`game._changed`), and any other change found by comparing (a test or a
        tool may set the lists directly). Players who own, or owned, an element of a
        changed colour set have their moves worked out again."""
        g = self.game
        spaces, g._changed = g._changed, []
        members = g.members
        set_of = g.board.set_of
        owner, height, transferred = self.owner, self.height, self.transferred
        now_owner, now_height, now_transferred = g.owner, g.height, g.transferred
        touched: set[int] = set()
        changed: set[int] = set()
        while True:
            for s in spaces:
                for m in members[s] or (s,):  # the owners before the change
                    touched.add(owner[m])
                owner[s] = now_owner[s]
                height[s] = now_height[s]
                transferred[s] = now_transferred[s]
            for s in spaces:
                changed.add(set_of[s])
                for m in members[s] or (s,):  # and after it
                    touched.add(owner[m])
            if owner == now_owner and height == now_height and transferred == now_transferred:
                break
            # a change nobody hinted at: found by comparing
            spaces = [s for s in range(len(owner)) if owner[s] != now_owner[s] or
                      height[s] != now_height[s] or transferred[s] != now_transferred[s]]
        kept = self._moves
        before = self._before
        for p in touched:
            got = kept.pop(p, None)
            if got is not None:
                before[p] = (got, changed)  # shared: no later change adds to `changed`
            elif p in before:
                before[p] = (before[p][0], before[p][1] | changed)

    def _work_out(self, p: int, before: tuple[PlayerMoves, set[int]] | None) -> PlayerMoves:
        g = self.game
        owner, height, transferred = self.owner, self.height, self.transferred
        buy_back: list = []
        condense: list = []
        evaporate: list = []
        transfer: list = []
        menu: list = []
        if before is None:
            pieces = [None] * len(g.set_getters)
            redo = range(len(pieces))
        else:  # only the changed colour sets are worked out again
            pieces = list(before[0].pieces)
            redo = before[1]
        base = g.set_cache_key
        cache = _SET_MOVES
        set_getters = g.set_getters
        for i in redo:
            if i < 0:
                continue  # not a colour set (a lab supply or a life element)
            _, members, get = set_getters[i]
            owners = get(owner)
            if p not in owners:
                pieces[i] = None
                continue
            heights = get(height)
            transfers = get(transferred)
            key = (base, i, p, owners, heights, transfers)
            found = cache.get(key)
            if found is None:
                if len(cache) > _SET_CACHE_LIMIT:
                    cache.clear()
                found = cache[key] = _set_moves(g, p, members, owners, heights, transfers)
            pieces[i] = found
        all_buy_back: list = []
        all_condense: list = []
        all_evaporate: list = []
        all_menu: list = []
        buy_back_max = condense_max = menu_max = 0
        solid_evaporates = False
        for found in pieces:
            if found is None:
                continue
            bb, cd, ev, tr, mn, bba, cda, eva, mna, bbm, cdm, mnm, evs = found
            if bb:
                buy_back += bb
                all_buy_back += bba
                if bbm > buy_back_max:
                    buy_back_max = bbm
            if cd:
                condense += cd
                all_condense += cda
                if cdm > condense_max:
                    condense_max = cdm
            if ev:
                evaporate += ev
                all_evaporate += eva
                if evs:
                    solid_evaporates = True
            if tr:
                transfer += tr
            if mn:
                menu += mn
                all_menu += mna
                if mnm > menu_max:
                    menu_max = mnm
        for m in g.other_ownables:
            if owner[m] == p:
                if transferred[m]:
                    cost = g.buy_back_cost[m]
                    buy_back.append((m, cost))
                    all_buy_back.append(BUY_BACK[m])
                    if cost > buy_back_max:
                        buy_back_max = cost
                else:
                    transfer.append(TRANSFER[m])
        return PlayerMoves(tuple(buy_back), tuple(condense), tuple(evaporate),
                           tuple(transfer), tuple(menu), tuple(pieces), tuple(all_buy_back),
                           buy_back_max, tuple(all_condense), condense_max,
                           tuple(all_evaporate), solid_evaporates, tuple(all_menu), menu_max)


def _ready_made(buy_back: tuple, condense: tuple, evaporate: tuple,
                menu: tuple) -> tuple[tuple, int, tuple, int, tuple, bool, tuple, int]:
    """Each kind as the listed moves, and the dearest move's cost: what PlayerMoves lists at
    once when the player can afford them all."""
    return (tuple(BUY_BACK[s] for s, _ in buy_back), max(map(_SECOND, buy_back), default=0),
            tuple(CONDENSE[s] for s, _, _ in condense), max(map(_SECOND, condense), default=0),
            tuple(EVAPORATE[s] for s, _ in evaporate), any(map(_SECOND, evaporate)),
            tuple(offer for offer, _ in menu), max(map(_SECOND, menu), default=0))


def set_cache_key(game: ChemistryMonopoly) -> tuple[int, int]:
    """The part of a set-cache key that names the board and the solid's height."""
    _BOARDS[id(game.board)] = game.board
    return id(game.board), game.solid


def _set_moves(g: ChemistryMonopoly, p: int, members: tuple[int, ...], owners: tuple,
               heights: tuple, transferred: tuple) -> tuple:
    """The moves of one colour set for player p (who owns at least one of its lots)."""
    solid = g.solid
    buy_back, condense, evaporate, transfer, menu = [], [], [], [], []
    mine = owners.count(p)
    top, low = max(heights), min(heights)
    whole = mine == len(members) and not any(transferred)
    for m, o, h, t in zip(members, owners, heights, transferred, strict=True):
        if o != p:
            if not top and mine == len(members) - 1 and o >= 0:
                menu.append(g.offer_to_buy(o, m))
            continue
        if t:
            buy_back.append((m, g.buy_back_cost[m]))
            continue
        if whole and h < solid and h == low:
            to_solid = h + 1 == solid
            condense.append((m, g.solid_cost[m] if to_solid else g.liquid_cost[m], to_solid))
        if h:
            if h == top:
                evaporate.append((m, h == solid))
        elif not top:
            transfer.append(TRANSFER[m])
    buy_back_t, condense_t, evaporate_t, menu_t = (tuple(buy_back), tuple(condense),
                                                   tuple(evaporate), tuple(menu))
    bba, bbm, cda, cdm, eva, evs, mna, mnm = _ready_made(buy_back_t, condense_t, evaporate_t,
                                                         menu_t)
    return (buy_back_t, condense_t, evaporate_t, tuple(transfer), menu_t,
            bba, cda, eva, mna, bbm, cdm, mnm, evs)
