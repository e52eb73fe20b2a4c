"""Issue 18, item 31: the live region says each new happening once. Monopoly's End turn made
it speak 7 times (1,475 characters) in 3 seconds: at every bot's move it said the whole news
since the student's move again. What the live region receives is counted over a whole round
of bots, with their visible thinking time (the timer is run by hand)."""

from __future__ import annotations

from collections.abc import Callable

import pytest

from chemteach.widgets import table as table_module
from chemteach.widgets.table import GameTable


def listen(table: GameTable) -> list[str]:
    """Every announcement the live region receives from now on (each serial change)."""
    said: list[str] = []
    widget = table.status.widget

    def heard(_change: dict) -> None:
        # (before the fix the live region said the whole line: `value`, as `status.text`)
        said.append(getattr(widget, "spoken", None) or table.status.text)

    widget.observe(heard, names="serial")
    return said


@pytest.fixture
def timer(monkeypatch: pytest.MonkeyPatch) -> Callable[[], int]:
    """The bots' thinking time, run by hand: returns a function that runs every timer."""
    pending: list[Callable[[], None]] = []
    monkeypatch.setattr(table_module, "later", lambda _delay, fn: pending.append(fn))

    def run() -> int:
        ticks = 0
        while pending:
            pending.pop(0)()
            ticks += 1
        return ticks

    return run


def lines_since(table: GameTable, mark: int) -> list[str]:
    """The short lines of every happening since `mark`, as the viewer reads them."""
    return [line for _event, line in table.game.told(
        table.viewer(), since=mark, skip=table.quiet_kinds, brief=True)]


def test_monopoly_end_turn_says_each_happening_of_the_bots_round_once(timer) -> None:
    from chemteach.games.monopoly.widget import MonopolyGame

    table = MonopolyGame(["Ada", "medium", "medium", "medium"], seed=4, bot_delay=0.5)
    timer()
    table.roll()
    if table.game.phase == "buy":
        table.buy()
    timer()
    assert table.game.phase == "end" and table.game.current == 0, "set-up: Ada ends her turn"
    mark = len(table.game.events)
    said = listen(table)
    table.end_turn()
    ticks = timer()
    assert table.game.current == 0 and ticks >= 3, "the three bots played their turns"
    lines = lines_since(table, mark)
    assert len(lines) >= 6
    heard = " ".join(said)
    print(f"End turn: {len(said)} announcements, {len(heard)} characters, "
          f"for {len(lines)} happenings ({sum(len(x) for x in lines)} characters)")
    for line in lines:
        assert heard.count(line) == 1, f"said {heard.count(line)} times: {line!r}"
    # nothing but the happenings (and the facts of a landing) is said
    assert len(heard) <= sum(len(x) + 1 for x in lines) + 400


def test_the_news_line_still_shows_every_happening_since_your_move(timer) -> None:
    """Only what is spoken changes: the line on screen keeps the whole news."""
    from chemteach.games.polymer.widget import PolymerGame

    table = PolymerGame(["Ada", "greedy", "random"], seed=5, bot_delay=0.5)
    timer()
    mark = len(table.game.events)
    said = listen(table)
    table.click(table.legal_cells[0])
    timer()
    lines = lines_since(table, mark)
    assert len(lines) == 3 and all(line in table.status.text for line in lines)
    assert [line for line in lines if line in said[0]] == [lines[0]]  # your move, first
    assert " ".join(said).count(lines[1]) == 1 and " ".join(said).count(lines[2]) == 1


def test_a_message_that_is_not_news_is_spoken_whole_every_time() -> None:
    """A refusal (or any message the table words itself) is said whole, twice if pressed
    twice; news with nothing new changes the line without a word."""
    from chemteach.widgets import StatusLine

    status = StatusLine()
    status.show("Wait a moment: it is greedy's turn.", "error")
    status.show("Wait a moment: it is greedy's turn.", "error")
    assert status.widget.spoken == "Wait a moment: it is greedy's turn."
    assert status.widget.serial == 2
    status.show("You place a pyramid. greedy is thinking\u2026", spoken="")
    assert status.widget.serial == 2 and "greedy is thinking" in status.widget.value
    assert 'live.textContent = model.get("spoken")' in status.widget._esm
    assert 'model.on("change:serial", speak)' in status.widget._esm


def test_a_new_game_says_the_bots_first_moves_once() -> None:
    """"New game! ..." repeated the bots' first moves the live region had just said."""
    from chemteach.games.polymer.widget import PolymerGame

    table = PolymerGame(["greedy", "random", "Ada"], seed=5, bot_delay=0)
    said = listen(table)
    table.rematch()
    lines = lines_since(table, 0)
    assert len(lines) == 2 and table.status.text.startswith("New game!")
    heard = " ".join(said)
    assert all(heard.count(line) == 1 for line in lines), said
    assert said[-1] == "New game!"
