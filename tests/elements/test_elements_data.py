"""The facts on the cards: pinned values, RULINGS rules, internal consistency, RDKit."""

from __future__ import annotations

from pathlib import Path

import pytest

from chemteach.elements import categories, element, elements

TABLE = elements()
SOURCES = (Path(__file__).resolve().parents[2] / "chemteach" / "elements" / "SOURCES.md").read_text(
    encoding="utf-8")
BY_SYMBOL = {e.symbol: e for e in TABLE}


# --- all there, in order ------------------------------------------------------------


def test_all_118_elements_present_in_order_of_atomic_number():
    assert len(TABLE) == 118
    assert [e.z for e in TABLE] == list(range(1, 119))
    assert len({e.symbol for e in TABLE}) == 118
    assert len({e.name for e in TABLE}) == 118
    assert len({e.name_ja for e in TABLE}) == 118


def test_first_and_last_elements_are_hydrogen_and_oganesson():
    assert (TABLE[0].symbol, TABLE[0].name) == ("H", "Hydrogen")
    assert (TABLE[-1].symbol, TABLE[-1].name) == ("Og", "Oganesson")


# --- pinned well-known values ----------------------------------------------------------


def test_iron_melts_at_1811_k():
    # CRC gives 1538 degC (to the degree) = 1811.15 K, so the source's tolerance is 0.5 K
    assert element("Fe").melting_point_k == pytest.approx(1811, abs=0.5)


def test_mercury_melts_at_234_32_k_and_is_liquid():
    assert element("Hg").melting_point_k == pytest.approx(234.32, abs=0.1)
    assert element("Hg").state_25c == "liquid"


def test_mercury_melting_point_in_celsius():
    assert element("Hg").melting_point_c == pytest.approx(-38.83, abs=0.1)
    assert element("Fe").melting_point_c == pytest.approx(1538, abs=0.5)
    assert element("He").melting_point_c is None


def test_nitrogen_and_oxygen_boiling_points():
    assert element("N").boiling_point_k == pytest.approx(77.36, abs=0.1)
    assert element("O").boiling_point_k == pytest.approx(90.19, abs=0.1)


def test_oxygen_discovered_1774():
    assert element("O").year_discovered == 1774
    assert not element("O").known_since_antiquity


def test_gold_known_since_antiquity():
    au = element("Au")
    assert au.known_since_antiquity
    assert au.year_discovered is None


def test_antiquity_counts_as_earliest_and_two_antiquity_elements_tie():
    gold, iron, phosphorus = element("Au"), element("Fe"), element("P")
    assert gold.value("year_discovered") < phosphorus.value("year_discovered") == 1669
    assert gold.value("year_discovered") == iron.value("year_discovered")


def test_every_element_has_a_year_or_antiquity():
    for e in TABLE:
        assert (e.year_discovered is None) == e.known_since_antiquity, e
        if e.year_discovered is not None:
            assert 1600 <= e.year_discovered <= 2025 or e.is_estimate("year_discovered"), e


def test_classic_antiquity_elements():
    ancient = {e.symbol for e in TABLE if e.known_since_antiquity}
    assert {"C", "S", "Fe", "Cu", "Ag", "Sn", "Au", "Hg", "Pb"} <= ancient
    assert ancient <= {"C", "S", "Fe", "Cu", "Zn", "As", "Ag", "Sn", "Sb", "Au", "Hg",
                       "Pb"}  # fmt: skip


def test_hand_corrected_discovery_years():
    assert element("Nd").year_discovered == 1885  # mendeleev had 1925
    assert element("Y").year_discovered == 1794  # mendeleev had 1789
    assert element("Nh").year_discovered == 2004  # mendeleev had 2015 (recognition)
    assert element("No").year_discovered == 1966  # IUPAC credits Dubna


def test_discovery_year_is_what_the_rsc_table_prints_other_claims_in_the_note():
    # RULINGS (updated) and issue 10 item 10: RSC's periodic table is the reference
    assert (element("F").year_discovered, element("F").discoverer) == (1886, "Henri Moissan")
    assert "1810" in element("F").note and "Ampère" in element("F").note
    assert element("He").year_discovered == 1895
    assert "1868" in element("He").note
    assert element("W").year_discovered == 1783
    assert "1781" in element("W").note
    assert element("Mg").year_discovered == 1755  # Black; Davy isolated 1808
    assert element("Ba").year_discovered == 1774  # Scheele; Davy isolated 1808
    assert element("V").year_discovered == 1801  # del Río; Sefström 1830
    assert element("Ca").year_discovered == 1808  # lime was known, calcium was not
    for symbol, other in [("Mg", "1808"), ("Ba", "1808"), ("V", "1830"), ("Bi", "1753")]:
        assert other in element(symbol).note, symbol


def test_bismuth_is_dated_about_1500_not_antiquity():
    bi = element("Bi")
    assert not bi.known_since_antiquity
    assert bi.year_discovered == 1500 and bi.is_estimate("year_discovered")


def test_synthetic_elements_discovered_after_1930():
    for e in TABLE:
        if e.z > 94 or e.symbol in ("Tc", "Pm", "At", "Np", "Pu"):
            assert e.year_discovered >= 1937, e


# --- electronegativity: the commonly printed Pauling table (Allred 1961) -------------


@pytest.mark.parametrize(("symbol", "value"), [
    ("H", 2.20), ("C", 2.55), ("O", 3.44), ("F", 3.98), ("Cl", 3.16), ("Fe", 1.83),
    ("Cs", 0.79), ("Kr", 3.00), ("Xe", 2.60), ("Tc", 1.9), ("W", 2.36), ("Pt", 2.28),
    ("Au", 2.54), ("Hg", 2.00), ("Tl", 1.62), ("Pb", 2.33), ("Bi", 2.02), ("Lu", 1.27),
    ("Rn", 2.2), ("U", 1.38), ("Np", 1.36), ("Pu", 1.28)])  # fmt: skip
def test_electronegativity_is_the_commonly_printed_pauling_value(symbol, value):
    assert element(symbol).electronegativity == pytest.approx(value, abs=1e-9)


def test_electronegativity_nk_for_light_noble_gases_and_from_lawrencium():
    for symbol in ("He", "Ne", "Ar", "Pm", "Eu", "Tb", "Yb", "Lr", "Og"):
        assert element(symbol).electronegativity is None, symbol
    for symbol in ("Am", "Cm", "Bk", "Cf", "Es", "Fm", "Md", "No"):  # printed estimates
        e = element(symbol)
        assert e.electronegativity == pytest.approx(1.3) and e.is_estimate("electronegativity")
    assert max(TABLE, key=lambda e: e.electronegativity or 0).symbol == "F"


# --- N/K rules (RULINGS) ------------------------------------------------------------


def test_helium_melting_point_is_nk_but_it_boils():
    he = element("He")
    assert he.melting_point_k is None
    assert he.boiling_point_k == pytest.approx(4.22, abs=0.01)
    assert he.state_25c == "gas"


@pytest.mark.parametrize("symbol", ["C", "As"])
def test_carbon_and_arsenic_sublime_so_melting_and_boiling_are_nk(symbol):
    e = element(symbol)
    assert e.melting_point_k is None
    assert e.boiling_point_k is None
    assert "ublime" in e.note
    assert e.state_25c == "solid"


def test_oganesson_melting_point_is_nk():
    assert element("Og").melting_point_k is None
    assert element("Og").boiling_point_k is None
    assert element("Og").density == pytest.approx(7.0)  # a printed prediction, so "est."
    assert element("Og").is_estimate("density")


def test_melting_points_after_einsteinium_are_printed_estimates_then_nk():
    assert element("Es").melting_point_k == pytest.approx(1133, abs=1)
    assert not element("Es").is_estimate("melting_point_k")
    for e in TABLE[99:103]:  # Fm-Lr: tables print predictions (RULINGS: est.)
        assert e.melting_point_k is not None and e.is_estimate("melting_point_k"), e
    for e in TABLE[103:]:
        assert e.melting_point_k is None, e


def test_melting_point_below_boiling_point():
    for e in TABLE:
        if e.melting_point_k is not None and e.boiling_point_k is not None:
            assert e.melting_point_k < e.boiling_point_k, e


def test_nk_values_are_none_never_nan_or_zero():
    numeric = ["melting_point_k", "boiling_point_k", "density", "electronegativity"]
    for e in TABLE:
        for name in numeric:
            v = getattr(e, name)
            assert v is None or (v == v and v > 0), (e, name)


# --- natural, radioactive (RULINGS) -----------------------------------------------------


def test_natural_means_z_up_to_94():
    for e in TABLE:
        assert e.natural == (e.z <= 94), e
        assert e.synthetic == (e.z > 94)


def test_technetium_is_the_lightest_element_with_no_stable_isotope():
    assert element("Tc").radioactive
    assert not any(e.radioactive for e in TABLE[:42])


def test_promethium_radioactive_bismuth_not_polonium_yes():
    assert element("Pm").radioactive
    assert not element("Bi").radioactive
    assert element("Po").radioactive
    assert all(e.radioactive for e in TABLE[83:])


def test_radioactive_set_is_tc_pm_and_po_onwards():
    assert {e.z for e in TABLE if e.radioactive} == {43, 61, *range(84, 119)}


def test_natural_synthetic_radioactive_classes():
    assert element("Fe").nsr_rank == 2  # natural and stable
    assert element("U").nsr_rank == 1  # natural and radioactive
    assert element("Am").nsr_rank == 0  # synthetic


# --- neutrons and atomic mass -------------------------------------------------------


def test_neutrons_of_most_abundant_isotope():
    assert element("H").neutrons == 0
    assert element("C").neutrons == 6
    assert element("Fe").neutrons == 30  # Fe-56
    assert element("Cl").neutrons == 18  # Cl-35 (75.8 %)
    assert element("U").neutrons == 146  # U-238
    assert element("Bi").neutrons == 126  # Bi-209


def test_neutrons_of_longest_lived_isotope_when_none_natural():
    assert element("Pm").isotope_mass_number == 145
    assert element("Pu").isotope_mass_number == 244
    assert element("Ra").isotope_mass_number == 226


def test_neutrons_plus_protons_is_the_isotope_mass_number():
    for e in TABLE:
        assert e.neutrons + e.z == e.isotope_mass_number, e
        assert e.neutrons >= 0


def test_mass_number_stands_in_for_atomic_weight_only_without_a_standard_weight():
    flagged = {e.z for e in TABLE if e.atomic_mass_is_mass_number}
    assert flagged == {43, 61, *range(84, 90), *range(93, 119)}
    for e in TABLE:
        if e.atomic_mass_is_mass_number:
            assert e.atomic_mass == e.isotope_mass_number, e


def test_atomic_mass_increases_except_known_inversions():
    inversions = {("Ar", "K"), ("Co", "Ni"), ("Te", "I"), ("Th", "Pa"), ("U", "Np"),
                  ("Pu", "Am")}  # fmt: skip
    for a, b in zip(TABLE, TABLE[1:], strict=False):
        if a.atomic_mass > b.atomic_mass:
            assert (a.symbol, b.symbol) in inversions or a.z > 100, (a, b)


# --- density units ------------------------------------------------------------------


def test_density_is_in_g_per_cm3_for_gases_too():
    assert element("O").density == pytest.approx(0.001308, rel=1e-3)  # 1.308 g/L at 25 degC
    assert element("Fe").density == pytest.approx(7.87, abs=0.01)
    assert element("Os").density == pytest.approx(22.59, abs=0.01)
    for e in TABLE:
        if e.state_25c == "gas":
            assert e.density < 0.01, e
        elif e.density is not None:
            assert e.density > 0.5, e


# --- layout: group, period, block -------------------------------------------------------


def test_lanthanides_and_actinides_have_no_group_and_their_own_category():
    for e in TABLE:
        f_row = 57 <= e.z <= 71 or 89 <= e.z <= 103
        assert (e.group is None) == f_row, e
        if f_row:
            assert e.block == "f"
            assert e.category == ("lanthanide" if e.z <= 71 else "actinide")
            assert e.period == (6 if e.z <= 71 else 7)


def test_group_period_block_consistent():
    for e in TABLE:
        if e.group is None:
            continue
        if e.symbol == "He":
            assert (e.group, e.block) == (18, "s")
        elif e.group <= 2:
            assert e.block == "s", e
        elif e.group <= 12:
            assert e.block == "d", e
        else:
            assert e.block == "p", e


def test_period_boundaries():
    starts = {1: "H", 2: "Li", 3: "Na", 4: "K", 5: "Rb", 6: "Cs", 7: "Fr"}
    for period, symbol in starts.items():
        first = min((e for e in TABLE if e.period == period), key=lambda e: e.z)
        assert first.symbol == symbol


def test_group_18_is_he_ne_ar_kr_xe_rn_og():
    assert [e.symbol for e in TABLE if e.group == 18] == ["He", "Ne", "Ar", "Kr", "Xe", "Rn",
                                                           "Og"]  # fmt: skip


# --- categories -------------------------------------------------------------------------


def test_noble_gases_are_he_ne_ar_kr_xe_rn():
    # Oganesson is in "unknown properties" in this scheme (SOURCES.md)
    assert [e.symbol for e in TABLE if e.category == "noble gas"] == [
        "He", "Ne", "Ar", "Kr", "Xe", "Rn"]  # fmt: skip
    assert element("Og").category == "unknown properties"


def test_alkali_metals_exclude_hydrogen():
    alkali = [e.symbol for e in TABLE if e.category == "alkali metal"]
    assert alkali == ["Li", "Na", "K", "Rb", "Cs", "Fr"]
    assert element("H").category == "reactive nonmetal"


def test_metalloids():
    assert {e.symbol for e in TABLE if e.category == "metalloid"} == {
        "B", "Si", "Ge", "As", "Sb", "Te", "At"}  # fmt: skip


def test_every_category_is_in_the_colour_table_and_metal_class_follows_it():
    scheme = {c.name: c for c in categories()}
    assert len(scheme) == 10
    for e in TABLE:
        assert e.category in scheme, e
        assert e.colour == scheme[e.category].colour
        assert e.metal_class == scheme[e.category].metal_class
        assert e.colour.startswith("#") and len(e.colour) == 7


def test_metal_classes_for_the_both_metals_claim():
    assert element("Fe").metal_class == element("Na").metal_class == "metal"
    assert element("Si").metal_class == "metalloid"
    assert element("O").metal_class == element("Ne").metal_class == "nonmetal"
    assert element("Og").metal_class is None


# --- state at 25 degC -------------------------------------------------------------------


def test_states_at_25c():
    gases = {e.symbol for e in TABLE if e.state_25c == "gas"}
    liquids = {e.symbol for e in TABLE if e.state_25c == "liquid"}
    assert gases == {"H", "N", "O", "F", "Cl", "He", "Ne", "Ar", "Kr", "Xe", "Rn"}
    assert liquids == {"Br", "Hg"}
    assert element("Ga").state_25c == "solid"  # melts at 29.8 degC
    assert element("Cs").state_25c == "solid"  # melts at 28.5 degC


def test_state_nk_where_melting_point_is_only_estimated():
    for symbol in ("Fr", "At", "Fm", "Og"):
        assert element(symbol).state_25c is None


# --- Japanese names ---------------------------------------------------------------------


def test_japanese_names():
    expected = {1: "水素", 2: "ヘリウム", 5: "ホウ素", 6: "炭素", 7: "窒素", 8: "酸素",
                9: "フッ素", 11: "ナトリウム", 14: "ケイ素", 16: "硫黄", 26: "鉄", 29: "銅",
                30: "亜鉛", 47: "銀", 50: "スズ", 53: "ヨウ素", 78: "白金", 79: "金",
                80: "水銀", 82: "鉛", 113: "ニホニウム", 118: "オガネソン"}  # fmt: skip
    for z, name in expected.items():
        assert element(z).name_ja == name


# --- cross-check against RDKit ----------------------------------------------------------


def test_atomic_number_symbol_and_weight_agree_with_rdkit():
    """RDKit's table is older: stable elements may differ by IUPAC revisions since about
    2001 (largest: Ge 72.61 -> 72.630 in 2009, so 0.025). Elements without a standard
    weight carry a mass number, which moves as new isotopes are found and half-lives
    are remeasured (RDKit Lr 262 vs NUBASE2020 Lr-266): within 5 mass units."""
    chem = pytest.importorskip("rdkit.Chem")
    pt = chem.GetPeriodicTable()
    for e in TABLE:
        assert pt.GetElementSymbol(e.z) == e.symbol
        assert pt.GetAtomicNumber(e.symbol) == e.z
        tolerance = 5 if e.atomic_mass_is_mass_number else 0.025
        assert e.atomic_mass == pytest.approx(pt.GetAtomicWeight(e.z), abs=tolerance), e


def test_neutrons_agree_with_rdkit_most_common_isotope_for_stable_elements():
    chem = pytest.importorskip("rdkit.Chem")
    pt = chem.GetPeriodicTable()
    for e in TABLE:
        if not e.radioactive:
            assert e.isotope_mass_number == pt.GetMostCommonIsotope(e.z), e


# --- issue 8 item 16 and issue 10 items 9-11: what common tables print ----------------------


@pytest.mark.parametrize(("symbol", "kelvin", "estimate"), [
    ("Pm", 3273, False), ("Ra", 2010, False), ("Pa", 4273, True), ("Np", 4447, True),
    ("Am", 2880, True), ("Cm", 3383, False), ("Bk", 2900, True), ("Cf", 1743, True),
    ("Es", 1269, True), ("At", 610, True), ("Fr", 950, True)])  # fmt: skip
def test_boiling_points_that_common_tables_print_are_not_nk(symbol, kelvin, estimate):
    e = element(symbol)
    assert e.boiling_point_k == pytest.approx(kelvin, abs=0.5)
    assert e.is_estimate("boiling_point_k") is estimate


@pytest.mark.parametrize(("symbol", "mass_number"), [
    ("Lr", 266), ("Rf", 267), ("Db", 268), ("Sg", 269), ("Bh", 270), ("Hs", 269), ("Mt", 278),
    ("Ds", 281), ("Rg", 282), ("Cn", 285), ("Nh", 286), ("Fl", 289), ("Mc", 290), ("Lv", 293),
    ("Ts", 294), ("Og", 294)])  # fmt: skip
def test_superheavy_mass_number_is_the_longest_lived_confirmed_isotope(symbol, mass_number):
    e = element(symbol)
    assert e.atomic_mass_is_mass_number
    assert (e.atomic_mass, e.isotope_mass_number) == (mass_number, mass_number)
    assert e.neutrons == mass_number - e.z
    assert f"{symbol}-{mass_number}" in SOURCES and f"{symbol}-{mass_number}" in e.note


def test_meitnerium_278_has_169_neutrons():
    assert element("Mt").neutrons == 169


def test_estimates_are_marked_only_on_values_that_exist():
    for e in TABLE:
        for name in e.estimated:
            assert e.value(name) is not None, (e.symbol, name)


def test_not_at_1_atm_is_kept_apart_from_not_known():
    assert element("He").not_at_1_atm == ("melting_point_k",)
    assert set(element("C").not_at_1_atm) == {"melting_point_k", "boiling_point_k"}
    assert set(element("As").not_at_1_atm) == {"melting_point_k", "boiling_point_k"}
    assert {e.symbol for e in TABLE if e.not_at_1_atm} == {"He", "C", "As"}
    assert not element("Og").does_not_happen_at_1_atm("melting_point_k")


def test_radon_electronegativity_is_marked_as_the_estimate_it_is():
    """Issue 10 review: Rn 2.2 is an estimate (the card says "est."); Pa follows RSC (4000 degC)
    with the other value in its note."""
    from chemteach.elements import format_stat

    assert element("Rn").is_estimate("electronegativity")
    assert format_stat("Rn", "electronegativity").endswith("(est.)")
    assert "4300 K" in (element("Pa").note or "")
