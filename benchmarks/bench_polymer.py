"""Polymer Chains throughput and bot strength: prints figures, asserts nothing.

Run: python benchmarks/bench_polymer.py [--games N]
"""

from __future__ import annotations

import argparse
import tracemalloc

from chemteach.core.simulate import simulate


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__)
    parser.add_argument("--games", type=int, default=1000, help="games for the win rate")
    parser.add_argument("--speed-games", type=int, default=200, help="games per speed figure")
    args = parser.parse_args()

    print("Full random-bot games per second:")
    for players in (2, 4, 10):
        result = simulate("polymer", games=args.speed_games, players=players, bots=["random"])
        print(f"  {players:>2} players: {result.games_per_second:8.1f} games/s "
              f"(mean {result.mean_length:.0f} moves, {args.speed_games} games)")

    tracemalloc.start()
    simulate("polymer", games=20, players=10, bots=["greedy"])
    _, peak = tracemalloc.get_traced_memory()
    tracemalloc.stop()
    print(f"Peak memory of 20 greedy 10-player games: {peak / 1e6:.1f} MB")

    half = args.games // 2
    first = simulate("polymer", games=half, players=2, bots=["greedy", "random"], seed=0)
    second = simulate("polymer", games=args.games - half, players=2, bots=["random", "greedy"],
                      seed=half)
    wins = first.seats[0].wins + second.seats[1].wins
    print(f"Greedy against random, 2 players, {args.games} seeded games (seats alternated): "
          f"greedy wins {100 * wins / args.games:.1f}%")
    print(f"  greedy seated first: {100 * first.seats[0].win_rate:.1f}%, "
          f"seated second: {100 * second.seats[1].win_rate:.1f}%; "
          f"{(first.games_per_second + second.games_per_second) / 2:.1f} games/s")


if __name__ == "__main__":
    main()
