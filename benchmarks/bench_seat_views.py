"""What a move costs a table with a seat view on every device: prints figures, asserts nothing.

The table server (and a notebook's table shown on a projector too) keeps one seat view per
device of a core Table; after every move the table tells each view, which redraws its seat's
widgets (the whole `refresh`: seats, log, board, buttons) under the table's lock. This plays
seeded games of each of the four games with 4 people, a seat view each and the projector's
(5 views), moves chosen at random among the legal ones, and prints the median and 90th
percentile milliseconds per move (the move and all 5 redraws; CPU time of this thread, so a
busy machine counts less against it) over moves 1-N, and the same with no view at all (the
bare table) for comparison.

Run: python benchmarks/bench_seat_views.py [--moves 60] [--seed 1]
"""

from __future__ import annotations

import argparse
import random
import statistics
import time
from typing import Any

from chemteach.core.match import Seat
from chemteach.core.table import Table
from chemteach.games import bots as bots_of
from chemteach.games import game_class
from chemteach.widgets import seat_view

#: Each game and rules that keep a 4-seat game going for the moves timed.
GAMES: dict[str, dict[str, Any]] = {
    "polymer": {"target_score": 10_000, "trios_per_colour": 20},
    "periodyx": {"win_cards": 40},
    "bond": {"rounds": 20},
    "monopoly": {},
}
NAMES = ["Ada", "Ben", "Cy", "Dee"]


def per_move(game: str, rules: dict[str, Any], moves: int, seed: int,
             views: bool) -> list[float]:
    """Milliseconds of CPU per move (the table's move and, with `views`, every redraw)."""
    cls = game_class(game)
    table = Table(cls(NAMES, rules, seed), [Seat(n) for n in NAMES], bots=bots_of(game))
    tokens = [table.join(n, seat=i).token for i, n in enumerate(NAMES)]
    shown = [seat_view(table, t) for t in tokens] + [seat_view(table, None)] if views else []
    rng = random.Random(seed)
    times = []
    for _ in range(moves):
        if table.game.is_over():
            break
        player = rng.choice(table.match.people_to_move())
        action = rng.choice(table.game.legal_actions(player))
        start = time.thread_time()
        table.move(tokens[player], action)
        times.append((time.thread_time() - start) * 1000)
    for view in shown:
        view.close()
    return times


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--moves", type=int, default=60)
    parser.add_argument("--seed", type=int, default=1)
    args = parser.parse_args()
    print(f"{'game':10} {'views':>5} {'moves':>5} {'median ms':>10} {'p90 ms':>8}")
    for game, rules in GAMES.items():
        for views in (False, True):
            times = per_move(game, rules, args.moves, args.seed, views)
            p90 = statistics.quantiles(times, n=10)[-1] if len(times) > 1 else times[0]
            print(f"{game:10} {5 if views else 0:>5} {len(times):>5} "
                  f"{statistics.median(times):>10.2f} {p90:>8.2f}")


if __name__ == "__main__":
    main()
