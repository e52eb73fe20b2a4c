"""Polymer Chains pictures: every cell clickable in the SVG, legal cells marked, rich display."""

import re
import xml.etree.ElementTree as ET

from matplotlib.figure import Figure

from chemteach.games.polymer import Board, Piece, PolymerChains
from chemteach.games.polymer.view import board_figure, board_png, board_svg, piece_svg

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


def test_svg_scales_to_its_container():
    svg = board_svg(Board.from_text(SEED_BOARD))
    root = ET.fromstring(svg)
    assert root.attrib["viewBox"] and "max-width:100%" in root.attrib["style"]


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
    assert board._repr_png_()[:4] == b"\x89PNG"
    game = PolymerChains(2, seed=1)
    svg = game.observation(0)._repr_svg_()
    assert len(re.findall(r'class="cell ring legal"', svg)) == len(game.observation(0).legal)


def test_piece_picture():
    svg = piece_svg(Piece("Y", 2), 40)
    assert 'width="40"' in svg and ">Y2<" in svg and "yellow 2-pip pyramid" in svg
