"""`chemteach lesson preview NAME`: open a lesson as the student's app, before the class.

The app is the lesson served by Voila inside the kit's class server, started as
`chemteach lab` starts it (chemteach/server_config.py: the same settings, so the app leaves
out the lab-only cells, the teacher's notes among them, exactly as the students' app
does), listening on this computer only (127.0.0.1) with a fresh token, and opening the
browser on the lesson's app address, which is printed with its token.
"""

from __future__ import annotations

import argparse
import difflib
import os
import secrets
import socket
import subprocess
import sys
from pathlib import Path
from urllib.parse import quote

from ..core.errors import RulesError
from ..core.wording import _

#: Where the kit's lessons are, relative to the kit's folder, by language.
LESSON_FOLDERS = {"en": Path("notebooks") / "lessons", "ja": Path("notebooks") / "ja" / "lessons"}
#: The only address the preview server listens on: this computer.
HOST = "127.0.0.1"


def find_lesson(name: str, folder: Path, lang: str = "en") -> Path:
    """The lesson NAME names: a lesson file, or a lesson's name (with or without .md) in the
    kit's lessons under `folder`. RulesError naming the lessons there (a close one first)."""
    given = Path(name)
    if given.suffix.lower() == ".md" and given.is_file():
        return given.resolve()
    lessons = folder / LESSON_FOLDERS[lang]
    stem = given.name[:-3] if given.name.lower().endswith(".md") else given.name
    found = lessons / f"{stem}.md"
    if found.is_file():
        return found.resolve()
    known = sorted(p.stem for p in lessons.glob("*.md") if p.name.lower() != "readme.md")
    near = difflib.get_close_matches(stem, known, n=1)
    hint = _(" (did you mean '{near}'?)").format(near=near[0]) if near else ""
    raise RulesError(_("no lesson '{name}'{hint}; allowed: a lesson's .md file, or the name of "
                       "one of the lessons in {folder}: {lessons}.").format(
                           name=name, hint=hint, folder=lessons,
                           lessons=", ".join(known) or _("(none there)")), key="name")


def server_root(lesson: Path, root: Path | None) -> Path:
    """The folder the server shows: `root` if given (it must hold the lesson), else the
    current folder when it holds the lesson (the kit's folder), else the lesson's folder."""
    if root is not None:
        root = root.resolve()
        if not lesson.is_relative_to(root):
            raise RulesError(_("--root {root}: the lesson {file} is not inside it; allowed: the "
                               "folder that holds the lesson (the server shows only that "
                               "folder).").format(root=root, file=lesson), key="root")
        return root
    here = Path.cwd().resolve()
    return here if lesson.is_relative_to(here) else lesson.parent


def app_address(root: Path, lesson: Path) -> str:
    """The lesson's app address on the server: /voila/render/<its path under the root>."""
    return "/voila/render/" + quote(lesson.relative_to(root).as_posix())


def preview_command(root: Path, lesson: Path, port: int, token: str, *,
                    open_browser: bool = True, python: str | None = None) -> list[str]:
    """The command that serves `lesson` as the student's app: `chemteach lab`'s class server
    (the kit's settings), on 127.0.0.1:`port` with `token`, opening on the lesson's app."""
    from ..server_config import lab_command

    base = [arg for arg in lab_command(root, python=python)
            if not arg.startswith("--LabApp.default_url=")]
    cmd = [*base, f"--LabApp.default_url={app_address(root, lesson)}",
           f"--ServerApp.ip={HOST}", f"--ServerApp.port={port}", "--ServerApp.port_retries=0",
           f"--IdentityProvider.token={token}"]
    if not open_browser:
        cmd.append("--no-browser")
    return cmd


def preview_url(root: Path, lesson: Path, port: int, token: str) -> str:
    """The address a teacher opens: the lesson's app on this computer, with the token."""
    return f"http://{HOST}:{port}{app_address(root, lesson)}?token={token}"


def free_port() -> int:
    """A TCP port on 127.0.0.1 that nobody listens on right now."""
    with socket.socket(socket.AF_INET, socket.SOCK_STREAM) as sock:
        sock.bind((HOST, 0))
        return int(sock.getsockname()[1])


def add_preview_command(inner: argparse._SubParsersAction) -> None:
    """Add `chemteach lesson preview` to the lesson command's subparsers."""
    preview = inner.add_parser(
        "preview", help=_("open a lesson as the student's app (Voila, on this computer only)"))
    preview.add_argument("name", help=_("the lesson's name (its file name without .md) or "
                                        "its .md file"))
    preview.add_argument("--lang", choices=sorted(LESSON_FOLDERS), default="en",
                         help=_("which language's lesson, by name (default: en)"))
    preview.add_argument("--root", help=_("the folder the server shows (default: here when it "
                                          "holds the lesson, else the lesson's folder)"))
    preview.add_argument("--port", type=int, default=0,
                         help=_("the port (default: a free one)"))
    preview.add_argument("--no-browser", action="store_true",
                         help=_("print the address only, without opening a browser"))
    preview.set_defaults(func=preview_lesson_command)


def preview_lesson_command(args: argparse.Namespace) -> int:
    """Start the class server on the lesson's app; print its address and token."""
    from ..server_config import server_env

    lesson = find_lesson(args.name, Path.cwd(), args.lang)
    root = server_root(lesson, Path(args.root) if args.root else None)
    port = args.port or free_port()
    if not 0 < port < 65536:
        raise RulesError(_("--port {port}: allowed: a port from 1 to 65535.").format(port=port),
                         key="port")
    token = secrets.token_urlsafe(24)
    cmd = preview_command(root, lesson, port, token, open_browser=not args.no_browser,
                          python=sys.executable)
    print(_("The student's app of {file}:").format(file=lesson.name))
    print(f"  {preview_url(root, lesson, port, token)}")
    print(_("Only this computer can open it (the token is in the address). The teacher's "
            "notes are left out, as in the class. Press Ctrl-C to stop the server."))
    sys.stdout.flush()
    return subprocess.call(cmd, cwd=root, env=server_env(os.environ))
