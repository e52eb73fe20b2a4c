"""The fonts a print pack embeds: DejaVu Sans for English, the system's CJK font for Japanese.

reportlab embeds TrueType outlines only, and Debian's fonts-noto-cjk ships Noto Sans CJK as
a collection of CFF (PostScript) outlines. So for a Japanese pack the CJK font is cut down
with fontTools to the characters the pack prints, and its curves are turned into TrueType
quadratics (fontTools.cu2qu, at most one font unit away): the PDF gets a small subset
(FontFile2) whose text every reader extracts and searches. A TrueType CJK font (IPAex,
Takao, VL Gothic) is used as it is. English uses DejaVu Sans from matplotlib's own fonts,
so an English pack needs no system font at all.
"""

from __future__ import annotations

import io
import os
import re
from dataclasses import dataclass, replace
from functools import cache
from pathlib import Path

from ..core.errors import ChemteachError
from ..core.wording import _

#: The Debian package that gives the kit its Japanese font (binder/apt.txt, .ci/run).
CJK_PACKAGE = "fonts-noto-cjk"
#: Always in a subset: printable ASCII and the marks the packs use for choices and cuts.
BASE_CHARS = "".join(chr(c) for c in range(0x20, 0x7F)) + "\u00b7\u00d7\u2013\u2014\u25a1\u2702"


class PrintError(ChemteachError):
    """A print pack that cannot be made: the sentence says what to install or change."""


@dataclass(frozen=True)
class PackFonts:
    """The reportlab names of a pack's regular and bold fonts; `missing` are characters the
    main font lacks, drawn with the fallback fonts instead: DejaVu Sans for a CJK font's ☢
    or ≈, the CJK font for a Japanese name on an English pack's edited board."""

    regular: str
    bold: str
    missing: frozenset[str] = frozenset()
    italic: str = ""  # "": the regular font (CJK fonts have no italics)
    fallback: str = ""
    fallback_bold: str = ""

    def runs(self, text: str, bold: bool = False) -> list[tuple[str, str]]:
        """`text` cut into (font, piece) runs: each piece in a font that has its glyphs."""
        main = self.bold if bold else self.regular
        if not self.fallback or not any(ch in self.missing for ch in text):
            return [(main, text)]
        other = self.fallback_bold if bold else self.fallback
        out: list[tuple[str, str]] = []
        for ch in text:
            font = other if ch in self.missing else main
            if out and out[-1][0] == font:
                out[-1] = (font, out[-1][1] + ch)
            else:
                out.append((font, ch))
        return out


def _matplotlib_font(name: str) -> str:
    import matplotlib

    return os.path.join(matplotlib.get_data_path(), "fonts", "ttf", name)


def _register(name: str, source: str | io.BytesIO) -> str:
    from reportlab.pdfbase import pdfmetrics
    from reportlab.pdfbase.ttfonts import TTFont

    if name not in pdfmetrics.getRegisteredFontNames():
        pdfmetrics.registerFont(TTFont(name, source))
    return name


def latin_fonts() -> PackFonts:
    """DejaVu Sans and DejaVu Sans Bold (matplotlib's own files), registered for reportlab."""
    return PackFonts(_register("ChemteachSans", _matplotlib_font("DejaVuSans.ttf")),
                     _register("ChemteachSans-Bold", _matplotlib_font("DejaVuSans-Bold.ttf")),
                     italic=_register("ChemteachSans-Oblique",
                                      _matplotlib_font("DejaVuSans-Oblique.ttf")))


def _font_index(path: str, family: str) -> int:
    """Which font of a collection (.ttc) is `family` (0 for a single font file)."""
    from fontTools.ttLib import TTCollection

    if not path.lower().endswith((".ttc", ".otc")):
        return 0
    with open(path, "rb") as file:
        collection = TTCollection(file, lazy=True)
        for i, font in enumerate(collection.fonts):
            if font["name"].getDebugName(1) == family:
                return i
    return 0


def _bold_sibling(path: str) -> str | None:
    """The bold file of a CJK font beside it (NotoSansCJK-Bold.ttc), or None."""
    p = Path(path)
    for word in ("Regular", "regular"):
        if word in p.name:
            bold = p.with_name(p.name.replace(word, "Bold"))
            if bold.is_file():
                return str(bold)
    return None


def _truetype_subset(path: str, index: int, chars: str, ps_name: str) -> bytes:
    """The font's glyphs for `chars` as a TrueType font (CFF curves made quadratic), with
    the PostScript name `ps_name`: reportlab takes a second font of the same PostScript name
    for the first one registered (pdfmetrics.registerFont), so each subset has its own."""
    from fontTools import subset
    from fontTools.pens.cu2quPen import Cu2QuPen
    from fontTools.pens.ttGlyphPen import TTGlyphPen
    from fontTools.ttLib import TTFont, newTable

    options = subset.Options()
    options.layout_features = []
    options.name_IDs = ["*"]
    options.notdef_outline = True
    options.hinting = False
    options.desubroutinize = True
    font = TTFont(path, fontNumber=index)
    # the pack uses no OpenType features nor vertical text: their tables go unread (reading
    # GSUB and GPOS of a CJK font was a third of a Japanese pack's time)
    for tag in ("GSUB", "GPOS", "GDEF", "BASE", "JSTF", "MATH", "vhea", "vmtx", "VORG", "DSIG"):
        if tag in font:
            del font[tag]
    subsetter = subset.Subsetter(options)
    subsetter.populate(text=chars)
    subsetter.subset(font)
    if "CFF " in font:
        order = font.getGlyphOrder()
        glyphs = font.getGlyphSet()
        glyf = newTable("glyf")
        glyf.glyphOrder = order
        glyf.glyphs = {}
        for glyph in order:
            pen = TTGlyphPen(glyphs)
            glyphs[glyph].draw(Cu2QuPen(pen, 1.0, reverse_direction=True))
            glyf[glyph] = pen.glyph()
        font["glyf"] = glyf
        font["loca"] = newTable("loca")
        del font["CFF "]
        for table in ("VORG", "DSIG"):
            if table in font:
                del font[table]
        maxp = font["maxp"]
        maxp.tableVersion = 0x00010000
        for attr in ("maxZones", "maxTwilightPoints", "maxStorage", "maxFunctionDefs",
                     "maxInstructionDefs", "maxStackElements", "maxSizeOfInstructions",
                     "maxComponentElements", "maxPoints", "maxContours", "maxCompositePoints",
                     "maxCompositeContours", "maxComponentDepth"):
            setattr(maxp, attr, 0)
        maxp.maxZones = 1
        font["head"].glyphDataFormat = 0
        post = font["post"]
        post.formatType = 2.0
        post.extraNames = []
        post.mapping = {}
        post.glyphOrder = order
        font.sfntVersion = "\x00\x01\x00\x00"
    for record in font["name"].names:
        if record.nameID == 6:
            record.string = ps_name
    out = io.BytesIO()
    font.save(out)
    return out.getvalue()


def missing_cjk_font() -> PrintError:
    """The error for a Japanese pack on a machine without a Japanese font."""
    return PrintError(_("A Japanese print pack needs a Japanese font, and none is installed: "
                        "install the Debian package {package} (sudo apt-get install {package}) "
                        "and try again.").format(package=CJK_PACKAGE))


@cache
def _cjk_source() -> tuple[str, int, str | None]:
    from .. import fonts

    path, family = fonts.cjk_font_file(), fonts.cjk_family()
    if path is None or family is None:
        raise missing_cjk_font()
    return path, _font_index(path, family), _bold_sibling(path)


def cjk_fonts(chars: str) -> PackFonts:
    """The CJK font (and its bold, if installed) cut to `chars`, registered for reportlab.

    Each subset is registered under a name made of its characters' digest, so two packs
    with different text never share a font that lacks a glyph."""
    import hashlib

    path, index, bold = _cjk_source()
    text = "".join(sorted(set(chars + BASE_CHARS)))
    key = hashlib.sha1(text.encode("utf-8")).hexdigest()[:12]
    regular_name = f"ChemteachCJK-{key}"
    bold_name = f"ChemteachCJK-Bold-{key}" if bold else regular_name
    from reportlab.pdfbase import pdfmetrics

    known = pdfmetrics.getRegisteredFontNames()
    if regular_name not in known:
        _register(regular_name, io.BytesIO(_truetype_subset(path, index, text, regular_name)))
    if bold and bold_name not in known:
        _register(bold_name, io.BytesIO(_truetype_subset(bold, _font_index(bold, _family()),
                                                         text, bold_name)))
    return PackFonts(regular_name, bold_name)


def _lacks(font: str, chars: str) -> frozenset[str]:
    """The characters of `chars` (spaces aside) a registered font has no glyph for."""
    from reportlab.pdfbase import pdfmetrics

    have = pdfmetrics.getFont(font).face.charToGlyph
    return frozenset(ch for ch in chars if ord(ch) not in have and not ch.isspace())


#: Kana, kanji, CJK punctuation and full-width forms: text only a CJK font draws.
_CJK = re.compile(r"[\u3000-\u30ff\u3400-\u4dbf\u4e00-\u9fff\uf900-\ufaff\uff00-\uffef]")


def _family() -> str:
    from .. import fonts

    family = fonts.cjk_family()
    if family is None:
        raise missing_cjk_font()
    return family


def pack_fonts(lang: str, chars: str) -> PackFonts:
    """The fonts for a pack in `lang` that prints `chars`: the CJK font with DejaVu Sans for
    what it lacks (Japanese), or DejaVu Sans with the CJK font for what it lacks (English:
    a teacher's board or lesson may hold Japanese words; PrintError without a CJK font)."""
    latin = latin_fonts()
    if lang == "ja":
        main = cjk_fonts(chars)
        missing = _lacks(main.regular, chars)
        return replace(main, missing=missing, fallback=latin.regular,
                       fallback_bold=latin.bold)
    missing = _lacks(latin.regular, chars)
    if not missing or not _CJK.search("".join(missing)):
        return latin  # (a glyph no font of the kit has prints as a box, as anywhere)
    cjk = cjk_fonts("".join(sorted(missing)))
    return replace(latin, missing=missing, fallback=cjk.regular, fallback_bold=cjk.bold)
