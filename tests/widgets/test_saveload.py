"""Save and load through the widgets: the download link holds the game, upload restores it."""

import base64
import datetime as dt

from chemteach.core import state_digest
from chemteach.games.polymer import PolymerChains
from chemteach.widgets import SaveLoad, StatusLine


def _played(moves=5, seed=4):
    game = PolymerChains(["Ada", "Ben"], seed=seed)
    for _ in range(moves):
        p = game.to_move()[0]
        game.apply(p, game.legal_actions(p)[-1])
    return game


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


def test_download_link_holds_the_save():
    game = _played()
    saver = SaveLoad(lambda g: None, StatusLine())
    saver.refresh(game)
    assert saver.name.startswith("polymer-Ada-Ben-m5-") and saver.name.endswith(".json")
    html = saver.link.value
    assert f'download="{saver.name}"' in html
    data = html.split("base64,")[1].split('"')[0]
    assert base64.b64decode(data).decode() == saver.save_text()


def test_upload_loads_the_file():
    game = _played(moves=7)
    saver = SaveLoad(lambda g: None, StatusLine())
    saver.refresh(game)
    loaded = []
    loader = SaveLoad(loaded.append, StatusLine())
    loader.upload.value = ({"name": "game.json", "type": "application/json",
                            "size": len(saver.save_text()),
                            "last_modified": dt.datetime(2025, 1, 1),
                            "content": memoryview(saver.save_text().encode())},)
    assert state_digest(loaded[0]) == state_digest(game)
    assert loader.upload.value == ()


def test_a_bad_file_is_explained_not_raised():
    status = StatusLine()
    loader = SaveLoad(lambda g: None, status)
    assert loader.load_text("this is not json") is None
    assert status.kind == "error" and "not a chemteach save file" in status.text
    assert loader.load_text(b"\xff\xfe") is None
    assert "not text" in status.text
