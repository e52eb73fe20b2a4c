"""Bond!'s molecules to turn in 3D: the workshop's isomers, the hint book, a scored hand.

Each gives (name, SMILES) choices to `chemteach.widgets.molecule3d.MoleculeTurner`, named in
the reader's language as the pictures beside them are.
"""

from __future__ import annotations

from collections.abc import Callable, Iterable, Sequence

import ipywidgets as w

from ...chem import isomers, known_compound_for_smiles, textbook_formula
from ...chem.errors import ChemError
from ...core.language import keeps_language
from ...core.wording import _
from ...widgets.closing import close_tree
from ...widgets.molecule3d import MoleculeTurner
from .cards import hint_book, sort_cards
from .scoring import HandScore, ScoredMolecule
from .view import _capital, _known_label, structure_text

#: The workshop turns at most this many isomers of one formula (C4H10O has 7, C3H6O2 many).
MAX_TURNED = 40


def molecule_name(smiles: str, formula_text: str) -> str:
    """The name a 3D view gives a molecule: the known compound's, else its structure
    ('hypothetical')."""
    known = _known_label(smiles, formula_text)
    if known:
        return _capital(known)
    return _("{structure} (hypothetical)").format(
        structure=structure_text(smiles) or textbook_formula(formula_text, smiles))


def isomer_choices(atoms: str | Sequence[str], limit: int = MAX_TURNED) -> list[tuple[str, str]]:
    """Every isomer of these atoms (at most `limit`), named, known compounds first."""
    try:
        found = isomers(atoms)
    except (ChemError, ValueError):
        return []
    known = [s for s in found if known_compound_for_smiles(s) is not None]
    ordered = known + [s for s in found if s not in known]  # known compounds first
    return [(molecule_name(s, textbook_formula(atoms, s)), s) for s in ordered[:limit]]


def hint_book_choices() -> list[tuple[str, str]]:
    """The hint book's molecules, named in the reader's language."""
    return [(_capital(_(m.name)), m.smiles) for m in hint_book()]


def hand_choices(groups: Iterable[Sequence[str]]) -> list[tuple[str, str]]:
    """The molecules of these groups of cards (a split of a hand), each once, drawn as the
    game scores them."""
    seen: dict[str, str] = {}
    for cards in groups:
        smiles = ScoredMolecule(tuple(sort_cards(list(cards))), 0).smiles
        if smiles not in seen:
            seen[smiles] = molecule_name(smiles, textbook_formula(list(cards)))
    return [(name, smiles) for smiles, name in seen.items()]


def turner(choices: Sequence[tuple[str, str]]) -> MoleculeTurner | None:
    """A 3D view of these choices, or None if there is nothing to turn."""
    return MoleculeTurner(choices) if choices else None


def hint_book_3d() -> MoleculeTurner:
    """Every hint-book molecule in 3D: choose one, turn it, read its shape and bond angles."""
    return MoleculeTurner(hint_book_choices())


def hand_3d(score: HandScore) -> MoleculeTurner | w.HTML:
    """The molecules of a scored hand in 3D (a line saying so if it made none)."""
    made = turner(hand_choices(m.cards for m in score.molecules))
    return made if made is not None else w.HTML(_("This hand makes no molecule to turn."))


class TurnIn3D:
    """A 'Turn in 3D' button that opens (or closes) a 3D view of the molecules `choices()`
    gives at that moment; `reset()` closes it when what it showed has changed."""

    def __init__(self, choices: Callable[[], Sequence[tuple[str, str]]]) -> None:
        self.choices = choices
        self.turner: MoleculeTurner | None = None
        self.button = w.ToggleButton(value=False, description=_("Turn in 3D"),
                                     tooltip=_("See these molecules in 3D, with their shapes "
                                               "and bond angles"),
                                     icon="cube", layout=w.Layout(width="auto"))
        self.button.add_class("bond-turn-3d")
        self.note = w.HTML()
        self.box = w.VBox([])
        self.widget = w.VBox([self.button, self.box])
        self.widget.add_class("bond-3d")
        # a click later speaks the language of the table it was made for, not the kit's
        self.button.observe(keeps_language(lambda change: self.open(change["new"])),
                            names="value")

    def open(self, on: bool = True) -> None:
        """Show the 3D view of the current molecules (or close it)."""
        old, self.turner = self.turner, None
        if on:
            self.turner = turner(self.choices())
            if self.turner is None:
                self.note.value = _("There is no molecule to turn yet.")
            self.box.children = (self.turner.widget,) if self.turner else (self.note,)
        else:
            self.box.children = ()
        if old is not None:
            close_tree(*old.widgets())
        if self.button.value != on:
            self.button.value = on

    def reset(self) -> None:
        """Close the view (the molecules it showed are no longer the ones on screen)."""
        if self.button.value or self.turner is not None:
            self.open(False)

    def widgets(self) -> list[w.Widget]:
        """Every widget inside (to close them when the workshop is replaced)."""
        return [self.widget, self.button, self.note, self.box,
                *(self.turner.widgets() if self.turner else [])]
