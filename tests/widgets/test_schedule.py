"""Bots' thinking time: immediate in tests, on the event loop in a kernel, a timer otherwise."""

import asyncio
import threading

from chemteach.widgets import later

from ..conftest import HANG


def test_no_delay_runs_at_once():
    calls = []
    later(0, lambda: calls.append(1))
    assert calls == [1]


def test_delay_without_a_loop_uses_a_timer():
    done = threading.Event()
    later(0.01, done.set)
    assert done.wait(HANG)  # the timer's thread may start late on a loaded machine


def test_delay_inside_a_loop_runs_on_the_loop():
    async def main():
        calls = []
        later(0.01, lambda: calls.append(threading.current_thread()))
        await asyncio.sleep(0.1)
        return calls

    assert asyncio.run(main()) == [threading.current_thread()]
