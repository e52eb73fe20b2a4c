"""Molecules in 3D (issue 20 item 17): VSEPR shapes and bond angles of ETKDG conformers."""

from __future__ import annotations

import math

import pytest

from chemteach.chem.errors import ChemError
from chemteach.chem.shape import conformer, shape_sentence
from chemteach.core.language import speaking

#: SMILES, central element, shape, the angle named and the textbook value (degrees).
TEXTBOOK = [
    ("O", "O", "bent", "H-O-H", 104.5),
    ("N", "N", "trigonal pyramidal", "H-N-H", 107.0),
    ("C", "C", "tetrahedral", "H-C-H", 109.5),
    ("O=C=O", "C", "linear", "O-C-O", 180.0),
    ("C#N", "C", "linear", "H-C-N", 180.0),
    ("C=C", "C", "trigonal planar", "H-C-H", 117.5),
    ("C=O", "C", "trigonal planar", "H-C-O", 121.5),
]


@pytest.mark.parametrize(("smiles", "element", "shape", "angle", "degrees"), TEXTBOOK)
def test_each_central_atom_gets_its_vsepr_shape_and_textbook_angle(smiles, element, shape,
                                                                   angle, degrees):
    centres = [c for c in conformer(smiles).centres if c.element == element]
    assert centres and all(c.shape == shape for c in centres)
    measured = {a.label: a.degrees for c in centres for a in c.angles}
    assert abs(measured[angle] - degrees) <= 3.0, measured


def test_the_coordinates_give_the_angles_the_sentence_says():
    shape = conformer("O")
    o = next(i for i, a in enumerate(shape.atoms) if a.element == "O")
    h = [a for a in shape.atoms if a.element == "H"]
    centre = shape.atoms[o]
    u, v = ([a.x - centre.x, a.y - centre.y, a.z - centre.z] for a in h)
    cos = sum(p * q for p, q in zip(u, v, strict=True)) / math.dist(u, [0] * 3) / math.dist(
        v, [0] * 3)
    assert abs(math.degrees(math.acos(cos)) - shape.centres[0].angles[0].degrees) < 0.2


def test_the_same_molecule_always_gets_the_same_conformer():
    first = conformer("CCO")
    conformer.cache_clear()
    assert conformer("CCO") == first


def test_the_sentence_names_the_molecule_shape_and_angle():
    text = shape_sentence(conformer("O"), "Water")
    assert text.startswith("Water, H2O: bent, H-O-H 10") and text.endswith("°")


def test_several_central_atoms_are_each_described():
    text = shape_sentence(conformer("CCO"), "Ethanol")
    assert "C: tetrahedral" in text and "O: bent, C-O-H" in text


def test_identical_central_atoms_are_said_once():
    text = shape_sentence(conformer("C=C"), "Ethene")
    assert text.count("trigonal planar") == 1 and "(2 atoms)" in text


def test_a_two_atom_molecule_is_linear():
    assert shape_sentence(conformer("N#N"), "Nitrogen") == "Nitrogen, N2: linear"


@pytest.mark.parametrize(("smiles", "words"), [
    ("O", "水（H2O）：折れ線形、H-O-H"), ("N", "三角錐形"), ("C", "四面体形"),
    ("O=C=O", "直線形"), ("C=C", "C（2個）：平面三角形"),
])
def test_shapes_are_worded_in_japanese(smiles, words):
    with speaking("ja"):
        text = shape_sentence(conformer(smiles), "水" if smiles == "O" else "")
    assert words in text


@pytest.mark.parametrize("bad", ["C" * 300, "not a smiles", "[Na]", 42])
def test_what_cannot_be_turned_is_refused_with_the_kits_error(bad):
    with pytest.raises(ChemError):
        conformer(bad)
