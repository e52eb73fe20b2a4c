"""Closing widgets: a widget that is replaced or thrown away is closed, with everything in it.

A live widget model is in the page's synced state even when it is not displayed, so a
replaced button or board that is not closed still tells the browser what it held (and keeps
its memory). `close_tree` closes a widget, its children, layout and style, all the way down;
`live_widgets` lists the models alive now, for tests and benchmarks.
"""

from __future__ import annotations

from collections.abc import Iterable, Iterator

import ipywidgets as w
from ipywidgets.widgets import widget as _widget_module


def live_widgets() -> list[w.Widget]:
    """Every widget model alive in this kernel now (ipywidgets' own registry)."""
    return list(_widget_module._instances.values())


def widget_tree(*roots: w.Widget | None) -> Iterator[w.Widget]:
    """Each widget reachable from these roots through synced traits (children, layout, style,
    ...), each once."""
    seen: set[int] = set()
    stack = [r for r in roots if r is not None]
    while stack:
        widget = stack.pop()
        if id(widget) in seen:
            continue
        seen.add(id(widget))
        yield widget
        for name in widget.keys:
            stack.extend(_widgets_in(getattr(widget, name, None)))


def _widgets_in(value: object) -> Iterable[w.Widget]:
    if isinstance(value, w.Widget):
        return (value,)
    if isinstance(value, tuple | list):
        return [v for item in value for v in _widgets_in(item)]
    if isinstance(value, dict):
        return [v for item in value.values() for v in _widgets_in(item)]
    return ()


def close_tree(*roots: w.Widget | None) -> None:
    """Close these widgets and every widget inside them (closing twice is harmless)."""
    for widget in list(widget_tree(*roots)):
        widget.close()
