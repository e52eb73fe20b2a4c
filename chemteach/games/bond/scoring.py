"""Scoring a Bond! hand: the best split of its atom cards into molecules, found exactly.

The search is a memoised recursion over the hand's atom counts: the first remaining atom is
either left unused or put in one of the valid molecules that contain it, and the rest is
scored the same way. Every split is covered, so the best is provably best. Whether a set of
atoms can be a molecule is decided by `chemteach.chem.molecule_problem` (the degree-sequence
conditions), and the structure shown is the one `molecule_from_atoms` builds.
"""

from __future__ import annotations

from collections import Counter
from collections.abc import Iterable, Mapping
from dataclasses import dataclass, field
from functools import cache, cached_property
from itertools import product
from typing import Any

from ...chem import (
    canonical_smiles,
    formula,
    is_known_formula,
    known_compounds,
    molecule_from_atoms,
    molecule_problem,
    textbook_formula,
)
from .cards import ATOMS, NOBLE_GASES, RING, hint_book_by_cards, sort_cards
from .rules import RULES

Counts = tuple[int, ...]  # atom counts in the order of ATOMS: H C N O F


@dataclass(frozen=True)
class ScoredMolecule:
    """One molecule of a split: its cards, its points and (computed when asked) its SMILES."""

    cards: tuple[str, ...]
    points: int

    @cached_property
    def smiles(self) -> str:
        """A structure for these cards: the hint book's molecule, else the best-known compound
        of the formula, else the structure the kit builds (fewest rings and multiple bonds)."""
        hint = hint_book_by_cards().get(self.cards)
        if hint:
            return canonical_smiles_of(hint[0].smiles)
        known = known_compounds(list(self.cards))
        if known:
            return canonical_smiles_of(known[0].smiles)
        return canonical_smiles(molecule_from_atoms(list(self.cards)))

    def _repr_svg_(self) -> str:
        """The molecule drawn by RDKit, for a notebook."""
        from rdkit import Chem

        from ...chem.draw import mol_to_svg

        legend = f"{self.name or self.textbook_formula}: {self.points} points"
        return mol_to_svg(Chem.MolFromSmiles(self.smiles), legend=legend)

    @cached_property
    def name(self) -> str | None:
        """The hint book's name of a molecule with these cards, if it lists one."""
        hint = hint_book_by_cards().get(self.cards)
        return " / ".join(m.name for m in hint) if hint else None

    @property
    def formula(self) -> str:
        """The molecular formula in Hill order (e.g. CH4O, H3N): the kit's data key."""
        return formula(list(self.cards))

    @property
    def textbook_formula(self) -> str:
        """The formula a textbook prints for this molecule (CH3OH, NH3, HF): what people read."""
        return textbook_formula(list(self.cards), self.smiles)


@dataclass(frozen=True)
class HandScore:
    """A hand's score: total points, the molecules of the best split and the unused cards."""

    points: int
    molecules: tuple[ScoredMolecule, ...]
    unused: tuple[str, ...]
    noble_gases: tuple[str, ...] = field(default=())

    def _repr_html_(self) -> str:
        """The hand's molecules drawn, with points and unused cards, for a notebook."""
        from .view import hand_score_html

        return hand_score_html(self)

    def __str__(self) -> str:
        parts = [f"{m.textbook_formula} ({m.points})" for m in self.molecules]
        if self.noble_gases:
            parts.append(f"{' '.join(self.noble_gases)} (+{len(self.noble_gases)})")
        if self.unused:
            parts.append(f"unused {' '.join(self.unused)}")
        return f"{self.points} points: " + ", ".join(parts)


@cache
def canonical_smiles_of(smiles: str) -> str:
    from rdkit import Chem

    return Chem.MolToSmiles(Chem.MolFromSmiles(smiles))


class Scorer:
    """Scores hands under one set of rules; caches molecule checks and best splits."""

    def __init__(self, rules: Mapping[str, Any]) -> None:
        self.points = tuple(rules["points"][a] for a in ATOMS)
        self.bonus = dict(rules["bonus"])
        self.fluorine_per_molecule = rules["fluorine_per_molecule"]
        self.hint_book_only = rules["molecules"] == "hint book"
        self.known_only = rules["molecules"] == "known"
        self._valid: dict[Counts, bool] = {}
        self._best: dict[Counts, tuple[int, tuple[Counts, ...]]] = {(0,) * len(ATOMS): (0, ())}

    def is_molecule(self, counts: Counts) -> bool:
        """Whether these atoms make a molecule that scores under these rules."""
        ok = self._valid.get(counts)
        if ok is None:
            if counts[4] > self.fluorine_per_molecule or sum(counts) < 2:
                ok = False
            elif self.hint_book_only:
                ok = _cards_of(counts) in hint_book_by_cards()
            else:
                atoms = dict(zip(ATOMS, counts, strict=True))
                # the hint book's molecules are known compounds too (the seed lists some,
                # such as fluorohydrazine, that the PubChem-derived table lacks)
                ok = molecule_problem(atoms) is None and (
                    not self.known_only or is_known_formula(atoms)
                    or _cards_of(counts) in hint_book_by_cards()
                )
            self._valid[counts] = ok
        return ok

    def molecule_points(self, counts: Counts) -> int:
        size = sum(counts)
        extra = (self.bonus["seven_or_more"] if size >= 7
                 else self.bonus["five_to_six"] if size >= 5 else 0)
        return sum(p * n for p, n in zip(self.points, counts, strict=True)) + extra

    def best(self, counts: Counts) -> tuple[int, tuple[Counts, ...]]:
        """The best points of these atom cards and the molecules that get them."""
        known = self._best.get(counts)
        if known is not None:
            return known
        first = next(i for i, n in enumerate(counts) if n)
        rest = tuple(n - (i == first) for i, n in enumerate(counts))
        value, split = self.best(rest)
        best = (value + self.bonus["unused"], split)
        ranges = [range(1, n + 1) if i == first else range(n + 1) for i, n in enumerate(counts)]
        for sub in product(*ranges):
            if sum(sub) < 2 or not self.is_molecule(sub):
                continue
            left = tuple(a - b for a, b in zip(counts, sub, strict=True))
            value, split = self.best(left)
            value += self.molecule_points(sub)
            if value > best[0]:
                best = (value, (sub, *split))
        self._best[counts] = best
        return best

    def hand_points(self, cards: Iterable[str]) -> int:
        """Only the points of a hand (fast: what bots use)."""
        counts = Counter(cards)
        atoms = tuple(counts[a] for a in ATOMS)
        nobles = sum(counts[g] for g in NOBLE_GASES)
        return self.best(atoms)[0] + nobles * self.bonus["noble_gas"] + counts[RING] * self.bonus[
            "unused"]

    def score(self, cards: Iterable[str]) -> HandScore:
        """The full score of a hand: points, molecules, unused cards."""
        cards = sort_cards(cards)
        counts = Counter(cards)
        atoms = tuple(counts[a] for a in ATOMS)
        value, split = self.best(atoms)
        molecules = tuple(ScoredMolecule(_cards_of(s), self.molecule_points(s)) for s in split)
        used = Counter()
        for m in molecules:
            used.update(m.cards)
        spare = Counter(a for a in cards if a in ATOMS or a == RING) - used
        unused = sort_cards(spare.elements())
        nobles = tuple(c for c in cards if c in NOBLE_GASES)
        points = value + len(nobles) * self.bonus["noble_gas"] + counts[RING] * self.bonus["unused"]
        return HandScore(points, molecules, unused, nobles)


def _cards_of(counts: Counts) -> tuple[str, ...]:
    return tuple(a for a, n in zip(ATOMS, counts, strict=True) for _ in range(n))


_SCORERS: dict[str, Scorer] = {}


def scorer(rules: Mapping[str, Any] | None = None) -> Scorer:
    """The shared Scorer for these rules (default rules if None)."""
    rules = RULES.load(rules) if not hasattr(rules, "to_dict") else rules
    key = repr(sorted((k, sorted(v.items()) if isinstance(v, dict) else v)
                      for k, v in rules.items() if k in ("points", "bonus", "molecules",
                                                         "fluorine_per_molecule")))
    if key not in _SCORERS:
        _SCORERS[key] = Scorer(rules)
    return _SCORERS[key]


def score_hand(cards: Iterable[str], rules: Mapping[str, Any] | None = None) -> HandScore:
    """Score any hand exactly by the rules: cards are 'H' 'C' 'N' 'O' 'F' 'He' 'Ne' 'Ar' 'Kr'
    'ring'. Returns points, the molecules of the best split (cards, smiles) and unused cards."""
    return scorer(rules).score(cards)
