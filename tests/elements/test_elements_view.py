"""The periodic-table picture draws (Agg, no display) and marks N/K cells."""

from __future__ import annotations

import io

import pytest

matplotlib = pytest.importorskip("matplotlib")
matplotlib.use("Agg")

from matplotlib.patches import Rectangle  # noqa: E402

from chemteach.elements import elements  # noqa: E402
from chemteach.elements.view import periodic_table_figure  # noqa: E402


def _cells(fig):
    ax = fig.axes[0]
    return {p.get_gid()[5:]: p for p in ax.patches
            if isinstance(p, Rectangle) and (p.get_gid() or "").startswith("cell-")}  # fmt: skip


def _texts(fig):
    return [t.get_text() for t in fig.axes[0].texts]


def test_category_view_draws_118_cells_with_a_legend():
    fig = periodic_table_figure("category")
    cells = _cells(fig)
    assert len(cells) == 118
    legend = fig.axes[0].get_legend()
    labels = [t.get_text() for t in legend.get_texts()]
    assert "noble gas" in labels and "lanthanide" in labels
    assert "N/K (not known)" not in labels  # every element has a category
    assert matplotlib.colors.to_hex(cells["Fe"].get_facecolor()) == elements()[25].colour
    fig.savefig(io.BytesIO(), format="png")


def test_numeric_view_has_colorbar_and_hatched_nk_cells():
    fig = periodic_table_figure("melting_point_k", highlight=["Fe", "Hg"])
    cells = _cells(fig)
    nk = {e.symbol for e in elements() if e.melting_point_k is None}
    assert {"He", "C", "As", "Og"} <= nk
    for symbol, cell in cells.items():
        assert bool(cell.get_hatch()) == (symbol in nk), symbol
    assert _texts(fig).count("N/K") == len(nk)
    assert len(fig.axes[0].child_axes) == 1  # the colour bar, inset in the table's blank
    assert cells["Fe"].get_linewidth() > cells["Co"].get_linewidth()
    buf = io.BytesIO()
    fig.savefig(buf, format="png", dpi=50)
    assert buf.getvalue()[:8] == b"\x89PNG\r\n\x1a\n"


def test_density_view_uses_a_log_scale():
    fig = periodic_table_figure("density")
    bar = fig.axes[0].child_axes[0]
    assert bar.get_xscale() == "log"


def test_year_view_marks_antiquity():
    fig = periodic_table_figure("year_discovered", show=("symbol", "value"))
    assert "antiquity" in _texts(fig)
    labels = [t.get_text() for t in fig.axes[0].get_legend().get_texts()]
    assert "known since antiquity" in labels


def test_boolean_view_and_placeholders():
    fig = periodic_table_figure("radioactive", show=("symbol", "name"))
    labels = [t.get_text() for t in fig.axes[0].get_legend().get_texts()]
    assert labels == ["yes", "no"]
    texts = _texts(fig)
    assert "57–71" in texts and "89–103" in texts and "Iron" in "".join(texts)


def test_view_rejects_unknown_property_and_show_choice():
    with pytest.raises(ValueError, match="cannot colour by"):
        periodic_table_figure("flavour")
    with pytest.raises(ValueError, match="show"):
        periodic_table_figure("category", show=("smell",))


def test_the_figure_has_a_one_line_text_alternative():
    """Issue 9, item 7: a figure in a notebook carries a one-line summary a reader hears."""
    from chemteach.elements.view import DescribedFigure

    fig = periodic_table_figure("melting_point_k", highlight=["Fe", "Hg"], figsize=(4, 2.5))
    assert isinstance(fig, DescribedFigure)
    assert fig.alt == ("Periodic table of the 118 elements, coloured by melting point (K); "
                       "outlined in red: iron and mercury.")
    shown = fig._repr_html_()
    assert shown.startswith('<img src="data:image/png;base64,') and f'alt="{fig.alt}"' in shown


def test_the_figure_s_text_alternative_is_in_the_reader_s_language():
    """Issue 18, items 28 and 30: on a Japanese page the periodic table's alt text was
    English (a screen reader read it with Japanese sounds)."""
    from chemteach.core.language import speaking
    from chemteach.elements.view import figure_summary

    with speaking("ja"):
        alt = figure_summary("melting_point_k", ["Fe", "Hg"])
    assert alt == "118の元素の周期表。融点 (K)で色分け。赤でかこんであるのは鉄と水銀。"
    assert figure_summary("melting_point_k", ["Fe", "Hg"]) == (
        "Periodic table of the 118 elements, coloured by melting point (K); outlined in red: "
        "iron and mercury.")
