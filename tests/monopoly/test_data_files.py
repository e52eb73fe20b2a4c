"""The board, the decks and the question bank: what RULINGS asks of them, and the checks."""

from __future__ import annotations

import pytest

from chemteach.core.errors import RulesError
from chemteach.elements import element
from chemteach.games.monopoly.board import (
    LAB_DAY,
    LIFE,
    LOT,
    SUPPLY,
    TAX,
    TEST_DAY,
    load_board,
    load_decks,
)
from chemteach.games.monopoly.questions import load_questions


def test_board_has_the_rulings_spaces_in_the_classic_order() -> None:
    board = load_board()
    assert board.size == 40
    kinds = board.kinds
    assert [i for i, k in enumerate(kinds) if k == SUPPLY] == [5, 15, 25, 35]
    assert [i for i, k in enumerate(kinds) if k == LIFE] == [12, 28]
    assert [i for i, k in enumerate(kinds) if k == LAB_DAY] == [7, 22, 36]
    assert [i for i, k in enumerate(kinds) if k == TEST_DAY] == [2, 17, 33]
    assert board.spaces[4].kind == TAX and board.spaces[4].name == "Avogadro's Tax"
    assert board.spaces[10].name == "Biology Class" and board.spaces[20].name == "Extra Credit"
    assert board.spaces[30].name == "Go to Biology Class" and board.spaces[0].name == "Go"
    assert sum(1 for k in kinds if k == LOT) == 22
    assert [len(s.spaces) for s in board.sets] == [2, 3, 3, 3, 3, 3, 3, 2]
    assert board.spaces[12].element == "C" and board.spaces[28].element == "Si"


def test_yellow_set_is_the_halogens() -> None:
    board = load_board()
    yellow = next(s for s in board.sets if s.name == "yellow")
    assert [board.spaces[i].element for i in yellow.spaces] == ["F", "Cl", "I"]


def test_price_rises_with_atomic_mass_within_every_set() -> None:
    board = load_board()
    for s in board.sets:
        lots = [board.spaces[i] for i in s.spaces]
        masses = [element(lot.element).atomic_mass for lot in lots]
        assert masses == sorted(masses), s.name
        prices = [lot.price for lot in lots]
        assert prices == sorted(prices), s.name


def test_lots_have_rents_costs_transfer_and_a_landing_sentence() -> None:
    board = load_board()
    for i in board.ownables:
        sp = board.spaces[i]
        assert sp.transfer == sp.price // 2
        if sp.kind == LOT:
            assert len(sp.rents) == 6 and list(sp.rents) == sorted(sp.rents)
            assert sp.liquid_cost > 0 and sp.solid_cost > 0
            e = element(sp.element)
            assert e.name in board.sentences[i] and f"atomic number {e.z}" in board.sentences[i]


def test_decks_have_sixteen_cards_with_the_classic_movement_targets() -> None:
    decks = load_decks()
    lab, test = decks["lab_day"], decks["test_day"]
    assert len(lab) == len(test) == 16
    moves = sorted((c.effect, c.target) for c in lab if c.effect == "advance")
    assert moves == [("advance", 0), ("advance", 5), ("advance", 11), ("advance", 24),
                     ("advance", 39)]
    assert sorted(c.kind for c in lab if c.effect == "nearest") == [SUPPLY, SUPPLY, LIFE]
    assert [c.spaces for c in lab if c.effect == "back"] == [3]
    for deck in (lab, test):
        assert sum(c.effect == "biology class" for c in deck) == 1
        assert sum(c.effect == "get out" for c in deck) == 1
    assert [c.target for c in test if c.effect == "advance"] == [0]
    assert not any(c.effect in ("nearest", "back") for c in test)
    assert any(c.quiz for c in test)


def test_question_bank_has_forty_questions_on_board_elements() -> None:
    questions = load_questions()
    assert len(questions) >= 40
    board = load_board()
    on_board = {board.spaces[i].element for i in board.ownables} - {""}
    for q in questions:
        assert q.element in on_board
        assert 0 <= q.answer < len(q.choices) and q.explanation


@pytest.mark.parametrize("text, key", [
    ('game = "monopoly"\n[[question]]\nelement = "Na"\ntext = "?"\nchoices = ["a", "b"]\n'
     'answer = "c"\nexplanation = "x"\n', "question[1].answer"),
    ('[[question]]\nelement = "Xx"\ntext = "?"\nchoices = ["a", "b"]\nanswer = "a"\n'
     'explanation = "x"\n', "question[1].element"),
    ('[[question]]\nelement = "Na"\ntext = "?"\nchoices = ["a"]\nanswer = "a"\n'
     'explanation = "x"\n', "question[1].choices"),
    ('[[question]]\nelement = "Na"\ntext = "?"\nchoices = ["a", "b"]\nanswer = "a"\n'
     'explanation = "x"\ncolour = 3\n', "question[1].colour"),
    ("[[question]\n", ""),
])
def test_a_broken_question_bank_names_file_and_key(tmp_path, text, key) -> None:
    path = tmp_path / "my-questions.toml"
    path.write_text(text)
    with pytest.raises(RulesError) as err:
        load_questions(str(path))
    assert "my-questions.toml" in str(err.value)
    assert err.value.key == key
    if key:
        assert "allowed" in str(err.value)


def test_a_broken_board_names_file_and_key(tmp_path) -> None:
    from importlib import resources

    text = resources.files("chemteach.games.monopoly").joinpath("board.toml").read_text()
    bad = text.replace('set = "yellow"\nprice = 260', 'set = "mauve"\nprice = 260', 1)
    path = tmp_path / "board.toml"
    path.write_text(bad)
    with pytest.raises(RulesError, match="board.toml: key 'space\\[27\\].set'.*allowed"):
        load_board(str(path))
    path.write_text(text.replace("price = 400", "price = -4"))
    with pytest.raises(RulesError, match="space\\[40\\].price.*whole number"):
        load_board(str(path))


def test_landing_sentences_print_atomic_masses_as_the_periodyx_cards_do() -> None:
    """Rounding the stored float to two places printed magnesium's 24.305 as 24.30; the
    sentence a student reads (and the board's English copy) prints the mass as the element
    cards do (format_stat)."""
    from chemteach.games.monopoly import ChemistryMonopoly
    from chemteach.games.monopoly.words import landing_sentence

    board = load_board()
    reader = ChemistryMonopoly(2, seed=1).reader(0)
    for i in board.ownables:
        if board.spaces[i].element:
            assert landing_sentence(i, reader) == board.sentences[i]
    by_element = {board.spaces[i].element: landing_sentence(i, reader) for i in board.ownables
                  if board.spaces[i].element}
    assert "atomic mass 24.305," in by_element["Mg"]
    assert "atomic mass 55.845," in by_element["Fe"]
    assert "atomic mass 12.011," in by_element["C"]


@pytest.mark.parametrize(("old", "new", "key", "allowed"), [
    ('kind = "lot"\nelement = "He"', 'kind = {}\nelement = "He"', "space[2].kind", "one of"),
    ('kind = "lot"\nelement = "He"', 'kind = ["lot"]\nelement = "He"', "space[2].kind",
     "one of"),
    ('element = "C"\n', '', "space[13].element", "element symbol"),
    ('note = "Helium is so light', 'note = 5\nname = "Helium is so light', "space[2].note",
     "some text"),
    ('colour = "#9a8000"', 'colour = "yellow\\" onload=\\"x"', "set[6].colour", "six hex"),
    ('element = "He"\nset = "brown"', 'element = "He"\nname = 3\nset = "brown"',
     "space[2].name", "some text"),
])
def test_a_board_edited_wrongly_is_refused_naming_the_key(tmp_path, old, new, key,
                                                          allowed) -> None:
    """Found by review and the data-file fuzzer: a table for a kind, a life element without
    its element, a note that is a number were Python errors; a colour went into the SVG
    unchecked."""
    from importlib import resources

    text = resources.files("chemteach.games.monopoly").joinpath("board.toml").read_text()
    assert old in text
    path = tmp_path / "board.toml"
    path.write_text(text.replace(old, new, 1))
    with pytest.raises(RulesError) as err:
        load_board(path)
    message = str(err.value)
    assert message.startswith(str(path)) and f"key '{key}'" in message, message
    assert allowed in message.split("allowed:")[1], message


def test_a_broken_deck_names_file_and_key(tmp_path) -> None:
    path = tmp_path / "decks.toml"
    path.write_text('[[lab_day]]\ntext = "x"\neffect = "teleport"\n[[test_day]]\ntext = "y"\n'
                    'effect = "pay"\namount = 5\n')
    with pytest.raises(RulesError, match="decks.toml: key 'lab_day\\[1\\].effect'.*allowed"):
        load_decks(str(path))


def test_a_rules_file_names_its_board_beside_it_or_is_refused_naming_the_key(tmp_path):
    """Found by the kit's rules-file fuzzer: a missing board file named in a rules file was
    reported without the rules file or the key; a relative name is read beside it."""
    from importlib import resources

    from chemteach.games.monopoly import ChemistryMonopoly

    board = resources.files("chemteach.games.monopoly").joinpath("board.toml").read_text("utf-8")
    (tmp_path / "my-board.toml").write_text(board, encoding="utf-8")
    rules = tmp_path / "lesson.toml"
    rules.write_text('board_file = "my-board.toml"\n', encoding="utf-8")
    assert ChemistryMonopoly(2, rules=rules, seed=1).board.size == 40
    rules.write_text('board_file = "missing.toml"\n', encoding="utf-8")
    with pytest.raises(RulesError, match=r"lesson.toml: key 'board_file': there is no file "
                                         r"'missing.toml'; allowed: the path of a board"):
        ChemistryMonopoly(2, rules=rules, seed=1)


def test_a_teachers_board_file_is_read_like_a_rules_file(tmp_path):
    """A board file goes through the kit's one TOML reader: an editor's BOM is fine, and a
    Latin-1 file is refused naming the file and the line, not with Python's codec error."""
    from importlib import resources

    from chemteach.games.monopoly.board import load_board

    text = resources.files("chemteach.games.monopoly").joinpath("board.toml").read_text("utf-8")
    bom = tmp_path / "bom-board.toml"
    bom.write_bytes(b"\xef\xbb\xbf" + text.encode("utf-8"))
    assert load_board(bom).size == 40
    latin = tmp_path / "latin-board.toml"
    latin.write_bytes("# Chimie: \u00e9l\u00e9ments\n".encode("latin-1") + text.encode("utf-8"))
    with pytest.raises(RulesError, match=r"latin-board.toml: line 1 is not UTF-8 text"):
        load_board(latin)
