"""The Mendeleev table: the cards laid face up in the middle, growing into a periodic table.

A card may be laid next to a card already there in the periodic table's own layout (same
period and neighbouring group, or same group and neighbouring period). The lanthanide and
actinide rows (``table_position`` rows 8 and 9) touch each other (Ce above Th) but not
period 7 directly. They join the main table at its placeholder squares, as the 18-column
table draws them: every lanthanide counts as sitting in the "57–71" square (period 6,
group 3) as well as in its own row, and every actinide in the "89–103" square (period 7,
group 3). So a lanthanide fits next to Ba, Hf or Y, and Ba, Hf and Y fit once any
lanthanide is on the table; likewise Ra, Rf and the actinides. Two cards sharing a square
are not next to each other (Lu does not fit next to Nd alone), and the two squares do not
join the rows to each other: a lanthanide and an actinide touch only in one column (Ce
above Th), else every actinide would fit once any lanthanide is down. This is the game's
rule, not ``elements.adjacent`` (which knows nothing of the placeholders and is left as the
plain printed-table neighbourhood).

The variant "same group or period" accepts any card sharing a group or a period with one on
the table (f-block cards have no group, so they match by period: a lanthanide with period
6, an actinide with period 7). ``can_place(["Fe"], "Co")`` works on plain lists of symbols.
"""

from __future__ import annotations

from collections.abc import Iterable
from functools import cache

from ...core.wording import _, join_words
from ...elements import (
    ACTINIDE_ROW,
    LANTHANIDE_ROW,
    PLACEHOLDERS,
    Element,
    element,
    elements,
    table_position,
)
from .rules import GROUP_OR_PERIOD, NEIGHBOUR

CardLike = Element | str | int
Cell = tuple[int, int]
_STEPS = ((0, 1), (0, -1), (1, 0), (-1, 0))
_RULE_NAMES = (NEIGHBOUR, GROUP_OR_PERIOD)

#: The main-table square every card of an f-block row also sits in: "57–71", "89–103".
PLACEHOLDER_OF_ROW: dict[int, Cell] = {LANTHANIDE_ROW: (6, 3), ACTINIDE_ROW: (7, 3)}
assert set(PLACEHOLDER_OF_ROW.values()) == set(PLACEHOLDERS)

def _touch(a: Cell, b: Cell) -> bool:
    """Whether two squares of the drawn table are next to each other (rows 7 and 8 are not:
    the lanthanide row is drawn apart, below period 7)."""
    (ra, ca), (rb, cb) = a, b
    if {ra, rb} == {7, LANTHANIDE_ROW}:
        return False
    return (ra == rb and abs(ca - cb) == 1) or (ca == cb and abs(ra - rb) == 1)


def _squares(row: int, col: int) -> list[tuple[Cell, str | None]]:
    """The squares a card sits in: its own, and for an f-block card its placeholder."""
    own: list[tuple[Cell, str | None]] = [((row, col), None)]
    if row in PLACEHOLDER_OF_ROW:
        cell = PLACEHOLDER_OF_ROW[row]
        own.append((cell, PLACEHOLDERS[cell]))
    return own


class MendeleevTable:
    """The cards on the table, with fast look-ups of which positions, groups and periods touch."""

    def __init__(self, cards: Iterable[CardLike] = (), rule: str = NEIGHBOUR) -> None:
        if rule not in _RULE_NAMES:
            raise ValueError(f"No Mendeleev-table rule {rule!r}; use {NEIGHBOUR!r} or "
                             f"{GROUP_OR_PERIOD!r}.")
        self.rule = rule
        self.cards: list[str] = []
        self._laid: set[str] = set()
        self._positions: dict[Cell, str] = {}
        self._filling: dict[Cell, list[str]] = {cell: [] for cell in PLACEHOLDERS}
        self._groups: dict[int, str] = {}
        self._periods: dict[int, str] = {}
        for c in cards:
            self.add(c)

    def __len__(self) -> int:
        return len(self.cards)

    def __contains__(self, card: object) -> bool:
        return card in self._laid

    def add(self, card: CardLike) -> None:
        """Lay a card (no check: the first card, the Mendeleev card, fits anywhere)."""
        el = element(card)
        self.cards.append(el.symbol)
        self._laid.add(el.symbol)
        row, col = table_position(el)
        self._positions[row, col] = el.symbol
        if row in PLACEHOLDER_OF_ROW:
            self._filling[PLACEHOLDER_OF_ROW[row]].append(el.symbol)
        if el.group is not None:
            self._groups.setdefault(el.group, el.symbol)
        self._periods.setdefault(el.period, el.symbol)

    def links(self, card: CardLike) -> list[tuple[str, tuple[str, ...]]]:
        """The cards `card` would touch (neighbour rule), each with the placeholder squares the
        link goes through: ``()`` for a plain neighbour, ``("57–71",)`` for barium next to a
        lanthanide. Plain neighbours first; each card once."""
        el = element(card)
        if el.symbol in self._laid:
            return []
        found: dict[str, tuple[str, ...]] = {}
        for mine, my_label in _squares(*table_position(el)):
            for dr, dc in _STEPS:
                there = (mine[0] + dr, mine[1] + dc)
                if not _touch(mine, there):
                    continue
                mine_via = (my_label,) if my_label else ()
                others = [(self._positions[there], mine_via)] if there in self._positions else []
                # the two placeholder squares do not link the rows to each other (they touch
                # only column by column, Ce above Th): else every actinide would fit as soon
                # as any lanthanide is down, and such games were over in two or three turns
                if there in self._filling and not my_label:
                    via = (*mine_via, PLACEHOLDERS[there])
                    others += [(s, via) for s in self._filling[there]]
                for symbol, via in others:
                    if symbol != el.symbol and symbol not in found:
                        found[symbol] = via
        return sorted(found.items(), key=lambda item: len(item[1]))

    def partners(self, card: CardLike) -> list[str]:
        """The cards on the table that `card` would be laid against (empty: it does not fit)."""
        el = element(card)
        if el.symbol in self._laid:
            return []
        if self.rule == NEIGHBOUR:
            return [symbol for symbol, _ in self.links(el)]
        return [c for c in self.cards if _same_group_or_period(el, element(c))]

    def fits(self, card: CardLike) -> bool:
        """Whether `card` may be laid now."""
        el = element(card)
        if el.symbol in self._laid:
            return False
        if self.rule == NEIGHBOUR:
            return bool(self.links(el))
        return (el.group is not None and el.group in self._groups) or el.period in self._periods

    def why_not(self, card: CardLike) -> str | None:
        """Why `card` may not be laid, in one sentence (in the reader's language); None if
        it may."""
        el = element(card)
        name = _(el.name)
        if not self.cards:
            return _("{card} cannot be laid: the Mendeleev table is empty.").format(card=name)
        if el.symbol in self._laid:
            return _("{card} is already on the Mendeleev table.").format(card=name)
        if self.fits(el):
            return None
        if self.rule == GROUP_OR_PERIOD:
            if el.group is None:
                return _("{card} (no group, period {period}) shares neither a group nor a "
                         "period with any card on the Mendeleev table.").format(
                             card=name, period=el.period)
            return _("{card} (group {group}, period {period}) shares neither a group nor a "
                     "period with any card on the Mendeleev table.").format(
                         card=name, group=el.group, period=el.period)
        return _no_neighbour(el, self._filling)

    def reason(self, card: CardLike) -> str:
        """Why `card` fits ("next to cobalt"), for the move log; '' if it does not.

        Plain neighbours are named if there are any; otherwise the cards reached through a
        placeholder square ("next to neodymium through the 57–71 square")."""
        if self.rule != NEIGHBOUR:
            found = self.partners(card)
            return (_("sharing a group or period with {cards}").format(cards=_listed(found))
                    if found else "")
        links = self.links(card)
        if not links:
            return ""
        via = links[0][1]
        found = [symbol for symbol, v in links if v == via]
        if not via:
            return _("next to {cards}").format(cards=_listed(found))
        if len(via) > 1:
            return _("next to {cards} through the {squares} squares").format(
                cards=_listed(found), squares=join_words(via))
        return _("next to {cards} through the {square} square").format(
            cards=_listed(found), square=via[0])


def _name(symbol: str) -> str:
    """An element's name inside a sentence, in the reader's language ("cobalt", "コバルト")."""
    return _(element(symbol).name).lower()


def _listed(symbols: list[str]) -> str:
    """"cobalt", "cobalt and nickel", "a, b and c", "a, b and c and 2 more"."""
    listed = join_words(_name(s) for s in symbols[:3])
    if len(symbols) > 3:
        return _("{cards} and {n} more").format(cards=listed, n=len(symbols) - 3)
    return listed


def _or(words: list[str]) -> str:
    """"radium or rutherfordium", "barium, hafnium or yttrium"."""
    if len(words) == 1:
        return words[0]
    # TRANSLATORS: a choice between the items of a list ("barium, hafnium or yttrium")
    return _("{items} or {last}").format(items=_(", ").join(words[:-1]), last=words[-1])


@cache
def _beside(cell: Cell) -> tuple[str, ...]:
    """The main-table elements next to a placeholder square (Ba, Hf, Y for 57–71)."""
    return tuple(el.symbol for el in elements()
                 if table_position(el)[0] < LANTHANIDE_ROW and _touch(table_position(el), cell))


def _no_neighbour(el: Element, filling: dict[Cell, list[str]]) -> str:
    """The neighbour rule's "no" for `el`, with the placeholder rule where it matters; each
    case is a whole sentence template, so every language words it its own way."""
    row, col = table_position(el)
    name = _(el.name)
    if row in PLACEHOLDER_OF_ROW:
        cell = PLACEHOLDER_OF_ROW[row]
        values = {"card": name, "square": PLACEHOLDERS[cell], "period": cell[0],
                  "group": cell[1], "beside": _or([_name(s) for s in _beside(cell)])}
        if row == LANTHANIDE_ROW:
            return _("{card} (in the lanthanide row) touches no card on the Mendeleev table: it "
                     "needs a neighbour in its own row or directly below it in the actinide "
                     "row, or, as every lanthanide also sits in the {square} square (period "
                     "{period}, group {group}), a card next to that square: {beside}.").format(
                         **values)
        return _("{card} (in the actinide row) touches no card on the Mendeleev table: it "
                 "needs a neighbour in its own row or directly above it in the lanthanide "
                 "row, or, as every actinide also sits in the {square} square (period "
                 "{period}, group {group}), a card next to that square: {beside}.").format(
                     **values)
    text = _("{card} (period {period}, group {group}) touches no card on the Mendeleev table: "
             "it needs a neighbour to its left or right, or directly above or below it").format(
                 card=name, period=row, group=col)
    squares = [c for c in PLACEHOLDER_OF_ROW.values() if _touch((row, col), c)]
    if squares:
        lanthanides = squares[0] == PLACEHOLDER_OF_ROW[LANTHANIDE_ROW]
        template = (_("{text}; any lanthanide on the table would count, as every lanthanide "
                      "sits in the {square} square next to it.") if lanthanides else
                    _("{text}; any actinide on the table would count, as every actinide sits "
                      "in the {square} square next to it."))
        return template.format(text=text, square=PLACEHOLDERS[squares[0]])
    rows = [r for r, c in PLACEHOLDER_OF_ROW.items() if filling[c]]
    if rows:
        cells = [PLACEHOLDER_OF_ROW[r] for r in rows]
        values = {"text": text, "squares": join_words([PLACEHOLDERS[c] for c in cells]),
                  "beside": join_words([_name(s) for c in cells for s in _beside(c)])}
        if len(rows) > 1:
            return _("{text}; the lanthanides and actinides on the table join the main table "
                     "only through the {squares} squares of group 3, next to {beside}.").format(
                         **values)
        if rows[0] == LANTHANIDE_ROW:
            return _("{text}; the lanthanides on the table join the main table only through "
                     "the {squares} square of group 3, next to {beside}.").format(**values)
        return _("{text}; the actinides on the table join the main table only through the "
                 "{squares} square of group 3, next to {beside}.").format(**values)
    return _("{text}.").format(text=text)


def _same_group_or_period(a: Element, b: Element) -> bool:
    return (a.group is not None and a.group == b.group) or a.period == b.period


def can_place(table: Iterable[CardLike], symbol: CardLike, rule: str = NEIGHBOUR) -> bool:
    """Whether a card may be laid on the Mendeleev table (`table`: the cards already on it)."""
    return MendeleevTable(table, rule).why_not(symbol) is None


def why_not(table: Iterable[CardLike], symbol: CardLike, rule: str = NEIGHBOUR) -> str | None:
    """Why a card may not be laid on the Mendeleev table, in one sentence; None if it may."""
    return MendeleevTable(table, rule).why_not(symbol)
