"""The Mendeleev table: the cards laid face up in the middle, growing into a periodic table.

A card may be laid next to a card already there in the periodic table's own layout (same
period and neighbouring group, or same group and neighbouring period; the lanthanide and
actinide rows touch each other but not the main table: ``elements.adjacent``). The
variant "same group or period" accepts any card sharing a group or a period with one on
the table. ``can_place(["Fe"], "Co")`` works on plain lists of symbols.
"""

from __future__ import annotations

from collections.abc import Iterable

from ...elements import Element, element, table_position
from .rules import GROUP_OR_PERIOD, NEIGHBOUR

CardLike = Element | str | int
_STEPS = ((0, 1), (0, -1), (1, 0), (-1, 0))
_RULE_NAMES = (NEIGHBOUR, GROUP_OR_PERIOD)


class MendeleevTable:
    """The cards on the table, with fast look-ups of which positions, groups and periods touch."""

    def __init__(self, cards: Iterable[CardLike] = (), rule: str = NEIGHBOUR) -> None:
        if rule not in _RULE_NAMES:
            raise ValueError(f"No Mendeleev-table rule {rule!r}; use {NEIGHBOUR!r} or "
                             f"{GROUP_OR_PERIOD!r}.")
        self.rule = rule
        self.cards: list[str] = []
        self._laid: set[str] = set()
        self._positions: dict[tuple[int, int], str] = {}
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
        self._positions[table_position(el)] = el.symbol
        if el.group is not None:
            self._groups.setdefault(el.group, el.symbol)
        self._periods.setdefault(el.period, el.symbol)

    def partners(self, card: CardLike) -> list[str]:
        """The cards on the table that `card` would be laid against (empty: it does not fit)."""
        el = element(card)
        if el.symbol in self._laid:
            return []
        if self.rule == NEIGHBOUR:
            row, col = table_position(el)
            found = []
            for dr, dc in _STEPS:
                other = self._positions.get((row + dr, col + dc))
                # the lanthanide row (8) sits apart from period 7: not neighbours
                if other is not None and {row, row + dr} != {7, 8}:
                    found.append(other)
            return found
        return [c for c in self.cards if _same_group_or_period(el, element(c))]

    def fits(self, card: CardLike) -> bool:
        """Whether `card` may be laid now."""
        el = element(card)
        if el.symbol in self._laid:
            return False
        if self.rule == NEIGHBOUR:
            return bool(self.partners(el))
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
        row, col = table_position(el)
        if row >= 8:
            where = f"in the {'lanthanide' if row == 8 else 'actinide'} row"
            hint = ("; the lanthanide and actinide rows touch only each other, not the main "
                    "table")
        else:
            where, hint = f"period {row}, group {col}", ""
        return (f"{name} ({where}) touches no card on the Mendeleev table: it needs a "
                f"neighbour to its left or right, or directly above or below it{hint}.")

    def reason(self, card: CardLike) -> str:
        """Why `card` fits ("next to cobalt"), for the move log; '' if it does not."""
        found = self.partners(card)
        if not found:
            return ""
        names = [element(s).name.lower() for s in found[:3]]
        listed = names[0] if len(names) == 1 else ", ".join(names[:-1]) + " and " + names[-1]
        more = f" and {len(found) - 3} more" if len(found) > 3 else ""
        if self.rule == NEIGHBOUR:
            return f"next to {listed}{more}"
        return f"sharing a group or period with {listed}{more}"


def _same_group_or_period(a: Element, b: Element) -> bool:
    return (a.group is not None and a.group == b.group) or a.period == b.period


def can_place(table: Iterable[CardLike], symbol: CardLike, rule: str = NEIGHBOUR) -> bool:
    """Whether a card may be laid on the Mendeleev table (`table`: the cards already on it)."""
    return MendeleevTable(table, rule).why_not(symbol) is None


def why_not(table: Iterable[CardLike], symbol: CardLike, rule: str = NEIGHBOUR) -> str | None:
    """Why a card may not be laid on the Mendeleev table, in one sentence; None if it may."""
    return MendeleevTable(table, rule).why_not(symbol)
