"""The browser tests fail on any console error (a page the kit serves logs none), not only on
the widget failures they first looked for. No browser needed: the helper's verdicts."""

from __future__ import annotations

from .conftest import Console, console_errors

#: What Voila's app pages logged before the kit's settings fixed them (issue 18, item 40).
JUPYTEXT_IN_VOILA = ("error: Error: The getter for the shared module is not a function. "
                     "#RUNTIME-012 args: {\"shareKey\":\"@jupyterlab/docmanager\"}")
MATHJAX_IN_VOILA = "pageerror: MathJax is not defined"


def test_any_console_error_or_page_error_fails_a_browser_test() -> None:
    console = Console([JUPYTEXT_IN_VOILA, MATHJAX_IN_VOILA, "log: Loaded",
                       "warning: Unsatisfied version 4.2.5 of shared singleton module",
                       "debug: Starting WebSocket"])
    assert console.bad() == [JUPYTEXT_IN_VOILA, MATHJAX_IN_VOILA]


def test_a_widget_that_failed_to_display_fails_it_whatever_the_level() -> None:
    shown = "warning: Error displaying widget: model not found"
    assert console_errors([shown]) == [shown]
