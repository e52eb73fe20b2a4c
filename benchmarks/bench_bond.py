"""Bond! scoring speed and bot strength: prints figures, asserts nothing.

Run: python benchmarks/bench_bond.py [--matches N]
"""

from __future__ import annotations

import argparse
import time
from itertools import combinations_with_replacement

from chemteach.core import Match, Seat
from chemteach.games.bond import Bond, StrongBot
from chemteach.games.bond.bots import RandomBot
from chemteach.games.bond.cards import CARDS
from chemteach.games.bond.rules import RULES
from chemteach.games.bond.scoring import Scorer


def distinct_hands(size: int = 8) -> list[tuple[str, ...]]:
    """Every distinct hand (multiset) of `size` cards the default deck can deal."""
    deck = RULES.defaults().deck
    hands = []
    for hand in combinations_with_replacement(CARDS, size):
        if all(hand.count(c) <= deck[c] for c in set(hand)):
            hands.append(hand)
    return hands


def bench_scoring() -> None:
    hands = distinct_hands()
    scorer = Scorer(RULES.defaults())  # a fresh scorer: caches start empty
    start = time.perf_counter()
    best = max(hands, key=scorer.hand_points)
    cold = time.perf_counter() - start
    start = time.perf_counter()
    for hand in hands:
        scorer.hand_points(hand)
    warm = time.perf_counter() - start
    print(f"Scoring every distinct 8-card hand of the default deck: {len(hands)} hands")
    print(f"  cold (empty caches): {cold:.2f} s = {len(hands) / cold:,.0f} hands/s")
    print(f"  warm (cached splits): {warm:.2f} s = {len(hands) / warm:,.0f} hands/s")
    print(f"  best hand: {' '.join(best)} = {scorer.score(best)}")


def bench_bots(matches: int) -> None:
    margins = []
    wins = 0.0
    start = time.perf_counter()
    for seed in range(matches):
        seat = seed % 4  # the strong bot takes every seat in turn
        seats = [Seat(f"random {i}", RandomBot()) for i in range(4)]
        seats[seat] = Seat("strong", StrongBot())
        game = Bond([s.name for s in seats], seed=seed)
        Match(game, seats).play_out()
        totals = game.totals
        others = [t for i, t in enumerate(totals) if i != seat]
        margins.append(totals[seat] - sum(others) / 3)
        if seat in game.winners():
            wins += 1 / len(game.winners())
    seconds = time.perf_counter() - start
    print(f"Strong bot against 3 random bots, {matches} seeded 4-player matches "
          f"(one round per player):")
    print(f"  mean score margin over the random bots' mean: {sum(margins) / matches:+.2f} points")
    print(f"  strong bot wins {100 * wins / matches:.1f}% (25% would be no better than random)")
    print(f"  {matches / seconds:.1f} matches per second ({seconds:.1f} s)")
    start = time.perf_counter()
    for seed in range(200):
        game = Bond(4, seed=seed)
        Match(game, [Seat(str(i), RandomBot()) for i in range(4)]).play_out()
    print(f"Random bots only: {200 / (time.perf_counter() - start):.1f} matches per second")


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__)
    parser.add_argument("--matches", type=int, default=1000)
    args = parser.parse_args()
    bench_scoring()
    bench_bots(args.matches)


if __name__ == "__main__":
    main()
