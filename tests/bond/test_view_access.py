"""Bond! pictures for every student (issue 9): cards are named buttons, drawings have words."""

from __future__ import annotations

import re
import xml.etree.ElementTree as ET

from chemteach.games.bond.view import card_svg, cards_svg, hint_book_html, molecule_html


def _cells(svg: str) -> list[ET.Element]:
    return [e for e in ET.fromstring(svg).iter() if "data-cell" in e.attrib]


def test_cards_in_a_row_are_named_buttons_not_empty_groups():
    """Issue 9, item 3: a card's <title> is nested, so its name was empty; the clickable
    element now carries the name itself, with what a press does."""
    cells = _cells(cards_svg(["H", "O", "F", "Ar", "ring"], key="hand", clickable=True,
                             selected=[1]))
    assert [e.attrib["role"] for e in cells] == ["button"] * 5
    hydrogen, oxygen = cells[0].attrib, cells[1].attrib
    assert hydrogen["aria-label"].startswith("H, hydrogen atom: 1 pt in a molecule")
    assert hydrogen["aria-label"].endswith("Press to select it.")
    assert oxygen["aria-label"].endswith("Selected. Press to select it.")
    assert hydrogen["aria-pressed"] == "false" and oxygen["aria-pressed"] == "true"


def test_cards_that_cannot_be_pressed_say_so():
    cells = _cells(cards_svg(["H", "C"], key="pile", clickable=[1]))
    assert cells[0].attrib["aria-disabled"] == "true"
    assert "aria-pressed" not in cells[0].attrib  # the pile is not a set of toggles
    assert cells[1].attrib["aria-label"].endswith("Press to take it for your catalyst ring.")


def test_a_small_card_picture_has_a_name():
    root = ET.fromstring(card_svg("N"))
    assert root.attrib["role"] == "img" and root.attrib["aria-label"].startswith("N, nitrogen")


def test_molecule_drawings_say_name_and_formula():
    """Issue 9, item 7: a molecule drawing's text alternative is its name and formula."""
    shown = molecule_html(["H", "H", "O"], points=9)
    label = re.search(r'class="molecule-drawing" role="img" aria-label="([^"]+)"', shown)
    assert label and label.group(1) == "Drawing of water, formula H2O, structure H\u2013O\u2013H"
    book = hint_book_html()
    drawings = re.findall(r'role="img" aria-label="Drawing of ([^"]+)"', book)
    assert drawings and all(", formula " in d for d in drawings)
    assert book.count('class="molecule-drawing"') == len(drawings)


def test_two_equal_cards_have_different_names():
    """Issue 18, item 33: two hydrogen cards in a hand were one name twice; each card says
    where it lies in its row."""
    cells = _cells(cards_svg(["H", "H", "O", "H"], key="hand", clickable=True, selected=[1]))
    labels = [e.attrib["aria-label"] for e in cells]
    assert len(set(labels)) == 4, labels
    assert "if left over. Card 1 of 4. Press to select it." in labels[0]
    assert "Card 2 of 4. Selected. Press to select it." in labels[1]
    assert "Card 4 of 4." in labels[3]
    pile = _cells(cards_svg(["C", "C"], key="pile", clickable=[1]))
    assert pile[0].attrib["aria-label"] != pile[1].attrib["aria-label"]  # not toggles, too


def test_molecule_drawings_colour_every_atom_with_aa_contrast_on_white():
    """Issue 18, item 34: RDKit's own atom colours failed on the drawing's white (O #ff0000
    4.0:1, F #33cccc 2.0:1, Cl, S and P too): every colour a drawing uses for a label or a
    bond half has at least 4.5:1, and oxygen is still red, nitrogen blue."""
    from rdkit import Chem

    from chemteach.chem.draw import mol_to_svg
    from chemteach.palette import contrast

    svg = mol_to_svg(Chem.MolFromSmiles("OC(F)(Cl)C(=S)P(Br)N(I)C=O"))
    inks = {c.lower() for c in re.findall(r"(?:fill|stroke)[:=]'?(#[0-9A-Fa-f]{6})", svg)}
    inks.discard("#ffffff")  # the drawing's own background
    assert len(inks) >= 8, inks  # the molecule has atoms of eight colours
    weak = {ink: round(contrast(ink, "#ffffff"), 2) for ink in inks
            if contrast(ink, "#ffffff") < 4.5}
    assert not weak, f"atom colours under 4.5:1 on white: {weak}"
    oxygen = next(ink for ink in inks if ink.startswith("#c") or ink.startswith("#d"))
    assert int(oxygen[1:3], 16) > 3 * int(oxygen[3:5], 16), "oxygen is no longer red"
