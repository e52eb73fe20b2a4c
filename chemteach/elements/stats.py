"""What the games compare: the numeric stats (``STATS``) and the categories (``CATEGORIES``).

Both are data. ``STATS`` describes every numeric card stat: its attribute name on
``Element``, a label for people (English and Japanese), the unit, and what a *higher*
value means, so a game can say "Iron wins: it melts at a higher temperature".
"""

from __future__ import annotations

import csv
import io
from dataclasses import dataclass
from functools import cache
from importlib import resources

__all__ = ["Stat", "STATS", "stat", "Category", "categories", "category_colours"]


@dataclass(frozen=True, slots=True)
class Stat:
    name: str  # attribute of Element; compare with Element.value(name)
    label: str
    label_ja: str
    unit: str  # "" when the stat has no unit
    higher: str  # what a higher value means
    hi_lo: bool = True  # may Hi-Lo use it? (RULINGS: any stat but the year)

    def format(self, value) -> str:
        """A value as shown on a card: "N/K" for None, "antiquity" for the year -inf."""
        if value is None:
            return "N/K"
        if self.name == "year_discovered" and value == float("-inf"):
            return "antiquity"
        text = f"{value:.6g}" if isinstance(value, float) else str(value)
        return f"{text} {self.unit}".strip()


STATS: tuple[Stat, ...] = (
    Stat("z", "Atomic number", "原子番号", "", "more protons in the nucleus"),
    Stat("atomic_mass", "Atomic mass", "原子量", "", "heavier atoms"),
    Stat("neutrons", "Neutrons", "中性子の数", "", "more neutrons in the nucleus"),
    Stat("melting_point_k", "Melting point", "融点", "K", "melts at a higher temperature"),
    Stat("boiling_point_k", "Boiling point", "沸点", "K", "boils at a higher temperature"),
    Stat("density", "Density", "密度", "g/cm³", "denser (heavier for its size)"),
    Stat("electronegativity", "Electronegativity (Pauling)", "電気陰性度", "",
         "pulls bonding electrons more strongly"),
    Stat("year_discovered", "Year of discovery", "発見年", "", "discovered later",
         hi_lo=False),
    Stat("group", "Group", "族", "", "further right in the table"),
    Stat("period", "Period", "周期", "", "further down the table (more electron shells)"),
)  # fmt: skip

_BY_NAME = {s.name: s for s in STATS}


def stat(name: str) -> Stat:
    """The ``Stat`` called ``name`` (KeyError listing the names otherwise)."""
    try:
        return _BY_NAME[name]
    except KeyError:
        raise KeyError(f"No stat {name!r}; stats are: {', '.join(_BY_NAME)}") from None


@dataclass(frozen=True, slots=True)
class Category:
    name: str
    label_ja: str
    colour: str  # card colour, hex
    metal_class: str | None  # metal / metalloid / nonmetal; None = not known
    members: str  # who belongs, in words


@cache
def categories() -> tuple[Category, ...]:
    """The category scheme (``categories.csv``), in display order."""
    text = resources.files(__package__).joinpath("categories.csv").read_text(encoding="utf-8")
    return tuple(
        Category(r["category"], r["label_ja"], r["colour"], r["metal_class"] or None,
                 r["members"])
        for r in csv.DictReader(io.StringIO(text))
    )  # fmt: skip


def category_colours() -> dict[str, str]:
    """Category name -> card colour (hex), from ``categories.csv``."""
    return {c.name: c.colour for c in categories()}
