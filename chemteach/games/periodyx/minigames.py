"""The eleven mini-games on the Periodyx indicator card, in the order the indicator visits them."""

from __future__ import annotations

from dataclasses import dataclass

# How a mini-game is played (the engine has one flow per kind).
DUEL = "duel"  # the chosen player names a card, then the lead; the stat decides (RULINGS)
LETTER = "letter"  # A-2-Z
PREDICT = "predict"  # Hi-Lo and Early Bird: a card face up, a bet on the next card drawn
DRAW = "draw"  # Add-it
SURPRISE = "surprise"  # Element of Surprise: a blind pick from a fanned hand
MATCH = "match"  # two cards face up, everyone races to name what they share
FACE_DOWN = "face down"  # Natural/Synthetic/Radioactive: two cards face down at once


@dataclass(frozen=True)
class MiniGame:
    """One line of the indicator card: its name, how it is played and what it compares."""

    number: int  # 1-11, as printed on the indicator card
    name: str
    kind: str
    stat: str | None = None  # the Element stat compared (None: nothing compared)
    lower_wins: bool = False
    summary: str = ""

    @property
    def needs_opponent(self) -> bool:
        """Whether the lead first chooses ONE OTHER player (Ask)."""
        return self.kind in (DUEL, MATCH, FACE_DOWN)

    @property
    def always_draws(self) -> bool:
        """Whether the turn cannot be played without a card from the draw pile."""
        return self.kind in (PREDICT, DRAW)


MINIGAMES: tuple[MiniGame, ...] = (
    MiniGame(1, "Atomic Power", DUEL, "z",
             summary="the higher atomic number wins both cards"),
    MiniGame(2, "A-2-Z", LETTER,
             summary="name a letter and a player: they hand over every element beginning "
                     "with it, or draw a card"),
    MiniGame(3, "Hot Stuff", DUEL, "boiling_point_k",
             summary="the higher boiling point wins both cards"),
    MiniGame(4, "Hi-Lo", PREDICT,
             summary="show a card, pick a stat and bet whether the next card is higher or "
                     "lower"),
    MiniGame(5, "Neutron Countdown", DUEL, "neutrons",
             summary="more neutrons wins both cards"),
    MiniGame(6, "Add-it", DRAW, summary="take the top card of the draw pile"),
    MiniGame(7, "Big-freeze", DUEL, "melting_point_k", lower_wins=True,
             summary="the lower melting point wins both cards"),
    MiniGame(8, "Element of Surprise", SURPRISE,
             summary="take one card, unseen, from another player's hand"),
    MiniGame(9, "Early Bird", PREDICT, "year_discovered",
             summary="show a card and bet whether the next card was discovered earlier or "
                     "later"),
    MiniGame(10, "Match", MATCH,
             summary="two cards face up: the first to name something they share takes both"),
    MiniGame(11, "Natural/Synthetic/Radioactive", FACE_DOWN, "nsr_rank",
             summary="two cards face down: natural and stable beats natural and radioactive "
                     "beats synthetic"),
)  # fmt: skip


def minigame(name_or_number: str | int) -> MiniGame:
    """A mini-game by its number (1-11) or name (any case)."""
    for g in MINIGAMES:
        if g.number == name_or_number or (
            isinstance(name_or_number, str) and g.name.lower() == name_or_number.lower()
        ):
            return g
    names = ", ".join(g.name for g in MINIGAMES)
    raise KeyError(f"No Periodyx game {name_or_number!r}; the games are: {names}.")
