"""The kit's exceptions: each carries a message a student or teacher can act on."""

from __future__ import annotations


class ChemteachError(Exception):
    """Base class of every error the kit raises on purpose."""


class IllegalAction(ChemteachError):
    """A move the rules do not allow; the game state is left exactly as it was."""


class RulesError(ChemteachError):
    """A rules file or lesson plan that cannot be used: names the file, key and what is allowed.

    `line` is the line of the file the mistake is on (0: not known); `mistakes` holds every
    mistake of the file when there are several (this error is the first of them)."""

    def __init__(self, message: str, *, source: str = "", key: str = "", line: int = 0,
                 mistakes: tuple[RulesError, ...] = ()) -> None:
        super().__init__(message)
        self.source = source
        self.key = key
        self.line = line
        self.mistakes = mistakes or (self,)


class SaveFileError(ChemteachError):
    """A saved game that cannot be loaded or does not replay to the game it claims to be."""


class DataFileError(SaveFileError):
    """A save of a game played on a data file of its own (a teacher's Monopoly board) that
    cannot be checked with the files given: `key` is the rule naming the file, `problem` is
    "missing" (none given), "unreadable" (the one given is no readable file) or "differs"
    (its content is not the one the game was played on)."""

    def __init__(self, message: str, *, key: str, problem: str) -> None:
        super().__init__(message)
        self.key = key
        self.problem = problem
