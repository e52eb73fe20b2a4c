"""The table server under a class's load: prints figures, asserts nothing (docs/teachers.md
and the issue-22 note quote them).

Run: python benchmarks/bench_table_server.py [--students 30] [--tables 8] [--moves 40]
     [--pages 4] [--seed 0]

1. Moves (in this process, the server's own work): `--tables` tables of the four games in
   turn, `--students` students spread over them, each seat with its seat view
   (`chemteach.widgets.seat_view`, what a student's page holds; without seat views in this
   copy of the kit, the seat's observation, which a view is built from). Seeded students
   play `--moves` moves per table, in turns across tables. A table tells every seat's view
   of a move before `move` returns (core/table.py), so the time of one `move` call is
   move -> every other seat's view updated, on the server: p50/p95 over all moves, and the
   same early in a game (moves 1-10) and late (moves past 200, on rules that last).
   Server RSS and the CPU seconds the moves took.
2. Pages (a real `chemteach serve` and headless Chromium, skipped with --pages 0): time to a
   playable page (the join form, then the seat's view) for one page alone, and for `--pages`
   opened at once, with the server process's CPU seconds and RSS after; the browser shares
   the machine, so the server's CPU seconds are the figure that is the server's.
3. The wire (same server, `--wire` more Bond! tables of two): at each, one page declares
   (a click dispatched in the page) and the other page's seat list changes; the time from
   the click to the other page's change, both read from the machine's clock in the pages:
   p50/p95 over the tables.
"""

from __future__ import annotations

import argparse
import os
import random
import re
import statistics
import subprocess
import sys
import tempfile
import threading
import time
from pathlib import Path
from typing import Any

import psutil

ROOT = Path(__file__).resolve().parents[1]
sys.path.insert(0, str(ROOT))

from chemteach.server.registry import PERSON, Classroom  # noqa: E402

GAMES = ("bond", "periodyx", "monopoly", "polymer")
#: Rules that make a game of each last past move 200 (benchmarks/bench_view_cost.py's).
LONG_RULES = {"polymer": {"target_score": 10_000, "trios_per_colour": 20},
              "periodyx": {"win_cards": 40}, "bond": {"rounds": 20}, "monopoly": {}}


def percentile(values: list[float], q: float) -> float:
    ordered = sorted(values)
    if not ordered:
        return float("nan")
    return ordered[min(len(ordered) - 1, int(round(q * (len(ordered) - 1))))]


def seat_views(table: Any, tokens: list[str]) -> tuple[list[Any], str]:
    """Every seat's view of the table (seat views if the kit has them; else observations)."""
    try:
        from chemteach.widgets import seat_view
    except ImportError:
        def observe(_change: Any) -> None:
            for seat in range(len(table.seats)):
                table.observation(seat)
        table.listen(observe)
        return [], "observations (this copy of the kit has no seat views)"
    return [seat_view(table, token, lang="en") for token in tokens], "seat views"


def play_moves(args: argparse.Namespace) -> None:
    rng = random.Random(args.seed)
    with tempfile.TemporaryDirectory() as folder:
        room = Classroom(folder, bot_delay=0, schedule=None)
        sizes = [args.students // args.tables + (i < args.students % args.tables)
                 for i in range(args.tables)]
        tables, kind = [], ""
        for i, size in enumerate(sizes):
            game = GAMES[i % len(GAMES)]
            entry = room.create_table(game, [PERSON] * max(2, size), seed=args.seed + i)
            tokens = [room.join(entry.code, f"S{i}-{s}")[1].token for s in range(max(2, size))]
            views, kind = seat_views(entry.table, tokens)
            tables.append((entry, tokens, views))
        process = psutil.Process()
        cpu0 = process.cpu_times()
        times: list[float] = []
        for _round in range(args.moves):
            for entry, tokens, _views in tables:
                game = entry.table.game
                if game.is_over():
                    continue
                seat = game.to_move()[0]
                action = rng.choice(game.legal_actions(seat))
                start = time.perf_counter()
                entry.table.move(tokens[seat], action)
                times.append(time.perf_counter() - start)
        cpu1 = process.cpu_times()
        print(f"1. moves: {len(tables)} tables, {sum(len(t[1]) for t in tables)} students, "
              f"each seat with its {kind}")
        p50, p95 = 1000 * percentile(times, .5), 1000 * percentile(times, .95)
        print(f"   move -> every other seat updated (server): p50 {p50:.1f} ms, "
              f"p95 {p95:.1f} ms over {len(times)} moves")
        print(f"   CPU {cpu1.user + cpu1.system - cpu0.user - cpu0.system:.2f} s for the moves; "
              f"RSS {process.memory_info().rss / 1e6:.0f} MB")
        early_late(room, rng, args)
        for _entry, _tokens, views in tables:
            for view in views:
                view.close()


def early_late(room: Classroom, rng: random.Random, args: argparse.Namespace) -> None:
    """Bond! and Periodyx on long rules, 4 students: a move's fan-out to every seat early
    (moves 1-10) and late (the last 10 moves played, up to move 230)."""
    from chemteach.core.match import Seat
    from chemteach.core.table import Table
    from chemteach.games import bots, game_class

    for name in ("bond", "periodyx"):
        game = game_class(name)([f"P{i}" for i in range(4)], LONG_RULES[name], args.seed)
        table = Table(game, [Seat(n) for n in game.names], bots=bots(name))
        tokens = [table.join(f"Q{i}", i).token for i in range(4)]
        views, _kind = seat_views(table, tokens)
        early: list[float] = []
        times: list[float] = []
        moves = 0
        while not table.game.is_over() and moves < 230:
            seat = table.game.to_move()[0]
            action = rng.choice(table.game.legal_actions(seat))
            start = time.perf_counter()
            table.move(tokens[seat], action)
            took = time.perf_counter() - start
            moves += 1
            times.append(took)
            if moves <= 10:
                early.append(took)
        late = times[-10:]
        print(f"   {name}: move fan-out to 4 seats, early (moves 1-10) median "
              f"{1000 * statistics.median(early):.2f} ms, late (moves {moves - 9}-{moves}) "
              f"median {1000 * statistics.median(late):.2f} ms")
        for view in views:
            view.close()


def open_pages(args: argparse.Namespace) -> None:
    """A real server and Chromium: time to a playable page, alone and several at once."""
    if args.pages <= 0:
        return
    from playwright.sync_api import sync_playwright

    sys.path.insert(0, str(ROOT))
    from tests.browser.conftest import CHROMIUM, CHROMIUM_ARGS, free_port

    port = free_port()
    folder = Path(tempfile.mkdtemp(prefix="bench-serve-"))
    tables = [f"{GAMES[i % 4]}:" + ",".join([PERSON] * 4) for i in range(args.tables)]
    tables += ["bond:person,person"] * args.wire
    cmd = [sys.executable, "-m", "chemteach.cli", "serve", "--port", str(port), "--saves",
           str(folder / "saves"), "--no-browser", "--seed", str(args.seed)]
    for table in tables:
        cmd += ["--table", table]
    log = folder / "serve.log"
    env = dict(os.environ, PYTHONPATH=str(ROOT), CHEMTEACH_TEACHER_TOKEN="bench-teacher-secret")
    with log.open("wb") as out:
        server = subprocess.Popen(cmd, stdout=out, stderr=subprocess.STDOUT, env=env,
                                  start_new_session=True)
    try:
        while "Students open:" not in log.read_text(errors="replace"):
            if server.poll() is not None:
                raise SystemExit(log.read_text())
            time.sleep(0.2)
        found = re.findall(r"Table (table-\d+) \((\w+)\): join code (\w+)", log.read_text())
        codes = [code for _id, _game, code in found][: args.tables]
        wire_codes = [code for _id, _game, code in found][args.tables:]
        url = f"http://127.0.0.1:{port}"
        proc = psutil.Process(server.pid)
        print(f"2. pages: server RSS at start {proc.memory_info().rss / 1e6:.0f} MB "
              f"({len(found)} tables)")
        with sync_playwright() as p:
            browser = p.chromium.launch(executable_path=str(CHROMIUM), args=CHROMIUM_ARGS)

            def one(i: int, out: list[float]) -> None:
                context = browser.new_context(viewport={"width": 1366, "height": 768})
                page = context.new_page()
                start = time.perf_counter()
                page.goto(f"{url}/?code={codes[i % len(codes)]}")
                page.locator(".chemteach-join-name input").fill(f"Student {i}")
                page.locator("button.chemteach-find:visible").click()
                page.locator("button.chemteach-seat-choice:visible").first.click()
                page.locator(".chemteach-table-code").wait_for(timeout=120_000)
                page.locator(".chemteach-table-code ~ *").first.wait_for(timeout=120_000)
                out.append(time.perf_counter() - start)

            cpu = proc.cpu_times()
            alone: list[float] = []
            one(0, alone)
            cpu_alone = sum(proc.cpu_times()[:2]) - sum(cpu[:2])
            print(f"   one page alone: playable in {alone[0]:.2f} s; server CPU "
                  f"{cpu_alone:.2f} s")
            together: list[float] = []
            cpu = proc.cpu_times()
            start = time.perf_counter()
            # Playwright's sync API is one thread: open the pages in turn without waiting,
            # then wait for all (the server sees them at once).
            pages = []
            for i in range(1, args.pages + 1):
                context = browser.new_context(viewport={"width": 1366, "height": 768})
                page = context.new_page()
                page.goto(f"{url}/?code={codes[i % len(codes)]}", wait_until="commit")
                pages.append((i, page))
            for i, page in pages:
                page.locator(".chemteach-join-name input").fill(f"Student {i}",
                                                                timeout=300_000)
                page.locator("button.chemteach-find:visible").click()
                page.locator("button.chemteach-seat-choice:visible").first.click()
            for _i, page in pages:
                page.locator(".chemteach-table-code").wait_for(timeout=300_000)
                together.append(time.perf_counter() - start)
            cpu_all = sum(proc.cpu_times()[:2]) - sum(cpu[:2])
            print(f"   {args.pages} pages at once: all playable in {max(together):.2f} s "
                  f"(p95 {percentile(together, .95):.2f} s); server CPU {cpu_all:.2f} s, "
                  f"{cpu_all / args.pages:.2f} s a page; server RSS "
                  f"{proc.memory_info().rss / 1e6:.0f} MB")
            wire(browser, url, wire_codes)
            browser.close()
    finally:
        server.terminate()
        try:
            server.wait(timeout=15)
        except subprocess.TimeoutExpired:
            server.kill()


#: In the page that waits: note the time its seat list changes next.
WATCH = """() => { window.__changed = null;
  const seats = document.querySelector('.chemteach-seats');
  const was = seats.innerHTML;
  new MutationObserver(() => { if (seats.innerHTML !== was && window.__changed === null)
    window.__changed = Date.now(); }).observe(seats, {subtree: true, childList: true,
    characterData: true, attributes: true}); }"""
#: In the page that moves: click "Keep playing" now, and say when.
CLICK = """() => { document.querySelector('button.bond-keep').click(); return Date.now(); }"""


def wire(browser: Any, url: str, codes: list[str]) -> None:
    """Click on one page -> the other page's seat list changed, at each wire table."""
    if not codes:
        return
    took: list[float] = []
    for code in codes:
        pages = []
        for name in ("Ada", "Ben"):
            context = browser.new_context(viewport={"width": 1366, "height": 768})
            page = context.new_page()
            page.goto(f"{url}/?code={code}")
            page.locator(".chemteach-join-name input").fill(name)
            page.locator("button.chemteach-find:visible").click()
            page.locator("button.chemteach-seat-choice:visible").first.click()
            page.locator("button.bond-keep:visible").wait_for(timeout=120_000)
            pages.append((context, page))
        (_c, ada), (_d, ben) = pages
        ben.evaluate(WATCH)
        clicked = ada.evaluate(CLICK)
        ben.wait_for_function("() => window.__changed !== null", timeout=30_000)
        took.append(ben.evaluate("() => window.__changed") - clicked)
        for context, _page in pages:
            context.close()
    print(f"3. wire: click on one page -> the other page updated: p50 "
          f"{percentile(took, .5):.0f} ms, p95 {percentile(took, .95):.0f} ms over "
          f"{len(took)} tables")


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.split("\n", 1)[0])
    parser.add_argument("--students", type=int, default=30)
    parser.add_argument("--tables", type=int, default=8)
    parser.add_argument("--moves", type=int, default=40, help="moves per table")
    parser.add_argument("--pages", type=int, default=4, help="pages opened at once (0: none)")
    parser.add_argument("--wire", type=int, default=8,
                        help="Bond! tables of two for the wire latency (0: none)")
    parser.add_argument("--seed", type=int, default=0)
    args = parser.parse_args()
    threading.current_thread().name = "bench"
    play_moves(args)
    open_pages(args)


if __name__ == "__main__":
    main()
