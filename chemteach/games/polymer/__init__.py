"""Polymer Chains: pyramids drawn blind from a bag onto a hex grid, chains scored."""

from .board import Board, BoardTextError, Piece, read_cells
from .bots import BOTS, GreedyBot
from .engine import LastMove, Place, PolymerChains, PolymerObservation
from .rules import RULES

GAME = PolymerChains

__all__ = [
    "Board", "BoardTextError", "Piece", "read_cells", "BOTS", "GreedyBot", "LastMove", "Place",
    "PolymerChains", "PolymerObservation", "RULES", "GAME",
]
