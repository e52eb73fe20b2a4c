"""A periodic-table picture (matplotlib), coloured by any property.

>>> from chemteach.elements.view import periodic_table_figure
>>> fig = periodic_table_figure("category")                  # legend of categories
>>> fig = periodic_table_figure("melting_point_k", highlight=["Fe", "Hg"])  # colour bar
>>> fig.savefig("table.png", dpi=150)                        # a slide picture

Cells whose value is N/K are hatched and labelled "N/K". The lanthanides and actinides
are drawn in their own rows below the table (``layout.table_position``).
"""

from __future__ import annotations

from collections.abc import Iterable, Sequence

import matplotlib
import matplotlib.colors as mcolors
from matplotlib.cm import ScalarMappable
from matplotlib.figure import Figure
from matplotlib.patches import Patch, Rectangle

from ..core.language import current_language
from ..core.wording import _, join_words
from ..fonts import matplotlib_families, use_in_matplotlib
from .layout import ACTINIDE_ROW, LANTHANIDE_ROW, PLACEHOLDERS, table_position
from .stats import categories, stat
from .table import ANTIQUITY, Element, element, elements

__all__ = ["DescribedFigure", "figure_summary", "periodic_table_figure", "table_position"]

NK_HATCH = "///"
NK_FACE = "#ffffff"
NK_EDGE = "#888888"
GAP = 0.5  # blank space (in rows) above the lanthanide row
SHOW_CHOICES = ("z", "symbol", "name", "name_ja", "value")

class DescribedFigure(Figure):
    """A matplotlib Figure with a one-line text alternative (`alt`): in a notebook it shows as
    an image that a screen reader reads out, instead of a picture without words."""

    def __init__(self, *args: object, alt: str = "", **kwargs: object) -> None:
        super().__init__(*args, **kwargs)  # type: ignore[arg-type]
        self.alt = alt

    def _repr_html_(self) -> str:
        import base64
        import html
        import io

        buffer = io.BytesIO()
        self.savefig(buffer, format="png", dpi=72)
        data = base64.b64encode(buffer.getvalue()).decode("ascii")
        return (f'<img src="data:image/png;base64,{data}" alt="{html.escape(self.alt)}" '
                f'title="{html.escape(self.alt)}" style="max-width:100%;height:auto">')


def figure_summary(color_by: str, highlight: Iterable[str] = ()) -> str:
    """The periodic table figure in one line, in the reader's language (it is the picture's
    text alternative, read on a Japanese page too): what colours it and what is outlined."""
    japanese = current_language() == "ja"
    label, unit = _label(color_by)
    try:
        what = stat(color_by).label_ja if japanese else label.lower()
    except KeyError:
        what = label.lower()
    if unit:
        what = f"{what} ({unit})"
    text = _("Periodic table of the 118 elements, coloured by {what}").format(what=what)
    marked = [_(element(h).name) if japanese else element(h).name.lower() for h in highlight]
    if marked:
        text = _("{text}; outlined in red: {names}").format(text=text, names=join_words(marked))
    return _("{text}.").format(text=text)


def _y(row: int) -> float:
    return row + GAP if row >= LANTHANIDE_ROW else float(row)


def _is_number(v: object) -> bool:
    return isinstance(v, int | float) and not isinstance(v, bool)


def _label(prop: str) -> tuple[str, str]:
    """(label, unit) for a property name."""
    try:
        s = stat(prop)
        return s.label, s.unit
    except KeyError:
        units = {"melting_point_c": "°C", "boiling_point_c": "°C"}
        return prop.replace("_", " ").capitalize(), units.get(prop, "")


def periodic_table_figure(
    color_by: str = "category",
    highlight: Element | int | str | Iterable[Element | int | str] | None = None,
    show: Sequence[str] | None = None,
    *,
    title: str | None = None,
    cmap: str = "viridis",
    log: bool | None = None,
    figsize: tuple[float, float] = (16.0, 9.0),
    ax=None,
) -> Figure:
    """Draw the periodic table coloured by ``color_by`` and return the figure.

    color_by: ``"category"`` (the card colours), any other attribute of ``Element``
        that is text or yes/no (``"block"``, ``"state_25c"``, ``"radioactive"``...;
        a legend) or any numeric one (``"density"``, ``"melting_point_k"``,
        ``"year_discovered"``...; a colour bar). N/K cells are hatched, "N/K".
    highlight: one element or several, outlined in red.
    show: what each cell prints, from ``SHOW_CHOICES`` (default z, symbol and, for a
        numeric property, the value).
    log: logarithmic colour scale; ``None`` chooses it when positive values span more
        than three orders of magnitude (density: gases vs metals).
    ax: draw into this Axes instead of a new figure.
    """
    use_in_matplotlib()  # before any text is made: titles and legends fall back to CJK too
    table = elements()
    try:
        values = {el.z: el.value(color_by) for el in table}
    except KeyError as exc:
        raise ValueError(f"cannot colour by {color_by!r}: {exc}") from None
    present = [v for v in values.values() if v is not None]
    numeric = bool(present) and all(_is_number(v) for v in present)
    if show is None:
        show = ("z", "symbol", "value") if numeric else ("z", "symbol")
    bad = [s for s in show if s not in SHOW_CHOICES]
    if bad:
        raise ValueError(f"show: unknown {bad}; choose from {SHOW_CHOICES}")
    marked = set()
    if highlight is not None:
        items = [highlight] if isinstance(highlight, Element | int | str) else highlight
        marked = {element(h).z for h in items}

    if ax is None:
        # no pyplot state: notebooks show the returned figure, with its one-line summary
        shown = [element(z).symbol for z in sorted(marked)]
        fig = DescribedFigure(figsize=figsize, alt=figure_summary(color_by, shown))
        fig.subplots_adjust(left=0.01, right=0.99, bottom=0.01, top=0.94)
        ax = fig.add_subplot()
    else:
        fig = ax.figure
    label, unit = _label(color_by)

    # --- colours ---------------------------------------------------------------------
    faces: dict[int, object] = {}
    legend_handles: list[Patch] = []
    norm = colormap = None
    if numeric:
        finite = [v for v in present if v != ANTIQUITY]
        lo, hi = min(finite), max(finite)
        if log is None:
            log = lo > 0 and hi / lo > 1e3
        norm = mcolors.LogNorm(lo, hi) if log else mcolors.Normalize(lo, hi)
        colormap = matplotlib.colormaps[cmap].with_extremes(under="#8c510a")
        for z, v in values.items():
            if v is not None:
                faces[z] = colormap(norm(v)) if v != ANTIQUITY else "#8c510a"
        if ANTIQUITY in present:
            legend_handles.append(Patch(facecolor="#8c510a", label="known since antiquity"))
    else:
        if color_by == "category":
            palette = {c.name: c.colour for c in categories()}
            order = [c.name for c in categories()]
        else:
            order = sorted({_key(v) for v in present}, key=lambda k: (k != "yes", k))
            cycle = matplotlib.colormaps["tab10" if len(order) <= 10 else "tab20"].colors
            palette = {k: mcolors.to_hex(cycle[i % len(cycle)]) for i, k in enumerate(order)}
        for z, v in values.items():
            if v is not None:
                faces[z] = palette[_key(v)]
        legend_handles = [Patch(facecolor=palette[k], edgecolor="#444444", label=k)
                          for k in order if k in {_key(v) for v in present}]  # fmt: skip
    if len(present) < len(values):
        legend_handles.append(Patch(facecolor=NK_FACE, edgecolor=NK_EDGE, hatch=NK_HATCH,
                                    label="N/K (not known)"))  # fmt: skip

    # --- cells -----------------------------------------------------------------------
    fonts = matplotlib_families()
    for el in table:
        row, col = table_position(el)
        x, y = col - 0.5, _y(row) - 0.5
        v = values[el.z]
        nk = v is None
        rect = Rectangle(
            (x + 0.03, y + 0.03), 0.94, 0.94,
            facecolor=NK_FACE if nk else faces[el.z],
            edgecolor="#d62728" if el.z in marked else (NK_EDGE if nk else "#444444"),
            linewidth=3.0 if el.z in marked else 0.6,
            hatch=NK_HATCH if nk else None,
            gid=f"cell-{el.symbol}",
        )  # fmt: skip
        ax.add_patch(rect)
        dark = not nk and _is_dark(rect.get_facecolor())
        ink = "white" if dark else "black"
        if "z" in show:
            ax.text(x + 0.1, y + 0.12, str(el.z), fontsize=6.5, color=ink, va="top",
                    ha="left", family=fonts)  # fmt: skip
        if "symbol" in show:
            ax.text(col, _y(row) - 0.02, el.symbol, fontsize=13, weight="bold", color=ink,
                    ha="center", va="center", family=fonts)  # fmt: skip
        lines = []
        if "name" in show:
            lines.append(el.name)
        if "name_ja" in show:
            lines.append(el.name_ja)
        if "value" in show:
            lines.append("N/K" if nk else _short(v, color_by))
        elif nk:
            lines.append("N/K")
        if lines:
            ax.text(col, y + 0.9, "\n".join(lines), fontsize=5.5, color=ink, ha="center",
                    va="bottom", family=fonts, linespacing=1.0)  # fmt: skip

    for (row, col), text in PLACEHOLDERS.items():
        ax.add_patch(
            Rectangle(
                (col - 0.47, row - 0.47),
                0.94,
                0.94,
                facecolor="#f4f4f4",
                edgecolor="#bbbbbb",
                linewidth=0.6,
                linestyle="--",
            )
        )
        ax.text(col, row, text, fontsize=6.5, ha="center", va="center", color="#555555")
    for row, text in ((LANTHANIDE_ROW, "Lanthanides"), (ACTINIDE_ROW, "Actinides")):
        ax.text(2.4, _y(row), text, fontsize=8, ha="right", va="center", color="#333333")

    # --- legend or colour bar, in the empty space above the transition metals --------
    if numeric:
        cax = ax.inset_axes((3.6, 1.15, 8.8, 0.35), transform=ax.transData)
        sm = ScalarMappable(norm=norm, cmap=colormap)
        bar = fig.colorbar(sm, cax=cax, orientation="horizontal")
        bar.set_label(f"{label} ({unit})" if unit else label, fontsize=9)
        bar.ax.tick_params(labelsize=8)
    if legend_handles:
        ax.legend(
            handles=legend_handles, loc="upper left", bbox_to_anchor=(3.5, 1.95 if numeric
                                                                     else 0.55),
            bbox_transform=ax.transData, ncol=3 if not numeric else 2, fontsize=8,
            frameon=False, title=None if numeric else label, title_fontsize=9,
        )  # fmt: skip

    ax.set_xlim(0.4, 18.6)
    ax.set_ylim(_y(ACTINIDE_ROW) + 0.6, 0.4)
    ax.set_aspect("equal")
    ax.axis("off")
    ax.set_title(title if title is not None else f"Periodic table coloured by {label.lower()}",
                 fontsize=14)  # fmt: skip
    return fig


def _key(v: object) -> str:
    if isinstance(v, bool):
        return "yes" if v else "no"
    return str(v)


def _short(v: object, prop: str) -> str:
    if v == ANTIQUITY:
        return "antiquity"
    if isinstance(v, float):
        return f"{v:.3g}" if abs(v) < 10 else f"{v:.0f}"
    return str(v)


def _is_dark(rgba: Sequence[float]) -> bool:
    r, g, b = rgba[:3]
    return 0.299 * r + 0.587 * g + 0.114 * b < 0.5
