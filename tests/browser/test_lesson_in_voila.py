"""A lesson as students open it (issue 12): the Polymer Chains lesson's Markdown shown as an
app by Voila inside JupyterLab's server, as Binder and a hub serve it (jupytext's server
extension reads the lesson as a notebook; the kit's server settings let Voila take
`.md` files and drops the `lab-only` cells), in headless Chromium at 1366×768.

The page opens with no widget error and no traceback; the game's top is inside the first
screen; nothing of the lesson's lab-only cells (how to run a cell, the notes for the teacher
and their answers) is on the page; a pyramid is placed by clicking; one exit-ticket question
is answered by clicking and checked at once, its verdict on screen. The other three lessons
(Bond!, Periodyx, Chemistry Monopoly) open the same way, their game waiting for the
student, and take an exit-ticket answer by clicking (playing each game in Voila is
test_games_in_voila's). Screenshots go to $CHEMTEACH_SCREENSHOTS (default: the test's temp
folder).
"""

from __future__ import annotations

import re
import shutil
import time
from collections.abc import Iterator
from contextlib import contextmanager
from pathlib import Path
from typing import Any

import pytest

from ..conftest import REPO_ROOT
from .conftest import LabServer, check_accessibility
from .test_games_in_voila import (
    CHROMEBOOK,
    GAME_TOP_MAX_PX,
    RENDER_TIMEOUT_MS,
    App,
    in_viewport,
    wait_for_people,
)

# The lessons are a folder of the test process's shared JupyterLab (shared_lab).
pytestmark = [pytest.mark.browser, pytest.mark.slow]

LESSON = "polymer-chains-and-chance.md"
#: The lesson's game cell, and the same game with a seed for the test's copy.
GAME_CELL = ('play(["Ada", "medium"], rules=rules)', 'play(["Ada", "medium"], rules=rules, seed=3)')
#: The exit ticket's first question and its right answer (notebooks/lessons/*.quiz.toml).
QUESTION = "What is a polymer?"
RIGHT_ANSWER = "A long molecule made of many small units joined together"
#: Text of the lesson's lab-only cells that must never reach the app.
LAB_ONLY_TEXT = re.compile(
    r"Shift \+ Enter|Notes for the teacher|Answers to the discussion|Timing \(|"
    r"chemteach lesson check|grey cell", re.I)


def seeded_lessons(root: Path) -> None:
    """Copy the lessons under root, with a seed in the Polymer Chains lesson's game cell."""
    lessons = root / "notebooks" / "lessons"
    shutil.copytree(REPO_ROOT / "notebooks" / "lessons", lessons)
    text = (lessons / LESSON).read_text(encoding="utf-8")
    cell, seeded = GAME_CELL
    assert text.count(f"\n{cell}\n") == 1, f"{LESSON} has no game cell {cell!r}"
    (lessons / LESSON).write_text(text.replace(f"\n{cell}\n", f"\n{seeded}\n"), encoding="utf-8")


@pytest.fixture(scope="module")
def app_server(shared_lab: LabServer) -> Iterator[LabServer]:
    """JupyterLab's server with the kit's settings (the shared one: jupyter_lab gives every
    test server the kit's settings), serving seeded lessons in a folder of its own."""
    server = shared_lab.folder()
    seeded_lessons(server.root)
    yield server
    server.shutdown_kernels()


@contextmanager
def lesson_app(app_server: LabServer, browser: Any, tmp_path: Path, lesson: str,
               board: str = ".chemteach-table .chemteach-svgboard") -> Iterator[App]:
    """A lesson opened as an app at 1366×768, once its board is on the page and the bots
    have moved; a failure leaves a full-page screenshot in tmp_path."""
    context = browser.new_context(viewport=CHROMEBOOK)
    # Voila's page asks a CDN for icon CSS: answer anything off this host at once.
    context.route(re.compile(r"^https?://(?!127\.0\.0\.1[:/])"),
                  lambda route: route.fulfill(status=204, body=""))
    page = context.new_page()
    app = App(page, [])
    page.on("console", lambda msg: app.messages.append(f"{msg.type}: {msg.text}"))
    page.on("pageerror", lambda exc: app.messages.append(f"pageerror: {exc}"))
    try:
        page.goto(app_server.app_url(f"notebooks/lessons/{lesson}"), timeout=RENDER_TIMEOUT_MS)
        page.wait_for_selector(board, timeout=RENDER_TIMEOUT_MS)
        wait_for_people(page)
        yield app
    except BaseException:
        try:
            page.screenshot(path=str(tmp_path / "failure.png"), full_page=True)
            print(f"screenshot of the failure: {tmp_path / 'failure.png'}")
        except Exception as exc:  # a screenshot must never hide the failure itself
            print(f"no screenshot: {exc}")
        raise
    finally:
        context.close()


def check_lesson_layout(page: Any, lesson: str, title: str) -> None:
    """The app's layout: the lesson's title, the game's top inside the first screen, no
    JupyterLab-only text, the discussion questions and the 'About this lesson' card."""
    from playwright.sync_api import expect

    expect(page.locator("h1").first).to_contain_text(title)
    top = page.evaluate("""() => document.querySelector('.chemteach-table')
      .getBoundingClientRect().top + window.scrollY""")
    assert top <= GAME_TOP_MAX_PX, f"the game starts {top:.0f} px down {lesson}'s page"
    text = page.locator("body").inner_text()
    shown = LAB_ONLY_TEXT.search(text)
    assert shown is None, f"JupyterLab-only text in {lesson}'s app: {shown.group(0)!r}"
    assert "Discussion" in text, f"{lesson}: the discussion questions are missing"
    assert "About this lesson" in text, f"{lesson}: the 'About this lesson' card is missing"


def answer_the_first_question(page: Any, question: str, right: str) -> None:
    """Answer the exit ticket's first question by clicking the right answer: the button
    and the feedback line say so at once, on screen."""
    from playwright.sync_api import expect

    quiz = page.locator(".chemteach-quiz").first
    quiz.scroll_into_view_if_needed()
    expect(quiz).to_contain_text(question)
    choice = quiz.locator(f'.chemteach-quiz-choice[title="Answer {right} to question 1"]')
    choice.click()
    expect(choice).to_contain_text("your answer: right", timeout=30_000)
    verdict = quiz.locator(".chemteach-quiz-feedback").first
    expect(verdict).to_contain_text(f"Right: {right}", timeout=10_000)
    verdict.scroll_into_view_if_needed()
    assert in_viewport(page, verdict), "the verdict on the answer is off-screen"


def test_polymer_lesson_in_voila(app_server: LabServer, browser: Any, shots: Path,
                                 tmp_path: Path, report_timing: Any) -> None:
    from playwright.sync_api import expect

    start = time.perf_counter()
    with lesson_app(app_server, browser, tmp_path, LESSON,
                    ".chemteach-table .chemteach-svgboard [data-cell]") as app:
        page = app.page
        report_timing("voila lesson (server extension): page until the board can be pressed",
                      time.perf_counter() - start)
        app.check_clean()
        check_lesson_layout(page, LESSON, "Polymer Chains: chains")
        check_accessibility(page)
        app.shoot(shots, "lesson-polymer-voila-opened-1366x768.png")

        # the student types their name before the first move, by keyboard, in a labelled box
        name_box = page.get_by_label("Your name")
        name_box.fill("Jürgen")
        name_box.press("Enter")
        expect(page.locator(".chemteach-table").first).to_contain_text(
            "Hello, Jürgen!", timeout=30_000)

        # a move by clicking: the pyramid lands where the student clicked
        board = page.locator(".chemteach-table .chemteach-svgboard").first
        cell = board.locator("[data-cell].legal").first.get_attribute("data-cell")
        board.locator(f'[data-cell="{cell}"]').click()
        placed = board.locator(f'[data-cell="{cell}"]')
        expect(placed).to_have_class(re.compile(r"\bpiece\b"), timeout=30_000)
        assert in_viewport(page, placed), "the pyramid placed by a click is off-screen"
        wait_for_people(page)
        app.shoot(shots, "lesson-polymer-voila-move-1366x768.png")

        # the exit ticket: answer the first question by clicking; checked at once
        answer_the_first_question(page, QUESTION, RIGHT_ANSWER)
        app.shoot(shots, "lesson-polymer-voila-exit-ticket-1366x768.png")
        app.check_clean()
        check_accessibility(page)


#: The other lessons: file, title, the exit ticket's first question and its right answer.
OTHER_LESSONS = [
    ("bond-valence.md", "Bond!: covalent bonding and valence",
     "How many covalent bonds does an oxygen atom usually make in a neutral molecule?", "2"),
    ("periodyx-periodic-trends.md", "Periodyx: periodic trends and how the table is built",
     "What orders the elements in the modern periodic table?", "Atomic number"),
    ("monopoly-probability.md", "Chemistry Monopoly: probability and expected value",
     "Which total of two dice is the most likely?", "7"),
]


@pytest.mark.parametrize("lesson,title,question,right", OTHER_LESSONS,
                         ids=[row[0] for row in OTHER_LESSONS])
def test_every_other_lesson_opens_as_an_app_and_takes_an_exit_ticket_answer(
        app_server: LabServer, browser: Any, shots: Path, tmp_path: Path, lesson: str,
        title: str, question: str, right: str) -> None:
    stem = lesson.removesuffix(".md")
    with lesson_app(app_server, browser, tmp_path, lesson) as app:
        app.check_clean()
        check_lesson_layout(app.page, lesson, title)
        app.shoot(shots, f"lesson-{stem}-voila-opened-1366x768.png")
        check_accessibility(app.page)
        answer_the_first_question(app.page, question, right)
        app.shoot(shots, f"lesson-{stem}-voila-exit-ticket-1366x768.png")
        app.check_clean()
        check_accessibility(app.page)
