"""Japanese renders with glyphs, not boxes: matplotlib figures, RDKit drawings, SVG boards.

Needs a CJK font (fonts-noto-cjk: binder/apt.txt, .ci/run). Without one the tests skip,
saying so, unless CHEMTEACH_REQUIRE_CJK_FONT=1 (CI), where a missing font fails.
"""

from __future__ import annotations

import re
import warnings
import xml.etree.ElementTree as ET
from pathlib import Path

import numpy as np
import pytest

from chemteach import fonts

from .conftest import require_cjk_font

ROOT = Path(__file__).resolve().parent.parent
JAPANESE = "水素 すいそ ヘリウム 結合 手札"


@pytest.fixture(scope="module")
def cjk() -> str:
    """The installed CJK family; skip (or fail in CI) when the machine has none."""
    return require_cjk_font()


def _render(text: str, family: list[str] | None) -> tuple[np.ndarray, list[str]]:
    """The label drawn by matplotlib's Agg renderer, and the missing-glyph warnings."""
    from matplotlib.backends.backend_agg import FigureCanvasAgg
    from matplotlib.figure import Figure

    fig = Figure(figsize=(3, 0.6), dpi=100)
    fig.text(0.02, 0.3, text, fontsize=16, **({"family": family} if family else {}))
    canvas = FigureCanvasAgg(fig)
    with warnings.catch_warnings(record=True) as caught:
        warnings.simplefilter("always")
        canvas.draw()
    missing = [str(w.message) for w in caught if "missing from font" in str(w.message)]
    return np.asarray(canvas.buffer_rgba()).copy(), missing


def test_matplotlib_resolves_a_font_whose_cmap_covers_japanese(cjk: str) -> None:
    from matplotlib import font_manager

    families = fonts.matplotlib_families()
    assert families == [fonts.LATIN_FAMILY, cjk]
    files = [font_manager.findfont(font_manager.FontProperties(family=f),
                                   fallback_to_default=False) for f in families]
    assert not fonts.covers(files[0], "水"), "DejaVu Sans has no kanji: hence the fallback"
    assert fonts.covers(files[1], JAPANESE) and fonts.covers(fonts.cjk_font_file(), JAPANESE)


def test_japanese_label_renders_glyphs_not_tofu_boxes(cjk: str) -> None:
    kit = fonts.matplotlib_families()
    water, iron = _render("水素", kit), _render("銅鉄", kit)
    assert water[1] == [] and iron[1] == [], "every glyph found"
    assert not np.array_equal(water[0], iron[0]), "different characters, different shapes"
    tofu_water, tofu_iron = _render("水素", [fonts.LATIN_FAMILY]), _render("銅鉄",
                                                                          [fonts.LATIN_FAMILY])
    assert tofu_water[1], "DejaVu Sans alone misses the glyphs (the test can fail)"
    assert np.array_equal(tofu_water[0], tofu_iron[0]), "alone it draws the same boxes"
    assert not np.array_equal(water[0], tofu_water[0])


def test_matplotlib_default_font_falls_back_to_the_cjk_font(cjk: str) -> None:
    import matplotlib

    # Start from matplotlib's own defaults: a figure drawn earlier in the session (the
    # periodic table, a Polymer plot) has already added the CJK family for the kit.
    with matplotlib.rc_context():
        matplotlib.rcdefaults()
        before = {k: list(matplotlib.rcParams[k]) for k in ("font.family", "font.sans-serif")}
        assert _render("周期表 すいそ", None)[1], "matplotlib's default alone draws boxes"
        family = fonts.use_in_matplotlib()
        assert family == [*before["font.family"], cjk]
        assert matplotlib.rcParams["font.sans-serif"][:2] == [fonts.LATIN_FAMILY, cjk]
        assert fonts.use_in_matplotlib() == family, "a second call changes nothing"
        image, missing = _render("周期表 すいそ", None)  # a title, a legend: default font
        assert missing == [] and image[..., :3].min() < 128
        assert not _render("Periodic table", None)[1]


def test_periodic_table_with_japanese_names_draws_every_glyph(cjk: str) -> None:
    import matplotlib
    from matplotlib.backends.backend_agg import FigureCanvasAgg

    from chemteach.elements import periodic_table_figure

    before = {k: list(matplotlib.rcParams[k]) for k in ("font.family", "font.sans-serif")}
    try:
        fig = periodic_table_figure("category", show=("z", "symbol", "name_ja"),
                                    title="元素の周期表", figsize=(8, 4.5))
        with warnings.catch_warnings(record=True) as caught:
            warnings.simplefilter("always")
            FigureCanvasAgg(fig).draw()
        assert not [w for w in caught if "missing from font" in str(w.message)]
    finally:
        matplotlib.rcParams.update(before)


def test_rdkit_drawing_writes_a_japanese_legend_in_the_kit_fonts(cjk: str) -> None:
    from rdkit import Chem

    from chemteach.chem.draw import mol_to_svg

    water = Chem.MolFromSmiles("O")
    svg = mol_to_svg(water, legend="水 (みず): 3点")
    root = ET.fromstring(svg.encode("iso-8859-1"))  # RDKit's declared encoding
    legends = [t for t in root.iter("{http://www.w3.org/2000/svg}text")
               if t.get("class") == "legend"]
    assert [t.text for t in legends] == ["水 (みず): 3点"]
    assert cjk in legends[0].get("style", "")
    small = mol_to_svg(Chem.MolFromSmiles("CCO"), legend="エタノール", bond_length=30,
                       min_font=12)
    assert "&#12456;" in small, "written as character references"
    english = mol_to_svg(water, legend="water")
    assert "&#" not in english and english.count("class='legend'") == 5, "RDKit's own"


def test_svg_boards_list_latin_fonts_then_an_installed_japanese_one(cjk: str) -> None:
    from matplotlib import font_manager

    from chemteach.games.bond import view as bond_view
    from chemteach.games.periodyx import view as periodyx_view
    from chemteach.games.polymer import view as polymer_view

    listed = [f.strip() for f in fonts.SVG_FONT_FAMILY.split(",")]
    assert listed[0] == fonts.LATIN_FAMILY and listed[-1] == "sans-serif"
    for view in (bond_view, periodyx_view, polymer_view):
        assert view.FONT == fonts.SVG_FONT_FAMILY, view.__name__
    installed = [f for f in listed if f in {e.name for e in font_manager.fontManager.ttflist}]
    files = [font_manager.findfont(font_manager.FontProperties(family=f),
                                   fallback_to_default=False) for f in installed]
    assert any(fonts.covers(path, JAPANESE) for path in files), installed


def test_binder_and_ci_install_a_cjk_font() -> None:
    apt = (ROOT / "binder" / "apt.txt").read_text(encoding="utf-8").split()
    assert "fonts-noto-cjk" in apt
    ci = (ROOT / ".ci" / "run").read_text(encoding="utf-8")
    assert re.search(r"for pkg in [^;]*fonts-noto-cjk", ci)
    assert "export CHEMTEACH_REQUIRE_CJK_FONT=1" in ci


def test_font_lists_need_no_font_installed() -> None:
    assert fonts.rdkit_legend("水") == " " and fonts.rdkit_legend("water") == "water"
    assert fonts.rdkit_legend("") == ""
    assert fonts.write_svg_legend("<svg/>", "water") == "<svg/>"
    with pytest.raises(ValueError, match="no legend room"):
        fonts.write_svg_legend("<svg/>", "水")


def test_a_cjk_font_installed_after_matplotlibs_cache_is_found_on_disk(
        cjk: str, monkeypatch: pytest.MonkeyPatch) -> None:
    from matplotlib import font_manager

    stale = font_manager.FontManager()  # as if the cache was built before the font came
    stale.ttflist = [f for f in stale.ttflist if f.name not in fonts.CJK_FAMILIES]
    monkeypatch.setattr(font_manager, "fontManager", stale)
    assert fonts.cjk_family.__wrapped__() == cjk


def test_without_a_cjk_font_matplotlib_settings_stay_as_they_were(
        monkeypatch: pytest.MonkeyPatch) -> None:
    import matplotlib

    monkeypatch.setattr(fonts, "cjk_family", lambda: None)
    before = list(matplotlib.rcParams["font.family"])
    assert fonts.use_in_matplotlib() == before
    assert fonts.matplotlib_families() == [fonts.LATIN_FAMILY]


def test_without_a_cjk_font_a_glyph_test_skips_unless_ci_requires_the_font(monkeypatch) -> None:
    """A fresh machine without fonts-noto-cjk: the font tests skip (the README's test command
    passes); CI sets CHEMTEACH_REQUIRE_CJK_FONT=1, and there a missing font fails."""
    monkeypatch.setattr(fonts, "cjk_family", lambda: None)
    monkeypatch.delenv("CHEMTEACH_REQUIRE_CJK_FONT", raising=False)
    with pytest.raises(pytest.skip.Exception, match="fonts-noto-cjk"):
        require_cjk_font()
    monkeypatch.setenv("CHEMTEACH_REQUIRE_CJK_FONT", "1")
    with pytest.raises(pytest.fail.Exception, match="CHEMTEACH_REQUIRE_CJK_FONT=1"):
        require_cjk_font()


def test_the_japanese_browser_test_asks_for_the_font_before_its_server() -> None:
    """The browser test that checks Japanese glyphs skips with the other font tests on a
    machine without the font: it asks for the `cjk_font` fixture first (before JupyterLab
    starts, so a fresh machine does not wait for a server to skip)."""
    import inspect

    from tests.browser import test_bond_in_japanese as japanese

    tests = [f for name, f in vars(japanese).items() if name.startswith("test_")]
    assert tests
    for test in tests:
        params = list(inspect.signature(test).parameters)
        assert params and params[0] == "cjk_font", f"{test.__name__} asks for {params}"
