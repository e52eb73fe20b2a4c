"""Molecules for the games: build, check, convert, count isomers and (lazily) draw.

A molecule is a connected, neutral, closed-shell structure of two or more H, C, N, O, F atoms,
each at its standard valence (H 1, F 1, O 2, N 3, C 4), with single, double or triple bonds
and rings allowed (RULINGS, Bond!). Drawing lives in `chemteach.chem.draw` and is imported
only when `mol_to_svg` or a notebook picture is asked for. `known_compounds` names the real
compounds of a formula from a table shipped with the kit (`chemteach.chem.known`);
`charged_compound` names a real compound whose structure needs charges (ozone, nitric acid).
"""

from __future__ import annotations

from typing import Any

from .atoms import VALENCE
from .build import molecule_from_atoms, molecule_problem
from .convert import canonical_smiles, graph_from_mol, mol_from_graph
from .errors import (
    MAX_FORMULA_LENGTH,
    MAX_MOLECULE_ATOMS,
    MAX_SMILES_LENGTH,
    ChemError,
    ChemTypeError,
    NotAMolecule,
    TooManyAtoms,
)
from .formula import count_atoms, formula, parse_formula
from .isomers import isomers
from .known import (
    KnownCompound,
    all_charged_compounds,
    all_known_compounds,
    charged_compound,
    charged_compounds,
    is_known_formula,
    known_compound_for_smiles,
    known_compounds,
    known_name_for_smiles,
    radical,
    real_molecule_note,
    stereo_free_name,
)
from .molecule import Molecule
from .textbook import formula_for_students, textbook_formula
from .validate import graph_problem, mol_problem

__all__ = [
    "MAX_FORMULA_LENGTH",
    "MAX_MOLECULE_ATOMS",
    "MAX_SMILES_LENGTH",
    "VALENCE",
    "TooManyAtoms",
    "ChemError",
    "ChemTypeError",
    "KnownCompound",
    "Molecule",
    "NotAMolecule",
    "all_charged_compounds",
    "all_known_compounds",
    "canonical_smiles",
    "charged_compound",
    "charged_compounds",
    "count_atoms",
    "formula",
    "formula_for_students",
    "graph_from_mol",
    "graph_problem",
    "is_known_formula",
    "isomers",
    "known_compound_for_smiles",
    "known_compounds",
    "known_name_for_smiles",
    "mol_from_graph",
    "mol_problem",
    "mol_to_svg",
    "molecule_from_atoms",
    "molecule_problem",
    "parse_formula",
    "radical",
    "real_molecule_note",
    "stereo_free_name",
    "textbook_formula",
]


def __getattr__(name: str) -> Any:
    """Import the drawing module only when mol_to_svg is first used."""
    if name == "mol_to_svg":
        from .draw import mol_to_svg

        return mol_to_svg
    raise AttributeError(f"module {__name__!r} has no attribute {name!r}")
