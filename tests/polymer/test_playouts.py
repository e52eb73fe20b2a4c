"""Random-playout invariants of Polymer Chains over many seeds."""

from __future__ import annotations

import json
import random

import networkx as nx
import pytest

from chemteach.core import game_from_json
from chemteach.games.polymer import Place, PolymerChains
from chemteach.games.polymer.board import neighbours

SEEDS = range(500)


def recomputed_ring(board) -> set:
    return {n for c in board.pieces for n in neighbours(c) if n not in board.pieces}


def chain_pips_from_scratch(board, cell) -> int:
    colour = board.pieces[cell].colour
    g = nx.Graph()
    same = [c for c, p in board.pieces.items() if p.colour == colour]
    g.add_nodes_from(same)
    g.add_edges_from((a, b) for a in same for b in neighbours(a) if b in g)
    return sum(board.pieces[c].pips for c in nx.node_connected_component(g, cell))


def pieces_accounted(game) -> int:
    drawn = 1 if game.drawn is not None else 0
    return len(game.board) + len(game.bag) + len(game.set_aside) + drawn


def bell_step(seed: int) -> int | None:
    """The step at which the teacher calls time's up in this seed's game (one seed in three),
    drawn apart from the players' own moves so the game up to it is the same; None: never."""
    return random.Random(f"bell {seed}").randrange(150) if seed % 3 == 1 else None


def play_random(seed: int, check_json_every: int = 1, bell: int | None = None) -> PolymerChains:
    players = 2 + seed % 9
    game = PolymerChains(players, seed=seed)
    rng = random.Random(seed)
    totals = [0] * players
    whole = [0] * players  # the totals after the last whole round: what time's up counts
    steps = 0
    while not game.is_over():
        if steps == bell:
            game.call_time()
            assert game.is_over() and game.to_move() == () and game.drawn is None
            assert game.scores() == whole, "time's up counts whole rounds only"
            assert pieces_accounted(game) == game.total_pieces
            loaded = game_from_json(json.loads(json.dumps(game.to_json())))
            assert loaded.fingerprint() == game.fingerprint() and loaded.history == game.history
            return game
        assert pieces_accounted(game) == game.total_pieces
        assert game.board.ring == recomputed_ring(game.board)
        (player,) = game.to_move()
        legal = game.legal_actions(player)
        assert legal, "a drawn pyramid always has a legal cell on a finite board"
        for other in set(range(players)) - {player}:
            assert game.legal_actions(other) == [], "only the player to move may act"
        action = rng.choice(legal)
        round_before = game.round
        game.apply(player, action)
        totals[player] += chain_pips_from_scratch(game.board, action.cell)
        assert game.scores() == totals
        if game.round != round_before:
            whole = list(totals)
        steps += 1
        assert steps <= game.total_pieces
        if steps % check_json_every == 0:
            loaded = game_from_json(json.loads(json.dumps(game.to_json())))
            assert loaded.fingerprint() == game.fingerprint()
    assert pieces_accounted(game) == game.total_pieces
    turns = set(game.turns_taken)
    assert len(turns) == 1, "every player places equally often"
    return game


@pytest.mark.parametrize("seed", SEEDS)
def test_random_playout_invariants(seed: int) -> None:
    bell = bell_step(seed)
    game = play_random(seed, bell=bell)
    assert game.is_over()
    if game.events[-1].data["reason"] != "time up":
        assert max(game.scores()) >= game.rules.target_score or len(game.bag) < game.num_players


def test_same_seed_same_game() -> None:
    a, b = play_random(7, 1000), play_random(7, 1000)
    assert a.history == b.history and a.fingerprint() == b.fingerprint()


def test_loaded_game_continues_identically() -> None:
    game = PolymerChains(3, seed=11)
    rng = random.Random(3)
    for _ in range(10):
        (p,) = game.to_move()
        game.apply(p, rng.choice(game.legal_actions(p)))
    loaded = game_from_json(game.to_json())
    for _ in range(10):
        (p,) = game.to_move()
        action = rng.choice(game.legal_actions(p))
        game.apply(p, action)
        loaded.apply(p, Place(action.cell))
    assert loaded.fingerprint() == game.fingerprint()
