"""Bond!'s workshops: build molecules from typed or clicked atoms and see every isomer,
or split a hand into molecules yourself and compare with the kit's best split; and turn
their molecules (or the hint book's, or a scored hand's) in 3D.
"""

from __future__ import annotations

import html
from collections.abc import Callable, Iterable, Mapping, Sequence
from typing import Any

import ipywidgets as w

from ...chem import isomers, known_compound_for_smiles, parse_formula, textbook_formula
from ...chem.errors import ChemError
from ...core.errors import IllegalAction
from ...core.language import keeps_language, table_language
from ...core.wording import _, ngettext, seat_name
from ...widgets import SvgBoard
from ...widgets.closing import close_tree
from ...widgets.keyguard import guard_keys
from ...widgets.molecule3d import MoleculeTurner
from ...widgets.table import speaks_own_language
from .cards import ATOMS, NOBLE_GASES, hint_book, sort_cards
from .scoring import HandScore, ScoredMolecule, scorer
from .view import (
    _capital,
    _known_label,
    card_name,
    cards_svg,
    cards_width_px,
    hand_score_html,
    isomers_html,
    molecule_html,
    molecule_line,
    molecule_reason,
    structure_text,
)

#: The split workshop takes at most this many cards (a Bond! hand has at most 12; finding the
#: best split of many more would keep the notebook busy for a long time).
MAX_SPLIT_CARDS = 24


# ----- small pieces ------------------------------------------------------------------------
def card_board(css: str) -> SvgBoard:
    """A clickable row of cards (an SvgBoard sized to its cards; hidden while empty)."""
    board = SvgBoard(layout=w.Layout(width="0px", max_width="100%", display="none"))
    board.add_class(css)
    return board


def show_cards(board: SvgBoard, cards: Sequence[str], key: str, *,
               columns: int | None = None, **options: Any) -> None:
    """Draw cards on a board (tile i is `data-cell="<key>-<i>"`), or hide it if there are none."""
    if not cards:
        board.svg = ""
        board.layout.display = "none"
        return
    board.svg = cards_svg(cards, key=key, columns=columns, **options)
    # no wider than the window: a long row scrolls inside its box on a 320 px window
    board.layout.width = f"min({cards_width_px(len(cards), columns)}px, 100%)"
    board.layout.display = None


def card_index(cell: str | int, key: str) -> int:
    """The card index of a click id such as 'hand-3' (or an index given directly)."""
    if isinstance(cell, int):
        return cell
    prefix, _sep, number = str(cell).rpartition("-")
    if prefix != key or not number.isdigit():
        raise IllegalAction(_("{cell!r} is not one of these cards.").format(cell=cell))
    return int(number)


def button(text: str, css: str, tip: str = "", style: str = "", icon: str = "") -> w.Button:
    """A button with a CSS class the browser tests find it by."""
    made = w.Button(description=text, tooltip=tip or text, button_style=style, icon=icon,
                    layout=w.Layout(width="auto", min_width="8em"))
    made.add_class(css)
    return made


def shown(widget: w.Widget, on: bool) -> None:
    """Show or hide a widget (hidden widgets take no room)."""
    widget.layout.display = None if on else "none"


def points_text(value: int) -> str:
    return ngettext("{n} point", "{n} points", abs(value)).format(n=value)




def hand_problem(cards: Sequence[str]) -> str | None:
    """Why these cards cannot go into the split workshop (too many, or not Bond! cards), in one
    line, or None if they can."""
    if len(cards) > MAX_SPLIT_CARDS:
        return (f"That is {len(cards)} cards: the split workshop takes at most "
                f"{MAX_SPLIT_CARDS} (a Bond! hand has 8, at most 12).")
    try:
        sort_cards(cards)
    except (TypeError, ValueError) as problem:
        return str(problem)
    return None


# ----- molecules to turn in 3D (choices for chemteach.widgets.molecule3d.MoleculeTurner) ---
# Each gives (name, SMILES) choices, named in the reader's language as the pictures
# beside them are.
#: The workshop turns at most this many isomers of one formula (C4H10O has 7, C3H6O2 many).
MAX_TURNED = 40


def molecule_name(smiles: str, formula_text: str) -> str:
    """The name a 3D view gives a molecule: the known compound's, else its structure
    ('hypothetical')."""
    known = _known_label(smiles, formula_text)
    if known:
        return _capital(known)
    return _("{structure} (hypothetical)").format(
        structure=structure_text(smiles) or textbook_formula(formula_text, smiles))


def isomer_choices(atoms: str | Sequence[str], limit: int = MAX_TURNED) -> list[tuple[str, str]]:
    """Every isomer of these atoms (at most `limit`), named, known compounds first."""
    try:
        found = isomers(atoms)
    except (ChemError, ValueError):
        return []
    known = [s for s in found if known_compound_for_smiles(s) is not None]
    ordered = known + [s for s in found if s not in known]  # known compounds first
    return [(molecule_name(s, textbook_formula(atoms, s)), s) for s in ordered[:limit]]


def hint_book_choices() -> list[tuple[str, str]]:
    """The hint book's molecules, named in the reader's language."""
    return [(_capital(_(m.name)), m.smiles) for m in hint_book()]


def hand_choices(groups: Iterable[Sequence[str]]) -> list[tuple[str, str]]:
    """The molecules of these groups of cards (a split of a hand), each once, drawn as the
    game scores them."""
    seen: dict[str, str] = {}
    for cards in groups:
        smiles = ScoredMolecule(tuple(sort_cards(list(cards))), 0).smiles
        if smiles not in seen:
            seen[smiles] = molecule_name(smiles, textbook_formula(list(cards)))
    return [(name, smiles) for smiles, name in seen.items()]


def turner(choices: Sequence[tuple[str, str]]) -> MoleculeTurner | None:
    """A 3D view of these choices, or None if there is nothing to turn."""
    return MoleculeTurner(choices) if choices else None


def hint_book_3d() -> MoleculeTurner:
    """Every hint-book molecule in 3D: choose one, turn it, read its shape and bond angles."""
    return MoleculeTurner(hint_book_choices())


def hand_3d(score: HandScore) -> MoleculeTurner | w.HTML:
    """The molecules of a scored hand in 3D (a line saying so if it made none)."""
    made = turner(hand_choices(m.cards for m in score.molecules))
    return made if made is not None else w.HTML(_("This hand makes no molecule to turn."))


class TurnIn3D:
    """A 'Turn in 3D' button that opens (or closes) a 3D view of the molecules `choices()`
    gives at that moment; `reset()` closes it when what it showed has changed."""

    def __init__(self, choices: Callable[[], Sequence[tuple[str, str]]]) -> None:
        self.choices = choices
        self.turner: MoleculeTurner | None = None
        self.button = w.ToggleButton(value=False, description=_("Turn in 3D"),
                                     tooltip=_("See these molecules in 3D, with their shapes "
                                               "and bond angles"),
                                     icon="cube", layout=w.Layout(width="auto"))
        self.button.add_class("bond-turn-3d")
        self.note = w.HTML()
        self.box = w.VBox([])
        self.widget = w.VBox([self.button, self.box])
        self.widget.add_class("bond-3d")
        # a click later speaks the language of the table it was made for, not the kit's
        self.button.observe(keeps_language(lambda change: self.open(change["new"])),
                            names="value")

    def open(self, on: bool = True) -> None:
        """Show the 3D view of the current molecules (or close it)."""
        old, self.turner = self.turner, None
        if on:
            self.turner = turner(self.choices())
            if self.turner is None:
                self.note.value = _("There is no molecule to turn yet.")
            self.box.children = (self.turner.widget,) if self.turner else (self.note,)
        else:
            self.box.children = ()
        if old is not None:
            close_tree(*old.widgets())
        if self.button.value != on:
            self.button.value = on

    def reset(self) -> None:
        """Close the view (the molecules it showed are no longer the ones on screen)."""
        if self.button.value or self.turner is not None:
            self.open(False)

    def widgets(self) -> list[w.Widget]:
        """Every widget inside (to close them when the workshop is replaced)."""
        return [self.widget, self.button, self.note, self.box,
                *(self.turner.widgets() if self.turner else [])]


# ----- the workshops ---------------------------------------------------------------------
class SplitWorkshop:
    """Split a hand into molecules yourself: click cards, 'Make molecule' (each group checked
    live), then 'Show the best split' puts the kit's best beside yours with both totals."""

    def __init__(self, cards: Sequence[str], rules: Mapping[str, Any] | None = None,
                 owner: str = "", yours: bool = False) -> None:
        self._lang = table_language()  # its table's language, whoever clicks it later
        cards = list(cards)
        #: Why these cards were refused (too many, or not Bond! cards), or None.
        self.problem = hand_problem(cards)
        self.cards = () if self.problem else sort_cards(cards)
        self.rules = rules
        self.scorer = scorer(rules)
        self.best = self.scorer.score(self.cards)
        self.owner = owner
        self.selected: list[int] = []
        self.groups: list[tuple[int, ...]] = []
        self.revealed = False
        self._on_best: list[Callable[[], None]] = []
        self.board = card_board("bond-split-cards")
        self.board.on_click(keeps_language(self.click))
        self.check = w.HTML()
        self.check.add_class("bond-split-check")
        self.make_button = button(_("Make molecule"), "bond-make-molecule",
                                  _("Put the selected cards together as one molecule"), "primary")
        self.break_button = button(_("Break up the last molecule"), "bond-break-molecule")
        self.best_button = button(_("Show the best split"), "bond-best-split",
                                  _("Compare your split with the kit's best"), "success")
        self.make_button.on_click(keeps_language(lambda _: self.make_molecule()))
        self.break_button.on_click(keeps_language(lambda _: self.break_up()))
        self.best_button.on_click(keeps_language(lambda _: self.show_best()))
        self.mine = w.HTML()
        self.mine.add_class("bond-split-mine")
        self.comparison = w.HTML()
        self.comparison.add_class("bond-split-comparison")
        self.in3d = TurnIn3D(self.molecules_3d)  # shown with the best split
        if yours:
            head = _("<b>Split your hand into molecules yourself.</b> Click cards, press "
                     "<b>Make molecule</b>, repeat. Its best split scores <b>{points}</b>: can "
                     "you find it?")
        elif owner:
            head = _("<b>Split {name}'s hand into molecules yourself.</b> Click cards, press "
                     "<b>Make molecule</b>, repeat. Its best split scores <b>{points}</b>: can "
                     "you find it?")
        else:
            head = _("<b>Split this hand into molecules yourself.</b> Click cards, press "
                     "<b>Make molecule</b>, repeat. Its best split scores <b>{points}</b>: can "
                     "you find it?")
        self.head = w.HTML(head.format(name=html.escape(seat_name(owner)),
                                       points=points_text(self.best.points)))
        self._parts = [self.head, self.board, self.check,
                       w.HBox([self.make_button, self.break_button, self.best_button],
                              layout=w.Layout(flex_flow="row wrap")),
                       self.mine, self.comparison, self.in3d.widget]
        self.widget = w.VBox(self._parts)
        self.widget.add_class("bond-split")
        guard_keys(self.widget)  # JupyterLab's shortcuts stay out of its cards and buttons
        self.update()
        if self.problem:  # one friendly line instead of a hand to split
            self.head.value = self._line(self.problem, "error")
            self.widget.children = (self.head,)

    def widgets(self) -> list[w.Widget]:
        """Every widget of the workshop, shown or not (to close them all when it is replaced)."""
        return [self.widget, *self._parts, *self.in3d.widgets()]

    def molecules_3d(self) -> list[tuple[str, str]]:
        """The molecules of the best split and of the student's, to turn in 3D."""
        return hand_choices([*(m.cards for m in self.best.molecules), *self.group_cards()])

    # ----- what the student does -------------------------------------------------------
    @speaks_own_language
    def click(self, cell: str | int) -> None:
        """Select or unselect a card (a click on it); cards in a molecule cannot be chosen."""
        try:
            index = card_index(cell, "split")
        except IllegalAction as problem:
            self.check.value = self._line(str(problem), "error")
            return
        if not 0 <= index < len(self.cards):
            self.check.value = self._line(
                f"There is no card {index} here: the cards are numbered 0 to "
                f"{len(self.cards) - 1}." if self.cards else "There are no cards to split.",
                "error")
            return
        if index in self.used():
            self.check.value = self._line(
                _("That card is already in a molecule: break the molecule up first."), "error")
            return
        if index in self.selected:
            self.selected.remove(index)
        else:
            self.selected.append(index)
        self.update()

    @speaks_own_language
    def make_molecule(self) -> bool:
        """Turn the selected cards into one molecule, if they make one; else say why."""
        cards = self.selected_cards
        reason = molecule_reason(cards, self.rules)
        if reason:
            self.update()
            line = molecule_line(cards, self.rules)  # the reason, and a note on charges
            self.check.value = self._line(
                _("Click the cards of a molecule first.") if not cards
                else _("Not made: {line}").format(line=line) + ("" if line.endswith(".") else "."),
                "error")
            return False
        self.groups.append(tuple(sorted(self.selected)))
        self.selected = []
        self.update()
        return True

    @speaks_own_language
    def break_up(self) -> None:
        """Put the cards of the last molecule back (to try another split)."""
        if self.groups:
            self.selected = list(self.groups.pop())
        self.update()

    @speaks_own_language
    def show_best(self) -> None:
        """Show the kit's best split beside the student's, with both totals."""
        self.revealed = True
        self.update()
        for callback in list(self._on_best):
            callback()

    def on_best(self, callback: Callable[[], None]) -> None:
        """Call `callback()` when the best split is shown."""
        self._on_best.append(callback)

    # ----- reading it ---------------------------------------------------------------
    @property
    def selected_cards(self) -> list[str]:
        """The cards chosen for the next molecule."""
        return [self.cards[i] for i in sorted(self.selected)]

    def used(self) -> dict[int, str]:
        """Cards already in a molecule: index -> 'M1', 'M2', ..."""
        return {i: f"M{n}" for n, group in enumerate(self.groups, 1) for i in group}

    def group_cards(self) -> list[tuple[str, ...]]:
        """The student's molecules, as cards."""
        return [tuple(self.cards[i] for i in group) for group in self.groups]

    def left_over(self) -> list[str]:
        """Cards in no molecule (noble gases included)."""
        used = self.used()
        return [c for i, c in enumerate(self.cards) if i not in used]

    @property
    def total(self) -> int:
        """The student's split's points, scored by the game's rules."""
        bonus = self.scorer.bonus
        points = sum(self.scorer.molecule_points(_counts(g)) for g in self.group_cards())
        for card in self.left_over():
            points += bonus["noble_gas"] if card in NOBLE_GASES else bonus["unused"]
        return points

    @speaks_own_language
    def check_text(self) -> str:
        """The live check of the selected cards, in one line."""
        if not self.selected:
            return _("Click cards to put them together in a molecule.")
        return molecule_line(self.selected_cards, self.rules)

    @speaks_own_language
    def tally(self) -> str:
        """How the student's split adds up, in words (as the kit writes a scored hand)."""
        bonus = self.scorer.bonus
        groups = self.group_cards()
        points = [self.scorer.molecule_points(_counts(g)) for g in groups]
        listed = ", ".join(f"{textbook_formula(list(g))} {p}"
                           for g, p in zip(groups, points, strict=True))
        parts = [_("molecules {points} ({molecules})").format(points=sum(points),
                                                              molecules=listed)
                 if groups else _("no molecules yet")]
        nobles = [c for c in self.left_over() if c in NOBLE_GASES]
        spare = [c for c in self.left_over() if c not in NOBLE_GASES]
        if nobles:
            parts.append(_("noble gases {points:+d}").format(
                points=len(nobles) * bonus["noble_gas"]))
        if spare:
            parts.append(_("left over {n}\u00d7{each} = {points}").format(
                n=len(spare), each=bonus["unused"], points=len(spare) * bonus["unused"]))
        return _("{parts}; total {points}").format(parts=", ".join(parts),
                                                   points=points_text(self.total))

    def _line(self, text: str, kind: str) -> str:
        colour = {"ok": "#1a5e20", "error": "#a00000"}.get(kind, "#222")
        return (f"<span class='bond-check-{kind}' style='color:{colour}'>"
                f"{html.escape(text)}</span>")

    @speaks_own_language
    def update(self) -> None:
        """Redraw the cards, the live check, the student's molecules and the comparison."""
        used = self.used()
        show_cards(self.board, self.cards, "split", selected=self.selected, badges=used,
                   clickable=[] if self.revealed else [i for i in range(len(self.cards))
                                                       if i not in used],
                   title=_("Cards to split"), rules=self.rules)
        text = self.check_text()
        kind = ("info" if not self.selected else
                "error" if molecule_reason(self.selected_cards, self.rules) else "ok")
        self.check.value = self._line(text, kind)
        figures = "".join(molecule_html(g, size=(140, 100), label=f"M{n}: ")
                          for n, g in enumerate(self.group_cards(), 1))
        yours = _("Your split:")
        self.mine.value = (f"<div>{figures}</div><div class='bond-split-total'><b>{yours}"
                           f"</b> {html.escape(self.tally())}</div>")
        self.make_button.disabled = self.revealed
        self.break_button.disabled = not self.groups or self.revealed
        self.best_button.disabled = self.revealed
        shown(self.mine, not self.revealed)
        shown(self.in3d.widget, self.revealed)  # the best split's molecules: after the reveal
        if not self.revealed:
            self.comparison.value = ""
            return
        best = self.best.points
        if self.total >= best:
            verdict = _("You found a best split! \u2605")
        else:
            verdict = _("The best split scores {points} more.").format(
                points=points_text(best - self.total))
        cell = "vertical-align:top;padding:4px 10px;border:1px solid #ccc"
        both = _("Your split: <b>{yours}</b>; the best split: <b>{best}</b>.").format(
            yours=points_text(self.total), best=points_text(best))
        yours_head = _("Your split: {points}").format(points=points_text(self.total))
        best_head = _("The best split: {points}").format(points=points_text(best))
        none = "<i>{}</i>".format(_("no molecules"))
        self.comparison.value = (
            f"<div class='bond-verdict' style='font-size:115%;margin:4px 0'><b>{verdict}</b> "
            f"{both}</div><table style='border-collapse:collapse'><tr>"
            f"<th style='{cell}'>{yours_head}</th>"
            f"<th style='{cell}'>{best_head}</th></tr><tr>"
            f"<td class='bond-yours' style='{cell}'>{figures or none}<br>"
            f"{html.escape(self.tally())}</td>"
            f"<td class='bond-best' style='{cell}'>"
            f"{hand_score_html(self.best, self.rules, size=(140, 100))}</td></tr></table>")

    def _repr_mimebundle_(self, **kwargs: Any) -> Any:
        return self.widget._repr_mimebundle_(**kwargs)


def _counts(cards: Iterable[str]) -> tuple[int, ...]:
    cards = list(cards)
    return tuple(cards.count(a) for a in ATOMS)


class MoleculeWorkshop:
    """Type atoms ('C2H6O') or click atom buttons: do they make a molecule (and if not, why)?
    Every isomer is drawn."""

    def __init__(self, atoms: str = "C2H6O", limit: int = 250) -> None:
        self.limit = limit
        self.text = w.Text(value=atoms, description=_("Atoms:"),
                           placeholder=_("e.g. C2H6O or H H O"), continuous_update=False)
        self.text.add_class("bond-workshop-text")
        self.atom_buttons = {
            a: button(a, f"bond-add-{a}",
                      _("Add one {name} atom").format(name=card_name(a)))
            for a in ATOMS}
        for atom, made in self.atom_buttons.items():
            made.layout.width = "3.2em"
            made.layout.min_width = "3.2em"
            made.on_click(keeps_language(lambda _b, atom=atom: self.add(atom)))
        self.clear_button = button(_("Clear"), "bond-workshop-clear", _("Start with no atoms"))
        self.clear_button.on_click(keeps_language(lambda _b: self.set("")))
        self.output = w.HTML()
        self.output.add_class("bond-workshop-output")
        self.text.observe(keeps_language(lambda _change: self.update()), names="value")
        self.in3d = TurnIn3D(lambda: isomer_choices(self.text.value.strip()))
        self.widget = w.VBox([w.HBox([self.text, *self.atom_buttons.values(),
                                      self.clear_button], layout=w.Layout(flex_flow="row wrap")),
                              self.in3d.widget, self.output])
        self.widget.add_class("bond-workshop")
        guard_keys(self.widget)  # JupyterLab's shortcuts stay out of its box and buttons
        self.update()

    def add(self, atom: str) -> None:
        """Add one atom to the formula (what an atom button does)."""
        try:
            counts = parse_formula(self.text.value) if self.text.value.strip() else {}
        except ValueError:
            counts = {}
        counts = dict(counts)
        counts[atom] = counts.get(atom, 0) + 1
        self.set(textbook_formula(counts))

    def set(self, atoms: str) -> None:
        """Type these atoms into the box."""
        self.text.value = atoms
        self.update()

    def update(self) -> None:
        """Check the atoms and draw every isomer."""
        text = self.text.value.strip()
        self.in3d.reset()  # its molecules were those of the atoms typed before
        if not text:
            self.output.value = "<i>{}</i>".format(
                html.escape(_("Type atoms such as C2H6O, or click the atom buttons.")))
            return
        self.output.value = isomers_html(text, self.limit)

    def _repr_mimebundle_(self, **kwargs: Any) -> Any:
        return self.widget._repr_mimebundle_(**kwargs)


def molecule_workshop(atoms: str = "C2H6O", limit: int = 250) -> MoleculeWorkshop:
    """The molecule workshop for a notebook cell: type or click atoms, see every isomer (up to
    `limit` drawings; the count is always exact)."""
    return MoleculeWorkshop(atoms, limit)


def split_workshop(cards: str | Sequence[str],
                   rules: Mapping[str, Any] | None = None) -> SplitWorkshop:
    """Try splitting any hand ('H H O C H H H H') into molecules and compare with the best."""
    if isinstance(cards, str):
        cards = cards.split()
    return SplitWorkshop(cards, rules)
