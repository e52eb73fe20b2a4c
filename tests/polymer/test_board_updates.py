"""The board keeps its ring, legal cells and chains as pieces are placed (issue 8 item 17),
and an observation's board is read-only: it can never change the game (issue 7 item 12)."""

from __future__ import annotations

import copy
import random

import pytest

from chemteach.games.polymer import Board, Piece, PolymerChains
from chemteach.games.polymer.board import neighbours


def legal_by_full_scan(board: Board, colour: str) -> list:
    """The legal cells found the slow way: every ring cell checked from scratch."""
    ring = {n for c in board.pieces for n in neighbours(c) if n not in board.pieces}
    return sorted((c for c in ring if board.why_illegal(c, colour) is None),
                  key=lambda c: (c[1], c[0]))


def chain_pips_by_search(board: Board, cell) -> int:
    colour, seen, todo = board.pieces[cell].colour, {cell}, [cell]
    while todo:
        for n in neighbours(todo.pop()):
            if n not in seen and n in board.pieces and board.pieces[n].colour == colour:
                seen.add(n)
                todo.append(n)
    return sum(board.pieces[c].pips for c in seen)


@pytest.mark.parametrize("seed", range(12))
def test_kept_legal_cells_match_a_full_scan_of_the_ring(seed: int) -> None:
    game = PolymerChains(2 + seed % 9, seed=seed)
    rng = random.Random(seed)
    while not game.is_over():
        (player,) = game.to_move()
        colour = game.drawn.colour
        for letter in game.colours:  # every colour, not only the drawn one
            assert game.board.legal_cells(letter) == legal_by_full_scan(game.board, letter)
        legal = game.legal_actions(player)
        action = rng.choice(legal)
        expected = game.board.score_if_placed(action.cell, colour, game.drawn.pips)
        before = game.scores()[player]
        game.apply(player, action)
        assert game.scores()[player] - before == expected
        assert expected == chain_pips_by_search(game.board, action.cell)


def test_board_built_from_pieces_in_any_order_has_the_same_legal_cells() -> None:
    game = PolymerChains(4, seed=3)
    rng = random.Random(3)
    for _ in range(40):
        (player,) = game.to_move()
        game.apply(player, rng.choice(game.legal_actions(player)))
    items = list(game.board.pieces.items())
    rng.shuffle(items)
    rebuilt = Board(dict(items))
    for letter in game.colours:
        assert rebuilt.legal_cells(letter) == game.board.legal_cells(letter)
    assert rebuilt.ring == game.board.ring


def test_board_copy_is_independent() -> None:
    board = Board.from_text("R R\n Y")
    twin = copy.deepcopy(board)
    other = board.copy()
    twin.place((2, 0), Piece("R", 2))
    assert (2, 0) not in board and (2, 0) not in other
    assert board.legal_cells("R") == other.legal_cells("R") != twin.legal_cells("R")


def test_observation_board_cannot_change_the_game() -> None:
    game = PolymerChains(3, seed=5)
    before = game.fingerprint()
    obs = game.observation(0)
    cell = obs.legal[0]
    with pytest.raises(AttributeError):
        obs.board.place(cell, Piece("R", 3))  # type: ignore[attr-defined]
    with pytest.raises(TypeError):
        obs.board.pieces[cell] = Piece("R", 3)  # type: ignore[index]
    with pytest.raises(AttributeError):
        obs.board.ring.add(cell)  # type: ignore[attr-defined]
    mine = obs.board.copy()  # a board of one's own to try moves on
    mine.place(cell, Piece("R", 3))
    assert game.fingerprint() == before
    assert cell not in game.board and cell not in obs.board


def test_observation_board_shows_the_moment_it_was_made() -> None:
    game = PolymerChains(2, seed=9)
    obs = game.observation(0)
    pieces, text = dict(obs.board.pieces), obs.board.to_text()
    for _ in range(6):
        (player,) = game.to_move()
        game.apply(player, game.legal_actions(player)[0])
    assert dict(obs.board.pieces) == pieces and obs.board.to_text() == text
    assert obs.board != game.board
    assert game.observation(0).board == game.board


def test_greedy_bot_reads_only_a_view() -> None:
    from chemteach.core import Match, Seat
    from chemteach.games.polymer import GreedyBot

    game = PolymerChains(2, seed=1)
    Match(game, [Seat("a", GreedyBot()), Seat("b", GreedyBot())]).play_out()
    replay = game.restart()
    assert replay.fingerprint() == game.fingerprint()
