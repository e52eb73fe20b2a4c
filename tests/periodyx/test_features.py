"""Match features two elements share, on real pairs (the fixed list of RULINGS)."""

from __future__ import annotations

import pytest

from chemteach.games.periodyx import FEATURES, century, feature_reason, shared_features


def test_the_fixed_list_of_features() -> None:
    assert FEATURES == (
        "same group", "same period", "same block", "same category", "both metals",
        "both non-metals", "both metalloids", "same state at 25 °C",
        "names begin with the same letter", "both synthetic", "both radioactive",
        "discovered in the same century",
    )


def test_sodium_and_potassium_same_group() -> None:
    shared = shared_features("Na", "K")
    assert "same group" in shared and "same category" in shared and "both metals" in shared
    assert "same period" not in shared
    assert feature_reason("same group", "Na", "K") == "both in group 1"


def test_iron_and_cobalt_same_period_both_metals() -> None:
    shared = shared_features("Fe", "Co")
    assert {"same period", "both metals", "same block", "same category"} <= set(shared)
    assert "same group" not in shared


def test_helium_and_neon_noble_gases() -> None:
    shared = shared_features("He", "Ne")
    assert {"same group", "same category", "both non-metals", "same state at 25 °C"} <= set(
        shared)
    assert feature_reason("same category", "He", "Ne") == "both noble gases"
    assert feature_reason("same state at 25 °C", "He", "Ne") == "both gases at 25 °C"


def test_carbon_and_silicon_group_14_but_not_the_same_category() -> None:
    shared = shared_features("C", "Si")
    assert shared == ["same group", "same block", "same state at 25 °C"]
    assert "both non-metals" not in shared  # silicon is a metalloid


def test_names_not_symbols_decide_the_first_letter() -> None:
    assert "names begin with the same letter" in shared_features("Na", "S")  # sodium, sulfur
    assert "names begin with the same letter" not in shared_features("Na", "N")
    assert "names begin with the same letter" in shared_features("Fe", "I")  # iron, iodine


def test_synthetic_and_radioactive() -> None:
    assert {"both synthetic", "both radioactive"} <= set(shared_features("Am", "Cm"))
    shared = shared_features("U", "Tc")
    assert "both radioactive" in shared and "both synthetic" not in shared
    assert "both radioactive" not in shared_features("Bi", "Po"), "bismuth counts as stable"


def test_metalloids_and_states() -> None:
    assert "both metalloids" in shared_features("B", "Si")
    assert "same state at 25 °C" in shared_features("Hg", "Br")  # the two liquids
    assert "same state at 25 °C" not in shared_features("Ga", "Hg")  # gallium melts at 303 K
    assert "same state at 25 °C" not in shared_features("Fm", "Md"), "N/K states never match"


def test_discovery_century_uses_the_hundreds_and_antiquity_has_none() -> None:
    assert century("O") == 17 and century("Fe") is None
    assert "discovered in the same century" in shared_features("O", "N")  # 1774 and 1772
    assert feature_reason("discovered in the same century", "O", "N") == (
        "both discovered in the 1700s")
    assert "discovered in the same century" not in shared_features("Au", "Ag"), (
        "two antiquity elements: their century is not known")
    assert "discovered in the same century" not in shared_features("Fe", "O")


def test_lanthanides_have_no_group_to_share() -> None:
    assert "same group" not in shared_features("La", "Ce")
    assert "same period" in shared_features("La", "Ce")


def test_hydrogen_and_uranium_share_only_a_century() -> None:
    assert shared_features("H", "U") == ["discovered in the same century"]


def test_feature_reason_refuses_what_is_not_shared() -> None:
    with pytest.raises(ValueError, match="do not share 'same group'"):
        feature_reason("same group", "Fe", "Co")
    with pytest.raises(KeyError, match="No Match feature"):
        feature_reason("both shiny", "Fe", "Co")
