"""Polymer Chains pictures: every cell clickable in the SVG, legal cells marked, rich display."""

import math
import re
import xml.etree.ElementTree as ET

import pytest
from matplotlib.figure import Figure

from chemteach.games.polymer import Board, Piece, PolymerChains
from chemteach.games.polymer.view import (
    board_figure,
    board_png,
    board_svg,
    label_place,
    piece_svg,
    triangle,
)

SEED_BOARD = """
 o o o o o o
o R R Y G G o
 o o R R Y G o
  o B B G o o
   o o o o
"""
SVG = "{http://www.w3.org/2000/svg}"


def cells_of(svg: str) -> dict[str, ET.Element]:
    root = ET.fromstring(svg)
    found = {}
    for element in root.iter():
        if "data-cell" in element.attrib:
            key = element.attrib["data-cell"]
            assert key not in found, f"two elements for cell {key}"
            found[key] = element
    return found


def key(cell):
    return f"{cell[0]},{cell[1]}"


def test_one_data_cell_per_piece_and_ring_cell():
    board = Board.from_text(SEED_BOARD)
    cells = cells_of(board_svg(board))
    assert set(cells) == {key(c) for c in set(board.pieces) | board.ring}
    assert len(cells) == 12 + 18
    for cell, piece in board.pieces.items():
        element = cells[key(cell)]
        assert "piece" in element.attrib["class"].split()
        label = "".join(element.find(f"{SVG}text").itertext())
        assert label == f"{piece.colour}{piece.pips}"  # colour letter and pips, not colour only


def test_pyramid_size_shows_the_pips():
    board = Board.from_text("R R2R3")
    cells = cells_of(board_svg(board))

    def width(cell):
        points = cells[key(cell)].find(f"{SVG}polygon[@class='pyramid']").attrib["points"]
        xs = [float(p.split(",")[0]) for p in points.split()]
        return max(xs) - min(xs)

    assert width((0, 0)) < width((1, 0)) < width((2, 0))


def test_legal_cells_for_green_are_exactly_the_seeds_plus_signs():
    board = Board.from_text(SEED_BOARD)
    legal = board.legal_cells("G")
    cells = cells_of(board_svg(board, legal=legal, drawn=Piece("G", 1)))
    marked = {k for k, e in cells.items() if "legal" in e.attrib["class"].split()}
    crossed = {k for k, e in cells.items() if "blocked" in e.attrib["class"].split()}
    assert marked == {key(c) for c in legal} and len(marked) == 16
    assert crossed == {"4,0", "5,1"}  # the seed's two X cells
    for k in marked:
        assert "+" in "".join(cells[k].itertext())


def test_observation_marks_its_legal_cells_last_move_and_chain():
    game = PolymerChains(["Ada", "Ben"], seed=3)
    for _ in range(5):
        p = game.to_move()[0]
        game.apply(p, game.legal_actions(p)[0])
    obs = game.observation(0)
    svg = board_svg(obs)
    cells = cells_of(svg)
    legal = {k for k, e in cells.items() if "legal" in e.attrib["class"].split()}
    assert legal == {key(c) for c in obs.legal}
    last = [k for k, e in cells.items() if "last" in e.attrib["class"].split()]
    assert last == [key(obs.last.cell)]
    chain = {k for k, e in cells.items() if "chain" in e.attrib["class"].split()}
    assert chain == {key(c) for c in obs.last.chain}
    assert 'class="chain-outline"' in svg and 'class="star"' in svg


def test_svg_scales_to_its_container_but_grows_with_zoom():
    """Issue 9, item 6: the board is never shrunk below 0.8 of its own size in CSS px (so
    browser zoom enlarges it) and has no height cap."""
    svg = board_svg(Board.from_text(SEED_BOARD))
    root = ET.fromstring(svg)
    style = dict(part.split(":") for part in root.attrib["style"].split(";"))
    natural = float(root.attrib["width"])
    assert root.attrib["viewBox"] and style["width"] == "100%"
    assert float(style["min-width"].removesuffix("px")) == pytest.approx(0.8 * natural, abs=2)
    assert float(style["max-width"].removesuffix("px")) == pytest.approx(1.6 * natural, abs=2)
    assert "max-height" not in root.attrib["style"]


def test_every_cell_is_a_named_button_saying_what_a_press_does():
    """Issue 9, item 3: cells are controls with a name (what is there, what a press does)."""
    game = PolymerChains(["Ada", "Ben"], seed=3)
    svg = board_svg(game.observation(0))
    root = ET.fromstring(svg)
    cells = [e for e in root.iter() if "data-cell" in e.attrib]
    assert cells and all(e.attrib["role"] == "button" and e.attrib["aria-label"]
                         for e in cells)
    legal = [e for e in cells if "legal" in e.attrib["class"].split()]
    assert legal and all("press to place it here" in e.attrib["aria-label"] for e in legal)
    pieces = [e for e in cells if "piece" in e.attrib["class"].split()]
    assert all("pyramid" in e.attrib["aria-label"] for e in pieces)


def test_the_board_picture_sums_itself_up_in_one_line():
    """Issue 9, item 7: an example board has a text alternative that says what is on it."""
    board = Board.from_text(SEED_BOARD)
    svg = board_svg(board, legal=board.legal_cells("G"), drawn=Piece("G", 2))
    root = ET.fromstring(svg)
    words = root.attrib["aria-label"]
    assert words.startswith("Polymer Chains board: ")
    assert f"{len(board.pieces)} pyramids on the board" in words
    assert f"may go on {len(board.legal_cells('G'))} cells" in words
    assert root.find(f"{SVG}title").text == words


@pytest.mark.parametrize("pips", [1, 2, 3])
def test_pyramid_labels_stay_inside_their_triangle(pips):
    """Issue 8, item 4: the 1-pip label ran over the triangle's edge. The label's box
    (bold DejaVu Sans, a generous 0.75 em per character, cap height 0.73 em) must fit."""
    x, y, size = label_place(0.0, 0.0, pips)
    (ax, ay), (bx, by), (cx, cy) = triangle(0.0, 0.0, pips)
    half_width = 2 * 0.75 * size / 2  # two characters, e.g. "R1"
    top, bottom = y - 0.73 * size / 2, y + 0.73 * size / 2
    assert bottom <= by  # above the base
    # the triangle's half-width at height h below the apex grows as h / sqrt(3)
    for level in (top, bottom):
        room = (level - ay) / math.sqrt(3)
        assert half_width <= room, (pips, level, half_width, room)


def test_figure_draws_with_cell_ids():
    board = Board.from_text(SEED_BOARD)
    fig = board_figure(board, legal=board.legal_cells("G"), last=(3, 1), chain=[(3, 1), (4, 1)],
                       title="The seed's board")
    assert isinstance(fig, Figure)
    gids = {a.get_gid() for a in fig.axes[0].get_children() if a.get_gid()}
    assert gids == {f"cell-{q}_{r}" for q, r in set(board.pieces) | board.ring}
    assert board_png(board)[:8] == b"\x89PNG\r\n\x1a\n"


def test_rich_display():
    board = Board.from_text(SEED_BOARD)
    assert cells_of(board._repr_svg_())
    assert board.png()[:4] == b"\x89PNG"
    game = PolymerChains(2, seed=1)
    svg = game.observation(0)._repr_svg_()
    assert len(re.findall(r'class="cell ring legal"', svg)) == len(game.observation(0).legal)


def test_piece_picture():
    svg = piece_svg(Piece("Y", 2), 40)
    assert 'width="40"' in svg and ">Y2<" in svg and "yellow 2-pip pyramid" in svg
