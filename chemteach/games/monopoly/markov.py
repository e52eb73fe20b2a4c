"""Where do the dice take you? Exact long-run landing chances from a Markov chain, and a
fast simulation to check them against: the kit's probability lesson.

The chain's states are where a throw ends: a space together with the doubles thrown so
far in this turn (0, 1 or 2: the next throw is part of the same turn when it is 1 or 2),
or inside Biology Class after 0, 1 or 2 failed tries for doubles. One step of the chain
is one throw of two dice: three doubles in a row go to Biology Class, Go to Biology
Class sends there, and a Lab Day or Test Day space draws a card, each card with chance
1/(cards in the deck), whose movement is followed (a card that moves you back three
spaces onto a Test Day space draws again there). The long-run share of throws ending on
each space is the chain's stationary distribution.
"""

from __future__ import annotations

from functools import cache

import numpy as np

from .board import GO_TO_BIOLOGY, LAB_DAY, SUPPLY, TEST_DAY, Board, load_board, load_decks

JAIL = -1  # "ends inside Biology Class" in the landing outcomes
POLICIES = ("stay", "pay")
DICE = [(a, b) for a in range(1, 7) for b in range(1, 7)]


def _outcomes(board: Board, decks, target: int, chance: float = 1.0) -> dict[int, float]:
    """Where a token that lands on `target` ends (JAIL for Biology Class), with chances."""
    kind = board.kinds[target]
    if kind == GO_TO_BIOLOGY:
        return {JAIL: chance}
    if kind not in (LAB_DAY, TEST_DAY):
        return {target: chance}
    deck = decks["lab_day" if kind == LAB_DAY else "test_day"]
    out: dict[int, float] = {}
    each = chance / len(deck)
    for card in deck:
        if card.effect == "advance":
            ends = {card.target: each}
        elif card.effect == "nearest":
            table = board.nearest_supply if card.kind == SUPPLY else board.nearest_life
            ends = {table[target]: each}
        elif card.effect == "back":
            ends = _outcomes(board, decks, (target - card.spaces) % board.size, each)
        elif card.effect == "biology class":
            ends = {JAIL: each}
        else:
            ends = {target: each}
        for k, v in ends.items():
            out[k] = out.get(k, 0.0) + v
    return out


@cache
def transition_matrix(jail: str = "stay") -> np.ndarray:
    """P[i, j]: the chance that a throw starting in state i ends in state j.

    States 0..3n-1 are (space, doubles so far) as space * 3 + doubles; the last three
    are inside Biology Class after 0, 1, 2 failed tries.
    """
    if jail not in POLICIES:
        raise ValueError(f"jail must be 'stay' or 'pay', not {jail!r}")
    board, decks = load_board(), load_decks()
    n = board.size
    size = 3 * n + 3
    jail0 = 3 * n
    landing = [_outcomes(board, decks, t) for t in range(n)]
    P = np.zeros((size, size))

    def throw(row: int, start: int, doubles: int, reroll: bool) -> None:
        """Add one throw from `start`; `reroll`: doubles give another throw this turn."""
        for a, b in DICE:
            double = a == b
            if double and reroll and doubles == 2:
                P[row, jail0] += 1 / 36
                continue
            nxt = doubles + 1 if double and reroll else 0
            for end, p in landing[(start + a + b) % n].items():
                col = jail0 if end == JAIL else end * 3 + nxt
                P[row, col] += p / 36

    for s in range(n):
        for d in range(3):
            throw(s * 3 + d, s, d, True)
    bio = board.biology
    for k in range(3):
        row = jail0 + k
        if jail == "pay":  # pay the fine at once and throw as usual
            throw(row, bio, 0, True)
            continue
        for a, b in DICE:
            if a != b and k < 2:
                P[row, jail0 + k + 1] += 1 / 36
                continue
            for end, p in landing[(bio + a + b) % n].items():  # leave; no extra throw
                col = jail0 if end == JAIL else end * 3
                P[row, col] += p / 36
    return P


def landing_probabilities(jail: str = "stay") -> dict[int | str, float]:
    """The exact long-run share of dice throws that end on each space.

    Keys 0..39 are the spaces (the Biology Class space counts "just visiting" only) and
    "biology_class" the throws that end inside it; the values sum to 1. jail="stay" tries
    for doubles for up to three turns, jail="pay" pays the fine and leaves at once.
    """
    P = transition_matrix(jail)
    size = P.shape[0]
    # Solve pi (P - I) = 0 with sum(pi) = 1, replacing one equation by the sum.
    A = P.T - np.eye(size)
    A[-1, :] = 1.0
    rhs = np.zeros(size)
    rhs[-1] = 1.0
    pi = np.linalg.solve(A, rhs)
    n = (size - 3) // 3
    out: dict[int | str, float] = {s: float(pi[3 * s: 3 * s + 3].sum()) for s in range(n)}
    out["biology_class"] = float(pi[3 * n:].sum())
    return out


def simulate_landings(throws: int = 1_000_000, jail: str = "stay", seed: int = 0,
                      walkers: int = 10_000) -> dict[int | str, float]:
    """The same shares counted from simulated throws (numpy, many tokens at once)."""
    if jail not in POLICIES:
        raise ValueError(f"jail must be 'stay' or 'pay', not {jail!r}")
    board, decks = load_board(), load_decks()
    n = board.size
    rng = np.random.default_rng(seed)
    # Landing outcome per (target, card draw): one draw per deck covers every chain
    # because a card that moves you back three spaces lands on the other kind of deck.
    lab, test = decks["lab_day"], decks["test_day"]
    size = max(len(lab), len(test))
    table = np.zeros((n, size, size), dtype=np.int64)
    for t in range(n):
        for i in range(size):
            for j in range(size):
                table[t, i, j] = _one_landing(board, decks, t, i, j)
    pos = np.zeros(walkers, dtype=np.int64)
    doubles = np.zeros(walkers, dtype=np.int64)
    tries = np.full(walkers, -1, dtype=np.int64)  # -1: not inside; else failed tries
    counts = np.zeros(n + 1, dtype=np.int64)
    kinds = np.array(board.kinds)
    burn = 60
    steps = burn + max(1, throws // walkers)
    for step in range(steps):
        a = rng.integers(1, 7, walkers)
        b = rng.integers(1, 7, walkers)
        double = a == b
        inside = tries >= 0
        if jail == "pay":
            inside_now = np.zeros(walkers, dtype=bool)
            doubles[inside] = 0
            tries[inside] = -1
        else:
            inside_now = inside
        # Inside Biology Class (stay): doubles or the third try leave; others stay.
        stays = inside_now & ~double & (tries < 2)
        leaves = inside_now & ~stays
        free = ~inside_now
        third = free & double & (doubles == 2)
        moving = (free & ~third) | leaves
        target = (pos + a + b) % n
        on_lab = kinds[target] == LAB_DAY
        ci = np.where(on_lab, rng.integers(0, len(lab), walkers),
                      rng.integers(0, len(test), walkers))
        cj = np.where(on_lab, rng.integers(0, len(test), walkers),
                      rng.integers(0, len(lab), walkers))
        end = table[target, ci, cj]
        to_jail = third | (moving & (end == n))
        new_pos = np.where(moving & (end < n), end, pos)
        new_doubles = np.where(free & double & ~third, doubles + 1, 0)
        new_tries = np.where(stays, tries + 1, np.where(to_jail, 0, -1))
        new_pos = np.where(to_jail, board.biology, new_pos)
        pos, doubles, tries = new_pos, np.where(to_jail | leaves, 0, new_doubles), new_tries
        if step >= burn:
            jailed = tries >= 0
            counts[n] += int(jailed.sum())
            counts[:n] += np.bincount(pos[~jailed], minlength=n)
    total = counts.sum()
    out: dict[int | str, float] = {s: counts[s] / total for s in range(n)}
    out["biology_class"] = counts[n] / total
    return out


def _one_landing(board: Board, decks, target: int, i: int, j: int) -> int:
    """Where a token landing on `target` ends with card i of its deck (then card j of the
    other deck if it is sent on to one); n means inside Biology Class."""
    n = board.size
    kind = board.kinds[target]
    if kind == GO_TO_BIOLOGY:
        return n
    if kind not in (LAB_DAY, TEST_DAY):
        return target
    deck = decks["lab_day" if kind == LAB_DAY else "test_day"]
    card = deck[i % len(deck)]
    if card.effect == "advance":
        return card.target
    if card.effect == "nearest":
        table = board.nearest_supply if card.kind == SUPPLY else board.nearest_life
        return table[target]
    if card.effect == "back":
        return _one_landing(board, decks, (target - card.spaces) % n, j, i)
    if card.effect == "biology class":
        return n
    return target
