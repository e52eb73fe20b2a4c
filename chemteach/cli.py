"""`chemteach ...`: simulate bot games, open the kit in JupyterLab, list the games, serve
game tables to every student's device."""

from __future__ import annotations

import argparse
import json
import os
import subprocess
import sys
from pathlib import Path

from .core.errors import ChemteachError


def _whole(text: str) -> int:
    """A whole number typed by a person (at most 30 digits: no reading of huge strings)."""
    digits = text.strip().lstrip("+-").replace("_", "")
    if not digits.isdigit() or len(digits) > 30:
        shown = text if len(text) <= 30 else text[:27] + "..."
        raise argparse.ArgumentTypeError(f"{shown!r} is not a whole number of sensible size")
    return int(text)


def _positive(text: str) -> int:
    """An argparse type: a whole number of at least 1."""
    value = _whole(text)
    if value < 1:
        raise argparse.ArgumentTypeError(f"must be at least 1, not {value}")
    return value


def _simulate(args: argparse.Namespace) -> int:
    from .core.simulate import DEFAULT_BOTS, simulate

    bots = DEFAULT_BOTS if args.bots is None else [
        b.strip() for b in args.bots.split(",") if b.strip()]
    result = simulate(args.game, games=args.games, players=args.players, bots=bots,
                      seed=args.seed, rules=args.rules)
    print(json.dumps(result.to_dict(), indent=2) if args.json else result.table())
    return 0


def _games(args: argparse.Namespace) -> int:
    from .games import GAMES, bots, game_class

    for name in GAMES:
        cls = game_class(name)
        print(f"{name:<10} {cls.title} ({cls.min_players}-{cls.max_players} players); "
              f"bots: {', '.join(bots(name))}")
    return 0


def _lab(args: argparse.Namespace) -> int:
    """Start the kit's JupyterLab: the server, settings and addresses of Binder and a hub
    (chemteach/server_config.py holds them); ARGS the parser did not know go to jupyter."""
    from .server_config import INDEX, lab_command, server_env

    root = Path(args.root).resolve() if args.root else Path.cwd()
    if not (root / INDEX).exists():
        print(f"No {INDEX} under {root}: run this from the chemteach folder "
              "or pass --root.", file=sys.stderr)
        return 2
    cmd = lab_command(root, args.jupyter_args)
    return subprocess.call(cmd, cwd=root, env=server_env(os.environ))


def _results(args: argparse.Namespace) -> int:
    from .classroom.data_files import file_keys
    from .classroom.results_view import results_command

    files = {key: getattr(args, key) for key in file_keys() if getattr(args, key, None)}
    return results_command(args.folder, args.csv, args.details, files, roster=args.roster,
                           due=args.due, lesson=args.lesson, gradebook=args.gradebook,
                           gradebook_format=args.gradebook_format, quizzes=args.quiz or ())


def _print(args: argparse.Namespace) -> int:
    """`chemteach print GAME`: the game's (or a lesson's) print-and-play PDF pack."""
    from .classroom.data_files import file_keys
    from .printing import print_pack

    files = {key: getattr(args, key) for key in file_keys() if getattr(args, key, None)}
    path, pages = print_pack(args.game, args.output, paper=args.paper, lang=args.lang,
                             lesson=args.lesson, rules=args.rules, files=files)
    print(f"{path} ({pages} pages)")
    return 0


def build_parser() -> argparse.ArgumentParser:
    parser = argparse.ArgumentParser(
        prog="chemteach",
        description="Chemistry tabletop games as classroom Jupyter notebooks.",
    )
    sub = parser.add_subparsers(dest="command", required=True)
    sim = sub.add_parser("simulate", help="play seeded bot games and print a results table")
    sim.add_argument("game", help="which game, e.g. polymer")
    sim.add_argument("--games", type=_positive, default=100, help="how many games (default 100)")
    sim.add_argument("--players", type=_positive, default=2, help="players per game (default 2)")
    sim.add_argument("--bots", default=None,
                     help="comma-separated bot names per seat, cycled (default easy: random "
                          "legal moves; `chemteach games` lists each game's bots)")
    sim.add_argument("--seed", type=_whole, default=0, help="seed of the first game (default 0)")
    sim.add_argument("--rules", help="a rules variant TOML file")
    sim.add_argument("--json", action="store_true", help="print the results as JSON")
    sim.set_defaults(func=_simulate)
    games = sub.add_parser("games", help="list the games and their bots")
    games.set_defaults(func=_games)
    res = sub.add_parser("results", help="read a folder of students' saves: one row per file")
    res.add_argument("folder", help="the folder that holds the handed-in .json saves")
    res.add_argument("--csv", metavar="PATH", help="also write the table as a CSV file")
    res.add_argument("--details", action="store_true", help="also print each game's details")
    res.add_argument("--roster", metavar="PATH",
                     help="the class list (CSV: name, class, student id, email); default: "
                          "roster.csv in the folder")
    res.add_argument("--due", metavar="DATE",
                     help="flag files saved after this time (the time sealed in the file; "
                          "the file's mtime for a file without one): 2026-12-01 (the end "
                          "of that day) or '2026-12-01 15:30'")
    res.add_argument("--lesson", metavar="NAME",
                     help="the lesson the folder is for (flags files of other lessons); "
                          "default: the lesson most files were made in")
    res.add_argument("--gradebook", metavar="PATH",
                     help="also write a gradebook CSV: one row per student, a column per "
                          "lesson (exit-ticket score, games played, won)")
    res.add_argument("--gradebook-format", choices=("plain", "canvas", "moodle", "classroom"),
                     default="plain",
                     help="the gradebook's columns: plain (a spreadsheet), canvas or moodle "
                          "(their CSV grade import), classroom (Google Classroom's columns, "
                          "to copy from; Classroom has no CSV grade import); see "
                          "docs/teachers.md")
    res.add_argument("--quiz", metavar="FILE", action="append",
                     help="a lesson's quiz file: marks its answers right or wrong and shows "
                          "its model answer (repeat for more lessons); default: the kit's "
                          "own quiz of the lesson's name")
    from .classroom.data_files import FILE_WORDS, file_keys, option_of

    for key in file_keys():  # --board FILE, ...: a save never makes the kit open its paths
        what = FILE_WORDS.get(key, key)
        res.add_argument(option_of(key), dest=key, metavar="FILE",
                         help=f"the {what} file of your own the class played on (its saves "
                              f"name it as '{key}')")
    res.set_defaults(func=_results)
    lab = sub.add_parser("lab", help="open JupyterLab on notebooks/index.ipynb, with the "
                         "settings of the kit's class server (lessons as notebooks and apps)",
                         description="Other options (e.g. --port=8890) go to `jupyter lab`.")
    lab.add_argument("--root", help="the chemteach folder (default: here)")
    lab.set_defaults(func=_lab)
    pr = sub.add_parser("print", help="write a print-and-play PDF pack of a game or lesson: "
                        "cards, board, pieces, rules (and a lesson's student sheet)")
    pr.add_argument("game", nargs="?", help="which game, e.g. periodyx (not needed with "
                    "--lesson)")
    pr.add_argument("--lesson", metavar="NAME", help="a lesson's name (notebooks/lessons) or "
                    ".md file: its rules, student sheet and exit ticket")
    pr.add_argument("--rules", metavar="FILE", help="a rules variant TOML file (e.g. a smaller "
                    "Periodyx deck)")
    for key in file_keys():  # --board FILE, --decks FILE: a teacher's edited data files
        pr.add_argument(option_of(key), dest=key, metavar="FILE",
                        help=f"your own {FILE_WORDS.get(key, key)} file to print")
    pr.add_argument("--paper", choices=("a4", "letter"), default="a4",
                    help="paper size (default a4)")
    pr.add_argument("--lang", choices=("en", "ja"), default="en",
                    help="language of the pack (default en; ja needs fonts-noto-cjk)")
    pr.add_argument("-o", "--output", metavar="PATH",
                    help="the PDF to write (default GAME-print.pdf here)")
    pr.set_defaults(func=_print)
    from .classroom.lessons import add_commands as add_lesson_commands

    add_lesson_commands(sub)  # chemteach lesson new | check
    from .server.command import add_command as add_serve_command

    add_serve_command(sub)  # chemteach serve: the table server (chemteach/server/)
    return parser


def main(argv: list[str] | None = None) -> int:
    """Run the command; a mistake is one line on stderr (exit 2), Ctrl-C stops quietly (130)."""
    try:
        parser = build_parser()
        args, extra = parser.parse_known_args(argv)
        if extra and args.command != "lab":  # only `lab` passes options on (to jupyter)
            parser.parse_args(argv)  # the parser's own message and exit 2
        args.jupyter_args = extra
        return args.func(args)
    except (ChemteachError, ValueError, KeyError) as exc:
        message = exc.args[0] if isinstance(exc, KeyError) and exc.args else exc
        print(f"chemteach: {message}", file=sys.stderr)
        return 2
    except KeyboardInterrupt:
        print("chemteach: stopped.", file=sys.stderr)
        return 130
    except BrokenPipeError:  # `chemteach results FOLDER | head`: the reader has enough
        devnull = os.open(os.devnull, os.O_WRONLY)
        os.dup2(devnull, sys.stdout.fileno())  # so Python's exit flush writes nowhere
        return 0


if __name__ == "__main__":
    raise SystemExit(main())
