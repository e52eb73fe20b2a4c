"""set_language("ja") makes a notebook's own matplotlib figures draw Japanese (issue 13):
the Japanese Monopoly notebook plots with plain pyplot, so the language line itself must
make matplotlib fall back to the CJK font, or its labels are boxes ("tofu")."""

from __future__ import annotations

import os
import warnings

import matplotlib
import pytest

import chemteach
from chemteach import fonts


def _missing_glyphs(text: str) -> list[str]:
    """The missing-glyph warnings of a label drawn with matplotlib's default fonts."""
    from matplotlib.backends.backend_agg import FigureCanvasAgg
    from matplotlib.figure import Figure

    fig = Figure(figsize=(3, 0.6), dpi=100)
    fig.text(0.02, 0.3, text, fontsize=16)
    with warnings.catch_warnings(record=True) as caught:
        warnings.simplefilter("always")
        FigureCanvasAgg(fig).draw()
    return [str(w.message) for w in caught if "missing from font" in str(w.message)]


def test_set_language_ja_makes_plain_matplotlib_figures_draw_japanese() -> None:
    if fonts.cjk_family() is None:
        if os.environ.get("CHEMTEACH_REQUIRE_CJK_FONT") == "1":
            pytest.fail("no Japanese-capable font is installed (CHEMTEACH_REQUIRE_CJK_FONT=1)")
        pytest.skip("no Japanese-capable font is installed (fonts-noto-cjk)")
    with matplotlib.rc_context(matplotlib.rcParamsDefault):
        assert _missing_glyphs("生物の授業"), "the default font alone has no kanji"
        try:
            chemteach.set_language("ja")
            assert _missing_glyphs("生物の授業の中：正確な値 9.39%") == []
        finally:
            chemteach.set_language(None)
