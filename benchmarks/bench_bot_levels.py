"""Bot levels and fair seats: prints figures, asserts nothing (issue 8 items 11, 12 and 15;
issue 18 item 26).

For every game: each level's win rate against each other level (2 players, seats
alternated); Bond!'s mean turns per round with medium bots; the share of void Periodyx
turns per level; for Polymer Chains and Periodyx, each seat's win rate over `--fair-games`
games of equal bots with the seed's rules and with the fairness variant; and for Chemistry
Monopoly (`--monopoly-games`) the levels head to head in two- and four-player games and
how games of four bots of one level end (bankruptcy or the bots' round cap). Win rates are
printed with their 95% confidence intervals (Wilson's).

Run: python benchmarks/bench_bot_levels.py [--games N] [--bond-matches N] [--fair-games N]
         [--monopoly-games N] [--players 2,3,4] [--sections levels,bond,voids,fair,monopoly]
"""

from __future__ import annotations

import argparse
import math
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


def wilson(share: float, n: int, z: float = 1.96) -> tuple[float, float]:
    """The 95% confidence interval of a share observed in n games (Wilson's score interval;
    a shared win counts as its fraction)."""
    if n <= 0:
        return (0.0, 1.0)
    centre = (share + z * z / (2 * n)) / (1 + z * z / n)
    half = z * math.sqrt(share * (1 - share) / n + z * z / (4 * n * n)) / (1 + z * z / n)
    return (max(0.0, centre - half), min(1.0, centre + half))


def with_interval(share: float, n: int) -> str:
    """'0.573 [0.542, 0.603]': a share with its 95% confidence interval."""
    low, high = wilson(share, n)
    return f"{share:.3f} [{low:.3f}, {high:.3f}]"


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


def monopoly_share(lineup: list[str], level: str, games: int) -> float:
    """Share of the wins that the seats of `level` take in Chemistry Monopoly games of this
    line-up, the line-up rotated round the table game by game (no seat is favoured)."""
    n = len(lineup)
    won = 0.0
    done = 0
    for turn in range(n):
        count = games // n + (1 if turn < games % n else 0)
        if not count:
            continue
        seated = lineup[turn:] + lineup[:turn]
        result = simulate("monopoly", games=count, players=n, bots=seated, seed=done)
        won += sum(s.wins for s in result.seats if s.bot == level)
        done += count
    return won / games


def monopoly_endings(level: str, games: int, players: int = 4) -> tuple[float, float, float]:
    """Games of `players` bots of one level, the bots' rules (round cap): the share ended by
    bankruptcy, the share ended by the round cap, and the mean rounds played."""
    from chemteach.games.monopoly import BOTS as MONOPOLY_BOTS
    from chemteach.games.monopoly import ChemistryMonopoly

    rules = ChemistryMonopoly.rules_for_bots(ChemistryMonopoly.rule_spec.load(None))
    capped = rounds = 0
    for seed in range(games):
        game = ChemistryMonopoly(players, rules, seed)
        Match(game, [Seat(f"{level} {i}", MONOPOLY_BOTS[level]())
                     for i in range(players)]).play_out()
        capped += game.end_code == "round limit"
        rounds += game.round
    return 1 - capped / games, capped / games, rounds / games


def monopoly(games: int) -> None:
    """Chemistry Monopoly's levels: head to head with two and four players, and endings."""
    print(f"Chemistry Monopoly, {games} games per figure (95% confidence intervals):")
    for a, b in PAIRS:
        share = head_to_head("monopoly", a, b, games)
        print(f"  2 players: {a} beats {b} in {with_interval(share, games)}")
    for lineup, fair in ((["hard", "medium", "hard", "medium"], 0.5),
                         (["hard", "medium", "medium", "medium"], 0.25)):
        share = monopoly_share(lineup, "hard", games)
        print(f"  4 players ({', '.join(lineup)}, rotated): hard's seats win "
              f"{with_interval(share, games)} of the games (their fair share: {fair})")
    for level in LEVELS:
        bankrupt, capped, rounds = monopoly_endings(level, games)
        print(f"  4 {level} bots: {100 * bankrupt:.1f}% of games end by bankruptcy, "
              f"{100 * capped:.1f}% at the bots' round cap; {rounds:.1f} rounds on average")


def seats(game: str, level: str, players: int, games: int,
          rules: Mapping[str, Any] | None) -> list[float]:
    result = simulate(game, games=games, players=players, bots=[level], seed=0, rules=rules)
    return [100 * s.win_rate for s in result.seats]


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__)
    parser.add_argument("--games", type=int, default=400, help="games per level pair")
    parser.add_argument("--bond-matches", type=int, default=12, help="Bond! matches per figure")
    parser.add_argument("--fair-games", type=int, default=2000, help="games per seat figure")
    parser.add_argument("--monopoly-games", type=int, default=1000,
                        help="Chemistry Monopoly games per figure")
    parser.add_argument("--players", default="2,3,4", help="player counts for the seat figures")
    parser.add_argument("--sections", default="levels,bond,voids,fair,monopoly",
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

    if "monopoly" in sections:
        monopoly(args.monopoly_games)

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
