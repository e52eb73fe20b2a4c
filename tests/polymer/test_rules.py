"""One test per Polymer Chains rule (seed 001 and RULINGS), with the seed's own examples."""

from __future__ import annotations

from collections import Counter

import pytest

from chemteach.core import IllegalAction, RulesError
from chemteach.games.polymer import Board, BoardTextError, Piece, Place, PolymerChains, read_cells
from chemteach.games.polymer.colours import colour as lookup_colour

SEED_BOARD = """
 o o o o o o
o R R Y G G o
 o o R R Y G o
  o B B G o o
   o o o o
"""
SEED_MARKS = """
 + + + + X +
+ R R Y G G X
 + + R R Y G +
  + B B G + +
   + + + +
"""
SEED_AFTER = """
 o o o o o o
o R R Y G G o
 o o R R Y G o
  o B B G G o
   o o o o o
"""


def cells_by_line(text: str) -> dict[tuple[int, int], tuple[int, int]]:
    """Map each cell of a diagram to (line, index on the line), counting from 1."""
    order: dict[tuple[int, int], tuple[int, int]] = {}
    for cell in sorted(read_cells(text), key=lambda c: (c[1], c[0])):
        line = cell[1] + 1
        order[cell] = (line, sum(1 for c in order if c[1] == cell[1]) + 1)
    return order


def test_no_same_colour_triangle_seed_example() -> None:
    board = Board.from_text(SEED_BOARD)
    marks = read_cells(SEED_MARKS)
    plus = {c for c, m in marks.items() if m == "+"}
    cross = {c for c, m in marks.items() if m == "X"}
    assert len(board.ring) == 18
    assert set(board.legal_cells("G")) == plus
    assert set(board.legal_cells("green")) == plus
    assert set(board.ring) - plus == cross
    where = cells_by_line(SEED_BOARD)
    assert sorted(where[c] for c in cross) == [(1, 5), (2, 7)]  # 5th of top line, last of 2nd
    drawn_marks = {c: m for c, m in marks.items() if isinstance(m, str)}
    assert board.to_text(marks=drawn_marks) == SEED_MARKS.strip("\n")


def test_chain_joining_two_green_groups_scores_five_seed_example() -> None:
    board = Board.from_text(SEED_BOARD)
    where = {v: k for k, v in cells_by_line(SEED_BOARD).items()}
    cell = where[(4, 5)]  # the 5th cell of the fourth line, towards the bottom right
    assert board.score_if_placed(cell, "G", 1) == 5
    chain = board.place(cell, Piece("G", 1))
    assert len(chain) == 5
    assert board.to_text() == SEED_AFTER.strip("\n")
    assert Board.from_text(SEED_AFTER) == board


def test_ring_of_empty_cells_one_chip_added_after_seed_placement() -> None:
    before, after = Board.from_text(SEED_BOARD), Board.from_text(SEED_AFTER)
    assert len(after.ring) == len(before.ring) - 1 + 1 == 18


def test_pyramid_only_on_a_ring_cell() -> None:
    board = Board.from_text(" o o\no R o\n o o")
    assert len(board.ring) == 6
    assert "ring" in board.why_illegal((5, 5), "R")
    (centre,) = board.pieces
    assert "already holds" in board.why_illegal(centre, "R")
    assert all(board.is_legal(c, "R") for c in board.ring)


def test_score_is_the_pips_of_the_connected_same_colour_group() -> None:
    board = Board.from_text("G3G2R3")
    assert board.score_if_placed((-1, 0), "G", 2) == 2 + 3 + 2
    assert board.score_if_placed((1, 1), "R", 1) == 1 + 3
    assert board.score_if_placed((-1, 1), "R", 2) == 2, "touching only green starts a red chain"


def test_no_same_colour_triangle_with_pips() -> None:
    board = Board.from_text("G3G2R3")
    assert not board.is_legal((0, 1), "G"), "below G3 and G2, which touch each other"
    assert board.is_legal((0, 1), "R")


def test_two_pip_and_three_pip_pyramids_in_notation() -> None:
    board = Board.from_text("G3G2\n R")
    assert board[(0, 0)] == Piece("G", 3)
    assert board[(1, 0)] == Piece("G", 2)
    assert Board.from_text(board.to_text()).to_text() == board.to_text()
    assert "G3G2" in board.to_text()


def test_inconsistent_indentation_is_a_clear_error() -> None:
    with pytest.raises(BoardTextError, match="half a cell out of step"):
        Board.from_text("R Y\nG")  # G on the next line must be offset by one column
    with pytest.raises(BoardTextError, match="line 1, column 2"):
        Board.from_text("RY")


def test_unknown_character_and_pips_are_clear_errors() -> None:
    with pytest.raises(BoardTextError, match="'Q' is not a pyramid colour"):
        Board.from_text("R Q")
    with pytest.raises(BoardTextError, match="1, 2 or 3 pips"):
        Board.from_text("R4")


def test_empty_cells_must_be_the_ring() -> None:
    with pytest.raises(BoardTextError, match="not the ring"):
        Board.from_text("o R o")


def test_colours_are_players_plus_one_with_five_trios_each() -> None:
    game = PolymerChains(3, seed=1)
    assert len(game.colours) == 4
    everything = Counter(game.bag) + Counter(game.board.pieces.values())
    everything += Counter([game.drawn])
    assert sum(everything.values()) == 4 * 15 == game.total_pieces
    for colour in game.colours:
        for pips in (1, 2, 3):
            assert everything[Piece(colour, pips)] == 5


def test_setup_puts_one_random_piece_at_the_origin_scoring_for_nobody() -> None:
    firsts = set()
    for seed in range(30):
        game = PolymerChains(2, seed=seed)
        assert list(game.board.pieces) == [(0, 0)]
        assert game.scores() == [0, 0]
        assert len(game.board.ring) == 6
        firsts.add(game.board[(0, 0)])
    assert len(firsts) > 3, "the first piece is drawn at random"


def test_the_turn_scores_for_the_player_whatever_the_colour() -> None:
    game = PolymerChains(2, seed=5)
    drawn = game.drawn
    cell = game.legal_actions(0)[0].cell
    expected = game.board.score_if_placed(cell, drawn.colour, drawn.pips)
    game.apply(0, Place(cell))
    assert game.scores() == [expected, 0]
    assert game.last.points == expected and game.last.player == 0


def test_illegal_move_leaves_the_game_untouched() -> None:
    game = PolymerChains(2, seed=2)
    before = game.fingerprint()
    with pytest.raises(IllegalAction, match="ring"):
        game.apply(0, Place((9, 9)))
    with pytest.raises(IllegalAction, match=r"not your turn \(Player 2\)"):
        game.apply(1, game.legal_actions(0)[0])
    with pytest.raises(IllegalAction):
        game.apply(0, Place((0, 0)))
    assert game.fingerprint() == before and game.history == []


def test_a_drawn_piece_with_no_legal_cell_is_set_aside_and_the_player_draws_again(
        monkeypatch) -> None:
    """RULINGS. On the unbounded board it cannot happen (the cell beyond the outermost
    pyramid touches only that pyramid), so the board is made to say that one colour fits
    nowhere: the colour of the piece player 2 draws in the same game played unchanged."""
    plain, game = PolymerChains(3, seed=7), PolymerChains(3, seed=7)
    plain.apply(0, plain.legal_actions(0)[0])
    unlucky = plain.drawn  # same seed, same draws: the piece player 2 gets
    assert unlucky is not None and plain.current == 1
    assert game.drawn is not None and game.drawn.colour != unlucky.colour

    board = game.board
    has_legal_cell, legal_cells = board.has_legal_cell, board.legal_cells

    def fits(colour: str) -> bool:
        return lookup_colour(colour).letter != unlucky.colour

    monkeypatch.setattr(board, "has_legal_cell", lambda c: fits(c) and has_legal_cell(c))
    monkeypatch.setattr(board, "legal_cells", lambda c: legal_cells(c) if fits(c) else [])
    assert not board.has_legal_cell(unlucky.colour) and board.legal_cells(unlucky.colour) == []

    bag_before, events_before = Counter(game.bag), len(game.events)
    game.apply(0, game.legal_actions(0)[0])  # player 2 draws next

    assert game.set_aside and game.set_aside[0] == unlucky, "the drawn piece is set aside"
    assert all(p.colour == unlucky.colour for p in game.set_aside)
    assert game.current == 1 and game.drawn is not None, "the same player draws again"
    assert game.drawn.colour != unlucky.colour
    assert game.legal_actions(1), "and has a piece that fits"
    # out of play: in neither the bag nor the board; nothing created or lost
    assert bag_before == Counter(game.bag) + Counter(game.set_aside) + Counter([game.drawn])
    assert game.board == plain.board and unlucky not in game.board.pieces.values()
    assert game.bag_counts == {c: sum(p.colour == c for p in game.bag) for c in game.colours}
    assert len(game.bag) + len(game.board) + len(game.set_aside) + 1 == game.total_pieces
    assert game.scores() == plain.scores() and game.turns_taken == [1, 0, 0]
    # what everyone is told
    seen = game.observation(2)
    assert seen.set_aside == tuple(game.set_aside) and seen.bag_size == len(game.bag)
    assert game.fingerprint()["set_aside"] == [p.code for p in game.set_aside]
    kinds = [e.kind for e in game.events[events_before:]]
    assert kinds == ["place"] + ["set aside"] * len(game.set_aside) + ["draw"]
    assert game.events[events_before + 1].data["piece"] == unlucky.code
    assert game.events[-1].actor == 1 and game.events[-1].data["piece"] == game.drawn.code
    said = game.narrate(since=events_before + 1)
    assert said[0] == f"The {unlucky} fits nowhere and is set aside."

    # it stays out of play for the rest of the game
    aside = list(game.set_aside)
    monkeypatch.undo()
    while not game.is_over():
        (p,) = game.to_move()
        game.apply(p, game.legal_actions(p)[0])
    assert game.set_aside == aside
    everything = Counter(game.bag) + Counter(game.board.pieces.values()) + Counter(aside)
    assert sum(everything.values()) == game.total_pieces
    assert all(everything[Piece(c, pips)] == 5 for c in game.colours for pips in (1, 2, 3))


def test_game_ends_after_the_round_in_which_someone_reaches_the_target() -> None:
    game = PolymerChains(3, rules={"target_score": 12}, seed=4)
    while not game.is_over():
        (p,) = game.to_move()
        game.apply(p, game.legal_actions(p)[0])
        if max(game.scores()) >= 12 and not game.is_over():
            assert game.current != 0, "the round goes on to its last seat"
    assert max(game.scores()) >= 12
    assert len(set(game.turns_taken)) == 1


def test_game_ends_before_a_round_the_bag_cannot_serve() -> None:
    game = PolymerChains(4, rules={"target_score": 10_000, "trios_per_colour": 1}, seed=9)
    while not game.is_over():
        (p,) = game.to_move()
        game.apply(p, game.legal_actions(p)[-1])
    # 5 colours x 3 = 15 pieces, 1 at the origin: 14 = 3 rounds of 4 and 2 left in the bag
    assert game.turns_taken == [3, 3, 3, 3]
    assert len(game.bag) == 2
    assert "not enough for a whole round" in game.end_reason


def test_highest_score_wins_and_equal_scores_share_the_win() -> None:
    game = PolymerChains(3, seed=0)
    game.score_list = [5, 9, 9]
    assert game.winners() == [1, 2]


def test_target_score_variant_from_a_toml_file(tmp_path) -> None:
    path = tmp_path / "short.toml"
    path.write_text('game = "polymer"\ntarget_score = 40\n')
    game = PolymerChains(2, rules=str(path), seed=1)
    assert game.rules.target_score == 40


def test_rules_file_mistakes_name_the_file_the_key_and_what_is_allowed(tmp_path) -> None:
    path = tmp_path / "class7.toml"
    path.write_text("target_score = -5\n")
    with pytest.raises(RulesError) as err:
        PolymerChains(2, rules=path)
    assert "class7.toml" in str(err.value) and "target_score" in str(err.value)
    assert "from 1 to 10000" in str(err.value)
    path.write_text("target_scor = 50\n")
    with pytest.raises(RulesError, match="target_scor.*allowed: the keys"):
        PolymerChains(2, rules=path)
    path.write_text("target_score = 'fifty'\n")
    with pytest.raises(RulesError, match="a whole number"):
        PolymerChains(2, rules=path)


def test_two_to_ten_players() -> None:
    for n in (2, 10):
        assert PolymerChains(n, seed=1).num_players == n
    for n in (1, 11):
        with pytest.raises(ValueError, match="2 to 10 players"):
            PolymerChains(n)


def who_placed_by_round(game: PolymerChains) -> list[list[int]]:
    """Play first legal cells to the end; the seats in the order they placed, round by round."""
    rounds: list[list[int]] = []
    while not game.is_over():
        (player,) = game.to_move()
        if game.round > len(rounds):
            rounds.append([])
        rounds[-1].append(player)
        game.apply(player, game.legal_actions(player)[0])
    return rounds


def test_turn_order_same_is_the_seed_default_first_player_every_round() -> None:
    game = PolymerChains(3, seed=4)
    assert game.rules.turn_order == "same"
    assert all(r == [0, 1, 2] for r in who_placed_by_round(game))


def test_turn_order_rotate_variant_starts_each_round_one_seat_further_left() -> None:
    rounds = who_placed_by_round(PolymerChains(3, rules={"turn_order": "rotate"}, seed=4))
    assert rounds[:4] == [[0, 1, 2], [1, 2, 0], [2, 0, 1], [0, 1, 2]]


def test_turn_order_snake_variant_goes_back_the_other_way_every_other_round() -> None:
    rounds = who_placed_by_round(PolymerChains(3, rules={"turn_order": "snake"}, seed=4))
    assert rounds[:3] == [[0, 1, 2], [2, 1, 0], [0, 1, 2]]


@pytest.mark.parametrize("order", ["same", "rotate", "snake"])
def test_every_turn_order_lets_everyone_place_equally_often(order: str) -> None:
    for players in (2, 5):
        game = PolymerChains(players, rules={"turn_order": order}, seed=players)
        rounds = who_placed_by_round(game)
        assert all(sorted(r) == list(range(players)) for r in rounds)
        assert len(set(game.turns_taken)) == 1


def test_turn_order_rejects_an_unknown_order_naming_the_key() -> None:
    with pytest.raises(RulesError, match="turn_order.*'same', 'rotate', 'snake'"):
        PolymerChains(2, rules={"turn_order": "random"})
