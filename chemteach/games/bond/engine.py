"""Bond! (結合!): the molecule hand game (seed 004, English summary and rulings in RULINGS).

A turn: everyone decides at once, hidden, whether to declare Bond!. If nobody does, everyone
discards at once, hidden (one card, a hint-book molecule, or 1-4 catalyst rings); the
discards are shown and each player, in turn order, draws as many as they discarded, taking
any card from the discard pile instead for each ring. If someone declares, declarers show
their hands; a fluorine scythe may block a declarer who holds a noble-gas shield. If every
declarer is blocked play goes on; otherwise the round is scored, every hand split into
molecules for points. A match is a number of rounds; the highest total wins.
"""

from __future__ import annotations

from collections import Counter
from dataclasses import dataclass, field
from itertools import combinations
from typing import Any

from ...core.actions import Action, TimeUp
from ...core.errors import RulesError
from ...core.game import Game
from ...core.language import speaking
from ...core.rules import Rules
from ...core.wording import _
from .cards import ATOMS, CARDS, RING, SHIELDS, hint_book_by_cards, sort_cards
from .rules import RULES
from .scoring import HandScore, scorer
from .words import brief, round_reason, word

_ORDER = {c: i for i, c in enumerate(CARDS)}


def _in_card_order(cards: Any) -> Any:
    """Cards in the kit's fixed order, so that a discard is the same whatever order its cards
    are named in; anything that is not a sequence of card names is left for the legality
    check to refuse."""
    if not isinstance(cards, tuple | list) or not all(isinstance(c, str) for c in cards):
        return cards
    return tuple(sorted(cards, key=lambda c: (_ORDER.get(c, len(_ORDER)), c)))


def _in_seat_order(seats: Any) -> Any:
    """Seats in increasing order, so that blocking (2, 1) is blocking (1, 2)."""
    if not isinstance(seats, tuple | list) or not all(type(s) is int for s in seats):
        return seats
    return tuple(sorted(seats))


# ----- actions -----------------------------------------------------------------------------
@dataclass(frozen=True)
class Declare(Action):
    """Declare Bond! (or not) in this turn's hidden, simultaneous decision."""

    kind = "declare"
    bond: bool

    def __str__(self) -> str:
        return _("declare Bond!") if self.bond else _("do not declare")


@dataclass(frozen=True)
class Block(Action):
    """Present fluorine scythes to block these declarers (empty: block nobody)."""

    kind = "block"
    targets: tuple[int, ...]

    def __post_init__(self) -> None:
        object.__setattr__(self, "targets", _in_seat_order(self.targets))

    def __str__(self) -> str:
        if self.targets:
            return _("block {seats}").format(seats=list(self.targets))
        return _("block nobody")


@dataclass(frozen=True)
class Discard(Action):
    """Discard face down: one card, the cards of a hint-book molecule, or 1-4 rings."""

    kind = "discard"
    cards: tuple[str, ...]

    def __post_init__(self) -> None:
        # card actions are order-free: Discard(("O", "H", "H")) is Discard(("H", "H", "O"))
        object.__setattr__(self, "cards", _in_card_order(self.cards))

    def __str__(self) -> str:
        return _("discard {cards}").format(cards=" ".join(self.cards))


@dataclass(frozen=True)
class TakeForRing(Action):
    """For one discarded ring: take this card from the discard pile, or None for the deck."""

    kind = "take"
    card: str | None

    def __str__(self) -> str:
        if self.card:
            return _("take {card} from the discard pile").format(card=self.card)
        return _("draw from the deck")


@dataclass(frozen=True)
class PickFromDeck(Action):
    """A blocker's reward: choose one card of this kind from the deck (then it is shuffled)."""

    kind = "pick"
    card: str

    def __str__(self) -> str:
        return _("pick {card} from the deck").format(card=self.card)


# ----- what a player may know ------------------------------------------------------------
@dataclass(frozen=True)
class RoundResult:
    """How one round was scored: every hand (public at scoring) and its points."""

    round: int
    hands: tuple[tuple[str, ...], ...]
    scores: tuple[HandScore, ...]
    declarers: tuple[int, ...]
    blocked: tuple[int, ...]
    reason: str
    #: Whether the turn limit (not a Bond!) ended the round.
    capped: bool = False
    #: Why the round was scored, as a code ("declared", "time", ...): worded when shown, in
    #: the reader's language (`reason` is the English sentence, kept for older callers).
    code: str = ""
    turn_limit: int = 0


@dataclass(frozen=True)
class BondObservation:
    """All one player may know: own hand, sizes of the others, public cards and choices."""

    player: int | None
    names: tuple[str, ...]
    phase: str
    hand: tuple[str, ...]
    hand_sizes: tuple[int, ...]
    pile: tuple[str, ...]
    deck_size: int
    deck_counts: dict[str, int]
    round: int
    rounds: int
    turn: int
    turn_limit: int
    dealer: int
    totals: tuple[int, ...]
    to_move: tuple[int, ...]
    decided: tuple[int, ...]
    my_choice: Action | None
    declarers: tuple[int, ...]
    shown_hands: dict[int, tuple[str, ...]]
    blocks: dict[int, int]
    must_discard_shield: bool
    last_discards: dict[int, tuple[str, ...]]
    drawing: int | None
    rings_to_resolve: int
    picks_to_make: int
    last_round: RoundResult | None
    over: bool
    winners: tuple[int, ...]
    log: tuple[str, ...] = field(default=())


class Bond(Game):
    """A match of Bond! for 2-6 players."""

    name = "bond"
    title = "Bond!"
    min_players = 2
    max_players = 6
    rule_spec = RULES
    action_types = (Declare, Block, Discard, TakeForRing, PickFromDeck, TimeUp)
    words = staticmethod(word)
    brief = staticmethod(brief)

    # ----- setting up ---------------------------------------------------------------
    def setup(self) -> None:
        self.scorer = scorer(self.rules)
        self.full_deck = [c for c in CARDS for _ in range(self.rules.deck[c])]
        if len(self.full_deck) < self.rules.hand_size * self.num_players + 1:
            need = self.rules.hand_size * self.num_players + 1
            raise RulesError(
                f"{self.rules.source}: key 'deck': the deck has {len(self.full_deck)} cards, too "
                f"few to deal {self.rules.hand_size} (key 'hand_size') to each of "
                f"{self.num_players} players; allowed: at least {need} cards in all.",
                source=self.rules.source, key="deck")
        self.rounds = self.rules.rounds or self.num_players
        self.totals = [0] * self.num_players
        self.round = 0
        self.dealer = 0
        self.over = False
        self.results: list[RoundResult] = []
        self._deal()

    def _deal(self, turns_played: int = 0) -> None:
        """Shuffle every card into the deck and deal a new round, starting left of the dealer.
        A round dealt again after a void keeps counting its turns, so the turn limit still
        ends it."""
        self.round += 1
        self.deck = list(self.full_deck)
        self.rng.shuffle(self.deck)
        self.pile: list[str] = []
        self.hands = [Counter() for _ in range(self.num_players)]
        for _i in range(self.rules.hand_size):
            for i in range(self.num_players):
                self.hands[(self.dealer + 1 + i) % self.num_players][self.deck.pop()] += 1
        self.turn = turns_played
        self.last_discards: dict[int, tuple[str, ...]] = {}
        self.log("deal", self.dealer, round=self.round, hand_size=self.rules.hand_size)
        self._start_turn()

    def _start_turn(self) -> None:
        self.turn += 1
        self.phase = "declare"
        self.choices: dict[int, Action] = {}
        self.declarers: list[int] = []
        #: The hands declarers showed, as they were when shown: a card a blocked declarer
        #: draws face down afterwards is never shown (RULINGS, Bond!).
        self.shown: dict[int, tuple[str, ...]] = {}
        self.blocks: dict[int, int] = {}
        self.shield_only: set[int] = set()
        self.extra_picks: dict[int, int] = {}
        self.draw_order: list[int] = []
        self.drawing: int | None = None
        self.rings_left = 0
        self.picks_left = 0

    # ----- the Game protocol -----------------------------------------------------------
    def to_move(self) -> tuple[int, ...]:
        if self.over:
            return ()
        if self.phase == "draw":
            return (self.drawing,) if self.drawing is not None else ()
        return tuple(p for p in self._deciders() if p not in self.choices)

    def _deciders(self) -> list[int]:
        """Who decides now. In the block phase every player who did not declare decides
        (those without a scythe can only let it stand), so nobody learns who holds one."""
        if self.phase == "block":
            return [p for p in range(self.num_players) if p not in self.declarers]
        return list(range(self.num_players))

    def legal_actions(self, player: int) -> list[Action]:
        if player not in self.to_move():
            return []
        hand = self.hands[player]
        if self.phase == "declare":
            return [Declare(False), Declare(True)]
        if self.phase == "block":
            targets = self._blockable()
            most = min(hand["F"], len(targets))
            return [Block(t) for k in range(most + 1) for t in combinations(targets, k)]
        if self.phase == "discard":
            return [Discard(c) for c in self._discard_options(player)]
        if self.phase == "draw" and self.rings_left:
            return [TakeForRing(None)] + [TakeForRing(c) for c in sort_cards(set(self.pile))]
        if self.phase == "draw" and self.picks_left:
            return [PickFromDeck(c) for c in sort_cards(set(self.deck))]
        return []

    def _blockable(self) -> list[int]:
        return [d for d in self.declarers if any(self.hands[d][s] for s in SHIELDS)]

    def _discard_options(self, player: int) -> list[tuple[str, ...]]:
        hand = self.hands[player]
        if player in self.shield_only:
            return [(s,) for s in SHIELDS if hand[s]]
        options = [(c,) for c in sort_cards(c for c in hand if hand[c])]
        options += [(RING,) * k for k in range(2, min(4, hand[RING]) + 1)]
        for cards in hint_book_by_cards():
            if "F" in cards:  # the seed: a scythe counts as an atom only at the final scoring
                continue
            need = Counter(cards)
            if all(hand[c] >= n for c, n in need.items()):
                options.append(cards)
        return options

    def explain_illegal(self, player: int, action: Action) -> str:
        if self.phase == "discard" and isinstance(action, Discard):
            if player in self.shield_only:
                return _("You were blocked by a fluorine scythe: this turn you must discard a "
                         "shield.")
            if not all(self.hands[player][c] >= n for c, n in Counter(action.cards).items()):
                return _("You don't hold all of those cards.")
            return _("Discard one card, the cards of one hint-book molecule, or 1 to 4 catalyst "
                     "rings.")
        if self.phase == "block" and isinstance(action, Block):
            return _("You can block only declarers who hold a noble-gas shield (Ar, Kr), one "
                     "per fluorine scythe you hold.")
        wanted = {"declare": _("Now is the time to declare Bond! or not, not to {action}."),
                  "block": _("Now is the time to block or not, not to {action}."),
                  "discard": _("Now is the time to discard, not to {action}."),
                  "draw": _("Now is the time to draw, not to {action}.")}[self.phase]
        return wanted.format(action=action)

    def _apply(self, player: int, action: Action) -> None:
        if self.phase == "draw":
            self._apply_draw_choice(player, action)
            return
        self.choices[player] = action
        if not self.to_move():
            {"declare": self._resolve_declarations, "block": self._resolve_blocks,
             "discard": self._resolve_discards}[self.phase]()

    # ----- declaring and blocking ------------------------------------------------------
    def _resolve_declarations(self) -> None:
        self.declarers = [p for p, a in sorted(self.choices.items())
                          if isinstance(a, Declare) and a.bond]
        self.choices = {}
        if not self.declarers:
            self.log("no bond", turn=self.turn)
            self.phase = "discard"
            return
        self.shown = {d: sort_cards(self.hands[d].elements()) for d in self.declarers}
        for d in self.declarers:
            self.log("declare", d, cards=list(sort_cards(self.hands[d].elements())))
        if self._blockable() and len(self.declarers) < self.num_players:
            self.phase = "block"
        else:
            self._score_round("declared")

    def _resolve_blocks(self) -> None:
        wanted: dict[int, list[int]] = {}
        for p, a in self.choices.items():
            assert isinstance(a, Block)
            for d in a.targets:
                wanted.setdefault(d, []).append(p)
        self.choices = {}
        used: Counter[int] = Counter()
        n = self.num_players
        for d in self.declarers:
            keen = wanted.get(d, [])
            for step in range(1, n):  # the first in seat order after the declarer
                p = (d + step) % n
                if p in keen:
                    self.blocks[d] = p
                    used[p] += 1
                    self.log("block", p, target=d)
                    break
        if not self.blocks:
            self._score_round("unblocked")
        elif len(self.blocks) == len(self.declarers):
            for p, k in sorted(used.items()):
                self.hands[p]["F"] -= k
                self.pile.extend(["F"] * k)
                self.extra_picks[p] = k
            self.shield_only = set(self.declarers)
            self.log("all blocked")
            self.phase = "discard"
        else:
            self._score_round("stands", used)

    # ----- discarding and drawing --------------------------------------------------
    def _resolve_discards(self) -> None:
        self.last_discards = {}
        for p in range(self.num_players):
            action = self.choices[p]
            assert isinstance(action, Discard)
            for c in action.cards:
                self.hands[p][c] -= 1
            self.pile.extend(action.cards)
            self.last_discards[p] = action.cards
            self.log("discard", p, cards=list(action.cards))
        self.choices = {}
        self.phase = "draw"
        first = self._first_player()
        self.draw_order = [(first + i) % self.num_players for i in range(self.num_players)]
        self._next_drawer()

    def _first_player(self) -> int:
        """Highest total score starts; ties (and the first round) go to the dealer, or the
        first tied player to the dealer's left."""
        best = max(self.totals)
        for i in range(self.num_players):
            p = (self.dealer + i) % self.num_players
            if self.totals[p] == best:
                return p
        return self.dealer

    def _next_drawer(self) -> None:
        while self.draw_order:
            p = self.draw_order.pop(0)
            discarded = self.last_discards[p]
            rings = discarded.count(RING)
            for _i in range(len(discarded) - rings):
                if not self._draw_to(p):
                    return
            self.drawing, self.rings_left, self.picks_left = p, rings, self.extra_picks.get(p, 0)
            if self.picks_left and not self._refill_deck():
                return
            if self.rings_left or self.picks_left:
                return
        self.drawing = None
        self._end_turn()

    def _refill_deck(self) -> bool:
        """If the deck is empty, shuffle the discard pile into a new deck (or, in the variant,
        void the round and deal again: then False)."""
        if self.deck:
            return True
        if self.rules.deck_runs_out == "void":
            self.log("void")
            self.round -= 1
            self._deal(turns_played=self.turn)
            return False
        self.deck = self.pile
        self.pile = []
        self.rng.shuffle(self.deck)
        self.log("reshuffle")
        return True

    def _draw_to(self, player: int) -> bool:
        """Draw the top card for a player; False if the round was voided instead."""
        if not self._refill_deck():
            return False
        self.hands[player][self.deck.pop()] += 1
        return True

    def _apply_draw_choice(self, player: int, action: Action) -> None:
        if isinstance(action, TakeForRing):
            self.rings_left -= 1
            if action.card is None:
                if not self._draw_to(player):
                    return
            else:
                self.pile.remove(action.card)
                self.hands[player][action.card] += 1
                self.log("take", player, card=action.card)
        elif isinstance(action, PickFromDeck):
            self.picks_left -= 1
            self.deck.remove(action.card)
            self.hands[player][action.card] += 1
            self.log("pick", player)
            if not self.picks_left:
                self.rng.shuffle(self.deck)
        if self.picks_left and not self.rings_left and not self._refill_deck():
            return  # a pick is owed from an empty deck: refilled first (or the round is void)
        if not self.rings_left and not self.picks_left:
            self._next_drawer()

    def _end_turn(self) -> None:
        limit = self.rules.turn_limit  # 0: no limit, the round goes on until a Bond! (seed)
        if limit and self.turn >= limit:
            self._score_round("time", capped=True)
        else:
            self._start_turn()

    def _time_up(self) -> None:
        """The teacher's time's up: the round in progress is scored as it stands, as a turn
        limit scores it (the seed: the hands are counted at the end), and the match ends
        there, the highest total winning; rounds not yet dealt are not played. Choices not
        yet shown (a Bond! call, a block, a face-down discard) are not made; cards still to
        be drawn are not drawn; a block not yet settled costs no shield."""
        self.choices = {}
        self.blocks = {}
        self.shield_only = set()
        self.extra_picks = {}
        self.draw_order = []
        self.drawing = None
        self.rings_left = self.picks_left = 0
        self._score_round("time up", last=True)

    # ----- scoring --------------------------------------------------------------------
    def _score_round(self, reason: str, scythes: Counter[int] | None = None,
                     capped: bool = False, last: bool = False) -> None:
        """Score every hand and add it to the totals; then deal the next round, or end the
        match after its last round (or now, `last`: the teacher's time's up)."""
        blocked = sorted(self.blocks)
        for d in blocked:
            for s in SHIELDS:
                self.pile.extend([s] * self.hands[d][s])
                self.hands[d][s] = 0
            self.log("shields", d)
        for p, k in sorted((scythes or Counter()).items()):
            # each presented scythe may be scored or dropped (0 points): keep the best number
            options = [(self.scorer.hand_points((self.hands[p] - Counter({"F": drop})).elements()),
                        -drop) for drop in range(k + 1)]
            _best, minus_drop = max(options)
            drop = -minus_drop
            if drop:
                self.hands[p]["F"] -= drop
                self.pile.extend(["F"] * drop)
            self.log("scythe", p, kept=k - drop, dropped=drop)
        hands = tuple(sort_cards(h.elements()) for h in self.hands)
        scores = tuple(self.scorer.score(h) for h in hands)
        for p, s in enumerate(scores):
            self.totals[p] += s.points
            self.log("score", p, points=s.points,
                     molecules=[[m.textbook_formula, m.points] for m in s.molecules],
                     noble_gases=list(s.noble_gases), unused=list(s.unused))
        with speaking("en"):  # stored language-free: worded again when shown
            said = round_reason(reason, self.rules.turn_limit)
        self.results.append(RoundResult(self.round, hands, scores, tuple(self.declarers),
                                        tuple(blocked), said, capped, reason,
                                        self.rules.turn_limit))
        self.shown = {}  # every hand is public in the round's result now
        self.log("round end", round=self.round, reason=reason, turn_limit=self.rules.turn_limit)
        if last:
            winners = self.winners()
            self.over = True
            self.phase = "over"
            self.log("end", winners=winners, reason=reason, round=self.round,
                     rounds=self.rounds, top=self.totals[winners[0]])
        elif len(self.results) >= self.rounds:
            self.over = True
            self.phase = "over"
            self.log("end", winners=self.winners())
        else:
            self.dealer = (self.dealer + 1) % self.num_players
            self._deal()

    # ----- bots alone ------------------------------------------------------------------
    @classmethod
    def rules_for_bots(cls, rules: Rules) -> Rules:
        """The rules a game of bots alone is played by: a round of bots might never see a
        Bond!, so with no turn limit the rules' `bot_turn_limit` caps it (RULINGS)."""
        if rules.turn_limit:
            return rules
        capped = {**rules.to_dict(), "turn_limit": rules.bot_turn_limit}
        return Rules(capped, f"{rules.source} (bots alone: turn_limit = {rules.bot_turn_limit})")

    @property
    def capped_rounds(self) -> int:
        """How many rounds so far the turn limit ended (not a Bond!)."""
        return sum(r.capped for r in self.results)

    # ----- reading the state ---------------------------------------------------------
    def is_over(self) -> bool:
        return self.over

    def scores(self) -> list[float]:
        return list(self.totals)

    def observation(self, player: int | None = None) -> BondObservation:
        me = player is not None
        return BondObservation(
            player=player,
            names=tuple(self.names),
            phase=self.phase,
            hand=sort_cards(self.hands[player].elements()) if me else (),
            hand_sizes=tuple(sum(h.values()) for h in self.hands),
            pile=tuple(self.pile),
            deck_size=len(self.deck),
            deck_counts=dict(self.rules.deck),
            round=self.round,
            rounds=self.rounds,
            turn=self.turn,
            turn_limit=self.rules.turn_limit,
            dealer=self.dealer,
            totals=tuple(self.totals),
            to_move=self.to_move(),
            decided=tuple(sorted(self.choices)),
            my_choice=self.choices.get(player) if me else None,
            declarers=tuple(self.declarers),
            shown_hands=dict(self.shown),
            blocks=dict(self.blocks),
            must_discard_shield=me and player in self.shield_only and self.phase == "discard",
            last_discards=dict(self.last_discards),
            drawing=self.drawing,
            rings_to_resolve=self.rings_left if me and self.drawing == player else 0,
            picks_to_make=self.picks_left if me and self.drawing == player else 0,
            last_round=self.results[-1] if self.results else None,
            over=self.over,
            winners=tuple(self.winners()) if self.over else (),
            log=tuple(self.narrate(player, last=12)),  # each event worded once per reader
        )

    def card_count(self) -> int:
        """Cards in hands, deck and discard pile: always the whole deck."""
        return sum(sum(h.values()) for h in self.hands) + len(self.deck) + len(self.pile)

    def fingerprint(self) -> dict[str, Any]:
        return {
            "round": self.round, "turn": self.turn, "phase": self.phase, "dealer": self.dealer,
            "totals": list(self.totals),
            "hands": [sorted(h.elements()) for h in self.hands],
            "deck": list(self.deck), "pile": list(self.pile),
            "choices": {str(p): a.to_json() for p, a in sorted(self.choices.items())},
            "declarers": list(self.declarers),
            "blocks": {str(k): v for k, v in sorted(self.blocks.items())},
            "shield_only": sorted(self.shield_only),
            "extra_picks": {str(k): v for k, v in sorted(self.extra_picks.items())},
            "draw_order": list(self.draw_order), "drawing": self.drawing,
            "rings_left": self.rings_left, "picks_left": self.picks_left,
            "over": self.over,
            "rng": self.rng_digest(),
        } | ({"shown": {str(p): list(c) for p, c in sorted(self.shown.items())}}
             if self.shown else {})  # only while shown: saves made before it still load


__all__ = ["ATOMS", "Block", "Bond", "BondObservation", "Declare", "Discard", "PickFromDeck",
           "RoundResult", "TakeForRing"]
