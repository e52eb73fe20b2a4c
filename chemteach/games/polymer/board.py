"""The Polymer Chains board: pyramids on an unbounded hex grid, the ring of empty cells,
the no-same-colour-triangle rule and chain scoring (networkx connected components).

Cells use axial coordinates (q, r). In the text notation a line is a row r and a cell sits
at character column 2q + r (plus a constant), so neighbours on one line are two columns
apart and neighbours on adjacent lines one column apart: the seed's own diagrams.
"""

from __future__ import annotations

from collections.abc import Iterable, Iterator, Mapping
from dataclasses import dataclass

import networkx as nx

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
        return f"{lookup_colour(self.colour).name} {self.pips}-pip pyramid"

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
    """Pieces on cells, with the ring of empty cells kept up to date as pieces are placed."""

    def __init__(self, pieces: Mapping[Cell, Piece] | None = None) -> None:
        self.pieces: dict[Cell, Piece] = {}
        self.ring: set[Cell] = set()
        self.chains: dict[str, nx.Graph] = {}
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
        return isinstance(other, Board) and self.pieces == other.pieces

    def __repr__(self) -> str:
        return f"Board.from_text({self.to_text()!r})"

    def copy(self) -> Board:
        board = Board()
        board.pieces = dict(self.pieces)
        board.ring = set(self.ring)
        board.chains = {c: g.copy() for c, g in self.chains.items()}
        return board

    def same_colour_neighbours(self, cell: Cell, colour: str) -> list[Cell]:
        return [n for n in neighbours(cell) if n in self.pieces and self.pieces[n].colour == colour]

    def chain(self, cell: Cell) -> set[Cell]:
        """The connected same-colour group containing the piece on `cell`."""
        piece = self.pieces[cell]
        return set(nx.node_connected_component(self.chains[piece.colour], cell))

    def chain_pips(self, cells: Iterable[Cell]) -> int:
        return sum(self.pieces[c].pips for c in cells)

    # ----- the rules of placement ------------------------------------------------------
    def why_illegal(self, cell: Cell, colour: str) -> str | None:
        """None if a pyramid of this colour may go on the cell, else the reason in words."""
        letter = _colour_letter(colour)
        if cell in self.pieces:
            return "That cell already holds a pyramid."
        if cell not in self.ring:
            return "A pyramid must go on an empty cell next to the pyramids (the ring of chips)."
        same = self.same_colour_neighbours(cell, letter)
        for i, a in enumerate(same):
            for b in same[i + 1 :]:
                if are_neighbours(a, b):
                    name = lookup_colour(letter).name
                    return (f"A {name} pyramid there would touch two {name} pyramids that already "
                            "touch each other (no same-colour triangles).")
        return None

    def is_legal(self, cell: Cell, colour: str) -> bool:
        return self.why_illegal(cell, colour) is None

    def has_legal_cell(self, colour: str) -> bool:
        letter = _colour_letter(colour)
        return any(self.why_illegal(c, letter) is None for c in self.ring)

    def legal_cells(self, colour: str) -> list[Cell]:
        """Where a pyramid of this colour (letter 'G' or name 'green') may go, in row order."""
        letter = _colour_letter(colour)
        return [c for c in sorted(self.ring, key=_row_order) if self.why_illegal(c, letter) is None]

    def score_if_placed(self, cell: Cell, colour: str, pips: int = 1) -> int:
        """The turn's score: the pips of the whole same-colour chain the new pyramid joins."""
        letter = _colour_letter(colour)
        joined: set[Cell] = set()
        for n in self.same_colour_neighbours(cell, letter):
            if n not in joined:
                joined |= self.chain(n)
        return pips + self.chain_pips(joined)

    def place(self, cell: Cell, piece: Piece) -> set[Cell]:
        """Put a piece down (no legality check: the engine checks), return its new chain."""
        if cell in self.pieces:
            raise ValueError(f"cell {cell} already holds a pyramid")
        self.pieces[cell] = piece
        self.ring.discard(cell)
        graph = self.chains.setdefault(piece.colour, nx.Graph())
        graph.add_node(cell)
        for n in neighbours(cell):
            other = self.pieces.get(n)
            if other is None:
                self.ring.add(n)
            elif other.colour == piece.colour:
                graph.add_edge(cell, n)
        return self.chain(cell)

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
        from .view import board_svg

        return board_svg(self)

    def _repr_png_(self) -> bytes:
        from .view import board_png

        return board_png(self)


def _row_order(cell: Cell) -> tuple[int, int]:
    return (cell[1], cell[0])


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
