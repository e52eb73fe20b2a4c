"""Pictures of Chemistry Monopoly: the board as SVG, player panels as HTML, both from an
observation (what one player may know), so the notebook and the widget show the same board.

The board is the classic square of 40 spaces (Go at the bottom right, counting clockwise).
Every space is one `<g data-cell="space:N" role="button">` named for a screen reader
("Chlorine (Cl), yellow set: halogens, price 120, owned by Ada, 1 liquid; here: Ben"), so
the widget's SvgBoard gives it a roving tab stop. Nothing is said by colour alone: a set's
band is labelled by its name in the space's name and in the deed; tokens are shapes with
letters (circle, square, triangle, diamond, pentagon, hexagon); owners are marked by their
token in the band; liquids are drops and a solid is a block with an S; a transferred
element is hatched and says so; inside Biology Class and just visiting are two parts of
the corner. The centre shows the last throw, the Lab's supply and the chosen space's deed.
"""

from __future__ import annotations

import html
import math
import re
import unicodedata
from collections.abc import Mapping, Sequence
from typing import Any

from ...core.wording import _, count, join_words, pgettext
from ...fonts import SVG_FONT_FAMILY
from ...palette import (
    FOCUS_DARK,
    HIGHLIGHT,
    INK,
    MONOPOLY_CHANCE_RAMP,
    MONOPOLY_PLAIN_BAND,
    MONOPOLY_TOKENS,
    MUTED_INK,
    PLAYER_BOX,
    SOFT_INK,
    WHITE,
    best_ink,
)
from .board import (
    BIOLOGY,
    EXTRA,
    GO,
    GO_TO_BIOLOGY,
    LAB_DAY,
    LIFE,
    LOT,
    SUPPLY,
    TAX,
    TEST_DAY,
    Board,
)
from .observation import MonopolyObservation
from .words import amuny

FONT = SVG_FONT_FAMILY  # Latin fonts, then Japanese ones (chemteach/fonts.py)
SIZE = 620  # the board's side in SVG units
CORNER = 84  # a corner space (and the depth of every side space)
BAND = 13  # the colour band on the inner edge of a lot
LETTER_ROOM = 10  # the end of a lot's band that holds its set's letter
SHAPES = ("circle", "square", "triangle", "diamond", "pentagon", "hexagon")
PIPS = {1: [(0, 0)], 2: [(-1, -1), (1, 1)], 3: [(-1, -1), (0, 0), (1, 1)],
        4: [(-1, -1), (1, -1), (-1, 1), (1, 1)], 5: [(-1, -1), (1, -1), (0, 0), (-1, 1), (1, 1)],
        6: [(-1, -1), (1, -1), (-1, 0), (1, 0), (-1, 1), (1, 1)]}
LEVEL_WORDS = ("bare", "1 liquid", "2 liquids", "3 liquids", "4 liquids", "solid")


def _e(text: object) -> str:
    return html.escape(str(text))


def _text(x: float, y: float, text: str, size: float, fill: str = INK, anchor: str = "middle",
          weight: str = "normal", extra: str = "") -> str:
    return (f'<text x="{x:.1f}" y="{y:.1f}" font-size="{size:g}" fill="{fill}" '
            f'text-anchor="{anchor}" font-weight="{weight}"{extra}>{_e(text)}</text>')


def _ems(text: str) -> float:
    """A label's width in em: about 0.6 a Latin letter (DejaVu Sans), 1 a kana or kanji."""
    return sum(1.0 if unicodedata.east_asian_width(ch) in "WF" else 0.6 for ch in text)


def fit(text: str, width: float, size: float, smallest: float = 6.5) -> float:
    """A font size at which the text fits the width (never below `smallest`: a longer
    label is wrapped first)."""
    return max(smallest, min(size, width / max(1, _ems(text))))


#: Characters a Japanese line may not start with (kinsoku: small kana, the long-vowel
#: mark, closing brackets and punctuation).
_NO_LINE_START = set("ーァィゥェォッャュョヮぁぃぅぇぉっゃゅょゎ・、。）」』")


def _split(word: str, width: float, size: float, smallest: float) -> list[str]:
    """A word too wide for one line, in balanced pieces: after a '・' (エクストラ・クレジット)
    when it does not fit at `size`; between characters a Japanese line may break at only
    when it does not fit even at `smallest` (ブンゼンバーナー), else it is shrunk by `fit`."""
    latin = all(unicodedata.east_asian_width(ch) not in "WF" for ch in word)
    if latin or len(word) < 2 or _ems(word) * size <= width:
        return [word]  # it fits, or it is Latin (an English word is never broken)
    dots = [i + 1 for i, ch in enumerate(word[:-1]) if ch == "・"]
    if not dots and _ems(word) * smallest <= width:
        return [word]
    breaks = [i for i in range(1, len(word)) if word[i] not in _NO_LINE_START]
    half = len(word) / 2
    cut = min(dots or breaks or [len(word) // 2], key=lambda i: abs(i - half))
    return (_split(word[:cut], width, size, smallest)
            + _split(word[cut:], width, size, smallest))


def wrap(text: str, width: float, size: float, smallest: float = 6.5) -> list[str]:
    """Words in lines no wider than `width` at `size` (a long word keeps its own line, and
    is shrunk by `fit`; a Japanese word too long even at `smallest` is broken)."""
    lines: list[str] = []
    for word in text.split():
        for piece in _split(word, width, size, smallest):
            if lines and _ems(lines[-1] + " " + piece) * size <= width:
                lines[-1] += " " + piece
            else:
                lines.append(piece)
    return lines


# ----- names and letters ---------------------------------------------------------------------
def token_letters(names: Sequence[str]) -> tuple[str, ...]:
    """Each player's letter on their token: the initial; when two players share it, the
    initial and the number the name ends with ("medium 2" -> "M2") or the name's first two
    letters ("Maya" -> "Ma"), else the seat number."""
    initials = [(n.strip()[:1] or "?").upper() for n in names]
    out = []
    for p, (name, i) in enumerate(zip(names, initials, strict=True)):
        if initials.count(i) == 1:
            out.append(i)
            continue
        digits = re.search(r"(\d+)\s*$", name)
        two = name.strip()[:2]
        # "Maya" beside "medium 1": Ma and M1 (a seat number for Maya would renumber the bots)
        out.append(f"{i}{digits.group(1)}" if digits else
                   (i + two[1:].lower() if len(two) == 2 and two[1].isalpha() else f"{i}{p + 1}"))
    if len(set(out)) < len(out):  # "Max 1" and "medium 1": seat numbers instead
        out = [i if initials.count(i) == 1 else f"{i}{p + 1}" for p, i in enumerate(initials)]
    return tuple(out)


def shape_name(p: int) -> str:
    """The token shape of seat p, in words."""
    return _(SHAPES[p % len(SHAPES)])


def space_title(board: Board, s: int) -> str:
    """A space's name as a heading: "Chlorine", "Bunsen Burner", "Test Day"."""
    return _(board.spaces[s].name)


def set_words(board: Board, s: int) -> str:
    """"yellow set: halogens (group 17)" for a lot; "" for other spaces."""
    sp = board.spaces[s]
    if sp.kind != LOT:
        return ""
    cs = board.sets[sp.colour_set]
    return _("{colour} set: {family}").format(colour=_(cs.name), family=_(cs.family))


def set_letter(board: Board, s: int) -> str:
    """The letter on a lot's band: the first of its set's name in the reader's language
    ("Y" for yellow, "黄" in Japanese), so no set is told by its colour alone."""
    sp = board.spaces[s]
    return _(board.sets[sp.colour_set].name)[:1].upper() if sp.kind == LOT else ""


def level_words(height: int, solid: int) -> str:
    """What stands on a lot: "no liquids", "1 liquid", "3 liquids", "a solid"."""
    if height >= solid:
        return _("a solid")
    if height == 0:
        return _("no liquids")
    return count(height, "{n} liquid", "{n} liquids")


def owner_words(obs: MonopolyObservation, p: int) -> str:
    """An owner as the screen's reader reads it: "you" or the name."""
    return _("you") if p == obs.player else obs.names[p]


def here_words(obs: MonopolyObservation, s: int) -> list[str]:
    """Who stands on space s ("you" for the reader); Biology Class splits inside/visiting."""
    return [owner_words(obs, p) for p in range(len(obs.names))
            if obs.active[p] and obs.pos[p] == s]


def space_label(obs: MonopolyObservation, s: int) -> str:
    """The space's accessible name: what a sighted player reads off the cell, and where it
    is (its number counted from Go, as a throw counts: a screen reader's arrow keys go from
    space to space, and two lots of a set are told apart by it)."""
    board = obs.board
    sp = board.spaces[s]
    parts = []
    if sp.element:
        parts.append(_("{name} ({symbol})").format(name=space_title(board, s), symbol=sp.element))
    else:
        parts.append(space_title(board, s))
    parts.append(_("space {number}").format(number=s))
    if sp.kind == LOT:
        parts.append(set_words(board, s))
    elif sp.kind == SUPPLY:
        parts.append(_("lab supply"))
    elif sp.kind == LIFE:
        parts.append(_("life element"))
    if sp.ownable:
        parts.append(_("price {amount}").format(amount=amuny(sp.price)))
        o = obs.owner[s]
        if o < 0:
            parts.append(_("for sale"))
        else:
            parts.append(_("owned by {who}").format(who=owner_words(obs, o)))
            if obs.transferred[s]:
                parts.append(_("transferred to the Lab"))
            if sp.kind == LOT and obs.height[s]:
                parts.append(level_words(obs.height[s], obs.solid))
    elif sp.kind == TAX:
        parts.append(_("pay {amount}").format(amount=amuny(sp.amount)) if not sp.percent else
                     _("pay {amount} or {percent}% of your worth").format(
                         amount=amuny(sp.amount), percent=sp.percent))
    elif sp.kind == EXTRA and obs.pot:
        parts.append(_("pot {amount}").format(amount=amuny(obs.pot)))
    label = ", ".join(p for p in parts if p)
    if sp.kind == BIOLOGY:
        inside = [owner_words(obs, p) for p in range(len(obs.names))
                  if obs.active[p] and obs.pos[p] == s and obs.jail[p] >= 0]
        visiting = [owner_words(obs, p) for p in range(len(obs.names))
                    if obs.active[p] and obs.pos[p] == s and obs.jail[p] < 0]
        if inside:
            label = _("{label}; inside: {who}").format(label=label, who=join_words(inside))
        if visiting:
            label = _("{label}; just visiting: {who}").format(label=label,
                                                             who=join_words(visiting))
        return label
    here = here_words(obs, s)
    if here:
        label = _("{label}; here: {who}").format(label=label, who=join_words(here))
    return label


# ----- shapes ------------------------------------------------------------------------------
def _polygon(cx: float, cy: float, r: float, sides: int, turn: float = -90) -> str:
    points = []
    for k in range(sides):
        a = math.radians(turn + 360 * k / sides)
        points.append(f"{cx + r * math.cos(a):.1f},{cy + r * math.sin(a):.1f}")
    return " ".join(points)


def token(p: int, letter: str, cx: float, cy: float, size: float = 13,
          fill: str | None = None) -> str:
    """Seat p's token: its shape, filled with its colour, with its letter inside."""
    colour = fill or MONOPOLY_TOKENS[p % len(MONOPOLY_TOKENS)]
    r = size / 2
    shape = SHAPES[p % len(SHAPES)]
    style = f'fill="{colour}" stroke="{INK}" stroke-width="1"'
    if shape == "circle":
        body = f'<circle cx="{cx:.1f}" cy="{cy:.1f}" r="{r:.1f}" {style}/>'
    elif shape == "square":
        body = (f'<rect x="{cx - r * 0.9:.1f}" y="{cy - r * 0.9:.1f}" width="{1.8 * r:.1f}" '
                f'height="{1.8 * r:.1f}" {style}/>')
    else:
        sides, turn, grow = {"triangle": (3, -90, 1.25), "diamond": (4, -90, 1.1),
                             "pentagon": (5, -90, 1.08), "hexagon": (6, 0, 1.05)}[shape]
        points = _polygon(cx, cy + (r * 0.2 if sides == 3 else 0), r * grow, sides, turn)
        body = f'<polygon points="{points}" {style}/>'
    font = fit(letter, size * 0.9, size * 0.62, 5)
    ink = best_ink(colour)
    return (f'<g class="monopoly-token" aria-hidden="true">{body}'
            + _text(cx, cy + font * 0.36 + (r * 0.2 if shape == "triangle" else 0), letter, font,
                    ink, weight="bold") + "</g>")


def token_icon(p: int, letter: str, size: int = 18) -> str:
    """A token as a small SVG of its own (player panels), hidden from screen readers."""
    return (f'<svg xmlns="http://www.w3.org/2000/svg" width="{size}" height="{size}" '
            f'viewBox="0 0 {size} {size}" aria-hidden="true" style="vertical-align:middle">'
            f'{token(p, letter, size / 2, size / 2, size - 2)}</svg>')


def _drops(x: float, y: float, w: float, h: float, height: int, solid: int,
           vertical: bool) -> str:
    """Liquids (drops) or a solid (a block with S) in a band."""
    out = []
    if height >= solid:
        cx, cy = x + w / 2, y + h / 2
        out.append(f'<rect x="{cx - 9:.1f}" y="{cy - 5.5:.1f}" width="18" height="11" rx="1.5" '
                   f'fill="{WHITE}" stroke="{INK}" stroke-width="1"/>')
        out.append(_text(cx, cy + 3.2, "S", 8.5, INK, weight="bold"))
        return "".join(out)
    step = min(9.0, ((h if vertical else w) - 7) / max(1, height - 1))  # drops may touch
    for k in range(height):
        if vertical:
            cx, cy = x + w / 2, y + h / 2 + (k - (height - 1) / 2) * step
        else:
            cx, cy = x + w / 2 + (k - (height - 1) / 2) * step, y + h / 2
        out.append(f'<circle cx="{cx:.1f}" cy="{cy:.1f}" r="3.4" fill="{WHITE}" '
                   f'stroke="{INK}" stroke-width="1.1"/>')
    return "".join(out)


def _die(x: float, y: float, value: int, size: float = 34) -> str:
    out = [f'<rect x="{x:.1f}" y="{y:.1f}" width="{size}" height="{size}" rx="6" '
           f'fill="{WHITE}" stroke="{INK}" stroke-width="1.5"/>']
    for dx, dy in PIPS.get(value, []):
        out.append(f'<circle cx="{x + size / 2 + dx * size * 0.27:.1f}" '
                   f'cy="{y + size / 2 + dy * size * 0.27:.1f}" r="{size * 0.08:.1f}" '
                   f'fill="{INK}"/>')
    return "".join(out)


# ----- geometry ----------------------------------------------------------------------------
def cell_box(s: int, n: int = 40) -> tuple[float, float, float, float, str]:
    """(x, y, width, height, side) of space s; side is bottom/left/top/right or corner."""
    side_len = n // 4
    w = (SIZE - 2 * CORNER) / (side_len - 1)
    edge, k = divmod(s, side_len)
    far = SIZE - CORNER
    if k == 0:
        x, y = [(far, far), (0, far), (0, 0), (far, 0)][edge]
        return x, y, CORNER, CORNER, "corner"
    if edge == 0:
        return far - k * w, far, w, CORNER, "bottom"
    if edge == 1:
        return 0, far - k * w, CORNER, w, "left"
    if edge == 2:
        return CORNER + (k - 1) * w, 0, w, CORNER, "top"
    return far, CORNER + (k - 1) * w, CORNER, w, "right"


def _band_box(x: float, y: float, w: float, h: float, side: str) -> tuple[float, float, float,
                                                                          float]:
    """The colour band on the inner edge of a side space."""
    if side == "bottom":
        return x, y, w, BAND
    if side == "top":
        return x, y + h - BAND, w, BAND
    if side == "left":
        return x + w - BAND, y, BAND, h
    return x, y, BAND, h


def _content_box(x: float, y: float, w: float, h: float, side: str) -> tuple[float, float,
                                                                             float, float]:
    if side == "bottom":
        return x, y + BAND, w, h - BAND
    if side == "top":
        return x, y, w, h - BAND
    if side == "left":
        return x, y, w - BAND, h
    return x + BAND, y, w - BAND, h


def _tokens_at(obs: MonopolyObservation, players: Sequence[int], letters: Sequence[str],
               x: float, y: float, w: float, h: float, size: float = 13) -> str:
    """Tokens in rows inside a box (bottom-aligned)."""
    if not players:
        return ""
    per_row = max(1, int(w // (size + 1.5)))
    rows = math.ceil(len(players) / per_row)
    out = []
    for i, p in enumerate(players):
        row, col = divmod(i, per_row)
        in_row = min(per_row, len(players) - row * per_row)
        cx = x + w / 2 + (col - (in_row - 1) / 2) * (size + 1.5)
        cy = y + h - (rows - row) * (size + 1.5) + size / 2
        out.append(token(p, letters[p], cx, cy, size))
    return "".join(out)


# ----- the board ---------------------------------------------------------------------------
def _space_body(obs: MonopolyObservation, s: int, letters: Sequence[str],
                chance: float | None, fill: str, inside: float = 0.0,
                inside_fill: str = "") -> str:
    """The drawing of one space (inside its <g>)."""
    board = obs.board
    sp = board.spaces[s]
    x, y, w, h, side = cell_box(s, board.size)
    out = [f'<rect x="{x:.1f}" y="{y:.1f}" width="{w:.1f}" height="{h:.1f}" fill="{fill}" '
           f'stroke="{INK}" stroke-width="0.8"/>']
    ink = best_ink(fill)
    here = [p for p in range(len(obs.names)) if obs.active[p] and obs.pos[p] == s]
    if side == "corner":
        out.append(_corner(obs, s, x, y, w, h, letters, here, chance, ink, inside,
                           inside_fill))
        return "".join(out)
    if sp.ownable:
        bx, by, bw, bh = _band_box(x, y, w, h, side)
        band = board.sets[sp.colour_set].colour if sp.kind == LOT else MONOPOLY_PLAIN_BAND
        out.append(f'<rect x="{bx:.1f}" y="{by:.1f}" width="{bw:.1f}" height="{bh:.1f}" '
                   f'fill="{band}" stroke="{INK}" stroke-width="0.8"/>')
        o = obs.owner[s]
        vertical = side in ("left", "right")
        mark = set_letter(board, s)
        end = LETTER_ROOM if mark else 0
        if mark:  # the set's letter at the band's end
            at = (bx + bw / 2, by + bh - 3.5) if vertical else (bx + bw - 5.5, by + bh / 2 + 3.3)
            out.append(_text(*at, mark, 9, best_ink(band), weight="bold",
                             extra=' class="set-letter" aria-hidden="true"'))
        if o >= 0:  # the owner's token at the band's start, liquids after it
            if vertical:
                out.append(token(o, letters[o], bx + bw / 2, by + 8, 11))
                out.append(_drops(bx, by + 14, bw, bh - 14 - end, obs.height[s], obs.solid,
                                  True))
            else:
                out.append(token(o, letters[o], bx + 8, by + bh / 2, 11))
                out.append(_drops(bx + 14, by, bw - 14 - end, bh, obs.height[s], obs.solid,
                                  False))
    cx, cy, cw, ch = _content_box(x, y, w, h, side)
    sideways = side in ("left", "right") and chance is None
    text_w = cw - 26 if sideways else cw  # side spaces keep a column for tokens
    mid = cx + text_w / 2
    if sp.element:
        top = _text(mid, cy + 16, sp.element, 14, ink, weight="bold")
        name = space_title(board, s)
        lines = [(name, fit(name, text_w - 4, 8.5, 6))]  # ストロンチウム beside tokens
    else:
        top = ""
        lines = [(line, fit(line, text_w - 4, 8.5))
                 for line in wrap(space_title(board, s), text_w - 4, 8.5)]
    out.append(top)
    line_y = cy + (27 if top else 12)
    for text, size in lines[:3]:
        out.append(_text(mid, line_y, text, size, ink))
        line_y += max(size, 8.5) + 1.5  # a shrunk line still leaves the next its room
    if chance is not None:
        out.append(_text(mid, line_y + 9, f"{100 * chance:.2f}%", 9.5, ink, weight="bold"))
    elif sp.ownable:
        out.append(_text(mid, line_y, str(sp.price), 8.5, ink))
    elif sp.kind == TAX:
        out.append(_text(mid, line_y, str(sp.amount), 8.5, ink))
    if obs.transferred[s]:  # hatched, and the word says so (not colour alone)
        out.append(f'<rect x="{cx:.1f}" y="{cy:.1f}" width="{cw:.1f}" height="{ch:.1f}" '
                   'fill="url(#monopoly-hatch)"/>')
        word = _("transferred")
        out.append(f'<rect x="{mid - text_w / 2 + 2:.1f}" y="{cy + ch - 11:.1f}" '
                   f'width="{text_w - 4:.1f}" height="9" fill="{WHITE}"/>')
        out.append(_text(mid, cy + ch - 4, word, fit(word, text_w - 4, 7), INK, weight="bold"))
    if sideways:
        out.append(_tokens_at(obs, here, letters, cx + cw - 27, cy + 1, 26, ch - 3, 12))
    elif chance is None:
        out.append(_tokens_at(obs, here, letters, cx + 1, cy, cw - 2, ch - 2, 13))
    return "".join(out)


def _corner(obs: MonopolyObservation, s: int, x: float, y: float, w: float, h: float,
            letters: Sequence[str], here: list[int], chance: float | None, ink: str,
            inside: float = 0.0, inside_fill: str = "") -> str:
    board = obs.board
    sp = board.spaces[s]
    out = []
    mid = x + w / 2
    if sp.kind == BIOLOGY:
        # the inner square is inside Biology Class; the L-shaped strip is just visiting
        inner = (x + 22, y, w - 22, h - 22)
        box = inside_fill if inside_fill else PLAYER_BOX
        box_ink = best_ink(box) if inside_fill else INK
        out.append(f'<rect x="{inner[0]:.1f}" y="{inner[1]:.1f}" width="{inner[2]:.1f}" '
                   f'height="{inner[3]:.1f}" fill="{box}" stroke="{INK}" '
                   'stroke-width="1.2" stroke-dasharray="4 2"/>')
        # TRANSLATORS: the Biology Class corner in three short lines: "Biology" / "Class" /
        # "inside" (Japanese: 生物の / 授業 / 中)
        centre = inner[0] + inner[2] / 2
        out.append(_text(centre, inner[1] + 11, pgettext("jail corner", "Biology"), 8.5, box_ink,
                         weight="bold"))
        out.append(_text(centre, inner[1] + 21, pgettext("jail corner", "Class"), 8.5, box_ink,
                         weight="bold"))
        out.append(_text(centre, inner[1] + 31, pgettext("jail corner", "inside"), 7.5,
                         box_ink if inside_fill else SOFT_INK))
        out.append(_text(x + 11, y + h / 2 - 4, _("Just visiting"), 7.5, ink,
                         extra=f' transform="rotate(-90 {x + 11:.1f} {y + h / 2 - 4:.1f})"'))
        if chance is not None:
            out.append(_text(inner[0] + inner[2] / 2, inner[1] + 48,
                             f"{100 * inside:.2f}%", 9.5, box_ink, weight="bold"))
            out.append(_text(x + 22 + (w - 22) / 2, y + h - 7, f"{100 * chance:.2f}%", 9,
                             ink, weight="bold"))
            return "".join(out)
        inside = [p for p in here if obs.jail[p] >= 0]
        visiting = [p for p in here if obs.jail[p] < 0]
        out.append(_tokens_at(obs, inside, letters, inner[0] + 2, inner[1], inner[2] - 4,
                              inner[3] - 2, 12))
        out.append(_tokens_at(obs, visiting, letters, x + 22, y + h - 22, w - 22, 21, 12))
        return "".join(out)
    lines = wrap(space_title(board, s), w - 8, 10)
    if sp.kind == GO:
        out.append(_text(mid, y + 30, _("GO"), 22, ink, weight="bold"))
        out.append(_text(mid, y + 44, _("collect 200"), 8, ink))
        out.append(_text(mid, y + 54, "\u2190", 10, ink))
    else:
        for k, line in enumerate(lines[:3]):
            out.append(_text(mid, y + 18 + k * 12, line, fit(line, w - 6, 10), ink,
                             weight="bold"))
        if sp.kind == EXTRA and obs.pot and chance is None:
            out.append(_text(mid, y + 56, _("pot {amount}").format(amount=obs.pot), 8, ink))
    if chance is not None:
        out.append(_text(mid, y + h - 12, f"{100 * chance:.2f}%", 9.5, ink, weight="bold"))
    else:
        out.append(_tokens_at(obs, here, letters, x + 4, y, w - 8, h - 3, 13))
    return "".join(out)


def deed_lines(obs: MonopolyObservation, s: int) -> list[str]:
    """The chosen space's card, line by line: what it costs and what it earns."""
    board = obs.board
    sp = board.spaces[s]
    lines = []
    if sp.kind == LOT:
        lines.append(set_words(board, s))
        lines.append(_("Price {price} \u00b7 transfer value {transfer}").format(
            price=sp.price, transfer=sp.transfer))
        rents = ", ".join(str(r) for r in sp.rents)
        lines.append(_("Rent bare / 1-4 liquids / solid: {rents}").format(rents=rents))
        lines.append(_("A liquid costs {liquid}, a solid {solid}").format(
            liquid=sp.liquid_cost, solid=sp.solid_cost))
    elif sp.kind == SUPPLY:
        rents = ", ".join(str(r) for r in board.supply_rents)
        lines.append(_("Lab supply \u00b7 price {price} \u00b7 transfer value {transfer}").format(
            price=sp.price, transfer=sp.transfer))
        lines.append(_("Rent with 1, 2, 3, 4 lab supplies: {rents}").format(rents=rents))
    elif sp.kind == LIFE:
        lines.append(_("Life element \u00b7 price {price} \u00b7 transfer value {transfer}").format(
            price=sp.price, transfer=sp.transfer))
        mult = board.life_multipliers
        lines.append(_("Rent: {one} \u00d7 the dice with one, {two} \u00d7 with both").format(
            one=mult[0], two=mult[-1]))
    elif sp.kind == TAX:
        lines.append(_("Pay {amount}").format(amount=amuny(sp.amount)) if not sp.percent else
                     _("Pay {amount} or {percent}% of your worth (choose first)").format(
                         amount=amuny(sp.amount), percent=sp.percent))
    elif sp.kind in (LAB_DAY, TEST_DAY):
        lines.append(_("Draw a card: it is put back under the deck."))
    elif sp.kind == BIOLOGY:
        lines.append(_("Leave by doubles, the fine of {fine} or a Get Out card.").format(
            fine=obs.fine))
    elif sp.kind == GO_TO_BIOLOGY:
        lines.append(_("Go straight to Biology Class without passing Go."))
    elif sp.kind == EXTRA:
        lines.append(_("Extra Credit: the pot, if your class plays with it.") if not obs.pot
                     else _("The pot holds {amount}.").format(amount=amuny(obs.pot)))
    elif sp.kind == GO:
        lines.append(_("Collect your salary each time you pass."))
    if sp.ownable:
        o = obs.owner[s]
        if o < 0:
            lines.append(_("For sale"))
        else:
            state = level_words(obs.height[s], obs.solid) if sp.kind == LOT else ""
            if obs.transferred[s]:
                state = _("transferred to the Lab")
            lines.append(_("Owned by {who}").format(who=owner_words(obs, o)) if not state else
                         _("Owned by {who}: {state}").format(who=owner_words(obs, o),
                                                             state=state))
    return lines


def _centre(obs: MonopolyObservation, selected: int | None, letters: Sequence[str]) -> str:
    out = []
    c = SIZE / 2
    out.append(_text(c, CORNER + 34, _("Chemistry Monopoly"), 22, INK, weight="bold"))
    a, b = obs.dice
    if a and b:
        out.append(_die(c - 44, CORNER + 52, a))
        out.append(_die(c + 10, CORNER + 52, b))
        out.append(_text(c, CORNER + 104, _("Last throw: {a} and {b} ({total})").format(
            a=a, b=b, total=a + b), 11, INK))
    else:
        out.append(_text(c, CORNER + 80, _("Nobody has thrown yet."), 11, MUTED_INK))
    stock = _("The Lab has {liquids} liquids and {solids} solids left.").format(
        liquids=obs.liquids_left, solids=obs.solids_left)
    out.append(_text(c, CORNER + 124, stock, 10.5, SOFT_INK))
    out.append(_text(c, CORNER + 140, _("Round {round}").format(round=obs.round), 10.5,
                     SOFT_INK))
    if selected is not None and 0 <= selected < obs.board.size:
        top = CORNER + 160
        box_w = SIZE - 2 * CORNER - 40
        sp = obs.board.spaces[selected]
        lines = deed_lines(obs, selected)
        box_h = 34 + 15 * len(lines)
        left = c - box_w / 2
        out.append(f'<rect x="{left:.1f}" y="{top:.1f}" width="{box_w:.1f}" '
                   f'height="{box_h:.1f}" rx="6" fill="{WHITE}" stroke="{INK}" '
                   'stroke-width="1.2"/>')
        if sp.kind == LOT:
            out.append(f'<rect x="{left:.1f}" y="{top:.1f}" width="{box_w:.1f}" height="8" '
                       f'fill="{obs.board.sets[sp.colour_set].colour}" stroke="{INK}" '
                       'stroke-width="0.8"/>')
        head = space_title(obs.board, selected)
        if sp.element:
            head = _("{name} ({symbol})").format(name=head, symbol=sp.element)
        out.append(_text(c, top + 25, head, 13, INK, weight="bold"))
        for k, line in enumerate(lines):
            out.append(_text(c, top + 43 + 15 * k, line, fit(line, box_w - 12, 10.5), INK))
    else:
        out.append(_text(c, CORNER + 190, _("Click a space to read its card."), 10.5, MUTED_INK))
    return "".join(out)


def board_svg(obs: MonopolyObservation, selected: int | None = None,
              chances: Mapping[int | str, float] | None = None, title: str | None = None,
              clickable: bool = True, card: int | None = None) -> str:
    """The board from one player's observation; `selected` space's deed in the middle (else
    the deed of `card`, the space a decision is about); `chances` (landing probabilities)
    shade the spaces and print their share instead."""
    board = obs.board
    letters = token_letters(obs.names)
    title = title or _("Chemistry Monopoly board")
    spaces = [float(chances.get(s, 0.0)) for s in range(board.size)] if chances else []
    top = max(spaces) if spaces else 0.0
    low = min((c for c in spaces if c > 0), default=0.0)
    inside = float(chances.get("biology_class", 0.0)) if chances else 0.0

    def shade(c: float) -> str:
        return ramp((c - low) / (top - low) if top > low else 0.0)
    body = ['<defs><pattern id="monopoly-hatch" width="6" height="6" '
            'patternUnits="userSpaceOnUse" patternTransform="rotate(45)">'
            f'<line x1="0" y1="0" x2="0" y2="6" stroke="{INK}" stroke-width="1.2" '
            'stroke-opacity="0.55"/></pattern></defs>',
            f'<rect x="0" y="0" width="{SIZE}" height="{SIZE}" fill="{WHITE}"/>']
    for s in range(board.size):
        chance = None
        fill = WHITE
        if chances is not None:
            chance = float(chances.get(s, 0.0))
            fill = shade(chance)
        elif s == obs.landing and not obs.over:
            fill = HIGHLIGHT
        label = space_label(obs, s) if chances is None else _("{name}: {share} of throws").format(
            name=space_title(board, s), share=f"{100 * chance:.2f}%")
        if chances is not None and s == board.biology:
            label = _("Biology Class: {inside} of throws end inside, {visit} just visiting").format(
                inside=f"{100 * float(chances.get('biology_class', 0)):.2f}%",
                visit=f"{100 * float(chances.get(s, 0)):.2f}%")
        classes = ["space"]
        if clickable:
            classes.append("legal")
        if s == selected:
            classes.append("selected")
        if clickable:
            pressed = "true" if s == selected else "false"
            attrs = (f' data-cell="space:{s}" role="button" aria-label="{_e(label)}" '
                     f'aria-pressed="{pressed}"')
        else:
            attrs = f' role="img" aria-label="{_e(label)}"'
        inner = _space_body(obs, s, letters, chance, fill, inside,
                            shade(inside) if chances is not None else "")
        if s == selected:
            x, y, w, h, _side = cell_box(s, board.size)
            inner += (f'<rect x="{x + 2:.1f}" y="{y + 2:.1f}" width="{w - 4:.1f}" '
                      f'height="{h - 4:.1f}" fill="none" stroke="{FOCUS_DARK}" '
                      'stroke-width="3"/>')
        body.append(f'<g class="{" ".join(classes)}"{attrs}><title>{_e(label)}</title>'
                    f"{inner}</g>")
    if chances is None:
        body.append(_centre(obs, selected if selected is not None else card, letters))
    else:
        c = SIZE / 2
        body.append(_text(c, CORNER + 40, title, 16, INK, weight="bold"))
        body.append(_text(c, CORNER + 62, _("Darker: more throws end there."), 11, SOFT_INK))
    return (f'<svg xmlns="http://www.w3.org/2000/svg" class="monopoly-board" '
            f'viewBox="0 0 {SIZE} {SIZE}" width="{SIZE}" height="{SIZE}" '
            f'font-family="{FONT}" role="{"group" if clickable else "img"}" '
            f'aria-label="{_e(title)}"><title>{_e(title)}</title>{"".join(body)}</svg>')


def ramp(share: float) -> str:
    """The shade of a landing chance: from white (0) to the darkest blue (the most)."""
    steps = MONOPOLY_CHANCE_RAMP
    k = min(len(steps) - 1, max(0, int(round(share * (len(steps) - 1)))))
    return steps[k]


# ----- player panels -----------------------------------------------------------------------
def player_lines(obs: MonopolyObservation, p: int) -> list[str]:
    """One player's panel as plain lines (the widget shows them as HTML)."""
    board = obs.board
    lines = []
    if not obs.active[p]:
        return [_("bankrupt")]
    lines.append(_("{amount} \u00b7 on {space}").format(amount=amuny(obs.cash[p]),
                                                       space=space_title(board, obs.pos[p])))
    if obs.jail[p] >= 0:
        lines.append(_("Inside Biology Class (try {n} of 3)").format(n=obs.jail[p] + 1))
    owned = []
    for s in board.ownables:
        if obs.owner[s] != p:
            continue
        sp = board.spaces[s]
        name = space_title(board, s)
        if obs.transferred[s]:
            name = _("{name} (transferred)").format(name=name)
        elif sp.kind == LOT and obs.height[s]:
            name = _("{name} ({level})").format(name=name,
                                                level=level_words(obs.height[s], obs.solid))
        owned.append(name)
    lines.append(_("Elements: {list}").format(list=", ".join(owned)) if owned
                 else _("No elements yet"))
    if obs.cards[p]:
        lines.append(count(obs.cards[p], "{n} Get Out of Biology Class Free card",
                           "{n} Get Out of Biology Class Free cards"))
    return lines


def players_html(obs: MonopolyObservation, bots: Sequence[bool] = ()) -> str:
    """A panel per player: token, name, AMUny, elements, cards; the one to move outlined."""
    letters = token_letters(obs.names)
    rows = []
    for p, name in enumerate(obs.names):
        moving = p in obs.to_move and not obs.over
        head = _e(name)
        if p == obs.player:
            head = _("{name} (you)").format(name=head)
        if p < len(bots) and bots[p]:
            head = _("{name} (bot)").format(name=head)
        mark = ""
        if moving:
            mark = " \u2014 " + _e(_("deciding"))
        if obs.over and p in obs.winners:
            mark = " \u2014 " + _e(_("wins!"))
        style = (f"background:{HIGHLIGHT};border:2px solid {INK}" if moving
                 else f"background:{PLAYER_BOX};border:1px solid #8a8a8a")
        body = "<br>".join(_e(line) for line in player_lines(obs, p))
        rows.append(f'<div class="monopoly-player" data-seat="{p}" style="{style};'
                    f'padding:2px 6px;margin:2px 0;border-radius:4px;color:{INK};'
                    f'line-height:1.3">{token_icon(p, letters[p])} <b>{head}</b>{mark}'
                    f'<br><span style="color:{SOFT_INK};font-size:90%">{body}</span></div>')
    return '<div class="monopoly-players" style="font-size:92%">' + "".join(rows) + "</div>"


# ----- rich display ------------------------------------------------------------------------
class BoardPicture:
    """A board that shows itself in a notebook (rich display), as python-chess boards do."""

    def __init__(self, obs: MonopolyObservation, **options: Any) -> None:
        self.obs = obs
        self.options = options

    def _repr_svg_(self) -> str:
        return board_svg(self.obs, clickable=False, **self.options)

    def _repr_html_(self) -> str:
        """Notebook display as HTML: the same SVG, inline, so that its words (role="img" and
        aria-label) reach the page; JupyterLab shows an SVG output as an <img> without alt."""
        return self._repr_svg_()

    def __str__(self) -> str:
        return board_svg(self.obs, clickable=False, **self.options)


def show_board(game: Any, viewer: int | None = None, **options: Any) -> BoardPicture:
    """The board of a game (or an observation) as a notebook picture; options as
    `board_svg` (selected=, chances=, title=)."""
    obs = game if isinstance(game, MonopolyObservation) else game.observation(viewer)
    return BoardPicture(obs, **options)


def chances_board(chances: Mapping[int | str, float], title: str | None = None) -> BoardPicture:
    """The board shaded by landing chances (no players on it): the probability lesson."""
    from .engine import ChemistryMonopoly

    game = ChemistryMonopoly(["A", "B"], seed=0)
    obs = game.observation(None)
    blank = MonopolyObservation(**{**{f: getattr(obs, f) for f in obs.__dataclass_fields__},
                                   "active": (False, False), "dice": (0, 0), "landing": -1})
    return BoardPicture(blank, chances=chances, title=title or _("Where throws end"))
