"""What the kit says about a molecule beyond the game's verdict: known (named from the kit's
table of known compounds), hypothetical, beyond the table, fleeting, best known with charges,
a real radical; each in the reader's language.
"""

from __future__ import annotations

import html
from collections.abc import Sequence
from typing import Any

from ....chem import (
    charged_compounds,
    count_atoms,
    formula_for_students,
    known_compound_for_smiles,
    known_compounds,
    known_name_for_smiles,
    radical,
    textbook_formula,
)
from ....chem.known import MAX_ATOMS, worded_name
from ....core.wording import N_, _, ngettext

#: What the kit can say about a molecule bigger than its table of known compounds.
_BEYOND = N_("not in the kit's table of known compounds (it covers up to {atoms} atoms)")
BEYOND_TABLE = _BEYOND.format(atoms=MAX_ATOMS)  # in English: the language-free MoleculeInfo.known


def beyond_table(atoms: Any) -> bool:
    """Whether a formula (or atoms) has more atoms, hydrogens included, than the kit's table of
    known compounds covers: then it can be neither known nor 'hypothetical' by that table."""
    return sum(count_atoms(atoms).values()) > MAX_ATOMS


def _known_label(smiles: str, formula_text: str) -> str | None:
    """The known compound's name for this very structure, in the reader's language (its
    formula where that language has no name for it), marked when fleeting; None if the
    table does not have it."""
    found = known_compound_for_smiles(smiles)
    if found is None:
        return None
    # a drawing without stereo never takes a stereoisomer's name (issue 10 review)
    name = worded_name(known_name_for_smiles(smiles) or found.name,
                       textbook_formula(formula_text, smiles))
    if found.fleeting and name.endswith((")", "）")):  # "ethene-1,2-diol (E or Z; fleeting)"
        return _("{name}; {fleeting})").format(name=name[:-1], fleeting=_(FLEETING))
    if found.fleeting:
        return _("{name} ({fleeting})").format(name=name, fleeting=_(FLEETING))
    return name


def _known_note(smiles: str, formula_text: str) -> str:
    """'known: <name>' when the kit's table of known compounds has this very structure, else
    'hypothetical' (naming the known compounds of the same atoms, if there are any), or, for a
    molecule bigger than the table covers, BEYOND_TABLE; in the reader's language."""
    label = _known_label(smiles, formula_text)
    if label is not None:
        return _("known: {name}").format(name=label)
    if beyond_table(formula_text):
        return _(_BEYOND).format(atoms=MAX_ATOMS)
    others = [worded_name(c.name, textbook_formula(c.formula, c.smiles))
              for c in known_compounds(formula_text)]
    if others:
        return _("hypothetical (known with these atoms: {names})").format(
            names=_(", ").join(others[:3]))
    return _("hypothetical")



#: How a fleeting species is described after its name.
FLEETING = N_("a fleeting species, seen only under special conditions")
#: One line that says how to read SMILES, shown wherever students see SMILES.
SMILES_KEY = N_("SMILES, the computer's way of writing a structure: each capital letter is an "
              "atom (hydrogens left out), = is a double bond and # a triple bond, brackets "
              "hold a branch, and a digit opens and closes a ring.")


def _capital(text: str) -> str:
    return text[:1].upper() + text[1:]


def charged_note(atoms: Any) -> str:
    """For the atoms of a real compound whose structure needs + and - charges (the list in
    chemteach.chem, e.g. HNO3, CO, O3): one sentence saying so; else ''."""
    found = charged_compounds(atoms)
    if not found:
        return ""
    name = worded_name(found[0].name, textbook_formula(found[0].formula, found[0].smiles))
    return _("{compound} exists, but its real structure needs + and \u2212 charges, which "
             "the game's molecules do not have.").format(compound=_capital(name))


def famous_charged(atoms: Any) -> Any:
    """The compound a student knows these atoms as, when its structure needs charges (nitric
    acid for H N O O O, nitromethane for C H H H N O O), else None."""
    found = [c for c in charged_compounds(atoms) if c.famous]
    return found[0] if found else None


def famous_charged_note(atoms: Any, scored: str = "", *, drawn: bool = True) -> str:
    """Name the famous compound of these atoms first, then what the game scores instead:
    'These atoms are nitric acid, HNO3, whose real structure needs + and − charges; Bond!
    scores them as a neutral structure instead: peroxynitrous acid.' ('' if there is none)."""
    compound = famous_charged(atoms)
    if compound is None:
        return ""
    shown = textbook_formula(compound.formula, compound.smiles)
    if drawn:
        text = _("These atoms are best known as {compound}, {formula}, whose real structure "
                 "needs + and \u2212 charges (drawn here with them)")
    else:
        text = _("These atoms are best known as {compound}, {formula}, whose real structure "
                 "needs + and \u2212 charges")
    text = text.format(compound=worded_name(compound.name, shown), formula=shown)
    if scored == "this one":
        return _("{text}; Bond! scores this neutral structure of the same atoms "
                 "instead.").format(text=text)
    if scored:
        return _("{text}; Bond! scores them as a neutral structure instead: {scored}.").format(
            text=text, scored=scored)
    return _("{text}; Bond!'s molecules have no charges.").format(text=text)


def radical_note(atoms: Any) -> str:
    """For the atoms of a real radical (NO, NO2, OH...): it is a real molecule with an
    unpaired electron, which Bond! does not score; else ''."""
    found = radical(atoms)
    if found is None:
        return ""
    shown = textbook_formula(found.formula)
    return ngettext(
        "{compound} ({formula}) is a real molecule with an unpaired electron: a radical, which "
        "you meet in {where}. Bond! scores only structures in which every atom has its usual "
        "number of bonds, so it does not score.",
        "{compound} ({formula}) is a real molecule with {n} unpaired electrons: a radical, "
        "which you meet in {where}. Bond! scores only structures in which every atom has its "
        "usual number of bonds, so it does not score.", found.unpaired).format(
            compound=_capital(worded_name(found.name, shown)), formula=shown, n=found.unpaired,
            where=_(found.seen_in))


def header_formula(cards: Sequence[str]) -> str:
    """These atoms' formula as a chemist writes it at the head of the workshop (issue 20 item
    10): the condensed formula of the most familiar known compound of these atoms, with the
    molecular formula after it where that helps (HCN, HNCO, CH3COOH (C2H4O2)), never the
    Hill key CHN; the textbook formula when no compound of them is known (NH3, C2H2O4)."""
    found = known_compounds(list(cards))
    return formula_for_students(list(cards), found[0].smiles if found else None)


def radical_line(note: str, reason: str) -> str:
    """A real radical's verdict (issue 20 item 9): what it is first (its radical_note: a real
    molecule with an unpaired electron), then the game's reason for not scoring it; never
    "not a molecule" for a molecule chemists know."""
    return _("{note} The game's check: {reason}.").format(note=note,
                                                          reason=reason.rstrip("."))


def is_fleeting(smiles: str) -> bool:
    """Whether this structure is a known compound seen only under special conditions (the
    hint book's diazene, nitroxyl, methanimine, carbonic acid among them, issue 10 item 7)."""
    found = known_compound_for_smiles(smiles)
    return bool(found is not None and found.fleeting)


def fleeting_mark() -> str:
    """The small line that marks a named fleeting species in the hand view and hint book."""
    return f"<small class='fleeting'>{html.escape(_(FLEETING))}</small>"
