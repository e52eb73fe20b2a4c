"""A game table's seat view: the part of every game's widget that is not the game's own board.

The game itself lives in a `core.table.Table` (DESIGN.md, "Tables and seats"): the seats,
the bots' turns, the lock that makes moves one at a time, autosave and listeners. A
`GameTable` is a **seat view** of it: it renders one seat's observation, sends that seat's
moves with `Table.move` and redraws whenever the table tells it of a change (a move made
here, on another device, or by a bot on a timer), so a notebook and the table server share
one code path. Three kinds of view:

* the notebook's hot seat (`play()` in each game's widget.py): holds the token of every
  person's seat and changes seat behind the pass-the-device cover; it has the teacher's
  controls (Undo, New game, Rematch, Time's up, Save, Load, the name boxes);
* `XTable.at_seat(table, token)`: one seat (a student's own device), no cover and no
  controls but the language toggle;
* `XTable.projector(table)`: seat None, public information only, no controls.

A seat view checks its token after every join, leave and restart: a token that no longer
holds its seat (left, freed, the seat made a bot's or gone in a new game) leaves the view
with public information only and a "join again" sentence. A closed table's views say so.
Made in a notebook cell, a view replaces the ones that cell made in its previous run.

A game's widget subclasses it, builds its board in `game_area()`, draws the board in
`render()` and turns clicks into `submit(action)`.
"""

from __future__ import annotations

import functools
import inspect
from collections.abc import Callable, Iterator, Mapping, Sequence
from contextlib import contextmanager
from dataclasses import dataclass
from pathlib import Path
from typing import Any, TypeVar

import ipywidgets as w

from ..core.actions import Action
from ..core.bots import Bot
from ..core.errors import IllegalAction
from ..core.events import Event
from ..core.game import TABLE, Game
from ..core.language import LANGUAGES, check_language, current_language, speaking
from ..core.match import Match, Seat
from ..core.save import load_save
from ..core.table import SEAT_CHANGES, Change, SaveFailed, Table, TableError, closed_sentence
from ..core.wording import _, count, join_words, seat_name
from .buttons import GameButtons
from .closing import close_tree, widget_tree
from .handoff import PassDevice
from .keyguard import guard_keys
from .language import LanguageToggle, relabel
from .movelog import QUIET, MoveLog, news
from .names import NameBoxes
from .saveload import SaveLoad, house_rules_note
from .schedule import later
from .seating import bot_label, make_seats
from .seats import SeatList
from .status import FOOTER, GAME_AREA, StatusLine

F = TypeVar("F", bound=Callable[..., Any])

#: The three kinds of seat view (see the module's docstring).
HOT_SEAT, SEAT, PROJECTOR = "hot seat", "seat", "projector"


def speaks_own_language(method: F) -> F:
    """A table's method that words things in the table's own language (its `lang=`), so
    two tables in one notebook, each in its language, never word each other's texts."""
    if getattr(method, "_speaks", False):
        return method

    @functools.wraps(method)
    def in_own_language(self: Any, *args: Any, **kwargs: Any) -> Any:
        with speaking(self.__dict__.get("_lang")):
            return method(self, *args, **kwargs)

    in_own_language._speaks = True  # type: ignore[attr-defined]
    return in_own_language  # type: ignore[return-value]


def holding_the_table(method: F) -> F:
    """A view's method that holds its table's lock (`Table.lock`, the one every move and
    every listener takes): outside a running event loop a bot's move comes on a timer thread
    (widgets/schedule.py), and its redraw must wait until the main thread has finished a
    redraw, a move or a new game (the Ask buttons were read while being rebuilt: an
    IndexError). Re-entrant; in a kernel, where every call comes on the event loop, it is
    never contended. Before the view has its table nothing can race it."""
    if getattr(method, "_holds", False):
        return method

    @functools.wraps(method)
    def held(self: Any, *args: Any, **kwargs: Any) -> Any:
        table = self.__dict__.get("table")
        if table is None:
            return method(self, *args, **kwargs)
        with table.lock:
            return method(self, *args, **kwargs)

    held._holds = True  # type: ignore[attr-defined]
    held._speaks = getattr(method, "_speaks", False)  # type: ignore[attr-defined]
    return held  # type: ignore[return-value]


def _speak_own_language(cls: type) -> None:
    """Every method of a view speaks the view's language and holds the table's lock."""
    for name, value in list(vars(cls).items()):
        if inspect.isfunction(value) and not name.startswith("__"):
            setattr(cls, name, holding_the_table(speaks_own_language(value)))


def _schedule(delay: float, fn: Callable[[], None]) -> None:
    """The notebook table's bots' clock: `later` (looked up when called, so a test can
    replace it)."""
    later(delay, fn)


@dataclass(frozen=True)
class SeatOf:
    """The seat a view is built for (`at_seat`, `projector`): a table and a seat token
    (None: the projector, nobody's seat)."""

    table: Table
    token: str | None


class GameTable:
    """A seat view of one game's table; subclasses supply the board. `.widget` is the UI,
    `.table` the shared `core.table.Table` it shows."""

    #: Event kinds the status line does not repeat after a turn (the board shows them).
    quiet_kinds: frozenset[str] = QUIET
    #: Event kinds past which Undo does not go: Undo replays the same seed, so a sealed
    #: auction's bids or a question's answer, once shown, must not be taken back.
    undo_stops: frozenset[str] = frozenset()
    #: Event kinds that are a person's secret move (a sealed bid, a card laid face down):
    #: with another person's view on the screen, Undo does not take them back.
    secret_moves: frozenset[str] = frozenset()
    #: The pass-the-device cover over the private part of the board (see `behind_cover`).
    pass_device: PassDevice
    #: The Game class a subclass plays (used to open its saves and to check a table's game).
    game_type: type[Game] = Game

    def __init__(
        self,
        game: Game,
        seats: Sequence[Seat],
        *,
        bots: Mapping[str, type[Bot]] | None = None,
        bot_delay: float = 0.6,
        handoff: bool = False,
        lang: str | None = None,
        seat_of: SeatOf | None = None,
    ) -> None:
        self._lang = None if lang is None else check_language(lang)
        with speaking(self._lang), self._initialising():
            self._build(game, seats, bots, bot_delay, handoff, seat_of)

    def __init_subclass__(cls, **kwargs: Any) -> None:
        super().__init_subclass__(**kwargs)
        _speak_own_language(cls)  # a game's own methods word things in the table's language
        own_init = cls.__dict__.get("__init__")
        if own_init is not None and not getattr(own_init, "_speaks", False):
            @functools.wraps(own_init)
            def __init__(self: Any, *args: Any, **kw: Any) -> None:
                # a rules file's mistake, in the table's words; the bots start once the whole
                # view is built (their first move, on a timer thread, finds it complete)
                with speaking(kw.get("lang")), self._initialising():
                    own_init(self, *args, **kw)

            __init__._speaks = True  # type: ignore[attr-defined]
            cls.__init__ = __init__  # type: ignore[misc]

    @contextmanager
    def _initialising(self) -> Iterator[None]:
        """Building the view (a game's __init__ around GameTable's): when the outermost one
        ends, the view starts (`_begin`)."""
        depth = self.__dict__.get("_init_depth", 0)
        self.__dict__["_init_depth"] = depth + 1
        try:
            yield
        finally:
            self.__dict__["_init_depth"] = depth
        if depth == 0:
            self._begin()

    # ----- the views of one table -------------------------------------------------------
    @classmethod
    def at_seat(cls, table: Table, token: str, lang: str | None = None) -> GameTable:
        """A view of the token's seat of `table` (a student's own device): that seat's
        observation only, no pass-the-device cover and none of the teacher's controls; moves
        go to `table.move`, refusals are a sentence on the status line, and it is redrawn
        whenever the table changes (until `close()`). TableError for a token of no seat."""
        table.seat_of(token)  # a sentence now, not a broken view later
        return cls._view_of(table, token, lang)

    @classmethod
    def projector(cls, table: Table, lang: str | None = None) -> GameTable:
        """The projector's view of `table`: nobody's seat, public information only, no
        controls; redrawn whenever the table changes (until `close()`)."""
        return cls._view_of(table, None, lang)

    @classmethod
    def _view_of(cls, table: Table, token: str | None, lang: str | None) -> GameTable:
        """A seat view (or the projector's) of `table`; made in a notebook cell, it replaces
        the views that cell made in its previous run (`replaces_its_cell`)."""
        if table.closed:
            raise TableError(closed_sentence())
        if not isinstance(table.game, cls.game_type):
            raise TableError(_("This table plays {game}, not {other}.").format(
                game=_(table.game.title), other=_(cls.game_type.title)))
        extra = {} if lang is None else {"lang": lang}
        view = cls(game=table.game, seat_of=SeatOf(table, token), **extra)  # type: ignore[call-arg]
        return replaces_its_cell(view)

    def _build(self, game: Game, seats: Sequence[Seat], bots: Mapping[str, type[Bot]] | None,
               bot_delay: float, handoff: bool, seat_of: SeatOf | None) -> None:
        if seat_of is None:
            self.mode = HOT_SEAT
            table = Table(game, list(seats), bots=bots, bot_delay=bot_delay,
                          schedule=_schedule)
            self._tokens: dict[int, str] = {}
            self._own_seat: int | None = None
        else:
            table = seat_of.table
            self.mode = SEAT if seat_of.token is not None else PROJECTOR
            self._own_seat = (None if seat_of.token is None
                              else table.seat_of(seat_of.token))
            self._tokens = ({} if seat_of.token is None or self._own_seat is None
                            else {self._own_seat: seat_of.token})
            handoff = False  # one seat per device: nothing to cover
        # a seat view whose token no longer holds its seat (left, freed, made a bot's by a
        # new game): the sentence it shows from then on, with public information only
        self._unseated: str | None = None
        self.handoff = handoff
        self.busy = False
        self._allow_undo = True
        self._acting_depth = 0
        self._sittings = 0
        self._confirm_new = False
        self._confirm_time = False
        self._seen: int | None = None
        self._shared_seen = False
        self._mark = 0
        # per reader (None: everyone at the screen), the events (by position) told to them
        self._said: dict[int | None, set[int]] = {}
        self.status = StatusLine()
        self.seat_list = SeatList()
        self.log = MoveLog()
        teacher = self.mode == HOT_SEAT
        # the teacher's (or the notebook's) controls: never on a student's or the projector's
        # view (a save holds every hand; Undo and New game are the table's, not one seat's)
        self.buttons: GameButtons | None = (
            GameButtons(self.undo, self.new_game, self.rematch, self.time_up) if teacher
            else None)
        self.saveload: SaveLoad | None = (
            SaveLoad(self.load_game, self.status, expected=type(game)) if teacher else None)
        self.names: NameBoxes | None = NameBoxes(self.rename) if teacher else None
        # the view's table: from now on its lock is held by every method of the view
        self.table = table
        if teacher:
            self._hold_people_seats()
        self._sit_down(len(self.game.events))
        area = self.game_area()
        if getattr(self, "pass_device", None) is None:  # nothing put behind a cover: all of it
            area = self.behind_cover(area)
        area.add_class(GAME_AREA)  # where the focus goes when a pressed button is gone
        self.language_toggle = LanguageToggle(self.lang, self.set_language)
        parts = [x.widget for x in (self.buttons, self.language_toggle, self.saveload)
                 if x is not None]
        controls = w.HBox(parts, layout=w.Layout(flex_flow="row wrap",
                                                 justify_content="space-between"))
        controls.add_class("chemteach-controls")
        # Undo, New game, Rematch, Save and Load stay on screen with the status line under
        # them while any part of the game is (a status line of two lines pushed them below a
        # 1366x768 window): both stick to the window's bottom edge together
        footer = w.VBox([controls, self.status.widget])
        footer.add_class(FOOTER)
        top: list[w.Widget] = []
        if self.names is not None:
            self.names.build(self.people(), [seat_name(s.name) for s in self.seats])
            top.append(self.names.widget)
        self.widget = w.VBox([*top, area, footer])
        self.widget.add_class("chemteach-table")
        guard_keys(self.widget)  # JupyterLab's shortcuts stay out of every control
        self.pass_device.on_reveal(self._revealed)
        self._stop_listening = table.listen(self._changed)

    def _begin(self) -> None:
        """The view is built: the bots whose turn it is move (on any view: a table made or
        resumed with no view yet has had nobody to set them going; `play_bots` is
        idempotent), and the table is drawn."""
        unsaved: SaveFailed | None = None
        with self._acting():
            try:
                self.table.play_bots()
            except SaveFailed as failure:  # the bots moved; their save failed: said below
                unsaved = failure
        self._show_turn()
        if unsaved is not None:
            self.status.error(unsaved)

    def _hold_people_seats(self) -> None:
        """The hot seat holds a token for every person's seat (kept over an undo or a new
        game; a seat that became a bot's is let go, a new person's seat is taken)."""
        table = self.table
        held: dict[int, str] = {}
        for seat in self.people():
            token = self._tokens.get(seat)
            try:
                if token is not None and table.seat_of(token) == seat:
                    held[seat] = token
                    continue
            except TableError:
                pass
            held[seat] = table.sit(seat).token
        self._tokens = held

    # ----- what a game's widget supplies ------------------------------------------------
    def game_area(self) -> w.Widget:
        """The widgets behind the pass-the-device screen; by default seats and log."""
        return w.VBox([self.seat_list.widget, self.log.widget])

    def behind_cover(self, private: w.Widget) -> w.Widget:
        """Put the private part of the board (a hand and its buttons) behind the
        pass-the-device cover and return what goes in its place; scores, discards and the
        move log stay in view (they are public, and drawn for nobody while covered)."""
        self.pass_device = PassDevice(private)
        return self.pass_device.widget

    def render(self, observation: Any) -> None:
        """Draw the game's own widgets (board, hand, prompt) from one player's observation."""

    def shared_decision(self) -> bool:
        """Whether several people decide now on one screen at once (a race to claim, an
        auction): then no pass-the-device cover is used and nobody's hand is shown. By
        default no; a game's widget says when."""
        return False

    @property
    def allow_undo(self) -> bool:
        """Whether the Undo button works. Undo replays the same draws (the game is fixed by
        its seed), so it can show what comes next: a teacher may switch it off for a game
        that counts with `table.allow_undo = False`."""
        return self._allow_undo

    @allow_undo.setter
    def allow_undo(self, value: bool) -> None:
        self._allow_undo = bool(value)
        self.refresh()

    # ----- the table's language -------------------------------------------------------
    @property
    def lang(self) -> str:
        """The language this table speaks: its own `lang=`, else the kit's (English)."""
        with speaking(self.__dict__.get("_lang")):
            return current_language()

    def set_language(self, lang: str) -> None:
        """Speak another language from now on (the toggle's English / 日本語): every label,
        the log and the prompts are worded again; the game itself is untouched."""
        new = check_language(lang)
        old = self.lang
        self._lang = new
        if new == old:
            return
        relabel(self.widgets(), old, new)
        if self.saveload is not None:
            self.saveload.lang = new
        self.language_toggle.show(new)
        if self.pass_device.covered and self.pass_device.name is not None:
            self.pass_device.cover(self.pass_device.name)  # the cover's words, anew
        self.refresh()
        with speaking(new):
            self.status.show(_("The table now speaks {language}.").format(
                language=LANGUAGES[new]), "ok")

    # ----- reading the table ----------------------------------------------------------
    @property
    def game(self) -> Game:
        """The game being played (replaced on undo, new game, rematch and load)."""
        return self.table.game

    @property
    def match(self) -> Match:
        """The table's match (to read: who is to move; moves go through the table)."""
        return self.table.match

    @property
    def seats(self) -> list[Seat]:
        """Who sits where: people and bots, in turn order."""
        return self.table.seats

    @property
    def bots(self) -> dict[str, type[Bot]]:
        """The bot kinds a seat of this game may hold."""
        return self.table.bots

    @property
    def bot_delay(self) -> float:
        """Seconds a bot "thinks" before its move (0: at once)."""
        return self.table.bot_delay

    def people(self) -> list[int]:
        """The seats played by people (not bots)."""
        return [i for i, s in enumerate(self.seats) if s.is_person]

    def own_seats(self) -> list[int]:
        """The seats this view plays: every person's in the hot seat, the token's own at a
        seat, none on the projector."""
        if self.mode == HOT_SEAT:
            return self.people()
        return [] if self._own_seat is None else [self._own_seat]

    def viewer(self) -> int | None:
        """Whose view the screen shows: a seat view's own seat; in the hot seat the only
        person, the person holding the device, or None (public information only)."""
        if self.mode != HOT_SEAT:
            return self._own_seat
        people = self.people()
        if len(people) == 1:
            return people[0]
        if self.shared_decision() or self._shared_seen:
            return None  # everyone is watching a shared decision (or has just watched one)
        if self.handoff:
            return None if self.pass_device.covered else self._seen
        return None

    def decider(self) -> int | None:
        """The person the screen asks for a decision now (None: bots, covered, over, or
        somebody else's decision on a seat's own view)."""
        if self.game.is_over() or self.pass_device.covered:
            return None
        people = self.match.people_to_move()
        if self.mode != HOT_SEAT:
            return self._own_seat if self._own_seat in people else None
        return people[0] if people else None

    def observation(self) -> Any:
        """What the screen may show now (see `viewer`)."""
        return self.game.observation(self.viewer())

    # ----- the flow of play ---------------------------------------------------------
    @contextmanager
    def _acting(self) -> Iterator[None]:
        """This view changes the table: the table's news of it waits, the view redraws once
        when done (not once for every bot's move it set off)."""
        self._acting_depth += 1
        try:
            yield
        finally:
            self._acting_depth -= 1

    def _sit_down(self, events: int) -> None:
        """Read a (new, loaded, rewound or renamed) game from its `events`-th event on."""
        self._sittings += 1
        self._confirm_new = False
        self._confirm_time = False
        self._mark = events
        self._said = {}

    def _changed(self, change: Change) -> None:
        """The table's listener (called under its lock): a move made elsewhere (another
        device, a bot on its timer), a new game, a pause, the table closed: draw it for
        this view's reader."""
        if self.closed:
            return
        if change.kind == "close":
            self._table_closed()
            return
        unseated = self._unseated
        if change.kind in SEAT_CHANGES and self.mode == SEAT and unseated is None:
            self._check_seat()
        if change.kind in ("restart", "rename") and not self._acting_depth:
            self._seen = None
            self._uncover()
            self._sit_down(len(self.game.events) if change.kind == "rename"
                           else self._first_event())
        if self._acting_depth:
            return  # this view's own change: it redraws once, when done
        with self.status.guard():
            if change.kind in ("join", "leave"):
                self.refresh()
            elif change.kind == "pause":
                self.refresh()
                self.status.show(_("Your teacher has paused this table: wait a moment."))
            else:
                self._show_turn()
        if self._unseated is not None:  # said once; shown after every change
            self.status.show(self._unseated, "error",
                             spoken=None if unseated is None else "")

    def _check_seat(self) -> None:
        """A seat view's token must still hold its seat (after a leave, a join, a new game):
        if it holds none or another, the view forgets the seat and shows public information
        only, so a hand dealt to whoever sits there next never reaches this screen."""
        token = self._tokens.get(self._own_seat) if self._own_seat is not None else None
        try:
            seat: int | None = None if token is None else self.table.seat_of(token)
        except TableError:
            seat = None
        if seat is not None and seat == self._own_seat:
            return
        self._own_seat = None
        self._tokens = {}
        self._said = {}
        self._unseated = _("This page's seat is not at this table any more: join again with "
                           "the table's code.")

    def opened_elsewhere(self) -> None:
        """The same seat token opened a newer view (another device: the newest wins): this
        view forgets the seat, shows public information only from now on, says so, and its
        moves are refused."""
        if self.closed or self.mode != SEAT or self._own_seat is None:
            return
        self._own_seat = None
        self._tokens = {}
        self._said = {}
        self._unseated = _("This seat was opened on another device.")
        with self.status.guard():
            self.refresh()
        self.status.show(self._unseated, "error")

    def _table_closed(self) -> None:
        """The table was closed (by the teacher, or its notebook cell run again): the view
        says so; its moves are refused by the table from now on."""
        self.busy = False
        self.status.show(closed_sentence(), "error")

    def _first_event(self) -> int:
        """Where the news of a game just put in place starts: after its last person's move
        (a new game: its setup; a loaded game: the bots' moves after the last person's)."""
        return len(self.game.events)

    def continue_play(self) -> None:
        """Let the bots whose turn it is move (at once, or one per `bot_delay` seconds on
        the table's clock) and draw the table for whoever decides then."""
        with self._acting():
            self.table.play_bots()
        self._show_turn()

    def _show_turn(self) -> None:
        """After any change: "<bot> is thinking..." while a bot's move is coming, else the
        table for whoever decides now."""
        thinking = self.table.bots_thinking()
        if thinking and not self.game.is_over():
            self.busy = True
            self.refresh()
            self._say_news(_("{name} is thinking\u2026").format(
                name=seat_name(self.seats[thinking[0]].name)), kind="info")
            return
        self._after_turns()

    def _after_turns(self) -> None:
        """A person must decide now (or the game is over): cover the screen if needed, redraw."""
        people = self.match.people_to_move()
        several = len(self.people()) > 1
        if self.mode == HOT_SEAT and several and people and self.shared_decision():
            self._shared_seen = True  # no cover while everyone decides on one screen
            self._uncover()
            self._seen = people[0]
        elif self._shared_seen and not self.shared_decision():
            self._shared_seen = False  # a cover again before anybody's hand is shown
            self._seen = None
        if (self.handoff and several and people and self._seen != people[0]
                and not self.game.is_over()):
            self.pass_device.cover(self.seats[people[0]].name)
        self.busy = False
        self.refresh()
        if not self._say_news():
            # a move was made: a refusal shown before it is old news for whoever decides now
            self.status.clear()

    def _say_news(self, tail: str = "", kind: str = "ok",
                  frame: Callable[[str], str] | None = None) -> bool:
        """Show what happened since the last person's move in one short line worded for the
        reader (the move log has every sentence in full), `frame`d if given ("New game!
        ..."); the live region says only what it has not said before (Monopoly's End turn
        was 7 announcements, 1,475 characters, in 3 seconds). Returns whether there was
        anything to say."""
        shown, spoken = self._news(tail)
        if frame is not None:
            shown, spoken = frame(shown), frame(spoken)
        if not shown:
            return False
        self.status.show(shown, kind, spoken=spoken)
        return True

    def _news(self, tail: str = "") -> tuple[str, str]:
        """The news line for the reader on screen and the part of it not said yet.

        Each reader's lines come from the game's narration (core/narration.py: worded once
        per reader and kept). The events actually told to each reader are kept (by position);
        a line is new to the live region unless its event was told to a reader at this
        screen already (the live region is heard by whoever is there): the next person at
        the device hears their own news, not again what was said, and never misses a line
        that was not told to anyone (an event merely visible to an earlier reader)."""
        viewer = self.viewer()
        told = self._told(self._mark)
        events = self.game.events
        said = self._said
        heard = set().union(*said.values())
        place = {id(e): i for i, e in enumerate(events[self._mark:], self._mark)}
        positions = [place.get(id(event)) for event, _line in told]
        fresh = [line for (_event, line), at in zip(told, positions, strict=True)
                 if at is None or at not in heard]
        said.setdefault(viewer, set()).update(at for at in positions if at is not None)
        keep = [] if viewer is None else [
            i for i, (event, _line) in enumerate(told) if self.game.concerns(event, viewer)]
        return news([line for _event, line in told], tail, keep), " ".join(fresh)

    def _told(self, since: int) -> list[tuple[Event, str]]:
        """The events from `since` on that the viewer may read, each with its short line for
        the status (a game's table may add to a line, e.g. a landing's facts)."""
        return self.game.told(self.viewer(), since=since, skip=self.quiet_kinds, brief=True)

    def _uncover(self) -> None:
        """Take the cover away without drawing for the person it named (undo, a new game,
        a shared decision: the caller redraws for whoever decides then)."""
        if self.pass_device.covered:
            self.pass_device.reveal(notify=False)

    def _revealed(self, _name: str | None) -> None:
        people = self.match.people_to_move()
        self._seen = people[0] if people else None
        self.refresh()
        self._say_news()  # worded again for the person now at the screen ("You win ...")

    def refresh(self) -> None:
        """Redraw everything from the game (seats, log, buttons, board); a save link shown is
        removed (the save file is only in the page from a Save press to the next redraw)."""
        game = self.game
        viewer = self.viewer()
        over = game.is_over()
        self.status.widget.lang = self.lang  # the table's root says its language
        self.seat_list.update([seat_name(n) for n in game.names], game.scores(), game.to_move(),
                              [bot_label(s, self.bots) for s in self.seats],
                              game.winners() if over else ())
        self.log.show(game, viewer)
        if self.buttons is not None:
            self.buttons.update(can_undo=self._allow_undo and self._undo_point() is not None,
                                over=over, can_call_time=game.can_call_time())
        if self.names is not None:
            self.names.show(self._undo_point() is None and not over)
        if self.saveload is not None:
            self.saveload.refresh(game)
        self.render(game.observation(viewer))

    # ----- what people do -------------------------------------------------------------
    def submit(self, action: Action, player: int | None = None) -> bool:
        """A person's move, sent to the table with their seat's token: applied and answered
        by the bots, or refused with a sentence on the status line."""
        with self.status.guard():
            player = self._person_to_move(player)
            token = self._token_of(player)
            self._mark = len(self.game.events)
            unsaved: SaveFailed | None = None
            with self._acting():
                try:
                    self.table.move(token, action)
                except SaveFailed as failure:  # made and told, not saved: drawn, then said
                    unsaved = failure
            self._confirm_new = False
            self._confirm_time = False
            if self.handoff:
                self._seen = player
            self._show_turn()
            if unsaved is not None:
                self.status.error(unsaved)
            return True
        return False

    def _token_of(self, player: int) -> str:
        token = self._tokens.get(player)
        if token is None:
            if 0 <= player < len(self.seats) and not self.seats[player].is_person:
                raise IllegalAction(_("Only people move with these buttons; bots move by "
                                      "themselves."))
            raise IllegalAction(_("This screen plays only its own seat."))
        return token

    def _person_to_move(self, player: int | None) -> int:
        if self.game.is_over():
            raise IllegalAction(_("The game is over: press Rematch to play again.")
                                if self.mode == HOT_SEAT else _("The game is over."))
        if self.pass_device.covered:
            raise IllegalAction(_("Pass the device to {name} first.").format(
                name=self.pass_device.name))
        if self.mode == PROJECTOR:
            raise IllegalAction(_("This screen shows the table to everyone: moves are made on "
                                  "the players' own screens."))
        people = self.match.people_to_move()
        if self.mode == SEAT:
            me = self._own_seat
            if me is None:
                raise IllegalAction(self._unseated or _("This screen plays only its own seat."))
            if player is not None and player != me:
                raise IllegalAction(_("This screen plays only its own seat."))
            if me in people:
                return me
        elif player is not None:
            return player
        elif people:
            return people[0]
        waiting = join_words(seat_name(self.seats[p].name) for p in self.game.to_move())
        raise IllegalAction(_("Wait a moment: it is {names}'s turn.").format(names=waiting))

    def _undo_point(self) -> int | None:
        """How many actions to keep to take back the last person's move (None: nothing).
        Undo never takes back the teacher's time's up (the game was valued and shown)."""
        for i in range(len(self.game.history) - 1, -1, -1):
            player = self.game.history[i][0]
            if player == TABLE:
                return None
            if self.seats[player].is_person:
                return i
        return None

    def _undo_passes_a_stop(self, after: Sequence[Event]) -> bool:
        """Whether an event of `undo_stops`, seen by a person at the table, is among the
        events Undo would take back (`after`)."""
        if not self.undo_stops:
            return False
        people = self.people()
        return any(event.kind in self.undo_stops and any(event.visible(p) for p in people)
                   for event in after)

    def _undo_takes_a_secret(self, after: Sequence[Event]) -> str | None:
        """The name of another person whose secret move (an event of `secret_moves`: a
        sealed bid, a card laid face down) is among the events Undo would take back
        (`after`), or None. With the screen showing someone's view, nobody takes back a move
        only its maker has seen; under the cover, the person who just moved is the likely
        one to press (and fixes a typo)."""
        viewer, people = self.viewer(), self.people()
        if not self.secret_moves or viewer is None or len(people) < 2:
            return None
        for event in after:
            if (event.kind in self.secret_moves and event.actor in people
                    and event.actor != viewer):
                return seat_name(self.seats[event.actor].name)
        return None

    def _teachers_only(self) -> None:
        """Undo, New game, Rematch, Load, Time's up and the names belong to the notebook's
        table (the teacher's), never to one seat's device or the projector."""
        if self.mode != HOT_SEAT:
            raise IllegalAction(_("Only the teacher's screen can do that."))

    def rename(self, seat: int, typed: str) -> bool:
        """A person's name typed in their 'Your name' box, before any person's move: the seat
        (and the game's player, and so the save file) takes it. A name that is not allowed
        gets a sentence next to the box."""
        with self.status.guard():
            self._teachers_only()
            assert self.names is not None
            if self._undo_point() is not None or self.game.is_over():
                raise IllegalAction(_("Names are chosen before the first move: press New game "
                                      "to start again with your name."))
            before = self.seats[seat].name
            try:
                with self._acting():
                    name = self.table.rename(self._token_of(seat), typed)
            except IllegalAction as refusal:
                self.names.note(seat, str(refusal))
                raise
            if name == before:
                return True
            self._sit_down(len(self.game.events))
            self._show_turn()
            message = (_("Hello, {name}! Your name is on your seat and in your save file.")
                       if len(self.people()) == 1 else
                       _("Hello, {name}! Your name is on your seat now.")).format(name=name)
            self.names.note(seat, message)
            self.status.show(message, "ok")
            return True
        return False

    def _put(self, game: Game, seats: Sequence[Seat] | None = None, *,
             keep_seats: bool = True, fresh_clock: bool = False) -> None:
        """Put a (rewound, new or loaded) game on the table and draw it: its news starts
        here, before the bots' first moves. A loaded game lets every seat's token go (other
        views of the table drop to public information; this one sits its people again); a
        new game starts the table's clock again, an undo or a load keeps it running."""
        self._sit_down(len(game.events))
        with self._acting():
            self.table.restart(game, seats, keep_seats=keep_seats, fresh_clock=fresh_clock)
            self._hold_people_seats()
        self._show_turn()

    def undo(self) -> None:
        """Take back the last person's move and every bot move after it."""
        with self.status.guard():
            self._teachers_only()
            if not self._allow_undo:
                self.status.show(_("Undo is switched off for this game."))
                return
            keep = self._undo_point()
            if keep is None:
                self.status.show(_("Nothing to undo yet."))
                return
            rewound = self.game.restart(keep)  # replayed once: checked, then played on
            after = self.game.events[len(rewound.events):]
            if self._undo_passes_a_stop(after):
                self.status.show(_("Undo cannot take that move back: what happened after it "
                                   "has already been shown."))
                return
            secret = self._undo_takes_a_secret(after)
            if secret is not None:
                self.status.show(_("Undo cannot take back {name}'s secret move: only {name} "
                                   "has seen it.").format(name=secret))
                return
            player = self.game.history[keep][0]
            # with several people sharing the screen, whoever must move next takes the device
            # behind the cover: undo must never uncover the hand of someone else
            self._seen = None if self.handoff and len(self.people()) > 1 else player
            self._uncover()
            self._put(rewound)
            if self.people() == [player]:  # the only person reads "your"
                self.status.show(_("Took back your last move."))
            else:
                self.status.show(_("Took back {name}'s last move.").format(
                    name=seat_name(self.seats[player].name)))

    def time_up(self) -> None:
        """The teacher's time's up (the bell rang): asks for a second press, then ends the
        game now as its rules value it (`Table.time_up`, recorded in the history, so the
        save replays it); bots still thinking stop."""
        with self.status.guard():
            self._teachers_only()
            if not self.game.can_call_time():
                self.table.time_up()  # refused: says why (over, or not offered by this game)
            if not self._confirm_time:
                self._confirm_time = True
                self.status.show(_("Press Time's up again to end the game now; its rules say "
                                   "who wins then (save it afterwards to keep it)."))
                return
            self._confirm_time = False
            self._mark = len(self.game.events)
            with self._acting():
                self.table.time_up()
            self._seen = None
            self._uncover()
            self.busy = False
            self.refresh()
            self._say_news()

    def new_game(self) -> None:
        """Start again with the same players; asks for a second press if a game is under way."""
        with self.status.guard():
            self._teachers_only()
            in_play = not self.game.is_over() and self._undo_point() is not None
            if in_play and not self._confirm_new:
                self._confirm_new = True
                self.status.show(_("Press New game again to give up this game and start a "
                                   "new one (save it first if you need it)."))
                return
            self.rematch()

    def rematch_rules(self, old: Game) -> Any:
        """The rules of the next game (New game, Rematch): the same as the last one's."""
        return old.rules

    def rematch(self) -> None:
        """A new game: same players, seats and rules, a new draw (new seed)."""
        with self.status.guard():
            self._teachers_only()
            old = self.game
            self._seen = None
            self._uncover()
            self.status.clear()  # a new game starts clean: no message of the old one stays
            self._put(type(old)(old.names, self.rematch_rules(old), None), fresh_clock=True)
            if self.status.kind != "error":  # the bots' first moves are said once
                self._say_news(frame=lambda said: _("New game! {news}").format(
                    news=said).strip())

    def load_game(self, game: Game) -> None:
        """Continue a loaded game; seats keep their bots if the names match, else by name."""
        with self.status.guard():
            self._teachers_only()
            if list(game.names) == [s.name for s in self.seats]:
                seats = self.seats
            else:
                seats = make_seats(game.names, self.bots)
                for seat, name in zip(seats, game.names, strict=True):
                    seat.name = name
            self._seen = None
            self._uncover()
            self.status.clear()
            self._put(game, seats, keep_seats=False)
            assert self.names is not None
            self.names.build(self.people(), [seat_name(n) for n in game.names])
            self.refresh()

            def loaded(said: str) -> str:
                return count(len(game.history), "Loaded a saved game: {n} move so far. {news}",
                             "Loaded a saved game: {n} moves so far. {news}",
                             news=said).strip()

            self._say_news(frame=loaded)

    @classmethod
    def open(cls, save: str | Path, bot_delay: float = 0.5,
             lang: str | None = None,
             files: Mapping[str, str | Path] | None = None) -> GameTable:
        """Open a saved game (a .json file's path, or its text) to look at or to finish; a
        save made in one language opens in any (its events are stored without words).
        `files`: the data files a game played on a teacher's board needs, e.g.
        `{"board_file": "our-board.toml"}` (a save's own paths are never opened)."""
        with speaking(lang):
            # SaveFileError, never OSError
            game = load_save(save, expected=cls.game_type, files=files)
        extra = {} if lang is None else {"lang": lang}
        table = cls(game=game, bot_delay=bot_delay, **extra)  # type: ignore[call-arg]
        assert table.saveload is not None
        table.saveload.loaded = True  # a teacher opening a save sees its house rules
        table.saveload.refresh(game)
        with speaking(table.__dict__.get("_lang")):
            note = house_rules_note(game)
        if note:
            table.status.show(f"{table.status.text} {note}".strip(), table.status.kind)
        return replaces_its_cell(table)

    # ----- saving and showing ---------------------------------------------------------
    def save_text(self) -> str:
        """The save file's JSON text (what pressing 'Save game' offers to download)."""
        self._teachers_only()
        assert self.saveload is not None
        return self.saveload.save_text()

    def load_text(self, text: str | bytes) -> Game | None:
        """Load a save file's text, as the 'Load game' button does."""
        self._teachers_only()
        assert self.saveload is not None
        return self.saveload.load_text(text)

    def _repr_mimebundle_(self, **kwargs: Any) -> Any:
        return self.widget._repr_mimebundle_(**kwargs)

    # ----- closing ---------------------------------------------------------------------
    def widgets(self) -> list[w.Widget]:
        """Every widget of this table, shown or not (the cover and the covered part too)."""
        device = self.pass_device
        held = [x for value in vars(self).values()
                for x in (value if isinstance(value, list | tuple) else (value,))
                if isinstance(x, w.Widget)]  # rows kept out of the page until needed
        return list(widget_tree(self.widget, device.cover_box, device.content, *held,
                                *self.extra_widgets()))

    def extra_widgets(self) -> list[w.Widget]:
        """Widgets a game keeps elsewhere than in its own attributes (a workshop's parts)."""
        return []

    def close(self) -> None:
        """Close every widget of the view: the page and the kernel forget it; it stops
        listening to its table. The notebook's own table stops too (bots still thinking
        stop); a shared table (at_seat, projector) goes on for the other views."""
        self.closed = True
        self._stop_listening()
        if self.mode == HOT_SEAT:
            self.table.close()
        close_tree(*self.widgets())

    closed = False


_speak_own_language(GameTable)  # its own methods speak the table's language too


def view_class(game: Game) -> type[GameTable]:
    """The widget class (a GameTable) of a game's table, found from the games' registry."""
    import importlib

    from ..games import GAMES, game_class  # the games' widgets import this module

    for name, package in GAMES.items():
        if isinstance(game, game_class(name)):
            module = importlib.import_module(f"{package}.widget")
            for value in vars(module).values():
                if (isinstance(value, type) and issubclass(value, GameTable)
                        and value.game_type is type(game)):
                    return value
    raise TableError(_("This table's game has no seat view."))


def seat_view(table: Table, token: str | None, lang: str | None = None) -> GameTable:
    """The seat view of `table` for a seat token (a student's device: `at_seat`), or the
    projector's for None (`projector`), in the game's own widget class."""
    cls = view_class(table.game)
    if token is None:
        return cls.projector(table, lang)
    return cls.at_seat(table, token, lang)


# ----- one table per notebook cell ---------------------------------------------------------
#: The tables each notebook cell made in its last run: cell id -> (run's message id, tables).
_TABLES_OF_CELL: dict[str, tuple[str, list[GameTable]]] = {}


def running_cell() -> tuple[str, str] | None:
    """The notebook cell being run and this run's message id (JupyterLab and Notebook 7 send
    the cell id with every execute request), or None outside a notebook."""
    try:
        from IPython import get_ipython

        kernel = getattr(get_ipython(), "kernel", None)
        parent = (kernel.get_parent("shell") if kernel is not None else None) or {}
        cell = parent.get("metadata", {}).get("cellId")
        run = parent.get("header", {}).get("msg_id", "")
    except Exception:  # no IPython, an old kernel, an unusual front end: nothing to replace
        return None
    return (str(cell), str(run)) if cell else None


def replaces_its_cell(table: GameTable) -> GameTable:
    """A table made by `play()` in a notebook cell closes the tables that cell made in its
    previous run: a re-run cell replaces its table instead of keeping the old one alive in the
    page and the kernel (a cell that shows two tables keeps both). Outside a notebook nothing
    is closed."""
    here = running_cell()
    if here is None:
        return table
    cell, run = here
    last_run, tables = _TABLES_OF_CELL.get(cell, (run, []))
    if last_run != run:
        for old in tables:
            old.close()
        tables = []
    _TABLES_OF_CELL[cell] = (run, [*tables, table])
    return table
