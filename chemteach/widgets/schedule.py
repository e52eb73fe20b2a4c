"""Run something a little later without blocking the notebook (bots' visible thinking time)."""

from __future__ import annotations

import asyncio
import threading
from collections.abc import Callable


def later(delay: float, fn: Callable[[], None]) -> None:
    """Call fn after `delay` seconds: at once if delay <= 0 (tests), else on the kernel's loop.

    In a Jupyter kernel the callback runs on the kernel's event loop, between messages, so it
    never races with a click; outside a kernel a daemon timer thread is used, and then fn
    runs while the caller's thread goes on: what fn shares with it must be guarded (a bot's
    move takes its core Table's lock, and every method of a seat view holds that same lock:
    `holding_the_table` in widgets/table.py).
    """
    if delay <= 0:
        fn()
        return
    try:
        loop = asyncio.get_running_loop()
    except RuntimeError:
        timer = threading.Timer(delay, fn)
        timer.daemon = True
        timer.start()
        return
    loop.call_later(delay, fn)
