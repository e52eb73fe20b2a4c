"""Shared helpers for the Chemistry Monopoly tests: set up positions, check invariants."""

from __future__ import annotations

from chemteach.games.monopoly import ChemistryMonopoly
from chemteach.games.monopoly.board import LOT


def new_game(players: int = 3, seed: int = 1, **rules) -> ChemistryMonopoly:
    """A game whose first player is seat 0 at the start of a turn."""
    game = ChemistryMonopoly(players, rules=rules or None, seed=seed)
    game.current = 0
    game.first_player = 0
    game.current_before = 0
    game.phase = "start"
    return game


def bot_rules(**rules):
    """The rules of a game of bots alone: the bots' round cap (RULINGS; as simulate does)."""
    return ChemistryMonopoly.rules_for_bots(ChemistryMonopoly.rule_spec.load(rules or None))


def give(game: ChemistryMonopoly, player: int, *spaces: int) -> None:
    """Hand elements to a player (test set-up)."""
    for s in spaces:
        game.owner[s] = player


def set_dice(game: ChemistryMonopoly, *throws: tuple[int, int]) -> None:
    """Make the next dice throws come out as given."""
    values = [v for t in throws for v in t]

    def randint(a: int, b: int) -> int:
        return values.pop(0) if values else 1

    game.rng.randint = randint  # type: ignore[method-assign]
    game.loaded_die = lambda: randint(1, 6)


def check_invariants(game: ChemistryMonopoly) -> None:
    """What must hold after every move."""
    assert game.money_in_play() == 0, "AMUny was created or lost"
    liquids = sum(h for h in game.height if h < game.solid)
    solids = sum(1 for h in game.height if h == game.solid)
    assert game.liquids_left >= 0 and game.solids_left >= 0
    assert liquids + game.liquids_left == game.rules.liquids
    assert solids + game.solids_left == game.rules.solids
    for cs in game.board.sets:
        heights = [game.height[m] for m in cs.spaces]
        assert max(heights) - min(heights) <= 1, f"the even rule broke in {cs.name}"
        if max(heights):
            owners = {game.owner[m] for m in cs.spaces}
            assert len(owners) == 1 and owners != {-1}, "liquids on a set not owned whole"
            assert not any(game.transferred[m] for m in cs.spaces)
    for s in range(game.size):
        o = game.owner[s]
        if s not in game.board.ownables:
            assert o == -1 and game.height[s] == 0
        else:
            assert o == -1 or game.active[o], "a bankrupt player still owns an element"
            if o == -1:
                assert not game.transferred[s] and game.height[s] == 0
            if game.kinds[s] != LOT:
                assert game.height[s] == 0, "Carbon, Silicon and lab supplies never condense"
    for p in range(game.num_players):
        if not game.active[p]:
            assert game.cash[p] == 0 and not game.cards[p]
        assert game.cash[p] >= 0
    held = sum(len(c) for c in game.cards)
    in_decks = sum(len(o) for o in game.order.values())
    assert held + in_decks == sum(len(d) for d in game.decks.values()), "a card was lost"
    movers = game.to_move()
    if game.is_over():
        assert movers == ()
    else:
        assert movers, "someone must always be able to decide"
    for p in range(game.num_players):
        legal = game.legal_actions(p)
        if p in movers:
            assert legal, f"{game.names[p]} waits without a legal move in phase {game.phase}"
            for a in legal:
                assert game.is_legal(p, a), (a, game.phase)
        else:
            assert legal == []
