"""A print pack as data (sections of cards, drawings and text), and its PDF through reportlab.

The packs (packs.py) say *what* is printed, in millimetres and points, as plain values;
this module says *how*: cards in a grid that fills the page with dashed cut lines between
them and to the page's edges, a drawing scaled to its page, text in columns (a rules
summary shrinks until it fits one page). Every string a pack prints is in its values, so
the Japanese font is cut down to exactly those characters before anything is drawn.
"""

from __future__ import annotations

import re
from collections.abc import Iterator
from dataclasses import dataclass, fields, is_dataclass
from html import escape
from pathlib import Path
from typing import Any

from ..core.wording import _
from .pdffonts import PackFonts, pack_fonts

#: Paper sizes in millimetres (width, height), portrait.
PAPERS = {"a4": (210.0, 297.0), "letter": (215.9, 279.4)}
MARGIN = 10.0  # mm round the printable area (most printers need 4-6 mm)
HEADER = 7.0  # mm above the content for the pack's title and the page number
#: Card pages use the paper to the full: three rows of 88 mm cards fit Letter (279.4 mm)
#: too. The heading sits in the top 9 mm and 5 mm stay free at the bottom.
CARD_TOP = 9.0
CARD_BOTTOM = 5.0
INK = "#111111"
CUT = "#9a9a9a"
MM = 72 / 25.4  # points per millimetre


# ----- what a pack holds -----------------------------------------------------------------------
@dataclass(frozen=True)
class Box:
    """A rectangle (mm, top-left corner); no fill or stroke when None."""

    x: float
    y: float
    w: float
    h: float
    fill: str | None = None
    stroke: str | None = INK
    width: float = 0.3
    radius: float = 0.0


@dataclass(frozen=True)
class Circle:
    """A circle (mm)."""

    cx: float
    cy: float
    r: float
    fill: str | None = None
    stroke: str | None = INK
    width: float = 0.3


@dataclass(frozen=True)
class Poly:
    """A closed polygon through points (mm)."""

    points: tuple[tuple[float, float], ...]
    fill: str | None = None
    stroke: str | None = INK
    width: float = 0.3


@dataclass(frozen=True)
class Text:
    """One line of text: `y` is its baseline (mm), `size` in points; shrunk to `fit` mm."""

    x: float
    y: float
    text: str
    size: float
    bold: bool = False
    colour: str = INK
    anchor: str = "start"  # or "middle", "end"
    fit: float | None = None


@dataclass(frozen=True)
class Wrap:
    """Text wrapped inside a box (mm, top-left), made smaller until it fits."""

    x: float
    y: float
    w: float
    h: float
    text: str
    size: float
    bold: bool = False
    colour: str = INK
    align: str = "start"  # or "middle"


Shape = Box | Circle | Poly | Text | Wrap


@dataclass(frozen=True)
class Card:
    """One card (or token, deed, banknote): its shapes in its own millimetres."""

    shapes: tuple[Shape, ...]


@dataclass(frozen=True)
class CardSheet:
    """Cards of one size laid edge to edge on as many pages as they need, with cut lines."""

    title: str
    w: float
    h: float
    cards: tuple[Card, ...]


@dataclass(frozen=True)
class Drawing:
    """One page's picture (a board) drawn in a w x h mm box, scaled to fit the page."""

    title: str
    w: float
    h: float
    shapes: tuple[Shape, ...]


@dataclass(frozen=True)
class Block:
    """A piece of text: `kind` is h1, h2, h3, p, li, choice or rule; `markup` is escaped
    text with <b> and <i> only."""

    kind: str
    markup: str
    bullet: str = "\u2022"  # a list item's mark: a bullet, or its number ("3.")


@dataclass(frozen=True)
class Flow:
    """Text in columns; with `one_page` it shrinks until it fits on a single page."""

    title: str
    blocks: tuple[Block, ...]
    columns: int = 1
    one_page: bool = False


Section = CardSheet | Drawing | Flow


@dataclass(frozen=True)
class Pack:
    """A whole print pack: its title, language, the words of its page furniture, sections."""

    title: str
    lang: str
    sections: tuple[Section, ...]
    cut_hint: str = ""
    page_words: str = "{page}"  # "Page {page}" in the reader's language

    def strings(self) -> Iterator[str]:
        """Every string the pack prints (for the font subset)."""
        yield from _strings(self)


def _strings(value: Any) -> Iterator[str]:
    if isinstance(value, str):
        yield value
    elif is_dataclass(value):
        for f in fields(value):
            yield from _strings(getattr(value, f.name))
    elif isinstance(value, tuple | list):
        for item in value:
            yield from _strings(item)


def markup(text: str) -> str:
    """Plain text as Block markup (escaped)."""
    return escape(text, quote=False)


def markdown(text: str) -> str:
    """A line of the notebooks' Markdown as Block markup: **bold**, *italic*, `code`."""
    out = escape(text, quote=False)
    out = re.sub(r"\*\*(.+?)\*\*", r"<b>\1</b>", out)
    out = re.sub(r"(?<![\w*])\*(?!\s)(.+?)(?<!\s)\*(?![\w*])", r"<i>\1</i>", out)
    out = re.sub(r"`([^`]+)`", r"\1", out)
    out = re.sub(r"\[([^\]]+)\]\([^)]*\)", r"\1", out)  # a link: its words
    return out


# ----- drawing -----------------------------------------------------------------------------------
class _Painter:
    """Draws shapes on a reportlab canvas; millimetres with y down, from an origin."""

    def __init__(self, canvas: Any, fonts: PackFonts, page_h: float) -> None:
        self.c = canvas
        self.fonts = fonts
        self.page_h = page_h

    def width(self, text: str, size: float, bold: bool = False) -> float:
        """The width of a line in mm."""
        from reportlab.pdfbase.pdfmetrics import stringWidth

        return sum(stringWidth(piece, font, size)
                   for font, piece in self.fonts.runs(text, bold)) / MM

    def line(self, x: float, y: float, text: str, size: float, bold: bool = False,
             colour: str = INK, anchor: str = "start") -> None:
        width = self.width(text, size, bold)
        if anchor == "middle":
            x -= width / 2
        elif anchor == "end":
            x -= width
        self.c.setFillColor(colour)
        pos = x * MM
        base = (self.page_h - y) * MM
        for font, piece in self.fonts.runs(text, bold):
            self.c.setFont(font, size)
            self.c.drawString(pos, base, piece)
            pos += self._points(piece, font, size)

    @staticmethod
    def _points(piece: str, font: str, size: float) -> float:
        from reportlab.pdfbase.pdfmetrics import stringWidth

        return stringWidth(piece, font, size)

    def wrapped(self, text: str, width: float, size: float, bold: bool) -> list[str]:
        """`text` cut into lines of at most `width` mm (at spaces; between CJK characters)."""
        tokens = re.findall(r"[\u3000-\u9fff\uff00-\uffef][、。，．）」』]?|[^\s\u3000-\u9fff"
                            r"\uff00-\uffef]+\s*|\s+", text)
        lines: list[str] = []
        current = ""
        for token in tokens:
            if token == "\n" or (current and self.width((current + token).rstrip(), size, bold)
                                 > width):
                lines.append(current.rstrip())
                current = token.lstrip()
            else:
                current += token
        if current.strip():
            lines.append(current.rstrip())
        return lines

    def shape(self, s: Shape, ox: float, oy: float, scale: float = 1.0) -> None:
        c = self.c

        def px(x: float) -> float:
            return (ox + x * scale) * MM

        def py(y: float) -> float:
            return (self.page_h - oy - y * scale) * MM

        if isinstance(s, Box | Circle | Poly):
            c.setLineWidth(s.width * MM)
            if s.fill:
                c.setFillColor(s.fill)
            if s.stroke:
                c.setStrokeColor(s.stroke)
            fill, stroke = int(bool(s.fill)), int(bool(s.stroke))
        if isinstance(s, Box):
            if s.radius:
                c.roundRect(px(s.x), py(s.y + s.h), s.w * scale * MM, s.h * scale * MM,
                            s.radius * scale * MM, stroke=stroke, fill=fill)
            else:
                c.rect(px(s.x), py(s.y + s.h), s.w * scale * MM, s.h * scale * MM,
                       stroke=stroke, fill=fill)
        elif isinstance(s, Circle):
            c.circle(px(s.cx), py(s.cy), s.r * scale * MM, stroke=stroke, fill=fill)
        elif isinstance(s, Poly):
            path = c.beginPath()
            path.moveTo(px(s.points[0][0]), py(s.points[0][1]))
            for x, y in s.points[1:]:
                path.lineTo(px(x), py(y))
            path.close()
            c.drawPath(path, stroke=stroke, fill=fill)
        elif isinstance(s, Text):
            size = s.size * scale
            if s.fit is not None:
                while size > 4 and self.width(s.text, size, s.bold) > s.fit * scale:
                    size -= 0.25
            self.line(ox + s.x * scale, oy + s.y * scale, s.text, size, s.bold, s.colour,
                      s.anchor)
        elif isinstance(s, Wrap):
            size = s.size * scale
            w, h = s.w * scale, s.h * scale
            while True:
                lines = self.wrapped(s.text, w, size, s.bold)
                lead = size * 1.18 / MM
                if len(lines) * lead <= h or size <= 4.5:
                    break
                size -= 0.25
            x = ox + s.x * scale + (w / 2 if s.align == "middle" else 0)
            y = oy + s.y * scale + size / MM
            for text in lines:
                self.line(x, y, text, size, s.bold, s.colour,
                          "middle" if s.align == "middle" else "start")
                y += lead


def _furniture(p: _Painter, pack: Pack, title: str, page: int, paper: tuple[float, float],
               cut_hint: bool) -> None:
    """The page's heading: the pack and section on the left, the page number on the right
    (after the cutting hint on a page of cards)."""
    w, _h = paper
    y = CARD_TOP - 2.5 if cut_hint else MARGIN + 3.5
    number = pack.page_words.format(page=page)
    if cut_hint and pack.cut_hint:
        number = f"\u2702 {pack.cut_hint}  \u00b7  {number}"
    right = p.width(number, 8)
    p.line(w - MARGIN, y, number, 8, anchor="end")
    heading = f"{pack.title} \u00b7 {title}"
    size = 8.0
    while size > 5 and p.width(heading, size, True) > w - 2 * MARGIN - right - 4:
        size -= 0.25
    p.line(MARGIN, y, heading, size, True)


def _cut_lines(c: Any, page_h: float, paper_w: float, xs: list[float], ys: list[float]) -> None:
    """Dashed lines along every edge of the grid, out to the page's edges (below the
    heading), so that a guillotine can follow them too."""
    c.setStrokeColor(CUT)
    c.setLineWidth(0.25)
    c.setDash(3, 2)
    for x in xs:
        c.line(x * MM, 0, x * MM, (page_h - CARD_TOP + 1) * MM)
    for y in ys:
        c.line(0, (page_h - y) * MM, paper_w * MM, (page_h - y) * MM)
    c.setDash()


def _card_pages(c: Any, p: _Painter, pack: Pack, sheet: CardSheet, paper: tuple[float, float],
                page: int) -> int:
    w, h = paper
    room_w, room_h = w - 2 * CARD_BOTTOM, h - CARD_TOP - CARD_BOTTOM
    cols = max(1, int(room_w // sheet.w))
    rows = max(1, int(room_h // sheet.h))
    left = (w - cols * sheet.w) / 2
    top = CARD_TOP + (room_h - rows * sheet.h) / 2
    per_page = cols * rows
    for start in range(0, len(sheet.cards), per_page):
        chunk = sheet.cards[start:start + per_page]
        page += 1
        used_rows = (len(chunk) + cols - 1) // cols
        _cut_lines(c, h, w, [left + i * sheet.w for i in range(cols + 1)],
                   [top + j * sheet.h for j in range(used_rows + 1)])
        for k, card in enumerate(chunk):
            ox, oy = left + (k % cols) * sheet.w, top + (k // cols) * sheet.h
            for shape in card.shapes:
                p.shape(shape, ox, oy)
        _furniture(p, pack, sheet.title, page, paper, True)
        c.showPage()
    return page


def _drawing_page(c: Any, p: _Painter, pack: Pack, drawing: Drawing,
                  paper: tuple[float, float], page: int) -> int:
    w, h = paper
    room_w, room_h = w - 2 * MARGIN, h - 2 * MARGIN - HEADER
    scale = min(room_w / drawing.w, room_h / drawing.h)
    ox = (w - drawing.w * scale) / 2
    oy = MARGIN + HEADER + (room_h - drawing.h * scale) / 2
    for shape in drawing.shapes:
        p.shape(shape, ox, oy, scale)
    page += 1
    _furniture(p, pack, drawing.title, page, paper, False)
    c.showPage()
    return page


def _styles(fonts: PackFonts, size: float, lang: str) -> dict[str, Any]:
    from reportlab.lib.styles import ParagraphStyle

    wrap = "CJK" if lang == "ja" else None
    base = {"fontName": fonts.regular, "bulletFontName": fonts.regular,
            "leading": size * 1.3, "fontSize": size,
            "spaceAfter": size * 0.35, "textColor": INK}
    if wrap:
        base["wordWrap"] = wrap
    return {
        "h1": ParagraphStyle("h1", **{**base, "fontName": fonts.bold, "fontSize": size * 1.6,
                                      "leading": size * 2.0, "spaceAfter": size * 0.6}),
        "h2": ParagraphStyle("h2", **{**base, "fontName": fonts.bold, "fontSize": size * 1.25,
                                      "leading": size * 1.6, "spaceBefore": size * 0.5}),
        "h3": ParagraphStyle("h3", **{**base, "fontName": fonts.bold, "fontSize": size * 1.1,
                                      "leading": size * 1.45, "spaceBefore": size * 0.4}),
        "p": ParagraphStyle("p", **base),
        "li": ParagraphStyle("li", **{**base, "leftIndent": size * 1.3,
                                      "bulletIndent": size * 0.3}),
        "choice": ParagraphStyle("choice", **{**base, "leftIndent": size * 2.2,
                                              "spaceAfter": size * 0.15}),
        "rule": ParagraphStyle("rule", **{**base, "leading": size * 2.2}),
    }


def _paragraph_markup(text: str, fonts: PackFonts) -> str:
    """Block markup with each character the main font lacks put in DejaVu Sans."""
    if not fonts.missing:
        return text
    out = []
    for font, piece in fonts.runs(text):
        out.append(piece if font == fonts.regular else f'<font face="{font}">{piece}</font>')
    return "".join(out)


def _flowables(flow: Flow, fonts: PackFonts, size: float, lang: str) -> list[Any]:
    from reportlab.platypus import Paragraph

    styles = _styles(fonts, size, lang)
    items = []
    for block in flow.blocks:
        style = styles["li" if block.kind == "li" else block.kind]
        bullet = block.bullet if block.kind == "li" else None
        try:
            items.append(Paragraph(_paragraph_markup(block.markup, fonts), style,
                                   bulletText=bullet))
        except ValueError:  # Markdown whose bold and italics cross: printed as plain text
            items.append(Paragraph(_paragraph_markup(markup_plain(block.markup), fonts),
                                   style, bulletText=bullet))
    return items


def markup_plain(text: str) -> str:
    """Block markup without its <b> and <i> tags (still escaped)."""
    return re.sub(r"</?[bi]>", "", text)


def _flow_pages(c: Any, p: _Painter, pack: Pack, flow: Flow, paper: tuple[float, float],
                page: int) -> int:
    from reportlab.platypus import Frame

    w, h = paper
    gap = 6.0
    col_w = (w - 2 * MARGIN - gap * (flow.columns - 1)) / flow.columns
    col_h = h - 2 * MARGIN - HEADER

    def frames() -> list[Any]:
        return [Frame((MARGIN + i * (col_w + gap)) * MM, MARGIN * MM, col_w * MM, col_h * MM,
                      leftPadding=0, rightPadding=0, topPadding=0, bottomPadding=0)
                for i in range(flow.columns)]

    size = 10.0
    items = _flowables(flow, p.fonts, size, pack.lang)
    if flow.one_page:
        while size > 6.0:
            total = sum(item.wrap(col_w * MM, col_h * MM)[1] + item.getSpaceAfter()
                        + item.getSpaceBefore() for item in items)
            if total <= flow.columns * col_h * MM * 0.9:
                break
            size -= 0.25
            items = _flowables(flow, p.fonts, size, pack.lang)
    while items:
        page += 1
        for frame in frames():
            frame.addFromList(items, c)
        _furniture(p, pack, flow.title, page, paper, False)
        c.showPage()  # text too long for one page even at the smallest size goes on over
    return page


def write_pdf(pack: Pack, path: str | Path, paper: str = "a4") -> int:
    """Write the pack as a PDF at `path` on A4 or Letter paper; the number of pages."""
    from reportlab.pdfbase.pdfmetrics import registerFontFamily
    from reportlab.pdfgen.canvas import Canvas

    size = PAPERS[paper]
    chars = "".join(sorted(set("".join(pack.strings()))))
    fonts = pack_fonts(pack.lang, chars)
    registerFontFamily(fonts.regular, normal=fonts.regular, bold=fonts.bold,
                       italic=fonts.italic or fonts.regular, boldItalic=fonts.bold)
    c = Canvas(str(path), pagesize=(size[0] * MM, size[1] * MM), pageCompression=1,
               invariant=1, initialFontName=fonts.regular, initialFontSize=10)
    c.setTitle(pack.title)
    c.setAuthor("chemteach")
    c.setSubject(_("Print and play"))
    c.setCreator("chemteach print")

    painter = _Painter(c, fonts, size[1])
    page = 0
    for section in pack.sections:
        if isinstance(section, CardSheet):
            page = _card_pages(c, painter, pack, section, size, page)
        elif isinstance(section, Drawing):
            page = _drawing_page(c, painter, pack, section, size, page)
        else:
            page = _flow_pages(c, painter, pack, section, size, page)
    c.save()
    return page
