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
_ROW_NAMES = {LANTHANIDE_ROW: ("lanthanide", "lanthanides"),
              ACTINIDE_ROW: ("actinide", "actinides")}


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
        """Why `card` may not be laid, in one sentence; None if it may."""
        el = element(card)
        name = el.name
        if not self.cards:
            return f"{name} cannot be laid: the Mendeleev table is empty."
        if el.symbol in self._laid:
            return f"{name} is already on the Mendeleev table."
        if self.fits(el):
            return None
        if self.rule == GROUP_OR_PERIOD:
            group = f"group {el.group}" if el.group is not None else "no group"
            return (f"{name} ({group}, period {el.period}) shares neither a group nor a "
                    "period with any card on the Mendeleev table.")
        return _no_neighbour(el, self._filling)

    def reason(self, card: CardLike) -> str:
        """Why `card` fits ("next to cobalt"), for the move log; '' if it does not.

        Plain neighbours are named if there are any; otherwise the cards reached through a
        placeholder square ("next to neodymium through the 57–71 square")."""
        if self.rule != NEIGHBOUR:
            found = self.partners(card)
            return f"sharing a group or period with {_listed(found)}" if found else ""
        links = self.links(card)
        if not links:
            return ""
        via = links[0][1]
        found = [symbol for symbol, v in links if v == via]
        if not via:
            return f"next to {_listed(found)}"
        squares = " and ".join(via) + (" squares" if len(via) > 1 else " square")
        return f"next to {_listed(found)} through the {squares}"


def _listed(symbols: list[str]) -> str:
    """"cobalt", "cobalt and nickel", "a, b and c", "a, b and c and 2 more"."""
    names = [element(s).name.lower() for s in symbols[:3]]
    listed = names[0] if len(names) == 1 else ", ".join(names[:-1]) + " and " + names[-1]
    return listed + (f" and {len(symbols) - 3} more" if len(symbols) > 3 else "")


def _and(words: list[str]) -> str:
    return words[0] if len(words) == 1 else ", ".join(words[:-1]) + " and " + words[-1]


def _or(words: list[str]) -> str:
    return words[0] if len(words) == 1 else ", ".join(words[:-1]) + " or " + words[-1]


@cache
def _beside(cell: Cell) -> tuple[str, ...]:
    """The main-table elements next to a placeholder square, by name (Ba, Hf, Y for 57–71)."""
    return tuple(el.name.lower() for el in elements()
                 if table_position(el)[0] < LANTHANIDE_ROW and _touch(table_position(el), cell))


def _no_neighbour(el: Element, filling: dict[Cell, list[str]]) -> str:
    """The neighbour rule's "no" for `el`, with the placeholder rule where it matters."""
    row, col = table_position(el)
    if row in PLACEHOLDER_OF_ROW:
        kind, _ = _ROW_NAMES[row]
        cell = PLACEHOLDER_OF_ROW[row]
        other_row = ACTINIDE_ROW if row == LANTHANIDE_ROW else LANTHANIDE_ROW
        other_kind = _ROW_NAMES[other_row][0]
        side = "below" if other_row > row else "above"
        return (f"{el.name} (in the {kind} row) touches no card on the Mendeleev table: it "
                f"needs a neighbour in its own row or directly {side} it in the {other_kind} "
                f"row, or, as every {kind} also sits in the {PLACEHOLDERS[cell]} square "
                f"(period {cell[0]}, group {cell[1]}), a card next to that square: "
                f"{_or(list(_beside(cell)))}.")
    text = (f"{el.name} (period {row}, group {col}) touches no card on the Mendeleev table: "
            "it needs a neighbour to its left or right, or directly above or below it")
    squares = [c for c in PLACEHOLDER_OF_ROW.values() if _touch((row, col), c)]
    if squares:
        kind = next(_ROW_NAMES[r][0] for r, c in PLACEHOLDER_OF_ROW.items() if c == squares[0])
        return (f"{text}; any {kind} on the table would count, as every {kind} sits in the "
                f"{PLACEHOLDERS[squares[0]]} square next to it.")
    rows = [r for r, c in PLACEHOLDER_OF_ROW.items() if filling[c]]
    if rows:
        kinds = _and([_ROW_NAMES[r][1] for r in rows])
        cells = [PLACEHOLDER_OF_ROW[r] for r in rows]
        squares_text = _and([PLACEHOLDERS[c] for c in cells])
        beside = _and([name for c in cells for name in _beside(c)])
        plural = "squares" if len(cells) > 1 else "square"
        return (f"{text}; the {kinds} on the table join the main table only through the "
                f"{squares_text} {plural} of group 3, next to {beside}.")
    return text + "."


def _same_group_or_period(a: Element, b: Element) -> bool:
    return (a.group is not None and a.group == b.group) or a.period == b.period


def can_place(table: Iterable[CardLike], symbol: CardLike, rule: str = NEIGHBOUR) -> bool:
    """Whether a card may be laid on the Mendeleev table (`table`: the cards already on it)."""
    return MendeleevTable(table, rule).why_not(symbol) is None


def why_not(table: Iterable[CardLike], symbol: CardLike, rule: str = NEIGHBOUR) -> str | None:
    """Why a card may not be laid on the Mendeleev table, in one sentence; None if it may."""
    return MendeleevTable(table, rule).why_not(symbol)
