"""Saves made before the move log was worded per reader (events with finished sentences)
still load: the save holds actions only, and replaying them regenerates the events.

The files in saves/ were written by the kit as it was before that change; Periodyx's digest
covers its end reason and latest turn's sentence, so those keep their first-saved form.
"""

from __future__ import annotations

from pathlib import Path

import pytest

from chemteach.core import game_from_json

SAVES = sorted((Path(__file__).parent / "saves").glob("*.json"))


@pytest.mark.parametrize("path", SAVES, ids=lambda p: p.stem)
def test_a_save_made_before_the_wording_change_loads_and_narrates(path: Path) -> None:
    game = game_from_json(path.read_text(encoding="utf-8"))
    assert game.history and game.narrate(0) and game.narrate(None)


def test_the_old_saves_cover_a_bot_win_and_an_nk_bet() -> None:
    won = game_from_json((Path(__file__).parent / "saves" / "periodyx-won-by-a-bot.json")
                         .read_text(encoding="utf-8"))
    assert won.is_over() and won.end_reason.startswith("smart 2 holds")
    bet = game_from_json((Path(__file__).parent / "saves" / "periodyx-nk-bet-last.json")
                         .read_text(encoding="utf-8"))
    assert bet.last is not None and "; dubnium's density is N/K" in bet.last.text
