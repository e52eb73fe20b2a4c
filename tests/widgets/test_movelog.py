"""The move log shows the events one player may read, worded for them, newest first."""

from chemteach.games.periodyx import Periodyx
from chemteach.games.polymer import PolymerChains
from chemteach.games.polymer.widget import PolymerGame
from chemteach.widgets import MoveLog
from chemteach.widgets.movelog import news


def _play(game, moves: int) -> None:
    for _ in range(moves):
        player = game.to_move()[0]
        game.apply(player, game.legal_actions(player)[0])


def test_newest_first_and_quiet_kinds_skipped():
    game = PolymerChains(["Ada", "Ben"], seed=2)
    _play(game, 2)
    log = MoveLog()
    log.show(game, None)
    assert not any(line.startswith("Round ") for line in log.lines)  # "round" is quiet
    assert log.lines[-1].startswith("Ada draws") and log.lines[-2].startswith("Ben places")
    assert log.widget.value.index("Ada draws") < log.widget.value.index("Ben places")


def test_the_log_says_you_to_its_reader_and_names_the_others():
    game = PolymerChains(["Ada", "Ben"], seed=2)
    _play(game, 2)
    log = MoveLog()
    log.show(game, 0)
    assert any(line.startswith("You place the") for line in log.lines)
    assert any(line.startswith("Ben places the") for line in log.lines)
    assert not any("Ada" in line for line in log.lines)


def test_hidden_events_stay_hidden():
    game = Periodyx(["Ada", "Ben"], seed=3)
    log = MoveLog()
    log.show(game, 1)
    assert any(line.startswith("Your cards:") for line in log.lines)
    assert not any("Ada's cards" in line for line in log.lines)
    log.show(game, None)
    assert not any("cards:" in line for line in log.lines)


def test_log_of_a_real_game_and_limit():
    game = PolymerChains(["Ada", "Ben"], seed=2)
    _play(game, 6)
    log = MoveLog(limit=3)
    log.show(game, None)
    assert len(log.lines) == 3
    assert log.lines[-1] == game.word(game.events[-1], None)


def test_the_news_keeps_the_first_and_latest_and_counts_the_rest():
    """Issue 8 item 3: a long turn of bots is summarised, never cut mid-word."""
    lines = [f"Move {i}." for i in range(1, 8)]
    assert news(lines[:4], "Ben is thinking\u2026") == (
        "Move 1. Move 2. Move 3. Move 4. Ben is thinking\u2026")
    assert news(lines) == "Move 1. 4 more moves are in the move log; then: Move 6. Move 7."
    assert news(lines[:5]) == "Move 1. 2 more moves are in the move log; then: Move 4. Move 5."
    assert news([]) == ""


def test_the_status_line_says_you_and_short_forms_the_log_keeps_in_full():
    table = PolymerGame(["Ada", "greedy"], seed=5, bot_delay=0)
    table.click(table.legal_cells[0])
    assert table.status.text.startswith("You score ") and "greedy scores " in table.status.text
    assert "You place the" in " ".join(table.log.lines)


def test_the_news_never_counts_away_the_readers_own_happenings():
    """Play-test: your card and your auction won were counted into "N more moves"."""
    lines = [f"Move {i}." for i in range(1, 12)]
    assert news(lines, keep=[5]) == (
        "Move 1. 4 more moves are in the move log; then: Move 6. 3 more moves are in the move "
        "log; then: Move 10. Move 11.")
    # a single line between two kept ones is shown, not counted
    assert news(lines[:6], keep=[2]) == (
        "Move 1. Move 2. Move 3. Move 4. Move 5. Move 6.")
    # at most NEWS_MOST lines in all: the latest of the reader's own are kept first
    kept = news(lines, keep=range(1, 11))
    assert kept == ("Move 1. 3 more moves are in the move log; then: Move 5. Move 6. Move 7. "
                    "Move 8. Move 9. Move 10. Move 11.")
    many = [f"Move {i}." for i in range(1, 21)]
    kept = news(many, keep=range(1, 20, 2))
    assert kept.count("Move ") == 8, kept  # single lines between kept ones count too
    assert kept.endswith("Move 19. Move 20.")


def test_the_log_is_a_named_group_that_the_keyboard_can_scroll():
    """Issue 18, item 34: the log was a scrolling box no key could reach (axe-core's
    scrollable-region-focusable): its scrolling box is now a group named "Moves" that
    takes the focus (Tab, then the arrow keys scroll it), and a game may set its height."""
    import re

    game = PolymerChains(["Ada", "Ben"], seed=2)
    _play(game, 6)
    log = MoveLog(height="9em")
    log.show(game, None)
    box = re.match(r"<div ([^>]*)>", log.widget.value)
    assert box is not None, log.widget.value[:200]
    attrs = dict(re.findall(r'([\w-]+)="([^"]*)"', box.group(1)))
    assert attrs.get("tabindex") == "0" and attrs.get("role") == "group"
    assert attrs.get("aria-label") == "Moves"
    assert "max-height:9em" in attrs["style"] and "overflow:auto" in attrs["style"]
    assert log.widget.layout.max_height is None  # the widget's own box does not scroll


def test_each_line_is_escaped_once_and_at_most_twice_the_limit_are_kept(monkeypatch):
    """A redraw after every move escapes only the lines new since the last one; the log
    keeps at most 2 x `limit` escaped items, dropping those of lines no longer shown (never
    the shown ones, which would then be escaped again)."""
    import html
    from types import SimpleNamespace

    from chemteach.widgets import movelog

    escaped: list[str] = []

    def escape(text: str, quote: bool = True) -> str:
        escaped.append(text)
        return html.escape(text, quote)

    monkeypatch.setattr(movelog, "html", SimpleNamespace(escape=escape))
    log = MoveLog(limit=3)
    lines = [f"Ada plays <card {i}> & wins" for i in range(40)]
    log.update(lines[:4])
    assert [t for t in escaped if t in lines] == lines[1:4]
    for n in range(5, 41):  # one move at a time: only the new line is escaped
        log.update(lines[:n])
        assert len(log._items) <= 6 and set(lines[n - 3:n]) <= set(log._items)
    assert [t for t in escaped if t in lines] == lines[1:], "no line escaped twice"
    assert "&lt;card 39&gt; &amp; wins" in log.widget.value
    assert "<card" not in log.widget.value
