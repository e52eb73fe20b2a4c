"""Seats from plain names: "Ada" is a person, "greedy" or "bot:greedy" is that bot."""

from __future__ import annotations

import dataclasses
import re
from collections.abc import Mapping, Sequence

from ..core.bots import Bot, level_of
from ..core.match import Seat
from ..core.wording import _


def bot_kind(name: str, bots: Mapping[str, type[Bot]]) -> str | None:
    """The bot a seat name asks for ('greedy', 'bot:greedy', 'greedy 2'), or None for a person."""
    text = name.strip().lower()
    if text.startswith("bot:"):
        text = text[4:].strip()
        if text not in bots:
            raise ValueError(_("No bot called {name!r}; the bots are {bots}.").format(
                name=text, bots=", ".join(sorted(bots))))
        return text
    match = re.fullmatch(r"(.+?)(?: \d+)?", text)
    return match.group(1) if match and match.group(1) in bots else None


def make_seats(players: Sequence[str | Seat], bots: Mapping[str, type[Bot]]) -> list[Seat]:
    """Turn names (or ready Seats) into seats; repeated names get a number ('greedy 2')."""
    seats: list[Seat] = []
    for entry in players:
        if isinstance(entry, Seat):
            seats.append(entry)
            continue
        kind = bot_kind(str(entry), bots)
        if kind is None:
            seats.append(Seat(str(entry).strip() or f"Player {len(seats) + 1}"))
        else:
            seats.append(Seat(kind, bots[kind]()))
    counts: dict[str, int] = {}
    for seat in seats:
        counts[seat.name] = counts.get(seat.name, 0) + 1
    seen: dict[str, int] = {}
    for i, seat in enumerate(seats):
        if counts[seat.name] > 1:
            seen[seat.name] = seen.get(seat.name, 0) + 1
            seats[i] = dataclasses.replace(seat, name=f"{seat.name} {seen[seat.name]}")
    return seats


def bot_label(seat: Seat, bots: Mapping[str, type[Bot]] | None = None) -> str | None:
    """What the seat list says of a bot seat: 'bot', or 'bot: medium' when the seat's name
    does not already say its level ("medium 1", not "medium 1 (bot: careless)"); None for a
    person."""
    if seat.bot is None:
        return None
    level = level_of(bots or {}, next((k for k, v in (bots or {}).items()
                                       if v is type(seat.bot)), ""))
    kind = level or str(getattr(seat.bot, "name", "bot"))
    base = re.sub(r" \d+$", "", seat.name.strip()).lower()
    if base in (kind, str(getattr(seat.bot, "name", ""))):
        return _("bot")
    return _("bot: {kind}").format(kind=_(kind))
