"""The Polymer Chains widget: click a '+' cell to place the drawn pyramid; bots reply.

In a notebook cell::

    from chemteach.games.polymer.widget import play
    play(["Ada", "greedy"])            # Ada against the greedy bot
    play(["Ada", "Ben"])               # two people sharing one screen (hot seat)
    play(["Ada", "random", "greedy"], seed=7, rules="short_game.toml")

A name that is a bot's name ("random", "greedy", or "bot:greedy") is a bot seat; any other
name is a person. Everything in Polymer Chains is public, so no pass-the-device screen.
"""

from __future__ import annotations

import html
from collections.abc import Mapping, Sequence
from pathlib import Path
from typing import Any

import ipywidgets as w

from ...core.errors import IllegalAction
from ...core.match import Seat
from ...widgets import GameTable, SvgBoard, make_seats
from ...widgets.table import replaces_its_cell
from .board import Cell
from .bots import BOTS
from .colours import colour as lookup_colour
from .engine import Place, PolymerChains, PolymerObservation
from .view import board_svg, piece_svg


def parse_cell(cell: str | Cell) -> Cell:
    """A cell from the board's click id 'q,r' (or a (q, r) pair)."""
    if isinstance(cell, tuple | list) and len(cell) == 2:
        return int(cell[0]), int(cell[1])
    try:
        q, r = str(cell).split(",")
        return int(q), int(r)
    except ValueError:
        raise IllegalAction(f"{cell!r} is not a cell of the board.") from None


def _names(names: Sequence[str], players: Sequence[int]) -> str:
    shown = [f"<b>{html.escape(names[p])}</b>" for p in players]
    return shown[0] if len(shown) == 1 else ", ".join(shown[:-1]) + " and " + shown[-1]


def prompt_html(obs: PolymerObservation, seats: Sequence[Seat]) -> str:
    """The line above the board: whose turn, the drawn pyramid and what to do (or the result)."""
    if obs.over:
        best = obs.scores[obs.winners[0]] if obs.winners else 0
        verb = "wins" if len(obs.winners) == 1 else "share the win"
        return (f'<div class="polymer-result" style="font-size:125%">Game over! '
                f"{_names(obs.names, obs.winners)} {verb} with {best} points. "
                "Press <b>Rematch</b> to play again.</div>")
    if obs.to_move is None or obs.drawn is None:
        return ""
    name = _names(obs.names, [obs.to_move])
    piece = obs.drawn
    what = f"the {html.escape(str(piece))} ({piece.colour}{piece.pips})"
    if seats[obs.to_move].is_person:
        text = f"{name}: your turn. Place {what} on a cell marked <b>+</b>."
    else:
        text = f"{name} (bot) is placing {what}\u2026"
    return (f'<div class="polymer-prompt-line" style="font-size:115%">{piece_svg(piece, 44)} '
            f'{text} <small style="color:#555">Round {obs.round}.</small></div>')


def info_html(obs: PolymerObservation) -> str:
    """Under the seats: the last turn's chain, what is left in the bag and when the game ends."""
    parts = []
    if obs.last is not None:
        last = obs.last
        size = len(last.chain)
        parts.append(
            f"<b>Last turn:</b> {html.escape(obs.names[last.player])} placed a "
            f"{html.escape(str(last.piece))} (\u2605): a chain of {size} "
            f"pyramid{'s' if size != 1 else ''} worth <b>{last.points}</b> points (outlined)."
        )
    bag = " \u00b7 ".join(f"{lookup_colour(c).name} {n}" for c, n in obs.bag_counts.items())
    parts.append(f"<b>Bag:</b> {obs.bag_size} pyramids ({bag}).")
    if obs.set_aside:
        parts.append(f"Set aside (fit nowhere): {len(obs.set_aside)}.")
    parts.append(f"The game ends after the round in which someone reaches "
                 f"{obs.target_score} points, or when the bag runs short.")
    return '<div style="font-size:90%;line-height:1.35">' + "<br>".join(parts) + "</div>"


class PolymerGame(GameTable):
    """A game of Polymer Chains as a widget; display it (or `.widget`) in a notebook."""

    game_type = PolymerChains

    quiet_kinds = frozenset({"round", "draw", "setup"})

    def __init__(
        self,
        players: Sequence[str | Seat] = ("Ada", "medium"),
        *,
        seed: int | None = None,
        rules: Mapping[str, Any] | str | Path | None = None,
        bot_delay: float = 0.6,
        game: PolymerChains | None = None,
        lang: str | None = None,
    ) -> None:
        seats = make_seats(players if game is None else game.names, BOTS)
        if game is None:
            game = PolymerChains([s.name for s in seats], rules, seed)
        super().__init__(game, seats, bots=BOTS, bot_delay=bot_delay,
                         lang=lang)

    def game_area(self) -> w.Widget:
        """Prompt above; the clickable board beside the seats, last turn, bag and move log."""
        self.prompt = w.HTML()
        self.prompt.add_class("chemteach-prompt")
        self.board = SvgBoard(layout=w.Layout(flex="3 1 420px", min_width="300px"))
        self.board.add_class("chemteach-board")
        self.board.on_click(self.click)
        self.info = w.HTML()
        self.info.add_class("chemteach-info")
        side = w.VBox([self.seat_list.widget, self.info, self.log.widget],
                      layout=w.Layout(flex="1 1 240px", min_width="220px", padding="0 0 0 8px"))
        title = w.HTML("<h3 style='margin:0.2em 0'>Polymer Chains</h3>")
        return w.VBox([title, self.prompt,
                       w.HBox([self.board, side], layout=w.Layout(flex_flow="row wrap"))])

    def render(self, observation: PolymerObservation) -> None:
        """Redraw the board, the prompt and the side panel."""
        self.board.svg = board_svg(observation)
        self.board.busy = self.busy
        self.prompt.value = prompt_html(observation, self.seats)
        self.info.value = info_html(observation)

    def click(self, cell: str | Cell) -> bool:
        """Place the drawn pyramid on a cell, as clicking it does; False (and a message) if not."""
        with self.status.guard():
            return self.submit(Place(parse_cell(cell)))
        return False

    @property
    def legal_cells(self) -> tuple[Cell, ...]:
        """The cells marked '+' right now."""
        return self.game.observation(None).legal


def play(
    players: Sequence[str | Seat] = ("Ada", "medium"),
    seed: int | None = None,
    rules: Mapping[str, Any] | str | Path | None = None,
    bot_delay: float = 0.6,
    lang: str | None = None,
) -> PolymerGame:
    """Start a game in a notebook: play(["Ada", "greedy"]); bots are named by their kind."""
    return replaces_its_cell(PolymerGame(players, seed=seed, rules=rules, bot_delay=bot_delay,
                                          lang=lang))
