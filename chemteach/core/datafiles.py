"""Data files a rules file names instead of the kit's own (a Monopoly board, its decks): the
digest of their content, so that a save records which file a game was played on and a
loader can check a file it is given, without ever opening a path a save names."""

from __future__ import annotations

import hashlib
from pathlib import Path

from .rules import MAX_RULES_BYTES


def file_digest(path: str | Path) -> str:
    """The SHA-256 of a data file's bytes (a data file is never longer than a rules file may
    be: more is read no further); "" for a path that is not a readable regular file."""
    try:
        path = Path(path)
        if not path.is_file():  # a folder, a device or a pipe: never read
            return ""
        with path.open("rb") as file:
            return hashlib.sha256(file.read(MAX_RULES_BYTES + 1)).hexdigest()
    except (OSError, ValueError, TypeError):
        return ""
