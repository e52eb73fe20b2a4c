"""Lesson plans a teacher trusts (issue 19, items 8-10): every lesson links curriculum codes
that the kit's curriculum file knows, and gives prior knowledge, misconceptions (with how
the game brings each out), support, stretch and the discussion answers, all checked by
`lesson check` and shown in the teacher's notes; `chemteach lesson preview` serves a
lesson as the student's app on this computer only."""

from __future__ import annotations

import os
import re
import shutil
import subprocess
import time
import urllib.error
import urllib.request
from pathlib import Path

import pytest

from chemteach.classroom.curriculum import (
    CURRICULUM_FILE,
    curriculum,
    link_problems,
    read_curriculum,
)
from chemteach.classroom.lessons import FIELDS, check_lesson, new_lesson, read_lesson
from chemteach.classroom.notes import teacher_notes_html
from chemteach.cli import main
from chemteach.core.errors import RulesError
from chemteach.core.language import speaking
from chemteach.server_config import CONFIG_DIR

from ..browser.conftest import stop_group
from ..conftest import HANG, REPO_ROOT, jupyter_env
from .test_lessons import lesson_copy, line_of

LESSONS = REPO_ROOT / "notebooks" / "lessons"
JA_LESSONS = REPO_ROOT / "notebooks" / "ja" / "lessons"
SHIPPED = sorted(p for folder in (LESSONS, JA_LESSONS) for p in folder.glob("*.md")
                 if p.name != "README.md")
PLAN_FIELDS = ("curriculum", "prior_knowledge", "misconceptions", "support", "stretch",
               "answers")


# ----- the curriculum file --------------------------------------------------------------------
def test_the_curriculum_files_codes_are_well_formed() -> None:
    """Every framework names itself in English and Japanese, says where its codes are
    published, and every code has its framework's form and a one-line title; England, the US
    and Japan are all there."""
    frameworks = read_curriculum(CURRICULUM_FILE)
    assert {"ks3-science", "aqa-8462", "ocr-j248", "ngss", "jp-chugaku-rika",
            "jp-kagaku-kiso"} <= set(frameworks)
    assert {f.country for f in frameworks.values()} == {"England", "US", "Japan"}
    for framework in frameworks.values():
        assert framework.source.startswith("https://"), framework.key
        assert re.search(r"[\u3040-\u30ff\u4e00-\u9fff]", framework.name_ja), framework.key
        for code, title in framework.codes.items():
            assert re.fullmatch(framework.pattern, code), (framework.key, code)
            assert title.strip() and "\n" not in title, (framework.key, code)
    assert frameworks["aqa-8462"].codes["4.2.1.4"] == "Covalent bonding"
    assert frameworks["ngss"].codes["HS-PS1-1"].startswith("Use the periodic table as a model")
    assert frameworks["jp-kagaku-kiso"].codes["(2)"] == "物質の構成"


def test_a_curriculum_file_with_a_malformed_code_is_refused(tmp_path: Path) -> None:
    bad = tmp_path / "curriculum.toml"
    bad.write_text(CURRICULUM_FILE.read_text(encoding="utf-8").replace(
        '"4.2.1.4" = "Covalent bonding"', '"4.2.1.4b" = "Covalent bonding"'), encoding="utf-8")
    with pytest.raises(RulesError, match=r"framework 'aqa-8462', code '4\.2\.1\.4b'"):
        read_curriculum(bad)


# ----- every shipped lesson -------------------------------------------------------------------
@pytest.mark.parametrize("path", SHIPPED, ids=lambda p: f"{p.parent.parent.name}/{p.stem}")
def test_every_shipped_lesson_has_its_plan_and_passes_the_check(path: Path) -> None:
    fields = read_lesson(path).fields
    for field in PLAN_FIELDS:
        assert fields.get(field), f"{path.name} has no {field}"
    assert link_problems(fields["curriculum"]) == []
    countries = {curriculum()[key].country for key in fields["curriculum"]}
    assert countries == {"England", "US", "Japan"}, path.name
    assert check_lesson(path, execute=False) == []


@pytest.mark.parametrize("path", SHIPPED, ids=lambda p: f"{p.parent.parent.name}/{p.stem}")
def test_the_teacher_notes_cell_is_lab_only_and_names_its_own_lesson(path: Path) -> None:
    import jupytext

    cells = [c for c in jupytext.read(path).cells
             if c.cell_type == "code" and "teacher_notes(" in c.source]
    assert len(cells) == 1 and "lab-only" in cells[0].metadata.get("tags", [])
    assert f'teacher_notes("{path.name}")' in cells[0].source


def test_the_japanese_twin_links_the_same_codes() -> None:
    for english in sorted(LESSONS.glob("*-*.md")):
        japanese = JA_LESSONS / english.name
        assert (read_lesson(english).fields["curriculum"]
                == read_lesson(japanese).fields["curriculum"]), english.name


# ----- lesson check ---------------------------------------------------------------------------
def test_lesson_check_refuses_an_unknown_curriculum_code_naming_file_key_and_close_match(
        tmp_path: Path, capsys: pytest.CaptureFixture[str]) -> None:
    lesson = lesson_copy(tmp_path)
    lesson.write_text(lesson.read_text().replace('ngss: ["MS-PS1-1", "HS-PS1-1"]',
                                                 'ngss: ["MS-PS1-1", "HS-PSI-1"]'))
    [problem] = check_lesson(lesson, execute=False)
    assert problem.file == str(lesson) and problem.line == line_of(lesson, "HS-PSI-1")
    assert not problem.warning
    message = problem.message
    assert "key 'ngss'" in message and "no code 'HS-PSI-1'" in message
    assert "did you mean 'HS-PS1-1'?" in message
    assert "allowed: MS-PS1-1, MS-PS1-3, HS-PS1-1" in message
    assert "curriculum.toml" in message
    assert main(["lesson", "check", "--no-run", str(lesson)]) == 1
    assert f"{lesson}:{problem.line}: field 'curriculum'" in capsys.readouterr().out


def test_lesson_check_refuses_an_unknown_framework_with_a_close_match(tmp_path: Path) -> None:
    lesson = lesson_copy(tmp_path)
    lesson.write_text(lesson.read_text().replace("aqa-8462:", "aqa-8461:"))
    [problem] = check_lesson(lesson, execute=False)
    assert problem.line == line_of(lesson, "aqa-8461")
    assert "no framework 'aqa-8461' (did you mean 'aqa-8462'?)" in problem.message
    assert "jp-kagaku-kiso" in problem.message  # what is allowed


def test_a_code_written_as_a_number_is_told_to_be_quoted() -> None:
    [(_where, message)] = link_problems({"ocr-j248": [2.2]})
    assert "not written as text" in message and '"C1.1"' in message


def test_lesson_check_refuses_a_lesson_without_misconceptions(tmp_path: Path) -> None:
    lesson = lesson_copy(tmp_path)
    text = lesson.read_text()
    start = text.index("misconceptions:\n")
    lesson.write_text(text[:start] + text[text.index("support:\n"):])
    [problem] = check_lesson(lesson, execute=False)
    assert "no field 'misconceptions'" in problem.message
    assert "'in_the_game:' (how the game brings it out)" in problem.message


def test_a_misconception_without_how_the_game_brings_it_out_is_refused(tmp_path: Path) -> None:
    lesson = lesson_copy(tmp_path)
    text = lesson.read_text()
    first = re.search(r"    in_the_game: .*\n", text)
    lesson.write_text(text[:first.start()] + text[first.end():])
    [problem] = check_lesson(lesson, execute=False)
    assert problem.line == line_of(lesson, "misconceptions:")
    assert "item 1: no text for 'in_the_game'" in problem.message


@pytest.mark.parametrize("field", ["prior_knowledge", "support", "stretch", "answers"])
def test_an_empty_plan_field_is_refused_at_its_line(tmp_path: Path, field: str) -> None:
    lesson = lesson_copy(tmp_path)
    text = lesson.read_text()
    block = re.search(rf"^{field}:\n(  - .*\n)+", text, flags=re.M)
    lesson.write_text(text[:block.start()] + f"{field}: []\n" + text[block.end():])
    [problem] = check_lesson(lesson, execute=False)
    assert problem.line == line_of(lesson, f"{field}: []")
    assert f"field '{field}' is empty" in problem.message


def test_one_answer_for_each_discussion_question(tmp_path: Path) -> None:
    lesson = lesson_copy(tmp_path)
    text = lesson.read_text()
    last = text.index('  - "Valence counts bonds only')
    lesson.write_text(text[:last] + text[text.index("\n", last) + 1:])
    [problem] = check_lesson(lesson, execute=False)
    assert problem.line == line_of(lesson, "answers:")
    assert "3 answers for 4 discussion questions" in problem.message


# ----- the teacher's notes --------------------------------------------------------------------
def test_the_teacher_notes_show_the_links_with_their_titles_and_the_plan() -> None:
    fields = read_lesson(LESSONS / "bond-valence.md").fields
    page = teacher_notes_html(fields)
    assert "England: AQA GCSE Chemistry (8462)" in page
    assert "<b>4.2.1.4</b> Covalent bonding" in page
    assert "<b>HS-PS1-1</b>" in page and "<b>(2)(イ)</b>" in page
    for heading in ("Curriculum links", "Prior knowledge", "Common misconceptions",
                    "Support", "Stretch", "Answers to the discussion"):
        assert f"<h4>{heading}</h4>" in page
    assert "In the game:" in page and "ring of six nitrogens" in page
    assert page.count("<li>", page.index("Answers to the discussion")) == 4


def test_the_japanese_teacher_notes_speak_japanese() -> None:
    fields = read_lesson(JA_LESSONS / "bond-valence.md").fields
    with speaking("ja"):
        page = teacher_notes_html(fields)
    assert "日本：高等学校学習指導要領（平成30年告示）化学基礎" in page
    assert "物質の構成：物質と化学結合" in page
    assert "Curriculum links" not in page and "Answers to the discussion" not in page


def test_the_notes_escape_what_the_front_matter_holds() -> None:
    page = teacher_notes_html({"support": ["<script>alert(1)</script>"],
                               "misconceptions": [{"idea": "<b>", "in_the_game": "&"}]})
    assert "<script>" not in page and "&lt;script&gt;" in page and "&amp;" in page


# ----- lesson new -----------------------------------------------------------------------------
def test_a_new_lesson_has_every_field_and_its_plan_placeholders_are_warnings(
        tmp_path: Path) -> None:
    lesson, _rules, _quiz = new_lesson("acids", "bond", tmp_path)
    fields = read_lesson(lesson).fields
    assert set(FIELDS) <= set(fields)
    problems = check_lesson(lesson, execute=False)
    assert problems and all(p.warning for p in problems)
    for text in ("Replace this link", "What the students should know already",
                 "A wrong idea students often hold", "A harder task",
                 "The answer to discussion question 2"):
        assert any(p.line == line_of(lesson, text) for p in problems), text
    assert 'teacher_notes("bond-acids.md")' in lesson.read_text()


# ----- lesson preview -------------------------------------------------------------------------
def caught_preview(monkeypatch: pytest.MonkeyPatch, *argv: str) -> dict:
    """What `chemteach lesson preview ARGV` runs (its subprocess call caught, not run)."""
    from chemteach.classroom import preview

    caught: dict = {}
    monkeypatch.setattr(preview.subprocess, "call", lambda cmd, cwd, env: caught.update(
        cmd=list(cmd), cwd=Path(cwd), env=dict(env)) or 0)
    assert main(["lesson", "preview", *argv]) == 0
    return caught


def test_preview_starts_the_class_server_on_the_lessons_app_on_this_computer_only(
        monkeypatch: pytest.MonkeyPatch, capsys: pytest.CaptureFixture[str]) -> None:
    monkeypatch.chdir(REPO_ROOT)
    run = caught_preview(monkeypatch, "bond-valence", "--port", "8891")
    cmd = run["cmd"]
    assert cmd[1:4] == ["-m", "jupyter", "lab"] and run["cwd"] == REPO_ROOT
    assert f"--ServerApp.root_dir={REPO_ROOT}" in cmd
    assert "--LabApp.default_url=/voila/render/notebooks/lessons/bond-valence.md" in cmd
    assert [a for a in cmd if "default_url" in a] == [
        "--LabApp.default_url=/voila/render/notebooks/lessons/bond-valence.md"]
    assert "--ServerApp.ip=127.0.0.1" in cmd and "--ServerApp.port=8891" in cmd
    assert "--no-browser" not in cmd  # it opens the app
    [token] = [a.split("=", 1)[1] for a in cmd if a.startswith("--IdentityProvider.token=")]
    assert len(token) >= 32
    assert run["env"]["JUPYTER_CONFIG_PATH"].split(os.pathsep)[0] == str(CONFIG_DIR)
    out = capsys.readouterr().out
    assert (f"http://127.0.0.1:8891/voila/render/notebooks/lessons/bond-valence.md"
            f"?token={token}") in out


def test_preview_of_a_japanese_lesson_and_of_a_lesson_file_elsewhere(
        monkeypatch: pytest.MonkeyPatch, tmp_path: Path) -> None:
    monkeypatch.chdir(REPO_ROOT)
    run = caught_preview(monkeypatch, "bond-valence", "--lang", "ja", "--no-browser")
    assert "--LabApp.default_url=/voila/render/notebooks/ja/lessons/bond-valence.md" in run["cmd"]
    assert "--no-browser" in run["cmd"]
    mine = lesson_copy(tmp_path)  # a teacher's own lesson, outside the kit's folder
    monkeypatch.chdir(REPO_ROOT / "chemteach")
    run = caught_preview(monkeypatch, str(mine), "--no-browser")
    assert run["cwd"] == tmp_path.resolve()
    assert "--LabApp.default_url=/voila/render/bond-valence.md" in run["cmd"]


def test_the_preview_commands_of_the_teachers_page_build_the_app_server(
        monkeypatch: pytest.MonkeyPatch, tmp_path: Path) -> None:
    """docs/teachers.md's `lesson preview` block (marked tested-by this file): each line,
    run from the kit's folder, serves the lesson it names (a lesson file of your own: a
    copy of a shipped one), without starting anything."""
    page = (REPO_ROOT / "docs" / "teachers.md").read_text(encoding="utf-8")
    block = re.search(r"```bash tested-by=tests/classroom/test_lesson_plans\.py\n(.*?)```",
                      page, flags=re.S).group(1)
    lines = [line.split("#")[0].split() for line in block.splitlines() if line.strip()]
    assert lines and all(line[:3] == ["chemteach", "lesson", "preview"] for line in lines)
    mine = tmp_path / "my-lessons"
    mine.mkdir()
    monkeypatch.chdir(tmp_path)
    acids = lesson_copy(mine)
    acids.rename(mine / "bond-acids.md")
    for line in lines:
        target = line[3]
        if target.endswith(".md"):  # a file of your own, relative to where you run it
            monkeypatch.chdir(tmp_path)
            expected = "/voila/render/my-lessons/bond-acids.md"
        else:
            monkeypatch.chdir(REPO_ROOT)
            lang = "ja/" if "ja" in line else ""
            expected = f"/voila/render/notebooks/{lang}lessons/{target}.md"
        run = caught_preview(monkeypatch, *line[3:], "--no-browser")
        assert f"--LabApp.default_url={expected}" in run["cmd"], line


def test_preview_of_an_unknown_lesson_names_the_lessons(
        monkeypatch: pytest.MonkeyPatch, capsys: pytest.CaptureFixture[str]) -> None:
    monkeypatch.chdir(REPO_ROOT)
    assert main(["lesson", "preview", "bond-valance"]) == 2
    err = capsys.readouterr().err
    assert "no lesson 'bond-valance' (did you mean 'bond-valence'?)" in err
    assert "monopoly-probability" in err


@pytest.mark.slow
def test_preview_serves_the_lesson_as_the_students_app_without_the_teachers_notes(
        monkeypatch: pytest.MonkeyPatch, tmp_path: Path) -> None:
    """The command preview builds, run: the app page of the lesson comes back with its
    game and without the lab-only notes (no curriculum links, no answers); without the
    token the server refuses."""
    root = tmp_path / "kit"
    shutil.copytree(LESSONS, root / "notebooks" / "lessons")
    for name, value in jupyter_env(tmp_path / "jupyter").items():
        monkeypatch.setenv(name, value)
    monkeypatch.setenv("PYTHONPATH", os.pathsep.join([str(REPO_ROOT),
                                                       os.environ.get("PYTHONPATH", "")]))
    monkeypatch.chdir(root)
    run = caught_preview(monkeypatch, "polymer-chains-and-chance", "--no-browser")
    port = next(a.split("=")[1] for a in run["cmd"] if a.startswith("--ServerApp.port="))
    token = next(a.split("=", 1)[1] for a in run["cmd"]
                 if a.startswith("--IdentityProvider.token="))
    base = f"http://127.0.0.1:{port}"
    log = (tmp_path / "server.log").open("wb")
    process = subprocess.Popen(run["cmd"], cwd=run["cwd"], env=run["env"], stdout=log,
                               stderr=subprocess.STDOUT, stdin=subprocess.DEVNULL,
                               start_new_session=True)
    try:
        deadline = time.monotonic() + HANG
        while True:
            assert process.poll() is None, (tmp_path / "server.log").read_text()[-2000:]
            try:
                with urllib.request.urlopen(f"{base}/api/status?token={token}", timeout=HANG):
                    break
            except (urllib.error.URLError, ConnectionError, TimeoutError):
                assert time.monotonic() < deadline, "the preview server did not start"
                time.sleep(0.25)
        address = "/voila/render/notebooks/lessons/polymer-chains-and-chance.md"
        try:  # no token, no page: refused, or sent to the log-in page
            with urllib.request.urlopen(f"{base}{address}", timeout=HANG) as reply:
                assert "/login" in reply.geturl(), reply.geturl()
        except urllib.error.HTTPError as refused:
            assert refused.code in (401, 403), refused.code
        with urllib.request.urlopen(f"{base}{address}?token={token}", timeout=HANG) as reply:
            assert reply.status == 200
            page = reply.read().decode()
        assert "Polymer Chains: chains, branching and chance" in page
        for hidden in ("Notes for the teacher", "teacher_notes", "Curriculum links",
                       "MS-PS1-3", "6/36 × 5/35", "drawing without replacement"):
            assert hidden not in page, hidden
    finally:
        stop_group(process)
        log.close()


def test_only_the_teacher_notes_cell_may_be_a_lab_only_code_cell(tmp_path: Path) -> None:
    """The app skips lab-only cells: a lab-only cell that defines what later cells use would
    break the app, so `lesson check` allows only the cell that shows the teacher's notes."""
    lesson = lesson_copy(tmp_path)
    text = lesson.read_text()
    lesson.write_text(text.replace('teacher_notes("bond-valence.md")',
                                   'teacher_notes("bond-valence.md")\nrules = None'))
    [problem] = check_lesson(lesson, execute=False)
    assert "tagged lab-only, so the student app skips it" in problem.message
    fence = [i for i, row in enumerate(lesson.read_text().splitlines(), 1)
             if row.startswith("```{code-cell}")]
    assert problem.line in fence
