"""The move log shows the events one player may see, newest first."""

from chemteach.core import Event
from chemteach.games.polymer import PolymerChains
from chemteach.widgets import MoveLog


def test_newest_first_and_quiet_kinds_skipped():
    log = MoveLog()
    log.update([Event("round", "Round 1 begins."), Event("place", "Ada places"),
                Event("place", "Ben places")])
    assert log.lines == ["Ada places", "Ben places"]
    assert log.widget.value.index("Ben places") < log.widget.value.index("Ada places")


def test_hidden_events_stay_hidden():
    events = [Event("deal", "You get H, H, O", visible_to=(0,)), Event("turn", "Ben discards")]
    log = MoveLog()
    log.update(e for e in events if e.visible(1))
    assert log.lines == ["Ben discards"]


def test_log_of_a_real_game_and_limit():
    game = PolymerChains(["Ada", "Ben"], seed=2)
    for _ in range(6):
        game.apply(game.to_move()[0], game.legal_actions(game.to_move()[0])[0])
    log = MoveLog(limit=3)
    log.update(game.visible_events(None))
    assert len(log.lines) == 3
    assert log.lines[-1] == game.events[-1].text
