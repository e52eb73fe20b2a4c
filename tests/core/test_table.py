"""The table model without a browser: join, seats and tokens, moves checked and saved before
anyone is told, bots' turns, concurrent moves, pause, autosave and resume."""

from __future__ import annotations

import json
import random
import threading
import time
from pathlib import Path

import pytest

from chemteach.core.errors import IllegalAction
from chemteach.core.match import Seat
from chemteach.core.save import load_save
from chemteach.core.table import Change, SaveFailed, Table, TableError
from chemteach.games.bond import BOTS as BOND_BOTS
from chemteach.games.bond import Bond, Declare
from chemteach.games.polymer import BOTS as POLYMER_BOTS
from chemteach.games.polymer import PolymerChains


class FakeClock:
    """A clock the test moves by hand (a table's time played, without waiting)."""

    def __init__(self) -> None:
        self.now = 100.0

    def __call__(self) -> float:
        return self.now


def polymer_table(tmp_path: Path | None = None, players: tuple[str, ...] = ("Seat 1", "Seat 2"),
                  bots: tuple[str, ...] = (), **kw) -> Table:
    seats = [Seat(n) for n in players] + [Seat(b, POLYMER_BOTS[b]()) for b in bots]
    game = PolymerChains([s.name for s in seats], seed=7)
    save = None if tmp_path is None else tmp_path / "table.json"
    return Table(game, seats, bots=POLYMER_BOTS, save_path=save, **kw)


def bond_table(tmp_path: Path | None = None, seed: int = 3, **kw) -> Table:
    seats = [Seat("Seat 1"), Seat("Seat 2")]
    save = None if tmp_path is None else tmp_path / "bond.json"
    return Table(Bond([s.name for s in seats], seed=seed), seats, bots=BOND_BOTS,
                 save_path=save, **kw)


def test_join_takes_the_first_free_seat_and_its_name_before_the_first_move():
    table = polymer_table()
    ada = table.join("Ada")
    ben = table.join("  Ben   Okoro ")
    assert (ada.seat, ben.seat) == (0, 1)
    assert table.game.names == ["Ada", "Ben Okoro"]
    assert table.free_seats() == []
    assert ada.token != ben.token and len(ada.token) >= 24


def test_join_refuses_a_full_table_a_taken_seat_and_names_a_person_cannot_have():
    table = polymer_table(players=("Seat 1", "Seat 2"))
    table.join("Ada", seat=1)
    with pytest.raises(TableError, match="not free"):
        table.join("Ben", seat=1)
    with pytest.raises(IllegalAction, match="name of a bot"):
        table.join("greedy")
    with pytest.raises(IllegalAction, match="(?i)called ada already"):
        table.join("ada")
    with pytest.raises(IllegalAction, match="too long"):
        table.join("x" * 200)
    table.join("Ben")
    with pytest.raises(TableError, match="Every seat"):
        table.join("Cy")


def test_a_seat_token_brings_its_holder_back_to_the_same_seat_and_no_other():
    table = polymer_table()
    ada = table.join("Ada")
    ben = table.join("Ben")
    assert table.seat_of(ada.token) == 0
    assert table.seat_of(ben.token) == 1
    for forged in ("", "x", ada.token[:-1], ben.token + "a", None, 0):
        with pytest.raises(TableError, match="join again"):
            table.seat_of(forged)  # type: ignore[arg-type]
    other = polymer_table()
    with pytest.raises(TableError):
        other.seat_of(ada.token)


def test_a_move_is_checked_by_the_engine_and_a_refusal_changes_nothing():
    table = polymer_table()
    ada = table.join("Ada")
    ben = table.join("Ben")
    before = table.game.to_json()
    with pytest.raises(IllegalAction, match="not your turn"):
        table.move(ben.token, table.game.legal_actions(0)[0])
    assert table.game.to_json() == before
    table.move(ada.token, table.game.legal_actions(0)[0])
    assert len(table.game.history) == 1


def test_every_move_is_saved_before_any_listener_is_told(tmp_path):
    table = polymer_table(tmp_path)
    ada = table.join("Ada")
    table.join("Ben")
    seen: list[tuple[Change, int]] = []
    table.listen(lambda change: seen.append(
        (change, len(load_save(tmp_path / "table.json").history))))
    table.move(ada.token, table.game.legal_actions(0)[0])
    assert seen == [(Change("move", 0, 1), 1)]
    assert load_save(tmp_path / "table.json").to_json() == table.game.to_json()


def test_bots_move_until_a_person_must_decide():
    table = polymer_table(players=("Seat 1",), bots=("greedy", "careless"))
    ada = table.join("Ada")
    table.move(ada.token, table.game.legal_actions(0)[0])
    assert [p for p, _a in table.game.history] == [0, 1, 2]
    assert table.game.to_move() == (0,)


def test_bots_with_a_delay_move_one_move_per_scheduled_tick():
    ticks: list = []
    table = polymer_table(players=("Seat 1",), bots=("greedy", "careless"), bot_delay=0.5,
                          schedule=lambda delay, fn: ticks.append((delay, fn)))
    ada = table.join("Ada")
    table.move(ada.token, table.game.legal_actions(0)[0])
    assert len(table.game.history) == 1 and len(ticks) == 1 and ticks[0][0] == 0.5
    table.play_bots()  # asked again while a tick waits: no second tick
    assert len(ticks) == 1
    ticks.pop()[1]()
    assert len(table.game.history) == 2 and len(ticks) == 1
    ticks.pop()[1]()
    assert len(table.game.history) == 3 and not ticks
    assert table.game.to_move() == (0,)


def test_a_paused_table_takes_no_move_and_counts_no_time():
    clock = FakeClock()
    table = polymer_table(clock=clock)
    ada = table.join("Ada")
    table.join("Ben")
    clock.now += 60
    table.pause()
    clock.now += 600
    with pytest.raises(IllegalAction, match="paused"):
        table.move(ada.token, table.game.legal_actions(0)[0])
    assert table.summary().paused and table.summary().seconds_played == 60
    table.resume()
    clock.now += 30
    table.move(ada.token, table.game.legal_actions(0)[0])
    assert table.summary().seconds_played == 90


def test_bots_wait_while_the_table_is_paused():
    table = polymer_table(players=("Seat 1",), bots=("greedy",))
    ada = table.join("Ada")
    table.pause()
    table.resume()
    table.move(ada.token, table.game.legal_actions(0)[0])
    assert len(table.game.history) == 2
    table.pause()
    table.play_bots()
    assert len(table.game.history) == 2


@pytest.mark.parametrize("seed", range(12))
def test_two_seats_moving_at_the_same_instant_never_lose_or_double_a_move(seed):
    """Bond!'s declaration is simultaneous: both seats send theirs at once, from two
    threads released together; each is applied exactly once, in some order."""
    table = bond_table(seed=seed)
    tickets = [table.join("Ada"), table.join("Ben")]
    told: list[Change] = []

    def slow_page(change: Change) -> None:  # a slow listener widens any race window
        told.append(change)
        time.sleep(0.01)

    table.listen(slow_page)
    slowed(table)
    start = threading.Barrier(2)
    errors: list[BaseException] = []

    def send(ticket):
        start.wait()
        try:
            table.move(ticket.token, Declare(False))
        except BaseException as exc:  # noqa: BLE001 - the test reports it
            errors.append(exc)

    threads = [threading.Thread(target=send, args=(t,)) for t in tickets]
    for thread in threads:
        thread.start()
    for thread in threads:
        thread.join(30)
    assert not errors
    assert sorted(p for p, _a in table.game.history) == [0, 1]
    assert [c.moves for c in told if c.kind == "move"] == [1, 2]


def test_a_second_move_that_is_no_longer_legal_when_its_turn_comes_is_refused():
    table = bond_table()
    ada = table.join("Ada")
    table.join("Ben")
    table.move(ada.token, Declare(False))
    with pytest.raises(IllegalAction):
        table.move(ada.token, Declare(True))
    assert len(table.game.history) == 1


def test_a_listener_that_fails_is_dropped_and_the_others_are_still_told():
    table = polymer_table()
    told: list[str] = []

    def broken(_change):
        raise RuntimeError("a closed page")

    table.listen(broken)
    table.listen(lambda change: told.append(change.kind))
    table.join("Ada")
    table.join("Ben")
    assert told == ["join", "join"]
    assert broken not in table._listeners


def test_a_listener_stopped_is_told_nothing_more():
    table = polymer_table()
    told: list[str] = []
    stop = table.listen(lambda change: told.append(change.kind))
    table.join("Ada")
    stop()
    table.join("Ben")
    assert told == ["join"]


def test_the_seat_file_keeps_digests_of_the_tokens_never_the_tokens(tmp_path):
    table = polymer_table(tmp_path, players=("Seat 1",), bots=("greedy",))
    ada = table.join("Ada")
    text = (tmp_path / "table.seats.json").read_text()
    assert ada.token not in text
    data = json.loads(text)
    assert data["bots"] == [None, "greedy"]
    assert data["token_digests"][1] is None and len(data["token_digests"][0]) == 64


def test_a_resumed_table_goes_on_where_it_stopped_with_its_seats_and_tokens(tmp_path):
    table = polymer_table(tmp_path, players=("Seat 1", "Seat 2"), bots=("greedy",))
    ada = table.join("Ada")
    ben = table.join("Ben")
    rng = random.Random(1)
    for _ in range(5):
        for ticket in (ada, ben):
            table.move(ticket.token, rng.choice(table.game.legal_actions(ticket.seat)))
    table.pause()
    again = Table.resume_from(tmp_path / "table.json", PolymerChains, bots=POLYMER_BOTS)
    assert again.game.to_json() == table.game.to_json()
    assert again.table_id == table.table_id
    assert again.paused
    assert again.seat_of(ben.token) == 1 and again.seat_of(ada.token) == 0
    assert again.free_seats() == []
    again.resume()
    again.move(ada.token, again.game.legal_actions(0)[0])
    again.move(ben.token, again.game.legal_actions(1)[0])
    assert len(again.game.history) == len(table.game.history) + 3  # Ada's, Ben's, the bot's
    assert again.game.to_move() == (0,)


def test_a_server_killed_while_saving_loses_at_most_the_move_in_flight(tmp_path, monkeypatch):
    table = polymer_table(tmp_path)
    ada = table.join("Ada")
    ben = table.join("Ben")
    table.move(ada.token, table.game.legal_actions(0)[0])
    saved = (tmp_path / "table.json").read_text()
    import chemteach.core.table as module

    def killed(*_args, **_kw):
        raise KeyboardInterrupt  # the process dies in the middle of os.replace

    monkeypatch.setattr(module.os, "replace", killed)
    with pytest.raises(KeyboardInterrupt):
        table.move(ben.token, table.game.legal_actions(1)[0])
    monkeypatch.undo()
    assert (tmp_path / "table.json").read_text() == saved
    assert [p.name for p in tmp_path.iterdir() if p.name.endswith(".tmp")] == []
    again = Table.resume_from(tmp_path / "table.json", PolymerChains, bots=POLYMER_BOTS)
    assert len(again.game.history) == 1


def test_a_damaged_seat_file_is_refused_with_a_sentence(tmp_path):
    table = polymer_table(tmp_path)
    table.join("Ada")
    (tmp_path / "table.seats.json").write_text("{not json")
    with pytest.raises(TableError, match="table.seats.json.*cannot be resumed"):
        Table.resume_from(tmp_path / "table.json", PolymerChains, bots=POLYMER_BOTS)
    (tmp_path / "table.seats.json").write_text(json.dumps({
        "format": "chemteach-table-seats", "bots": [None, "dragon"],
        "token_digests": [None, None]}))
    with pytest.raises(TableError, match="dragon"):
        Table.resume_from(tmp_path / "table.json", PolymerChains, bots=POLYMER_BOTS)


def test_the_summary_lists_players_whose_turn_scores_and_winners():
    table = polymer_table(players=("Seat 1",), bots=("greedy",))
    ada = table.join("Ada")
    summary = table.summary()
    assert [s.name for s in summary.seats] == ["Ada", "greedy"]
    assert [s.bot for s in summary.seats] == [None, "greedy"]
    assert all(s.taken for s in summary.seats)
    assert summary.to_move == ("Ada",) and not summary.over
    rng = random.Random(2)
    while not table.game.is_over():
        table.move(ada.token, rng.choice(table.game.legal_actions(0)))
    summary = table.summary()
    assert summary.over and summary.winners
    assert set(summary.winners) <= {"Ada", "greedy"}
    assert summary.moves == len(table.game.history)


def slowed(table: Table) -> None:
    """Make the engine take its time inside a move, so two requests would overlap without the
    table's lock (the second passes the turn check before the first is applied)."""
    engine_apply = table.game._apply

    def slow_apply(player, action):
        time.sleep(0.02)
        engine_apply(player, action)

    table.game._apply = slow_apply


@pytest.mark.parametrize("seed", range(6))
def test_the_same_move_sent_twice_at_once_from_two_tabs_is_applied_once(seed):
    """Two tabs of one student (one seat token) press at the same instant: one move is
    applied, the other is refused with a sentence, never a double turn."""
    table = polymer_table()
    ada = table.join("Ada")
    table.join("Ben")
    slowed(table)
    moves = table.game.legal_actions(0)
    rng = random.Random(seed)
    picks = [rng.choice(moves), rng.choice(moves)]
    start = threading.Barrier(2)
    refused: list[IllegalAction] = []

    def press(action):
        start.wait()
        try:
            table.move(ada.token, action)
        except IllegalAction as refusal:
            refused.append(refusal)

    threads = [threading.Thread(target=press, args=(a,)) for a in picks]
    for thread in threads:
        thread.start()
    for thread in threads:
        thread.join(30)
    assert [p for p, _a in table.game.history] == [0]
    assert len(refused) == 1 and "not your turn" in str(refused[0])


def test_times_up_ends_the_game_by_its_rules_and_saves_it(tmp_path):
    from chemteach.games.monopoly import BOTS as MONOPOLY_BOTS
    from chemteach.games.monopoly import ChemistryMonopoly

    seats = [Seat("Seat 1"), Seat("medium", MONOPOLY_BOTS["medium"]())]
    game = ChemistryMonopoly([s.name for s in seats], seed=5)
    table = Table(game, seats, bots=MONOPOLY_BOTS, save_path=tmp_path / "m.json")
    table.join("Ada")
    told: list[Change] = []
    table.listen(told.append)
    table.time_up()
    assert table.game.is_over() and table.summary().over
    assert told[-1] == Change("time up", None, len(table.game.history))
    assert load_save(tmp_path / "m.json").is_over()


def test_times_up_is_refused_with_a_sentence_where_a_game_offers_none():
    from chemteach.games.polymer import Place

    class NoBell(PolymerChains):  # every kit game offers time's up now: one that does not
        action_types = (Place,)

    seats = [Seat("Seat 1"), Seat("Seat 2")]
    table = Table(NoBell([s.name for s in seats], seed=7), seats, bots=POLYMER_BOTS)
    table.join("Ada")
    with pytest.raises(IllegalAction, match="cannot be ended by time's up"):
        table.time_up()
    assert not table.game.is_over()


def test_a_seat_after_a_bot_that_moved_first_still_takes_its_name():
    table = polymer_table(players=("Seat 2",), bots=("greedy",))
    game = PolymerChains(["greedy", "Seat 2"], seed=7)
    # the bot sits first and has moved before anyone joined
    table.restart(game, [Seat("greedy", POLYMER_BOTS["greedy"]()), Seat("Seat 2")])
    assert [p for p, _a in table.game.history] == [0]
    ada = table.join("Ada")
    assert ada.seat == 1 and table.game.names == ["greedy", "Ada"]
    assert [p for p, _a in table.game.history] == [0]  # the bot's move, replayed
    table.move(ada.token, table.game.legal_actions(1)[0])
    with pytest.raises(TableError):
        table.join("Ben")


def test_a_table_whose_save_cannot_be_loaded_is_refused_as_a_table(tmp_path):
    table = polymer_table(tmp_path)
    table.join("Ada")
    (tmp_path / "table.json").write_text("{}")
    with pytest.raises(TableError, match="table.json cannot be resumed"):
        Table.resume_from(tmp_path / "table.json", PolymerChains, bots=POLYMER_BOTS)


# ----- what a seat view asks of its table (widgets/table.py) ---------------------------------
def test_restart_replaces_the_game_keeps_the_tokens_saves_and_tells_the_listeners(tmp_path):
    table = polymer_table(tmp_path, players=("Seat 1",), bots=("greedy",))
    ada = table.join("Ada")
    table.move(ada.token, table.game.legal_actions(0)[0])
    told: list[Change] = []
    table.listen(told.append)
    rewound = table.game.restart(0)
    table.restart(rewound)
    assert table.game is rewound and table.game.history == []
    assert table.seat_of(ada.token) == 0
    assert told == [Change("restart", None, 0)]
    assert load_save(tmp_path / "table.json").history == []


def test_restart_with_other_seats_lets_go_of_a_seat_that_became_a_bots():
    table = polymer_table(players=("Seat 1", "Seat 2"))
    ada, ben = table.join("Ada"), table.join("Ben")
    game = PolymerChains(["Ada", "greedy"], seed=3)
    table.restart(game, [Seat("Ada"), Seat("greedy", POLYMER_BOTS["greedy"]())])
    assert table.seat_of(ada.token) == 0
    with pytest.raises(TableError):
        table.seat_of(ben.token)


def test_a_bot_move_waiting_for_a_replaced_game_is_dropped():
    ticks: list = []
    table = polymer_table(players=("Seat 1",), bots=("greedy",), bot_delay=1.0,
                          schedule=lambda delay, fn: ticks.append(fn))
    ada = table.join("Ada")
    table.move(ada.token, table.game.legal_actions(0)[0])
    assert len(ticks) == 1 and table.bots_thinking() == [1]
    table.restart(table.game.restart(0))  # the person's move taken back: Ada to move
    ticks.pop()()
    assert table.game.history == [] and table.bots_thinking() == []


def test_rename_by_token_before_the_first_persons_move_and_not_after():
    table = polymer_table()
    ada = table.join("Ada")
    told: list[Change] = []
    table.listen(told.append)
    assert table.rename(ada.token, "  Ada  Lovelace ") == "Ada Lovelace"
    assert table.game.names[0] == "Ada Lovelace" and table.seats[0].name == "Ada Lovelace"
    assert told == [Change("rename", 0, 0)]
    with pytest.raises(IllegalAction, match="name of a bot"):
        table.rename(ada.token, "greedy")
    table.move(ada.token, table.game.legal_actions(0)[0])
    with pytest.raises(IllegalAction, match="before the first move"):
        table.rename(ada.token, "Ada L")


def test_sit_takes_a_free_seat_under_its_own_name():
    table = polymer_table(players=("Ada", "Ben"))
    ticket = table.sit(1)
    assert ticket.seat == 1 and table.game.names == ["Ada", "Ben"]
    with pytest.raises(TableError, match="not free"):
        table.sit(1)


def test_a_closed_table_moves_no_bot_and_tells_nothing_after_its_close():
    ticks: list = []
    table = polymer_table(players=("Seat 1",), bots=("greedy",), bot_delay=1.0,
                          schedule=lambda delay, fn: ticks.append(fn))
    ada = table.join("Ada")
    told: list[Change] = []
    table.listen(told.append)
    table.move(ada.token, table.game.legal_actions(0)[0])
    table.close()
    ticks.pop()()
    table.close()  # closing it again tells nothing more
    assert len(table.game.history) == 1 and [c.kind for c in told] == ["move", "close"]


def test_listeners_are_called_under_the_tables_lock():
    table = polymer_table()
    ada = table.join("Ada")
    held: list[bool] = []

    def listener(change: Change) -> None:
        # another thread cannot take the lock while a listener runs
        result: list[bool] = []
        other = threading.Thread(target=lambda: result.append(table.lock.acquire(blocking=False)))
        other.start()
        other.join()
        held.append(result == [False])

    table.listen(listener)
    table.move(ada.token, table.game.legal_actions(0)[0])
    assert held == [True]


# ----- the review of the seat views (s7-seat) ---------------------------------------------------
def test_restart_without_keep_seats_lets_every_token_go_even_with_as_many_seats():
    """A loaded save is another game: nobody's token holds a seat of it (the hot seat sits its
    people again), however many seats it has."""
    table = polymer_table(players=("Seat 1", "Seat 2"))
    ada, ben = table.join("Ada"), table.join("Ben")
    told: list[Change] = []
    table.listen(told.append)
    table.restart(PolymerChains(["Cy", "Dan"], seed=4), [Seat("Cy"), Seat("Dan")],
                  keep_seats=False)
    for ticket in (ada, ben):
        with pytest.raises(TableError, match="join again"):
            table.seat_of(ticket.token)
    assert table.free_seats() == [0, 1] and told == [Change("restart", None, 0)]
    table.restart(table.game.restart(0))  # an undo keeps the tokens (here: none)
    assert table.free_seats() == [0, 1]


def test_a_closed_table_refuses_every_change_with_a_sentence_and_saves_nothing(tmp_path):
    table = polymer_table(tmp_path, players=("Seat 1", "Seat 2"))
    ada = table.join("Ada")
    told: list[Change] = []
    table.listen(told.append)
    saved = (tmp_path / "table.json").read_text()
    table.close()
    assert told == [Change("close", None, 0)]
    closed = "closed by your teacher"
    with pytest.raises(TableError, match=closed):
        table.move(ada.token, table.game.legal_actions(0)[0])
    with pytest.raises(TableError, match=closed):
        table.restart(table.game.restart(0))
    with pytest.raises(TableError, match=closed):
        table.rename(ada.token, "Ada L")
    with pytest.raises(TableError, match=closed):
        table.time_up()
    with pytest.raises(TableError, match=closed):
        table.join("Ben")
    with pytest.raises(TableError, match=closed):
        table.sit(1)
    table.pause()  # the teacher's pause and leave change nothing on a closed table
    table.leave(ada.token)
    assert not table.paused and table.seat_of(ada.token) == 0
    assert table.game.history == [] and (tmp_path / "table.json").read_text() == saved
    assert told == [Change("close", None, 0)]


def test_no_bot_is_thinking_until_somebody_plays_the_tables_bots():
    ticks: list = []
    seats = [Seat("greedy", POLYMER_BOTS["greedy"]()), Seat("Ada")]
    table = Table(PolymerChains(["greedy", "Ada"], seed=5), seats, bots=POLYMER_BOTS,
                  bot_delay=1.0, schedule=lambda delay, fn: ticks.append(fn))
    assert table.bots_thinking() == [] and ticks == []  # due, but nobody set them going
    table.play_bots()
    table.play_bots()  # idempotent: one move on the clock, not two
    assert table.bots_thinking() == [0] and len(ticks) == 1
    ticks.pop()()
    assert len(table.game.history) == 1 and table.bots_thinking() == []


def test_a_resumed_table_whose_bot_is_due_goes_on_when_it_is_played(tmp_path):
    """Resuming sets no bot going (nobody is told yet): the server's `play_bots()`, or the
    first view made of the table, does."""
    seats = [Seat("greedy", POLYMER_BOTS["greedy"]()), Seat("Ada")]
    Table(PolymerChains(["greedy", "Ada"], seed=5), seats, bots=POLYMER_BOTS,
          save_path=tmp_path / "table.json")
    ticks: list = []
    again = Table.resume_from(tmp_path / "table.json", PolymerChains, bots=POLYMER_BOTS,
                              bot_delay=1.0, schedule=lambda delay, fn: ticks.append(fn))
    assert again.bots_thinking() == [] and ticks == []
    again.play_bots()
    assert again.bots_thinking() == [0] and len(ticks) == 1
    ticks.pop()()
    assert len(again.game.history) == 1 and again.game.to_move() == (1,)


def test_a_failed_autosave_still_tells_every_listener_and_raises_a_sentence(tmp_path,
                                                                            monkeypatch):
    import chemteach.core.table as module

    table = polymer_table(tmp_path)
    ada, ben = table.join("Ada"), table.join("Ben")
    told: list[Change] = []
    table.listen(told.append)

    def full(_path, _text):
        raise OSError(28, "No space left on device")

    monkeypatch.setattr(module, "write_atomically", full)
    with pytest.raises(SaveFailed, match="move was made but could not be saved "
                                         r"\(No space left on device\)"):
        table.move(ada.token, table.game.legal_actions(0)[0])
    assert told == [Change("move", 0, 1)] and len(table.game.history) == 1
    assert "could not be saved" in (table.summary().save_error or "")
    monkeypatch.undo()
    table.move(ben.token, table.game.legal_actions(1)[0])  # the next save has both moves
    assert table.save_error is None and table.summary().save_error is None
    assert len(load_save(tmp_path / "table.json").history) == 2


def test_a_new_game_starts_the_clock_again_and_an_undo_or_a_load_keeps_it():
    clock = FakeClock()
    table = polymer_table(players=("Seat 1",), bots=("greedy",), clock=clock)
    ada = table.join("Ada")
    table.move(ada.token, table.game.legal_actions(0)[0])
    clock.now += 60
    table.restart(table.game.restart(0))  # undo to the start: no moves, time kept
    assert table.seconds_played() == 60
    table.restart(PolymerChains(table.game.names, seed=9), keep_seats=False)  # a load
    clock.now += 30
    assert table.seconds_played() == 90
    table.restart(PolymerChains(table.game.names, seed=10), fresh_clock=True)  # new game
    assert table.seconds_played() == 0
