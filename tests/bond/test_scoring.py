"""score_hand on hands whose best split was worked out by hand, and a brute-force check."""

from __future__ import annotations

import random
from collections import Counter

import pytest

from chemteach.chem import molecule_problem
from chemteach.games.bond import score_hand
from chemteach.games.bond.cards import ATOMS, CARDS

HAND_WORKED = [
    # cards, points, molecules (formulas) -- each worked out on paper
    ("H H O", 5, ["H2O"]),  # water 1+1+3
    ("C H H H H", 8, ["CH4"]),  # methane 2+4, +2 for five cards
    ("H H H H H H H H", 8, ["H2", "H2", "H2", "H2"]),
    ("C C H H H H H H", 14, ["C2H6"]),  # ethane 4+6, +4 for eight cards beats CH4 + H2 - 2
    ("N N N N N N H H", 30, ["H2N6"]),  # H-N=N-N=N-N=N-H: 24+2, +4
    ("He Ne Ar Kr ring ring ring ring", -4, []),  # noble gases +1 each, rings -2 each
    ("F F", -4, []),  # F2 would need two scythes in one molecule: not allowed
    ("F F H H", 4, ["FH", "FH"]),  # two HF molecules instead
    ("C O O", 8, ["CO2"]),
    ("H C N", 7, ["CHN"]),  # hydrogen cyanide
    ("C H H O O ring", 10, ["CH2O2"]),  # formic acid 10, +2 for five cards, ring -2
    ("C C", -4, []),  # C=C leaves each carbon two bonds short; C#C one: not a molecule
    ("O O H ring", 2, ["O2"]),  # O2 6, H -2, ring -2 (HO2 has an odd number of bonds)
    ("N H H H", 7, ["H3N"]),  # ammonia 4+3
]


@pytest.mark.parametrize(("cards", "points", "molecules"), HAND_WORKED)
def test_score_hand_best_split_worked_by_hand(cards: str, points: int, molecules) -> None:
    score = score_hand(cards.split())
    assert score.points == points
    assert sorted(m.formula for m in score.molecules) == sorted(molecules)


def test_points_per_card_in_a_molecule_h1_c2_o3_n4_f1() -> None:
    assert score_hand("H F".split()).points == 1 + 1
    assert score_hand("H H O".split()).points == 5
    assert score_hand("N N".split()).points == 8
    assert score_hand("C H H H F".split()).points == 2 + 3 + 1 + 2


def test_size_bonus_two_for_five_or_six_cards_four_for_seven_or_eight() -> None:
    assert score_hand("C H H H H".split()).points == 6 + 2  # 5 cards
    assert score_hand("C H H H O H".split()).points == 9 + 2  # methanol, 6 cards
    assert score_hand("C C H H H H O".split()).points == 11 + 4  # acetaldehyde, 7 cards


def test_noble_gases_score_one_and_are_never_a_penalty() -> None:
    assert score_hand(["He"]).points == 1 and score_hand(["Kr", "Ar"]).points == 2
    assert score_hand("He".split()).unused == ()


def test_unused_cards_score_minus_two_catalyst_rings_included() -> None:
    score = score_hand("Ar ring O".split())
    assert score.points == 1 - 2 - 2 and score.unused == ("O", "ring")


def test_at_most_one_fluorine_scythe_per_molecule() -> None:
    # CH2F2 is a real molecule (8 points), but it needs two scythes in one molecule
    score = score_hand("C H H F F".split())
    assert all(m.cards.count("F") <= 1 for m in score.molecules)
    assert score.points == 2 + 2 - 2  # two HF molecules, carbon unused


def test_each_card_is_in_at_most_one_molecule() -> None:
    for hand in ("H H O H H O", "C O O C O O", "N N H H H H C O"):
        score = score_hand(hand.split())
        used = Counter()
        for m in score.molecules:
            used.update(m.cards)
        used.update(score.unused)
        used.update(score.noble_gases)
        assert used == Counter(hand.split())


def test_molecules_carry_canonical_smiles() -> None:
    score = score_hand("C O O".split())
    assert score.molecules[0].smiles == "O=C=O"
    assert score_hand("H C N".split()).molecules[0].smiles == "C#N"


def _brute_force(cards: list[str]) -> int:
    """Try every way to put each atom card in a group or leave it out (set partitions)."""
    atoms = [c for c in cards if c in ATOMS]
    fixed = sum(1 for c in cards if c in ("He", "Ne", "Ar", "Kr")) - 2 * cards.count("ring")
    values = {"H": 1, "C": 2, "O": 3, "N": 4, "F": 1}
    best = -10**9

    def value(group: list[str]) -> int | None:
        if len(group) < 2 or group.count("F") > 1 or molecule_problem(group) is not None:
            return None
        bonus = 4 if len(group) >= 7 else 2 if len(group) >= 5 else 0
        return sum(values[a] for a in group) + bonus

    def go(i: int, groups: list[list[str]], unused: int) -> None:
        nonlocal best
        if i == len(atoms):
            total = -2 * unused
            for g in groups:
                v = value(g)
                if v is None:
                    return
                total += v
            best = max(best, total)
            return
        go(i + 1, groups, unused + 1)
        for g in groups:
            g.append(atoms[i])
            go(i + 1, groups, unused)
            g.pop()
        groups.append([atoms[i]])
        go(i + 1, groups, unused)
        groups.pop()

    go(0, [], 0)
    return best + fixed


def test_best_split_agrees_with_a_brute_force_search() -> None:
    rng = random.Random(5)
    weights = [18, 14, 6, 10, 4, 2, 2, 2, 2, 4]
    for _ in range(60):
        hand = rng.choices(CARDS, weights=weights, k=rng.randint(1, 7))
        assert score_hand(hand).points == _brute_force(hand), hand
