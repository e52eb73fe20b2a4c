"""Issue 10 item 1: real radicals of H, C, N, O, F (NO, NO2, OH...) are known to the kit as real
molecules with unpaired electrons, which the games do not score."""

from __future__ import annotations

import pytest
from rdkit import Chem

from chemteach.chem import formula, molecule_problem, radical
from chemteach.chem.known import all_radicals


@pytest.mark.parametrize("found", all_radicals(), ids=lambda r: r.formula)
def test_every_radical_is_real_unpaired_and_not_a_kit_molecule(found) -> None:
    mol = Chem.MolFromSmiles(found.smiles)
    assert mol is not None and Chem.GetFormalCharge(mol) == 0
    assert sum(a.GetNumRadicalElectrons() for a in mol.GetAtoms()) == found.unpaired >= 1
    assert formula(Chem.AddHs(mol)) == found.formula
    assert molecule_problem(found.formula) is not None  # the kit cannot make it a molecule
    assert found.name and found.seen_in


def test_nitrogen_oxides_and_hydroxyl_are_there() -> None:
    assert radical("NO2").name == "nitrogen dioxide"
    assert radical(["N", "O"]).name == "nitric oxide"
    assert radical({"O": 1, "H": 1}).name == "the hydroxyl radical"
    assert radical("CH3") is not None and radical("H2O") is None
    assert len({r.formula for r in all_radicals()}) == len(all_radicals())
