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
    assert "http" not in board._esm
    assert board.svg == ""
