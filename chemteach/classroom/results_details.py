"""Each game's details for the class results, worked out from a loaded, verified game.

Bond! molecules, points and the best hand missed; Periodyx cards won per mini-game;
Polymer Chains longest chain; Chemistry Monopoly net worth per round. What a save does not
keep (hands and worth along the way) is gathered from the game's states while the loader
replays it to check it (`InOnePass`, the loader's `on_move`), so a class's files are
replayed once; a game loaded elsewhere is replayed once more (`bond_details`, ...), charged
to the file's `ReplayBudget` like the check itself.
"""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass
from typing import Any, Protocol

from ..core.game import Game
from .replay_budget import ReplayBudget


def replay(game: Game, after_move: Callable[[Game], None],
           budget: ReplayBudget | None = None) -> Game:
    """Replay a loaded game from its start, calling `after_move(state)` at the start and after
    every move (for what a save does not keep: hands and worth along the way); each move is
    charged to `budget` (ReplayStopped when it runs out)."""
    state = type(game)(list(game.names), game.rules, game.seed)
    after_move(state)
    for player, action in game.history:
        if budget is not None:
            budget.spend()
        state.apply(player, action)
        after_move(state)
    return state


@dataclass(frozen=True)
class PolymerDetails:
    """Per player: the longest chain one placement joined, the best turn, pieces placed."""

    longest_chain: tuple[int, ...]
    best_turn: tuple[int, ...]
    pieces: tuple[int, ...]


def polymer_details(game: Game, budget: ReplayBudget | None = None) -> PolymerDetails:
    """Read the move log (no replay): chains, best turns and pieces per player."""
    n = game.num_players
    longest, best, pieces = [0] * n, [0] * n, [0] * n
    for e in game.events:
        if e.kind == "place" and e.actor is not None:
            longest[e.actor] = max(longest[e.actor], int(e.data.get("chain", 0)))
            best[e.actor] = max(best[e.actor], int(e.data.get("points", 0)))
            pieces[e.actor] += 1
    return PolymerDetails(tuple(longest), tuple(best), tuple(pieces))


@dataclass(frozen=True)
class PeriodyxDetails:
    """Per player and mini-game: cards won from other players or the pile, and turns won."""

    minigames: tuple[str, ...]
    cards_won: tuple[dict[str, int], ...]
    turns_won: tuple[dict[str, int], ...]
    played: dict[str, int]

    def total(self, player: int) -> int:
        return sum(self.cards_won[player].values())


def periodyx_details(game: Game, budget: ReplayBudget | None = None) -> PeriodyxDetails:
    """Read the public move log: each turn's mini-game, who took which cards from whom."""
    from ..games.periodyx.minigames import MINIGAMES

    n = game.num_players
    names = tuple(m.name for m in MINIGAMES)
    won: list[dict[str, int]] = [{} for _p in range(n)]
    turns: list[dict[str, int]] = [{} for _p in range(n)]
    played: dict[str, int] = {}
    current, lead, opponent = "", -1, -1

    def credit(player: Any, cards: int) -> None:
        if isinstance(player, int) and 0 <= player < n and cards > 0:
            won[player][current] = won[player].get(current, 0) + cards
            turns[player][current] = turns[player].get(current, 0) + 1

    for e in game.events:
        if e.visible_to is not None:
            continue  # public events only: a private copy repeats a public one
        data = e.data
        if e.kind == "turn":
            current, lead, opponent = str(data.get("game", "")), e.actor, -1
            played[current] = played.get(current, 0) + 1
        elif e.kind == "ask":
            opponent = data.get("opponent", -1)
        elif e.kind == "compare" and data.get("taker") is not None:
            taker, cards = data["taker"], list(data.get("cards", []))
            holders = data.get("holders")
            if holders:  # a duel or face-down game: the taker's own card comes back
                own = sum(1 for h in holders if h == taker)
            else:  # Hi-Lo, Early Bird: the lead's card and the card drawn
                own = 1 if taker == e.actor else 0
            credit(taker, len(cards) - own)
        elif e.kind == "a-2-z" and data.get("cards"):
            credit(e.actor, len(data["cards"]))
        elif e.kind == "take":
            credit(e.actor, 1)
        elif e.kind == "claim" and data.get("right"):
            credit(e.actor, 2 - (1 if e.actor in (lead, opponent) else 0))
    return PeriodyxDetails(names, tuple(won), tuple(turns), played)


@dataclass(frozen=True)
class BondRound:
    """One scored round: each player's molecules and points, and the best hand they held at
    a moment they could have declared Bond! (its points, turn and molecules)."""

    round: int
    points: tuple[int, ...]
    molecules: tuple[tuple[tuple[str, int], ...], ...]
    best: tuple[int, ...]
    best_turn: tuple[int, ...]
    best_molecules: tuple[tuple[str, ...], ...]
    declarers: tuple[int, ...]
    turns: int
    capped: bool

    def missed(self, player: int) -> int:
        """Points the player's best hand of the round would have scored beyond their score."""
        return max(0, self.best[player] - self.points[player])


@dataclass(frozen=True)
class BondDetails:
    """Every scored round of a Bond! match, and the turns played (the last round's too)."""

    rounds: tuple[BondRound, ...]
    turns: int

    def molecules(self, player: int) -> list[str]:
        """Every molecule the player scored, in order ('H2O', 'CH4', ...)."""
        return [f for r in self.rounds for f, _p in r.molecules[player]]

    def missed(self, player: int) -> int:
        return sum(r.missed(player) for r in self.rounds)


class BondGatherer:
    """Gathers a Bond! match's details from its states, one call a state (the start and after
    every move), each hand scored at each turn's start (when anyone may declare)."""

    def __init__(self, players: int) -> None:
        self.n = players
        self.rounds: list[BondRound] = []
        self.best: list[tuple[int, int, tuple[str, ...]]] = []
        self.seen: Any = None  # the last (round, turn) looked at
        self.scored = 0
        self.turns = 0

    def __call__(self, state: Any) -> None:
        if len(state.results) > self.scored:  # a round was scored: keep it with its best hands
            self.scored = len(state.results)
            self.rounds.append(_bond_round(state, state.results[-1], self.best,
                                           self.seen[1] if self.seen else 0))
            self.best = []
        key = (state.round, state.turn)
        if state.phase == "declare" and key != self.seen:
            self.seen = key
            self.turns += 1
            if not self.best:
                self.best = [(-10**9, 0, ())] * self.n
            for p in range(self.n):
                hand = tuple(sorted(state.hands[p].elements()))
                points = state.scorer.hand_points(hand)
                if points > self.best[p][0]:
                    self.best[p] = (points, state.turn, hand)

    def details(self, final: Game) -> BondDetails:
        return BondDetails(tuple(self.rounds), self.turns)


def bond_details(game: Game, budget: ReplayBudget | None = None) -> BondDetails:
    """Replay the match, scoring every hand at each turn's start (when anyone may declare)."""
    gather = BondGatherer(game.num_players)
    return gather.details(replay(game, gather, budget))


def _bond_round(state: Any, result: Any, best: list[tuple[int, int, tuple[str, ...]]],
                turns: int) -> BondRound:
    n = len(result.scores)
    points = tuple(s.points for s in result.scores)
    if not best:
        best = [(points[p], 0, ()) for p in range(n)]
    best_molecules = tuple(
        tuple(m.textbook_formula for m in state.scorer.score(hand).molecules)
        if hand and best_points > points[p] else ()
        for p, (best_points, _t, hand) in enumerate(best))
    return BondRound(
        round=result.round, points=points,
        molecules=tuple(tuple((m.textbook_formula, m.points) for m in s.molecules)
                        for s in result.scores),
        best=tuple(max(b[0], points[p]) for p, b in enumerate(best)),
        best_turn=tuple(b[1] for b in best), best_molecules=best_molecules,
        declarers=tuple(result.declarers), turns=turns, capped=result.capped)


@dataclass(frozen=True)
class MonopolyDetails:
    """Each player's net worth (the short game's valuation: AMUny, elements at their printed
    price, transferred ones at half, liquids and solids at cost) at the start of every round
    and at the end (given as the round after the last); and the round in which a player went
    bankrupt, if any."""

    rounds: tuple[int, ...]
    worth: tuple[tuple[int, ...], ...]  # per player, one value per entry of `rounds`
    bankrupt: tuple[int | None, ...]


class MonopolyGatherer:
    """Gathers a Chemistry Monopoly game's details from its states (the start and after every
    move): each player's worth at each round's start, the round each went bankrupt."""

    def __init__(self, players: int) -> None:
        self.n = players
        self.rounds: list[int] = []
        self.worth: list[list[int]] = [[] for _p in range(players)]
        self.bankrupt: list[int | None] = [None] * players
        self.last = -1

    def __call__(self, state: Any) -> None:
        for p in range(self.n):
            if not state.active[p] and self.bankrupt[p] is None:
                self.bankrupt[p] = state.round
        if state.round != self.last:
            self.last = state.round
            self.rounds.append(state.round)
            for p in range(self.n):
                self.worth[p].append(state.valuation(p))

    def details(self, final: Any) -> MonopolyDetails:
        rounds = [*self.rounds, final.round + 1]  # the end, drawn where the next round starts
        worth = [(*w, final.valuation(p)) for p, w in enumerate(self.worth)]
        return MonopolyDetails(tuple(rounds), tuple(worth), tuple(self.bankrupt))


def monopoly_details(game: Game, budget: ReplayBudget | None = None) -> MonopolyDetails:
    """Replay the game, valuing every player at each round's start and at the end."""
    gather = MonopolyGatherer(game.num_players)
    return gather.details(replay(game, gather, budget))


class Gatherer(Protocol):
    """What gathers a game's details in a replay: called with every state, then asked."""

    def __call__(self, state: Any) -> None: ...

    def details(self, final: Any) -> Any: ...


#: game name -> what gathers its details from the states of a replay (the games whose
#: details a save does not keep); the others' details come from the final game's log.
GATHERERS: dict[str, Callable[[int], Gatherer]] = {
    "bond": BondGatherer,
    "monopoly": MonopolyGatherer,
}


class InOnePass:
    """A game's details gathered while the loader checks the save (`game_from_json(on_move=
    self)`), so a checked game is replayed once, not twice. A gatherer's error is kept, not
    raised: a detail that cannot be worked out must not make the check refuse a good save
    (`details` raises it afterwards)."""

    def __init__(self, game: str) -> None:
        self.make = GATHERERS.get(game)
        self.gather: Gatherer | None = None
        self.error: Exception | None = None

    @property
    def gathering(self) -> bool:
        """Whether this game's details are gathered in the pass (Bond!, Monopoly)."""
        return self.make is not None

    def __call__(self, state: Game) -> None:
        if self.make is None or self.error is not None:
            return
        try:
            if self.gather is None:
                self.gather = self.make(state.num_players)
            self.gather(state)
        except Exception as exc:  # noqa: BLE001 - raised again by details(), not here
            self.error = exc

    def details(self, final: Game) -> Any:
        """The details gathered (the error met while gathering, raised)."""
        if self.error is not None:
            raise self.error
        if self.gather is None:
            raise ValueError("no state was gathered")
        return self.gather.details(final)


#: game name -> the function that works out its details from a loaded game.
DETAILS: dict[str, Callable[[Game, ReplayBudget | None], Any]] = {
    "polymer": polymer_details,
    "periodyx": periodyx_details,
    "bond": bond_details,
    "monopoly": monopoly_details,
}


__all__ = ["DETAILS", "GATHERERS", "BondDetails", "BondGatherer", "BondRound", "InOnePass",
           "MonopolyDetails", "MonopolyGatherer", "PeriodyxDetails", "PolymerDetails",
           "bond_details", "monopoly_details", "periodyx_details", "polymer_details", "replay"]
