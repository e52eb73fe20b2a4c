"""Screen readers read each text in its language (issue 18, item 28; WCAG 3.1.1 and 3.1.2):
a Japanese notebook says so on its page, a table says its language on its root (the toggle
changes it), the 日本語 button is Japanese on an English table, and the English notebooks'
Japanese words are marked lang="ja". The browser tests check the page itself."""

from __future__ import annotations

import re
from html.parser import HTMLParser
from pathlib import Path

import nbformat
import pytest

import chemteach
from chemteach.core.language import set_language
from chemteach.games.polymer.widget import PolymerGame
from chemteach.widgets.language import PageLanguage
from chemteach.widgets.status import StatusWidget

NOTEBOOKS = Path(__file__).resolve().parents[2] / "notebooks"
JAPANESE = re.compile(r"[\u3040-\u30ff\u3400-\u9fff\uff00-\uffef]+")


class _Languages(HTMLParser):
    """The text runs of an HTML fragment, each with the lang of its nearest element."""

    VOID = {"br", "img", "hr", "input", "meta", "link", "source", "wbr"}

    def __init__(self) -> None:
        super().__init__()
        self.stack: list[str | None] = []
        self.runs: list[tuple[str, str]] = []

    def handle_starttag(self, tag: str, attrs: list[tuple[str, str | None]]) -> None:
        if tag not in self.VOID:
            self.stack.append(dict(attrs).get("lang"))

    def handle_endtag(self, tag: str) -> None:
        if tag not in self.VOID and self.stack:
            self.stack.pop()

    def handle_data(self, data: str) -> None:
        lang = next((x for x in reversed(self.stack) if x), "")
        self.runs += [(run, lang) for run in JAPANESE.findall(data)]


def unmarked_japanese(markdown: str) -> list[str]:
    """Japanese words of a Markdown text that no element marks lang="ja"."""
    from markdown_it import MarkdownIt

    parser = _Languages()
    parser.feed(MarkdownIt("commonmark", {"html": True}).render(markdown))
    return [run for run, lang in parser.runs if not lang.startswith("ja")]


def english_markdown() -> list[tuple[str, str]]:
    """(where, text) of every Markdown cell of the English notebooks and lessons."""
    import jupytext

    paths = [p for p in sorted(NOTEBOOKS.rglob("*.ipynb")) + sorted(NOTEBOOKS.rglob("*.md"))
             if "ja" not in p.relative_to(NOTEBOOKS).parts[:1]
             and ".ipynb_checkpoints" not in p.parts]
    found = []
    for path in paths:
        nb = jupytext.read(path) if path.suffix == ".md" else nbformat.read(path, as_version=4)
        found += [(f"{path.relative_to(NOTEBOOKS)} cell {i}", c.source)
                  for i, c in enumerate(nb.cells) if c.cell_type == "markdown"]
    return found


def test_the_english_notebooks_mark_their_japanese_words():
    """The 結合 of Bond!'s heading and the index's link to the Japanese pages were read with
    English sounds: they are in a lang="ja" element."""
    cells = english_markdown()
    assert len(cells) > 40
    unmarked = [f"{where}: {run}" for where, text in cells for run in unmarked_japanese(text)]
    assert not unmarked, "Japanese words without lang=\"ja\":\n" + "\n".join(unmarked)


def test_the_check_sees_an_unmarked_word():
    assert unmarked_japanese("# Bond! (結合!)") == ["結合"]
    assert unmarked_japanese('# Bond! (<span lang="ja">結合!</span>)') == []


def test_a_table_says_its_language_on_its_root_and_the_toggle_changes_it():
    table = PolymerGame(["Ada", "medium"], seed=1, bot_delay=0, lang="ja")
    assert table.status.widget.lang == "ja"
    table.language_toggle.widget.value = "en"  # what clicking English does
    assert table.status.widget.lang == "en"
    english = PolymerGame(["Ada", "medium"], seed=1, bot_delay=0)
    assert english.status.widget.lang == "en"
    esm = StatusWidget._esm
    assert 'table.setAttribute("lang", lang)' in esm
    assert '"\\u65e5\\u672c\\u8a9e": "ja"' in esm and '"English": "en"' in esm  # the buttons


class _Shell:
    kernel = object()  # what a notebook's IPython has, and a plain shell does not


@pytest.fixture
def shown(monkeypatch: pytest.MonkeyPatch) -> list[object]:
    """What set_language displays, in a notebook whose kernel the test stands in for."""
    import IPython
    import IPython.display

    seen: list[object] = []
    monkeypatch.setattr(IPython, "get_ipython", lambda: _Shell())
    monkeypatch.setattr(IPython.display, "display", lambda *objs, **kw: seen.extend(objs))
    yield seen
    set_language(None)


def test_set_language_in_a_notebook_marks_the_notebook_with_its_language(shown):
    chemteach.set_language("ja")
    assert [type(x).__name__ for x in shown] == ["PageLanguage"] and shown[0].lang == "ja"
    chemteach.set_language(None)
    assert shown[-1].lang == "en"
    esm = PageLanguage._esm
    assert 'closest(".jp-Notebook")' in esm and "document.documentElement" in esm
    assert 'document.body.hasAttribute("data-voila")' in esm  # the page is the notebook


def test_set_language_outside_a_notebook_shows_nothing(monkeypatch: pytest.MonkeyPatch):
    import IPython
    import IPython.display

    seen: list[object] = []
    monkeypatch.setattr(IPython, "get_ipython", lambda: None)
    monkeypatch.setattr(IPython.display, "display", lambda *objs, **kw: seen.extend(objs))
    try:
        chemteach.set_language("ja")
    finally:
        set_language(None)
    assert seen == []


def test_no_english_message_holds_japanese_text():
    """A Japanese word inside an English sentence is read with English sounds unless it is in
    a lang="ja" element, which plain text (a status line, a printed rules description) cannot
    have: the catalog's English messages hold no Japanese text (a Japanese word is put in
    as HTML, as Bond!'s 構造異性体 is). Found: Periodyx's deck-language rule and its kana
    refusal."""
    from babel.messages.pofile import read_po

    template = Path(chemteach.__file__).parent / "locale" / "chemteach.pot"
    with template.open("rb") as handle:
        catalog = read_po(handle)
    japanese = [text for message in catalog if message.id
                for text in (message.id if isinstance(message.id, tuple) else (message.id,))
                if JAPANESE.search(text)]
    assert not japanese, japanese
