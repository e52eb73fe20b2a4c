"""The known compounds' Japanese names (issue 20 item 14): a named compound never shows as a
formula only. The data (scripts/data/known_compounds_ja.csv, built into the name_ja column of
chemteach/chem/known_compounds.csv) names them as the Chemical Society of Japan's rules do
(化合物命名法: IUPAC names transliterated into katakana, 酸 for acids, 無水 for anhydrides,
フッ化 for acyl fluorides, the acid first in an ester); the few rare compounds without a
Japanese name are shown by their English (IUPAC) name with their formula."""

from __future__ import annotations

import re

import pytest
from rdkit import Chem

from chemteach.chem import canonical_smiles, textbook_formula
from chemteach.chem.known import (
    STEREO_CHOICES,
    all_charged_compounds,
    all_known_compounds,
    all_radicals,
    stereo_free_name,
    worded_name,
)
from chemteach.core.language import speaking
from chemteach.games.bond.cards import hint_book
from chemteach.games.bond.view import isomers_html

JAPANESE = re.compile(r"[\u3040-\u30ff\u4e00-\u9fff]")
LOCANTS = re.compile(r"\d+(?:,\d+)*'?")

#: Names checked against the Japanese a chemistry textbook or the 日本化学会 rules give.
KNOWN_PAIRS = {
    "ethanol": "エタノール", "acetic acid": "酢酸", "hydrogen cyanide": "シアン化水素",
    "formaldehyde": "ホルムアルデヒド", "methanol": "メタノール", "formic acid": "ギ酸",
    "oxalic acid": "シュウ酸", "acetaldehyde": "アセトアルデヒド", "acetone": "アセトン",
    "ethylene glycol": "エチレングリコール", "lactic acid": "乳酸", "glycine": "グリシン",
    "methyl acetate": "酢酸メチル", "ethyl formate": "ギ酸エチル", "benzene": "ベンゼン",
    "pyridine": "ピリジン", "furan": "フラン", "maleic anhydride": "無水マレイン酸",
    "hydrogen fluoride": "フッ化水素", "nitrogen trifluoride": "三フッ化窒素",
    "oxygen difluoride": "二フッ化酸素", "acetyl fluoride": "フッ化アセチル",
    "methyl isocyanate": "イソシアン酸メチル", "acrylonitrile": "アクリロニトリル",
    "uracil": "ウラシル", "5-fluorouracil": "5-フルオロウラシル", "biuret": "ビウレット",
    "cyanuric acid": "シアヌル酸", "squaric acid": "スクアリン酸", "hydantoin": "ヒダントイン",
    "semicarbazide": "セミカルバジド", "tetracyanoethylene": "テトラシアノエチレン",
    "1,3,5-triazine": "1,3,5-トリアジン", "benzyne": "ベンザイン", "fulvene": "フルベン",
    "prismane": "プリズマン", "Dewar benzene": "デュワーベンゼン",
    "methylhydrazine": "メチルヒドラジン", "1,1-dimethylhydrazine": "1,1-ジメチルヒドラジン",
    "glyceraldehyde": "グリセルアルデヒド", "dihydroxyacetone": "ジヒドロキシアセトン",
    "propiolic acid": "プロピオル酸", "methyl vinyl ketone": "メチルビニルケトン",
    "2,2,2-trifluoroethanol": "2,2,2-トリフルオロエタノール",
    "difluoroacetic acid": "ジフルオロ酢酸", "trifluoroacetic acid": "トリフルオロ酢酸",
    "cyclobutanone": "シクロブタノン", "oxamide": "オキサミド", "methyl carbamate":
    "カルバミン酸メチル", "1H-1,2,4-triazole": "1H-1,2,4-トリアゾール",
    "1,3-dioxolane": "1,3-ジオキソラン", "azetidine": "アゼチジン",
    "tetrafluoroethene": "テトラフルオロエチレン", "carbon tetrafluoride": "四フッ化炭素",
}

#: Japanese names whose locants differ from the English name's, each for a reason.
RENUMBERED = {
    "(E)-3-fluoroprop-2-enenitrile": "the acrylonitrile name needs no locant for the C=C",
    "1-buten-3-yne": "the textbook's ビニルアセチレン",
    "hexadiynedinitrile": "the locants the English name leaves out",
    "1,1'-oxybis[1,1-difluoromethane]": "the ether's functional class name",
    "1,1-difluorodimethyl ether": "the ether's functional class name",
    "1,2-butadienone": "the ketone's locant the English name leaves out",
    "cyclopropene-carboxaldehyde": "the locants the English name leaves out",
    "propen-2-ol": "the C=C locant the English name leaves out",
    "2-propenyl hydroperoxide": "allyl, as the kit's other allyl names",
    "3-formylpropiononitrile": "4-oxobutanenitrile, the substitutive name",
    "(Z)-1,3-butadienol": "the OH locant the English name leaves out",
    "4-cyano-1-butyne": "pent-4-ynenitrile, the substitutive name",
    "propenylacetylene": "pent-3-en-1-yne, the substitutive name",
    "nitrosoazetidine": "the N-nitroso locant the English name leaves out",
    "glycol monoformate": "2-hydroxyethyl formate, the ester's name",
    "2-pentyn-4-one": "the lowest locant goes to the ketone: pent-3-yn-2-one",
    "3,4-dimethylenecyclobut-1-ene": "cyclobutene's C=C is C1 without saying so",
}


def _named() -> list:
    return [c for c in all_known_compounds() if c.name_ja]


def test_every_known_compound_shows_a_japanese_or_iupac_name_never_a_bare_formula() -> None:
    with speaking("ja"):
        for compound in all_known_compounds():
            shown = worded_name(compound.name, compound.formula)
            assert shown != compound.formula, compound.name
            if compound.name_ja:
                assert shown == compound.name_ja, compound.name
            else:
                assert shown == f"{compound.name}（{compound.formula}）", compound.name


def test_almost_every_known_compound_has_a_japanese_name() -> None:
    """900 of the 912 (the 12 left are rare species whose names have no settled Japanese:
    fluorine nitrite, the perfluoroamines, two fused triazines...)."""
    assert len(_named()) >= 900
    assert len(_named()) / len(all_known_compounds()) > 0.98


def test_the_hint_books_compounds_all_have_japanese_names() -> None:
    by_smiles = {c.smiles: c for c in all_known_compounds()}
    with speaking("ja"):
        for molecule in hint_book():
            assert JAPANESE.search(molecule.name_ja), molecule.name
            assert worded_name(molecule.name, molecule.formula) == molecule.name_ja
            key = canonical_smiles(Chem.AddHs(Chem.MolFromSmiles(molecule.smiles)))
            compound = by_smiles.get(key)  # the seed's fluorohydrazine is not in the table
            if compound is not None:
                assert compound.name_ja == molecule.name_ja, molecule.name
                assert worded_name(compound.name, compound.formula) == molecule.name_ja


def test_charged_compounds_and_radicals_all_have_japanese_names() -> None:
    for compound in (*all_charged_compounds(), *all_radicals()):
        assert JAPANESE.search(compound.name_ja), compound.name


@pytest.mark.parametrize(("english", "japanese"), sorted(KNOWN_PAIRS.items()))
def test_a_sample_of_names_matches_the_known_correct_japanese(english: str,
                                                               japanese: str) -> None:
    table = {c.name: c.name_ja for c in all_known_compounds()}
    assert table[english] == japanese
    with speaking("ja"):
        assert worded_name(english, "") == japanese


def test_japanese_names_follow_the_naming_rules() -> None:
    """Acids end in 酸, anhydrides start with 無水, an ester names its acid first and its
    alkyl group last, and Latin letters are only descriptors (cis, trans, N, H, E, Z...)."""
    esters = re.compile(r"^(methyl|ethyl|vinyl|allyl) [a-z]+ate$")
    alkyl = {"methyl": "メチル", "ethyl": "エチル", "vinyl": "ビニル", "allyl": "アリル"}
    for compound in _named():
        name, ja = compound.name, compound.name_ja
        assert JAPANESE.search(ja), name
        assert not re.search(r"[A-Za-z]{3,}", re.sub(r"cis|trans", "", ja)), name
        if name.endswith(" acid"):
            assert ja.endswith("酸"), name
        if name.endswith(" anhydride"):
            assert ja.startswith("無水"), name
        if name.endswith(" fluoride"):  # フッ化アセチル, or a substitutive name (フルオロエタン)
            assert ja.startswith("フッ化") or "フルオロ" in ja, name
        match = esters.match(name)
        if match and not name.endswith(("ketone", "ether")):
            assert ja.endswith(alkyl[match.group(1)]), name


def test_japanese_names_keep_the_english_names_locants() -> None:
    """A typing slip in a locant would name another isomer: every Japanese name carries the
    English name's locants, except the few renamed on purpose (RENUMBERED, with reasons)."""
    differ = {c.name for c in _named()
              if sorted(LOCANTS.findall(c.name)) != sorted(LOCANTS.findall(c.name_ja))}
    assert differ == set(RENUMBERED)


def test_a_flat_drawing_of_a_named_stereoisomer_is_named_in_japanese() -> None:
    with speaking("ja"):
        assert worded_name("lactic acid (either mirror image)", "C3H6O3") == \
            "乳酸（鏡像異性体のどちらか）"
        assert worded_name("2-butene (cis or trans)", "C4H8") == \
            "2-ブテン（シス形またはトランス形）"
        assert worded_name("ethene-1,2-diol (E or Z)", "C2H4O2") == \
            "エテン-1,2-ジオール（E体またはZ体）"
        for compound in _named():
            flat = stereo_free_name(compound.name)
            if flat != compound.name:
                shown = worded_name(flat, compound.formula)
                assert JAPANESE.search(shown) and flat not in shown, flat
                assert any(choice in shown for choice in STEREO_CHOICES.values()), flat


def test_the_workshop_names_a_rare_compound_by_its_iupac_name_not_a_bare_formula() -> None:
    """F N O O: fluorine nitrite (F-O-N=O) has no Japanese name, so the workshop names it in
    English with the formula it shows; a bare 'NO2F' would name nothing."""
    found = next(c for c in all_known_compounds() if c.name == "fluorine nitrite")
    assert not found.name_ja
    shown = textbook_formula(found.formula, found.smiles)
    with speaking("ja"):
        page = isomers_html("FNO2", limit=12)
    assert f"fluorine nitrite（{shown}）" in page


def test_the_teachers_guide_gives_the_datas_own_count_of_japanese_names() -> None:
    from pathlib import Path

    guide = (Path(__file__).resolve().parents[2] / "docs" / "teachers.md").read_text(
        encoding="utf-8")
    said = re.search(r"(\d+) of the (\d+) known compounds have a Japanese\s+name", guide)
    assert said, "docs/teachers.md no longer says how many compounds have a Japanese name"
    assert (int(said[1]), int(said[2])) == (len(_named()), len(all_known_compounds()))
    left = re.search(r"the (\d+) rare ones left", guide)
    assert left and int(left[1]) == len(all_known_compounds()) - len(_named())


def test_a_fleeting_stereoisomer_name_takes_its_note_inside_one_bracket_in_japanese() -> None:
    """ethene-1,2-diol's Japanese name ends in a full-width bracket (E体またはZ体): the
    fleeting note goes inside it, not in a second bracket after it."""
    from chemteach.core.language import speaking
    from chemteach.games.bond.view import _known_label

    with speaking("ja"):
        label = _known_label("OC=CO", "C2H4O2")
    assert label is not None and label.startswith("エテン-1,2-ジオール（")
    assert "）（" not in label and label.count("（") == 1 and label.endswith("）")
    english = _known_label("OC=CO", "C2H4O2")
    assert english is not None and english.count("(") == 1 and english.endswith(")")
