"""A seat's view for a page: the notebook's own seat views (`chemteach.widgets.seat_view`),
given the connection's rate-limited table, so a page shows only its seat."""

from __future__ import annotations

from typing import Any

from ..core.wording import _
from .guard import LimitedSeat, MoveLimit, ServerError


def open_view(table: Any, token: str | None, lang: str) -> Any:
    """The view of the seat `token` holds (None: the projector's public view); its
    `.widget` goes on the page and its `.close()` is called when the page goes."""
    try:
        from ..widgets import seat_view
    except ImportError:
        raise ServerError(_("This copy of the kit cannot show a seat on its own yet: update "
                            "chemteach.")) from None
    seat_table = table if token is None else LimitedSeat(table, MoveLimit())
    return seat_view(seat_table, token, lang=lang)
