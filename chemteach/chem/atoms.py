"""The five atoms the kit builds molecules from, with their standard valences and names."""

from __future__ import annotations

from collections.abc import Iterable, Mapping
from types import MappingProxyType

from ..core.wording import N_, _
from .errors import MAX_MOLECULE_ATOMS, TooManyAtoms
from .formula import count_atoms, parse_formula

#: Standard valence: how many bonds each atom makes in a neutral, closed-shell molecule.
VALENCE: Mapping[str, int] = MappingProxyType({"H": 1, "C": 4, "N": 3, "O": 2, "F": 1})

#: Element names used in messages to students.
ELEMENT_NAMES: Mapping[str, str] = MappingProxyType(
    {"H": N_("hydrogen"), "C": N_("carbon"), "N": N_("nitrogen"), "O": N_("oxygen"),
     "F": N_("fluorine")}
)


def element_name(symbol: str) -> str:
    """Name an element for a student ("carbon"), or quote an unknown symbol."""
    return _(ELEMENT_NAMES[symbol]) if symbol in ELEMENT_NAMES else repr(symbol)


def check_size(total: int) -> None:
    """Refuse more than MAX_MOLECULE_ATOMS atoms at once, with a message (TooManyAtoms)."""
    if total > MAX_MOLECULE_ATOMS:
        raise TooManyAtoms(f"{total} atoms are more than the kit builds molecules from (at most "
                           f"{MAX_MOLECULE_ATOMS}, hydrogens included)")


def atom_list(atoms: str | Mapping[str, int] | Iterable[str]) -> list[str]:
    """Turn a formula, a count dict or an iterable of symbols into a list of symbols, in order;
    more than MAX_MOLECULE_ATOMS atoms are refused (TooManyAtoms) before the list is made."""
    if isinstance(atoms, str | Mapping):
        counts = parse_formula(atoms) if isinstance(atoms, str) else count_atoms(atoms)
        check_size(sum(counts.values()))
        return [e for e, k in counts.items() for _ in range(k)]
    if not isinstance(atoms, Iterable):
        count_atoms(atoms)  # refuses it: a ChemTypeError saying what atoms may be
    items = []
    for item in atoms:
        items.append(item)
        check_size(len(items))
    count_atoms(items)  # type checks each symbol
    return items


def unknown_element_reason(symbols: Iterable[str]) -> str | None:
    """Say which symbol is not one of H, C, N, O, F, or None when all are known."""
    for symbol in symbols:
        if symbol not in VALENCE:
            return (
                f"{symbol!r} is not an atom the kit builds molecules from (only H, C, N, O and F)"
            )
    return None
