"""How much replaying one handed-in file may cost the teacher: moves and seconds.

A save is replayed move by move to check it. A legal save can still be long (a Bond! match
in which nobody declares fills the 16 MB a save may have, and took 71 s to replay), so a
class of such files would keep the teacher waiting for many minutes. Each file gets one
`ReplayBudget`, shared by everything that replays it (the check, which gathers Bond! and
Monopoly details as it goes; a second replay only for a game loaded elsewhere); when it runs
out, the replay stops with `ReplayStopped` and the row says so. The clock is a
parameter so that tests can drive it without waiting.
"""

from __future__ import annotations

import time
from collections.abc import Callable, Iterator
from dataclasses import dataclass, field
from typing import Any

#: A save with more moves than this is not replayed at all, and at most this many moves are
#: replayed for one file (the check and the details together). A class's games are far
#: shorter: the sample class's longest has 304 moves; a Bond! match of 6 bots that never
#: declare, 2 rounds of 200 turns, has 5,017 (483 KB; benchmarks/bench_saves.py), while a
#: save at the 16 MB limit would hold some 160,000.
MAX_REPLAY_MOVES = 10_000
#: At most this many seconds are spent replaying one file (0.3 ms a Bond! move on a busy
#: 2-core machine): thirty files at the save size limit stay under a minute
#: (benchmarks/bench_results.py prints the figure).
MAX_REPLAY_SECONDS = 1.0
#: This many moves of a file are always replayed, however slow the machine: a class's games
#: (the sample class's longest has 304 moves) are checked in full on a loaded laptop too,
#: and the time bound stops only a long file (a loaded 2-core machine once took over a
#: second for a 300-move Monopoly game, and the row read "not checked").
SURE_MOVES = 2_000


class ReplayStopped(Exception):
    """The file's budget ran out: `moves` were replayed, `why` is 'moves' or 'time'."""

    def __init__(self, why: str, moves: int, seconds: float) -> None:
        super().__init__(f"replay stopped ({why}) after {moves} moves")
        self.why = why
        self.moves = moves
        self.seconds = seconds


@dataclass
class ReplayBudget:
    """The moves and seconds one file may still use; `spend()` before each replayed move."""

    moves: int = MAX_REPLAY_MOVES
    seconds: float = MAX_REPLAY_SECONDS
    #: Moves replayed before the clock is looked at (see SURE_MOVES).
    sure_moves: int = SURE_MOVES
    clock: Callable[[], float] = time.monotonic
    used: int = 0
    started: float | None = field(default=None)

    def fits(self, moves: int) -> bool:
        """Whether a replay of this many more moves can fit the moves left."""
        return self.used + moves <= self.moves

    def spend(self) -> None:
        """Count one move; ReplayStopped if the moves or the time are used up."""
        now = self.clock()
        if self.started is None:
            self.started = now
        if self.used >= self.moves:
            raise ReplayStopped("moves", self.used, now - self.started)
        if self.used >= self.sure_moves and now - self.started > self.seconds:
            raise ReplayStopped("time", self.used, now - self.started)
        self.used += 1


class CountedMoves(list):  # type: ignore[type-arg]
    """A save's list of moves that charges the budget for each move the loader takes, and
    remembers how far the loader got: `taken` moves handed out, `finished` when all were.

    The loader replays the moves in order, so when it refuses the file, `taken` is the move
    it could not replay; `finished` means every move replayed and the final check failed.
    """

    def __init__(self, moves: list[Any], budget: ReplayBudget) -> None:
        super().__init__(moves)
        self.budget = budget
        self.taken = 0
        self.finished = False

    def __iter__(self) -> Iterator[Any]:
        for i in range(len(self)):
            self.budget.spend()
            self.taken = i + 1
            yield list.__getitem__(self, i)
        self.finished = True


__all__ = ["MAX_REPLAY_MOVES", "MAX_REPLAY_SECONDS", "SURE_MOVES", "CountedMoves",
           "ReplayBudget", "ReplayStopped"]
