"""The status line shows one friendly line and never raises."""

import logging

from chemteach.core import IllegalAction, SaveFileError
from chemteach.widgets import StatusLine, one_line


def test_show_escapes_and_keeps_one_line():
    status = StatusLine()
    status.show("first line\nsecond <b>line</b>")
    assert status.text == "first line second <b>line</b>"
    assert "\n" not in status.widget.value
    assert "&lt;b&gt;" in status.widget.value


def test_the_status_line_never_cuts_a_message():
    """Issue 8, item 3: "…Bond! stands for at least one declar…" must not happen."""
    long = " ".join(["Bond! stands for at least one declared hand."] * 12)
    status = StatusLine()
    status.show(long)
    assert status.text == long
    assert long in status.widget.value
    assert one_line(long) == long


def test_a_limit_cuts_at_a_word_only_when_asked():
    assert one_line("alpha beta gamma delta", limit=12) == "alpha beta\u2026"


def test_the_status_line_is_one_polite_live_region():
    status = StatusLine()
    assert 'aria-live", "polite"' in status.widget._esm
    assert 'role", "status"' in status.widget._esm
    before = status.widget.serial
    status.show("Ada places a pyramid.")
    status.show("Ada places a pyramid.")
    assert status.widget.serial == before + 2  # the same news twice is spoken twice


def test_the_status_line_sticks_to_the_bottom_of_the_window():
    status = StatusLine()
    assert "position: sticky" in status.widget._css and "bottom: 0" in status.widget._css


def test_kit_errors_show_their_own_message():
    status = StatusLine()
    with status.guard():
        raise IllegalAction("That cell already holds a pyramid.")
    assert status.text == "That cell already holds a pyramid."
    assert status.kind == "error"


def test_unexpected_errors_are_logged_not_raised(caplog):
    status = StatusLine()
    with caplog.at_level(logging.ERROR, logger="chemteach.widgets"):
        with status.guard():
            raise KeyError("boom")
    assert status.text.startswith("Something went wrong: KeyError")
    assert "Traceback" not in status.widget.value
    assert any("Unexpected error" in r.message for r in caplog.records)


def test_a_message_that_cannot_be_printed_still_shows():
    class Broken:
        def __str__(self):
            raise RuntimeError("no")

    status = StatusLine()
    status.show(Broken())
    assert status.text == "(a message that cannot be shown)"


def test_call_returns_result_or_none():
    status = StatusLine()
    assert status.call(lambda: 3) == 3

    def fails():
        raise SaveFileError("not a save")

    assert status.call(fails) is None
    assert status.text == "not a save"


def test_every_control_of_the_table_keeps_jupyterlab_shortcuts_out():
    """Issue 9, item 1, for buttons too: `m` on a focused button turned the game's cell into
    Markdown; the table carries the kit's key guard, which marks every focusable element,
    also after redraws (tests/widgets/test_keyguard.py)."""
    from chemteach.games.polymer.widget import PolymerGame
    from chemteach.widgets.keyguard import is_guarded

    assert is_guarded(PolymerGame(["Ada", "greedy"], seed=5, bot_delay=0).widget)
