"""Listeners: the functions a shared object tells of each change (a table, the class's
registry), each with a stop; one that fails is dropped, so one broken page never stops the
others. No UI: a notebook's view, a server page or a test listens alike."""

from __future__ import annotations

import threading
from collections.abc import Callable
from typing import Generic, TypeVar

T = TypeVar("T")


class Listeners(Generic[T]):
    """Functions called with each change, in the order they started listening."""

    def __init__(self, lock: threading.RLock | None = None) -> None:
        self._lock = lock if lock is not None else threading.RLock()
        self._functions: list[Callable[[T], None]] = []

    def add(self, listener: Callable[[T], None]) -> Callable[[], None]:
        """Start calling `listener`; returns the function that stops it."""
        with self._lock:
            self._functions.append(listener)

        def stop() -> None:
            self.remove(listener)

        return stop

    def remove(self, listener: Callable[[T], None]) -> None:
        """Stop calling `listener` (nothing if it is not listening)."""
        with self._lock:
            if listener in self._functions:
                self._functions.remove(listener)

    def tell(self, change: T) -> None:
        """Call every listener with `change`; a listener that raises is dropped."""
        for listener in list(self._functions):
            try:
                listener(change)
            except Exception:  # noqa: BLE001 - one broken page never stops the others
                self.remove(listener)

    def clear(self) -> None:
        """Nobody listens any more."""
        with self._lock:
            self._functions.clear()

    def __len__(self) -> int:
        return len(self._functions)

    def __contains__(self, listener: object) -> bool:
        return listener in self._functions
