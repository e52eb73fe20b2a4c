"""Which colour sets pay back their cost fastest (expected rent per throw against cost)."""

from __future__ import annotations

import pytest

from chemteach.games.monopoly import landing_probabilities, payback_table


def test_payback_table_covers_every_set_at_every_level() -> None:
    rows = payback_table()
    assert len(rows) == 8 * 6
    brown_bare = next(r for r in rows if r.colour_set == "brown" and r.level == "bare")
    p = landing_probabilities()
    assert brown_bare.cost == 120
    assert brown_bare.rent_per_throw == pytest.approx(p[1] * 4 + p[3] * 8)
    for name in {r.colour_set for r in rows}:
        costs = [r.cost for r in rows if r.colour_set == name]
        assert costs == sorted(costs)


def test_the_classic_lesson_orange_pays_back_fastest_once_built() -> None:
    rows = payback_table()
    for level in ("3 liquids", "solid"):
        best = min((r for r in rows if r.level == level), key=lambda r: r.throws_to_pay_back)
        assert best.colour_set == "orange" and best.family.startswith("pnictogens")


def test_building_pays_back_far_faster_than_owning_bare() -> None:
    rows = payback_table()
    for name in {r.colour_set for r in rows}:
        by_level = {r.level: r.throws_to_pay_back for r in rows if r.colour_set == name}
        assert by_level["3 liquids"] < by_level["bare"] / 3
