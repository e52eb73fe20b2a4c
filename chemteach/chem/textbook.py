"""Formulas as textbooks print them: NH3 and HF, not the Hill keys "H3N" and "FH"; CH3OH and
HCOOH for those compounds (issue 10 item 4). The data is ``textbook_formulas.csv``."""

from __future__ import annotations

import csv
import re
from functools import cache
from importlib import resources
from typing import Any

from .formula import formula, parse_formula

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


def textbook_formula(atoms: Any, smiles: str | None = None) -> str:
    """The formula a textbook prints for these atoms (a formula, atom list, counts, Mol or
    Molecule): with `smiles`, that compound's condensed formula if it has one (CH3OH, HCOOH);
    otherwise NH3, N2H4, HF, OF2 for those formulas, and the Hill formula (C2H6O) for any other."""
    hill = formula(atoms)
    by_formula, by_smiles = _tables()
    if smiles:
        from rdkit import Chem

        mol = Chem.MolFromSmiles(smiles)
        if mol is not None:
            condensed = by_smiles.get(Chem.MolToSmiles(Chem.RemoveHs(mol)))
            if condensed and formula(parse_formula(condensed)) == hill:
                return condensed
    return by_formula.get(hill, hill)


def formula_for_students(atoms: Any, smiles: str | None = None) -> str:
    """The textbook formula, with the molecular (Hill) formula after it where that helps: a
    condensed formula such as "CH3OH (CH4O)"; "NH3" and "C2H6O" alone."""
    shown = textbook_formula(atoms, smiles)
    hill = formula(atoms)
    elements = re.findall(r"[A-Z][a-z]?", shown)
    condensed = "(" in shown or len(elements) != len(set(elements))
    return f"{shown} ({hill})" if condensed and shown != hill else shown
