"""Pictures of a Polymer Chains board: an SVG for the clickable widget, a matplotlib figure.

Both are drawn from one "scene" (where every cell sits and what marks it carries), so the
picture in a rules notebook and the board a student clicks look the same. Pyramids are
triangles whose size shows the pips and which carry their colour letter and pip count, so
the board reads without colour vision; ring cells are light chips; cells where the drawn
pyramid may go show '+', ring cells where it may not show a cross; the last pyramid placed
has a star and the chain it scored is outlined. In the SVG every cell is one
`<g data-cell="q,r">` element: the widget's click target.
"""

from __future__ import annotations

import html
import io
import math
from collections.abc import Iterable
from dataclasses import dataclass
from typing import TYPE_CHECKING, Any

from ...core.wording import N_, _, count
from ...fonts import SVG_FONT_FAMILY, use_in_matplotlib
from ...palette import BLOCKED_MARK, CHIP, INK, TILE
from .board import DIRECTIONS, Board, Cell, Piece
from .colours import colour as lookup_colour
from .engine import PolymerObservation

if TYPE_CHECKING:
    from matplotlib.figure import Figure

SQRT3 = math.sqrt(3)
#: SVG user units per board unit (the distance between neighbouring cell centres).
UNIT = 60
#: Circumradius of a pyramid's triangle, in board units, by its pips (the size shows the pips).
TRIANGLE_SIZE = {1: 0.34, 2: 0.45, 3: 0.56}
#: The label's font size (board units) by pips: small pyramids get small labels that stay
#: inside the triangle (a 1-pip label used to run over its edges).
LABEL_SIZE = {1: 0.18, 2: 0.22, 3: 0.25}
#: Where the label's centre sits below the triangle's centre, as a share of its circumradius
#: (lower is wider: the triangle points up).
LABEL_DROP = 0.22
HEX_RADIUS = 1 / SQRT3 - 0.02
CHIP_RADIUS = 0.3
#: The smallest picture, in board units, so a new board is not drawn enormous.
MIN_WIDTH, MIN_HEIGHT = 7.0, 4.0
#: How wide the SVG is (in px) per board unit unless a page's CSS says otherwise.
PX_PER_UNIT = 48
TILE_EDGE = "#dddddd"
CHIP_EDGE = "#b0b0b0"
STAR = "#ffcc00"
FONT = SVG_FONT_FAMILY  # Latin fonts, then Japanese ones (chemteach/fonts.py)


@dataclass(frozen=True)
class CellPicture:
    """One cell of the picture: where it is and what it shows."""

    cell: Cell
    x: float
    y: float
    piece: Piece | None
    legal: bool = False
    blocked: bool = False
    last: bool = False
    chain: bool = False

    @property
    def key(self) -> str:
        """The cell id the widget sends back when it is clicked: 'q,r'."""
        return f"{self.cell[0]},{self.cell[1]}"

    @property
    def classes(self) -> str:
        """CSS classes that name what the cell shows (the browser test uses them)."""
        names = ["cell", "piece" if self.piece else "ring"]
        names += [n for n, on in (("legal", self.legal), ("blocked", self.blocked),
                                  ("last", self.last), ("chain", self.chain)) if on]
        return " ".join(names)


@dataclass(frozen=True)
class Scene:
    """Every cell to draw, the chain edges to outline and the drawn piece (if any)."""

    cells: tuple[CellPicture, ...]
    outline: tuple[tuple[tuple[float, float], tuple[float, float]], ...]
    drawn: Piece | None
    bounds: tuple[float, float, float, float]  # left, top, width, height in board units


def centre(cell: Cell) -> tuple[float, float]:
    """Where a cell's centre is, in board units (y grows downwards, like the text diagrams)."""
    q, r = cell
    return q + r / 2, r * SQRT3 / 2


def hex_corners(x: float, y: float, radius: float = HEX_RADIUS) -> list[tuple[float, float]]:
    """The six corners of a pointy-topped hexagon."""
    return [(x + radius * math.cos(math.radians(30 + 60 * k)),
             y + radius * math.sin(math.radians(30 + 60 * k))) for k in range(6)]


def triangle(x: float, y: float, pips: int) -> list[tuple[float, float]]:
    """The corners of a pyramid seen from above: a triangle as big as its pips."""
    size = TRIANGLE_SIZE.get(pips, TRIANGLE_SIZE[3])
    half = size * SQRT3 / 2
    return [(x, y - size), (x + half, y + size / 2), (x - half, y + size / 2)]


def star(x: float, y: float, radius: float = 0.15) -> list[tuple[float, float]]:
    """A five-pointed star (the last move's mark), drawn as a shape so it needs no font."""
    points = []
    for k in range(10):
        r = radius if k % 2 == 0 else radius * 0.45
        angle = math.radians(-90 + 36 * k)
        points.append((x + r * math.cos(angle), y + r * math.sin(angle)))
    return points


def _chain_outline(chain: set[Cell]) -> list[tuple[tuple[float, float], tuple[float, float]]]:
    """The hexagon edges around a chain that do not face another cell of the chain."""
    edges = []
    radius = 1 / SQRT3
    for cell in sorted(chain):
        x, y = centre(cell)
        for dq, dr in DIRECTIONS:
            if (cell[0] + dq, cell[1] + dr) in chain:
                continue
            nx_, ny_ = centre((dq, dr))
            angle = math.atan2(ny_, nx_)
            a, b = angle - math.pi / 6, angle + math.pi / 6
            edges.append(((x + radius * math.cos(a), y + radius * math.sin(a)),
                          (x + radius * math.cos(b), y + radius * math.sin(b))))
    return edges


def scene(
    board: Board | PolymerObservation,
    legal: Iterable[Cell] | None = None,
    last: Cell | None = None,
    chain: Iterable[Cell] | None = None,
    drawn: Piece | None = None,
) -> Scene:
    """Decide what every cell shows; an observation supplies legal cells, last move and chain.

    With `legal` given (or an observation with a drawn piece), ring cells that are not legal
    get a cross, as in the seed's '+'/'X' diagram.
    """
    if isinstance(board, PolymerObservation):
        obs = board
        board = obs.board
        if legal is None and obs.drawn is not None:
            legal = obs.legal
        if last is None and chain is None and obs.last is not None:
            last, chain = obs.last.cell, obs.last.chain
        drawn = drawn if drawn is not None else obs.drawn
    legal_set = {tuple(c) for c in legal} if legal is not None else None
    chain_set = {tuple(c) for c in chain or ()}
    pictures = []
    for cell in sorted(set(board.pieces) | board.ring, key=lambda c: (c[1], c[0])):
        x, y = centre(cell)
        on_ring = cell not in board.pieces
        pictures.append(CellPicture(
            cell, x, y, board.pieces.get(cell),
            legal=on_ring and legal_set is not None and cell in legal_set,
            blocked=on_ring and legal_set is not None and cell not in legal_set,
            last=cell == (tuple(last) if last is not None else None),
            chain=cell in chain_set,
        ))
    return Scene(tuple(pictures), tuple(_chain_outline(chain_set)), drawn, _bounds(pictures))


def _bounds(cells: list[CellPicture]) -> tuple[float, float, float, float]:
    """The picture's extent in board units, padded to a minimum size and centred."""
    if not cells:
        return (-MIN_WIDTH / 2, -MIN_HEIGHT / 2, MIN_WIDTH, MIN_HEIGHT)
    margin = 0.62
    left = min(c.x for c in cells) - margin
    right = max(c.x for c in cells) + margin
    top = min(c.y for c in cells) - margin
    bottom = max(c.y for c in cells) + margin
    width, height = max(right - left, MIN_WIDTH), max(bottom - top, MIN_HEIGHT)
    cx, cy = (left + right) / 2, (top + bottom) / 2
    return (cx - width / 2, cy - height / 2, width, height)


def describe(picture: CellPicture, drawn: Piece | None = None) -> str:
    """The cell in words, for tooltips and screen readers."""
    where = _("cell ({q}, {r})").format(q=picture.cell[0], r=picture.cell[1])
    if picture.piece is not None:
        if picture.last:
            return _("{where}: {piece} (placed last)").format(where=where, piece=picture.piece)
        if picture.chain:
            return _("{where}: {piece} (in the chain that scored last)").format(
                where=where, piece=picture.piece)
        return _("{where}: {piece}").format(where=where, piece=picture.piece)
    if picture.legal and drawn is not None:
        return _("{where}: empty; the {piece} may go here").format(where=where, piece=drawn)
    if picture.blocked and drawn is not None:
        return _("{where}: empty; the {piece} may not go here (it would close a "
                 "triangle)").format(where=where, piece=drawn)
    return _("{where}: empty").format(where=where)


def cell_label(picture: CellPicture, drawn: Piece | None = None) -> str:
    """The cell's accessible name: what is there and what pressing it does."""
    text = describe(picture, drawn)
    if picture.legal and drawn is not None:
        text = _("{cell}; press to place it here").format(cell=text)
    return text


def summary(picture: Scene) -> str:
    """The whole board in one line (the picture's text alternative)."""
    pieces = [p.piece for p in picture.cells if p.piece is not None]
    counts: dict[str, int] = {}
    for piece in pieces:
        name = lookup_colour(piece.colour).name
        counts[name] = counts.get(name, 0) + 1
    colours = ", ".join(_("{n} {colour}").format(n=n, colour=_(name))
                        for name, n in sorted(counts.items()))
    text = count(len(pieces), "{n} pyramid on the board", "{n} pyramids on the board")
    if colours:
        text = _("{text} ({colours})").format(text=text, colours=colours)
    legal = sum(p.legal for p in picture.cells)
    if picture.drawn is not None:
        text = count(legal, "{text}; the {piece} may go on {n} cell (+)",
                     "{text}; the {piece} may go on {n} cells (+)", text=text,
                     piece=picture.drawn)
    last = next((p for p in picture.cells if p.last), None)
    if last is not None and last.piece is not None:
        text = _("{text}; placed last: {piece} at ({q}, {r})").format(
            text=text, piece=last.piece, q=last.cell[0], r=last.cell[1])
    return text


# ----- SVG -------------------------------------------------------------------------------
def _pts(points: Iterable[tuple[float, float]]) -> str:
    return " ".join(f"{x * UNIT:.1f},{y * UNIT:.1f}" for x, y in points)


def _text(x: float, y: float, text: str, size: float, fill: str, halo: str | None = None,
          cls: str = "label") -> str:
    halo_attrs = (f' stroke="{halo}" stroke-width="{size * UNIT * 0.22:.1f}" '
                  'paint-order="stroke" stroke-linejoin="round"' if halo else "")
    return (f'<text class="{cls}" x="{x * UNIT:.1f}" y="{y * UNIT:.1f}" '
            f'font-size="{size * UNIT:.1f}" fill="{fill}"{halo_attrs} text-anchor="middle" '
            f'dominant-baseline="central" font-weight="bold">{html.escape(text)}</text>')


def label_place(x: float, y: float, pips: int) -> tuple[float, float, float]:
    """Where a pyramid's label goes and how big it is: (x, y, font size) in board units."""
    size = TRIANGLE_SIZE.get(pips, TRIANGLE_SIZE[3])
    return x, y + LABEL_DROP * size, LABEL_SIZE.get(pips, LABEL_SIZE[3])


def _piece_svg(x: float, y: float, piece: Piece) -> str:
    info = lookup_colour(piece.colour)
    label = f"{piece.colour}{piece.pips}"
    lx, ly, size = label_place(x, y, piece.pips)
    return (f'<polygon class="pyramid" points="{_pts(triangle(x, y, piece.pips))}" '
            f'fill="{info.fill}" stroke="{INK}" stroke-width="{0.03 * UNIT:.1f}" '
            f'stroke-linejoin="round"/>'
            + _text(lx, ly, label, size, info.text))


def _cell_svg(p: CellPicture, drawn: Piece | None) -> str:
    parts = [f'<g class="{p.classes}" data-cell="{p.key}" role="button" '
             f'aria-label="{html.escape(cell_label(p, drawn))}">',
             f"<title>{html.escape(describe(p, drawn))}</title>",
             f'<polygon class="tile" points="{_pts(hex_corners(p.x, p.y))}" '
             f'fill="{TILE if p.piece else "#ffffff"}" '
             f'stroke="{TILE_EDGE}" stroke-width="{0.02 * UNIT:.1f}"/>']
    if p.piece is not None:
        parts.append(_piece_svg(p.x, p.y, p.piece))
    else:
        edge, width = (INK, 0.07) if p.legal else (CHIP_EDGE, 0.025)
        fill = "#ffffff" if p.legal else CHIP
        parts.append(f'<circle class="chip" cx="{p.x * UNIT:.1f}" cy="{p.y * UNIT:.1f}" '
                     f'r="{CHIP_RADIUS * UNIT:.1f}" fill="{fill}" stroke="{edge}" '
                     f'stroke-width="{width * UNIT:.1f}"/>')
        if p.legal:
            parts.append(_text(p.x, p.y, "+", 0.42, INK, cls="mark"))
        elif p.blocked:
            parts.append(_text(p.x, p.y, "\u00d7", 0.4, BLOCKED_MARK, cls="mark"))
    if p.last:
        parts.append(f'<polygon class="star" points="{_pts(star(p.x + 0.3, p.y - 0.26))}" '
                     f'fill="{STAR}" stroke="{INK}" stroke-width="{0.02 * UNIT:.1f}"/>')
    parts.append("</g>")
    return "".join(parts)


def scene_svg(picture: Scene, title: str = N_("Polymer Chains board")) -> str:
    """Render a scene as an SVG document that scales to the width of its container, between
    0.8 and 1.6 times its own size (so browser zoom makes it bigger); its text alternative
    sums the board up in one line."""
    left, top, width, height = picture.bounds
    words = html.escape(f"{_(title)}: {summary(picture)}")
    body = [_cell_svg(p, picture.drawn) for p in picture.cells]
    outline = "".join(
        f'<line x1="{a[0] * UNIT:.1f}" y1="{a[1] * UNIT:.1f}" x2="{b[0] * UNIT:.1f}" '
        f'y2="{b[1] * UNIT:.1f}"/>' for a, b in picture.outline)
    if outline:
        body.append(f'<g class="chain-outline" stroke="{INK}" stroke-width="{0.08 * UNIT:.1f}" '
                    f'stroke-linecap="round" pointer-events="none">{outline}</g>')
    return (
        f'<svg xmlns="http://www.w3.org/2000/svg" class="polymer-board" '
        f'viewBox="{left * UNIT:.1f} {top * UNIT:.1f} {width * UNIT:.1f} {height * UNIT:.1f}" '
        f'width="{width * PX_PER_UNIT:.0f}" height="{height * PX_PER_UNIT:.0f}" '
        f'style="width:100%;min-width:{width * PX_PER_UNIT * 0.8:.0f}px;'
        f'max-width:{width * PX_PER_UNIT * 1.6:.0f}px;height:auto" font-family="{FONT}" '
        f'role="img" aria-label="{words}">'
        f"<title>{words}</title>{''.join(body)}</svg>"
    )


def board_svg(
    board: Board | PolymerObservation,
    legal: Iterable[Cell] | None = None,
    last: Cell | None = None,
    chain: Iterable[Cell] | None = None,
    drawn: Piece | None = None,
    title: str = N_("Polymer Chains board"),
) -> str:
    """The board as SVG text; every piece and ring cell is a `<g data-cell="q,r">`."""
    return scene_svg(scene(board, legal, last, chain, drawn), title)


def piece_svg(piece: Piece, size: int = 40) -> str:
    """A small picture of one pyramid (the one drawn from the bag), `size` px wide."""
    box = 0.62 * UNIT
    return (f'<svg xmlns="http://www.w3.org/2000/svg" class="polymer-piece" width="{size}" '
            f'height="{size}" viewBox="{-box:.1f} {-box:.1f} {2 * box:.1f} {2 * box:.1f}" '
            f'font-family="{FONT}" role="img" aria-label="{html.escape(str(piece))}" '
            f'style="vertical-align:middle">'
            f"<title>{html.escape(str(piece))}</title>{_piece_svg(0, 0.08, piece)}</svg>")


# ----- matplotlib ------------------------------------------------------------------------
def board_figure(
    board: Board | PolymerObservation,
    legal: Iterable[Cell] | None = None,
    last: Cell | None = None,
    chain: Iterable[Cell] | None = None,
    drawn: Piece | None = None,
    title: str | None = None,
    inches_per_unit: float = 0.55,
) -> Figure:
    """The board as a matplotlib Figure (no pyplot, so nothing is left open); cells have gids."""
    from matplotlib.figure import Figure
    from matplotlib.patches import Circle, Polygon

    use_in_matplotlib()  # a Japanese title draws with a CJK font, not boxes
    picture = scene(board, legal, last, chain, drawn)
    left, top, width, height = picture.bounds
    fig = Figure(figsize=(width * inches_per_unit, height * inches_per_unit))
    ax = fig.add_axes((0, 0, 1, 0.92 if title else 1))
    ax.set_xlim(left, left + width)
    ax.set_ylim(top + height, top)
    ax.set_aspect("equal")
    ax.axis("off")
    points = 72 * inches_per_unit  # font points per board unit
    for p in picture.cells:
        gid = f"cell-{p.cell[0]}_{p.cell[1]}"
        artists = [ax.add_patch(Polygon(hex_corners(p.x, p.y), closed=True, lw=0.6,
                                        fc=TILE if p.piece else "white", ec=TILE_EDGE))]
        if p.piece is not None:
            info = lookup_colour(p.piece.colour)
            artists.append(ax.add_patch(Polygon(triangle(p.x, p.y, p.piece.pips), closed=True,
                                                fc=info.fill, ec=INK, lw=1, joinstyle="round")))
            lx, ly, size = label_place(p.x, p.y, p.piece.pips)
            artists.append(ax.text(lx, ly, f"{p.piece.colour}{p.piece.pips}",
                                   ha="center", va="center", fontsize=size * points * 0.92,
                                   color=info.text, fontweight="bold"))
        else:
            artists.append(ax.add_patch(Circle(
                (p.x, p.y), CHIP_RADIUS, fc="white" if p.legal else CHIP,
                ec=INK if p.legal else CHIP_EDGE, lw=2.2 if p.legal else 0.8)))
            mark = "+" if p.legal else "\u00d7" if p.blocked else ""
            if mark:
                artists.append(ax.text(p.x, p.y, mark, ha="center", va="center",
                                       fontsize=0.36 * points, fontweight="bold",
                                       color=INK if p.legal else BLOCKED_MARK))
        if p.last:
            artists.append(ax.add_patch(Polygon(star(p.x + 0.3, p.y - 0.26), closed=True,
                                                fc=STAR, ec=INK, lw=0.6)))
        for artist in artists:
            artist.set_gid(gid)
    for a, b in picture.outline:
        ax.plot([a[0], b[0]], [a[1], b[1]], color=INK, lw=2.6, solid_capstyle="round")
    if title:
        fig.suptitle(title, fontsize=12)
    return fig


def board_png(board: Board | PolymerObservation, dpi: int = 80, **marks: Any) -> bytes:
    """The board as PNG bytes (on request only: a notebook shows the SVG)."""
    buffer = io.BytesIO()
    board_figure(board, **marks).savefig(buffer, format="png", dpi=dpi)
    return buffer.getvalue()
