"""The pyramid colours (read from colours.toml): letters, names and colour-blind-safe fills."""

from __future__ import annotations

import tomllib
from dataclasses import dataclass
from functools import cache
from importlib import resources


@dataclass(frozen=True)
class Colour:
    letter: str
    name: str
    fill: str
    text: str


@cache
def palette() -> tuple[Colour, ...]:
    """All colours in the order a game takes them."""
    data = tomllib.loads(resources.files(__package__).joinpath("colours.toml").read_text("utf-8"))
    return tuple(Colour(**c) for c in data["colour"])


def colour(key: str) -> Colour:
    """A colour by its letter ('G') or its name ('green'); a clear error otherwise."""
    for c in palette():
        if key == c.letter or key.lower() == c.name:
            return c
    known = ", ".join(f"{c.letter} ({c.name})" for c in palette())
    raise ValueError(f"No pyramid colour {key!r}; the colours are {known}.")
