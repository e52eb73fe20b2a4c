"""What the seat list says of a bot seat; seats from names are made in core.seating
(`bot_kind` and `make_seats` are imported from there for the widgets' callers)."""

from __future__ import annotations

import re
from collections.abc import Mapping

from ..core.bots import Bot, level_of
from ..core.match import Seat
from ..core.seating import bot_kind, make_seats
from ..core.wording import _

__all__ = ["bot_kind", "bot_label", "make_seats"]


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
