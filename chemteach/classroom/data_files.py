"""The teacher's own data files a class played on (a Monopoly board, its decks, questions),
given to `chemteach results` so that such saves can be checked.

A save records the content digest of each data file its game was played on, never opens a
path it names (core/save.py): the teacher passes the files (`--board FILE`, or
`read_class(folder, files={"board_file": FILE})`), and each save is checked against them.
The options come from the games' `file_rules` ('board_file' -> `--board`), so a game that
gains a data file gains its option.
"""

from __future__ import annotations

from collections.abc import Mapping
from pathlib import Path

from ..core.datafiles import file_digest
from ..core.errors import SaveFileError
from ..core.shown import shown
from ..core.wording import N_, _

#: What each data file is, in a few words ('the {what} file'); another key is named as is.
FILE_WORDS = {"board_file": N_("board"), "decks_file": N_("decks"),
              "questions_file": N_("question bank")}


def file_keys() -> tuple[str, ...]:
    """Every rule of the kit's games that names a data file ('board_file', ...), in order."""
    from ..games import GAMES, game_class

    keys: list[str] = []
    for name in GAMES:
        keys += [key for key in game_class(name).file_rules if key not in keys]
    return tuple(keys)


def option_of(key: str) -> str:
    """The command-line option that passes the file of a rule: 'board_file' -> '--board'."""
    return "--" + key.removesuffix("_file").replace("_", "-")


def file_word(key: str) -> str:
    """What the file of a rule is, in the reader's language ('board', '盤面', ...)."""
    return _(FILE_WORDS[key]) if key in FILE_WORDS else key


def checked_files(files: Mapping[str, str | Path] | None) -> dict[str, Path]:
    """The data files a teacher passes, checked once for the whole class: each key a rule
    that names a data file, each path a readable file; SaveFileError saying which if not."""
    keys = file_keys()
    found: dict[str, Path] = {}
    for key, path in (files or {}).items():
        if key not in keys:
            raise SaveFileError(_("{key} is not a rule that names a data file; the kit's are "
                                  "{keys}.").format(key=shown(key), keys=", ".join(keys)))
        if not file_digest(path):
            raise SaveFileError(_("The {what} file {file} ({option}) is not a file that can be "
                                  "read.").format(what=file_word(key), file=shown(str(path), 80),
                                                  option=option_of(key)))
        found[key] = Path(path)
    return found


__all__ = ["FILE_WORDS", "checked_files", "file_keys", "file_word", "option_of"]
