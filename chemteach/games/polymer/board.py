"""The Polymer Chains board: pyramids on an unbounded hex grid, the ring of empty cells,
the no-same-colour-triangle rule and chain scoring (connected same-colour groups).

Cells use axial coordinates (q, r). In the text notation a line is a row r and a cell sits
at character column 2q + r (plus a constant), so neighbours on one line are two columns
apart and neighbours on adjacent lines one column apart: the seed's own diagrams.
"""

from __future__ import annotations

import weakref
from bisect import bisect_left, insort
from collections.abc import Iterable, Iterator, Mapping
from dataclasses import dataclass
from types import MappingProxyType

from ...core.wording import _
from .colours import colour as lookup_colour
from .colours import palette

Cell = tuple[int, int]
#: The six neighbours of (q, r) in axial coordinates.
DIRECTIONS: tuple[Cell, ...] = ((1, 0), (-1, 0), (0, 1), (0, -1), (1, -1), (-1, 1))
EMPTY_MARKS = "o+X."


class BoardTextError(ValueError):
    """A board diagram that cannot be read; says which line and column and why."""


@dataclass(frozen=True, order=True)
class Piece:
    """A pyramid: a colour letter and 1-3 pips (its size: small, medium, large)."""

    colour: str
    pips: int

    def __str__(self) -> str:
        return _("{colour} {pips}-pip pyramid").format(colour=_(lookup_colour(self.colour).name),
                                                       pips=self.pips)

    @property
    def code(self) -> str:
        """The piece in board notation: 'G' for one pip, 'G2', 'G3'."""
        return self.colour if self.pips == 1 else f"{self.colour}{self.pips}"


def neighbours(cell: Cell) -> Iterator[Cell]:
    q, r = cell
    for dq, dr in DIRECTIONS:
        yield (q + dq, r + dr)


def are_neighbours(a: Cell, b: Cell) -> bool:
    return (b[0] - a[0], b[1] - a[1]) in DIRECTIONS


_LETTERS: dict[str, str] = {}


def _colour_letter(key: str) -> str:
    """The colour's letter from its letter or name (cached: called on every legality check)."""
    letter = _LETTERS.get(key)
    if letter is None:
        letter = _LETTERS[key] = lookup_colour(key).letter
    return letter


class Board:
    """Pieces on cells, with the ring of empty cells, each colour's legal cells and the chains
    kept up to date as pieces are placed.

    A placement can only change the cells next to the new pyramid, so each placement updates
    those few cells instead of rescanning the ring: a move costs the same on a large board as
    on a small one. Chains only ever merge (pieces are never removed), so each chain is kept
    as a union-find group with its cells and its total pips.
    """

    def __init__(self, pieces: Mapping[Cell, Piece] | None = None) -> None:
        self.pieces: dict[Cell, Piece] = {}
        self.ring: set[Cell] = set()
        self._parent: dict[Cell, Cell] = {}  # union-find: a cell's parent in its chain
        self._members: dict[Cell, list[Cell]] = {}  # chain root -> its cells
        self._pips: dict[Cell, int] = {}  # chain root -> the chain's pips
        self._blocked: dict[str, set[Cell]] = {}  # colour -> ring cells that would close a triangle
        self._ring_order: list[Cell] = []  # the ring in row order
        self._legal_now: tuple[int, str, list[Cell]] = (-1, "", [])  # the latest legal_cells
        self._views: list[weakref.ref[BoardView]] = []  # observations' views of this board
        for cell, piece in (pieces or {}).items():
            self.place(cell, piece)

    # ----- reading the board ---------------------------------------------------------
    def __len__(self) -> int:
        return len(self.pieces)

    def __contains__(self, cell: object) -> bool:
        return cell in self.pieces

    def __getitem__(self, cell: Cell) -> Piece:
        return self.pieces[cell]

    def __eq__(self, other: object) -> bool:
        return isinstance(other, Board | BoardView) and self.pieces == dict(other.pieces)

    __hash__ = None  # type: ignore[assignment]  (a board changes: it cannot be a dict key)

    def __repr__(self) -> str:
        return f"Board.from_text({self.to_text()!r})"

    def copy(self) -> Board:
        """An independent board with the same pieces (for looking ahead)."""
        board = Board()
        board.pieces = dict(self.pieces)
        board.ring = set(self.ring)
        board._parent = dict(self._parent)
        board._members = {root: list(cells) for root, cells in self._members.items()}
        board._pips = dict(self._pips)
        board._blocked = {c: set(cells) for c, cells in self._blocked.items()}
        board._ring_order = list(self._ring_order)
        return board

    def __deepcopy__(self, memo: dict) -> Board:
        return self.copy()

    def view(self) -> BoardView:
        """A read-only look at the board as it is now, for observations: nothing done with
        it changes this board, and it keeps showing this moment after later placements."""
        return BoardView(self)

    def same_colour_neighbours(self, cell: Cell, colour: str) -> list[Cell]:
        return [n for n in neighbours(cell) if n in self.pieces and self.pieces[n].colour == colour]

    def _root(self, cell: Cell) -> Cell:
        parent = self._parent
        root = cell
        while parent[root] != root:
            root = parent[root]
        while parent[cell] != root:  # path compression
            parent[cell], cell = root, parent[cell]
        return root

    def chain(self, cell: Cell) -> set[Cell]:
        """The connected same-colour group containing the piece on `cell`."""
        return set(self._members[self._root(cell)])

    def chain_pips(self, cells: Iterable[Cell]) -> int:
        return sum(self.pieces[c].pips for c in cells)

    # ----- the rules of placement ------------------------------------------------------
    def why_illegal(self, cell: Cell, colour: str) -> str | None:
        """None if a pyramid of this colour may go on the cell, else the reason in words."""
        letter = _colour_letter(colour)
        if cell in self.pieces:
            return _("That cell already holds a pyramid.")
        if cell not in self.ring:
            return _("A pyramid must go on an empty cell next to the pyramids (the ring of "
                     "chips).")
        if self._closes_triangle(cell, letter):
            name = _(lookup_colour(letter).name)
            return _("A {colour} pyramid there would touch two {colour} pyramids that already "
                     "touch each other (no same-colour triangles).").format(colour=name)
        return None

    def _closes_triangle(self, cell: Cell, letter: str) -> bool:
        same = self.same_colour_neighbours(cell, letter)
        return any(are_neighbours(a, b) for i, a in enumerate(same) for b in same[i + 1:])

    def is_legal(self, cell: Cell, colour: str) -> bool:
        letter = _colour_letter(colour)
        return cell in self.ring and cell not in self._blocked.get(letter, ())

    def has_legal_cell(self, colour: str) -> bool:
        return len(self.ring) > len(self._blocked.get(_colour_letter(colour), ()))

    def legal_cells(self, colour: str) -> list[Cell]:
        """Where a pyramid of this colour (letter 'G' or name 'green') may go, in row order."""
        letter = _colour_letter(colour)
        moves, asked, cells = self._legal_now
        if moves != len(self.pieces) or asked != letter:
            blocked = self._blocked.get(letter)
            cells = ([c for c in self._ring_order if c not in blocked] if blocked
                     else self._ring_order[:])
            self._legal_now = (len(self.pieces), letter, cells)
        return cells[:]

    def score_if_placed(self, cell: Cell, colour: str, pips: int = 1) -> int:
        """The turn's score: the pips of the whole same-colour chain the new pyramid joins."""
        letter = _colour_letter(colour)
        roots = {self._root(n) for n in self.same_colour_neighbours(cell, letter)}
        return pips + sum(self._pips[r] for r in roots)

    def place(self, cell: Cell, piece: Piece) -> set[Cell]:
        """Put a piece down (no legality check: the engine checks), return its new chain."""
        if cell in self.pieces:
            raise ValueError(f"cell {cell} already holds a pyramid")
        views = [v for ref in self._views if (v := ref()) is not None]
        self._views = []
        if views:  # observations made earlier keep showing the board as it was
            before = self.copy()
            for view in views:
                view._board = before
        colour = piece.colour
        self.pieces[cell] = piece
        self.ring.discard(cell)
        for blocked in self._blocked.values():
            blocked.discard(cell)
        _remove_sorted(self._ring_order, cell)
        self._parent[cell] = cell
        self._members[cell] = [cell]
        self._pips[cell] = piece.pips
        blocked_here = self._blocked.setdefault(colour, set())
        for n in neighbours(cell):
            other = self.pieces.get(n)
            if other is None:
                if n not in self.ring:  # a new ring cell touches only this piece: legal for all
                    self.ring.add(n)
                    insort(self._ring_order, n, key=_row_order)
                elif n not in blocked_here and self._closes_triangle(n, colour):
                    blocked_here.add(n)
            elif other.colour == colour:
                self._join(cell, n)
        return self.chain(cell)

    def _join(self, a: Cell, b: Cell) -> None:
        """Merge the chains of two touching same-colour pieces (the smaller into the larger)."""
        ra, rb = self._root(a), self._root(b)
        if ra == rb:
            return
        if len(self._members[ra]) < len(self._members[rb]):
            ra, rb = rb, ra
        self._parent[rb] = ra
        self._members[ra].extend(self._members.pop(rb))
        self._pips[ra] += self._pips.pop(rb)

    # ----- the text notation --------------------------------------------------------
    @classmethod
    def from_text(cls, text: str) -> Board:
        """Read a board diagram in the seed's notation (see the module docstring).

        Capital letters are pyramids (a digit 1-3 right after gives the pips), `o` is an
        empty ring cell; if any `o` is given, they must be exactly the ring.
        """
        tokens = read_cells(text)
        pieces = {cell: tok for cell, tok in tokens.items() if isinstance(tok, Piece)}
        board = cls(pieces)
        marked = {cell for cell, tok in tokens.items() if not isinstance(tok, Piece)}
        if marked and marked != board.ring:
            missing = sorted(board.ring - marked, key=_row_order)
            extra = sorted(marked - board.ring, key=_row_order)
            parts = []
            if extra:
                parts.append(f"{len(extra)} empty cell(s) not next to any pyramid")
            if missing:
                parts.append(f"{len(missing)} ring cell(s) missing next to the pyramids")
            raise BoardTextError(
                "The empty cells (o) are not the ring around the pyramids: " + " and ".join(parts)
                + ". Leave the o's out to let the kit draw the ring."
            )
        return board

    def to_text(self, marks: Mapping[Cell, str] | None = None, ring: bool = True) -> str:
        """Write the board in the seed's notation; `marks` overrides a cell's character."""
        cells: dict[Cell, str] = {c: p.code for c, p in self.pieces.items()}
        if ring:
            cells.update({c: "o" for c in self.ring})
        cells.update(marks or {})
        if not cells:
            return ""
        rows = [r for _, r in cells]
        cols = {c: 2 * c[0] + c[1] for c in cells}
        left = min(cols.values())
        lines = []
        for r in range(min(rows), max(rows) + 1):
            line: list[str] = []
            for cell in sorted((c for c in cells if c[1] == r), key=lambda c: c[0]):
                col = cols[cell] - left
                line.extend(" " * (col - len(line)))
                line.extend(cells[cell])
            lines.append("".join(line).rstrip())
        return "\n".join(lines)

    def __str__(self) -> str:
        return self.to_text()

    # rich display in notebooks; the view is imported here, never at module level
    def _repr_svg_(self) -> str:
        """Notebook display: the SVG only (no _repr_png_, so matplotlib is never started)."""
        from .view import board_svg

        return board_svg(self)

    def _repr_html_(self) -> str:
        """Notebook display as HTML: the same SVG, inline, so that its words (role="img" and
        aria-label) reach the page; JupyterLab shows an SVG output as an <img> without alt."""
        return self._repr_svg_()

    def png(self, dpi: int = 80) -> bytes:
        """The board as PNG bytes, drawn by matplotlib, for whoever asks for a PNG file."""
        from .view import board_png

        return board_png(self, dpi=dpi)


def _row_order(cell: Cell) -> tuple[int, int]:
    return (cell[1], cell[0])


def _remove_sorted(cells: list[Cell], cell: Cell) -> None:
    """Remove a cell from a list kept in row order, if it is there."""
    i = bisect_left(cells, _row_order(cell), key=_row_order)
    if i < len(cells) and cells[i] == cell:
        del cells[i]


class BoardView:
    """A read-only board for observations: it reads like a Board but cannot change the game.

    It shows the board as it was when the observation was made: when the game's board
    changes, every view still alive is given a copy of the board as it was (views that were
    already dropped, as in a bot's turn, cost nothing). `copy()` gives a board to try moves on.
    """

    __slots__ = ("_board", "__weakref__")

    def __init__(self, board: Board) -> None:
        self._board = board
        board._views.append(weakref.ref(self))

    @property
    def pieces(self) -> Mapping[Cell, Piece]:
        return MappingProxyType(self._board.pieces)

    @property
    def ring(self) -> frozenset[Cell]:
        return frozenset(self._board.ring)

    def __len__(self) -> int:
        return len(self._board)

    def __contains__(self, cell: object) -> bool:
        return cell in self._board

    def __getitem__(self, cell: Cell) -> Piece:
        return self._board[cell]

    def __eq__(self, other: object) -> bool:
        return isinstance(other, Board | BoardView) and dict(self.pieces) == dict(other.pieces)

    __hash__ = None  # type: ignore[assignment]

    def __repr__(self) -> str:
        return f"Board.from_text({self.to_text()!r})"

    def __str__(self) -> str:
        return self._board.to_text()

    def copy(self) -> Board:
        """A board of your own with the same pieces, to try moves on."""
        return self._board.copy()

    def same_colour_neighbours(self, cell: Cell, colour: str) -> list[Cell]:
        return self._board.same_colour_neighbours(cell, colour)

    def chain(self, cell: Cell) -> set[Cell]:
        return self._board.chain(cell)

    def chain_pips(self, cells: Iterable[Cell]) -> int:
        return self._board.chain_pips(cells)

    def why_illegal(self, cell: Cell, colour: str) -> str | None:
        return self._board.why_illegal(cell, colour)

    def is_legal(self, cell: Cell, colour: str) -> bool:
        return self._board.is_legal(cell, colour)

    def has_legal_cell(self, colour: str) -> bool:
        return self._board.has_legal_cell(colour)

    def legal_cells(self, colour: str) -> list[Cell]:
        return self._board.legal_cells(colour)

    def score_if_placed(self, cell: Cell, colour: str, pips: int = 1) -> int:
        return self._board.score_if_placed(cell, colour, pips)

    def to_text(self, marks: Mapping[Cell, str] | None = None, ring: bool = True) -> str:
        return self._board.to_text(marks, ring)

    def _repr_svg_(self) -> str:
        from .view import board_svg

        return board_svg(self)  # type: ignore[arg-type]

    def _repr_html_(self) -> str:
        """Notebook display as HTML: the same SVG, inline, so that its words (role="img" and
        aria-label) reach the page; JupyterLab shows an SVG output as an <img> without alt."""
        return self._repr_svg_()


def read_cells(text: str) -> dict[Cell, Piece | str]:
    """Parse a diagram into cell -> Piece, or cell -> mark ('o', '+', 'X', '.')."""
    letters = {c.letter for c in palette()}
    lines = text.split("\n")
    while lines and not lines[0].strip():
        lines.pop(0)
    found: dict[Cell, Piece | str] = {}
    parity: tuple[int, int, int] | None = None  # (parity, line, column) of the first cell
    for row, line in enumerate(lines):
        col = 0
        line = line.rstrip()
        while col < len(line):
            ch = line[col]
            if ch == " ":
                col += 1
                continue
            where = f"line {row + 1}, column {col + 1}"
            if ch in letters:
                pips = 1
                if col + 1 < len(line) and line[col + 1].isdigit():
                    pips = int(line[col + 1])
                    if pips not in (1, 2, 3):
                        raise BoardTextError(f"{where}: a pyramid has 1, 2 or 3 pips, not {pips}.")
                token: Piece | str = Piece(ch, pips)
                width = 2 if col + 1 < len(line) and line[col + 1].isdigit() else 1
            elif ch in EMPTY_MARKS:
                token, width = ch, 1
            else:
                known = "".join(sorted(letters))
                raise BoardTextError(
                    f"{where}: {ch!r} is not a pyramid colour ({known}), 'o' or a mark (+ X .)."
                )
            p = (col - row) % 2
            if parity is None:
                parity = (p, row, col)
            elif p != parity[0]:
                raise BoardTextError(
                    f"{where}: this cell is half a cell out of step with the cell at line "
                    f"{parity[1] + 1}, column {parity[2] + 1}. Cells on one line are two "
                    "characters apart, and each line is shifted one character from the next."
                )
            cell = ((col - row - parity[0]) // 2, row)
            found[cell] = token
            col += width
    return found
