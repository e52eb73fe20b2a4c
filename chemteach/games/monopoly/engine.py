"""Chemistry Monopoly: the game state and its rules (seed 000, RULINGS, DECISIONS.md).

The state is a handful of integer lists indexed by space or by player (owner, liquids
and solids, transferred, cash, position), so a turn is list look-ups and additions.
Decisions that interrupt a turn are pending decisions, handled in a fixed order by
`_advance`: debts (raise money or go bankrupt), received transferred elements, auctions,
then the decision the landing asked for (buy, tax, question), then the turn goes on.
"""

from __future__ import annotations

import random
from collections.abc import Callable, Sequence
from itertools import compress
from pathlib import Path
from types import SimpleNamespace
from typing import Any

from ...core.actions import Action
from ...core.datafiles import file_digest
from ...core.errors import RulesError
from ...core.events import Event
from ...core.game import Game
from ...core.rules import Rules
from ...core.wording import N_, _
from .actions import (
    ACTION_TYPES,
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
from .board import (
    EXTRA,
    GO_TO_BIOLOGY,
    LAB_DAY,
    LIFE,
    LOT,
    OWNABLE,
    SUPPLY,
    TAX,
    TEST_DAY,
    Card,
    load_board,
    load_decks,
)
from .legality import Legality
from .moves import (
    ACCEPT,
    ANSWERS,
    BUY,
    BUY_BACK,
    CONDENSE,
    DECLINE,
    END,
    EVAPORATE,
    KEEP,
    PAY_FINE,
    REJECT,
    ROLL,
    TAX_FLAT,
    TAX_PERCENT,
    USE_CARD,
    MoveBook,
    PlayerMoves,
    _getter,
    bid_objects,
    interest,
    set_cache_key,
)
from .observation import BotView, MonopolyObservation
from .questions import load_questions
from .rules import RULES
from .words import MonopolyReader, brief, end_reason, offer_terms, word

LAB = -1  # the creditor "the Lab"; also the owner of every unowned element
POT = -2  # the Extra Credit pot (optional rule)
_ONE_DECIDER = frozenset({"start", "end", "buy", "tax", "answer"})  # the current player decides


def _no_log(*args: Any, **kwargs: Any) -> None:
    """The move log switched off (rule move_log = false)."""


def offer_data(a: Offer) -> dict[str, Any]:
    """An offer as event data: plain numbers and lists."""
    return {"to": a.to, "give": list(a.give), "take": list(a.take), "money": a.money,
            "give_cards": a.give_cards, "take_cards": a.take_cards}

class ChemistryMonopoly(Legality, Game):
    """A game of Chemistry Monopoly for 2-6 players."""

    name = "monopoly"
    title = "Chemistry Monopoly"
    min_players = 2
    max_players = 6
    rule_spec = RULES
    action_types = ACTION_TYPES
    unlisted_kinds = frozenset({"offer"})  # any price may be offered: legal_actions lists a menu
    file_rules = ("board_file", "decks_file", "questions_file")
    words = staticmethod(word)
    brief = staticmethod(brief)

    # ----- setting up ---------------------------------------------------------------
    def _data_file(self, key: str, what: str) -> Path | None:
        """The board, decks or question file a rules file names (None: the kit's own); a
        relative path is read beside the rules file, and a missing one is a RulesError
        naming the rules file and the key."""
        value = getattr(self.r, key)
        if not value:
            return None
        source = self.rules.source
        path = Path(value)
        if not path.is_absolute() and Path(source).is_file():
            path = Path(source).parent / path
        try:
            found = path.is_file()
        except (OSError, ValueError):  # a name far too long, or with a NUL byte
            found = False
        if not found:
            raise RulesError(_(
                "{file}: key '{key}': there is no file {name}; allowed: the path of a {what} "
                "TOML file (beside the rules file), or \"\" for the kit's own.").format(
                    file=source, key=key, name=repr(str(value)[:80]), what=_(what)),
                source=source, key=key)
        self.data_digests[key] = file_digest(path)
        self.data_paths[key] = path
        return path

    def setup(self) -> None:
        r = self.r = SimpleNamespace(**self.rules.to_dict())  # plain attributes: fast
        self.names_t = tuple(self.names)
        self.n = len(self.names)
        self.keep_log = r.move_log
        if not self.keep_log:
            self.log = _no_log  # type: ignore[method-assign]
        self.data_digests: dict[str, str] = {}  # what a save records of a teacher's files
        self.data_paths: dict[str, Path] = {}  # where they are, for loading a save here
        # each teacher's file is hashed once: the digest the save records is the loader's key
        digests = self.data_digests
        self.board = load_board(self._data_file("board_file", N_("board")),
                                digests.get("board_file"))
        self.decks = load_decks(self._data_file("decks_file", N_("decks")), self.board.size,
                                digests.get("decks_file"))
        self.questions = (load_questions(self._data_file("questions_file", N_("question bank")),
                                         digests.get("questions_file")) if r.quiz else ())
        b = self.board
        n = self.n
        self.size = b.size
        self.kinds = b.kinds
        self.price = [sp.price for sp in b.spaces]
        self.transfer_value = [sp.transfer for sp in b.spaces]
        self.members = [b.sets[sp.colour_set].spaces if sp.kind == LOT else () for sp in
                        b.spaces]
        self.rents = [sp.rents for sp in b.spaces]
        self.liquid_cost = [sp.liquid_cost for sp in b.spaces]
        self.solid_cost = [sp.solid_cost for sp in b.spaces]
        self.lots = tuple(i for i in b.ownables if b.kinds[i] == LOT)
        self.supplies = tuple(i for i in b.ownables if b.kinds[i] == SUPPLY)
        self.lifes = tuple(i for i in b.ownables if b.kinds[i] == LIFE)
        self.other_ownables = tuple(i for i in b.ownables if b.kinds[i] != LOT)
        self.set_getters = tuple((i, cs.spaces, _getter(cs.spaces))
                                 for i, cs in enumerate(b.sets))
        self.buy_back_cost = [t + interest(t) for t in self.transfer_value]
        self.liquids_needed = 3 if r.short_game else 4
        self.solid = self.liquids_needed + 1  # the height of a solid
        self.set_cache_key = set_cache_key(self)
        self.cash = [r.starting_amuny] * n
        self.pot = r.extra_credit_base if r.extra_credit_pot else 0
        self.lab = -r.starting_amuny * n - self.pot  # net AMUny the Lab has taken in
        self.pos = [0] * n
        self.active = [True] * n
        self.jail = [-1] * n  # -1: not inside; else failed tries for doubles so far
        self.cards: list[list[tuple[str, int]]] = [[] for _ in range(n)]
        self.owner = [LAB] * self.size
        self.height = [0] * self.size  # liquids on a lot; self.solid means a solid
        self.transferred = [False] * self.size
        self.liquids_left = r.liquids
        self.solids_left = r.solids
        self.order = {d: list(range(len(cards))) for d, cards in self.decks.items()}
        for d in ("lab_day", "test_day"):
            self.rng.shuffle(self.order[d])
        self.debts: list[list[int]] = []  # [debtor, creditor, amount]
        self.receives: list[tuple[int, int]] = []  # (player, transferred space)
        # (space, first seat for ties, sold as transferred: a bankrupt's element)
        self.auctions: list[tuple[int, int, bool]] = []
        self.auction_space = -1
        self.auction_first = 0
        self.auction_transferred = False
        self.bidders: tuple[int, ...] = ()
        self.bids: dict[int, int] = {}
        self.offer: Offer | None = None
        self.offer_from = -1
        self.offer_return = "start"
        self.offers_made = 0
        self._bid_objects: list[Action] = bid_objects(self.r.bid_step)  # shared, grows
        self._changed: list[int] = []  # spaces changed since: a hint, checked (MoveBook)
        self._offer_objects: dict[tuple[int, int], Offer] = {}
        # the menu's offer of the fine for a Get Out card, one shared object per holder
        self._no_cards = (0,) * n
        self._card_offers = tuple(Offer(q, (), (), r.fine, 0, 1) for q in range(n))
        self.question = -1
        self.quiz_reward = 0
        self.waiting = ""  # a decision the landing asks for: "buy", "tax", "answer"
        self.again = True  # the current player throws (again) when the turn goes on
        self.dice = (0, 0)
        #: a function giving the next die, for tests that load the dice (None: the
        #: seeded generator throws them)
        self.loaded_die: Callable[[], int] | None = None
        self.doubles = 0
        self.turns = 0
        self.round = 1
        self.current_before = -1
        self.first_player = 0
        self.bankrupt: list[int] = []
        self.over = False
        self.end_reason = ""
        self.end_code = ""
        self.winner_list: list[int] = []
        self.phase = "start"
        self.current = 0
        self.last_landing = -1
        self.move_book = MoveBook(self)
        if r.short_game:
            self._deal_short_game()
        self.first_player = self._who_starts()
        self._begin_turn(self.first_player)

    def _who_starts(self) -> int:
        """Everyone throws both dice; the highest total starts (ties throw again)."""
        throwers = list(range(self.n))
        while True:
            totals = {p: self.rng.randint(1, 6) + self.rng.randint(1, 6) for p in throwers}
            best = max(totals.values())
            self.log("who starts", throws={str(p): t for p, t in totals.items()})
            throwers = [p for p in throwers if totals[p] == best]
            if len(throwers) == 1:
                self.log("starts", throwers[0])
                return throwers[0]

    def _deal_short_game(self) -> None:
        """The short game: the element cards are shuffled and two dealt to each player,
        who pays the Lab their printed prices."""
        pack = list(self.board.ownables)
        self.rng.shuffle(pack)
        for _round in range(2):
            for p in range(self.n):
                s = pack.pop()
                self.owner[s] = p
                self._changed.append(s)
                self._pay_lab(p, self.price[s])
                self.log("dealt", p, space=s, price=self.price[s])

    # ----- money --------------------------------------------------------------------
    def _pay_lab(self, p: int, amount: int) -> None:
        self.cash[p] -= amount
        self.lab += amount

    def _from_lab(self, p: int, amount: int) -> None:
        self.cash[p] += amount
        self.lab -= amount

    def _fine_creditor(self) -> int:
        return POT if self.r.extra_credit_pot else LAB

    def building_value(self, s: int) -> int:
        """What evaporating everything on a lot brings (half the purchase prices)."""
        h = self.height[s]
        if h == self.solid:
            return self.solid_cost[s] // 2 + self.liquids_needed * (self.liquid_cost[s] // 2)
        return h * (self.liquid_cost[s] // 2)

    def building_cost(self, s: int) -> int:
        """What the liquids and solids on a lot cost to buy."""
        h = self.height[s]
        if h == self.solid:
            return self.solid_cost[s] + self.liquids_needed * self.liquid_cost[s]
        return h * self.liquid_cost[s]

    def raisable(self, p: int) -> int:
        """AMUny a player could raise from the Lab: evaporating everything, then
        transferring every element not yet transferred."""
        total = 0
        owner, transferred, height = self.owner, self.transferred, self.height
        for s in self.board.ownables:
            if owner[s] == p:
                if height[s]:
                    total += self.building_value(s)
                if not transferred[s]:
                    total += self.transfer_value[s]
        return total

    def worth(self, p: int) -> int:
        """Avogadro's Tax worth: AMUny, printed prices of all elements (transferred or
        not) and the cost price of all condensations."""
        total = self.cash[p]
        for s in self.board.ownables:
            if self.owner[s] == p:
                total += self.price[s] + (self.building_cost(s) if self.height[s] else 0)
        return total

    def valuation(self, p: int) -> int:
        """The short game's valuation: AMUny, elements at printed price (transferred ones
        at half), liquids and solids at purchase price."""
        if not self.active[p]:
            return 0
        total = self.cash[p]
        for s in self.board.ownables:
            if self.owner[s] == p:
                total += self.price[s] // 2 if self.transferred[s] else self.price[s]
                if self.height[s]:
                    total += self.building_cost(s)
        return total

    def _debt(self, debtor: int, creditor: int, amount: int) -> None:
        if amount > 0:
            self.debts.append([debtor, creditor, amount])

    # ----- the turn -----------------------------------------------------------------
    def _begin_turn(self, p: int) -> None:
        self.current = p
        self.doubles = 0
        self.offers_made = 0
        self.again = True
        seat = (p - self.first_player) % self.n  # rounds start with the first
        if seat <= self.current_before and self.turns:
            self.round += 1
        self.current_before = seat
        limit = self.r.round_limit
        if limit and self.round > limit:
            self.round = limit
            self._end_by_valuation("round limit")
            return
        self.turns += 1
        self.phase = "start"

    def _next_turn(self) -> None:
        n = self.n
        for step in range(1, n + 1):
            q = (self.current + step) % n
            if self.active[q]:
                self._begin_turn(q)
                return

    def _die(self) -> int:
        """One die: the very numbers rng.randint(1, 6) gives (the same draws from the
        generator: a 3-bit number, drawn again while it is 6 or 7), without its layers;
        or the next of the dice a test loaded (`loaded_die`)."""
        if self.loaded_die is not None:
            return self.loaded_die()
        bits = self.rng.getrandbits
        r = bits(3)
        while r >= 6:
            r = bits(3)
        return r + 1

    def _throw(self) -> tuple[int, int, int, bool]:
        die = self._die
        a, b = die(), die()
        self.dice = (a, b)
        return a, b, a + b, a == b

    def _roll(self, p: int) -> None:
        if self.loaded_die is None:  # two dice as _die throws them, without the calls
            bits = self.rng.getrandbits
            a = bits(3)
            while a >= 6:
                a = bits(3)
            b = bits(3)
            while b >= 6:
                b = bits(3)
            a += 1
            b += 1
        else:
            a, b = self._die(), self._die()
        self.dice = (a, b)
        total, double = a + b, a == b
        if self.jail[p] >= 0:
            if double:
                self.jail[p] = -1
                self.again = False
                self.log("throw", p, dice=[a, b], how="leaves")
                self._move_by(p, total)
            else:
                self.jail[p] += 1
                if self.jail[p] >= 3:
                    self.jail[p] = -1
                    self.again = False
                    self.log("throw", p, dice=[a, b], how="fine", fine=self.r.fine)
                    self._debt(p, self._fine_creditor(), self.r.fine)
                    self._move_by(p, total)
                else:
                    self.again = False
                    self.log("throw", p, dice=[a, b], how="stays")
        else:
            if double:
                self.doubles += 1
                if self.doubles == 3:
                    self.log("throw", p, dice=[a, b], how="third doubles")
                    self._to_biology(p)
                    self._advance()
                    return
            self.again = double
            if self.keep_log:  # the commonest events: no call at all with the log off
                self.log("throw", p, dice=[a, b], how="doubles" if double else "")
            self._move_by(p, total)
        self._advance()

    def _move_by(self, p: int, steps: int) -> None:
        start = self.pos[p]
        target = (start + steps) % self.size
        if target <= start or target == 0:
            self._pass_go(p, start, target)
        self.pos[p] = target
        self._land(p)

    def _advance_to(self, p: int, target: int) -> None:
        start = self.pos[p]
        self._pass_go(p, start, target)
        self.pos[p] = target

    def _pass_go(self, p: int, start: int, target: int) -> None:
        if target <= start or target == 0:
            exact = target == 0
            pay = 2 * self.r.go_salary if exact and self.r.go_landing_pays_double \
                else self.r.go_salary
            if self.keep_log:
                self.log("go", p, amount=pay, exact=exact)
            self._from_lab(p, pay)

    def _to_biology(self, p: int) -> None:
        self.pos[p] = self.board.biology
        self.jail[p] = 0
        self.again = False
        self.doubles = 0
        if self.keep_log:
            self.log("biology class", p)

    def _land(self, p: int, card: Card | None = None) -> None:
        s = self.pos[p]
        kind = self.kinds[s]
        self.last_landing = s
        if self.keep_log:
            self.log("land", p, space=s)
        if kind in OWNABLE:
            o = self.owner[s]
            if o == LAB:
                self.waiting = "buy"
            elif o != p and not self.transferred[s]:
                rent = self._rent(s, o, card)
                if self.keep_log:
                    self.log("rent", p, owner=o, space=s, amount=rent)
                if not self.debts and self.cash[p] >= rent > 0:
                    # paid at once: what _advance does first with this the only debt
                    self.cash[p] -= rent
                    self.cash[o] += rent
                    if self.keep_log:
                        self.log("pay", p, to=o, amount=rent)
                else:
                    self._debt(p, o, rent)
            elif o != p:
                if self.keep_log:
                    self.log("no rent", p, space=s)
        elif kind == TAX:
            sp = self.board.spaces[s]
            if sp.percent:
                self.waiting = "tax"
            else:
                if self.keep_log:
                    self.log("tax", p, space=s, amount=sp.amount)
                self._debt(p, self._fine_creditor(), sp.amount)
        elif kind == LAB_DAY or kind == TEST_DAY:
            self._draw(p, "lab_day" if kind == LAB_DAY else "test_day")
        elif kind == GO_TO_BIOLOGY:
            self._to_biology(p)
        elif kind == EXTRA and self.r.extra_credit_pot:
            won = self.pot
            self.cash[p] += won
            self.pot = self.r.extra_credit_base
            self.lab -= self.pot
            self.log("extra credit", p, amount=won)

    def _rent(self, s: int, o: int, card: Card | None) -> int:
        kind = self.kinds[s]
        if kind == LOT:
            h = self.height[s]
            if h == 0:
                rent = self.rents[s][0]
                if all(self.owner[m] == o for m in self.members[s]):
                    rent *= 2
                return rent
            return self.rents[s][5 if h == self.solid else h]
        if kind == SUPPLY:
            count = sum(1 for m in self.supplies if self.owner[m] == o)
            rent = self.board.supply_rents[count - 1]
            return rent * 2 if card is not None else rent
        count = sum(1 for m in self.lifes if self.owner[m] == o)
        if card is not None:
            a, b, total, _ = self._throw()
            mult = self.board.life_multipliers[-1]
            self.log("throw", self.current, dice=[a, b], how="rent")
            return total * mult
        return sum(self.dice) * self.board.life_multipliers[count - 1]

    def _draw(self, p: int, deck: str) -> None:
        order = self.order[deck]
        index = order.pop(0)
        card = self.decks[deck][index]
        if self.keep_log:
            self.log("card", p, deck=deck, card=index)
        effect = card.effect
        if effect == "get out":
            self.cards[p].append((deck, index))
            return
        order.append(index)
        if effect == "advance":
            self._advance_to(p, card.target)
            self._land(p)
        elif effect == "nearest":
            table = self.board.nearest_supply if card.kind == SUPPLY else self.board.nearest_life
            self._advance_to(p, table[self.pos[p]])
            self._land(p, card)
        elif effect == "back":
            self.pos[p] = (self.pos[p] - card.spaces) % self.size
            self._land(p)
        elif effect == "biology class":
            self._to_biology(p)
        elif effect == "collect":
            if card.quiz and self.questions:
                self.question = self.rng.randrange(len(self.questions))
                self.quiz_reward = card.amount
                self.waiting = "answer"
            else:
                self._from_lab(p, card.amount)
        elif effect == "pay":
            self._debt(p, self._fine_creditor(), card.amount)
        elif effect == "pay each":
            for q in range(self.n):
                if q != p and self.active[q]:
                    self._debt(p, q, card.amount)
        elif effect == "collect each":
            for q in range(self.n):
                if q != p and self.active[q]:
                    self._debt(q, p, card.amount)
        elif effect == "repairs":
            liquids = solids = 0
            for s in self.lots:
                if self.owner[s] == p:
                    h = self.height[s]
                    if h == self.solid:
                        solids += 1
                    else:
                        liquids += h
            self._debt(p, self._fine_creditor(), liquids * card.per_liquid +
                       solids * card.per_solid)

    # ----- what happens next ---------------------------------------------------------
    def _advance(self) -> None:
        """Settle debts, received elements and auctions, then the landing's decision, then
        let the turn go on."""
        if not (self.debts or self.receives or self.auctions or self.over):
            p = self.current  # nothing to settle: the commonest case, straight on
            if not self.active[p]:
                self.waiting = ""
                self._next_turn()
            elif self.waiting:
                self.phase = self.waiting
            else:
                self.phase = "start" if self.again else "end"
            return
        while True:
            if self.over:
                return
            if self.debts:
                debtor, creditor, amount = self.debts[0]
                if not self.active[debtor] or (creditor >= 0 and not self.active[creditor]):
                    self.debts.pop(0)
                    continue
                if self.cash[debtor] >= amount:
                    self.debts.pop(0)
                    self.cash[debtor] -= amount
                    if creditor >= 0:
                        self.cash[creditor] += amount
                        if self.keep_log:  # a payment to a player is news to both
                            self.log("pay", debtor, to=creditor, amount=amount)
                    elif creditor == POT:
                        self.pot += amount
                    else:
                        self.lab += amount
                    continue
                if self.cash[debtor] + self.raisable(debtor) >= amount and \
                        self._raise_actions(debtor):
                    self.phase = "raise"
                    return
                self._go_bankrupt(debtor, creditor)
                continue
            if self.receives:
                p, s = self.receives[0]
                if not self.active[p] or self.owner[s] != p or not self.transferred[s]:
                    self.receives.pop(0)
                    continue
                self.phase = "receive"
                return
            if self.auctions:
                s, first, transferred = self.auctions.pop(0)
                if self._start_auction(s, first, transferred):
                    return
                continue
            p = self.current
            if not self.active[p]:
                self.waiting = ""
                self._next_turn()
                return
            if self.waiting:
                self.phase = self.waiting
                return
            self.phase = "start" if self.again else "end"
            return

    def _start_auction(self, s: int, first: int, transferred: bool = False) -> bool:
        n = self.n
        self.bidders = tuple(q for q in ((first + i) % n for i in range(n))
                             if self.active[q] and self.cash[q] > 0)
        if not self.bidders:
            self.log("no auction", space=s)
            return False
        self.auction_space, self.auction_first = s, first
        self.auction_transferred = transferred
        self.bids = {}
        self.phase = "auction"
        if self.keep_log:
            self.log("auction", space=s)
        return True

    def _finish_auction(self) -> None:
        s = self.auction_space
        best = max(self.bids.values())
        if best <= 0:
            if self.keep_log:
                self.log("unsold", space=s, bidders=list(self.bidders),
                         bids=[self.bids[q] for q in self.bidders])
        else:
            winner = next(q for q in self.bidders if self.bids[q] == best)
            self._pay_lab(winner, best)
            self.owner[s] = winner
            self.transferred[s] = self.auction_transferred  # a bankrupt's: buy it back
            self._changed.append(s)
            if self.keep_log:
                self.log("sold", winner, space=s, amount=best, bidders=list(self.bidders),
                         bids=[self.bids[q] for q in self.bidders],
                         transferred=self.auction_transferred,
                         buy_back=self.buy_back_cost[s])
        self.auction_space = -1
        self.auction_transferred = False
        self.bidders = ()
        self.bids = {}
        self._advance()

    def _go_bankrupt(self, d: int, creditor: int) -> None:
        """The seed's bankruptcy: everything of value goes to the creditor (a player), or
        to the Lab, which auctions the elements to the remaining players."""
        self.active[d] = False
        self.bankrupt.append(d)
        self.jail[d] = -1
        to_player = creditor >= 0
        if self.keep_log:
            self.log("bankrupt", d, creditor=creditor if to_player else LAB)
        self.debts = [x for x in self.debts if x[0] != d and x[1] != d]
        self.receives = [x for x in self.receives if x[0] != d]
        for s in self.board.ownables:
            if self.owner[s] != d:
                continue
            if self.height[s]:
                value = self.building_value(s)
                self._return_buildings(s)
                if to_player:
                    self._from_lab(creditor, value)
            if to_player:
                self.owner[s] = creditor
                self._changed.append(s)
                if self.transferred[s]:
                    self.receives.append((creditor, s))
            else:
                # the seed: "fully evaporated and transferred, then auctioned" (the Lab
                # holds it untransferred meanwhile; the winner receives it transferred)
                self.owner[s] = LAB
                self._changed.append(s)
                self.transferred[s] = False
                self.auctions.append((s, (d + 1) % self.n, True))
        money = self.cash[d]
        self.cash[d] = 0
        if to_player:
            self.cash[creditor] += money
            self.cards[creditor].extend(self.cards[d])
        else:
            self.lab += money
            for deck, index in self.cards[d]:
                self.order[deck].append(index)
        self.cards[d] = []
        alive = [p for p in range(self.n) if self.active[p]]
        if len(alive) == 1:
            self._finish([alive[0]], "last")
        elif self.r.short_game and len(self.bankrupt) >= 2:
            self._end_by_valuation("second bankruptcy")

    def _return_buildings(self, s: int) -> None:
        h = self.height[s]
        if h == self.solid:
            self.solids_left += 1
        else:
            self.liquids_left += h
        self.height[s] = 0
        self._changed.append(s)

    def _end_by_valuation(self, reason: str) -> None:
        values = [self.valuation(p) for p in range(self.n)]
        if reason == "time up":  # a debt not yet settled counts as paid (to a player)
            for debtor, creditor, amount in self.debts:
                values[debtor] -= amount
                if creditor >= 0:
                    values[creditor] += amount
        best = max(values[p] for p in range(self.n) if self.active[p])
        winners = [p for p in range(self.n) if self.active[p] and values[p] == best]
        self._finish(winners, reason, [[p, values[p]] for p in range(self.n) if self.active[p]])

    def _time_up(self) -> None:
        """The teacher's time's up (RULINGS): the game ends now, whatever is being decided
        (an auction, an offer, a debt), valued as in the short game, as a round limit is; a
        debt owed and not yet paid counts as paid. An auction not closed leaves its element
        with the Lab; an offer not answered is not made."""
        self.offer = None
        self.offer_from = -1
        self.bids = {}
        self.bidders = ()
        self.auction_space = -1
        self._end_by_valuation("time up")

    def _finish(self, winners: list[int], reason: str,
                values: list[list[int]] | None = None) -> None:
        """The end: `reason` is "last", "round limit", "second bankruptcy" or "time up"
        (end_code); end_reason says it for a spectator."""
        self.over = True
        self.phase = "over"
        self.winner_list = winners
        self.end_code = reason
        data = {"winners": winners, "reason": reason, "values": values or [],
                "limit": self.r.round_limit}
        self.end_reason = end_reason(data, self.reader(None))
        self.debts, self.receives, self.auctions = [], [], []
        self.waiting = ""
        self.log("end", **data)

    # ----- bots alone -------------------------------------------------------------
    @classmethod
    def rules_for_bots(cls, rules: Rules) -> Rules:
        """The rules a game of bots alone is played by: bots might never bankrupt each
        other, so with no round limit the rules' `bot_round_limit` caps it (RULINGS: games
        with people have no cap; the teacher ends them by time's up)."""
        if rules.round_limit:
            return rules
        capped = {**rules.to_dict(), "round_limit": rules.bot_round_limit}
        return Rules(capped, f"{rules.source} (bots alone: round_limit = "
                             f"{rules.bot_round_limit})")

    # ----- the Game protocol -------------------------------------------------------
    def to_move(self) -> tuple[int, ...]:
        phase = self.phase
        if phase == "over":
            return ()
        if phase == "auction":
            return tuple(q for q in self.bidders if q not in self.bids)
        if phase == "raise":
            return (self.debts[0][0],)
        if phase == "receive":
            return (self.receives[0][0],)
        if phase == "offer":
            assert self.offer is not None
            return (self.offer.to,)
        return (self.current,)

    def _decides(self, p: int) -> bool:
        """Whether p is among to_move(), without building the tuple (a hot path)."""
        phase = self.phase
        if phase == "auction":
            return p in self.bidders and p not in self.bids
        if phase == "over":
            return False
        if phase == "raise":
            return p == self.debts[0][0]
        if phase == "receive":
            return p == self.receives[0][0]
        if phase == "offer":
            return self.offer is not None and p == self.offer.to
        return p == self.current

    def legal_actions(self, player: int) -> list[Action]:
        if type(player) is not int or not 0 <= player < self.n:  # a hot path: ints first
            player = self.check_player(player)
        phase = self.phase
        if phase == "start" or phase == "end":  # the commonest: the current player decides
            return self._turn_actions(player, phase) if player == self.current else []
        if not self._decides(player):
            return []
        cash = self.cash[player]
        if phase == "buy":
            out = [BUY, DECLINE] if cash >= self.price[self.pos[player]] else [DECLINE]
            self._raise_into(player, out)
            return out
        if phase == "auction":
            step = self.r.bid_step
            bids = self._bid_objects
            while len(bids) * step <= cash:
                bids.append(Bid(len(bids) * step))
            return bids[:cash // step + 1]
        if phase == "tax":
            return [TAX_FLAT, TAX_PERCENT]
        if phase == "answer":
            return list(ANSWERS[:len(self.questions[self.question].choices)])
        if phase == "offer":
            return [ACCEPT, REJECT]
        if phase == "receive":
            s = self.receives[0][1]
            out = []
            if cash >= self.transfer_value[s] + interest(self.transfer_value[s]):
                out.append(BUY_BACK[s])
            out.append(KEEP[s])
            return out
        if phase == "raise":
            return self._raise_actions(player)
        return []

    legal_actions._checks_player = True  # type: ignore[attr-defined]  # checked above

    def _turn_actions(self, player: int, phase: str) -> list[Action]:
        """The current player's moves at the start or the end of a turn step: throw (or
        the ways out of Biology Class) or end the turn, then managing and offers."""
        if phase == "end":
            out: list[Action] = [END]
        elif self.jail[player] >= 0:
            out = [ROLL]
            if self.cash[player] >= self.r.fine:
                out.append(PAY_FINE)
            if self.cards[player]:
                out.append(USE_CARD)
        else:
            out = [ROLL]
        self._manage_actions(player, out)
        return out

    def play_bots(self, plan: Sequence[tuple[Callable[..., Action],
                                             Callable[..., Action | None] | None,
                                             random.Random]], limit: float) -> int:
        """Match's simulation loop when every seat is a bot (`plan`: per seat, the bot's
        choose, its choose_from_moves or None, and its generator): the very moves that
        `Match.bot_move` makes one call at a time, with the commonest decisions (at the
        start and end of a turn step) listed, and a throw or end of turn applied, here
        without the general calls in between (so a subclass that changes `legal_actions`
        or `_apply` for those must change this too). Inside the loop only the engine
        changes the board, so the move book takes the spaces it names as the whole change
        (`MoveBook.trust_hints`), after comparing the lists once before. Returns the
        moves made."""
        book = self.move_book
        book.catch_up()  # whatever changed before the loop; inside it, the engine says
        book.trust_hints = True
        try:
            return self._play_bots(plan, limit)
        finally:
            book.trust_hints = False

    def _play_bots(self, plan: Sequence[tuple[Callable[..., Action],
                                              Callable[..., Action | None] | None,
                                              random.Random]], limit: float) -> int:
        moves = 0
        history = self.history
        view = self.bot_view
        turn_actions = self._turn_actions
        while moves < limit and not self.over:
            phase = self.phase
            if phase == "start" or phase == "end":
                player = self.current
                legal = turn_actions(player, phase)
            else:
                waiting = self.to_move()
                if not waiting:
                    break
                player = waiting[0]
                legal = self.legal_actions(player)
            choose, quick, rng = plan[player]
            action = quick(legal, rng) if quick is not None else None
            if action is None:
                action = choose(view(player), legal, rng)
            if action is ROLL and legal[0] is ROLL:
                self._roll(player)
                history.append((player, action))
            elif action is END and legal[0] is END:
                self._next_turn()
                history.append((player, action))
            else:
                self.apply_listed(player, action, legal)
            moves += 1
        return moves

    def apply_listed(self, player: int, action: Action, listed: Sequence[Action]) -> None:
        """As the kit's: one of the listed objects is applied unchecked; a bid equal to a
        listed one is that one; a bot's well-formed offer (plain ints and tuples, which
        `checked` would return unchanged) gets the rules' check without the type check;
        anything else goes through `apply` and all its checks."""
        for move in listed:
            if move is action:
                self._apply(player, action)
                self.history.append((player, action))
                return
        t = type(action)
        if t is Bid and self.phase == "auction":
            amount = action.amount  # type: ignore[attr-defined]
            step = self.r.bid_step
            if type(amount) is int and 0 <= amount and not amount % step and \
                    amount // step < len(listed) and listed[amount // step] == action:
                action = listed[amount // step]
                self._apply(player, action)
                self.history.append((player, action))
                return
        elif t is Offer and type(action.to) is int and type(action.money) is int and \
                type(action.give) is tuple and type(action.take) is tuple and \
                type(action.give_cards) is int and type(action.take_cards) is int and \
                all(type(s) is int for s in action.give + action.take) and \
                self._why_illegal(player, action) is None:  # type: ignore[arg-type]
            self._apply(player, action)
            self.history.append((player, action))
            return
        self.apply(player, action)

    def _raise_actions(self, p: int) -> list[Action]:
        out: list[Action] = []
        self._raise_into(p, out)
        return out

    def _raise_into(self, p: int, out: list[Action], mv: PlayerMoves | None = None) -> None:
        """Evaporate and Transfer moves: raising AMUny from the Lab (`mv`: p's moves, when
        the caller has them already)."""
        if mv is None:
            mv = self.move_book.moves(p)
        if mv.raise_fixed is not None or self.liquids_left >= self.liquids_needed:
            out += mv.raise_all
            return
        for s, solid in mv.evaporate:
            if not solid:
                out.append(EVAPORATE[s])
        out += mv.transfer

    def _manage_actions(self, p: int, out: list[Action]) -> None:
        mv = self.move_book.moves(p)
        cash = self.cash[p]
        if mv.buy_back:
            if cash >= mv.buy_back_max:
                out += mv.all_buy_back
            else:
                for s, cost in mv.buy_back:
                    if cash >= cost:
                        out.append(BUY_BACK[s])
        if mv.condense:
            if cash >= mv.condense_max and self.liquids_left > 0 and self.solids_left > 0:
                out += mv.all_condense
            else:
                for s, cost, solid in mv.condense:
                    if cash >= cost and (self.solids_left if solid else self.liquids_left) > 0:
                        out.append(CONDENSE[s])
        self._raise_into(p, out, mv)
        if self.offers_made < self.r.offers_per_turn:
            if mv.menu:
                if cash >= mv.menu_max:
                    out += mv.all_menu
                else:
                    for offer, price in mv.menu:
                        if cash >= price:
                            out.append(offer)
            cards = self.cards
            if cash >= self.r.fine and any(cards):
                active = self.active
                for offer in compress(self._card_offers, cards):  # to each card holder
                    q = offer.to
                    if q != p and active[q]:
                        out.append(offer)

    def offer_to_buy(self, owner: int, s: int) -> tuple[Offer, int]:
        """The menu's offer to buy element s from its owner at its printed price."""
        offer = self._offer_objects.get((owner, s))
        if offer is None:
            offer = self._offer_objects[(owner, s)] = Offer(owner, (), (s,), self.price[s])
        return offer, self.price[s]

    def _set_bare(self, s: int) -> bool:
        """No liquids or solids on the element or (for a lot) anywhere in its set."""
        if self.kinds[s] != LOT:
            return True
        height = self.height
        return not any(height[m] for m in self.members[s])

    def _can_condense(self, p: int, s: int) -> bool:
        h = self.height[s]
        if h >= self.solid:
            return False
        members = self.members[s]
        for m in members:
            if self.owner[m] != p or self.transferred[m] or self.height[m] < h:
                return False
        if h + 1 == self.solid:
            return self.solids_left > 0 and self.cash[p] >= self.solid_cost[s]
        return self.liquids_left > 0 and self.cash[p] >= self.liquid_cost[s]

    def _can_evaporate(self, s: int) -> bool:
        h = self.height[s]
        if h == 0:
            return False
        for m in self.members[s]:
            if self.height[m] > h:
                return False
        return h < self.solid or self.liquids_left >= self.liquids_needed

    # ----- legality ------------------------------------------------------------------
    def _apply(self, player: int, action: Action) -> None:
        t = type(action)
        p = player
        if t is Roll:
            self._roll(p)
        elif t is EndTurn:
            self._next_turn()
        elif t is Buy:
            s = self.pos[p]
            self._pay_lab(p, self.price[s])
            self.owner[s] = p
            self._changed.append(s)
            self.waiting = ""
            if self.keep_log:
                self.log("buy", p, space=s, price=self.price[s])
            self._advance()
        elif t is Decline:
            s = self.pos[p]
            self.waiting = ""
            if self.keep_log:
                self.log("decline", p, space=s)
            if self.r.auctions:
                self.auctions.append((s, p, False))
            self._advance()
        elif t is Bid:
            self.bids[p] = action.amount  # type: ignore[attr-defined]
            if self.keep_log:
                self.log("bid", p, visible_to=(p,), space=self.auction_space,
                         amount=action.amount)  # type: ignore[attr-defined]
            if len(self.bids) == len(self.bidders):
                self._finish_auction()
        elif t is PayFine:
            self.jail[p] = -1
            if self.keep_log:
                self.log("fine", p, amount=self.r.fine)
            self.cash[p] -= self.r.fine
            if self.r.extra_credit_pot:
                self.pot += self.r.fine
            else:
                self.lab += self.r.fine
        elif t is UseCard:
            deck, index = self.cards[p].pop(0)
            self.order[deck].append(index)
            self.jail[p] = -1
            if self.keep_log:
                self.log("use card", p)
        elif t is ChooseTax:
            s = self.pos[p]
            sp = self.board.spaces[s]
            worth = self.worth(p)
            amount = worth * sp.percent // 100 if action.percent else sp.amount  # type: ignore
            self.waiting = ""
            if self.keep_log:
                self.log("tax choice", p, space=s, amount=amount, worth=worth,
                         percent=action.percent, rate=sp.percent, flat=sp.amount)  # type: ignore
            self._debt(p, self._fine_creditor(), amount)
            self._advance()
        elif t is Answer:
            q = self.questions[self.question]
            right = action.choice == q.answer  # type: ignore[attr-defined]
            if self.keep_log:
                self.log("answer", p, right=right, question=self.question,
                         choice=action.choice, reward=self.quiz_reward)  # type: ignore
            if right:
                self._from_lab(p, self.quiz_reward)
            self.question = -1
            self.waiting = ""
            self._advance()
        elif t is Condense:
            self._condense(p, action.space)  # type: ignore[attr-defined]
        elif t is Evaporate:
            self._evaporate(p, action.space)  # type: ignore[attr-defined]
            self._advance()
        elif t is Transfer:
            s = action.space  # type: ignore[attr-defined]
            self.transferred[s] = True
            self._changed.append(s)
            self._from_lab(p, self.transfer_value[s])
            if self.keep_log:
                self.log("transfer", p, space=s, amount=self.transfer_value[s])
            self._advance()
        elif t is BuyBack:
            s = action.space  # type: ignore[attr-defined]
            cost = self.transfer_value[s] + interest(self.transfer_value[s])
            self._pay_lab(p, cost)
            self.transferred[s] = False
            self._changed.append(s)
            if self.keep_log:
                self.log("buy back", p, space=s, amount=cost)
            if self.phase == "receive":
                self.receives.pop(0)
                self._advance()
        elif t is KeepTransferred:
            s = action.space  # type: ignore[attr-defined]
            cost = interest(self.transfer_value[s])
            self.receives.pop(0)
            if self.keep_log:
                self.log("keep transferred", p, space=s, amount=cost)
            self._debt(p, LAB, cost)
            self._advance()
        elif t is Offer:
            self.offers_made += 1
            self.offer = action  # type: ignore[assignment]
            self.offer_from = p
            if self.keep_log:
                self.log("offer", p, **offer_data(action))  # type: ignore[arg-type]
            self.offer_return = self.phase
            self.phase = "offer"
        elif t is Reply:
            self._reply(p, action.accept)  # type: ignore[attr-defined]

    def describe_offer(self, p: int, a: Offer, viewer: int | None = None) -> str:
        """An offer in words, from the proposer's side, for one reader."""
        return offer_terms(offer_data(a), self.reader(viewer), p)

    def _reply(self, q: int, accept: bool) -> None:
        a = self.offer
        p = self.offer_from
        assert a is not None
        self.offer = None
        self.offer_from = -1
        self.phase = self.offer_return
        if not accept:
            if self.keep_log:
                self.log("reply", q, accept=False, **{"from": p})
            return
        if self.keep_log:
            self.log("reply", q, accept=True, **{"from": p}, **offer_data(a))
        for s in a.give:
            self.owner[s] = q
            self._changed.append(s)
            if self.transferred[s]:
                self.receives.append((q, s))
        for s in a.take:
            self.owner[s] = p
            self._changed.append(s)
            if self.transferred[s]:
                self.receives.append((p, s))
        for _card in range(a.give_cards):
            self.cards[q].append(self.cards[p].pop(0))
        for _card in range(a.take_cards):
            self.cards[p].append(self.cards[q].pop(0))
        self.cash[p] -= a.money
        self.cash[q] += a.money
        self._advance()

    def _condense(self, p: int, s: int) -> None:
        if self.height[s] + 1 == self.solid:
            cost = self.solid_cost[s]
            self.solids_left -= 1
            self.liquids_left += self.liquids_needed
            solid = True
        else:
            cost = self.liquid_cost[s]
            self.liquids_left -= 1
            solid = False
        self.height[s] += 1
        self._changed.append(s)
        self._pay_lab(p, cost)
        if self.keep_log:
            self.log("condense", p, space=s, amount=cost, height=self.height[s], solid=solid)

    def _evaporate(self, p: int, s: int) -> None:
        if self.height[s] == self.solid:
            gain = self.solid_cost[s] // 2
            self.solids_left += 1
            self.liquids_left -= self.liquids_needed
            solid = True
        else:
            gain = self.liquid_cost[s] // 2
            self.liquids_left += 1
            solid = False
        self.height[s] -= 1
        self._changed.append(s)
        self._from_lab(p, gain)
        if self.keep_log:
            self.log("evaporate", p, space=s, amount=gain, height=self.height[s], solid=solid)

    # ----- reading the state ---------------------------------------------------------
    def reader(self, viewer: int | None = None) -> MonopolyReader:
        """Words this game's players, spaces, cards and questions for one reader."""
        return MonopolyReader(self.names, viewer, self.board, self.decks, self.questions)

    def concerns(self, event: Event, player: int) -> bool:
        """An event is about a player who did it, was paid or owed by it, offered or was
        offered a trade, or bid in the auction it closes."""
        if event.actor == player:
            return True
        d = event.data
        return player in (d.get("to"), d.get("owner"), d.get("from"), d.get("creditor")) \
            or player in d.get("bidders", ())

    def is_over(self) -> bool:
        return self.over

    def scores(self) -> list[float]:
        return [float(self.valuation(p)) for p in range(self.n)]

    def winners(self) -> list[int]:
        if self.over:
            return list(self.winner_list)
        return super().winners()

    def money_in_play(self) -> int:
        """Players' AMUny + the pot + what the Lab took in: always 0 (nothing is created)."""
        return sum(self.cash) + self.pot + self.lab

    def observation(self, player: int | None = None) -> MonopolyObservation:
        phase = self.phase
        r = self.r
        bids = self.bids  # empty outside an auction
        cards = self.cards
        q = self.question
        # positional, in the field order of MonopolyObservation (faster than keywords)
        return MonopolyObservation(
            player, self.names_t, self.board, phase,
            (self.current,) if phase in _ONE_DECIDER else self.to_move(), self.current,
            tuple(self.cash), tuple(self.pos), tuple(self.active), tuple(self.jail),
            tuple(map(len, cards)) if any(cards) else self._no_cards, tuple(self.owner),
            tuple(self.height), tuple(self.transferred), self.liquids_left,
            self.solids_left, self.pot, self.dice, self.doubles, self.turns, self.round,
            r.round_limit, self.solid, self.auction_space if phase == "auction" else -1,
            tuple(sorted(bids)) if bids else (), bids.get(player, -1) if bids else -1,
            self.offer, self.offer_from,
            None if q < 0 else self._question_shown(q),
            tuple(self.debts[0]) if phase == "raise" else None,  # type: ignore[arg-type]
            self.receives[0] if phase == "receive" else None,
            self.last_landing, r.offers_per_turn - self.offers_made, r.bid_step, r.fine,
            self.over, tuple(self.winner_list) if self.over else (),
        )

    def bot_view(self, player: int) -> BotView:
        """The observation's fields read on demand, for a bot's one decision (speed)."""
        return BotView(self, player)

    def _question_shown(self, q: int) -> tuple[str, tuple[str, ...]]:
        question = self.questions[q]
        return question.text, question.choices

    def fingerprint(self) -> dict[str, Any]:
        return {
            "phase": self.phase, "current": self.current, "turns": self.turns, "round": self.round,
            "cash": list(self.cash), "pos": list(self.pos), "active": list(self.active),
            "jail": list(self.jail), "cards": [[list(c) for c in h] for h in self.cards],
            "owner": list(self.owner), "height": list(self.height),
            "transferred": list(self.transferred), "liquids": self.liquids_left,
            "solids": self.solids_left, "pot": self.pot, "lab": self.lab,
            "order": {d: list(o) for d, o in sorted(self.order.items())},
            "debts": [list(d) for d in self.debts], "receives": [list(r) for r in self.receives],
            "auctions": [list(a) for a in self.auctions], "auction": self.auction_space,
            "bidders": list(self.bidders),
            "bids": {str(k): v for k, v in sorted(self.bids.items())},
            "offer": self.offer.to_json() if self.offer else None, "offer_from": self.offer_from,
            "offer_return": self.offer_return,
            "offers_made": self.offers_made, "question": self.question,
            "waiting": self.waiting, "again": self.again, "dice": list(self.dice),
            "doubles": self.doubles, "bankrupt": list(self.bankrupt), "over": self.over,
            "winners": list(self.winner_list), "rng": self.rng_digest(),
        }
