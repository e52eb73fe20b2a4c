"""Real compounds that need + and - charges (charged_compounds.csv): the list and its look-up."""

from __future__ import annotations

import csv
from pathlib import Path

import pytest
from rdkit import Chem

import chemteach.chem as cc
from chemteach.chem import all_charged_compounds, charged_compound, formula, molecule_problem
from chemteach.chem.known import known_compound_for_smiles

CSV = Path(cc.__file__).parent / "charged_compounds.csv"


def _rows() -> list[dict[str, str]]:
    with CSV.open(encoding="utf-8") as handle:
        return list(csv.DictReader(line for line in handle if not line.startswith("#")))


def test_the_list_is_read_with_its_names_formulas_and_structures() -> None:
    rows = _rows()
    compounds = all_charged_compounds()
    assert [(c.formula, c.name, c.smiles) for c in compounds] == [
        (r["formula"], r["name"], r["smiles"]) for r in rows]
    assert len({c.formula for c in compounds}) == len(compounds)  # one compound per formula
    wanted = {"CO": "carbon monoxide", "N2O": "nitrous oxide", "O3": "ozone",
              "HNO3": "nitric acid", "CH3NO2": "nitromethane", "HN3": "hydrazoic acid",
              "N2O4": "dinitrogen tetroxide"}
    assert wanted.items() <= {c.formula: c.name for c in compounds}.items()


@pytest.mark.parametrize("row", _rows(), ids=lambda r: r["formula"])
def test_every_structure_is_neutral_overall_with_charged_atoms_and_its_formula(row) -> None:
    mol = Chem.MolFromSmiles(row["smiles"])
    assert mol is not None, row
    assert Chem.GetFormalCharge(mol) == 0, row  # neutral overall
    assert any(a.GetFormalCharge() for a in mol.GetAtoms()), row  # but drawn with + and -
    assert not any(a.GetNumRadicalElectrons() for a in mol.GetAtoms()), row  # not a radical
    assert formula(Chem.AddHs(mol)) == row["formula"], row
    assert {a.GetSymbol() for a in mol.GetAtoms()} <= {"C", "H", "N", "O", "F"}
    assert known_compound_for_smiles(row["smiles"]) is None  # not a kit molecule, not listed


def test_radicals_and_neutral_structures_are_left_out() -> None:
    formulas = {c.formula for c in all_charged_compounds()}
    assert "NO2" not in formulas  # nitrogen dioxide: a radical, not charged
    assert "HNO2" not in formulas  # nitrous acid HONO is drawn without charges


def test_look_up_by_formula_atoms_or_counts() -> None:
    assert charged_compound("HNO3") == "nitric acid"
    assert charged_compound(["C", "O"]) == "carbon monoxide"
    assert charged_compound({"O": 3}) == "ozone"
    assert charged_compound("CH3NO2") == charged_compound("H3CNO2") == "nitromethane"
    assert charged_compound("H2O") is None and charged_compound("NO2") is None


def test_the_kit_itself_says_co_is_not_a_molecule_but_o3_fits_its_rules() -> None:
    assert molecule_problem("CO") is not None
    assert molecule_problem("O3") is None  # a ring of three single bonds, on paper
