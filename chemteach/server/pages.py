"""The Solara pages of the table server: the student's (join, then their seat), the
teacher's (locked by the teacher's secret: create tables, watch them live, pause, time's up,
download saves, join codes and QR codes) and the projector's (a table's public view, large).

Each page is a Solara component rendered in the page's own virtual kernel; the tables are
shared through `state.current()`. A student's page holds only its own seat's view: the
seat's token comes from the browser (store.BrowserSeat) and opens no other seat.
"""

from __future__ import annotations

import logging
import threading
from collections.abc import Callable
from typing import Any
from urllib.parse import parse_qs

import solara

from ..core.actions import TimeUp
from ..core.errors import ChemteachError
from ..core.language import LANGUAGES, speaking
from ..core.seating import MOST_LETTERS
from ..core.wording import _
from ..games import GAMES, game_class
from .download import DownloadButton
from .guard import CLIENT_HEADER, shown
from .lessons import KIT_LESSONS, LessonTable, find_lesson
from .qr import qr_svg
from .registry import PERSON, ClassTable
from .state import current
from .store import BrowserSeat
from .views import open_view

log = logging.getLogger(__name__)
#: How often the teacher's list counts the time played on (seconds).
TICK = 2.0
#: The bot levels a teacher picks from (each game has these three).
LEVELS = ("easy", "medium", "hard")
CSS = """
.chemteach-page { max-width: 1320px; margin: 0 auto; padding: 8px 16px; }
.chemteach-page h1 { font-size: 1.5rem; margin: 4px 0 8px; }
.chemteach-tables td, .chemteach-tables th { padding: 2px 8px; text-align: left;
  vertical-align: top; }
.chemteach-code { font-family: monospace; font-size: 1.6rem; letter-spacing: 0.2em; }
.chemteach-projector { zoom: 1.35; }
.chemteach-notice { padding: 8px 12px; margin: 6px 0; border-radius: 4px;
  border: 1px solid #b00020; color: #5f0010; background: #fdecee; }
.chemteach-ok { border-color: #1b5e20; color: #0b3d0f; background: #e8f5e9; }
"""


def query(router: Any) -> dict[str, str]:
    """The page address's query (?code=...&lang=...), first value of each, capped."""
    values = parse_qs(str(router.search or "")[:1000])
    return {k: v[0][:200] for k, v in values.items() if v}


def hub_name() -> str | None:
    """Behind a JupyterHub, the page's hub user name (from its signed cookie), else None."""
    try:
        import solara.lab

        cookies = solara.lab.cookies.value
    except Exception:  # noqa: BLE001 - no cookies known: not behind a hub
        return None
    return current().hub_user(cookies)


def client_key() -> str:
    """Whose tries a page counts (state.tries): behind a hub, the hub user; else the
    computer's address (the guard's CLIENT_HEADER), over all its pages."""
    user = hub_name()
    if user:
        return f"user:{user}"
    try:
        import solara.lab

        headers = solara.lab.headers.value or {}
    except Exception:  # noqa: BLE001 - no headers known (a test page)
        headers = {}
    values = headers.get(CLIENT_HEADER) or ["unknown"]
    return f"address:{str(values[-1])[:100]}"


def may_try(set_error: Callable[[str], None]) -> bool:
    """Whether this computer may try one more join code or password now; if not, a sentence."""
    if current().tries.allow(client_key()):
        return True
    set_error(_("Too many tries at once: wait a few seconds and try again."))
    return False


def sentence(exc: BaseException) -> str:
    """What a person reads when something went wrong: the kit's sentence, never a traceback."""
    if isinstance(exc, ChemteachError):
        return str(exc)
    log.error("table server page: %r", exc, exc_info=exc)
    return _("Something went wrong on the server: try again, or ask your teacher.")


def attempt(fn: Callable[[], Any], set_error: Callable[[str], None]) -> Any:
    """Run a page's action; a failure becomes the page's sentence."""
    try:
        result = fn()
    except Exception as exc:  # noqa: BLE001 - a page shows a sentence, never a traceback
        set_error(sentence(exc))
        return None
    set_error("")
    return result


def Notice(text: str, kind: str = "error") -> Any:
    """A sentence for the reader, in a box (role=alert for errors); escaped. Solara's own
    alerts do not render with the pinned ipyvuetify 3."""
    role = "alert" if kind == "error" else "status"
    return solara.HTML(tag="div", unsafe_innerHTML=shown(text, 600),
                       classes=["chemteach-notice", f"chemteach-{kind}"],
                       attributes={"role": role})


def Heading(text: str, level: int = 2) -> Any:
    """A heading (HTML, escaped: Solara's Markdown would load KaTeX from a CDN)."""
    return solara.HTML(tag=f"h{level}", unsafe_innerHTML=shown(text, 200))


@solara.component
def Layout(children: list[Any] = []) -> Any:  # noqa: B006 - Solara's layout signature
    """The kit's own page frame: no Solara tabs or footer, and a sentence (never a
    traceback) if a page fails."""
    error, clear = solara.use_exception()
    with solara.Column(classes=["chemteach-page"]) as main:
        solara.Style(CSS)
        if error is not None:
            Notice(sentence(error))
            solara.Button(_("Try again"), on_click=clear)
        else:
            solara.Column(children=children)
    return main


@solara.component
def LanguageChoice(lang: str, on_lang: Callable[[str], None]) -> None:
    """English / Japanese, for the student's page and its seat view."""
    with solara.Row(classes=["chemteach-language"]):
        for code, name in LANGUAGES.items():
            solara.Button(name, on_click=lambda code=code: on_lang(code), text=code != lang,
                          outlined=code == lang, classes=[f"chemteach-lang-{code}"])


@solara.component
def ViewOf(table: Any, token: str | None, lang: str) -> None:
    """A seat's view (None: the projector's) on the page, closed when the page goes."""
    def make() -> Any:
        try:
            return open_view(table, token, lang)
        except Exception as exc:  # noqa: BLE001 - a sentence on the page, not a traceback
            with speaking(lang):
                return sentence(exc)

    view = solara.use_memo(make, [id(table), token, lang])
    solara.use_effect(lambda: None if isinstance(view, str) else view.close, [view])
    if isinstance(view, str):
        Notice(view)
    else:
        solara.display(view.widget)


# ----- the student's page --------------------------------------------------------------
@solara.component
def StudentPage() -> None:
    """Join a table by code and name, take a free seat, then play it; a reload comes back."""
    router = solara.use_router()
    asked = query(router)
    lang, set_lang = solara.use_state(asked.get("lang", "en") if asked.get("lang") in
                                      LANGUAGES else "en")
    store = solara.use_memo(lambda: BrowserSeat(asked.get("device", "")), [])
    loaded, set_loaded = solara.use_state(False)
    seat, set_seat = solara.use_state(None)
    stored, set_stored = solara.use_state(None)  # this browser's seat, not yet confirmed
    error, set_error = solara.use_state("")

    def watch_store() -> Callable[[], None]:
        def on_load(_change: Any = None) -> None:
            if not store.loaded:
                return
            remembered = store.remembered()
            if remembered is not None:
                try:
                    current().classroom.rejoin(*remembered)
                    set_stored(remembered)  # asked first: a shared computer's next student
                except ChemteachError:
                    store.forget()
            set_loaded(True)

        store.observe(on_load, "loaded")
        on_load()
        return lambda: store.unobserve(on_load, "loaded")

    solara.use_effect(watch_store, [])

    def seated(code: str, token: str) -> None:
        store.remember(code, token)
        set_seat((code, token))

    def leave() -> None:
        store.forget()
        set_seat(None)

    def go_on() -> None:
        set_seat(stored)
        set_stored(None)

    def not_me() -> None:
        store.forget()
        set_stored(None)

    solara.display(store)
    with speaking(lang):
        solara.Title(_("Chemistry tables: join a game"))
        if seat is None:  # a seat's view has its own English / Japanese toggle
            LanguageChoice(lang, set_lang)
        if error:
            Notice(error)
        if not loaded:
            solara.Text(_("Opening the page..."))
        elif seat is None and stored is not None:
            StoredSeat(stored[0], stored[1], lang, go_on, not_me)
        elif seat is None:
            JoinForm(asked.get("code", ""), lang, seated, hub_name())
        else:
            SeatPanel(seat[0], seat[1], lang, leave, set_error)


@solara.component
def JoinForm(code0: str, lang: str, on_seated: Callable[[str, str], None],
             hub_user: str | None = None) -> None:
    """The join code and a name (behind a hub: the hub user name), then the table's free
    seats to pick from."""
    code, set_code = solara.use_state(code0)
    name, set_name = solara.use_state(hub_user[:MOST_LETTERS] if hub_user else "")
    found, set_found = solara.use_state(None)
    error, set_error = solara.use_state("")
    with speaking(lang):
        Heading(_("Join a table"))
        solara.InputText(_("Table code"), value=code, on_value=set_code,
                         continuous_update=True, classes=["chemteach-join-code"])
        solara.InputText(_("Your name"), value=name, on_value=set_name,
                         continuous_update=True, classes=["chemteach-join-name"],
                         disabled=hub_user is not None)

        def find() -> None:
            if not may_try(set_error):
                return
            entry = attempt(lambda: current().classroom.by_code(code), set_error)
            set_found(entry)

        solara.Button(_("Find the table"), on_click=find, color="primary",
                      classes=["chemteach-find"])
        if error:
            Notice(error)
        if found is not None:
            entry: ClassTable = found
            free = entry.table.free_seats()
            if not free:
                Notice(_("Every seat at this table is taken: ask your teacher for "
                         "another table."))
            else:
                solara.Text(_("Pick a free seat:"))
            with solara.Row():
                for seat in free:
                    def take(seat: int = seat) -> None:
                        def join() -> None:
                            with speaking(lang):
                                who = hub_user[:MOST_LETTERS] if hub_user else name
                                _entry, ticket = current().classroom.join(entry.code, who,
                                                                          seat)
                            on_seated(entry.code, ticket.token)
                        attempt(join, set_error)
                    label = _("Seat {n}").format(n=seat + 1)
                    solara.Button(label, on_click=take, classes=["chemteach-seat-choice"])


@solara.component
def StoredSeat(code: str, token: str, lang: str, on_continue: Callable[[], None],
               on_not_me: Callable[[], None]) -> None:
    """The seat this browser remembers, offered before it opens: on a shared computer the
    next student says "not me" and joins their own table."""
    with speaking(lang):
        try:
            entry, number = current().classroom.rejoin(code, token)
            name = entry.table.seats[number].name
        except ChemteachError as exc:
            Notice(str(exc))
            solara.Button(_("Join again"), on_click=on_not_me)
            return
        solara.Text(_("You are seated as {name} at table {code}: continue, or not you?").format(
            name=name, code=entry.code), classes=["chemteach-stored-seat"])
        with solara.Row():
            solara.Button(_("Continue as {name}").format(name=name), on_click=on_continue,
                          color="primary", classes=["chemteach-continue"])
            solara.Button(_("Not me: join another table"), on_click=on_not_me,
                          classes=["chemteach-not-me"])


@solara.component
def SeatPanel(code: str, token: str, lang: str, on_leave: Callable[[], None],
              set_error: Callable[[str], None]) -> None:
    """The student's own seat: the notebook's seat view of it, in their language."""
    try:
        entry, _seat = current().classroom.rejoin(code, token)
    except ChemteachError as exc:
        Notice(str(exc))
        solara.Button(_("Join again"), on_click=on_leave)
        return
    def leave_seat() -> None:
        attempt(lambda: current().classroom.leave(code, token), set_error)
        on_leave()

    with speaking(lang):
        with solara.Row(style={"align-items": "center"}):
            solara.Text(_("Table {code}").format(code=entry.code),
                        classes=["chemteach-table-code"])
            solara.Button(_("Leave this seat"), on_click=leave_seat, text=True,
                          classes=["chemteach-leave"])
    ViewOf(entry.table, token, lang)


# ----- the projector's page ------------------------------------------------------------
@solara.component
def ProjectorPage() -> None:
    """A table's public view, large, for the class screen (?code=...)."""
    asked = query(solara.use_router())
    solara.Title(_("Chemistry tables: projector"))

    def find() -> Any:
        problem: list[str] = []
        if not may_try(problem.append):
            return problem[0]
        try:
            return current().classroom.by_code(asked.get("code", ""))
        except ChemteachError as exc:
            return str(exc)

    entry = solara.use_memo(find, [asked.get("code", "")])
    if isinstance(entry, str):
        Notice(entry)
        return
    with solara.Column(classes=["chemteach-projector"]):
        ViewOf(entry.table, None, entry.lang)


# ----- the teacher's page ----------------------------------------------------------------
@solara.component
def TeacherPage() -> None:
    """The teacher's desk, once the teacher's secret is given (?token=... or typed)."""
    router = solara.use_router()
    asked = query(router)
    state = current()
    error, set_error = solara.use_state("")

    def from_address() -> str:  # the address's token, tried once per page: why not opened
        token = asked.get("token", "")
        if not token:
            return ""
        problem: list[str] = []
        if not may_try(problem.append):
            return problem[0]
        return "open" if state.teacher.opens(token) else ""

    first = solara.use_memo(from_address, [])
    opened, set_opened = solara.use_state(first == "open")
    typed, set_typed = solara.use_state("")

    def drop_token() -> None:  # the secret leaves the address bar (a projected page shows it)
        if opened and "token" in asked:
            router.push(str(router.path or "/teacher"))

    solara.use_effect(drop_token, [opened, "token" in asked])
    solara.Title(_("Chemistry tables: teacher"))
    if not opened:
        Heading(_("Teacher's page"))
        solara.InputText(_("Teacher's password (printed when the server started)"),
                         value=typed, on_value=set_typed, password=True,
                         continuous_update=True, classes=["chemteach-teacher-secret"])

        def open_desk() -> None:
            if not may_try(set_error):
                return
            if state.teacher.opens(typed):
                set_opened(True)
                set_error("")
            else:
                set_error(_("That is not the teacher's password."))

        solara.Button(_("Open"), on_click=open_desk, color="primary")
        if error or first not in ("", "open"):
            Notice(error or first)
        return
    TeacherDesk()


def _ticker(bump: Callable[[], None]) -> Callable[[], Callable[[], None]]:
    def start() -> Callable[[], None]:
        stop_classroom = current().classroom.listen(lambda _tid: bump())
        done = threading.Event()

        def loop() -> None:
            while not done.wait(TICK):
                bump()

        threading.Thread(target=loop, name="chemteach-teacher-tick", daemon=True).start()

        def stop() -> None:
            stop_classroom()
            done.set()

        return stop
    return start


@solara.component
def TeacherDesk() -> None:
    """Create tables, watch every table live, pause, time's up, download the saves."""
    state = current()
    tick, set_tick = solara.use_state(0)
    counter = solara.use_ref(0)

    def bump() -> None:
        counter.current += 1
        set_tick(counter.current)

    solara.use_effect(_ticker(bump), [])
    Heading(_("Teacher's page"))
    solara.Text(_("Students open {address} and type their table's code.").format(
        address=state.address), classes=["chemteach-address"])
    CreateTable()
    tables = state.classroom.tables()
    label = _("Download every table's save (zip)")
    button = solara.use_memo(lambda: DownloadButton(label, state.classroom.zip_saves), [])
    if tables:
        solara.display(button)
    for entry in tables:
        TableCard(entry, tick)


@solara.component
def CreateTable() -> None:
    """The form that makes a table: game, lesson, students' seats, bots, language."""
    state = current()
    fixed = state.classroom.lesson
    game, set_game = solara.use_state(fixed.game if fixed else "bond")
    lesson_name, set_lesson = solara.use_state(fixed.name if fixed else "")
    rules_name, set_rules = solara.use_state("")
    people, set_people = solara.use_state(2)
    bots, set_bots = solara.use_state(0)
    level, set_level = solara.use_state("medium")
    lang, set_lang = solara.use_state("en")
    error, set_error = solara.use_state("")
    made, set_made = solara.use_state("")
    lessons = [p.stem for p in sorted(KIT_LESSONS.glob("*.md")) if p.stem.lower() != "readme"]
    Heading(_("A new table"), 3)
    with solara.Row(style={"flex-wrap": "wrap", "align-items": "center"}):
        if fixed is None:
            solara.Select(_("Game"), values=list(GAMES), value=game, on_value=set_game,
                          classes=["chemteach-new-game"])
            solara.Select(_("Lesson's rules"), values=["", *lessons], value=lesson_name,
                          on_value=set_lesson)
            if state.classroom.rules_files:
                solara.Select(_("Rules file"), values=["", *state.classroom.rules_files],
                              value=rules_name, on_value=set_rules)
        else:
            solara.Text(_("Lesson: {name}").format(name=fixed.name))
        solara.Select(_("Students"), values=list(range(1, 7)), value=people,
                      on_value=set_people, classes=["chemteach-new-people"])
        solara.Select(_("Bots"), values=list(range(0, 6)), value=bots, on_value=set_bots,
                      classes=["chemteach-new-bots"])
        solara.Select(_("Bots' level"), values=list(LEVELS), value=level, on_value=set_level)
        solara.Select(_("Language"), values=list(LANGUAGES), value=lang, on_value=set_lang)

        def create() -> None:
            lesson: LessonTable | None = fixed
            if lesson is None and lesson_name:
                lesson = find_lesson(lesson_name)
            rules = state.classroom.rules_files.get(rules_name) if rules_name else None
            entry = state.classroom.create_table(
                game, [PERSON] * int(people) + [level] * int(bots), rules=rules, lang=lang,
                lesson=lesson)
            set_made(entry.code)

        solara.Button(_("Create the table"), color="primary", classes=["chemteach-create"],
                      on_click=lambda: attempt(create, set_error))
    if error:
        Notice(error)
    elif made:
        Notice(_("Table made: its code is {code}.").format(code=made), "ok")


def _players_html(entry: ClassTable) -> str:
    summary = entry.summary()
    rows = []
    for i, seat in enumerate(summary.seats):
        if seat.bot:
            who = _("bot ({level})").format(level=shown(seat.bot))
        elif seat.taken:
            who = _("student")
        else:
            who = _("free seat")
        rows.append(f"<tr><td>{i + 1}</td><td>{shown(seat.name)}</td><td>{who}</td>"
                    f"<td>{seat.score:g}</td></tr>")
    words = [_("Player"), _("Seat"), _("Score")]
    head = "<tr><th>#</th>" + "".join(f"<th>{shown(w)}</th>" for w in words) + "</tr>"
    return f"<table class='chemteach-tables'>{head}{''.join(rows)}</table>"


def _status(entry: ClassTable) -> str:
    summary = entry.summary()
    minutes, seconds = divmod(int(summary.seconds_played), 60)
    played = _("{m} min {s:02d} s played, {n} moves").format(m=minutes, s=seconds,
                                                          n=summary.moves)
    if summary.over:
        state = _("Over: {winners} won.").format(
            winners=", ".join(shown(w) for w in summary.winners) or "-")
    elif summary.paused:
        state = _("Paused.")
    else:
        state = _("To move: {who}.").format(who=", ".join(shown(w) for w in summary.to_move))
    return f"{state} {played}"


@solara.component
def TableCard(entry: ClassTable, tick: int) -> None:
    """One table on the teacher's page, live: players, whose turn, scores, time, controls."""
    state = current()
    show_qr, set_show_qr = solara.use_state(False)
    error, set_error = solara.use_state("")
    table = entry.table
    title = f"{entry.table_id} \u00b7 {_(game_class(entry.game).title)}"
    if entry.lesson:
        title += f" \u00b7 {shown(entry.lesson)}"
    with solara.Card(title, classes=["chemteach-table-card", f"chemteach-{entry.table_id}"]):
        solara.HTML(tag="div", unsafe_innerHTML=(
            f"<span class='chemteach-code'>{shown(entry.code)}</span>"))
        solara.HTML(tag="div", unsafe_innerHTML=_status(entry),
                    classes=["chemteach-table-status"])
        solara.HTML(tag="div", unsafe_innerHTML=_players_html(entry))
        with solara.Row():
            if table.paused:
                solara.Button(_("Resume"), on_click=lambda: attempt(table.resume, set_error))
            else:
                solara.Button(_("Pause"), on_click=lambda: attempt(table.pause, set_error),
                              classes=["chemteach-pause"])
            if TimeUp in table.game.action_types:  # the games whose rules value a cut game
                with speaking(entry.lang):
                    solara.Button(_("Time's up"), classes=["chemteach-time-up"],
                                  on_click=lambda: attempt(table.time_up, set_error),
                                  disabled=table.game.is_over())
            solara.Button(_("Hide QR code") if show_qr else _("Show QR code"),
                          on_click=lambda: set_show_qr(not show_qr))
            solara.Button(_("Projector"), href=f"projector?code={entry.code}", target="_blank",
                          text=True)
        if error:
            Notice(error)
        if show_qr:
            address = state.join_address(entry.code)
            solara.HTML(tag="div", unsafe_innerHTML=qr_svg(address))
            solara.Text(address)
