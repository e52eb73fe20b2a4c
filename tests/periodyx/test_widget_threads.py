"""Outside a running event loop, bots' moves run on timer threads (widgets/schedule.py): a
tick on such a thread must never meet the table half-way through a redraw on the main thread.

Issue 18 item 22: Periodyx's widget failed 3 runs in 10 with an IndexError at
`self._ask_buttons[p]`: a bot's move on a timer thread redrew the table while the main thread
was rebuilding the Ask buttons (the language toggle: the seat widgets are worded anew), so the
timer's redraw read a list that was still empty. The test below makes that interleaving happen
every time: the main thread, in the middle of the rebuild, lets the timer's tick run.
"""

from __future__ import annotations

import copy
import random
import threading

import chemteach.games.periodyx.widget as periodyx_widget
import chemteach.widgets.table as table_module
from chemteach.games.periodyx import minigame
from chemteach.games.periodyx.widget import PeriodyxGame

from ..conftest import HANG


class _SaysWhenTheTimerComes:
    """The table's lock, which sets `came` when the timer thread reaches it (and then waits
    for it, as the table's lock does): the main thread learns the tick is waiting without
    guessing how long a tick takes."""

    def __init__(self, lock, came: threading.Event, timer: threading.Thread) -> None:
        self.lock, self.came, self.timer = lock, came, timer

    def __enter__(self):
        if threading.current_thread() is self.timer:
            self.came.set()
        return self.lock.__enter__()

    def __exit__(self, *exc):
        return self.lock.__exit__(*exc)


def _ada_asks_next(table: PeriodyxGame) -> bool:
    """Whether the pending bot move leaves Ada (seat 0) to choose whom to ask."""
    match = copy.deepcopy(table.match)
    bots = match.bots_to_move()
    if not bots:
        return False
    match.bot_move(bots[0])
    game = match.game
    return (not game.is_over() and game.to_move() == (0,) and game.stage == "lead"
            and game.lead == 0 and minigame(game.minigame.name).needs_opponent)


def test_a_bot_move_on_a_timer_thread_during_a_redraw_on_the_main_thread(monkeypatch) -> None:
    ticks: list = []
    monkeypatch.setattr(table_module, "later", lambda delay, fn: ticks.append(fn))
    table = PeriodyxGame(["Ada", "medium", "medium"], seed=11, bot_delay=0.5)
    rng = random.Random(3)
    for _ in range(400):  # play on (Ada: a seeded random move) to the moment wanted
        if ticks and _ada_asks_next(table):
            break
        if ticks:
            ticks.pop(0)()
        else:
            people = table.match.people_to_move()
            assert people, (table.game.to_move(), table.game.stage, table.status.text)
            table.submit(rng.choice(table.game.legal_actions(people[0])), people[0])
    else:
        raise AssertionError("no bot move hands Ada the choice of an opponent in this game")
    tick = ticks.pop(0)
    errors: list[BaseException] = []
    report = table.status.report  # the table shows an error on its status line, not raised

    def reported(exc: BaseException) -> None:
        errors.append(exc)
        report(exc)

    monkeypatch.setattr(table.status, "report", reported)

    paused_or_done = threading.Event()  # the tick waits for the table, or it has run

    def on_a_timer_thread() -> None:
        try:
            tick()
        except BaseException as exc:  # noqa: BLE001 - reported by the assertion below
            errors.append(exc)
        finally:
            paused_or_done.set()

    timer = threading.Thread(target=on_a_timer_thread, daemon=True)
    # the one lock: the core Table's, taken by every move, every listener and every method
    # of the view (the widget has no lock of its own)
    table.table._lock = _SaysWhenTheTimerComes(table.table._lock, paused_or_done, timer)
    real_button = periodyx_widget._button

    def button_mid_rebuild(*args, **kwargs):
        if not timer.is_alive() and timer.ident is None:  # the first button of the rebuild
            timer.start()
            # the tick runs now, unless the table makes it wait: either way we go on then
            assert paused_or_done.wait(HANG)
        return real_button(*args, **kwargs)

    monkeypatch.setattr(periodyx_widget, "_button", button_mid_rebuild)
    table.set_language("ja")  # the seat widgets are worded anew: the Ask buttons rebuilt
    timer.join()
    assert timer.ident is not None  # the interleaving happened
    assert not errors, errors
    assert table.status.kind != "error", table.status.text
    assert table.game.to_move() == (0,) and len(table._ask_buttons) == 3
    assert table.controls.children  # Ada's Ask buttons are drawn
    table.close()
