"""Japanese a chemistry teacher would sign (issue 20 item 13): each wrong translation the
bilingual reading found, as data (English, wrong, right), checked against the catalog; the
element categories in the words of Japanese textbooks, the same in categories.csv and the
catalog; every translation keeps exactly the placeholders of its English."""

from __future__ import annotations

import string
import tomllib
from collections import Counter
from pathlib import Path

import pytest
from babel.messages.pofile import read_po

from chemteach.core.language import catalog_path, speaking
from chemteach.core.wording import _
from chemteach.elements.stats import categories
from chemteach.games.bond.cards import hint_book

ROOT = Path(__file__).resolve().parents[2]

#: (English message, a wrong phrase it must not hold, the phrase it must hold).
FIXES = [
    ("Nothing", "何もできない", "何も起こらない"),
    ("Silicon sits under carbon in group 14: computer chips are made of it, and sand is "
     "mostly silicon dioxide (SiO2).", "砂はケイ素でできて", "砂の主成分は二酸化ケイ素"),
    ("All three are forms of calcium carbonate, CaCO3.", "のなかま", "主成分は炭酸カルシウム"),
    ("an odd number of bonding electrons ({total}): one atom would be left with a free bond",
     "価標", "原子価（結合の手）"),
    ("fluorohydrazine", "フッ化ヒドラジン", "フルオロヒドラジン"),
    ("Potassium reacts with water so fast that the hydrogen it gives off catches fire; the "
     "flame is lilac, the colour potassium itself gives a flame.", "薄紫", "赤紫色"),
    ("Strontium salts colour flames crimson red.", "深い赤", "紅色"),
    ("Strontium salts give fireworks their crimson red.", "深い赤", "紅色"),
    ("post-transition metal", "遷移後金属", "典型金属"),
    ("reactive nonmetal", "反応性非金属", "非金属"),
    ("Tricarbon, C3, is a real molecule, seen in comets and in flames, but it is a chain, "
     "C=C=C, whose end carbons have only two bonds each; the ring Bond! builds, with four "
     "bonds on every carbon, is hypothetical.", "トリカーボン", "実在の分子"),
    ("Real oxygen, O2, has two unpaired electrons (a triplet diradical: that is why liquid "
     "oxygen sticks to a magnet); Bond! scores it as O=O because every atom has its usual "
     "number of bonds.", "対になっていない", "不対電子を2個もつ"),
]


def _catalog() -> dict[str, str]:
    with catalog_path("ja").open("rb") as handle:
        po = read_po(handle, locale="ja")
    return {m.id: m.string for m in po if isinstance(m.id, str) and m.id and not m.context}


@pytest.mark.parametrize(("english", "wrong", "right"), FIXES, ids=[f[2] for f in FIXES])
def test_the_wrong_translation_is_fixed(english: str, wrong: str, right: str) -> None:
    japanese = _catalog()[english]  # a KeyError: the English changed, read the fix again
    assert wrong not in japanese
    assert right in japanese


def test_the_double_bond_distractor_of_the_japanese_exit_ticket() -> None:
    quiz = tomllib.loads((ROOT / "notebooks/ja/lessons/bond-valence.quiz.toml")
                        .read_text(encoding="utf-8"))
    choices = [c for q in quiz["question"] for c in q["choices"]]
    assert "二重結合のほうが必ず強いから" in choices
    assert not [c for c in choices if "いつもより強い" in c]


def test_the_hint_book_and_the_catalog_agree_on_fluorohydrazine() -> None:
    molecule = next(m for m in hint_book() if m.name == "fluorohydrazine")
    assert molecule.name_ja == "フルオロヒドラジン"


def test_element_categories_read_as_in_japanese_textbooks_in_both_places() -> None:
    labels = {c.name: c.label_ja for c in categories()}
    assert labels["post-transition metal"] == "典型金属"
    assert labels["reactive nonmetal"] == "非金属"
    with speaking("ja"):
        for category in categories():
            if category.name != "unknown properties":
                assert _(category.name) == category.label_ja, category.name


def test_the_teachers_notes_say_how_wide_a_textbooks_tenkei_kinzoku_is() -> None:
    """典型金属 labels the kit's narrower 'post-transition metal' category; a Japanese
    textbook's 典型金属 also covers the alkali and alkaline earth metals, so the Periodyx
    lesson's teacher's notes say so in both languages (Match: Na and Al are not one category)."""
    lessons = ROOT / "notebooks"
    english = (lessons / "lessons" / "periodyx-periodic-trends.md").read_text(encoding="utf-8")
    japanese = (lessons / "ja" / "lessons" / "periodyx-periodic-trends.md").read_text(
        encoding="utf-8")
    assert "<span lang=\"ja\">典型金属</span>" in english
    assert "alkali and alkaline earth metals" in english
    assert "典型金属" in japanese and "アルカリ土類金属も含む" in japanese
    members = next(c for c in categories() if c.name == "post-transition metal").members
    assert "Na" not in members.split() and "Al" in members.split()


def _fields(text: str) -> Counter:
    return Counter(f"{name}!{conv}:{spec}"
                   for _lit, name, spec, conv in string.Formatter().parse(text)
                   if name is not None)


def test_every_translation_keeps_exactly_the_placeholders_of_its_english() -> None:
    """Each placeholder as often as in the English (a plural form: as in the English
    plural, {n} included, so that "3 unpaired electrons" never loses its number)."""
    with catalog_path("ja").open("rb") as handle:
        po = read_po(handle, locale="ja")
    problems = []
    for m in po:
        if not m.id:
            continue
        pairs = ([(m.id[1], s) for s in m.string] if isinstance(m.id, tuple)
                 else [(m.id, m.string)])
        for english, japanese in pairs:
            if japanese and _fields(english) != _fields(japanese):
                problems.append(f"{english!r} -> {japanese!r}")
    assert not problems, "\n".join(problems)


def test_the_data_files_japanese_and_the_catalog_agree() -> None:
    """A Japanese name or note kept in a data file (hint book, known compounds, radicals,
    real-molecule notes, elements) says what the catalog shows: a fix made in one place
    only would leave the other wrong."""
    from chemteach.catalogs import data_messages

    with catalog_path("ja").open("rb") as handle:
        po = read_po(handle, locale="ja")
    differ = []
    for message, where, given, context in data_messages():
        if given.get("ja"):
            entry = po.get(message, context=context)
            if entry is None or entry.string != given["ja"]:
                differ.append(f"{where}: {message!r}: data {given['ja']!r}, catalog "
                              f"{entry.string if entry else None!r}")
    assert not differ, "\n".join(differ)
