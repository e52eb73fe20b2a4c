"""The clickable SVG board reports clicked cells to Python, without a browser."""

from chemteach.widgets import SvgBoard

SVG = '<svg><g data-cell="0,0"><circle r="5"/></g><g data-cell="1,0"><circle r="5"/></g></svg>'


def test_click_reaches_every_callback():
    board = SvgBoard(svg=SVG)
    seen, also = [], []
    board.on_click(seen.append)
    board.on_click(also.append)
    board._handle_click("1,0")
    board.click("0,0")
    assert seen == also == ["1,0", "0,0"]
    board.on_click(also.append, remove=True)
    board.click("1,0")
    assert also == ["1,0", "0,0"]


def test_browser_message_is_handled():
    board = SvgBoard(svg=SVG)
    seen = []
    board.on_click(seen.append)
    board._on_message(board, {"type": "click", "cell": "1,0"}, [])
    board._on_message(board, {"type": "something else"}, [])
    board._on_message(board, "not a dict", [])
    assert seen == ["1,0"]


def test_javascript_is_inline_and_looks_for_data_cell():
    board = SvgBoard()
    assert "data-cell" in board._esm and "model.send" in board._esm
    assert "http" not in board._esm and "import " not in board._esm  # no CDN, nothing fetched
    assert board.svg == ""


# The browser side's accessibility contract (issue 9); tests/browser/test_access_in_lab.py
# checks the behaviour in a real JupyterLab, these check that the pieces are there.
def test_every_cell_keeps_jupyterlab_shortcuts_out():
    """`m`, `a` and the arrows on a focused cell must not reach the notebook: Lumino skips
    its shortcuts for an element carrying data-lm-suppress-shortcuts (on each cell)."""
    esm = SvgBoard()._esm
    assert 'cell.setAttribute("data-lm-suppress-shortcuts", "true")' in esm


def test_cells_become_named_buttons_with_their_state():
    esm = SvgBoard()._esm
    assert 'cell.setAttribute("role", "button")' in esm
    assert 'cell.querySelector("title")' in esm  # a nested <title> still names the cell
    assert '"aria-pressed"' in esm and '"aria-disabled"' in esm
    assert 'svg.setAttribute("role", "group")' in esm  # a board is not one image


def test_one_tab_stop_and_the_arrow_keys_move_inside():
    esm = SvgBoard()._esm
    assert 'c === cell ? "0" : "-1"' in esm  # roving tabindex
    for key in ("ArrowRight", "ArrowLeft", "ArrowDown", "ArrowUp", "Home", "End"):
        assert key in esm
    assert "stopPropagation" in esm and "preventDefault" in esm


def test_the_focus_survives_a_redraw_and_has_a_visible_ring():
    from chemteach.palette import FOCUS_DARK, FOCUS_LIGHT, contrast

    esm = SvgBoard()._esm
    assert "const had = " in esm and "rove(cell, Boolean(cell && (had || lost)))" in esm
    assert FOCUS_DARK in esm and FOCUS_LIGHT in esm and "FOCUS_DARK" not in esm
    assert contrast(FOCUS_DARK, "#ffffff") >= 3 and contrast(FOCUS_LIGHT, FOCUS_DARK) >= 3


def test_boards_grow_with_zoom():
    """No height cap that defeats zoom; never smaller than min_scale of the SVG's own size."""
    board = SvgBoard()
    assert "max-height" not in board._css and "vh" not in board._css
    assert board.min_scale == 0.8 and "min_scale" in board._esm


def test_a_forged_cell_id_is_ignored_not_echoed():
    """Issue 7: a message forged in the browser ('hand-999…', 5,000 digits) never reaches a
    game as a traceback or a 5,000-character status line."""
    from chemteach.games.bond.widget import BondGame
    from chemteach.games.periodyx.widget import PeriodyxGame

    seen: list[str] = []
    board = SvgBoard("<svg/>")
    board.on_click(seen.append)
    board.click("hand-" + "9" * 5000)
    board.click("card:Fe\x00")
    board.click("card:Fe")
    assert seen == ["card:Fe"]
    bond = BondGame(["Ada", "Ben", "Cy"], seed=3, bot_delay=0)
    bond.pass_device.reveal()
    for forged in ("hand-" + "9" * 5000, "tile-" + "9" * 5000):
        bond.hand_board.click(forged)
        assert "Something went wrong" not in bond.status.text and len(bond.status.text) < 300
    periodyx = PeriodyxGame(["Ada", "Ben"], seed=3, bot_delay=0)
    periodyx.hand_board.click("card-" + "9" * 5000)
    assert len(periodyx.status.text) < 300


def test_a_picture_board_shrinks_to_its_box_instead_of_scrolling_sideways():
    """Issue 18 (axe-core's scrollable-region-focusable, found on the Japanese Periodyx
    notebook in JupyterLab): a board without cells, wider than its column, scrolled
    sideways in a box no key could scroll; a picture now shrinks to its box (boards with
    cells keep their smallest size and scroll, their cells taking the focus)."""
    from chemteach.widgets.svgboard import SvgBoard

    esm = SvgBoard._esm
    picture = esm.index('if (!el.querySelector("[data-cell]")) {')
    assert esm.index('svg.style.minWidth = "0"', picture) < esm.index("} else if", picture)
