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
    assert "landing_probabilities()" in text and 'payback_view("3 liquids")' in text
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
    # a new lesson has the print-and-play button, for its own sheet, as the kit's lessons do
    assert f'print_button(lesson="{game}-my-topic.md")' in lesson.read_text(encoding="utf-8")


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
                                      "allowed: title, game, topic, objectives, curriculum, "
                                      "age, duration,")
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


# ----- issue 18, item 16: the front matter is untrusted input ---------------------------------
ALIAS_BOMB = "".join(
    f"l{n}: &l{n} [{', '.join([f'*l{n - 1}'] * 9) if n else 'lol'}]\n" for n in range(9))


def test_yaml_aliases_in_the_front_matter_are_refused_at_their_line(tmp_path: Path) -> None:
    lesson = lesson_copy(tmp_path)
    lesson.write_text(lesson.read_text().replace("age: 14-16\n", "age: 14-16\n" + ALIAS_BOMB))
    assert len(ALIAS_BOMB) < 4_000
    [problem] = check_lesson(lesson, execute=False)
    assert (problem.file, problem.line) == (str(lesson), line_of(lesson, "l0: &l0"))
    assert "anchor or alias" in problem.message and "written out in full" in problem.message


def test_one_alias_in_a_field_never_reaches_the_about_card(
        tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    from chemteach.classroom import setup

    lesson = lesson_copy(tmp_path)
    lesson.write_text(lesson.read_text().replace(
        "age: 14-16\n", "age: &big [" + ", ".join(["x" * 60] * 100) + "]\n").replace(
        "duration: 50 minutes", "duration: [*big, *big, *big, *big]"))
    said: list[str] = []
    monkeypatch.setattr(setup, "_show", said.append)
    monkeypatch.setattr(setup, "_display_html", said.append)
    setup.about_lesson(lesson)
    [message] = said
    assert message.startswith("The lesson's description cannot be shown") and len(message) < 500


def test_the_about_card_is_bounded_whatever_the_fields_hold() -> None:
    from chemteach.classroom.setup import about_card

    card = about_card({"topic": "t" * 100_000, "objectives": ["o" * 1_000] * 10_000,
                       "prepare": [["nested"] * 1_000] * 1_000})
    assert len(card) < 40_000
    assert "ttt" in card and "ooo" in card


def test_a_front_matter_far_too_long_is_refused(tmp_path: Path) -> None:
    lesson = lesson_copy(tmp_path)
    lesson.write_text(lesson.read_text().replace(
        "prepare:\n", "prepare:\n" + "  - a line to prepare\n" * 2_000))
    [problem] = check_lesson(lesson, execute=False)
    assert "front matter is far too long" in problem.message
    assert problem.line == line_of(lesson, "kernelspec") + 4  # its closing '---'


def test_a_front_matter_nested_far_too_deeply_is_refused(tmp_path: Path) -> None:
    lesson = lesson_copy(tmp_path)
    lesson.write_text(lesson.read_text().replace("age: 14-16", "age: " + "[" * 3_000
                                                 + "]" * 3_000))
    [problem] = check_lesson(lesson, execute=False)
    assert (problem.line, "nests lists or tables far too deeply" in problem.message) == (
        line_of(lesson, "age: [[["), True)


# ----- issue 18, item 17: what a check could not read ----------------------------------------
def test_a_number_of_thousands_of_digits_in_the_front_matter_names_its_field(
        tmp_path: Path) -> None:
    lesson = lesson_copy(tmp_path)
    lesson.write_text(lesson.read_text().replace("age: 14-16", "age: " + "9" * 5_000))
    [problem] = check_lesson(lesson, execute=False)
    assert problem.line == line_of(lesson, "age: 999")
    assert problem.message.startswith("field 'age': a number with 5,000 digits; allowed:")


def test_a_date_that_does_not_exist_in_the_front_matter_names_its_field(
        tmp_path: Path) -> None:
    lesson = lesson_copy(tmp_path)
    lesson.write_text(lesson.read_text().replace("age: 14-16", "age: 2024-13-45"))
    [problem] = check_lesson(lesson, execute=False)
    assert problem.line == line_of(lesson, "age: 2024")
    assert problem.message.startswith("field 'age': this value cannot be read")


def test_a_named_pipe_given_as_a_lesson_is_refused_without_waiting(
        tmp_path: Path, capsys: pytest.CaptureFixture[str]) -> None:
    import os
    import threading

    pipe = tmp_path / "bond-pipe.md"
    os.mkfifo(pipe)
    done: list[int] = []
    worker = threading.Thread(target=lambda: done.append(
        main(["lesson", "check", "--no-run", str(pipe)])), daemon=True)
    worker.start()
    worker.join(60)
    if not done:  # unblock the reader so the test run can go on, then fail
        with open(pipe, "wb"):
            pass
        worker.join(10)
    assert done == [1], "the check waited on a named pipe"
    assert f"{pipe}:1: this is not a file" in capsys.readouterr().out


# ----- issue 18, item 18: `lesson new` says what went wrong, never a traceback ----------------
def test_lesson_new_refuses_a_name_far_too_long_in_a_sentence(
        tmp_path: Path, capsys: pytest.CaptureFixture[str]) -> None:
    assert main(["lesson", "new", "a" * 300, "--game", "bond", "--folder", str(tmp_path)]) == 2
    err = capsys.readouterr().err
    assert err.startswith("chemteach: the lesson name is 300 characters long; allowed: a few "
                          "words, at most 60 characters")
    assert "Traceback" not in err and list(tmp_path.iterdir()) == []


def test_lesson_new_with_the_longest_name_of_wide_letters_writes_its_files(
        tmp_path: Path) -> None:
    name = "\U00020000" * 60  # a letter of 4 bytes in UTF-8: 240 bytes, more than some file
    lesson, rules, quiz = new_lesson(name, "periodyx", tmp_path)  # systems' names hold
    assert all(len(p.name.encode()) <= 255 for p in (lesson, rules, quiz))
    assert read_lesson(lesson).fields["topic"] == name


def test_lesson_new_into_a_folder_it_cannot_write_says_so_and_leaves_nothing(
        tmp_path: Path, capsys: pytest.CaptureFixture[str]) -> None:
    assert main(["lesson", "new", "acids", "--game", "bond", "--folder", "/proc"]) == 2
    err = capsys.readouterr().err
    assert err.startswith("chemteach: --folder /proc: cannot write bond-acids.md there (")
    assert "allowed: a folder of yours that you can write to." in err
    assert "Traceback" not in err
    assert not Path("/proc/bond-acids.md").exists()


# ----- issue 18, item 19: the students' About card holds nothing meant for the teacher --------
def test_the_about_card_of_every_lesson_has_no_note_for_the_teacher(tmp_path: Path) -> None:
    from chemteach.classroom.setup import about_card

    made = [new_lesson("acids", game, tmp_path)[0] for game in sorted(GAMES)]
    for path in SHIPPED + made:
        card = about_card(read_lesson(path).fields)
        assert "chemteach lesson" not in card, path.name
        assert f"chemteach lesson check {path.name}" in " ".join(path.read_text().split())


def test_a_teachers_command_in_a_field_on_the_card_is_a_warning_at_its_line(
        tmp_path: Path) -> None:
    lesson = lesson_copy(tmp_path)
    lesson.write_text(lesson.read_text().replace(
        "prepare:\n", "prepare:\n  - Run `chemteach lesson check bond-valence.md` first.\n"))
    [problem] = check_lesson(lesson, execute=False)
    assert problem.warning and problem.line == line_of(lesson, "Run `chemteach lesson check")
    assert "field 'prepare' is shown to the students on the About card" in problem.message


# ----- issue 18, item 17: the lesson's seats and rules checked against its game ---------------
def test_a_seat_name_near_a_bot_level_is_flagged_with_did_you_mean(tmp_path: Path) -> None:
    lesson = lesson_copy(tmp_path)
    lesson.write_text(lesson.read_text().replace('play(["Ada", "easy", "medium"]',
                                                 'play(["Ada", "medium", "meduim"]'))
    [problem] = check_lesson(lesson, execute=False)
    assert (problem.file, problem.line) == (str(lesson), line_of(lesson, '"meduim"'))
    assert problem.message.startswith("seat 'meduim' is a person's name, so the class would "
                                      "wait for that person to move (did you mean the bot "
                                      "'medium'?)")
    lesson.write_text(lesson.read_text().replace('"meduim"', '"Medium 2"'))
    assert check_lesson(lesson, execute=False) == []  # a bot, numbered


def test_too_many_seats_for_the_game_are_flagged_at_the_play_line(tmp_path: Path) -> None:
    lesson = lesson_copy(tmp_path)
    lesson.write_text(lesson.read_text().replace('play(["Ada", "easy", "medium"]',
                                                 'play(["Ada"] + ["easy"] * 9'))
    assert check_lesson(lesson, execute=False) == []  # not written out: not guessed
    lesson.write_text(lesson.read_text().replace('play(["Ada"] + ["easy"] * 9',
                                                 'play(["Ada", "Ben", "Cy", "Di", "Ed", "Flo", '
                                                 '"Gus", "Hal", "Ivy"]'))
    [problem] = check_lesson(lesson, execute=False)
    assert problem.line == line_of(lesson, 'play(["Ada", "Ben"')
    assert "play() has 9 seats; allowed: 2 to" in problem.message


def test_a_deck_too_small_to_deal_for_the_lessons_seats_is_found_without_running(
        tmp_path: Path, capsys: pytest.CaptureFixture[str]) -> None:
    lesson = lesson_copy(tmp_path)
    rules = tmp_path / "bond-valence.rules.toml"
    rules.write_text(rules.read_text() + "\n[deck]\nH = 4\nC = 4\nO = 4\nN = 2\nF = 0\n"
                     "ring = 0\nHe = 0\nNe = 0\nAr = 0\nKr = 0\n")
    assert main(["lesson", "check", "--no-run", str(lesson)]) == 1
    out = capsys.readouterr().out
    assert f"{rules}:{line_of(rules, '[deck]')}: key 'deck': the deck has" in out
    assert (f"for the 3 seats of play() on line {line_of(lesson, 'play([')} of the lesson"
            in out)


def test_every_mistake_of_a_rules_file_is_reported_at_its_line_with_did_you_mean(
        tmp_path: Path) -> None:
    lesson = lesson_copy(tmp_path)
    rules = tmp_path / "bond-valence.rules.toml"
    rules.write_text(rules.read_text().replace("rounds = 2", "rouns = 2").replace(
        'molecules = "any"', 'molecules = "known ones"') + "\n[deck]\nh = 3\nC = -1\n")
    problems = check_lesson(lesson, execute=False)
    assert [(p.file, p.line) for p in problems] == [
        (str(rules), line_of(rules, "rouns")), (str(rules), line_of(rules, "molecules =")),
        (str(rules), line_of(rules, "h = 3")), (str(rules), line_of(rules, "C = -1"))]
    rouns, molecules, h, c = (p.message for p in problems)
    assert rouns.startswith("key 'rouns': this is not a rule of bond (did you mean 'rounds'?)")
    assert molecules.startswith("key 'molecules': got 'known ones' (did you mean 'known'?); "
                                "allowed: one of 'any', 'hint book', 'known'.")
    assert h.startswith("key 'deck.h': not a known entry (did you mean 'H'?); allowed: the keys")
    assert c.startswith("key 'deck.C': got -1; allowed:")


def test_every_mistake_of_a_quiz_file_is_reported_at_its_line_with_did_you_mean(
        tmp_path: Path) -> None:
    lesson = lesson_copy(tmp_path)
    quiz = tmp_path / "bond-valence.quiz.toml"
    text = quiz.read_text()
    text = text.replace('answer = "2"', 'anwser = "2"', 1)
    text = text.replace("explanation =", "explenation =", 1)
    quiz.write_text("titel = 'Ticket'\n" + text)
    problems = check_lesson(lesson, execute=False)
    assert [p.file for p in problems] == [str(quiz)] * 4
    assert [p.line for p in problems] == [1, line_of(quiz, "anwser ="),
                                          line_of(quiz, "explenation ="),
                                          line_of(quiz, "[[question]]")]
    titel, anwser, explenation, missing = (p.message for p in problems)
    assert titel.startswith("key 'titel': this is not a key of a quiz file (did you mean "
                            "'title'?)")
    assert anwser.startswith("key 'question[1].anwser': this is not a key of a question (did "
                             "you mean 'answer'?)")
    assert "(did you mean 'explanation'?)" in explenation
    assert missing.startswith("key 'question[1].answer': missing; allowed: exactly one of")


def test_a_quiz_file_far_too_big_is_refused_once_without_being_read_whole(
        tmp_path: Path) -> None:
    lesson = lesson_copy(tmp_path)
    quiz = tmp_path / "bond-valence.quiz.toml"
    with quiz.open("a") as file:
        file.truncate(2_000_000_000)  # a sparse file of 2 GB: reading it whole would hurt
    [problem] = check_lesson(lesson, execute=False)
    assert problem.file == str(quiz) and "far too big" in problem.message
