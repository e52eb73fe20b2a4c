"""The pass-the-device screen hides private content until the named player asks for it."""

import ipywidgets as w

from chemteach.games.polymer import PolymerChains
from chemteach.games.polymer.widget import PolymerGame
from chemteach.widgets import GameTable, PassDevice, make_seats


def test_cover_hides_content_then_reveal_shows_it():
    hand = w.HTML("Ada's cards: H H O")
    screen = PassDevice(hand)
    assert screen.widget.children == (hand,)
    screen.cover("Ada")
    assert screen.covered and hand not in screen.widget.children
    assert "Pass the device to <b>Ada</b>" in screen.message.value
    assert screen.button.description == "I am Ada: show my turn"
    revealed = []
    screen.on_reveal(revealed.append)
    screen.button.click()
    assert not screen.covered and screen.widget.children == (hand,)
    assert revealed == ["Ada"]


def test_hot_seat_table_covers_between_people():
    game = PolymerChains(["Ada", "Ben"], seed=1)
    table = GameTable(game, make_seats(game.names, {}), bot_delay=0, handoff=True)
    assert table.pass_device.covered and table.pass_device.name == "Ada"
    assert table.viewer() is None
    cell = game.legal_actions(0)[0]
    assert not table.submit(cell)  # refused while covered
    assert "Pass the device to Ada" in table.status.text
    table.pass_device.reveal()
    assert table.viewer() == 0
    assert table.submit(cell)
    assert table.pass_device.covered and table.pass_device.name == "Ben"


def test_no_cover_against_bots():
    table = PolymerGame(["Ada", "greedy"], seed=1, bot_delay=0)
    assert not table.pass_device.covered
