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


def test_long_messages_are_cut():
    assert len(one_line("x" * 1000)) == 300


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
