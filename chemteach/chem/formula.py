"""Molecular formulas: read one into atom counts, write atom counts in Hill order."""

from __future__ import annotations

import re
import sys
from collections import Counter
from collections.abc import Iterable, Mapping
from typing import Any

from ..core.shown import shown
from ..core.wording import _
from .errors import MAX_FORMULA_LENGTH, ChemError, ChemTypeError, TooManyAtoms

_TOKEN = re.compile(r"([A-Z][a-z]?)|(\d+)|(\()|(\))|(\s+)")
#: A count in a formula has at most this many digits (a million atoms and more is refused).
_MAX_DIGITS = 6


def parse_formula(text: str) -> Counter[str]:
    """Read a formula such as "C2H6O", "CH3CH2OH" or "(CH3)2O" into element counts."""
    if not isinstance(text, str):
        raise ChemTypeError(_("a formula is written as text, like 'H2O', not {value}").format(
            value=shown(text)))
    if len(text) > MAX_FORMULA_LENGTH:
        raise TooManyAtoms(f"a formula of {len(text)} characters is longer than the kit reads "
                           f"(at most {MAX_FORMULA_LENGTH})")
    stack: list[Counter[str]] = [Counter()]
    last: Counter[str] | None = None  # what a following number multiplies
    pos = 0
    while pos < len(text):
        match = _TOKEN.match(text, pos)
        if match is None:
            raise ChemError(
                f"cannot read the formula {text!r}: unexpected {text[pos]!r} at position {pos + 1}"
                " (write element symbols with a capital letter, e.g. 'CH4')"
            )
        symbol, number, opening, closing, _space = match.groups()
        pos = match.end()
        if symbol:
            last = Counter({symbol: 1})
            stack[-1].update(last)
        elif number:
            if last is None:
                raise ChemError(f"cannot read the formula {text!r}: a number must follow an atom")
            if len(number.lstrip("0")) > _MAX_DIGITS:
                raise TooManyAtoms(f"the count {number[:12]}{'...' if len(number) > 12 else ''}"
                                   f" in the formula is far more atoms than the kit takes")
            for element, count in last.items():
                stack[-1][element] += count * (int(number) - 1)
            last = None
        elif opening:
            stack.append(Counter())
            last = None
        elif closing:
            if len(stack) == 1:
                raise ChemError(f"cannot read the formula {text!r}: ')' without '('")
            group = stack.pop()
            stack[-1].update(group)
            last = group
    if len(stack) != 1:
        raise ChemError(f"cannot read the formula {text!r}: '(' without ')'")
    counts = +stack[0]  # drops elements written with a count of 0
    if not counts:
        raise ChemError(f"the formula {text!r} has no atoms")
    return counts


def _loaded_class(module: str, name: str) -> type | None:
    """A class of a library only if the library is already imported (else nothing is one).

    A Mol or a networkx graph cannot exist before RDKit or networkx is imported, so the
    type checks below need not import them (networkx alone costs 110-215 ms).
    """
    return getattr(sys.modules.get(module), name, None)


def count_atoms(thing: Any) -> Counter[str]:
    """Count the atoms (hydrogens included) of a formula, atom list, count dict, Mol or graph."""
    if isinstance(thing, str):
        return parse_formula(thing)
    mol_class = _loaded_class("rdkit.Chem", "Mol")
    graph_class = _loaded_class("networkx", "Graph")
    if mol_class is not None and isinstance(thing, mol_class):
        counts: Counter[str] = Counter()
        for atom in thing.GetAtoms():
            counts[atom.GetSymbol()] += 1
            counts["H"] += atom.GetTotalNumHs()
        return +counts
    if graph_class is not None and isinstance(thing, graph_class):
        return Counter(str(data["element"]) for _, data in thing.nodes(data=True))
    if mol_class is not None and isinstance(getattr(thing, "mol", None), mol_class):  # a Molecule
        return count_atoms(thing.mol)
    if isinstance(thing, Mapping):
        counts = Counter()
        for element, count in thing.items():
            if not isinstance(element, str):
                raise ChemTypeError(_("atoms are named by their symbols, like 'C', not "
                                      "{value}").format(value=shown(element)))
            if isinstance(count, bool) or not isinstance(count, int) or count < 0:
                raise ChemError(_("an atom count must be a whole number 0 or more, not "
                                  "{value}").format(value=shown(count)))
            counts[element] += count
        return +counts
    if isinstance(thing, Iterable):
        items = list(thing)
        for element in items:
            if not isinstance(element, str):
                raise ChemTypeError(_("atoms are named by their symbols, like 'C', not "
                                      "{value}").format(value=shown(element)))
        return Counter(items)
    raise ChemTypeError(_("atoms are given as a formula like 'CH4', a table of counts like "
                          "{{'C': 1, 'H': 4}}, a list of symbols, a Mol or a Molecule, not "
                          "{value}").format(value=shown(thing)))


def formula(thing: Any) -> str:
    """Write the strict Hill formula (C, then H, then A-Z; with no C all A-Z: HF is "FH")."""
    counts = count_atoms(thing)
    if "C" in counts:
        order = ["C"] + (["H"] if "H" in counts else [])
        order += sorted(e for e in counts if e not in ("C", "H"))
    else:
        order = sorted(counts)
    return "".join(e if counts[e] == 1 else f"{e}{counts[e]}" for e in order)
