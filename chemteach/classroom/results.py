"""A class's handed-in saves, read for the teacher: one row per file, nothing dropped silently.

`read_class(folder)` opens every file in a folder (and its subfolders, as a learning
platform's "download all" makes them), replays and verifies each save with the kit's own
loader (`chemteach.core.save.game_from_json`: every move replayed, the final state checked
against the digest the save recorded) and gives one `Row` per file: the students, the game,
the date, house rules, scores, winner and length, and `status` "ok" or the reason the file
was refused (empty, not a save, truncated, edited, not checked, too big...), and notes as
`Flag`s (the same game in two files, a game unlike the rest of the folder...). Each game
also gets its own details: Bond! molecules, points and the best hand missed; Periodyx cards
won per mini-game; Polymer Chains longest chain; Chemistry Monopoly net worth per round
(results_details.py). A file is read only if it is a regular file inside the folder
(class_folder.py), and its replay is bounded in moves and time (replay_budget.py).

What the digest proves: the moves replay to the state the save recorded, the players' names
(from save version 2 on) and every move itself (from version 3 on) are the ones saved, so a
move, seed, rule or name changed by hand is caught, even a move that leaves the final state
as it was. An older save is read the old way and labelled (`older_save_note`): a version 1
save's names are not checked, and neither a version 1 nor a version 2 save's moves beyond
the final state they lead to. It is not a signature: anyone who runs the kit can write a new
digest.

`chemteach results FOLDER [--csv PATH] [--board FILE ...]` prints the table (see
`results_view.table`); a class that played on the teacher's own board, decks or questions
gets them passed (`files`, data_files.py), as a save never makes the kit open a path it names.

A student's exit-ticket answers file (answers.py) is a row too (game EXIT_TICKET: its score,
or "edited" when it does not match its digest); a class list (`roster.csv` in the folder, or
`roster=`) is read as the class list, not as a row. A save records the lesson it was played
in (`Row.lesson`), so a file of another lesson is flagged; with `due=` a file changed after
that time (its mtime) is flagged late. results_class.py puts the rows together per student
and lesson, gradebook.py writes them for a learning platform.
"""

from __future__ import annotations

import csv
import datetime as dt
import hashlib
import json
import os
import re
import tempfile
import time
import unicodedata
from collections.abc import Callable, Mapping, Sequence
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any

from .. import __version__
from ..core.errors import DataFileError, SaveFileError
from ..core.game import Game
from ..core.save import (
    FORMAT,
    MAX_SAVE_BYTES,
    READS,
    game_from_json,
    history_checked,
    lesson_of,
    names_checked,
)
from ..core.shown import shown, shown_path
from ..core.wording import _, count, seat_name
from .answers import Answers, AnswersError, answers_from_json, looks_like_answers
from .class_folder import (
    FILE,
    FOLDER,
    LINKED_FOLDER,
    NOT_A_FILE,
    OUTSIDE,
    Entry,
    Refused,
    entries,
    read_inside,
    shown_name,
)
from .data_files import checked_files, file_word, option_of
from .replay_budget import CountedMoves, ReplayBudget, ReplayStopped
from .results_details import (
    DETAILS,
    BondDetails,
    BondRound,
    InOnePass,
    MonopolyDetails,
    PeriodyxDetails,
    PolymerDetails,
    replay,
)

#: A row's status when its file loaded, replayed and matched its digest.
OK = "ok"
#: At most this many files are read from one folder (a teacher's class folder has tens; a
#: home folder given by mistake would take minutes). The rest are counted, not read.
MAX_FILES = 2000
#: The columns of `write_csv` that every table has, in order; then each seat gets its own
#: columns ("player 1", "bot 1", "score 1", ...: a name may hold any character, a ';' too).
CSV_COLUMNS = ("file", "game", "status", "reason", "notes", "winner", "date", "date_from",
               "house_rules", "finished", "moves", "length")
#: The columns of each seat, numbered from 1 after CSV_COLUMNS.
SEAT_COLUMNS = ("player", "bot", "score")
#: A name longer than this is shortened where the table shows it (the 'Your name' box takes
#: 20 letters; a name written into a notebook's code, or into a file, can be any length).
MOST_NAME_CHARS = 40
#: A reason quoting a file is cut to this many characters (a 100,000-character game name).
MOST_REASON_CHARS = 400

#: The first bytes of files students hand in by mistake, and what they are.
MAGIC: tuple[tuple[bytes, str, str], ...] = (
    (b"\x89PNG", "PNG", "a PNG picture"), (b"\xff\xd8\xff", "JPEG", "a JPEG picture"),
    (b"GIF8", "GIF", "a GIF picture"), (b"%PDF", "PDF", "a PDF document"),
    (b"PK\x03\x04", "ZIP", "a ZIP archive or an Office document (unpack a ZIP first)"),
    (b"\xd0\xcf\x11\xe0", "Office", "an old Office document"),
)


# ----- what one file gives ---------------------------------------------------------------
@dataclass(frozen=True)
class Player:
    """A seat of a saved game: the name typed, and the bot it was if the name asks for one."""

    name: str
    bot: str | None = None

    def label(self) -> str:
        """'Ada', or 'medium (bot)' for a bot seat."""
        if self.bot is None:
            return self.name
        return _("{name} (bot)").format(name=seat_name(self.name))


#: The kinds of notes a row can carry (data: the view words them, issue 19 adds its own).
SAME_GAME = "same game"
OTHER_GAME = "other game"
NAME_SHORTENED = "name shortened"
DETAILS_STOPPED = "details stopped"
#: Issue 19: a file of another lesson than the folder's (value: (its lesson, the folder's)),
#: a save of the folder's lesson played on other rules, a save played outside any lesson,
#: a student's second answers file for one lesson, the same free text from two students,
#: a file changed after the due time (value: its time).
OTHER_LESSON = "other lesson"
OTHER_RULES = "other rules"
NO_LESSON = "no lesson"
ANSWERS_TWICE = "answers twice"
SAME_TEXT = "same text"
LATE = "late"
#: An answers file whose answers disagree with the lesson's quiz (value: the question ids:
#: a `right` flag unlike the quiz's answer, or a question or choice the quiz does not have),
#: and one whose lesson has no quiz to mark it against (value: the lesson; it does not count).
QUIZ_MISMATCH = "quiz mismatch"
NOT_MARKED = "not marked"
#: The `game` of a row that holds a student's exit-ticket answers, not a game.
EXIT_TICKET = "exit-ticket"


@dataclass(frozen=True)
class Flag:
    """Something the teacher should see about a row: its `kind` (SAME_GAME, OTHER_GAME,
    NAME_SHORTENED, DETAILS_STOPPED, ...), the other files it concerns, and a value (the
    game the folder is of, the moves replayed)."""

    kind: str
    files: tuple[str, ...] = ()
    value: Any = None


@dataclass
class Row:
    """One file of the folder: what it holds, or why it was refused (`status`)."""

    file: str
    status: str = OK
    #: The reason in full (the kit's own sentence), "" when the file is ok.
    reason: str = ""
    #: What kind of refusal: "", "empty", "not a save", "truncated", "edited",
    #: "damaged", "too big", "unreadable", "other version", "not checked", "data file"
    #: (played on a teacher's own board, decks or questions, not passed or not the same).
    problem: str = ""
    game: str = ""
    title: str = ""
    players: tuple[Player, ...] = ()
    date: dt.datetime | None = None
    #: Where the date comes from: "file name" (the stamp the Save button writes) or
    #: "file time" (when the file was last changed, e.g. downloaded).
    date_from: str = ""
    house_rules: tuple[str, ...] = ()
    scores: tuple[float, ...] = ()
    winners: tuple[int, ...] = ()
    finished: bool = False
    moves: int = 0
    length: str = ""
    details: Any = None
    #: What the teacher should see besides the status (a copy, another game, ...).
    flags: list[Flag] = field(default_factory=list)
    #: A hash of the game itself (its game, players, rules, seed and moves): two files with
    #: the same one hold the same game, however they are named or formatted.
    fingerprint: str = ""
    game_state: Game | None = field(default=None, repr=False, compare=False)
    #: The lesson the save or the answers were made in ({"name", "rules_digest"}), or None.
    lesson: dict[str, str] | None = None
    #: A student's exit-ticket answers (a row whose game is EXIT_TICKET).
    answers: Answers | None = None
    #: When the file was last changed (its mtime, what `--due` compares), or None.
    mtime: dt.datetime | None = None

    @property
    def ok(self) -> bool:
        return self.status == OK

    @property
    def is_answers(self) -> bool:
        """Whether the file holds exit-ticket answers (refused or not), not a game."""
        return self.game == EXIT_TICKET

    @property
    def names(self) -> list[str]:
        return [p.name for p in self.players]

    def winner_text(self) -> str:
        """Who won ('Ada', 'Ada and Ben'), or that the game is not finished."""
        if not self.ok:
            return ""
        if not self.finished:
            return _("not finished")
        return ", ".join(seat_name(self.players[p].name) for p in self.winners)

    def scores_text(self, sep: str = ", ") -> str:
        return sep.join(_number(s) for s in self.scores)

    def score_text(self, player: int) -> str:
        """One seat's score as the table writes it ('72', '2.5')."""
        return _number(self.scores[player]) if player < len(self.scores) else ""


def flag_short(flag: Flag) -> str:
    """A flag in a few words, for the status column ('same game', 'other game', ...)."""
    words = {SAME_GAME: _("same game"), OTHER_GAME: _("other game"),
             NAME_SHORTENED: _("long name"), DETAILS_STOPPED: _("no details"),
             OTHER_LESSON: _("other lesson"), OTHER_RULES: _("other rules"),
             NO_LESSON: _("no lesson"), ANSWERS_TWICE: _("answers twice"),
             SAME_TEXT: _("same text"), QUIZ_MISMATCH: _("answers do not match the quiz"),
             NOT_MARKED: _("not marked (no quiz)")}
    if flag.kind == LATE:
        return _("late") if flag.value[1] == SEALED_TIME else _("late (file time)")
    return words.get(flag.kind, flag.kind)


def flag_text(flag: Flag) -> str:
    """A flag as a sentence for the teacher."""
    if flag.kind == SAME_GAME:
        return _("The same game as {files}: one game handed in by more than one student, or "
                 "one file handed in twice.").format(files=", ".join(flag.files))
    if flag.kind == OTHER_GAME:
        return _("A game of another kind than the rest of the folder (which holds "
                 "{game} games): is this the file for this task?").format(game=_(flag.value))
    if flag.kind == NAME_SHORTENED:
        return _("A player's name is longer than {most} characters: the table shows its "
                 "start.").format(most=MOST_NAME_CHARS)
    if flag.kind == DETAILS_STOPPED:
        return _("The game checked out, but the replay for its details stopped after {moves} "
                 "moves (the most the kit spends on one file), so they are not shown."
                 ).format(moves=flag.value)
    if flag.kind == OTHER_LESSON:
        return _("Made in the lesson {lesson}, not in {expected} like the rest of the folder: "
                 "is this the file for this task?").format(lesson=flag.value[0],
                                                           expected=flag.value[1])
    if flag.kind == OTHER_RULES:
        return _("Played in the lesson {lesson}, but on other rules than the rest of the "
                 "folder's games of that lesson (its rules file was changed).").format(
                     lesson=flag.value)
    if flag.kind == NO_LESSON:
        return _("Played outside a lesson (from a game notebook, or saved by an older kit), "
                 "while the folder is of the lesson {lesson}.").format(lesson=flag.value)
    if flag.kind == ANSWERS_TWICE:
        return _("The same student handed in answers for this lesson more than once ({files}): "
                 "the one saved last counts.").format(files=", ".join(flag.files))
    if flag.kind == SAME_TEXT:
        return _("The same written answer as {files}: copied?").format(
            files=", ".join(flag.files))
    if flag.kind == LATE and flag.value[1] == SEALED_TIME:
        return _("Saved after the due time: the time sealed in the answers file is {time}."
                 ).format(time=flag.value[0].strftime("%Y-%m-%d %H:%M"))
    if flag.kind == LATE:
        return _("Changed after the due time: the file's time is {time} (a game save "
                 "records no time of its own, so this is the time your computer keeps for "
                 "the file, which a download or a copy may change).").format(
                     time=flag.value[0].strftime("%Y-%m-%d %H:%M"))
    if flag.kind == QUIZ_MISMATCH:
        return _("The answers do not match the lesson's quiz ({ids}): a right or wrong "
                 "changed by hand, or a question the quiz does not have. The quiz decides: "
                 "those answers count as the quiz marks them, or not at all.").format(
                     ids=", ".join(flag.value))
    if flag.kind == NOT_MARKED:
        return _("No quiz file for the lesson {lesson}, so these answers cannot be marked and "
                 "do not count: give the lesson's quiz file with --quiz FILE.").format(
                     lesson=flag.value or "?")
    return flag.kind


def _number(value: float) -> str:
    return str(int(value)) if float(value).is_integer() else f"{value:.1f}"


@dataclass
class ClassResults:
    """Every file of a class folder, in file-name order, and what was not read and why."""

    folder: Path
    rows: list[Row]
    #: Hidden files skipped (.DS_Store, desktop.ini, .ipynb_checkpoints/...): counted, named.
    hidden: list[str] = field(default_factory=list)
    #: 1 if the folder holds more than MAX_FILES files (the rest were not looked at).
    not_read: int = 0
    seconds: float = 0.0

    #: The class list (roster.csv in the folder, or the one passed), if any.
    roster: Any = None

    @property
    def ok(self) -> list[Row]:
        """The games that loaded (exit-ticket answers are `tickets`)."""
        return [r for r in self.rows if r.ok and not r.is_answers]

    @property
    def tickets(self) -> list[Row]:
        """The exit-ticket answers files that were read and checked."""
        return [r for r in self.rows if r.ok and r.is_answers]

    @property
    def refused(self) -> list[Row]:
        return [r for r in self.rows if not r.ok]

    def of_game(self, game: str) -> list[Row]:
        """The rows that loaded as this game ('bond', 'periodyx', 'polymer', 'monopoly')."""
        return [r for r in self.rows if r.ok and r.game == game]

    def summary(self) -> str:
        """'30 files: 28 games loaded, 2 refused (1 edited, 1 truncated).'"""
        if not self.rows and not self.hidden:
            return _("No files in {folder}.").format(folder=self.folder)
        problems: dict[str, int] = {}
        for row in self.refused:
            problems[row.problem] = problems.get(row.problem, 0) + 1
        files = count(len(self.rows), "{n} file", "{n} files")
        loaded = count(len(self.ok), "{n} game loaded", "{n} games loaded")
        if self.tickets:
            loaded = _("{games}, {tickets}").format(games=loaded, tickets=count(
                len(self.tickets), "{n} exit ticket read", "{n} exit tickets read"))
        if problems:
            kinds = ", ".join(_("{n} {problem}").format(n=n, problem=problem_word(kind))
                              for kind, n in sorted(problems.items()))
            sentences = [_("{files}: {loaded}, {refused} refused ({kinds}).").format(
                files=files, loaded=loaded, refused=len(self.refused), kinds=kinds)]
        else:
            sentences = [_("{files}: {loaded}, none refused.").format(files=files,
                                                                      loaded=loaded)]
        flagged = sum(1 for r in self.rows if r.flags)
        if flagged:
            sentences.append(count(flagged, "{n} file has a note to read.",
                                   "{n} files have a note to read."))
        if self.hidden:
            names = ", ".join(self.hidden[:5]) + (", ..." if len(self.hidden) > 5 else "")
            sentences.append(count(len(self.hidden), "{n} hidden file skipped ({names}).",
                                   "{n} hidden files skipped ({names}).", names=names))
        if self.not_read:
            sentences.append(_("Only the first {limit} files were read: is this the class's "
                               "folder?").format(limit=MAX_FILES))
        return " ".join(sentences)

    def seats(self) -> int:
        """The most players any file has (the CSV gives each seat its own columns)."""
        return max((len(r.players) for r in self.rows), default=0)

    def csv_header(self) -> list[str]:
        """CSV_COLUMNS, then 'player 1', 'bot 1', 'score 1', ... for every seat."""
        return list(CSV_COLUMNS) + [f"{column} {seat}" for seat in range(1, self.seats() + 1)
                                    for column in SEAT_COLUMNS]

    def write_csv(self, path: str | Path) -> Path:
        """One row per file with the columns of `csv_header` (a spreadsheet opens it).

        The table is written to a temporary file beside `path` and put in its place only
        when it is complete, so a failure never leaves the earlier table half overwritten.
        """
        path = Path(path)
        seats = self.seats()
        fd, temporary = tempfile.mkstemp(prefix=".chemteach-", suffix=".csv.part",
                                         dir=path.parent)
        try:
            # BOM: Excel reads UTF-8
            with os.fdopen(fd, "w", encoding="utf-8-sig", newline="") as out:
                writer = csv.writer(out)
                writer.writerow(self.csv_header())
                for row in self.rows:
                    writer.writerow([_cell(v) for v in csv_values(row, seats)])
            os.replace(temporary, path)
        except BaseException:
            Path(temporary).unlink(missing_ok=True)
            raise
        return path


def problem_word(problem: str) -> str:
    """A kind of refusal in the reader's language ('edited', 'truncated', ...)."""
    words = {"empty": _("empty"), "not a save": _("not a save"), "truncated": _("truncated"),
             "edited": _("edited"), "damaged": _("damaged"), "too big": _("too big"),
             "unreadable": _("unreadable"), "other version": _("other version"),
             "not checked": _("not checked"), "data file": _("needs a data file")}
    return words.get(problem, problem)


def csv_values(row: Row, seats: int | None = None) -> list[Any]:
    """A row's values in the order of `ClassResults.csv_header` (`seats` seats' columns)."""
    winners = [row.players[p].name for p in row.winners] if row.finished else []
    values: list[Any] = [
        row.file, row.game, row.status, row.reason,
        " ".join(flag_text(f) for f in row.flags),
        json.dumps(winners, ensure_ascii=False) if winners else "",
        row.date.strftime("%Y-%m-%d %H:%M") if row.date else "", row.date_from,
        "; ".join(row.house_rules), ("yes" if row.finished else "no") if row.ok else "",
        row.moves if row.ok else "", row.length,
    ]
    for seat in range(len(row.players) if seats is None else seats):
        if seat < len(row.players):
            player = row.players[seat]
            values += [player.name, player.bot or "", row.score_text(seat) if row.ok else ""]
        else:
            values += ["", "", ""]
    return values


def _cell(value: Any) -> Any:
    """A CSV cell a spreadsheet never runs as a formula (a name typed '=HYPERLINK(...)'), of
    printable text only: control characters become spaces, a lone surrogate (a JSON string
    can hold one) becomes '?', so writing the table never fails on a name."""
    if not isinstance(value, str):
        return value
    value = value.encode("utf-8", "replace").decode("utf-8")
    value = "".join(" " if unicodedata.category(c)[0] == "C" else c for c in value)
    if value[:1] in ("=", "+", "-", "@"):
        try:
            float(value)
        except ValueError:
            return "'" + value
    return value


# ----- reading a folder -----------------------------------------------------------------
def read_class(folder: str | Path, budget: Callable[[], ReplayBudget] = ReplayBudget, *,
               files: Mapping[str, str | Path] | None = None,
               roster: str | Path | None = None, due: dt.datetime | None = None,
               lesson: str | None = None,
               quizzes: Mapping[str, Any] | None = None) -> ClassResults:
    """Read every file under `folder` (subfolders too, hidden ones skipped): one row each,
    then the notes that compare files (the same game twice, a game unlike the rest, another
    lesson's file, answers handed in twice, a file changed after `due`).
    `budget` makes each file's replay budget (tests give a stubbed clock); `files` gives the
    data files of your own the class played on ({"board_file": "our-board.toml"}: a save
    never makes the kit open a path it names), checked first (SaveFileError if unreadable).
    `roster` is the class list (name, class, student id; default: roster.csv in the folder,
    which is then no row of its own); `lesson` names the lesson the folder is for (default:
    the lesson most of its files were made in). Exit-ticket answers are marked against
    `quizzes` (lesson name -> its Quiz, e.g. from `--quiz FILE`), else the kit's own quiz of
    the lesson's name (`answers.kit_quizzes`); answers no quiz can mark do not count."""
    from .results_class import ROSTER_NAME, read_roster

    start = time.perf_counter()
    given = checked_files(files)
    root = Path(folder)
    if not root.exists():
        raise SaveFileError(_("There is no folder {folder}.").format(folder=folder))
    if not root.is_dir():
        raise SaveFileError(_("{folder} is a file, not a folder: give the folder that holds "
                              "the students' saves.").format(folder=folder))
    class_list = read_roster(roster) if roster is not None else None
    hidden: list[str] = []
    found = []
    not_read = 0
    for entry in entries(root, hidden):
        if entry.name.lower() == ROSTER_NAME and entry.kind == FILE:
            if class_list is None:  # the folder's own class list, not a hand-in
                class_list = read_roster(entry.path, root)
            continue
        if len(found) >= MAX_FILES:  # a home folder given by mistake: stop looking
            not_read = 1
            break
        found.append(entry)
    rows = [_entry_row(entry, root, budget(), given)
            for entry in sorted(found, key=lambda e: e.name)]
    mark_tickets(rows, quizzes)
    flag_same_games(rows)
    flag_other_games(rows)
    flag_other_lessons(rows, lesson)
    flag_answers_twice(rows)
    if due is not None:
        flag_late(rows, due)
    return ClassResults(root, rows, hidden, not_read, time.perf_counter() - start,
                        roster=class_list)


def _entry_row(entry: Entry, root: Path, budget: ReplayBudget,
               files: Mapping[str, Path] | None = None) -> Row:
    """The row of one path the folder walk found: a file is read, anything else is named."""
    if entry.kind == FOLDER:
        return _refused(entry.name, "not a save", _("not a save (a folder)"), _(
            "This is a folder named like a save file: the save may be inside it, or the "
            "upload made a folder instead of a file."))
    if entry.kind == LINKED_FOLDER:
        return _refused(entry.name, "unreadable", _("not read (a link to a folder)"), _(
            "This is a link to a folder; the kit reads only files inside the class folder "
            "itself."))
    return read_file(entry.path, root, budget, files=files)


def is_results_table(raw: bytes) -> bool:
    """Whether a file starts like a results table this kit writes (`--csv`)."""
    header = ",".join(CSV_COLUMNS).encode()
    return raw.removeprefix(b"\xef\xbb\xbf").startswith(header)


def read_file(path: str | Path, root: str | Path | None = None,
              budget: ReplayBudget | None = None, *,
              files: Mapping[str, str | Path] | None = None) -> Row:
    """One file as a row: a loaded, verified game, or the reason it is refused. Never raises.
    Only a regular file inside `root` (default: the file's folder) is read; `files` as for
    `read_class`."""
    path = Path(path)
    base = Path(root) if root is not None else path.parent
    name = shown_name(path, base) if root is not None else shown_name(path, path.parent)
    try:
        return _read(path, base, name, budget or ReplayBudget(), files)
    except Exception as exc:  # noqa: BLE001 - one odd file must not stop a class's results
        return _refused(name, "unreadable", _("could not be read"),
                        _("The kit could not read this file ({error}).").format(
                            error=type(exc).__name__))


def _refused(file: str, problem: str, status: str, reason: str) -> Row:
    if len(reason) > MOST_REASON_CHARS:
        reason = reason[:MOST_REASON_CHARS - 3] + "..."
    return Row(file=file, status=status, reason=reason, problem=problem)


def _read(path: Path, root: Path, name: str, budget: ReplayBudget,
          files: Mapping[str, str | Path] | None = None) -> Row:
    try:
        raw = read_inside(path, root, MAX_SAVE_BYTES)
    except Refused as exc:
        if exc.kind == OUTSIDE:
            return _refused(name, "unreadable", _("not read (a link out of the folder)"), _(
                "This is a link to a file outside the class folder: the kit reads only the "
                "files inside it. Copy the file itself into the folder if it is a save."))
        if exc.kind == NOT_A_FILE:
            return _refused(name, "unreadable", _("not read (not a file)"), _(
                "This is not an ordinary file (a named pipe, a device or a broken link), so "
                "it cannot be a save."))
        return _refused(name, "too big", _("too big to be a save"), _(
            "This file is {mb:.0f} MB; a chemteach save is far smaller (the limit is "
            "{limit} MB).").format(mb=exc.size / 1e6, limit=MAX_SAVE_BYTES // 1_000_000))
    except OSError as exc:
        return _refused(name, "unreadable", _("could not be read"), _(
            "The file could not be read ({why}).").format(why=exc.strerror or exc))
    row = _from_bytes(raw, name, budget, files)
    row.date, row.date_from = file_date(path)
    try:
        row.mtime = dt.datetime.fromtimestamp(path.stat().st_mtime)
    except (OSError, ValueError, OverflowError):
        row.mtime = None
    return row


def _from_bytes(raw: bytes, name: str, budget: ReplayBudget | None = None,
                files: Mapping[str, str | Path] | None = None) -> Row:
    """Classify the file's content, then load it with the kit's loader if it is a save."""
    if not raw.strip():
        return _refused(name, "empty", _("empty file"), _(
            "The file is empty: the save was not written, or the upload failed."))
    if is_results_table(raw):
        return _refused(name, "not a save", _("not a save (a results table)"), _(
            "This is a results table that chemteach results writes (--csv), not a saved "
            "game."))
    for magic, short, what in MAGIC:
        if raw.startswith(magic):
            return _refused(name, "not a save", _("not a save ({kind})").format(kind=short), _(
                "This is {what}, not a saved game (a .json file made with Save game)."
            ).format(what=_(what)))
    try:
        text = raw.decode("utf-8-sig")
    except UnicodeDecodeError:
        return _refused(name, "not a save", _("not a save (not text)"), _(
            "This file is not text, so it is not a saved game (a .json file made with Save "
            "game)."))
    looks_like_save = FORMAT in text[:300]
    budget = budget or ReplayBudget()
    if looks_like_save:
        row = _too_long_to_parse(raw, name, budget)
        if row is not None:
            _claimed(row, _head_of(text))
            return row

    def refuse_constant(constant: str) -> None:
        raise ValueError(constant)

    try:
        data = json.loads(text, parse_constant=refuse_constant)
    except json.JSONDecodeError as exc:
        if looks_like_save and _cut_short(text, exc):
            row = _refused(name, "truncated", _("truncated"), _(
                "The save is cut short after {size} characters: the file ends in the middle "
                "of the game (an interrupted download or upload). Ask for the file again."
            ).format(size=len(text)))
            _claimed(row, _head_of(text))
            return row
        if looks_like_save:
            return _refused(name, "damaged", _("damaged (not valid JSON)"), _(
                "The save is damaged at line {line}, column {column} ({what}): edited by hand?"
            ).format(line=exc.lineno, column=exc.colno, what=exc.msg))
        return _refused(name, "not a save", _("not a save (not JSON)"), _(
            "This file is not a saved game (it is not JSON; a save is a .json file made with "
            "Save game)."))
    except (ValueError, RecursionError):
        return _refused(name, "not a save", _("not a save (not JSON)"), _(
            "This file is not a saved game (its JSON holds what a save never does)."))
    if looks_like_answers(data):
        return answers_row(data, name, len(raw))
    if not isinstance(data, dict) or data.get("format") != FORMAT:
        if isinstance(data, dict) and "nbformat" in data and "cells" in data:
            return _refused(name, "not a save", _("not a save (a notebook)"), _(
                "This is a Jupyter notebook, not a saved game: ask for the file that Save game "
                "downloads."))
        return _refused(name, "not a save", _("not a save (other JSON)"), _(
            "This is JSON of another kind, not a chemteach save (no \"format\": "
            "\"chemteach-save\")."))
    return _save_row(data, name, budget, files)


#: A save holds a few JSON values per move (3 to 5 commas a move in the kit's games): a file
#: with more than this many commas for each move the budget allows is not parsed at all.
#: Parsing is the cost the replay budget cannot stop: 16 MB of small moves took 4 s.
MOST_COMMAS_PER_MOVE = 20


def _too_long_to_parse(raw: bytes, name: str, budget: ReplayBudget) -> Row | None:
    """A 'not checked (too long)' row for a save far longer than the budget, found by
    counting bytes before the JSON is parsed; None for a save of sensible length. (A move
    has one "player" key; a Periodyx move may name a player too, hence the factor 2.)"""
    moves = raw.count(b'"player"')
    commas = raw.count(b",")
    if moves <= 2 * budget.moves and commas <= MOST_COMMAS_PER_MOVE * budget.moves:
        return None
    return _refused(name, "not checked", _("not checked (too long)"), _(
        "The save holds about {moves} moves ({values} values), far more than the {most} moves "
        "the kit replays for one file (a class's game has a few thousand at most), so it was "
        "not checked. Ask the student how the game was played.").format(
            moves=moves, values=commas + 1, most=budget.moves))


def _save_row(data: dict[str, Any], name: str, budget: ReplayBudget,
              files: Mapping[str, str | Path] | None = None) -> Row:
    """A file that says it is a save: checked for what it claims to be, then replayed once
    by the kit's loader within the file's budget."""
    from ..games import GAMES

    version = data.get("version")
    if type(version) is not int:  # `true` is no version (and must not pass as 1)
        return _refused(name, "damaged", _("damaged (version)"), _(
            "The save's format version must be a whole number ({versions}), not {value}: the "
            "file was edited by hand.").format(versions=" / ".join(map(str, READS)),
                                               value=shown(version)))
    if version not in READS:
        return _refused(name, "other version", _("other kit version"), _(
            "This save has format version {version}; this kit reads version {ours}. Update "
            "the kit or ask for a new save.").format(version=shown(version),
                                                     ours=" / ".join(map(str, READS))))
    game = data.get("game")
    if not isinstance(game, str) or game not in GAMES:
        return _refused(name, "damaged", _("damaged (game)"), _(
            "The save names a game this kit does not have ({value}; the kit's games are "
            "{games}).").format(value=shown(game, 40), games=", ".join(GAMES)))
    moves = data.get("actions")
    fingerprint = ""
    if isinstance(moves, list):
        if not budget.fits(len(moves)):
            row = _refused(name, "not checked", _("not checked (too long)"), _(
                "The save has {moves} moves, more than the {most} the kit replays for one file "
                "(a class's game has a few thousand at most), so it was not checked. Ask the "
                "student how the game was played.").format(moves=len(moves), most=budget.moves))
            _claimed(row, data)
            return row
        fingerprint = game_fingerprint(data)
        data = {**data, "actions": CountedMoves(moves, budget)}
    try:
        gathered = InOnePass(game)  # Bond!/Monopoly details, in the check's own replay
        loaded = game_from_json(data, files=files, on_move=gathered)
    except ReplayStopped as stop:
        row = _refused(name, "not checked", _("not checked (too long)"), _(
            "The kit stopped replaying this save after {moves} of its {total} moves ({seconds:.1f} "
            "s), the most it spends on one file, so it was not checked. Ask the student how "
            "the game was played.").format(moves=stop.moves, total=len(moves or ()),
                                           seconds=stop.seconds))
        _claimed(row, data)
        return row
    except DataFileError as exc:
        return _data_file_row(data, name, exc, files or {})
    except SaveFileError as exc:
        return _diagnose(data, name, str(exc))
    except RecursionError:
        return _refused(name, "damaged", _("damaged"), _(
            "The save's data is nested far too deeply."))
    row = game_row(loaded, name, budget, gathered)
    row.fingerprint = fingerprint
    return row


def answers_row(data: Mapping[str, Any], name: str, size: int = 0) -> Row:
    """The row of an exit-ticket answers file: the student's score, or why it is refused."""
    from .answers import MAX_ANSWERS_BYTES

    try:
        if size > MAX_ANSWERS_BYTES:
            raise AnswersError(_("This answers file is {size} bytes, far more than an exit "
                                 "ticket's answers (the limit is {most}).").format(
                                     size=size, most=MAX_ANSWERS_BYTES), "too big")
        answers = answers_from_json(data)
    except AnswersError as exc:
        words = {"edited": _("edited (answers digest mismatch)"), "too big": _("too big"),
                 "other version": _("other kit version")}
        row = _refused(name, exc.problem, words.get(exc.problem, _("damaged (answers)")),
                       str(exc))
        row.game, row.title = EXIT_TICKET, "Exit ticket"
        student = data.get("student")
        if isinstance(student, str) and student.strip():
            row.players = (Player(short_name(plain_name(student))),)
        return row
    total = len(answers.answers)
    return Row(file=name, game=EXIT_TICKET, title="Exit ticket",
               players=(Player(short_name(answers.student)),), scores=(answers.score,),
               finished=True, moves=total,
               length=_("{right} of {total} right").format(right=answers.score, total=total),
               lesson={"name": answers.lesson, "rules_digest": answers.rules_digest},
               answers=answers,
               fingerprint="answers:" + hashlib.sha256(json.dumps(
                   data, sort_keys=True).encode("utf-8", "surrogatepass")).hexdigest())


def plain_name(text: str) -> str:
    """A claimed name with its control characters as spaces (for a refused file's row)."""
    return " ".join("".join(" " if unicodedata.category(c)[0] == "C" else c
                            for c in text[:200]).split())


def game_fingerprint(data: Mapping[str, Any]) -> str:
    """A hash of what makes a game that game (not its file name, spacing or kit version)."""
    game = [data.get(key) for key in ("game", "players", "rules", "seed")]
    text = json.dumps([game, data.get("actions")], sort_keys=True,
                      separators=(",", ":"))
    return hashlib.sha256(text.encode("utf-8", "surrogatepass")).hexdigest()


def _head_of(text: str) -> dict[str, Any]:
    """The game and players a cut-short save names near its start (they come first)."""
    head: dict[str, Any] = {}
    game = re.search(r'"game":\s*"([a-z]{1,20})"', text[:2000])
    players = re.search(r'"players":\s*(\[[^\]]{0,1000}\])', text[:2000])
    if game:
        head["game"] = game.group(1)
    if players:
        try:
            head["players"] = json.loads(players.group(1))
        except ValueError:
            pass
    return head


def _cut_short(text: str, exc: json.JSONDecodeError) -> bool:
    """Whether the JSON error is that the text stopped early (not a wrong character inside)."""
    rest = text[exc.pos:].rstrip()  # a cut 'fals', '-' or an escape stops in a few characters
    return len(rest) <= 6 or exc.msg.startswith("Unterminated string")


def _diagnose(data: Mapping[str, Any], name: str, message: str) -> Row:
    """Why a save the loader refused is refused, from how far its one replay got: every move
    replayed but the final state is not the one recorded, or a move could not be replayed
    (both: edited), or the game could not even start (damaged)."""
    version = data.get("kit_version")
    other_kit = isinstance(version, str) and version != __version__
    note = (" " + _("It was made with version {version} of the kit; this is {ours}.").format(
        version=shown(version, 24), ours=__version__)) if other_kit else ""
    moves = data.get("actions")
    taken = moves.taken if isinstance(moves, CountedMoves) else 0
    if isinstance(moves, CountedMoves) and moves.finished:
        row = _refused(name, "edited", _("edited (digest mismatch)"), _(
            "Every move replays, but not to the game the save recorded (its digest): the file "
            "was edited by hand (a move, a rule or a player's name), or the kit's rules or "
            "data changed since it was saved.") + note)
    elif taken:
        row = _refused(name, "edited", _("edited (move {n})").format(n=taken), _(
            "Move {n} cannot be replayed: the file was edited by hand, or made with another "
            "version of the kit. The kit says: {message}").format(n=taken, message=message)
            + note)
    else:
        row = _refused(name, "damaged", _("damaged"), message + note)
    _claimed(row, data)
    return row


def _data_file_row(data: Mapping[str, Any], name: str, exc: DataFileError,
                   files: Mapping[str, str | Path]) -> Row:
    """A save played on a data file of the teacher's own that was not passed, or not the one
    the game was played on: which file, and how to pass it."""
    key = exc.key
    rules = data.get("rules")
    named = rules.get(key) if isinstance(rules, Mapping) else None
    how = _("chemteach results FOLDER {option} FILE (in a notebook: read_class(FOLDER, "
            "files={{'{key}': FILE}}))").format(option=option_of(key), key=key)
    what = file_word(key)
    if exc.problem == "differs":
        row = _refused(name, "data file", _("not checked (another {what} file)").format(
            what=what), _(
            "This game was played on a {what} file ({name}) other than the one you passed "
            "({given}): their contents differ. Pass the file the class played on: {how}."
            ).format(what=what, name=shown_path(named), given=shown_path(files.get(key)),
                     how=how))
    elif exc.problem == "missing":
        row = _refused(name, "data file", _("not checked (needs the {what} file)").format(
            what=what), _(
            "This game was played on a {what} file of your own ({name}), and the kit opens no "
            "file a save names. Pass that file to check this save: {how}.").format(
                what=what, name=shown_path(named), how=how))
    else:
        row = _refused(name, "data file", _("not checked (needs the {what} file)").format(
            what=what), str(exc))
    _claimed(row, data)
    return row


def _claimed(row: Row, data: Mapping[str, Any]) -> None:
    """A refused save still says whose it claims to be: its game and player names."""
    from ..games import GAMES, game_class

    game = data.get("game")
    if not isinstance(game, str) or game not in GAMES:
        return
    cls = game_class(game)
    row.game, row.title = cls.name, cls.title
    players = data.get("players")
    if isinstance(players, list) and all(isinstance(p, str) for p in players):
        row.players = tuple(Player(short_name(p), bot_of(cls.name, p)) for p in players[:10])


def short_name(text: str) -> str:
    """A name as the table shows it: at most MOST_NAME_CHARS characters."""
    return text if len(text) <= MOST_NAME_CHARS else text[:MOST_NAME_CHARS - 1] + "\u2026"


# ----- notes that compare files ----------------------------------------------------------
def flag_same_games(rows: Sequence[Row]) -> None:
    """Files that hold the same game (a copy, or one game handed in by two students) each
    get a SAME_GAME flag naming the others."""
    groups: dict[str, list[Row]] = {}
    for row in rows:
        if row.ok and row.fingerprint:
            groups.setdefault(row.fingerprint, []).append(row)
    for group in groups.values():
        if len(group) > 1:
            for row in group:
                others = tuple(r.file for r in group if r is not row)
                row.flags.append(Flag(SAME_GAME, others))


#: A folder is "of one game" when at least this many games, and this share of its games,
#: are of that game; a game of another kind in it is flagged.
MOST_GAMES_MIN, MOST_GAMES_SHARE = 3, 0.75


def flag_other_games(rows: Sequence[Row]) -> None:
    """In a folder of one game's saves (a task's hand-in), a game of another kind gets an
    OTHER_GAME flag: a Bond! save among Polymer Chains saves is probably the wrong file."""
    loaded = [r for r in rows if r.ok and not r.is_answers]
    counts: dict[str, int] = {}
    for row in loaded:
        counts[row.game] = counts.get(row.game, 0) + 1
    if not counts:
        return
    main_game, most = max(counts.items(), key=lambda item: item[1])
    if most < MOST_GAMES_MIN or most < MOST_GAMES_SHARE * len(loaded):
        return
    title = next(r.title for r in loaded if r.game == main_game)
    for row in loaded:
        if row.game != main_game:
            row.flags.append(Flag(OTHER_GAME, value=title))


def flag_other_lessons(rows: Sequence[Row], lesson: str | None = None) -> None:
    """In a folder of one lesson's files (`lesson`, or the lesson most of its files name),
    a file of another lesson gets OTHER_LESSON, a game of that lesson played on other rules
    than most of its games OTHER_RULES, and a game played outside any lesson NO_LESSON."""
    loaded = [r for r in rows if r.ok]
    counts: dict[str, int] = {}
    for row in loaded:
        if row.lesson and row.lesson.get("name"):
            counts[row.lesson["name"]] = counts.get(row.lesson["name"], 0) + 1
    main = lesson
    if main is None:
        if not counts:
            return
        name, most = max(sorted(counts.items()), key=lambda item: item[1])
        if most < MOST_GAMES_MIN or most < MOST_GAMES_SHARE * len(loaded):
            return
        main = name
    digests: dict[str, int] = {}
    for row in loaded:
        if row.lesson and row.lesson.get("name") == main and not row.is_answers:
            digest = row.lesson.get("rules_digest", "")
            digests[digest] = digests.get(digest, 0) + 1
    usual = max(sorted(digests.items()), key=lambda item: item[1])[0] if digests else ""
    for row in loaded:
        name = (row.lesson or {}).get("name", "")
        if not name:
            if not row.is_answers:
                row.flags.append(Flag(NO_LESSON, value=main))
        elif name != main:
            row.flags.append(Flag(OTHER_LESSON, value=(name, main)))
        elif (not row.is_answers and usual and row.lesson
              and row.lesson.get("rules_digest") != usual):
            row.flags.append(Flag(OTHER_RULES, value=main))


def name_key(name: str) -> str:
    """A name as names are matched across files: case, spaces and width ignored
    ('Ada Lovelace', 'ada  lovelace' and 'ＡＤＡ ＬＯＶＥＬＡＣＥ' are one student)."""
    return "".join(unicodedata.normalize("NFKC", name).casefold().split())


def flag_answers_twice(rows: Sequence[Row]) -> None:
    """A student's answers files for one lesson, if more than one, get ANSWERS_TWICE; two
    students' identical written answers (of some length) get SAME_TEXT."""
    groups: dict[tuple[str, str], list[Row]] = {}
    texts: dict[str, list[Row]] = {}
    for row in rows:
        if row.ok and row.answers is not None:
            key = (name_key(row.answers.student), row.answers.lesson)
            groups.setdefault(key, []).append(row)
            free = row.answers.explain.text if row.answers.explain else ""
            if len(free.strip()) >= MIN_COPIED_TEXT:
                texts.setdefault(" ".join(free.casefold().split()), []).append(row)
    for group in groups.values():
        if len(group) > 1:
            for row in group:
                row.flags.append(Flag(ANSWERS_TWICE, tuple(r.file for r in group
                                                           if r is not row)))
    for group in texts.values():
        students = {name_key(r.answers.student) for r in group if r.answers}
        if len(students) > 1:
            for row in group:
                row.flags.append(Flag(SAME_TEXT, tuple(r.file for r in group if r is not row)))


#: A written answer at least this long, word for word the same as another student's, is
#: flagged (a short 'I don't know' is not).
MIN_COPIED_TEXT = 30


#: Where a LATE flag's time comes from: sealed in the file (an answers file's `saved`, under
#: its digest) or the file system's modification time (a game save records no time).
SEALED_TIME, FILE_TIME = "sealed", "file time"


def file_time(row: Row) -> tuple[dt.datetime | None, str]:
    """When a file was saved, for `--due`: the time sealed in an answers file, else (a game
    save records none) its mtime, which a download or a checkout may change."""
    if row.answers is not None:
        try:
            saved = dt.datetime.fromisoformat(row.answers.saved)
        except ValueError:
            saved = None
        if saved is not None:
            return saved.replace(tzinfo=None), SEALED_TIME
    return row.mtime, FILE_TIME


def flag_late(rows: Sequence[Row], due: dt.datetime) -> None:
    """Every file saved after `due` gets a LATE flag (value: the time and where it comes
    from, `file_time`)."""
    for row in rows:
        when, source = file_time(row)
        if when is not None and when > due:
            row.flags.append(Flag(LATE, value=(when, source)))


def mark_tickets(rows: Sequence[Row], quizzes: Mapping[str, Any] | None = None) -> None:
    """Mark every answers file against its lesson's quiz (`quizzes`: lesson name -> a Quiz
    or a list of language twins; else the kit's own): its score becomes the quiz's, a
    disagreement is flagged QUIZ_MISMATCH; a lesson without a quiz gets NOT_MARKED (its
    answers do not count)."""
    from .answers import kit_quizzes, mark

    cache: dict[str, list[Any]] = {}
    for row in rows:
        if not row.ok or row.answers is None:
            continue
        lesson = row.answers.lesson
        if lesson not in cache:
            given = (quizzes or {}).get(lesson)
            cache[lesson] = (([given] if not isinstance(given, list | tuple) else list(given))
                             if given is not None else kit_quizzes(lesson))
        if not cache[lesson]:
            row.flags.append(Flag(NOT_MARKED, value=lesson))
            row.length, row.scores = _("not marked"), ()
            continue
        row.answers, problems = mark(row.answers, cache[lesson])
        if problems:
            row.flags.append(Flag(QUIZ_MISMATCH, value=tuple(problems)))
        total = len(row.answers.answers)
        row.scores, row.moves = (row.answers.score,), total
        row.length = _("{right} of {total} right").format(right=row.answers.score,
                                                          total=total)


# ----- a loaded game ---------------------------------------------------------------------
def game_row(game: Game, file: str, budget: ReplayBudget | None = None,
             gathered: InOnePass | None = None) -> Row:
    """The row of a loaded, verified game: players, scores, winner, length and details
    (those `gathered` while the loader replayed it, else worked out within `budget`, the
    rest of the file's replay budget)."""
    finished = game.is_over()
    row = Row(
        file=file, game=game.name, title=game.title,
        players=tuple(Player(short_name(n), bot_of(game.name, n)) for n in game.names),
        house_rules=tuple(game.house_rules()), scores=tuple(game.scores()),
        winners=tuple(game.winners()) if finished else (), finished=finished,
        moves=len(game.history), game_state=game, lesson=lesson_of(game),
    )
    if any(len(n) > MOST_NAME_CHARS for n in game.names):
        row.flags.append(Flag(NAME_SHORTENED))
    detail = DETAILS.get(game.name)
    if gathered is not None and gathered.gathering:
        try:
            row.details = gathered.details(game)
        except Exception as exc:  # noqa: BLE001 - the table row stands without its details
            row.reason = _("The game loaded, but its details could not be worked out "
                           "({error}).").format(error=type(exc).__name__)
    elif detail is not None:
        checked = budget.used if budget is not None else 0
        try:
            row.details = detail(game, budget)
        except ReplayStopped as stop:
            row.flags.append(Flag(DETAILS_STOPPED, value=stop.moves - checked))
        except Exception as exc:  # noqa: BLE001 - the table row stands without its details
            row.reason = _("The game loaded, but its details could not be worked out "
                           "({error}).").format(error=type(exc).__name__)
    row.length = length_text(game, row.details)
    old = older_save_note(game)
    if old:
        row.reason = f"{row.reason} {old}".strip()
    return row


def older_save_note(game: Game) -> str:
    """What a save made by an older kit leaves unchecked, for the teacher ("" for a save of
    today's format): version 1 digests covered neither the names nor the moves themselves,
    version 2 digests not the moves (only the final state they lead to)."""
    if not names_checked(game):
        return _("An older save (format version 1): its moves were replayed to the final "
                 "state it recorded, but its players' names were not checked, and a move "
                 "changed without changing that state (a losing sealed bid lowered, say) "
                 "would go unseen: neither was part of its digest yet.")
    if not history_checked(game):
        return _("An older save (format version 2): its moves were replayed to the final "
                 "state it recorded, but a move changed without changing that state (a "
                 "losing sealed bid lowered, say) would go unseen: the moves themselves were "
                 "not part of its digest yet.")
    return ""


def bot_of(game: str, name: str) -> str | None:
    """The bot a seat name asks for ('medium', 'bot:greedy', 'hard 2'), as the game's table
    reads seat names; None for a person. A save records names only: this is how bots show."""
    from ..games import bots

    available = bots(game)
    text = name.strip().lower()
    if text.startswith("bot:"):
        text = text[4:].strip()
        return text if text in available else "bot"
    match = re.fullmatch(r"(.+?)(?: \d+)?", text)
    return match.group(1) if match and match.group(1) in available else None


def length_text(game: Game, details: Any) -> str:
    """How long the game was, in the game's own units: rounds, turns and moves."""
    moves = count(len(game.history), "{n} move", "{n} moves")
    if game.name == "polymer":
        rounds = count(game.round, "{n} round", "{n} rounds")  # type: ignore[attr-defined]
        return _("{rounds}, {moves}").format(rounds=rounds, moves=moves)
    if game.name == "periodyx":
        turns = sum(1 for e in game.events if e.kind == "turn")
        return _("{turns}, {moves}").format(turns=count(turns, "{n} turn", "{n} turns"),
                                            moves=moves)
    if game.name == "bond" and isinstance(details, BondDetails):
        rounds = count(len(details.rounds), "{n} round", "{n} rounds")
        turns = count(details.turns, "{n} turn", "{n} turns")
        return _("{rounds}, {turns}").format(rounds=rounds, turns=turns)
    if game.name == "monopoly":
        rounds = count(game.round, "{n} round", "{n} rounds")  # type: ignore[attr-defined]
        turns = count(game.turns, "{n} turn", "{n} turns")  # type: ignore[attr-defined]
        return _("{rounds}, {turns}").format(rounds=rounds, turns=turns)
    return moves


def file_date(path: Path) -> tuple[dt.datetime | None, str]:
    """When the game was saved: the stamp the Save button writes into the file name
    ('...-20261130-1015.json', also after a browser's ' (1)'), else the file's own time
    (which a download or copy may have changed). The second value says which."""
    found = re.search(r"-(\d{8})-(\d{4})(?=\D*$)", path.stem)
    if found:
        try:
            return dt.datetime.strptime("".join(found.groups()), "%Y%m%d%H%M"), "file name"
        except ValueError:
            pass
    try:
        return dt.datetime.fromtimestamp(path.stat().st_mtime), "file time"
    except (OSError, ValueError, OverflowError):
        return None, ""


def rows_for(results: ClassResults | Sequence[Row], game: str) -> list[Row]:
    """The loaded rows of one game, from results or a list of rows."""
    rows = results.rows if isinstance(results, ClassResults) else list(results)
    return [r for r in rows if r.ok and r.game == game]


__all__ = ["CSV_COLUMNS", "EXIT_TICKET", "ClassResults", "Flag", "OK", "Player", "Row",
           "BondDetails", "BondRound", "answers_row", "name_key",
           "MonopolyDetails", "PeriodyxDetails", "PolymerDetails", "bot_of", "file_date",
           "game_row", "read_class", "read_file", "replay", "rows_for"]
