"""Bond! (結合!): the Japanese molecule hand game, with RDKit as the chemistry referee."""

from .cards import CARD_NAMES, CARDS, HintMolecule, hint_book
from .engine import (
    Block,
    Bond,
    BondObservation,
    Declare,
    Discard,
    PickFromDeck,
    RoundResult,
    TakeForRing,
)
from .rules import RULES
from .scoring import HandScore, ScoredMolecule, score_hand

GAME = Bond
from .bots import BOTS, StrongBot  # noqa: E402  (bots need GAME's actions)

__all__ = [
    "CARD_NAMES", "CARDS", "HintMolecule", "hint_book", "Block", "Bond", "BondObservation",
    "Declare", "Discard", "PickFromDeck", "RoundResult", "TakeForRing", "RULES", "HandScore",
    "ScoredMolecule", "score_hand", "GAME", "BOTS", "StrongBot",
]
