"""Pictures of Periodyx: element cards as tiles, a player's hand, the table and Mendeleev's table.

Everything is drawn as SVG text from an observation (what one player may know), so the
rules notebook and the widget a student clicks show the same cards. A tile carries the
symbol, name and atomic number, the stats the current game compares (temperatures in K and
°C), the natural/synthetic/radioactive marks in words, and the two colour bars the
Mendeleev table matches on, each labelled ("Group 14", "Period 4") so the card reads
without colour vision. In the SVGs every clickable thing is one element with a
`data-cell` id: `card:Fe` for a card in the hand, `take:2:0` for a face-down card of
player 2, `table:Fe` for a square of the Mendeleev table.
"""

from __future__ import annotations

import html
import math
import re
from collections.abc import Collection, Iterable, Sequence

from ...core.events import Event
from ...core.wording import N_, Reader, _, join_words, ngettext, seat_name
from ...elements import PLACEHOLDERS, Element, element, elements, format_stat, table_position
from ...elements.layout import ACTINIDE_ROW, LANTHANIDE_ROW
from ...fonts import SVG_FONT_FAMILY
from ...palette import (
    EMPTY_SQUARE_INK,
    HIGHLIGHT,
    MUTED_INK,
    PAPER,
    PLACEHOLDER,
    PLACEHOLDER_INK,
    PLAYER_BOX,
    SOFT_INK,
    best_ink,
)
from . import minigames as mg
from .compare import HI_LO_STATS, NSR_CLASSES, YEAR, is_nk_card, show
from .deck import name_initial
from .features import century
from .mendeleev import PLACEHOLDER_OF_ROW, MendeleevTable
from .minigames import MINIGAMES, minigame
from .observation import LastTurn, PeriodyxObservation
from .rules import NEIGHBOUR
from .words import end_reason, word

FONT = SVG_FONT_FAMILY  # Latin fonts, then Japanese ones (chemteach/fonts.py)
INK = "#111111"
#: How wide a character of DejaVu Sans is, in ems (bold is wider), for fitting stat lines.
CHAR_EM = {"normal": 0.62, "bold": 0.70}
TILE_W = 150
TILE_GAP = 12
PER_ROW = 5
BACK = "#28467a"

#: What the Match race compares (besides the name and category every tile shows).
MATCH_STATS = ("group", "period", "block", "metal_class", "state_25c", YEAR)
#: The short label of each stat line on a tile.
STAT_LABELS = {
    "z": N_("Atomic no."), "atomic_mass": N_("Atomic mass"), "neutrons": N_("Neutrons"),
    "melting_point_k": N_("Melts"), "boiling_point_k": N_("Boils"), "density": N_("Density"),
    "electronegativity": N_("Electroneg."), "group": N_("Group"), "period": N_("Period"),
    YEAR: N_("Discovered"), "block": N_("Block"), "metal_class": N_("Type"),
    "state_25c": N_("At 25 °C"), "nsr_rank": N_("Class"),
}  # fmt: skip

#: Colour bars (as on the printed cards): one colour per group and per period.
GROUP_COLOURS = (
    "#1f77b4", "#aec7e8", "#ff7f0e", "#ffbb78", "#2ca02c", "#98df8a", "#d62728", "#ff9896",
    "#a07cc8", "#c5b0d5", "#8c564b", "#c49c94", "#e377c2", "#f7b6d2", "#7f7f7f", "#c7c7c7",
    "#bcbd22", "#17becf",
)  # fmt: skip
PERIOD_COLOURS = ("#4e79a7", "#f28e2b", "#59a14f", "#e15759", "#b07aa1", "#76b7b2", "#edc948")
F_ROW_COLOURS = {LANTHANIDE_ROW: "#d9a6d9", ACTINIDE_ROW: "#e38fb4"}


# ----- small helpers -----------------------------------------------------------------------
def _e(text: object) -> str:
    return html.escape(str(text))


def _ink(fill: str) -> str:
    """Black or white text, whichever contrasts more with `fill` (WCAG ratio, not a guess)."""
    return best_ink(fill, INK)


def _text(x: float, y: float, text: str, size: float, fill: str = INK, anchor: str = "middle",
          weight: str = "normal", cls: str = "", extra: str = "") -> str:
    css = f' class="{cls}"' if cls else ""
    return (f'<text{css} x="{x:.1f}" y="{y:.1f}" font-size="{size:g}" fill="{fill}" '
            f'text-anchor="{anchor}" font-weight="{weight}"{extra}>{_e(text)}</text>')


def _svg(width: float, height: float, body: str, cls: str, title: str,
         max_width: float | None = None) -> str:
    """An SVG document that scales to its container, at most `max_width` px wide."""
    cap = max_width if max_width is not None else width
    return (f'<svg xmlns="http://www.w3.org/2000/svg" class="{cls}" '
            f'viewBox="0 0 {width:.0f} {height:.0f}" width="{width:.0f}" height="{height:.0f}" '
            f'style="width:100%;max-width:{cap:.0f}px;min-width:{min(cap, width) * 0.8:.0f}px;'
            f'height:auto" font-family="{FONT}" role="img" aria-label="{_e(title)}">'
            f"<title>{_e(title)}</title>{body}</svg>")


def _join(words: Sequence[str]) -> str:
    words = list(words)
    if len(words) <= 1:
        return "".join(words)
    return join_words(words)


# ----- what a card shows ---------------------------------------------------------------------
def game_stats(game_name: str) -> tuple[str, ...]:
    """The stats a game compares, shown on every tile while it is played."""
    game = minigame(game_name)
    if game.name == "Hi-Lo":
        return HI_LO_STATS
    if game.kind == mg.MATCH:
        return MATCH_STATS
    return (game.stat,) if game.stat is not None else ()


def group_label(el: Element | str) -> str:
    """The card's top bar: "Group 14", or where an f-block card sits ("Lanthanide 4 of 15")."""
    el = element(el)
    row, col = table_position(el)
    if row == LANTHANIDE_ROW:
        return _("Lanthanide {i} of 15").format(i=col - 2)
    if row == ACTINIDE_ROW:
        return _("Actinide {i} of 15").format(i=col - 2)
    return _("Group {group}").format(group=el.group)


def group_colour(el: Element | str) -> str:
    """The colour of the card's group bar."""
    row, col = table_position(el)
    return F_ROW_COLOURS.get(row) or GROUP_COLOURS[col - 1]


def period_colour(el: Element | str) -> str:
    """The colour of the card's period bar."""
    return PERIOD_COLOURS[element(el).period - 1]


def marks(el: Element | str) -> str:
    """The natural/synthetic/radioactive marks, in words (plus the radiation sign)."""
    el = element(el)
    if el.radioactive:
        return _("natural \u00b7 radioactive \u2622") if el.natural else \
            _("synthetic \u00b7 radioactive \u2622")
    return _("natural \u00b7 stable") if el.natural else _("synthetic \u00b7 stable")


def stat_text(el: Element | str, stat: str) -> str:
    """A stat as a tile shows it: "505 K (232 °C)", "7.87 g/cm³", "antiquity", "N/K"."""
    el = element(el)
    if stat in ("melting_point_k", "boiling_point_k"):
        kelvin = getattr(el, stat)
        if kelvin is None:  # "N/K" or "none at 1 atm" (He melting; C, As sublime)
            return format_stat(el, stat, short=True)
        if el.is_estimate(stat):  # a printed estimate: "2880 K (est.)", short enough for a tile
            return format_stat(el, stat)
        return f"{kelvin:.0f} K ({kelvin - 273.15:.0f} \u00b0C)"
    if stat == "group":
        return _("none (f-block)") if el.group is None else str(el.group)
    if stat == "block":
        return _("{block}-block").format(block=el.block)
    if stat == "metal_class":
        return _({"nonmetal": N_("non-metal"), "metal": N_("metal"),
                  "metalloid": N_("metalloid")}.get(el.metal_class or "", "N/K"))
    if stat == "state_25c":
        return _({"solid": N_("solid"), "liquid": N_("liquid"),
                  "gas": N_("gas")}.get(el.state_25c or "", "N/K"))
    if stat == YEAR and el.year_discovered is not None and not el.known_since_antiquity:
        return f"{format_stat(el, stat)} ({century(el)}00s)"
    if stat in ("density", "atomic_mass", "electronegativity"):  # g/L for gases, est., [278]
        return format_stat(el, stat, short=True)
    if stat == "nsr_rank":
        return _(NSR_CLASSES[el.nsr_rank])
    return show(stat, el.value(stat))


def describe_card(el: Element | str, stats: Iterable[str] = ()) -> str:
    """A card in words (tooltips and screen readers)."""
    el = element(el)
    parts = [_("{name} ({symbol}), atomic number {z}").format(name=_(el.name), symbol=el.symbol,
                                                               z=el.z),
             _(el.category), group_label(el), _("Period {period}").format(period=el.period),
             marks(el)]
    parts += [_("{label}: {value}").format(label=_(STAT_LABELS.get(s, s)), value=stat_text(el, s))
              for s in stats if s != "z"]
    return "; ".join(parts)


#: Shorter labels for a stat line whose value is long ("Found 1875 (1800s)").
SHORT_LABELS = {YEAR: "Found", "electronegativity": "EN", "melting_point_k": "Melts",
                "boiling_point_k": "Boils", "atomic_mass": "Mass", "density": "Dens."}
STAT_SIZE = 9.5
#: Room for a stat line: the tile's width less 10 px each side and a gap between the parts.
STAT_ROOM = TILE_W - 20 - 6


def text_width(text: str, size: float, weight: str = "normal") -> float:
    """About how wide a line of text is, in px (DejaVu Sans; a generous estimate)."""
    return len(text) * size * CHAR_EM.get(weight, CHAR_EM["normal"])


def stat_line(el: Element | str, stat: str, weight: str = "normal") -> tuple[str, str, float]:
    """A tile's stat line: (label, value, font size), shortened or made smaller so the label
    and the value never run together ("Discovered1875 (1800s)")."""
    label, value = _(STAT_LABELS.get(stat, stat)), stat_text(el, stat)

    def width(lbl: str, size: float) -> float:
        return text_width(lbl, size, weight) + text_width(value, size, weight)

    if width(label, STAT_SIZE) > STAT_ROOM:
        label = SHORT_LABELS.get(stat, label)
    size = STAT_SIZE
    while width(label, size) > STAT_ROOM and size > 8:
        size -= 0.5
    if width(label, size) > STAT_ROOM and value.endswith(" (est.)"):
        value = "\u2248" + value.removesuffix(" (est.)")  # "≈1.87 g/cm³": an estimate, in short
    return label, value, size


def tile_height(stats: Sequence[str]) -> float:
    """How tall a tile is with this many stat lines."""
    return 160 + 14 * len(stats)


def card_svg(symbol: str, x: float = 0, y: float = 0, stats: Sequence[str] = (), *,
             cell: str | None = None, classes: Collection[str] = (), selected: bool = False,
             main: str | None = None, initial: bool = False, caption: str = "",
             press: str = "", toggle: bool = False, language: str = "en") -> str:
    """One element card as an SVG group (`<g>`) with its top-left corner at (x, y).

    `main` is the stat the game compares (bold); `initial` underlines the name's first
    letter (A-2-Z; in a Japanese deck the Japanese name and the kana it is filed under:
    水素（す）); `cell` makes the tile a click target (`data-cell`) whose name is the card
    in words and `press` (what pressing it does); `toggle` gives it a pressed state.
    """
    el = element(symbol)
    w, h = TILE_W, tile_height(stats)
    names = ["card", *classes] + (["selected"] if selected else [])
    words = describe_card(el, stats) + (f" ({caption})" if caption else "")
    attrs = ""
    if cell:
        label = words + ("; " + _("chosen") if selected else "") + (f"; {_(press)}" if press
                                                                    else "")
        attrs = f' data-cell="{_e(cell)}" role="button" aria-label="{_e(label)}"'
        if toggle:
            attrs += f' aria-pressed="{"true" if selected else "false"}"'
    parts = [f'<g class="{" ".join(names)}"{attrs} data-symbol="{el.symbol}" '
             f'transform="translate({x:.1f},{y:.1f})">',
             f"<title>{_e(words)}</title>",
             f'<rect class="chip" x="0" y="0" width="{w}" height="{h:.0f}" rx="9" fill="#ffffff" '
             f'stroke="{INK}" stroke-width="{4 if selected else 1.4}"/>']
    bar = group_colour(el)
    parts.append(f'<rect x="5" y="5" width="{w - 10}" height="16" rx="3" fill="{bar}"/>')
    parts.append(_text(w / 2, 17, group_label(el), 10, _ink(bar), weight="bold",
                       cls="group-bar"))
    parts.append(f'<rect x="5" y="23" width="{w - 10}" height="{h - 48:.0f}" fill="{el.colour}"/>')
    parts.append(_text(11, 39, str(el.z), 13, weight="bold", anchor="start", cls="z"))
    if is_nk_card(el):
        parts.append(f'<rect x="{w - 38}" y="28" width="28" height="14" rx="3" fill="#ffffff" '
                     f'stroke="{INK}" stroke-width="0.8"/>')
        parts.append(_text(w - 24, 39, "N/K", 9, weight="bold", cls="nk"))
    parts.append(_text(w / 2, 74, el.symbol, 32, weight="bold", cls="symbol"))
    if initial and language != "en":
        label = f"{el.name_ja}（{name_initial(el, language)}）"
        name = (f'{_e(el.name_ja)}（<tspan font-weight="bold" text-decoration="underline">'
                f'{_e(name_initial(el, language))}</tspan>）')
        parts.append(f'<text class="name" x="{w / 2}" y="93" font-size="'
                     f'{12 if len(label) <= 10 else 10.5}" fill="{INK}" text-anchor="middle" '
                     f'lang="{language}">{name}</text>')
    elif initial:
        name = (f'<tspan font-weight="bold" text-decoration="underline">{_e(el.name[0])}'
                f"</tspan>{_e(el.name[1:])}")
        parts.append(f'<text class="name" x="{w / 2}" y="93" font-size="12" fill="{INK}" '
                     f'text-anchor="middle">{name}</text>')
    else:
        parts.append(_text(w / 2, 93, _(el.name), 12, cls="name"))
    parts.append(_text(w / 2, 107, _(el.category), 9, SOFT_INK, cls="category",
                       extra=' font-style="italic"'))
    for i, stat in enumerate(stats):
        line_y = 124 + 14 * i
        bold = "bold" if stat == main else "normal"
        label, value, size = stat_line(el, stat, bold)
        parts.append(_text(10, line_y, label, size, SOFT_INK,
                           anchor="start", weight=bold, cls=f"stat-label stat-{stat}"))
        parts.append(_text(w - 10, line_y, value, size, anchor="end",
                           weight=bold, cls=f"stat stat-{stat}"))
    parts.append(_text(w / 2, h - 31, marks(el), 9, cls="marks"))
    bar = period_colour(el)
    parts.append(f'<rect x="5" y="{h - 21:.0f}" width="{w - 10}" height="16" rx="3" '
                 f'fill="{bar}"/>')
    parts.append(_text(w / 2, h - 9, _("Period {period}").format(period=el.period), 10,
                       _ink(bar), weight="bold",
                       cls="period-bar"))
    if caption:
        parts.append(_text(w / 2, h + 15, caption, 11, weight="bold", cls="caption"))
    parts.append("</g>")
    return "".join(parts)


def back_svg(x: float, y: float, width: float = 20, height: float = 28, *,
             cell: str | None = None, classes: Collection[str] = (), title: str = "",
             caption: str = "", press: str = "") -> str:
    """The back of a card (a face-down card): nothing about the element shows."""
    attrs = ""
    if cell:
        label = title + (f"; {_(press)}" if press else "")
        attrs = f' data-cell="{_e(cell)}" role="button" aria-label="{_e(label)}"'

    tip = f"<title>{_e(title)}</title>" if title else ""
    size = max(8.0, width * 0.45)
    body = (f'<g class="{" ".join(["back", *classes])}"{attrs} '
            f'transform="translate({x:.1f},{y:.1f})">{tip}'
            f'<rect class="chip" x="0" y="0" width="{width:.0f}" height="{height:.0f}" '
            f'rx="{max(2.0, width / 10):.0f}" fill="{BACK}" stroke="{INK}" stroke-width="1"/>'
            f'<rect x="3" y="3" width="{width - 6:.0f}" height="{height - 6:.0f}" '
            f'rx="2" fill="none" stroke="#ffffff" stroke-width="0.8"/>'
            + _text(width / 2, height / 2 + size * 0.35, "P", size, "#ffffff", weight="bold"))
    if caption:
        body += _text(width / 2, height + 15, caption, 11, weight="bold", cls="caption")
    return body + "</g>"


def card_tile(symbol: str, stats: Sequence[str] = HI_LO_STATS) -> str:
    """One card as a standalone SVG picture (for notebooks and slides)."""
    el = element(symbol)
    h = tile_height(stats)
    body = card_svg(el.symbol, 4, 4, stats)
    return _svg(TILE_W + 8, h + 8, body, "periodyx-card", f"The {el.name} card")


# ----- a hand of cards -----------------------------------------------------------------------
def hand_svg(hand: Sequence[str], game_name: str | None = None, *,
             selected: str | None = None, clickable: bool = True,
             title: str = N_("Your cards"), press: str = N_("press to choose it"),
             toggle: bool = True, language: str = "en") -> str:
    """A hand as a row (or rows) of tiles; each tile is clickable as `card:<symbol>`, named
    with the card in words and `press` (what pressing does); `toggle`: a chosen card is
    pressed (choosing before the turn), not a one-off press (playing a card)."""
    stats = game_stats(game_name) if game_name else ()
    game = minigame(game_name) if game_name else None
    main = game.stat if game is not None else None
    initial = game is not None and game.kind == mg.LETTER
    h = tile_height(stats)
    if not hand:
        return _svg(TILE_W * 2, 50, _text(8, 30, _("No cards in this hand."), 13,
                                          anchor="start"), "periodyx-hand", _(title))
    per_row = min(PER_ROW, len(hand))
    rows = math.ceil(len(hand) / per_row)
    top = 12  # room for a chosen card to rise
    body = []
    for i, symbol in enumerate(hand):
        col, row = i % per_row, i // per_row
        lift = -10 if symbol == selected else 0
        body.append(card_svg(symbol, 4 + col * (TILE_W + TILE_GAP),
                             top + lift + row * (h + TILE_GAP), stats,
                             cell=f"card:{symbol}", classes=("legal",) if clickable else (),
                             selected=symbol == selected, main=main, initial=initial,
                             press=press if clickable else "", toggle=clickable and toggle,
                             language=language))
    width = 8 + per_row * (TILE_W + TILE_GAP) - TILE_GAP
    height = top + 6 + rows * (h + TILE_GAP) - TILE_GAP
    return _svg(width, height, "".join(body), "periodyx-hand", _(title),
                max_width=per_row * (TILE_W + TILE_GAP) * 1.0)


# ----- the players round the table -----------------------------------------------------------
def players_svg(obs: PeriodyxObservation, bots: Sequence[bool] = (),
                take_from: Collection[int] = ()) -> str:
    """Every player: name, cards held as backs, who leads; backs of `take_from` are clickable.

    A face-down card of player p at position i is `take:p:i` (Element of Surprise).
    """
    n = len(obs.names)
    per_row = min(n, 4)
    w, h, gap = 200, 92, 10
    body, said = [], []
    race = obs.race
    for p, name in enumerate(obs.names):
        x = (p % per_row) * (w + gap) + 2
        y = (p // per_row) * (h + gap) + 2
        to_move = p in obs.to_move
        classes = ["player"] + (["to-move"] if to_move else []) + (["lead"] if p == obs.lead
                                                                    else [])
        body.append(f'<g class="{" ".join(classes)}" data-seat="{p}" '
                    f'transform="translate({x},{y})">')
        body.append(f'<rect x="0" y="0" width="{w}" height="{h}" rx="7" '
                    f'fill="{HIGHLIGHT if to_move else PLAYER_BOX}" stroke="{INK}" '
                    f'stroke-width="{2.2 if to_move else 0.8}"/>')
        head = seat_name(name)
        if p == obs.player and name.lower() != "you":
            head = _("{name} (you)").format(name=head)
        elif p < len(bots) and bots[p]:
            head = _("{name} (bot)").format(name=head)
        if race is not None and p in race.barred:
            head = _("{name} \u2014 out").format(name=head)
        elif race is not None and p in race.passed:
            head = _("{name} \u2014 passed").format(name=head)
        head = ("\u25b6 " if to_move else "") + head
        body.append(_text(8, 18, head, 12.5, weight="bold", anchor="start", cls="name"))
        count = obs.hand_sizes[p]
        notes = [ngettext("{n} card", "{n} cards", count).format(n=count)]
        if p == obs.lead:
            notes.append(_("the lead"))
        if p in take_from:
            notes.append(_("click one to take it"))
        plain = head.removeprefix(chr(0x25b6) + " ")
        said.append((_("{name}, to move: {notes}") if to_move else _("{name}: {notes}")).format(
            name=plain, notes=", ".join(notes)))
        body.append(_text(8, 34, " \u00b7 ".join(notes), 10.5, SOFT_INK, anchor="start",
                          cls="notes"))
        step = min(22.0, (w - 36) / max(1, count))
        takeable = p in take_from
        for i in range(count):
            body.append(back_svg(8 + i * step, 44, 20, 30,
                                 cell=f"take:{p}:{i}" if takeable else None,
                                 classes=("legal",) if takeable else (),
                                 title=_("{name}'s card {i} of {n} (face down)").format(
                                     name=seat_name(name), i=i + 1, n=count),
                                 press=N_("press to take it") if takeable else ""))
        body.append("</g>")
    rows = math.ceil(n / per_row)
    width = per_row * (w + gap) - gap + 4
    height = rows * (h + gap) - gap + 4
    return _svg(width, height, "".join(body), "periodyx-players",
                _("The players: {players}").format(players="; ".join(said)),
                max_width=width * 1.1)


# ----- cards in play this turn ---------------------------------------------------------------
def in_play_svg(obs: PeriodyxObservation) -> str:
    """The cards lying in front of players this turn: face up as tiles, face down as backs."""
    stats = game_stats(obs.game)
    game = minigame(obs.game)
    h = tile_height(stats)
    body, x, said = [], 4.0, []
    for p in sorted(set(obs.face_up) | set(obs.face_down)):
        who = seat_name(obs.names[p])
        if p in obs.face_up:
            said.append(_("{name}: {card}, face up").format(
                name=who, card=_(element(obs.face_up[p]).name).lower()))
        elif p == obs.player and obs.my_face_down is not None:
            said.append(_("your card, face down: {card}").format(
                card=_(element(obs.my_face_down).name).lower()))
        else:
            said.append(_("{name}: a card face down").format(name=who))
        if p in obs.face_up:
            body.append(card_svg(obs.face_up[p], x, 4, stats, main=game.stat,
                                 classes=("in-play",),
                                 caption=_("{name}'s card").format(name=who)))
        elif p == obs.player and obs.my_face_down is not None:
            body.append(card_svg(obs.my_face_down, x, 4, stats, main=game.stat,
                                 classes=("in-play", "mine-face-down"),
                                 caption=_("your card, face down")))
        else:
            body.append(back_svg(x, 4, TILE_W, h, classes=("in-play",),
                                 title=_("{name}'s card, face down").format(name=who),
                                 caption=_("{name}: face down").format(name=who)))
        x += TILE_W + 3 * TILE_GAP
    if not body:
        return ""
    return _svg(x, h + 26, "".join(body), "periodyx-in-play",
                _("Cards in play this turn: {cards}").format(cards="; ".join(said)), max_width=x)


# ----- Mendeleev's table -------------------------------------------------------------------
CELL = 36
LEFT, TOP = 30, 24


def _cell_xy(symbol: str) -> tuple[float, float]:
    row, col = table_position(symbol)
    y_row = row - 1 if row < LANTHANIDE_ROW else row - 1 + 0.5
    return LEFT + (col - 1) * CELL, TOP + y_row * CELL


def mendeleev_svg(table: Sequence[str], deck: Collection[str] | None = None, *,
                  selected: str | None = None, rule: str = NEIGHBOUR,
                  title: str = N_("The Mendeleev table")) -> str:
    """Mendeleev's table as the players have laid it: cards on it filled in, the rest faint.

    The first card laid is the Mendeleev card (double border); `selected` marks where a
    chosen card would go (dashed). Every square is `table:<symbol>`, with the class `on`
    for a card on the table, `off` for the others and `target` for the chosen card.
    """
    laid = set(table)
    first = table[0] if table else None
    body = []
    for col in range(1, 19):
        colour = GROUP_COLOURS[col - 1]
        x = LEFT + (col - 1) * CELL
        body.append(f'<rect x="{x + 2}" y="{TOP - 8}" width="{CELL - 4}" height="5" '
                    f'fill="{colour}"/>')
        body.append(_text(x + CELL / 2, TOP - 11, str(col), 9, SOFT_INK, cls="group-number"))
    for period in range(1, 8):
        y = TOP + (period - 1) * CELL
        body.append(f'<rect x="{LEFT - 9}" y="{y + 2}" width="5" height="{CELL - 4}" '
                    f'fill="{PERIOD_COLOURS[period - 1]}"/>')
        body.append(_text(LEFT - 13, y + CELL / 2 + 4, str(period), 10, SOFT_INK,
                          cls="period-number"))
    for f_row, (row, col) in PLACEHOLDER_OF_ROW.items():
        # every card of the f-block row also sits here (the Mendeleev rule): a card of that
        # row on the table fills the square, so its neighbours (Ba, Hf, Y; Ra, Rf) may be laid
        text = PLACEHOLDERS[row, col]
        x, y = LEFT + (col - 1) * CELL, TOP + (row - 1) * CELL
        filling = [s for s in table if table_position(s)[0] == f_row]
        lanthanides = f_row == LANTHANIDE_ROW
        if filling:
            tip = (_("{text}: the lanthanides join the table here; on the table: {cards}")
                   if lanthanides else
                   _("{text}: the actinides join the table here; on the table: {cards}")).format(
                text=text, cards=_join(_(element(s).name).lower() for s in filling))
            look = f'fill="{F_ROW_COLOURS[f_row]}" stroke="{INK}" stroke-width="1.2"'
        else:
            tip = (_("{text}: the lanthanides join the table here") if lanthanides else
                   _("{text}: the actinides join the table here")).format(text=text)
            look = f'fill="{PLACEHOLDER}" stroke="#8a8a8a" stroke-dasharray="3 2"'
        body.append(f'<g class="placeholder{" filled" if filling else ""}"><title>{_e(tip)}'
                    f'</title><rect x="{x + 1.5}" y="{y + 1.5}" width="{CELL - 3}" '
                    f'height="{CELL - 3}" {look}/>')
        body.append(_text(x + CELL / 2, y + CELL / 2 + 3, text, 7,
                          INK if filling else PLACEHOLDER_INK) + "</g>")
    for row, name in ((LANTHANIDE_ROW, N_("Lanthanides")), (ACTINIDE_ROW, N_("Actinides"))):
        y = TOP + (row - 1 + 0.5) * CELL
        body.append(_text(LEFT + 2 * CELL - 4, y + CELL / 2 + 3, _(name), 9, SOFT_INK,
                          anchor="end"))
    for el in elements():
        s = el.symbol
        x, y = _cell_xy(s)
        in_deck = deck is None or s in deck
        if s in laid:
            kind, fill, edge, ink, width = "on", el.colour, INK, INK, 1.2
        elif s == selected:
            kind, fill, edge, ink, width = "target", "#ffffff", INK, INK, 2.5
        elif in_deck:
            kind, fill, edge, ink, width = "off", PAPER, "#c4c4c4", EMPTY_SQUARE_INK, 0.7
        else:
            kind, fill, edge, ink, width = "off out-of-deck", "#ffffff", "#eeeeee", "#e6e6e6", 0.5
        names = f"tcell {kind}" + (" first" if s == first else "")
        tip = square_words(el, laid, first, selected, in_deck)
        dash = ' stroke-dasharray="5 3"' if kind == "target" else ""
        body.append(f'<g class="{names}" data-cell="table:{s}" role="button" '
                    f'aria-label="{_e(tip)}"><title>{_e(tip)}</title>'
                    f'<rect x="{x + 1.5}" y="{y + 1.5}" width="{CELL - 3}" height="{CELL - 3}" '
                    f'rx="3" fill="{fill}" stroke="{edge}" stroke-width="{width}"{dash}/>')
        if s == first:
            body.append(f'<rect x="{x + 4.5}" y="{y + 4.5}" width="{CELL - 9}" '
                        f'height="{CELL - 9}" rx="2" fill="none" stroke="{INK}" '
                        f'stroke-width="1"/>')
        weight = "bold" if kind in ("on", "target") else "normal"
        if in_deck or s in laid:
            body.append(_text(x + CELL / 2, y + CELL / 2 + 6, s, 13, ink, weight=weight))
            if kind in ("on", "target"):
                body.append(_text(x + 4, y + 10, str(el.z), 7, ink, anchor="start"))
        body.append("</g>")
    caption = ngettext("{n} card on the table", "{n} cards on the table",
                       len(table)).format(n=len(table))
    if selected is not None and selected not in laid:
        caption = _("{caption}; the dashed square is where {card} would go").format(
            caption=caption, card=_(element(selected).name))
    height = TOP + 9.5 * CELL + 24
    width = LEFT + 18 * CELL + 6
    body.append(_text(LEFT, height - 8, caption, 11, anchor="start", cls="table-caption"))
    return _svg(width, height, "".join(body), "periodyx-mendeleev", _(title),
                max_width=width * 1.2)


def square_words(el: Element, laid: Collection[str], first: str | None, selected: str | None,
                 in_deck: bool = True) -> str:
    """A square of the Mendeleev table in words, with where it is (a screen reader moving
    along a row or a column hears each square and its place)."""
    row, col = table_position(el)
    if row == LANTHANIDE_ROW or row == ACTINIDE_ROW:
        where = group_label(el).lower()
    else:
        where = _("group {group}, period {period}").format(group=col, period=el.period)
    if el.symbol == first:
        state = _("the Mendeleev card, the first card on the table")
    elif el.symbol in laid:
        state = _("on the table")
    elif el.symbol == selected:
        state = _("where your chosen card would go")
    elif in_deck:
        state = _("not on the table yet")
    else:
        state = _("not in this game's deck")
    return _("{name} ({symbol}), {z}, {where}: {state}").format(
        name=_(el.name), symbol=el.symbol, z=el.z, where=where, state=state)


def square_note(table: Sequence[str], symbol: str, rule: str = NEIGHBOUR) -> str:
    """What pressing a square of the Mendeleev table says: whether that element's card is
    there, or whether it could be laid now and why (the same reasons a Lay gets)."""
    el = element(symbol)
    if table and el.symbol == table[0]:
        return _("{card} is the Mendeleev card, the first card on the table.").format(
            card=_(el.name))
    if el.symbol in table:
        return _("{card} is on the Mendeleev table.").format(card=_(el.name))
    why = MendeleevTable(table, rule).why_not(el.symbol)
    if why is not None:
        return why
    return _("A {card} card could be laid now, {reason}.").format(
        card=_(el.name).lower(), reason=MendeleevTable(table, rule).reason(el.symbol))


def lay_hint(table: Sequence[str], selected: str | None, rule: str = NEIGHBOUR) -> str:
    """Whether a chosen card may be laid on the Mendeleev table, and why, in one sentence."""
    if selected is None:
        return ""
    if selected in table:
        return _("{card} is already on the Mendeleev table.").format(
            card=_(element(selected).name))
    mendeleev = MendeleevTable(table, rule)
    why = mendeleev.why_not(selected)
    if why is not None:
        return why
    return _("{card} may be laid, {reason}.").format(card=_(element(selected).name),
                                                     reason=mendeleev.reason(selected))


# ----- what happened -----------------------------------------------------------------------
_KELVIN = re.compile(r"(\d+(?:\.\d+)?) K\b")


def with_celsius(text: str) -> str:
    """Add °C after every temperature in K of a sentence about melting or boiling points."""
    words = ("melt", "boil", "\u878d", "\u6cb8")  # 融 and 沸: the Japanese catalog's words
    if not any(w in text for w in words):
        return text
    return _KELVIN.sub(lambda m: f"{m.group(1)} K = {float(m.group(1)) - 273.15:.0f} \u00b0C",
                       text)


def explain(last: LastTurn | None, reader: Reader | None = None) -> str:
    """The latest turn's comparison in one sentence for this reader (a spectator's wording
    without one; temperatures also in °C)."""
    if last is None:
        return ""
    if reader is None or last.event is None:
        return with_celsius(last.text)
    return with_celsius(word(last.event, reader))


RESULT_KINDS = frozenset({"compare", "a-2-z", "take", "claim", "draw", "end"})


def turn_results(events: Iterable[Event], reader: Reader, limit: int = 4) -> list[str]:
    """The public sentences that ended the latest turns (oldest first), for the results panel,
    worded for the reader. Read from the newest event back, so that only the `limit` shown
    are worded: a long game's panel costs no more than a short one's."""
    latest = events if isinstance(events, Sequence) else list(events)
    out: list[str] = []
    for e in reversed(latest):
        if len(out) >= limit:
            break
        if e.kind not in RESULT_KINDS or not e.visible(None):
            continue
        if e.kind == "claim" and not e.data.get("right"):
            continue
        out.append(with_celsius(word(e, reader)))
    return out[::-1]


def indicator_html(obs: PeriodyxObservation) -> str:
    """The Game Indicator Card: the eleven games in order, this turn's game marked."""
    items = []
    for g in MINIGAMES:
        now = g.name == obs.game
        style = (f"border:2px solid {INK};background:{HIGHLIGHT};font-weight:bold" if now
                 else f"border:1px solid #bbb;color:{MUTED_INK}")
        mark = "\u25b6 " if now else ""
        items.append(f'<span class="periodyx-game{" now" if now else ""}" '
                     f'title="{_e(_(g.summary))}" '
                     f'style="display:inline-block;margin:1px 2px;padding:1px 5px;'
                     f'border-radius:4px;{style}">{mark}{g.number}. {_e(_(g.name))}</span>')
    game = minigame(obs.game)
    head = _("<b>Turn {turn}:</b> <b>{name}</b> leads <b>{game}</b>: {summary}.").format(
        turn=obs.turn + 1, name=_e(seat_name(obs.names[obs.lead])), game=_e(_(game.name)),
        summary=_e(_(game.summary)))
    head = f'<div style="font-size:115%">{head}</div>'
    return (f'<div class="periodyx-indicator">{head}<div style="font-size:85%;'
            f'line-height:1.9">{"".join(items)}</div></div>')


def cards_won_svg(last: LastTurn | None, names: Sequence[str]) -> str:
    """The latest turn's cards, each captioned with where it went (the cards won)."""
    if last is None or not last.cards:
        return ""
    stats = game_stats(last.game)
    main = minigame(last.game).stat
    caption = (_("turn void") if last.taker is None
               else _("to {name}").format(name=seat_name(names[last.taker])))
    body, x = [], 4.0
    for symbol in last.cards:
        body.append(card_svg(symbol, x, 4, stats, main=main, classes=("won",), caption=caption))
        x += TILE_W + TILE_GAP
    cards = cards_in_words(last.cards)
    return _svg(x, tile_height(stats) + 28, "".join(body), "periodyx-won",
                _("The cards of the latest turn: {cards}, {caption}").format(
                    cards=cards, caption=caption), max_width=x * 0.75)


def results_html(obs: PeriodyxObservation, events: Iterable[Event], rematch: bool = True) -> str:
    """The latest turns' results, newest first and bold; the final result when it is over;
    worded for the observation's player ("You win."). `rematch`: the screen has a Rematch
    button to name (the notebook's table, not a seat view)."""
    events = events if isinstance(events, Sequence) else list(events)
    reader = Reader(obs.names, obs.player)
    lines = turn_results(events, reader)
    parts = []
    if obs.over:
        held = ", ".join(f"{_e(seat_name(n))} {c}"
                         for n, c in zip(obs.names, obs.hand_sizes, strict=True))
        end = next((e for e in reversed(events) if e.kind == "end"), None)
        reason = end_reason(end, reader) if end is not None else obs.end_reason
        over = _("Game over! {winners}").format(winners=_e(reader.winners(obs.winners)))
        held_text = _("Cards held: {held}.").format(held=held)
        again = _("Press <b>Rematch</b> to play again.") if rematch else ""
        parts.append(f'<div class="periodyx-result" style="font-size:125%;padding:4px 0">'
                     f"\U0001f3c6 <b>{over}</b> {_e(reason)} "
                     f"<br><small>{held_text} {again}</small></div>")
    if lines:
        items = [f"<li><b>{_e(lines[-1])}</b></li>"]
        items += [f'<li style="color:{SOFT_INK}">{_e(t)}</li>' for t in reversed(lines[:-1])]
        latest, newest = _("Latest turns"), _("(newest first)")
        parts.append(f'<div class="periodyx-last-turn"><b>{latest}</b> '
                     f'<small>{newest}</small><ul style="margin:0.2em 0;'
                     f'padding-left:1.4em;line-height:1.35">{"".join(items)}</ul></div>')
    parts.append(cards_won_svg(obs.last, obs.names))
    return "".join(parts)


def info_html(obs: PeriodyxObservation) -> str:
    """The side panel: draw pile, table, how to win and the rules in force."""
    if obs.mendeleev_match != NEIGHBOUR:
        table_rule = _("<b>Mendeleev table:</b> before your turn you may lay any card sharing a "
                       "group or period with a card there; each card laid draws two.")
    else:
        table_rule = _("<b>Mendeleev table:</b> before your turn you may lay a card touching "
                       "one there; each card laid draws two.")
    parts = [_("<b>Draw pile:</b> {n} cards. <b>On the table:</b> {table}.").format(
                 n=obs.pile_size, table=len(obs.table)),
             _("<b>Score</b> = cards in your hand. {n} cards wins at once; a player with no "
               "cards, or a draw the pile cannot serve, stops the game (most cards wins; a tie "
               "goes to the highest atomic number held).").format(n=obs.win_cards),
             table_rule]
    if obs.nk_swap:
        parts.append(_("<b>N/K swap:</b> before your turn you may swap a card marked N/K for "
                       "the top card of the pile."))
    return '<div style="font-size:90%;line-height:1.35">' + "<br>".join(parts) + "</div>"


def cards_in_words(symbols: Iterable[str]) -> str:
    """"iron, tin and gold" for a list of cards."""
    return _join([_(element(s).name).lower() for s in symbols])
