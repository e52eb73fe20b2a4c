"""How long a teacher waits for a class's results: 30 students' saves, mixed games, played to
the end by bots (Bond! rounds capped at 20 turns, as bots need). Prints figures, asserts nothing.

The issue asks for thirty students' files in under five seconds. Two figures: `read_class`
in a warm Python (the notebook's case), and `chemteach results FOLDER` in a fresh process,
imports included (the teacher's terminal).
Run: python benchmarks/bench_results.py [STUDENTS]
"""

from __future__ import annotations

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


if __name__ == "__main__":
    main(int(sys.argv[1]) if len(sys.argv) > 1 else 30)
