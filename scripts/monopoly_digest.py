"""Digest of 300 seeded Chemistry Monopoly bot games (every bot level and a mix, 2-6
players, five rule sets, the move log's events included): run it before and after a
change meant to leave play alone (a speed-up), and compare the two lines it prints.

Run: python scripts/monopoly_digest.py [--quick]
"""

from __future__ import annotations

import hashlib
import json
import sys

from chemteach.core import Match, Seat
from chemteach.core.rules import Rules
from chemteach.games.monopoly import BOTS, ChemistryMonopoly
from chemteach.games.monopoly.rules import RULES

VARIANTS = [{}, {"go_landing_pays_double": True, "extra_credit_pot": True},
            {"short_game": True}, {"auctions": False}, {"move_log": False}]


def for_bots(rules: dict) -> Rules:
    """The rules of a game of bots alone (the bots' round cap, RULINGS)."""
    return ChemistryMonopoly.rules_for_bots(RULES.load(dict(rules)))


def digest(quick: bool = False) -> tuple[int, str]:
    """How many games were played, and the SHA-256 of their histories, end states and logs."""
    h = hashlib.sha256()
    count = 0
    for level in ("hard", "medium", "easy", "mix"):
        for n in range(2, 7):
            for vi, rules in enumerate(VARIANTS):
                for seed in range(1 if quick else 3):
                    game = ChemistryMonopoly(n, rules=for_bots(rules),
                                             seed=1000 * n + 10 * vi + seed)
                    levels = [level] * n if level != "mix" else \
                        [("easy", "medium", "hard")[i % 3] for i in range(n)]
                    Match(game, [Seat(f"b{i}", BOTS[levels[i]]()) for i in range(n)]).play_out()
                    h.update(json.dumps(game.fingerprint(), sort_keys=True).encode())
                    h.update(repr([(p, a.to_json()) for p, a in game.history]).encode())
                    h.update(repr([(e.kind, e.actor, sorted(e.data.items()), e.visible_to)
                                   for e in game.events]).encode())
                    count += 1
    return count, h.hexdigest()


if __name__ == "__main__":
    games, text = digest("--quick" in sys.argv)
    print(games, text)
