"""isomers(): every constitutional isomer of a small formula, counted as the literature does."""

from __future__ import annotations

from collections import Counter

import pytest
from rdkit import Chem

from chemteach.chem import Molecule, formula, isomers, parse_formula

VALENCE = {"H": 1, "C": 4, "N": 3, "O": 2, "F": 1}
_BONDS = {1: Chem.BondType.SINGLE, 2: Chem.BondType.DOUBLE, 3: Chem.BondType.TRIPLE}

# Reference counts of constitutional isomers (no stereoisomers):
# - alkanes CnH2n+2: OEIS A000602 (1, 1, 1, 2, 3, 5, 9 for n = 1..7);
# - C6H6: 217, the count of structure generators MOLGEN and surge (McKay, Yirik, Steinbeck,
#   J. Cheminform. 14:24, 2022) for the neutral, standard-valence graphs of this formula;
# - small formulas from textbook enumerations: C2H6O ethanol, dimethyl ether; C4H10O four
#   butanols + three ethers; C3H4 propyne, allene, cyclopropene; CH2O2 formic acid,
#   dioxirane; C2H4O acetaldehyde, vinyl alcohol, oxirane; C3H6 propene, cyclopropane; C4H8
#   but-1-ene, but-2-ene, isobutene, cyclobutane, methylcyclopropane; C4H6 nine (two
#   butynes, two butadienes, cyclobutene, two methylcyclopropenes, methylenecyclopropane,
#   bicyclobutane); C5H10 five pentenes + five cycloalkanes; C3H6O nine; CHN: HCN only (HNC
#   would need a carbon with two bonds).
LITERATURE = {
    "C2H6O": 2,
    "C4H10O": 7,
    "C3H4": 3,
    "C6H6": 217,
    "C7H16": 9,
    "CH2O2": 2,
    "C2H4O": 3,
    "C3H6": 2,
    "C4H8": 5,
    "C5H12": 3,
    "C6H14": 5,
    "CHN": 1,
    "C4H10": 2,
    "C3H8": 1,
    "C4H6": 9,
    "C5H10": 10,
    "C3H6O": 9,
    "CH4": 1,
    "H2": 1,
    "HF": 1,
    "F2": 1,
    "H2O": 1,
}


@pytest.mark.parametrize(("text", "count"), sorted(LITERATURE.items()))
def test_isomer_counts_match_the_literature(text: str, count: int) -> None:
    assert len(isomers(text)) == count


@pytest.mark.parametrize("text", ["C6H6", "C4H10O", "C3H3NO", "C2H2F2", "C5H5N", "C7H16"])
def test_every_isomer_is_a_distinct_molecule_of_the_formula(text: str) -> None:
    found = isomers(text)
    assert found == sorted(found)
    assert len(set(found)) == len(found)
    for smiles in found:
        mol = Chem.MolFromSmiles(smiles)
        assert mol is not None
        assert Chem.MolToSmiles(mol) == smiles, "canonical"
        molecule = Molecule(mol)  # checks the kit's molecule rule
        assert molecule.formula == formula(text)


def test_well_known_isomers_are_listed() -> None:
    assert isomers("C2H6O") == ["CCO", "COC"]
    assert isomers("CH2O2") == ["C1OO1", "O=CO"]
    assert "c1ccccc1" in isomers("C6H6")
    assert isomers("CHN") == ["C#N"]


def _brute_force_isomers(text: str) -> set[str]:
    """Independent check: every bond order 0..3 on every pair of C/N/O/F atoms, H filling the
    free valences, kept when connected; canonical SMILES of the results."""
    counts = parse_formula(text)
    heavy = [e for e in "CNOF" for _ in range(counts[e])]
    surplus = sum(VALENCE[e] for e in heavy) - counts["H"]
    if surplus % 2 or surplus < 0:
        return set()
    n = len(heavy)
    pairs = [(i, j) for i in range(n) for j in range(i + 1, n)]
    residual = [VALENCE[e] for e in heavy]
    orders: dict[tuple[int, int], int] = {}
    found: set[str] = set()

    def connected() -> bool:
        reached, todo = {0}, [0]
        while todo:
            i = todo.pop()
            for (a, b), k in orders.items():
                for x, y in ((a, b), (b, a)):
                    if k and x == i and y not in reached:
                        reached.add(y)
                        todo.append(y)
        return len(reached) == n

    def search(p: int, left: int) -> None:
        if left == 0:
            if connected():
                rw = Chem.RWMol()
                for element, h in zip(heavy, residual, strict=True):
                    atom = Chem.Atom(element)
                    atom.SetNoImplicit(True)
                    atom.SetNumExplicitHs(h)
                    rw.AddAtom(atom)
                for (a, b), k in orders.items():
                    if k:
                        rw.AddBond(a, b, _BONDS[k])
                mol = rw.GetMol()
                Chem.SanitizeMol(mol)
                found.add(Chem.MolToSmiles(mol))
            return
        if p == len(pairs):
            return
        i, j = pairs[p]
        for k in range(min(3, residual[i], residual[j], left), -1, -1):
            residual[i] -= k
            residual[j] -= k
            orders[(i, j)] = k
            search(p + 1, left - k)
            residual[i] += k
            residual[j] += k
        orders[(i, j)] = 0

    search(0, surplus // 2)
    return found


@pytest.mark.parametrize(
    "text",
    "C4H6 C3H6O C4H4O2 C3H3NO C2H2F2 C3H2F2O CH4N2O C2H4N2 C2N2O2 C4H5N N2H4 H2O2 C2HF3 NOF"
    " C3H3N3".split(),
)
def test_isomers_agree_with_brute_force(text: str) -> None:
    assert set(isomers(text)) == _brute_force_isomers(text)


def test_kekule_structures_of_an_aromatic_ring_count_once() -> None:
    # pyridazine's two Kekule structures (N=N or N-N) are one compound
    assert sum(1 for s in isomers("C4H4N2") if s == "c1ccnnc1") == 1
    assert len(isomers("C4H4N2")) == len(_brute_force_isomers("C4H4N2"))


@pytest.mark.parametrize("text", ["CH3", "CH2", "C2", "H3", "O", "CO", "C", "H"])
def test_a_formula_with_no_molecule_has_no_isomers(text: str) -> None:
    assert isomers(text) == []


def test_isomers_accept_counts_and_refuse_what_they_cannot_do() -> None:
    assert isomers({"C": 2, "H": 6, "O": 1}) == isomers(Counter("CCHHHHHHO")) == ["CCO", "COC"]
    with pytest.raises(ValueError, match="'He'"):
        isomers("HeH2")
    with pytest.raises(ValueError, match="at most 7"):
        isomers("C8H18")
    assert len(isomers("C7F16")) == 9  # F does not count towards the 7
