"""The print-and-play packs (`chemteach print`), read back from the PDF: every card there,
the rules on one page, A4 and Letter, the fonts embedded, an edited file printed as edited."""

from __future__ import annotations

import math
import re
from pathlib import Path

import pytest

from chemteach.cli import main
from chemteach.core.language import speaking
from chemteach.elements import elements
from chemteach.games.bond.cards import CARDS
from chemteach.games.bond.rules import RULES as BOND_RULES
from chemteach.games.bond.view import card_name
from chemteach.games.monopoly.board import load_board, load_decks
from chemteach.games.polymer.colours import palette
from chemteach.printing import PrintError, build_pack, print_pack
from chemteach.printing.layout import CardSheet, Flow

from .pdfread import flat, fonts, page_sizes_mm, pages_text

KIT = Path(__file__).resolve().parents[2] / "chemteach" / "games" / "monopoly"


@pytest.fixture(scope="module")
def packs(tmp_path_factory: pytest.TempPathFactory) -> dict[str, Path]:
    """Each game's English pack on A4, written once for the module."""
    folder = tmp_path_factory.mktemp("packs")
    return {game: print_pack(game, folder / f"{game}.pdf")[0]
            for game in ("periodyx", "bond", "monopoly", "polymer")}


def card_pages(path: Path) -> list[str]:
    """The text of every page but the last (the rules)."""
    return pages_text(path)[:-1]


def test_the_periodyx_pack_has_all_118_element_cards(packs: dict[str, Path]) -> None:
    pages = pages_text(packs["periodyx"])
    # nine cards to a page, then the Game Indicator Card, then the rules
    assert len(pages) == math.ceil(118 / 9) + 2
    assert "Game Indicator Card" in pages[-2]
    for name in ("Atomic Power", "Neutron Countdown", "Natural/Synthetic/Radioactive"):
        assert name in pages[-2]
    lines = [line.strip() for page in pages[:-1] for line in page.splitlines()]
    for el in elements():
        assert el.symbol in lines, el.symbol
        assert el.name in lines, el.name


def test_the_bond_pack_has_every_card_of_the_deck_as_often_as_the_rules_count_it(
        packs: dict[str, Path]) -> None:
    deck = BOND_RULES.defaults()["deck"]
    lines = [line.strip() for page in card_pages(packs["bond"]) for line in page.splitlines()]
    for card in CARDS:
        assert lines.count(card_name(card)) == deck[card], card
    assert len(card_pages(packs["bond"])) == math.ceil(sum(deck.values()) / 9)


def test_the_monopoly_pack_has_the_board_every_deed_every_card_and_the_money(
        packs: dict[str, Path]) -> None:
    board, decks = load_board(), load_decks()
    pages = pages_text(packs["monopoly"])
    text = flat(" ".join(pages))
    board_page = flat(pages[0])
    for space in board.spaces:
        assert space.name in board_page, space.name
    deeds = flat(" ".join(page for page in pages if "Title deeds" in page))
    for s in board.ownables:
        assert board.spaces[s].name in deeds
        assert re.search(rf"(?i)\bprice {board.spaces[s].price}\b", deeds)
    for cards in decks.values():
        for card in cards:
            assert flat(card.text) in text, card.text
    assert "Lab Day" in text and "Test Day" in text
    assert "500 AMUny" in text and "1 AMUny" in text
    from chemteach.games.monopoly.questions import load_questions

    sheet = flat(" ".join(page for page in pages if "Test Day questions" in page))
    for question in load_questions():  # the question bank, for the player who reads it out
        assert flat(question.text) in sheet
        assert f"Answer: {question.answer_text}." in sheet
    supply = next(page for page in pages if "The Lab's supply" in page)
    words = [line.strip() for line in supply.splitlines()]
    assert words.count("liquid") == 51 and words.count("solid") == 20  # the rules' supply


def test_the_polymer_pack_has_the_mat_every_pyramid_and_the_chips(
        packs: dict[str, Path]) -> None:
    pages = pages_text(packs["polymer"])
    tokens = re.findall(r"\b([A-Z])([123])\b", " ".join(pages[1:-1]))
    for colour in palette():
        for pips in "123":
            assert tokens.count((colour.letter, pips)) == 5, (colour.letter, pips)


@pytest.mark.parametrize("game", ["periodyx", "bond", "monopoly", "polymer"])
def test_the_rules_are_the_notebook_rules_on_one_page(packs: dict[str, Path], game: str) -> None:
    pack = build_pack(game)
    rules = pack.sections[-1]
    assert isinstance(rules, Flow) and rules.one_page and rules.title == "Rules"
    *_cards, before, last = pages_text(packs[game])
    assert "\u00b7 Rules" in last and "\u00b7 Rules" not in before  # one page
    assert "The bots" not in last and "On the screen\n" not in last  # their sections go


def test_every_font_of_every_pack_is_embedded(packs: dict[str, Path]) -> None:
    for game, path in packs.items():
        used = fonts(path)
        assert used, game
        assert all(used.values()), (game, used)


def test_a4_and_letter_give_their_page_sizes(tmp_path: Path) -> None:
    a4, _pages = print_pack("bond", tmp_path / "a4.pdf", paper="a4")
    letter, _pages = print_pack("bond", tmp_path / "letter.pdf", paper="letter")
    assert page_sizes_mm(a4) == {(210.0, 297.0)}
    assert page_sizes_mm(letter) == {(215.9, 279.4)}


def test_letter_paper_holds_nine_playing_cards_a_page_as_a4_does(tmp_path: Path) -> None:
    a4 = print_pack("bond", tmp_path / "a4.pdf", paper="a4")[1]
    letter = print_pack("bond", tmp_path / "letter.pdf", paper="letter")[1]
    assert a4 == letter == math.ceil(64 / 9) + 1


def test_an_unknown_paper_size_is_refused_naming_the_sizes(tmp_path: Path) -> None:
    with pytest.raises(Exception, match="a4, letter"):
        print_pack("bond", tmp_path / "x.pdf", paper="a3")


def test_an_edited_monopoly_board_and_decks_print_as_edited(tmp_path: Path) -> None:
    board = (KIT / "board.toml").read_text(encoding="utf-8")
    decks = (KIT / "decks.toml").read_text(encoding="utf-8")
    assert 'element = "He"' in board and 'name = "Bunsen Burner"' in board
    edited = board.replace('element = "He"', 'element = "Ar"').replace(
        'name = "Bunsen Burner"', 'name = "Spirit Lamp"')
    (tmp_path / "board.toml").write_text(edited, encoding="utf-8")
    (tmp_path / "decks.toml").write_text(
        decks.replace("Field trip to the gold mine: advance to Gold.",
                      "Museum visit to the gold room: advance to Gold."), encoding="utf-8")
    questions = (KIT / "questions.toml").read_text(encoding="utf-8")
    assert "Why does a helium balloon float?" in questions
    (tmp_path / "questions.toml").write_text(questions.replace(
        "Why does a helium balloon float?", "Why does a balloon of helium rise?"),
        encoding="utf-8")
    path, _pages = print_pack("monopoly", tmp_path / "edited.pdf",
                              files={"board_file": tmp_path / "board.toml",
                                     "decks_file": tmp_path / "decks.toml",
                                     "questions_file": tmp_path / "questions.toml"})
    pages = pages_text(path)
    board_page, deeds = flat(pages[0]), flat(" ".join(p for p in pages if "Title deeds" in p))
    assert "Argon" in board_page and "Helium" not in board_page
    assert "Argon" in deeds and "Helium" not in deeds
    assert "Spirit Lamp" in board_page and "Bunsen Burner" not in board_page
    text = flat(" ".join(pages))
    assert "Museum visit to the gold room" in text and "Field trip" not in text
    assert "Why does a balloon of helium rise?" in text
    assert "Why does a helium balloon float?" not in text


def test_an_edited_deck_in_a_rules_file_prints_as_edited(tmp_path: Path) -> None:
    rules = tmp_path / "small.toml"
    rules.write_text('game = "bond"\n[deck]\nH = 3\nC = 1\nO = 0\nN = 0\nF = 0\nring = 0\n'
                     "He = 0\nNe = 0\nAr = 0\nKr = 1\n", encoding="utf-8")
    path, pages = print_pack("bond", tmp_path / "small.pdf", rules=rules)
    lines = [line.strip() for line in pages_text(path)[0].splitlines()]
    assert pages == 2
    assert lines.count("hydrogen") == 3 and lines.count("carbon") == 1
    assert lines.count("krypton") == 1 and lines.count("oxygen") == 0


def test_a_smaller_polymer_set_prints_fewer_pyramids(tmp_path: Path) -> None:
    pack = build_pack("polymer", rules="trios_per_colour = 2")
    pyramids = next(s for s in pack.sections if isinstance(s, CardSheet))
    assert len(pyramids.cards) == len(palette()) * 3 * 2


def test_the_lesson_pack_has_the_lesson_deck_sheet_and_exit_ticket(tmp_path: Path) -> None:
    from chemteach.classroom.quiz import load_quiz

    folder = Path(__file__).resolve().parents[2] / "notebooks" / "lessons"
    path, _pages = print_pack(lesson="periodyx-periodic-trends", out=tmp_path / "lesson.pdf")
    pages = pages_text(path)
    assert "Student sheet" in pages[0]
    assert "Discussion" in pages[0]
    assert "as soon as you press it" not in pages[0]  # the on-screen quiz's words stay out
    ticket = flat(pages[1])
    quiz = load_quiz(folder / "periodyx-periodic-trends.quiz.toml")
    for question in quiz.questions:
        assert flat(question.text) in ticket
        for choice in question.choices:
            assert flat(choice) in ticket
        assert flat(question.explanation) not in ticket  # the answers stay with the teacher
    assert "Name:" in ticket
    everything = flat(" ".join(pages))
    assert "Notes for the teacher" not in everything
    lines = [line.strip() for page in pages for line in page.splitlines()]
    assert "Kr" in lines and "Rb" not in lines  # the lesson plays hydrogen to krypton
    assert "Element cards (36)" in everything


def test_a_lesson_of_another_game_is_refused(tmp_path: Path) -> None:
    with pytest.raises(Exception, match="Periodyx"):
        build_pack("bond", lesson="periodyx-periodic-trends")


def test_chemteach_print_writes_the_pack_and_says_where(tmp_path: Path,
                                                        capsys: pytest.CaptureFixture) -> None:
    out = tmp_path / "bond.pdf"
    assert main(["print", "bond", "--paper", "letter", "-o", str(out)]) == 0
    assert out.is_file() and page_sizes_mm(out) == {(215.9, 279.4)}
    assert str(out) in capsys.readouterr().out


def test_chemteach_print_names_the_lessons_when_one_is_unknown(
        capsys: pytest.CaptureFixture) -> None:
    assert main(["print", "--lesson", "no-such-lesson"]) == 2
    err = capsys.readouterr().err
    assert "no-such-lesson" in err and "bond-valence" in err


def test_without_a_cjk_font_a_japanese_pack_names_the_debian_package(
        tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    from chemteach import fonts as kit_fonts
    from chemteach.printing import pdffonts

    pdffonts._cjk_source.cache_clear()
    monkeypatch.setattr(kit_fonts, "cjk_family", lambda: None)
    monkeypatch.setattr(kit_fonts, "cjk_font_file", lambda: None)
    try:
        with pytest.raises(PrintError, match="fonts-noto-cjk"):
            print_pack("bond", tmp_path / "ja.pdf", lang="ja")
    finally:
        pdffonts._cjk_source.cache_clear()


def test_the_english_pack_speaks_english_whatever_the_kit_language(tmp_path: Path) -> None:
    with speaking("ja"):
        pack = build_pack("bond", lang="en")
    assert pack.title == "Bond!: print and play"


def test_the_periodyx_rules_table_prints_as_a_list_without_its_pipes(
        packs: dict[str, Path]) -> None:
    last = pages_text(packs["periodyx"])[-1]
    assert "Atomic Power" in last and "Natural/Synthetic/Radioactive" in last
    assert "|" not in last


def test_markdown_whose_bold_and_italics_cross_prints_as_plain_text(tmp_path: Path) -> None:
    from chemteach.printing.layout import Block, Pack, markdown, write_pdf

    pack = Pack("T", "en", (Flow("Sheet", (Block("p", markdown("**a *b** c* <b>&")),)),))
    assert write_pdf(pack, tmp_path / "x.pdf") == 1
    assert "a b c <b>&" in pages_text(tmp_path / "x.pdf")[0]


def test_a_data_file_the_game_does_not_read_is_refused_naming_the_option(
        capsys: pytest.CaptureFixture) -> None:
    assert main(["print", "periodyx", "--board", "board.toml"]) == 2
    assert "Periodyx is played without a board file, so --board" in capsys.readouterr().err


def test_the_rules_page_lists_the_house_rules_of_the_rules_printed(tmp_path: Path) -> None:
    path, _pages = print_pack("bond", tmp_path / "house.pdf",
                              rules="hand_size = 6\n[points]\nH = 2")
    rules = flat(pages_text(path)[-1])
    assert "House rules" in rules
    assert "hand_size = 6: cards dealt to each player" in rules
    assert "points.H = 2: points per card in a molecule" in rules
    plain = flat(pages_text(print_pack("bond", tmp_path / "plain.pdf")[0])[-1])
    assert "House rules" not in plain


def test_a_lesson_prints_its_own_rules_with_its_house_rules(tmp_path: Path) -> None:
    path, _pages = print_pack(lesson="periodyx-periodic-trends", out=tmp_path / "lesson.pdf")
    rules = flat(pages_text(path)[-1])
    assert "Everybody gets 5 element cards" in rules  # the lesson's words, not the notebook's
    assert "win_cards = 14" in rules and "max_atomic_number = 36" in rules


def test_the_polymer_rules_keep_the_game_author_and_licence(packs: dict[str, Path]) -> None:
    rules = flat(pages_text(packs["polymer"])[-1])
    assert "Game by Erik Oosterwal (2009), shared under CC BY-NC-SA 3.0" in rules


def test_an_english_pack_draws_japanese_words_of_a_teachers_board_with_the_cjk_font(
        tmp_path: Path) -> None:
    from ..conftest import require_cjk_font

    require_cjk_font()
    board = (KIT / "board.toml").read_text(encoding="utf-8")
    (tmp_path / "board.toml").write_text(
        board.replace('name = "Bunsen Burner"', 'name = "ブンゼンバーナー"'), encoding="utf-8")
    path, _pages = print_pack("monopoly", tmp_path / "mixed.pdf",
                              files={"board_file": tmp_path / "board.toml"})
    assert "ブンゼンバーナー" in flat(pages_text(path)[0]).replace(" ", "")  # (wrapped)
    used = fonts(path)
    assert all(used.values()) and any("ChemteachCJK" in name for name in used)


def test_a_folder_as_output_gets_the_pack_under_its_usual_name(tmp_path: Path) -> None:
    path, _pages = print_pack("polymer", tmp_path)
    assert path == tmp_path / "polymer-print.pdf" and path.is_file()


def test_a_pack_that_cannot_be_written_is_a_sentence(tmp_path: Path) -> None:
    with pytest.raises(PrintError, match="Cannot write the pack to"):
        print_pack("polymer", tmp_path / "no-such-folder" / "pack.pdf")


@pytest.mark.parametrize(("lang", "words"), [("en", "H3O"), ("ja", "H3O")])
def test_the_printed_exit_ticket_asks_the_explain_why_question_with_lines_to_write_on(
        tmp_path: Path, lang: str, words: str) -> None:
    from chemteach.classroom.quiz import load_quiz
    from chemteach.printing.lesson import lesson_path

    quiz = load_quiz(lesson_path("bond-valence", lang).with_suffix(".quiz.toml"))
    path, _pages = print_pack(lesson="bond-valence", lang=lang, out=tmp_path / "t.pdf")
    ticket = flat(" ".join(p for p in pages_text(path) if flat(quiz.questions[0].text)[:20]
                           in flat(p)))
    assert words in ticket and flat(quiz.explain.text)[:30] in ticket
    assert "____" in ticket.split(flat(quiz.explain.text)[-10:])[-1]  # lines to write on
    assert flat(quiz.explain.model_answer)[:30] not in ticket  # the model answer stays out
