"""The kit's colours in one place, and the WCAG contrast maths that checks them.

Every text colour the views and widgets print on a background is named here (or read from
the games' colour data by `text_pairs()`), so one test can compute the contrast of every
pair against WCAG 2.2 AA: 4.5:1 for text, 3:1 for large text and for focus rings and the
parts of a control that say what it is. Pure data and arithmetic: no UI library, so an
engine, a view and a test may all import it.
"""

from __future__ import annotations

from collections.abc import Iterator
from dataclasses import dataclass

#: WCAG 2.2 AA: normal text, large text (>= 18.66 px bold or 24 px), non-text parts.
AA_TEXT, AA_LARGE, AA_NON_TEXT = 4.5, 3.0, 3.0

# ----- inks and papers ---------------------------------------------------------------------
INK = "#111111"  # the text of every board and card
SOFT_INK = "#333333"  # secondary text (categories, stat labels, notes)
MUTED_INK = "#555555"  # hints and captions on white or near-white
WHITE = "#ffffff"
PAPER = "#fafafa"  # an empty Mendeleev square whose card is still in play
EMPTY_SQUARE_INK = "#5c5c5c"  # the symbol on such a square (was #bdbdbd: 1.80:1)
PLACEHOLDER = "#f4f4f4"  # the lanthanide/actinide placeholder squares
PLACEHOLDER_INK = "#555555"
TILE = "#f6f6f6"  # a Polymer cell holding a pyramid
CHIP = "#e9e9e9"  # a Polymer ring cell where the drawn pyramid may not go
BLOCKED_MARK = "#4d4d4d"  # the cross on such a chip (was #666666)
HIGHLIGHT = "#fff3b0"  # the player whose turn it is, the game being played
PLAYER_BOX = "#f7f7f7"

#: The focus ring every board draws around the focused cell or card: a dark band inside a
#: white one, so that one of the two has at least 3:1 against any background.
FOCUS_DARK = "#0b3d91"
FOCUS_LIGHT = "#ffffff"

#: Chemistry Monopoly: the six players' token fills (each token is also its own shape and
#: letter, so colour is never the only mark), the band of lab supplies and life elements,
#: and the shades of the landing-chance board (white: rarely, darkest: most often).
MONOPOLY_TOKENS = ("#d62728", "#1f77b4", "#2ca02c", "#ff7f0e", "#a57fd0", "#17becf")
MONOPOLY_PLAIN_BAND = "#8f8f8f"  # 3:1 on the white board (was #d9d9d9: 1.4:1)
MONOPOLY_CHANCE_RAMP = ("#ffffff", "#e3edf7", "#c6dbef", "#9ecae1", "#6baed6", "#4292c6",
                        "#2171b5", "#08519c", "#08306b")

#: The atom colours of RDKit's molecule drawings (atomic number -> ink; -1: every other
#: element), darkened from RDKit's own so that labels and coloured bond halves reach 4.5:1 on
#: the drawing's white: RDKit gave O #ff0000 4.0:1, F #33cccc 2.0:1, Cl #00cd00 2.2:1,
#: S #cccc00 1.7:1 and P #ff8000 2.5:1. Each keeps its hue, so O is still red and N blue.
ATOM_INKS = {
    -1: "#000000", 0: "#1a1a1a", 1: "#000000", 6: "#000000", 7: "#0000ff", 8: "#cc0000",
    9: "#00787a", 15: "#a84300", 16: "#766600", 17: "#007800", 35: "#7f4c19", 53: "#7a1fb0",
}

#: The status line's three voices (text on the notebook's white page).
STATUS_INK = {"info": "#222222", "ok": "#1a5e20", "error": "#a00000"}

#: ipywidgets' coloured buttons, darkened so their white labels reach 4.5:1 (JupyterLab's
#: own --jp-warn-color1 gave Bond!'s button 2.70:1 and --jp-info-color1 3.51:1).
BUTTON_COLOURS = {
    "primary": "#1565c0",
    "success": "#2e7d32",
    "info": "#01579b",
    "warning": "#8a4b00",
    "danger": "#b71c1c",
}
BUTTON_TEXT = WHITE


def luminance(colour: str) -> float:
    """The relative luminance of a #rrggbb (or #rgb) colour, as WCAG defines it."""
    text = colour.strip().lstrip("#")
    if len(text) == 3:
        text = "".join(c * 2 for c in text)
    if len(text) != 6:
        raise ValueError(f"{colour!r} is not a #rrggbb colour.")
    channels = []
    for i in (0, 2, 4):
        c = int(text[i:i + 2], 16) / 255
        channels.append(c / 12.92 if c <= 0.04045 else ((c + 0.055) / 1.055) ** 2.4)
    r, g, b = channels
    return 0.2126 * r + 0.7152 * g + 0.0722 * b


def contrast(a: str, b: str) -> float:
    """The WCAG contrast ratio of two colours, 1 to 21."""
    la, lb = sorted((luminance(a), luminance(b)), reverse=True)
    return (la + 0.05) / (lb + 0.05)


def best_ink(fill: str, dark: str = INK, light: str = WHITE) -> str:
    """The dark or the light ink, whichever contrasts more with `fill` (labels on colour bars)."""
    return dark if contrast(dark, fill) >= contrast(light, fill) else light


@dataclass(frozen=True)
class TextPair:
    """One colour of text on one background, where the kit prints it, and the ratio it needs."""

    ink: str
    paper: str
    where: str
    needs: float = AA_TEXT

    @property
    def ratio(self) -> float:
        """The computed contrast ratio."""
        return contrast(self.ink, self.paper)


#: Fixed pairs the views and widgets print (the data-driven ones come from `text_pairs`).
FIXED_PAIRS: tuple[TextPair, ...] = (
    TextPair(INK, WHITE, "board and card text on white"),
    TextPair(SOFT_INK, WHITE, "secondary card text"),
    TextPair(MUTED_INK, WHITE, "hints and captions"),
    TextPair(EMPTY_SQUARE_INK, PAPER, "a Mendeleev square whose card is still in play"),
    TextPair(PLACEHOLDER_INK, PLACEHOLDER, "the lanthanide/actinide placeholder squares"),
    TextPair(INK, TILE, "Polymer cell holding a pyramid"),
    TextPair(BLOCKED_MARK, CHIP, "Polymer: the cross where the pyramid may not go"),
    TextPair(INK, WHITE, "Polymer: the + where the pyramid may go"),
    TextPair(INK, HIGHLIGHT, "the player to move, the game being played"),
    TextPair(SOFT_INK, HIGHLIGHT, "notes in the box of the player to move"),
    TextPair(SOFT_INK, PLAYER_BOX, "notes in a player's box"),
    TextPair(INK, PLAYER_BOX, "a player's name"),
    TextPair(WHITE, "#28467a", "the P on a Periodyx card back"),
    TextPair(FOCUS_DARK, WHITE, "focus ring on white", AA_NON_TEXT),
    TextPair(FOCUS_LIGHT, FOCUS_DARK, "focus ring, light band on its dark band", AA_NON_TEXT),
    *(TextPair(ink, WHITE, f"status line ({kind})") for kind, ink in STATUS_INK.items()),
    *(TextPair(BUTTON_TEXT, fill, f"{kind} button") for kind, fill in BUTTON_COLOURS.items()),
)


def text_pairs() -> Iterator[TextPair]:
    """Every text/background pair the views use: the fixed ones, then the games' colour data
    (pyramid labels, element category fills, Periodyx group and period bars, Bond! cards)."""
    yield from FIXED_PAIRS
    from .elements.stats import categories
    from .games.bond.cards import ARMOUR, RING, SHIELDS
    from .games.bond.view import ATOM_FILLS, card_look
    from .games.bond.view import INK as BOND_INK
    from .games.periodyx.view import F_ROW_COLOURS, GROUP_COLOURS, PERIOD_COLOURS
    from .games.polymer.colours import palette

    for c in palette():
        yield TextPair(c.text, c.fill, f"Polymer: label on a {c.name} pyramid")
    for cat in categories():
        yield TextPair(INK, cat.colour, f"Periodyx: text on a {cat.name} card")
    for i, fill in enumerate(GROUP_COLOURS, 1):
        yield TextPair(best_ink(fill), fill, f"Periodyx: the Group {i} bar")
    for i, fill in enumerate(PERIOD_COLOURS, 1):
        yield TextPair(best_ink(fill), fill, f"Periodyx: the Period {i} bar")
    for row, fill in F_ROW_COLOURS.items():
        yield TextPair(INK, fill, f"Periodyx: a filled f-block placeholder (row {row})")
    for i, fill in enumerate(MONOPOLY_TOKENS, 1):
        yield TextPair(best_ink(fill), fill, f"Monopoly: the letter on token {i}")
    for i, fill in enumerate(MONOPOLY_CHANCE_RAMP):
        yield TextPair(best_ink(fill), fill, f"Monopoly: a landing share on shade {i}")
    yield TextPair(INK, HIGHLIGHT, "Monopoly: the space just landed on")
    from .games.monopoly.board import load_board

    yield TextPair(MONOPOLY_PLAIN_BAND, WHITE, "Monopoly: the band of a lot in no set",
                   AA_NON_TEXT)
    for colour_set in load_board().sets:
        yield TextPair(colour_set.colour, WHITE, f"Monopoly: the {colour_set.name} band on the "
                       "white board", AA_NON_TEXT)
        yield TextPair(best_ink(colour_set.colour), colour_set.colour,
                       f"Monopoly: the letter on the {colour_set.name} band")
    for number, ink in ATOM_INKS.items():
        yield TextPair(ink, WHITE, f"RDKit drawing: the label of atomic number {number}")
    for card in [*ATOM_FILLS, "F", *SHIELDS, *ARMOUR, RING]:
        look = card_look(card)
        yield TextPair(look.edge, look.fill, f"Bond!: the word {look.label} on a {card} card")
        yield TextPair(BOND_INK, look.fill, f"Bond!: name and points on a {card} card")
