"""`chemteach serve`'s command line, its start-up lines, the guard in front of Solara, the
QR code and the browser's seat memory: without a browser or a running server."""

from __future__ import annotations

import asyncio
import json
import sys
from pathlib import Path
from typing import Any

import pytest

from chemteach.cli import build_parser, main
from chemteach.server.command import build, table_option
from chemteach.server.guard import TEACHER_ENV, ServerError
from chemteach.server.qr import qr_svg
from chemteach.server.run import CLOSED_PATHS, guarded, public_address
from chemteach.server.store import KEY, BrowserSeat

from ..conftest import HANG


def parse(*argv: str) -> Any:
    return build_parser().parse_args(["serve", *argv])


def test_serve_listens_on_this_machine_only_by_default() -> None:
    args = parse()
    assert args.host == "127.0.0.1" and args.port == 8765
    assert not args.demo and not args.no_browser and args.lesson is None


def test_serve_parses_every_option() -> None:
    args = parse("--host", "0.0.0.0", "--port", "9000", "--saves", "class", "--lesson",
                 "bond-valence", "--demo", "--no-browser", "--table", "bond:person,easy",
                 "--table", "polymer:person,person", "--seed", "4", "--bot-delay", "0")
    assert (args.host, args.port, args.saves, args.lesson) == ("0.0.0.0", 9000, "class",
                                                              "bond-valence")
    assert args.demo and args.no_browser and args.seed == 4 and args.bot_delay == 0
    assert args.table == ["bond:person,easy", "polymer:person,person"]


def test_a_table_option_is_game_colon_seats_and_maybe_a_rules_file(tmp_path: Path) -> None:
    assert table_option("bond: person, person ,hard") == (
        "bond", ["person", "person", "hard"], None)
    rules = tmp_path / "short.toml"
    rules.write_text("target_score = 40\n")
    assert table_option(f"polymer:person,easy:{rules}") == (
        "polymer", ["person", "easy"], rules.resolve())
    for bad in ("bond", "bond:", ":person", ""):
        with pytest.raises(ServerError, match="GAME:SEATS"):
            table_option(bad)
    with pytest.raises(ServerError, match="no rules file"):
        table_option(f"polymer:person,easy:{tmp_path / 'missing.toml'}")


def test_rules_files_make_tables_and_a_broken_one_is_a_sentence(tmp_path: Path) -> None:
    rules = tmp_path / "short.toml"
    rules.write_text("target_score = 40\n")
    state, _lines = build(parse("--saves", str(tmp_path / "s"), "--rules", str(rules),
                                "--table", f"polymer:person,easy:{rules}", "--bot-delay", "0"))
    assert state.classroom.rules_files == {"short.toml": rules.resolve()}
    assert state.classroom.tables()[0].table.game.rules.target_score == 40
    (tmp_path / "bad.toml").write_text("target_score = 'forty'\n")
    with pytest.raises(ServerError, match="target_score"):
        build(parse("--saves", str(tmp_path / "t"), "--table",
                    f"polymer:person,easy:{tmp_path / 'bad.toml'}"))


def test_start_up_prints_the_addresses_the_secret_and_each_tables_code(
        tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setenv(TEACHER_ENV, "a-teacher-secret-for-this-test")
    state, lines = build(parse("--saves", str(tmp_path), "--table", "bond:person,person",
                               "--bot-delay", "0"))
    text = "\n".join(lines)
    code = state.classroom.tables()[0].code
    assert "http://127.0.0.1:8765/teacher?token=a-teacher-secret-for-this-test" in text
    assert f"join code {code}" in text and "Warning" not in text
    assert state.join_address(code) == f"http://127.0.0.1:8765/?code={code}"


def test_a_server_open_to_the_network_warns_that_the_code_is_the_only_lock(
        tmp_path: Path) -> None:
    _state, lines = build(parse("--host", "0.0.0.0", "--saves", str(tmp_path)))
    assert any("only lock" in line for line in lines)


def test_demo_makes_a_table_and_a_lesson_makes_the_lessons_game(tmp_path: Path) -> None:
    state, _lines = build(parse("--demo", "--saves", str(tmp_path / "a"), "--lesson",
                                "periodyx-periodic-trends", "--bot-delay", "0"))
    (entry,) = state.classroom.tables()
    assert entry.game == "periodyx" and entry.lesson == "periodyx-periodic-trends"
    again, lines = build(parse("--demo", "--saves", str(tmp_path / "a")))
    assert [t.code for t in again.classroom.tables()] == [entry.code]  # resumed, not remade


def test_a_mistake_in_serve_options_is_one_line_not_a_traceback(
        tmp_path: Path, capsys: pytest.CaptureFixture[str]) -> None:
    assert main(["serve", "--saves", str(tmp_path), "--lesson", "no-such-lesson"]) == 2
    assert "No lesson called" in capsys.readouterr().err
    assert main(["serve", "--saves", str(tmp_path), "--table", "chess:person"]) == 2
    assert "No game called" in capsys.readouterr().err


def test_without_solara_serve_says_how_to_install_it(
        monkeypatch: pytest.MonkeyPatch, capsys: pytest.CaptureFixture[str]) -> None:
    monkeypatch.setitem(sys.modules, "chemteach.server.run", None)
    assert main(["serve", "--no-browser"]) == 2
    assert "pip install 'solara==1.58.2'" in capsys.readouterr().err


def test_a_network_server_shows_students_the_machines_address() -> None:
    assert public_address("127.0.0.1", 8765) == "http://127.0.0.1:8765"
    assert public_address("0.0.0.0", 80).startswith("http://")
    assert public_address("127.0.0.1", 8765, "/services/tables/") == (
        "http://127.0.0.1:8765/services/tables")


def _call(app: Any, path: str, kind: str = "http", method: str = "GET",
          cdn_dir: Path | None = None) -> tuple[list[dict[str, Any]], bool]:
    sent: list[dict[str, Any]] = []
    reached = []

    async def inner(scope: Any, receive: Any, send: Any) -> None:
        reached.append(scope["path"])

    async def send(message: dict[str, Any]) -> None:
        sent.append(message)

    async def receive() -> dict[str, Any]:
        return {}

    scope = {"type": kind, "path": path, "root_path": "", "method": method}
    asyncio.run(guarded(inner, cdn_dir=cdn_dir)(scope, receive, send))
    return sent, bool(reached)


def test_solaras_asset_copy_answers_only_files_already_there(tmp_path: Path) -> None:
    """/_solara/cdn/FOLDER made Solara delete that folder of the installed copy and fetch it
    from the internet: only GET/HEAD of a file inside the copy reaches Solara."""
    cache = tmp_path / "cdn"
    app_dir = cache / "@widgetti" / "solara-vuetify3-app@5.1.1"
    (app_dir / "dist").mkdir(parents=True)
    (app_dir / "dist" / "app.js").write_text("x")
    (cache / "lib@1").mkdir()
    (cache / "lib@1" / "__main.js").write_text("x")
    (tmp_path / "secret.txt").write_text("x")
    (cache / "link.js").symlink_to(tmp_path / "secret.txt")
    base = "/_solara/cdn/"
    for path in (base + "@widgetti/solara-vuetify3-app@5.1.1/dist/app.js", base + "lib@1"):
        assert _call(None, path, cdn_dir=cache)[1], path
        assert _call(None, path, method="HEAD", cdn_dir=cache)[1], path
    refused = [base + "@widgetti/solara-vuetify3-app@5.1.1", base + "@widgetti",
               base + "@widgetti/solara-vuetify3-app@5.1.1/", base + "@widgetti/x@1/y.js",
               base + "../secret.txt", base + "link.js", base, base.rstrip("/"),
               base + "@widgetti/solara-vuetify3-app@5.1.1/dist/../../../../secret.txt"]
    for path in refused:
        sent, reached = _call(None, path, cdn_dir=cache)
        assert not reached and sent[0]["status"] == 404, path
    for method in ("POST", "DELETE", "PUT"):
        sent, reached = _call(None, base + "lib@1", method=method, cdn_dir=cache)
        assert not reached and sent[0]["status"] == 404
    sent, reached = _call(None, base + "lib@1", "websocket", cdn_dir=cache)
    assert not reached and sent[0]["type"] == "websocket.close"
    assert not _call(None, base + "lib@1")[1]  # no copy known: nothing served
    assert app_dir.is_dir()


def test_solara_culls_closed_pages_kernels_after_minutes_and_caps_them() -> None:
    """A closed tab's virtual kernel goes after KERNEL_CULL_TIMEOUT (not Solara's 24 h), and
    the pages at once and per browser are capped."""
    import subprocess

    code = ("import json; from chemteach.server.run import configure_solara; "
            "configure_solara(); import solara.server.settings as s, solara.util as u; "
            "print(json.dumps([u.parse_timedelta(s.kernel.cull_timeout), s.kernel.max_count, "
            "s.kernel.max_per_session]))")
    out = subprocess.run([sys.executable, "-c", code], capture_output=True, text=True,
                         timeout=HANG)
    cull, most, per_session = json.loads(out.stdout.strip().splitlines()[-1])
    assert cull == 300 and most == 300 and per_session == 20


def test_solaras_internal_addresses_are_closed_and_the_pages_open() -> None:
    for path in CLOSED_PATHS:
        sent, reached = _call(None, path)
        assert not reached and sent[0]["status"] == 404
    sent, reached = _call(None, "/resourcez", "websocket")
    assert not reached and sent[0]["type"] == "websocket.close"
    for path in ("/", "/teacher", "/jupyter/api/kernels/abc/channels", "/static/assets/x.js"):
        assert _call(None, path)[1], path


def test_the_qr_code_is_inline_svg_that_fetches_nothing() -> None:
    svg = qr_svg("http://192.168.1.20:8765/?code=ABCDE")
    assert svg.startswith("<svg") and "<path" in svg
    assert "href" not in svg and "<script" not in svg


def test_the_browser_remembers_only_a_well_formed_seat() -> None:
    seat = BrowserSeat()
    assert seat.key == KEY and seat.remembered() is None
    seat.remember("ABCDE", "tok")
    assert json.loads(seat.keep) == {"code": "ABCDE", "token": "tok"}
    for stored in ("{", "[1]", '{"code": 1, "token": "x"}', "x" * 1000):
        seat.stored = stored
        assert seat.remembered() is None
    seat.stored = seat.keep
    assert seat.remembered() == ("ABCDE", "tok")
    assert BrowserSeat("2<script>").key == f"{KEY}-2script"
    seat.forget()
    assert seat.keep == "-"


def test_the_registry_and_the_command_line_load_no_ui_or_web_library() -> None:
    """The class registry is UI-free (DESIGN.md): it, the locks and `chemteach serve`'s
    parsing import no widget, Solara or web server library (they come with `run`)."""
    import subprocess

    code = ("import sys; import chemteach.server.registry, chemteach.server.command, "
            "chemteach.server.state, chemteach.server.hub; from chemteach.cli import "
            "build_parser; build_parser(); print(sorted(m for m in ('ipywidgets', 'anywidget', "
            "'solara', 'uvicorn', 'starlette', 'matplotlib') if m in sys.modules))")
    out = subprocess.run([sys.executable, "-c", code], capture_output=True, text=True,
                         check=True, cwd=Path(__file__).resolve().parents[2])
    assert out.stdout.strip() == "[]"


def test_demo_opens_the_teachers_page_and_two_students_pages(
        tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    import chemteach.server.run as run

    opened: dict[str, Any] = {}

    def fake_serve(state: Any, host: str, port: int, **options: Any) -> None:
        opened.update(options, state=state)

    monkeypatch.setattr(run, "serve", fake_serve)
    monkeypatch.setenv(TEACHER_ENV, "a-teacher-secret-for-this-test")
    assert main(["serve", "--demo", "--saves", str(tmp_path), "--bot-delay", "0"]) == 0
    code = opened["state"].classroom.tables()[0].code
    assert opened["open_pages"] == [
        "http://127.0.0.1:8765/teacher?token=a-teacher-secret-for-this-test",
        f"http://127.0.0.1:8765/?code={code}&device=1",
        f"http://127.0.0.1:8765/?code={code}&device=2"]
    opened.clear()
    assert main(["serve", "--demo", "--no-browser", "--saves", str(tmp_path)]) == 0
    assert opened["open_pages"] == []
