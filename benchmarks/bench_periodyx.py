"""Periodyx throughput and bot strength: prints figures, asserts nothing.

Run: python benchmarks/bench_periodyx.py [--games N]
"""

from __future__ import annotations

import argparse

from chemteach.core.simulate import simulate


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__)
    parser.add_argument("--games", type=int, default=1000, help="games for the win rate")
    parser.add_argument("--speed-games", type=int, default=1000, help="games per speed figure")
    args = parser.parse_args()

    print("Full random-bot games per second:")
    for players, rules in ((2, None), (4, None), (8, None), (4, {"max_atomic_number": 36})):
        result = simulate("periodyx", games=args.speed_games, players=players,
                          bots=["random"], rules=rules)
        label = " (Z <= 36 deck)" if rules else ""
        print(f"  {players} players{label}: {result.games_per_second:8.1f} games/s "
              f"(mean {result.mean_length:.0f} moves, {args.speed_games} games)")

    players = 4
    per_seat = args.games // players
    wins = 0.0
    speeds = []
    for seat in range(players):
        bots = ["random"] * players
        bots[seat] = "smart"
        games = per_seat if seat < players - 1 else args.games - per_seat * (players - 1)
        result = simulate("periodyx", games=games, players=players, bots=bots,
                          seed=seat * per_seat)
        wins += result.seats[seat].wins
        speeds.append(result.games_per_second)
        print(f"  smart in seat {seat + 1}: wins {100 * result.seats[seat].win_rate:.1f}% of "
              f"{games} games")
    print(f"Smart against 3 random, 4 players, {args.games} seeded games (seats rotated): "
          f"smart wins {100 * wins / args.games:.1f}% (baseline 25%); "
          f"{sum(speeds) / len(speeds):.1f} games/s")

    half = args.games // 2
    duel = simulate("periodyx", games=half, players=2, bots=["smart", "random"], seed=0)
    duel2 = simulate("periodyx", games=args.games - half, players=2, bots=["random", "smart"],
                     seed=half)
    both = duel.seats[0].wins + duel2.seats[1].wins
    print(f"Smart against random, 2 players, {args.games} games (seats alternated): "
          f"smart wins {100 * both / args.games:.1f}% (baseline 50%)")


if __name__ == "__main__":
    main()
