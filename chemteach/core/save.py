"""Versioned JSON saves: a game is (rules, seed, players, actions) and replays exactly.

A student hands in a save file; a teacher loads it and replays it. The save also carries a
digest of the final state, the players' names and the whole move history, so an edited or
incompatible file (a move, a rule or a name changed by hand, even one that leaves the final
state as it was) is caught, not silently wrong. Older saves still load: version 1 (made
before the names were in the digest) has its names unchecked (`names_checked`), versions 1
and 2 (made before the history was in it) its history (`history_checked`).

A game played on a teacher's data file (a Monopoly board) records the file's content digest;
loading the save opens no path the save names, only a file its caller passes (`files`).

From version 4 a save records the lesson it was played in (`lesson`: the lesson's name and
its rules' digest, `rules_digest`, or null outside a lesson), inside the digest, so that a
save moved to another lesson by hand is caught like an edited move. `json_digest` is the
one digest of the kit's files: a student's exit-ticket answers file (classroom/answers.py)
is sealed with it too.
"""

from __future__ import annotations

import hashlib
import json
from collections.abc import Callable, Mapping
from pathlib import Path
from typing import TYPE_CHECKING, Any

from .. import __version__
from .actions import action_from_json
from .datafiles import file_digest
from .errors import ChemteachError, DataFileError, SaveFileError
from .language import SOURCE, speaking
from .shown import shown, shown_path
from .wording import _

if TYPE_CHECKING:
    from .game import Game

FORMAT = "chemteach-save"
#: The save format this kit writes: 2 puts the players' names into the digest, 3 the whole
#: move history and the digests of the data files the game was played on, 4 the lesson the
#: game was played in.
VERSION = 4
#: The save formats this kit reads (1: the digest covers the game state, not the names;
#: 2: the state and the names, not the history; 3: no lesson recorded).
READS = (1, 2, 3, 4)
#: The longest lesson name a save or an answers file may record (a lesson's file name).
MAX_LESSON_NAME = 200


def canonical(value: Any) -> bytes:
    """JSON bytes of a value in one canonical form (sorted keys, no spaces): what digests hash."""
    return json.dumps(value, sort_keys=True, separators=(",", ":")).encode()


def json_digest(value: Any) -> str:
    """The kit's short digest of a JSON-able value (16 hex digits of its SHA-256): a save's
    and an answers file's seal, so that a file edited by hand is caught."""
    return hashlib.sha256(canonical(value)).hexdigest()[:16]


def rules_digest(rules: Mapping[str, Any]) -> str:
    """The digest of a set of validated rules (their values, not the file's words: the
    English and the Japanese lesson's rules files, comments apart, give the same one)."""
    return json_digest(dict(rules))


def lesson_of(game: Game) -> dict[str, str] | None:
    """The lesson a game is played in ({"name", "rules_digest"}), None outside a lesson."""
    lesson = getattr(game.rules, "lesson", None)
    return dict(lesson) if lesson else None


def _lesson(value: Any) -> dict[str, str] | None:
    """A save's recorded lesson, checked: null, or exactly a name and a rules digest."""
    if value is None:
        return None
    if (isinstance(value, Mapping) and set(value) == {"name", "rules_digest"}
            and isinstance(value["name"], str) and 0 < len(value["name"]) <= MAX_LESSON_NAME
            and isinstance(value["rules_digest"], str) and len(value["rules_digest"]) <= 64):
        return {"name": value["name"], "rules_digest": value["rules_digest"]}
    raise SaveFileError(_("The save file's 'lesson' must be null or a lesson's name and rules "
                          "digest, not {value}.").format(value=shown(value)))


def state_digest(game: Game, version: int = VERSION) -> str:
    """A short hash of the complete state (its fingerprint) and, from save version 2 on, of
    the players' names, so a renamed or swapped player is caught like an edited move; from
    version 3 on also of every move and of the data files played on, so an edit that leaves
    the final state as it was (a losing bid lowered) is caught too; from version 4 on also
    of the lesson it was played in."""
    digest = hashlib.sha256()
    with speaking(SOURCE):  # the same digest whichever language the table speaks
        state: Any = game.fingerprint()
        if version >= 2:
            state = {"players": list(game.names), "state": state}
        if version >= 3:
            state["files"] = game.data_files()
        if version >= 4:
            state["lesson"] = lesson_of(game)
        digest.update(canonical(state))
        if version >= 3:  # the moves as the save writes them, in one go (the save's size)
            moves = [[player, action.to_json()] for player, action in game.history]
            digest.update(canonical(moves))
    return digest.hexdigest()[:16]


def names_checked(game: Game) -> bool:
    """Whether the players' names of a loaded save were checked by its digest (False for a
    version 1 save, made before names were part of the digest)."""
    return getattr(game, "save_version", VERSION) >= 2


def history_checked(game: Game) -> bool:
    """Whether a loaded save's digest covered its whole move history (False for a save of
    version 1 or 2, whose digest covered the final state only: a move edited without
    changing that state, such as a losing bid lowered, went unseen)."""
    return getattr(game, "save_version", VERSION) >= 3


def game_to_json(game: Game) -> dict[str, Any]:
    """The save file's content as a JSON-able dict."""
    return {
        "format": FORMAT,
        "version": VERSION,
        "kit_version": __version__,
        "game": game.name,
        "players": list(game.names),
        "rules": game.rules.to_dict(),
        "seed": game.seed,
        "actions": [{"player": p, "action": a.to_json()} for p, a in game.history],
        "files": game.data_files(),
        "lesson": lesson_of(game),
        "digest": state_digest(game),
    }


#: The largest save file the kit reads, in bytes. A real save is far smaller: a Polymer
#: Chains game at the largest rules (10 players, 20 trios of 11 colours) is 67 KB, a
#: Periodyx game of 8 players playing to 40 cards 18 KB, and a Bond! match in which 6
#: players never declare for 2 rounds of 200 turns 483 KB, so the 50 rounds the rules
#: allow come to 12 MB (measured with random bots: benchmarks/bench_saves.py). Anything
#: bigger is not a game of the kit and would only fill the memory (100 MB of actions
#: took 941 MB to read).
MAX_SAVE_BYTES = 16_000_000
#: The seed is a whole number of at most this many digits (the kit's own seeds have 10).
MAX_SEED_DIGITS = 20


def _parse(text: str | bytes) -> Any:
    """JSON text (or UTF-8 bytes) as data; SaveFileError in one line if it is not a save."""
    if len(text) > MAX_SAVE_BYTES:
        raise SaveFileError(
            _("This file is {size} MB: far too big for a chemteach save (a long game's save "
              "is well under 1 MB; the limit is {most} MB).").format(
                  size=format(len(text) / 1e6, ".0f"), most=MAX_SAVE_BYTES // 1_000_000)
        )
    if isinstance(text, bytes | bytearray):
        try:
            text = bytes(text).decode("utf-8-sig")  # an editor's byte-order mark is fine
        except UnicodeDecodeError as exc:
            raise SaveFileError(
                _("This is not a chemteach save file: it is not text (byte {byte} is not "
                  "UTF-8).").format(byte=exc.start + 1)
            ) from None

    def refuse_constant(name: str) -> None:
        raise SaveFileError(_("This is not a chemteach save file: it holds {name}, which a "
                              "save never does.").format(name=name))

    try:
        return json.loads(text.removeprefix("\ufeff"), parse_constant=refuse_constant)
    except json.JSONDecodeError as exc:
        raise SaveFileError(_("This is not a chemteach save file (not JSON: line {line}, "
                              "column {column}).").format(line=exc.lineno, column=exc.colno)
                            ) from None
    except RecursionError:
        raise SaveFileError(_("This is not a chemteach save file: its data is nested far too "
                              "deeply.")) from None
    except ValueError:  # e.g. a number with more digits than Python reads
        raise SaveFileError(_("This is not a chemteach save file: it holds a number far "
                              "longer than a save ever does.")) from None


def _seed(value: Any) -> int:
    """The save's seed, if it is a whole number of sensible size."""
    if isinstance(value, int) and not isinstance(value, bool):
        if value.bit_length() <= MAX_SEED_DIGITS * 10 // 3:
            return value
    raise SaveFileError(_("The save file's seed must be a whole number of at most {most} "
                          "digits, not {value}.").format(most=MAX_SEED_DIGITS,
                                                         value=shown(value)))


#: A file the caller passes for a rule that names a data file: {"board_file": path}.
Files = Mapping[str, "str | Path"]


def _recorded_files(data: Mapping[str, Any], cls: type[Game]) -> dict[str, str]:
    """The data files' digests a save records ({} for saves made before version 3)."""
    files = data.get("files", {}) if data["version"] >= 3 else {}
    if not isinstance(files, Mapping) or not all(
            key in cls.file_rules and isinstance(value, str) and len(value) <= 64
            for key, value in files.items()):
        raise SaveFileError(_("The save file's 'files' must be a table of the data files' "
                              "digests, not {value}.").format(value=shown(files)))
    return dict(files)


def saved_rules(data: Mapping[str, Any], cls: type[Game], rules: Mapping[str, Any],
                files: Files | None = None) -> dict[str, Any]:
    """The save's rules as a game may be started with: a rule naming a data file (a
    Monopoly board) is given the file the caller passes for it, after checking that its
    content is the one the game was played on. A path the save names is never opened: with
    no file passed, the save is refused with a sentence saying which file to pass."""
    rules = dict(rules)
    files = dict(files or {})
    recorded = _recorded_files(data, cls)
    for key in cls.file_rules:
        named = rules.get(key)
        if not isinstance(named, str) or not named:
            continue  # the kit's own file, or a wrong value that the rules refuse unopened
        if key not in files and data["version"] >= 3 and key not in recorded:
            rules[key] = ""  # named but never read by the game (e.g. questions with quiz off)
            continue
        name = shown_path(named)
        if key not in files:
            raise DataFileError(_(
                "This game was played on a file of its own ('{key}': {name}), and the kit "
                "opens no file a save names: load it in a table playing with that file, or "
                "give the file: load_save(save, files={{'{key}': 'path/to/the/file.toml'}})."
                ).format(
                    key=key, name=name), key=key, problem="missing")
        given = files[key]
        digest = file_digest(given)
        if not digest:
            raise DataFileError(_("The file given for '{key}' ({file}) is not a file that "
                                  "can be read.").format(key=key, file=shown_path(given)),
                                key=key, problem="unreadable")
        if key in recorded and digest != recorded[key]:
            raise DataFileError(_(
                "{file} is not the file this game was played on for '{key}' (its content "
                "differs from the one the save records): pass the file the game was played "
                "on.").format(file=shown_path(given), key=key), key=key, problem="differs")
        rules[key] = str(Path(given).resolve())
    return rules


def game_from_json(data: Mapping[str, Any] | str | bytes,
                   expected: type[Game] | None = None, *, files: Files | None = None,
                   on_move: Callable[[Game], None] | None = None) -> Game:
    """Load a save (dict, JSON text or bytes) by replaying it; raises SaveFileError saying why not.

    Every way a file can be wrong (not text, not JSON, a wrong shape, a move the rules do
    not allow, a state that differs from the recorded digest) is a SaveFileError with one
    line saying what is wrong, never a Python error. `files` gives the data files (a
    Monopoly board) a game played on a teacher's file needs: a save's own paths are never
    opened. `on_move(game)`, if given, is called with the game being replayed at its start
    and after every move, before the digest is checked, so that what a save does not keep
    (hands, worth along the way) is gathered in the same replay; it must not change the
    game, and what it gathers counts only if the load returns (an error it raises is not
    turned into a SaveFileError).
    """
    if isinstance(data, str | bytes | bytearray):
        data = _parse(data)
    try:
        return _load(data, expected, files, on_move)
    except RecursionError:
        raise SaveFileError(_("The save file's data is nested far too deeply.")) from None


def _load(data: Any, expected: type[Game] | None, files: Files | None = None,
          on_move: Callable[[Game], None] | None = None) -> Game:
    if not isinstance(data, Mapping) or data.get("format") != FORMAT:
        raise SaveFileError(_("This is not a chemteach save file (no 'format': "
                              "'chemteach-save')."))
    if type(data.get("version")) is not int or data.get("version") not in READS:
        raise SaveFileError(
            _("This save file has format version {version}; this kit reads version {kit}. "
              "Update the kit or ask for a new save.").format(
                  version=shown(data.get("version")), kit=VERSION)
        )
    from ..games import game_class

    name = data.get("game")
    try:
        cls = game_class(name) if isinstance(name, str) else game_class(shown(name))
    except KeyError as exc:
        raise SaveFileError(str(exc.args[0])) from None
    if expected is not None and expected is not cls and not issubclass(cls, expected):
        raise SaveFileError(_("This save is a {game} game, not {expected}.").format(
            game=_(cls.title), expected=_(expected.title)))
    for key in ("players", "rules", "seed", "actions", "digest"):
        if key not in data:
            raise SaveFileError(
                _("The save file has no 'digest': every save carries the digest of its final "
                  "state, so that an edited file is caught.") if key == "digest"
                else _("The save file has no '{key}'.").format(key=key))
    players, rules, actions = data["players"], data["rules"], data["actions"]
    if not isinstance(players, list) or not all(isinstance(p, str) for p in players):
        raise SaveFileError(_("The save file's players must be a list of names, not "
                              "{value}.").format(value=shown(players)))
    if not isinstance(rules, Mapping):
        raise SaveFileError(_("The save file's rules must be a table of settings, not "
                              "{value}.").format(value=shown(rules)))
    if not isinstance(actions, list):
        raise SaveFileError(_("The save file's actions must be a list of moves, not "
                              "{value}.").format(value=shown(actions)))
    if not isinstance(data["digest"], str):
        raise SaveFileError(_("The save file's digest must be text, not {value}.").format(
            value=shown(data["digest"])))
    seed = _seed(data["seed"])
    lesson = _lesson(data.get("lesson")) if data["version"] >= 4 else None
    rules = saved_rules(data, cls, rules, files)
    try:
        game = cls(list(players), rules, seed)
    except (ChemteachError, ValueError, TypeError) as exc:
        raise SaveFileError(
            _("The save file's players, rules or seed are not usable: {error}").format(error=exc)
        ) from None
    except RecursionError:
        raise
    except Exception as exc:  # noqa: BLE001 - a file must never crash the kit
        raise SaveFileError(_("The save file's players, rules or seed are not usable (the "
                              "game could not start: {error}).").format(
                                  error=type(exc).__name__)) from None
    if on_move is not None:
        on_move(game)
    for i, entry in enumerate(actions):
        if not isinstance(entry, Mapping) or set(entry) != {"player", "action"}:
            raise SaveFileError(_("Move {n} of the save file cannot be replayed: a move is "
                                  "{{\"player\": ..., \"action\": ...}}, not {value}.").format(
                                      n=i + 1, value=shown(entry)))
        try:
            action = action_from_json(entry["action"], cls.action_types)
            game.apply(entry["player"], action)
        except (ChemteachError, ValueError) as exc:
            raise SaveFileError(
                _("Move {n} of the save file cannot be replayed: {error}").format(n=i + 1,
                                                                                  error=exc)
            ) from None
        except RecursionError:
            raise
        except Exception as exc:  # noqa: BLE001 - a file must never crash the kit
            raise SaveFileError(_("Move {n} of the save file cannot be replayed (the game "
                                  "could not apply it: {error}).").format(
                                      n=i + 1, error=type(exc).__name__)) from None
        if on_move is not None:
            on_move(game)
    game.save_version = data["version"]  # type: ignore[attr-defined]
    game.rules.lesson = lesson  # a clone or a new game on these rules keeps the lesson
    if data["digest"] != state_digest(game, data["version"]):
        raise SaveFileError(
            _("The save file does not replay to the game it recorded (edited by hand: a "
              "move, a rule or a player's name, or made with other rules of the kit).")
        )
    return game


def load_save(save: str | bytes | Path, expected: type[Game] | None = None, *,
              files: Files | None = None) -> Game:
    """A game from a save file's path or its JSON text; SaveFileError in one line if not.

    A path that is missing, a folder, unreadable or far too big is refused like a bad file.
    `files` as for `game_from_json`.
    """
    if isinstance(save, bytes | bytearray) or (isinstance(save, str)
                                                and save.lstrip("\ufeff \t\r\n").startswith("{")):
        return game_from_json(save, expected, files=files)
    if not str(save).strip():
        raise SaveFileError(_("No save file was named: give the path of a .json save file."))
    name = str(save) if len(str(save)) <= 80 else str(save)[:77] + "..."
    try:
        path = Path(save)
        if path.is_dir():
            raise SaveFileError(_("{file} is a folder, not a save file (a .json file).").format(
                file=name))
        if path.exists() and not path.is_file():  # a device or a pipe could never end
            raise SaveFileError(_("{file} is not a file, so it cannot be a save file.").format(
                file=name))
        if path.stat().st_size > MAX_SAVE_BYTES:
            raise SaveFileError(_("{file} is far too big for a chemteach save (the limit is "
                                  "{most} MB).").format(file=name,
                                                        most=MAX_SAVE_BYTES // 1_000_000))
        with path.open("rb") as file:
            data = file.read(MAX_SAVE_BYTES + 1)
    except FileNotFoundError:
        raise SaveFileError(_("There is no save file {file}.").format(file=name)) from None
    except (OSError, ValueError, TypeError) as exc:
        reason = getattr(exc, "strerror", None) or _("not a file's path")
        raise SaveFileError(_("Cannot read the save file {file} ({reason}).").format(
            file=name, reason=reason)) from None
    return game_from_json(data, expected, files=files)


def dumps(game: Game) -> str:
    """The save file as JSON text."""
    return json.dumps(game_to_json(game), indent=1)
