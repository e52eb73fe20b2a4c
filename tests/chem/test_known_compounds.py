"""Known compounds: the shipped table, its look-ups and the script that builds it."""

from __future__ import annotations

import csv
import importlib.util
import subprocess
import sys
from collections import Counter
from pathlib import Path

import pytest
from rdkit import Chem

import chemteach.chem as cc
from chemteach.chem import (
    KnownCompound,
    Molecule,
    NotAMolecule,
    all_known_compounds,
    formula,
    is_known_formula,
    known_compound_for_smiles,
    known_compounds,
    mol_problem,
)
from chemteach.chem.known import MAX_ATOMS

from ..scripts import load_script

PKG = Path(cc.__file__).parent
CSV = PKG / "known_compounds.csv"
ROOT = PKG.parent.parent
SCRIPT = ROOT / "scripts" / "build_known_compounds.py"


def names(text: str) -> list[str]:
    """The names of a formula's known compounds, in the kit's order."""
    return [c.name for c in known_compounds(text)]


def test_formic_acid_and_dioxirane_are_ch2o2_most_common_first() -> None:
    assert names("CH2O2") == ["formic acid", "dioxirane"]


@pytest.mark.parametrize(
    ("text", "name"),
    [("H2O", "water"), ("CH4", "methane"), ("CHN", "hydrogen cyanide"), ("H3N", "ammonia"),
     ("CO2", "carbon dioxide"), ("H2", "hydrogen"), ("O2", "oxygen"), ("N2", "nitrogen"),
     ("HF", "hydrogen fluoride"), ("H4N2", "hydrazine"), ("CH4N2O", "urea"),
     ("C2H4O2", "acetic acid"), ("C6H6", "benzene")],
)  # fmt: skip
def test_the_most_common_compound_of_a_formula_comes_first(text: str, name: str) -> None:
    assert names(text)[0] == name


def test_ethanol_and_dimethyl_ether_are_c2h6o() -> None:
    assert names("C2H6O") == ["ethanol", "dimethyl ether"]
    ethanol = known_compounds("C2H6O")[0]
    assert ethanol == KnownCompound("ethanol", "C2H6O", "CCO", 702, name_ja="エタノール")
    assert str(ethanol) == "ethanol (C2H6O)"


def test_a_formula_with_no_molecule_or_no_known_compound_gives_nothing() -> None:
    assert known_compounds("H6N2") == [] and not is_known_formula("N2H6")  # not even valid
    assert cc.molecule_problem("H2N6") is None  # valence-valid (H-N=N-N=N-N=N-H) ...
    assert known_compounds("H2N6") == [] and not is_known_formula("H2N6")  # ... but not known
    assert known_compounds("XeF2") == []


def test_formulas_are_read_like_the_rest_of_the_kit() -> None:
    assert names("CH3CH2OH") == names("C2H6O") == names("(CH3)2O")
    assert names("N2H4") == ["hydrazine"]
    assert names(["H", "H", "O"]) == names({"H": 2, "O": 1}) == names(Counter("HHO")) == ["water"]
    assert names(Molecule.from_smiles("OCC")) == ["ethanol", "dimethyl ether"]
    assert is_known_formula("H2O") and is_known_formula(["C", "O", "O"])
    with pytest.raises(ValueError, match="cannot read the formula"):
        known_compounds("h2o")


def test_the_result_is_a_fresh_list() -> None:
    first = known_compounds("CH2O2")
    first.clear()
    assert names("CH2O2") == ["formic acid", "dioxirane"]


def test_exact_structure_look_up() -> None:
    assert known_compound_for_smiles("OC=O").name == "formic acid"
    assert known_compound_for_smiles("C1OO1").name == "dioxirane"
    assert known_compound_for_smiles("COC").name == "dimethyl ether"
    assert known_compound_for_smiles(Chem.MolFromSmiles("C#N")).name == "hydrogen cyanide"
    assert known_compound_for_smiles(Molecule.from_smiles("NC(N)=O")).name == "urea"
    assert known_compound_for_smiles("N1=NN=NN=N1") is None  # hexazine: valid, not known
    assert known_compound_for_smiles("C(O)(O)(O)O") is None  # orthocarbonic acid: not in table
    with pytest.raises(NotAMolecule, match="cannot read the SMILES"):
        known_compound_for_smiles("C1CC")


def test_structures_the_game_builds_are_found() -> None:
    assert known_compound_for_smiles(Molecule.from_atoms("HH")).name == "hydrogen"  # [H][H]
    assert known_compound_for_smiles("[HH]").name == "hydrogen"
    assert known_compound_for_smiles(Molecule.from_atoms("CHHHHO")).name == "methanol"
    assert known_compound_for_smiles(Molecule.from_atoms("CHHOO")).name == "formic acid"


def test_stereo_a_structure_without_stereo_matches_its_compound() -> None:
    assert known_compound_for_smiles("CC=CC").name == "2-butene"  # the stereo-free entry
    assert known_compound_for_smiles("C/C=C/C").name == "trans-2-butene"
    assert known_compound_for_smiles("C/C=C\\C").name == "cis-2-butene"
    assert known_compound_for_smiles("CC(O)C(=O)O").name == "lactic acid"
    assert known_compound_for_smiles("C[C@H](O)C(=O)O").name == "L-lactic acid"
    # the table has only the trans isomer without a stereo-free entry: drawn flat, it matches
    assert known_compound_for_smiles("N#CC=CF").smiles == "N#C/C=C/F"
    assert known_compound_for_smiles("N#C/C=C\\F") is None  # the cis isomer is not known


# --- the shipped table ---------------------------------------------------------------------


def _rows() -> list[dict[str, str]]:
    lines = CSV.read_text(encoding="utf-8").splitlines()
    return list(csv.DictReader(line for line in lines if not line.startswith("#")))


def test_every_row_is_a_kit_molecule_whose_formula_matches_its_smiles() -> None:
    rows = _rows()
    assert len(rows) == len(all_known_compounds()) > 800
    for row in rows:
        mol = Chem.MolFromSmiles(row["smiles"])
        assert mol is not None, row
        assert mol_problem(mol) is None, row
        assert formula(mol) == row["formula"], row
        assert Molecule(mol).smiles == row["smiles"], row  # the kit's canonical SMILES
        assert sum(cc.count_atoms(mol).values()) <= MAX_ATOMS, row
        assert cc.molecule_problem(row["formula"]) is None, row


def test_every_row_has_a_name_a_cid_and_a_unique_structure() -> None:
    rows = _rows()
    assert len({r["smiles"] for r in rows}) == len(rows)
    for row in rows:
        assert row["name"] and row["name"] == row["name"].strip(), row
        assert ", " not in row["name"] and "anyl" not in row["name"], row  # index/odd names
        assert row["cid"] == "" or int(row["cid"]) > 0, row
        assert row["common"] in ("", "yes") and int(row["popularity"]) > 0, row
    # every row has a PubChem CID but an added compound whose CID the build could not check
    # (ethene-1,1-diol, issue 20 item 10: not in the source, so not in its PubChem records)
    no_cid = {name for name, _smiles, cid, _why in _script().ADDED if cid is None}
    assert {r["name"] for r in rows if r["cid"] == ""} == no_cid


def test_rows_of_a_formula_are_together_and_most_common_first() -> None:
    rows = _rows()
    seen: list[str] = []
    for row in rows:
        if not seen or seen[-1] != row["formula"]:
            assert row["formula"] not in seen, row
            seen.append(row["formula"])
    rank = _script().famous_rank()  # the compounds a student has heard of come first
    for text in set(seen):
        group = [r for r in rows if r["formula"] == text]
        keys = [(rank.get(r["smiles"], len(rank)), r["common"] != "yes", -int(r["popularity"]))
                for r in group]
        assert keys == sorted(keys), text


def test_the_csv_credits_its_source_and_is_small() -> None:
    head = CSV.read_text(encoding="utf-8").splitlines()[:3]
    assert all(line.startswith("#") for line in head)
    text = " ".join(head)
    for needle in ("chemicals", "1.5.2", "Caleb Bell", "MIT", "PubChem"):
        assert needle in text
    assert CSV.stat().st_size < 1_000_000


def test_importing_the_kit_does_not_import_chemicals() -> None:
    code = ("import sys, chemteach.chem as c; c.known_compounds('H2O'); "
            "c.known_compound_for_smiles('O'); "
            "print(sorted(m for m in ('chemicals', 'fluids', 'pandas') if m in sys.modules))")
    result = subprocess.run([sys.executable, "-c", code], capture_output=True, text=True,
                            check=True)  # fmt: skip
    assert result.stdout.strip() == "[]"


# --- the build script ------------------------------------------------------------------------


def _script():
    return load_script(SCRIPT)  # importing does not need chemicals


def test_build_script_name_rules() -> None:
    build = _script()
    assert not build.name_like("624-82-8") and not build.name_like("akos006378324")
    assert not build.name_like("agn-pc-00ppam") and not build.name_like("cf.$.ccn")
    assert not build.name_like("kaymrzotmlptha-uhfffaoysa-")
    assert build.name_like("bicyclo[1.1.0]butane") and build.name_like("hexa-1,3-dien-5-yne")
    assert build.tidy("1h-1,2,4-Triazole") == "1H-1,2,4-triazole"
    assert build.tidy("(1e)-1,3,3,3-tetrafluoro-1-propene") == "(1E)-1,3,3,3-tetrafluoro-1-propene"
    assert build.tidy("n,o-dimethylhydroxylamine") == "N,O-dimethylhydroxylamine"
    assert build.tidy("n-methylformamide") == "N-methylformamide"
    assert build.tidy("o-benzoquinone") == "o-benzoquinone"  # ortho stays
    assert build.uninvert("1-butene, 3-fluoro-") == "3-fluoro-1-butene"
    assert build.uninvert("dioxirane, difluoro-") == "difluorodioxirane"
    assert build.plain_prefixes("1,1-bis(fluoranyl)urea") == "1,1-difluorourea"
    assert build.plain_prefixes("3-(dioxidanyl)prop-1-ene") == "3-(dioxidanyl)prop-1-ene"
    for cid, (name, why) in build.NAME_OVERRIDES.items():
        assert name and why and cid > 0


def test_build_script_uses_the_kits_atom_limit_and_version() -> None:
    build = _script()
    assert build.MAX_ATOMS == MAX_ATOMS == 12
    assert f"'chemicals' package {build.SOURCE_VERSION}" in CSV.read_text(encoding="utf-8")


@pytest.mark.skipif(importlib.util.find_spec("chemicals") is None,
                    reason="chemicals (build-time only) not installed")  # fmt: skip
def test_shipped_csv_is_what_the_build_script_makes() -> None:
    result = subprocess.run([sys.executable, str(SCRIPT), "--check"], capture_output=True,
                            text=True)  # fmt: skip
    assert result.returncode == 0, result.stdout + result.stderr
    # cubenene left out (issue 10 review); ethene-1,1-diol added (issue 20 item 10)
    assert "compounds kept: 912" in result.stdout
