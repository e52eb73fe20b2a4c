"""Chemistry Monopoly: elements as lots, liquids and solids as houses, Biology Class as jail."""

from .actions import (
    ACTION_TYPES,
    Answer,
    Bid,
    Buy,
    BuyBack,
    ChooseTax,
    Condense,
    Decline,
    EndTurn,
    Evaporate,
    KeepTransferred,
    Offer,
    PayFine,
    Reply,
    Roll,
    Transfer,
    UseCard,
)
from .board import Board, Card, ColourSet, Space, load_board, load_decks
from .engine import ChemistryMonopoly
from .markov import landing_probabilities, simulate_landings
from .observation import MonopolyObservation
from .payback import Payback, payback_table
from .payback_view import PaybackTable, payback_view
from .questions import Question, load_questions
from .rules import RULES

GAME = ChemistryMonopoly
from .bots import BOTS, HardBot, MediumBot  # noqa: E402  (bots need GAME's actions)

__all__ = [
    "ACTION_TYPES", "Answer", "Bid", "Buy", "BuyBack", "ChooseTax", "Condense", "Decline",
    "EndTurn", "Evaporate", "KeepTransferred", "Offer", "PayFine", "Reply", "Roll", "Transfer",
    "UseCard", "Board", "Card", "ColourSet", "Space", "load_board", "load_decks",
    "ChemistryMonopoly", "landing_probabilities", "simulate_landings", "MonopolyObservation",
    "Payback", "payback_table", "PaybackTable", "payback_view", "Question", "load_questions",
    "RULES", "GAME", "BOTS", "HardBot", "MediumBot",
]
