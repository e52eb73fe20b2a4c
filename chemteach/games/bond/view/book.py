"""The hint book as a grid of drawn molecules, and the molecule workshop's answer: whether some
atoms make a molecule (and why not), and every structural isomer drawn.
"""

from __future__ import annotations

import html
import re
from collections import Counter
from collections.abc import Mapping, Sequence
from typing import Any

from ....chem import (
    charged_compounds,
    formula_for_students,
    molecule_problem,
    real_molecule_note,
    textbook_formula,
)
from ....chem.known import MAX_ATOMS, worded_name
from ....core.wording import _, ngettext
from ..cards import ATOMS, hint_book
from .molecules import (
    _canonical,
    drawing_html,
    figure_style,
    formula_html,
    kekule_smiles,
    molecule_drawing,
    molecule_info,
    points_words,
)
from .notes import (
    FLEETING,
    SMILES_KEY,
    _capital,
    _known_label,
    beyond_table,
    charged_note,
    famous_charged,
    famous_charged_note,
    fleeting_mark,
    header_formula,
    is_fleeting,
    radical_line,
    radical_note,
)
from .tiles import _scorer

#: The molecule workshop refuses more atoms than this before building anything.
MAX_WORKSHOP_ATOMS = 40
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
    from ....chem import isomers, parse_formula
    from ....chem.isomers import MAX_BACKBONE_ATOMS

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
