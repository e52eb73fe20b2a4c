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
from ...core.wording import _, count, join_words, seat_name
from ...widgets import GameTable, SvgBoard, make_seats
from ...widgets.table import HOT_SEAT, SeatOf, replaces_its_cell
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
        raise IllegalAction(_("{cell!r} is not a cell of the board.").format(cell=cell)) from None


def _names(names: Sequence[str], players: Sequence[int]) -> str:
    return join_words(f"<b>{html.escape(seat_name(names[p]))}</b>" for p in players)


def prompt_html(obs: PolymerObservation, seats: Sequence[Seat], rematch: bool = True,
                own: Sequence[int] | None = None) -> str:
    """The line above the board: whose turn, the drawn pyramid and what to do (or the result;
    `rematch`: the screen has a Rematch button to name; `own`: the seats this screen plays,
    None for every person's (the hot seat): another seat's turn is never "your turn")."""
    if obs.over:
        best = obs.scores[obs.winners[0]] if obs.winners else 0
        if len(obs.winners) == 1:
            text = _("Game over! {names} wins with {points} points.")
        else:
            text = _("Game over! {names} share the win with {points} points.")
        text = text.format(names=_names(obs.names, obs.winners), points=best)
        again = _("Press <b>Rematch</b> to play again.") if rematch else ""
        return f'<div class="polymer-result" style="font-size:125%">{text} {again}</div>'
    if obs.to_move is None or obs.drawn is None:
        return ""
    name = _names(obs.names, [obs.to_move])
    piece = obs.drawn
    what = _("the {piece} ({code})").format(piece=html.escape(str(piece)),
                                            code=f"{piece.colour}{piece.pips}")
    if seats[obs.to_move].is_person and (own is None or obs.to_move in own):
        text = _("{name}: your turn. Place {piece} on a cell marked <b>+</b>.").format(
            name=name, piece=what)
    elif seats[obs.to_move].is_person:  # a classmate's turn, on this device or the projector
        text = _("{name} is placing {piece}\u2026").format(name=name, piece=what)
    else:
        text = _("{name} (bot) is placing {piece}\u2026").format(name=name, piece=what)
    round_ = _("Round {round}.").format(round=obs.round)
    return (f'<div class="polymer-prompt-line" style="font-size:115%">{piece_svg(piece, 44)} '
            f'{text} <small style="color:#555">{round_}</small></div>')


def info_html(obs: PolymerObservation) -> str:
    """Under the seats: the last turn's chain, what is left in the bag and when the game ends."""
    parts = []
    if obs.last is not None:
        last = obs.last
        parts.append(count(
            len(last.chain),
            "<b>Last turn:</b> {name} placed a {piece} (\u2605): a chain of {n} pyramid "
            "worth <b>{points}</b> points (outlined).",
            "<b>Last turn:</b> {name} placed a {piece} (\u2605): a chain of {n} pyramids "
            "worth <b>{points}</b> points (outlined).",
            name=html.escape(seat_name(obs.names[last.player])),
            piece=html.escape(str(last.piece)), points=last.points))
    bag = " \u00b7 ".join(_("{colour} {n}").format(colour=_(lookup_colour(c).name), n=n)
                          for c, n in obs.bag_counts.items())
    parts.append(_("<b>Bag:</b> {n} pyramids ({colours}).").format(n=obs.bag_size, colours=bag))
    if obs.set_aside:
        parts.append(_("Set aside (fit nowhere): {n}.").format(n=len(obs.set_aside)))
    parts.append(_("The game ends after the round in which someone reaches {points} points, "
                   "or when the bag runs short.").format(points=obs.target_score))
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
        seat_of: SeatOf | None = None,
    ) -> None:
        seats = make_seats(players if game is None else game.names, BOTS)
        if game is None:
            game = PolymerChains([s.name for s in seats], rules, seed)
        super().__init__(game, seats, bots=BOTS, bot_delay=bot_delay,
                         lang=lang, seat_of=seat_of)

    def game_area(self) -> w.Widget:
        """Prompt above; the clickable board beside the seats, last turn, bag and move log."""
        self.prompt = w.HTML()
        self.prompt.add_class("chemteach-prompt")
        self.board = SvgBoard(layout=w.Layout(flex="3 1 420px", min_width="min(300px, 100%)"))
        self.board.add_class("chemteach-board")
        self.board.on_click(self.click)
        self.info = w.HTML()
        self.info.add_class("chemteach-info")
        side = w.VBox([self.seat_list.widget, self.info, self.log.widget],
                      layout=w.Layout(flex="1 1 240px", min_width="220px", padding="0 0 0 8px"))
        name = _("Polymer Chains")
        # h2 (at h3's size): the table's title follows the notebook's or lesson's h1 or h2
        title = w.HTML(f"<h2 style='margin:0.2em 0;font-size:1.17em'>{name}</h2>")
        return w.VBox([title, self.prompt,
                       w.HBox([self.board, side], layout=w.Layout(flex_flow="row wrap"))])

    def render(self, observation: PolymerObservation) -> None:
        """Redraw the board, the prompt and the side panel."""
        self.board.svg = board_svg(observation)
        self.board.busy = self.busy
        own = None if self.mode == HOT_SEAT else self.own_seats()
        self.prompt.value = prompt_html(observation, self.seats, self.buttons is not None,
                                        own)
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
    """Start a game in a notebook: play(["Ada", "greedy"]); bots are named by their kind.
    `lang="ja"` plays this table in Japanese (default: chemteach.set_language, $CHEMTEACH_LANG,
    else English)."""
    return replaces_its_cell(PolymerGame(players, seed=seed, rules=rules, bot_delay=bot_delay,
                                          lang=lang))
