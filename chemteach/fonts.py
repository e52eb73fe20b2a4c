"""Fonts that draw Japanese: the kit's font lists, and a CJK font found for every drawing.

The kit's Latin font (DejaVu Sans) has no kana or kanji, so a Japanese label drawn with
it alone shows empty boxes ("tofu"). Each drawing therefore lists a CJK family after it,
and the renderer falls back to it glyph by glyph:

* SVG boards (the games' views): the ``font-family`` list ``SVG_FONT_FAMILY``, which the
  browser resolves through the system's fonts (fontconfig on Linux, Chromebooks included).
* matplotlib figures: ``use_in_matplotlib()`` appends the installed CJK family to
  ``font.family`` (matplotlib >= 3.6 falls back along that list), and
  ``matplotlib_families()`` gives DejaVu Sans and it for a ``family=`` argument. A CJK font
  installed after matplotlib built its font cache is found on the disk and added.
* RDKit drawings: RDKit's drawing code handles ASCII text only (rdkit/rdkit#8281: a
  Japanese legend makes its SVG writer fail), so ``rdkit_legend`` gives RDKit a blank
  legend that keeps the room, and ``write_svg_legend`` writes the real one as SVG text
  with the kit's font list.

On Binder and in CI the font comes from the ``fonts-noto-cjk`` package (binder/apt.txt,
.ci/run). Importing this module imports neither matplotlib nor RDKit.
"""

from __future__ import annotations

import html
import re
from functools import cache
from pathlib import Path

__all__ = [
    "CJK_FAMILIES",
    "LATIN_FAMILY",
    "SVG_FONT_FAMILY",
    "cjk_family",
    "cjk_font_file",
    "covers",
    "matplotlib_families",
    "rdkit_legend",
    "text_width",
    "use_in_matplotlib",
    "write_svg_legend",
]

#: The kit's font for Latin text in every drawing (matplotlib's default, on every system).
LATIN_FAMILY = "DejaVu Sans"

#: Japanese-capable families, best first: Noto Sans CJK JP (Debian/Ubuntu fonts-noto-cjk,
#: ChromeOS), Noto Sans JP, the IPA and Takao fonts of older Linux classrooms, the macOS
#: and Windows system fonts.
CJK_FAMILIES: tuple[str, ...] = (
    "Noto Sans CJK JP", "Noto Sans JP", "Source Han Sans JP", "IPAexGothic", "IPAGothic",
    "TakaoGothic", "VL Gothic", "Hiragino Sans", "Hiragino Kaku Gothic ProN", "Yu Gothic",
    "Meiryo", "MS Gothic", "Droid Sans Fallback",
)  # fmt: skip

#: The ``font-family`` of the kit's SVG boards: the Latin fonts first (so English looks as
#: it always did), then Japanese ones, then the browser's own sans-serif.
SVG_FONT_FAMILY = ", ".join(
    ("DejaVu Sans", "Verdana", "Arial", "Noto Sans CJK JP", "Noto Sans JP", "Hiragino Sans",
     "Yu Gothic", "Meiryo", "sans-serif"))  # fmt: skip

#: Words in a font file's name that mark a CJK font worth adding to matplotlib's list.
_CJK_FILE_HINTS = re.compile(r"cjk|notosansjp|ipaex|ipag|takao|vl-gothic|droidsansfallback",
                             re.IGNORECASE)


def _known_families() -> set[str]:
    from matplotlib import font_manager

    return {f.name for f in font_manager.fontManager.ttflist}


def _add_fonts_from_disk() -> None:
    """Add CJK font files the system has but matplotlib's cached font list lacks (a font
    installed after the cache was built)."""
    from matplotlib import font_manager

    for path in font_manager.findSystemFonts():
        if _CJK_FILE_HINTS.search(Path(path).name):
            try:
                font_manager.fontManager.addfont(path)
            except (OSError, RuntimeError, ValueError):  # an unreadable file: skip it
                continue


@cache
def cjk_family() -> str | None:
    """The installed Japanese-capable family matplotlib knows (None: no CJK font here)."""
    for attempt in range(2):
        known = _known_families()
        for family in CJK_FAMILIES:
            if family in known:
                return family
        if attempt == 0:
            _add_fonts_from_disk()
    return None


def cjk_font_file() -> str | None:
    """The file of the CJK family (for a renderer that takes a font file), or None."""
    family = cjk_family()
    if family is None:
        return None
    from matplotlib import font_manager

    return font_manager.findfont(font_manager.FontProperties(family=family),
                                 fallback_to_default=False)


def matplotlib_families() -> list[str]:
    """The family list for a matplotlib ``family=`` argument: DejaVu Sans, then CJK."""
    family = cjk_family()
    return [LATIN_FAMILY, family] if family else [LATIN_FAMILY]


def use_in_matplotlib() -> list[str]:
    """Make every matplotlib figure (the kit's and a teacher's own) draw Japanese: the CJK
    family is appended to ``font.family`` (matplotlib falls back along that list, glyph by
    glyph; a generic name such as 'sans-serif' stands for one font only) and put after
    DejaVu Sans in ``font.sans-serif``. Returns the new ``font.family``; a second call
    changes nothing, and without a CJK font nothing changes."""
    import matplotlib

    family = cjk_family()
    if family is not None:
        params = matplotlib.rcParams
        params["font.family"] = [f for f in params["font.family"] if f != family] + [family]
        sans = [f for f in params["font.sans-serif"] if f not in (LATIN_FAMILY, family)]
        params["font.sans-serif"] = [LATIN_FAMILY, family, *sans]
    return list(matplotlib.rcParams["font.family"])


def covers(font_file: str, text: str) -> bool:
    """Whether a font file has a glyph for every character of `text` (spaces aside)."""
    from matplotlib.ft2font import FT2Font

    charmap = FT2Font(font_file).get_charmap()
    return all(ord(ch) in charmap for ch in text if not ch.isspace())


# ----- RDKit: legends it cannot write ------------------------------------------------------
def rdkit_legend(legend: str) -> str:
    """The legend to hand RDKit: the legend itself if it is ASCII, else one space, which
    keeps the legend's room below the molecule (``write_svg_legend`` fills it in)."""
    return legend if legend.isascii() else (" " if legend else "")


_LEGEND = re.compile(r"<text x='[^']*' y='(?P<y>[^']*)' class='legend' "
                     r"style='font-size:(?P<size>[\d.]+)px;[^']*' > </text>")
_WIDTH = re.compile(r"<svg[^>]*?width='(?P<w>[\d.]+)px'")


def write_svg_legend(svg: str, legend: str) -> str:
    """RDKit's SVG with a non-ASCII legend written in: centred where RDKit keeps its legend,
    in the kit's font list, as character references (RDKit declares its SVG iso-8859-1)."""
    if legend.isascii():
        return svg
    match, width = _LEGEND.search(svg), _WIDTH.search(svg)
    if match is None or width is None:
        raise ValueError("RDKit's SVG has no legend room to write the legend in.")
    text = html.escape(legend).encode("ascii", "xmlcharrefreplace").decode("ascii")
    family = SVG_FONT_FAMILY.replace("'", "")
    element = (f"<text x='{float(width['w']) / 2:.1f}' y='{match['y']}' class='legend' "
               f"style='font-size:{match['size']}px;fill:#000000;text-anchor:middle;"
               f"font-family:{family}'>{text}</text>")
    return svg[:match.start()] + element + svg[match.end():]


# ----- measuring: how wide a label really is -------------------------------------------------
@cache
def _face(path: str):  # noqa: ANN202 - matplotlib's FT2Font
    from matplotlib.ft2font import FT2Font

    return FT2Font(path)


def _latin_file(bold: bool) -> str:
    from matplotlib import font_manager

    weight = "bold" if bold else "normal"
    return font_manager.findfont(font_manager.FontProperties(family=LATIN_FAMILY,
                                                             weight=weight))


def text_width(text: str, size: float, bold: bool = False) -> float | None:
    """The width of a one-line label at `size` as a browser draws it with the kit's font
    list: DejaVu Sans, each glyph it lacks from the CJK font (None: a glyph is in neither,
    or no CJK font is installed for Japanese text). For tests that check labels fit."""
    from matplotlib.ft2font import LOAD_NO_HINTING

    faces = [_face(_latin_file(bold))]
    cjk = cjk_font_file()
    if cjk is not None:
        faces.append(_face(cjk))
    width = 0.0
    for ch in text:
        for face in faces:
            if ord(ch) in face.get_charmap():
                face.set_size(size, 72)
                glyph = face.load_char(ord(ch), flags=LOAD_NO_HINTING)
                width += glyph.linearHoriAdvance / 65536
                break
        else:
            return None
    return width
