"""A class folder walked and read safely: regular files inside the folder only, the size cap
checked before a byte is read, every name shown as text.

The folder holds what students handed in, so it is untrusted: a named pipe would make a
plain `read()` wait for ever, a link to `/dev/zero` would read until the memory runs out,
and a link to a file outside the folder would present the teacher's own file as a student's.
`entries` names every path with what it is (a file to read, a folder, a link that leads
out, something that is not a file) so that each gets a row; `read_inside` opens a file
without following it out of the folder, checks with `fstat` on the open file (not on the
name, which could be swapped) that it is a regular file of at most the cap, and reads at
most the cap.
"""

from __future__ import annotations

import os
import stat
from collections.abc import Iterator
from dataclasses import dataclass
from pathlib import Path

#: What a path in the folder is: a file to read, a folder named like a save, a link to a
#: folder (not followed), a link that leads out of the folder, or no regular file at all
#: (a named pipe, a socket, a device, a link to nothing).
FILE, FOLDER, LINKED_FOLDER, OUTSIDE, NOT_A_FILE = (
    "file", "folder", "linked folder", "outside", "not a file")


class Refused(Exception):
    """A file that is not read: `kind` says why (OUTSIDE, NOT_A_FILE or 'too big'), `size`
    is its size in bytes when known."""

    def __init__(self, kind: str, size: int = 0) -> None:
        super().__init__(kind)
        self.kind = kind
        self.size = size


@dataclass(frozen=True)
class Entry:
    """One path of the folder, its name as the teacher reads it, and what it is."""

    path: Path
    name: str
    kind: str


def shown_name(path: Path, root: Path) -> str:
    """The path relative to the folder as text: bytes that are not UTF-8 (a name written in
    Shift-JIS, say) are shown as \\x82 escapes instead of becoming unwritable surrogates."""
    relative = path.relative_to(root).as_posix() if path != root else path.name
    return os.fsencode(relative).decode("utf-8", "backslashreplace")


def looks_like_save(name: str) -> bool:
    """A name a save file has ('ada.json'): a folder with such a name gets a row of its own."""
    return name.lower().endswith(".json")


def entries(root: Path, hidden: list[str]) -> Iterator[Entry]:
    """Every path under `root` that gets a row, in a stable order; hidden files and folders
    (a leading dot, desktop.ini, Thumbs.db) are named in `hidden` instead. Links to folders
    are not followed (they could lead anywhere, or in a circle)."""
    real_root = Path(os.path.realpath(root))
    for dirpath, dirnames, filenames in os.walk(root):
        base = Path(dirpath)
        keep = []
        for d in sorted(dirnames):
            path = base / d
            if d.startswith("."):
                hidden.append(shown_name(path, root) + "/")
            elif path.is_symlink():
                yield Entry(path, shown_name(path, root), LINKED_FOLDER)
            else:
                if looks_like_save(d):
                    yield Entry(path, shown_name(path, root) + "/", FOLDER)
                keep.append(d)
        dirnames[:] = keep
        for name in sorted(filenames):
            path = base / name
            if name.startswith(".") or name.lower() in ("desktop.ini", "thumbs.db"):
                hidden.append(shown_name(path, root))
            else:
                yield Entry(path, shown_name(path, root), _kind(path, real_root))


def _kind(path: Path, real_root: Path) -> str:
    try:
        if path.is_symlink() and not inside(Path(os.path.realpath(path)), real_root):
            return OUTSIDE
        return FILE if stat.S_ISREG(path.stat().st_mode) else NOT_A_FILE
    except (OSError, ValueError):  # a link to nothing, a loop of links
        return NOT_A_FILE


def inside(path: Path, real_root: Path) -> bool:
    """Whether a resolved path lies inside the resolved folder."""
    return path == real_root or real_root in path.parents


def read_inside(path: Path, root: Path, most: int) -> bytes:
    """The bytes of a regular file inside `root`, of at most `most` bytes; Refused if the
    path leads out of the folder, is no regular file or is bigger (OSError if unreadable)."""
    real = Path(os.path.realpath(path))
    if not inside(real, Path(os.path.realpath(root))):
        raise Refused(OUTSIDE)
    flags = os.O_RDONLY | getattr(os, "O_NONBLOCK", 0) | getattr(os, "O_NOFOLLOW", 0)
    fd = os.open(real, flags | getattr(os, "O_BINARY", 0))  # a pipe opens without waiting
    with os.fdopen(fd, "rb") as file:
        info = os.fstat(file.fileno())
        if not stat.S_ISREG(info.st_mode):
            raise Refused(NOT_A_FILE)
        if info.st_size > most:
            raise Refused("too big", info.st_size)
        data = file.read(most + 1)
    if len(data) > most:  # it grew while being read
        raise Refused("too big", len(data))
    return data


__all__ = ["Entry", "Refused", "entries", "inside", "looks_like_save", "read_inside",
           "shown_name"]
