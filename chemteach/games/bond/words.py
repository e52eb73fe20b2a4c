"""Every sentence of Bond!'s move log, worded for one reader (see core/wording.py).

The engine logs events with card codes, seats and numbers only; these templates word them
with the verb agreeing with its subject ("You declare Bond!" / "Ada declares Bond!"), the
reader's own things as "your" ("Ada blocks your Bond!") and counts plural-aware.
"""

from __future__ import annotations

from collections.abc import Callable, Sequence

from ...core.events import Event
from ...core.wording import N_, Reader, _, count
from .cards import CARD_NAMES, hint_book_by_cards


def card_name(card: str) -> str:
    """A card as a sentence names it: "carbon", "argon shield", "catalyst ring"."""
    return _(CARD_NAMES[card])


def discarded(cards: Sequence[str]) -> str:
    """What a discard was: "the molecule ammonia (NH3)" with the formula a textbook prints
    (issue 10 item 4), or the cards "H", "ring ring"."""
    hint = hint_book_by_cards().get(tuple(cards)) if len(cards) > 1 else None
    if hint:
        return _("the molecule {name} ({formula})").format(name=_(hint[0].name),
                                                           formula=hint[0].textbook_formula)
    return codes(cards)


def codes(cards: Sequence[str]) -> str:
    """Cards by their codes, as printed on them: "H H O", "C ring" (the ring's word is
    worded in the reader's language; element symbols are the same in every language)."""
    return " ".join(_(RING_CODE) if c == RING_CODE else c for c in cards)


#: The catalyst ring's code, a word (the other cards' codes are element symbols).
RING_CODE = N_("ring")


def round_reason(reason: str, turn_limit: int = 0) -> str:
    """Why a round was scored, in one sentence (names no player)."""
    if reason == "time up":
        return _("The teacher called time's up: every hand is scored as it stands.")
    if reason == "time":
        return count(turn_limit, "Nobody declared Bond! in {n} turn: time is up.",
                     "Nobody declared Bond! in {n} turns: time is up.")
    return {
        "declared": _("Bond! was declared."),
        "unblocked": _("Bond! was declared and nobody blocked it."),
        "stands": _("Bond! stands for at least one declarer."),
    }[reason]


def _deal(e: Event, r: Reader) -> str:
    return r.say(e.actor, _("Round {round}: you deal {cards} to everyone."),
                 _("Round {round}: {actor} deals {cards} to everyone."), round=e.data["round"],
                 cards=count(e.data["hand_size"], "{n} card", "{n} cards"))


def _no_bond(e: Event, r: Reader) -> str:
    return _("Turn {turn}: nobody declares Bond!; everyone discards.").format(turn=e.data["turn"])


def _declare(e: Event, r: Reader) -> str:
    return r.say(e.actor, _("You declare Bond! and show {cards}."),
                 _("{actor} declares Bond! and shows {cards}."), cards=codes(e.data["cards"]))


def _block(e: Event, r: Reader) -> str:
    return r.say(e.actor, _("You block {whose} Bond! with a fluorine scythe."),
                 _("{actor} blocks {whose} Bond! with a fluorine scythe."),
                 whose=r.whose(e.data["target"]))


def _all_blocked(e: Event, r: Reader) -> str:
    return _("Every Bond! is blocked: the scythes are discarded and play goes on; blocked "
             "players must discard a shield.")


def _discard(e: Event, r: Reader) -> str:
    return r.say(e.actor, _("You discard {what}."), _("{actor} discards {what}."),
                 what=discarded(e.data["cards"]))


def _void(e: Event, r: Reader) -> str:
    return _("The deck has run out: the round is void and dealt again.")


def _reshuffle(e: Event, r: Reader) -> str:
    return _("The deck has run out: the discard pile is shuffled into a new deck.")


def _take(e: Event, r: Reader) -> str:
    return r.say(e.actor, _("You take {card} from the discard pile for a catalyst ring."),
                 _("{actor} takes {card} from the discard pile for a catalyst ring."),
                 card=card_name(e.data["card"]))


def _pick(e: Event, r: Reader) -> str:
    return r.say(e.actor, _("You pick a card of your choice from the deck."),
                 _("{actor} picks a card of their choice from the deck."))


def _shields(e: Event, r: Reader) -> str:
    return r.say(e.actor, _("You were blocked and discard all your shields."),
                 _("{actor} was blocked and discards all shields."))


def _scythes(n: int) -> str:
    return count(n, "the presented scythe", "{n} scythes")


def _scythe(e: Event, r: Reader) -> str:
    kept, dropped = e.data["kept"], e.data["dropped"]
    if kept and dropped:
        return r.say(e.actor, _("You score {kept} and drop {dropped} (0 points)."),
                     _("{actor} scores {kept} and drops {dropped} (0 points)."),
                     kept=_scythes(kept), dropped=_scythes(dropped))
    if kept:
        return r.say(e.actor, _("You score {kept}."), _("{actor} scores {kept}."),
                     kept=_scythes(kept))
    return r.say(e.actor, _("You drop {dropped} (0 points)."),
                 _("{actor} drops {dropped} (0 points)."), dropped=_scythes(dropped))


def hand_summary(data: dict) -> str:
    """A scored hand: "CH4 (10), NH3 (7), He (+1), unused C ring" (the engine logs textbook
    formulas, issue 10 item 4)."""
    parts = [f"{formula} ({points})" for formula, points in data["molecules"]]
    if data["noble_gases"]:
        parts.append(f"{' '.join(data['noble_gases'])} (+{len(data['noble_gases'])})")
    if data["unused"]:
        parts.append(_("unused {cards}").format(cards=codes(data["unused"])))
    return ", ".join(parts) if parts else _("no cards")


def _score(e: Event, r: Reader) -> str:
    return r.say(e.actor, _("You score {points}: {hand}."), _("{actor} scores {points}: {hand}."),
                 points=count(e.data["points"], "{n} point", "{n} points"),
                 hand=hand_summary(e.data))


def _round_end(e: Event, r: Reader) -> str:
    return _("Round {round} is scored. {reason}").format(
        round=e.data["round"], reason=round_reason(e.data["reason"], e.data.get("turn_limit", 0)))


def _end(e: Event, r: Reader) -> str:
    d = e.data
    if d.get("reason") == "time up":
        return _("Time's up! The match ends with round {round} of {rounds}. {winners}").format(
            round=d["round"], rounds=d["rounds"],
            winners=r.winners_with(d["winners"], count(d["top"], "{n} point", "{n} points")))
    return _("The match is over. {winners}").format(winners=r.winners(d["winners"]))


#: Each event kind the engine logs, and how it is worded.
SENTENCES: dict[str, Callable[[Event, Reader], str]] = {
    "deal": _deal, "no bond": _no_bond, "declare": _declare, "block": _block,
    "all blocked": _all_blocked, "discard": _discard, "void": _void, "reshuffle": _reshuffle,
    "take": _take, "pick": _pick, "shields": _shields, "scythe": _scythe, "score": _score,
    "round end": _round_end, "end": _end,
}


def word(event: Event, reader: Reader) -> str:
    """One Bond! event as a sentence for this reader."""
    return SENTENCES[event.kind](event, reader)



# ----- the short forms a status line shows (the move log keeps the full sentences) --------
def _declare_brief(e: Event, r: Reader) -> str:
    return r.say(e.actor, _("You declare Bond!"), _("{actor} declares Bond!"))


def _all_blocked_brief(e: Event, r: Reader) -> str:
    return _("Every Bond! is blocked: play goes on, and blocked players discard a shield.")


def _take_brief(e: Event, r: Reader) -> str:
    return r.say(e.actor, _("You take {card} from the pile."),
                 _("{actor} takes {card} from the pile."), card=card_name(e.data["card"]))


def _pick_brief(e: Event, r: Reader) -> str:
    return r.say(e.actor, _("You pick a card from the deck."),
                 _("{actor} picks a card from the deck."))


#: Short forms for the status line; a kind not here is said in full there, None leaves it out.
BRIEF: dict[str, Callable[[Event, Reader], str | None]] = {
    "declare": _declare_brief, "all blocked": _all_blocked_brief,
    "take": _take_brief, "pick": _pick_brief, "shields": lambda e, r: None,
    "scythe": lambda e, r: None,
    "deal": lambda e, r: None, "score": lambda e, r: None,
}  # discards are said in full: a screen reader hears what the others threw away


def brief(event: Event, reader: Reader) -> str | None:
    """One event in a few words for the status line (None: not there)."""
    short = BRIEF.get(event.kind)
    return short(event, reader) if short else word(event, reader)
