"""The public chemistry API refuses hostile arguments with the kit's own error, a sentence.

Issue 18 item 21: `molecule_from_atoms(None)` raised a bare TypeError ('NoneType' object is
not iterable), and 238 other refusals were Python's own ValueError or TypeError. Every
public function of chemteach.chem (and Molecule's constructors) is called here with seeded
odd values, alone and after a good first argument; whatever it refuses must be a ChemError
(a ChemteachError that is also a ValueError, or a TypeError for a value of the wrong kind,
so code that caught those still does) whose message is one line.
"""

from __future__ import annotations

import random
from collections.abc import Callable
from typing import Any

import pytest

import chemteach.chem as chem
from chemteach.chem import ChemError, Molecule

from .weird import weird_value

#: Odd values aimed at chemistry: wrong kinds, unknown or lowercase symbols, broken formulas,
#: negative, fractional and huge counts, SMILES that are not molecules.
CHEMICAL = [
    None, 5, 2.0, -1, True, float("nan"), "", " ", "CH4", "C2H6O", "Xx2", "c", "H-1", "((",
    "C)", "C1.5", "H" * 600, "C(", "[Na+].[Cl-]", "C=C=C=C", "O=O", "*", "C%", "\x00",
    [], [None], ["C", 5], ["C", "H", "H"], ["c"], ("H", "H"), {"C": -1}, {"C": 2.5},
    {"C": True}, {5: 1}, {"C": 10**40}, {"": 1}, {"Zz": 1}, {"H": 2, "O": 1}, b"CC",
    object(), frozenset({"H"}), iter(["H", "H"]), {"H": None},
]

#: Functions that take atoms, a formula or a structure as their first argument.
FUNCTIONS: dict[str, Callable[..., Any]] = {
    name: getattr(chem, name) for name in chem.__all__
    if callable(getattr(chem, name)) and not isinstance(getattr(chem, name), type)
    and name not in ("all_known_compounds", "all_charged_compounds")
}
FUNCTIONS.update({"Molecule": Molecule, "Molecule.from_smiles": Molecule.from_smiles,
                  "Molecule.from_atoms": Molecule.from_atoms,
                  "Molecule.from_graph": Molecule.from_graph})
#: A good first argument for the functions that take a second one.
SECOND = {"formula_for_students": "C2H6O", "textbook_formula": "C2H6O"}


def _refused_plainly(name: str, call: Callable[[], Any], shown: str) -> None:
    try:
        call()
    except ChemError as exc:
        message = str(exc)
        assert message and "\n" not in message, f"{name}({shown}): {message!r}"
    except Exception as exc:  # noqa: BLE001 - what the test is looking for
        pytest.fail(f"{name}({shown}) raised {type(exc).__name__}: {exc}"[:400])


@pytest.mark.parametrize("name", sorted(FUNCTIONS))
def test_every_public_chemistry_function_refuses_with_the_kits_own_error(name: str) -> None:
    function = FUNCTIONS[name]
    rng = random.Random(f"chem-{name}")
    values = [*CHEMICAL, *(weird_value(rng) for _ in range(60))]
    for value in values:
        shown = type(value).__name__
        _refused_plainly(name, lambda value=value: function(value), shown)
    if name in SECOND:
        for value in values:
            _refused_plainly(name, lambda value=value: function(SECOND[name], value),
                             f"{SECOND[name]!r}, {type(value).__name__}")


def test_the_chemistry_error_is_still_a_value_error_and_a_type_error_where_it_was() -> None:
    """Callers that caught ValueError (a bad formula) or TypeError (a value of the wrong
    kind) still catch the kit's refusal."""
    with pytest.raises(ValueError) as bad_formula:
        chem.parse_formula("((")
    assert isinstance(bad_formula.value, ChemError)
    with pytest.raises(TypeError) as wrong_kind:
        chem.molecule_from_atoms(None)
    assert isinstance(wrong_kind.value, ChemError)
    assert "None" in str(wrong_kind.value)
