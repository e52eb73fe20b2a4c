"""Where each element sits in the usual printed periodic table.

Positions are ``(row, column)``, both from 1:

* rows 1-7 are the periods and columns 1-18 the groups, for every element that has a
  group;
* the lanthanides La-Lu (57-71) are row 8 and the actinides Ac-Lr (89-103) row 9, in
  columns 3-17 (La and Ac under group 3, where the main table shows the placeholders
  "57-71" and "89-103", ``PLACEHOLDERS``). A drawing leaves a gap above row 8.

``adjacent`` is the plain printed-table neighbourhood: same period and adjacent group, or
same group and adjacent period; the lanthanide and actinide rows are next to each other
(La above Ac, Ce above Th, ...) but not next to period 7. Periodyx's Mendeleev table adds
the placeholder squares to it (``chemteach.games.periodyx.mendeleev``).
"""

from __future__ import annotations

from .table import Element, element

__all__ = ["table_position", "adjacent", "PLACEHOLDERS", "LANTHANIDE_ROW", "ACTINIDE_ROW"]

LANTHANIDE_ROW = 8
ACTINIDE_ROW = 9
PLACEHOLDERS: dict[tuple[int, int], str] = {(6, 3): "57–71", (7, 3): "89–103"}


def table_position(el: Element | int | str) -> tuple[int, int]:
    """``(row, column)`` of an element (anything ``element()`` accepts)."""
    el = element(el)
    if 57 <= el.z <= 71:
        return LANTHANIDE_ROW, 3 + el.z - 57
    if 89 <= el.z <= 103:
        return ACTINIDE_ROW, 3 + el.z - 89
    assert el.group is not None
    return el.period, el.group


def adjacent(a: Element | int | str, b: Element | int | str) -> bool:
    """True if two elements touch in the printed table (left/right or above/below)."""
    (ra, ca), (rb, cb) = table_position(a), table_position(b)
    if ra == rb:
        return abs(ca - cb) == 1
    if ca == cb and abs(ra - rb) == 1:
        return {ra, rb} != {7, LANTHANIDE_ROW}
    return False
