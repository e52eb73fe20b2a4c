"""The pay-back table as a lesson shows it: an HTML table in the reader's language.

A monospace printout loses its columns as soon as a cell holds full-width characters (a
Japanese family name is twice as wide as its character count says), so the lessons show
the rows of `payback_table` as a real table, worded with the catalog.
"""

from __future__ import annotations

import html
from dataclasses import dataclass

from ...core.errors import ChemteachError
from ...core.wording import _
from .payback import LEVELS, Payback, payback_table


class LevelError(ChemteachError, ValueError):
    """A level of development the pay-back table does not have."""


@dataclass(frozen=True)
class PaybackTable:
    """The colour sets at one level of development, fastest pay-back first; shown as a
    table in a notebook (`_repr_html_`) and as tab-separated lines in a terminal."""

    level: str
    rows: tuple[Payback, ...]

    def header(self) -> list[str]:
        """The column titles in the reader's language."""
        return [_("colour set"), _("family"), _("cost"), _("rent per throw"),
                _("throws to pay back")]

    def cells(self) -> list[list[str]]:
        """Each row's cells as text: names worded, rent to 2 decimals, throws whole."""
        return [[_(r.colour_set), _(r.family), str(r.cost), f"{r.rent_per_throw:.2f}",
                 f"{r.throws_to_pay_back:.0f}"] for r in self.rows]

    def _repr_html_(self) -> str:
        caption = _("Every lot with {level}: what the set costs, the rent one opponent's "
                    "throw is expected to pay, and the throws that pay the cost back").format(
            level=_(self.level))
        head = "".join(f'<th scope="col">{html.escape(t)}</th>' for t in self.header())
        body = "".join(
            "<tr>" + "".join(
                f'<td style="text-align:{"right" if i >= 2 else "left"}">{html.escape(c)}</td>'
                for i, c in enumerate(row)) + "</tr>"
            for row in self.cells())
        return (f'<table class="chemteach-payback"><caption>{html.escape(caption)}</caption>'
                f"<thead><tr>{head}</tr></thead><tbody>{body}</tbody></table>")

    def __str__(self) -> str:
        return "\n".join("\t".join(line) for line in [self.header(), *self.cells()])


def payback_view(level: str = "3 liquids", jail: str = "stay") -> PaybackTable:
    """The pay-back table of every colour set at `level` (one of LEVELS), fastest first."""
    if level not in LEVELS:
        raise LevelError(_("{level!r} is not a level; allowed: {levels}.").format(
            level=level, levels=", ".join(repr(name) for name in LEVELS)))
    rows = sorted((r for r in payback_table(jail) if r.level == level),
                  key=lambda r: r.throws_to_pay_back)
    return PaybackTable(level, tuple(rows))
