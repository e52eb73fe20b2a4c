"""Pictures with words (issue 18, item 30): JupyterLab and Voila showed the notebooks'
figures and SVG pictures as <img> elements without alt text (axe-core's image-alt, critical,
on four pages). A figure goes through `chart(fig, alt)`; the kit's SVG pictures show as HTML,
which keeps their own words (role="img", aria-label)."""

from __future__ import annotations

import re
from pathlib import Path

import matplotlib

matplotlib.use("Agg")

import matplotlib.pyplot as plt  # noqa: E402
import nbformat  # noqa: E402
import pytest  # noqa: E402

from chemteach.pictures import MAX_ALT, PictureError, chart  # noqa: E402

REPO_ROOT = Path(__file__).resolve().parents[1]
NOTEBOOKS = REPO_ROOT / "notebooks"


def test_a_chart_is_an_image_whose_alt_text_says_what_it_shows():
    fig, ax = plt.subplots()
    ax.plot([1, 2, 3], [2, 4, 8])
    shown = chart(fig, 'Line chart: "points" double & grow\nwith each turn.')
    page = shown._repr_html_()
    img = re.fullmatch(r'<img class="chemteach-chart" src="data:image/png;base64,[A-Za-z0-9+/=]+"'
                       r' alt="([^"]*)" title="[^"]*" style="[^"]*">', page)
    assert img is not None, page[:200]
    assert img.group(1) == "Line chart: &quot;points&quot; double &amp; grow with each turn."
    assert not plt.fignum_exists(fig.number), "the figure would show a second time, wordless"


@pytest.mark.parametrize("alt", ["", "   ", "x" * (MAX_ALT + 1)])
def test_a_chart_without_words_or_with_far_too_many_is_refused(alt):
    fig = plt.figure()
    with pytest.raises(PictureError, match="chart"):
        chart(fig, alt)
    plt.close(fig)


def test_the_kits_svg_pictures_show_as_html_with_their_words():
    """A notebook shows a board (python-chess style rich display) as HTML: the SVG inline,
    so its role and name reach the page (as an SVG output it became a nameless <img>)."""
    from chemteach.games.monopoly import landing_probabilities
    from chemteach.games.monopoly.view import chances_board
    from chemteach.games.polymer import PolymerChains

    game = PolymerChains(["Ada", "Ben"], seed=1)
    for shown in (game.board, game.observation(0),
                  chances_board(landing_probabilities("stay"), "Exact")):
        page = shown._repr_html_()
        root = re.match(r"<svg [^>]*>", page)
        assert root is not None, page[:120]
        assert 'role="img"' in root.group(0) and re.search(r'aria-label="[^"]+"', root.group(0))


def code_cells() -> list[tuple[str, str]]:
    """(where, source) of every code cell of the notebooks and lessons, both languages."""
    import jupytext

    cells = []
    for path in sorted(NOTEBOOKS.rglob("*.ipynb")) + sorted(NOTEBOOKS.rglob("*.md")):
        if ".ipynb_checkpoints" in path.parts or path.name == "README.md":
            continue
        nb = (jupytext.read(path) if path.suffix == ".md"
              else nbformat.read(path, as_version=4))
        cells += [(f"{path.relative_to(NOTEBOOKS)} cell {i}", c.source)
                  for i, c in enumerate(nb.cells) if c.cell_type == "code"]
    return cells


def test_no_notebook_or_lesson_shows_a_picture_without_words():
    """Every figure a notebook or lesson draws (also in an experiment, which the notebook
    tests do not press) is shown by chart(); no SVG output (it becomes a nameless <img>)."""
    cells = code_cells()
    assert len(cells) > 50
    wordless = []
    for where, source in cells:
        if re.search(r"\bSVG\(|import SVG\b", source):
            wordless.append(f"{where}: IPython.display.SVG (show the kit's SVG as HTML)")
        if "plt.show(" in source:
            wordless.append(f"{where}: plt.show() (show the figure with chart(fig, alt))")
        if re.search(r"plt\.(subplots|figure)\(", source) and "chart(" not in source:
            wordless.append(f"{where}: a figure drawn and not shown by chart(fig, alt)")
    assert not wordless, "\n".join(wordless)
