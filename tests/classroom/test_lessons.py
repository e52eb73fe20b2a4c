"""Lesson plans: every shipped lesson passes `chemteach lesson check` (and runs, in the slow
tests); `lesson new` then `check` works; every kind of problem names its file and line."""

from __future__ import annotations

import shutil
import time
from collections.abc import Callable
from pathlib import Path

import pytest

from chemteach.classroom.lessons import FIELDS, check_lesson, new_lesson, read_lesson
from chemteach.classroom.setup import lesson_rules
from chemteach.cli import main
from chemteach.games import GAMES

from ..conftest import HANG

LESSONS = Path(__file__).resolve().parents[2] / "notebooks" / "lessons"
SHIPPED = sorted(p for p in LESSONS.glob("*.md") if p.name != "README.md")


def lesson_copy(tmp_path: Path, name: str = "bond-valence") -> Path:
    """A shipped lesson and its two files, copied into tmp_path (to break on purpose)."""
    for path in LESSONS.glob(f"{name}*"):
        shutil.copy(path, tmp_path / path.name)
    return tmp_path / f"{name}.md"


def line_of(path: Path, text: str) -> int:
    return next(i for i, row in enumerate(path.read_text().splitlines(), 1) if text in row)


# ----- the shipped lessons --------------------------------------------------------------------
def test_every_game_has_a_lesson_named_game_dash_topic() -> None:
    games = {p.stem.split("-", 1)[0] for p in SHIPPED}
    assert games == set(GAMES)
    for path in SHIPPED:
        assert read_lesson(path).fields["game"] == path.stem.split("-", 1)[0]
    assert (LESSONS / "monopoly-probability.md").is_file()


@pytest.mark.parametrize("path", SHIPPED, ids=[p.stem for p in SHIPPED])
def test_shipped_lesson_passes_the_check_of_its_files(path: Path) -> None:
    assert check_lesson(path, execute=False) == []
    lesson = read_lesson(path)
    assert set(FIELDS) <= set(lesson.fields)
    assert (LESSONS / lesson.fields["rules"]).is_file()
    assert (LESSONS / lesson.fields["quiz"]).is_file()


def test_the_monopoly_lesson_uses_the_exact_landing_chances_and_payback() -> None:
    text = (LESSONS / "monopoly-probability.md").read_text()
    assert "landing_probabilities()" in text and "payback_table()" in text
    assert "from chemteach.games.monopoly.widget import play" in text


def test_only_the_text_form_of_a_lesson_is_committed() -> None:
    assert not list(LESSONS.glob("*.ipynb"))
    assert (LESSONS / "jupytext.toml").is_file()


def test_jupyterlab_opens_a_lesson_as_a_notebook_and_saves_it_back_keeping_its_fields(
        tmp_path: Path) -> None:
    from jupytext import TextFileContentsManager

    lesson = lesson_copy(tmp_path)
    shutil.copy(LESSONS / "jupytext.toml", tmp_path / "jupytext.toml")
    manager = TextFileContentsManager(root_dir=str(tmp_path))
    model = manager.get(lesson.name, type="notebook")
    assert model["type"] == "notebook"
    cells = model["content"]["cells"]
    assert any("play(" in c["source"] for c in cells if c["cell_type"] == "code")
    assert any("lab-only" in c["metadata"].get("tags", []) for c in cells)
    before = read_lesson(lesson).fields
    manager.save(model, lesson.name)
    after = read_lesson(lesson).fields
    assert {k: after[k] for k in FIELDS} == {k: before[k] for k in FIELDS}
    assert not list(tmp_path.glob("*.ipynb"))
    assert check_lesson(lesson, execute=False) == []


# ----- problems, each with its file and line --------------------------------------------------
def test_a_missing_field_is_reported_at_the_end_of_the_front_matter(tmp_path: Path) -> None:
    lesson = lesson_copy(tmp_path)
    text = lesson.read_text()
    lesson.write_text(text.replace("duration: 50 minutes\n", ""))
    [problem] = check_lesson(lesson, execute=False)
    assert problem.file == str(lesson) and problem.line == line_of(lesson, "kernelspec") + 4
    assert "no field 'duration'" in problem.message


def test_an_unknown_game_is_reported_on_its_line(tmp_path: Path) -> None:
    lesson = lesson_copy(tmp_path)
    lesson.write_text(lesson.read_text().replace("game: bond", "game: chess"))
    problems = check_lesson(lesson, execute=False)
    assert [(p.file, p.line) for p in problems] == [(str(lesson), 3)]
    assert "one of polymer, periodyx, bond, monopoly" in problems[0].message


def test_broken_yaml_front_matter_names_the_line(tmp_path: Path) -> None:
    lesson = lesson_copy(tmp_path)
    lesson.write_text(lesson.read_text().replace("age: 14-16", "age: [14-16"))
    [problem] = check_lesson(lesson, execute=False)
    assert problem.file == str(lesson) and problem.line >= line_of(lesson, "age: [14-16")
    assert "not valid YAML" in problem.message


def test_a_lesson_without_front_matter_is_refused_on_line_1(tmp_path: Path) -> None:
    lesson = tmp_path / "bond-nothing.md"
    lesson.write_text("# Just a heading\n")
    [problem] = check_lesson(lesson, execute=False)
    assert (problem.line, "front matter" in problem.message) == (1, True)


def test_a_bad_rules_file_names_the_rules_file_its_line_and_key(tmp_path: Path) -> None:
    lesson = lesson_copy(tmp_path)
    rules = tmp_path / "bond-valence.rules.toml"
    rules.write_text(rules.read_text().replace("rounds = 2", "rounds = 99"))
    [problem] = check_lesson(lesson, execute=False)
    assert problem.file == str(rules) and problem.line == line_of(rules, "rounds = 99")
    assert problem.message == "key 'rounds': got 99; allowed: a whole number from 0 to 50."


def test_a_rules_file_for_another_game_is_refused(tmp_path: Path) -> None:
    lesson = lesson_copy(tmp_path)
    rules = tmp_path / "bond-valence.rules.toml"
    rules.write_text('game = "bond"\ntarget_score = 40\n')
    [problem] = check_lesson(lesson, execute=False)
    assert (problem.file, problem.line) == (str(rules), 2)
    assert "not a rule of bond" in problem.message


def test_a_missing_rules_file_is_reported_on_the_rules_field(tmp_path: Path) -> None:
    lesson = lesson_copy(tmp_path)
    (tmp_path / "bond-valence.rules.toml").unlink()
    [problem] = check_lesson(lesson, execute=False)
    assert (problem.file, problem.line) == (str(lesson), line_of(lesson, "rules: "))


def test_a_bad_quiz_file_names_the_quiz_file_its_line_and_key(tmp_path: Path) -> None:
    lesson = lesson_copy(tmp_path)
    quiz = tmp_path / "bond-valence.quiz.toml"
    quiz.write_text(quiz.read_text().replace('answer = "2"', 'answer = "two"'))
    [problem] = check_lesson(lesson, execute=False)
    assert problem.file == str(quiz) and problem.line == line_of(quiz, 'answer = "two"')
    assert problem.message.startswith("key 'question[1].answer': got 'two'")


def test_a_lesson_whose_game_is_far_down_the_page_is_told_to_move_it(tmp_path: Path) -> None:
    lesson = lesson_copy(tmp_path)
    lesson.write_text(lesson.read_text().replace(
        "Collect atom cards", "word " * 200 + "\n\nCollect atom cards"))
    [problem] = check_lesson(lesson, execute=False)
    assert problem.line == line_of(lesson, 'play(["Ada"') - 1
    assert "words come before the game" in problem.message


def test_the_command_prints_file_and_line_and_exits_non_zero(
        tmp_path: Path, capsys: pytest.CaptureFixture[str]) -> None:
    lesson = lesson_copy(tmp_path)
    quiz = tmp_path / "bond-valence.quiz.toml"
    quiz.write_text(quiz.read_text().replace('answer = "2"', 'answer = "two"'))
    assert main(["lesson", "check", "--no-run", str(lesson)]) == 1
    out = capsys.readouterr().out
    line = line_of(quiz, 'answer = "two"')
    assert f"{quiz}:{line}: key 'question[1].answer'" in out
    assert "1 of 1 lessons have problems." in out


def test_the_command_checks_every_lesson_in_a_folder(capsys: pytest.CaptureFixture[str]) -> None:
    assert main(["lesson", "check", "--no-run", str(LESSONS)]) == 0
    out = capsys.readouterr().out
    assert out.count(": ok (") == len(SHIPPED) == 4


# ----- a new lesson ---------------------------------------------------------------------------
@pytest.mark.parametrize("game", sorted(GAMES))
def test_lesson_new_then_check_passes_for_every_game(tmp_path: Path, game: str) -> None:
    lesson, rules, quiz = new_lesson("my topic", game, tmp_path)
    assert lesson.name == f"{game}-my-topic.md"
    assert rules.name == f"{game}-my-topic.rules.toml" and quiz.is_file()
    problems = check_lesson(lesson, execute=False)
    assert problems and all(p.warning for p in problems)  # only the placeholder text is left
    assert read_lesson(lesson).fields["game"] == game


def test_lesson_new_refuses_to_overwrite_and_unknown_games(
        tmp_path: Path, capsys: pytest.CaptureFixture[str]) -> None:
    assert main(["lesson", "new", "valence", "--game", "bond", "--folder", str(tmp_path)]) == 0
    assert (tmp_path / "bond-valence.md").is_file()
    assert main(["lesson", "new", "valence", "--game", "bond", "--folder", str(tmp_path)]) == 2
    assert "is there already" in capsys.readouterr().err
    assert main(["lesson", "new", "x", "--game", "chess", "--folder", str(tmp_path)]) == 2
    assert "allowed: polymer, periodyx, bond, monopoly" in capsys.readouterr().err


def test_a_set_up_cell_with_a_bad_rules_file_plays_the_usual_rules_and_says_why(
        tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    from chemteach.classroom import setup

    shown: list[str] = []
    monkeypatch.setattr(setup, "_show", shown.append)
    rules = tmp_path / "x.rules.toml"
    rules.write_text("rounds = 99\n")
    loaded = lesson_rules("bond", rules)
    assert loaded.rounds == 0  # the kit's default
    [message] = shown
    assert "rules file has a mistake" in message and "key 'rounds'" in message


# ----- running the lessons (slow: a kernel each) ----------------------------------------------
@pytest.mark.slow
@pytest.mark.parametrize("path", SHIPPED, ids=[p.stem for p in SHIPPED])
def test_shipped_lesson_runs_top_to_bottom(path: Path, tmp_path: Path,
                                           isolated_jupyter: dict[str, str],
                                           report_timing: Callable[[str, float], None]) -> None:
    copy = lesson_copy(tmp_path, path.stem)  # whatever a lesson writes stays out of the repo
    start = time.perf_counter()
    assert check_lesson(copy) == []
    report_timing(f"lesson {path.stem}", time.perf_counter() - start)


@pytest.mark.slow
def test_a_new_lesson_runs_and_a_failing_cell_names_its_line(
        tmp_path: Path, isolated_jupyter: dict[str, str]) -> None:
    lesson, _rules, _quiz = new_lesson("trial", "polymer", tmp_path)
    assert [p for p in check_lesson(lesson) if not p.warning] == []
    text = lesson.read_text()
    lesson.write_text(text.replace('play(["Ada"', 'rules.target_scor\nplay(["Ada"'))
    [problem] = [p for p in check_lesson(lesson) if not p.warning]
    assert problem.file == str(lesson)
    assert problem.line == line_of(lesson, "rules.target_scor") - 1  # the cell's opening fence
    assert "AttributeError" in problem.message and "target_scor" in problem.message


@pytest.mark.slow
def test_lesson_check_prints_only_its_verdict() -> None:
    """A teacher reads 'ok' and nothing else: no kernel warning about unencrypted traffic."""
    import subprocess
    import sys

    lesson = LESSONS / "polymer-chains-and-chance.md"
    done = subprocess.run([sys.executable, "-m", "chemteach.cli", "lesson", "check", str(lesson)],
                          capture_output=True, text=True, timeout=HANG)
    assert done.returncode == 0, done.stdout + done.stderr
    assert done.stderr == "", done.stderr
    assert done.stdout.startswith(f"{lesson}: ok")



def test_lesson_texts_say_what_the_game_and_the_data_really_do() -> None:
    """Item 9: the Polymer lesson's end rule, argon's missing electronegativity, Mendeleev's
    reason for swapping Te and I, and the Monopoly quiz's grammar."""
    polymer = (LESSONS / "polymer-chains-and-chance.md").read_text(encoding="utf-8")
    assert "First to 40 points wins" not in polymer
    assert "round is played to its end" in polymer
    periodyx = (LESSONS / "periodyx-periodic-trends.md").read_text(encoding="utf-8")
    assert '"N/K" if e.electronegativity' not in periodyx and "none measured" in periodyx
    assert "for the same reason" not in periodyx
    assert "because of their properties" in periodyx and "atomic number was not known" in periodyx
    quiz = (LESSONS / "monopoly-probability.quiz.toml").read_text(encoding="utf-8")
    assert "colour set cost " not in quiz and "colour set costs 600" in quiz


# ----- item 2 of the review: every problem with file, line, key and what is allowed ----------
def test_an_empty_field_is_named_at_its_line_and_a_folder_check_goes_on(
        tmp_path: Path, capsys: pytest.CaptureFixture[str]) -> None:
    lesson = lesson_copy(tmp_path)
    lesson.write_text(lesson.read_text().replace("age: 14-16", "age:"))
    shutil.copy(LESSONS / "polymer-chains-and-chance.md", tmp_path)
    for suffix in (".rules.toml", ".quiz.toml"):
        shutil.copy(LESSONS / f"polymer-chains-and-chance{suffix}", tmp_path)
    assert main(["lesson", "check", "--no-run", str(tmp_path)]) == 1
    out = capsys.readouterr().out
    assert f"{lesson}:{line_of(lesson, 'age:')}: field 'age' is empty; allowed: the students' " \
           "age, e.g. 14-16." in out
    assert "chemteach: age" not in out
    assert f"{tmp_path / 'polymer-chains-and-chance.md'}: ok" in out
    assert "1 of 2 lessons have problems." in out


def test_a_misspelt_field_is_named_at_its_own_line(tmp_path: Path) -> None:
    lesson = lesson_copy(tmp_path)
    lesson.write_text(lesson.read_text().replace("duration:", "durration:"))
    problems = check_lesson(lesson, execute=False)
    at = line_of(lesson, "durration:")
    [unknown] = [p for p in problems if p.line == at]
    assert unknown.message.startswith("unknown field 'durration' (did you mean 'duration'?); "
                                      "allowed: title, game, topic, objectives, age, duration,")
    assert any("no field 'duration'" in p.message for p in problems)


def test_a_field_written_twice_is_reported(tmp_path: Path) -> None:
    lesson = lesson_copy(tmp_path)
    lesson.write_text(lesson.read_text().replace("age: 14-16", "age: 14-16\nage: 12"))
    [problem] = check_lesson(lesson, execute=False)
    first = line_of(lesson, "age: 14-16")
    assert problem.line == first + 1
    assert problem.message == (f"field 'age' is written 2 times (lines {first}, {first + 1}); "
                               "allowed: once.")


def test_a_missing_exit_ticket_names_the_exit_ticket_cell(tmp_path: Path) -> None:
    lesson = lesson_copy(tmp_path)
    lesson.write_text(lesson.read_text().replace('exit_ticket("bond-valence.quiz.toml")',
                                                 'print("no ticket")'))
    [problem] = check_lesson(lesson, execute=False)
    assert problem.line == line_of(lesson, "quiz: ")
    assert "no exit-ticket cell" in problem.message
    assert 'exit_ticket("bond-valence.quiz.toml")' in problem.message


def test_lesson_new_keeps_letters_in_the_file_name_and_the_title_as_typed(
        tmp_path: Path) -> None:
    lesson, rules, quiz = new_lesson("Säuren und Basen", "bond", tmp_path)
    assert lesson.name == "bond-säuren-und-basen.md"
    fields = read_lesson(lesson).fields
    assert fields["topic"] == "Säuren und Basen"
    assert fields["title"] == "Bond!: Säuren und Basen"
    assert rules.name == "bond-säuren-und-basen.rules.toml" and quiz.is_file()
    assert [p for p in check_lesson(lesson, execute=False) if not p.warning] == []


def test_an_untouched_template_is_reported_and_so_is_a_lesson_without_discussion(
        tmp_path: Path, capsys: pytest.CaptureFixture[str]) -> None:
    lesson, _rules, quiz = new_lesson("acids", "bond", tmp_path)
    problems = check_lesson(lesson, execute=False)
    assert problems and all(p.warning for p in problems)
    assert any(p.file == str(lesson) and p.line == line_of(
        lesson, "A question for the class to talk about") for p in problems)
    assert any(p.file == str(quiz) and p.line == 1 for p in problems)
    assert main(["lesson", "check", "--no-run", str(lesson)]) == 0  # warnings only
    assert "warning: this is still the template's placeholder text" in capsys.readouterr().out
    shipped = lesson_copy(tmp_path)
    shipped.write_text(shipped.read_text().replace("## Discussion", "## Talking"))
    [problem] = check_lesson(shipped, execute=False)
    assert "no Discussion section" in problem.message and not problem.warning
    assert problem.line == line_of(shipped, "## Exit ticket")


def test_a_japanese_discussion_heading_counts_as_the_discussion_section(
        tmp_path: Path) -> None:
    shipped = lesson_copy(tmp_path)
    shipped.write_text(shipped.read_text().replace("## Discussion", "## 話し合い"))
    assert [p for p in check_lesson(shipped, execute=False) if not p.warning] == []


def test_lesson_new_refuses_a_folder_that_does_not_exist(
        tmp_path: Path, capsys: pytest.CaptureFixture[str]) -> None:
    missing = tmp_path / "no-such-folder"
    assert main(["lesson", "new", "acids", "--game", "bond", "--folder", str(missing)]) == 2
    assert "there is no such folder" in capsys.readouterr().err
    assert not missing.exists()


# ----- item 3 of the review: what a lesson is about, and the game's rules, in the app -------
def test_the_about_this_lesson_card_shows_the_front_matter(
        monkeypatch: pytest.MonkeyPatch) -> None:
    from chemteach.classroom import setup

    shown: list[str] = []
    monkeypatch.setattr(setup, "_display_html", shown.append)
    setup.about_lesson(LESSONS / "bond-valence.md")
    [card] = shown
    fields = read_lesson(LESSONS / "bond-valence.md").fields
    assert card.startswith('<details class="chemteach-about"><summary><b>About this lesson')
    for key in ("topic", "age", "duration"):
        assert str(fields[key]) in card
    for item in fields["objectives"] + fields["prepare"]:
        assert f"<li>{item}</li>" in card.replace("&#x27;", "'").replace("&quot;", '"')


def test_the_about_card_of_a_lesson_that_cannot_be_read_is_one_sentence(
        tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    from chemteach.classroom import setup

    said: list[str] = []
    monkeypatch.setattr(setup, "_show", said.append)
    setup.about_lesson(tmp_path / "missing.md")
    assert len(said) == 1 and said[0].startswith("The lesson's description cannot be shown")


def test_every_lesson_shows_its_description_and_the_check_says_when_not(
        tmp_path: Path) -> None:
    for path in SHIPPED:
        assert f'about_lesson("{path.name}")' in path.read_text(encoding="utf-8")
    lesson = lesson_copy(tmp_path)
    lesson.write_text(lesson.read_text().replace('about_lesson("bond-valence.md")\n', ""))
    [problem] = check_lesson(lesson, execute=False)
    assert 'about_lesson("bond-valence.md")' in problem.message


def test_a_new_lesson_has_the_games_rules_folded_below_the_game(tmp_path: Path) -> None:
    import jupytext

    for game in sorted(GAMES):
        lesson, _rules, _quiz = new_lesson("rules", game, tmp_path)
        cells = jupytext.reads(lesson.read_text(), fmt="md:myst").cells
        play = next(i for i, c in enumerate(cells) if c.cell_type == "code"
                    and c.source.startswith("play("))
        below = cells[play + 1]
        assert below.cell_type == "markdown" and below.source.startswith("<details>")
        assert "<summary><b>How to play" in below.source
        assert below.source.rstrip().endswith("</details>")
