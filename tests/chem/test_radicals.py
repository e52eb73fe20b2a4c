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
    electrons = sum(a.GetNumRadicalElectrons() for a in mol.GetAtoms())
    assert electrons == found.unpaired + 2 * found.lone_pairs and found.unpaired >= 1
    assert formula(Chem.AddHs(mol)) == found.formula
    assert molecule_problem(found.formula) is not None  # the kit cannot make it a molecule
    assert found.name and found.seen_in


def test_nitrogen_oxides_and_hydroxyl_are_there() -> None:
    assert radical("NO2").name == "nitrogen dioxide"
    assert radical(["N", "O"]).name == "nitric oxide"
    assert radical({"O": 1, "H": 1}).name == "the hydroxyl radical"
    assert radical("CH3") is not None and radical("H2O") is None
    assert len({r.formula for r in all_radicals()}) == len(all_radicals())


@pytest.mark.parametrize(("text", "name"), [
    ("CH", "methylidyne"), ("FO2", "the fluoroperoxyl radical"), ("N3", "the azide radical"),
    ("C2H", "the ethynyl radical")])
def test_the_reviews_missing_radicals_are_there(text, name) -> None:
    """Issue 10 review: CH, FOO, N3 and C2H get the radical note too."""
    from chemteach.games.bond.view import isomers_html

    assert radical(text).name == name
    assert "is a real molecule with an unpaired electron: a radical" in isomers_html(text)


def test_oxygen_and_tricarbon_have_notes_of_their_own() -> None:
    """Issue 10 review: O2 is a triplet diradical that scores as O=O; C3 is real but a chain."""
    from chemteach.chem import real_molecule_note

    assert radical("O2") is None and molecule_problem("O2") is None
    assert "two unpaired electrons" in real_molecule_note("O2")
    assert "every atom has its usual number of bonds" in real_molecule_note("O2")
    assert "comets" in real_molecule_note(["C", "C", "C"]) and real_molecule_note("H2O") == ""
