"""The class's tables, with no UI: create them, find them by join code, seat students,
resume them after a restart and hand every save over as one zip folder.

The saves folder holds, per table, the kit's own JSON save (`chemteach results` reads it)
and the table's seat file beside it (core/table.py), plus `tables.json`: each table's join
code, game, language and lesson, so a restarted server resumes every table with its code.
"""

from __future__ import annotations

import datetime as dt
import io
import json
import re
import threading
import time
import zipfile
from collections.abc import Callable, Sequence
from dataclasses import dataclass, field
from pathlib import Path

from ..core.bots import Bot
from ..core.errors import ChemteachError
from ..core.language import check_language, speaking
from ..core.listeners import Listeners
from ..core.match import Seat
from ..core.seating import make_seats
from ..core.table import Table, TableError, TableSummary, Ticket, write_atomically
from ..core.wording import _
from ..games import bots as game_bots
from ..games import game_class
from .codes import new_code, normal_code
from .guard import ServerError, typed_name
from .lessons import LessonTable, game_key, lesson_rules_of

#: The format of the saves folder's list of tables.
INDEX_FORMAT = "chemteach-classroom"
INDEX_FILE = "tables.json"
#: A seat that a student takes (any other seat word is a bot's kind: easy, medium, hard).
PERSON = "person"
#: The most tables one server keeps (a class has tens; a runaway script is stopped).
MOST_TABLES = 200
#: Seconds between a bot's moves on the server, so students see each move.
BOT_DELAY = 0.8


def default_saves(today: dt.date | None = None) -> Path:
    """The saves folder when none is given: one per day, under the current folder."""
    day = (today or dt.date.today()).isoformat()
    return Path.cwd() / f"chemteach-tables-{day}"


def timer_schedule(delay: float, fn: Callable[[], None]) -> None:
    """Run `fn` after `delay` seconds on a daemon timer thread (a table's bot turns)."""
    timer = threading.Timer(delay, fn)
    timer.daemon = True
    timer.start()


@dataclass
class ClassTable:
    """One table of the class: the UI-free table and what the server knows of it."""

    table: Table
    code: str
    game: str
    lang: str
    lesson: str | None = None
    created: float = field(default_factory=time.time)

    @property
    def table_id(self) -> str:
        return self.table.table_id

    def summary(self) -> TableSummary:
        """The table at a glance, worded in the table's language."""
        with speaking(self.lang):
            return self.table.summary()


class Classroom:
    """Every table of one class session, by id and by join code; thread-safe."""

    def __init__(self, saves: str | Path, *, bot_delay: float = BOT_DELAY,
                 schedule: Callable[[float, Callable[[], None]], None] | None = timer_schedule,
                 lesson: LessonTable | None = None) -> None:
        self.saves = Path(saves)
        self.bot_delay = bot_delay
        self.schedule = schedule
        self.lesson = lesson
        self._lock = threading.RLock()
        self._tables: dict[str, ClassTable] = {}
        self._by_code: dict[str, str] = {}
        self._listeners: Listeners[str] = Listeners(self._lock)
        #: Rules variants the teacher's page offers (`--rules FILE`): file name -> path.
        self.rules_files: dict[str, Path] = {}

    # ----- reading ---------------------------------------------------------------------
    def tables(self) -> list[ClassTable]:
        """The tables, oldest first."""
        with self._lock:
            return sorted(self._tables.values(), key=lambda t: (t.created, t.table_id))

    def by_code(self, typed: str) -> ClassTable:
        """The table with this join code, or ServerError with a sentence."""
        code = normal_code(typed)
        with self._lock:
            table_id = self._by_code.get(code)
            if table_id is None:
                raise ServerError(_("No table has the code {code}: check it with your "
                                    "teacher.").format(code=code))
            return self._tables[table_id]

    # ----- the teacher's actions -----------------------------------------------------------
    def create_table(self, game: str, seats: Sequence[str], *, rules: str | Path | None = None,
                     lang: str = "en", lesson: LessonTable | None = None,
                     seed: int | None = None) -> ClassTable:
        """A new table: `game` by name, `seats` as PERSON or a bot's kind each, the rules
        file (or the lesson's rules), the language its news is worded in."""
        lesson = lesson if lesson is not None else self.lesson
        if lesson is not None:
            game, rules = lesson.game, lesson.rules
        key = game_key(game)
        lang = check_language(lang)
        kinds = game_bots(key)
        names: list[str | Seat] = []
        people = 0
        for seat in seats:
            word = str(seat).strip().lower()
            if word == PERSON:
                people += 1
                names.append(Seat(_("Player {n}").format(n=len(names) + 1)))
            elif word in kinds:
                names.append(word)
            else:
                raise ServerError(_("A seat is {person} or one of the bots {bots}, not "
                                    "{seat!r}.").format(person=PERSON, bots=", ".join(kinds),
                                                         seat=seat))
        if people == 0:
            raise ServerError(_("A table needs at least one seat for a student."))
        with speaking(lang), self._lock:
            if len(self._tables) >= MOST_TABLES:
                raise ServerError(_("This server already has {n} tables: end some games "
                                    "first.").format(n=MOST_TABLES))
            seat_list = make_seats(names, kinds)
            cls = game_class(key)
            try:
                if lesson is not None and lesson.rules is not None:
                    rules = lesson_rules_of(key, lesson.rules)  # the save records the lesson
                game_obj = cls([s.name for s in seat_list], rules, seed)
            except (ChemteachError, ValueError) as exc:
                raise ServerError(str(exc)) from None
            table_id = self._new_id()
            save = self.saves / self._file_name(table_id, key, lesson)
            table = Table(game_obj, seat_list, bots=kinds, table_id=table_id, save_path=save,
                          bot_delay=self.bot_delay, schedule=self.schedule)
            entry = ClassTable(table, new_code(self._by_code), key, lang,
                               lesson.name if lesson else None)
            self._add(entry)
            self._write_index()
        table.play_bots()
        return entry

    def _new_id(self) -> str:
        n = len(self._tables) + 1
        while f"table-{n:02d}" in self._tables:
            n += 1
        return f"table-{n:02d}"

    @staticmethod
    def _file_name(table_id: str, game: str, lesson: LessonTable | None) -> str:
        tail = f"-{re.sub(r'[^A-Za-z0-9_-]+', '-', lesson.name)[:60]}" if lesson else ""
        return f"{table_id}-{game}{tail}.json"

    def _add(self, entry: ClassTable) -> None:
        self._tables[entry.table_id] = entry
        self._by_code[entry.code] = entry.table_id
        entry.table.listen(lambda change, tid=entry.table_id: self._tell(tid))
        self._tell(entry.table_id)

    # ----- students -----------------------------------------------------------------------
    def join(self, code: str, name: str, seat: int | None = None) -> tuple[ClassTable, Ticket]:
        """Seat a student at the table with this code: their ticket (seat and token)."""
        entry = self.by_code(code)
        name = typed_name(name)
        with speaking(entry.lang):
            return entry, entry.table.join(name, seat)

    def rejoin(self, code: str, token: str) -> tuple[ClassTable, int]:
        """The table and seat a stored token belongs to (a reload or a closed tab comes back
        to its own seat), or ServerError / TableError with a sentence."""
        entry = self.by_code(code)
        if not isinstance(token, str) or len(token) > 200:
            raise ServerError(_("This page's seat is not at this table any more: join again "
                                "with the table's code."))
        with speaking(entry.lang):
            return entry, entry.table.seat_of(token)

    def leave(self, code: str, token: str) -> None:
        """Give the token's seat up ("Leave this seat" on a shared computer): it is free for
        the next student, and the token opens nothing any more."""
        entry, _seat = self.rejoin(code, token)
        with speaking(entry.lang):
            entry.table.leave(token)

    # ----- listeners ------------------------------------------------------------------------
    def listen(self, listener: Callable[[str], None]) -> Callable[[], None]:
        """Call `listener(table_id)` after any table changes or is made; returns its stop (a
        listener that fails is dropped: one closed teacher page never stops a table)."""
        return self._listeners.add(listener)

    def _tell(self, table_id: str) -> None:
        self._listeners.tell(table_id)

    # ----- the saves folder --------------------------------------------------------------------
    def _write_index(self) -> None:
        data = {
            "format": INDEX_FORMAT, "version": 1,
            "tables": [{"id": t.table_id, "code": t.code, "game": t.game, "lang": t.lang,
                        "lesson": t.lesson, "created": t.created,
                        "save": t.table.save_path.name if t.table.save_path else None}
                       for t in self.tables()],
        }
        write_atomically(self.saves / INDEX_FILE, json.dumps(data, indent=1))

    def resume(self) -> list[str]:
        """Resume every table the saves folder lists (a restarted server goes on where it
        stopped); returns a sentence for each table that could not be resumed."""
        index = self.saves / INDEX_FILE
        if not index.exists():
            return []
        try:
            data = json.loads(index.read_text(encoding="utf-8"))
            if data.get("format") != INDEX_FORMAT or not isinstance(data.get("tables"), list):
                raise ValueError("not a list of tables")
        except (OSError, ValueError) as exc:
            raise ServerError(_("{file} in the saves folder cannot be read ({why}): give "
                                "another folder with --saves.").format(file=INDEX_FILE,
                                                                       why=exc)) from None
        problems: list[str] = []
        for item in data["tables"]:
            try:
                self._resume_one(item)
            except (ChemteachError, KeyError, TypeError, ValueError) as exc:
                problems.append(str(exc))
        return problems

    def _resume_one(self, item: dict[str, object]) -> None:
        save_name = str(item["save"])
        if Path(save_name).name != save_name:
            raise ServerError(_("{file} names a save outside the saves folder: {save}")
                              .format(file=INDEX_FILE, save=save_name))
        key = game_key(str(item["game"]))
        code = normal_code(str(item["code"]))
        kinds: dict[str, type[Bot]] = game_bots(key)
        table = Table.resume_from(self.saves / save_name, game_class(key), bots=kinds,
                                  bot_delay=self.bot_delay, schedule=self.schedule)
        with self._lock:
            if code in self._by_code or table.table_id in self._tables:
                raise TableError(_("{save}: its code or id is another table's.").format(
                    save=save_name))
            lesson = item.get("lesson")
            created = item.get("created")
            entry = ClassTable(table, code, key, check_language(str(item.get("lang", "en"))),
                               str(lesson) if isinstance(lesson, str) else None,
                               float(created) if isinstance(created, int | float) else time.time())
            self._add(entry)
        table.play_bots()

    @staticmethod
    def zip_name(today: dt.date | None = None) -> str:
        """The zip of saves' file name: the day's date, as the folder inside it."""
        return f"chemteach-saves-{(today or dt.date.today()).isoformat()}.zip"

    def zip_saves(self, today: dt.date | None = None) -> tuple[str, bytes]:
        """Every table's save in one zip, as a folder `chemteach results` reads once
        unpacked: (the zip's file name, its bytes). Seat files stay on the server."""
        folder = self.zip_name(today)[:-4]
        buffer = io.BytesIO()
        with zipfile.ZipFile(buffer, "w", zipfile.ZIP_DEFLATED) as archive:
            for entry in self.tables():
                path = entry.table.save_path
                if path is not None and path.is_file():
                    archive.writestr(f"{folder}/{path.name}", path.read_bytes())
        return f"{folder}.zip", buffer.getvalue()
