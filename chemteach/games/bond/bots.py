"""Bond! bots, in three levels: easy (`random`), medium (`patient`) and hard (`strong`).

- easy (`random`): any legal discard; calls Bond! one time in eight.
- medium (`patient`): discards like the strong bot with fewer samples, and calls Bond! only
  from turn 5 on, with a hand worth 22 points (one point less each turn from turn 10, or
  when a turn limit is near), so a round lasts long enough for everyone to trade cards.
- hard (`strong`): described below.

The strong bot estimates by sampling the cards it cannot see (the deck's known make-up less
its own hand, the discard pile and any hands shown), and declares Bond! once its hand is
worth 18 points or the turn limit is near (measured better than declaring as soon as no
discard is expected to improve the hand).
"""

from __future__ import annotations

import random
from collections import Counter
from collections.abc import Sequence

from ...core.actions import Action
from ...core.bots import with_levels
from .cards import RING
from .engine import Block, BondObservation, Declare, Discard, PickFromDeck, TakeForRing
from .scoring import Scorer, scorer


class RandomBot:
    """Plays any legal move at random, but calls Bond! only one time in eight.

    A bot that called Bond! half the time would end most rounds on the first turn, before
    anyone (a student included) had a chance to trade a card.
    """

    name = "random"
    declare_chance = 1 / 8

    def choose(self, obs: BondObservation, legal: Sequence[Action],
               rng: random.Random) -> Action:
        if isinstance(legal[0], Declare):
            return Declare(rng.random() < self.declare_chance)
        return legal[rng.randrange(len(legal))]


class StrongBot:
    """Discards for the best expected hand; declares with 18 points (one less each turn
    from turn 15) or near the turn limit."""

    name = "strong"

    def __init__(self, samples: int = 12, rules=None, declare_at: int = 18) -> None:
        self.samples = samples
        self.declare_at = declare_at
        self.scorer: Scorer = scorer(rules)

    # ----- what the bot cannot see ---------------------------------------------------
    def unseen(self, obs: BondObservation) -> list[str]:
        """Cards that could be in the deck or in hidden hands, as far as this player knows."""
        left = Counter(obs.deck_counts)
        left.subtract(obs.hand)
        left.subtract(obs.pile)
        for p, cards in obs.shown_hands.items():
            if p != obs.player:
                left.subtract(cards)
        return [c for c, n in sorted(left.items()) if n > 0 for _ in range(n)]

    def expected_after(self, obs: BondObservation, discard: tuple[str, ...],
                       rng: random.Random) -> float:
        """Mean points after discarding `discard` and drawing replacements (rings take the
        best card of the pile)."""
        hand = Counter(obs.hand)
        hand.subtract(discard)
        kept = list(hand.elements())
        rings = discard.count(RING)
        pile = list(obs.pile) + list(discard)
        for _ in range(rings):
            best = max(set(pile), key=lambda c: self.scorer.hand_points([*kept, c]))
            kept.append(best)
            pile.remove(best)
        draws = len(discard) - rings
        if not draws:
            return self.scorer.hand_points(kept)
        pool = self.unseen(obs)
        if len(pool) < draws:
            return self.scorer.hand_points(kept)
        total = 0
        for _ in range(self.samples):
            total += self.scorer.hand_points(kept + rng.sample(pool, draws))
        return total / self.samples

    # ----- the decisions ------------------------------------------------------------
    def choose(self, obs: BondObservation, legal: Sequence[Action],
               rng: random.Random) -> Action:
        first = legal[0]
        if isinstance(first, Declare):
            return Declare(self.should_declare(obs, rng))
        if isinstance(first, Block):
            return self.block(obs, legal)
        if isinstance(first, Discard):
            options = [a for a in legal if isinstance(a, Discard)]
            return max(options, key=lambda a: (self.expected_after(obs, a.cards, rng),
                                               -len(a.cards)))
        if isinstance(first, TakeForRing):
            return self.take(obs, legal, rng)
        if isinstance(first, PickFromDeck):
            return max(legal, key=lambda a: self.scorer.hand_points([*obs.hand, a.card]))
        return legal[0]

    def should_declare(self, obs: BondObservation, rng: random.Random) -> bool:
        """Call Bond! with a strong hand, or when the round is about to be scored anyway.

        Measured against random players (benchmarks/bench_bond.py), waiting for 18 points
        beat declaring as soon as no discard is expected to improve the hand.
        """
        del rng  # the decision needs no sampling
        now = self.scorer.hand_points(obs.hand)
        return now >= self.bar(obs.turn) or self.time_is_nearly_up(obs)

    #: From this turn on the bot asks one point less each turn, so that a round without a
    #: turn limit (turn_limit = 0) still ends.
    lower_from = 15

    def bar(self, turn: int) -> int:
        """The points the bot waits for before calling Bond! on this turn."""
        return self.declare_at - max(0, turn - self.lower_from)

    @staticmethod
    def time_is_nearly_up(obs: BondObservation) -> bool:
        """Whether the round's turn limit (0: none) ends the round after this turn."""
        return bool(obs.turn_limit) and obs.turn >= obs.turn_limit - 1

    def block(self, obs: BondObservation, legal: Sequence[Action]) -> Action:
        """Block the declarers whose shown hands beat this player's own hand."""
        mine = self.scorer.hand_points(obs.hand)
        worth = {d: self.scorer.hand_points(cards) - mine for d, cards in obs.shown_hands.items()}
        return max(legal, key=lambda a: (sum(max(worth.get(d, 0), 0) for d in a.targets),
                                         -len(a.targets)))

    def take(self, obs: BondObservation, legal: Sequence[Action], rng: random.Random) -> Action:
        deck_value = self.expected_after(obs, (), rng)
        pool = self.unseen(obs)
        if pool:
            draws = [self.scorer.hand_points([*obs.hand, rng.choice(pool)])
                     for _ in range(self.samples)]
            deck_value = sum(draws) / len(draws)
        best, best_value = legal[0], deck_value
        for a in legal:
            if isinstance(a, TakeForRing) and a.card is not None:
                value = self.scorer.hand_points([*obs.hand, a.card])
                if value > best_value:
                    best, best_value = a, value
        return best


class PatientBot(StrongBot):
    """The medium level: waits until turn 5 and 22 points before calling Bond!."""

    name = "patient"

    lower_from = 10

    def __init__(self, samples: int = 6, rules=None, declare_at: int = 22,
                 first_turn: int = 5) -> None:
        super().__init__(samples, rules, declare_at)
        self.first_turn = first_turn

    def should_declare(self, obs: BondObservation, rng: random.Random) -> bool:
        if self.time_is_nearly_up(obs):
            return True
        return obs.turn >= self.first_turn and super().should_declare(obs, rng)


BOTS = with_levels({"random": RandomBot, "patient": PatientBot, "strong": StrongBot},
                   easy=RandomBot, medium=PatientBot, hard=StrongBot)
