"""The table server's class registry, without a browser: tables, join codes, seats, the
teacher's secret, the move limit, names, restart and the zip of saves."""

from __future__ import annotations

import io
import json
import zipfile
from pathlib import Path
from typing import Any

import pytest

from chemteach.classroom.results import read_class
from chemteach.core.errors import IllegalAction
from chemteach.core.table import TableError
from chemteach.server.codes import ALPHABET, LENGTH, new_code, normal_code
from chemteach.server.guard import (
    LimitedSeat,
    MoveLimit,
    ServerError,
    TeacherKey,
    shown,
    typed_name,
)
from chemteach.server.lessons import find_lesson
from chemteach.server.registry import INDEX_FILE, PERSON, Classroom


def classroom(folder: Path) -> Classroom:
    return Classroom(folder, bot_delay=0, schedule=None)


def play_some(entry, token: str, moves: int) -> int:
    """Make up to `moves` legal moves for the token's seat (first legal action each time)."""
    table = entry.table
    seat = table.seat_of(token)
    made = 0
    while made < moves and not table.game.is_over():
        if seat not in table.game.to_move():
            break
        table.move(token, table.game.legal_actions(seat)[0])
        made += 1
    return made


def test_join_codes_leave_out_letters_read_as_others() -> None:
    for bad in "0O1I":
        assert bad not in ALPHABET
    codes = {new_code() for _ in range(200)}
    assert all(len(c) == LENGTH and set(c) <= set(ALPHABET) for c in codes)
    assert len(codes) > 190  # random, not a counter


def test_a_typed_code_is_tidied_and_a_misread_one_refused() -> None:
    assert normal_code(" ab-cd e ") == "ABCDE"
    for bad in ("", "ABCD", "ABCD0", "ABCDO", "A" * 500):
        with pytest.raises(ServerError):
            normal_code(bad)


def test_new_code_never_repeats_a_taken_one() -> None:
    taken = {new_code() for _ in range(50)}
    assert all(new_code(taken) not in taken for _ in range(50))


def test_a_table_is_found_by_its_code_and_seats_a_student(tmp_path: Path) -> None:
    room = classroom(tmp_path)
    entry = room.create_table("bond", [PERSON, PERSON, "easy"])
    found, ticket = room.join(entry.code.lower(), "Ada")
    assert found is entry and ticket.seat == 0
    assert entry.table.game.names[0] == "Ada"
    assert room.rejoin(entry.code, ticket.token) == (entry, 0)
    with pytest.raises(ServerError):
        room.by_code(new_code({entry.code}))


def test_a_stored_token_brings_back_its_own_seat_never_another(tmp_path: Path) -> None:
    room = classroom(tmp_path)
    one = room.create_table("periodyx", [PERSON, PERSON])
    two = room.create_table("periodyx", [PERSON, PERSON])
    _e, ada = room.join(one.code, "Ada")
    _e, ben = room.join(one.code, "Ben")
    assert room.rejoin(one.code, ben.token)[1] == 1
    with pytest.raises(TableError):
        room.rejoin(two.code, ada.token)  # a token of one table opens no seat at another
    with pytest.raises((TableError, ServerError)):
        # the token with its last letter changed (to another letter: a token may end in x)
        room.rejoin(one.code, ada.token[:-1] + ("x" if ada.token[-1] != "x" else "y"))


def test_a_full_table_refuses_a_newcomer_with_a_sentence(tmp_path: Path) -> None:
    room = classroom(tmp_path)
    entry = room.create_table("polymer", [PERSON, "medium"])
    room.join(entry.code, "Ada")
    with pytest.raises(TableError, match="taken"):
        room.join(entry.code, "Ben")


def test_seats_must_be_a_person_or_a_bot_of_the_game(tmp_path: Path) -> None:
    room = classroom(tmp_path)
    with pytest.raises(ServerError, match="bots"):
        room.create_table("bond", [PERSON, "wizard"])
    with pytest.raises(ServerError, match="student"):
        room.create_table("bond", ["easy", "hard"])
    with pytest.raises(ServerError, match="No game"):
        room.create_table("chess", [PERSON, PERSON])


def test_names_are_capped_before_the_table_reads_them_and_escaped_when_shown(
        tmp_path: Path) -> None:
    room = classroom(tmp_path)
    entry = room.create_table("bond", [PERSON, PERSON])
    with pytest.raises(ServerError, match="too long"):
        room.join(entry.code, "A" * 10_000)
    with pytest.raises(IllegalAction, match="too long"):
        room.join(entry.code, "B" * 21)
    assert typed_name("  Ada   Lovelace ") == "Ada Lovelace"
    _e, ticket = room.join(entry.code, "<b>Bo</b>")
    name = entry.table.game.names[ticket.seat]
    assert shown(name) == "&lt;b&gt;Bo&lt;/b&gt;"
    assert len(shown("x" * 500)) <= 40


def test_the_teacher_secret_opens_only_with_itself() -> None:
    key = TeacherKey("a-secret-of-enough-length")
    assert key.opens("a-secret-of-enough-length")
    for wrong in ("", "a-secret-of-enough-lengtH", None, 42, "x" * 1000):
        assert not key.opens(wrong)
    assert len(TeacherKey().secret) >= 30
    with pytest.raises(ServerError):
        TeacherKey("short")


def test_a_connection_moving_too_fast_is_stopped_then_let_on() -> None:
    now = [0.0]
    limit = MoveLimit(burst=3, rate=2.0, clock=lambda: now[0])
    assert [limit.allow() for _ in range(4)] == [True, True, True, False]
    now[0] += 0.5  # one move's worth of time
    assert limit.allow() and not limit.allow()


def test_a_limited_seat_refuses_moves_past_the_limit_with_a_sentence(tmp_path: Path) -> None:
    room = classroom(tmp_path)
    entry = room.create_table("polymer", [PERSON, PERSON])
    _e, ada = room.join(entry.code, "Ada")
    seat = LimitedSeat(entry.table, MoveLimit(burst=0, rate=0.0))
    action = entry.table.game.legal_actions(ada.seat)[0]
    with pytest.raises(IllegalAction, match="Too many moves"):
        seat.move(ada.token, action)
    assert entry.table.game.history == []
    assert seat.game is entry.table.game  # everything else is the table's


def test_a_restarted_server_resumes_every_table_with_its_code_and_seats(tmp_path: Path) -> None:
    room = classroom(tmp_path)
    bond = room.create_table("bond", [PERSON, PERSON], lang="ja")
    mono = room.create_table("monopoly", [PERSON, "easy"])
    _e, ada = room.join(bond.code, "Ada")
    _e, ben = room.join(bond.code, "Ben")
    _e, cy = room.join(mono.code, "Cy")
    mover = ada if 0 in bond.table.game.to_move() else ben
    moved = play_some(bond, mover.token, 1)
    assert moved == 1
    history = list(bond.table.game.history)

    again = classroom(tmp_path)
    assert again.resume() == []
    assert [t.code for t in again.tables()] == [bond.code, mono.code]
    back = again.by_code(bond.code)
    assert back.lang == "ja" and back.game == "bond"
    assert back.table.game.history == history
    assert again.rejoin(bond.code, ben.token)[1] == 1
    assert again.rejoin(mono.code, cy.token)[1] == 0
    fresh = again.create_table("bond", [PERSON, PERSON])
    assert fresh.table_id not in {bond.table_id, mono.table_id}


def test_a_broken_save_is_reported_and_the_other_tables_still_resume(tmp_path: Path) -> None:
    room = classroom(tmp_path)
    one = room.create_table("polymer", [PERSON, PERSON])
    two = room.create_table("periodyx", [PERSON, PERSON])
    assert one.table.save_path is not None
    one.table.save_path.write_text("{not json")
    again = classroom(tmp_path)
    problems = again.resume()
    assert len(problems) == 1 and one.table.save_path.name in problems[0]
    assert [t.code for t in again.tables()] == [two.code]


def test_an_unreadable_index_is_a_sentence_not_a_traceback(tmp_path: Path) -> None:
    (tmp_path / INDEX_FILE).write_text("[1, 2")
    with pytest.raises(ServerError, match="--saves"):
        classroom(tmp_path).resume()


def test_the_zip_of_saves_is_a_folder_chemteach_results_reads(tmp_path: Path) -> None:
    room = classroom(tmp_path / "saves")
    for game in ("polymer", "periodyx", "bond", "monopoly"):
        entry = room.create_table(game, [PERSON, "easy"])
        _e, ticket = room.join(entry.code, "Ada")
        play_some(entry, ticket.token, 3)
    name, data = room.zip_saves()
    assert name.endswith(".zip")
    with zipfile.ZipFile(io.BytesIO(data)) as archive:
        names = archive.namelist()
        assert all(n.startswith(name[:-4] + "/") for n in names)
        assert not [n for n in names if n.endswith(".seats.json")]  # seats stay on the server
        archive.extractall(tmp_path / "out")
    results = read_class(tmp_path / "out" / name[:-4])
    assert len(results.rows) == 4 and not results.refused
    assert {r.game for r in results.ok} == {"polymer", "periodyx", "bond", "monopoly"}


def test_a_lesson_makes_its_game_with_its_rules_and_names_the_saves(tmp_path: Path) -> None:
    lesson = find_lesson("bond-valence")
    assert lesson.game == "bond" and lesson.rules is not None
    room = Classroom(tmp_path, bot_delay=0, schedule=None, lesson=lesson)
    entry = room.create_table("polymer", [PERSON, "easy"])  # the lesson's game wins
    assert entry.game == "bond" and entry.lesson == "bond-valence"
    assert entry.table.save_path is not None
    assert entry.table.save_path.name.endswith("-bond-bond-valence.json")
    saved = json.loads(entry.table.save_path.read_text(encoding="utf-8"))
    assert saved["lesson"]["name"] == "bond-valence"  # the save itself knows its lesson
    assert entry.table.game.rules.lesson == saved["lesson"]
    with pytest.raises(ServerError, match="No lesson"):
        find_lesson("no-such-lesson")


def test_bots_move_by_themselves_and_every_move_is_saved(tmp_path: Path) -> None:
    room = classroom(tmp_path)
    entry = room.create_table("polymer", [PERSON, "easy"])
    _e, ada = room.join(entry.code, "Ada")
    play_some(entry, ada.token, 1)
    game = entry.table.game
    assert game.is_over() or 0 in game.to_move()  # the bot answered at once
    assert entry.table.save_path is not None
    assert entry.table.save_path.read_text().count('"player"') == len(game.history)


def test_the_teacher_page_is_told_of_every_change(tmp_path: Path) -> None:
    room = classroom(tmp_path)
    told: list[str] = []
    stop = room.listen(told.append)
    entry = room.create_table("bond", [PERSON, PERSON])
    room.join(entry.code, "Ada")
    entry.table.pause()
    assert told.count(entry.table_id) >= 3
    stop()
    entry.table.resume()
    assert told.count(entry.table_id) == told.count(entry.table_id)  # stopped: no error


def test_two_seats_moving_at_the_same_instant_lose_and_double_no_move(tmp_path: Path) -> None:
    import threading

    room = classroom(tmp_path)
    entry = room.create_table("bond", [PERSON, PERSON, PERSON], seed=5)
    tickets = [room.join(entry.code, name)[1] for name in ("Ada", "Ben", "Cy")]
    table = entry.table
    assert set(table.game.to_move()) == {0, 1, 2}  # everyone decides at once
    start = threading.Barrier(3)
    errors: list[BaseException] = []

    def decide(ticket: Any) -> None:
        seat = LimitedSeat(table)  # each connection with its own limit
        action = table.game.legal_actions(ticket.seat)[-1]
        start.wait()
        try:
            seat.move(ticket.token, action)
        except BaseException as exc:  # noqa: BLE001 - collected for the assertion
            errors.append(exc)

    threads = [threading.Thread(target=decide, args=(t,)) for t in tickets]
    for thread in threads:
        thread.start()
    for thread in threads:
        thread.join(10)
    assert errors == []
    assert sorted(p for p, _a in table.game.history[:3]) == [0, 1, 2]
    saved = table.save_path.read_text() if table.save_path else ""
    assert saved.count('"player"') == len(table.game.history)


def test_a_look_alike_name_is_the_same_name(tmp_path: Path) -> None:
    """"Аlice" with a Cyrillic А (or Greek letters, full-width letters, another case) reads
    as "Alice": a second Alice is refused, not seated beside her."""
    room = classroom(tmp_path)
    entry = room.create_table("bond", [PERSON] * 4)
    room.join(entry.code, "Alice")
    for twin in ("\u0410lice", "\u0391LICE", "\uff21lice", "ALICE", "Al\u0456ce"):
        with pytest.raises(IllegalAction, match="called"):
            room.join(entry.code, twin)
    assert room.join(entry.code, "Alicia")[1].seat == 1


def test_the_japanese_words_for_you_are_no_ones_name(tmp_path: Path) -> None:
    """The narration calls the reader あなた ("you"): a student so named would read another's
    moves as their own."""
    room = classroom(tmp_path)
    entry = room.create_table("bond", [PERSON, PERSON])
    for word in ("あなた", "ｱﾅﾀ", "あなたの", "自分", "You", "YOUR"):
        with pytest.raises(IllegalAction, match="you"):
            room.join(entry.code, word)


def test_leaving_a_seat_frees_it_for_the_next_student_and_the_token_opens_nothing(
        tmp_path: Path) -> None:
    """"Leave this seat" on a shared computer: the next student finds the seat free, and the
    old token (still in the browser, say) opens no seat."""
    room = classroom(tmp_path)
    entry = room.create_table("bond", [PERSON, PERSON])
    _e, ada = room.join(entry.code, "Ada")
    room.leave(entry.code, ada.token)
    assert ada.seat in entry.table.free_seats()
    with pytest.raises(TableError):
        room.rejoin(entry.code, ada.token)
    assert room.join(entry.code, "Ben", ada.seat)[1].seat == ada.seat


def test_the_join_address_and_qr_code_never_carry_the_teachers_secret(
        tmp_path: Path) -> None:
    """What the projected teacher's page shows students (the address, the QR code) carries
    only the join code (the page itself drops ?token= from its address bar: the browser test
    test_the_teacher_page_opens_only_with_the_teacher_secret)."""
    from chemteach.server.state import ServerState

    state = ServerState(classroom(tmp_path), TeacherKey("s" * 20), "http://10.0.0.2:8765")
    assert state.join_address("ABCDE") == "http://10.0.0.2:8765/?code=ABCDE"
