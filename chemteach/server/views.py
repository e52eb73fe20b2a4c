"""A seat's view for a page: the notebook's own seat views (`chemteach.widgets.seat_view`),
given the connection's rate-limited table, so a page shows only its seat."""

from __future__ import annotations

import threading
import weakref
from typing import Any

from ..core.wording import _
from .guard import MOVE_BURST, MOVES_PER_SECOND, KeyedLimits, LimitedSeat, ServerError

#: Every seat's move limit, by seat token: a second tab or device of the same seat shares it.
SEAT_MOVES = KeyedLimits(MOVE_BURST, MOVES_PER_SECOND)
#: The newest view of each seat token: a view opened with the same token (a copied link on
#: another device) takes the seat from the older one (`opened_elsewhere`).
_newest: dict[str, weakref.ref[Any]] = {}
_newest_lock = threading.Lock()


def open_view(table: Any, token: str | None, lang: str) -> Any:
    """The view of the seat `token` holds (None: the projector's public view); its
    `.widget` goes on the page and its `.close()` is called when the page goes. Moves pass
    the seat's limit (SEAT_MOVES, by token), however many pages show the seat; a newer view
    of the same token takes the seat from the older (it says so and takes no more moves)."""
    try:
        from ..widgets import seat_view
    except ImportError:
        raise ServerError(_("This copy of the kit cannot show a seat on its own yet: update "
                            "chemteach.")) from None
    if token is None:
        return seat_view(table, None, lang=lang)
    view = seat_view(LimitedSeat(table, SEAT_MOVES.limit(token)), token, lang=lang)
    with _newest_lock:
        older_ref = _newest.get(token)
        _newest[token] = weakref.ref(view)
    older = None if older_ref is None else older_ref()
    if older is not None and older is not view:
        older.opened_elsewhere()
    return view
