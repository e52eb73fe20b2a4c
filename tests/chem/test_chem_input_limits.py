"""Issue 7 item 11: public chemistry functions refuse inputs beyond a documented size at
once, with a message (never a MemoryError, a long wait or Python's own ValueError)."""

from __future__ import annotations

import pytest

from chemteach.chem import (
    MAX_FORMULA_LENGTH,
    MAX_MOLECULE_ATOMS,
    MAX_SMILES_LENGTH,
    Molecule,
    TooManyAtoms,
    isomers,
    known_compound_for_smiles,
    molecule_from_atoms,
    molecule_problem,
    parse_formula,
)
from chemteach.core.errors import ChemteachError


@pytest.mark.parametrize("atoms", [
    "C4000H8002", "H99999999", "(((((H99)99)99)99)99)", {"C": 10**9}, ["H"] * 100_000,
    f"C{MAX_MOLECULE_ATOMS}H2"])  # fmt: skip
def test_molecule_from_atoms_and_molecule_problem_refuse_too_many_atoms(atoms):
    for function in (molecule_from_atoms, molecule_problem, Molecule.from_atoms):
        with pytest.raises(TooManyAtoms, match="more") as caught:
            function(atoms)
        assert isinstance(caught.value, ChemteachError)


def test_the_limit_is_far_beyond_any_hand_and_a_big_bag_still_builds():
    assert MAX_MOLECULE_ATOMS >= 100
    carbons = (MAX_MOLECULE_ATOMS - 2) // 3
    mol = molecule_from_atoms(f"C{carbons}H{2 * carbons + 2}")
    assert mol.GetNumAtoms() <= MAX_MOLECULE_ATOMS
    assert molecule_problem("CH4") is None


def test_a_formula_number_of_5000_digits_is_refused_with_the_kits_message():
    with pytest.raises(TooManyAtoms, match="longer than the kit reads"):
        parse_formula("H" + "9" * 5000)
    with pytest.raises(TooManyAtoms, match="far more atoms"):
        parse_formula("H" + "9" * 50)
    with pytest.raises(TooManyAtoms):
        molecule_problem("C" * (MAX_FORMULA_LENGTH + 1))


def test_known_compound_for_smiles_refuses_a_huge_smiles_and_answers_big_molecules_at_once():
    with pytest.raises(TooManyAtoms, match=f"at most {MAX_SMILES_LENGTH}"):
        known_compound_for_smiles("C" * 100_000)
    with pytest.raises(TooManyAtoms):
        Molecule.from_smiles("C" * 100_000)
    assert known_compound_for_smiles("C" * 400) is None  # more atoms than the table holds
    assert known_compound_for_smiles("CCO").name == "ethanol"


def test_isomers_refuses_too_many_hydrogens():
    with pytest.raises(TooManyAtoms):
        isomers({"C": 1, "H": 10**9})
