"""Molecule: a checked, read-only molecule; and drawing, which engines never import."""

from __future__ import annotations

import os
import subprocess
import sys
from collections import Counter
from pathlib import Path

import pytest
from rdkit import Chem

from chemteach.chem import Molecule, NotAMolecule


def test_molecule_knows_its_formula_smiles_atoms_and_graph() -> None:
    ethanol = Molecule.from_smiles("OCC")
    assert ethanol.smiles == "CCO"
    assert ethanol.formula == "C2H6O"
    assert ethanol.atoms == Counter(C=2, H=6, O=1)
    assert ethanol.graph.number_of_nodes() == 9
    assert ethanol.mol.GetNumAtoms() == 9  # hydrogens are real atoms
    assert str(ethanol) == "C2H6O (CCO)"
    assert eval(repr(ethanol), {"Molecule": Molecule}) == ethanol


def test_molecules_are_equal_when_they_are_the_same_compound() -> None:
    assert Molecule.from_smiles("C(O)C") == Molecule.from_smiles("CCO")
    assert Molecule.from_atoms("CH4") == Molecule.from_smiles("C")
    assert len({Molecule.from_smiles("CCO"), Molecule.from_smiles("OCC")}) == 1
    assert Molecule.from_smiles("CCO") != Molecule.from_smiles("COC")
    assert Molecule.from_graph(Molecule.from_smiles("O=C=O").graph).smiles == "O=C=O"


def test_molecule_is_read_only() -> None:
    water = Molecule.from_atoms("H2O")
    with pytest.raises(AttributeError):
        water.formula = "H2O2"  # type: ignore[misc]
    with pytest.raises(AttributeError):
        water.colour = "blue"  # type: ignore[attr-defined]
    water.mol.GetAtomWithIdx(0).SetAtomicNum(6)  # changes a copy only
    water.atoms["H"] = 5
    assert water.formula == "H2O" and water.atoms["H"] == 2


@pytest.mark.parametrize(
    ("smiles", "reason"),
    [
        ("[NH4+]", "electric charge"),
        ("[CH3]", "unpaired electron"),
        ("[CH2]", "unpaired electron"),
        ("C.C", "separate pieces"),
        ("[Na]Cl", "'Na' is not an atom"),
        ("[H]", "at least two atoms"),
        ("not smiles", "cannot read the SMILES"),
        ("[13CH4]", "isotope"),
    ],
)
def test_molecule_refuses_what_is_not_a_molecule(smiles: str, reason: str) -> None:
    with pytest.raises(NotAMolecule, match=reason):
        Molecule.from_smiles(smiles)


def test_molecule_from_atoms_refuses_with_the_reason() -> None:
    with pytest.raises(NotAMolecule, match="odd number of bonding electrons"):
        Molecule.from_atoms("CH3")


def test_svg_drawing() -> None:
    from chemteach.chem import mol_to_svg

    svg = mol_to_svg(Chem.MolFromSmiles("CCO"), size=(240, 160), legend="ethanol")
    assert "<svg" in svg and "width='240px'" in svg and "class='legend'" in svg
    assert "<svg" in mol_to_svg(Molecule.from_atoms("H2"))
    assert "<svg" in Molecule.from_atoms("C2H6O")._repr_svg_()


def test_game_engines_can_import_chem_without_drawing() -> None:
    code = (
        "import sys, chemteach.chem as chem\n"
        "chem.molecule_from_atoms('H2O'); chem.isomers('C2H6O'); chem.Molecule.from_atoms('CH4')\n"
        "assert not [m for m in sys.modules if m.startswith('rdkit.Chem.Draw')], 'drawing'\n"
        "assert 'chemteach.chem.draw' not in sys.modules\n"
        "chem.mol_to_svg\n"
        "assert 'chemteach.chem.draw' in sys.modules\n"
    )
    root = str(Path(__file__).resolve().parents[2])
    path = os.pathsep.join(p for p in (root, os.environ.get("PYTHONPATH", "")) if p)
    subprocess.run([sys.executable, "-c", code], check=True, env={**os.environ, "PYTHONPATH": path})
