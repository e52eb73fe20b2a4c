"""`chemteach results FOLDER`: every handed-in file gives one row, a loaded game or the reason
it is refused (issue 12, "Results that teachers read")."""

from __future__ import annotations

import csv
import datetime as dt
import html
import json
import os
from pathlib import Path

import pytest

from chemteach.classroom import results_view
from chemteach.classroom.results import (
    CSV_COLUMNS,
    OK,
    BondDetails,
    MonopolyDetails,
    PeriodyxDetails,
    PolymerDetails,
    read_class,
    read_file,
)
from chemteach.classroom.sample import (
    EDITED,
    SAMPLE_CLASS,
    TRUNCATED,
    class_of,
    edit_last_move,
    play,
    truncate,
    write_foreign,
    write_games,
)
from chemteach.cli import main
from chemteach.core.save import dumps, load_save

from ..conftest import HANG

REPO = Path(__file__).resolve().parents[2]
SAMPLE = REPO / "notebooks" / "teacher" / "sample_class"


@pytest.fixture(scope="module")
def folder(tmp_path_factory: pytest.TempPathFactory) -> Path:
    """A class folder: one full game of each of the four games, and what else gets handed in:
    an edited save, a truncated one, one whose move was changed, a picture, an empty file,
    another program's JSON, a notebook and a hidden file."""
    root = tmp_path_factory.mktemp("class")
    saves = write_games(root, class_of(4))
    polymer, periodyx = saves[0], saves[1]
    edit_last_move(polymer, root / "edited.json")
    truncate(periodyx, root / "cut.json")
    data = json.loads(polymer.read_text())
    data["actions"][2]["action"]["cell"] = [40, 40]  # a cell no piece touches
    (root / "wrong-move.json").write_text(json.dumps(data))
    write_foreign(root)
    (root / "homework.ipynb").write_text(json.dumps({"nbformat": 4, "cells": [],
                                                    "metadata": {}, "nbformat_minor": 5}))
    (root / ".DS_Store").write_bytes(b"\0\0\0\1Bud1")
    sub = root / "Ada Lovelace_1234_assignsubmission_file_"
    sub.mkdir()
    (sub / "notes.txt").write_text("my notes")
    return root


def by_file(folder: Path) -> dict[str, object]:
    return {row.file: row for row in read_class(folder).rows}


def test_results_give_one_row_per_file_nothing_dropped_silently(folder: Path) -> None:
    results = read_class(folder)
    files = sorted(p.relative_to(folder).as_posix() for p in folder.rglob("*")
                   if p.is_file() and p.name != ".DS_Store")
    assert [r.file for r in results.rows] == files
    assert results.hidden == [".DS_Store"]
    assert ".DS_Store" in results.summary()
    assert len(results.ok) == 4


def test_results_of_real_saves_of_all_four_games(folder: Path) -> None:
    rows = [r for r in read_class(folder).rows if r.ok]
    assert sorted(r.game for r in rows) == ["bond", "monopoly", "periodyx", "polymer"]
    for row in rows:
        game = load_save(folder / row.file)
        assert row.status == OK and row.reason == ""
        assert row.names == game.names
        assert list(row.scores) == game.scores()
        assert row.finished and game.is_over()
        assert row.winner_text() == ", ".join(game.names[p] for p in game.winners())
        assert row.moves == len(game.history)
        assert row.house_rules == tuple(game.house_rules())
        assert row.length


def test_results_mark_bots_as_bots(folder: Path) -> None:
    row = next(r for r in read_class(folder).rows if r.ok and r.game == "bond")
    assert [(p.name, p.bot) for p in row.players] == [
        ("Chloe", None), ("medium", "medium"), ("medium 2", "medium")]
    assert row.players[1].label() == "medium (bot)"


def test_results_date_from_the_file_name_else_the_file_time(folder: Path) -> None:
    rows = by_file(folder)
    saved = next(r for r in rows.values() if r.ok and r.game == "polymer")
    assert saved.date_from == "file name" and saved.date == dt.datetime(2026, 11, 30, 9, 0)
    os.utime(folder / "settings.json", (0, 86400 * 365))
    other = read_file(folder / "settings.json", folder)
    assert other.date_from == "file time"
    assert other.date == dt.datetime.fromtimestamp(86400 * 365)


def test_results_house_rules_are_listed(folder: Path) -> None:
    bond = next(r for r in read_class(folder).rows if r.ok and r.game == "bond")
    assert bond.house_rules == ("turn_limit = 20",)


@pytest.mark.parametrize(("file", "problem", "status"), [
    ("edited.json", "edited", "edited (digest mismatch)"),
    ("cut.json", "truncated", "truncated"),
    ("wrong-move.json", "edited", "edited (move 3)"),
    ("screenshot.png", "not a save", "not a save (PNG)"),
    ("empty.json", "empty", "empty file"),
    ("settings.json", "not a save", "not a save (other JSON)"),
    ("homework.ipynb", "not a save", "not a save (a notebook)"),
    ("Ada Lovelace_1234_assignsubmission_file_/notes.txt", "not a save",
     "not a save (not JSON)"),
])
def test_results_refuse_each_bad_file_with_its_reason(folder: Path, file: str, problem: str,
                                                      status: str) -> None:
    row = by_file(folder)[file]
    assert (row.problem, row.status) == (problem, status)
    assert not row.ok and row.reason  # a sentence saying why
    assert not row.scores and row.winner_text() == ""


def test_results_edited_and_truncated_saves_still_say_whose_they_are(folder: Path) -> None:
    rows = by_file(folder)
    assert rows["edited.json"].game == "polymer"
    assert rows["edited.json"].names == ["Ada", "medium", "hard"]
    assert "edited by hand" in rows["edited.json"].reason
    assert rows["cut.json"].game == "periodyx" and rows["cut.json"].names[0] == "Ben"


def test_results_too_big_file_is_refused_unread(tmp_path: Path,
                                                monkeypatch: pytest.MonkeyPatch) -> None:
    import chemteach.classroom.results as results

    monkeypatch.setattr(results, "MAX_SAVE_BYTES", 10)
    (tmp_path / "big.json").write_text("{" + " " * 20 + "}")
    row = read_file(tmp_path / "big.json", tmp_path)
    assert row.problem == "too big"


def test_results_other_format_version_is_named(tmp_path: Path) -> None:
    data = json.loads(dumps(play(SAMPLE_CLASS[1])))
    data["version"] = 99
    (tmp_path / "new.json").write_text(json.dumps(data))
    row = read_file(tmp_path / "new.json")
    assert row.problem == "other version" and "version 99" in row.reason


def test_results_unfinished_game_is_ok_and_not_finished(tmp_path: Path) -> None:
    game = play(SAMPLE_CLASS[5])  # Hiro's Periodyx game, saved after 12 moves
    (tmp_path / "hiro.json").write_text(dumps(game))
    row = read_file(tmp_path / "hiro.json")
    assert row.ok and not row.finished and row.winner_text() == "not finished"


def test_results_polymer_longest_chain(folder: Path) -> None:
    row = next(r for r in read_class(folder).rows if r.ok and r.game == "polymer")
    d = row.details
    assert isinstance(d, PolymerDetails)
    game = row.game_state
    for p in range(game.num_players):
        chains = [e.data["chain"] for e in game.events if e.kind == "place" and e.actor == p]
        assert d.longest_chain[p] == max(chains) >= 1
        assert d.pieces[p] == len(chains)


def test_results_periodyx_cards_won_per_minigame(folder: Path) -> None:
    row = next(r for r in read_class(folder).rows if r.ok and r.game == "periodyx")
    d = row.details
    assert isinstance(d, PeriodyxDetails)
    assert sum(d.played.values()) == sum(1 for e in row.game_state.events if e.kind == "turn")
    assert all(game in d.minigames for won in d.cards_won for game in won)
    assert sum(d.total(p) for p in range(len(row.players))) > 0


def test_results_bond_molecules_points_and_best_hand_missed(folder: Path) -> None:
    row = next(r for r in read_class(folder).rows if r.ok and r.game == "bond")
    d = row.details
    assert isinstance(d, BondDetails)
    game = row.game_state
    assert len(d.rounds) == len(game.results)
    for p in range(game.num_players):
        assert sum(rd.points[p] for rd in d.rounds) == row.scores[p]
        assert all(rd.best[p] >= rd.points[p] for rd in d.rounds)
        assert d.molecules(p) == [m.textbook_formula for r in game.results
                                  for m in r.scores[p].molecules]
    # a best hand missed is a real hand's best split: scoring it again gives its points
    for rd in d.rounds:
        for p in range(game.num_players):
            if rd.missed(p):
                assert rd.best_molecules[p] or rd.best[p] > rd.points[p]
    assert d.turns == sum(rd.turns for rd in d.rounds)


def test_results_monopoly_net_worth_over_time(folder: Path) -> None:
    row = next(r for r in read_class(folder).rows if r.ok and r.game == "monopoly")
    d = row.details
    assert isinstance(d, MonopolyDetails)
    assert d.rounds[0] == 1 and d.rounds[-1] == row.game_state.round + 1
    for p in range(len(row.players)):
        assert len(d.worth[p]) == len(d.rounds)
        assert d.worth[p][0] == 1500
        assert d.worth[p][-1] == row.scores[p]
        if d.bankrupt[p] is not None:
            assert d.worth[p][-1] == 0


def test_results_command_prints_the_table_and_writes_the_csv(
        folder: Path, tmp_path: Path, capsys: pytest.CaptureFixture[str]) -> None:
    out_csv = tmp_path / "class.csv"
    assert main(["results", str(folder), "--csv", str(out_csv), "--details"]) == 0
    printed = capsys.readouterr().out
    lines = printed.splitlines()
    assert lines[0].split() [:2] == ["File", "Status"]
    for row in read_class(folder).rows:
        assert results_view.fit(row.file, results_view.WIDTH["file"]) in printed
    assert "edited by hand" in printed and "cut short" in printed
    assert "longest chain" in printed and "net worth" in printed
    with out_csv.open(encoding="utf-8-sig", newline="") as f:
        table = list(csv.DictReader(f))
    assert tuple(table[0])[:len(CSV_COLUMNS)] == CSV_COLUMNS
    assert {"file", "game", "player 1", "score 1", "winner", "status"} <= set(table[0])
    assert len(table) == len(read_class(folder).rows)
    status = {r["file"]: r["status"] for r in table}
    assert status["edited.json"] == "edited (digest mismatch)"
    assert status["cut.json"] == "truncated"
    assert status["empty.json"] == "empty file"
    assert sum(s == "ok" for s in status.values()) == 4
    bond = next(r for r in table if r["game"] == "bond")
    assert [bond[f"player {n}"] for n in (1, 2, 3)] == ["Chloe", "medium", "medium 2"]
    assert bond["house_rules"] == "turn_limit = 20"


def test_results_command_refuses_a_missing_folder_in_one_line(
        tmp_path: Path, capsys: pytest.CaptureFixture[str]) -> None:
    assert main(["results", str(tmp_path / "nowhere")]) == 2
    err = capsys.readouterr().err
    assert err.startswith("chemteach: There is no folder") and len(err.splitlines()) == 1


def test_results_csv_cells_are_never_spreadsheet_formulas(tmp_path: Path) -> None:
    from chemteach.games.polymer import PolymerChains

    game = PolymerChains(["=HYPERLINK(\"x\")", "Ben"], seed=3)
    (tmp_path / "a.json").write_text(dumps(game))
    read_class(tmp_path).write_csv(tmp_path / "out.csv")
    with (tmp_path / "out.csv").open(encoding="utf-8-sig", newline="") as f:
        row = next(csv.DictReader(f))
    assert row["player 1"].startswith("'=")


def test_results_table_is_safe_for_the_terminal_and_fits_a_narrow_one(tmp_path: Path) -> None:
    from chemteach.games.polymer import PolymerChains

    game = PolymerChains(["Ada\x1b[2J", "Ben"], seed=3)
    (tmp_path / "a.json").write_text(dumps(game))
    results = read_class(tmp_path)
    assert "\x1b" not in results_view.table(results)
    narrow = results_view.table(results, max_width=60)
    assert "Players and scores: Ada [2J 0, Ben 0" in narrow


def test_results_html_escapes_what_students_typed(tmp_path: Path) -> None:
    from chemteach.games.polymer import PolymerChains

    game = PolymerChains(["<script>x</script>", "Ben"], seed=3)
    (tmp_path / "a.json").write_text(dumps(game))
    page = results_view.html_table(read_class(tmp_path))
    assert "<script>" not in page and "&lt;script&gt;" in page


def test_results_plots_of_the_sample_class() -> None:
    import matplotlib

    matplotlib.use("Agg")
    results = read_class(SAMPLE)
    for plot in (results_view.plot_monopoly, results_view.plot_bond,
                 results_view.plot_periodyx):
        assert plot(results) is not None
    assert results_view.plot_monopoly([]) is None


def test_results_charts_carry_their_words_as_alt_text() -> None:
    """The notebook showed each game's figure bare, an <img> a screen reader says nothing
    of: chart_of gives the picture with what it shows as its alt text."""
    import matplotlib

    matplotlib.use("Agg")
    results = read_class(SAMPLE)
    for game in ("bond", "periodyx", "monopoly"):
        shown = results_view.chart_of(results, game)
        assert shown is not None
        words = results_view.CHART_WORDS[game]
        assert shown.alt == words and f'alt="{html.escape(words)}"' in shown._repr_html_()
    assert results_view.chart_of([], "bond") is None


def test_the_shipped_sample_class_still_replays() -> None:
    """notebooks/teacher/sample_class/ as the notebook shows it: if this fails after a
    deliberate rule change, run `python scripts/write_sample_class.py` and commit the files."""
    results = read_class(SAMPLE)
    problems = {r.names[0]: r.problem for r in results.rows}
    expected = {s.players[0]: "" for s in SAMPLE_CLASS}
    expected[EDITED], expected[TRUNCATED] = "edited", "truncated"
    assert problems == expected, "run python scripts/write_sample_class.py"
    assert sum(p.stat().st_size for p in SAMPLE.iterdir()) < 200_000


def test_results_a_save_cut_anywhere_is_truncated_and_one_broken_inside_is_damaged(
        folder: Path) -> None:
    from chemteach.classroom.results import _from_bytes

    for save in sorted(folder.glob("*-2026*.json"))[:2]:  # a Bond! and a Monopoly save
        raw = save.read_bytes()
        for n in range(60, len(raw) - 1, max(7, len(raw) // 400)):
            assert _from_bytes(raw[:n], "x").problem == "truncated", (save.name, n)
    broken = raw.replace(b'"actions": [', b'"actions": [,', 1)
    assert _from_bytes(broken, "x").problem == "damaged"


def test_results_stop_at_the_file_limit_and_say_so(tmp_path: Path,
                                                   monkeypatch: pytest.MonkeyPatch) -> None:
    import chemteach.classroom.results as results

    monkeypatch.setattr(results, "MAX_FILES", 3)
    for i in range(5):
        (tmp_path / f"{i}.txt").write_text("x")
    found = read_class(tmp_path)
    assert len(found.rows) == 3 and "Only the first 3 files were read" in found.summary()


def test_results_piped_into_head_stops_quietly(tmp_path: Path) -> None:
    """`chemteach results FOLDER | head` ends without a BrokenPipeError traceback."""
    import subprocess
    import sys

    sample = Path(__file__).resolve().parents[2] / "notebooks" / "teacher" / "sample_class"
    pipe = subprocess.Popen([sys.executable, "-m", "chemteach.cli", "results", str(sample),
                             "--details"], stdout=subprocess.PIPE, stderr=subprocess.PIPE)
    assert pipe.stdout is not None and pipe.stderr is not None
    pipe.stdout.readline()
    pipe.stdout.close()  # what `head -1` does once it has its line
    err = pipe.stderr.read().decode()
    pipe.wait(timeout=HANG)
    assert "Traceback" not in err and "BrokenPipeError" not in err, err


def test_results_of_an_empty_folder_say_there_are_no_files(
        tmp_path: Path, capsys: pytest.CaptureFixture[str]) -> None:
    assert main(["results", str(tmp_path)]) == 0
    printed = capsys.readouterr().out
    assert printed.strip() == f"No files in {tmp_path}."
    assert "File" not in printed


def test_results_csv_winner_is_empty_until_the_game_is_finished_and_bots_name_only_bots(
        tmp_path: Path) -> None:
    from chemteach.games.polymer import PolymerChains

    (tmp_path / "a.json").write_text(dumps(PolymerChains(["Ada", "medium"], seed=3)))
    read_class(tmp_path).write_csv(tmp_path / "out.csv")
    with (tmp_path / "out.csv").open(encoding="utf-8-sig", newline="") as f:
        row = next(csv.DictReader(f))
    assert row["winner"] == "" and row["finished"] == "no"
    assert (row["bot 1"], row["bot 2"]) == ("", "medium")


def test_results_house_rules_are_cut_at_a_rule_boundary() -> None:
    rules = ("rounds = 2", "turn_limit = 12", "hand_size = 7")
    short = results_view.fit_rules(rules, 20)
    assert short == "rounds = 2; \u2026"
    assert results_view.fit_rules(rules[:1], 20) == "rounds = 2"
    assert results_view.fit_rules(("a_very_long_rule_name = 12345",), 20) == (
        "a_very_long_rule_name = 12345")


def test_results_csv_written_inside_the_class_folder_is_listed_as_a_results_table(
        tmp_path: Path, capsys: pytest.CaptureFixture[str]) -> None:
    from chemteach.games.polymer import PolymerChains

    (tmp_path / "a.json").write_text(dumps(PolymerChains(["Ada", "Ben"], seed=3)))
    assert main(["results", str(tmp_path), "--csv", str(tmp_path / "results.csv")]) == 0
    capsys.readouterr()
    rows = read_class(tmp_path).rows
    assert [(r.file, r.status) for r in rows] == [
        ("a.json", "ok"), ("results.csv", "not a save (a results table)")]
    (tmp_path / "notes.csv").write_text("file,game\nx,y\n")  # another CSV is listed too
    assert [r.file for r in read_class(tmp_path).rows] == ["a.json", "notes.csv",
                                                           "results.csv"]


# ----- item 6 of the review: the players' names are in the digest ---------------------------
def test_results_catch_a_save_whose_player_names_were_swapped_or_renamed(tmp_path: Path) -> None:
    from chemteach.games.polymer import PolymerChains

    game = PolymerChains(["Ada", "Ben"], seed=3)
    data = json.loads(dumps(game))
    assert data["version"] >= 2
    data["players"] = ["Ben", "Ada"]
    (tmp_path / "swapped.json").write_text(json.dumps(data))
    data["players"] = ["Ada", "Zoe"]
    (tmp_path / "renamed.json").write_text(json.dumps(data))
    rows = {r.file: r for r in read_class(tmp_path).rows}
    for file in ("swapped.json", "renamed.json"):
        assert rows[file].problem == "edited", file
        assert "a player's name" in rows[file].reason


def test_results_read_an_old_save_the_old_way_and_label_it(tmp_path: Path) -> None:
    from chemteach.core.save import names_checked, state_digest
    from chemteach.games.polymer import PolymerChains

    game = PolymerChains(["Ada", "Ben"], seed=3)
    data = json.loads(dumps(game))
    data["version"], data["digest"] = 1, state_digest(game, 1)
    (tmp_path / "old.json").write_text(json.dumps(data))
    row = read_file(tmp_path / "old.json")
    assert row.status == OK and "format version 1" in row.reason
    assert "names were not checked" in row.reason
    assert "losing sealed bid lowered" in row.reason  # nor were its moves themselves
    assert not names_checked(load_save(tmp_path / "old.json"))
    assert names_checked(load_save(dumps(game)))
    data["players"] = ["Ben", "Ada"]  # a version 1 digest never covered the names
    (tmp_path / "old.json").write_text(json.dumps(data))
    assert read_file(tmp_path / "old.json").status == OK


def test_results_note_that_a_version_2_saves_moves_were_checked_by_their_final_state_only(
        tmp_path: Path) -> None:
    """A version 2 digest covers the final state, not the moves: the row says what that
    leaves unseen, in the table and in the CSV, in English and in Japanese."""
    from chemteach.core.language import speaking
    from chemteach.core.save import state_digest
    from chemteach.games.polymer import PolymerChains

    game = PolymerChains(["Ada", "Ben"], seed=3)
    for _i in range(4):
        (p,) = game.to_move()
        game.apply(p, game.legal_actions(p)[0])
    data = json.loads(dumps(game))
    (tmp_path / "new.json").write_text(json.dumps(data))
    data["version"], data["digest"] = 2, state_digest(game, 2)
    data.pop("files", None)
    (tmp_path / "old.json").write_text(json.dumps(data))
    results = read_class(tmp_path)
    rows = {r.file: r for r in results.rows}
    assert rows["new.json"].status == OK and rows["new.json"].reason == ""
    old = rows["old.json"]
    assert old.status == OK and "format version 2" in old.reason
    assert "losing sealed bid lowered" in old.reason and "names" not in old.reason
    assert any("format version 2" in line for line in results_view.refusal_notes(results))
    results.write_csv(tmp_path / "class.csv")
    assert "format version 2" in (tmp_path / "class.csv").read_text(encoding="utf-8-sig")
    with speaking("ja"):
        japanese = read_file(tmp_path / "old.json").reason
    assert "バージョン2" in japanese and "format" not in japanese


def test_results_table_reads_in_the_teachers_language(folder: Path) -> None:
    """A Japanese teacher's table: game titles, 'ok' and bot names in Japanese (the CSV
    keeps the codes: `status` is `ok`)."""
    from chemteach.core.language import speaking

    with speaking("ja"):
        text = results_view.table(read_class(folder), max_width=10_000)
    assert "結合！" in text and "OK" in text, text[:400]
    assert " ok " not in text and " bond " not in text
    csv_path = folder.parent / "ja.csv"
    with speaking("ja"):
        read_class(folder).write_csv(csv_path)
    assert ",ok," in csv_path.read_text(encoding="utf-8")
