"""Kernel memory and import times of the games' widgets: prints figures, asserts nothing.

Run: python benchmarks/bench_memory.py [--matches 100] [--reruns 100]

1. Import time and memory of each game's widget module, each in a fresh Python process that
   has already imported ipywidgets (as a Jupyter kernel has), then of each game's engine and
   the chemistry package in a bare process; with the heavy libraries each import loaded.
   Then how long a notebook takes to show a Polymer board (IPython's display formatter) and
   which pictures it makes.
2. A real Jupyter kernel (started with jupyter_client) plays Bond! matches through the
   widget, one person and two bots, every match in the same table (Rematch), and prints the
   kernel's memory and its count of live widgets every so often.
3. The same kernel re-runs one notebook cell with `play()` many times, the cell id sent as
   JupyterLab sends it, so that each run replaces (closes) the table the cell made before.
"""

from __future__ import annotations

import argparse
import subprocess
import sys
import time
import uuid
from pathlib import Path

ROOT = Path(__file__).resolve().parents[1]
WIDGET_MODULES = ["chemteach.games.polymer.widget", "chemteach.games.periodyx.widget",
                  "chemteach.games.bond.widget"]
ENGINE_MODULES = ["chemteach.games.polymer", "chemteach.games.periodyx", "chemteach.games.bond",
                  "chemteach.chem", "chemteach.elements"]
#: Libraries worth naming when an import loads them.
HEAVY = ["matplotlib", "networkx", "rdkit", "rdkit.Chem.Draw", "mendeleev", "numpy"]

IMPORT_PROBE = """
import sys, time, psutil
{preload}
me = psutil.Process()
before = me.memory_info().rss
already = set(sys.modules)
start = time.perf_counter()
import {module}
took = time.perf_counter() - start
new = [m for m in sys.modules if m not in already]
heavy = [h for h in {heavy!r} if any(m == h or m.startswith(h + ".") for m in new)]
print(took, (me.memory_info().rss - before) / 2**20, me.memory_info().rss / 2**20,
      ",".join(heavy) or "-")
"""

SETUP = """
import gc, random, psutil
from chemteach.widgets.closing import live_widgets
from chemteach.games.bond.widget import BondGame, play
from chemteach.games.bond import Declare, Discard, TakeForRing, PickFromDeck, Block

def person_moves(table, rng):
    # the person's decisions by the table's own methods, until the match is over
    while not table.game.is_over():
        if table.showing_results:
            table.next_round()
            continue
        me = table.viewer()
        legal = table.game.legal_actions(me)
        action = rng.choice(legal)
        if isinstance(action, Declare):
            table.declare(action.bond if rng.random() < 0.3 else False)
        elif isinstance(action, Block):
            table.block(action.targets)
        elif isinstance(action, Discard):
            table._act(action)
        elif isinstance(action, TakeForRing):
            table.take(None)
        else:
            table.pick(action.card)

def kernel_mb():
    gc.collect()
    return psutil.Process().memory_info().rss / 2**20
"""

MATCHES = """
table = BondGame(["You", "strong", "random"], seed=1, bot_delay=0)
rng = random.Random(1)
for match in range({matches}):
    person_moves(table, rng)
    if (match + 1) % {every} == 0:
        print(match + 1, round(kernel_mb(), 1), len(live_widgets()), flush=True)
    table.rematch()
"""

RERUN = """
table = play(["You", "strong", "random"], seed={seed}, bot_delay=0)
table.declare(False)
"""


def import_times() -> None:
    print("Import of each game's widget module (fresh process, ipywidgets already imported):")
    for module in WIDGET_MODULES:
        _import_line(module, "import ipywidgets, IPython")
    print("Import of each engine package (fresh bare process):")
    for module in ENGINE_MODULES:
        _import_line(module, "")


DISPLAY_PROBE = """
import sys, time
from IPython.core.formatters import DisplayFormatter
from chemteach.games.polymer import Board, PolymerChains
game = PolymerChains(3, seed=1)
for _ in range(12):
    player = game.to_move()[0]
    game.apply(player, game.legal_actions(player)[0])
board = Board.from_text(game.observation(0).board.to_text())
formatter = DisplayFormatter()
start = time.perf_counter()
shown = formatter.format(board)[0]
first = time.perf_counter() - start
start = time.perf_counter()
formatter.format(board)
print(first, time.perf_counter() - start, ",".join(sorted(shown)),
      "matplotlib" in sys.modules)
"""


def display_time() -> None:
    """Print how long IPython takes to show a Polymer board, and the pictures it makes."""
    out = subprocess.run([sys.executable, "-c", DISPLAY_PROBE],
                         capture_output=True, text=True, check=True, cwd=ROOT)
    first, again, shown, matplotlib = out.stdout.split()
    print("Polymer board shown in a notebook (IPython's display formatter):\n"
          f"  first {1000 * float(first):.0f} ms, again {1000 * float(again):.0f} ms; "
          f"makes {shown}; matplotlib started: {matplotlib}")


def _import_line(module: str, preload: str) -> None:
    """Print the best of three fresh-process imports of module: time, memory, heavy libraries."""
    runs = []
    for _ in range(3):
        code = IMPORT_PROBE.format(module=module, preload=preload, heavy=HEAVY)
        out = subprocess.run([sys.executable, "-c", code],
                             capture_output=True, text=True, check=True, cwd=ROOT)
        *figures, heavy = out.stdout.split()
        runs.append(([float(x) for x in figures], heavy))
    best, heavy = min(runs)
    print(f"  {module:<34} {1000 * best[0]:7.0f} ms  +{best[1]:5.1f} MB  "
          f"(process {best[2]:.0f} MB)  loads: {heavy}")


class Kernel:
    """A Jupyter kernel driven the way JupyterLab drives it (cell ids in the metadata)."""

    def __init__(self) -> None:
        from jupyter_client.manager import start_new_kernel

        self.manager, self.client = start_new_kernel(kernel_name="python3", cwd=str(ROOT))

    def run(self, code: str, cell: str | None = None, timeout: float = 3600) -> str:
        """Run code as a cell (with this cell id); returns what it printed."""
        session = self.client.session
        content = {"code": code, "silent": False, "store_history": False,
                   "user_expressions": {}, "allow_stdin": False, "stop_on_error": True}
        msg = session.msg("execute_request", content,
                          metadata={"cellId": cell or str(uuid.uuid4())})
        self.client.shell_channel.send(msg)
        printed: list[str] = []
        deadline = time.monotonic() + timeout
        while True:
            reply = self.client.get_iopub_msg(timeout=max(1.0, deadline - time.monotonic()))
            if reply["parent_header"].get("msg_id") != msg["header"]["msg_id"]:
                continue
            kind = reply["msg_type"]
            if kind == "stream":
                printed.append(reply["content"]["text"])
            elif kind == "error":
                raise RuntimeError("\n".join(reply["content"]["traceback"]))
            elif kind == "status" and reply["content"]["execution_state"] == "idle":
                return "".join(printed)

    def stop(self) -> None:
        self.client.stop_channels()
        self.manager.shutdown_kernel(now=True)


def kernel_memory(matches: int, reruns: int) -> None:
    kernel = Kernel()
    try:
        kernel.run(SETUP)
        start = float(kernel.run("print(kernel_mb())"))
        print(f"\nKernel after importing the Bond! widget: {start:.1f} MB")
        every = max(1, matches // 5)
        print("Bond! matches in one table (You, strong, random; Rematch after each):\n"
              "    matches  kernel MB  live widgets")
        began = time.perf_counter()
        for line in kernel.run(MATCHES.format(matches=matches, every=every)).splitlines():
            print("    " + "  ".join(f"{x:>9}" for x in line.split()))
        print(f"  ({time.perf_counter() - began:.0f} s)")
        print(f"play() re-run {reruns} times in one cell (each run closes the last table):")
        cell = "bench-cell-" + uuid.uuid4().hex[:8]
        for seed in range(reruns):
            kernel.run(RERUN.format(seed=seed), cell=cell)
            if (seed + 1) % max(1, reruns // 5) == 0:
                figures = kernel.run("print(round(kernel_mb(), 1), len(live_widgets()))")
                print(f"  after {seed + 1:>4} runs: kernel {figures.split()[0]} MB, "
                      f"{figures.split()[1]} live widgets")
    finally:
        kernel.stop()


def main(argv: list[str] | None = None) -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--matches", type=int, default=100)
    parser.add_argument("--reruns", type=int, default=100)
    parser.add_argument("--skip-kernel", action="store_true", help="import times only")
    args = parser.parse_args(argv)
    import_times()
    display_time()
    if not args.skip_kernel:
        kernel_memory(args.matches, args.reruns)


if __name__ == "__main__":
    main()
