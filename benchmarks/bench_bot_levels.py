"""Bot levels and fair seats: prints figures, asserts nothing (issue 8 items 11, 12 and 15).

For every game: each level's win rate against each other level (2 players, seats
alternated); Bond!'s mean turns per round with medium bots; the share of void Periodyx
turns per level; and, for Polymer Chains and Periodyx, each seat's win rate over
`--fair-games` games of equal bots with the seed's rules and with the fairness variant.

Run: python benchmarks/bench_bot_levels.py [--games N] [--bond-matches N] [--fair-games N]
         [--players 2,3,4] [--sections levels,bond,voids,fair]
"""

from __future__ import annotations

import argparse
import statistics
import time
from collections.abc import Mapping
from typing import Any

from chemteach.core import Match, Seat
from chemteach.core.bots import LEVELS
from chemteach.core.simulate import simulate
from chemteach.games import bots as bots_of
from chemteach.games import game_class
from chemteach.games.polymer import BOTS as POLYMER_BOTS

PAIRS = (("medium", "easy"), ("hard", "easy"), ("hard", "medium"))
FAIR_VARIANTS: dict[str, tuple[str, dict[str, Any]]] = {
    "polymer": ("hard", {"turn_order": "rotate"}),
    "periodyx": ("hard", {"starting_lead": "by lot"}),
}


class SensibleStudent:
    """A model of a student who plays Polymer Chains sensibly: every turn they join the
    drawn pyramid to a chain of its colour, if they can, without counting which scores most."""

    name = "student"

    def choose(self, obs: Any, legal: Any, rng: Any) -> Any:
        joining = [a for a in legal if obs.board.same_colour_neighbours(a.cell, obs.drawn.colour)]
        options = joining or legal
        return options[rng.randrange(len(options))]


def head_to_head(game: str, a: str, b: str, games: int) -> float:
    """Share of 2-player games that level `a` wins against level `b`, seats alternated."""
    half = games // 2
    first = simulate(game, games=half, players=2, bots=[a, b], seed=0)
    second = simulate(game, games=games - half, players=2, bots=[b, a], seed=half)
    return (first.seats[0].wins + second.seats[1].wins) / games


def bond_rounds(level: str, matches: int, players: int = 4) -> tuple[float, float, float]:
    """Mean and shortest turns per round of Bond! matches between bots of one level, and the
    share of rounds ended by the turn limit."""
    cls, bots = game_class("bond"), bots_of("bond")
    turns: list[int] = []
    capped = 0
    for seed in range(matches):
        game = cls(players, None, seed)
        match = Match(game, [Seat(f"{level} {i}", bots[level]()) for i in range(players)])
        last: dict[int, int] = {}
        while not game.is_over():
            last[game.round] = game.turn
            match.step_bots(1)
        turns.extend(last.values())
        capped += sum(1 for e in game.events if e.kind == "round end"
                      and "time is up" in e.text)
    return statistics.fmean(turns), min(turns), capped / len(turns)


class VoidWatcher:
    """Wraps a Periodyx bot and counts the cards with an N/K value it names on purpose (while
    holding a card with a known value), and those it names without needing to: the lead
    would not surely have beaten every other card (chosen player), or a card could win
    (lead)."""

    def __init__(self, bot: Any, tally: dict[str, int]) -> None:
        self.bot, self.tally, self.name = bot, tally, bot.name

    def choose(self, obs: Any, legal: Any, rng: Any) -> Any:
        from chemteach.games.periodyx.bots import _beats
        from chemteach.games.periodyx.compare import stat_value
        from chemteach.games.periodyx.minigames import minigame
        from chemteach.games.periodyx.observation import LEAD_CARD, OPPONENT_CARD

        action = self.bot.choose(obs, legal, rng)
        game = minigame(obs.game)
        if obs.stage not in (OPPONENT_CARD, LEAD_CARD) or game.stat is None:
            return action
        stat, lower = game.stat, game.lower_wins
        known = [c for c in obs.hand if stat_value(c, stat) is not None]
        if stat_value(action.card, stat) is not None or not known:
            return action
        self.tally["on purpose"] += 1
        if obs.stage == OPPONENT_CARD:
            lead = [s for s, p in obs.known.items() if p == obs.lead]
            needless = any(all(_beats(stat_value(t, stat), stat_value(c, stat), lower) != 1
                               for t in lead) for c in known)
        else:
            theirs = stat_value(obs.face_up[obs.opponent], stat)
            needless = any(_beats(stat_value(c, stat), theirs, lower) == 1 for c in known)
        self.tally["needless"] += needless
        return action


def periodyx_voids(level: str, games: int, players: int = 4) -> tuple[float, float, float]:
    """Shares of Periodyx turns that were void, voided on purpose by a bot naming an N/K
    card while holding others, and voided so without need (see VoidWatcher)."""
    cls, bots = game_class("periodyx"), bots_of("periodyx")
    turns = voids = 0
    tally = {"on purpose": 0, "needless": 0}
    for seed in range(games):
        game = cls(players, None, seed)
        seats = [Seat(f"{level} {i}", VoidWatcher(bots[level](), tally)) for i in range(players)]
        Match(game, seats).play_out()
        turns += game.turn + 1
        voids += sum(1 for e in game.events if e.kind == "compare" and e.data.get("void"))
    return voids / turns, tally["on purpose"] / turns, tally["needless"] / turns


def seats(game: str, level: str, players: int, games: int,
          rules: Mapping[str, Any] | None) -> list[float]:
    result = simulate(game, games=games, players=players, bots=[level], seed=0, rules=rules)
    return [100 * s.win_rate for s in result.seats]


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__)
    parser.add_argument("--games", type=int, default=400, help="games per level pair")
    parser.add_argument("--bond-matches", type=int, default=12, help="Bond! matches per figure")
    parser.add_argument("--fair-games", type=int, default=2000, help="games per seat figure")
    parser.add_argument("--players", default="2,3,4", help="player counts for the seat figures")
    parser.add_argument("--sections", default="levels,bond,voids,fair",
                        help="which figures to print (comma-separated)")
    args = parser.parse_args()
    sections = set(args.sections.split(","))
    start = time.perf_counter()

    for game in ("polymer", "periodyx", "bond") if "levels" in sections else ():
        names = bots_of(game)
        levels = ", ".join(f"{lvl} = {names[lvl].name}" for lvl in LEVELS)
        games = args.bond_matches if game == "bond" else args.games
        print(f"{game_class(game).title} ({levels}), 2 players, {games} games per pair:")
        for a, b in PAIRS:
            print(f"  {a} beats {b} in {100 * head_to_head(game, a, b, games):.1f}%")
        if game == "polymer":
            POLYMER_BOTS["student"] = SensibleStudent  # seated by name, for this run only
            for level in LEVELS:
                share = head_to_head(game, "student", level, games)
                print(f"  a sensible student (joins a chain every turn) beats {level} in "
                      f"{100 * share:.1f}%")
            del POLYMER_BOTS["student"]

    if "bond" in sections:
        print(f"Bond!, 4 bots of one level, {args.bond_matches} matches each:")
    for level in ("medium", "hard") if "bond" in sections else ():
        mean, shortest, capped = bond_rounds(level, args.bond_matches)
        print(f"  {level}: {mean:.1f} turns per round on average (shortest {shortest}); "
              f"{100 * capped:.1f}% of rounds ended by the turn limit")

    if "voids" in sections:
        print(f"Periodyx, 4 bots of one level, {args.games} games each:")
    for level in LEVELS if "voids" in sections else ():
        void, purpose, needless = periodyx_voids(level, args.games)
        print(f"  {level}: {100 * void:.1f}% of turns void; {100 * purpose:.1f}% voided on "
              f"purpose (an N/K card named while holding others), {100 * needless:.1f}% "
              "needlessly (holding a card it was not sure to lose)")

    players = [int(p) for p in args.players.split(",")]
    for game, (level, variant) in FAIR_VARIANTS.items() if "fair" in sections else ():
        title = game_class(game).title
        print(f"{title}: seat win rates, {args.fair_games} games of {level} bots "
              "(fair share: 100 / players; target: every seat within 5 points):")
        for n in players:
            for label, rules in (("seed rules", None), (str(variant), variant)):
                rates = seats(game, level, n, args.fair_games, rules)
                worst = max(abs(r - 100 / n) for r in rates)
                print(f"  {n} players, {label}: " + " ".join(f"{r:5.1f}" for r in rates)
                      + f"  (furthest from fair: {worst:.1f} points)")
    print(f"({time.perf_counter() - start:.0f} s)")


if __name__ == "__main__":
    main()
