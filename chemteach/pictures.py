"""Pictures with words for notebooks: a matplotlib figure shown with a text alternative.

JupyterLab and Voila show a figure (`plt.show()`, a figure as a cell's value) or an
`IPython.display.SVG` as an `<img>` without alt text, so a screen reader says nothing of it
(axe-core's image-alt, critical). `chart(fig, alt)` shows the figure as the same picture
with its one-line description as alt text; the kit's own SVG pictures (boards, cards,
tables) carry their words inside (`role="img"` and `aria-label`) and are shown as HTML.
"""

from __future__ import annotations

import base64
import html
import io
from typing import Any

from .core.errors import ChemteachError
from .core.wording import _

#: The most characters of a text alternative (a screen reader reads it in one go).
MAX_ALT = 600


class PictureError(ChemteachError):
    """A picture asked for without words (or with far too many)."""


def png_html(figure: Any, alt: str, dpi: float | None = None) -> str:
    """A matplotlib figure as an `<img>` (PNG, as the notebook draws it: tight box, the
    figure's dpi) whose alt text and tooltip are `alt`; fits its column."""
    buffer = io.BytesIO()
    figure.savefig(buffer, format="png", dpi=dpi or figure.dpi, bbox_inches="tight")
    data = base64.b64encode(buffer.getvalue()).decode("ascii")
    words = html.escape(alt)
    return (f'<img class="chemteach-chart" src="data:image/png;base64,{data}" alt="{words}" '
            f'title="{words}" style="max-width:100%;height:auto">')


class Chart:
    """A figure drawn once, shown in a notebook as a picture with its text alternative."""

    def __init__(self, html_text: str, alt: str) -> None:
        self.html = html_text
        self.alt = alt

    def _repr_html_(self) -> str:
        return self.html

    def __repr__(self) -> str:
        return f"<chart: {self.alt}>"


def chart(figure: Any, alt: str) -> Chart:
    """Show a matplotlib figure with `alt`, one or two sentences that say what the figure
    shows (in the notebook's language), as its text alternative. The figure is closed, so
    the notebook does not show it a second time without words."""
    words = " ".join(str(alt).split())
    if not words:
        raise PictureError(_("chart() needs a text alternative: a sentence that says what the "
                             "figure shows, for readers who cannot see it."))
    if len(words) > MAX_ALT:
        raise PictureError(_("chart(): the text alternative has {n} characters; at most "
                             "{limit} (say what the figure shows; a table can hold the "
                             "numbers).").format(n=len(words), limit=MAX_ALT))
    shown = Chart(png_html(figure, words), words)
    try:
        import matplotlib.pyplot as plt

        plt.close(figure)
    except Exception:  # a figure made without pyplot has nothing to close
        pass
    return shown
