"""`chemteach serve` in Chromium at 1366x768: the teacher's page behind its secret, students
joining from their own devices, a reload back to the same seat, a restarted server that
resumes every table, and no request to any host but the server (offline school server).
One server per module: each test is seconds long."""

from __future__ import annotations

import re
from collections.abc import Iterator
from pathlib import Path
from typing import Any

import pytest

from .conftest import require_browser
from .table_server import TEACHER_SECRET, TableServer, continue_as, device, join, table_server

TABLES = ["bond:person,person", "periodyx:person,person", "monopoly:person,person"]


@pytest.fixture(scope="module")
def server(tmp_path_factory: pytest.TempPathFactory) -> Iterator[TableServer]:
    require_browser()
    folder = tmp_path_factory.mktemp("serve")
    with table_server(folder / "saves", folder / "serve.log", TABLES) as running:
        yield running


def test_the_server_made_the_tables_it_was_given(server: TableServer) -> None:
    assert sorted(server.codes) == ["table-01", "table-02", "table-03"]


def test_no_address_of_the_server_gives_a_kernel_a_terminal_or_a_file(
        server: TableServer) -> None:
    import urllib.error
    import urllib.request

    for path in ("/api/kernels", "/api/contents", "/api/terminals", "/terminals/1",
                 "/files/etc/passwd", "/static/..%2F..%2F..%2F..%2Fetc%2Fpasswd",
                 "/static/public/../../../../etc/passwd", "/resourcez", "/readyz",
                 "/jupyter/api/kernels/x/../../../../etc/passwd"):
        try:
            with urllib.request.urlopen(server.url + path, timeout=30) as reply:
                body = reply.read(200_000).decode("utf-8", "replace")
                kind = reply.headers.get("content-type", "")
        except urllib.error.HTTPError as refused:
            assert refused.code in (400, 403, 404, 405), (path, refused.code)
            continue
        assert "root:x:0:0" not in body, path  # never a file of the machine
        assert kind.startswith("text/html") and "solara" in body.lower(), (path, kind)


def test_the_teacher_page_opens_only_with_the_teacher_secret(browser: Any,
                                                             server: TableServer) -> None:
    from playwright.sync_api import expect

    teacher = device(browser, server.url)
    try:
        page = teacher.page
        page.goto(f"{server.url}/teacher?token=wrong-{TEACHER_SECRET}")
        expect(page.locator(".chemteach-teacher-secret input")).to_be_visible(timeout=60_000)
        assert page.locator(".chemteach-table-card").count() == 0
        assert server.codes["table-01"] not in page.content()
        page.locator(".chemteach-teacher-secret input").fill("not the secret")
        page.locator("button:visible", has_text="Open").click()
        expect(page.locator("[role=alert]")).to_contain_text("not the teacher", timeout=30_000)
        page.goto(f"{server.url}/teacher?token={TEACHER_SECRET}")
        expect(page.locator(".chemteach-table-card")).to_have_count(3, timeout=60_000)
        # a projected teacher's page does not show the password in its address bar
        expect(page).not_to_have_url(re.compile("token="), timeout=30_000)
        assert TEACHER_SECRET not in page.inner_text("body")
        for code in server.codes.values():
            expect(page.locator(".chemteach-code", has_text=code)).to_be_visible()
        expect(page.locator("text=runs on Solara")).to_have_count(0)
        assert teacher.elsewhere == [] and teacher.bad_console() == []
    finally:
        teacher.context.close()


def test_two_students_join_from_their_own_devices_and_a_reload_keeps_the_seat(
        browser: Any, server: TableServer) -> None:
    from playwright.sync_api import expect

    code = server.codes["table-01"]
    ada, ben = device(browser, server.url), device(browser, server.url)
    teacher = device(browser, server.url)
    try:
        join(ada, server.url, code, "Ada")
        join(ben, server.url, code, "Ben")
        teacher.page.goto(f"{server.url}/teacher?token={TEACHER_SECRET}")
        card = teacher.page.locator(".chemteach-table-01")
        expect(card).to_contain_text("Ada", timeout=60_000)
        expect(card).to_contain_text("Ben", timeout=30_000)
        ada.page.reload()  # a closed tab or a lost Wi-Fi: the browser keeps the seat
        continue_as(ada, "Ada")
        expect(ada.page.locator(".chemteach-table-code")).to_contain_text(code,
                                                                         timeout=60_000)
        expect(ada.page.locator(".bond-prompt")).to_contain_text("Ada", timeout=60_000)
        assert ada.page.locator(".chemteach-join-name input").count() == 0
        # a shared computer: Ben leaves his seat; the next student finds the join form
        ben.page.locator("button.chemteach-leave:visible").click()
        expect(ben.page.locator(".chemteach-join-name input")).to_be_visible(timeout=30_000)
        expect(card).to_contain_text("free seat", timeout=30_000)
        ben.page.reload()
        expect(ben.page.locator(".chemteach-join-name input")).to_be_visible(timeout=60_000)
        assert ben.page.locator(".chemteach-stored-seat").count() == 0
        for one in (ada, ben, teacher):
            assert one.elsewhere == [], f"requests left the server: {one.elsewhere[:5]}"
            assert one.bad_console() == []
    finally:
        for one in (ada, ben, teacher):
            one.context.close()


def test_the_teacher_pauses_calls_time_and_downloads_saves_results_reads(
        browser: Any, server: TableServer, tmp_path: Path) -> None:
    import zipfile

    from playwright.sync_api import expect

    from chemteach.classroom.results import read_class

    teacher = device(browser, server.url)
    try:
        page = teacher.page
        page.goto(f"{server.url}/teacher?token={TEACHER_SECRET}")
        periodyx = page.locator(".chemteach-table-02")
        monopoly = page.locator(".chemteach-table-03")
        expect(periodyx).to_be_visible(timeout=60_000)
        # every game values a cut game by its own rules now (issue 22): Periodyx too
        assert periodyx.locator("button.chemteach-time-up").count() == 1
        periodyx.locator("button.chemteach-pause").click()
        expect(periodyx.locator(".chemteach-table-status")).to_contain_text("Paused",
                                                                           timeout=30_000)
        periodyx.locator("button:visible", has_text="Resume").click()
        expect(periodyx.locator(".chemteach-table-status")).not_to_contain_text(
            "Paused", timeout=30_000)
        monopoly.locator("button.chemteach-time-up").click()
        expect(monopoly.locator(".chemteach-table-status")).to_contain_text("Over",
                                                                           timeout=30_000)
        with page.expect_download(timeout=60_000) as download:
            page.locator("button.chemteach-download").click()
        path = tmp_path / download.value.suggested_filename
        download.value.save_as(path)
        with zipfile.ZipFile(path) as archive:
            archive.extractall(tmp_path / "out")
        (folder,) = (tmp_path / "out").iterdir()
        results = read_class(folder)
        assert len(results.ok) == 3 and not results.refused
        assert teacher.elsewhere == [] and teacher.bad_console() == []
    finally:
        teacher.context.close()


def test_the_projector_shows_a_tables_public_view(browser: Any, server: TableServer) -> None:
    from playwright.sync_api import expect

    screen = device(browser, server.url)
    try:
        screen.page.goto(f"{server.url}/projector?code={server.codes['table-01']}")
        expect(screen.page.locator(".chemteach-projector .chemteach-table")).to_be_visible(
            timeout=60_000)
        assert screen.page.locator("button.bond-keep:visible").count() == 0  # nobody's seat
        assert screen.elsewhere == [] and screen.bad_console() == []
    finally:
        screen.context.close()


def test_a_wrong_code_gets_a_sentence_and_no_seat(browser: Any, server: TableServer) -> None:
    from playwright.sync_api import expect

    student = device(browser, server.url)
    try:
        page = student.page
        page.goto(f"{server.url}/")
        expect(page.locator(".chemteach-join-code input")).to_be_visible(timeout=60_000)
        page.locator(".chemteach-join-code input").fill("ZZZZ9")
        page.locator("button.chemteach-find:visible").click()
        expect(page.locator("[role=alert]")).to_contain_text("No table has the code",
                                                             timeout=30_000)
        assert page.locator("button.chemteach-seat-choice").count() == 0
        assert "Traceback" not in page.inner_text("body")
        page.evaluate("""() => { const find = document.querySelector('button.chemteach-find');
                                 for (let i = 0; i < 40; i++) find.click(); }""")
        expect(page.locator("[role=alert]")).to_contain_text("Too many tries", timeout=30_000)
    finally:
        student.context.close()


def test_a_restarted_server_resumes_its_tables_and_the_page_its_seat(
        browser: Any, tmp_path: Path) -> None:
    from playwright.sync_api import expect

    saves, log = tmp_path / "saves", tmp_path / "serve.log"
    with table_server(saves, log, ["polymer:person,person"]) as first:
        code, port = first.codes["table-01"], int(first.url.rsplit(":", 1)[1])
        ada = device(browser, first.url)
        join(ada, first.url, code, "Ada")
    try:  # the server is killed here; the page stays open, then is reloaded
        with table_server(saves, log, [], port=port) as again:
            assert again.codes == {"table-01": code}
            ada.page.reload()
            continue_as(ada, "Ada")
            expect(ada.page.locator(".chemteach-table-code")).to_contain_text(
                code, timeout=60_000)
            expect(ada.page.locator(".chemteach-table")).to_be_visible(timeout=60_000)
            assert ada.page.locator(".chemteach-join-name input").count() == 0
    finally:
        ada.context.close()
