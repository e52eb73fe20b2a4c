"""The errors of the molecule core: these atoms or this structure are not a molecule, or the
input is bigger than the kit takes."""

from __future__ import annotations

from ..core.errors import ChemteachError

#: Public functions that build or check a molecule take at most this many atoms (hydrogens
#: included): far beyond any hand of cards (at most 12) or the workshop (40), small enough
#: to answer at once. More are refused with TooManyAtoms before anything is built.
MAX_MOLECULE_ATOMS = 500
#: The longest SMILES text the kit reads (more is refused with TooManyAtoms).
MAX_SMILES_LENGTH = 500
#: The longest formula text the kit reads (more is refused with TooManyAtoms).
MAX_FORMULA_LENGTH = 200


class ChemError(ChemteachError, ValueError):
    """Any refusal of the chemistry API (a formula that cannot be read, atoms that are not a
    molecule, an input too big): a sentence saying what was given and what is allowed. A
    ValueError too, so code that caught Python's own error still catches it."""


class ChemTypeError(ChemError, TypeError):
    """A value of the wrong kind given to the chemistry API (None or a number where atoms, a
    formula or a structure go); a TypeError too, as Python's own refusal was."""


class NotAMolecule(ChemError):
    """Raised when atoms cannot form, or a structure is not, a molecule; `.reason` says why."""

    def __init__(self, reason: str) -> None:
        super().__init__(f"not a molecule: {reason}")
        self.reason = reason


class TooManyAtoms(ChemError):
    """Raised at once, before any work, when an input is bigger than the kit takes."""
