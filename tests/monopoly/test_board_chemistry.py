"""What the Monopoly board tells a student about an element is true (issue 20, items 1-4).

The board's notes and set families are statements; each is checked against the kit's own
element table and the Test Day questions it must not contradict."""

from __future__ import annotations

import re
from pathlib import Path

import pytest

from chemteach.chem.formula import parse_formula
from chemteach.elements.table import element
from chemteach.games.monopoly.board import load_board
from chemteach.games.monopoly.questions import load_questions

BOARD_FILE = Path(__file__).resolve().parents[2] / "chemteach/games/monopoly/board.toml"


def note_of(symbol: str) -> str:
    (note,) = [s.note for s in load_board().spaces if s.element == symbol]
    return note


def answer_to(symbol: str, asked: str) -> str:
    (q,) = [q for q in load_questions() if q.element == symbol and asked in q.text]
    return q.answer_text


@pytest.mark.parametrize(("symbol", "asked"), [
    ("Si", "Sand is mostly"),             # item 1: sand is silicon dioxide, not silicon
    ("S", "smells of rotten eggs"),       # item 2: hydrogen sulfide smells, not "compounds"
])
def test_a_note_names_the_compound_its_elements_question_answers(symbol: str,
                                                                 asked: str) -> None:
    compound = answer_to(symbol, asked).lower()
    note = note_of(symbol)
    assert compound in note.lower(), note
    # the formula the note gives is that compound's, and holds the space's element
    (formula,) = re.findall(rf"{compound} \(([A-Za-z0-9]+)\)", note, flags=re.IGNORECASE)
    assert symbol in parse_formula(formula)


def test_the_silicon_note_does_not_say_sand_is_made_of_silicon() -> None:
    assert "sand are made of" not in note_of("Si")
    assert "mostly silicon dioxide" in note_of("Si")


def test_the_sulfur_note_gives_the_smell_to_hydrogen_sulfide_not_to_all_compounds() -> None:
    assert "its compounds smell" not in note_of("S")


def test_the_lilac_flame_is_potassiums_own_colour_not_burning_hydrogens() -> None:
    note = note_of("K")
    assert "lilac flame" not in note  # hydrogen burns with a pale blue, nearly unseen flame
    lilac = next(part for part in note.split(";") if "lilac" in part)
    assert "potassium" in lilac.lower() and "hydrogen" not in lilac.lower()


def test_every_group_a_note_names_is_its_elements_group() -> None:
    for space in load_board().spaces:
        for said in re.findall(r"group (\d+)", space.note):
            assert space.element and int(said) == element(space.element).group, space.note


def test_each_set_family_that_names_a_block_or_period_is_true_of_every_member() -> None:
    board = load_board()
    for colour_set in board.sets:
        members = [element(board.spaces[i].element) for i in colour_set.spaces]
        block = re.search(r"\b([spdf])-block\b", colour_set.family)
        period = re.search(r"period (\d)", colour_set.family)
        for e in members:
            assert block is None or e.block == block.group(1), (colour_set.name, e.symbol)
            assert period is None or e.period == int(period.group(1)), (colour_set.name,
                                                                       e.symbol)


def test_zinc_is_not_called_a_transition_metal_and_the_teacher_is_told_why() -> None:
    """IUPAC: a transition element has an incomplete d sub-shell (in the atom or a cation);
    zinc's 3d is full in both, so a group-12 member makes a set's family not 'transition'."""
    board = load_board()
    (green,) = [s for s in board.sets if any(board.spaces[i].element == "Zn"
                                            for i in s.spaces)]
    assert element("Zn").group == 12
    assert "transition" not in green.family
    text = BOARD_FILE.read_text(encoding="utf-8")
    before_family = text[:text.index(f'family = "{green.family}"')].rsplit("[[set]]", 1)[1]
    assert "For the teacher" in before_family and "IUPAC" in before_family
    assert "zinc" in before_family
