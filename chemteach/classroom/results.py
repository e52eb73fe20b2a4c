"""A class's handed-in saves, read for the teacher: one row per file, nothing dropped silently.

`read_class(folder)` opens every file in a folder (and its subfolders, as a learning
platform's "download all" makes them), replays and verifies each save with the kit's own
loader (`chemteach.core.save.game_from_json`: every move replayed, the final state checked
against the digest the save recorded) and gives one `Row` per file: the students, the game,
the date, house rules, scores, winner and length, and `status` "ok" or the reason the file
was refused (empty, not a save, truncated, edited, does not replay, too big...). Each game
also gets its own details: Bond! molecules, points and the best hand missed; Periodyx cards
won per mini-game; Polymer Chains longest chain; Chemistry Monopoly net worth per round.

What the digest proves: the moves replay to the state the save recorded, and (from save
version 2 on) the players' names are the ones saved, so a move, seed, rule or name changed
by hand is caught. A version 1 save (made before the names were in the digest) is read the
old way and labelled: its names are not checked. It is not a signature: anyone who runs the
kit can write a new digest.

`chemteach results FOLDER [--csv PATH]` prints the table (see `results_view.table`).
"""

from __future__ import annotations

import csv
import datetime as dt
import json
import os
import re
import time
from collections.abc import Callable, Iterator, Mapping, Sequence
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any

from .. import __version__
from ..core.actions import action_from_json
from ..core.errors import SaveFileError
from ..core.game import Game
from ..core.save import (
    FORMAT,
    MAX_SAVE_BYTES,
    READS,
    game_from_json,
    names_checked,
    state_digest,
)
from ..core.wording import _, count, seat_name

#: A row's status when its file loaded, replayed and matched its digest.
OK = "ok"
#: At most this many files are read from one folder (a teacher's class folder has tens; a
#: home folder given by mistake would take minutes). The rest are counted, not read.
MAX_FILES = 2000
#: The columns of `write_csv`, in order (the first six are the ones the issue asks for).
CSV_COLUMNS = ("file", "game", "players", "winner", "scores", "status", "reason", "bots",
               "date", "date_from", "house_rules", "finished", "moves", "length")

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


@dataclass
class Row:
    """One file of the folder: what it holds, or why it was refused (`status`)."""

    file: str
    status: str = OK
    #: The reason in full (the kit's own sentence), "" when the file is ok.
    reason: str = ""
    #: What kind of refusal: "", "empty", "not a save", "truncated", "edited",
    #: "does not replay", "damaged", "too big", "unreadable", "other version".
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
    game_state: Game | None = field(default=None, repr=False, compare=False)

    @property
    def ok(self) -> bool:
        return self.status == OK

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
    #: Results tables the kit wrote into the folder (`--csv` inside it): skipped, named.
    own_tables: list[str] = field(default_factory=list)

    @property
    def ok(self) -> list[Row]:
        return [r for r in self.rows if r.ok]

    @property
    def refused(self) -> list[Row]:
        return [r for r in self.rows if not r.ok]

    def of_game(self, game: str) -> list[Row]:
        """The rows that loaded as this game ('bond', 'periodyx', 'polymer', 'monopoly')."""
        return [r for r in self.rows if r.ok and r.game == game]

    def summary(self) -> str:
        """'30 files: 28 games loaded, 2 refused (1 edited, 1 truncated).'"""
        if not self.rows and not self.hidden and not self.own_tables:
            return _("No files in {folder}.").format(folder=self.folder)
        problems: dict[str, int] = {}
        for row in self.refused:
            problems[row.problem] = problems.get(row.problem, 0) + 1
        files = count(len(self.rows), "{n} file", "{n} files")
        loaded = count(len(self.ok), "{n} game loaded", "{n} games loaded")
        if problems:
            kinds = ", ".join(_("{n} {problem}").format(n=n, problem=problem_word(kind))
                              for kind, n in sorted(problems.items()))
            sentences = [_("{files}: {loaded}, {refused} refused ({kinds}).").format(
                files=files, loaded=loaded, refused=len(self.refused), kinds=kinds)]
        else:
            sentences = [_("{files}: {loaded}, none refused.").format(files=files,
                                                                      loaded=loaded)]
        if self.hidden:
            names = ", ".join(self.hidden[:5]) + (", ..." if len(self.hidden) > 5 else "")
            sentences.append(count(len(self.hidden), "{n} hidden file skipped ({names}).",
                                   "{n} hidden files skipped ({names}).", names=names))
        if self.own_tables:
            sentences.append(count(
                len(self.own_tables), "{n} results table this kit wrote skipped ({names}).",
                "{n} results tables this kit wrote skipped ({names}).",
                names=", ".join(self.own_tables)))
        if self.not_read:
            sentences.append(_("Only the first {limit} files were read: is this the class's "
                               "folder?").format(limit=MAX_FILES))
        return " ".join(sentences)

    def write_csv(self, path: str | Path) -> Path:
        """One row per file with the columns of CSV_COLUMNS (a spreadsheet opens it)."""
        path = Path(path)
        with path.open("w", encoding="utf-8-sig", newline="") as out:  # BOM: Excel reads UTF-8
            writer = csv.writer(out)
            writer.writerow(CSV_COLUMNS)
            for row in self.rows:
                writer.writerow([_cell(v) for v in csv_values(row)])
        return path


def problem_word(problem: str) -> str:
    """A kind of refusal in the reader's language ('edited', 'truncated', ...)."""
    words = {"empty": _("empty"), "not a save": _("not a save"), "truncated": _("truncated"),
             "edited": _("edited"), "does not replay": _("does not replay"),
             "damaged": _("damaged"), "too big": _("too big"), "unreadable": _("unreadable"),
             "other version": _("other version")}
    return words.get(problem, problem)


def csv_values(row: Row) -> list[Any]:
    """A row's values in the order of CSV_COLUMNS."""
    return [
        row.file, row.game, "; ".join(row.names),
        "; ".join(row.players[p].name for p in row.winners) if row.finished else "",
        row.scores_text("; "), row.status, row.reason,
        "; ".join(p.bot for p in row.players if p.bot),
        row.date.strftime("%Y-%m-%d %H:%M") if row.date else "", row.date_from,
        "; ".join(row.house_rules), ("yes" if row.finished else "no") if row.ok else "",
        row.moves if row.ok else "", row.length,
    ]


def _cell(value: Any) -> Any:
    """A CSV cell that a spreadsheet never runs as a formula (a name typed '=HYPERLINK(...)')."""
    if isinstance(value, str) and value[:1] in ("=", "+", "-", "@", "\t", "\r"):
        try:
            float(value)
        except ValueError:
            return "'" + value
    return value


# ----- reading a folder -----------------------------------------------------------------
def read_class(folder: str | Path) -> ClassResults:
    """Read every file under `folder` (subfolders too, hidden ones skipped): one row each."""
    start = time.perf_counter()
    root = Path(folder)
    if not root.exists():
        raise SaveFileError(_("There is no folder {folder}.").format(folder=folder))
    if not root.is_dir():
        raise SaveFileError(_("{folder} is a file, not a folder: give the folder that holds "
                              "the students' saves.").format(folder=folder))
    hidden: list[str] = []
    paths: list[Path] = []
    not_read = 0
    for path in _walk(root, hidden):
        if len(paths) >= MAX_FILES:  # a home folder given by mistake: stop looking
            not_read = 1
            break
        paths.append(path)
    own = [p for p in paths if is_results_table(p)]
    rows = [read_file(path, root) for path in sorted(paths, key=lambda p: _relative(p, root))
            if path not in own]
    return ClassResults(root, rows, hidden, not_read, time.perf_counter() - start,
                        own_tables=sorted(_relative(p, root) for p in own))


def is_results_table(path: Path) -> bool:
    """Whether a file is a results table this kit wrote (`--csv` into the class folder): its
    first line is exactly the kit's CSV header."""
    header = ",".join(CSV_COLUMNS).encode()
    try:
        with path.open("rb") as f:
            head = f.read(len(header) + 8)
    except OSError:
        return False
    return head.removeprefix(b"\xef\xbb\xbf").startswith(header)


def _walk(root: Path, hidden: list[str]) -> Iterator[Path]:
    """Files under root, hidden files and folders (a leading dot) named in `hidden`."""
    for dirpath, dirnames, filenames in os.walk(root):
        base = Path(dirpath)
        for d in sorted(dirnames):
            if d.startswith("."):
                hidden.append(_relative(base / d, root) + "/")
        dirnames[:] = sorted(d for d in dirnames if not d.startswith("."))
        for name in sorted(filenames):
            if name.startswith(".") or name.lower() in ("desktop.ini", "thumbs.db"):
                hidden.append(_relative(base / name, root))
            else:
                yield base / name


def _relative(path: Path, root: Path) -> str:
    return path.relative_to(root).as_posix() if path != root else path.name


def read_file(path: str | Path, root: str | Path | None = None) -> Row:
    """One file as a row: a loaded, verified game, or the reason it is refused. Never raises."""
    path = Path(path)
    name = _relative(path, Path(root)) if root is not None else path.name
    try:
        return _read(path, name)
    except Exception as exc:  # noqa: BLE001 - one odd file must not stop a class's results
        return _refused(name, "unreadable", _("could not be read"),
                        _("The kit could not read this file ({error}).").format(
                            error=type(exc).__name__))


def _refused(file: str, problem: str, status: str, reason: str) -> Row:
    return Row(file=file, status=status, reason=reason, problem=problem)


def _read(path: Path, name: str) -> Row:
    try:
        size = path.stat().st_size
        if size > MAX_SAVE_BYTES:
            return _refused(name, "too big", _("too big to be a save"), _(
                "This file is {mb:.0f} MB; a chemteach save is far smaller (the limit is "
                "{limit} MB).").format(mb=size / 1e6, limit=MAX_SAVE_BYTES // 1_000_000))
        raw = path.read_bytes()
    except OSError as exc:
        return _refused(name, "unreadable", _("could not be read"), _(
            "The file could not be read ({why}).").format(why=exc.strerror or exc))
    row = _from_bytes(raw, name)
    row.date, row.date_from = file_date(path)
    return row


def _from_bytes(raw: bytes, name: str) -> Row:
    """Classify the file's content, then load it with the kit's loader if it is a save."""
    if not raw.strip():
        return _refused(name, "empty", _("empty file"), _(
            "The file is empty: the save was not written, or the upload failed."))
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
    if not isinstance(data, dict) or data.get("format") != FORMAT:
        if isinstance(data, dict) and "nbformat" in data and "cells" in data:
            return _refused(name, "not a save", _("not a save (a notebook)"), _(
                "This is a Jupyter notebook, not a saved game: ask for the file that Save game "
                "downloads."))
        return _refused(name, "not a save", _("not a save (other JSON)"), _(
            "This is JSON of another kind, not a chemteach save (no \"format\": "
            "\"chemteach-save\")."))
    if data.get("version") not in READS:
        return _refused(name, "other version", _("other kit version"), _(
            "This save has format version {version}; this kit reads version {ours}. Update "
            "the kit or ask for a new save.").format(version=_shown(data.get("version")),
                                                     ours=" / ".join(map(str, READS))))
    try:
        game = game_from_json(data)
    except SaveFileError as exc:
        return _diagnose(data, name, str(exc))
    except RecursionError:
        return _refused(name, "damaged", _("damaged"), _(
            "The save's data is nested far too deeply."))
    return game_row(game, name)


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


def _shown(value: Any) -> str:
    text = repr(value)
    return text if len(text) <= 40 else text[:37] + "..."


def _cut_short(text: str, exc: json.JSONDecodeError) -> bool:
    """Whether the JSON error is that the text stopped early (not a wrong character inside)."""
    rest = text[exc.pos:].rstrip()  # a cut 'fals', '-' or an escape stops in a few characters
    return len(rest) <= 6 or exc.msg.startswith("Unterminated string")


def _diagnose(data: Mapping[str, Any], name: str, message: str) -> Row:
    """Why a save the loader refused is refused: its moves replay but the final state is not
    the one recorded (edited), a move cannot be replayed, or its shape is wrong (damaged)."""
    version = data.get("kit_version")
    other_kit = isinstance(version, str) and version != __version__
    note = (" " + _("It was made with version {version} of the kit; this is {ours}.").format(
        version=version[:20], ours=__version__)) if other_kit else ""
    failed = _first_failing_move(data)
    if failed is None:
        row = _refused(name, "damaged", _("damaged"), message + note)
    elif failed == 0:
        row = _refused(name, "edited", _("edited (digest mismatch)"), _(
            "Every move replays, but not to the game the save recorded (its digest): the file "
            "was edited by hand (a move, a rule or a player's name), or the kit's rules or "
            "data changed since it was saved.") + note)
    else:
        row = _refused(name, "does not replay", _("does not replay (move {n})").format(
            n=failed), message + note)
    _claimed(row, data)
    return row


def _claimed(row: Row, data: Mapping[str, Any]) -> None:
    """A refused save still says whose it claims to be: its game and player names."""
    from ..games import game_class

    try:
        cls = game_class(str(data.get("game")))
    except (KeyError, ImportError):
        return
    row.game, row.title = cls.name, cls.title
    players = data.get("players")
    if isinstance(players, list) and all(isinstance(p, str) for p in players):
        row.players = tuple(Player(_short(p), bot_of(cls.name, p)) for p in players[:10])


def _short(text: str) -> str:
    return text if len(text) <= 40 else text[:37] + "..."


def _first_failing_move(data: Mapping[str, Any]) -> int | None:
    """0 if every move replays (and only the digest differs), the number of the first move
    that cannot be replayed, or None if the game cannot even start (players, rules, seed)."""
    from ..games import game_class

    try:
        cls = game_class(str(data.get("game")))
        game = cls(list(data["players"]), dict(data["rules"]), int(data["seed"]))
        actions = list(data["actions"])
        digest = data["digest"]
        version = int(data["version"])
    except Exception:  # noqa: BLE001 - any way the file is wrong is 'damaged'
        return None
    for i, entry in enumerate(actions):
        try:
            game.apply(entry["player"], action_from_json(entry["action"], cls.action_types))
        except Exception:  # noqa: BLE001
            return i + 1
    return 0 if digest != state_digest(game, version) else None


# ----- a loaded game ---------------------------------------------------------------------
def game_row(game: Game, file: str) -> Row:
    """The row of a loaded, verified game: players, scores, winner, length and details."""
    finished = game.is_over()
    row = Row(
        file=file, game=game.name, title=game.title,
        players=tuple(Player(n, bot_of(game.name, n)) for n in game.names),
        house_rules=tuple(game.house_rules()), scores=tuple(game.scores()),
        winners=tuple(game.winners()) if finished else (), finished=finished,
        moves=len(game.history), game_state=game,
    )
    detail = DETAILS.get(game.name)
    if detail is not None:
        try:
            row.details = detail(game)
        except Exception as exc:  # noqa: BLE001 - the table row stands without its details
            row.reason = _("The game loaded, but its details could not be worked out "
                           "({error}).").format(error=type(exc).__name__)
    row.length = length_text(game, row.details)
    if not names_checked(game):
        old = _("An older save (format version 1): its moves are checked, its players' names "
                "are not (they were not part of the digest yet).")
        row.reason = f"{row.reason} {old}".strip()
    return row


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


# ----- each game's details ---------------------------------------------------------------
def replay(game: Game, after_move: Callable[[Game], None]) -> Game:
    """Replay a loaded game from its start, calling `after_move(state)` at the start and after
    every move (for what a save does not keep: hands and worth along the way)."""
    state = type(game)(list(game.names), game.rules, game.seed)
    after_move(state)
    for player, action in game.history:
        state.apply(player, action)
        after_move(state)
    return state


@dataclass(frozen=True)
class PolymerDetails:
    """Per player: the longest chain one placement joined, the best turn, pieces placed."""

    longest_chain: tuple[int, ...]
    best_turn: tuple[int, ...]
    pieces: tuple[int, ...]


def polymer_details(game: Game) -> PolymerDetails:
    n = game.num_players
    longest, best, pieces = [0] * n, [0] * n, [0] * n
    for e in game.events:
        if e.kind == "place" and e.actor is not None:
            longest[e.actor] = max(longest[e.actor], int(e.data.get("chain", 0)))
            best[e.actor] = max(best[e.actor], int(e.data.get("points", 0)))
            pieces[e.actor] += 1
    return PolymerDetails(tuple(longest), tuple(best), tuple(pieces))


@dataclass(frozen=True)
class PeriodyxDetails:
    """Per player and mini-game: cards won from other players or the pile, and turns won."""

    minigames: tuple[str, ...]
    cards_won: tuple[dict[str, int], ...]
    turns_won: tuple[dict[str, int], ...]
    played: dict[str, int]

    def total(self, player: int) -> int:
        return sum(self.cards_won[player].values())


def periodyx_details(game: Game) -> PeriodyxDetails:
    """Read the public move log: each turn's mini-game, who took which cards from whom."""
    from ..games.periodyx.minigames import MINIGAMES

    n = game.num_players
    names = tuple(m.name for m in MINIGAMES)
    won: list[dict[str, int]] = [{} for _p in range(n)]
    turns: list[dict[str, int]] = [{} for _p in range(n)]
    played: dict[str, int] = {}
    current, lead, opponent = "", -1, -1

    def credit(player: Any, cards: int) -> None:
        if isinstance(player, int) and 0 <= player < n and cards > 0:
            won[player][current] = won[player].get(current, 0) + cards
            turns[player][current] = turns[player].get(current, 0) + 1

    for e in game.events:
        if e.visible_to is not None:
            continue  # public events only: a private copy repeats a public one
        data = e.data
        if e.kind == "turn":
            current, lead, opponent = str(data.get("game", "")), e.actor, -1
            played[current] = played.get(current, 0) + 1
        elif e.kind == "ask":
            opponent = data.get("opponent", -1)
        elif e.kind == "compare" and data.get("taker") is not None:
            taker, cards = data["taker"], list(data.get("cards", []))
            holders = data.get("holders")
            if holders:  # a duel or face-down game: the taker's own card comes back
                own = sum(1 for h in holders if h == taker)
            else:  # Hi-Lo, Early Bird: the lead's card and the card drawn
                own = 1 if taker == e.actor else 0
            credit(taker, len(cards) - own)
        elif e.kind == "a-2-z" and data.get("cards"):
            credit(e.actor, len(data["cards"]))
        elif e.kind == "take":
            credit(e.actor, 1)
        elif e.kind == "claim" and data.get("right"):
            credit(e.actor, 2 - (1 if e.actor in (lead, opponent) else 0))
    return PeriodyxDetails(names, tuple(won), tuple(turns), played)


@dataclass(frozen=True)
class BondRound:
    """One scored round: each player's molecules and points, and the best hand they held at
    a moment they could have declared Bond! (its points, turn and molecules)."""

    round: int
    points: tuple[int, ...]
    molecules: tuple[tuple[tuple[str, int], ...], ...]
    best: tuple[int, ...]
    best_turn: tuple[int, ...]
    best_molecules: tuple[tuple[str, ...], ...]
    declarers: tuple[int, ...]
    turns: int
    capped: bool

    def missed(self, player: int) -> int:
        """Points the player's best hand of the round would have scored beyond their score."""
        return max(0, self.best[player] - self.points[player])


@dataclass(frozen=True)
class BondDetails:
    """Every scored round of a Bond! match, and the turns played (the last round's too)."""

    rounds: tuple[BondRound, ...]
    turns: int

    def molecules(self, player: int) -> list[str]:
        """Every molecule the player scored, in order ('H2O', 'CH4', ...)."""
        return [f for r in self.rounds for f, _p in r.molecules[player]]

    def missed(self, player: int) -> int:
        return sum(r.missed(player) for r in self.rounds)


def bond_details(game: Game) -> BondDetails:
    """Replay the match, scoring every hand at each turn's start (when anyone may declare)."""
    n = game.num_players
    rounds: list[BondRound] = []
    best: list[tuple[int, int, tuple[str, ...]]] = []
    seen: list[Any] = [None, 0, 0]  # last (round, turn) looked at, scored rounds, turns

    def look(state: Any) -> None:
        nonlocal best
        if len(state.results) > seen[1]:  # a round was scored: keep it with its best hands
            seen[1] = len(state.results)
            rounds.append(_bond_round(state, state.results[-1], best, seen[0][1] if seen[0] else 0))
            best = []
        key = (state.round, state.turn)
        if state.phase == "declare" and key != seen[0]:
            seen[0] = key
            seen[2] += 1
            if not best:
                best = [(-10**9, 0, ())] * n
            for p in range(n):
                hand = tuple(sorted(state.hands[p].elements()))
                points = state.scorer.hand_points(hand)
                if points > best[p][0]:
                    best[p] = (points, state.turn, hand)

    replay(game, look)
    return BondDetails(tuple(rounds), seen[2])


def _bond_round(state: Any, result: Any, best: list[tuple[int, int, tuple[str, ...]]],
                turns: int) -> BondRound:
    n = len(result.scores)
    points = tuple(s.points for s in result.scores)
    if not best:
        best = [(points[p], 0, ()) for p in range(n)]
    best_molecules = tuple(
        tuple(m.textbook_formula for m in state.scorer.score(hand).molecules)
        if hand and best_points > points[p] else ()
        for p, (best_points, _t, hand) in enumerate(best))
    return BondRound(
        round=result.round, points=points,
        molecules=tuple(tuple((m.textbook_formula, m.points) for m in s.molecules)
                        for s in result.scores),
        best=tuple(max(b[0], points[p]) for p, b in enumerate(best)),
        best_turn=tuple(b[1] for b in best), best_molecules=best_molecules,
        declarers=tuple(result.declarers), turns=turns, capped=result.capped)


@dataclass(frozen=True)
class MonopolyDetails:
    """Each player's net worth (the short game's valuation: AMUny, elements at their printed
    price, transferred ones at half, liquids and solids at cost) at the start of every round
    and at the end (given as the round after the last); and the round in which a player went
    bankrupt, if any."""

    rounds: tuple[int, ...]
    worth: tuple[tuple[int, ...], ...]  # per player, one value per entry of `rounds`
    bankrupt: tuple[int | None, ...]


def monopoly_details(game: Game) -> MonopolyDetails:
    n = game.num_players
    rounds: list[int] = []
    worth: list[list[int]] = [[] for _p in range(n)]
    bankrupt: list[int | None] = [None] * n
    last = [-1]

    def look(state: Any) -> None:
        for p in range(n):
            if not state.active[p] and bankrupt[p] is None:
                bankrupt[p] = state.round
        if state.round != last[0]:
            last[0] = state.round
            rounds.append(state.round)
            for p in range(n):
                worth[p].append(state.valuation(p))

    final = replay(game, look)
    rounds.append(final.round + 1)  # the end, drawn where the next round would start
    for p in range(n):
        worth[p].append(final.valuation(p))
    return MonopolyDetails(tuple(rounds), tuple(tuple(w) for w in worth), tuple(bankrupt))


#: game name -> the function that works out its details from a loaded game.
DETAILS: dict[str, Callable[[Game], Any]] = {
    "polymer": polymer_details,
    "periodyx": periodyx_details,
    "bond": bond_details,
    "monopoly": monopoly_details,
}


def rows_for(results: ClassResults | Sequence[Row], game: str) -> list[Row]:
    """The loaded rows of one game, from results or a list of rows."""
    rows = results.rows if isinstance(results, ClassResults) else list(results)
    return [r for r in rows if r.ok and r.game == game]


__all__ = ["CSV_COLUMNS", "ClassResults", "OK", "Player", "Row", "BondDetails", "BondRound",
           "MonopolyDetails", "PeriodyxDetails", "PolymerDetails", "bot_of", "file_date",
           "game_row", "read_class", "read_file", "replay", "rows_for"]
