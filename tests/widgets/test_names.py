"""'Your name' boxes (review item 4): a student types their name before the first move, so a
class's saves are not all from the name written in the lesson's code."""

from __future__ import annotations

import json

import pytest

from chemteach.core.errors import IllegalAction
from chemteach.games.polymer.widget import PolymerGame
from chemteach.widgets.names import check_name
from chemteach.widgets.saveload import file_name


def test_a_student_types_their_name_before_the_first_move_and_the_save_has_it() -> None:
    table = PolymerGame(["Ada", "medium"], seed=5, bot_delay=0)
    assert table.names.visible
    box = table.names.text_of(0)
    assert box.description == "Your name" and box.placeholder == "Ada"
    box.value = "Jürgen"  # Enter (or leaving the box) uses the name
    assert table.game.names == ["Jürgen", "medium"] and table.seats[0].name == "Jürgen"
    assert table.seat_list.widget is not None
    assert "Hello, Jürgen!" in table.status.text
    assert json.loads(table.save_text())["players"][0] == "Jürgen"
    assert "Jürgen" in file_name(table.game)
    table.click(table.legal_cells[0])
    assert not table.names.visible  # after the first move the name stays
    table.rename(0, "Bea")
    assert table.game.names[0] == "Jürgen" and "before the first move" in table.status.text


def test_a_name_box_keeps_the_bots_moves_already_made() -> None:
    table = PolymerGame(["medium", "Ada"], seed=5, bot_delay=0)
    moved = list(table.game.history)
    assert moved  # the bot went first
    table.names.text_of(1).value = "Chloe"
    assert table.game.history == moved and table.game.names == ["medium", "Chloe"]
    assert table.match.people_to_move() == [1]


def test_each_person_at_a_hot_seat_table_has_a_box() -> None:
    table = PolymerGame(["Ada", "Ben"], seed=5, bot_delay=0)
    assert [table.names.text_of(s).description for s in (0, 1)] == ["Name of Ada",
                                                                    "Name of Ben"]
    table.names.text_of(1).value = "Ada"  # the other seat's name
    assert table.game.names == ["Ada", "Ben"]
    assert table.status.kind == "error" and "called Ada already" in table.status.text
    note = table.names.rows[1].children[2].value
    assert "called Ada already" in note


@pytest.mark.parametrize("typed,why", [
    ("", "Type your name"),
    ("   ", "Type your name"),
    ("x" * 21, "too long"),
    ("Ada\x1b[31m", "nothing else"),
    ("A\u200bda", "nothing else"),
    ("you", "calls you"),
    ("You", "calls you"),
    ("me", "calls you"),
    ("medium", "name of a bot"),
    ("bot:greedy", "name of a bot"),
    ("ben", "called ben already"),
])
def test_a_name_that_is_not_allowed_gets_a_sentence(typed: str, why: str) -> None:
    from chemteach.games.polymer.bots import BOTS

    with pytest.raises(IllegalAction, match=why):
        check_name(typed, ["Ben", "medium"], BOTS)


def test_a_name_is_tidied() -> None:
    assert check_name("  Ada   Lovelace ", [], {}) == "Ada Lovelace"
    assert check_name("さくら", [], {}) == "さくら"


# issue 18 item 12: a name is capped where it is typed, as where it is read
def test_name_box_keeps_a_pasted_page_out_of_the_box() -> None:
    from chemteach.widgets.names import MOST_LETTERS, NameBoxes

    typed: list[str] = []
    boxes = NameBoxes(lambda seat, name: typed.append(name))
    boxes.build([0], ["Ada"])
    boxes.text_of(0).value = "A" * 200_000
    assert len(boxes.text_of(0).value) == MOST_LETTERS + 1
    assert len(typed) == 1 and len(typed[0]) == MOST_LETTERS + 1  # refused: too long
