"""What one player may know in Chemistry Monopoly: everything on the table, but not the
order of the decks, nor other players' sealed bids before the auction closes."""

from __future__ import annotations

from dataclasses import dataclass
from typing import TYPE_CHECKING

from .actions import Offer
from .board import Board

if TYPE_CHECKING:
    from .engine import ChemistryMonopoly


@dataclass(slots=True)
class MonopolyObservation:
    """A snapshot of the public table, plus the viewer's own sealed bid (a copy: changing
    it changes nothing in the game)."""

    player: int | None
    names: tuple[str, ...]
    board: Board
    phase: str
    to_move: tuple[int, ...]
    current: int
    cash: tuple[int, ...]
    pos: tuple[int, ...]
    active: tuple[bool, ...]
    jail: tuple[int, ...]
    cards: tuple[int, ...]
    owner: tuple[int, ...]
    height: tuple[int, ...]
    transferred: tuple[bool, ...]
    liquids_left: int
    solids_left: int
    pot: int
    dice: tuple[int, int]
    doubles: int
    turn: int
    round: int
    round_limit: int
    solid: int
    auction_space: int
    has_bid: tuple[int, ...]
    my_bid: int
    offer: Offer | None
    offer_from: int
    question: tuple[str, tuple[str, ...]] | None
    debt: tuple[int, int, int] | None
    receiving: tuple[int, int] | None
    landing: int
    offers_left: int
    bid_step: int
    fine: int
    over: bool
    winners: tuple[int, ...]


class BotView:
    """What a bot reads for one decision: the same fields, with the same values, as
    `MonopolyObservation`, read from the game only when the bot asks (a bot looks at a
    few of them, so building the whole snapshot for every decision of a simulation is
    wasted). Read-only; valid for the one decision it is made for, while the game does
    not change. The deck order and other players' sealed bids are not among its fields."""

    __slots__ = ("_game", "player", "phase", "board", "solid", "_owner", "_height",
                 "_transferred")

    def __init__(self, game: ChemistryMonopoly, player: int | None) -> None:
        self._game = game
        self.player = player
        # read by a bot at almost every decision: copied once, not looked up per read
        self.phase: str = game.phase
        self.board: Board = game.board
        self.solid: int = game.solid
        self._owner: tuple[int, ...] | None = None
        self._height: tuple[int, ...] | None = None
        self._transferred: tuple[bool, ...] | None = None

    # the arrangement, read often by the bots: made a tuple once per decision
    @property
    def owner(self) -> tuple[int, ...]:
        got = self._owner
        if got is None:
            got = self._owner = tuple(self._game.owner)
        return got

    @property
    def height(self) -> tuple[int, ...]:
        got = self._height
        if got is None:
            got = self._height = tuple(self._game.height)
        return got

    @property
    def transferred(self) -> tuple[bool, ...]:
        got = self._transferred
        if got is None:
            got = self._transferred = tuple(self._game.transferred)
        return got

    @property
    def names(self) -> tuple[str, ...]:
        return self._game.names_t

    @property
    def to_move(self) -> tuple[int, ...]:
        return self._game.to_move()

    @property
    def current(self) -> int:
        return self._game.current

    @property
    def cash(self) -> tuple[int, ...]:
        return tuple(self._game.cash)

    @property
    def pos(self) -> tuple[int, ...]:
        return tuple(self._game.pos)

    @property
    def active(self) -> tuple[bool, ...]:
        return tuple(self._game.active)

    @property
    def jail(self) -> tuple[int, ...]:
        return tuple(self._game.jail)

    @property
    def cards(self) -> tuple[int, ...]:
        return tuple(map(len, self._game.cards))

    @property
    def liquids_left(self) -> int:
        return self._game.liquids_left

    @property
    def solids_left(self) -> int:
        return self._game.solids_left

    @property
    def pot(self) -> int:
        return self._game.pot

    @property
    def dice(self) -> tuple[int, int]:
        return self._game.dice

    @property
    def doubles(self) -> int:
        return self._game.doubles

    @property
    def turn(self) -> int:
        return self._game.turns

    @property
    def round(self) -> int:
        return self._game.round

    @property
    def round_limit(self) -> int:
        return self._game.r.round_limit

    @property
    def auction_space(self) -> int:
        g = self._game
        return g.auction_space if g.phase == "auction" else -1

    @property
    def has_bid(self) -> tuple[int, ...]:
        return tuple(sorted(self._game.bids))

    @property
    def my_bid(self) -> int:
        return self._game.bids.get(self.player, -1)

    @property
    def offer(self) -> Offer | None:
        return self._game.offer

    @property
    def offer_from(self) -> int:
        return self._game.offer_from

    @property
    def question(self) -> tuple[str, tuple[str, ...]] | None:
        g = self._game
        if g.question < 0:
            return None
        shown = g.questions[g.question]
        return shown.text, shown.choices

    @property
    def debt(self) -> tuple[int, int, int] | None:
        g = self._game
        return tuple(g.debts[0]) if g.phase == "raise" else None  # type: ignore[return-value]

    @property
    def receiving(self) -> tuple[int, int] | None:
        g = self._game
        return g.receives[0] if g.phase == "receive" else None

    @property
    def landing(self) -> int:
        return self._game.last_landing

    @property
    def offers_left(self) -> int:
        g = self._game
        return g.r.offers_per_turn - g.offers_made

    @property
    def bid_step(self) -> int:
        return self._game.r.bid_step

    @property
    def fine(self) -> int:
        return self._game.r.fine

    @property
    def over(self) -> bool:
        return self._game.over

    @property
    def winners(self) -> tuple[int, ...]:
        g = self._game
        return tuple(g.winner_list) if g.over else ()
