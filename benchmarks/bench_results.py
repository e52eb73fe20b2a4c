"""How long a teacher waits for a class's results: 30 students' saves, mixed games, played to
the end by bots (Bond! rounds capped at 20 turns, as bots need). Prints figures, asserts nothing.

The issue asks for thirty students' files in under five seconds. Two figures: `read_class`
in a warm Python (the notebook's case), and `chemteach results FOLDER` in a fresh process,
imports included (the teacher's terminal).

`--at-cap` adds the hostile case of issue 18 (item 11): thirty files at the save size limit
(16 MB). A legal Bond! match in which nobody declares (6 bots, 2 rounds of 200 turns: 5,017
moves) is padded with JSON spaces to the limit, so every file is parsed in full and replayed
until its budget runs out; and thirty files of some 160,000 moves each, which the move bound
refuses without replaying. Both must stay under a minute.
Run: python benchmarks/bench_results.py [STUDENTS] [--at-cap [--save LONG_BOND_SAVE]]
(`--save` reuses a long save instead of playing one, which takes minutes on a busy machine.)
"""

from __future__ import annotations

import json
import subprocess
import sys
import tempfile
import time
from pathlib import Path

from chemteach.classroom.results import read_class
from chemteach.classroom.sample import class_of, write_games


def main(students: int = 30) -> None:
    with tempfile.TemporaryDirectory() as tmp:
        folder = Path(tmp)
        start = time.perf_counter()
        paths = write_games(folder, class_of(students, seed=100))
        made = time.perf_counter() - start
        size = sum(p.stat().st_size for p in paths)
        moves = {}
        results = read_class(folder)  # the first read imports the games and RDKit
        for row in results.rows:
            moves.setdefault(row.game, []).append(row.moves)
        print(f"{students} saves written in {made:.1f} s, {size / 1e3:,.0f} KB in all")
        for game, counts in sorted(moves.items()):
            print(f"  {game:<9} {len(counts):>2} games, {min(counts)}-{max(counts)} moves each")
        print(f"  status ok: {len(results.ok)} of {len(results.rows)}")
        times = []
        for _ in range(3):
            start = time.perf_counter()
            read_class(folder)
            times.append(time.perf_counter() - start)
        print(f"read_class, warm: best {min(times):.2f} s of 3 (replay, verify and details)")
        start = time.perf_counter()
        done = subprocess.run([sys.executable, "-m", "chemteach.cli", "results", str(folder)],
                              capture_output=True, text=True, check=False)
        wall = time.perf_counter() - start
        print(f"chemteach results FOLDER, fresh process: {wall:.2f} s "
              f"(exit {done.returncode}; imports included)")


def long_bond_save() -> str:
    """The legal Bond! save of issue 18: 6 bots never declaring, 2 rounds of 200 turns."""
    sys.path.insert(0, str(Path(__file__).parent))
    from bench_saves import NeverDeclares, played

    from chemteach.core.save import dumps
    from chemteach.games.bond import Bond

    return dumps(played(Bond(6, {"rounds": 2, "turn_limit": 200}, seed=1), NeverDeclares))


def padded(text: str, size: int) -> str:
    """The same save, indented with spaces until it is just under `size` bytes."""
    data = json.loads(text)
    best = text
    for indent in range(1, 400):
        wider = json.dumps(data, indent=indent)
        if len(wider.encode()) > size:
            break
        best = wider
    return best + " " * (size - len(best.encode()))


def many_moves(text: str, size: int) -> str:
    """The save with its moves repeated until the file is just under `size` bytes."""
    data = json.loads(text)
    moves = data["actions"]
    one = len(json.dumps(moves[0])) + 2
    data["actions"] = (moves * (size // (one * len(moves)) + 1))[: size // one]
    out = json.dumps(data)
    while len(out.encode()) > size:
        data["actions"] = data["actions"][: int(len(data["actions"]) * 0.98)]
        out = json.dumps(data)
    return out


def at_cap(files: int = 30, save: str | None = None) -> None:
    from chemteach.classroom.replay_budget import MAX_REPLAY_MOVES, MAX_REPLAY_SECONDS
    from chemteach.core.save import MAX_SAVE_BYTES

    start = time.perf_counter()
    text = Path(save).read_text() if save else long_bond_save()
    moves = len(json.loads(text)["actions"])
    print(f"a legal Bond! save nobody declares in: {moves:,} moves, {len(text) / 1e3:,.0f} KB "
          f"(played in {time.perf_counter() - start:.0f} s)")
    print(f"bounds per file: {MAX_REPLAY_MOVES:,} moves, {MAX_REPLAY_SECONDS} s; "
          f"save limit {MAX_SAVE_BYTES / 1e6:.0f} MB")
    for title, content in (("legal, padded to the limit", padded(text, MAX_SAVE_BYTES)),
                           ("moves repeated to the limit", many_moves(text, MAX_SAVE_BYTES))):
        with tempfile.TemporaryDirectory() as tmp:
            folder = Path(tmp)
            for i in range(files):
                (folder / f"student-{i:02}.json").write_text(content)
            start = time.perf_counter()
            results = read_class(folder)
            wall = time.perf_counter() - start
            kinds = sorted({(r.status, tuple(f.kind for f in r.flags if f.kind != "same game"))
                            for r in results.rows})
            print(f"{files} files, {title} ({len(content) / 1e6:.1f} MB, "
                  f"{len(json.loads(content)['actions']):,} moves each): read_class {wall:.1f} s "
                  f"(the issue asks under 60 s); rows: {kinds}")


if __name__ == "__main__":
    argv = sys.argv[1:]
    given = argv[argv.index("--save") + 1] if "--save" in argv[:-1] else None
    args = [a for a in argv if not a.startswith("--") and a != given]
    main(int(args[0]) if args else 30)
    if "--at-cap" in argv:
        at_cap(save=given)
