"""The Markov chain of landing chances: against a simulation and the published figures."""

from __future__ import annotations

import pytest

from chemteach.games.monopoly import landing_probabilities, simulate_landings
from chemteach.games.monopoly.board import LOT, load_board


@pytest.mark.parametrize("jail", ["stay", "pay"])
def test_landing_probabilities_sum_to_one_with_the_promised_keys(jail) -> None:
    p = landing_probabilities(jail)
    assert set(p) == set(range(40)) | {"biology_class"}
    assert sum(p.values()) == pytest.approx(1.0, abs=1e-12)
    assert p[30] == 0.0  # nobody ends a throw on Go to Biology Class
    assert all(v >= 0 for v in p.values())


def test_published_figures_hold_with_stay() -> None:
    p = landing_probabilities("stay")
    assert p["biology_class"] == pytest.approx(0.094, abs=0.001)
    board = load_board()
    lots = [i for i in range(40) if board.kinds[i] == LOT]
    assert max(lots, key=p.__getitem__) == 24  # where Illinois Avenue sits
    assert max(board.ownables, key=p.__getitem__) == 24


def test_paying_at_once_shortens_the_stay() -> None:
    stay, pay = landing_probabilities("stay"), landing_probabilities("pay")
    assert pay["biology_class"] == pytest.approx(0.0395, abs=0.001)
    assert pay["biology_class"] < stay["biology_class"]


@pytest.mark.parametrize("jail", ["stay", "pay"])
def test_markov_chain_agrees_with_a_simulation_of_millions_of_throws(jail) -> None:
    exact = landing_probabilities(jail)
    counted = simulate_landings(4_000_000, jail, seed=5, walkers=20_000)
    for key, value in exact.items():
        assert counted[key] == pytest.approx(value, abs=6e-4), key


def test_unknown_policy_is_refused() -> None:
    with pytest.raises(ValueError, match="'stay' or 'pay'"):
        landing_probabilities("bribe")
