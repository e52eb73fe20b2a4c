"""Chemistry Monopoly: elements as lots, liquids and solids as houses, Biology Class as jail."""

from .board import Board, Card, ColourSet, Space, load_board, load_decks
from .markov import landing_probabilities, simulate_landings
from .questions import Question, load_questions

__all__ = [
    "Board", "Card", "ColourSet", "Space", "load_board", "load_decks", "landing_probabilities",
    "simulate_landings", "Question", "load_questions",
]
