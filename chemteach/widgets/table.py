"""A game table: the part of every game's widget that is not the game's own board.

It owns the match (people and bots around one game) and the shared pieces: seat list,
move log, status line, undo / new game / rematch, save / load and, for games with hidden
hands, the pass-the-device screen. A game's widget subclasses it, builds its board in
`game_area()`, draws the board in `render()` and turns clicks into `submit(action)`.
"""

from __future__ import annotations

import functools
import inspect
import threading
from collections.abc import Callable, Mapping, Sequence
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
from ..core.wording import _, count, join_words, seat_name
from .buttons import GameButtons
from .closing import close_tree, widget_tree
from .handoff import PassDevice
from .keyguard import guard_keys
from .language import LanguageToggle, relabel
from .movelog import QUIET, MoveLog, news
from .names import NameBoxes, check_name
from .saveload import SaveLoad, house_rules_note
from .schedule import later
from .seating import bot_label, make_seats
from .seats import SeatList
from .status import FOOTER, GAME_AREA, StatusLine

F = TypeVar("F", bound=Callable[..., Any])


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


def one_at_a_time(method: F) -> F:
    """A table's method that runs alone: outside a running event loop a bot's move comes on
    a timer thread (widgets/schedule.py), and it must not redraw the table while the main
    thread is half-way through a redraw, a move or a new game (the Ask buttons were read
    while being rebuilt: an IndexError). One re-entrant lock per table: its methods call
    each other freely; in a kernel, where every call comes on the event loop, it is never
    contended."""
    if getattr(method, "_alone", False):
        return method

    @functools.wraps(method)
    def alone(self: Any, *args: Any, **kwargs: Any) -> Any:
        lock = self.__dict__.get("_table_lock")
        if lock is None:  # the first method a table runs; setdefault keeps a single lock
            lock = self.__dict__.setdefault("_table_lock", threading.RLock())
        with lock:
            return method(self, *args, **kwargs)

    alone._alone = True  # type: ignore[attr-defined]
    alone._speaks = getattr(method, "_speaks", False)  # type: ignore[attr-defined]
    return alone  # type: ignore[return-value]


def _speak_own_language(cls: type) -> None:
    """Every method of a table speaks the table's language and runs alone."""
    for name, value in list(vars(cls).items()):
        if inspect.isfunction(value) and not name.startswith("__"):
            setattr(cls, name, one_at_a_time(speaks_own_language(value)))


class GameTable:
    """Plays one game at a table of seats; subclasses supply the board. `.widget` is the UI."""

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

    def __init__(
        self,
        game: Game,
        seats: Sequence[Seat],
        *,
        bots: Mapping[str, type[Bot]] | None = None,
        bot_delay: float = 0.6,
        handoff: bool = False,
        lang: str | None = None,
    ) -> None:
        self._lang = None if lang is None else check_language(lang)
        with speaking(self._lang):
            self._build(game, seats, bots, bot_delay, handoff)

    def __init_subclass__(cls, **kwargs: Any) -> None:
        super().__init_subclass__(**kwargs)
        _speak_own_language(cls)  # a game's own methods word things in the table's language
        own_init = cls.__dict__.get("__init__")
        if own_init is not None and not getattr(own_init, "_speaks", False):
            @functools.wraps(own_init)
            def __init__(self: Any, *args: Any, **kw: Any) -> None:
                # a rules file's mistake, in the table's words; a bot's first move, on a timer
                # thread, waits until the table is built
                lock = self.__dict__.setdefault("_table_lock", threading.RLock())
                with lock, speaking(kw.get("lang")):
                    own_init(self, *args, **kw)

            __init__._speaks = True  # type: ignore[attr-defined]
            cls.__init__ = __init__  # type: ignore[misc]

    def _build(self, game: Game, seats: Sequence[Seat], bots: Mapping[str, type[Bot]] | None,
               bot_delay: float, handoff: bool) -> None:
        self.bots = dict(bots or {})
        self.bot_delay = float(bot_delay)
        self.handoff = handoff
        self.status = StatusLine()
        self.seat_list = SeatList()
        self.log = MoveLog()
        self.buttons = GameButtons(self.undo, self.new_game, self.rematch, self.time_up)
        self.saveload = SaveLoad(self.load_game, self.status, expected=type(game))
        self._generation = 0
        self._confirm_new = False
        self._confirm_time = False
        self._mark = 0
        self._seen: int | None = None
        self._shared_seen = False
        area = self.game_area()
        if getattr(self, "pass_device", None) is None:  # nothing put behind a cover: all of it
            area = self.behind_cover(area)
        area.add_class(GAME_AREA)  # where the focus goes when a pressed button is gone
        self.language_toggle = LanguageToggle(self.lang, self.set_language)
        controls = w.HBox([self.buttons.widget, self.language_toggle.widget,
                           self.saveload.widget],
                          layout=w.Layout(flex_flow="row wrap", justify_content="space-between"))
        controls.add_class("chemteach-controls")
        # Undo, New game, Rematch, Save and Load stay on screen with the status line under
        # them while any part of the game is (a status line of two lines pushed them below a
        # 1366x768 window): both stick to the window's bottom edge together
        footer = w.VBox([controls, self.status.widget])
        footer.add_class(FOOTER)
        self.names = NameBoxes(self.rename)
        self.names.build(self._people_of(seats), [seat_name(s.name) for s in seats])
        self.widget = w.VBox([self.names.widget, area, footer])
        self.widget.add_class("chemteach-table")
        guard_keys(self.widget)  # JupyterLab's shortcuts stay out of every control
        self.pass_device.on_reveal(self._revealed)
        self.busy = False
        self._allow_undo = True
        self._start(game, list(seats))

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
        return self.match.game

    @property
    def seats(self) -> list[Seat]:
        """Who sits where: people and bots, in turn order."""
        return self.match.seats

    def people(self) -> list[int]:
        """The seats played by people (not bots)."""
        return [i for i, s in enumerate(self.seats) if s.is_person]

    def viewer(self) -> int | None:
        """Whose view the screen shows: the only person, the person holding the device, or
        None (public information only)."""
        people = self.people()
        if len(people) == 1:
            return people[0]
        if self.shared_decision() or self._shared_seen:
            return None  # everyone is watching a shared decision (or has just watched one)
        if self.handoff:
            return None if self.pass_device.covered else self._seen
        return None

    def observation(self) -> Any:
        """What the screen may show now (see `viewer`)."""
        return self.game.observation(self.viewer())

    # ----- the flow of play ---------------------------------------------------------
    def _start(self, game: Game, seats: list[Seat]) -> None:
        """Sit down at a (new, loaded or rewound) game and let the bots move if it is theirs."""
        self._generation += 1
        self._confirm_new = False
        self._confirm_time = False
        self.match = Match(game, seats)
        self._mark = len(game.events)
        self._spoken: set[int] = set()  # the events (by id) the live region has said
        self.continue_play()

    def continue_play(self) -> None:
        """Let bots move (at once, or one per `bot_delay` seconds) until a person must decide."""
        if self.bot_delay <= 0:
            while self.match.bots_to_move() and not self.game.is_over():
                self.match.bot_move(self.match.bots_to_move()[0])
        elif self.match.bots_to_move() and not self.game.is_over():
            generation = self._generation
            name = self.seats[self.match.bots_to_move()[0]].name
            self.busy = True
            self.refresh()
            news, fresh = self._news_to_say(_("{name} is thinking\u2026").format(
                name=seat_name(name)))
            self.status.show(news, spoken=fresh)
            if self.__dict__.get("_tick_due") != generation:  # one bot move due at a time
                self._tick_due = generation
                later(self.bot_delay, lambda: self._bot_tick(generation))
            return
        self._after_turns()

    def _bot_tick(self, generation: int) -> None:
        if generation != self._generation:  # undo, new game or load happened meanwhile
            return
        self._tick_due = None
        with self.status.guard():
            bots = self.match.bots_to_move()
            if bots and not self.game.is_over():
                self.match.bot_move(bots[0])
            self.continue_play()

    def _after_turns(self) -> None:
        """A person must decide now (or the game is over): cover the screen if needed, redraw."""
        people = self.match.people_to_move()
        several = len(self.people()) > 1
        if several and people and self.shared_decision():
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
        news, fresh = self._news_to_say()
        if news:
            self.status.show(news, "ok", spoken=fresh)
        else:  # a move was made: a refusal shown before it is old news for whoever decides now
            self.status.clear()

    def _news(self, tail: str = "") -> str:
        """What happened since the last person's move, in one short line worded for the viewer
        (the move log has every sentence in full)."""
        return self._news_of(self._told(), tail)

    def _news_to_say(self, tail: str = "") -> tuple[str, str]:
        """The news line (`_news`) and what of it the live region has not said yet: each
        happening is spoken once, not again at each bot's move after it (Monopoly's End turn
        was 7 announcements, 1,475 characters, in 3 seconds)."""
        told = self._told()
        fresh = [(event, line) for event, line in told if id(event) not in self._spoken]
        self._spoken.update(id(event) for event, _line in fresh)
        return self._news_of(told, tail), " ".join(line for _event, line in fresh)

    def _told(self) -> list[tuple[Event, str]]:
        """The events since the last person's move that the viewer may read, each with its
        short line for the status (a game's table may add to a line, e.g. a landing's facts)."""
        return self.game.told(self.viewer(), since=self._mark, skip=self.quiet_kinds,
                              brief=True)

    def _news_of(self, told: list[tuple[Event, str]], tail: str = "") -> str:
        """The status line of these lines: the viewer's own happenings are never counted
        away (your card, your auction won, the rent paid to you)."""
        viewer = self.viewer()
        keep = [] if viewer is None else [
            i for i, (event, _line) in enumerate(told) if self.game.concerns(event, viewer)]
        return news([line for _event, line in told], tail, keep)

    def _uncover(self) -> None:
        """Take the cover away without drawing for the person it named (undo, a new game,
        a shared decision: the caller redraws for whoever decides then)."""
        if self.pass_device.covered:
            self.pass_device.reveal(notify=False)

    def _revealed(self, _name: str | None) -> None:
        people = self.match.people_to_move()
        self._seen = people[0] if people else None
        self.refresh()
        # worded again for the person now at the screen ("You win ..."); said once only
        news, fresh = self._news_to_say()
        if news:
            self.status.show(news, "ok", spoken=fresh)

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
        self.buttons.update(can_undo=self._allow_undo and self._undo_point() is not None,
                            over=over, can_call_time=game.can_call_time())
        self.names.show(self._undo_point() is None and not over)
        self.saveload.refresh(game)
        self.render(game.observation(viewer))

    # ----- what people do -------------------------------------------------------------
    def submit(self, action: Action, player: int | None = None) -> bool:
        """A person's move: applied and answered by the bots, or refused on the status line."""
        with self.status.guard():
            player = self._person_to_move(player)
            self._mark = len(self.game.events)
            self.match.submit(player, action)
            self._confirm_new = False
            self._confirm_time = False
            if self.handoff:
                self._seen = player
            self.continue_play()
            return True
        return False

    def _person_to_move(self, player: int | None) -> int:
        if self.game.is_over():
            raise IllegalAction(_("The game is over: press Rematch to play again."))
        if self.pass_device.covered:
            raise IllegalAction(_("Pass the device to {name} first.").format(
                name=self.pass_device.name))
        people = self.match.people_to_move()
        if player is not None:
            return player
        if not people:
            waiting = join_words(seat_name(self.seats[p].name) for p in self.game.to_move())
            raise IllegalAction(_("Wait a moment: it is {names}'s turn.").format(names=waiting))
        return people[0]

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

    @staticmethod
    def _people_of(seats: Sequence[Seat]) -> list[int]:
        return [i for i, s in enumerate(seats) if s.is_person]

    def rename(self, seat: int, typed: str) -> bool:
        """A person's name typed in their 'Your name' box, before any person's move: the seat
        (and the game's player, and so the save file) takes it. A name that is not allowed
        gets a sentence next to the box."""
        with self.status.guard():
            if self._undo_point() is not None or self.game.is_over():
                raise IllegalAction(_("Names are chosen before the first move: press New game "
                                      "to start again with your name."))
            others = [s.name for i, s in enumerate(self.seats) if i != seat]
            try:
                name = check_name(typed, others, self.bots)
            except IllegalAction as refusal:
                self.names.note(seat, str(refusal))
                raise
            if name == self.seats[seat].name:
                return True
            old = self.game
            names = [name if i == seat else n for i, n in enumerate(old.names)]
            game = type(old)(names, old.rules, old.seed)
            for player, action in old.history:  # bots that moved first move the same again
                game.apply(player, action)
            seats = list(self.seats)
            seats[seat] = Seat(name, seats[seat].bot)
            self._start(game, seats)
            message = (_("Hello, {name}! Your name is on your seat and in your save file.")
                       if len(self.people()) == 1 else
                       _("Hello, {name}! Your name is on your seat now.")).format(name=name)
            self.names.note(seat, message)
            self.status.show(message, "ok")
            return True
        return False

    def undo(self) -> None:
        """Take back the last person's move and every bot move after it."""
        with self.status.guard():
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
            self._start(rewound, self.seats)
            if self.people() == [player]:  # the only person reads "your"
                self.status.show(_("Took back your last move."))
            else:
                self.status.show(_("Took back {name}'s last move.").format(
                    name=seat_name(self.seats[player].name)))

    def time_up(self) -> None:
        """The teacher's time's up (the bell rang): asks for a second press, then ends the
        game now as its rules value it (`Game.call_time`, recorded in the history, so the
        save replays it); bots still thinking stop."""
        with self.status.guard():
            if not self.game.can_call_time():
                self.game.call_time()  # says why not (over, or not offered by this game)
            if not self._confirm_time:
                self._confirm_time = True
                self.status.show(_("Press Time's up again to end the game now; its rules say "
                                   "who wins then (save it afterwards to keep it)."))
                return
            self._confirm_time = False
            self._generation += 1  # a bot's move waiting on its timer is dropped
            self._mark = len(self.game.events)
            self.game.call_time()
            self._seen = None
            self._uncover()
            self.busy = False
            self.refresh()
            self.status.show(self._news(), "ok")

    def new_game(self) -> None:
        """Start again with the same players; asks for a second press if a game is under way."""
        in_play = not self.game.is_over() and self._undo_point() is not None
        if in_play and not self._confirm_new:
            self._confirm_new = True
            self.status.show(_("Press New game again to give up this game and start a new "
                               "one (save it first if you need it)."))
            return
        self.rematch()

    def rematch_rules(self, old: Game) -> Any:
        """The rules of the next game (New game, Rematch): the same as the last one's."""
        return old.rules

    def rematch(self) -> None:
        """A new game: same players, seats and rules, a new draw (new seed)."""
        with self.status.guard():
            old = self.game
            self._seen = None
            self._uncover()
            self.status.clear()  # a new game starts clean: no message of the old one stays
            self._start(type(old)(old.names, self.rematch_rules(old), None), self.seats)
            if self.status.kind != "error":
                news, fresh = self._news_to_say()  # the bots' first moves are said once
                self.status.show(_("New game! {news}").format(news=news).strip(), "ok",
                                 spoken=_("New game! {news}").format(news=fresh).strip())

    def load_game(self, game: Game) -> None:
        """Continue a loaded game; seats keep their bots if the names match, else by name."""
        if list(game.names) == [s.name for s in self.seats]:
            seats = self.seats
        else:
            seats = make_seats(game.names, self.bots)
            for seat, name in zip(seats, game.names, strict=True):
                seat.name = name
        self._seen = None
        self._uncover()
        self.status.clear()
        self._start(game, seats)
        self.names.build(self.people(), [seat_name(n) for n in game.names])
        self.refresh()
        news, fresh = self._news_to_say()

        def loaded(said: str) -> str:
            return count(len(game.history), "Loaded a saved game: {n} move so far. {news}",
                         "Loaded a saved game: {n} moves so far. {news}", news=said).strip()

        self.status.show(loaded(news), "ok", spoken=loaded(fresh))

    #: The Game class a subclass plays (used to open its saves).
    game_type: type[Game] = Game

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
        return self.saveload.save_text()

    def load_text(self, text: str | bytes) -> Game | None:
        """Load a save file's text, as the 'Load game' button does."""
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
        """Close every widget of the table: the page and the kernel forget it. Bots still
        thinking stop (their timer finds the generation changed)."""
        self._generation += 1
        self.closed = True
        close_tree(*self.widgets())

    closed = False


_speak_own_language(GameTable)  # its own methods speak the table's language too


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
