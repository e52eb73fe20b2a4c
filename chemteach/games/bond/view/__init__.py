"""Pictures of Bond!: card tiles, hands, molecules drawn by RDKit, scored hands, the hint book.

Everything here turns data into SVG/HTML text; nothing here changes a game. One module per
thing drawn (issue 22: the views split by what they draw):
- `tiles`: the cards, one SVG tile each, and rows of them (hand, pile, split workshop);
- `molecules`: a molecule drawn and captioned, and the one-line check of a group of cards;
- `notes`: what the kit says of a molecule's reality (known, hypothetical, fleeting, charged,
  a radical);
- `scores`: scored hands, a round's results and the match's totals;
- `book`: the hint book and the molecule workshop's isomers.
Every name is also here, so `from chemteach.games.bond.view import ...` keeps working.
"""

from __future__ import annotations

from .book import GRID, MAX_WORKSHOP_ATOMS, hint_book_html, isomers_html, too_many_atoms
from .molecules import (
    BOND_MARKS,
    BOND_PX,
    DRAWING_MAX,
    FIGURE,
    LABEL_MIN_PX,
    MOLECULE_SIZE,
    MoleculeInfo,
    drawing_html,
    drawing_width,
    figure_style,
    formula_html,
    kekule_smiles,
    molecule_drawing,
    molecule_html,
    molecule_info,
    molecule_line,
    molecule_reason,
    molecule_words,
    points_words,
    structure_text,
)
from .notes import (
    BEYOND_TABLE,
    FLEETING,
    SMILES_KEY,
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
from .notes import _capital as _capital  # the molecule workshop's captions use these two
from .notes import _known_label as _known_label
from .scores import (
    hand_score_html,
    hand_total_line,
    round_result_html,
    said_reason,
    totals_table_html,
)
from .tiles import (
    ATOM_FILLS,
    CARD_H,
    CARD_W,
    FONT,
    GAP,
    HEADROOM,
    INK,
    PRESS,
    PX_PER_UNIT,
    SHORT_NAMES,
    TOGGLES,
    CardLook,
    card_look,
    card_name,
    card_points_text,
    card_svg,
    card_tooltip,
    cards_html,
    cards_svg,
    cards_width_px,
    rows_of,
    tile_label,
    tile_svg,
)

#: Every name of the view, from whichever module draws it.
__all__ = [
    "ATOM_FILLS", "BEYOND_TABLE", "BOND_MARKS", "BOND_PX", "CARD_H", "CARD_W", "CardLook",
    "DRAWING_MAX", "FIGURE", "FLEETING", "FONT", "GAP", "GRID", "HEADROOM", "INK",
    "LABEL_MIN_PX", "MAX_WORKSHOP_ATOMS", "MOLECULE_SIZE", "MoleculeInfo", "PRESS",
    "PX_PER_UNIT", "SHORT_NAMES", "SMILES_KEY", "TOGGLES", "beyond_table", "card_look",
    "card_name", "card_points_text", "card_svg", "card_tooltip", "cards_html", "cards_svg",
    "cards_width_px", "charged_note", "drawing_html", "drawing_width", "famous_charged",
    "famous_charged_note", "figure_style", "fleeting_mark", "formula_html", "hand_score_html",
    "hand_total_line", "header_formula", "hint_book_html", "is_fleeting", "isomers_html",
    "kekule_smiles", "molecule_drawing", "molecule_html", "molecule_info", "molecule_line",
    "molecule_reason", "molecule_words", "points_words", "radical_line", "radical_note",
    "round_result_html", "rows_of", "said_reason", "structure_text", "tile_label", "tile_svg",
    "too_many_atoms", "totals_table_html",
]
