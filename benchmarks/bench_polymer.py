"""Polymer Chains throughput and bot strength: prints figures, asserts nothing.

Run: python benchmarks/bench_polymer.py [--games N]
"""

from __future__ import annotations

import argparse
import random
import time
import tracemalloc

from chemteach.core.simulate import simulate
from chemteach.games.polymer import PolymerChains


def move_costs(games: int, players: int = 10) -> dict[str, float]:
    """Mean time (ms) of one random move (observation, legal moves, apply) by board size."""
    buckets: dict[str, list[float]] = {"under 20 pieces": [], "20-99 pieces": [],
                                       "100 pieces or more": []}
    for seed in range(games):
        game = PolymerChains(players, seed=seed)
        rng = random.Random(seed)
        while not game.is_over():
            size = len(game.board)
            start = time.process_time()  # CPU time: other programs on the machine do not count
            (player,) = game.to_move()
            game.observation(player)
            legal = game.legal_actions(player)
            game.apply(player, legal[rng.randrange(len(legal))])
            took = time.process_time() - start
            key = ("under 20 pieces" if size < 20 else "20-99 pieces" if size < 100
                   else "100 pieces or more")
            buckets[key].append(took)
    return {k: 1000 * sum(v) / len(v) for k, v in buckets.items() if v}


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

    print("Cost of one move in 10-player games (observation + legal moves + apply):")
    for label, ms in move_costs(max(1, args.speed_games // 10)).items():
        print(f"  {label:>18} on the board: {ms:.3f} ms per move")

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
