"""The kit's exceptions: each carries a message a student or teacher can act on."""


class ChemteachError(Exception):
    """Base class of every error the kit raises on purpose."""


class IllegalAction(ChemteachError):
    """A move the rules do not allow; the game state is left exactly as it was."""


class RulesError(ChemteachError):
    """A rules file or lesson plan that cannot be used: names the file, key and what is allowed."""

    def __init__(self, message: str, *, source: str = "", key: str = "") -> None:
        super().__init__(message)
        self.source = source
        self.key = key


class SaveFileError(ChemteachError):
    """A saved game that cannot be loaded or does not replay to the game it claims to be."""
