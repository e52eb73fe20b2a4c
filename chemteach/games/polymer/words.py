"""Every sentence of Polymer Chains' move log, worded for one reader (see core/wording.py).

The engine logs events with codes and numbers only; these templates word them, with the
verb agreeing with its subject ("You place" / "Ada places") and counts in the plural
where they need it ("a chain of 1 pyramid", "a chain of 3 pyramids").
"""

from __future__ import annotations

from collections.abc import Callable

from ...core.events import Event
from ...core.wording import Reader, _, capital, count, join_words, with_article
from .colours import colour


def piece(code: str) -> str:
    """A pyramid from its board code: 'G2' -> "green 2-pip pyramid"."""
    pips = int(code[1:] or 1)
    return _("{colour} {pips}-pip pyramid").format(colour=_(colour(code[0]).name), pips=pips)


def _setup(e: Event, r: Reader) -> str:
    return _("{a_piece} starts the chain in the middle; it scores for nobody.").format(
        a_piece=capital(with_article(piece(e.data["piece"]))))


def _round(e: Event, r: Reader) -> str:
    return _("Round {round} begins.").format(round=e.data["round"])


def _draw(e: Event, r: Reader) -> str:
    return r.say(e.actor, _("You draw {a_piece}."), _("{actor} draws {a_piece}."),
                 a_piece=with_article(piece(e.data["piece"])))


def _set_aside(e: Event, r: Reader) -> str:
    return _("The {piece} fits nowhere and is set aside.").format(piece=piece(e.data["piece"]))


def _place(e: Event, r: Reader) -> str:
    chain = count(e.data["chain"], "a chain of {n} pyramid", "a chain of {n} pyramids")
    return r.say(e.actor, _("You place the {piece} and score {points} for {chain}."),
                 _("{actor} places the {piece} and scores {points} for {chain}."),
                 piece=piece(e.data["piece"]), points=e.data["points"], chain=chain)


def end_reason(e: Event) -> str:
    """Why the game ended, in one sentence (names no player)."""
    d = e.data
    if d["reason"] == "short bag":
        left = count(d["left"], "The bag has {n} pyramid left", "The bag has {n} pyramids left")
        return _("{left}: not enough for a whole round, so every player has placed equally "
                 "often.").format(left=left)
    if d["reason"] == "time up":
        return _("The teacher called time's up in round {round}: only whole rounds count, "
                 "top score {top}.").format(round=d["round"], top=d["top"])
    if d["reason"] == "target":
        return _("Someone reached {target} points (top score {top}) at the end of round "
                 "{round}.").format(target=d["target"], top=d["top"], round=d["round"])
    return _("The bag ran out in the middle of a round.")


def _points(n: int) -> str:
    return count(n, "{n} point", "{n} points")


def _time_up_reason(e: Event, r: Reader) -> str:
    """What time's up counted: the scores after the last whole round (the seed's equal
    placements), with the points of the unfinished round taken off, for this reader."""
    d = e.data
    if not d["taken"]:
        return _("Time's up after {rounds}: the scores stand.").format(
            rounds=count(d["whole"], "{n} whole round", "{n} whole rounds"))
    taken = join_words(_("{who} {value}").format(who=r.who(p), value=_points(points))
                       for p, points in d["taken"])
    return _("Time's up in round {round}: only whole rounds count, so that everyone has placed "
             "equally often; the points of round {round} are taken off ({taken}).").format(
                 round=d["round"], taken=taken)


def _end(e: Event, r: Reader) -> str:
    if e.data["reason"] == "time up":
        return _("Game over. {reason} {winners}").format(
            reason=_time_up_reason(e, r),
            winners=r.winners_with(e.data["winners"], _points(e.data["top"])))
    return _("Game over. {reason} {winners}").format(reason=end_reason(e),
                                                    winners=r.winners(e.data["winners"]))


#: Each event kind the engine logs, and how it is worded.
SENTENCES: dict[str, Callable[[Event, Reader], str]] = {
    "setup": _setup, "round": _round, "draw": _draw, "set aside": _set_aside,
    "place": _place, "end": _end,
}


def word(event: Event, reader: Reader) -> str:
    """One Polymer Chains event as a sentence for this reader."""
    return SENTENCES[event.kind](event, reader)


# ----- the short forms a status line shows (the move log keeps the full sentences) --------
def _place_brief(e: Event, r: Reader) -> str:
    return r.say(e.actor, _("You score {points} (chain of {n})."),
                 _("{actor} scores {points} (chain of {n})."), points=e.data["points"],
                 n=e.data["chain"])


def _end_brief(e: Event, r: Reader) -> str:
    if e.data["reason"] == "time up":
        return _("Time's up! {winners}").format(
            winners=r.winners_with(e.data["winners"], _points(e.data["top"])))
    return _("Game over. {winners}").format(winners=r.winners(e.data["winners"]))


#: Short forms for the status line; a kind not here is said in full there, None leaves it out.
BRIEF: dict[str, Callable[[Event, Reader], str | None]] = {
    "place": _place_brief, "end": _end_brief, "draw": lambda e, r: None,
    "round": lambda e, r: None,
}


def brief(event: Event, reader: Reader) -> str | None:
    """One event in a few words for the status line (None: not there)."""
    short = BRIEF.get(event.kind)
    return short(event, reader) if short else word(event, reader)
