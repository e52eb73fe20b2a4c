"""The Polymer Chains widget, headless: clicks place pyramids, bots reply, games end."""

from chemteach.core import state_digest
from chemteach.games.polymer.widget import PolymerGame, parse_cell, play


def key(cell):
    return f"{cell[0]},{cell[1]}"


def board_cells(game):
    return set(game.game.board.pieces)


def test_click_on_a_plus_cell_places_the_pyramid_and_the_bot_replies():
    table = play(["Ada", "greedy"], seed=11, bot_delay=0)
    assert "<b>Ada</b>: your turn" in table.prompt.value
    drawn = table.game.drawn
    cell = table.legal_cells[2]
    assert f'data-cell="{key(cell)}"' in table.board.svg
    table.board._handle_click(key(cell))  # what a click in the browser does
    assert table.game.board[cell] == drawn
    assert [p for p, _ in table.game.history] == [0, 1]  # Ada, then the bot
    assert table.match.people_to_move() == [0]
    assert table.status.text.startswith("You score ") and "greedy scores " in table.status.text
    assert any(line.startswith("You place the") for line in table.log.lines)
    assert "Last turn:</b> greedy" in table.info.value
    assert table.seat_list.highlighted() == ["Ada"]


def test_click_on_a_forbidden_cell_explains_and_changes_nothing():
    table = play(["Ada", "greedy"], seed=11, bot_delay=0)
    before = state_digest(table.game)
    svg = table.board.svg
    occupied = next(iter(table.game.board.pieces))
    table.board._handle_click(key(occupied))
    assert table.status.text == "That cell already holds a pyramid."
    table.board._handle_click("40,40")
    assert table.status.kind == "error" and "ring of chips" in table.status.text
    table.board._handle_click("nonsense")
    assert table.status.text == "'nonsense' is not a cell of the board."
    assert state_digest(table.game) == before and table.board.svg == svg


def test_no_triangle_click_gives_the_engines_reason():
    table = play(["Ada", "Ben"], seed=0, bot_delay=0)
    for _ in range(200):
        obs = table.game.observation(None)
        blocked = set(obs.board.ring) - set(obs.legal)
        if blocked:
            table.click(sorted(blocked)[0])
            assert "no same-colour triangles" in table.status.text
            return
        table.click(obs.legal[0])
    raise AssertionError("no blocked cell came up")


def test_whole_game_by_clicking_then_rematch():
    table = play(["Ada", "greedy"], seed=21, bot_delay=0)
    clicks = 0
    while not table.game.is_over():
        assert table.click(table.legal_cells[-1])
        clicks += 1
    assert clicks > 5
    assert "Game over!" in table.prompt.value and "Rematch" in table.prompt.value
    assert "Game over." in table.status.text
    assert table.buttons.rematch.layout.display is None
    assert 'class="cell ring legal"' not in table.board.svg
    assert not table.click((0, 0)) and "The game is over" in table.status.text
    old_seed = table.game.seed
    table.buttons.rematch.click()
    assert not table.game.is_over() and table.game.history == []
    assert table.game.names == ["Ada", "greedy"] and table.game.seed != old_seed
    assert table.buttons.rematch.layout.display == "none"


def test_undo_takes_back_the_persons_move_and_the_bots_reply():
    table = play(["Ada", "random", "greedy"], seed=8, bot_delay=0)
    first = table.legal_cells[0]
    table.click(first)
    after_one = state_digest(table.game)
    drawn = table.game.drawn
    table.click(table.legal_cells[-1])
    assert len(table.game.history) == 6
    table.buttons.undo.click()
    assert len(table.game.history) == 3
    assert state_digest(table.game) == after_one and table.game.drawn == drawn
    assert table.status.text == "Took back your last move."
    table.buttons.undo.click()
    assert table.game.history == [] and table.buttons.undo.disabled


def test_hot_seat_two_people_take_turns():
    table = play(["Ada", "Ben"], seed=2, bot_delay=0)
    assert "<b>Ada</b>: your turn" in table.prompt.value
    table.click(table.legal_cells[0])
    assert "<b>Ben</b>: your turn" in table.prompt.value
    table.click(table.legal_cells[0])
    assert [p for p, _ in table.game.history] == [0, 1]
    table.undo()
    assert [p for p, _ in table.game.history] == [0]


def test_bot_goes_first_by_itself():
    table = play(["greedy", "Ada"], seed=2, bot_delay=0)
    assert [p for p, _ in table.game.history] == [0]
    assert "<b>Ada</b>: your turn" in table.prompt.value


def test_save_and_load_through_the_widget():
    table = play(["Ada", "greedy"], seed=13, bot_delay=0)
    for _ in range(3):
        table.click(table.legal_cells[0])
    text = table.save_text()
    table.saveload.button.click()  # the save file is only in the page once asked for
    assert f'download="{table.saveload.name}"' in table.saveload.link.value
    other = play(["Ada", "greedy"], seed=99, bot_delay=0)
    other.load_text(text)
    assert state_digest(other.game) == state_digest(table.game)
    assert other.board.svg == table.board.svg
    other.click(other.legal_cells[0])
    assert len(other.game.history) == 8
    opened = PolymerGame.open(text, bot_delay=0)
    assert state_digest(opened.game) == state_digest(table.game)
    assert not other.load_text('{"format": "chemteach-save", "version": 1, "game": "monopoly"}')
    assert other.status.kind == "error" and len(other.game.history) == 8


def test_open_a_save_file(tmp_path):
    table = play(["Ada", "greedy"], seed=13, bot_delay=0)
    table.click(table.legal_cells[0])
    path = tmp_path / "game.json"
    path.write_text(table.save_text())
    assert state_digest(PolymerGame.open(path, bot_delay=0).game) == state_digest(table.game)


def test_parse_cell():
    assert parse_cell("-1,2") == (-1, 2) and parse_cell((3, 4)) == (3, 4)


def test_a_teacher_can_switch_undo_off() -> None:
    table = play(["Ada", "greedy"], seed=3, bot_delay=0)
    table.click(table.legal_cells[0])
    assert not table.buttons.undo.disabled
    table.allow_undo = False
    assert table.buttons.undo.disabled
    moves = len(table.game.history)
    table.buttons.undo.click()
    table.undo()
    assert len(table.game.history) == moves
    assert table.status.text == "Undo is switched off for this game."
