"""The table server's locks across pages, without a browser: tries counted per computer (not
per page), moves per seat (not per page), and a seat opened on a second device (the newest
wins)."""

from __future__ import annotations

import asyncio
from pathlib import Path
from typing import Any

import pytest

from chemteach.core.errors import IllegalAction
from chemteach.server.guard import (
    CLIENT_HEADER,
    MOVE_BURST,
    TRIES_BURST,
    KeyedLimits,
    TeacherKey,
)
from chemteach.server.registry import PERSON, Classroom
from chemteach.server.run import guarded
from chemteach.server.state import ServerState
from chemteach.server.views import open_view


def test_tries_are_counted_per_computer_over_all_its_pages() -> None:
    """A script opening a fresh page for every guess gets no fresh bucket: the key is the
    computer, and another computer is not held up."""
    now = [0.0]
    tries = KeyedLimits(3, 1.0, clock=lambda: now[0])
    assert [tries.allow("address:10.0.0.5") for _ in range(4)] == [True, True, True, False]
    assert tries.allow("address:10.0.0.6")
    now[0] += 1.0
    assert tries.allow("address:10.0.0.5") and not tries.allow("address:10.0.0.5")


def test_the_server_state_keeps_one_tries_limit_for_every_page(tmp_path: Path) -> None:
    state = ServerState(Classroom(tmp_path, bot_delay=0, schedule=None), TeacherKey(),
                        "http://127.0.0.1:8765")
    allowed = [state.tries.allow("address:10.0.0.5") for _ in range(TRIES_BURST + 1)]
    assert allowed == [True] * TRIES_BURST + [False]


def test_a_keyed_limit_forgets_its_oldest_keys_past_its_size() -> None:
    tries = KeyedLimits(1, 0.0, most=3)
    for key in "abcd":
        assert tries.allow(key)
    assert tries.allow("a")  # forgotten: a full bucket again (never a block by mistake)
    assert not tries.allow("d")


def test_the_guard_tells_the_pages_the_computers_address_and_drops_a_forged_one() -> None:
    seen: list[Any] = []

    async def inner(scope: Any, receive: Any, send: Any) -> None:
        seen.append(scope["headers"])

    async def nothing(*_args: Any) -> Any:
        return {}

    forged = [(b"host", b"x"), (CLIENT_HEADER.encode(), b"1.2.3.4"),
              (CLIENT_HEADER.upper().encode(), b"5.6.7.8")]
    for kind in ("http", "websocket"):
        scope = {"type": kind, "path": "/", "root_path": "", "method": "GET",
                 "headers": forged, "client": ("192.168.1.30", 5000)}
        asyncio.run(guarded(inner)(scope, nothing, nothing))
    for headers in seen:
        ours = [v for k, v in headers if k.lower() == CLIENT_HEADER.encode()]
        assert ours == [b"192.168.1.30"] and (b"host", b"x") in headers


def _seat(tmp_path: Path) -> tuple[Any, Any, Any]:
    room = Classroom(tmp_path, bot_delay=0, schedule=None)
    entry = room.create_table("bond", [PERSON, PERSON], seed=3)
    _e, ada = room.join(entry.code, "Ada")
    room.join(entry.code, "Ben")
    return room, entry, ada


def test_the_move_limit_is_the_seats_not_the_pages(tmp_path: Path) -> None:
    """Opening the seat in more pages gives no more moves: every view of one token draws
    from one bucket."""
    _room, entry, ada = _seat(tmp_path)
    first = open_view(entry.table, ada.token, "en")
    second = open_view(entry.table, ada.token, "en")
    try:
        assert first.table._limit is second.table._limit
        limit = second.table._limit
        while limit.allow():
            pass
        with pytest.raises(IllegalAction, match="Too many moves"):
            second.table.move(ada.token, entry.table.game.legal_actions(ada.seat)[0])
        assert MOVE_BURST > 1
    finally:
        first.close()
        second.close()


def test_a_seat_opened_on_another_device_leaves_the_older_view_with_a_sentence(
        tmp_path: Path) -> None:
    """The newest device wins: the older view says why and takes no more moves; it shows
    public information only."""
    _room, entry, ada = _seat(tmp_path)
    older = open_view(entry.table, ada.token, "en")
    assert older.viewer() == ada.seat
    newer = open_view(entry.table, ada.token, "en")
    try:
        assert older.status.text == "This seat was opened on another device."
        assert older.viewer() is None and older.own_seats() == []
        action = entry.table.game.legal_actions(ada.seat)[0]
        assert older.submit(action, ada.seat) is False
        assert entry.table.game.history == []
        assert newer.viewer() == ada.seat and newer.submit(action) is True
        assert len(entry.table.game.history) == 1
        assert older.status.text == "This seat was opened on another device."
    finally:
        older.close()
        newer.close()


def test_a_seat_opened_elsewhere_is_said_in_the_older_views_language(tmp_path: Path) -> None:
    _room, entry, ada = _seat(tmp_path)
    older = open_view(entry.table, ada.token, "ja")
    newer = open_view(entry.table, ada.token, "en")
    try:
        assert older.status.text and "device" not in older.status.text
    finally:
        older.close()
        newer.close()
