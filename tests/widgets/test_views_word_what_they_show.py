"""A redraw words and escapes only what it shows, so a seat's view costs no more late in a
long game than early (issue 22: the table server redraws every seat after every move)."""

from __future__ import annotations

import html

from chemteach.core.events import Event
from chemteach.core.wording import Reader
from chemteach.games.periodyx import view as periodyx_view
from chemteach.games.polymer import PolymerChains
from chemteach.widgets import MoveLog
from chemteach.widgets import movelog as movelog_module

#: What every redraw escapes besides the lines: the log box's height and its name (the
#: named, scrollable group of item 34), two short texts whatever the log's length.
HEADER = sorted(["14em", "Moves"])


def test_the_move_log_escapes_each_line_once(monkeypatch) -> None:
    """A redraw with one new line escapes that line only, not the whole log again; what is
    shown is the same as escaping every line."""
    game = PolymerChains(["Ada", "Ben"], seed=2)
    escaped: list[str] = []
    original = html.escape

    def escape(text: str, quote: bool = True) -> str:
        escaped.append(text)
        return original(text, quote)

    monkeypatch.setattr(movelog_module.html, "escape", escape)
    log = MoveLog()
    for _move in range(20):
        player = game.to_move()[0]
        game.apply(player, game.legal_actions(player)[0])
        before = list(log.lines)
        escaped.clear()
        log.show(game, 0)
        new = [line for line in log.lines if line not in before]
        assert [text for text in escaped if text in log.lines] == new
        assert sorted(text for text in escaped if text not in log.lines) == HEADER
    assert len(log.lines) > 20
    items = "".join(f"<li>{original(line)}</li>" for line in reversed(log.lines))
    assert items in log.widget.value
    log.show(game, 0)  # the same lines again: nothing to escape
    escaped.clear()
    log.show(game, 0)
    assert sorted(escaped) == HEADER  # the box's height and its name only, no line


def test_the_move_log_asks_only_for_the_lines_it_shows() -> None:
    """The log shows its last `limit` lines and asks the game for no more."""
    game = PolymerChains(["Ada", "Ben"], seed=2)
    for _move in range(12):
        player = game.to_move()[0]
        game.apply(player, game.legal_actions(player)[0])
    log = MoveLog(limit=5)
    log.show(game, 1)
    assert log.lines == game.narrate(1, skip=movelog_module.QUIET)[-5:]


def test_periodyx_latest_turns_word_only_the_results_shown(monkeypatch) -> None:
    """The latest-turns panel shows 4 results: it words those 4, read from the end of the
    log, not every result of the game."""
    worded: list[Event] = []
    word = periodyx_view.word

    def spy(event: Event, reader: Reader) -> str:
        worded.append(event)
        return word(event, reader)

    monkeypatch.setattr(periodyx_view, "word", spy)
    results = [Event("compare", None, {"cards": ["Na", "K"], "taker": None, "void": "nobody"})
               for _ in range(200)]
    hidden = Event("draw", 0, {"cards": ["Au"]}, (0,))
    events = [e for result in results for e in (result, hidden)]
    lines = periodyx_view.turn_results(events, Reader(["Ada", "Ben"]))
    assert len(lines) == 4
    assert [id(e) for e in worded] == [id(e) for e in reversed(results[-4:])]
