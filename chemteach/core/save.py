"""Versioned JSON saves: a game is (rules, seed, players, actions) and replays exactly.

A student hands in a save file; a teacher loads it and replays it. The save also carries a
digest of the final state, so an edited or incompatible file is caught, not silently wrong.
"""

from __future__ import annotations

import hashlib
import json
from collections.abc import Mapping
from typing import TYPE_CHECKING, Any

from .. import __version__
from .actions import action_from_json
from .errors import ChemteachError, SaveFileError

if TYPE_CHECKING:
    from .game import Game

FORMAT = "chemteach-save"
VERSION = 1


def state_digest(game: Game) -> str:
    """A short hash of the complete state (its fingerprint)."""
    text = json.dumps(game.fingerprint(), sort_keys=True, separators=(",", ":"))
    return hashlib.sha256(text.encode()).hexdigest()[:16]


def game_to_json(game: Game) -> dict[str, Any]:
    """The save file's content as a JSON-able dict."""
    return {
        "format": FORMAT,
        "version": VERSION,
        "kit_version": __version__,
        "game": game.name,
        "players": list(game.names),
        "rules": game.rules.to_dict(),
        "seed": game.seed,
        "actions": [{"player": p, "action": a.to_json()} for p, a in game.history],
        "digest": state_digest(game),
    }


def game_from_json(data: Mapping[str, Any] | str, expected: type[Game] | None = None) -> Game:
    """Load a save (dict or JSON text) by replaying it; raises SaveFileError saying why not."""
    if isinstance(data, str | bytes):
        try:
            data = json.loads(data)
        except json.JSONDecodeError as exc:
            raise SaveFileError(f"This is not a chemteach save file (not JSON: {exc}).") from None
    if not isinstance(data, Mapping) or data.get("format") != FORMAT:
        raise SaveFileError("This is not a chemteach save file (no 'format': 'chemteach-save').")
    if data.get("version") != VERSION:
        raise SaveFileError(
            f"This save file has format version {data.get('version')!r}; this kit reads "
            f"version {VERSION}. Update the kit or ask for a new save."
        )
    from ..games import game_class

    name = data.get("game")
    try:
        cls = game_class(str(name))
    except KeyError as exc:
        raise SaveFileError(str(exc.args[0])) from None
    if expected is not None and expected is not cls and not issubclass(cls, expected):
        raise SaveFileError(f"This save is a {cls.title} game, not {expected.title}.")
    for key in ("players", "rules", "seed", "actions"):
        if key not in data:
            raise SaveFileError(f"The save file has no '{key}'.")
    try:
        game = cls(list(data["players"]), dict(data["rules"]), int(data["seed"]))
    except (ChemteachError, ValueError, TypeError) as exc:
        raise SaveFileError(
            f"The save file's players, rules or seed are not usable: {exc}"
        ) from None
    for i, entry in enumerate(data["actions"]):
        try:
            action = action_from_json(entry["action"], cls.action_types)
            game.apply(int(entry["player"]), action)
        except (ChemteachError, ValueError, KeyError, TypeError) as exc:
            raise SaveFileError(
                f"Move {i + 1} of the save file cannot be replayed: {exc}"
            ) from None
    digest = data.get("digest")
    if digest is not None and digest != state_digest(game):
        raise SaveFileError(
            "The save file does not replay to the game it recorded (edited by hand, or "
            "made with other rules of the kit)."
        )
    return game


def dumps(game: Game) -> str:
    """The save file as JSON text."""
    return json.dumps(game_to_json(game), indent=1)
