"""Chemistry Monopoly speed and game lengths: prints figures, asserts nothing.

Four-player bot games through the kit's match runner (the path `chemteach simulate
monopoly` takes) on the kit's default rules: auctions, trades and Test Day questions on;
the optional 400 on Go, Extra Credit pot and short game off; the round limit as the
backstop, with the move log on and off (the game plays the same).
"Per core" is games per CPU-second of this one process.

Run: python benchmarks/bench_monopoly.py [--games N] [--levels easy,medium,hard]
"""

from __future__ import annotations

import argparse
import os
import time
import timeit

from chemteach.core import Match, Seat
from chemteach.games.monopoly import BOTS, ChemistryMonopoly
from chemteach.games.monopoly.rules import RULES

#: The optional rules a teacher may switch on (the short game is a different game: left out).
OPTIONAL = {"go_landing_pays_double": True, "extra_credit_pot": True}


def bench(level: str, games: int, log: bool, seed: int = 0, optional: bool = False) -> None:
    turns = decisions = bankrupt_end = capped = bankruptcies = 0
    wall, cpu = time.perf_counter(), time.process_time()
    rules = ChemistryMonopoly.rules_for_bots(  # bots alone: the bots' round cap (RULINGS)
        RULES.load({"move_log": log, **(OPTIONAL if optional else {})}))
    for g in range(games):
        game = ChemistryMonopoly(4, rules=rules, seed=seed + g)
        seats = [Seat(f"{level} {i + 1}", BOTS[level]()) for i in range(4)]
        Match(game, seats).play_out()
        turns += game.turns
        decisions += len(game.history)
        bankruptcies += len(game.bankrupt)
        if game.end_code == "round limit":
            capped += 1
        else:
            bankrupt_end += 1
    wall, cpu = time.perf_counter() - wall, time.process_time() - cpu
    mode = "on " if log else "off"
    print(f"{level:>6}, log {mode}: {games / cpu:7.1f} games/s per core "
          f"({games / wall:.1f} wall), "
          f"{turns / games:6.1f} turns/game, {decisions / games:7.1f} decisions/game "
          f"({cpu / decisions * 1e6:.1f} us each), ended by bankruptcy "
          f"{100 * bankrupt_end / games:5.1f}%, hit the round limit {100 * capped / games:5.1f}%, "
          f"{bankruptcies / games:.2f} bankruptcies/game")


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__)
    parser.add_argument("--games", type=int, default=200, help="games per level (200)")
    parser.add_argument("--levels", default="easy,medium,hard", help="bot levels to time")
    args = parser.parse_args()
    yardstick = min(timeit.repeat("sum(range(100))", number=100_000, repeat=5)) * 10
    load = os.getloadavg()[0] if hasattr(os, "getloadavg") else float("nan")
    print(f"Machine yardstick: sum(range(100)) takes {yardstick:.2f} us in this process "
          f"(load average {load:.1f} on {os.cpu_count()} cores); compare figures across "
          "machines in proportion to it.")
    print(f"Chemistry Monopoly, 4 players, {args.games} seeded games per bot level, "
          "default rules (auctions, trades, questions on; 400 on Go, Extra Credit pot, short "
          "game off), the bots' round cap (bot_round_limit, 100 rounds):")
    print("(issue 11's aim: at least 3x the 55-70 four-player games/s per core that the "
          "issue quotes for the most-used public Python Monopoly simulator, i.e. 165-210, "
          "with hard bots and every rule on, log off. Measured on this kind of machine on "
          "2026-12-01, that simulator's current version, gamescomputersplay/monopoly "
          "7c4df31, log off, its own rules (no auctions), played 181-187 games/s per core "
          "with 484 player turns a game: see chemteach/games/monopoly/DECISIONS.md, Speed)")
    for log in (True, False):
        for level in args.levels.split(","):
            bench(level.strip(), args.games, log)
    print("With the optional rules on too (400 on Go, the Extra Credit pot), log off:")
    for level in args.levels.split(","):
        bench(level.strip(), args.games, False, optional=True)


if __name__ == "__main__":
    main()
