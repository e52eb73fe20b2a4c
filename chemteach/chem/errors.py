"""The one error of the molecule core: these atoms or this structure are not a molecule."""

from __future__ import annotations


class NotAMolecule(ValueError):
    """Raised when atoms cannot form, or a structure is not, a molecule; `.reason` says why."""

    def __init__(self, reason: str) -> None:
        super().__init__(f"not a molecule: {reason}")
        self.reason = reason
