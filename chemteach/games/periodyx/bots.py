"""Periodyx bots, in three levels: easy (`random`), medium (`steady`) and hard (`smart`).

- easy (`random`): any legal move.
- medium (`steady`): the smart bot's choices, but about one lead decision in four it asks a
  player or bets at random, and it names a card with an N/K value (which voids the turn)
  only when the lead is known to beat every other card it holds.
- hard (`smart`): plays the odds everywhere; it names an N/K card whenever that is worth
  more than risking a known card.

The smart bot reads nothing but its observation: its own hand, hand sizes, the Mendeleev
table, cards in play and the cards everyone saw go into a hand (``known``). Every other
card of the deck is "unseen": somewhere in the pile or in another player's hidden hand,
and the bot treats them as equally likely to be anywhere.
"""

from __future__ import annotations

import random
from bisect import bisect_left, bisect_right
from collections.abc import Sequence
from functools import cache
from math import comb

from ...core.actions import Action
from ...core.bots import RandomBot, with_levels
from . import minigames as mg
from .actions import Ask, AskLetter, Claim, Draw, Lay, Pass, Play, Predict, Swap, Take
from .compare import stat_value
from .deck import initial
from .features import shared_features
from .minigames import minigame
from .observation import CLAIMS, FACE_DOWN, LEAD_CARD, OPPONENT_CARD, PeriodyxObservation

_DUEL_STATS = (("z", False), ("boiling_point_k", False), ("neutrons", False),
               ("melting_point_k", True), ("nsr_rank", False))


@cache
def card_strength(deck: tuple[str, ...]) -> dict[str, float]:
    """How often each card wins the duel games against the rest of the deck (0 to 1)."""
    out = {s: 0.0 for s in deck}
    for stat, lower in _DUEL_STATS:
        values = {s: stat_value(s, stat) for s in deck}
        for s in deck:
            mine = values[s]
            if mine is None:
                out[s] += 0.5
                continue
            wins = sum(1 for t in deck if values[t] is not None
                       and (values[t] > mine if lower else values[t] < mine))
            out[s] += wins / max(1, len(deck) - 1)
    return {s: v / len(_DUEL_STATS) for s, v in out.items()}


def unseen(obs: PeriodyxObservation) -> list[str]:
    """The cards this player cannot locate: in the draw pile or hidden in other hands."""
    seen = set(obs.hand) | set(obs.table) | set(obs.face_up.values()) | set(obs.known)
    if obs.my_face_down is not None:
        seen.add(obs.my_face_down)
    return [s for s in obs.deck if s not in seen]


def hidden_count(obs: PeriodyxObservation, player: int) -> int:
    """How many of a player's cards (in hand or face down) this player cannot name."""
    known = sum(1 for p in obs.known.values() if p == player)
    return max(0, obs.hand_sizes[player] + (player in obs.face_down) - known)


def p_none(pool: int, good: int, drawn: int) -> float:
    """The chance that `drawn` cards from `pool` include none of `good` of them."""
    if drawn <= 0 or good <= 0:
        return 1.0
    if good > pool - drawn:
        return 0.0
    return comb(pool - good, drawn) / comb(pool, drawn)


def _beats(mine: float | int | None, theirs: float | int | None, lower: bool) -> int:
    """+1 if `mine` wins, -1 if it loses, 0 for a tie or an N/K (void)."""
    if mine is None or theirs is None or mine == theirs:
        return 0
    return 1 if (mine < theirs) == lower else -1


class SmartBot:
    """Plays the odds: best bets, safest cards, sure Match claims, profitable Mendeleev lays."""

    name = "smart"

    def choose(
        self, observation: PeriodyxObservation, legal: Sequence[Action], rng: random.Random
    ) -> Action:
        obs = observation
        self.strength = card_strength(obs.deck)
        if obs.stage == CLAIMS:
            return self._claim(obs, legal)
        if obs.stage == FACE_DOWN:
            return self._face_down(obs, legal)
        if obs.stage == OPPONENT_CARD:
            return self._first_card(obs, legal)
        if obs.stage == LEAD_CARD:
            return self._lead_card(obs, legal)
        return self._lead(obs, legal, rng)

    # ----- helpers -------------------------------------------------------------------------
    def _weakest(self, actions: Sequence[Action]) -> Action:
        return min(actions, key=lambda a: (self.strength.get(getattr(a, "card", ""), 0.0),
                                           str(a)))

    def _most_cards(self, obs: PeriodyxObservation, players: list[int]) -> int:
        """The best player to take from: one with a last card if that ends the game in our
        favour, else whoever holds the most cards."""
        me = obs.player
        assert me is not None
        mine = obs.hand_sizes[me]
        rest = [obs.hand_sizes[p] for p in range(len(obs.names)) if p != me]
        if mine + 1 > max(rest):
            last = [p for p in players if obs.hand_sizes[p] == 1]
            if last:
                return last[0]
        n = len(obs.names)  # ties: the nearest player to the left, so no seat is picked on
        return max(players, key=lambda p: (obs.hand_sizes[p], -((p - me) % n)))

    # ----- the lead's decision ---------------------------------------------------------------
    def _lead(self, obs: PeriodyxObservation, legal: Sequence[Action],
              rng: random.Random) -> Action:
        lays = [a for a in legal if isinstance(a, Lay)]
        if lays and self._should_lay(obs):
            return self._weakest(lays)
        main = [a for a in legal if not isinstance(a, Lay | Swap)]
        kind = minigame(obs.game).kind
        if kind == mg.DRAW:
            return next(a for a in main if isinstance(a, Draw))
        if kind == mg.PREDICT:
            return self._predict(obs, [a for a in main if isinstance(a, Predict)])
        if kind == mg.LETTER:
            return self._letter(obs, [a for a in main if isinstance(a, AskLetter)])
        if kind == mg.SURPRISE:
            takes = [a for a in main if isinstance(a, Take)]
            victim = self._most_cards(obs, sorted({a.player for a in takes}))
            mine = [a for a in takes if a.player == victim]
            return mine[rng.randrange(len(mine))]
        asks = [a for a in main if isinstance(a, Ask)]
        victim = self._most_cards(obs, [a.player for a in asks])
        return next(a for a in asks if a.player == victim)

    def _should_lay(self, obs: PeriodyxObservation) -> bool:
        """Laying gains a card (one down, two drawn); with too few cards left it stops the
        game, which is only worth it if we would then hold the most cards."""
        if obs.pile_size >= 2:
            return True
        me = obs.player
        assert me is not None
        after = obs.hand_sizes[me] - 1 + obs.pile_size
        return after > max(n for p, n in enumerate(obs.hand_sizes) if p != me)

    def _predict(self, obs: PeriodyxObservation, bets: list[Predict]) -> Action:
        pool = unseen(obs)
        table: dict[str, tuple[list, int]] = {}
        best, best_score = bets[0], -2.0
        for bet in bets:
            if bet.stat not in table:
                values = [stat_value(s, bet.stat) for s in pool]
                known = sorted(v for v in values if v is not None)
                table[bet.stat] = (known, len(values))
            known, total = table[bet.stat]
            mine = stat_value(bet.card, bet.stat)
            if mine is None or total == 0:
                score = 0.0
            else:
                above = len(known) - bisect_right(known, mine)
                below = bisect_left(known, mine)
                right, wrong = (above, below) if bet.higher else (below, above)
                score = (right - wrong) / total
            score -= 0.01 * self.strength.get(bet.card, 0.0)
            if score > best_score:
                best, best_score = bet, score
        return best

    def _letter(self, obs: PeriodyxObservation, asks: list[AskLetter]) -> Action:
        pool = unseen(obs)
        letters: dict[str, int] = {}
        for s in pool:
            letters[initial(s, obs.language)] = letters.get(initial(s, obs.language), 0) + 1
        best, best_score = asks[0], -9.0
        for ask in asks:
            k = hidden_count(obs, ask.player)
            good = letters.get(ask.letter, 0)
            sure = sum(1 for s, p in obs.known.items()
                       if p == ask.player and initial(s, obs.language) == ask.letter)
            expected = sure + (k * good / len(pool) if pool else 0.0)
            none = 0.0 if sure else p_none(len(pool), good, k)
            score = expected - 0.5 * none + 0.01 * obs.hand_sizes[ask.player]
            if score > best_score:
                best, best_score = ask, score
        return best

    # ----- putting a card in play ------------------------------------------------------------
    def _first_card(self, obs: PeriodyxObservation, legal: Sequence[Action]) -> Action:
        """The chosen player names a card first: pick the one the lead is least likely to beat."""
        game = minigame(obs.game)
        plays = [a for a in legal if isinstance(a, Play)]
        if game.kind != mg.DUEL or game.stat is None:
            return self._weakest(plays)
        pool = unseen(obs)
        lead_known = [s for s, p in obs.known.items() if p == obs.lead]
        k = hidden_count(obs, obs.lead)
        stat, lower = game.stat, game.lower_wins
        pool_values = [stat_value(s, stat) for s in pool]

        def value(play: Play) -> float:
            """The chance this card wins less the chance it is lost (an N/K voids: 0)."""
            mine = stat_value(play.card, stat)
            if mine is None:
                return 0.0  # an N/K always voids: nothing lost
            outcomes = [_beats(v, mine, lower) for v in (stat_value(s, stat) for s in lead_known)]
            if 1 in outcomes:
                return -1.0
            beat = sum(1 for v in pool_values if _beats(v, mine, lower) == 1)
            void = sum(1 for v in pool_values if _beats(v, mine, lower) == 0)
            no_beat = p_none(len(pool), beat, k)
            if 0 in outcomes:
                return -(1.0 - no_beat)
            return p_none(len(pool), beat + void, k) - (1.0 - no_beat)

        return self._pick_named(plays, value, stat)

    def _pick_named(self, plays: list[Play], value, stat: str) -> Action:
        """The card to name: the best value (an N/K card is worth 0: a sure void)."""
        del stat
        return max(plays, key=lambda a: (value(a), -self.strength.get(a.card, 0.0)))

    def _lead_card(self, obs: PeriodyxObservation, legal: Sequence[Action]) -> Action:
        """The lead answers a named card: the weakest card that wins, else one that voids."""
        game = minigame(obs.game)
        plays = [a for a in legal if isinstance(a, Play)]
        if game.kind != mg.DUEL or game.stat is None or obs.opponent is None:
            return self._weakest(plays)
        theirs = stat_value(obs.face_up[obs.opponent], game.stat)
        results = {a: _beats(stat_value(a.card, game.stat), theirs, game.lower_wins)
                   for a in plays}
        for wanted in (1, 0):
            fitting = [a for a in plays if results[a] == wanted]
            if fitting:
                return self._weakest(fitting)
        return self._weakest(plays)

    def _face_down(self, obs: PeriodyxObservation, legal: Sequence[Action]) -> Action:
        plays = [a for a in legal if isinstance(a, Play)]
        ranks = [stat_value(s, "nsr_rank") for s in unseen(obs)]
        total = max(1, len(ranks))

        def value(play: Play) -> float:
            mine = stat_value(play.card, "nsr_rank")
            return (sum(1 for r in ranks if r < mine) - sum(1 for r in ranks if r > mine)) / total

        return max(plays, key=lambda a: (value(a), -self.strength.get(a.card, 0.0)))

    def _claim(self, obs: PeriodyxObservation, legal: Sequence[Action]) -> Action:
        assert obs.race is not None
        shared = shared_features(*obs.race.cards, obs.language)
        for a in legal:
            if isinstance(a, Claim) and a.feature in shared:
                return a
        return next(a for a in legal if isinstance(a, Pass))


class SteadyBot(SmartBot):
    """The medium level: smart's choices with some slips, and voids only to save a card."""

    name = "steady"
    slip_chance = 0.25

    def _lead(self, obs: PeriodyxObservation, legal: Sequence[Action],
              rng: random.Random) -> Action:
        if rng.random() < self.slip_chance and minigame(obs.game).kind != mg.DRAW:
            slips = [a for a in legal if not isinstance(a, Lay | Swap)
                     and not (isinstance(a, Predict) and stat_value(a.card, a.stat) is None)]
            if slips:
                return slips[rng.randrange(len(slips))]
        return super()._lead(obs, legal, rng)

    def _pick_named(self, plays: list[Play], value, stat: str) -> Action:
        """Name a card with a known value unless the lead surely beats each of them."""
        known = [a for a in plays if stat_value(a.card, stat) is not None]
        if known:
            best = max(known, key=lambda a: (value(a), -self.strength.get(a.card, 0.0)))
            if value(best) > -1.0 or len(known) == len(plays):
                return best
        return super()._pick_named(plays, value, stat)


BOTS = with_levels({"random": RandomBot, "steady": SteadyBot, "smart": SmartBot},
                   easy=RandomBot, medium=SteadyBot, hard=SmartBot)
