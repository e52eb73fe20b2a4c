"""Polymer Chains: the game state and its rules (seed 001 and RULINGS).

Each turn the player to move has a pyramid drawn blind from the bag for them and places
it on a legal cell; they score the pips of the chain it joins, whatever its colour.
After a full round the game ends if someone reached the target score, or if the bag
cannot give every player a piece next round, so everyone places equally often.
"""

from __future__ import annotations

from dataclasses import dataclass, field
from functools import lru_cache
from typing import Any

from ...core.actions import Action, TimeUp
from ...core.game import Game
from ...core.wording import _
from .board import Board, BoardView, Cell, Piece
from .colours import palette
from .rules import RULES
from .words import brief, end_reason, word

ORIGIN: Cell = (0, 0)


@dataclass(frozen=True)
class Place(Action):
    """Put the drawn pyramid on a cell (axial coordinates)."""

    kind = "place"
    cell: Cell

    def __str__(self) -> str:
        return _("place on {cell}").format(cell=self.cell)


@lru_cache(maxsize=65_536)
def _place(cell: Cell) -> Place:
    """One shared Place per cell (actions are immutable), so listing moves builds nothing."""
    return Place(cell)


@dataclass(frozen=True)
class LastMove:
    """What happened on the latest turn, for the view to mark and outline."""

    player: int
    cell: Cell
    piece: Piece
    chain: frozenset[Cell]
    points: int


@dataclass(frozen=True)
class PolymerObservation:
    """Everything is public in Polymer Chains; `board` is a read-only view of the board as it
    was at this moment (`board.copy()` gives a board to try moves on)."""

    board: BoardView
    names: tuple[str, ...]
    scores: tuple[int, ...]
    to_move: int | None
    drawn: Piece | None
    legal: tuple[Cell, ...]
    bag_counts: dict[str, int]
    bag_size: int
    round: int
    target_score: int
    last: LastMove | None
    over: bool
    winners: tuple[int, ...]
    set_aside: tuple[Piece, ...] = field(default=())

    def _repr_svg_(self) -> str:
        """Rich display: the board with legal cells, last move and its chain marked."""
        from .view import board_svg

        return board_svg(self)

    def _repr_html_(self) -> str:
        """Notebook display as HTML: the same SVG, inline, so that its words (role="img" and
        aria-label) reach the page; JupyterLab shows an SVG output as an <img> without alt."""
        return self._repr_svg_()


class PolymerChains(Game):
    """A game of Polymer Chains for 2-10 players."""

    name = "polymer"
    title = "Polymer Chains"
    min_players = 2
    max_players = 10
    rule_spec = RULES
    action_types = (Place, TimeUp)
    words = staticmethod(word)
    brief = staticmethod(brief)

    def setup(self) -> None:
        ncolours = self.num_players + self.rules.extra_colours
        if ncolours > len(palette()):
            raise ValueError(
                f"At most {len(palette())} colours: too many players or extra colours."
            )
        self.colours = [c.letter for c in palette()[:ncolours]]
        self.bag: list[Piece] = [
            Piece(c, pips)
            for c in self.colours
            for pips in (1, 2, 3)
            for _ in range(self.rules.trios_per_colour)
        ]
        self.total_pieces = len(self.bag)
        self.bag_counts: dict[str, int] = {c: 0 for c in self.colours}
        for piece in self.bag:
            self.bag_counts[piece.colour] += 1
        self.board = Board()
        self.set_aside: list[Piece] = []
        self.score_list = [0] * self.num_players
        self.current = 0
        self.round = 1
        self.turns_taken = [0] * self.num_players
        self.drawn: Piece | None = None
        self.last: LastMove | None = None
        self.over = False
        self.end_reason = ""
        first = self._draw()
        self.board.place(ORIGIN, first)
        self.log("setup", piece=first.code)
        self._start_round()

    def round_order(self, round_number: int | None = None) -> list[int]:
        """The seats in the order they place in a round (the rules' `turn_order`)."""
        n, r = self.num_players, (self.round if round_number is None else round_number) - 1
        seats = list(range(n))
        if self.rules.turn_order == "rotate":
            return seats[r % n:] + seats[:r % n]
        if self.rules.turn_order == "snake" and r % 2:
            return seats[::-1]
        return seats

    # ----- chance: the blind draw ----------------------------------------------------
    def _draw(self) -> Piece:
        piece = self.bag.pop(self.rng.randrange(len(self.bag)))
        self.bag_counts[piece.colour] -= 1
        return piece

    def _start_round(self) -> None:
        #: The scores after the last whole round: what time's up counts (every player has
        #: placed equally often then, as the seed's ending wants).
        self.round_scores = list(self.score_list)
        if len(self.bag) < self.num_players:
            self._end("short bag", left=len(self.bag))
            return
        self.current = self.round_order()[0]
        self.log("round", round=self.round)
        self._draw_for_current()

    def _draw_for_current(self) -> None:
        """Draw for the player to move; a pyramid with no legal cell is set aside (RULINGS).

        On a finite board that never happens (the cell below the lowest, rightmost pyramid
        touches only that pyramid), but the rule is kept for boards that teachers type in.
        """
        while self.bag:
            piece = self._draw()
            if self.board.has_legal_cell(piece.colour):
                self.drawn = piece
                self.log("draw", self.current, piece=piece.code)
                return
            self.set_aside.append(piece)
            self.log("set aside", piece=piece.code)
        self._end("empty bag")

    def _end(self, reason: str, **data: Any) -> None:
        self.over = True
        self.drawn = None
        self.log("end", reason=reason, winners=self.winners(), **data)
        self.end_reason = end_reason(self.events[-1])

    def _time_up(self) -> None:
        """The teacher's time's up: the game ends now, valued as the seed ends it, on whole
        rounds. "All players will be allowed to place the same number of pyramids", so the
        points scored in the round not yet finished are taken off: the scores after the last
        whole round count. The pyramid drawn and not placed goes back into the bag; the
        board stays as it is."""
        if self.drawn is not None:
            self.bag.append(self.drawn)
            self.bag_counts[self.drawn.colour] += 1
            self.drawn = None
        taken = [now - then for now, then in zip(self.score_list, self.round_scores, strict=True)]
        self.score_list = list(self.round_scores)
        placed = [p for p in self.round_order() if taken[p]]
        self._end("time up", round=self.round, whole=self.round - 1,
                  taken=[[p, taken[p]] for p in placed],
                  top=max(self.score_list))

    # ----- the Game protocol ---------------------------------------------------------
    def to_move(self) -> tuple[int, ...]:
        return () if self.over else (self.current,)

    def legal_actions(self, player: int) -> list[Action]:
        if self.over or player != self.current or self.drawn is None:
            return []
        return [_place(c) for c in self.board.legal_cells(self.drawn.colour)]

    def is_legal(self, player: int, action: Action) -> bool:
        return (
            isinstance(action, Place)
            and player == self.current
            and self.drawn is not None
            and self.board.is_legal(tuple(action.cell), self.drawn.colour)  # type: ignore[arg-type]
        )

    def explain_illegal(self, player: int, action: Action) -> str:
        if not isinstance(action, Place) or self.drawn is None:
            return _("{action} is not a Polymer Chains move.").format(action=action)
        reason = self.board.why_illegal(tuple(action.cell), self.drawn.colour)
        return reason or _("{action} is not allowed right now.").format(action=action)

    def _apply(self, player: int, action: Action) -> None:
        assert isinstance(action, Place) and self.drawn is not None
        piece, cell = self.drawn, tuple(action.cell)
        chain = self.board.place(cell, piece)  # type: ignore[arg-type]
        points = self.board.chain_pips(chain)
        self.score_list[player] += points
        self.turns_taken[player] += 1
        self.last = LastMove(player, cell, piece, frozenset(chain), points)  # type: ignore[arg-type]
        self.drawn = None
        self.log("place", player, cell=list(cell), piece=piece.code, points=points,
                 chain=len(chain))
        order = self.round_order()
        position = order.index(player) + 1
        if position == len(order):
            # the round is complete: the turn passes back to its first seat (saves of games
            # that end here record this state)
            self.current = order[0]
            if max(self.score_list) >= self.rules.target_score:
                leader = max(self.score_list)
                self._end("target", target=self.rules.target_score, top=leader,
                          round=self.round)
                return
            self.round += 1
            self._start_round()
        else:
            self.current = order[position]
            self._draw_for_current()

    def is_over(self) -> bool:
        return self.over

    def scores(self) -> list[float]:
        return list(self.score_list)

    def observation(self, player: int | None = None) -> PolymerObservation:
        drawn = self.drawn
        return PolymerObservation(
            board=self.board.view(),
            names=tuple(self.names),
            scores=tuple(self.score_list),
            to_move=None if self.over else self.current,
            drawn=drawn,
            legal=tuple(self.board.legal_cells(drawn.colour)) if drawn else (),
            bag_counts=dict(self.bag_counts),
            bag_size=len(self.bag),
            round=self.round,
            target_score=self.rules.target_score,
            last=self.last,
            over=self.over,
            winners=tuple(self.winners()) if self.over else (),
            set_aside=tuple(self.set_aside),
        )

    def fingerprint(self) -> dict[str, Any]:
        return {
            "board": sorted([list(c), p.code] for c, p in self.board.pieces.items()),
            "bag": [p.code for p in self.bag],
            "set_aside": [p.code for p in self.set_aside],
            "scores": list(self.score_list),
            "current": self.current,
            "round": self.round,
            "drawn": self.drawn.code if self.drawn else None,
            "over": self.over,
            "rng": self.rng_digest(),
        }
