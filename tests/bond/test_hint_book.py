"""The hint book: at least 40 molecules, every one the seed and RULINGS list, all valid."""

from __future__ import annotations

from rdkit import Chem
from rdkit.Chem.rdMolDescriptors import CalcMolFormula

from chemteach.chem import mol_problem, molecule_problem
from chemteach.games.bond import hint_book

# the fluorine molecules the seed lists (by their formulas), and RULINGS' classroom list
SEED_FLUORINE = ["HF", "CFN", "HFO", "C2HF", "CHFO", "H2FN", "CH3F", "C2H3F", "H3FN2", "CH3FO",
                 "C2H3FO", "C2H5F", "C2H3FO2", "C2H5FO", "CH3FN2O"]
RULINGS_LIST = ["H2", "O2", "N2", "H2O", "H3N", "CH4", "CO2", "CHN", "H2O2", "H4N2", "CH4O",
                "CH2O", "CH2O2", "C2H2", "C2H4", "C2H6", "C2H6O", "CH4N2O"]


def test_hint_book_has_at_least_forty_molecules_with_both_names() -> None:
    book = hint_book()
    assert len(book) >= 40
    assert all(m.name and m.name_ja for m in book)
    assert len({m.name for m in book}) == len(book)


def test_hint_book_lists_every_molecule_of_the_seed_and_rulings() -> None:
    formulas = {m.formula for m in hint_book()}
    assert set(SEED_FLUORINE) <= formulas
    assert set(RULINGS_LIST) <= formulas
    names = {m.name for m in hint_book()}
    assert {"ethanol", "urea", "formic acid", "hydrogen cyanide"} <= names


def test_every_hint_book_molecule_is_valid_and_has_its_listed_formula() -> None:
    for m in hint_book():
        mol = Chem.MolFromSmiles(m.smiles)
        assert mol is not None, m
        assert CalcMolFormula(mol) == m.formula, m
        assert molecule_problem(list(m.cards)) is None, m
        assert mol_problem(mol) is None, m  # the drawn structure itself: no charges, radicals
        assert len(m.cards) == Chem.AddHs(mol).GetNumAtoms()
