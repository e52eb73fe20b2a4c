#!/usr/bin/env python
"""Build ``chemteach/elements/elements.csv`` from the ``mendeleev`` package.

Build-time only: the shipped package never imports mendeleev (or pandas). Run

    pip install mendeleev
    python scripts/build_elements.py            # rewrite the CSV
    python scripts/build_elements.py --check    # exit 1 if the shipped CSV differs

What comes from where (details and licences in chemteach/elements/SOURCES.md):

* mendeleev's SQLite database (read with the sqlite3 module): symbols, names,
  atomic weights (IUPAC/CIAAW), isotopes (mass numbers, CIAAW representative
  abundances, NUBASE2020 half-lives), melting and boiling points at 1 atm (CRC
  Handbook), densities (CRC; gases as ideal gas at 25 degC and 1 atm, already
  converted by mendeleev from g/L to g/cm3), Pauling electronegativities (CRC),
  discovery years and discoverers (mendeleev's own compilation, which we check).
* ``names_ja.csv`` (written by hand for this kit): Japanese names and their
  readings in hiragana (すいそ for 水素), which Periodyx's A-2-Z sorts by in Japanese.
* ``categories.csv`` (written by hand for this kit): category -> colour, metal class.
* The rules below (RULINGS.md for Periodyx): natural, radioactive, layout,
  category, state at 25 degC.
* ``CORRECTIONS``: a reviewed table of hand corrections, each with why and source.
  Each states the value mendeleev had (``was``); if a new mendeleev release changes
  that value the build stops, so the correction gets reviewed again.
"""

from __future__ import annotations

import argparse
import csv
import io
import math
import sqlite3
import sys
from dataclasses import dataclass
from decimal import Decimal
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
PKG = ROOT / "chemteach" / "elements"
OUT = PKG / "elements.csv"

COLUMNS = [
    "z", "symbol", "name", "name_ja", "name_ja_kana",
    "atomic_mass", "atomic_mass_is_mass_number", "neutrons", "isotope_mass_number",
    "melting_point_k", "boiling_point_k", "density", "electronegativity",
    "year_discovered", "known_since_antiquity", "discoverer",
    "natural", "radioactive", "group", "period", "block",
    "category", "metal_class", "state_25c", "colour", "note", "estimated", "not_at_1_atm",
]  # fmt: skip

ANY = object()  # a correction whose "was" is not checked (used for lists of estimates)


@dataclass(frozen=True)
class Correction:
    symbols: str  # one symbol or several separated by spaces
    field: str
    value: object
    was: object  # mendeleev's value (after unit handling); ANY = do not check
    why: str
    source: str


# Which allotrope's phase-transition row to use where mendeleev lists several.
ALLOTROPE = {
    6: "graphite",  # the stable form; it sublimes (see CORRECTIONS)
    15: "white",  # the textbook phosphorus (and the one whose density mendeleev gives)
    16: "monoclinic",  # rhombic S turns monoclinic at 368.35 K; monoclinic S melts at 388.36 K
    33: "gray",  # the stable (metallic) form; it sublimes
    34: "gray",  # the stable (trigonal) selenium; 'vitreous' only softens
    50: "white",  # white tin melts at 505.08 K; the 286 K entry is the grey/white transition
}

_EN_WHY = "commonly printed Pauling value (Allred 1961 revision), as in school data books."
_EN_SOURCE = (
    "Wikipedia 'Electronegativities of the elements (data page)', Pauling "
    "scale; A. L. Allred, J. Inorg. Nucl. Chem. 17 (1961) 215"
)

# fmt: off
CORRECTIONS: list[Correction] = [
    # --- names ------------------------------------------------------------------
    Correction("Al", "name", "Aluminium", "Aluminum",
               "The kit uses IUPAC spellings; 'aluminum' is accepted in look-ups.",
               "IUPAC Nomenclature of Inorganic Chemistry (2005), Table I"),
    Correction("Cs", "name", "Caesium", "Cesium",
               "IUPAC spelling; 'cesium' is accepted in look-ups.",
               "IUPAC Nomenclature of Inorganic Chemistry (2005), Table I"),
    # --- phase transitions at 1 atm (RULINGS: He, C, As are N/K) ------------------
    Correction("He", "melting_point_k", None, None,
               "Helium does not freeze at 1 atm (it needs about 25 atm); mendeleev agrees "
               "(kept here so the rule is checked).",
               "CRC Handbook (via mendeleev); RULINGS.md Periodyx"),
    Correction("C", "boiling_point_k", None, 4098.15,
               "mendeleev's value is flagged as a sublimation point: graphite does not "
               "melt or boil at 1 atm. The sublimation point is kept in the note.",
               "CRC Handbook (via mendeleev, is_sublimation_point); RULINGS.md"),
    Correction("As", "melting_point_k", None, 1090.15,
               "1090 K is the triple point, at 3.7 MPa (about 36 atm), not a melting point "
               "at 1 atm: grey arsenic sublimes at 1 atm.",
               "CRC Handbook (via mendeleev: triple point 1090 K, 3700 kPa); RULINGS.md"),
    Correction("As", "boiling_point_k", None, 889.15,
               "889 K is flagged as a sublimation point, not a boiling point; kept in the note.",
               "CRC Handbook (via mendeleev, is_sublimation_point); RULINGS.md"),
    # --- boiling points that common tables print (RULINGS: N/K only where nothing is
    # commonly printed; a printed estimate counts and is marked "est.", see ESTIMATES) ---
    Correction("Pm", "boiling_point_k", 3273.15, None,
               "Common tables print 3000 degC (3273 K); mendeleev has none.",
               "CRC Handbook; Wikipedia 'Promethium'; RSC periodic table"),
    Correction("Ra", "boiling_point_k", 2010.15, None,
               "Common tables print 1737 degC (2010 K); mendeleev has none.",
               "Wikipedia 'Radium' (2010 K); RSC periodic table"),
    Correction("Pa", "boiling_point_k", 4273.15, None,
               "The RSC table prints 4000 degC (4273 K), the reference the kit follows; "
               "Wikipedia prints about 4300 K, marked uncertain (see note): an estimate.",
               "RSC periodic table 'Protactinium' (4000 degC); Wikipedia 'Protactinium' "
               "(4300 K, '?')"),
    Correction("At", "boiling_point_k", 610.15, None,
               "The RSC table prints 337 degC (610 K), an estimate (no weighable sample); "
               "mendeleev has none. Other estimates are lower (Wikipedia: about 503 K, see "
               "note).",
               "RSC periodic table 'Astatine' (337 degC); Wikipedia 'Astatine' (503 K, est.)"),
    Correction("Fr", "boiling_point_k", 950.15, None,
               "Common tables print about 677 degC (950 K), an estimate (no weighable "
               "sample); mendeleev has none.",
               "RSC periodic table 'Francium' (677 degC); Wikipedia 'Francium' (950 K, est.)"),
    Correction("Np", "boiling_point_k", 4447.15, None,
               "Tables print 4174 degC (4447 K), extrapolated: an estimate.",
               "Wikipedia 'Neptunium' (4447 K, extrapolated)"),
    Correction("Am", "boiling_point_k", 2880.15, None,
               "Tables print 2607 degC (2880 K), calculated: an estimate.",
               "Wikipedia 'Americium' (2880 K, calculated)"),
    Correction("Cm", "boiling_point_k", 3383.15, None,
               "Tables print 3110 degC (3383 K).",
               "Wikipedia 'Curium' (3383 K); RSC periodic table"),
    Correction("Bk", "boiling_point_k", 2900.15, None,
               "Tables print 2627 degC (2900 K) for beta-berkelium, an estimate.",
               "Wikipedia 'Berkelium' (beta: 2900 K)"),
    Correction("Cf", "boiling_point_k", 1743.15, None,
               "Tables print 1470 degC (1743 K), estimated.",
               "Wikipedia 'Californium' (1743 K, estimated)"),
    Correction("Es", "boiling_point_k", 1269.15, None,
               "Tables print 996 degC (1269 K), estimated.",
               "Wikipedia 'Einsteinium' (1269 K, estimated)"),
    # --- electronegativities (Pauling scale) -----------------------------------------
    # mendeleev has the CRC Handbook table, mostly Pauling's 1960 values; school data
    # books and the widely used table print Allred's 1961 revision (SOURCES.md). Every
    # 'why' starts with the same reason (_EN_WHY), then says what changed.
    Correction("Kr", "electronegativity", 3.0, None,
               _EN_WHY + " The CRC table leaves krypton blank; the common table prints 3.00.",
               _EN_SOURCE),
    Correction("Tc", "electronegativity", 1.9, 2.1,
               _EN_WHY + " The CRC Handbook prints 2.10; Allred's 1961 value, printed in "
               "most tables, is 1.9 (see note).",
               _EN_SOURCE),
    Correction("Lu", "electronegativity", 1.27, 1.0,
               _EN_WHY + " Pauling's 1960 table has 1.0; Allred 1961 gives 1.27.", _EN_SOURCE),
    Correction("W", "electronegativity", 2.36, 1.7,
               _EN_WHY + " Pauling's 1960 table has 1.7; Allred 1961 gives 2.36.", _EN_SOURCE),
    Correction("Pt", "electronegativity", 2.28, 2.2,
               _EN_WHY + " Pauling's 1960 table has 2.2; Allred 1961 gives 2.28.", _EN_SOURCE),
    Correction("Au", "electronegativity", 2.54, 2.4,
               _EN_WHY + " Pauling's 1960 table has 2.4; Allred 1961 gives 2.54.", _EN_SOURCE),
    Correction("Hg", "electronegativity", 2.0, 1.9,
               _EN_WHY + " Pauling's 1960 table has 1.9; Allred 1961 gives 2.00.", _EN_SOURCE),
    Correction("Tl", "electronegativity", 1.62, 1.8,
               _EN_WHY + " Pauling's 1960 table has 1.8; Allred 1961 gives thallium(I) 1.62, "
               "the value tables print (thallium(III) 2.04, see note).",
               _EN_SOURCE),
    Correction("Pb", "electronegativity", 2.33, 1.8,
               _EN_WHY + " Pauling's 1960 table has 1.8; Allred 1961 gives lead(IV) 2.33, the "
               "value the common table prints (lead(II) 1.87, see note).",
               _EN_SOURCE),
    Correction("Bi", "electronegativity", 2.02, 1.9,
               _EN_WHY + " Pauling's 1960 table has 1.9; Allred 1961 gives 2.02.", _EN_SOURCE),
    Correction("Rn", "electronegativity", 2.2, None,
               _EN_WHY + " The CRC table leaves radon blank; the common table prints 2.2 (many "
               "school tables leave it blank, see note).",
               _EN_SOURCE),
    Correction("U", "electronegativity", 1.38, 1.7,
               _EN_WHY + " Pauling's 1960 table has 1.7; Allred 1961 gives 1.38.", _EN_SOURCE),
    Correction("Np", "electronegativity", 1.36, 1.3,
               _EN_WHY + " Pauling's 1960 table has 1.3; Allred 1961 gives 1.36.", _EN_SOURCE),
    Correction("Pu", "electronegativity", 1.28, 1.3,
               _EN_WHY + " Pauling's 1960 table has 1.3; Allred 1961 gives 1.28.", _EN_SOURCE),
    Correction("Am Cm Bk Cf Es Fm Md No", "electronegativity", 1.3, None,
               "The commonly printed table gives 1.3 for americium to nobelium, an estimate "
               "(RULINGS: a printed estimate counts, marked 'est.'); it leaves Pm, Eu, Tb, Yb "
               "and Lr blank, so those stay N/K.",
               _EN_SOURCE + "; school data-book tables (Am-No 1.3)"),
    # --- discovery years -----------------------------------------------------------
    # Convention (RULINGS, SOURCES.md): the year and discoverer that school tables print,
    # with the RSC periodic table as the reference; other claims (an earlier recognition,
    # a later isolation) go in the note. Helium (1895), fluorine (1886) and tungsten (1783)
    # are mendeleev's values, which agree with the RSC table.
    Correction("Bi", "year_discovered", 1500, None,
               "The RSC periodic table and school tables date bismuth to about 1500 (it was "
               "known to alchemists and miners, described by Agricola), not to antiquity; "
               "printed as 'c. 1500' (an estimate, see ESTIMATES). Geoffroy showed in 1753 "
               "that it is distinct from lead and tin (in the note).",
               "RSC periodic table 'Bismuth' (discovery date c. 1500); Wikipedia 'Bismuth'"),
    Correction("Bi", "known_since_antiquity", False, True,
               "Dated c. 1500 (above), so not counted as an antiquity element.",
               "RSC periodic table 'Bismuth'"),
    Correction("Mg", "year_discovered", 1755, 1808,
               "Joseph Black recognised magnesia as a new earth, distinct from lime, in 1755; "
               "1808 is Davy's isolation of the metal. Both years in the note.",
               "Wikipedia 'Magnesium' (Discovery: Joseph Black, 1755; first isolation: "
               "Humphry Davy, 1808)"),
    Correction("V", "year_discovered", 1801, 1830,
               "Del Río found the element in 1801 (and withdrew the claim when told it was "
               "impure chromium); Sefström rediscovered and named it in 1830. Both in the note.",
               "Wikipedia 'Vanadium' (Discovery: Andrés Manuel del Río, 1801; Nils Gabriel "
               "Sefström, 1830)"),
    Correction("Ba", "year_discovered", 1774, 1808,
               "Scheele recognised baryta as a new earth in his 1774 paper on pyrolusite (some "
               "sources date his work 1772); 1808 is Davy's isolation. Both years in the note.",
               "Wikipedia 'Barium' (Discovery: Carl Wilhelm Scheele; first isolation: Humphry "
               "Davy, 1808); RSC periodic table (Scheele, 1774)"),
    Correction("Co", "year_discovered", 1735, 1739,
               "Georg Brandt isolated cobalt about 1735 (published 1739).",
               "Wikipedia 'Cobalt' (Discovery: Georg Brandt, c. 1735); RSC periodic table"),
    Correction("Se", "year_discovered", 1817, 1818,
               "Berzelius and Gahn found selenium in 1817.",
               "Wikipedia 'Selenium'; RSC periodic table"),
    Correction("Y", "year_discovered", 1794, 1789,
               "Johan Gadolin identified yttria (yttrium's oxide) in 1794.",
               "Wikipedia 'Yttrium' (Johan Gadolin, 1794)"),
    Correction("Nd", "year_discovered", 1885, 1925,
               "Carl Auer von Welsbach separated neodymium and praseodymium in 1885.",
               "Wikipedia 'Neodymium' (1885)"),
    Correction("Os", "year_discovered", 1803, 1804,
               "Smithson Tennant found osmium in 1803 (reported 1804).",
               "Wikipedia 'Osmium' (1803); RSC periodic table"),
    Correction("Ir", "year_discovered", 1803, 1804,
               "Smithson Tennant found iridium in 1803 (reported 1804).",
               "Wikipedia 'Iridium' (1803); RSC periodic table"),
    Correction("Rn", "year_discovered", 1899, 1898,
               "Radon was found by Rutherford and Owens in 1899 (Dorn 1900); 1898 fits neither.",
               "Wikipedia 'Radon' (Discovery: E. Rutherford and R. B. Owens, 1899)"),
    Correction("Th", "year_discovered", 1829, 1828,
               "Berzelius announced thorium in 1829.",
               "Wikipedia 'Thorium' (1829); RSC periodic table"),
    Correction("Pa", "year_discovered", 1913, 1917,
               "Fajans and Gohring identified the element (as brevium, Pa-234m) in 1913; "
               "1917 is Hahn and Meitner's Pa-231.",
               "Wikipedia 'Protactinium' (Discovery: Fajans and Gohring, 1913)"),
    Correction("Am", "year_discovered", 1944, 1945,
               "Seaborg's group made americium in late 1944 (announced 1945).",
               "Wikipedia 'Americium' (1944)"),
    Correction("Fm", "year_discovered", 1952, 1953,
               "Found in the debris of the 'Ivy Mike' test of November 1952.",
               "Wikipedia 'Fermium' (1952)"),
    Correction("No", "year_discovered", 1966, 1957,
               "The 1957 Stockholm claim was not confirmed; IUPAC credits Dubna (1966).",
               "Wikipedia 'Nobelium' (Discovery: JINR, 1966); IUPAC/IUPAP TWG 1992"),
    Correction("Bh", "year_discovered", 1981, 1976,
               "IUPAC credits GSI Darmstadt, 1981.",
               "Wikipedia 'Bohrium' (GSI, 1981); IUPAC/IUPAP TWG 1993"),
    Correction("Nh", "year_discovered", 2004, 2015,
               "RIKEN's first nihonium atom was made in 2004; 2015 is IUPAC's recognition.",
               "Wikipedia 'Nihonium' (Discovery: RIKEN, 2004)"),
    Correction("Fl", "year_discovered", 1999, 1998,
               "The Dubna-Livermore discovery was published in 1999.",
               "Wikipedia 'Flerovium' (1999)"),
    # --- discoverers (spelling and credit) ----------------------------------------------
    Correction("He", "discoverer", "William Ramsay; Per Teodor Cleve and Abraham Langlet",
               "Sir William Ramsey, Nils Langet, P.T.Cleve",
               "Misspelt (Ramsay, Langlet); the 1868 solar-spectrum line (Janssen, Lockyer) "
               "is in the note.",
               "RSC periodic table 'Helium'; Wikipedia 'Helium'"),
    Correction("Be", "discoverer", "Louis-Nicolas Vauquelin", "Fredrich Wöhler, A.A.Bussy",
               "mendeleev's year (1798) is Vauquelin's discovery; Wohler and Bussy isolated "
               "the metal in 1828.",
               "Wikipedia 'Beryllium'"),
    Correction("O", "discoverer", "Joseph Priestley; Carl Wilhelm Scheele",
               "Joseph Priestly, Carl Wilhelm Scheele", "Misspelt (Priestley).",
               "Wikipedia 'Oxygen'"),
    Correction("Ne Kr", "discoverer", "William Ramsay and Morris Travers",
               "Sir William Ramsey, M.W. Travers", "Misspelt (Ramsay).", "Wikipedia"),
    Correction("Xe", "discoverer", "William Ramsay and Morris Travers",
               "Sir William Ramsay; M. W. Travers", "Same form as Ne and Kr.", "Wikipedia"),
    Correction("Ar", "discoverer", "Lord Rayleigh and William Ramsay",
               "Sir William Ramsey, Baron Rayleigh", "Misspelt (Ramsay).", "Wikipedia 'Argon'"),
    Correction("Na K Ca", "discoverer", "Humphry Davy", "Sir Humphrey Davy",
               "Misspelt (Humphry).", "Wikipedia 'Humphry Davy'"),
    Correction("Mg", "discoverer", "Joseph Black", "Sir Humphrey Davy",
               "Follows the year 1755; Davy's 1808 isolation is in the note.",
               "Wikipedia 'Magnesium'"),
    Correction("Ba", "discoverer", "Carl Wilhelm Scheele", "Sir Humphrey Davy",
               "Follows the year 1774; Davy's 1808 isolation is in the note.",
               "Wikipedia 'Barium'"),
    Correction("V", "discoverer", "Andrés Manuel del Río", "Nils Sefström",
               "Follows the year 1801; Sefström's 1830 rediscovery is in the note.",
               "Wikipedia 'Vanadium'"),
    Correction("Y", "discoverer", "Johan Gadolin", "Johann Gadolin", "Misspelt.",
               "Wikipedia 'Yttrium'"),
    Correction("At", "discoverer", "Dale R. Corson, Kenneth Ross MacKenzie, Emilio Segrè",
               "D.R.Corson, K.R.MacKenzie, E.Segré", "Misspelt (Segrè).",
               "Wikipedia 'Astatine'"),
    Correction("Md", "discoverer", "A. Ghiorso, B. G. Harvey, G. R. Choppin, S. G. Thompson, "
               "G. T. Seaborg", "G.T.Seaborg, S.G.Tompson, A.Ghiorso, K.Street Jr.",
               "Misspelt (Thompson); Street was not on the 1955 mendelevium paper.",
               "Wikipedia 'Mendelevium'"),
    Correction("Co", "discoverer", "Georg Brandt", "George Brandt", "Misspelt.",
               "Wikipedia 'Cobalt'"),
    Correction("Rb", "discoverer", "Robert Bunsen and Gustav Kirchhoff", "R. Bunsen, G. Kirchoff",
               "Misspelt (Kirchhoff).", "Wikipedia 'Rubidium'"),
    Correction("Cs", "discoverer", "Robert Bunsen and Gustav Kirchhoff",
               "Gustov Kirchoff, Robert Bunsen", "Misspelt (Gustav Kirchhoff).",
               "Wikipedia 'Caesium'"),
    Correction("Nb", "discoverer", "Charles Hatchett", "Charles Hatchet", "Misspelt.",
               "Wikipedia 'Niobium'"),
    Correction("Tc", "discoverer", "Carlo Perrier and Emilio Segrè", "Carlo Perrier, Émillo Segrè",
               "Misspelt (Emilio).", "Wikipedia 'Technetium'"),
    Correction("Cd", "discoverer", "Friedrich Stromeyer", "Fredrich Stromeyer", "Misspelt.",
               "Wikipedia 'Cadmium'"),
    Correction("Pr Nd", "discoverer", "Carl Auer von Welsbach", "C.F. Aver von Welsbach",
               "Misspelt (Auer).", "Wikipedia 'Praseodymium', 'Neodymium'"),
    Correction("Os Ir", "discoverer", "Smithson Tennant", ANY,
               "Misspelt (Tennant); iridium is credited to Tennant.",
               "Wikipedia 'Osmium', 'Iridium'"),
    Correction("Pt", "discoverer", "Antonio de Ulloa", "Julius Scaliger",
               "Scaliger only described an unknown metal in 1557; the 1735 date is de Ulloa's.",
               "Wikipedia 'Platinum' (Discovery: Antonio de Ulloa, 1735)"),
    Correction("Rn", "discoverer", "Ernest Rutherford and Robert B. Owens",
               "Fredrich Ernst Dorn", "Matches the corrected year 1899 (Dorn found it in 1900).",
               "Wikipedia 'Radon'"),
    Correction("Fr", "discoverer", "Marguerite Perey", "Marguerite Derey", "Misspelt.",
               "Wikipedia 'Francium'"),
    Correction("Pa", "discoverer", "Kasimir Fajans and Oswald Helmuth Göhring", ANY,
               "Matches the corrected year 1913.", "Wikipedia 'Protactinium'"),
    Correction("Pu", "discoverer", "G. T. Seaborg, J. W. Kennedy, E. M. McMillan, A. C. Wahl",
               "G.T.Seaborg, J.W.Kennedy, E.M.McMillan, A.C.Wohl", "Misspelt (Wahl).",
               "Wikipedia 'Plutonium'"),
    Correction("Bk", "discoverer", "G. T. Seaborg, S. G. Thompson, A. Ghiorso",
               "G.T.Seaborg, S.G.Tompson, A.Ghiorso", "Misspelt (Thompson).",
               "Wikipedia 'Berkelium'"),
    Correction("Cf", "discoverer", "G. T. Seaborg, S. G. Thompson, A. Ghiorso, K. Street Jr.",
               "G.T.Seaborg, S.G.Tompson, A.Ghiorso, K.Street Jr.", "Misspelt (Thompson).",
               "Wikipedia 'Californium'"),
    Correction("Es Fm", "discoverer", "A. Ghiorso et al. (Berkeley, Argonne, Los Alamos)",
               "Argonne, Los Alamos, U of Calif", "Tidy form.", "Wikipedia"),
    Correction("No", "discoverer", "Joint Institute for Nuclear Research, Dubna",
               "Nobel Institute for Physics", "Matches the corrected year 1966.",
               "Wikipedia 'Nobelium'"),
    Correction("Sg", "discoverer", "A. Ghiorso et al., Lawrence Berkeley Laboratory",
               "Soviet Nuclear Research/ U. of Cal at Berkeley",
               "IUPAC credits the 1974 Berkeley experiment.", "Wikipedia 'Seaborgium'"),
    Correction("Bh Hs Mt Ds Rg", "discoverer",
               "GSI Helmholtz Centre for Heavy Ion Research, Darmstadt",
               "Heavy Ion Research Laboratory (HIRL)",
               "GSI's name (the 'Gesellschaft fur Schwerionenforschung').", "Wikipedia"),
    Correction("Fl Mc Lv Og", "discoverer",
               "Joint Institute for Nuclear Research, Dubna, and Lawrence Livermore "
               "National Laboratory", ANY,
               "A Dubna-Livermore collaboration, credited jointly by IUPAC.", "Wikipedia"),
    Correction("Ts", "discoverer",
               "Joint Institute for Nuclear Research, Dubna, with Oak Ridge, Vanderbilt "
               "and Livermore", ANY, "Credited collaboration.", "Wikipedia 'Tennessine'"),
]
# fmt: on

# Values that common tables print as estimates (predicted, extrapolated, calculated, or a
# date given as "about"): RULINGS counts them, and a card marks them "est." ("c." for a
# year). Each entry: field -> (symbols, why, source). The `estimated` column lists them.
ESTIMATES: dict[str, tuple[str, str, str]] = {
    "melting_point_k": (
        "Fr At Fm Md No Lr",
        "No weighable sample has ever existed; tables print estimates (Fr about 294 K, At "
        "575 K) or predictions (Fm 1800 K, Md and No 1100 K, Lr 1900 K).",
        "Wikipedia element infoboxes (marked estimated or predicted); CRC (estimates)"),
    "boiling_point_k": (
        "Fr At Pa Np Am Bk Cf Es",
        "Printed with '?', 'extrapolated', 'calculated' or 'estimated' (see CORRECTIONS).",
        "Wikipedia element infoboxes; RSC periodic table"),
    "density": (
        "At Fr Es Fm Md No Lr Rf Db Sg Bh Hs Mt Ds Rg Cn Nh Fl Mc Lv Ts Og",
        "mendeleev's documentation says these densities are theoretical estimates (from "
        "Wikipedia), which tables print as predicted values.",
        "mendeleev propertymetadata for elements.density; RSC periodic table"),
    "electronegativity": (
        "Rn Am Cm Bk Cf Es Fm Md No",
        "The common table prints 1.3 for Am-No, a placeholder estimate, and 2.2 for radon, "
        "an estimate (see CORRECTIONS).",
        "Wikipedia 'Electronegativities of the elements (data page)'"),
    "year_discovered": (
        "Bi",
        "Dated 'c. 1500' by the RSC table and school tables.",
        "RSC periodic table 'Bismuth'"),
}

# Transitions that do not happen at 1 atm at all (RULINGS): N/K in the game, but a card
# says "does not happen at 1 atm", not "not known". The `not_at_1_atm` column lists them.
NOT_AT_1_ATM: dict[str, str] = {
    "He": "melting_point_k",  # helium does not freeze at 1 atm
    "C": "melting_point_k boiling_point_k",  # graphite sublimes
    "As": "melting_point_k boiling_point_k",  # grey arsenic sublimes
}

# The isotope of an element with no stable isotope (RULINGS: the mass number common tables
# print in brackets, from the longest-lived *confirmed* isotope). Where NUBASE2020's central
# half-lives (as packaged by mendeleev) would pick an isotope seen in only one or two decay
# chains, or a tie within error, the confirmed one tables print is chosen here:
# symbol -> (mass number, mendeleev's pick, why). Every superheavy choice is listed in
# SOURCES.md ("Isotopes of the superheavy elements").
ISOTOPE_OVERRIDES: dict[str, tuple[int, int, str]] = {
    "Mt": (278, 277, "NUBASE2020: Mt-277 9 s (+-6 s, few events) and Mt-278 6 s (+-3 s, seen "
                     "in many decay chains of Ts-294 and Mc-290): equal within error; tables "
                     "print [278]."),
    "Ds": (281, 282, "NUBASE2020: Ds-282 4.2 min (+-3.3 min) rests on few events; "
                     "Ds-281 (14 s) is confirmed; tables print [281]."),
    "Fl": (289, 290, "NUBASE2020: Fl-290 80 s (+-60 s) rests on a tentative assignment; "
                     "Fl-289 (2.1 s) is confirmed; tables print [289]."),
    "Og": (294, 295, "NUBASE2020: Og-295 (0.68 s, +-0.54 s) was reported from one event and "
                     "is unconfirmed; Og-294 (0.7 ms) is the only confirmed isotope; tables "
                     "print [294]."),
}

RATIONALE_NOTES = {
    "He": "Does not freeze at 1 atm (solid helium needs about 25 atm), so melting point N/K.",
    "C": "Sublimes at 1 atm: graphite turns to gas at about 3900-4100 K "
    "(CRC: 4098 K; other sources 3915 K); melts only under pressure (triple point "
    "about 4800 K, 10 MPa). Melting and boiling points N/K.",
    "As": "Sublimes at 1 atm at 889 K (616 degC); melts only under pressure (triple point "
    "1090 K, 3.7 MPa). Melting and boiling points N/K.",
    "P": "Values for white phosphorus (red phosphorus sublimes at about 700 K).",
    "S": "Rhombic sulfur turns monoclinic at 368.35 K; monoclinic sulfur melts at 388.36 K.",
    "Se": "Values for grey (trigonal) selenium.",
    "Sn": "Values for white tin (white tin turns to grey tin below 286 K).",
    "Tc": "Tc-97 (4.21 million years) and Tc-98 (4.2 million years) are equally long-lived "
    "within error; NUBASE2020's central values make Tc-97 the longest-lived, used here.",
    "Po": "Natural polonium is mostly Po-210 (in uranium ores); by the kit's rule the "
    "neutrons are those of the longest-lived isotope, Po-209.",
    "Fr": "Melting point, boiling point and density only estimated (no weighable sample), "
    "so state at 25 degC is N/K.",
    "At": "Melting point, boiling point and density only estimated (no weighable sample), "
    "so state at 25 degC is N/K. Boiling point 610 K (337 degC) as the RSC table prints; "
    "other estimates are lower (Wikipedia: about 503 K).",
    "Pa": "Boiling point 4273 K (4000 degC) as the RSC table prints; Wikipedia gives about "
    "4300 K (4027 degC), marked uncertain.",
    "Hg": "Liquid at 25 degC.",
    "Br": "Liquid at 25 degC.",
    "Ga": "Melts at 302.9 K (29.8 degC): solid at 25 degC, melts in the hand.",
    "Cs": "Melts at 301.6 K (28.5 degC): solid at 25 degC.",
}

# Notes for teachers where a corrected value is contestable: the other year or value that
# tables print, so a card that differs from a textbook can be explained.
CORRECTION_NOTES = {
    "He": "Found on Earth and isolated in 1895 (William Ramsay; Per Teodor Cleve and Abraham "
    "Langlet), the date the RSC table prints; its yellow line had been seen in the Sun's "
    "spectrum in 1868 (Pierre Janssen, Norman Lockyer), so some tables give 1868.",
    "Mg": "Recognised 1755 by Joseph Black (magnesia, a new earth distinct from lime); metal "
    "first isolated 1808 by Humphry Davy. Tables give 1755 or 1808.",
    "Ca": "Lime was known since antiquity, but calcium was recognised as an element and "
    "isolated only in 1808, by Humphry Davy.",
    "F": "First isolated 1886 by Henri Moissan, the date the RSC table prints; André-Marie "
    "Ampère had recognised in 1810 that hydrofluoric acid holds a new element, so some "
    "tables give 1810.",
    "V": "Found 1801 by Andrés Manuel del Río, who withdrew his claim when told it was "
    "impure chromium; rediscovered and named 1830 by Nils Sefström; metal isolated 1867 "
    "(Henry Roscoe). Tables give 1801 or 1830.",
    "Ba": "Recognised 1774 by Carl Wilhelm Scheele (baryta, a new earth; some sources say "
    "1772); metal first isolated 1808 by Humphry Davy. Tables give 1774 or 1808.",
    "W": "Metal first isolated 1783 by Juan José and Fausto Elhuyar, the date the RSC table "
    "prints; Carl Wilhelm Scheele had recognised tungstic acid (from scheelite) as the oxide "
    "of a new metal in 1781, so some tables give 1781.",
    "Bi": "Known from about 1500 (alchemists and miners; described by Georgius Agricola), "
    "the date the RSC table prints; often confused with lead and tin until Claude "
    "Geoffroy showed it to be a distinct metal in 1753. Some tables list it as known since "
    "antiquity.",
    "Tc": "Electronegativity 1.9 as most tables print (Allred 1961); the CRC Handbook gives 2.10.",
    "Tl": "Electronegativity 1.62 is thallium(I)'s, as tables print; thallium(III) 2.04. "
    "Older tables (Pauling 1960, CRC) give 1.8.",
    "Pb": "Electronegativity 2.33 is lead(IV)'s, as the common table prints; lead(II) 1.87. "
    "Older tables (Pauling 1960, CRC) give 1.8.",
    "Kr": "Electronegativity 3.00 as the common table prints; many school tables give none "
    "for the noble gases.",
    "Rn": "Electronegativity 2.2 as the common table prints (an estimate); many school "
    "tables give none for the noble gases.",
}

# Category scheme (documented in SOURCES.md); by symbol where not by group.
POST_TRANSITION = {"Al", "Ga", "In", "Sn", "Tl", "Pb", "Bi", "Po"}
METALLOIDS = {"B", "Si", "Ge", "As", "Sb", "Te", "At"}
REACTIVE_NONMETALS = {"H", "C", "N", "O", "F", "P", "S", "Cl", "Se", "Br", "I"}
NOBLE_GASES = {"He", "Ne", "Ar", "Kr", "Xe", "Rn"}

HALF_LIFE_SECONDS = {
    "ysec": 1e-24, "zsec": 1e-21, "asec": 1e-18, "psec": 1e-12, "nsec": 1e-9,
    "usec": 1e-6, "msec": 1e-3, "sec": 1.0, "minute": 60.0, "hour": 3600.0,
    "day": 86400.0, "year": 31556926.0,
}  # fmt: skip
for _prefix, _exp in (("k", 3), ("M", 6), ("G", 9), ("T", 12), ("P", 15), ("E", 18),
                      ("Z", 21), ("Y", 24)):  # fmt: skip
    HALF_LIFE_SECONDS[_prefix + "year"] = 31556926.0 * 10.0**_exp


def _db() -> sqlite3.Connection:
    try:
        from mendeleev.db import get_package_dbpath
    except ImportError:  # pragma: no cover - build-time dependency
        sys.exit("build_elements.py needs mendeleev: pip install mendeleev")
    return sqlite3.connect(f"file:{get_package_dbpath()}?mode=ro", uri=True)


def mendeleev_version() -> str:
    from importlib.metadata import version

    return version("mendeleev")


def _round_sig(x: float | None, sig: int = 6) -> float | None:
    if x is None:
        return None
    return float(f"{x:.{sig}g}")


def _round_k(x: float | None) -> float | None:
    return None if x is None else round(x, 3)


def _isotope_choice(rows: list[tuple]) -> tuple[int, str]:
    """(mass number, how chosen) per RULINGS: most abundant natural isotope, else the
    longest-lived known isotope (NUBASE2020 half-lives; ties -> smaller uncertainty)."""
    natural = [r for r in rows if r[1]]
    if natural:
        best = max(natural, key=lambda r: r[1])
        return best[0], "most abundant natural isotope"
    timed = [r for r in rows if r[2] is not None and r[3] in HALF_LIFE_SECONDS]
    best = min(
        timed,
        key=lambda r: (-r[2] * HALF_LIFE_SECONDS[r[3]], r[4] if r[4] is not None else math.inf),
    )
    return best[0], "longest-lived isotope"


def _layout(z: int, m_group: int | None, m_period: int) -> tuple[int | None, int]:
    if 57 <= z <= 71 or 89 <= z <= 103:
        return None, m_period
    return m_group, m_period


def _block(z: int, m_block: str) -> str:
    # The two rows printed below the table (La-Lu, Ac-Lr) are the kit's f-block, all 15
    # of each; elsewhere mendeleev's block (by electron configuration) is used.
    if 57 <= z <= 71 or 89 <= z <= 103:
        return "f"
    return m_block


def _category(z: int, symbol: str, group: int | None) -> str:
    if 57 <= z <= 71:
        return "lanthanide"
    if 89 <= z <= 103:
        return "actinide"
    if z >= 109:
        return "unknown properties"
    if symbol in NOBLE_GASES:
        return "noble gas"
    if symbol in REACTIVE_NONMETALS:
        return "reactive nonmetal"
    if symbol in METALLOIDS:
        return "metalloid"
    if symbol in POST_TRANSITION:
        return "post-transition metal"
    if group == 1:
        return "alkali metal"
    if group == 2:
        return "alkaline earth metal"
    if group is not None and 3 <= group <= 12:
        return "transition metal"
    raise ValueError(f"no category for {symbol}")


def _state(symbol: str, mp: float | None, bp: float | None) -> str | None:
    """State at 25 degC and 1 atm from the shipped melting/boiling points."""
    room = 298.15
    if symbol in ("C", "As"):  # sublime far above room temperature
        return "solid"
    if bp is not None and bp < room:
        return "gas"
    if mp is None:
        return None
    if mp > room:
        return "solid"
    if bp is not None and bp > room:
        return "liquid"
    return None


def _read_csv(path: Path) -> list[dict[str, str]]:
    with path.open(encoding="utf-8", newline="") as f:
        return list(csv.DictReader(f))


def build() -> list[dict[str, object]]:
    db = _db()
    q = db.execute
    categories = {r["category"]: r for r in _read_csv(PKG / "categories.csv")}
    names_ja = {int(r["z"]): r for r in _read_csv(PKG / "names_ja.csv")}

    rows: dict[int, dict[str, object]] = {}
    notes: dict[int, list[str]] = {}
    elements = q(
        "select atomic_number, symbol, name, atomic_weight, density, en_pauling, "
        "discovery_year, discoverers, block, group_id, period from elements "
        "order by atomic_number"
    ).fetchall()
    assert [e[0] for e in elements] == list(range(1, 119)), "mendeleev lacks elements"

    for z, sym, name, weight, density, en, year, disc, m_block, m_group, m_period in elements:
        ja = names_ja[z]
        assert ja["symbol"] == sym, f"names_ja.csv row {z} is {ja['symbol']}, not {sym}"
        isotopes = q(
            "select mass_number, abundance, half_life, half_life_unit, half_life_uncertainty "
            "from isotopes where atomic_number=?",
            (z,),
        ).fetchall()
        a, _how = _isotope_choice(isotopes)
        if sym in ISOTOPE_OVERRIDES:
            chosen, was, _why = ISOTOPE_OVERRIDES[sym]
            if a != was:
                raise SystemExit(f"isotope of {sym}: mendeleev now picks {sym}-{a}, expected "
                                 f"{sym}-{was}; review ISOTOPE_OVERRIDES")
            a = chosen
        no_standard_weight = z in (43, 61) or 84 <= z <= 89 or z >= 93
        # Phase transitions: one row, or the allotrope chosen above.
        pts = q(
            "select melting_point, boiling_point, allotrope, is_sublimation_point "
            "from phasetransitions where atomic_number=?",
            (z,),
        ).fetchall()
        if len(pts) > 1 or z in ALLOTROPE:
            pts = [p for p in pts if p[2] == ALLOTROPE[z]]
        assert len(pts) <= 1, (sym, pts)
        mp, bp, _allotrope, sublimes = pts[0] if pts else (None, None, None, None)
        if sublimes:
            assert sym in ("C", "As"), f"{sym}: sublimation point needs a reviewed correction"
        antiquity = year is None and "ancient" in (disc or "").lower()
        rows[z] = {
            "z": z,
            "symbol": sym,
            "name": name,
            "name_ja": ja["name_ja"],
            "name_ja_kana": ja["name_ja_kana"],
            "atomic_mass": float(a) if no_standard_weight else weight,
            "atomic_mass_is_mass_number": no_standard_weight,
            "neutrons": a - z,
            "isotope_mass_number": a,
            "melting_point_k": _round_k(mp),
            "boiling_point_k": _round_k(bp),
            "density": _round_sig(density),
            "electronegativity": en,
            "year_discovered": year,
            "known_since_antiquity": antiquity,
            "discoverer": None if antiquity else disc,
            "_m_group": m_group,
            "_m_period": m_period,
            "_m_block": m_block,
        }
        notes[z] = []

    by_symbol = {r["symbol"]: z for z, r in rows.items()}
    applied = 0
    for c in CORRECTIONS:
        for sym in c.symbols.split():
            row = rows[by_symbol[sym]]
            if c.was is not ANY and row[c.field] != c.was:
                raise SystemExit(
                    f"correction {sym}.{c.field}: mendeleev now has {row[c.field]!r}, "
                    f"expected {c.was!r}; review the correction"
                )
            row[c.field] = c.value
            applied += 1

    estimated: dict[str, list[str]] = {sym: [] for sym in by_symbol}
    for field, (symbols, _why, _source) in ESTIMATES.items():
        for sym in symbols.split():
            if rows[by_symbol[sym]][field] is None:
                raise SystemExit(f"estimate {sym}.{field}: no value to mark as an estimate")
            estimated[sym].append(field)

    for z, row in rows.items():
        sym = row["symbol"]
        row["estimated"] = " ".join(estimated[sym]) or None
        row["not_at_1_atm"] = NOT_AT_1_ATM.get(sym)
        for field in (row["not_at_1_atm"] or "").split():
            assert row[field] is None, f"{sym}.{field} is not at 1 atm, so it must be N/K"
        group, period = _layout(z, row.pop("_m_group"), row.pop("_m_period"))
        row["natural"] = z <= 94  # RULINGS
        row["radioactive"] = z in (43, 61) or z >= 84  # RULINGS: bismuth counts as stable
        row["group"] = group
        row["period"] = period
        row["block"] = _block(z, row.pop("_m_block"))
        cat = _category(z, sym, group)
        row["category"] = cat
        row["metal_class"] = categories[cat]["metal_class"] or None
        measured = {f: None if f in estimated[sym] else row[f]
                    for f in ("melting_point_k", "boiling_point_k")}
        row["state_25c"] = _state(sym, measured["melting_point_k"], measured["boiling_point_k"])
        row["colour"] = categories[cat]["colour"]
        if sym in RATIONALE_NOTES:
            notes[z].append(RATIONALE_NOTES[sym])
        if sym in CORRECTION_NOTES:
            notes[z].append(CORRECTION_NOTES[sym])
        if row["atomic_mass_is_mass_number"]:
            notes[z].append(
                f"No standard atomic weight: atomic mass is the mass number of the "
                f"longest-lived confirmed isotope, {sym}-{row['isotope_mass_number']}."
            )
        row["note"] = " ".join(notes[z]) or None
    print(f"applied {applied} hand corrections", file=sys.stderr)
    return [rows[z] for z in range(1, 119)]


def _fmt(value: object) -> str:
    if value is None:
        return ""
    if isinstance(value, bool):
        return "true" if value else "false"
    if isinstance(value, float):  # shortest round-trip digits, never exponent notation
        return format(Decimal(repr(value)), "f")
    return str(value)


def to_csv(rows: list[dict[str, object]]) -> str:
    buf = io.StringIO()
    w = csv.writer(buf, lineterminator="\n")
    w.writerow(COLUMNS)
    for row in rows:
        assert set(row) == set(COLUMNS), set(row) ^ set(COLUMNS)
        w.writerow([_fmt(row[c]) for c in COLUMNS])
    return buf.getvalue()


def main(argv: list[str] | None = None) -> int:
    ap = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    ap.add_argument("--check", action="store_true", help="compare with the shipped CSV only")
    ap.add_argument("--out", type=Path, default=OUT)
    args = ap.parse_args(argv)
    text = to_csv(build())
    if args.check:
        same = args.out.read_text(encoding="utf-8") == text
        print("elements.csv is up to date" if same else "elements.csv differs from a rebuild")
        return 0 if same else 1
    args.out.write_text(text, encoding="utf-8")
    print(f"wrote {args.out} (118 elements, mendeleev {mendeleev_version()})")
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
