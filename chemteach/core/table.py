"""A table: one game played by seats of people and bots, with no UI (DESIGN.md, "Tables
and seats").

The shared state that every front end drives alike: a notebook's seat view, each device of
the table server, a test or the CLI. Moves reach the game one at a time, in arrival order
(a lock), and each move is written as the kit's own JSON save before anyone is told of it.
A person holds a seat token: with it a closed tab or a lost Wi-Fi comes back to the same
seat, never to another's. The table keeps only the tokens' digests, so its files on disk
give nobody a seat.

A view never changes the game or its Match itself: a person's move is `move(token, action)`,
the name box `rename(token, name)`, Undo / New game / Rematch / Load `restart(game, seats,
keep_seats=..., fresh_clock=...)` (a load lets every token go; a new game starts the clock
again), the teacher's bell `time_up()`; a notebook's hot seat holds every person's seat with
`sit(seat)`. Listeners are called under `lock`, which a view also holds while it redraws
(widgets/table.py: the seat views). The bots move once somebody plays them (`play_bots()`:
every view does when it begins, the server after `resume_from`). A failed autosave still
tells every listener, then raises `SaveFailed` with a sentence. `close()` tells "close" and
lets the listeners go; from then on every change is refused with a sentence.
"""

from __future__ import annotations

import hashlib
import json
import os
import secrets
import tempfile
import threading
import time
from collections.abc import Callable, Mapping, Sequence
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any

from .actions import Action
from .bots import Bot
from .errors import ChemteachError, IllegalAction, SaveFileError
from .game import Game
from .listeners import Listeners
from .match import Match, Seat
from .save import Files, dumps, load_save
from .seating import bot_kind, check_name
from .wording import _, seat_name

#: The format of a table's seat file (beside its save: who sits where, bots, token digests).
SEATS_FORMAT = "chemteach-table-seats"

#: What runs `fn` after `delay` seconds: the server's loop, a timer thread, or at once.
Schedule = Callable[[float, Callable[[], None]], None]


class TableError(ChemteachError):
    """A request the table cannot take (an unknown seat token, a full table, a seat taken,
    a closed table), with a sentence the student or teacher can act on."""


class SaveFailed(TableError):
    """A change was made and every view was told of it, but its autosave failed (a full
    disk, a folder gone): the game goes on in memory; the sentence says so for the teacher.
    (A join, sit or leave does not raise it: the table's `save_error` keeps it.)"""


def closed_sentence() -> str:
    """What a closed table answers to any move or change (and what its views say)."""
    return _("This table has been closed by your teacher.")


@dataclass(frozen=True)
class Change:
    """What a listener is told after the table changed: the kind of change ("move", "join",
    "pause", "resume", "time up", "leave", "rename", "close", "restart": the game was
    replaced by an undo, a new game, a rematch or a load), the seat it concerns (None: the
    table) and how many moves the game has had by then. Listeners are called under the
    table's lock, so a view that takes `Table.lock` while it redraws never meets a move
    half-way. The last change a table tells is "close": its listeners are then let go."""

    kind: str
    seat: int | None
    moves: int


#: Change kinds after which a seat view checks that its token still holds its seat.
SEAT_CHANGES = frozenset({"join", "leave", "restart"})


@dataclass(frozen=True)
class Ticket:
    """What a person gets on taking a seat: the seat's number and the token that brings them
    back to it (the browser keeps it; the table keeps only its digest)."""

    seat: int
    token: str


@dataclass(frozen=True)
class SeatSummary:
    """One seat as the teacher's page lists it."""

    name: str
    bot: str | None
    taken: bool
    score: float


@dataclass(frozen=True)
class TableSummary:
    """A table at a glance: the teacher's live list of the room's games."""

    table_id: str
    game: str
    seats: tuple[SeatSummary, ...]
    to_move: tuple[str, ...]
    moves: int
    seconds_played: float
    paused: bool
    over: bool
    winners: tuple[str, ...] = field(default=())
    save_error: str | None = None


def _digest(token: str) -> str:
    return hashlib.sha256(token.encode()).hexdigest()


def write_atomically(path: Path, text: str) -> None:
    """Write a file so that a reader (or a crash) sees the old content or the new, never half."""
    path.parent.mkdir(parents=True, exist_ok=True)
    handle, temp = tempfile.mkstemp(prefix=f".{path.name}.", suffix=".tmp", dir=path.parent)
    try:
        with os.fdopen(handle, "w", encoding="utf-8") as file:
            file.write(text)
            file.flush()
            os.fsync(file.fileno())
        os.replace(temp, path)
    except BaseException:
        Path(temp).unlink(missing_ok=True)
        raise


class Table:
    """One game at one table: seats, bots' turns, autosave and listeners; no UI.

    `bots` names the bot kinds a seat may hold (each game's bots.py); `save_path` is where
    the game is saved after every move (its seat file goes beside it), and a table made
    again from that path with `Table.resume` goes on where it stopped.
    """

    def __init__(
        self,
        game: Game,
        seats: Sequence[Seat],
        *,
        bots: Mapping[str, type[Bot]] | None = None,
        table_id: str | None = None,
        save_path: str | Path | None = None,
        bot_delay: float = 0.0,
        schedule: Schedule | None = None,
        clock: Callable[[], float] = time.monotonic,
        token_digests: Sequence[str | None] | None = None,
        paused: bool = False,
        seconds_played: float = 0.0,
    ) -> None:
        """`token_digests`, `paused` and `seconds_played` are what `resume_from` restores."""
        self.table_id = table_id or secrets.token_hex(4)
        self.bots = dict(bots or {})
        self.save_path = None if save_path is None else Path(save_path)
        self.bot_delay = float(bot_delay)
        self._schedule = schedule
        self._clock = clock
        self._lock = threading.RLock()
        self._listeners: Listeners[Change] = Listeners(self._lock)
        self.match = Match(game, seats)
        self._token_digests: list[str | None] = (
            list(token_digests) if token_digests is not None else [None] * len(seats))
        self.paused = bool(paused)
        self._played = float(seconds_played)  # before the current stretch (pauses left out)
        self._since: float | None = None if paused or game.is_over() else clock()
        self._bots_waiting = False
        # whether the bots are being played (`play_bots` called, or a move, restart or
        # resume that calls it): until then no bot is "thinking", whatever its turn
        self._playing = False
        self._epoch = 0  # a new game (restart) or time's up drops the bot move waiting
        self.closed = False
        #: The last autosave's failure, in a sentence for the teacher (None: saved).
        self.save_error: str | None = None
        self._save()

    # ----- reading the table ---------------------------------------------------------
    @property
    def game(self) -> Game:
        """The game being played (read it; change it only through the table)."""
        return self.match.game

    @property
    def seats(self) -> list[Seat]:
        """Who sits where: people and bots, in turn order."""
        return self.match.seats

    @property
    def lock(self) -> threading.RLock:
        """The lock every change takes (and listeners are called under): a view holds it
        while it redraws, so a bot's move on a timer thread waits for the redraw to end."""
        return self._lock

    def bots_thinking(self) -> list[int]:
        """The bots whose move is coming after the table's `bot_delay`: none when bots move
        at once, when paused, closed or when a person must decide first, and none until the
        bots are played (`play_bots`, which every view calls when it begins): a table nobody
        plays never shows a bot thinking for ever."""
        with self._lock:
            if (self.bot_delay <= 0 or self._schedule is None or self.closed
                    or not (self._playing or self._bots_waiting) or not self._bots_due()):
                return []
            return self.match.bots_to_move()

    def free_seats(self) -> list[int]:
        """The people's seats nobody has taken yet."""
        return [i for i, s in enumerate(self.seats)
                if s.is_person and self._token_digests[i] is None]

    def seconds_played(self) -> float:
        """How long the game has been played, pauses left out."""
        with self._lock:
            running = 0.0 if self._since is None else self._clock() - self._since
            return self._played + running

    def summary(self) -> TableSummary:
        """The table as the teacher's page shows it: players, whose turn, scores, time."""
        with self._lock:
            game = self.game
            scores = game.scores()
            seats = tuple(
                SeatSummary(seat_name(game.names[i]), self._bot_kind(s),
                            s.bot is not None or self._token_digests[i] is not None,
                            scores[i])
                for i, s in enumerate(self.seats))
            over = game.is_over()
            return TableSummary(
                table_id=self.table_id, game=game.title, seats=seats,
                to_move=tuple(seat_name(game.names[p]) for p in game.to_move()),
                moves=len(game.history), seconds_played=self.seconds_played(),
                paused=self.paused, over=over,
                winners=tuple(seat_name(game.names[p]) for p in game.winners()) if over else (),
                save_error=self.save_error)

    def observation(self, seat: int | None) -> Any:
        """What one seat may know (None: the projector, public information only)."""
        with self._lock:
            return self.game.observation(seat)

    # ----- people at the table --------------------------------------------------------
    def join(self, name: str, seat: int | None = None) -> Ticket:
        """Take a free seat (the first free one unless `seat` is given) under a typed name.

        Until a person has moved (bots that play first may have) the seat takes the name, and
        so does the save; once people have moved a free seat keeps its name and the newcomer
        plays it.
        """
        with self._lock:
            self._check_open()
            free = self.free_seats()
            if not free:
                raise TableError(_("Every seat at this table is taken: ask your teacher for "
                                   "another table."))
            if seat is None:
                seat = free[0]
            elif seat not in free:
                raise TableError(_("That seat is not free: choose one of the free seats."))
            if not self._people_moved():
                others = [s.name for i, s in enumerate(self.seats) if i != seat]
                name = check_name(name, others, self.bots)
                self._rename(seat, name)
            token = secrets.token_urlsafe(24)
            self._token_digests[seat] = _digest(token)
            # the seat is taken even if its save failed (save_error says so): the person
            # must get the token that holds it
            self._commit(Change("join", seat, len(self.game.history)), quiet=True)
            return Ticket(seat, token)

    def sit(self, seat: int) -> Ticket:
        """Take a free person's seat under the name it has (a notebook's hot seat holds every
        person's seat this way); TableError if it is not a free person's seat."""
        with self._lock:
            self._check_open()
            if seat not in self.free_seats():
                raise TableError(_("That seat is not free: choose one of the free seats."))
            token = secrets.token_urlsafe(24)
            self._token_digests[seat] = _digest(token)
            # the seat is taken even if its save failed (save_error says so): the person
            # must get the token that holds it
            self._commit(Change("join", seat, len(self.game.history)), quiet=True)
            return Ticket(seat, token)

    def seat_of(self, token: str) -> int:
        """The seat a token belongs to (a closed tab comes back here), or TableError."""
        if isinstance(token, str) and token:
            digest = _digest(token)
            with self._lock:
                for seat, known in enumerate(self._token_digests):
                    if known is not None and secrets.compare_digest(known, digest):
                        return seat
        raise TableError(_("This page's seat is not at this table any more: join again with "
                           "the table's code."))

    def leave(self, token: str) -> None:
        """Give a seat up: it is free for somebody else (the game keeps its moves); a view
        of that seat shows public information from then on. On a closed table nothing
        changes any more (and nothing is saved)."""
        with self._lock:
            seat = self.seat_of(token)
            if self.closed:
                return
            self._token_digests[seat] = None
            self._commit(Change("leave", seat, len(self.game.history)), quiet=True)

    def _people_moved(self) -> bool:
        return any(0 <= p < len(self.seats) and self.seats[p].is_person
                   for p, _action in self.game.history)

    def rename(self, token: str, typed: str) -> str:
        """The name typed for the token's seat, before any person's move: the seat, the game's
        player and so the save take it (IllegalAction, with a sentence, for a name a person
        cannot have or after the first person's move). Returns the name as kept."""
        with self._lock:
            self._check_open()
            seat = self.seat_of(token)
            if self._people_moved() or self.game.is_over():
                raise IllegalAction(_("Names are chosen before the first move: press New game "
                                      "to start again with your name."))
            others = [s.name for i, s in enumerate(self.seats) if i != seat]
            name = check_name(typed, others, self.bots)
            if name != self.game.names[seat]:
                self._rename(seat, name)
                self._commit(Change("rename", seat, len(self.game.history)))
            return name

    def _rename(self, seat: int, name: str) -> None:
        old = self.game
        if name == old.names[seat]:
            return
        names = [name if i == seat else n for i, n in enumerate(old.names)]
        game = type(old)(names, old.rules, old.seed)
        for player, action in old.history:  # bots that moved first move the same again
            game.apply(player, action)
        seats = list(self.seats)
        seats[seat] = Seat(name, seats[seat].bot)
        self.match = Match(game, seats)

    # ----- moves --------------------------------------------------------------------
    def restart(self, game: Game, seats: Sequence[Seat] | None = None, *,
                keep_seats: bool = True, fresh_clock: bool = False) -> None:
        """Replace the game (an undo's rewound game, a new game, a rematch, a loaded save):
        the seats stay (or become `seats`, one per player). With `keep_seats` the people's
        tokens stay on the seats still played by people (an undo, a new game of the same
        seats); without it (a loaded save: another game) every token is let go, and each
        seat view drops to public information. `fresh_clock` starts the played time again (a
        new game); otherwise it runs on (an undo, a load). A bot move waiting for the old
        game is dropped. Saved, then listeners are told ("restart"), then the bots whose turn
        it is move. TableError on a closed table."""
        failure: SaveFailed | None = None
        with self._lock:
            self._check_open()
            old = self.seats
            seats = list(old if seats is None else seats)
            same = keep_seats and len(seats) == len(old)
            self.match = Match(game, seats)
            self._token_digests = [
                digest if same and seat.is_person else None
                for seat, digest in zip(seats, self._token_digests if same else
                                        [None] * len(seats), strict=True)]
            self._epoch += 1
            self._bots_waiting = False
            self._playing = True  # play_bots comes below
            if fresh_clock:
                self._played = 0.0
            elif self._since is not None:
                self._played += self._clock() - self._since
            self._since = None if self.paused or game.is_over() else self._clock()
            try:
                self._commit(Change("restart", None, len(game.history)))
            except SaveFailed as exc:
                failure = exc
        self._play_bots_then_raise(failure)

    def move(self, token: str, action: Action) -> None:
        """A person's move from their seat: checked by the engine and saved before anyone
        is told; an illegal one raises IllegalAction with a sentence and changes nothing."""
        failure: SaveFailed | None = None
        with self._lock:
            self._check_open()
            seat = self.seat_of(token)
            if self.paused:
                raise IllegalAction(_("Your teacher has paused this table: wait a moment."))
            self.game.apply(seat, action)
            self._playing = True  # play_bots comes below
            try:
                self._after_move(seat)
            except SaveFailed as exc:
                failure = exc
        self._play_bots_then_raise(failure)

    def _play_bots_then_raise(self, failure: SaveFailed | None) -> None:
        """After a change: the bots move (even when its save failed: the game goes on),
        then the save's failure, if any, is raised for the one who made the change."""
        try:
            self.play_bots()
        except SaveFailed as exc:
            failure = failure or exc
        if failure is not None:
            raise failure

    def _after_move(self, seat: int | None, kind: str = "move") -> None:
        if self.game.is_over() and self._since is not None:
            self._played += self._clock() - self._since
            self._since = None
        self._commit(Change(kind, seat, len(self.game.history)))

    def _commit(self, change: Change, *, quiet: bool = False) -> None:
        """Save the table, then tell the listeners of `change`: told even when the save
        fails (the change is made: every view must show it), then SaveFailed with a
        sentence for the teacher (`quiet`: only kept in `save_error`)."""
        failed: OSError | None = None
        try:
            self._save()
        except OSError as exc:
            failed = exc
        finally:
            self._tell(change)
        if failed is None:
            self.save_error = None
            return
        why = failed.strerror or str(failed)
        if change.kind in ("move", "time up"):
            text = _("The move was made but could not be saved ({why}): the game goes on; "
                     "free some space on the computer running the table, or save the game "
                     "by hand.")
        else:
            text = _("The table changed but could not be saved ({why}): the game goes on; "
                     "free some space on the computer running the table, or save the game "
                     "by hand.")
        self.save_error = text.format(why=why)
        if not quiet:
            raise SaveFailed(self.save_error)

    def _check_open(self) -> None:
        """TableError, with a sentence, once the table is closed."""
        if self.closed:
            raise TableError(closed_sentence())

    def play_bots(self) -> None:
        """Let the bots move until a person must decide: at once, or one move per
        `bot_delay` seconds through the table's `schedule` (the server's loop)."""
        with self._lock:
            self._playing = True
            if self._bots_waiting or self.closed or not self._bots_due():
                return
            if self.bot_delay <= 0 or self._schedule is None:
                while self._bots_due() and not self.closed:
                    self._bot_move()
                return
            self._bots_waiting = True
            epoch = self._epoch
        self._schedule(self.bot_delay, lambda: self._bot_tick(epoch))

    def _bots_due(self) -> bool:
        return not self.paused and not self.game.is_over() and bool(self.match.bots_to_move())

    def _bot_move(self) -> None:
        player = self.match.bots_to_move()[0]
        self.match.bot_move(player)
        self._after_move(player)

    def _bot_tick(self, epoch: int) -> None:
        """A bot's move on the table's clock. A failed save is kept in `save_error` (the
        teacher's list shows it): nobody waits on this thread to be told."""
        with self._lock:
            if epoch != self._epoch or self.closed:  # the game was replaced meanwhile
                return
            self._bots_waiting = False
            if self._bots_due():
                try:
                    self._bot_move()
                except SaveFailed:
                    pass
        try:
            self.play_bots()
        except SaveFailed:
            pass

    # ----- the teacher's controls -------------------------------------------------------
    def pause(self) -> None:
        """Stop the table: no move is taken (a sentence says why) until `resume`."""
        with self._lock:
            if self.paused or self.closed:
                return
            self.paused = True
            if self._since is not None:
                self._played += self._clock() - self._since
                self._since = None
            self._commit(Change("pause", None, len(self.game.history)))

    def resume(self) -> None:
        """Go on after a pause; bots whose turn it is move again."""
        failure: SaveFailed | None = None
        with self._lock:
            if not self.paused or self.closed:
                return
            self.paused = False
            if not self.game.is_over():
                self._since = self._clock()
            self._playing = True  # play_bots comes below
            try:
                self._commit(Change("resume", None, len(self.game.history)))
            except SaveFailed as exc:
                failure = exc
        self._play_bots_then_raise(failure)

    def time_up(self) -> None:
        """The teacher's "time's up" when the bell rings: the game ends now, valued by its own
        rules, and is saved (IllegalAction, with a sentence, for a game that offers none)."""
        with self._lock:
            self._check_open()
            self.game.call_time()
            self._epoch += 1  # a bot's move waiting on its timer is dropped
            self._bots_waiting = False
            self._after_move(None, "time up")

    def close(self) -> None:
        """Stop the table: its listeners are told "close" (each view says so), then let go;
        no bot moves any more, and a move, restart, rename, time's up, join or sit is
        refused with a sentence (a notebook closes the table its cell made when the cell is
        run again). Closing it again does nothing."""
        with self._lock:
            if self.closed:
                return
            self.closed = True
            self._epoch += 1
            self._bots_waiting = False
            self._tell(Change("close", None, len(self.game.history)))
            self._listeners.clear()

    # ----- listeners --------------------------------------------------------------------
    def listen(self, listener: Callable[[Change], None]) -> Callable[[], None]:
        """Call `listener` after every change (a move is saved first); returns the function
        that stops it. A listener that fails is dropped, so one broken page never stops the
        table."""
        return self._listeners.add(listener)

    def _tell(self, change: Change) -> None:
        self._listeners.tell(change)

    # ----- saving and resuming ------------------------------------------------------------
    def seats_path(self) -> Path | None:
        """The seat file beside the save (who sits where; the tokens' digests only)."""
        if self.save_path is None:
            return None
        return self.save_path.with_name(self.save_path.stem + ".seats.json")

    def _bot_kind(self, seat: Seat) -> str | None:
        if seat.bot is None:
            return None
        named = bot_kind(seat.name, self.bots)  # "medium 2" sits as medium, not its alias
        if named is not None and type(seat.bot) is self.bots[named]:
            return named
        for kind, cls in self.bots.items():
            if type(seat.bot) is cls:
                return kind
        return str(getattr(seat.bot, "name", "bot"))

    def _save(self) -> None:
        """The game as the kit's own save, then the seat file: a killed server loses at
        most the move in flight."""
        if self.save_path is None:
            return
        write_atomically(self.save_path, dumps(self.game))
        seats = {
            "format": SEATS_FORMAT,
            "version": 1,
            "table_id": self.table_id,
            "bots": [self._bot_kind(s) for s in self.seats],
            "token_digests": list(self._token_digests),
            "paused": self.paused,
            "seconds_played": self.seconds_played(),
        }
        path = self.seats_path()
        assert path is not None
        write_atomically(path, json.dumps(seats, indent=1))

    @classmethod
    def resume_from(
        cls,
        save_path: str | Path,
        expected: type[Game],
        *,
        bots: Mapping[str, type[Bot]],
        bot_delay: float = 0.0,
        schedule: Schedule | None = None,
        clock: Callable[[], float] = time.monotonic,
        files: Files | None = None,
    ) -> Table:
        """The table saved at `save_path`, as it was: its game replayed from the save, its
        bots, its people's seats (their tokens still bring them back) and its pause. Its
        bots wait until it is played: the first view made of it (or the caller's
        `play_bots()`) sets them going.
        `files` are the teacher's data files the game was played on (a Monopoly board), as
        `load_save` takes them: a save never names a path the kit opens."""
        save_path = Path(save_path)
        try:
            game = load_save(save_path, expected, files=files)
        except SaveFileError as exc:
            raise TableError(_("The table saved in {file} cannot be resumed: {why}").format(
                file=save_path.name, why=exc)) from None
        seats_file = save_path.with_name(save_path.stem + ".seats.json")
        try:
            data = json.loads(seats_file.read_text(encoding="utf-8"))
            if data.get("format") != SEATS_FORMAT:
                raise ValueError("not a seat file")
            kinds = list(data["bots"])
            digests = list(data["token_digests"])
            if len(kinds) != game.num_players or len(digests) != game.num_players:
                raise ValueError("seat count")
        except (OSError, ValueError, KeyError, TypeError) as exc:
            raise TableError(_("The seat file {file} beside the save cannot be read ({why}): "
                               "the table cannot be resumed.").format(
                                   file=seats_file.name, why=exc)) from None
        seats = []
        for name, kind in zip(game.names, kinds, strict=True):
            if kind is None:
                seats.append(Seat(name))
            elif kind in bots:
                seats.append(Seat(name, bots[kind]()))
            else:
                raise TableError(_("The seat file {file} names a bot {kind!r} this game does "
                                   "not have.").format(file=seats_file.name, kind=kind))
        played = data.get("seconds_played", 0.0)
        return cls(game, seats, bots=bots, table_id=str(data.get("table_id") or "") or None,
                   save_path=save_path, bot_delay=bot_delay, schedule=schedule, clock=clock,
                   token_digests=[d if isinstance(d, str) else None for d in digests],
                   paused=bool(data.get("paused", False)),
                   seconds_played=float(played) if isinstance(played, int | float) else 0.0)
