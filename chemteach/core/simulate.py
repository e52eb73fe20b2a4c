"""Seeded bot-only games of any game, summarised: the teacher's "is it fair to go first?" tool."""

from __future__ import annotations

import statistics
import time
from collections.abc import Mapping, Sequence
from dataclasses import asdict, dataclass
from pathlib import Path
from typing import Any

from .match import Match, Seat

#: At most this many games in one simulation: enough to measure a seat's win rate to within
#: half a percentage point, and an hour at most, not days (random bots, 4 players: 22 to 106
#: games a second, so 100,000 games take 16 to 76 minutes).
MAX_GAMES = 100_000
#: Seeds are whole numbers of at most 12 digits (the seed of game g is seed + g).
MAX_SEED = 10**12
#: The bots a simulation seats when none are named: the easy level, which every game has
#: (random legal moves); "random" is a bot's own name that not every game uses.
DEFAULT_BOTS: tuple[str, ...] = ("easy",)


@dataclass
class SeatResult:
    seat: int
    bot: str
    wins: float
    win_rate: float
    mean_score: float


@dataclass
class SimulationResult:
    game: str
    games: int
    players: int
    bots: list[str]
    seed: int
    seats: list[SeatResult]
    bot_win_rates: dict[str, float]
    mean_length: float
    seconds: float
    games_per_second: float
    rounds: int = 0
    capped_rounds: int = 0

    def to_dict(self) -> dict[str, Any]:
        return asdict(self)

    def table(self) -> str:
        """The results as a plain-text table."""
        lines = [
            f"{self.game}: {self.games} games, {self.players} players, seed {self.seed}",
            f"{'seat':>4}  {'bot':<10} {'wins':>8} {'win %':>6} {'mean score':>10}",
        ]
        for s in self.seats:
            lines.append(f"{s.seat + 1:>4}  {s.bot:<10} {s.wins:>8.1f} {100 * s.win_rate:>6.1f} "
                         f"{s.mean_score:>10.2f}")
        for bot, rate in self.bot_win_rates.items():
            lines.append(f"bot {bot}: wins {100 * rate:.1f}% of seat-games")
        lines.append(f"mean game length: {self.mean_length:.1f} moves")
        if self.rounds:
            lines.append(f"rounds ended by the turn cap for bots: {self.capped_rounds} of "
                         f"{self.rounds} ({100 * self.capped_rounds / self.rounds:.1f}%)")
        lines.append(f"{self.games_per_second:.1f} games per second ({self.seconds:.2f} s)")
        return "\n".join(lines)


def simulate(
    game: str,
    games: int = 100,
    players: int = 2,
    bots: Sequence[str] = DEFAULT_BOTS,
    seed: int = 0,
    rules: Mapping[str, Any] | str | Path | None = None,
) -> SimulationResult:
    """Play `games` seeded bot games; bots are given per seat, cycled if fewer than players.

    Wins are shared: a game won jointly by k players gives each 1/k of a win.
    """
    from ..games import bots as bots_of
    from ..games import game_class

    cls = game_class(game)
    available = bots_of(game)
    if not isinstance(games, int) or games < 1:
        raise ValueError(f"Play at least one game, not {games}.")
    if games > MAX_GAMES:
        raise ValueError(f"At most {MAX_GAMES:,} games in one simulation, not {games:,}: that "
                         "is enough for a fair estimate; run several with other seeds for more.")
    if not isinstance(players, int) or not cls.min_players <= players <= cls.max_players:
        raise ValueError(f"{cls.title} is for {cls.min_players} to {cls.max_players} players, "
                         f"not {players}.")
    if not isinstance(seed, int) or not -MAX_SEED <= seed <= MAX_SEED:
        raise ValueError(f"The seed must be a whole number from {-MAX_SEED:,} to {MAX_SEED:,}.")
    if not bots:
        raise ValueError(f"Name at least one bot; {cls.title} has {', '.join(available)}.")
    for b in bots:
        if b not in available:
            raise ValueError(f"No bot {b!r} for {cls.title}; choose from {', '.join(available)}.")
    seat_bots = [bots[i % len(bots)] for i in range(players)]
    # a game may cap bots alone (Bond!: a round of bots might never see a Bond!)
    rules = cls.rules_for_bots(cls.rule_spec.load(rules))
    rounds = capped = 0
    wins = [0.0] * players
    totals = [0.0] * players
    lengths = []
    start = time.perf_counter()
    for g in range(games):
        state = cls(players, rules, seed + g)
        seats = [Seat(f"{b} {i + 1}", available[b]()) for i, b in enumerate(seat_bots)]
        Match(state, seats).play_out()
        winners = state.winners()
        for p in winners:
            wins[p] += 1 / len(winners)
        for p, s in enumerate(state.scores()):
            totals[p] += s
        lengths.append(len(state.history))
        rounds += len(getattr(state, "results", ()))
        capped += getattr(state, "capped_rounds", 0)
    seconds = time.perf_counter() - start
    by_bot: dict[str, list[float]] = {}
    for p, b in enumerate(seat_bots):
        by_bot.setdefault(b, []).append(wins[p] / games)
    return SimulationResult(
        game=cls.name, games=games, players=players, bots=seat_bots, seed=seed,
        seats=[SeatResult(p, seat_bots[p], wins[p], wins[p] / games, totals[p] / games)
               for p in range(players)],
        bot_win_rates={b: statistics.fmean(r) for b, r in by_bot.items()},
        mean_length=statistics.fmean(lengths) if lengths else 0.0,
        seconds=seconds,
        games_per_second=games / seconds if seconds > 0 else float("inf"),
        rounds=rounds, capped_rounds=capped,
    )
