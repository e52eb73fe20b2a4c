"""Periodyx: 118 element cards, eleven mini-games on a rotating indicator, the Mendeleev table."""

from .actions import ACTION_TYPES, Ask, AskLetter, Claim, Draw, Lay, Pass, Play, Predict, Swap, Take
from .bots import BOTS, SmartBot
from .compare import HI_LO_STATS, Verdict, duel, is_nk_card, prediction, stat_value
from .deck import build_deck
from .engine import Periodyx
from .features import FEATURES, century, feature_reason, shared_features
from .mendeleev import MendeleevTable, can_place, why_not
from .minigames import MINIGAMES, MiniGame, minigame
from .observation import LastTurn, PeriodyxObservation, Race
from .rules import RULES

GAME = Periodyx

__all__ = [
    "ACTION_TYPES", "Ask", "AskLetter", "Claim", "Draw", "Lay", "Pass", "Play", "Predict",
    "Swap", "Take", "BOTS", "SmartBot", "HI_LO_STATS", "Verdict", "duel", "is_nk_card",
    "prediction", "stat_value", "build_deck", "Periodyx", "FEATURES", "century",
    "feature_reason", "shared_features", "MendeleevTable", "can_place", "why_not", "MINIGAMES",
    "MiniGame", "minigame", "LastTurn", "PeriodyxObservation", "Race", "RULES", "GAME",
]
