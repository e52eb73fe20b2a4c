"""`chemteach results` reads files students hand in: untrusted input on the teacher's machine
(issue 18, items 7-12 and 15: what an attack and a teacher's trial found)."""

from __future__ import annotations

import csv
import dataclasses
import json
import os
import sys
import threading
import unicodedata
from itertools import takewhile
from pathlib import Path

import pytest
from matplotlib.backends.backend_agg import FigureCanvasAgg

from chemteach.classroom import results_view
from chemteach.classroom.replay_budget import ReplayBudget
from chemteach.classroom.results import (
    DETAILS_STOPPED,
    MOST_NAME_CHARS,
    MOST_REASON_CHARS,
    NAME_SHORTENED,
    OTHER_GAME,
    SAME_GAME,
    read_class,
    read_file,
)
from chemteach.classroom.sample import SAMPLE_CLASS, play
from chemteach.cli import main
from chemteach.core.save import dumps

REPO = Path(__file__).resolve().parents[2]
SAMPLE = REPO / "notebooks" / "teacher" / "sample_class"


def polymer(names: list[str], seed: int = 3) -> str:
    """A short, valid Polymer Chains save of these players (a game just begun)."""
    from chemteach.games.polymer import PolymerChains

    return dumps(PolymerChains(names, seed=seed))


def sample(index: int, players: tuple[str, ...] | None = None) -> str:
    """A save of SAMPLE_CLASS[index], its players renamed if asked."""
    game = SAMPLE_CLASS[index]
    if players is not None:
        game = dataclasses.replace(game, players=players)
    return dumps(play(game))


def not_printable(text: str) -> set[str]:
    return {c for c in text if c != "\n" and (unicodedata.category(c)[0] == "C"
                                              or unicodedata.category(c) in ("Zl", "Zp"))}


# ----- item 7: nothing from a file reaches the terminal unprintable -------------------------
def test_results_print_only_printable_text_whatever_a_save_holds(
        tmp_path: Path, capsys: pytest.CaptureFixture[str]) -> None:
    (tmp_path / "names.json").write_text(polymer(["\x1b[32mok\x1b[0m", "Ben\u202e\u2028x"]))
    data = json.loads(polymer(["Ada", "Ben"]))
    data["kit_version"] = "\x1b[1A\x1b[2K\rok\x07"
    data["digest"] = "0" * 16  # an edited save: the note names the kit version it claims
    (tmp_path / "edited.json").write_text(json.dumps(data))
    data["game"] = "\x1b]0;owned\x07"
    (tmp_path / "game.json").write_text(json.dumps(data))
    (tmp_path / "x\x1b[2Jy.json").write_text(polymer(["Ada", "Ben"], seed=4))
    assert main(["results", str(tmp_path), "--details"]) == 0
    printed = capsys.readouterr().out
    assert not_printable(printed) == set()
    assert "edited" in printed and "x [2Jy.json" in printed


# ----- item 8: plots draw every text from a save as plain text -------------------------------
def test_results_plots_draw_a_name_with_dollars_literally(tmp_path: Path) -> None:
    import matplotlib

    matplotlib.use("Agg")
    name = "Jo $\\alpha^$"
    for index in (2, 4, 7):  # a Bond!, a Periodyx and a Chemistry Monopoly game
        players = (name, *SAMPLE_CLASS[index].players[1:])
        (tmp_path / f"{index}-Jo $x$.json").write_text(sample(index, players))
    results = read_class(tmp_path)
    assert len(results.ok) == 3
    for plot in (results_view.plot_bond, results_view.plot_monopoly,
                 results_view.plot_periodyx):
        figure = plot(results)
        assert figure is not None
        FigureCanvasAgg(figure).draw()  # mathtext would raise here on '$\alpha^$'
    bond = results_view.plot_bond(results)
    labels = [t.get_text() for t in bond.axes[0].get_yticklabels()]
    assert any("$" in label for label in labels)


# ----- item 9: file names that are not UTF-8, names with lone surrogates, a safe CSV ----------
def test_results_csv_takes_a_file_name_in_shift_jis_bytes(tmp_path: Path) -> None:
    name = "ゲーム".encode("shift_jis") + b".json"
    with open(os.path.join(os.fsencode(tmp_path), name), "w", encoding="utf-8") as f:
        f.write(polymer(["Ada", "Ben"]))
    results = read_class(tmp_path)
    assert results.rows[0].ok and results.rows[0].file == "\\x83Q\\x81[\\x83\\x80.json"
    out = results.write_csv(tmp_path / "class.csv")
    with out.open(encoding="utf-8-sig", newline="") as f:
        assert next(csv.DictReader(f))["file"] == results.rows[0].file
    assert not_printable(results_view.table(results)) == set()


def test_results_csv_takes_a_name_with_a_lone_surrogate(tmp_path: Path) -> None:
    (tmp_path / "a.json").write_text(polymer(["Ada\ud800", "Ben"]))
    results = read_class(tmp_path)
    assert results.rows[0].ok
    results.write_csv(tmp_path / "class.csv")
    with (tmp_path / "class.csv").open(encoding="utf-8-sig", newline="") as f:
        assert next(csv.DictReader(f))["player 1"] == "Ada?"


def test_results_csv_keeps_the_earlier_table_when_writing_fails(
        tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    import chemteach.classroom.results as results_module

    (tmp_path / "saves").mkdir()
    (tmp_path / "saves" / "a.json").write_text(polymer(["Ada", "Ben"]))
    results = read_class(tmp_path / "saves")
    earlier = tmp_path / "class.csv"
    earlier.write_text("the table of last week\n")

    def broken(*args: object) -> list[object]:
        raise UnicodeEncodeError("utf-8", "\udc82", 0, 1, "surrogates not allowed")

    monkeypatch.setattr(results_module, "csv_values", broken)
    with pytest.raises(UnicodeEncodeError):
        results.write_csv(earlier)
    assert earlier.read_text() == "the table of last week\n"
    assert sorted(p.name for p in tmp_path.iterdir()) == ["class.csv", "saves"]  # no leftovers


# ----- item 10: regular files inside the folder only, the size cap checked first -------------
def test_results_do_not_wait_for_a_named_pipe(tmp_path: Path) -> None:
    if not hasattr(os, "mkfifo"):
        pytest.skip("no named pipes on this system")
    pipe = tmp_path / "ada.json"
    os.mkfifo(pipe)
    (tmp_path / "ben.json").write_text(polymer(["Ben", "Chloe"]))
    found: list[object] = []
    reader = threading.Thread(target=lambda: found.append(read_class(tmp_path)), daemon=True)
    reader.start()
    reader.join(120)
    if reader.is_alive():  # let the stuck reader go before failing
        os.close(os.open(pipe, os.O_WRONLY | os.O_NONBLOCK))
    assert found, "read_class waited for the named pipe"
    rows = {r.file: r for r in found[0].rows}
    assert rows["ada.json"].problem == "unreadable" and "not an ordinary file" in (
        rows["ada.json"].reason)
    assert rows["ben.json"].ok


def test_results_do_not_follow_links_out_of_the_folder(tmp_path: Path) -> None:
    elsewhere = tmp_path / "teacher"
    elsewhere.mkdir()
    (elsewhere / "mine.json").write_text(polymer(["Teacher", "Ben"]))
    folder = tmp_path / "class"
    folder.mkdir()
    (folder / "ada.json").symlink_to(elsewhere / "mine.json")
    (folder / "zero.json").symlink_to("/dev/zero")
    (folder / "notes").symlink_to(elsewhere, target_is_directory=True)
    (folder / "real.json").write_text(polymer(["Ada", "Ben"]))
    (folder / "same.json").symlink_to(folder / "real.json")  # inside the folder: read
    rows = {r.file: r for r in read_class(folder).rows}
    assert set(rows) == {"ada.json", "zero.json", "notes", "real.json", "same.json"}
    for file in ("ada.json", "zero.json"):
        assert not rows[file].ok and "outside the class folder" in rows[file].reason, file
        assert rows[file].names == []
    assert not rows["notes"].ok and "link to a folder" in rows["notes"].reason
    assert rows["real.json"].ok and rows["same.json"].ok


def test_results_check_the_size_of_the_open_file_before_reading(
        tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    import chemteach.classroom.results as results_module

    monkeypatch.setattr(results_module, "MAX_SAVE_BYTES", 100)
    (tmp_path / "big.json").write_text(polymer(["Ada", "Ben"]))
    row = read_file(tmp_path / "big.json", tmp_path)
    assert row.problem == "too big" and not row.players


# ----- item 11: the replay of one file is bounded in moves and time, and says so -------------
def test_results_do_not_replay_a_save_of_more_moves_than_the_bound(tmp_path: Path) -> None:
    text = sample(0)  # Ada's Polymer Chains game, 33 moves
    (tmp_path / "long.json").write_text(text)
    results = read_class(tmp_path, budget=lambda: ReplayBudget(moves=20))
    row = results.rows[0]
    assert row.problem == "not checked" and row.status == "not checked (too long)"
    assert "33 moves" in row.reason and "20" in row.reason
    assert row.names == ["Ada", "medium", "hard"]  # whose it claims to be
    assert "not checked" in results_view.table(results)


def test_results_do_not_even_parse_a_save_far_longer_than_the_bound(
        tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    import chemteach.classroom.results as results_module

    (tmp_path / "moves.json").write_text(sample(0))  # 33 moves
    data = json.loads(polymer(["Ada", "Ben"]))
    data["rules"] = {"padding": [0] * 1000}  # a short game with far too much data
    (tmp_path / "values.json").write_text(json.dumps(data))

    loads = json.loads

    def no_parsing(text: str, **kwargs: object) -> object:
        if len(text) > 1000:  # the whole file, not the players list of its start
            raise AssertionError("the file was parsed")
        return loads(text, **kwargs)

    monkeypatch.setattr(results_module.json, "loads", no_parsing)
    rows = {r.file: r for r in read_class(tmp_path, budget=lambda: ReplayBudget(moves=10)).rows}
    for file in ("moves.json", "values.json"):
        assert rows[file].status == "not checked (too long)", rows[file]
    assert "about 33 moves" in rows["moves.json"].reason
    assert rows["moves.json"].names == ["Ada", "medium", "hard"]


def test_results_stop_replaying_a_file_when_its_time_is_up(tmp_path: Path) -> None:
    (tmp_path / "slow.json").write_text(sample(0))
    ticks = iter(range(10_000))
    budget = ReplayBudget(seconds=5, clock=lambda: float(next(ticks)),  # a second a move
                          sure_moves=0)
    row = read_file(tmp_path / "slow.json", tmp_path, budget)
    assert row.problem == "not checked"
    assert "after 6 of its 33 moves" in row.reason


def test_results_check_a_class_game_in_full_however_slow_the_machine(tmp_path: Path) -> None:
    """The clock stops only a long file: the first SURE_MOVES moves are always replayed, so
    a class's game on a loaded laptop is checked, not refused as too slow."""
    from chemteach.classroom.replay_budget import SURE_MOVES

    (tmp_path / "slow.json").write_text(sample(0))  # 33 moves, each "a second" here
    ticks = iter(range(10_000))
    budget = ReplayBudget(seconds=5, clock=lambda: float(next(ticks)))
    assert SURE_MOVES >= 304  # the sample class's longest game
    row = read_file(tmp_path / "slow.json", tmp_path, budget)
    assert row.status == "ok", row.reason


def test_results_a_game_loaded_elsewhere_whose_details_run_out_of_budget_is_ok_and_says_so(
        tmp_path: Path) -> None:
    """`game_row` of a game the loader did not gather details for replays it once more,
    within the budget left; when that runs out the row stands, with a note."""
    import matplotlib

    from chemteach.classroom.results import ClassResults, game_row
    from chemteach.core.save import load_save

    matplotlib.use("Agg")
    row = game_row(load_save(sample(2)), "bond.json", ReplayBudget(moves=5))  # Dev's Bond!
    assert row.ok and row.details is None
    assert [f.kind for f in row.flags] == [DETAILS_STOPPED]
    results = ClassResults(tmp_path, [row])
    assert "details stopped after 5 moves" in results_view.table(results)
    assert results_view.plot_bond(results) is None
    assert "No Bond! games" in results_view.details_html(results, "bond")
    assert "bond.json" in results_view.details_text(results)


@pytest.mark.parametrize("index", [2, 7])  # Dev's Bond! game, Jonas's Monopoly game
def test_results_gather_bond_and_monopoly_details_in_the_checks_own_replay(
        tmp_path: Path, monkeypatch: pytest.MonkeyPatch, index: int) -> None:
    """A checked Bond! or Monopoly save is replayed once, not again for its details: the
    details are gathered while the loader replays it, the same as a second replay gives,
    and a budget that fits the check fits them."""
    from chemteach.classroom.results_details import DETAILS
    from chemteach.core.save import load_save
    from chemteach.games import game_class

    text = sample(index)
    data = json.loads(text)
    moves = len(data["actions"])
    (tmp_path / "game.json").write_text(text)
    cls = game_class(data["game"])
    applied = []
    original = cls.apply

    def counted(self, *args, **kwargs):  # type: ignore[no-untyped-def]
        applied.append(1)
        return original(self, *args, **kwargs)

    monkeypatch.setattr(cls, "apply", counted)
    row = read_file(tmp_path / "game.json", tmp_path, ReplayBudget(moves=moves + 5))
    assert row.ok and row.flags == [] and row.reason == ""
    assert len(applied) == moves
    monkeypatch.setattr(cls, "apply", original)
    game = load_save(text)
    assert row.details == DETAILS[data["game"]](game, None)


def test_results_a_detail_that_fails_in_the_checks_replay_leaves_the_row_ok(
        tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    from chemteach.classroom import results_details

    def broken(self, state):  # type: ignore[no-untyped-def]
        raise KeyError("a bug in the details")

    monkeypatch.setattr(results_details.BondGatherer, "__call__", broken)
    (tmp_path / "bond.json").write_text(sample(2))
    row = read_file(tmp_path / "bond.json", tmp_path)
    assert row.ok and row.details is None and "(KeyError)" in row.reason


def test_results_replay_an_edited_save_once(tmp_path: Path,
                                            monkeypatch: pytest.MonkeyPatch) -> None:
    from chemteach.games.polymer import PolymerChains

    data = json.loads(sample(0))
    data["digest"] = "0" * 16
    (tmp_path / "edited.json").write_text(json.dumps(data))
    applied = []
    original = PolymerChains.apply

    def counted(self: PolymerChains, *args: object, **kwargs: object) -> object:
        applied.append(1)
        return original(self, *args, **kwargs)

    monkeypatch.setattr(PolymerChains, "apply", counted)
    row = read_file(tmp_path / "edited.json", tmp_path)
    assert row.problem == "edited"
    assert len(applied) == len(data["actions"])


# ----- item 12: rows the teacher must see --------------------------------------------------
def test_results_flag_two_files_that_hold_the_same_game(tmp_path: Path) -> None:
    text = polymer(["Ada", "Ben"])
    (tmp_path / "ada.json").write_text(text)
    (tmp_path / "ada (1).json").write_text(text)
    (tmp_path / "ben.json").write_text(json.dumps(json.loads(text)))  # same game, reformatted
    (tmp_path / "other.json").write_text(polymer(["Ada", "Ben"], seed=5))
    results = read_class(tmp_path)
    rows = {r.file: r for r in results.rows}
    assert all(r.ok for r in rows.values())
    assert rows["ada.json"].flags[0].kind == SAME_GAME
    assert set(rows["ada.json"].flags[0].files) == {"ada (1).json", "ben.json"}
    assert set(rows["ben.json"].flags[0].files) == {"ada.json", "ada (1).json"}
    assert rows["other.json"].flags == []
    table = results_view.table(results, max_width=10_000)
    assert "ok; same game" in table
    assert "The same game as ada (1).json, ben.json" in table


def test_results_give_a_row_to_a_file_that_starts_with_the_csv_header(tmp_path: Path) -> None:
    from chemteach.classroom.results import CSV_COLUMNS

    (tmp_path / "homework.json").write_text(",".join(CSV_COLUMNS) + "\nanything at all\n")
    (tmp_path / "ada.json").write_text(polymer(["Ada", "Ben"]))
    rows = {r.file: r for r in read_class(tmp_path).rows}
    assert rows["homework.json"].status == "not a save (a results table)"


def test_results_give_a_row_to_a_folder_named_like_a_save(tmp_path: Path) -> None:
    (tmp_path / "ada.json").mkdir()
    (tmp_path / "ben.json").write_text(polymer(["Ben", "Chloe"]))
    rows = {r.file: r for r in read_class(tmp_path).rows}
    assert rows["ada.json/"].status == "not a save (a folder)"
    assert rows["ben.json"].ok


def test_results_csv_gives_each_player_their_own_column(tmp_path: Path) -> None:
    (tmp_path / "a.json").write_text(sample(1, ("Ada; Mallory", "Chloe")))
    results = read_class(tmp_path)
    results.write_csv(tmp_path / "class.csv")
    with (tmp_path / "class.csv").open(encoding="utf-8-sig", newline="") as f:
        row = next(csv.DictReader(f))
    assert (row["player 1"], row["player 2"]) == ("Ada; Mallory", "Chloe")
    assert (row["bot 1"], row["bot 2"]) == ("", "")
    game = results.rows[0].game_state
    assert [row["score 1"], row["score 2"]] == [str(int(s)) for s in game.scores()]
    assert json.loads(row["winner"]) == [game.names[p] for p in game.winners()]


def test_results_cap_a_very_long_name(tmp_path: Path, capsys: pytest.CaptureFixture[str]
                                      ) -> None:
    (tmp_path / "a.json").write_text(polymer(["A" * 200_000, "Ben"]))
    results = read_class(tmp_path)
    row = results.rows[0]
    assert row.ok and len(row.names[0]) == MOST_NAME_CHARS
    assert [f.kind for f in row.flags] == [NAME_SHORTENED]
    results.write_csv(tmp_path / "class.csv")
    assert len((tmp_path / "class.csv").read_text(encoding="utf-8-sig")) < 2_000
    assert main(["results", str(tmp_path)]) == 0
    assert max(len(line) for line in capsys.readouterr().out.splitlines()) < 400


@pytest.mark.parametrize(("change", "problem", "says"), [
    ({"version": True}, "damaged", "not True"),
    ({"seed": int("7" * 4000)}, "damaged", "seed"),
    ({"game": "x" * 100_000}, "damaged", "does not have"),
])
def test_results_name_what_is_wrong_with_a_save_and_keep_it_short(
        tmp_path: Path, change: dict[str, object], problem: str, says: str) -> None:
    data = json.loads(polymer(["Ada", "Ben"]))
    data.update(change)
    (tmp_path / "a.json").write_text(json.dumps(data))
    results = read_class(tmp_path)
    row = results.rows[0]
    assert (row.problem, row.ok) == (problem, False)
    assert says in row.reason and len(row.reason) <= MOST_REASON_CHARS
    assert max(len(line) for line in results_view.table(results).splitlines()) < 600


# ----- item 15: what the teacher's trial found --------------------------------------------
def test_results_call_a_hand_edited_move_edited(tmp_path: Path) -> None:
    data = json.loads(sample(0))
    data["actions"][1]["action"]["cell"] = [40, 40]
    (tmp_path / "a.json").write_text(json.dumps(data))
    row = read_class(tmp_path).rows[0]
    assert (row.problem, row.status) == ("edited", "edited (move 2)")
    assert "edited by hand" in row.reason


def test_results_flag_a_game_unlike_the_rest_of_the_folder(tmp_path: Path) -> None:
    for i, name in enumerate(("Ada", "Ben", "Chloe")):
        (tmp_path / f"polymer-{name}.json").write_text(polymer([name, "Zoe"], seed=i))
    (tmp_path / "bond-Dev.json").write_text(sample(2))
    rows = {r.file: r for r in read_class(tmp_path).rows}
    assert [f.kind for f in rows["bond-Dev.json"].flags] == [OTHER_GAME]
    assert "Polymer Chains" in results_view.table(read_class(tmp_path), 10_000).split(
        "Notes on files:")[1]
    assert all(not r.flags for f, r in rows.items() if f != "bond-Dev.json")
    assert not any(r.flags for r in read_class(SAMPLE).rows)  # a class of all four games


def test_results_fit_the_terminal_width_given_by_columns(
        tmp_path: Path, monkeypatch: pytest.MonkeyPatch,
        capsys: pytest.CaptureFixture[str]) -> None:
    monkeypatch.setenv("COLUMNS", "80")
    monkeypatch.setattr(sys.stdout, "isatty", lambda: True)  # printed to a terminal
    assert main(["results", str(SAMPLE), "--details"]) == 0
    lines = capsys.readouterr().out.splitlines()
    assert max(results_view.width(line) for line in lines) <= 80
    assert any("Ines" in line for line in lines)


def test_results_piped_into_a_file_are_the_whole_table_whatever_columns_says(
        tmp_path: Path, monkeypatch: pytest.MonkeyPatch,
        capsys: pytest.CaptureFixture[str]) -> None:
    """A shell that exports $COLUMNS (and pytest-xdist's workers, which set it to 80) made a
    piped table the narrow per-file blocks, and wrapped a long folder name: output that is
    not a terminal is the table, one line per file, and each sentence on one line."""
    monkeypatch.setenv("COLUMNS", "40")
    assert not sys.stdout.isatty()  # capsys: as when piped
    assert main(["results", str(SAMPLE)]) == 0
    lines = capsys.readouterr().out.splitlines()
    assert lines[0].split()[:3] == ["File", "Status", "Game"]
    assert max(results_view.width(line) for line in lines) > 40
    empty = tmp_path / ("a-folder-name-longer-than-forty-columns-" * 2)
    empty.mkdir()
    assert main(["results", str(empty)]) == 0
    assert capsys.readouterr().out.strip() == f"No files in {empty}."


def test_results_wrap_to_any_width_even_a_few_columns() -> None:
    text = "- periodyx-Luca.json: The save is cut short after 855 characters: ゲーム"
    for most in (1, 3, 8, 20):
        lines = results_view.wrap(text, most, "      ")
        assert all(results_view.width(line) <= max(most, 2) for line in lines), (most, lines)
        assert "".join(lines).replace(" ", "") == text.replace(" ", "")


def test_results_list_house_rules_of_good_files_as_notes_not_as_refusals(
        tmp_path: Path, capsys: pytest.CaptureFixture[str]) -> None:
    (tmp_path / "dev.json").write_text(sample(2))  # Bond!: rounds = 2; turn_limit = 12
    assert main(["results", str(tmp_path)]) == 0
    printed = capsys.readouterr().out
    assert "refused" not in printed.split("\n\n", 1)[1].lower().replace("none refused", "")
    assert "house rules rounds = 2; turn_limit = 12" in printed


def test_results_periodyx_details_give_each_player_the_cards_held_at_the_end() -> None:
    results = read_class(SAMPLE)
    text = results_view.details_text(results)
    assert "0 (none)" not in text
    blocks = {block.splitlines()[0]: list(takewhile(lambda line: line.startswith("  "),
                                                     block.splitlines()[1:]))
              for block in ("\n" + text).split("\n" + "periodyx-")[1:]}
    rows = results.of_game("periodyx")
    assert len(blocks) == len(rows) > 0
    for row, lines in zip(rows, blocks.values(), strict=True):
        for p, line in enumerate(lines):
            assert line.startswith(f"  {row.players[p].label()}: ")
            assert f"{int(row.scores[p])} card" in line
            assert ("the winner" in line) == (row.finished and p in row.winners)


def test_results_notebook_tables_scroll_and_name_the_game_as_the_kit_does() -> None:
    from chemteach.core.language import speaking

    results = read_class(SAMPLE)
    page = results_view.details_html(results, "periodyx")
    assert page.startswith("<div") and "overflow-x:auto" in page.split(">", 1)[0]
    assert results_view.details_html(results.rows[:2], "monopoly") == (
        "<p>No Chemistry Monopoly games in this folder.</p>")
    with speaking("ja"):
        assert "モノポリー" in results_view.details_html([], "monopoly")


def test_results_bond_plot_keeps_its_legend_clear_of_the_axis_label() -> None:
    import matplotlib

    matplotlib.use("Agg")
    results = read_class(SAMPLE)
    for rows in (results.of_game("bond")[:1], results.of_game("bond")):
        figure = results_view.plot_bond(rows)
        assert figure is not None
        canvas = FigureCanvasAgg(figure)
        canvas.draw()
        renderer = canvas.get_renderer()
        label = figure.axes[0].xaxis.label.get_window_extent(renderer)
        legend = (figure.legends or [figure.axes[0].get_legend()])[0].get_window_extent(renderer)
        assert not label.overlaps(legend)
        assert legend.y0 >= 0  # inside the picture


# ----- issue 18: the replay budget and the move numbers with save format version 3 ----------
def test_results_budget_stops_a_version_3_save_inside_the_real_loaders_replay(
        tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    """The loader takes the moves one by one (the v3 digest is of the game's own history,
    never of the file's list), so the budget stops it after the moves it allows."""
    from chemteach.games.bond import GAME as BondGame

    text = sample(2)  # Dev's Bond! game, 44 moves
    assert json.loads(text)["version"] >= 3  # the digest covers every move
    (tmp_path / "long.json").write_text(text)
    applied = []
    original = BondGame.apply

    def counted(self, player, action):  # type: ignore[no-untyped-def]
        applied.append(action)
        return original(self, player, action)

    monkeypatch.setattr(BondGame, "apply", counted)
    ticks = iter(range(10_000))
    budget = ReplayBudget(seconds=10, clock=lambda: float(next(ticks)),  # a second a move
                          sure_moves=0)
    row = read_file(tmp_path / "long.json", tmp_path, budget)
    assert row.status == "not checked (too long)" and "after 11 of its 44 moves" in row.reason
    assert len(applied) == 11


@pytest.mark.parametrize("move", [1, 7, 20])
def test_results_name_the_edited_move_of_a_version_3_save(tmp_path: Path, move: int) -> None:
    data = json.loads(sample(0))  # Ada's Polymer Chains game, 33 moves
    assert data["version"] >= 3  # the digest covers every move
    data["actions"][move - 1]["action"]["cell"] = [40, 40]
    (tmp_path / "a.json").write_text(json.dumps(data))
    row = read_file(tmp_path / "a.json", tmp_path)
    assert (row.problem, row.status) == ("edited", f"edited (move {move})")
