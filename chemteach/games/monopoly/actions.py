"""The moves of Chemistry Monopoly: small frozen values with a readable str()."""

from __future__ import annotations

from dataclasses import dataclass

from ...core.actions import Action, TimeUp


@dataclass(frozen=True)
class Roll(Action):
    """Throw the dice (in Biology Class: try for doubles)."""

    kind = "roll"

    def __str__(self) -> str:
        return "throw the dice"


@dataclass(frozen=True)
class PayFine(Action):
    """Pay the fine and leave Biology Class before throwing."""

    kind = "pay fine"

    def __str__(self) -> str:
        return "pay the fine to leave Biology Class"


@dataclass(frozen=True)
class UseCard(Action):
    """Play a Get Out of Biology Class Free card."""

    kind = "use card"

    def __str__(self) -> str:
        return "use a Get Out of Biology Class Free card"


@dataclass(frozen=True)
class Buy(Action):
    """Buy the unowned element you landed on at its printed price."""

    kind = "buy"

    def __str__(self) -> str:
        return "buy it"


@dataclass(frozen=True)
class Decline(Action):
    """Do not buy the element you landed on (it is auctioned when auctions are on)."""

    kind = "decline"

    def __str__(self) -> str:
        return "do not buy it"


@dataclass(frozen=True)
class Bid(Action):
    """A sealed bid in an auction (0: no bid)."""

    kind = "bid"
    amount: int

    def __str__(self) -> str:
        return f"bid {self.amount}" if self.amount else "do not bid"


@dataclass(frozen=True)
class ChooseTax(Action):
    """Avogadro's Tax: pay the flat amount, or the percentage of your total worth."""

    kind = "tax"
    percent: bool

    def __str__(self) -> str:
        return "pay 10% of your worth" if self.percent else "pay the flat tax"


@dataclass(frozen=True)
class Answer(Action):
    """Answer a Test Day question with the choice at this position."""

    kind = "answer"
    choice: int

    def __str__(self) -> str:
        return f"answer {self.choice + 1}"


@dataclass(frozen=True)
class Condense(Action):
    """Put a liquid (or, on four liquids, a solid) on an element of a whole set."""

    kind = "condense"
    space: int

    def __str__(self) -> str:
        return f"condense on space {self.space}"


@dataclass(frozen=True)
class Evaporate(Action):
    """Sell one liquid or solid of an element back to the Lab at half price."""

    kind = "evaporate"
    space: int

    def __str__(self) -> str:
        return f"evaporate on space {self.space}"


@dataclass(frozen=True)
class Transfer(Action):
    """Transfer a bare element to the Lab for its transfer value (no rent meanwhile)."""

    kind = "transfer"
    space: int

    def __str__(self) -> str:
        return f"transfer space {self.space}"


@dataclass(frozen=True)
class BuyBack(Action):
    """Buy a transferred element back: its transfer value plus 10%."""

    kind = "buy back"
    space: int

    def __str__(self) -> str:
        return f"buy back space {self.space}"


@dataclass(frozen=True)
class KeepTransferred(Action):
    """On receiving a transferred element: pay only the 10% now, buy it back later."""

    kind = "keep transferred"
    space: int

    def __str__(self) -> str:
        return f"keep space {self.space} transferred (pay 10% now)"


@dataclass(frozen=True)
class Offer(Action):
    """Offer a trade: give these spaces and cards, take those, and `money` AMUny from you to
    them (negative: from them to you)."""

    kind = "offer"
    to: int
    give: tuple[int, ...]
    take: tuple[int, ...]
    money: int
    give_cards: int = 0
    take_cards: int = 0

    def __str__(self) -> str:
        parts = []
        if self.give or self.give_cards:
            parts.append(f"give {list(self.give)}" + (f" and {self.give_cards} card(s)"
                                                      if self.give_cards else ""))
        if self.take or self.take_cards:
            parts.append(f"take {list(self.take)}" + (f" and {self.take_cards} card(s)"
                                                      if self.take_cards else ""))
        if self.money:
            parts.append(f"pay {self.money}" if self.money > 0 else f"receive {-self.money}")
        return f"offer player {self.to + 1}: " + ", ".join(parts)


@dataclass(frozen=True)
class Reply(Action):
    """Accept or decline the trade offered to you."""

    kind = "reply"
    accept: bool

    def __str__(self) -> str:
        return "accept the offer" if self.accept else "decline the offer"


@dataclass(frozen=True)
class EndTurn(Action):
    """Finish your turn."""

    kind = "end turn"

    def __str__(self) -> str:
        return "end your turn"


#: TimeUp is the teacher's "time's up" (the kit's, for every game that offers it): never a
#: player's move, recorded in the history for the table.
ACTION_TYPES = (Roll, PayFine, UseCard, Buy, Decline, Bid, ChooseTax, Answer, Condense,
                Evaporate, Transfer, BuyBack, KeepTransferred, Offer, Reply, EndTurn, TimeUp)
