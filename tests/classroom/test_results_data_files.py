"""Class results of games played on a teacher's own data files (issue 18): the teacher passes
the files (`--board FILE`, `read_class(files=...)`), since a save never makes the kit open a
path it names; a file not passed, or not the one played on, is named on the row with what
to pass."""

from __future__ import annotations

import json
from pathlib import Path

import pytest

from chemteach.classroom import results_view
from chemteach.classroom.results import OK, read_class, read_file
from chemteach.cli import main
from chemteach.core.errors import SaveFileError
from chemteach.core.language import speaking
from chemteach.core.save import dumps


@pytest.fixture
def board(tmp_path: Path) -> Path:
    """A teacher's board file (a copy of the kit's board) outside the class folder."""
    from chemteach.games.monopoly import engine

    own = tmp_path / "teacher" / "our-board.toml"
    own.parent.mkdir()
    own.write_bytes(Path(engine.__file__).with_name("board.toml").read_bytes())
    return own


@pytest.fixture
def folder(tmp_path: Path, board: Path) -> Path:
    """A class folder: a Monopoly game on the teacher's board and one on the kit's own."""
    from chemteach.games.monopoly import GAME

    class_folder = tmp_path / "class"
    class_folder.mkdir()
    for file, rules in (("own-board.json", {"board_file": str(board)}), ("kit-board.json", {})):
        game = GAME(["Ada", "Ben"], rules, seed=5)
        for _i in range(30):
            (p,) = game.to_move()
            game.apply(p, game.legal_actions(p)[0])
        (class_folder / file).write_text(dumps(game))
    return class_folder


def test_results_name_the_board_file_a_save_needs_and_how_to_pass_it(folder: Path) -> None:
    rows = {r.file: r for r in read_class(folder).rows}
    assert rows["kit-board.json"].status == OK
    row = rows["own-board.json"]
    assert row.status == "not checked (needs the board file)" and row.problem == "data file"
    assert "our-board.toml" in row.reason and "--board FILE" in row.reason
    assert "files={'board_file': FILE}" in row.reason
    assert row.game == "monopoly" and row.names == ["Ada", "Ben"]  # whose it claims to be
    with speaking("ja"):
        japanese = read_file(folder / "own-board.json")
    assert "--board" in japanese.reason and "needs" not in japanese.status


def test_results_check_a_save_against_the_board_file_the_teacher_passes(
        folder: Path, board: Path) -> None:
    results = read_class(folder, files={"board_file": board})
    assert [(r.file, r.status) for r in results.rows] == [("kit-board.json", OK),
                                                          ("own-board.json", OK)]
    row = read_file(folder / "own-board.json", files={"board_file": str(board)})
    assert row.ok and row.details is not None and row.details.worth


def test_results_say_when_the_board_file_passed_is_not_the_one_played_on(
        folder: Path, board: Path) -> None:
    other = board.with_name("last-year.toml")
    other.write_text(board.read_text(encoding="utf-8") + "\n# last year's\n", encoding="utf-8")
    rows = {r.file: r for r in read_class(folder, files={"board_file": other}).rows}
    assert rows["kit-board.json"].status == OK
    row = rows["own-board.json"]
    assert row.status == "not checked (another board file)"
    assert "last-year.toml" in row.reason and "our-board.toml" in row.reason
    assert "--board FILE" in row.reason


def test_results_command_takes_the_board_decks_and_questions_files(
        folder: Path, board: Path, capsys: pytest.CaptureFixture[str]) -> None:
    assert main(["results", str(folder)]) == 0
    printed = capsys.readouterr().out
    assert "own-board.json: This game was played on a board file" in printed
    assert "--board" in printed
    assert main(["results", str(folder), "--board", str(board), "--csv",
                 str(folder.parent / "class.csv")]) == 0
    printed = capsys.readouterr().out
    assert "played on a board file" not in printed, printed
    text = (folder.parent / "class.csv").read_text(encoding="utf-8-sig")
    assert text.count(",ok,") == 2, text
    for option in ("--decks", "--questions"):
        assert main(["results", str(folder), option, str(folder / "nowhere.toml")]) == 2
        assert "nowhere.toml" in capsys.readouterr().err


def test_read_class_refuses_a_data_file_it_cannot_use_before_reading_the_class(
        folder: Path, board: Path) -> None:
    with pytest.raises(SaveFileError, match="board_file, decks_file, questions_file"):
        read_class(folder, files={"board": board})
    with pytest.raises(SaveFileError, match="--board"):
        read_class(folder, files={"board_file": folder})  # a folder is no board file


def test_a_saves_own_board_path_is_never_opened_by_the_results(
        folder: Path, board: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    """The save names the board's path; the results read only the file the teacher passes."""
    data = json.loads((folder / "own-board.json").read_text())
    planted = folder.parent / "planted-board.toml"
    planted.write_bytes(board.read_bytes())
    data["rules"]["board_file"] = str(planted)
    (folder / "own-board.json").write_text(json.dumps(data))
    planted.unlink()  # were the save's path opened, the row would say it is missing
    row = read_file(folder / "own-board.json", files={"board_file": board})
    assert row.status == OK, row.reason
    assert not any("planted" in note for note in results_view.row_notes(row))
