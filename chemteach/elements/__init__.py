"""chemteach.elements: the kit's one trustworthy periodic table.

>>> from chemteach.elements import element
>>> element("Fe").melting_point_k
1811.15
>>> element(79).known_since_antiquity
True

All 118 elements ship as ``elements.csv`` beside this module, built by
``scripts/build_elements.py`` from the mendeleev package plus reviewed hand
corrections (see ``SOURCES.md``). N/K (not known) is ``None``. Importing this package
reads nothing and imports neither matplotlib nor mendeleev; the table is read on first
use. The drawing lives in ``chemteach.elements.view`` (matplotlib, imported lazily:
``chemteach.elements.periodic_table_figure`` works too).
"""

from .format import NOT_AT_1_ATM, NOT_KNOWN, format_stat
from .kana import GOJUON, first_kana
from .layout import ACTINIDE_ROW, LANTHANIDE_ROW, PLACEHOLDERS, adjacent, table_position
from .stats import STATS, Category, Stat, categories, category_colours, stat
from .table import ANTIQUITY, Element, UnknownElement, element, elements

__all__ = [
    "ACTINIDE_ROW",
    "ANTIQUITY",
    "Category",
    "Element",
    "GOJUON",
    "LANTHANIDE_ROW",
    "NOT_AT_1_ATM",
    "NOT_KNOWN",
    "PLACEHOLDERS",
    "STATS",
    "Stat",
    "UnknownElement",
    "adjacent",
    "categories",
    "category_colours",
    "element",
    "elements",
    "first_kana",
    "format_stat",
    "stat",
    "table_position",
]


def __getattr__(name: str):
    if name == "periodic_table_figure":  # lazy: keeps matplotlib out of plain imports
        from .view import periodic_table_figure

        return periodic_table_figure
    raise AttributeError(f"module {__name__!r} has no attribute {name!r}")
