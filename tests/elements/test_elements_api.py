"""Look-ups, errors, records, STATS, layout, and what importing costs."""

from __future__ import annotations

import dataclasses
import math
import subprocess
import sys

import pytest

from chemteach.elements import (
    ANTIQUITY,
    STATS,
    Element,
    UnknownElement,
    adjacent,
    element,
    elements,
    stat,
    table_position,
)

# --- look-up ------------------------------------------------------------------------------


@pytest.mark.parametrize("key", [26, "26", "Fe", "fe", "FE", "iron", "Iron", "IRON", "鉄"])
def test_lookup_iron_by_number_symbol_name_and_japanese_name(key):
    assert element(key).symbol == "Fe"


def test_lookup_returns_the_same_record():
    assert element("Fe") is element(26) is elements()[25]
    assert element(element("Fe")) is element("Fe")


def test_lookup_us_spellings_and_old_kanji():
    assert element("aluminum").symbol == "Al"
    assert element("cesium").symbol == "Cs"
    assert element("sulphur").symbol == "S"
    assert element("珪素").symbol == "Si"
    assert element("ニホニウム").z == 113


def test_symbol_lookup_is_exact_before_case_insensitive():
    # "Co" is cobalt, and so is "co"/"CO" (no symbol clashes ignoring case)
    assert element("Co").name == "Cobalt"
    assert element("CO").name == "Cobalt"
    assert element("no").name == "Nobelium"
    assert element("In").name == "Indium"


def test_unknown_name_suggests_nearest_element():
    with pytest.raises(UnknownElement) as err:
        element("Irn")
    assert str(err.value) == "No element 'Irn'. Did you mean iron (Fe)?"


def test_unknown_element_is_a_key_error():
    with pytest.raises(KeyError):
        element("Oxygon")
    try:
        element("Oxygon")
    except UnknownElement as exc:
        assert "oxygen (O)" in str(exc)
        assert exc.key == "Oxygon"


def test_unknown_japanese_name_suggests_japanese_name():
    with pytest.raises(UnknownElement, match="水銀"):
        element("水")


def test_unknown_without_a_near_match_explains_what_to_type():
    with pytest.raises(UnknownElement, match="atomic number"):
        element("xyzzy")


@pytest.mark.parametrize("z", [0, 119, -1])
def test_atomic_number_out_of_range_explains_the_range(z):
    with pytest.raises(UnknownElement, match=r"run from 1 \(hydrogen\) to 118 \(oganesson\)"):
        element(z)


def test_lookup_of_wrong_type_is_a_type_error():
    with pytest.raises(TypeError):
        element(26.0)
    with pytest.raises(TypeError):
        element(True)


# --- the record ---------------------------------------------------------------------------


def test_element_is_frozen():
    with pytest.raises(dataclasses.FrozenInstanceError):
        element("Fe").z = 27


def test_element_str_and_celsius_properties():
    fe = element("Fe")
    assert str(fe) == "Fe (iron, 26)"
    assert fe.atomic_number == 26
    assert fe.boiling_point_c == pytest.approx(fe.boiling_point_k - 273.15, abs=1e-3)


def test_value_accessor():
    fe = element("Fe")
    assert fe.value("melting_point_k") == fe.melting_point_k
    assert fe.value("category") == "transition metal"
    assert element("Cu").value("year_discovered") == ANTIQUITY == -math.inf
    assert element("Og").value("melting_point_k") is None
    with pytest.raises(KeyError):
        fe.value("colour_of_the_sky")


# --- STATS ----------------------------------------------------------------------------------


def test_stats_describe_numeric_attributes():
    fields = {f.name for f in dataclasses.fields(Element)}
    names = [s.name for s in STATS]
    assert {"z", "atomic_mass", "neutrons", "melting_point_k", "boiling_point_k", "density",
            "electronegativity", "year_discovered"} <= set(names)  # fmt: skip
    for s in STATS:
        assert s.name in fields
        assert s.label and s.label_ja and s.higher
        for e in elements():
            v = e.value(s.name)
            assert v is None or isinstance(v, int | float), (s.name, e)


def test_hi_lo_may_use_any_stat_but_the_year():
    assert [s.name for s in STATS if not s.hi_lo] == ["year_discovered"]


def test_stat_format_shows_nk_and_units():
    assert stat("melting_point_k").format(None) == "N/K"
    assert stat("melting_point_k").format(1811.15) == "1811.15 K"
    assert stat("year_discovered").format(ANTIQUITY) == "antiquity"
    with pytest.raises(KeyError, match="stats are"):
        stat("beauty")


# --- layout ------------------------------------------------------------------------------


def test_table_position_main_table_is_period_and_group():
    assert table_position("H") == (1, 1)
    assert table_position("He") == (1, 18)
    assert table_position("Fe") == (4, 8)
    assert table_position("Og") == (7, 18)


def test_table_position_lanthanides_row_8_actinides_row_9():
    assert table_position("La") == (8, 3)
    assert table_position("Lu") == (8, 17)
    assert table_position("Ac") == (9, 3)
    assert table_position("Lr") == (9, 17)


def test_table_positions_are_unique():
    positions = [table_position(e) for e in elements()]
    assert len(set(positions)) == 118


def test_adjacent_in_the_mendeleev_table():
    assert adjacent("Fe", "Co")  # same period, next group
    assert adjacent("Fe", "Ru")  # same group, next period
    assert not adjacent("Fe", "Ni")
    assert not adjacent("Ba", "Hf")  # the group-3 gap between them
    assert adjacent("Ce", "Pr") and adjacent("La", "Ac")  # f rows touch each other
    assert not adjacent("Rf", "Ce")  # but not period 7


# --- import cost ----------------------------------------------------------------------------


def test_importing_elements_does_not_import_matplotlib_or_mendeleev():
    code = (
        "import sys, chemteach.elements as ce; ce.element('Fe'); ce.elements();"
        "bad = [m for m in ('matplotlib', 'mendeleev', 'pandas', 'sqlalchemy') "
        "if m in sys.modules]; print(bad); sys.exit(1 if bad else 0)"
    )
    result = subprocess.run([sys.executable, "-c", code], capture_output=True, text=True)
    assert result.returncode == 0, result.stdout + result.stderr


# --- issue 10 item 11, issue 8 item 16: a stat as a card prints it -------------------------


def test_format_stat_gives_gas_densities_in_grams_per_litre():
    from chemteach.elements import format_stat

    assert format_stat("O", "density") == "1.31 g/L"
    assert format_stat("H", "density") == "0.082 g/L"
    assert format_stat("Fe", "density") == "7.87 g/cm³"
    assert "e-" not in format_stat("He", "density")


def test_format_stat_keeps_not_known_apart_from_not_at_1_atm():
    from chemteach.elements import NOT_AT_1_ATM, NOT_KNOWN, format_stat

    assert format_stat("He", "melting_point_k") == NOT_AT_1_ATM == "does not happen at 1 atm"
    assert format_stat("C", "boiling_point_k") == NOT_AT_1_ATM
    assert format_stat("As", "melting_point_k") == NOT_AT_1_ATM
    assert format_stat("Og", "boiling_point_k") == NOT_KNOWN == "N/K (not known)"
    assert format_stat("Og", "boiling_point_k", short=True) == "N/K"
    assert format_stat("He", "boiling_point_k") == "4 K"


def test_format_stat_marks_printed_estimates():
    from chemteach.elements import format_stat

    assert format_stat("Am", "boiling_point_k") == "2880 K (est.)"
    assert format_stat("Ra", "boiling_point_k") == "2010 K"
    assert format_stat("Bi", "year_discovered") == "c. 1500"
    assert format_stat("Au", "year_discovered") == "antiquity"
    assert format_stat("F", "year_discovered") == "1886"
    assert format_stat("Mt", "atomic_mass") == "[278]"
    assert format_stat("Fe", "atomic_mass") == "55.845"


def test_element_refuses_a_key_beyond_its_size_at_once():
    # issue 7 item 11: element("9" * 5000) raised Python's own ValueError
    from chemteach.elements import UnknownElement
    from chemteach.elements.table import MAX_KEY_LENGTH

    for key in ("9" * 5000, "x" * 100_000, " " + "Fe" * 50):
        with pytest.raises(UnknownElement, match=f"at most {MAX_KEY_LENGTH}"):
            element(key)
    assert element("  26 ").symbol == "Fe"
    with pytest.raises(UnknownElement, match="atomic number that big"):
        element(10**5000)


def test_periodyx_tiles_and_messages_print_gases_in_grams_per_litre_and_mark_estimates():
    # issue 10 item 11 / issue 8 item 16, as a student sees them on a Periodyx card
    from chemteach.games.periodyx.compare import show
    from chemteach.games.periodyx.view import stat_text

    assert stat_text("O", "density") == "1.31 g/L" and show("density", 0.001308) == "1.31 g/L"
    assert stat_text("Fe", "density") == "7.87 g/cm³"
    assert stat_text("Am", "boiling_point_k") == "2880 K (est.)"
    assert stat_text("C", "boiling_point_k") == "none at 1 atm"
    assert stat_text("Bi", "year_discovered") == "c. 1500 (1500s)"
    assert stat_text("Mt", "atomic_mass") == "[278]"
