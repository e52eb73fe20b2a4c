"""The shared widget kit every game's notebook widget is built from.

Seat list, move log, status line, game buttons, save/load, the pass-the-device screen, a
clickable SVG board and the GameTable that puts them together: a seat view of a
core.table.Table (`seat_view(table, token)` picks the game's own view).
"""

from .buttons import GameButtons
from .handoff import PassDevice
from .movelog import MoveLog
from .saveload import SaveLoad, file_name
from .schedule import later
from .seating import bot_kind, bot_label, make_seats
from .seats import SeatList
from .status import StatusLine, one_line
from .svgboard import SvgBoard
from .table import GameTable, seat_view, view_class

__all__ = [
    "GameButtons", "PassDevice", "MoveLog", "SaveLoad", "file_name", "later", "bot_kind",
    "bot_label", "make_seats", "SeatList", "StatusLine", "one_line", "SvgBoard", "GameTable",
    "seat_view", "view_class",
]
