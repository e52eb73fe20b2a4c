"""Chemistry Monopoly at a Japanese table (issue 13): a seeded table played with lang="ja"
shows no English sentence anywhere on screen, and its move log, landing sentences, cards and
questions come from the catalog."""

from __future__ import annotations

import pytest

from chemteach.core.language import speaking
from chemteach.core.match import Match
from chemteach.games.monopoly import BOTS, ChemistryMonopoly
from chemteach.games.monopoly.widget import MonopolyGame, play
from chemteach.widgets.seating import make_seats

from ..i18n.english import english_runs
from ..i18n.test_games_in_japanese import PERSON, play_at_table


@pytest.mark.parametrize("seed", [5, 11])
def test_a_seeded_monopoly_table_in_japanese_shows_no_english_sentence(seed: int) -> None:
    table = MonopolyGame([PERSON, "medium", "hard"], seed=seed, bot_delay=0, lang="ja")
    found = play_at_table(table, seed, steps=250)
    assert table.game.history, "the person made no move"
    assert not found, "\n".join(f"{run!r} in {where!r}" for run, where in found.items())


def test_play_passes_lang_to_the_table() -> None:
    table = play([PERSON, "medium"], seed=3, bot_delay=0, lang="ja")
    assert table.buttons_by_name["roll"].description == "サイコロを投げる"


def test_every_event_of_bot_games_reads_in_japanese_with_the_data_translated() -> None:
    """Spaces, landing sentences, cards, questions and answers: the catalog's, no English."""
    for seed in (4, 9):
        seats = make_seats(["easy", "medium", "hard"], BOTS)
        game = ChemistryMonopoly([s.name for s in seats], None, seed)
        Match(game, seats).play_out(max_moves=3000)
        with speaking("ja"):
            lines = [game.word(e, 0) for e in game.events if e.visible(0)]
        assert len(lines) > 50
        for line in lines:
            assert not english_runs(line, [s.name for s in seats]), line
