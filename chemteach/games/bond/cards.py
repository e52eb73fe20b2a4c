"""The cards of Bond! and the hint book (read from hint_book.csv)."""

from __future__ import annotations

import csv
from collections.abc import Iterable
from dataclasses import dataclass
from functools import cache
from importlib import resources

ATOMS = ("H", "C", "N", "O", "F")
NOBLE_GASES = ("He", "Ne", "Ar", "Kr")
SHIELDS = ("Ar", "Kr")  # noble-gas shields: a fluorine scythe can block a Bond! over them
ARMOUR = ("He", "Ne")  # noble-gas armour: even fluorine cannot bond with these
RING = "ring"
CARDS = (*ATOMS, *NOBLE_GASES, RING)
CARD_NAMES = {
    "H": "hydrogen", "C": "carbon", "N": "nitrogen", "O": "oxygen", "F": "fluorine scythe",
    "He": "helium armour", "Ne": "neon armour", "Ar": "argon shield", "Kr": "krypton shield",
    "ring": "catalyst ring",
}


def sort_cards(cards: Iterable[str]) -> tuple[str, ...]:
    """Cards in the kit's fixed order (H C N O F He Ne Ar Kr ring), for stable display."""
    order = {c: i for i, c in enumerate(CARDS)}
    items = list(cards)
    for c in items:
        if c not in order:
            raise ValueError(f"{c!r} is not a Bond! card; the cards are {', '.join(CARDS)}.")
    return tuple(sorted(items, key=order.__getitem__))


@dataclass(frozen=True)
class HintMolecule:
    """A molecule of the hint book: names, formula, SMILES and the cards that make it."""

    name: str
    name_ja: str
    formula: str
    smiles: str
    cards: tuple[str, ...]
    source: str

    @property
    def textbook_formula(self) -> str:
        """The formula a textbook prints (NH3, CH3OH, HCOOH), from chemteach.chem."""
        from ...chem import textbook_formula

        return textbook_formula(list(self.cards), self.smiles)

    def __str__(self) -> str:
        return f"{self.name} ({self.textbook_formula})"


@cache
def hint_book() -> tuple[HintMolecule, ...]:
    """Every molecule of the hint book, in the book's order."""
    from rdkit import Chem  # the chemistry layer, not drawing: allowed in engines

    text = resources.files(__package__).joinpath("hint_book.csv").read_text(encoding="utf-8")
    book = []
    for row in csv.DictReader(text.splitlines()):
        mol = Chem.AddHs(Chem.MolFromSmiles(row["smiles"]))
        cards = sort_cards(a.GetSymbol() for a in mol.GetAtoms())
        book.append(HintMolecule(row["name"], row["name_ja"], row["formula"], row["smiles"],
                                 cards, row["source"]))
    return tuple(book)


@cache
def hint_book_by_cards() -> dict[tuple[str, ...], tuple[HintMolecule, ...]]:
    """Hint-book molecules grouped by the cards that make them (isomers share cards)."""
    groups: dict[tuple[str, ...], list[HintMolecule]] = {}
    for m in hint_book():
        groups.setdefault(m.cards, []).append(m)
    return {k: tuple(v) for k, v in groups.items()}

