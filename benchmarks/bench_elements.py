"""Element table: load time and coverage (how many N/K values each stat has).

python benchmarks/bench_elements.py
"""

from __future__ import annotations

import statistics
import subprocess
import sys
import time

from chemteach.elements import STATS, element, elements
from chemteach.elements import table as _table

COVERAGE_FIELDS = [s.name for s in STATS] + ["discoverer", "metal_class", "state_25c"]


def time_load(repeats: int = 50) -> list[float]:
    out = []
    for _ in range(repeats):
        _table._load.cache_clear()
        _table._index.cache_clear()
        t0 = time.perf_counter()
        elements()
        element("iron")  # builds the look-up index too
        out.append(time.perf_counter() - t0)
    return out


def time_import() -> float:
    code = "import time; t=time.perf_counter(); import chemteach.elements as c; c.elements(); "
    code += "print(time.perf_counter()-t)"
    return float(subprocess.run([sys.executable, "-c", code], capture_output=True, text=True,
                                check=True).stdout)  # fmt: skip


def time_lookup(n: int = 100_000) -> float:
    keys = ["Fe", 26, "iron", "鉄", "fe"]
    t0 = time.perf_counter()
    for i in range(n):
        element(keys[i % 5])
    return (time.perf_counter() - t0) / n


def main() -> None:
    loads = time_load()
    print(f"load CSV + index (cold cache): median {statistics.median(loads) * 1e3:.2f} ms, "
          f"min {min(loads) * 1e3:.2f} ms over {len(loads)} runs")  # fmt: skip
    print(f"fresh interpreter: import chemteach.elements + load: {time_import() * 1e3:.1f} ms")
    print(f"element() look-up, cached: {time_lookup() * 1e6:.2f} us per call")
    table = elements()
    print(f"\ncoverage over {len(table)} elements (N/K = not known):")
    print(f"  {'stat':<22}{'known':>6}{'N/K':>6}  N/K elements")
    for name in COVERAGE_FIELDS:
        nk = [e.symbol for e in table if e.value(name) is None]
        label = "group (None = f rows)" if name == "group" else name
        shown = " ".join(nk) if len(nk) <= 14 else " ".join(nk[:12]) + f" ... ({len(nk)})"
        print(f"  {label:<22}{len(table) - len(nk):>6}{len(nk):>6}  {shown}")
    antiquity = [e.symbol for e in table if e.known_since_antiquity]
    print(f"\nknown since antiquity (year counts as earliest, not N/K): {' '.join(antiquity)}")
    flagged = sum(e.atomic_mass_is_mass_number for e in table)
    print(f"atomic mass is a mass number (no standard atomic weight): {flagged} elements")


if __name__ == "__main__":
    main()
