"""The chemistry a Japanese class meets in Bond! and Periodyx speaks Japanese (issue 13): the
known compounds' names (the data's name_ja; a rare compound without one is shown by its
English name and formula, never by a bare formula), the known / hypothetical labels, the
charged-compound, radical and O2 / C3 notes, the molecule workshop, the Mendeleev table's
refusals and Periodyx's rules messages for a teacher."""

from __future__ import annotations

import re

import pytest

from chemteach.chem.known import all_known_compounds, real_molecule_note, worded_name
from chemteach.core.errors import RulesError
from chemteach.core.language import speaking
from chemteach.games.bond.cards import hint_book
from chemteach.games.bond.view import card_name, isomers_html, molecule_line, radical_note
from chemteach.games.periodyx import Periodyx, why_not

from .english import english_runs

JAPANESE = re.compile(r"[\u3040-\u30ff\u4e00-\u9fff]")
#: Compounds every school course meets, with the Japanese name the data must give.
SCHOOL = {"water": "水", "carbon dioxide": "二酸化炭素", "methane": "メタン",
          "ammonia": "アンモニア", "ethanol": "エタノール", "acetic acid": "酢酸",
          "acetone": "アセトン", "glycine": "グリシン", "benzene": "ベンゼン",
          "propane": "プロパン", "hydrogen peroxide": "過酸化水素", "urea": "尿素"}


def test_the_known_compounds_data_has_japanese_names_for_the_compounds_students_meet() -> None:
    table = {c.name: c.name_ja for c in all_known_compounds()}
    assert {name: table.get(name) for name in SCHOOL} == SCHOOL
    assert sum(1 for c in all_known_compounds() if c.name_ja) >= 110
    by_smiles = {c.smiles: c.name_ja for c in all_known_compounds()}
    from rdkit import Chem

    from chemteach.chem import canonical_smiles

    for molecule in hint_book():
        key = canonical_smiles(Chem.AddHs(Chem.MolFromSmiles(molecule.smiles)))
        if key in by_smiles:
            assert by_smiles[key] == molecule.name_ja, molecule.name


def test_a_compound_without_a_japanese_name_is_shown_by_its_english_name_and_formula() -> None:
    """Issue 20 item 14: never a bare formula; a rare compound the data gives no Japanese name
    is shown by its English (IUPAC) name with its formula."""
    nameless = next(c for c in all_known_compounds() if not c.name_ja)
    with speaking("ja"):
        assert worded_name(nameless.name, nameless.formula) == \
            f"{nameless.name}（{nameless.formula}）"
        assert worded_name("ethanol", "C2H5OH") == "エタノール"
    with speaking("en"):
        assert worded_name(nameless.name, nameless.formula) == nameless.name


@pytest.mark.parametrize("atoms", ["C2H6O", "C2H4O2", "H2O3", "N6", "C3H4", "O3", "CH3NO3",
                                   "NO2", "Xe", "C"])
def test_the_molecule_workshop_speaks_japanese(atoms: str) -> None:
    with speaking("ja"):
        page = isomers_html(atoms, limit=12)
    assert JAPANESE.search(page)
    assert not english_runs(page), english_runs(page)


def test_known_and_hypothetical_labels_and_live_checks_speak_japanese() -> None:
    with speaking("ja"):
        assert "エタノール" in isomers_html("C2H6O")
        assert "仮想" in isomers_html("N6")
        line = molecule_line(["H", "H", "O", "O", "O"])
        assert not english_runs(line), line
        assert card_name("Kr") == "クリプトン" and card_name("ring") == "触媒"
    assert card_name("Kr") == "krypton"


def test_the_radical_and_real_molecule_notes_speak_japanese() -> None:
    with speaking("ja"):
        notes = [radical_note("NO2"), radical_note("CH3"), real_molecule_note("O2"),
                 real_molecule_note("C3")]
    for note in notes:
        assert JAPANESE.search(note) and not english_runs(note), note
    assert "unpaired" in radical_note("NO2")  # English stays English


@pytest.mark.parametrize("table, card, rule", [
    ([], "Fe", "neighbour"), (["Fe", "Co"], "Os", "neighbour"), (["Nd", "Ba"], "Pu", "neighbour"),
    (["Th"], "Nd", "neighbour"), (["Fe"], "La", "neighbour"), (["Nd"], "Fe", "neighbour"),
    (["Nd", "U"], "Fe", "neighbour"), (["Fe"], "Ne", "same group or period"),
    (["Fe"], "Nd", "same group or period")])
def test_the_mendeleev_tables_refusals_speak_japanese(table, card, rule) -> None:
    with speaking("ja"):
        reason = why_not(table, card, rule)
    with speaking("en"):
        english = why_not(table, card, rule)
    assert (reason is None) == (english is None)
    if reason is not None:
        assert JAPANESE.search(reason) and not english_runs(reason), reason


@pytest.mark.parametrize("rules", [{"elements": ["H", 1.5]}, {"elements": [True]},
                                   {"elements": 3}, {"hand_size": 9, "win_cards": 8},
                                   {"max_atomic_number": 5}])
def test_periodyx_rules_mistakes_are_told_in_japanese(rules) -> None:
    with speaking("ja"), pytest.raises(RulesError) as refused:
        Periodyx(4, rules=rules, seed=1)
    assert JAPANESE.search(str(refused.value)), str(refused.value)


def test_the_molecule_workshops_box_buttons_and_tooltips_speak_japanese() -> None:
    """Issue 20 item 15: the workshop showed "Atoms:", "Clear" and English tooltips."""
    from chemteach.games.bond.workshop import MoleculeWorkshop

    with speaking("ja"):
        workshop = MoleculeWorkshop("")
        workshop.clear_button.click()  # a callback still speaks Japanese
    shown = [workshop.text.description, workshop.text.placeholder,
             workshop.clear_button.description, workshop.clear_button.tooltip,
             workshop.output.value,
             *(b.tooltip for b in workshop.atom_buttons.values())]
    for text in shown:
        assert JAPANESE.search(text), text
        assert not english_runs(text), text
    assert workshop.atom_buttons["F"].tooltip == "フッ素原子を1個加える"


def test_the_japanese_hint_book_has_no_english_left() -> None:
    """Issue 20 item 14: the Japanese hint book showed '· 2 points', '(F list)' and an
    English 'Drawing of ...' for a screen reader."""
    from chemteach.games.bond.view import hint_book_html

    with speaking("ja"):
        page = hint_book_html()
    for english in ("points", "(F list)", "Drawing of", "original rules"):
        assert english not in page, english
    figures = re.findall(r"<figure class=\"bond-hint\".*?</figure>", page, re.S)
    assert len(figures) == len(hint_book())
    for figure, molecule in zip(figures, hint_book(), strict=True):
        assert f"<b lang='ja'>{molecule.name_ja}</b>" in figure
        label = re.search(r'aria-label="([^"]*)"', figure).group(1)
        assert label.startswith(f"{molecule.name_ja}の図"), label
    with speaking("en"):
        english_page = hint_book_html()
    assert "2 points" in english_page and "(F list)" in english_page


def test_every_compound_with_a_common_name_has_a_japanese_name() -> None:
    """Issue 20 item 14: a compound the source marks as having a common name (and every
    hint-book molecule) is never shown as a bare formula at a Japanese table."""
    from chemteach.chem.known import _rows

    nameless = [row["name"] for row in _rows("known_compounds.csv")
                if row["common"] == "yes" and not row["name_ja"]]
    assert not nameless, nameless
    assert all(m.name_ja and JAPANESE.search(m.name_ja) for m in hint_book())
    with speaking("ja"):
        assert worded_name("pyridine", "C5H5N") == "ピリジン"
