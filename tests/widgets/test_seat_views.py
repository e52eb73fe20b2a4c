"""Seat views over one core Table (DESIGN.md, "Tables and seats"; issue 22): a view per seat
and the projector's, as the table server makes them. A view of a seat holds that seat's
observation and nothing else, sends that seat's moves, and redraws when the table changes,
whichever view (or bot) changed it.

The secret check walks the complete synced state of every widget of a view (all traits that
`get_state()` sends, anywidget `_esm` and SVG/HTML text included) after each move, and
compares it with the state the same view draws after everything its seat may not know (the
others' hands and face-down cards, the deck, the others' sealed bids) is dealt afresh: a
view that held another seat's hidden card or bid would differ. (Searching the state for the
hidden cards' names cannot work: "H" or "Fe" are on every board anyway.)
"""

from __future__ import annotations

import random
from collections.abc import Callable
from typing import Any

import ipywidgets as w
import pytest

from chemteach.core.match import Seat
from chemteach.core.table import Table, TableError
from chemteach.games.bond import BOTS as BOND_BOTS
from chemteach.games.bond import Bond
from chemteach.games.bond.widget import BondGame
from chemteach.games.monopoly import BOTS as MONOPOLY_BOTS
from chemteach.games.monopoly import Bid, ChemistryMonopoly
from chemteach.games.monopoly.widget import MonopolyGame
from chemteach.games.periodyx import BOTS as PERIODYX_BOTS
from chemteach.games.periodyx import Periodyx
from chemteach.games.periodyx.widget import PeriodyxGame
from chemteach.games.polymer import BOTS as POLYMER_BOTS
from chemteach.games.polymer import PolymerChains
from chemteach.games.polymer.widget import PolymerGame
from chemteach.widgets import seat_view
from chemteach.widgets.closing import live_widgets
from chemteach.widgets.table import GameTable

from .test_widget_state_secrets import (
    BOND_RULES,
    MODEL_REF,
    first_difference,
    own_state,
    permute_bond,
    permute_monopoly,
    permute_periodyx,
)


def a_table(game_cls: type, bots: dict, names: list[str], seed: int, rules: Any = None) -> Table:
    seats = [Seat(n) for n in names]
    return Table(game_cls(names, rules, seed), seats, bots=bots)


def tree_state(view: GameTable) -> list[str]:
    """Every widget of the view (shown or not) by its synced state, references to other
    widgets left out (their ids differ between equal widgets; each is in the list itself)."""
    return sorted(MODEL_REF.sub("IPY_MODEL", own_state(x)) for x in view.widgets())


# ----- the views and their controls ------------------------------------------------------------
def test_a_seat_view_has_no_teachers_controls_and_no_cover():
    table = a_table(PolymerChains, POLYMER_BOTS, ["Ada", "Ben"], 5)
    ada = table.join("Ada")
    view = PolymerGame.at_seat(table, ada.token)
    labels = [x.description for x in view.widgets() if isinstance(x, w.Button)]
    for control in ("Undo", "New game", "Rematch", "Time's up", "Save game", "Load game"):
        assert not any(control in label for label in labels), (control, labels)
    assert view.buttons is None and view.saveload is None and view.names is None
    assert not view.pass_device.covered and view.viewer() == 0
    view.undo()
    assert view.status.text == "Only the teacher's screen can do that."
    with pytest.raises(Exception, match="teacher"):
        view.save_text()
    view.close()


def test_seat_view_picks_the_games_own_view_for_a_token_and_the_projector_for_none():
    for game_cls, bots, cls in [(PolymerChains, POLYMER_BOTS, PolymerGame),
                                (Bond, BOND_BOTS, BondGame),
                                (Periodyx, PERIODYX_BOTS, PeriodyxGame),
                                (ChemistryMonopoly, MONOPOLY_BOTS, MonopolyGame)]:
        table = a_table(game_cls, bots, ["Ada", "Ben"], 3)
        ben = table.join("Ben", seat=1)
        view = seat_view(table, ben.token, lang="ja")
        assert type(view) is cls and view.viewer() == 1 and view.lang == "ja"
        projector = seat_view(table, None)
        assert type(projector) is cls and projector.viewer() is None
        assert projector.buttons is None
        view.close()
        projector.close()


def test_a_token_of_no_seat_and_a_view_of_another_game_are_refused_with_a_sentence():
    table = a_table(PolymerChains, POLYMER_BOTS, ["Ada", "Ben"], 3)
    with pytest.raises(TableError, match="join again"):
        PolymerGame.at_seat(table, "not a token")
    with pytest.raises(TableError, match="This table plays Polymer Chains"):
        BondGame.projector(table)


def test_two_views_of_one_table_see_each_others_moves():
    table = a_table(PolymerChains, POLYMER_BOTS, ["Ada", "Ben"], 5)
    ada, ben = table.join("Ada"), table.join("Ben")
    mine, yours = PolymerGame.at_seat(table, ada.token), PolymerGame.at_seat(table, ben.token)
    wall = PolymerGame.projector(table)
    assert "Ada" in mine.prompt.value and "your turn" in mine.prompt.value
    board_before = yours.board.svg
    assert mine.click(mine.legal_cells[0])
    assert len(table.game.history) == 1
    assert yours.board.svg != board_before, "Ben's view is redrawn by Ada's move"
    assert "Ben" in yours.prompt.value and "your turn" in yours.prompt.value
    # Ada's device and the wall say whose turn it is, never "your turn" for Ben's
    assert "your turn" not in mine.prompt.value and "is placing" in mine.prompt.value
    assert "your turn" not in wall.prompt.value and "Ben" in wall.prompt.value
    placed = [line for line in wall.log.lines if line.startswith("Ada places")]
    assert placed and placed[0] in yours.log.lines  # each log worded for its reader:
    assert yours.log.lines[-1].startswith("You draw")  # "You draw" to Ben,
    assert wall.log.lines[-1].startswith("Ben draws")  # "Ben draws" on the wall
    assert "Ada" in yours.status.text  # the news of Ada's move, worded for Ben
    before = mine.board.svg
    assert yours.click(yours.legal_cells[0])
    assert mine.board.svg != before and wall.board.svg == mine.board.svg
    assert "You" not in wall.status.text  # the projector reads nobody's "you"


def test_a_seat_view_refuses_a_move_out_of_turn_and_the_projector_any_move():
    table = a_table(PolymerChains, POLYMER_BOTS, ["Ada", "Ben"], 5)
    ada, ben = table.join("Ada"), table.join("Ben")
    yours = PolymerGame.at_seat(table, ben.token)
    wall = PolymerGame.projector(table)
    cell = yours.legal_cells[0]
    assert not yours.click(cell)
    assert yours.status.kind == "error" and yours.status.text == \
        "Wait a moment: it is Ada's turn."
    assert not wall.click(cell) and "own screens" in wall.status.text
    assert not yours.submit(table.game.legal_actions(0)[0], player=0)
    assert yours.status.text == "This screen plays only its own seat."
    assert table.game.history == []
    table.move(ada.token, table.game.legal_actions(0)[0])
    assert yours.click(yours.legal_cells[0]) and len(table.game.history) == 2


def test_a_closed_view_stops_listening_and_the_shared_table_goes_on():
    table = a_table(PolymerChains, POLYMER_BOTS, ["Ada", "Ben"], 5)
    ada, ben = table.join("Ada"), table.join("Ben")
    mine, yours = PolymerGame.at_seat(table, ada.token), PolymerGame.at_seat(table, ben.token)
    yours.close()
    assert mine.click(mine.legal_cells[0])  # no error from the closed view's listener
    assert not table.closed and len(table._listeners) == 1


def test_the_notebook_view_is_a_seat_view_too_and_a_second_view_sees_its_moves():
    """The hot seat holds every person's token: another view of its table (a projector on
    the wall) is redrawn by the notebook's moves, undo and new game."""
    table = PolymerGame(["Ada", "greedy"], seed=5, bot_delay=0)
    wall = PolymerGame.projector(table.table)
    table.click(table.legal_cells[0])  # Ada's move and the bot's reply
    assert len(table.game.history) == 2 and wall.board.svg == table.board.svg
    table.undo()
    assert table.game.history == [] and wall.board.svg == table.board.svg
    table.rematch()
    assert wall.game is table.game and wall.board.svg == table.board.svg
    table.close()
    assert table.table.closed


def test_a_bot_on_the_tables_clock_redraws_every_view():
    ticks: list[Callable[[], None]] = []
    seats = [Seat("Ada"), Seat("greedy", POLYMER_BOTS["greedy"]())]
    table = Table(PolymerChains(["Ada", "greedy"], seed=5), seats, bots=POLYMER_BOTS,
                  bot_delay=1.0, schedule=lambda delay, fn: ticks.append(fn))
    ada = table.join("Ada")
    mine = PolymerGame.at_seat(table, ada.token)
    assert mine.click(mine.legal_cells[0])
    assert mine.busy and "greedy is thinking" in mine.status.text
    ticks.pop()()
    assert not mine.busy and len(table.game.history) == 2
    assert "your turn" in mine.prompt.value


# ----- no seat view holds another seat's secrets ------------------------------------------------
def check_view(view: GameTable, permute, rng: random.Random) -> None:
    """The view's complete widget state is what it draws after its seat's unknowns are dealt
    afresh; then the game is put back as it was."""
    game = view.game
    before = tree_state(view)
    saved = game.clone()
    permute(game, view.viewer(), rng)
    view.refresh()
    after = tree_state(view)
    game.__dict__.update(saved.__dict__)
    view.refresh()
    assert before == after, (view.viewer(), first_difference(before, after))


def play_three_seats(cls: type[GameTable], table: Table, permute, seed: int,
                     moves: int, pick=None) -> list[GameTable]:
    """Three people, a seat view each and the projector; random legal moves through the
    views, every view checked after every move."""
    tokens = [table.join(name, seat=i).token for i, name in enumerate(["Ada", "Ben", "Cy"])]
    views = [cls.at_seat(table, token) for token in tokens] + [cls.projector(table)]
    rng = random.Random(seed)
    made = 0
    while made < moves and not table.game.is_over():
        for view in views:
            check_view(view, permute, rng)
        people = table.match.people_to_move()
        assert people, table.game.to_move()
        player = rng.choice(people)
        view = views[player]
        if getattr(view, "showing_results", False):
            view.next_round()
        action = rng.choice(table.game.legal_actions(player))
        if pick is not None:
            action = pick(table.game, player, action, rng)
        assert view.submit(action), view.status.text
        made += 1
    for view in views:
        check_view(view, permute, rng)
        view.close()
    return views


def test_bond_seat_views_hold_no_other_seats_hand():
    table = a_table(Bond, BOND_BOTS, ["S1", "S2", "S3"], 4, BOND_RULES)
    play_three_seats(BondGame, table, permute_bond, 4, moves=45)
    assert table.game.results or table.game.turn > 3


def test_periodyx_seat_views_hold_no_other_seats_cards():
    table = a_table(Periodyx, PERIODYX_BOTS, ["S1", "S2", "S3"], 2)
    play_three_seats(PeriodyxGame, table, permute_periodyx, 2, moves=40)
    assert len(table.game.history) >= 40 or table.game.is_over()


def test_monopoly_seat_views_hold_no_other_seats_sealed_bid():
    def bid_for_real(game, player, action, rng):
        if isinstance(action, Bid) and game.cash[player] >= game.r.bid_step:
            step = game.r.bid_step
            return Bid(rng.randrange(1, game.cash[player] // step + 1) * step)
        return action

    def decline_to_auction(game, player, action, rng):
        legal = game.legal_actions(player)
        declines = [a for a in legal if a.kind == "decline"]
        return declines[0] if declines else bid_for_real(game, player, action, rng)

    table = a_table(ChemistryMonopoly, MONOPOLY_BOTS, ["S1", "S2", "S3"], 1,
                    {"round_limit": 3})
    play_three_seats(MonopolyGame, table, permute_monopoly, 1, moves=60, pick=decline_to_auction)
    assert any(e.kind in ("sold", "unsold") for e in table.game.events), \
        "an auction closed: sealed bids were checked while it was open"


def test_a_seat_view_makes_no_widget_outside_its_tree():
    before = {id(x) for x in live_widgets()}
    table = a_table(Bond, BOND_BOTS, ["S1", "S2", "S3"], 2, BOND_RULES)
    views = play_three_seats(BondGame, table, permute_bond, 2, moves=20)
    assert all(v.closed for v in views)
    assert [type(x).__name__ for x in live_widgets() if id(x) not in before] == []


@pytest.mark.parametrize("game_cls, bots, cls, permute", [
    (Bond, BOND_BOTS, BondGame, permute_bond),
    (Periodyx, PERIODYX_BOTS, PeriodyxGame, permute_periodyx),
])
def test_the_check_sees_a_hand_in_a_view(game_cls, bots, cls, permute):
    """The check is not empty: dealing seat 0's own cards afresh changes seat 0's view."""
    table = a_table(game_cls, bots, ["S1", "S2", "S3"], 3)
    view = cls.at_seat(table, table.join("Ada").token)
    with pytest.raises(AssertionError):
        check_view_as(view, permute, seat=1)
    view.close()


def check_view_as(view: GameTable, permute, seat: int) -> None:
    """`check_view`, but dealing afresh what `seat` may not know (seat 0's hand among it)."""
    game = view.game
    before = tree_state(view)
    saved = game.clone()
    permute(game, seat, random.Random(1))
    view.refresh()
    after = tree_state(view)
    game.__dict__.update(saved.__dict__)
    view.refresh()
    assert before == after


def test_a_pause_is_said_on_every_view_and_a_move_meanwhile_is_refused():
    table = a_table(PolymerChains, POLYMER_BOTS, ["Ada", "Ben"], 5)
    mine = PolymerGame.at_seat(table, table.join("Ada").token)
    table.pause()
    assert mine.status.text == "Your teacher has paused this table: wait a moment."
    assert not mine.click(mine.legal_cells[0]) and table.game.history == []
    assert mine.status.kind == "error" and "paused" in mine.status.text
    table.resume()
    assert mine.click(mine.legal_cells[0]) and len(table.game.history) == 1


def test_a_seat_view_names_no_rematch_button_it_does_not_have():
    game = PolymerChains(["Ada", "Ben"], {"target_score": 3}, 5)
    table = Table(game, [Seat("Ada"), Seat("Ben")], bots=POLYMER_BOTS)
    tokens = [table.join("Ada").token, table.join("Ben").token]
    views = [PolymerGame.at_seat(table, t) for t in tokens]
    while not table.game.is_over():
        player = table.match.people_to_move()[0]
        assert views[player].click(views[player].legal_cells[0])
    assert "Game over!" in views[0].prompt.value and "Rematch" not in views[0].prompt.value
    notebook = PolymerGame(game=table.game.clone(), bot_delay=0)
    assert "Rematch" in notebook.prompt.value


def test_in_the_periodyx_match_race_each_seat_view_claims_for_its_own_seat_only():
    from chemteach.games.periodyx.observation import CLAIMS

    table = a_table(Periodyx, PERIODYX_BOTS, ["S1", "S2", "S3"], 2)
    tokens = [table.join(name, seat=i).token for i, name in enumerate(["Ada", "Ben", "Cy"])]
    rng = random.Random(2)
    while table.game.stage != CLAIMS:  # seed 2: a Match race within 30 moves
        assert len(table.game.history) < 60 and not table.game.is_over()
        player = table.match.people_to_move()[0]
        table.move(tokens[player], rng.choice(table.game.legal_actions(player)))
    racing = table.match.people_to_move()
    assert len(racing) > 1
    for seat in racing:
        view = PeriodyxGame.at_seat(table, tokens[seat])
        assert view.viewer() == seat and view.controls.children == (view.race_box,)
        assert view.race_box.children[1:] == (view._claim_rows[seat],)
        assert "Your cards" in view.hand_label.value  # a device of its own: the hand shows
        view.close()
    wall = PeriodyxGame.projector(table)
    assert wall.controls.children == () and wall.hand_board.svg == ""
    notebook_like = PeriodyxGame.projector(table)
    assert not notebook_like.claim(racing[0], "metal") and "own screens" in \
        notebook_like.status.text


def test_views_moving_at_once_on_their_own_threads_are_taken_one_at_a_time():
    """The server case: each device's view sends its move on its own thread at the same
    moment (Bond!'s simultaneous Bond!-or-keep-playing); the table takes them one at a time
    and every view is redrawn, without an error on any status line."""
    import threading

    from chemteach.games.bond import Declare

    table = a_table(Bond, BOND_BOTS, ["S1", "S2", "S3"], 3)
    tokens = [table.join(name, seat=i).token for i, name in enumerate(["Ada", "Ben", "Cy"])]
    views = [BondGame.at_seat(table, t) for t in tokens]
    assert table.game.phase == "declare" and table.match.people_to_move() == [0, 1, 2]
    go = threading.Barrier(3)
    done: list[bool] = []

    def declare(view: BondGame) -> None:
        go.wait()
        done.append(view.submit(Declare(False)))

    threads = [threading.Thread(target=declare, args=(view,)) for view in views]
    for thread in threads:
        thread.start()
    for thread in threads:
        thread.join()
    assert done == [True, True, True]
    assert table.game.phase == "discard"
    for view in views:
        assert view.status.kind != "error", view.status.text
        assert view.discard_row.layout.display != "none"  # each redrawn for the discards
        view.close()


# ----- the review of the seat views (s7-seat) ---------------------------------------------------
def test_a_seat_view_whose_seat_was_left_and_taken_by_another_shows_no_hand():
    """Ben leaves, Dan takes seat 1 on his own device: Ben's old page must not show Dan's
    hand (the view checks its token after every join, leave and restart)."""
    table = a_table(Bond, BOND_BOTS, ["S1", "S2", "S3"], 4)
    table.join("Ada", seat=0)
    ben = table.join("Ben", seat=1)
    old = BondGame.at_seat(table, ben.token)
    assert old.viewer() == 1 and old.observation().hand
    table.leave(ben.token)
    dan = table.join("Dan", seat=1)
    assert old.viewer() is None and old.observation().hand == ()
    assert "join again" in old.status.text and old.status.kind == "error"
    check_view_as(old, permute_bond, seat=None)  # no hand of any seat in its widgets
    assert not old.submit(table.game.legal_actions(1)[0])
    assert "join again" in old.status.text and table.game.history == []
    dans = BondGame.at_seat(table, dan.token)
    assert dans.viewer() == 1 and dans.observation().hand
    table.move(dan.token, table.game.legal_actions(1)[0])  # later changes: still nobody's
    assert old.viewer() is None and "join again" in old.status.text
    check_view_as(old, permute_bond, seat=None)


def test_a_seat_view_whose_seat_became_a_bots_or_went_away_shows_public_information():
    table = a_table(Bond, BOND_BOTS, ["Ada", "Ben", "Cy"], 4)
    tokens = [table.join(name, seat=i).token for i, name in enumerate(["Ada", "Ben", "Cy"])]
    bens, cys = BondGame.at_seat(table, tokens[1]), BondGame.at_seat(table, tokens[2])
    seats = [Seat("Ada"), Seat("medium", BOND_BOTS["medium"]()), Seat("Cy")]
    table.restart(Bond(["Ada", "medium", "Cy"], None, 7), seats)  # Ben's seat: a bot's
    assert bens.viewer() is None and bens.observation().hand == ()
    assert "join again" in bens.status.text
    check_view_as(bens, permute_bond, seat=None)
    assert cys.viewer() == 2 and cys.observation().hand  # Cy still holds seat 2
    table.restart(Bond(["Ada", "Cy"], None, 8), [Seat("Ada"), Seat("Cy")])  # two seats
    for view in (bens, cys):
        assert view.viewer() is None and "join again" in view.status.text
        assert "Something went wrong" not in view.status.text
    assert len(table._listeners) == 2  # neither view broke (a failing listener is dropped)


def test_a_view_of_a_closed_table_says_so_and_its_moves_are_neither_made_nor_saved(tmp_path):
    import json

    save = tmp_path / "t.json"
    seats = [Seat("Ada"), Seat("greedy", POLYMER_BOTS["greedy"]())]
    table = Table(PolymerChains(["Ada", "greedy"], None, 5), seats, bots=POLYMER_BOTS,
                  save_path=save)
    view = PolymerGame.at_seat(table, table.join("Ada").token)
    wall = PolymerGame.projector(table)
    table.close()
    for shown in (view, wall):
        assert shown.status.text == "This table has been closed by your teacher."
    assert not view.click(view.legal_cells[0])
    assert view.status.text == "This table has been closed by your teacher."
    assert table.game.history == [] and json.loads(save.read_text())["actions"] == []
    with pytest.raises(TableError, match="closed by your teacher"):
        PolymerGame.projector(table)


def test_the_first_view_of_a_table_sets_its_bots_going():
    ticks: list[Callable[[], None]] = []
    seats = [Seat("greedy", POLYMER_BOTS["greedy"]()), Seat("Ada")]
    table = Table(PolymerChains(["greedy", "Ada"], None, 5), seats, bots=POLYMER_BOTS,
                  bot_delay=1.0, schedule=lambda delay, fn: ticks.append(fn))
    mine = PolymerGame.at_seat(table, table.join("Ada").token)
    wall = PolymerGame.projector(table)
    assert len(ticks) == 1  # one bot move on the clock, not one per view
    assert mine.busy and "greedy is thinking" in mine.status.text
    ticks.pop()()
    assert len(table.game.history) == 1 and not mine.busy and not wall.busy
    assert "your turn" in mine.prompt.value


def test_a_projector_of_a_table_of_bots_plays_it_to_the_end_and_names_no_rematch():
    """A table nobody played (here: bots only, as resumed by a server) goes on once a view is
    made; Periodyx's results panel names the Rematch button only on the notebook's table."""
    from chemteach.games.periodyx.widget import play as play_periodyx

    names = ["smart", "random"]
    table = Table(Periodyx(names, None, 3), [Seat(n, PERIODYX_BOTS[n]()) for n in names],
                  bots=PERIODYX_BOTS)
    wall = PeriodyxGame.projector(table)
    assert table.game.is_over()
    assert "Game over!" in wall.results.value and "Rematch" not in wall.results.value
    notebook = play_periodyx(names, seed=3, bot_delay=0)
    assert notebook.game.is_over() and "Rematch" in notebook.results.value


def test_after_the_cover_lifts_a_line_nobody_was_told_is_spoken():
    """Hot seat, screen reader: what everyone heard under the cover is not said again to the
    person who takes the device, but a line that was not told under the cover (a bot asking
    that person) is: it was once counted as said because its event was visible to all."""
    import chemteach.widgets.table as table_module

    ticks: list[Callable[[], None]] = []
    later, table_module.later = table_module.later, lambda delay, fn: ticks.append(fn)
    try:
        game = PeriodyxGame(["Ada", "Ben", "medium"], seed=3, bot_delay=0.5)
        rng = random.Random(7)
        for _ in range(4):
            if game.pass_device.covered:
                game.pass_device.reveal()
            people = game.match.people_to_move()
            game.submit(rng.choice(game.game.legal_actions(people[0])), player=people[0])
            while ticks:
                ticks.pop(0)()
    finally:
        table_module.later = later
    assert game.pass_device.covered
    under_cover = {id(event) for event, _line in game._told(game._mark)}
    serial = game.status.widget.serial
    game.pass_device.reveal()
    new = [line for event, line in game._told(game._mark) if id(event) not in under_cover]
    assert new, "seed 3: a line for the person at the device only"
    assert game.status.widget.serial == serial + 1
    assert game.status.widget.spoken == " ".join(new)


def test_a_move_made_but_not_saved_is_drawn_on_every_view_with_a_sentence(tmp_path, monkeypatch):
    import chemteach.core.table as core_table

    table = Table(PolymerChains(["Ada", "Ben"], None, 5), [Seat("Ada"), Seat("Ben")],
                  bots=POLYMER_BOTS, save_path=tmp_path / "t.json")
    mine = PolymerGame.at_seat(table, table.join("Ada").token)
    yours = PolymerGame.at_seat(table, table.join("Ben").token)

    def full(_path, _text):
        raise OSError(28, "No space left on device")

    monkeypatch.setattr(core_table, "write_atomically", full)
    assert mine.click(mine.legal_cells[0])
    assert mine.status.kind == "error"
    assert mine.status.text.startswith("The move was made but could not be saved")
    assert "Something went wrong" not in mine.status.text
    assert len(table.game.history) == 1 and table.game.to_move() == (1,)
    # both drawn after the move: Ben's turn, on Ben's device and on Ada's
    assert "your turn" in yours.prompt.value and "Ben" in yours.prompt.value
    assert "Ben" in mine.prompt.value and "is placing" in mine.prompt.value
    assert mine.board.svg == yours.board.svg


def test_a_projector_made_again_by_a_cell_run_again_replaces_the_old_one(monkeypatch):
    import chemteach.widgets.table as table_module

    hot = PolymerGame(["Ada", "Ben"], seed=5, bot_delay=0)
    run = ["run 1"]
    monkeypatch.setattr(table_module, "running_cell", lambda: ("wall cell", run[0]))
    walls = []
    for i in range(3):  # the teacher runs "PolymerGame.projector(hot.table)" three times
        run[0] = f"run {i}"
        walls.append(PolymerGame.projector(hot.table))
    assert [w.closed for w in walls] == [True, True, False]
    assert len(hot.table._listeners) == 2  # the hot seat's and the last wall's
    run[0] = "run 3"
    seat = PolymerGame.at_seat(hot.table, hot._tokens[0])
    assert walls[-1].closed and not seat.closed
    monkeypatch.setattr(table_module, "running_cell", lambda: None)
    hot.close()  # the notebook's table closed: the view left of it says so
    assert seat.status.text == "This table has been closed by your teacher."


def test_the_bond_projector_follows_the_rounds_without_a_click():
    table = a_table(Bond, BOND_BOTS, ["S1", "S2", "S3"], 4)
    tokens = [table.join(name, seat=i).token for i, name in enumerate(["Ada", "Ben", "Cy"])]
    views = [BondGame.at_seat(table, token) for token in tokens]
    wall = BondGame.projector(table)
    rng = random.Random(1)
    while not table.game.results:
        player = table.match.people_to_move()[0]
        table.move(tokens[player], rng.choice(table.game.legal_actions(player)))
    assert wall.showing_results and all(v.showing_results for v in views)
    table.move(tokens[0], rng.choice(table.game.legal_actions(0)))  # the next round goes on
    assert not wall.showing_results
    assert wall.pass_device.widget.layout.display != "none"
    assert views[0].viewer() == 0 and not views[0].showing_results  # its own seat moved
    assert views[1].showing_results  # Ben has not pressed Next round (nor moved) yet
    views[1].next_round()
    assert not views[1].showing_results


def test_the_hot_seats_new_game_starts_the_clock_again_and_undo_and_load_keep_it():
    hot = PolymerGame(["Ada", "greedy"], seed=5, bot_delay=0)
    calls: list[dict] = []
    restart = hot.table.restart

    def recorded(game, seats=None, **kw):
        calls.append(kw)
        restart(game, seats, **kw)

    hot.table.restart = recorded  # type: ignore[method-assign]
    hot.click(hot.legal_cells[0])
    hot.undo()
    saved = hot.game.clone()
    hot.rematch()
    hot.load_game(saved)
    assert [c.get("fresh_clock", False) for c in calls] == [False, True, False]
    assert [c.get("keep_seats", True) for c in calls] == [True, True, False]


def _bond_block_phase(scythe_holder: int) -> tuple[Table, list[Any]]:
    """Ada (seat 0) declares Bond! holding an argon shield; the fluorine scythe is in
    `scythe_holder`'s hand (Ben 1 or Cy 2), the other hand is alike but for it."""
    from collections import Counter

    from chemteach.games.bond import Declare

    hands = ["H H O C O O N Ar", "H H H H H H H C", "H H H H H H H C"]
    hands[scythe_holder] = hands[scythe_holder].replace("C", "F")
    names = ["Ada", "Ben", "Cy"]
    game = Bond(names, None, 1)
    game.hands = [Counter(h.split()) for h in hands]
    rest = Counter(game.full_deck)
    for hand in game.hands:
        rest.subtract(hand)
    game.deck, game.pile = sorted(rest.elements()), []
    table = Table(game, [Seat(n) for n in names], bots=BOND_BOTS)
    tickets = [table.join(n) for n in names]
    table._tokens_for_test = [t.token for t in tickets]  # type: ignore[attr-defined]
    views = [BondGame.at_seat(table, t.token) for t in tickets]
    views.append(BondGame.projector(table))
    for seat, ticket in enumerate(tickets):
        table.move(ticket.token, Declare(seat == 0))
    assert table.game is game and game.phase == "block" and game.to_move() == (1, 2)
    return table, views


def test_in_bonds_block_phase_the_declarer_never_learns_who_holds_the_scythe():
    """The block phase exists so that nobody learns who holds a fluorine scythe: Ada's view
    (and the projector's) hold the same state whether Ben or Cy has it, and no other seat's
    Block buttons; the holder's view alone offers the block."""
    from chemteach.games.bond import Block

    ben_table, ben_views = _bond_block_phase(1)
    cy_table, cy_views = _bond_block_phase(2)
    try:
        holder = [x.description for x in ben_views[1].block_buttons]
        other = [x.description for x in ben_views[2].block_buttons]
        assert any("Block Ada" in label for label in holder) and other == ["Let Bond! stand"]
        assert tree_state(ben_views[1]) != tree_state(cy_views[1])  # the check sees a scythe
        for step in range(2):
            if step:  # Cy lets Bond! stand (with a scythe or without): still nothing told
                for table in (ben_table, cy_table):
                    table.move(table._tokens_for_test[2], Block(()))
            for at_ben, at_cy in ((ben_views[0], cy_views[0]), (ben_views[3], cy_views[3])):
                ben_state, cy_state = tree_state(at_ben), tree_state(at_cy)
                assert ben_state == cy_state, first_difference(ben_state, cy_state)
                labels = [x.description for x in at_ben.widgets() if isinstance(x, w.Button)]
                assert not any("Block" in label or "Bond! stand" in label for label in labels)
                assert at_ben.block_buttons == []
    finally:
        for view in ben_views + cy_views:
            view.close()
