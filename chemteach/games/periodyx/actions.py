"""Periodyx moves: small immutable values with a readable str() (cards are element symbols)."""

from __future__ import annotations

from dataclasses import dataclass

from ...core.actions import Action
from ...core.wording import _
from .compare import STAT_WORDS, YEAR


@dataclass(frozen=True)
class Lay(Action):
    """Before the turn: lay a card on the Mendeleev table and draw two."""

    kind = "lay"
    card: str

    def __str__(self) -> str:
        return _("lay {card} on the Mendeleev table").format(card=self.card)


@dataclass(frozen=True)
class Swap(Action):
    """Before the turn: put an N/K card under the draw pile and take the top card."""

    kind = "swap"
    card: str

    def __str__(self) -> str:
        return _("swap {card} (it has an N/K) for the top card").format(card=self.card)


@dataclass(frozen=True)
class Ask(Action):
    """The lead chooses ONE OTHER player for this game."""

    kind = "ask"
    player: int

    def __str__(self) -> str:
        return _("ask player {n}").format(n=self.player + 1)


@dataclass(frozen=True)
class AskLetter(Action):
    """A-2-Z: ask a player for every element whose name begins with a letter."""

    kind = "ask_letter"
    player: int
    letter: str

    def __str__(self) -> str:
        return _("ask player {n} for '{letter}'").format(n=self.player + 1, letter=self.letter)


@dataclass(frozen=True)
class Play(Action):
    """Put a card in play: named aloud, face up, or face down, as the game says."""

    kind = "play"
    card: str

    def __str__(self) -> str:
        return _("play {card}").format(card=self.card)


@dataclass(frozen=True)
class Predict(Action):
    """Hi-Lo and Early Bird: show a card and bet on the next card drawn (higher = later)."""

    kind = "predict"
    card: str
    stat: str
    higher: bool

    def __str__(self) -> str:
        if self.stat == YEAR:
            bet = (_("show {card}, bet the next card is later") if self.higher
                   else _("show {card}, bet the next card is earlier"))
        else:
            bet = (_("show {card}, bet the next {stat} is higher") if self.higher
                   else _("show {card}, bet the next {stat} is lower"))
        return bet.format(card=self.card, stat=_(STAT_WORDS.get(self.stat, self.stat)))


@dataclass(frozen=True)
class Draw(Action):
    """Add-it: take the top card of the draw pile."""

    kind = "draw"

    def __str__(self) -> str:
        return _("take the top card")


@dataclass(frozen=True)
class Take(Action):
    """Element of Surprise: take one card, unseen, from a player's fanned-out hand."""

    kind = "take"
    player: int
    position: int

    def __str__(self) -> str:
        return _("take card {i} from player {n}").format(i=self.position + 1, n=self.player + 1)


@dataclass(frozen=True)
class Claim(Action):
    """Match: claim a feature the two face-up cards share (a wrong claim bars you this turn)."""

    kind = "claim"
    feature: str

    def __str__(self) -> str:
        return _("claim '{feature}'").format(feature=_(self.feature))


@dataclass(frozen=True)
class Pass(Action):
    """Match: drop out of this turn's race without claiming."""

    kind = "pass"

    def __str__(self) -> str:
        return _("pass")


ACTION_TYPES: tuple[type[Action], ...] = (
    Lay, Swap, Ask, AskLetter, Play, Predict, Draw, Take, Claim, Pass,
)  # fmt: skip
