"""The Japanese notebooks (notebooks/ja/) and lessons (notebooks/ja/lessons/) keep in step
with the English ones (issue 13): every English game notebook, the index and every lesson
has a Japanese twin with the same cells in the same order (same kinds, same tags such as
`lab-only`, folded `<details>` cells in the same places: the same app-mode layout), and the
same code.

"The same code" is compared on the code's syntax tree, so comments may be translated. The
documented differences, and only they:

* the language lines: the first code cell of a Japanese twin holds ``import chemteach``
  (among its imports) and ``chemteach.set_language("ja")`` (after them, or at the top of a
  lesson's cell) (LANGUAGE_LINES), so every table, figure and message of the kernel speaks
  Japanese;
* an expression may be worded in Japanese: `_(X)` or `map(_, X)` where the English has X
  (with ``from chemteach.core.wording import _`` imported);
* a string literal that holds Japanese text (a printed sentence, a plot label) may stand
  where the English has any string; an f-string with Japanese text must show the same
  values (its {...} expressions read the same names), in any order. Any other literal (a
  player's name, a bot level, a formula, a rules key) must be the same as the English one.

When an English notebook's or lesson's code changes, its twin fails here until it is
changed too. The Japanese notebooks run with the others in tests/notebooks/test_notebooks.py
(it takes every .ipynb under notebooks/); the Japanese lessons run here (`lesson check`).
"""

from __future__ import annotations

import ast
import re
import shutil
import time
from collections import Counter
from collections.abc import Callable
from pathlib import Path

import nbformat
import pytest

REPO_ROOT = Path(__file__).resolve().parents[2]
NOTEBOOKS = REPO_ROOT / "notebooks"
JA = NOTEBOOKS / "ja"
ENGLISH_NOTEBOOKS = sorted(NOTEBOOKS.glob("*.ipynb"))
ENGLISH_LESSONS = sorted(p for p in (NOTEBOOKS / "lessons").glob("*.md") if p.name != "README.md")
LANGUAGE_LINES = ("import chemteach", 'chemteach.set_language("ja")')
#: Imports a Japanese twin may add: the language line's, and `_` to word a value in Japanese.
EXTRA_IMPORTS = {ast.dump(ast.parse(line).body[0])
                 for line in ("import chemteach", "from chemteach.core.wording import _")}
TRANSLATION_NAMES = {"_", "map"}
#: Kana and kanji (and the Japanese punctuation): a literal that holds them is Japanese text.
JAPANESE = re.compile(r"[\u3000-\u30ff\u3400-\u9fff\uff00-\uffef]")
#: The lesson fields that are words for people (translated); the others must be equal.
WORDED_FIELDS = {"title", "topic", "objectives", "age", "duration", "prepare",
                 "prior_knowledge", "misconceptions", "support", "stretch", "answers"}
LAB_ONLY = "lab-only"


def twin(english: Path) -> Path:
    """The Japanese twin of an English notebook or lesson."""
    return JA / english.relative_to(NOTEBOOKS)


def read_cells(path: Path) -> list[nbformat.NotebookNode]:
    """A notebook's cells, or a lesson's as jupytext reads them."""
    if path.suffix == ".md":
        import jupytext

        return jupytext.read(path).cells
    return nbformat.read(path, as_version=4).cells


def layout(cells: list[nbformat.NotebookNode]) -> list[tuple[str, tuple[str, ...], bool]]:
    """What the app mode depends on: each cell's kind, tags and whether it is folded."""
    return [(c.cell_type, tuple(c.get("metadata", {}).get("tags", [])),
             c.cell_type == "markdown" and c.source.lstrip().startswith("<details>"))
            for c in cells]


def without_language_lines(source: str) -> str:
    """A Japanese code cell with the documented language line taken out."""
    return "\n".join(line for line in source.splitlines() if line.strip() != LANGUAGE_LINES[1])


def is_japanese(node: ast.AST) -> bool:
    """A string literal or f-string that holds Japanese text."""
    if isinstance(node, ast.Constant) and isinstance(node.value, str):
        return bool(JAPANESE.search(node.value))
    if isinstance(node, ast.JoinedStr):
        return any(is_japanese(part) for part in node.values)
    return False


def shown_values(node: ast.AST) -> Counter[str]:
    """The names and attributes the {...} expressions of an f-string read (a translation
    `_` or `map` and the text of separators aside): the values it shows."""
    if not isinstance(node, ast.JoinedStr):
        return Counter()
    return Counter(name for part in node.values if isinstance(part, ast.FormattedValue)
                   for inner in ast.walk(part.value)
                   for name in ([inner.id] if isinstance(inner, ast.Name) else
                                [inner.attr] if isinstance(inner, ast.Attribute) else [])
                   if name not in TRANSLATION_NAMES)


def translated(node: ast.AST) -> ast.AST | None:
    """X, when the node words X in the reader's language: `_(X)` or `map(_, X)`."""
    if not (isinstance(node, ast.Call) and isinstance(node.func, ast.Name)):
        return None
    if node.func.id == "_" and len(node.args) == 1 and not node.keywords:
        return node.args[0]
    if (node.func.id == "map" and len(node.args) == 2 and isinstance(node.args[0], ast.Name)
            and node.args[0].id == "_"):
        return node.args[1]
    return None


def differences(english: ast.AST, japanese: ast.AST, where: str = "") -> list[str]:
    """Where two syntax trees differ, beyond Japanese text standing for English text."""
    if is_japanese(japanese) and isinstance(english, ast.Constant | ast.JoinedStr):
        if shown_values(english) != shown_values(japanese):
            return [f"{where}: the Japanese f-string shows other values than the English"]
        return []
    inner = translated(japanese) if isinstance(japanese, ast.AST) else None
    if inner is not None and translated(english) is None:
        return differences(english, inner, where)
    if type(english) is not type(japanese):
        return [f"{where}: {type(english).__name__} became {type(japanese).__name__}"]
    if not isinstance(english, ast.AST):
        if isinstance(english, list):
            if len(english) != len(japanese):
                return [f"{where}: {len(english)} items became {len(japanese)}"]
            return [d for i, (e, j) in enumerate(zip(english, japanese, strict=True))
                    for d in differences(e, j, f"{where}[{i}]")]
        return [] if english == japanese else [f"{where}: {english!r} became {japanese!r}"]
    found = []
    for field in english._fields:
        if field in {"ctx", "type_comment", "kind"}:
            continue
        found += differences(getattr(english, field), getattr(japanese, field),
                             f"{where}.{field}" if where else field)
    return found


def code_differences(english: str, japanese: str) -> list[str]:
    """How a Japanese code cell differs from its English one, beyond what is documented."""
    try:
        english_tree = ast.parse(english)
        japanese_tree = ast.parse(without_language_lines(japanese))
    except SyntaxError as error:
        return [f"not Python: {error}"]
    english_statements = {ast.dump(statement) for statement in english_tree.body}
    japanese_tree.body = [statement for statement in japanese_tree.body
                          if ast.dump(statement) in english_statements
                          or ast.dump(statement) not in EXTRA_IMPORTS]
    found = differences(english_tree, japanese_tree)
    if found:
        line = getattr(english_tree.body[0], "lineno", 0) if english_tree.body else 0
        return [f"(from line {line}) " + "; ".join(found[:3])]
    return []


def step_problems(english: Path, japanese: Path) -> list[str]:
    """Every way the Japanese twin is out of step with the English notebook or lesson."""
    if not japanese.is_file():
        return [f"no Japanese twin {japanese.relative_to(REPO_ROOT)}"]
    ours, theirs = read_cells(english), read_cells(japanese)
    if layout(ours) != layout(theirs):
        return [f"the cells differ: English {layout(ours)}\nJapanese {layout(theirs)}"]
    problems = []
    for i, (e, j) in enumerate(zip(ours, theirs, strict=True)):
        if e.cell_type == "code":
            problems += [f"code cell {i}: {d}" for d in code_differences(e.source, j.source)]
        elif e.cell_type == "markdown" and JAPANESE.search(j.source) is None:
            problems.append(f"markdown cell {i} has no Japanese in it")
    first = next((c for c in theirs if c.cell_type == "code"), None)
    lines = [] if first is None else [line.strip() for line in first.source.splitlines()]
    if not all(line in lines for line in LANGUAGE_LINES):
        problems.append("the first code cell must hold the lines " + " / ".join(LANGUAGE_LINES))
    return problems


# ----- the notebooks ------------------------------------------------------------------------
def test_every_english_notebook_and_lesson_has_a_japanese_twin() -> None:
    assert len(ENGLISH_NOTEBOOKS) >= 5 and len(ENGLISH_LESSONS) >= 4
    missing = [str(twin(p).relative_to(REPO_ROOT)) for p in ENGLISH_NOTEBOOKS + ENGLISH_LESSONS
               if not twin(p).is_file()]
    assert not missing, missing


def test_no_japanese_notebook_or_lesson_lacks_an_english_original() -> None:
    english = {p.relative_to(NOTEBOOKS) for p in ENGLISH_NOTEBOOKS + ENGLISH_LESSONS}
    orphans = [p for p in sorted(JA.rglob("*.ipynb")) + sorted((JA / "lessons").glob("*.md"))
               if p.name != "README.md" and ".ipynb_checkpoints" not in p.parts
               and p.relative_to(JA) not in english]
    assert not orphans, orphans


@pytest.mark.parametrize("english", ENGLISH_NOTEBOOKS + ENGLISH_LESSONS,
                         ids=lambda p: p.relative_to(NOTEBOOKS).as_posix())
def test_the_japanese_twin_keeps_in_step(english: Path) -> None:
    problems = step_problems(english, twin(english))
    assert not problems, f"{twin(english).relative_to(REPO_ROOT)}:\n" + "\n".join(problems)


def test_the_in_step_check_fails_when_the_english_code_changes() -> None:
    """A changed bot, an extra line or a changed name in the English is caught; a translated
    sentence, a comment or the language lines are not."""
    english = 'play(["Ada", "medium"])\nprint(f"{n} of {m} chips")'
    japanese = ('import chemteach\nchemteach.set_language("ja")\n# 日本語のコメント\n'
                'play(["Ada", "medium"])\nprint(f"{m}個のチップのうち{n}個")')
    assert code_differences(english, japanese) == []
    assert code_differences(english.replace("medium", "hard"), japanese)
    assert code_differences(english + "\nx = 1", japanese)
    assert code_differences(english.replace("{n}", "{k}"), japanese)
    assert code_differences('print("Hello")', 'print("Bonjour")')
    worded = 'from chemteach.core.wording import _\nprint(_(e.name), "; ".join(map(_, F)))'
    assert code_differences('print(e.name, "; ".join(F))', worded) == []
    assert code_differences('print(e.symbol, "; ".join(F))', worded)


def test_the_in_step_check_fails_when_the_english_cells_change(tmp_path: Path) -> None:
    english = NOTEBOOKS / "polymer_chains.ipynb"
    changed = nbformat.read(english, as_version=4)
    changed.cells.insert(3, nbformat.v4.new_markdown_cell("A new note"))
    moved = tmp_path / "polymer_chains.ipynb"
    nbformat.write(changed, moved)
    assert step_problems(moved, twin(english))
    retagged = nbformat.read(english, as_version=4)
    retagged.cells[1].metadata["tags"] = []
    nbformat.write(retagged, moved)
    assert step_problems(moved, twin(english))


def test_the_indexes_link_each_other() -> None:
    from tests.notebooks.test_index_links import markdown_links

    assert "ja/index.ipynb" in markdown_links(NOTEBOOKS / "index.ipynb")
    assert "../index.ipynb" in markdown_links(JA / "index.ipynb")


def test_every_local_link_of_the_japanese_index_resolves() -> None:
    from urllib.parse import urlsplit

    from tests.notebooks.test_index_links import binder_target, markdown_links

    index = JA / "index.ipynb"
    missing = []
    for url in markdown_links(index):
        if urlsplit(url).scheme:
            target = binder_target(url)
            if target is not None and not (REPO_ROOT / target[2]).is_file():
                missing.append(url)
        elif not (index.parent / url.split("#", 1)[0]).exists():
            missing.append(url)
    assert not missing, missing
    games = {p.name for p in JA.glob("*.ipynb")} - {"index.ipynb"}
    assert games <= set(markdown_links(index)), games - set(markdown_links(index))


# ----- the lessons --------------------------------------------------------------------------
JA_LESSONS = [twin(p) for p in ENGLISH_LESSONS if twin(p).is_file()]


@pytest.mark.parametrize("english", ENGLISH_LESSONS, ids=lambda p: p.stem)
def test_the_japanese_lesson_keeps_the_fields_that_are_not_words(english: Path) -> None:
    from chemteach.classroom.lessons import read_lesson

    ours, theirs = read_lesson(english).fields, read_lesson(twin(english)).fields
    assert set(ours) == set(theirs)
    for field in set(ours) - WORDED_FIELDS:
        assert ours[field] == theirs[field], field
    for field in WORDED_FIELDS & set(ours):
        assert JAPANESE.search(str(theirs[field])), f"{field} is not in Japanese"


@pytest.mark.parametrize("english", ENGLISH_LESSONS, ids=lambda p: p.stem)
def test_the_japanese_lessons_rules_are_the_english_ones(english: Path) -> None:
    """The same rules, but Periodyx's deck: a lesson's rules are a whole game's rules, which
    a table keeps as they are, so the Japanese lesson names its deck (`language = "ja"`)."""
    from chemteach.classroom.lessons import read_lesson
    from chemteach.classroom.setup import lesson_rules

    name = read_lesson(english).fields["rules"]
    game = read_lesson(english).fields["game"]
    ours = lesson_rules(game, english.parent / name).to_dict()
    theirs = lesson_rules(game, twin(english).parent / name).to_dict()
    if game == "periodyx":  # a Japanese class plays the Japanese deck (A-2-Z by kana)
        assert theirs.pop("language") == "ja"
        ours.pop("language")
    assert ours == theirs


@pytest.mark.parametrize("english", ENGLISH_LESSONS, ids=lambda p: p.stem)
def test_the_japanese_quiz_asks_the_same_questions_in_japanese(english: Path) -> None:
    from chemteach.classroom.lessons import read_lesson
    from chemteach.classroom.quiz import load_quiz

    name = read_lesson(english).fields["quiz"]
    ours, theirs = load_quiz(english.parent / name), load_quiz(twin(english).parent / name)
    assert len(ours.questions) == len(theirs.questions)
    for e, j in zip(ours.questions, theirs.questions, strict=True):
        assert len(e.choices) == len(j.choices)
        assert e.answer == j.answer, j.text
        assert JAPANESE.search(j.text) and JAPANESE.search(j.explanation), j.text


@pytest.mark.parametrize("path", JA_LESSONS, ids=lambda p: p.stem)
def test_the_japanese_lesson_passes_the_check_of_its_files(path: Path) -> None:
    from chemteach.classroom.lessons import check_lesson

    assert check_lesson(path, execute=False) == []


@pytest.mark.slow
@pytest.mark.parametrize("path", JA_LESSONS, ids=lambda p: p.stem)
def test_the_japanese_lesson_runs_top_to_bottom(path: Path, tmp_path: Path,
                                                isolated_jupyter: dict[str, str],
                                                report_timing: Callable[[str, float], None]
                                                ) -> None:
    from chemteach.classroom.lessons import check_lesson

    for file in path.parent.glob(f"{path.stem}*"):
        shutil.copy(file, tmp_path / file.name)
    start = time.perf_counter()
    assert check_lesson(tmp_path / path.name) == []
    report_timing(f"lesson ja/{path.stem}", time.perf_counter() - start)
