"""What one Periodyx player (or the projector) may know: the only thing views and bots read."""

from __future__ import annotations

from dataclasses import dataclass

from ...core.events import Event

# Stages of a turn: whose decision it is and what kind.
LEAD = "lead"  # the lead may lay/swap cards, then starts the game of the turn
OPPONENT_CARD = "opponent card"  # the chosen player puts a card in play
LEAD_CARD = "lead card"  # the lead puts a card in play
FACE_DOWN = "face down"  # lead and chosen player each lay a card face down, at once
CLAIMS = "claims"  # Match: anyone not barred may claim a shared feature or pass
OVER = "over"


@dataclass(frozen=True)
class Race:
    """The Match race: who may still claim, in the order bots react, and the wrong claims so far.

    ``people_first`` asks the match runner to let people decide before any bot (RULINGS:
    "bots claim after people in hot-seat play"); ``order`` is the reaction order drawn at
    random when the cards are shown, used among bots (and among people, if the runner wants).
    """

    cards: tuple[str, str]  # (the lead's card, the chosen player's card)
    order: tuple[int, ...]
    barred: tuple[int, ...]
    passed: tuple[int, ...]
    wrong: tuple[tuple[int, str], ...]
    people_first: bool = True


@dataclass(frozen=True)
class LastTurn:
    """The latest finished turn, in public: its game, the cards shown and the one-line verdict."""

    turn: int
    game: str
    lead: int
    text: str
    cards: tuple[str, ...] = ()
    taker: int | None = None  # who took the cards (None: void or nothing to take)
    event: Event | None = None  # the result as an event, for wording it to each reader


@dataclass(frozen=True)
class PeriodyxObservation:
    """Everything one player may know (player None: the spectator or projector view).

    ``hand`` is empty for the spectator; other players' hands appear only as sizes.
    ``known`` maps cards to the player known to hold them because everyone saw the card
    go into that hand (won, handed over, drawn face up) and it has not moved unseen since;
    such a card laid face down stays in ``known`` until it is shown (the others know it is
    that player's, not whether it is the one face down).
    """

    player: int | None
    names: tuple[str, ...]
    deck: tuple[str, ...]  # every card in this game (the rules say which)
    hand: tuple[str, ...]
    hand_sizes: tuple[int, ...]
    pile_size: int
    table: tuple[str, ...]  # the Mendeleev table, in the order laid
    turn: int
    lead: int
    game: str
    game_number: int
    stage: str
    to_move: tuple[int, ...]
    opponent: int | None
    face_up: dict[int, str]  # cards shown in front of players this turn
    face_down: tuple[int, ...]  # players whose face-down card is chosen
    my_face_down: str | None
    race: Race | None
    known: dict[str, int]
    win_cards: int
    nk_swap: bool
    mendeleev_match: str
    last: LastTurn | None
    over: bool
    winners: tuple[int, ...]
    end_reason: str = ""
    language: str = "en"  # the deck's language (rules key `language`): A-2-Z's letters
