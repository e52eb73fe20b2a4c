"""`chemteach serve`: the table server's command line (parsing, the start-up lines a
teacher reads, the demo's pages); the serving itself is `run.serve`."""

from __future__ import annotations

import argparse
import os
import sys
from pathlib import Path
from typing import Any

from ..core.wording import _
from .guard import TEACHER_ENV, ServerError, TeacherKey
from .lessons import find_lesson
from .registry import BOT_DELAY, PERSON, Classroom, default_saves
from .state import ServerState

DEFAULT_PORT = 8765
LOCAL_HOSTS = ("127.0.0.1", "localhost", "::1")


def add_command(sub: Any) -> None:
    """The `serve` subcommand and its options."""
    serve = sub.add_parser(
        "serve", help="serve game tables to every student's own device (teacher, student and "
                      "projector pages)",
        description="Serve game tables: each student plays at their own screen. Students "
                    "open the printed address and type their table's code; the teacher's "
                    "page (address printed with its password) creates and watches the tables.")
    serve.add_argument("--host", default="127.0.0.1",
                       help="the address to listen on (default 127.0.0.1: this machine only; "
                            "0.0.0.0 opens it to the network, where the join code is the "
                            "only lock)")
    serve.add_argument("--port", type=int, default=DEFAULT_PORT,
                       help=f"the port (default {DEFAULT_PORT})")
    serve.add_argument("--saves", metavar="DIR",
                       help="the folder the tables are saved in (default: "
                            "chemteach-tables-DATE here); a folder with tables resumes them")
    serve.add_argument("--lesson", metavar="NAME",
                       help="every table plays this lesson's game and rules (a kit lesson's "
                            "name or a lesson's .md file); the saves carry its name")
    serve.add_argument("--table", action="append", default=[], metavar="GAME:SEATS",
                       help="make a table at start, e.g. bond:person,person,medium "
                            "(repeatable; seats are 'person' or a bot's level)")
    serve.add_argument("--rules", action="append", default=[], metavar="FILE",
                       help="a rules variant (TOML) the teacher's page offers for new tables "
                            "(repeatable); a --table takes one as GAME:SEATS:FILE")
    serve.add_argument("--seed", type=int, default=None,
                       help="the seed of the --table games (the same seed, the same deal)")
    serve.add_argument("--bot-delay", type=float, default=BOT_DELAY, metavar="SECONDS",
                       help=f"seconds between a bot's moves (default {BOT_DELAY})")
    serve.add_argument("--demo", action="store_true",
                       help="make a demo table and open the teacher's page and two students' "
                            "pages in this machine's browser, to try it alone")
    serve.add_argument("--no-browser", action="store_true", help="open no browser page")
    serve.add_argument("--root-path", default=os.environ.get("JUPYTERHUB_SERVICE_PREFIX", ""),
                       help="the address prefix behind a proxy (a JupyterHub service: "
                            "$JUPYTERHUB_SERVICE_PREFIX, the default)")
    serve.add_argument("--public-url", metavar="URL",
                       help="the address students open, for the QR codes and the printed "
                            "lines (behind a hub or a proxy: e.g. "
                            "https://hub.school.example/services/chemteach-tables)")
    serve.set_defaults(func=serve_command)


def table_option(text: str) -> tuple[str, list[str], Path | None]:
    """A --table option read: (game, seats, rules file or None), or ServerError saying how
    to write it (GAME:SEATS or GAME:SEATS:RULES.toml)."""
    game, sep, rest = str(text).partition(":")
    seats, _sep, rules = rest.partition(":")
    words = [w.strip() for w in seats.split(",") if w.strip()]
    if not sep or not game.strip() or not words:
        raise ServerError(_("Write a table as GAME:SEATS, e.g. bond:person,person,medium; not "
                            "{text!r}.").format(text=text))
    return game.strip(), words, rules_file(rules) if rules.strip() else None


def rules_file(text: str) -> Path:
    """A rules file the teacher named, or ServerError if there is no such file."""
    path = Path(text.strip())
    if not path.is_file():
        raise ServerError(_("There is no rules file {file}.").format(file=text.strip()))
    return path.resolve()


def build(args: argparse.Namespace) -> tuple[ServerState, list[str]]:
    """The server's state from the options: the classroom (resumed from the saves folder,
    plus --table and --demo tables), the teacher's key; and the lines to print."""
    lesson = find_lesson(args.lesson) if args.lesson else None
    saves = Path(args.saves) if args.saves else default_saves()
    room = Classroom(saves, bot_delay=max(0.0, float(args.bot_delay)), lesson=lesson)
    problems = room.resume()
    room.rules_files = {p.name: p for p in map(rules_file, args.rules)}
    tables = [table_option(t) for t in args.table]
    if args.demo and not room.tables() and not tables:
        tables.append((lesson.game if lesson else "bond", [PERSON, PERSON, "medium"], None))
    for game, seats, rules in tables:
        room.create_table(game, seats, rules=rules, seed=args.seed)
    from .run import public_address

    key = TeacherKey(os.environ.get(TEACHER_ENV) or None)
    if args.public_url and not str(args.public_url).startswith(("http://", "https://")):
        raise ServerError(_("--public-url is an address starting with http:// or https://, "
                            "not {url!r}.").format(url=args.public_url))
    address = (args.public_url or "").rstrip("/") or public_address(args.host, args.port,
                                                                   args.root_path)
    state = ServerState(room, key, address)
    lines = [_("chemteach serve: the table server is starting."),
             _("Students open: {address}").format(address=address),
             _("Teacher's page: {address}/teacher?token={token}").format(
                 address=address, token=key.secret),
             _("Saves: {folder}").format(folder=saves.resolve())]
    for entry in room.tables():
        lines.append(_("Table {id} ({game}): join code {code}").format(
            id=entry.table_id, game=entry.game, code=entry.code))
    lines += [_("Not resumed: {why}").format(why=p) for p in problems]
    if args.host not in LOCAL_HOSTS:
        lines.append(_("Warning: the server is open to the network ({host}); a table's join "
                       "code is the only lock on it. Use it on the school's network only.")
                     .format(host=args.host))
    return state, lines


def serve_command(args: argparse.Namespace) -> int:
    """Run `chemteach serve`."""
    try:
        from .run import serve
    except ImportError as exc:
        print(_("chemteach serve needs Solara: pip install 'solara==1.58.2' "
                "'solara-server==1.58.2' 'solara-ui==1.58.2' 'solara-assets==1.58.2' segno "
                "({why}).").format(why=exc), file=sys.stderr)
        return 2
    state, lines = build(args)
    pages: list[str] = []
    if args.demo and not args.no_browser:
        code = state.classroom.tables()[0].code
        pages = [f"{state.address}/teacher?token={state.teacher.secret}",
                 f"{state.address}/?code={code}&device=1",
                 f"{state.address}/?code={code}&device=2"]

    def ready() -> None:
        print("\n".join(lines), flush=True)

    serve(state, args.host, args.port, open_pages=pages, root_path=args.root_path,
          ready=ready)
    return 0
