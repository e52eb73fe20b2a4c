"""What one player may know in Chemistry Monopoly: everything on the table, but not the
order of the decks, nor other players' sealed bids before the auction closes."""

from __future__ import annotations

from dataclasses import dataclass

from .actions import Offer
from .board import Board


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
