"""Pictures of Bond!: card tiles, hands, molecules drawn by RDKit, scored hands, the hint book.

Cards are SVG tiles that read without colour: each carries its kind in words (ATOM, SCYTHE,
SHIELD, ARMOUR, RING), its symbol, its name and its points, and each kind has its own emblem
(an atom's circle, a scythe's blade, a shield, riveted armour, a ring). In a row of cards every
tile is one `<g data-cell="<key>-<i>">` element: the widget's click target. Molecules are drawn
by RDKit (chemteach.chem.draw) and captioned with formula, name (hint book, EN and JA) and
points. Everything here turns data into SVG/HTML text; nothing here changes a game.
"""

from __future__ import annotations

import html
import re
from collections import Counter
from collections.abc import Iterable, Mapping, Sequence
from dataclasses import dataclass
from functools import cache
from typing import Any

from ...chem import (
    canonical_smiles,
    charged_compounds,
    count_atoms,
    formula,
    formula_for_students,
    known_compound_for_smiles,
    known_compounds,
    known_name_for_smiles,
    molecule_from_atoms,
    molecule_problem,
    radical,
    real_molecule_note,
    textbook_formula,
)
from ...chem.known import MAX_ATOMS, worded_name
from ...core.language import SOURCE, speaking
from ...core.wording import N_, _, count, ngettext, seat_name
from ...fonts import SVG_FONT_FAMILY
from .cards import ARMOUR, ATOMS, CARD_NAMES, NOBLE_GASES, RING, SHIELDS, hint_book, sort_cards
from .cards import hint_book_by_cards as _hint_groups
from .engine import RoundResult
from .scoring import HandScore, ScoredMolecule, Scorer, scorer
from .words import codes, round_reason

FONT = SVG_FONT_FAMILY  # Latin fonts, then Japanese ones (chemteach/fonts.py)
INK = "#222222"
#: A card tile in SVG user units, the gap between tiles and the room above for a raised card.
CARD_W, CARD_H, GAP, HEADROOM = 84, 118, 10, 14
#: Screen pixels per SVG unit for rows of cards (a hand of 8 is about 640 px wide).
PX_PER_UNIT = 0.8
MOLECULE_SIZE = (170, 120)
#: Every molecule is drawn at this bond length in pixels (issue 8 item 10), on a canvas just
#: big enough for it, at most DRAWING_MAX; atom labels never smaller than LABEL_MIN_PX.
BOND_PX = 30
DRAWING_MAX = (300, 200)
LABEL_MIN_PX = 13
#: The molecule workshop refuses more atoms than this before building anything.
MAX_WORKSHOP_ATOMS = 40


@dataclass(frozen=True)
class CardLook:
    """How one kind of card looks: its kind in words, its colour and its emblem."""

    kind: str  # atom, scythe, shield, armour, ring (the CSS class and the emblem)
    label: str  # the kind in words, printed on the tile
    fill: str
    edge: str


ATOM_FILLS = {"H": "#ffffff", "C": "#dcdcdc", "N": "#d3ddff", "O": "#ffd6d1"}


def card_look(card: str) -> CardLook:
    """The look of a card: atoms by element colour; technical cards by their own emblem."""
    if card in ATOM_FILLS:
        return CardLook("atom", N_("ATOM"), ATOM_FILLS[card], "#444444")
    if card == "F":
        return CardLook("scythe", N_("SCYTHE"), "#ddf3cf", "#2f6b1c")
    if card in SHIELDS:
        return CardLook("shield", N_("SHIELD"), "#ece0ff", "#4b2a8a")
    if card in ARMOUR:
        return CardLook("armour", N_("ARMOUR"), "#ffe8b8", "#7a5300")
    if card == RING:
        return CardLook("ring", N_("RING"), "#fff5bf", "#765d00")
    raise ValueError(f"{card!r} is not a Bond! card.")


def _scorer(rules: Mapping[str, Any] | None) -> Scorer:
    return scorer(rules)


def card_points_text(card: str, rules: Mapping[str, Any] | None = None) -> str:
    """What a card is worth, as printed on it: '4 pts', '+1 pt', 'swap'."""
    score = _scorer(rules)
    if card in ATOMS:
        value = score.points[ATOMS.index(card)]
        return count(value, "{n} pt", "{n} pts")
    if card in NOBLE_GASES:
        value = score.bonus["noble_gas"]
        return ngettext("{n:+d} pt", "{n:+d} pts", abs(value)).format(n=value)
    return _("swap")


def card_tooltip(card: str, rules: Mapping[str, Any] | None = None) -> str:
    """A card in one sentence, for tooltips and screen readers."""
    score = _scorer(rules)
    unused = score.bonus["unused"]
    name = _(CARD_NAMES[card])
    points = card_points_text(card, rules)
    if card == "F":
        return _("F, fluorine scythe: blocks a Bond! over a noble-gas shield; at scoring it may "
                 "stand in a molecule where hydrogen would ({points}), {unused} if left "
                 "over.").format(points=points, unused=unused)
    if card in ATOMS:
        return _("{card}, {name} atom: {points} in a molecule, {unused} if left over.").format(
            card=card, name=name, points=points, unused=unused)
    if card in SHIELDS:
        return _("{card}, {name}: a noble gas, {points} at scoring; a fluorine scythe can "
                 "block a Bond! over it.").format(card=card, name=name, points=points)
    if card in ARMOUR:
        return _("{card}, {name}: a noble gas, {points} at scoring; even fluorine cannot bond "
                 "with it.").format(card=card, name=name, points=points)
    return _("catalyst ring: discard 1-4 together and take any card from the discard pile for "
             "each; {unused} if kept at scoring.").format(unused=unused)


#: The short names printed under a card's symbol (worded in the reader's language when shown).
SHORT_NAMES = {"H": N_("hydrogen"), "C": N_("carbon"), "N": N_("nitrogen"), "O": N_("oxygen"),
               "F": N_("fluorine"), "He": N_("helium"), "Ne": N_("neon"), "Ar": N_("argon"),
               "Kr": N_("krypton"), "ring": N_("catalyst")}


def card_name(card: str) -> str:
    """The short name printed under the symbol, in the reader's language: 'hydrogen',
    'fluorine', 'argon', 'catalyst' ('水素' at a Japanese table)."""
    return _(SHORT_NAMES[card])


# ----- tiles ---------------------------------------------------------------------------------
def _text(x: float, y: float, text: str, size: float, *, weight: str = "normal",
          fill: str = INK, halo: str | None = None, cls: str = "") -> str:
    halo_attrs = (f' stroke="{halo}" stroke-width="{size * 0.28:.1f}" paint-order="stroke" '
                  'stroke-linejoin="round"' if halo else "")
    cls_attr = f' class="{cls}"' if cls else ""
    return (f'<text{cls_attr} x="{x:.1f}" y="{y:.1f}" font-size="{size:.1f}" '
            f'font-weight="{weight}" fill="{fill}"{halo_attrs} text-anchor="middle" '
            f'dominant-baseline="central">{html.escape(text)}</text>')


def _emblem(card: str, look: CardLook) -> str:
    """The picture in the middle of a tile, with the card's symbol (rings have none)."""
    cx, cy = CARD_W / 2, 58
    symbol = _text(cx, cy + 1, card, 30 if len(card) == 1 else 26, weight="bold", halo="#ffffff",
                   cls="symbol")
    if look.kind == "atom":
        return (f'<circle class="emblem" cx="{cx}" cy="{cy}" r="27" fill="#ffffff" '
                f'fill-opacity="0.7" stroke="{look.edge}" stroke-width="1.5"/>' + symbol)
    if look.kind == "scythe":
        return (f'<line class="emblem" x1="64" y1="28" x2="26" y2="92" stroke="#6b4f2a" '
                f'stroke-width="4" stroke-linecap="round"/>'
                f'<path class="emblem" d="M64,28 Q38,16 14,40 Q38,30 58,38 Z" fill="#9aa3a8" '
                f'stroke="{look.edge}" stroke-width="1.5"/>' + symbol)
    if look.kind == "shield":
        return (f'<path class="emblem" d="M42,28 L67,36 L67,58 Q67,82 42,94 Q17,82 17,58 '
                f'L17,36 Z" fill="#ffffff" stroke="{look.edge}" stroke-width="2.5"/>' + symbol)
    if look.kind == "armour":
        rivets = "".join(f'<circle cx="{x}" cy="{y}" r="2.2" fill="{look.edge}"/>'
                         for x, y in ((22, 34), (62, 34), (22, 84), (62, 84)))
        return (f'<rect class="emblem" x="16" y="28" width="52" height="62" rx="4" '
                f'fill="#ffffff" stroke="{look.edge}" stroke-width="2.5"/>'
                f'<rect x="20" y="32" width="44" height="54" rx="2" fill="none" '
                f'stroke="{look.edge}" stroke-width="1"/>{rivets}' + symbol)
    return (f'<circle class="emblem" cx="{cx}" cy="{cy}" r="22" fill="none" '
            f'stroke="{look.edge}" stroke-width="8"/>'
            f'<circle cx="{cx}" cy="{cy}" r="22" fill="none" stroke="#ffffff" '
            f'stroke-width="2" stroke-dasharray="4 5"/>')


#: What pressing a card does, by the row it lies in (its click key), for its accessible name.
PRESS = {
    "hand": N_("Press to select it."),
    "split": N_("Press to put it in the molecule you are making."),
    "pile": N_("Press to take it for your catalyst ring."),
    "deck": N_("Press to pick it."),
}
#: The rows whose cards are chosen and un-chosen (toggles with a pressed state).
TOGGLES = frozenset({"hand", "split"})


def tile_label(card: str, *, selected: bool = False, badge: str | None = None,
               press: str = "", rules: Mapping[str, Any] | None = None,
               place: tuple[int, int] | None = None) -> str:
    """A card's accessible name: the card in words, where it lies in its row (`place`: its
    number and the row's number of cards, so two equal cards have different names), its
    state and what pressing it does."""
    text = card_tooltip(card, rules)
    if place is not None:
        text += " " + _("Card {number} of {total}.").format(number=place[0], total=place[1])
    if selected:
        text += " " + _("Selected.")
    if badge:
        text += " " + _("In {badge}.").format(badge=badge)
    return text + (" " + _(press) if press else "")


def tile_svg(card: str, *, x: float = 0, y: float = 0, key: str | None = None,
             selected: bool = False, clickable: bool = False, badge: str | None = None,
             rules: Mapping[str, Any] | None = None, press: str = "",
             toggle: bool = False, place: tuple[int, int] | None = None) -> str:
    """One card as an SVG `<g>`: kind in words, symbol, name and points; `key` makes it a
    click target (`data-cell`, a named button saying what `press`ing does; `toggle` gives it
    a pressed state), `selected` raises it with a tick, `badge` greys it out."""
    look = card_look(card)
    classes = ["card", look.kind, f"card-{card}"]
    classes += [n for n, on in (("legal", clickable), ("selected", selected),
                                ("used", badge is not None)) if on]
    lift = -10 if selected else 0
    cell = ""
    if key is not None:
        label = tile_label(card, selected=selected, badge=badge,
                           press=press if clickable else "", rules=rules, place=place)
        cell = (f' data-cell="{html.escape(key)}" role="button" '
                f'aria-label="{html.escape(label)}"')
        if toggle:
            cell += f' aria-pressed="{"true" if selected else "false"}"'
        if not clickable:
            cell += ' aria-disabled="true"'
    border = ('stroke="#000000" stroke-width="4"' if selected
              else f'stroke="{look.edge}" stroke-width="1.5"')
    parts = [
        f'<g class="{" ".join(classes)}"{cell} data-card="{html.escape(card)}" '
        f'transform="translate({x:.1f},{y + lift:.1f})">',
        '<g opacity="0.35">' if badge is not None else "<g>",
        f"<title>{html.escape(card_tooltip(card, rules))}"
        + (" " + _("(selected)") if selected else "")
        + (" " + _("(in {badge})").format(badge=badge) if badge else "") + "</title>",
        f'<rect class="face" x="1" y="1" width="{CARD_W - 2}" height="{CARD_H - 2}" '
        f'rx="{3 if look.kind == "armour" else 9}" fill="{look.fill}" {border}/>',
        _text(CARD_W / 2, 13, _(look.label), 10, weight="bold", fill=look.edge, cls="kind"),
        _emblem(card, look),
        _text(CARD_W / 2, 100, card_name(card), 11, cls="name"),
        _text(CARD_W / 2, 111.5, card_points_text(card, rules), 10.5, weight="bold",
              cls="points"),
    ]
    parts.append("</g>")
    if selected:
        parts.append(f'<circle cx="{CARD_W - 10}" cy="10" r="9" fill="#000000"/>'
                     f'<path d="M{CARD_W - 15},10 l3.5,3.5 l6.5,-7" stroke="#ffffff" '
                     'stroke-width="2.5" fill="none" stroke-linecap="round"/>')
    if badge:
        parts.append(f'<rect class="badge" x="{CARD_W / 2 - 22}" y="47" width="44" height="22" '
                     f'rx="4" fill="#000000"/>'
                     + _text(CARD_W / 2, 58, badge, 14, weight="bold", fill="#ffffff"))
    parts.append("</g>")
    return "".join(parts)


def rows_of(count: int, columns: int | None) -> tuple[int, int]:
    """How many columns and rows a row of `count` cards takes, wrapping at `columns`."""
    cols = max(1, min(count, columns) if columns else count)
    return cols, max(1, -(-count // cols))


def cards_width_px(count: int, columns: int | None = None) -> int:
    """The natural width in pixels of a row of cards (what the widget sizes its board to)."""
    cols, _rows = rows_of(count, columns)
    return round((cols * (CARD_W + GAP) + GAP) * PX_PER_UNIT)


def cards_svg(
    cards: Sequence[str],
    *,
    key: str | None = None,
    selected: Iterable[int] = (),
    badges: Mapping[int, str] | None = None,
    clickable: bool | Iterable[int] = False,
    columns: int | None = None,
    title: str = "Cards",
    rules: Mapping[str, Any] | None = None,
) -> str:
    """A row (wrapping at `columns`) of card tiles as one SVG; with `key`, tile i is the click
    target `data-cell="<key>-<i>"`; `clickable` is True, False or the indices that are."""
    chosen = set(selected)
    badges = dict(badges or {})
    if isinstance(clickable, bool):
        active = set(range(len(cards))) if clickable else set()
    else:
        active = set(clickable)
    cols, rows = rows_of(len(cards), columns)
    width = cols * (CARD_W + GAP) + GAP
    height = rows * (CARD_H + GAP + HEADROOM) + GAP
    tiles = []
    for i, card in enumerate(cards):
        row, col = divmod(i, cols)
        tiles.append(tile_svg(
            card, x=GAP + col * (CARD_W + GAP), y=HEADROOM + row * (CARD_H + GAP + HEADROOM),
            key=f"{key}-{i}" if key is not None else None, selected=i in chosen,
            clickable=i in active, badge=badges.get(i), rules=rules,
            press=PRESS.get(key or "", ""), toggle=key in TOGGLES and i in active,
            place=(i + 1, len(cards))))
    words = codes(cards) if cards else _("no cards")
    return (f'<svg xmlns="http://www.w3.org/2000/svg" class="bond-cards" '
            f'viewBox="0 0 {width} {height}" width="{width * PX_PER_UNIT:.0f}" '
            f'height="{height * PX_PER_UNIT:.0f}" font-family="{FONT}" role="img" '
            f'aria-label="{html.escape(title)}: {html.escape(words)}">'
            f"<title>{html.escape(title)}: {html.escape(words)}</title>{''.join(tiles)}</svg>")


def card_svg(card: str, width: int = 64, rules: Mapping[str, Any] | None = None) -> str:
    """A single card as a small standalone SVG, `width` pixels wide (for text and tables)."""
    height = round(width * CARD_H / CARD_W)
    words = html.escape(card_tooltip(card, rules))
    return (f'<svg xmlns="http://www.w3.org/2000/svg" class="bond-card" width="{width}" '
            f'height="{height}" viewBox="0 0 {CARD_W} {CARD_H}" font-family="{FONT}" '
            f'role="img" aria-label="{words}" style="vertical-align:middle">'
            f"<title>{words}</title>{tile_svg(card, rules=rules)}</svg>")


def cards_html(cards: Sequence[str], width: int = 44,
               rules: Mapping[str, Any] | None = None) -> str:
    """Small card pictures in a line (for captions and results), or 'no cards'."""
    if not cards:
        return "<i>{}</i>".format(_("no cards"))
    return "".join(card_svg(c, width, rules) for c in cards)


# ----- molecules -----------------------------------------------------------------------------
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
    if found.fleeting and name.endswith(")"):  # "ethene-1,2-diol (E or Z; a fleeting ...)"
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

    from ...chem.draw import mol_to_svg

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


# ----- hands and rounds ----------------------------------------------------------------------
def points_words(points: int) -> str:
    """'12 points', '1 point' (in the reader's language)."""
    return count(points, "{n} point", "{n} points")


def said_reason(result: RoundResult) -> str:
    """Why a round was scored, in the reader's language (older results: their sentence)."""
    if not result.code:
        return result.reason
    return round_reason(result.code, result.turn_limit)


def hand_total_line(score: HandScore, rules: Mapping[str, Any] | None = None) -> str:
    """How a hand's points add up, in words: 'molecules 15 + noble gases 1 − unused 2×2 = 12'."""
    bonus = _scorer(rules).bonus
    parts = [_("molecules {points}").format(points=sum(m.points for m in score.molecules))]
    if score.noble_gases:
        parts.append(_("noble gases {points:+d}").format(
            points=len(score.noble_gases) * bonus["noble_gas"]))
    if score.unused:
        parts.append(_("left over {n}\u00d7{each} = {points}").format(
            n=len(score.unused), each=bonus["unused"],
            points=len(score.unused) * bonus["unused"]))
    return _("{parts}; total {points} points").format(parts=", ".join(parts),
                                                      points=score.points)


def hand_score_html(score: HandScore, rules: Mapping[str, Any] | None = None,
                    title: str = "", size: tuple[int, int] = MOLECULE_SIZE) -> str:
    """A scored hand: each molecule drawn with its points, noble gases and left-over cards."""
    parts = [f"<div class='bond-hand-score' data-points='{score.points}'>"]
    if title:
        parts.append(f"<div style='font-weight:bold'>{title}</div>")
    parts.append("<div>")
    for i, m in enumerate(score.molecules, 1):
        parts.append(molecule_html(m, size=size, label=f"{i}. "))
    if not score.molecules:
        parts.append("<i>{}</i> ".format(_("No molecule in this hand.")))
    parts.append("</div>")
    extras = []
    if score.noble_gases:
        extras.append(_("Noble gases (always {points} each):").format(
            points=card_points_text("He", rules)) + " " + cards_html(score.noble_gases, 34, rules))
    if score.unused:
        extras.append(_("Left over ({points} each):").format(
            points=_scorer(rules).bonus["unused"]) + " " + cards_html(score.unused, 34, rules))
    if extras:
        parts.append("<div class='extras'>" + " &nbsp; ".join(extras) + "</div>")
    parts.append(f"<div class='total'>{html.escape(hand_total_line(score, rules))}</div></div>")
    return "".join(parts)


def round_result_html(result: RoundResult, names: Sequence[str],
                      rules: Mapping[str, Any] | None = None) -> str:
    """Every hand of a scored round: its cards, its best split drawn, and its points."""
    rows = []
    for p, (cards, score) in enumerate(zip(result.hands, result.scores, strict=True)):
        marks = []
        if p in result.declarers:
            marks.append(_("declared Bond!"))
        if p in result.blocked:
            marks.append(_("blocked by a scythe"))
        note = f" <small>({', '.join(marks)})</small>" if marks else ""
        rows.append(
            f"<div class='bond-result-hand' data-seat='{p}' style='margin:6px 0;padding:4px 6px;"
            f"border-left:4px solid #888'><b>{html.escape(seat_name(names[p]))}</b>{note}: "
            f"<b>{html.escape(points_words(score.points))}</b><br>{cards_html(cards, 30, rules)}"
            f"{hand_score_html(score, rules, size=(140, 100))}</div>")
    round_ = _("Round {round}").format(round=result.round)
    return (f"<div class='bond-round-result'><b>{round_}</b>: "
            f"{html.escape(said_reason(result))}{''.join(rows)}</div>")


def totals_table_html(results: Sequence[RoundResult], names: Sequence[str],
                      winners: Sequence[int] = ()) -> str:
    """The match so far: each round's points per player and the totals (winners starred)."""
    cell = "padding:2px 8px;border-bottom:1px solid #ddd;text-align:right"
    round_, player, total = _("Round {round}"), _("Player"), _("Total")
    head = "".join(f"<th style='{cell}'>{round_.format(round=r.round)}</th>" for r in results)
    lines = [f"<table class='bond-totals' style='border-collapse:collapse'><tr>"
             f"<th style='{cell};text-align:left'>{player}</th>{head}"
             f"<th style='{cell}'>{total}</th></tr>"]
    for p, name in enumerate(names):
        points = [r.scores[p].points for r in results]
        star = " \u2605" if p in winners else ""
        cells = "".join(f"<td style='{cell}'>{v}</td>" for v in points)
        lines.append(f"<tr data-seat='{p}'><td style='{cell};text-align:left'>"
                     f"{html.escape(seat_name(name))}{star}</td>{cells}"
                     f"<td style='{cell}'><b>{sum(points)}</b></td></tr>")
    lines.append("</table>")
    return "".join(lines)


# ----- the hint book and the molecule workshop ----------------------------------------------
GRID = "display:flex;flex-wrap:wrap;gap:2px;align-items:flex-start"


def hint_book_html(rules: Mapping[str, Any] | None = None,
                   size: tuple[int, int] = (150, 105)) -> str:
    """The hint book as a grid: each molecule drawn, named in English and Japanese, with its
    formula, the cards it takes and its points; the rules' own fluorine list is marked."""
    score = _scorer(rules)
    figures = []
    for m in hint_book():
        counts = tuple(Counter(m.cards)[a] for a in ATOMS)
        source = ("<small title='{}'>{}</small>".format(
            html.escape(_("from the list in the original rules"), quote=True),
            html.escape(_("(F list)"))) if m.source == "seed" else "")
        drawing = molecule_drawing(_canonical(m.smiles), size)
        formula = textbook_formula(list(m.cards), m.smiles)
        if _(m.name) == m.name_ja:  # a Japanese table: the Japanese name heads the figure
            names = f"<b lang='ja'>{html.escape(m.name_ja)}</b>{source}"
        else:
            names = (f"<b>{html.escape(m.name)}</b>{source}<br>"
                     f"<span lang='ja'>{html.escape(m.name_ja)}</span>")
        figures.append(
            f'<figure class="bond-hint" data-formula="{html.escape(m.formula)}" '
            f'style="{figure_style(drawing, size)}">'
            + drawing_html(drawing, _("Drawing of {name}, formula {formula}").format(
                name=_(m.name), formula=formula))
            + f"<figcaption>{names}<br>"
            + (f"{fleeting_mark()}<br>" if is_fleeting(m.smiles) else "")
            + f"{formula_html(formula_for_students(list(m.cards), m.smiles))} &middot; "
            f"{html.escape(points_words(score.molecule_points(counts)))}<br>"
            f"<small>{' '.join(m.cards)}</small></figcaption></figure>")
    return (f"<div class='bond-hint-book' style='{GRID}'>{''.join(figures)}</div>")


def _html(template: str, **values: object) -> str:
    """A sentence template (in the reader's language) as HTML, with HTML values put in."""
    return html.escape(template).format(**values)


def too_many_atoms(total: int | None) -> str:
    """The workshop's one line for more atoms than it takes (None: too many to even count)."""
    if total is None:
        return _("That is far too many atoms: the workshop takes at most {most} atoms at a time "
                 "(try a smaller formula, like C2H6O).").format(most=MAX_WORKSHOP_ATOMS)
    return _("That is {n} atoms: the workshop takes at most {most} atoms at a time (try a "
             "smaller formula, like C2H6O).").format(n=total, most=MAX_WORKSHOP_ATOMS)


def isomers_html(atoms: str | Sequence[str], limit: int = 250,
                 size: tuple[int, int] = (150, 105)) -> str:
    """The molecule workshop's answer: do these atoms make a molecule (and if not, why), and
    every isomer drawn (up to `limit`; the rest counted). More than MAX_WORKSHOP_ATOMS atoms
    are refused in one line before anything is built."""
    from ...chem import isomers, parse_formula
    from ...chem.isomers import MAX_BACKBONE_ATOMS

    def error(text: str) -> str:
        return f"<div class='bond-workshop error'>{html.escape(text)}</div>"

    if isinstance(atoms, str) and re.search(r"[1-9]\d{6,}", atoms):  # a count of a million+
        return error(too_many_atoms(None))
    try:
        counts = parse_formula(atoms) if isinstance(atoms, str) else Counter(atoms)
    except ValueError as problem:
        return error(str(problem))
    strangers = sorted(set(counts) - set(ATOMS))
    if strangers:
        return error(_("{atom} is not an atom of the game: use H, C, N, O and F.").format(
            atom=strangers[0]))
    total = sum(counts.values())
    if total > MAX_WORKSHOP_ATOMS:
        return error(too_many_atoms(total))
    cards = [a for a in ATOMS for _ in range(counts.get(a, 0))]
    name = formula_html(header_formula(cards)) if cards else html.escape(_("nothing"))
    famous = famous_charged(cards) if cards else None
    note = (famous_charged_note(cards) if famous else charged_note(cards)) if cards else ""
    problem = molecule_problem(cards)
    if problem:
        if len(cards) == 1:
            problem = _("In Bond!, a molecule needs at least two atom cards")
        real = radical_note(cards) if len(cards) > 1 else ""
        if real:  # a real radical: lead with what it is
            said = _html(_("{name}: {text}"), name=f"<b>{name}</b>",
                         text=html.escape(radical_line(real, problem)))
            return f"<div class='bond-workshop no'>{said}</div>"
        note = charged_note(cards) if cards else ""
        said = _html(_("{name}: not a molecule: {reason}."), name=f"<b>{name}</b>",
                     reason=html.escape(problem))
        if note:
            said = _html(_("{text} {note}"), text=said, note=html.escape(note))
        return f"<div class='bond-workshop no'>{said}</div>"
    backbone = sum(counts.get(a, 0) for a in ("C", "N", "O"))
    if backbone > MAX_BACKBONE_ATOMS:
        said = _html(_("{name} makes a molecule. (Its isomers are too many to list: the "
                       "workshop lists them for at most {most} C, N and O atoms, and this has "
                       "{n}.)"), name=f"<b>{name}</b>", most=MAX_BACKBONE_ATOMS, n=backbone)
        return f"<div class='bond-workshop yes'>{said}</div>"
    found = isomers(cards)
    count = len(found)
    beyond = beyond_table(cards)
    # the Japanese word is put in as HTML: lang="ja", so an English page reads it in Japanese
    said = _html(ngettext(
        "{name} makes a molecule: {count} structural isomer ({term}: molecules with these "
        "atoms, joined differently)",
        "{name} makes a molecule: {count} structural isomers ({term}: molecules with these "
        "atoms, joined differently)", count), name=f"<b>{name}</b>", count=f"<b>{count}</b>",
        term='<span lang="ja">構造異性体</span>')
    said = (_html(_("{text}; the first {limit} are drawn, to keep the page quick."), text=said,
                  limit=limit) if count > limit else _html(_("{text}."), text=said))
    head = f"<div class='bond-workshop yes'>{said}"
    head += " <small class='stereo'>{}</small>".format(html.escape(_(
        "Stereoisomers (cis/trans forms and mirror images, which differ only in how the atoms "
        "sit in space) are not counted.")))
    if beyond:
        head += " <small class='known'>{}</small>".format(html.escape(_(
            "The kit's table of known compounds covers molecules of up to {most} atoms and "
            "these have {n}, so the drawings are not marked known or hypothetical.").format(
                most=MAX_ATOMS, n=len(cards))))
    if famous is not None:
        below = _("{note} Below are the neutral structures Bond! scores.").format(note=note)
        head += (f"<div class='charged famous'>{molecule_drawing(famous.smiles)}<br>"
                 f"<small>{html.escape(below)}</small></div>")
    elif note:
        head += f" <small class='charged'>{html.escape(note)}</small>"
    real = real_molecule_note(cards)
    if real:  # O2 is a diradical; tricarbon is a chain (issue 10 review)
        head += f" <small class='real'>{html.escape(real)}</small>"
    # the first is named above (famous or not); each of the rest once (issue 10, said twice)
    others = charged_compounds(cards)[1:] if note else []
    if others:
        head += (" <small class='charged'>"
                 + " ".join(html.escape(_("{compound} also exists, but its structure needs + "
                                          "and \u2212 charges.").format(
                     compound=_capital(worded_name(c.name, textbook_formula(c.formula,
                                                                            c.smiles)))))
                            for c in others)
                 + "</small>")
    head += f"<div class='smiles-key'><small>{html.escape(_(SMILES_KEY))}</small></div></div>"
    figures = []
    for smiles in found[:limit]:
        info = molecule_info(tuple(cards), smiles)
        known = info.known.startswith("known: ")
        label = _(info.name) if info.name else (
            _known_label(smiles, info.formula) or "" if known
            else "" if beyond else _("hypothetical"))
        if info.name and is_fleeting(smiles):
            label = _("{name} ({fleeting})").format(name=label, fleeting=_(FLEETING))
        written = kekule_smiles(smiles)
        caption = (f"<small>{formula_html(info.structure)}</small>" if info.structure
                   else f"<small class='smiles' title='SMILES'>{html.escape(written)}</small>")
        if label:
            caption = f"<b>{html.escape(label)}</b><br>" + caption
        drawing = molecule_drawing(smiles, size)
        figures.append(f'<figure class="bond-isomer" data-smiles="{html.escape(written)}" '
                       f'style="{figure_style(drawing, size)}">'
                       + drawing_html(drawing, _(
                           "Drawing of {name}, formula {formula}, structure {structure}").format(
                               name=label or _("an isomer"), formula=info.textbook,
                               structure=info.structure or written))
                       + f"<figcaption>{caption}</figcaption>"
                       "</figure>")
    return head + f"<div class='bond-isomers' style='{GRID}'>{''.join(figures)}</div>"
