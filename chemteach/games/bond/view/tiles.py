"""Bond!'s cards as pictures: each card an SVG tile that reads without colour, rows of them
(the hand, the pile, the split workshop) and small cards for captions and results.

A tile carries its kind in words (ATOM, SCYTHE, SHIELD, ARMOUR, RING), its symbol, its name and
its points, and each kind has its own emblem (an atom's circle, a scythe's blade, a shield,
riveted armour, a ring). In a row of cards every tile is one `<g data-cell="<key>-<i>">`
element: the widget's click target, a named button.
"""

from __future__ import annotations

import html
from collections.abc import Iterable, Mapping, Sequence
from dataclasses import dataclass
from typing import Any

from ....core.wording import N_, _, count, ngettext
from ....fonts import SVG_FONT_FAMILY
from ..cards import ARMOUR, ATOMS, CARD_NAMES, NOBLE_GASES, RING, SHIELDS
from ..scoring import Scorer, scorer
from ..words import codes

FONT = SVG_FONT_FAMILY  # Latin fonts, then Japanese ones (chemteach/fonts.py)
INK = "#222222"
#: A card tile in SVG user units, the gap between tiles and the room above for a raised card.
CARD_W, CARD_H, GAP, HEADROOM = 84, 118, 10, 14
#: Screen pixels per SVG unit for rows of cards (a hand of 8 is about 640 px wide).
PX_PER_UNIT = 0.8


@dataclass(frozen=True)
class CardLook:
    """How one kind of card looks: its kind in words, its colour and its emblem."""

    kind: str  # atom, scythe, shield, armour, ring (the CSS class and the emblem)
    label: str  # the kind in words, printed on the tile
    fill: str
    edge: str


ATOM_FILLS = {"H": "#ffffff", "C": "#dcdcdc", "N": "#d3ddff", "O": "#ffd6d1"}


def card_look(card: str) -> CardLook:
    """The look of a card: atoms by element colour; technical cards by their own emblem."""
    if card in ATOM_FILLS:
        return CardLook("atom", N_("ATOM"), ATOM_FILLS[card], "#444444")
    if card == "F":
        return CardLook("scythe", N_("SCYTHE"), "#ddf3cf", "#2f6b1c")
    if card in SHIELDS:
        return CardLook("shield", N_("SHIELD"), "#ece0ff", "#4b2a8a")
    if card in ARMOUR:
        return CardLook("armour", N_("ARMOUR"), "#ffe8b8", "#7a5300")
    if card == RING:
        return CardLook("ring", N_("RING"), "#fff5bf", "#765d00")
    raise ValueError(f"{card!r} is not a Bond! card.")


def _scorer(rules: Mapping[str, Any] | None) -> Scorer:
    return scorer(rules)


def card_points_text(card: str, rules: Mapping[str, Any] | None = None) -> str:
    """What a card is worth, as printed on it: '4 pts', '+1 pt', 'swap'."""
    score = _scorer(rules)
    if card in ATOMS:
        value = score.points[ATOMS.index(card)]
        return count(value, "{n} pt", "{n} pts")
    if card in NOBLE_GASES:
        value = score.bonus["noble_gas"]
        return ngettext("{n:+d} pt", "{n:+d} pts", abs(value)).format(n=value)
    return _("swap")


def card_tooltip(card: str, rules: Mapping[str, Any] | None = None) -> str:
    """A card in one sentence, for tooltips and screen readers."""
    score = _scorer(rules)
    unused = score.bonus["unused"]
    name = _(CARD_NAMES[card])
    points = card_points_text(card, rules)
    if card == "F":
        return _("F, fluorine scythe: blocks a Bond! over a noble-gas shield; at scoring it may "
                 "stand in a molecule where hydrogen would ({points}), {unused} if left "
                 "over.").format(points=points, unused=unused)
    if card in ATOMS:
        return _("{card}, {name} atom: {points} in a molecule, {unused} if left over.").format(
            card=card, name=name, points=points, unused=unused)
    if card in SHIELDS:
        return _("{card}, {name}: a noble gas, {points} at scoring; a fluorine scythe can "
                 "block a Bond! over it.").format(card=card, name=name, points=points)
    if card in ARMOUR:
        return _("{card}, {name}: a noble gas, {points} at scoring; even fluorine cannot bond "
                 "with it.").format(card=card, name=name, points=points)
    return _("catalyst ring: discard 1-4 together and take any card from the discard pile for "
             "each; {unused} if kept at scoring.").format(unused=unused)


#: The short names printed under a card's symbol (worded in the reader's language when shown).
SHORT_NAMES = {"H": N_("hydrogen"), "C": N_("carbon"), "N": N_("nitrogen"), "O": N_("oxygen"),
               "F": N_("fluorine"), "He": N_("helium"), "Ne": N_("neon"), "Ar": N_("argon"),
               "Kr": N_("krypton"), "ring": N_("catalyst")}


def card_name(card: str) -> str:
    """The short name printed under the symbol, in the reader's language: 'hydrogen',
    'fluorine', 'argon', 'catalyst' ('水素' at a Japanese table)."""
    return _(SHORT_NAMES[card])


# ----- tiles ---------------------------------------------------------------------------------
def _text(x: float, y: float, text: str, size: float, *, weight: str = "normal",
          fill: str = INK, halo: str | None = None, cls: str = "") -> str:
    halo_attrs = (f' stroke="{halo}" stroke-width="{size * 0.28:.1f}" paint-order="stroke" '
                  'stroke-linejoin="round"' if halo else "")
    cls_attr = f' class="{cls}"' if cls else ""
    return (f'<text{cls_attr} x="{x:.1f}" y="{y:.1f}" font-size="{size:.1f}" '
            f'font-weight="{weight}" fill="{fill}"{halo_attrs} text-anchor="middle" '
            f'dominant-baseline="central">{html.escape(text)}</text>')


def _emblem(card: str, look: CardLook) -> str:
    """The picture in the middle of a tile, with the card's symbol (rings have none)."""
    cx, cy = CARD_W / 2, 58
    symbol = _text(cx, cy + 1, card, 30 if len(card) == 1 else 26, weight="bold", halo="#ffffff",
                   cls="symbol")
    if look.kind == "atom":
        return (f'<circle class="emblem" cx="{cx}" cy="{cy}" r="27" fill="#ffffff" '
                f'fill-opacity="0.7" stroke="{look.edge}" stroke-width="1.5"/>' + symbol)
    if look.kind == "scythe":
        return (f'<line class="emblem" x1="64" y1="28" x2="26" y2="92" stroke="#6b4f2a" '
                f'stroke-width="4" stroke-linecap="round"/>'
                f'<path class="emblem" d="M64,28 Q38,16 14,40 Q38,30 58,38 Z" fill="#9aa3a8" '
                f'stroke="{look.edge}" stroke-width="1.5"/>' + symbol)
    if look.kind == "shield":
        return (f'<path class="emblem" d="M42,28 L67,36 L67,58 Q67,82 42,94 Q17,82 17,58 '
                f'L17,36 Z" fill="#ffffff" stroke="{look.edge}" stroke-width="2.5"/>' + symbol)
    if look.kind == "armour":
        rivets = "".join(f'<circle cx="{x}" cy="{y}" r="2.2" fill="{look.edge}"/>'
                         for x, y in ((22, 34), (62, 34), (22, 84), (62, 84)))
        return (f'<rect class="emblem" x="16" y="28" width="52" height="62" rx="4" '
                f'fill="#ffffff" stroke="{look.edge}" stroke-width="2.5"/>'
                f'<rect x="20" y="32" width="44" height="54" rx="2" fill="none" '
                f'stroke="{look.edge}" stroke-width="1"/>{rivets}' + symbol)
    return (f'<circle class="emblem" cx="{cx}" cy="{cy}" r="22" fill="none" '
            f'stroke="{look.edge}" stroke-width="8"/>'
            f'<circle cx="{cx}" cy="{cy}" r="22" fill="none" stroke="#ffffff" '
            f'stroke-width="2" stroke-dasharray="4 5"/>')


#: What pressing a card does, by the row it lies in (its click key), for its accessible name.
PRESS = {
    "hand": N_("Press to select it."),
    "split": N_("Press to put it in the molecule you are making."),
    "pile": N_("Press to take it for your catalyst ring."),
    "deck": N_("Press to pick it."),
}
#: The rows whose cards are chosen and un-chosen (toggles with a pressed state).
TOGGLES = frozenset({"hand", "split"})


def tile_label(card: str, *, selected: bool = False, badge: str | None = None,
               press: str = "", rules: Mapping[str, Any] | None = None,
               place: tuple[int, int] | None = None) -> str:
    """A card's accessible name: the card in words, where it lies in its row (`place`: its
    number and the row's number of cards, so two equal cards have different names), its
    state and what pressing it does."""
    text = card_tooltip(card, rules)
    if place is not None:
        text += " " + _("Card {number} of {total}.").format(number=place[0], total=place[1])
    if selected:
        text += " " + _("Selected.")
    if badge:
        text += " " + _("In {badge}.").format(badge=badge)
    return text + (" " + _(press) if press else "")


def tile_svg(card: str, *, x: float = 0, y: float = 0, key: str | None = None,
             selected: bool = False, clickable: bool = False, badge: str | None = None,
             rules: Mapping[str, Any] | None = None, press: str = "",
             toggle: bool = False, place: tuple[int, int] | None = None) -> str:
    """One card as an SVG `<g>`: kind in words, symbol, name and points; `key` makes it a
    click target (`data-cell`, a named button saying what `press`ing does; `toggle` gives it
    a pressed state), `selected` raises it with a tick, `badge` greys it out."""
    look = card_look(card)
    classes = ["card", look.kind, f"card-{card}"]
    classes += [n for n, on in (("legal", clickable), ("selected", selected),
                                ("used", badge is not None)) if on]
    lift = -10 if selected else 0
    cell = ""
    if key is not None:
        label = tile_label(card, selected=selected, badge=badge,
                           press=press if clickable else "", rules=rules, place=place)
        cell = (f' data-cell="{html.escape(key)}" role="button" '
                f'aria-label="{html.escape(label)}"')
        if toggle:
            cell += f' aria-pressed="{"true" if selected else "false"}"'
        if not clickable:
            cell += ' aria-disabled="true"'
    border = ('stroke="#000000" stroke-width="4"' if selected
              else f'stroke="{look.edge}" stroke-width="1.5"')
    parts = [
        f'<g class="{" ".join(classes)}"{cell} data-card="{html.escape(card)}" '
        f'transform="translate({x:.1f},{y + lift:.1f})">',
        '<g opacity="0.35">' if badge is not None else "<g>",
        f"<title>{html.escape(card_tooltip(card, rules))}"
        + (" " + _("(selected)") if selected else "")
        + (" " + _("(in {badge})").format(badge=badge) if badge else "") + "</title>",
        f'<rect class="face" x="1" y="1" width="{CARD_W - 2}" height="{CARD_H - 2}" '
        f'rx="{3 if look.kind == "armour" else 9}" fill="{look.fill}" {border}/>',
        _text(CARD_W / 2, 13, _(look.label), 10, weight="bold", fill=look.edge, cls="kind"),
        _emblem(card, look),
        _text(CARD_W / 2, 100, card_name(card), 11, cls="name"),
        _text(CARD_W / 2, 111.5, card_points_text(card, rules), 10.5, weight="bold",
              cls="points"),
    ]
    parts.append("</g>")
    if selected:
        parts.append(f'<circle cx="{CARD_W - 10}" cy="10" r="9" fill="#000000"/>'
                     f'<path d="M{CARD_W - 15},10 l3.5,3.5 l6.5,-7" stroke="#ffffff" '
                     'stroke-width="2.5" fill="none" stroke-linecap="round"/>')
    if badge:
        parts.append(f'<rect class="badge" x="{CARD_W / 2 - 22}" y="47" width="44" height="22" '
                     f'rx="4" fill="#000000"/>'
                     + _text(CARD_W / 2, 58, badge, 14, weight="bold", fill="#ffffff"))
    parts.append("</g>")
    return "".join(parts)


def rows_of(count: int, columns: int | None) -> tuple[int, int]:
    """How many columns and rows a row of `count` cards takes, wrapping at `columns`."""
    cols = max(1, min(count, columns) if columns else count)
    return cols, max(1, -(-count // cols))


def cards_width_px(count: int, columns: int | None = None) -> int:
    """The natural width in pixels of a row of cards (what the widget sizes its board to)."""
    cols, _rows = rows_of(count, columns)
    return round((cols * (CARD_W + GAP) + GAP) * PX_PER_UNIT)


def cards_svg(
    cards: Sequence[str],
    *,
    key: str | None = None,
    selected: Iterable[int] = (),
    badges: Mapping[int, str] | None = None,
    clickable: bool | Iterable[int] = False,
    columns: int | None = None,
    title: str = "Cards",
    rules: Mapping[str, Any] | None = None,
) -> str:
    """A row (wrapping at `columns`) of card tiles as one SVG; with `key`, tile i is the click
    target `data-cell="<key>-<i>"`; `clickable` is True, False or the indices that are."""
    chosen = set(selected)
    badges = dict(badges or {})
    if isinstance(clickable, bool):
        active = set(range(len(cards))) if clickable else set()
    else:
        active = set(clickable)
    cols, rows = rows_of(len(cards), columns)
    width = cols * (CARD_W + GAP) + GAP
    height = rows * (CARD_H + GAP + HEADROOM) + GAP
    tiles = []
    for i, card in enumerate(cards):
        row, col = divmod(i, cols)
        tiles.append(tile_svg(
            card, x=GAP + col * (CARD_W + GAP), y=HEADROOM + row * (CARD_H + GAP + HEADROOM),
            key=f"{key}-{i}" if key is not None else None, selected=i in chosen,
            clickable=i in active, badge=badges.get(i), rules=rules,
            press=PRESS.get(key or "", ""), toggle=key in TOGGLES and i in active,
            place=(i + 1, len(cards))))
    words = codes(cards) if cards else _("no cards")
    return (f'<svg xmlns="http://www.w3.org/2000/svg" class="bond-cards" '
            f'viewBox="0 0 {width} {height}" width="{width * PX_PER_UNIT:.0f}" '
            f'height="{height * PX_PER_UNIT:.0f}" font-family="{FONT}" role="img" '
            f'aria-label="{html.escape(title)}: {html.escape(words)}">'
            f"<title>{html.escape(title)}: {html.escape(words)}</title>{''.join(tiles)}</svg>")


def card_svg(card: str, width: int = 64, rules: Mapping[str, Any] | None = None) -> str:
    """A single card as a small standalone SVG, `width` pixels wide (for text and tables)."""
    height = round(width * CARD_H / CARD_W)
    words = html.escape(card_tooltip(card, rules))
    return (f'<svg xmlns="http://www.w3.org/2000/svg" class="bond-card" width="{width}" '
            f'height="{height}" viewBox="0 0 {CARD_W} {CARD_H}" font-family="{FONT}" '
            f'role="img" aria-label="{words}" style="vertical-align:middle">'
            f"<title>{words}</title>{tile_svg(card, rules=rules)}</svg>")


def cards_html(cards: Sequence[str], width: int = 44,
               rules: Mapping[str, Any] | None = None) -> str:
    """Small card pictures in a line (for captions and results), or 'no cards'."""
    if not cards:
        return "<i>{}</i>".format(_("no cards"))
    return "".join(card_svg(c, width, rules) for c in cards)
