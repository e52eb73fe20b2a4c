"""The chemistry the lessons teach is right, and the same in English and Japanese (issue 20,
items 5-8 and 11).

Where the kit can check a statement itself it does: a teacher's answer against the Bond!
scorer, a ring against the molecule core, a bond energy against the table below (rounded
textbook mean bond enthalpies, kJ/mol)."""

from __future__ import annotations

import re
import tomllib
from pathlib import Path

import pytest

REPO = Path(__file__).resolve().parents[2]
EN = REPO / "notebooks" / "lessons"
JA = REPO / "notebooks" / "ja" / "lessons"

#: Mean bond enthalpies a school data book gives (kJ/mol); the lessons quote these, rounded.
BOND_ENERGY = {"N–N": 160, "N=N": 420, "N≡N": 945}


def text(folder: Path, name: str) -> str:
    return (folder / name).read_text(encoding="utf-8")


def teacher_notes(folder: Path, name: str) -> str:
    body = text(folder, name)
    start = body.index("## Notes for the teacher" if folder == EN else "## 先生向けメモ")
    return body[start:]


def discussion_answer(folder: Path, name: str, n: int) -> str:
    notes = teacher_notes(folder, name)
    return re.search(rf"\({n}\)(.*?)(?=\(\d\)|\n\n)", notes, flags=re.S).group(1)


# ----- Bond!: N6 (item 5) -------------------------------------------------------------------

def test_the_kit_calls_the_n6_ring_valid_but_not_known_with_three_single_and_three_double_bonds(
        ) -> None:
    from rdkit import Chem

    from chemteach.chem import mol_problem
    from chemteach.chem.known import known_compound_for_smiles

    ring = Chem.MolFromSmiles("N1=NN=NN=N1")
    assert mol_problem(ring) is None and known_compound_for_smiles(ring) is None
    Chem.Kekulize(ring, clearAromaticFlags=True)
    orders = sorted(int(b.GetBondTypeAsDouble()) for b in ring.GetBonds())
    assert orders == [1, 1, 1, 2, 2, 2]


@pytest.mark.parametrize("folder", [EN, JA])
def test_n6_falls_apart_because_of_the_triple_bond_not_ring_strain(folder: Path) -> None:
    answer = discussion_answer(folder, "bond-valence.md", 4)
    for bond, energy in BOND_ENERGY.items():
        quoted = (rf"{bond}.{{0,30}}?(?<!\d){energy} kJ/mol"  # the bond, then its energy
                  rf"|(?<!\d){energy} kJ/mol.{{0,6}}{bond}")  # or the other way round
        assert re.search(quoted, answer, re.S), (bond, answer)
    single, double, triple = BOND_ENERGY.values()
    ring, nitrogen = 3 * single + 3 * double, 3 * triple  # the ring above, and 3 N2
    assert nitrogen > ring
    assert str(ring) in answer and str(nitrogen) in answer
    # ring strain is named only to be ruled out
    strain = "ring strain" if folder == EN else "環のひずみ"
    said = answer.split(strain)
    assert len(said) == 2 and ("not" in said[0][-30:] + said[1][:5] if folder == EN
                               else "ではありません" in said[1][:20])


def test_both_languages_quote_the_same_bond_energies() -> None:
    def numbers(folder: Path) -> list[str]:
        return re.findall(r"\d+ kJ/mol", discussion_answer(folder, "bond-valence.md", 4))
    assert numbers(EN) == numbers(JA)


# ----- Bond!: the H H H answer and "usually two bonds" (item 7) ------------------------------

def lesson_rules_of(folder: Path, name: str) -> dict:
    return tomllib.loads(text(folder, name))


@pytest.mark.parametrize("folder", [EN, JA])
def test_the_teachers_answer_names_every_card_that_makes_h_h_h_score_in_full(folder) -> None:
    from chemteach.games.bond.cards import ATOMS
    from chemteach.games.bond.rules import RULES
    from chemteach.games.bond.scoring import score_hand

    rules = RULES.load(lesson_rules_of(folder, "bond-valence.rules.toml"))
    answer = discussion_answer(folder, "bond-valence.md", 2)
    points = "{} points" if folder == EN else "{}点"
    whole = {card: score_hand(["H", "H", "H", card], rules) for card in ATOMS}
    whole = {card: s.points for card, s in whole.items() if not s.unused}
    assert set(whole) == {"H", "N", "F"}  # 2 H2; NH3; H2 + HF
    for card, value in whole.items():
        said = re.search(rf"\b{card}[:：](.*?)(?=\. |。|$)", answer, flags=re.S)
        assert said and points.format(value) in said.group(1), (card, answer)


@pytest.mark.parametrize("folder", [EN, JA])
def test_oxygen_usually_makes_two_bonds_and_carbon_monoxide_is_the_exception(folder) -> None:
    from chemteach.chem.known import charged_compounds

    quiz = lesson_rules_of(folder, "bond-valence.quiz.toml")
    (q,) = [q for q in quiz["question"] if q["answer"] == "2" and "1" in q["choices"]]
    assert ("usually" if folder == EN else "ふつう") in q["text"]
    assert "C≡O" in q["explanation"]
    assert [c.name for c in charged_compounds("CO")] == ["carbon monoxide"]  # the kit shows it
