"""How long a teacher waits for a print-and-play pack (issue 19: under 10 s for the largest).
Prints figures, asserts nothing.

Every game's pack in English and Japanese on A4, and the lessons' packs, each timed twice:
in a fresh Python process (`chemteach print ...`, imports and, for Japanese, cutting the
CJK font down to the pack's characters included: the teacher's terminal) and again in a
warm one (the notebook's print button pressed a second time). The largest pack (most
pages) is named at the end with its time. Japanese packs need fonts-noto-cjk.
Run: python benchmarks/bench_print.py
"""

from __future__ import annotations

import subprocess
import sys
import tempfile
import time
from pathlib import Path

from chemteach.printing import print_pack

CASES = [(["periodyx"], {}), (["bond"], {}), (["monopoly"], {}), (["polymer"], {}),
         (["--lesson", "periodyx-periodic-trends"], {"lesson": "periodyx-periodic-trends"}),
         (["--lesson", "monopoly-probability"], {"lesson": "monopoly-probability"})]


def fresh(args: list[str], out: Path) -> float:
    """Seconds for `chemteach print ARGS -o OUT` in a new Python process."""
    start = time.perf_counter()
    subprocess.run([sys.executable, "-m", "chemteach.cli", "print", *args, "-o", str(out)],
                   check=True, capture_output=True)
    return time.perf_counter() - start


def main() -> None:
    rows = []
    with tempfile.TemporaryDirectory() as tmp:
        folder = Path(tmp)
        for lang in ("en", "ja"):
            for args, options in CASES:
                game = None if "lesson" in options else args[0]
                name = "-".join(a for a in args if not a.startswith("--")) + f"-{lang}"
                out = folder / f"{name}.pdf"
                cold = fresh([*args, "--lang", lang], out)
                start = time.perf_counter()
                _path, pages = print_pack(game, folder / f"{name}-warm.pdf", lang=lang,
                                          **options)
                warm = time.perf_counter() - start
                size = out.stat().st_size / 1024
                rows.append((name, pages, size, cold, warm))
                print(f"{name:<34} {pages:>3} pages {size:>7.0f} KB   fresh process "
                      f"{cold:5.2f} s   warm {warm:5.2f} s", flush=True)
    largest = max(rows, key=lambda row: (row[1], row[2]))
    print(f"\nLargest pack: {largest[0]}, {largest[1]} pages: {largest[3]:.2f} s in a fresh "
          f"process, {largest[4]:.2f} s warm (goal: under 10 s).")
    slowest = max(rows, key=lambda row: row[3])
    print(f"Slowest pack: {slowest[0]}: {slowest[3]:.2f} s in a fresh process.")


if __name__ == "__main__":
    main()
