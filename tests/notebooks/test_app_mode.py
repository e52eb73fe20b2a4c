"""Every game notebook and every lesson is also a student's app (Voila, issue 12): the game
near the top, no JupyterLab-only instructions in what the app shows, no long simulation on
open; a lesson's notes for the teacher stay out of the app, its exit ticket is in it.

What the app shows is the notebook without its cells tagged `lab-only`: Voila drops them
with the TagRemovePreprocessor configured in chemteach/jupyter_config/voila.json
(tests/test_binder.py checks that configuration; tests/browser/test_games_in_voila.py looks
at the real page). A lesson is Markdown (notebooks/lessons/*.md) that jupytext reads as a
notebook, as the server does when Voila shows it (tests/test_binder_lessons.py;
tests/browser/test_lesson_in_voila.py).
The lessons themselves run in tests/classroom/test_lessons.py (`chemteach lesson check`).
"""

from __future__ import annotations

import json
import re
import time
from collections.abc import Callable
from pathlib import Path

import nbformat
import pytest

from chemteach.server_config import CONFIG_DIR

from ..conftest import HANG

REPO_ROOT = Path(__file__).resolve().parents[2]
NOTEBOOKS = REPO_ROOT / "notebooks"
#: The English notebooks and lessons and their Japanese twins (notebooks/ja/, issue 13).
GAME_NOTEBOOKS = sorted(p for folder in (NOTEBOOKS, NOTEBOOKS / "ja")
                        for p in folder.glob("*.ipynb") if p.name != "index.ipynb")
LESSONS = sorted(p for folder in (NOTEBOOKS / "lessons", NOTEBOOKS / "ja" / "lessons")
                 for p in folder.glob("*.md") if p.name != "README.md")
APPS = GAME_NOTEBOOKS + LESSONS
LAB_ONLY = "lab-only"
#: Sentences that only make sense in JupyterLab: they belong in `lab-only` cells.
LAB_ONLY_WORDS = re.compile(
    r"Shift\s*\+\s*Enter|Run All|run (the|this) cells?|Run (the|this) cells?|your own name"
    r"|instead of `\"Ada\"`|Error displaying widget", re.I)
#: Code that plays many games: it must wait behind a button (experiment_button).
SIMULATION = re.compile(r"\bsimulate\(|\.play_out\(|\bstep_bots\(")
#: How many cells of the app may come before the game (title, imports, ...).
GAME_WITHIN_CELLS = 3
GAME_CELL = re.compile(r"^(\w+ = )?play\(", re.M)
#: A lesson's headings that open text for the teacher only (notes, timing, answers).
FOR_THE_TEACHER = re.compile(r"^#+ .*(\b(teacher|teachers|answers?)\b|先生|教師|解答)", re.I | re.M)
EXIT_TICKET = re.compile(r"^exit_ticket\(", re.M)
#: The summary of the folded rules: "How to play ..." (a Japanese twin: "...の遊び方").
HOW_TO_PLAY = re.compile(r"How to play|の遊び方")


def app_id(path: Path) -> str:
    """A test id: the notebook's or the lesson's name (ja/... for a Japanese twin)."""
    name = f"ja/{path.stem}" if "ja" in path.relative_to(NOTEBOOKS).parts else path.stem
    return f"lesson:{name}" if path.suffix == ".md" else name


def read_cells(path: Path) -> list[nbformat.NotebookNode]:
    """All cells of a game notebook, or of a lesson read as a notebook by jupytext."""
    if path.suffix == ".md":
        import jupytext

        return jupytext.read(path).cells
    return nbformat.read(path, as_version=4).cells


def is_lab_only(cell: nbformat.NotebookNode) -> bool:
    """Whether the app (Voila) drops this cell."""
    return LAB_ONLY in cell.get("metadata", {}).get("tags", [])


def app_cells(path: Path) -> list[nbformat.NotebookNode]:
    """The cells the app shows, in order."""
    return [c for c in read_cells(path) if not is_lab_only(c)]


def test_the_app_config_drops_the_tag_these_tests_use() -> None:
    config = json.loads((CONFIG_DIR / "voila.json").read_text(encoding="utf-8"))
    assert LAB_ONLY in config["VoilaExporter"]["TagRemovePreprocessor"]["remove_cell_tags"]


def test_there_are_lessons_to_check() -> None:
    assert len(LESSONS) >= 8, [p.name for p in LESSONS]  # 4 and their Japanese twins


@pytest.mark.parametrize("path", APPS, ids=app_id)
def test_the_game_comes_near_the_top_of_the_app(path: Path) -> None:
    cells = app_cells(path)
    games = [i for i, c in enumerate(cells) if c.cell_type == "code" and GAME_CELL.search(c.source)]
    assert games, f"{path.name}: no game cell (play(...)) in the app"
    assert games[0] <= GAME_WITHIN_CELLS, (
        f"{path.name}: the game is cell {games[0]} of the app; at most {GAME_WITHIN_CELLS} "
        "cells (title and imports) may come before it")
    before = cells[:games[0]]
    text = sum(len(c.source.splitlines()) for c in before if c.cell_type == "markdown")
    assert text <= 25, f"{path.name}: {text} lines of text above the game; fold the rest below"


@pytest.mark.parametrize("path", APPS, ids=app_id)
def test_the_app_has_no_jupyterlab_instructions(path: Path) -> None:
    found = [f"cell {i}: {m.group(0)!r}" for i, c in enumerate(app_cells(path))
             if c.cell_type == "markdown" for m in [LAB_ONLY_WORDS.search(c.source)] if m]
    assert not found, (f"{path.name}: Lab-only text in cells the app shows (tag them "
                       f"'{LAB_ONLY}'):\n" + "\n".join(found))


@pytest.mark.parametrize("path", APPS, ids=app_id)
def test_the_rules_are_folded_below_the_game(path: Path) -> None:
    """Every game notebook and every lesson: the game's rules, folded, below the game (a
    student using a lesson as an app sees how to play)."""
    cells = app_cells(path)
    game = next(i for i, c in enumerate(cells) if c.cell_type == "code"
                and GAME_CELL.search(c.source))
    folded = [c for c in cells[game + 1:] if c.cell_type == "markdown"
              and c.source.lstrip().startswith("<details>")]
    assert folded, f"{path.name}: no folded (<details>) rules below the game"
    assert any(HOW_TO_PLAY.search(c.source.split("</summary>")[0]) for c in folded), (
        f"{path.name}: no folded 'How to play ...' ('…の遊び方' in Japanese) below the game")
    for cell in folded:
        body = cell.source
        assert body.rstrip().endswith("</details>") and "<summary>" in body, (
            f"{path.name}: a <details> cell must hold its <summary> and close itself")
        assert re.search(r"</summary>\n\n", body), (
            f"{path.name}: leave a blank line after </summary> so the Markdown inside renders")


@pytest.mark.parametrize("path", APPS, ids=app_id)
def test_no_simulation_runs_when_the_notebook_opens(path: Path) -> None:
    for i, cell in enumerate(app_cells(path)):
        if cell.cell_type == "code" and SIMULATION.search(cell.source):
            last = cell.source.strip().splitlines()[-1]
            assert last.startswith("experiment_button("), (
                f"{path.name} cell {i} plays many games on open: put them behind "
                "experiment_button(...) as the cell's last line")


@pytest.mark.parametrize("path", LESSONS, ids=app_id)
def test_the_lessons_notes_for_the_teacher_stay_out_of_the_app(path: Path) -> None:
    shown = [f"cell {i}: {m.group(0)!r}" for i, c in enumerate(app_cells(path))
             if c.cell_type == "markdown" for m in [FOR_THE_TEACHER.search(c.source)] if m]
    assert not shown, (f"{path.name}: text for the teacher in cells the app shows (start "
                       f"them with +++ {{\"tags\": [\"{LAB_ONLY}\"]}}):\n" + "\n".join(shown))
    hidden = [c for c in read_cells(path) if is_lab_only(c) and FOR_THE_TEACHER.search(c.source)]
    assert hidden, f"{path.name}: no notes for the teacher (a lab-only '## Notes for the teacher')"


@pytest.mark.parametrize("path", LESSONS, ids=app_id)
def test_the_lessons_exit_ticket_is_in_the_app_below_the_game(path: Path) -> None:
    cells = app_cells(path)
    code = [i for i, c in enumerate(cells) if c.cell_type == "code"]
    games = [i for i in code if GAME_CELL.search(cells[i].source)]
    tickets = [i for i in code if EXIT_TICKET.search(cells[i].source)]
    assert tickets, f"{path.name}: no exit ticket (exit_ticket(...)) in the app"
    assert games and tickets[0] > games[0], f"{path.name}: the exit ticket comes before the game"


@pytest.mark.parametrize("path", LESSONS, ids=app_id)
def test_the_app_runs_the_lessons_code_as_the_lesson_check_does(path: Path) -> None:
    """Only Markdown is tagged lab-only: the app runs every code cell `lesson check` runs,
    but the cell that shows the teacher's notes (teacher_notes(...), which defines nothing
    the app needs and whose answers must never reach it)."""
    from chemteach.classroom.lessons import is_teacher_notes_cell

    code = [i for i, c in enumerate(read_cells(path)) if c.cell_type == "code" and is_lab_only(c)
            and not is_teacher_notes_cell(c.source)]
    assert not code, f"{path.name}: code cells {code} are lab-only; the app would skip them"


def experiments(nb: nbformat.NotebookNode) -> list[str]:
    """The functions the notebook's experiment buttons call."""
    return [m.group(1) for c in nb.cells if c.cell_type == "code"
            for m in re.finditer(r"^experiment_button\((\w+),", c.source, re.M)]


@pytest.mark.slow
@pytest.mark.parametrize("path", GAME_NOTEBOOKS, ids=app_id)
def test_the_app_runs_and_its_experiments_work(
    path: Path, tmp_path: Path, isolated_jupyter: dict[str, str],
    report_timing: Callable[[str, float], None],
) -> None:
    """The notebook as the app runs it (lab-only cells dropped by the preprocessor Voila uses,
    configured from chemteach/jupyter_config/voila.json), then each experiment button's
    function on a few games, so the code behind the buttons is run too."""
    from nbclient import NotebookClient
    from nbconvert.preprocessors import TagRemovePreprocessor

    config = json.loads((CONFIG_DIR / "voila.json").read_text(encoding="utf-8"))
    tags = config["VoilaExporter"]["TagRemovePreprocessor"]["remove_cell_tags"]
    nb = nbformat.read(path, as_version=4)
    nb, _ = TagRemovePreprocessor(remove_cell_tags=set(tags), enabled=True).preprocess(nb, {})
    assert not any(is_lab_only(c) for c in nb.cells)
    names = experiments(nb)
    for name in names:
        nb.cells.append(nbformat.v4.new_code_cell(f"{name}(games=3)"))
    client = NotebookClient(nb, timeout=int(HANG), kernel_name="python3",
                            resources={"metadata": {"path": str(tmp_path)}})
    start = time.perf_counter()
    client.execute()
    report_timing(f"app view of {path.name} + {len(names)} experiments on 3 games",
                  time.perf_counter() - start)
    errors = [f"{o.ename}: {o.evalue}" for c in nb.cells for o in c.get("outputs", [])
              if o.output_type == "error"]
    assert not errors, errors
    for cell in nb.cells[len(nb.cells) - len(names):]:
        assert cell.outputs, f"{cell.source} showed nothing"
