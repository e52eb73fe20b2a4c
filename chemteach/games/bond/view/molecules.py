"""A molecule as a picture and in words: the RDKit drawing (chemteach.chem.draw) captioned with
formula, structure, names (hint book, English and Japanese) and points, and the one-line
check of a group of cards ('valid: H–C≡N, hydrogen cyanide, 7 points' or why not).
"""

from __future__ import annotations

import html
import re
from collections import Counter
from collections.abc import Mapping, Sequence
from dataclasses import dataclass
from functools import cache
from typing import Any

from ....chem import (
    canonical_smiles,
    formula,
    formula_for_students,
    known_compound_for_smiles,
    known_compounds,
    known_name_for_smiles,
    molecule_from_atoms,
    molecule_problem,
    real_molecule_note,
    textbook_formula,
)
from ....chem.known import worded_name
from ....core.language import SOURCE, speaking
from ....core.wording import _, count
from ..cards import ATOMS, CARD_NAMES, NOBLE_GASES, RING, sort_cards
from ..cards import hint_book_by_cards as _hint_groups
from ..scoring import ScoredMolecule
from .notes import (
    _known_note,
    beyond_table,
    charged_note,
    famous_charged,
    famous_charged_note,
    fleeting_mark,
    is_fleeting,
    radical_line,
    radical_note,
)
from .tiles import _scorer, card_points_text

MOLECULE_SIZE = (170, 120)
#: Every molecule is drawn at this bond length in pixels (issue 8 item 10), on a canvas just
#: big enough for it, at most DRAWING_MAX; atom labels never smaller than LABEL_MIN_PX.
BOND_PX = 30
DRAWING_MAX = (300, 200)
LABEL_MIN_PX = 13


def formula_html(text: str) -> str:
    """A formula with subscript numbers: C2H6O -> C<sub>2</sub>H<sub>6</sub>O."""
    return re.sub(r"(\d+)", r"<sub>\1</sub>", html.escape(text))


BOND_MARKS = {1: "\u2013", 2: "=", 3: "\u2261"}


def structure_text(smiles: str) -> str:
    """A chain molecule in one line with its bonds, e.g. 'H–C≡N', 'CH3–CH2–O–H'; '' when the
    molecule is branched or has a ring (then only the drawing shows its shape)."""
    from rdkit import Chem

    mol = Chem.MolFromSmiles(smiles)
    if mol is None:
        return ""
    heavy = [a for a in mol.GetAtoms() if a.GetSymbol() != "H"]
    if not heavy:
        return "H\u2013H"
    if mol.GetRingInfo().NumRings() or any(a.GetDegree() > 2 for a in heavy):
        return ""
    ends = [a for a in heavy if a.GetDegree() <= 1]
    start = min(ends, key=lambda a: (a.GetSymbol() != "C", -a.GetTotalNumHs(), a.GetIdx()))
    path, previous = [start], None
    while True:
        nxt = [n for n in path[-1].GetNeighbors() if n.GetSymbol() != "H"
               and (previous is None or n.GetIdx() != previous.GetIdx())]
        if not nxt:
            break
        previous = path[-1]
        path.append(nxt[0])
    if len(path) == 1:
        atom = path[0]
        hs = atom.GetTotalNumHs()
        sym = atom.GetSymbol()
        return {0: sym, 1: f"H\u2013{sym}", 2: f"H\u2013{sym}\u2013H"}.get(hs, f"{sym}H{hs}")
    parts = []
    for i, atom in enumerate(path):
        sym, hs = atom.GetSymbol(), atom.GetTotalNumHs()
        if hs == 1 and i == 0:
            text = f"H\u2013{sym}"
        elif hs == 1 and i == len(path) - 1:
            text = f"{sym}\u2013H"
        else:
            text = sym + ("" if hs == 0 else "H" if hs == 1 else f"H{hs}")
        if i:
            bond = mol.GetBondBetweenAtoms(path[i - 1].GetIdx(), atom.GetIdx())
            parts.append(BOND_MARKS.get(int(bond.GetBondTypeAsDouble()), "\u2013"))
        parts.append(text)
    return "".join(parts)


@dataclass(frozen=True)
class MoleculeInfo:
    """What a caption says about a molecule: formula, structure, names and where they came from."""

    cards: tuple[str, ...]
    formula: str
    smiles: str
    structure: str
    name: str | None
    name_ja: str | None
    also: tuple[str, ...]  # other hint-book molecules with the same cards (isomers)
    known: str  # 'known: <name>', 'hypothetical' or BEYOND_TABLE (chemteach.chem.known)
    textbook: str = ""  # the formula a textbook prints, Hill after it where that helps




def _is_known(info: MoleculeInfo) -> bool:
    return bool(info.name) or info.known.startswith("known: ")


@cache
def _canonical(smiles: str) -> str:
    from rdkit import Chem

    return Chem.MolToSmiles(Chem.MolFromSmiles(smiles))


@cache
def kekule_smiles(smiles: str) -> str:
    """SMILES with every bond written out, as students learn it: 'O1OO1', 'C1=CC=CC=C1' (never
    RDKit's aromatic lowercase 'o1oo1', which reads as if the ring had special bonds)."""
    from rdkit import Chem

    mol = Chem.MolFromSmiles(smiles)
    if mol is None:
        return smiles
    try:
        Chem.Kekulize(mol, clearAromaticFlags=True)
    except ValueError:  # RDKit's KekulizeException: keep what we have
        return smiles
    return Chem.MolToSmiles(mol, kekuleSmiles=True)


@cache
def molecule_info(cards: tuple[str, ...], smiles: str | None = None) -> MoleculeInfo:
    """Describe the molecule of these atom cards: the hint book's structure if it lists one
    (else the one the kit builds), its formula, names and a one-line structure."""
    cards = sort_cards(cards)
    hints = _hint_groups().get(cards, ())
    if smiles is None:  # as the scoring draws it: the hint book's, the best-known, or built
        known = known_compounds(list(cards)) if not hints else []
        smiles = (_canonical(hints[0].smiles) if hints else _canonical(known[0].smiles) if known
                  else canonical_smiles(molecule_from_atoms(list(cards))))
    drawn = next((h for h in hints if _canonical(h.smiles) == _canonical(smiles)), None)
    also = tuple(h.name for h in hints if h is not drawn)
    text = formula(list(cards))
    return MoleculeInfo(cards, text, smiles, structure_text(smiles),
                        drawn.name if drawn else None, drawn.name_ja if drawn else None, also,
                        _english_known_note(smiles, text),
                        formula_for_students(list(cards), smiles))


def _english_known_note(smiles: str, formula_text: str) -> str:
    """The known note in English: MoleculeInfo is cached for every table, so it keeps the
    language-free note (the logic reads it) and each view words it anew (`_known_note`)."""
    with speaking(SOURCE):
        return _known_note(smiles, formula_text)


def _clean_svg(svg: str) -> str:
    """RDKit's SVG without its XML header, ready to sit inside HTML."""
    return re.sub(r"^<\?xml[^>]*\?>\s*", "", svg.strip())


@cache
def molecule_drawing(smiles: str, size: tuple[int, int] = MOLECULE_SIZE) -> str:
    """The molecule drawn by RDKit as inline SVG, every atom written out (CH3, CH2, C): in a
    card game each atom is a card, so a carbon should not hide in a corner of a line. Every
    molecule has the same bond length (BOND_PX), so H2 is small and a chain long; the canvas
    fits the molecule, at most `size` or DRAWING_MAX, whichever is bigger."""
    from rdkit import Chem

    from ....chem.draw import mol_to_svg

    mol = Chem.MolFromSmiles(smiles)
    for atom in mol.GetAtoms():
        if atom.GetSymbol() == "C" and not atom.GetFormalCharge():
            hs = atom.GetTotalNumHs()
            atom.SetProp("atomLabel", "C" + ("" if not hs else "H" if hs == 1
                                             else f"H<sub>{hs}</sub>"))
    most = (max(size[0], DRAWING_MAX[0]), max(size[1], DRAWING_MAX[1]))
    return _clean_svg(mol_to_svg(mol, most, bond_length=BOND_PX, min_font=LABEL_MIN_PX))


def drawing_width(svg: str) -> int:
    """The pixel width of a drawing from molecule_drawing (for the caption's width)."""
    found = re.search(r"width='(\d+)px'", svg)
    return int(found.group(1)) if found else DRAWING_MAX[0]


def figure_style(svg: str, size: tuple[int, int]) -> str:
    """A figure's style, as wide as its drawing (at least `size`) so the caption wraps there."""
    return FIGURE.format(w=max(size[0], drawing_width(svg)) + 14)


def drawing_html(drawing: str, words: str) -> str:
    """A molecule drawing (from molecule_drawing) with its text alternative: the name and
    formula a reader hears."""
    return (f'<div class="molecule-drawing" role="img" aria-label="{html.escape(words)}">'
            f"{drawing}</div>")


def molecule_words(info: MoleculeInfo) -> str:
    """A molecule in words for a screen reader: 'Drawing of water, H2O, H–O–H'."""
    name = _(info.name) if info.name else (
        _("an isomer of {names}").format(names=" / ".join(info.also)) if info.also
        else _("a molecule not in the hint book"))
    if info.structure:
        return _("Drawing of {name}, formula {formula}, structure {structure}").format(
            name=name, formula=info.textbook, structure=info.structure)
    return _("Drawing of {name}, formula {formula}").format(name=name, formula=info.textbook)


FIGURE = ("display:inline-block;vertical-align:top;margin:4px;padding:4px 6px;"
          "border:1px solid #bbb;border-radius:6px;background:#fff;text-align:center;"
          "font-size:90%;line-height:1.3;max-width:{w}px")


def molecule_html(
    molecule: ScoredMolecule | Sequence[str],
    points: int | None = None,
    *,
    size: tuple[int, int] = MOLECULE_SIZE,
    label: str = "",
) -> str:
    """A molecule as a figure: RDKit drawing, formula, structure, names and points."""
    if isinstance(molecule, ScoredMolecule):
        info = molecule_info(molecule.cards, _canonical(molecule.smiles))
        points = molecule.points if points is None else points
    else:
        info = molecule_info(sort_cards(molecule))
    lines = [f"<b>{label}{formula_html(info.textbook)}</b>"]
    if info.structure and info.structure != info.textbook:
        lines[0] += f" <span class='structure'>{formula_html(info.structure)}</span>"
    if info.name and _(info.name) == info.name_ja:  # a Japanese table: the Japanese name
        lines.append(f"<span class='name' lang='ja'>{html.escape(info.name_ja)}</span>")
    elif info.name:
        lines.append(f"<span class='name'>{html.escape(info.name)}</span>"
                     f"<br><span class='name-ja' lang='ja'>{html.escape(info.name_ja or '')}"
                     "</span>")
    elif info.also:
        isomer = _("an isomer of {names}").format(names=" / ".join(info.also))
        lines.append(f"<span class='name'>{html.escape(isomer)}</span>")
    else:
        lines.append("<span class='name' style='color:#555'>{}</span>".format(
            _("not in the hint book")))
    if info.known and not info.name:
        note = _known_note(info.smiles, info.formula)
        lines.append(f"<small class='known'>{html.escape(note)}</small>")
    elif info.name and is_fleeting(info.smiles):
        lines.append(fleeting_mark())
    famous = ""
    compound = famous_charged(info.cards)
    if compound is not None:  # the compound a student knows comes first, with its charges
        note = famous_charged_note(info.cards, _scored_name(info))
        famous = (f"<div class='charged famous'>{molecule_drawing(compound.smiles)}<br>"
                  f"<small>{html.escape(note)}</small></div>")
    else:
        note = "" if _is_known(info) else charged_note(info.cards)
        if note:
            lines.append(f"<small class='charged'>{html.escape(note)}</small>")
    real = real_molecule_note(info.cards)
    if real:  # O2 is a diradical; tricarbon is a chain (issue 10 review)
        lines.append(f"<small class='real'>{html.escape(real)}</small>")
    if points is not None:
        lines.append(f"<b class='points'>{html.escape(points_words(points))}</b>")
    drawing = molecule_drawing(info.smiles, size)
    return (f'<figure class="bond-molecule" data-formula="{html.escape(info.formula)}" '
            f'data-points="{"" if points is None else points}" '
            f'style="{figure_style(drawing, size)}">'
            f"{famous}{drawing_html(drawing, molecule_words(info))}"
            f"<figcaption>{'<br>'.join(lines)}</figcaption></figure>")


def _scored_name(info: MoleculeInfo) -> str:
    """The structure the game scores, in words: 'H–O–O–N=O (peroxynitrous acid)', 'O3 as a
    ring (hypothetical)'."""
    if info.name:
        name = _(info.name)
    elif _is_known(info):
        found = known_compound_for_smiles(info.smiles)
        name = worded_name(known_name_for_smiles(info.smiles) or info.formula,
                           textbook_formula(info.formula, info.smiles))
        if found is not None and found.fleeting:
            name = _("{name}, a fleeting species").format(name=name)
    elif beyond_table(info.formula):
        name = _("not in the kit's table of known compounds")
    else:
        name = _("hypothetical")
    shown = info.structure or (_("{formula} as a ring").format(formula=info.textbook)
                               if "1" in info.smiles else info.textbook)
    return f"{shown} ({name})" if name else shown


def molecule_line(cards: Sequence[str], rules: Mapping[str, Any] | None = None) -> str:
    """A live check of a group of cards in one line: 'valid: H–C≡N, hydrogen cyanide, 7 points'
    or 'not a molecule: <why>' (the chemistry's reason, or the rules'); a famous compound of
    these atoms that needs charges (nitric acid) is named first, a real radical (NO2) said so."""
    reason = molecule_reason(cards, rules)
    atoms_only = bool(cards) and all(c in ATOMS for c in cards)
    if reason:
        chemistry = atoms_only and reason == molecule_problem(list(cards))
        real = radical_note(list(cards)) if chemistry else ""
        if real:  # a real radical: lead with what it is
            return radical_line(real, reason)
        note = charged_note(list(cards)) if chemistry else ""
        head = (_("not a molecule. {reason}") if reason[:1].isupper()
                else _("not a molecule: {reason}")).format(reason=reason)
        return _("{line}. {note}").format(line=head, note=note) if note else head
    info = molecule_info(sort_cards(cards))
    score = _scorer(rules)
    counts = tuple(Counter(cards)[a] for a in ATOMS)
    name = _(info.name) if info.name else (
        _("an isomer of {names}").format(names=" / ".join(info.also)) if info.also
        else _("not in the hint book"))
    if info.known and not info.name:
        name = _("{name}; {known}").format(name=name, known=_known_note(info.smiles, info.formula))
    shown = info.structure or info.textbook
    line = _("valid: {structure}, {name}, {points}").format(
        structure=shown, name=name, points=points_words(score.molecule_points(counts)))
    if famous_charged(info.cards) is not None:  # the verdict, then the compound they know
        return _("{line}. {note}").format(
            line=line, note=famous_charged_note(info.cards, "this one", drawn=False))
    note = "" if _is_known(info) else charged_note(info.cards)
    note = " ".join(n for n in (note, real_molecule_note(info.cards)) if n)
    return _("{line}. {note}").format(line=line, note=note) if note else line


def molecule_reason(cards: Sequence[str], rules: Mapping[str, Any] | None = None) -> str | None:
    """Why these cards cannot score as one molecule under these rules, or None if they can."""
    if not cards:
        return _("no cards chosen yet")
    for card in cards:
        if card in NOBLE_GASES:
            return _("the {card} is a noble gas: it stays on its own (and scores {points} "
                     "anyway)").format(card=_(CARD_NAMES[card]),
                                       points=card_points_text(card, rules))
        if card == RING:
            return _("a catalyst ring is not an atom")
    if len(cards) == 1:
        return _("In Bond!, a molecule needs at least two atom cards")
    score = _scorer(rules)
    counts = tuple(Counter(cards)[a] for a in ATOMS)
    if counts[ATOMS.index("F")] > score.fluorine_per_molecule:
        most = score.fluorine_per_molecule
        return count(most, "the rules allow at most {n} fluorine scythe in one molecule",
                     "the rules allow at most {n} fluorine scythes in one molecule")
    problem = molecule_problem(list(cards))
    if problem:
        return problem
    if score.is_molecule(counts):
        return None
    if score.hint_book_only:
        return _("in this game only molecules of the hint book count, and this one is not in "
                 "it")
    if score.known_only:
        return _("in this game only molecules of known compounds count, and no compound with "
                 "these atoms is known")
    return _("the rules of this game do not count it as a molecule")



def points_words(points: int) -> str:
    """'12 points', '1 point' (in the reader's language)."""
    return count(points, "{n} point", "{n} points")
