"""Save and load through the widgets: Save builds the file on demand, upload restores it.

The save holds the seed and every action (hidden choices too), so it must not sit in the
page: only a press on Save puts a download link there, and the next move removes it.
"""

import base64
import json

import ipywidgets as w
import pytest

from chemteach.core import SaveFileError, dumps, state_digest
from chemteach.games.bond.widget import BondGame
from chemteach.games.periodyx.widget import PeriodyxGame
from chemteach.games.polymer import PolymerChains
from chemteach.games.polymer.widget import PolymerGame
from chemteach.widgets import SaveLoad, StatusLine
from chemteach.widgets.saveload import HINT

SEED = 7319046  # digits unlikely to appear in a page by chance


def _played(moves=5, seed=4):
    game = PolymerChains(["Ada", "Ben"], seed=seed)
    for _ in range(moves):
        p = game.to_move()[0]
        game.apply(p, game.legal_actions(p)[-1])
    return game


def page_strings(widget: w.Widget, seen: set[int] | None = None) -> list[str]:
    """Every text value in a widget tree (HTML, labels, SVG, buttons, tooltips...)."""
    seen = set() if seen is None else seen
    if id(widget) in seen:
        return []
    seen.add(id(widget))
    texts = []
    for key, value in widget.get_state().items():
        if key.startswith("_") or key in ("layout", "style"):
            continue
        if isinstance(value, str):
            texts.append(value)
    for child in getattr(widget, "children", ()):
        texts += page_strings(child, seen)
    return texts


def everything(table) -> str:
    """All the text a table's widgets hold, including what the pass-the-device cover hides."""
    return "\n".join(page_strings(table.widget) + page_strings(table.pass_device.content))


def link_text(saver: SaveLoad) -> str:
    data = saver.link.value.split("base64,")[1].split('"')[0]
    return base64.b64decode(data).decode()


def test_round_trip_through_text():
    game = _played()
    saver = SaveLoad(lambda g: None, StatusLine())
    saver.refresh(game)
    loaded = []
    loader = SaveLoad(loaded.append, StatusLine(), expected=PolymerChains)
    result = loader.load_text(saver.save_text())
    assert result is loaded[0]
    assert state_digest(result) == state_digest(game)
    assert result.history == game.history


def test_save_text_before_any_game_is_empty():
    saver = SaveLoad(lambda g: None, StatusLine())
    assert saver.save_text() == ""
    saver.button.click()
    assert saver.link.value == ""


def test_no_file_until_save_is_pressed_then_a_link_holds_the_save():
    game = _played()
    saver = SaveLoad(lambda g: None, StatusLine())
    saver.refresh(game)
    assert saver.link.value == "" and saver.name == "" and saver.text == ""
    assert "chemteach-save" in saver.box._dom_classes
    saver.button.click()
    assert saver.name.startswith("polymer-Ada-Ben-m5-") and saver.name.endswith(".json")
    html = saver.link.value
    assert f'download="{saver.name}"' in html and HINT in html
    assert link_text(saver) == saver.save_text() == saver.text
    saver.refresh(game)  # the next redraw removes it
    assert saver.link.value == "" and "data:" not in saver.link.value


def test_upload_loads_the_file():
    game = _played(moves=7)
    saver = SaveLoad(lambda g: None, StatusLine())
    saver.refresh(game)
    loaded = []
    loader = SaveLoad(loaded.append, StatusLine())
    # what the browser sends when a file is chosen: a message with the file as a buffer
    loader.load_button._on_message(None, {"type": "file", "name": "game.json"},
                                   [memoryview(saver.save_text().encode())])
    assert state_digest(loaded[0]) == state_digest(game)
    assert "seed" not in json.dumps(loader.load_button.get_state(), default=str)


def test_the_load_button_reads_load_game_without_a_count():
    """Issue 8 item 4: ipywidgets' FileUpload always read 'Load game (0)'."""
    loader = SaveLoad(lambda g: None, StatusLine())
    script = loader.load_button._esm
    assert loader.load_button.description == "Load game"  # its label, in the table's language
    assert 'model.get("description")' in script and "(0)" not in script and "length" not in script
    assert not isinstance(loader.load_button, w.FileUpload)
    assert "chemteach-load" in loader.load_button._dom_classes


def test_a_file_too_big_for_a_save_is_refused_before_it_is_sent():
    status = StatusLine()
    loader = SaveLoad(lambda g: pytest.fail("nothing to load"), status)
    loader.load_button._on_message(None, {"type": "too_big", "name": "huge.json",
                                          "size": 10**9}, [])
    assert status.kind == "error" and "huge.json is far too big" in status.text


def test_a_loaded_game_with_house_rules_says_so_in_the_status_and_beside_load():
    """Issue 7 item 7: a save can carry edited rules with a recomputed digest."""
    game = PolymerChains(["Ada", "Ben"], rules={"target_score": 60}, seed=4)
    status = StatusLine()
    loader = SaveLoad(lambda g: None, status)
    loader.load_text(dumps(game))
    assert "House rules (not the kit's defaults): target_score = 60." in status.text
    assert "target_score = 60" in loader.note.value
    plain = SaveLoad(lambda g: None, StatusLine())
    plain.load_text(dumps(_played()))
    assert "House rules" not in plain.status.text and plain.note.value == ""


def test_a_table_shows_the_house_rules_of_a_loaded_bond_save():
    from chemteach.games.bond import Bond

    points = {card: 20 for card in Bond(2).rules.points}
    game = Bond(["Ada", "Ben"], rules={"points": points}, seed=3)
    table = BondGame(["Ada", "Ben"], seed=3, bot_delay=0)
    table.load_text(dumps(game))
    assert "points.H = 20" in table.status.text or "house rules" in table.status.text
    assert "points.H = 20" in table.saveload.note.value
    assert table.game.house_rules() == [f"points.{c} = 20" for c in points
                                        if Bond(2).rules.points[c] != 20]


def test_opening_a_missing_file_or_a_folder_is_a_save_error(tmp_path):
    for bad in (tmp_path / "nope.json", tmp_path, "a\x00b"):
        with pytest.raises(SaveFileError):
            PolymerGame.open(bad)


def test_a_bad_file_is_explained_not_raised():
    status = StatusLine()
    loader = SaveLoad(lambda g: None, status)
    assert loader.load_text("this is not json") is None
    assert status.kind == "error" and "not a chemteach save file" in status.text
    assert loader.load_text(b"\xff\xfe") is None
    assert "not text" in status.text


def test_the_table_page_holds_no_save_until_asked_and_loses_it_at_the_next_move():
    table = PolymerGame(["Ada", "greedy"], seed=SEED, bot_delay=0)
    table.click(table.legal_cells[0])
    page = everything(table)
    assert "data:" not in page and str(SEED) not in page and '"seed"' not in page
    table.saveload.button.click()
    page = everything(table)
    assert "data:application/json;base64," in page and f'download="{table.saveload.name}"' in page
    assert json.loads(link_text(table.saveload))["seed"] == SEED
    assert link_text(table.saveload) == table.save_text()
    table.click(table.legal_cells[0])
    page = everything(table)
    assert table.saveload.link.value == "" and "data:" not in page
    assert json.loads(table.save_text())["seed"] == SEED  # save_text still works, on demand
    other = PolymerGame(["Ada", "greedy"], seed=5, bot_delay=0)
    other.load_text(table.save_text())
    assert state_digest(other.game) == state_digest(table.game)


def test_periodyx_hot_seat_page_holds_no_seed():
    table = PeriodyxGame(["Ada", "Ben"], seed=SEED, bot_delay=0)
    for _ in range(3):
        page = everything(table)
        assert "data:" not in page and str(SEED) not in page
        if table.pass_device.covered:
            table.pass_device.button.click()
        else:
            table.ask_row.children[0].click()


def test_bond_hot_seat_hidden_choice_is_not_in_the_page_until_save_is_pressed():
    table = BondGame(["Ada", "Ben", "strong"], seed=SEED, bot_delay=0)
    assert table.pass_device.covered
    table.pass_device.button.click()
    table.keep_button.click()  # Ada decided; Ben decides at the same time, hidden
    assert table.pass_device.covered and table.pass_device.name == "Ben"
    page = everything(table)
    assert "data:" not in page and str(SEED) not in page and '"actions"' not in page
    # Save is still allowed (the file is the game), the link then holds Ada's hidden choice
    table.saveload.button.click()
    saved = json.loads(link_text(table.saveload))
    assert saved["seed"] == SEED and 0 in [a["player"] for a in saved["actions"]]
    moves = len(table.game.history)
    assert table.saveload.name.startswith(f"bond-Ada-Ben-strong-m{moves}-")
    table.pass_device.button.click()  # Ben takes the device: a redraw, the link is gone
    assert table.saveload.link.value == "" and "data:" not in everything(table)
    table.saveload.button.click()
    assert "data:" in table.saveload.link.value
    table.keep_button.click()  # the next move removes it too
    assert table.saveload.link.value == "" and str(SEED) not in everything(table)


def test_opening_a_save_file_with_house_rules_shows_them(tmp_path):
    """Issue 7 item 7: GameTable.open (a teacher opening a handed-in file) says so too."""
    from chemteach.games.bond import Bond

    game = Bond(["Ada", "Ben", "Cy"], rules={"points": {"H": 20, "C": 20}}, seed=5)
    path = tmp_path / "handed-in.json"
    path.write_text(dumps(game), encoding="utf-8")
    table = BondGame.open(path, bot_delay=0)
    assert "points.H = 20" in table.saveload.note.value
    assert "House rules (not the kit's defaults): points.H = 20, points.C = 20." in \
        table.status.text
    plain = PolymerGame.open(dumps(_played()), bot_delay=0)
    assert plain.saveload.note.value == "" and "House rules" not in plain.status.text


# ----- issue 18 item 14: a save never makes the kit open a path of its choosing ------------

def test_a_table_on_a_teachers_board_loads_saves_played_on_it_and_refuses_others(tmp_path):
    """Load in a table playing a teacher's board passes that board (the save's own path is
    never opened); a save naming a board file in a table on the kit's board is refused."""
    from pathlib import Path

    from chemteach.games.monopoly import GAME, engine
    from chemteach.games.monopoly.widget import MonopolyGame

    board = tmp_path / "our-board.toml"
    board.write_bytes(Path(engine.__file__).with_name("board.toml").read_bytes())
    game = GAME(["Ada", "Ben"], {"board_file": str(board)}, seed=5)
    for _ in range(12):
        (p,) = game.to_move()
        game.apply(p, game.legal_actions(p)[0])
    data = json.loads(dumps(game))
    data["rules"]["board_file"] = "/nowhere/else.toml"  # the save's path is not used
    ours = MonopolyGame(["Ada", "Ben"], rules={"board_file": str(board)}, bot_delay=0)
    assert ours.load_text(json.dumps(data)) is not None, ours.status.text
    assert ours.game.fingerprint() == game.fingerprint()
    kits = MonopolyGame(["Ada", "Ben"], bot_delay=0)
    assert kits.load_text(json.dumps(data)) is None
    assert kits.status.kind == "error" and "board_file" in kits.status.text
    opened = MonopolyGame.open(json.dumps(data), bot_delay=0, files={"board_file": board})
    assert opened.game.fingerprint() == game.fingerprint()
    for table in (ours, kits, opened):
        table.close()


def test_the_load_buttons_box_lets_its_focus_ring_show():
    """Issue 18, item 27: every ipywidget's box clips its overflow, which cut the focus ring
    drawn around 'Load game' (WCAG 2.4.7); the widget's stylesheet lets it show, and draws
    the kit's ring (the browser test tabs to it: tests/browser/test_load_in_lab.py)."""
    import re

    from chemteach.palette import FOCUS_DARK
    from chemteach.widgets.saveload import LoadButton

    css = LoadButton._css
    assert re.search(r"\.chemteach-load[^{]*\{\s*overflow:\s*visible", css), css
    assert re.search(rf":focus-visible\s*\{{[^}}]*outline:\s*3px solid {FOCUS_DARK}", css), css
