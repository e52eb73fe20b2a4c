"""The game table around any game: bots, undo, new game, rematch, loading."""

import asyncio

from chemteach.games.polymer.widget import PolymerGame


def test_bots_move_one_by_one_with_a_delay_on_the_loop():
    async def main():
        table = PolymerGame(["greedy", "random", "Ada"], seed=5, bot_delay=0.01)
        assert table.busy and "greedy is thinking" in table.status.text
        assert len(table.game.history) == 0
        for _ in range(100):
            await asyncio.sleep(0.01)
            if table.match.people_to_move():
                break
        return table

    table = asyncio.run(main())
    assert len(table.game.history) == 2
    assert not table.busy and not table.board.busy


def test_clicks_while_a_bot_thinks_are_refused():
    async def main():
        table = PolymerGame(["greedy", "Ada"], seed=5, bot_delay=5)
        table.click(table.legal_cells[0])
        return table

    table = asyncio.run(main())
    assert table.status.text == "Wait a moment: it is greedy's turn."
    assert table.game.history == []


def test_undo_during_a_bots_delay_cancels_its_move():
    async def main():
        table = PolymerGame(["Ada", "greedy"], seed=5, bot_delay=0.05)
        table.click(table.legal_cells[0])
        table.undo()
        await asyncio.sleep(0.15)
        return table

    table = asyncio.run(main())
    assert table.game.history == []


def test_new_game_asks_twice_during_a_game():
    table = PolymerGame(["Ada", "greedy"], seed=5, bot_delay=0)
    table.click(table.legal_cells[0])
    seed = table.game.seed
    table.buttons.new.click()
    assert table.game.seed == seed and "Press New game again" in table.status.text
    table.buttons.new.click()
    assert table.game.history == [] and table.status.text.startswith("New game!")


def test_new_game_at_the_start_needs_one_press():
    table = PolymerGame(["Ada", "greedy"], seed=5, bot_delay=0)
    table.buttons.new.click()
    assert table.game.history == [] and table.status.text.startswith("New game!")


def test_nothing_to_undo():
    table = PolymerGame(["Ada", "greedy"], seed=5, bot_delay=0)
    assert table.buttons.undo.disabled
    table.undo()
    assert table.status.text == "Nothing to undo yet."


def test_loading_a_game_with_other_players_seats_them_by_name():
    other = PolymerGame(["Bea", "random", "Cy"], seed=9, bot_delay=0)
    other.click(other.legal_cells[0])
    table = PolymerGame(["Ada", "greedy"], seed=5, bot_delay=0)
    table.load_text(other.save_text())
    assert table.game.names == ["Bea", "random", "Cy"]
    assert [s.is_person for s in table.seats] == [True, False, True]
    assert table.match.people_to_move() == [2]
    assert table.status.text.startswith("Loaded a saved game: 2 moves")


class _QuietPolymer(PolymerGame):
    """A table whose status line repeats nothing after a turn (the next viewer has no news)."""

    quiet_kinds = frozenset({"setup", "round", "draw", "set aside", "place", "end"})


def test_the_next_person_does_not_see_the_previous_persons_refusal():
    table = _QuietPolymer(["Ada", "Bea"], seed=5, bot_delay=0)
    table.click((99, 99))  # far from the chain: refused
    assert table.status.kind == "error" and table.status.text
    table.click(table.legal_cells[0])  # Ada's move; Bea decides next, with no news
    assert table.match.people_to_move() == [1]
    assert table.status.text == "" and table.status.kind != "error"


class _StoppingPolymer(PolymerGame):
    """A table whose placed pieces, once shown, may not be taken back (like a sealed bid)."""

    undo_stops = frozenset({"place"})


def test_undo_does_not_go_past_an_undo_stop():
    table = _StoppingPolymer(["Ada", "greedy"], seed=5, bot_delay=0)
    table.click(table.legal_cells[0])
    history = list(table.game.history)
    table.undo()
    assert table.game.history == history
    assert table.status.text == ("Undo cannot take that move back: what happened after it "
                                 "has already been shown.")


def test_undo_goes_back_when_no_undo_stop_happened_after_the_move():
    table = _StoppingPolymer(["Ada", "greedy"], seed=5, bot_delay=0)
    table.undo_stops = frozenset({"no such kind"})
    table.click(table.legal_cells[0])
    table.undo()
    assert table.game.history == [] and table.status.text == "Took back your last move."
    assert PolymerGame.undo_stops == frozenset()
