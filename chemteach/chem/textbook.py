"""Formulas as textbooks print them: NH3 and HF, not the Hill keys "H3N" and "FH"; CH3OH and
HCOOH for those compounds (issue 10 item 4). The data is ``textbook_formulas.csv``."""

from __future__ import annotations

import csv
import re
from functools import cache, lru_cache
from importlib import resources
from typing import Any

from .formula import formula, parse_formula
from .inputs import a_smiles

__all__ = ["formula_for_students", "textbook_formula"]


@cache
def _tables() -> tuple[dict[str, str], dict[str, str]]:
    """(Hill formula -> textbook formula, canonical SMILES -> condensed formula)."""
    from rdkit import Chem

    text = resources.files(__package__).joinpath("textbook_formulas.csv").read_text(
        encoding="utf-8")
    by_formula: dict[str, str] = {}
    by_smiles: dict[str, str] = {}
    for row in csv.DictReader(line for line in text.splitlines() if not line.startswith("#")):
        if row["smiles"]:
            by_smiles[Chem.MolToSmiles(Chem.MolFromSmiles(row["smiles"]))] = row["textbook"]
        else:
            by_formula[row["hill"]] = row["textbook"]
    return by_formula, by_smiles


#: The order inorganic formulas cite these elements in (IUPAC Red Book 2005, Table VI: the
#: less electronegative first): NH3, N2H4, H2O, OF2, NO2F.
INORGANIC_ORDER = ("N", "H", "O", "F")


def _inorganic(hill: str, acid: bool) -> str:
    """A carbon-free formula in the IUPAC order (N, H, O, F), with H first for an acid whose
    H sits on an O (HNO3, HN2O3F), as textbooks print them; a formula with carbon as is."""
    counts = parse_formula(hill)
    if "C" in counts or not set(counts) <= set(INORGANIC_ORDER):
        return hill
    order = ["H", "N", "O", "F"] if acid and "O" in counts else list(INORGANIC_ORDER)
    return "".join(f"{e}{counts[e] if counts[e] > 1 else ''}" for e in order if counts.get(e))


def textbook_formula(atoms: Any, smiles: str | None = None) -> str:
    """The formula a textbook prints for these atoms (a formula, atom list, counts, Mol or
    Molecule): with `smiles`, that compound's condensed formula if it has one (CH3OH, HCOOH);
    otherwise NH3, N2H4, HF, OF2 for those formulas, any other carbon-free one in the IUPAC
    order (N, H, O, F; H first for an acid: HN2O3F), and the Hill formula (C2H6O) for any other."""
    hill = formula(atoms)
    a_smiles(smiles, none_ok=True)
    return _textbook(hill, smiles or None)


@lru_cache(maxsize=4096)
def _textbook(hill: str, smiles: str | None) -> str:
    """`textbook_formula` of a Hill formula (and SMILES): worked out once each, as RDKit's
    parse takes about a millisecond and a move log words the same molecules again and again
    (every Bond! discard of a hint-book molecule names its formula)."""
    by_formula, by_smiles = _tables()
    acid = True  # with no structure given, H first as in HNO3 (the common case)
    if smiles:
        from rdkit import Chem, rdBase

        blocker = rdBase.BlockLogs()  # RDKit's complaints about a bad SMILES stay quiet
        try:
            mol = Chem.MolFromSmiles(smiles)
        finally:
            del blocker
        if mol is not None:
            condensed = by_smiles.get(Chem.MolToSmiles(Chem.RemoveHs(mol)))
            if condensed and formula(parse_formula(condensed)) == hill:
                return condensed
            acid = mol.HasSubstructMatch(Chem.MolFromSmarts("[OX2H]"))
    return by_formula.get(hill) or _inorganic(hill, acid)


def formula_for_students(atoms: Any, smiles: str | None = None) -> str:
    """The textbook formula, with the molecular (Hill) formula after it where that helps: a
    condensed formula such as "CH3OH (CH4O)"; "NH3" and "C2H6O" alone."""
    shown = textbook_formula(atoms, smiles)
    hill = formula(atoms)
    elements = re.findall(r"[A-Z][a-z]?", shown)
    condensed = "(" in shown or len(elements) != len(set(elements))
    return f"{shown} ({hill})" if condensed and shown != hill else shown
