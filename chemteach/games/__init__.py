"""The games, found by name: each is a package with engine, bots, view and widget."""

from __future__ import annotations

import importlib
from typing import TYPE_CHECKING

if TYPE_CHECKING:
    from ..core import Bot, Game

#: game name -> package; a game's package exposes GAME (its Game class) and BOTS.
GAMES: dict[str, str] = {
    "polymer": "chemteach.games.polymer",
    "periodyx": "chemteach.games.periodyx",
    "bond": "chemteach.games.bond",
    "monopoly": "chemteach.games.monopoly",
}


def _package(name: str):
    key = name.strip().lower().replace(" ", "").replace("-", "").replace("_", "")
    aliases = {"polymerchains": "polymer", "bond!": "bond"}
    key = aliases.get(key, key)
    if key not in GAMES:
        raise KeyError(f"No game called {name!r}; the kit has: {', '.join(sorted(GAMES))}.")
    return importlib.import_module(GAMES[key])


def game_class(name: str) -> type[Game]:
    """The Game class of a game by name (e.g. 'polymer')."""
    return _package(name).GAME


def bots(name: str) -> dict[str, type[Bot]]:
    """The bots of a game by name: bot name -> class."""
    return dict(_package(name).BOTS)
