"""Known compounds: which small H/C/N/O/F molecules are real, named compounds.

Valence-valid is wider than real (a ring of six nitrogens passes the kit's rules), so the kit
also says whether a formula has a *known* compound, and names it (RULINGS, Bond!). The table
is ``known_compounds.csv`` beside this file: neutral, closed-shell molecules of at most
``MAX_ATOMS`` atoms (hydrogens included) that pass the kit's own molecule check, with PubChem
CIDs, built by ``scripts/build_known_compounds.py`` from the PubChem-derived identifier
tables of the ``chemicals`` package (Caleb Bell, MIT licence). It is read with the csv module
at first use and cached; ``chemicals`` is never imported at run time.

The compounds of a formula are listed with the one a student has heard of first (the hint
book's, then a reviewed list), then the most common (the source's tables of common chemicals
first, then by how many names the source lists). A `fleeting` compound (oxirene, benzyne...)
has been seen only under special conditions. Compounds whose usual structure has charges
(ozone, nitrous oxide, nitromethane's nitro group...) are not kit molecules and are not in the
table; a short list of them, ``charged_compounds.csv`` (formula, name, SMILES with its + and -
charges, and whether it is the famous compound of its formula), lets the games say so
(`charged_compounds`); ``radicals.csv`` does the same for real radicals (NO, NO2, OH: `radical`).
"""

from __future__ import annotations

import csv
import re
from dataclasses import dataclass
from functools import cache
from importlib import resources
from typing import Any

from rdkit import Chem, rdBase

from ..core.language import SOURCE, current_language
from ..core.shown import shown
from ..core.wording import _
from .convert import canonical_smiles
from .errors import MAX_SMILES_LENGTH, ChemTypeError, NotAMolecule, TooManyAtoms
from .formula import formula

__all__ = [
    "MAX_ATOMS",
    "KnownCompound",
    "all_charged_compounds",
    "all_known_compounds",
    "charged_compound",
    "charged_compounds",
    "is_known_formula",
    "known_compound_for_smiles",
    "known_compounds",
    "radical",
    "Radical",
    "stereo_free_names_ja",
    "real_molecule_notes",
    "worded_name",
]

#: The largest molecule in the table, in atoms (hydrogens included): the largest hand a
#: Bond! rules file allows (hand_size 2-12, 8 by default), so no playable molecule is missed.
MAX_ATOMS = 12

_CSV = "known_compounds.csv"
_CHARGED_CSV = "charged_compounds.csv"


@dataclass(frozen=True, slots=True)
class KnownCompound:
    """A known compound: preferred name, Hill formula, canonical SMILES and PubChem CID;
    `fleeting` marks a species seen only under special conditions (oxirene, benzyne...), and
    for a compound whose structure needs charges, `famous` says whether it is the compound of
    its formula that a student has heard of (nitric acid) or a lesser one (HNC)."""

    name: str
    formula: str
    smiles: str
    cid: int | None
    fleeting: bool = False
    famous: bool = False
    name_ja: str = ""  # the Japanese name ('' if none: shown by its English name and formula)

    def __str__(self) -> str:
        """Name and formula, e.g. "formic acid (CH2O2)"."""
        return f"{self.name} ({self.formula})"


def _rows(name: str) -> list[dict[str, str]]:
    """The rows of a CSV file beside this module (lines starting with '#' are comments)."""
    text = resources.files(__package__).joinpath(name).read_text(encoding="utf-8")
    return list(csv.DictReader(line for line in text.splitlines() if not line.startswith("#")))


@cache
def all_known_compounds() -> tuple[KnownCompound, ...]:
    """Every compound of the table, by size and formula, the most common of a formula first."""
    return tuple(
        KnownCompound(row["name"], row["formula"], row["smiles"],
                      int(row["cid"]) if row["cid"] else None, row["fleeting"] == "yes",
                      name_ja=row.get("name_ja") or "")
        for row in _rows(_CSV)
    )


@cache
def all_charged_compounds() -> tuple[KnownCompound, ...]:
    """Real compounds whose usual structure needs + and - charges (so they are not kit
    molecules), from ``charged_compounds.csv``: ozone O3, carbon monoxide CO, nitric acid..."""
    return tuple(KnownCompound(row["name"], row["formula"], row["smiles"], None,
                               famous=row["famous"] == "yes", name_ja=row.get("name_ja") or "")
                 for row in _rows(_CHARGED_CSV))


def charged_compounds(atoms: Any) -> list[KnownCompound]:
    """The real compounds of this formula (text, atoms, counts, Mol, Molecule) whose structure
    needs + and - charges, the famous one first (nitric acid for HNO3; HNC for CHN); or []."""
    text = formula(atoms)
    found = [c for c in all_charged_compounds() if c.formula == text]
    return sorted(found, key=lambda c: not c.famous)


def charged_compound(atoms: Any) -> str | None:
    """The name of the real compound of this formula (text, atoms, counts, Mol, Molecule) whose
    structure needs + and - charges, e.g. "nitric acid" for HNO3; None if the list has none."""
    found = charged_compounds(atoms)
    return found[0].name if found else None


@dataclass(frozen=True, slots=True)
class Radical:
    """A real molecule with unpaired electrons (NO, NO2, OH...): not a kit molecule."""

    name: str
    formula: str
    smiles: str
    unpaired: int
    seen_in: str
    lone_pairs: int = 0  # lone pairs SMILES cannot show (methylidyne's [CH])
    name_ja: str = ""
    seen_in_ja: str = ""


@cache
def all_radicals() -> tuple[Radical, ...]:
    """The real radicals of H, C, N, O and F the kit knows (``radicals.csv``)."""
    return tuple(Radical(row["name"], row["formula"], row["smiles"], int(row["unpaired"]),
                         row["seen_in"], int(row.get("lone_pairs") or 0),
                         row.get("name_ja") or "", row.get("seen_in_ja") or "")
                 for row in _rows("radicals.csv"))


@cache
def _real_notes() -> dict[str, str]:
    return {row["formula"]: row["note"] for row in _rows("real_molecule_notes.csv")}


def real_molecule_note(atoms: Any) -> str:
    """For atoms whose real molecule differs from the Bond! molecule they make (O2 is a
    triplet diradical; tricarbon is a chain): one sentence saying so, in the reader's
    language (the notes are in the catalog, from the file's note_ja); else ''."""
    note = _real_notes().get(formula(atoms), "")
    return _(note) if note else ""


@cache
def real_molecule_notes() -> tuple[tuple[str, str], ...]:
    """Every (note, its Japanese) of ``real_molecule_notes.csv``, for the catalog."""
    return tuple((row["note"], row.get("note_ja") or "")
                 for row in _rows("real_molecule_notes.csv"))


def worded_name(name: str, formula_text: str) -> str:
    """A compound's name in the reader's language (issue 20 item 14: a named compound never
    shows as a formula only). Where that language has no name for it (the few rare compounds
    the data gives no Japanese name), its English (IUPAC) name with its formula,
    "difluoro-3H-diazirine（CF2N2）", rather than a bare formula."""
    worded = _(name)
    if worded != name or current_language() == SOURCE:
        return worded
    # TRANSLATORS: a compound the catalog has no name for: its English (IUPAC) name, then its
    # formula, e.g. "difluoro-3H-diazirine (CF2N2)"
    return _("{compound} ({formula})").format(compound=name, formula=formula_text)


def radical(atoms: Any) -> Radical | None:
    """The real radical with these atoms (text, atoms, counts, Mol, Molecule), e.g. nitrogen
    dioxide for NO2; None if the kit knows none."""
    text = formula(atoms)
    return next((r for r in all_radicals() if r.formula == text), None)


@cache
def _by_formula() -> dict[str, tuple[KnownCompound, ...]]:
    """The table grouped by formula, keeping the table's order."""
    groups: dict[str, list[KnownCompound]] = {}
    for compound in all_known_compounds():
        groups.setdefault(compound.formula, []).append(compound)
    return {key: tuple(value) for key, value in groups.items()}


@cache
def _by_smiles() -> dict[str, KnownCompound]:
    """The table by the kit's canonical SMILES (stereo included where the source gives it)."""
    return {c.smiles: c for c in all_known_compounds()}


@cache
def _by_constitution() -> dict[str, tuple[KnownCompound, ...]]:
    """The table by SMILES without stereo: stereoisomers share a key, most common first."""
    groups: dict[str, list[KnownCompound]] = {}
    for compound in all_known_compounds():
        _, flat = _keys(Chem.MolFromSmiles(compound.smiles))
        groups.setdefault(flat, []).append(compound)
    return {key: tuple(value) for key, value in groups.items()}


def known_compounds(atoms: Any) -> list[KnownCompound]:
    """Known compounds of a formula (text, atoms, counts, Molecule), most common first, or []."""
    return list(_by_formula().get(formula(atoms), ()))


def is_known_formula(atoms: Any) -> bool:
    """Whether a formula (or atom list, count dict, Mol, Molecule) has a known compound."""
    return formula(atoms) in _by_formula()


def known_compound_for_smiles(structure: str | Chem.Mol | Any) -> KnownCompound | None:
    """The known compound with exactly this structure (SMILES, Mol or Molecule), or None.

    A structure drawn without stereo (as the games draw them) matches its compound whatever
    the stereo: the stereo-free entry if the table has one, else the most common stereoisomer.
    A structure with stereo matches only that stereoisomer (or a stereo-free entry). A SMILES
    longer than MAX_SMILES_LENGTH characters is refused at once (TooManyAtoms); a structure of
    more than MAX_ATOMS atoms is answered None at once (the table has none that big).
    """
    mol = _mol_of(structure)
    if mol.GetNumAtoms() + sum(a.GetTotalNumHs() for a in mol.GetAtoms()) > MAX_ATOMS:
        return None
    smiles, flat = _keys(mol)
    exact = _by_smiles().get(smiles)
    if exact is not None:
        return exact
    candidates = _by_constitution().get(flat, ())
    plain = [c for c in candidates if c.smiles == flat]
    if plain:
        return plain[0]
    return candidates[0] if candidates and smiles == flat else None


_STEREO_PREFIX = re.compile(r"\((?:\d*[EZRS]|[RS]\*|[+-]|\u00b1)(?:,\s*\d*[EZRS])*\)-"
                            r"|(?<![a-z])(?:cis|trans|[DL])-"
                            r"(?=[0-9a-zA-Z(\[\u3040-\u30ff\u4e00-\u9fff])")

#: What a drawing without stereo leaves open, in English and as a Japanese textbook says it
#: (シス形・トランス形, 鏡像異性体): the words after a stereo-free name.
STEREO_CHOICES: dict[str, str] = {
    "cis or trans": "シス形またはトランス形",
    "E or Z": "E体またはZ体",
    "either mirror image": "鏡像異性体のどちらか",
    "any stereoisomer": "立体異性体のどれか",
}


def _stereo_choice(name: str) -> tuple[str, str] | None:
    """A name without its stereo descriptor, and the choice that leaves open (a key of
    STEREO_CHOICES); None for a name without one. Reads English and Japanese names alike."""
    found = _STEREO_PREFIX.findall(name)
    if not found:
        return None
    plain = _STEREO_PREFIX.sub("", name)
    if any(f.startswith(("cis", "trans")) for f in found):
        return plain, "cis or trans"
    if any(re.search(r"[EZ]", f) for f in found):
        return plain, "E or Z"
    centres = sum(len(re.findall(r"[RS]", f)) for f in found)
    return plain, "any stereoisomer" if centres > 1 else "either mirror image"


def stereo_free_name(name: str) -> str:
    """A stereoisomer's name for a drawing that shows no stereo (issue 10 review): the
    descriptor dropped and the choice said, "1,2-difluorocyclopropane (cis or trans)",
    "ethene-1,2-diol (E or Z)", "lactic acid (either mirror image)"; a name without one as is."""
    if not isinstance(name, str):
        raise ChemTypeError(_("a compound's name is text, not {value}").format(
            value=shown(name)))
    found = _stereo_choice(name)
    return name if found is None else f"{found[0]} ({found[1]})"


@cache
def stereo_free_names_ja() -> tuple[tuple[str, str], ...]:
    """Every stereo-free name of the table (English) with its Japanese, "乳酸（鏡像異性体の
    どちらか）", from the Japanese names of the stereoisomers: for the catalog, so a flat
    drawing of a named stereoisomer is named in Japanese too."""
    pairs: dict[str, str] = {}
    for compound in all_known_compounds():
        english = _stereo_choice(compound.name)
        japanese = _stereo_choice(compound.name_ja) if compound.name_ja else None
        if english and japanese:
            pairs.setdefault(f"{english[0]} ({english[1]})",
                             f"{japanese[0]}（{STEREO_CHOICES[english[1]]}）")
    return tuple(pairs.items())


def known_name_for_smiles(structure: str | Chem.Mol | Any) -> str | None:
    """The name of the known compound of this structure as a drawing of it may carry: its own
    name, or for a drawing without stereo of a compound stored with stereo, the name without
    its stereo descriptor (a flat drawing of OC=CO is not "(E)-ethene-1,2-diol"); else None."""
    found = known_compound_for_smiles(structure)
    if found is None:
        return None
    smiles, flat = _keys(_mol_of(structure))
    stored, stored_flat = _keys(_mol_of(found.smiles))
    return stereo_free_name(found.name) if smiles == flat and stored != stored_flat \
        else found.name


def _keys(mol: Chem.Mol) -> tuple[str, str]:
    """The kit's canonical SMILES of a structure (as `Molecule.smiles`), and without stereo."""
    blocker = rdBase.BlockLogs()  # H2 makes RDKit warn that it keeps its hydrogens
    try:
        full = Chem.AddHs(mol)
        return canonical_smiles(full), Chem.MolToSmiles(Chem.RemoveHs(full), isomericSmiles=False)
    finally:
        del blocker


def _mol_of(structure: str | Chem.Mol | Any) -> Chem.Mol:
    """An RDKit Mol from a SMILES string, a Mol or a Molecule (anything with a `.mol`)."""
    if isinstance(structure, Chem.Mol):
        return structure
    if isinstance(getattr(structure, "mol", None), Chem.Mol):
        return structure.mol
    if not isinstance(structure, str):
        raise ChemTypeError(_("a structure is a SMILES string, a Mol or a Molecule, not "
                              "{value}").format(value=shown(structure)))
    if len(structure) > MAX_SMILES_LENGTH:
        raise TooManyAtoms(f"a SMILES of {len(structure)} characters is longer than the kit "
                           f"reads (at most {MAX_SMILES_LENGTH})")
    blocker = rdBase.BlockLogs()  # RDKit's own complaints go to stderr; we raise ours
    try:
        mol = Chem.MolFromSmiles(structure)
    finally:
        del blocker
    if mol is None:
        raise NotAMolecule(f"RDKit cannot read the SMILES {structure!r}")
    return mol
