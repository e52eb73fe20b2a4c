"""A one-line status: what just happened or why a move was refused, never a traceback."""

from __future__ import annotations

import html
import logging
from collections.abc import Callable, Iterator
from contextlib import contextmanager
from typing import Any, TypeVar

import ipywidgets as w

from ..core.errors import ChemteachError

logger = logging.getLogger("chemteach.widgets")
T = TypeVar("T")
STYLES = {
    "info": "color:#222;line-height:1.4",
    "ok": "color:#1a5e20;line-height:1.4",
    "error": "color:#a00000;font-weight:bold;line-height:1.4",
}
MAX_LENGTH = 300


def one_line(text: object, limit: int = MAX_LENGTH) -> str:
    """Squash any message to one readable line (no newlines, at most `limit` characters)."""
    try:
        line = " ".join(str(text).split())
    except Exception:  # a message whose str() fails must not break the status line
        line = "(a message that cannot be shown)"
    return line if len(line) <= limit else line[: limit - 1] + "\u2026"


class StatusLine:
    """Shows one line of news; `guard()` turns any exception into a friendly line."""

    def __init__(self) -> None:
        self.widget = w.HTML(layout=w.Layout(min_height="1.6em"))
        self.widget.add_class("chemteach-status")
        self.text = ""
        self.kind = "info"

    def show(self, text: object, kind: str = "info") -> None:
        """Show a message; kind is 'info', 'ok' or 'error'."""
        self.text = one_line(text)
        self.kind = kind if kind in STYLES else "info"
        self.widget.value = (f'<span class="chemteach-status-{self.kind}" '
                             f'style="{STYLES[self.kind]}">{html.escape(self.text)}</span>')

    def error(self, text: object) -> None:
        """Show a message as a problem (red, bold)."""
        self.show(text, "error")

    def clear(self) -> None:
        """Empty the line."""
        self.show("")

    def report(self, exc: BaseException) -> None:
        """Show an exception as one line: the kit's own errors as they are, others logged."""
        if isinstance(exc, ChemteachError):
            self.error(exc)
        else:
            logger.error("Unexpected error in a chemteach widget", exc_info=exc)
            self.error(f"Something went wrong: {type(exc).__name__}: {one_line(exc, 200)}")

    @contextmanager
    def guard(self) -> Iterator[None]:
        """Run a block; any exception is shown on the status line instead of raised."""
        try:
            yield
        except Exception as exc:
            self.report(exc)

    def call(self, fn: Callable[..., T], *args: Any, **kwargs: Any) -> T | None:
        """Call fn under `guard()`; returns its result, or None if it failed."""
        with self.guard():
            return fn(*args, **kwargs)
        return None
