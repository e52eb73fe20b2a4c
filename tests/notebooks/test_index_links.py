"""The front door (notebooks/index.ipynb) links every game notebook, and every link works."""

from __future__ import annotations

import re
from pathlib import Path

import nbformat

NOTEBOOKS = Path(__file__).resolve().parents[2] / "notebooks"
LINK = re.compile(r"\]\(([^)#\s]+\.ipynb)\)")


def index_links() -> set[str]:
    index = nbformat.read(NOTEBOOKS / "index.ipynb", as_version=4)
    return {m for c in index.cells if c.cell_type == "markdown" for m in LINK.findall(c.source)}


def test_index_links_every_game_notebook() -> None:
    games = {p.name for p in NOTEBOOKS.glob("*.ipynb") if p.name != "index.ipynb"}
    assert {"polymer_chains.ipynb", "bond.ipynb", "periodyx.ipynb"} <= games
    assert games <= index_links()


def test_every_index_link_resolves() -> None:
    links = index_links()
    assert links
    for link in links:
        assert (NOTEBOOKS / link).is_file(), f"index.ipynb links to a missing {link}"
