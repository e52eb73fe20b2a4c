"""Bond!'s molecules turn in 3D (issue 20 item 17): workshop, hint book, a scored hand."""

from __future__ import annotations

from chemteach.core.language import speaking
from chemteach.games.bond.scoring import scorer
from chemteach.games.bond.workshop import (
    hand_3d,
    hint_book_3d,
    isomer_choices,
    molecule_workshop,
    split_workshop,
)


def test_the_workshop_turns_the_isomers_of_the_atoms_typed_known_first():
    shop = molecule_workshop("C2H6O")
    shop.in3d.button.value = True
    assert [name for name, _ in shop.in3d.turner.choices] == ["Ethanol", "Dimethyl ether"]
    assert "O: bent, C-O-H" in shop.in3d.turner.view.label


def test_typing_other_atoms_closes_the_3d_view_of_the_old_ones():
    shop = molecule_workshop("C2H6O")
    shop.in3d.open()
    old = shop.in3d.turner.view
    shop.set("H2O")
    assert shop.in3d.turner is None and not shop.in3d.button.value
    assert old.comm is None  # the replaced view is closed
    shop.in3d.open()
    assert shop.in3d.turner.view.label.startswith("Water, H2O: bent")


def test_atoms_that_make_no_molecule_say_so():
    shop = molecule_workshop("H3")
    shop.in3d.open()
    assert shop.in3d.turner is None and "no molecule" in shop.in3d.note.value


def test_the_split_workshop_turns_molecules_only_after_the_best_split_is_shown():
    shop = split_workshop("H H O C H H H H")
    assert shop.in3d.widget.layout.display == "none"  # no hint of the best split before
    shop.click(0)
    shop.click(1)
    shop.click(7)  # H H O: the student's water
    assert shop.make_molecule()
    shop.show_best()
    assert shop.in3d.widget.layout.display is None
    smiles = [s for _, s in shop.molecules_3d()]
    assert {m.smiles for m in shop.best.molecules} | {"O"} == set(smiles)


def test_a_scored_hand_turns_the_molecules_of_its_best_split():
    score = scorer(None).score(("C", "H", "H", "H", "H", "N", "H", "H", "H"))
    turner = hand_3d(score)
    assert [s for _, s in turner.choices] == list(dict.fromkeys(m.smiles
                                                                for m in score.molecules))
    assert turner.view.label.startswith(turner.choices[0][0])


def test_the_hint_book_turns_every_molecule_in_it():
    book = hint_book_3d()
    assert len(book.choices) >= 40
    assert book.picker.options[3][0] == "Water"


def test_names_and_shapes_are_japanese_in_a_japanese_table():
    with speaking("ja"):
        choices = isomer_choices("H2O")
        book = hint_book_3d()
        book.pick(3)
    assert choices[0][0] == "水"
    assert book.view.label.startswith("水（H2O）：折れ線形")


def test_a_click_later_speaks_the_language_of_the_table_it_was_made_for():
    with speaking("ja"):
        shop = molecule_workshop("H2O")
        book = hint_book_3d()
    shop.in3d.button.value = True  # clicked in the browser, outside any `speaking`
    book.picker.value = 4
    assert shop.in3d.turner.view.label.startswith("水（H2O）：折れ線形")
    assert "三角錐形" in book.view.label
