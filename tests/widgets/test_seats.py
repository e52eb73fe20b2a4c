"""The seat list: names, scores, bots and whose turn it is."""

from chemteach.games.polymer import BOTS
from chemteach.widgets import SeatList, bot_kind, make_seats


def test_player_to_move_is_highlighted():
    seats = SeatList()
    seats.update(["Ada", "greedy"], [12, 30], to_move=(0,), bots=[None, "bot: greedy"])
    assert seats.highlighted() == ["Ada"]
    html = seats.widget.value
    assert "Ada" in html and "30" in html and "bot: greedy" in html
    assert 'class="seat to-move" data-seat="0"' in html


def test_winners_are_marked_and_nobody_is_to_move_at_the_end():
    seats = SeatList()
    seats.update(["Ada", "Ben"], [101, 101], to_move=(), winners=(0, 1))
    assert seats.highlighted() == []
    assert seats.widget.value.count("winner") == 2


def test_names_are_escaped():
    seats = SeatList()
    seats.update(["<script>"], [0])
    assert "<script>" not in seats.widget.value


def test_bot_names_make_bot_seats():
    seats = make_seats(["Ada", "greedy", "bot:random", "Random"], BOTS)
    assert [s.is_person for s in seats] == [True, False, False, False]
    assert [s.name for s in seats] == ["Ada", "greedy", "random 1", "random 2"]
    assert bot_kind("greedy 2", BOTS) == "greedy"
    assert bot_kind("Greedy Gus", BOTS) is None


def test_repeated_people_get_numbers():
    seats = make_seats(["Ada", "Ada"], BOTS)
    assert [s.name for s in seats] == ["Ada 1", "Ada 2"]


def test_a_bot_seat_named_by_its_level_says_bot_once():
    """The Voila play-test: 'medium 1 (bot: careless)' named a bot the student never chose."""
    from chemteach.core.match import Seat
    from chemteach.games.polymer.bots import BOTS
    from chemteach.widgets.seating import bot_label, make_seats

    seats = make_seats(["Ada", "medium", "medium", "greedy"], BOTS)
    assert [bot_label(s, BOTS) for s in seats] == [None, "bot", "bot", "bot"]
    odd = Seat("Robo", BOTS["medium"]())
    assert bot_label(odd, BOTS) == "bot: medium"


def test_no_header_cell_of_the_seat_table_is_empty():
    """Issue 18 (axe-core's empty-table-header): the marker column's heading was an empty
    <th>; the arrow and star themselves are hidden from screen readers, which read the words
    "to move" and "winner" instead."""
    import re

    seats = SeatList()
    seats.update(["Ada", "Ben"], [3, 5], to_move=[0], winners=[1])
    headers = re.findall(r"<th[^>]*>(.*?)</th>", seats.widget.value)
    assert headers and all(h.strip() for h in headers), headers
    assert all('aria-hidden="true"' in cell
               for cell in re.findall(r"<td[^>]*>[\u25b6\u2605]</td>", seats.widget.value))
