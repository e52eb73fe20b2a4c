"""Saves made before the move log was worded per reader (events with finished sentences)
still load: the save holds actions only, and replaying them regenerates the events.

The files in saves/ were written by the kit as it was before that change; Periodyx's digest
covers its end reason and latest turn's sentence, so those keep their first-saved form.
"""

from __future__ import annotations

from pathlib import Path

import pytest

from chemteach.core import game_from_json
from chemteach.core.errors import SaveFileError

HERE = Path(__file__).parent / "saves"
#: Periodyx saves made when neptunium's boiling point was N/K: the element table now prints
#: it (issue 8 item 16), so these games no longer replay the same. Such a save is refused with
#: the move and the reason, never loaded wrong.
BEFORE_DATA_FIX = {
    "periodyx-nk-bet-last": r"Move 2 .* cannot be replayed: Neptunium has no N/K",
    "periodyx-won-by-a-bot": r"Move 16 .* cannot be replayed: 'Np' is not in Ada's hand",
}
SAVES = sorted(p for p in HERE.glob("*.json") if p.stem not in BEFORE_DATA_FIX)


@pytest.mark.parametrize("path", SAVES, ids=lambda p: p.stem)
def test_a_save_made_before_the_wording_change_loads_and_narrates(path: Path) -> None:
    game = game_from_json(path.read_text(encoding="utf-8"))
    assert game.history and game.narrate(0) and game.narrate(None)


@pytest.mark.parametrize("stem", sorted(BEFORE_DATA_FIX))
def test_a_save_whose_moves_the_corrected_element_table_forbids_is_refused_plainly(
        stem: str) -> None:
    with pytest.raises(SaveFileError, match=BEFORE_DATA_FIX[stem]):
        game_from_json((HERE / f"{stem}.json").read_text(encoding="utf-8"))
