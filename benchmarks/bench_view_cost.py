"""What every seat's view costs after a move, early (move 10) and late (move 200) in a game.

The table server builds a view for every seat after every move, so no view may cost more as
the game grows. For each of the four games this plays a seeded bot game of 4 seats and, after
every move, builds every seat's view as a table does (the server keeps doing so from the first
move on): the engine's observation, the move log worded for the seat (`MoveLog.show`: its
lines and their HTML), the status news since the move before, worded for the seat, and the
game's own panels that read the log (Periodyx's latest turns, Monopoly's landing facts). No
ipywidgets rendering, no pictures. It times the views built after moves 10 to 10+W-1 and 200
to 200+W-1 and prints the median microseconds per seat view, the late / early ratio (1.0: a
view costs the same late as early) and each part's figures, in CPU time of this thread (the
machine may be busy with other work). Rules are chosen so that each
game lasts past move 200. Then it prints Bond!'s speed in `chemteach simulate bond
--players 4 --bots random` (the same simulation, in process).

Run: python benchmarks/bench_view_cost.py [--window 30] [--games 20] [--lang en]
"""

from __future__ import annotations

import argparse
import statistics
import sys
import time
from collections.abc import Callable
from types import SimpleNamespace
from typing import Any

from chemteach.core.game import Game
from chemteach.core.language import speaking
from chemteach.core.match import Match, Seat
from chemteach.core.simulate import simulate
from chemteach.games import bots as bots_of
from chemteach.games import game_class
from chemteach.games.monopoly.widget import MonopolyGame
from chemteach.games.periodyx.view import results_html
from chemteach.widgets.movelog import QUIET, MoveLog, news

#: Each game, its bot and rules that make a seeded game of 4 seats last past move 200.
GAMES: dict[str, tuple[str, dict[str, Any]]] = {
    "polymer": ("random", {"target_score": 10_000, "trios_per_colour": 20}),
    "periodyx": ("random", {"win_cards": 40}),
    "bond": ("random", {"rounds": 20}),
    "monopoly": ("medium", {}),
}
EARLY, LATE = 10, 200
PLAYERS = 4


def _periodyx_panel(game: Game, obs: Any) -> None:
    results_html(obs, game.events)  # the latest turns, worded for the seat


def _monopoly_panel(game: Game, obs: Any) -> None:
    MonopolyGame._landing_facts(SimpleNamespace(game=game), obs)  # who landed where last


#: The panels a game's table draws from the log (not from the observation alone).
PANELS: dict[str, Callable[[Game, Any], None]] = {
    "periodyx": _periodyx_panel, "monopoly": _monopoly_panel}


PARTS = ("observation", "move log", "news", "panels")


def seat_view(game: Game, seat: int, mark: int, log: MoveLog, clock: list[float]) -> None:
    """Everything a seat's screen needs after a move, short of drawing it; the time of each
    part is added to `clock` (in the order of PARTS)."""
    t0 = time.thread_time()
    obs = game.observation(seat)
    t1 = time.thread_time()
    log.show(game, seat)  # the move log: lines worded for the seat, and their HTML
    t2 = time.thread_time()
    told = game.told(seat, since=mark, skip=QUIET, brief=True)
    news([line for _event, line in told], "",
         [i for i, (event, _line) in enumerate(told) if game.concerns(event, seat)])
    t3 = time.thread_time()
    panel = PANELS.get(game.name)
    if panel is not None:
        panel(game, obs)
    t4 = time.thread_time()
    for i, took in enumerate((t1 - t0, t2 - t1, t3 - t2, t4 - t3)):
        clock[i] += took


def kept_lines(game: Game) -> str:
    """The worded lines the game keeps for its readers (core/narration.py), and their size."""
    narration = vars(game).get("_narration")
    if narration is None:
        return "none"
    told = [line for lines in narration.readers.values() for _event, line in lines.told]
    return f"{len(told)} ({sum(map(sys.getsizeof, told)) / 1024:.0f} KB)"


def view_costs(name: str, window: int, seed: int = 1) -> tuple[dict[int, list[float]], str]:
    """Microseconds per seat view after the moves from EARLY and from LATE (`window` moves
    each): the median over those moves of the whole view and of each of its PARTS; and the
    worded lines kept at the end."""
    bot, rules = GAMES[name]
    cls = game_class(name)
    game = cls([f"{bot} {i + 1}" for i in range(PLAYERS)], rules, seed)
    match = Match(game, [Seat(n, bots_of(name)[bot]()) for n in game.names], bot_seed=seed)
    logs = [MoveLog() for _ in range(PLAYERS)]
    samples: dict[int, list[list[float]]] = {EARLY: [], LATE: []}
    while not game.is_over() and len(game.history) < LATE + window:
        mark = len(game.events)
        match.bot_move(match.bots_to_move()[0])
        moves = len(game.history)
        clock = [0.0] * len(PARTS)
        for seat in range(PLAYERS):
            seat_view(game, seat, mark, logs[seat], clock)
        for at in (EARLY, LATE):
            if at <= moves < at + window:
                samples[at].append([1e6 * c / PLAYERS for c in [sum(clock), *clock]])
    if not samples[LATE]:
        raise SystemExit(f"{name}: the game ended at move {len(game.history)}, before move "
                         f"{LATE}: choose rules that last longer.")
    return {at: [statistics.median(column) for column in zip(*rows, strict=True)]
            for at, rows in samples.items()}, kept_lines(game)


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--window", type=int, default=30, help="moves timed at each point")
    parser.add_argument("--games", type=int, default=20, help="Bond! games simulated")
    parser.add_argument("--lang", default="en", help="the language views are worded in")
    args = parser.parse_args()
    print(f"Seat views of {PLAYERS} seats after every move ({args.lang}): microseconds per "
          f"seat view, the median over moves {EARLY}-{EARLY + args.window - 1} and "
          f"{LATE}-{LATE + args.window - 1}; then each part's, at move 10 -> move 200")
    print(f"{'game':<10} {'move 10':>8} {'move 200':>9} {'ratio':>6}   "
          + "   ".join(f"{part:>13}" for part in PARTS) + "   lines kept")
    with speaking(args.lang):
        for name in GAMES:
            cost, kept = view_costs(name, args.window)
            early, late = cost[EARLY], cost[LATE]
            parts = "   ".join(f"{f'{a:.0f} -> {b:.0f}':>13}"
                               for a, b in zip(early[1:], late[1:], strict=True))
            print(f"{name:<10} {early[0]:>8.0f} {late[0]:>9.0f} {late[0] / early[0]:>6.2f}   "
                  f"{parts}   {kept}")
    cpu = time.thread_time()
    result = simulate("bond", games=args.games, players=4, bots=["random"], seed=0)
    cpu = time.thread_time() - cpu
    print(f"chemteach simulate bond --players 4 --bots random --games {args.games}: "
          f"{args.games / cpu:.1f} games per CPU second ({result.games_per_second:.1f} per "
          f"second of the clock; mean {result.mean_length:.1f} moves)")

if __name__ == "__main__":
    main()
