"""The front doors (README.md and notebooks/index.ipynb) link every game notebook and every
lesson, for JupyterLab and as an app (Voila), here and on Binder, and the teacher's class
results notebook for JupyterLab; every link resolves to a file that exists (issue 12).

A relative link must name a file or folder of the repository, from the linking file's
folder. A Binder link (`https://mybinder.org/v2/gh/OWNER/REPO/REF?urlpath=...`) must open
`lab/tree/PATH` or `voila/render/PATH` with PATH a file of the repository, and every Binder
link must name the same repository. Other web addresses are not fetched (tests run offline).
"""

from __future__ import annotations

import re
from pathlib import Path
from urllib.parse import parse_qs, urlsplit

import nbformat
import pytest

REPO_ROOT = Path(__file__).resolve().parents[2]
NOTEBOOKS = REPO_ROOT / "notebooks"
README = REPO_ROOT / "README.md"
INDEX = NOTEBOOKS / "index.ipynb"
#: A Markdown link or image: [text](target) or [text](target "title").
LINK = re.compile(r"\]\(\s*<?([^)\s>]+)>?(?:\s+\"[^\"]*\")?\s*\)")
BINDER = re.compile(r"^/v2/gh/(?P<slug>[\w.-]+/[\w.-]+)/(?P<ref>[^/?]+)/?$")
OPENS = re.compile(r"^/?(?P<mode>lab/tree|voila/render)/(?P<path>[^?#]+)")
GAME_NOTEBOOKS = sorted(p.name for p in NOTEBOOKS.glob("*.ipynb") if p.name != "index.ipynb")
LESSONS = sorted(p.name for p in (NOTEBOOKS / "lessons").glob("*.md") if p.name != "README.md")
CLASS_RESULTS = "notebooks/teacher/class_results.ipynb"


def markdown_links(path: Path) -> list[str]:
    """Every link target in a Markdown file or in a notebook's Markdown cells."""
    if path.suffix == ".ipynb":
        nb = nbformat.read(path, as_version=4)
        text = "\n".join(c.source for c in nb.cells if c.cell_type == "markdown")
    else:
        text = path.read_text(encoding="utf-8")
    return LINK.findall(text)


def binder_target(url: str) -> tuple[str, str, str] | None:
    """(repository slug, mode, path) of a Binder launch link; None for any other address."""
    parts = urlsplit(url)
    if parts.netloc != "mybinder.org" or not parts.path.startswith("/v2/"):
        return None
    launch = BINDER.match(parts.path)
    assert launch, f"{url}: not a /v2/gh/OWNER/REPO/REF Binder link"
    urlpath = parse_qs(parts.query).get("urlpath")
    assert urlpath and len(urlpath) == 1, f"{url}: a Binder link needs one urlpath="
    opens = OPENS.match(urlpath[0])
    assert opens, f"{url}: urlpath must be lab/tree/PATH or voila/render/PATH"
    return launch["slug"], opens["mode"], opens["path"]


def binder_links(path: Path) -> list[tuple[str, str, str]]:
    """The Binder launch links of a file, as (slug, mode, path)."""
    return [t for url in markdown_links(path) if (t := binder_target(url)) is not None]


@pytest.mark.parametrize("path", [README, INDEX], ids=["README.md", "index.ipynb"])
def test_every_link_resolves_to_a_file_that_exists(path: Path) -> None:
    links = markdown_links(path)
    assert links, f"{path.name} has no links"
    missing = []
    for url in links:
        if urlsplit(url).scheme in {"http", "https", "mailto"}:
            target = binder_target(url)
            if target is not None and not (REPO_ROOT / target[2]).is_file():
                missing.append(f"{url} -> {target[2]}")
            continue
        local = url.split("#", 1)[0]
        if local and not (path.parent / local).exists():
            missing.append(url)
    assert not missing, f"{path.name} links to files that do not exist:\n" + "\n".join(missing)


def test_all_binder_links_name_one_repository() -> None:
    slugs = {slug for path in (README, INDEX) for slug, _, _ in binder_links(path)}
    assert len(slugs) == 1, f"Binder links name several repositories: {sorted(slugs)}"


def test_index_links_every_game_notebook() -> None:
    assert {"polymer_chains.ipynb", "bond.ipynb", "periodyx.ipynb"} <= set(GAME_NOTEBOOKS)
    local = {url for url in markdown_links(INDEX) if not urlsplit(url).scheme}
    missing = set(GAME_NOTEBOOKS) - local
    assert not missing, f"index.ipynb does not link {sorted(missing)}"


@pytest.mark.parametrize("path", [README, INDEX], ids=["README.md", "index.ipynb"])
def test_every_game_has_binder_links_for_jupyterlab_and_the_app(path: Path) -> None:
    opened = {(mode, target) for _, mode, target in binder_links(path)}
    for notebook in GAME_NOTEBOOKS:
        for mode in ("lab/tree", "voila/render"):
            assert (mode, f"notebooks/{notebook}") in opened, (
                f"{path.name} has no Binder link {mode}/notebooks/{notebook}")


def test_readme_opens_the_index_on_binder_in_jupyterlab_and_as_an_app() -> None:
    opened = {(mode, target) for _, mode, target in binder_links(README)}
    assert ("lab/tree", "notebooks/index.ipynb") in opened
    assert ("voila/render", "notebooks/index.ipynb") in opened


def test_index_links_every_lesson_directly() -> None:
    """A link to the lessons folder opens nothing in the app: each lesson is linked."""
    assert len(LESSONS) >= 4, LESSONS
    local = {url for url in markdown_links(INDEX) if not urlsplit(url).scheme}
    missing = {f"lessons/{name}" for name in LESSONS} - local
    assert not missing, f"index.ipynb does not link {sorted(missing)}"


@pytest.mark.parametrize("path", [README, INDEX], ids=["README.md", "index.ipynb"])
def test_every_lesson_has_binder_links_for_jupyterlab_and_the_app(path: Path) -> None:
    opened = {(mode, target) for _, mode, target in binder_links(path)}
    for lesson in LESSONS:
        for mode in ("lab/tree", "voila/render"):
            assert (mode, f"notebooks/lessons/{lesson}") in opened, (
                f"{path.name} has no Binder link {mode}/notebooks/lessons/{lesson}")


@pytest.mark.parametrize("path", [README, INDEX], ids=["README.md", "index.ipynb"])
def test_the_class_results_notebook_has_a_binder_link_for_jupyterlab(path: Path) -> None:
    assert (REPO_ROOT / CLASS_RESULTS).is_file()
    opened = {(mode, target) for _, mode, target in binder_links(path)}
    assert ("lab/tree", CLASS_RESULTS) in opened, f"{path.name} has no lab/tree/{CLASS_RESULTS}"


def test_the_lessons_are_linked_where_the_app_shows_them() -> None:
    """The index's lesson links are in cells the app shows (not tagged lab-only)."""
    nb = nbformat.read(INDEX, as_version=4)
    shown = "\n".join(c.source for c in nb.cells if c.cell_type == "markdown"
                      and "lab-only" not in c.metadata.get("tags", []))
    missing = [name for name in LESSONS if f"(lessons/{name})" not in shown]
    assert not missing, f"index.ipynb links {missing} only in lab-only cells"
