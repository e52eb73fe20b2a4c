"""Bot levels (issue 8 item 11): every game offers easy, medium and hard; Polymer's medium
bot can be beaten by a student who plays sensibly, and hard is the strongest."""

from __future__ import annotations

import random

import pytest

from chemteach.core.bots import LEVELS, level_of
from chemteach.core.simulate import simulate
from chemteach.games import bots as bots_of
from chemteach.games.polymer import BOTS, GreedyBot, Place
from chemteach.games.polymer.bots import CarelessBot

OLD_NAMES = {"polymer": ("random", "greedy"), "periodyx": ("random", "smart"),
             "bond": ("random", "strong")}


@pytest.mark.parametrize("game", sorted(OLD_NAMES))
def test_every_game_offers_easy_medium_and_hard_and_keeps_the_old_names(game: str) -> None:
    bots = bots_of(game)
    assert all(level in bots for level in LEVELS)
    assert len({bots[level] for level in LEVELS}) == 3, "three different bots"
    assert all(name in bots for name in OLD_NAMES[game])
    assert level_of(bots, "random") == "easy" and level_of(bots, OLD_NAMES[game][1]) == "hard"


class ChainJoiner:
    """A student who plays sensibly: joins the drawn pyramid to a chain of its colour."""

    name = "student"

    def choose(self, obs, legal, rng: random.Random) -> Place:
        joining = [a for a in legal if obs.board.same_colour_neighbours(a.cell, obs.drawn.colour)]
        options = joining or legal
        return options[rng.randrange(len(options))]


def win_share(a: str, b: str, games: int = 40) -> float:
    one = simulate("polymer", games=games, players=2, bots=[a, b], seed=0)
    two = simulate("polymer", games=games, players=2, bots=[b, a], seed=games)
    return (one.seats[0].wins + two.seats[1].wins) / (2 * games)


def test_a_sensible_student_can_win_against_medium(monkeypatch) -> None:
    monkeypatch.setitem(BOTS, "student", ChainJoiner)
    assert win_share("student", "medium") > 0.5
    assert win_share("student", "hard") < win_share("student", "medium")


def test_levels_are_ordered_hard_beats_medium_beats_easy() -> None:
    assert win_share("medium", "easy") > 0.9
    assert win_share("hard", "medium") > 0.6


def test_medium_is_greedy_except_on_careless_turns() -> None:
    from chemteach.games.polymer import PolymerChains

    game = PolymerChains(2, seed=3)
    for _ in range(10):
        (player,) = game.to_move()
        game.apply(player, GreedyBot().choose(game.observation(player),
                                              game.legal_actions(player), random.Random(0)))
    obs, legal = game.observation(game.to_move()[0]), game.legal_actions(game.to_move()[0])
    greedy = {GreedyBot().choose(obs, legal, random.Random(s)) for s in range(30)}
    careless = [CarelessBot().choose(obs, legal, random.Random(s)) for s in range(300)]
    share = sum(a not in greedy for a in careless) / len(careless)
    assert 0.1 < share < 0.35
