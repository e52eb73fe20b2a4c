"""What every game shares: rules loading, seeded state, actions, saves, bots and matches."""

from .actions import Action, TimeUp, action_from_json
from .bots import Bot, RandomBot
from .errors import ChemteachError, IllegalAction, RulesError, SaveFileError
from .events import Event
from .game import TABLE, Game
from .match import Match, Seat
from .rules import Rule, Rules, RuleSpec
from .save import dumps, game_from_json, game_to_json, load_save, state_digest

__all__ = [
    "Action", "TimeUp", "TABLE", "action_from_json",
    "Bot", "RandomBot", "ChemteachError", "IllegalAction",
    "RulesError", "SaveFileError", "Event", "Game", "Match", "Seat", "Rule", "Rules",
    "RuleSpec", "dumps", "game_from_json", "game_to_json", "load_save", "state_digest",
]
