"""Save-file sizes of long games and the cost of loading one: prints figures, asserts nothing.

These figures set core/save.py's MAX_SAVE_BYTES (a bound no real save reaches).
Run: python benchmarks/bench_saves.py
"""

from __future__ import annotations

import time
import tracemalloc

from chemteach.core import Match, Seat, dumps, game_from_json
from chemteach.core.bots import RandomBot
from chemteach.core.save import MAX_SAVE_BYTES
from chemteach.games.bond import Bond
from chemteach.games.bond.engine import Declare
from chemteach.games.periodyx import Periodyx
from chemteach.games.polymer import PolymerChains


class NeverDeclares(RandomBot):
    """A random Bond! bot that never declares: rounds last until the turn limit."""

    def choose(self, observation, legal, rng):  # type: ignore[no-untyped-def]
        if legal and isinstance(legal[0], Declare):
            return Declare(False)
        return super().choose(observation, legal, rng)


def played(game, bot=RandomBot):  # type: ignore[no-untyped-def]
    """Play a seeded game of bots to its end (a bot left without a move ends it early)."""
    match = Match(game, [Seat(f"bot {i}", bot()) for i in range(game.num_players)])
    try:
        match.play_out()
    except IndexError:  # issue 7 item 6 (a Bond! deadlock), fixed elsewhere
        pass
    return game


def main() -> None:
    cases = {
        "Polymer Chains, 10 players, 20 trios of 11 colours, target 10000": played(
            PolymerChains(10, {"trios_per_colour": 20, "target_score": 10_000,
                               "extra_colours": 1}, seed=0)),
        "Periodyx, 8 players playing to 40 cards": played(
            Periodyx(8, {"win_cards": 40}, seed=1)),
        "Bond!, 6 players never declaring, 2 rounds of 200 turns": played(
            Bond(6, {"rounds": 2, "turn_limit": 200}, seed=1), NeverDeclares),
    }
    print(f"limit: MAX_SAVE_BYTES = {MAX_SAVE_BYTES:,} bytes")
    for title, game in cases.items():
        text = dumps(game)
        start = time.perf_counter()
        game_from_json(text)
        seconds = time.perf_counter() - start
        tracemalloc.start()
        game_from_json(text)
        peak = tracemalloc.get_traced_memory()[1]
        tracemalloc.stop()
        print(f"{len(text):>10,} bytes  {len(game.history):>6} moves  load {seconds:5.2f} s, "
              f"peak {peak / 1e6:6.1f} MB  {title}")
    bond = cases["Bond!, 6 players never declaring, 2 rounds of 200 turns"]
    per_round = len(dumps(bond)) / 2
    print(f"Bond! at the rules' most (50 rounds of 200 turns, nobody declaring): about "
          f"{50 * per_round / 1e6:.1f} MB")


if __name__ == "__main__":
    main()
