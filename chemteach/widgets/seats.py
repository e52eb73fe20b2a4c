"""The seat list: every player's name, score and kind (person or bot), whose turn it is."""

from __future__ import annotations

import html
from collections.abc import Collection, Sequence

import ipywidgets as w

from ..core.wording import _

ROW = "padding:2px 8px;border-bottom:1px solid #ddd"
TURN = "background:#fff3b0;font-weight:bold"


def _score(value: float) -> str:
    return f"{value:g}" if isinstance(value, float) else str(value)


class SeatList:
    """A small table of the seats; the player(s) to move are highlighted with an arrow."""

    def __init__(self) -> None:
        self.widget = w.HTML()
        self.widget.add_class("chemteach-seats")
        self.rows: list[dict[str, object]] = []

    def update(
        self,
        names: Sequence[str],
        scores: Sequence[float],
        to_move: Collection[int] = (),
        bots: Sequence[str | None] | None = None,
        winners: Collection[int] = (),
    ) -> None:
        """Redraw the table; `bots[i]` is the bot's name for a bot seat, None for a person."""
        bots = list(bots) if bots is not None else [None] * len(names)
        self.rows = [
            {"name": name, "score": scores[i], "turn": i in to_move, "bot": bots[i],
             "winner": i in winners}
            for i, name in enumerate(names)
        ]
        player, score = _("Player"), _("Score")
        lines = ['<table class="chemteach-seat-table" style="border-collapse:collapse">',
                 # the marker column has no heading: a <td>, so no header cell is empty
                 f'<tr><td style="{ROW}"></td><th style="{ROW};text-align:left">{player}</th>'
                 f'<th style="{ROW};text-align:right">{score}</th></tr>']
        for i, row in enumerate(self.rows):
            style = ROW + (";" + TURN if row["turn"] else "")
            marker = "\u25b6" if row["turn"] else ("\u2605" if row["winner"] else "")
            kind = f' <small>({html.escape(str(row["bot"]))})</small>' if row["bot"] else ""
            to_move, winner = _("\u2190 to move"), _("winner")
            state = f" <small>{to_move}</small>" if row["turn"] else ""
            state += f" <small>{winner}</small>" if row["winner"] else ""
            lines.append(
                f'<tr class="seat{" to-move" if row["turn"] else ""}" data-seat="{i}">'
                f'<td style="{style}" aria-hidden="true">{marker}</td>'
                f'<td style="{style}">{html.escape(str(row["name"]))}{kind}{state}</td>'
                f'<td style="{style};text-align:right">{_score(row["score"])}</td></tr>'
            )
        lines.append("</table>")
        self.widget.value = "".join(lines)

    def highlighted(self) -> list[str]:
        """The names shown as to move (for tests and screen readers)."""
        return [str(r["name"]) for r in self.rows if r["turn"]]
