"""Periodyx's widget for every student (issue 9): the Mendeleev table is a board of 118
named squares, and pressing one answers on the status line (the game's live region)."""

from __future__ import annotations

from chemteach.games.periodyx.widget import PeriodyxGame
from chemteach.widgets import SvgBoard


def test_the_mendeleev_table_is_a_keyboard_board_whose_squares_answer():
    table = PeriodyxGame(["Ada", "smart"], seed=5, bot_delay=0)
    assert isinstance(table.mendeleev, SvgBoard)
    assert table.mendeleev.svg.count('data-cell="table:') == 118
    first = table.game.observation(None).table[0]
    table.mendeleev.click(f"table:{first}")
    assert table.status.text.endswith("the first card on the table.")
    assert table.status.kind == "info"
    table.mendeleev.click("elsewhere:Fe")
    assert table.status.kind == "error" and "not a square" in table.status.text


def test_hand_cards_say_what_a_press_does_at_each_stage():
    table = PeriodyxGame(["Ada", "smart"], seed=5, bot_delay=0)
    svg = table.hand_board.svg
    assert table.game.observation(0).stage == "lead"
    assert "press to choose it" in svg and 'aria-pressed="false"' in svg


def test_the_live_region_says_which_card_the_asked_player_named() -> None:
    """Issue 9 (found by the browser test): after Ada asks a bot, the status line (the live
    region) says which card it named; it stayed empty, so a screen reader heard nothing."""
    from chemteach.games.periodyx.widget import play

    table = play(["Ada", "smart", "random"], seed=5, bot_delay=0)
    table._ask_buttons[1].click()
    assert table.status.text == "smart names gadolinium."
