"""The Japanese packs: the text comes out of the PDF in Japanese (the kit's catalogs and data
files' words), and the CJK font is embedded. They skip without a Japanese font, unless
CHEMTEACH_REQUIRE_CJK_FONT=1 (CI), where a missing font fails them (tests/conftest.py)."""

from __future__ import annotations

from pathlib import Path

import pytest

from chemteach.core.language import speaking
from chemteach.core.wording import _
from chemteach.elements import elements
from chemteach.games.bond.cards import CARDS
from chemteach.games.bond.rules import RULES as BOND_RULES
from chemteach.games.bond.view import card_name
from chemteach.games.monopoly.board import load_board, load_decks
from chemteach.games.monopoly.words import deck_title
from chemteach.printing import print_pack

from ..conftest import require_cjk_font
from .pdfread import flat, fonts, page_sizes_mm, pages_text

LESSONS = Path(__file__).resolve().parents[2] / "notebooks" / "ja" / "lessons"


@pytest.fixture(scope="module")
def ja_packs(tmp_path_factory: pytest.TempPathFactory) -> dict[str, Path]:
    """Each game's Japanese pack (Letter paper), written once for the module."""
    require_cjk_font()
    folder = tmp_path_factory.mktemp("ja")
    return {game: print_pack(game, folder / f"{game}.pdf", lang="ja", paper="letter")[0]
            for game in ("periodyx", "bond", "monopoly", "polymer")}


@pytest.mark.parametrize("game", ["periodyx", "bond", "monopoly", "polymer"])
def test_a_japanese_pack_embeds_its_fonts_and_reads_back_in_japanese(
        ja_packs: dict[str, Path], game: str) -> None:
    path = ja_packs[game]
    used = fonts(path)
    assert all(used.values()), used
    assert any("ChemteachCJK" in name for name in used), used
    text = flat(" ".join(pages_text(path)))
    assert "\x00" not in text  # each pack's font subset is its own (four packs, one process)
    from chemteach.games import game_class

    with speaking("ja"):
        title = _("{title}: print and play").format(title=_(game_class(game).title))
        rules = _("Rules")
    assert title in text and rules in text
    *_cards, before, last = pages_text(path)
    assert f"\u00b7 {rules}" in last and f"\u00b7 {rules}" not in before  # on one page
    assert page_sizes_mm(path) == {(215.9, 279.4)}


def test_the_japanese_periodyx_pack_names_all_118_elements_in_japanese(
        ja_packs: dict[str, Path]) -> None:
    lines = {line.strip() for page in pages_text(ja_packs["periodyx"])[:-1]
             for line in page.splitlines()}
    for el in elements():
        assert el.name_ja in lines, el.name_ja
        assert el.symbol in lines


def test_the_japanese_bond_pack_has_every_card_named_in_japanese(
        ja_packs: dict[str, Path]) -> None:
    deck = BOND_RULES.defaults()["deck"]
    lines = [line.strip() for page in pages_text(ja_packs["bond"])[:-1]
             for line in page.splitlines()]
    with speaking("ja"):
        names = {card: card_name(card) for card in CARDS}
    for card in CARDS:
        assert lines.count(names[card]) == deck[card], (card, names[card])


def test_the_japanese_monopoly_pack_has_every_card_and_deed_in_japanese(
        ja_packs: dict[str, Path]) -> None:
    text = flat(" ".join(pages_text(ja_packs["monopoly"])))
    board, decks = load_board(), load_decks()
    with speaking("ja"):
        names = [_(board.spaces[s].name) for s in board.ownables]
        cards = [_(card.text) for deck in decks.values() for card in deck]
        titles = [deck_title(name) for name in decks]
    for words in (*names, *titles):
        assert words in text, words
    for words in cards:
        assert flat(words).replace(" ", "") in text.replace(" ", ""), words


def test_the_japanese_lesson_pack_prints_the_japanese_exit_ticket(tmp_path: Path) -> None:
    from chemteach.classroom.quiz import load_quiz

    require_cjk_font()
    path, _pages = print_pack(lesson="bond-valence", out=tmp_path / "ja.pdf", lang="ja")
    pages = pages_text(path)
    quiz = load_quiz(LESSONS / "bond-valence.quiz.toml")
    ticket = flat(pages[1]).replace(" ", "")
    for question in quiz.questions:
        assert flat(question.text).replace(" ", "") in ticket
    with speaking("ja"):
        assert _("Student sheet") in pages[0]
    assert all(fonts(path).values())
