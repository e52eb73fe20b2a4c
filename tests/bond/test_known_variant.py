"""The "known compounds only" variant of Bond! (RULINGS): molecules="known"."""

from __future__ import annotations

import pytest

from chemteach.chem import is_known_formula, known_compounds, molecule_problem
from chemteach.core import RulesError
from chemteach.games.bond import Bond, score_hand
from chemteach.games.bond.rules import RULES

# C2O: three atoms, valence-valid (a three-ring C#C with O bridging), but no known compound in
# the table; CO2 is carbon dioxide. The other cards are the same in both hands.
UNKNOWN = "C C O He Ne Ar Kr ring".split()
KNOWN = "C O O He Ne Ar Kr ring".split()


def test_the_examples_are_what_the_table_says() -> None:
    assert molecule_problem("C2O") is None and not is_known_formula("C2O")
    assert known_compounds("CO2")[0].name == "carbon dioxide"


def test_a_valid_molecule_with_no_known_compound_scores_as_unused_cards() -> None:
    anything = score_hand(UNKNOWN)
    assert [m.formula for m in anything.molecules] == ["C2O"]
    assert anything.points == 2 + 2 + 3 + 4 - 2  # C2O, four noble gases, a ring
    known = score_hand(UNKNOWN, {"molecules": "known"})
    assert known.molecules == () and known.unused == ("C", "C", "O", "ring")
    assert known.points == 4 - 2 * 4


def test_a_known_molecule_scores_as_usual() -> None:
    for rules in (None, {"molecules": "known"}):
        score = score_hand(KNOWN, rules)
        assert [m.formula for m in score.molecules] == ["CO2"]
        assert score.points == 2 + 3 + 3 + 4 - 2


def test_known_only_picks_the_best_split_of_known_molecules() -> None:
    hand = "N N N N N N H H".split()
    assert score_hand(hand).points == 30  # H2N6, H-N=N-N=N-N=N-H, valid but not known
    known = score_hand(hand, {"molecules": "known"})
    assert sorted(m.formula for m in known.molecules) == ["H2", "N2", "N2", "N2"]
    assert known.points == 8 * 3 + 2


def test_the_game_scores_with_the_variant() -> None:
    game = Bond(2, rules={"molecules": "known"}, seed=1)
    assert game.rules["molecules"] == "known"
    assert game.scorer.hand_points(UNKNOWN) == -4
    assert Bond(2, seed=1).scorer.hand_points(UNKNOWN) == 9


def test_the_rules_file_accepts_known(tmp_path) -> None:
    path = tmp_path / "bond-known.toml"
    path.write_text('molecules = "known"\n')
    assert RULES.load(path)["molecules"] == "known"
    assert Bond(2, rules=path, seed=1).scorer.known_only
    path.write_text('molecules = "real"\n')
    with pytest.raises(RulesError, match="one of 'any', 'hint book', 'known'"):
        Bond(2, rules=path)
