"""A card stat in words, as a student reads it: units, "est.", g/L for gases, and the two
kinds of missing value kept apart ("N/K (not known)" and "does not happen at 1 atm").

Every view that prints an element's stat (Periodyx tiles and messages, the periodic-table
drawing) should call `format_stat(element, stat)` so that the kit says it the same way.
"""

from __future__ import annotations

from ..core.wording import N_, _
from .table import Element, element

__all__ = ["NOT_AT_1_ATM", "NOT_KNOWN", "format_stat"]

#: What a card prints for a value nobody knows.
NOT_KNOWN = N_("N/K (not known)")
#: What a card prints for a melting or boiling point that does not happen at 1 atm.
NOT_AT_1_ATM = N_("does not happen at 1 atm")


def _number(stat: str, value: float | int, el: Element) -> str:
    """The value with its unit; gases' densities in g/L, everything else as tables print it."""
    if stat in ("melting_point_k", "boiling_point_k"):
        return f"{value:.0f} K"
    if stat == "density":
        if el.state_25c == "gas":
            return f"{value * 1000:.3g} g/L"
        return f"{value:.3g} g/cm³"
    if stat == "electronegativity":
        return f"{value:.2f}"
    if stat == "atomic_mass":
        return f"[{value:.0f}]" if el.atomic_mass_is_mass_number else f"{value:.5g}"
    if isinstance(value, float) and value.is_integer():
        return str(int(value))
    return str(value)


def format_stat(card: Element | str | int, stat: str, *, short: bool = False) -> str:
    """One stat of an element as a card prints it: "1811 K", "1.31 g/L" (a gas), "7.87 g/cm³",
    "2880 K (est.)", "c. 1500", "antiquity", "[278]", "N/K (not known)" or "does not happen
    at 1 atm". `short` gives "N/K" and "none at 1 atm" for a small tile."""
    el = element(card)
    if stat == "year_discovered":
        if el.known_since_antiquity:
            return _("antiquity")
        if el.year_discovered is None:
            return _("N/K") if short else _(NOT_KNOWN)
        year = str(el.year_discovered)
        return _("c. {year}").format(year=year) if el.is_estimate(stat) else year
    value = el.value(stat)
    if value is None:
        if el.does_not_happen_at_1_atm(stat):
            return _("none at 1 atm") if short else _(NOT_AT_1_ATM)
        return _("N/K") if short else _(NOT_KNOWN)
    text = _number(stat, value, el)
    return _("{value} (est.)").format(value=text) if el.is_estimate(stat) else text
