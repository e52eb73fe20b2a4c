"""What must hold after every move of Chemistry Monopoly, checked fast enough to run after
every move of 500 random games: the same invariants as `helpers.check_invariants`, read
through per-board index tables (C-level sums, counts and slices) instead of a Python loop
over the 40 spaces."""

from __future__ import annotations

from itertools import compress
from operator import itemgetter

from chemteach.games.monopoly import ChemistryMonopoly
from chemteach.games.monopoly.board import LOT

_TABLES: dict[int, tuple] = {}


def _tables(game: ChemistryMonopoly) -> tuple:
    """Index readers of the game's board: its colour sets, the spaces nobody can own and
    the ownable spaces that are not lots (worked out once per board)."""
    board = game.board
    got = _TABLES.get(id(board))
    if got is None or got[0] is not board:
        ownable = set(board.ownables)
        never = tuple(s for s in range(board.size) if s not in ownable)
        not_lots = tuple(s for s in board.ownables if board.kinds[s] != LOT)
        sets = tuple((cs.name, itemgetter(*cs.spaces)) for cs in board.sets)
        got = _TABLES[id(board)] = (board, sets, itemgetter(*never), itemgetter(*not_lots),
                                    sum(len(d) for d in game.decks.values()))
    return got[1:]


class Checker:
    """Checks one game after every move; the board's invariants (AMUny aside) are checked
    again only when the board changed since they last held (same owners, liquids and
    solids, transfers and supply: the same verdict)."""

    def __init__(self, game: ChemistryMonopoly) -> None:
        self.game = game
        self.board_seen: tuple = ()
        self.legal: dict[int, list] = {}  # the movers' legal moves found by the last check

    def check(self, every_listed_move: bool = True) -> None:
        """Assert every invariant: AMUny conserved, the Lab's supply exact and never
        negative, the even rule in every set, liquids only on whole untransferred sets of
        one owner, nothing on spaces nobody owns, Carbon, Silicon and lab supplies never
        condensed, no bankrupt player holding anything, cards conserved, someone to decide
        while the game lasts and a legal move for each of them (with `every_listed_move`,
        each listed move also passes `is_legal`)."""
        game = self.game
        assert game.money_in_play() == 0, "AMUny was created or lost"
        seen = (game.owner, game.height, game.transferred, game.liquids_left,
                game.solids_left, game.active)
        if seen != self.board_seen:
            _check_board(game)
            self.board_seen = tuple(list(x) if type(x) is list else x for x in seen)
        active, cards = game.active, game.cards
        for p in range(game.num_players):
            if not active[p]:
                assert game.cash[p] == 0 and not cards[p]
        assert min(game.cash) >= 0
        in_decks = sum(len(o) for o in game.order.values())
        assert sum(map(len, cards)) + in_decks == _tables(game)[-1], "a card was lost"
        movers = game.to_move()
        if game.is_over():
            assert movers == ()
        else:
            assert movers, "someone must always be able to decide"
        self.legal = {}
        for p in range(game.num_players):
            legal = game.legal_actions(p)
            if p in movers:
                assert legal, f"{game.names[p]} waits without a legal move in {game.phase}"
                if every_listed_move:
                    for a in legal:
                        assert game.is_legal(p, a), (a, game.phase)
                self.legal[p] = legal
            else:
                assert legal == []


def _check_board(game: ChemistryMonopoly) -> None:
    """The invariants of the board and the Lab's supply."""
    sets, never, not_lots, _ = _tables(game)
    owner, height, transferred = game.owner, game.height, game.transferred
    solid = game.solid
    solids = height.count(solid)
    liquids = sum(height) - solid * solids
    assert game.liquids_left >= 0 and game.solids_left >= 0
    assert liquids + game.liquids_left == game.rules.liquids
    assert solids + game.solids_left == game.rules.solids
    for name, get in sets:
        heights = get(height)
        top = max(heights)
        assert top - min(heights) <= 1, f"the even rule broke in {name}"
        if top:
            owners = set(get(owner))
            assert len(owners) == 1 and owners != {-1}, "liquids on a set not owned whole"
            assert not any(get(transferred))
    assert set(never(owner)) == {-1} and not any(never(height)), "a space nobody owns"
    assert not any(not_lots(height)), "Carbon, Silicon and lab supplies never condense"
    active = game.active
    for o in set(owner) - {-1}:
        assert active[o], "a bankrupt player still owns an element"
    assert -1 not in compress(owner, transferred), "an unowned element is transferred"
    assert -1 not in compress(owner, height), "an unowned element has liquids"


def check_fast(game: ChemistryMonopoly, every_listed_move: bool = True) -> None:
    """Every invariant of `Checker.check`, all checked afresh."""
    Checker(game).check(every_listed_move)
