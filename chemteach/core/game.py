"""The engine conventions every game follows (see DESIGN.md).

A game is fully determined by (rules, seed, players, actions): it owns its random
generator, lists legal actions in a stable order, either applies an action completely or
raises IllegalAction and stays untouched, says explicitly who must decide next (one player,
several at once, or nobody), and shows each player only what that player may know.
"""

from __future__ import annotations

import copy
import functools
import hashlib
import numbers
import random
import re
from abc import ABC, abstractmethod
from collections.abc import Collection, Mapping, Sequence
from pathlib import Path
from typing import Any, ClassVar

from .actions import Action, TimeUp, checked
from .errors import IllegalAction
from .events import Event
from .language import SOURCE, speaking
from .narration import narration
from .rules import Rules, RuleSpec
from .shown import shown
from .wording import Reader, _, seat_name

#: Who calls "time's up" in a game's history: the table (the teacher), not a player.
TABLE = -1


class Game(ABC):
    """Base class of a game state; subclasses implement the rules."""

    name: ClassVar[str]
    title: ClassVar[str]
    min_players: ClassVar[int] = 2
    max_players: ClassVar[int] = 10
    rule_spec: ClassVar[RuleSpec]
    action_types: ClassVar[tuple[type[Action], ...]]
    #: Kinds of action too many to list (a trade's price): `legal_actions` offers a menu of
    #: them, and `is_legal` also accepts any other well-formed one the rules allow.
    unlisted_kinds: ClassVar[frozenset[str]] = frozenset()
    #: Rules that name a data file to read instead of the kit's own (Monopoly's board_file):
    #: a save records each file's content digest (`data_files`), and loading a save opens
    #: only a file its caller passes, never a path the save names (save.py).
    file_rules: ClassVar[tuple[str, ...]] = ()

    def __init__(
        self,
        players: int | Sequence[str] = 2,
        rules: Mapping[str, Any] | str | Path | Rules | None = None,
        seed: int | None = None,
    ) -> None:
        if isinstance(players, int):
            names = [f"Player {i + 1}" for i in range(players)]
        else:
            names = [str(n) for n in players]
        if not self.min_players <= len(names) <= self.max_players:
            raise ValueError(
                f"{self.title} is for {self.min_players} to {self.max_players} players, "
                f"not {len(names)}."
            )
        self.names: list[str] = names
        self.rules: Rules = self.rule_spec.load(rules)
        self.rule_spec.check_players(self.rules, len(names))
        self.seed: int = random.randrange(2**31) if seed is None else int(seed)
        self.rng = random.Random(self.seed)
        self.history: list[tuple[int, Action]] = []
        self.events: list[Event] = []
        self.setup()

    # ----- what a game implements -------------------------------------------------------
    @abstractmethod
    def setup(self) -> None:
        """Deal, shuffle and place: everything before the first decision."""

    @abstractmethod
    def to_move(self) -> tuple[int, ...]:
        """The players who must decide now (several for simultaneous choices); () when over."""

    @abstractmethod
    def legal_actions(self, player: int) -> list[Action]:
        """Every action the player may take now, in a stable order ([] if not their decision)."""

    @abstractmethod
    def _apply(self, player: int, action: Action) -> None:
        """Perform an action already known to be legal."""

    @abstractmethod
    def is_over(self) -> bool:
        """Whether the game has ended."""

    @abstractmethod
    def scores(self) -> list[float]:
        """Each player's current score (what the results table reports)."""

    @abstractmethod
    def observation(self, player: int | None) -> Any:
        """All that one player (None: a spectator) may know; views render only this."""

    @abstractmethod
    def fingerprint(self) -> dict[str, Any]:
        """The complete state as plain JSON-able data, to prove that a replay is exact."""

    def is_legal(self, player: int, action: Action) -> bool:
        """Whether `player` may take `action` now; games may answer faster than the list."""
        return action in self.legal_actions(player)

    def explain_illegal(self, player: int, action: Action) -> str:
        """Why an action is not allowed, in one friendly sentence; games refine this."""
        return _("{action} is not allowed right now.").format(action=action)

    @classmethod
    def rules_for_bots(cls, rules: Rules) -> Rules:
        """The rules a game of bots alone plays: a game whose bots might never end it (Bond!'s
        declaring, Monopoly's rounds) adds its cap for bots here; by default the same rules."""
        return rules

    # ----- provided to every game ----------------------------------------------------
    @property
    def num_players(self) -> int:
        return len(self.names)

    def apply(self, player: int, action: Action) -> None:
        """Perform a legal action completely, or raise IllegalAction and change nothing.

        Any action is first held to its declared field types (`checked`: NumPy numbers
        become ints, `Ask(1.0)` is refused), so the rules only ever see well-formed moves
        and the history can always be saved. Should a game's legality check itself fail on
        some odd move, the move is refused, not half-applied.
        """
        if self.is_over():
            raise IllegalAction(_("The game is over: start a new game or a rematch."))
        if type(action) is TimeUp:  # the table's move, not a player's (`call_time`)
            if player != TABLE:
                raise IllegalAction(_("Only the teacher calls time's up (from the table), not "
                                      "a player."))
            self.call_time()
            return
        player = self.check_player(player)
        if player not in self.to_move():
            waiting = ", ".join(seat_name(self.names[p]) for p in self.to_move())
            raise IllegalAction(_("It is not your turn ({name}): waiting for {names}.").format(
                name=seat_name(self.names[player]), names=waiting))
        action = checked(action, self.action_types, self.title)
        try:
            legal = self.is_legal(player, action)
        except Exception:  # a rules check that trips over a strange move refuses it
            legal = False
        if not legal:
            raise IllegalAction(self._why_not(player, action))
        with speaking(SOURCE):  # whatever the engine keeps is in one language, worded when shown
            self._apply(player, action)
        self.history.append((player, action))

    # ----- time's up: the teacher ends the game when the bell rings -------------------
    def can_call_time(self) -> bool:
        """Whether the teacher may call time's up now: the game offers it (TimeUp is among
        its moves) and is not over."""
        return TimeUp in self.action_types and not self.is_over()

    def call_time(self) -> None:
        """The teacher's "time's up" (RULINGS: a class ends a game when the bell rings): the
        game ends now, valued by its rules (`_time_up`), and the history records it for the
        table (`TABLE`), so a save replays it. Any front end (a notebook's table, the table
        server) calls this; IllegalAction when the game is over or offers no time's up."""
        if self.is_over():
            raise IllegalAction(_("The game is over: start a new game or a rematch."))
        if TimeUp not in self.action_types:
            raise IllegalAction(_("{game} cannot be ended by time's up: play it to its end, or "
                                  "save it and go on next lesson.").format(game=_(self.title)))
        with speaking(SOURCE):
            self._time_up()
        self.history.append((TABLE, TimeUp()))

    def _time_up(self) -> None:
        """End the game now (time's up), valued by the game's rules, with an event for the
        move log. A game that lists TimeUp among its action types implements this."""
        raise NotImplementedError(f"{self.title} lists TimeUp but does not say how it ends")

    def check_player(self, player: Any) -> int:
        """The player's number as a plain int, or IllegalAction if there is no such player."""
        if isinstance(player, numbers.Integral) and not isinstance(player, bool):
            number = int(player)
            if 0 <= number < self.num_players:
                return number
        raise IllegalAction(_("There is no player {player} in this game: players are numbered 0 "
                              "to {last}.").format(player=shown(player),
                                                   last=self.num_players - 1))

    def house_rules(self) -> list[str]:
        """The rules this game plays that differ from the kit's defaults ('points.H = 20').

        A digest proves that a save replays, not that its rules are the usual ones (anyone
        can recompute it), so a teacher loading a save reads this list.
        """
        return self.rule_spec.house_rules(self.rules)

    def _why_not(self, player: int, action: Action) -> str:
        """The game's own reason, or a plain one should building that sentence fail."""
        try:
            reason = self.explain_illegal(player, action)
            if isinstance(reason, str) and reason:
                # a reason quoting what was typed stays short: no word of 5,000 letters
                return re.sub(r"\S{41,}", lambda m: m.group()[:37] + "...", " ".join(
                    reason.split()))
        except Exception:
            pass
        return _("That move ('{kind}') is not allowed right now.").format(kind=action.kind)

    def __init_subclass__(cls, **kwargs: Any) -> None:
        """Every game's legal_actions(player) refuses a player who is not in the game
        (1.0, -1, "Ada") with IllegalAction, instead of an IndexError or a wrong answer."""
        super().__init_subclass__(**kwargs)
        own = cls.__dict__.get("legal_actions")
        if own is not None and not getattr(own, "_checks_player", False):
            @functools.wraps(own)
            def legal_actions(self: Game, player: int) -> list[Action]:
                return own(self, self.check_player(player))

            legal_actions._checks_player = True  # type: ignore[attr-defined]
            cls.legal_actions = legal_actions  # type: ignore[method-assign]

    def apply_listed(self, player: int, action: Action, listed: Sequence[Action]) -> None:
        """Apply a bot's choice from the moves `legal_actions(player)` has just listed (the
        state unchanged since): one of those very objects is the rules' own answer and is
        not checked a second time; anything else goes through `apply` and all its checks."""
        for move in listed:
            if move is action:
                with speaking(SOURCE):
                    self._apply(player, action)
                self.history.append((player, action))
                return
        self.apply(player, action)

    def log(self, kind: str, actor: int | None = None, *,
            visible_to: tuple[int, ...] | None = None, **data: Any) -> None:
        """Record an event for the move log: its kind, who did it and its data (cards, cells,
        numbers, reason codes), never a sentence; `words` words it for each reader."""
        self.events.append(Event(kind, actor, data, visible_to))

    def data_files(self) -> dict[str, str]:
        """The content digest of each data file this game was set up from, by its rule's key
        ({} when it plays the kit's own files); a game with `file_rules` fills
        `self.data_digests` as it reads them."""
        return dict(getattr(self, "data_digests", {}))

    def data_file_paths(self) -> dict[str, Path]:
        """The data files this game was set up from, by its rule's key: a table playing a
        teacher's board passes them on when it loads a save (`load_save(files=...)`)."""
        return dict(getattr(self, "data_paths", {}))

    def rng_digest(self) -> str:
        """A digest of the random generator's state, the same in every Python process
        (hash() of the state is not: it contains None, whose hash varies per process)."""
        return hashlib.sha256(repr(self.rng.getstate()).encode()).hexdigest()[:16]

    def people_first(self) -> bool:
        """Whether bots must wait while people decide (e.g. a race to claim, RULINGS:
        people get the first chance in hot-seat play). Most decisions: no."""
        return False

    def visible_events(self, player: int | None) -> list[Event]:
        """The events this player (None: a spectator) may read, oldest first."""
        return [e for e in self.events if e.visible(player)]

    # ----- wording the log for one reader (sentences live in each game's words.py) -------
    @staticmethod
    def words(event: Event, reader: Reader) -> str:
        """One event as a sentence for this reader; each game supplies its own words."""
        raise NotImplementedError("a game words its events in its words.py")

    def brief(self, event: Event, reader: Reader) -> str | None:
        """The event in a few words for the one-line status news (None: leave it out there,
        the board and the move log say it); by default the full sentence."""
        return self.words(event, reader)

    def reader(self, viewer: int | None = None) -> Reader:
        """Words this game's players for one reader: "you" for the viewer, names for others."""
        return Reader(self.names, viewer)

    def word(self, event: Event, viewer: int | None = None) -> str:
        """One event as a sentence for this viewer ("You place ..." / "Ada places ...")."""
        return self.words(event, self.reader(viewer))

    def narrate(self, viewer: int | None = None, *, since: int = 0,
                skip: Collection[str] = (), brief: bool = False,
                last: int | None = None) -> list[str]:
        """The log lines this viewer may read, worded for them, oldest first (None: a
        spectator, who reads everyone by name and no hidden card); from event `since` on,
        leaving out the kinds in `skip`, at most the `last` ones. For notebooks and teachers
        as well as widgets; `brief` gives the short forms a status line shows."""
        return [line for _event, line in self.told(viewer, since=since, skip=skip, brief=brief,
                                                    last=last)]

    def told(self, viewer: int | None = None, *, since: int = 0, skip: Collection[str] = (),
             brief: bool = False, last: int | None = None) -> list[tuple[Event, str]]:
        """`narrate`'s lines with the event each one tells, for a status line that keeps the
        reader's own happenings (see `concerns`). Each event is worded once per reader and
        kept (core/narration.py), so a view costs no more late in a long game than early."""
        return narration(self).told(self, viewer, since, skip, brief, last)

    def concerns(self, event: Event, player: int) -> bool:
        """Whether an event is about this player (they did it, or it was done to them): a
        status line never counts such an event away. By default: the player acted."""
        return event.actor == player

    def winners(self) -> list[int]:
        """The players sharing the highest score (everyone ties at the start)."""
        scores = self.scores()
        best = max(scores)
        return [p for p, s in enumerate(scores) if s == best]

    def __getstate__(self) -> dict[str, Any]:
        """The game's state for a copy (clone, deepcopy): without its worded log, a cache
        that the copy words afresh for itself when asked."""
        state = self.__dict__.copy()
        state.pop("_narration", None)
        return state

    def clone(self) -> Game:
        """An independent copy, for bots that look ahead."""
        return copy.deepcopy(self)

    def restart(self, actions: int | None = None) -> Game:
        """A new game with the same rules, seed and players, replaying the first `actions`."""
        game = type(self)(self.names, self.rules, self.seed)
        for player, action in self.history[: len(self.history) if actions is None else actions]:
            game.apply(player, action)
        return game

    # saving is in save.py so that the format lives in one place
    def to_json(self) -> dict[str, Any]:
        from .save import game_to_json

        return game_to_json(self)

    @classmethod
    def from_json(cls, data: Mapping[str, Any] | str,
                  files: Mapping[str, str | Path] | None = None) -> Game:
        """Load a save of this game (`files`: the data files it was played on, if not the
        kit's own; a save's own paths are never opened)."""
        from .save import game_from_json

        return game_from_json(data, expected=cls, files=files)
