"""Odd values a curious student or a careless file could put anywhere, drawn from a seeded RNG."""

from __future__ import annotations

import random
from typing import Any

import numpy as np


class BrokenRepr:
    """An object whose repr() and str() fail, to prove that no message is built from them."""

    def __repr__(self) -> str:
        raise RuntimeError("repr fails")

    __str__ = __repr__


def deep(depth: int) -> list[Any]:
    value: list[Any] = []
    for _ in range(depth):
        value = [value]
    return value


def weird_value(rng: random.Random) -> Any:
    """One odd value: wrong types, NumPy scalars, huge, empty, nested, broken."""
    choices = [
        lambda: rng.randint(-3, 12), lambda: 10**40, lambda: -(10**30), lambda: 10**3000,
        lambda: rng.choice([0.0, 1.0, 2.5, -1.0, float("nan"), float("inf")]),
        lambda: rng.choice([True, False]), lambda: None,
        lambda: np.int64(rng.randint(-1, 5)), lambda: np.float64(1.0), lambda: np.bool_(True),
        lambda: np.str_("H"),
        lambda: rng.choice(["", "H", "O", "Xx", "F", "Ar", "é", "He", "A", "zz", "0",
                            "mass", "'; import os", "x" * 5000]),
        lambda: [rng.randint(-2, 3), rng.randint(-2, 3)], lambda: [[0, 1]], lambda: (),
        lambda: (0, 1, 2), lambda: ("H", "H"), lambda: ["O", 3], lambda: {"a": 1},
        lambda: {0, 1}, lambda: deep(rng.choice([5, 60, 3000])), lambda: BrokenRepr(),
        lambda: b"\xff\xfe", lambda: object(),
    ]
    return rng.choice(choices)()
