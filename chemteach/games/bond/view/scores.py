"""Scored hands and rounds: each hand's molecules drawn with their points, noble gases and
left-over cards, how the points add up, a round's results and the match's totals table.
"""

from __future__ import annotations

import html
from collections.abc import Mapping, Sequence
from typing import Any

from ....core.wording import _, seat_name
from ..engine import RoundResult
from ..scoring import HandScore
from ..words import round_reason
from .molecules import MOLECULE_SIZE, molecule_html, points_words
from .tiles import _scorer, card_points_text, cards_html


def said_reason(result: RoundResult) -> str:
    """Why a round was scored, in the reader's language (older results: their sentence)."""
    if not result.code:
        return result.reason
    return round_reason(result.code, result.turn_limit)


def hand_total_line(score: HandScore, rules: Mapping[str, Any] | None = None) -> str:
    """How a hand's points add up, in words: 'molecules 15 + noble gases 1 − unused 2×2 = 12'."""
    bonus = _scorer(rules).bonus
    parts = [_("molecules {points}").format(points=sum(m.points for m in score.molecules))]
    if score.noble_gases:
        parts.append(_("noble gases {points:+d}").format(
            points=len(score.noble_gases) * bonus["noble_gas"]))
    if score.unused:
        parts.append(_("left over {n}\u00d7{each} = {points}").format(
            n=len(score.unused), each=bonus["unused"],
            points=len(score.unused) * bonus["unused"]))
    return _("{parts}; total {points} points").format(parts=", ".join(parts),
                                                      points=score.points)


def hand_score_html(score: HandScore, rules: Mapping[str, Any] | None = None,
                    title: str = "", size: tuple[int, int] = MOLECULE_SIZE) -> str:
    """A scored hand: each molecule drawn with its points, noble gases and left-over cards."""
    parts = [f"<div class='bond-hand-score' data-points='{score.points}'>"]
    if title:
        parts.append(f"<div style='font-weight:bold'>{title}</div>")
    parts.append("<div>")
    for i, m in enumerate(score.molecules, 1):
        parts.append(molecule_html(m, size=size, label=f"{i}. "))
    if not score.molecules:
        parts.append("<i>{}</i> ".format(_("No molecule in this hand.")))
    parts.append("</div>")
    extras = []
    if score.noble_gases:
        extras.append(_("Noble gases (always {points} each):").format(
            points=card_points_text("He", rules)) + " " + cards_html(score.noble_gases, 34, rules))
    if score.unused:
        extras.append(_("Left over ({points} each):").format(
            points=_scorer(rules).bonus["unused"]) + " " + cards_html(score.unused, 34, rules))
    if extras:
        parts.append("<div class='extras'>" + " &nbsp; ".join(extras) + "</div>")
    parts.append(f"<div class='total'>{html.escape(hand_total_line(score, rules))}</div></div>")
    return "".join(parts)


def round_result_html(result: RoundResult, names: Sequence[str],
                      rules: Mapping[str, Any] | None = None) -> str:
    """Every hand of a scored round: its cards, its best split drawn, and its points."""
    rows = []
    for p, (cards, score) in enumerate(zip(result.hands, result.scores, strict=True)):
        marks = []
        if p in result.declarers:
            marks.append(_("declared Bond!"))
        if p in result.blocked:
            marks.append(_("blocked by a scythe"))
        note = f" <small>({', '.join(marks)})</small>" if marks else ""
        rows.append(
            f"<div class='bond-result-hand' data-seat='{p}' style='margin:6px 0;padding:4px 6px;"
            f"border-left:4px solid #888'><b>{html.escape(seat_name(names[p]))}</b>{note}: "
            f"<b>{html.escape(points_words(score.points))}</b><br>{cards_html(cards, 30, rules)}"
            f"{hand_score_html(score, rules, size=(140, 100))}</div>")
    round_ = _("Round {round}").format(round=result.round)
    return (f"<div class='bond-round-result'><b>{round_}</b>: "
            f"{html.escape(said_reason(result))}{''.join(rows)}</div>")


def totals_table_html(results: Sequence[RoundResult], names: Sequence[str],
                      winners: Sequence[int] = ()) -> str:
    """The match so far: each round's points per player and the totals (winners starred)."""
    cell = "padding:2px 8px;border-bottom:1px solid #ddd;text-align:right"
    round_, player, total = _("Round {round}"), _("Player"), _("Total")
    head = "".join(f"<th style='{cell}'>{round_.format(round=r.round)}</th>" for r in results)
    lines = [f"<table class='bond-totals' style='border-collapse:collapse'><tr>"
             f"<th style='{cell};text-align:left'>{player}</th>{head}"
             f"<th style='{cell}'>{total}</th></tr>"]
    for p, name in enumerate(names):
        points = [r.scores[p].points for r in results]
        star = " \u2605" if p in winners else ""
        cells = "".join(f"<td style='{cell}'>{v}</td>" for v in points)
        lines.append(f"<tr data-seat='{p}'><td style='{cell};text-align:left'>"
                     f"{html.escape(seat_name(name))}{star}</td>{cells}"
                     f"<td style='{cell}'><b>{sum(points)}</b></td></tr>")
    lines.append("</table>")
    return "".join(lines)
