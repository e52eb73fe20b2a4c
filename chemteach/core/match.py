"""The match runner: any mix of people and bots around one game.

People's decisions come in through `submit` (from a widget); bots' decisions are made by
`step_bots`. Simultaneous decisions (several players at once) are handled the same way:
each bot decides as soon as it is asked, the game waits for the people.
"""

from __future__ import annotations

import random
from collections.abc import Sequence
from dataclasses import dataclass

from .actions import Action
from .bots import Bot
from .game import Game


@dataclass
class Seat:
    """A place at the table: a person (bot None) or a bot, with a display name."""

    name: str
    bot: Bot | None = None

    @property
    def is_person(self) -> bool:
        return self.bot is None


class Match:
    """Drives one game for its seats; the game itself stays the single source of truth."""

    def __init__(self, game: Game, seats: Sequence[Seat], bot_seed: int | None = None) -> None:
        if len(seats) != game.num_players:
            raise ValueError(f"{len(seats)} seats for a {game.num_players}-player game")
        self.game = game
        self.seats = list(seats)
        base = game.seed if bot_seed is None else bot_seed
        self.bot_rngs = [random.Random(base * 1_000_003 + i) for i in range(len(seats))]
        for seat in self.seats:  # a bot's memory lasts one game (Bot.new_game)
            forget = getattr(seat.bot, "new_game", None)
            if forget is not None:
                forget()

    def people_to_move(self) -> list[int]:
        """The people whose decision the game is waiting for."""
        return [p for p in self.game.to_move() if self.seats[p].is_person]

    def bots_to_move(self) -> list[int]:
        """Bots whose decision is awaited; none while people get the first chance."""
        bots = [p for p in self.game.to_move() if not self.seats[p].is_person]
        if bots and self.game.people_first() and self.people_to_move():
            return []
        return bots

    def bot_move(self, player: int) -> Action:
        """Let one bot decide and apply its choice."""
        bot = self.seats[player].bot
        assert bot is not None
        game = self.game
        legal = game.legal_actions(player)
        rng = self.bot_rngs[player]
        # a bot may settle a decision from the listed moves alone, sparing the observation
        quick = getattr(bot, "choose_from_moves", None)
        action = quick(legal, rng) if quick is not None else None
        if action is None:
            # a game may offer bots a view read on demand instead of a full snapshot
            view = getattr(game, "bot_view", None)
            seen = view(player) if view is not None else game.observation(player)
            action = bot.choose(seen, legal, rng)
        game.apply_listed(player, action, legal)  # the legal moves are listed once
        return action

    def step_bots(self, max_moves: int | None = None) -> int:
        """Let bots move until a person must decide or the game ends; returns moves made."""
        moves = 0
        game = self.game
        only_bots = not any(seat.is_person for seat in self.seats)
        limit = float("inf") if max_moves is None else max_moves
        if only_bots:
            return self._bots_only(limit)
        while moves < limit and not game.is_over():
            bots = self.bots_to_move()
            if not bots:
                break
            self.bot_move(bots[0])
            moves += 1
        return moves

    def _bots_only(self, limit: float) -> int:
        """The simulation loop, nobody to wait for: `bot_move` over and over, with what it
        looks up (each seat's bot, its methods and generator, the game's methods) looked
        up once for the whole loop."""
        game = self.game
        plan = []
        for seat, rng in zip(self.seats, self.bot_rngs, strict=True):
            bot = seat.bot
            assert bot is not None
            plan.append((bot.choose, getattr(bot, "choose_from_moves", None), rng))
        own = getattr(game, "play_bots", None)
        if own is not None:  # a game may run this loop itself, for simulation speed
            return own(plan, limit)
        view = getattr(game, "bot_view", None) or game.observation
        to_move, legal_actions = game.to_move, game.legal_actions
        apply_listed, is_over = game.apply_listed, game.is_over
        moves = 0
        while moves < limit and not is_over():
            waiting = to_move()
            if not waiting:
                break
            player = waiting[0]
            choose, quick, rng = plan[player]
            legal = legal_actions(player)
            action = quick(legal, rng) if quick is not None else None
            if action is None:
                action = choose(view(player), legal, rng)
            apply_listed(player, action, legal)
            moves += 1
        return moves

    def submit(self, player: int, action: Action) -> None:
        """A person's decision (raises IllegalAction, leaving everything untouched)."""
        self.game.apply(player, action)

    def play_out(self, max_moves: int = 1_000_000) -> Game:
        """Play an all-bot game to the end."""
        if any(s.is_person for s in self.seats):
            raise ValueError("play_out needs bots in every seat")
        self.step_bots(max_moves)
        return self.game
