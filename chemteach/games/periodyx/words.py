"""Every sentence of Periodyx's move log, worded for one reader (see core/wording.py).

The engine logs events with card symbols, seats, stats and reason codes; these templates
word them with the verb agreeing with its subject ("You lay iron" / "Ada lays iron"), the
reader's own hand as "your hand", element names in lower case mid-sentence and counts
plural-aware. The element-fact phrases (a comparison's verdict, what two cards share)
come from compare.py and features.py, which read the element table.
"""

from __future__ import annotations

from collections.abc import Callable, Sequence

from ...core.events import Event
from ...core.wording import Reader, _, capital, count, join_words
from .compare import STAT_WORDS, duel, prediction
from .deck import card
from .features import feature_reason, shared_features
from .minigames import minigame
from .rules import NEIGHBOUR


def element_name(symbol: str) -> str:
    """An element as a sentence names it mid-sentence: "iron", "tin"."""
    return _(card(symbol).name).lower()


def elements(symbols: Sequence[str]) -> str:
    """"iron", "iron and tin", "iron, tin and gold"."""
    return join_words(element_name(s) for s in symbols)


def lay_reason(near: Sequence[str], via: Sequence[str], rule: str = NEIGHBOUR) -> str:
    """Why a card fits the Mendeleev table: "next to cobalt", "next to neodymium through the
    57–71 square", "sharing a group or period with iron"."""
    listed = elements(near[:3])
    if len(near) > 3:
        listed = _("{listed} and {n} more").format(listed=listed, n=len(near) - 3)
    if rule != NEIGHBOUR:
        return _("sharing a group or period with {cards}").format(cards=listed)
    if not via:
        return _("next to {cards}").format(cards=listed)
    squares = count(len(via), "the {squares} square", "the {squares} squares",
                    squares=join_words(via))
    return _("next to {cards} through {squares}").format(cards=listed, squares=squares)


def _setup(e: Event, r: Reader) -> str:
    return _("{dealt} to each player; {first} is turned up as the Mendeleev card. "
             "{pile} in the draw pile.").format(
        dealt=capital(count(e.data["hand_size"], "{n} card is dealt", "{n} cards are dealt")),
        first=capital(element_name(e.data["cards"][0])),
        pile=count(e.data["pile"], "{n} card is", "{n} cards are"))


def _deal(e: Event, r: Reader) -> str:
    return r.say(e.actor, _("Your cards: {cards}."), _("{actor}'s cards: {cards}."),
                 cards=elements(e.data["cards"]))


def _turn(e: Event, r: Reader) -> str:
    game = minigame(e.data["game"])
    return r.say(e.actor, _("Turn {turn}: you lead {game} ({summary})."),
                 _("Turn {turn}: {actor} leads {game} ({summary})."), turn=e.data["turn"] + 1,
                 game=_(game.name), summary=_(game.summary))


def _ask(e: Event, r: Reader) -> str:
    return r.say(e.actor, _("You ask {other} to play {game}."),
                 _("{actor} asks {other} to play {game}."), other=r.who(e.data["opponent"]),
                 game=_(e.data["game"]))


def _draw(e: Event, r: Reader) -> str:
    if "cards" in e.data:  # private: only the one who drew reads which cards
        return r.say(e.actor, _("You draw {cards}."), _("{actor} draws {cards}."),
                     cards=elements(e.data["cards"]))
    return r.say(e.actor, _("You take the top card of the draw pile."),
                 _("{actor} takes the top card of the draw pile."))


def _took(e: Event, r: Reader) -> str:
    """An Add-it turn's result, as the results panel says it afterwards."""
    return r.say(e.actor, _("You took the top card of the draw pile."),
                 _("{actor} took the top card of the draw pile."))


def _pass(e: Event, r: Reader) -> str:
    return r.say(e.actor, _("You pass."), _("{actor} passes."))


def _lay(e: Event, r: Reader) -> str:
    return r.say(e.actor, _("You lay {card} on the Mendeleev table, {reason}, and draw two cards."),
                 _("{actor} lays {card} on the Mendeleev table, {reason}, and draws two cards."),
                 card=element_name(e.data["cards"][0]),
                 reason=lay_reason(e.data["near"], e.data["via"], e.data["rule"]))


def missing_value(symbol: str, stat: str) -> str:
    """Why a swapped card has no value: "its boiling point is N/K", or "it has no melting point
    at 1 atm" for helium, carbon and arsenic (issue 10 item 11: known, not unknown)."""
    if card(symbol).does_not_happen_at_1_atm(stat):
        return _("it has no {stat} at 1 atm").format(stat=_(STAT_WORDS[stat]))
    return _("its {stat} is N/K").format(stat=_(STAT_WORDS[stat]))


def _swap(e: Event, r: Reader) -> str:
    return r.say(e.actor, _("You put {card} ({why}) under the draw pile and take the top card."),
                 _("{actor} puts {card} ({why}) under the draw pile and takes the top card."),
                 card=element_name(e.data["cards"][0]),
                 why=missing_value(e.data["cards"][0], e.data["missing"]))


def _face_down(e: Event, r: Reader) -> str:
    if "cards" in e.data:  # private: only its owner knows the card
        return r.say(e.actor, _("You lay {card} face down."), _("{actor} lays {card} face down."),
                     card=element_name(e.data["cards"][0]))
    return r.say(e.actor, _("You lay a card face down."), _("{actor} lays a card face down."))


def _play(e: Event, r: Reader) -> str:
    if e.data["duel"]:
        return r.say(e.actor, _("You name {card}."), _("{actor} names {card}."),
                     card=element_name(e.data["cards"][0]))
    return r.say(e.actor, _("You lay {card} face up."), _("{actor} lays {card} face up."),
                 card=element_name(e.data["cards"][0]))


def _takes_both(r: Reader, taker: int) -> str:
    return r.say(taker, _("you take both cards"), _("{actor} takes both cards"))


def _duel_result(e: Event, r: Reader) -> str:
    d = e.data
    verdict = duel(d["stat"], d["cards"][0], d["cards"][1], _(d["game"]), d["lower_wins"]).text
    if d["taker"] is None:
        return capital(_("{verdict}, and the cards go back.").format(verdict=verdict))
    return capital(_("{verdict}, so {takes}.").format(verdict=verdict,
                                                      takes=_takes_both(r, d["taker"])))


def _bet_result(e: Event, r: Reader) -> str:
    d = e.data
    shown, drawn = d["cards"]
    verdict = prediction(d["stat"], shown, drawn, d["higher"]).text
    if d["taker"] is None:
        return r.say(e.actor, _("You bet that {verdict}: {shown} goes back to you and {drawn} "
                                "under the draw pile."),
                     _("{actor} bet that {verdict}: {shown} goes back to {actor} and {drawn} "
                       "under the draw pile."), verdict=verdict, shown=element_name(shown),
                     drawn=element_name(drawn))
    if d["taker"] == e.actor:
        result = _takes_both(r, e.actor)
    else:
        result = _("both cards go to {other}").format(other=r.who(d["taker"]))
    return r.say(e.actor, _("You bet that {verdict}, so {result}."),
                 _("{actor} bet that {verdict}, so {result}."), verdict=verdict, result=result)


def _nobody_result(e: Event, r: Reader) -> str:
    a, b = e.data["cards"]
    language = e.data.get("language", "en")  # the deck's: whose names' first letters
    shared = shared_features(a, b, language)
    missed = (_("they are {what}").format(what=feature_reason(shared[0], a, b, language))
              if shared
              else _("they share nothing on the list"))
    return _("Nobody named what {a} and {b} share ({missed}): the turn is void, and the cards go "
             "back.").format(a=element_name(a), b=element_name(b), missed=missed)


def _compare(e: Event, r: Reader) -> str:
    if e.data.get("void") == "nobody":
        return _nobody_result(e, r)
    if "higher" in e.data:
        return _bet_result(e, r)
    return _duel_result(e, r)


def _reveal(e: Event, r: Reader) -> str:
    a, b = e.data["cards"]
    return _("Both cards are turned over: {a} and {b}.").format(a=element_name(a),
                                                                b=element_name(b))


def _a2z(e: Event, r: Reader) -> str:
    asked = e.data["asked"]
    question = r.say(e.actor, _("You ask {other} for elements beginning with {letter}"),
                     _("{actor} asks {other} for elements beginning with {letter}"),
                     other=r.who(asked), letter=e.data["letter"])
    if e.data.get("cards"):
        answer = r.say(asked, _("you hand over {cards}"), _("{actor} hands over {cards}"),
                       cards=elements(e.data["cards"]))
    else:
        answer = r.say(asked, _("you have none and draw a card"),
                       _("{actor} has none and draws a card"))
    return _("{question}: {answer}.").format(question=question, answer=answer)


def _take(e: Event, r: Reader) -> str:
    victim = e.data["victim"]
    if "cards" in e.data:  # private to the two players: which card moved
        return r.say(e.actor, _("You take {card} from {other}."),
                     _("{actor} takes {card} from {other}."),
                     card=element_name(e.data["cards"][0]), other=r.who(victim))
    return r.say(e.actor, _("You take a card, unseen, from {whose} hand."),
                 _("{actor} takes a card, unseen, from {whose} hand."), whose=r.whose(victim))


def _race(e: Event, r: Reader) -> str:
    a, b = e.data["cards"]
    return _("{a} and {b} are face up: the first to name something they share takes both "
             "cards.").format(a=capital(element_name(a)), b=element_name(b))


def _claim(e: Event, r: Reader) -> str:
    feature = e.data["feature"]
    if e.data["right"]:
        a, b = e.data["cards"]
        return r.say(e.actor, _("You claim '{feature}': {a} and {b} are {what}, so you take both "
                                "cards."),
                     _("{actor} claims '{feature}': {a} and {b} are {what}, so {actor} takes both "
                       "cards."), feature=_(feature), a=element_name(a), b=element_name(b),
                     what=feature_reason(feature, a, b, e.data.get("language", "en")))
    return r.say(e.actor, _("You claim '{feature}': wrong, so you are out of this race."),
                 _("{actor} claims '{feature}': wrong, so {actor} is out of this race."),
                 feature=_(feature))


def _stop_cause(d: dict, r: Reader) -> str:
    cause = d["cause"]
    if cause == "no game":
        return _("the draw pile is empty, so {game} cannot be played").format(game=_(d["game"]))
    if cause == "no cards":
        return r.say(d["who"], _("you have no cards left"), _("{actor} has no cards left"))
    if cause == "must turn over":
        return r.say(d["who"], _("you must turn over the top card, but the draw pile is empty"),
                     _("{actor} must turn over the top card, but the draw pile is empty"))
    return r.say(d["who"], _("you must draw, but the draw pile is empty"),
                 _("{actor} must draw, but the draw pile is empty"))


def end_reason(e: Event, r: Reader) -> str:
    """How the game ended and who won, in one sentence for this reader."""
    d, winner = e.data, e.actor
    if d["reason"] == "full":
        return r.say(winner, _("You hold {cards} and win at once."),
                     _("{actor} holds {cards} and wins at once."),
                     cards=count(d["held"], "{n} card", "{n} cards"))
    most = count(d["most"], "{n} card", "{n} cards")
    if d.get("tie_card"):
        wins = r.say(winner, _("you win with {most} (tied on cards; you hold the highest atomic "
                               "number, {card} {z})"),
                     _("{actor} wins with {most} (tied on cards; {actor} holds the highest atomic "
                       "number, {card} {z})"), most=most, card=element_name(d["tie_card"]),
                     z=card(d["tie_card"]).z)
    else:
        wins = r.say(winner, _("you win with {most}"), _("{actor} wins with {most}"), most=most)
    if d["cause"] == "time up":
        return _("Time's up! The teacher stops the game; {wins}.").format(wins=wins)
    return _("The game stops because {cause}; {wins}.").format(cause=_stop_cause(d, r), wins=wins)


def _end(e: Event, r: Reader) -> str:
    if e.data.get("cause") == "time up":  # "Time's up! ..." says the game is over
        return end_reason(e, r)
    return _("Game over. {reason}").format(reason=end_reason(e, r))


#: Each event kind the engine logs, and how it is worded.
SENTENCES: dict[str, Callable[[Event, Reader], str]] = {
    "setup": _setup, "deal": _deal, "turn": _turn, "ask": _ask, "draw": _draw, "took": _took,
    "pass": _pass, "lay": _lay, "swap": _swap, "face down": _face_down, "play": _play,
    "compare": _compare, "reveal": _reveal, "a-2-z": _a2z, "take": _take, "race": _race,
    "claim": _claim, "end": _end,
}


def word(event: Event, reader: Reader) -> str:
    """One Periodyx event as a sentence for this reader."""
    return SENTENCES[event.kind](event, reader)


# ----- the short forms a status line shows (the move log and the results panel keep the
# full sentences, with the values compared) -----------------------------------------------
def _compare_brief(e: Event, r: Reader) -> str:
    d = e.data
    if d["taker"] is None:
        return {"N/K": _("A card has no value to compare: the turn is void."),
                "tie": _("A tie: the turn is void."),
                "nobody": _("Nobody found what they share: the turn is void.")}[d["void"]]
    if "higher" in d:
        if d["taker"] == e.actor:
            return r.say(e.actor, _("You bet right and take both cards."),
                         _("{actor} bet right and takes both cards."))
        return r.say(e.actor, _("You bet wrong: both cards go to {other}."),
                     _("{actor} bet wrong: both cards go to {other}."), other=r.who(d["taker"]))
    winner = d["cards"][d["holders"].index(d["taker"])]
    return capital(_("{card} wins: {takes}.").format(card=element_name(winner),
                                                    takes=_takes_both(r, d["taker"])))


def _claim_brief(e: Event, r: Reader) -> str:
    if e.data["right"]:
        return r.say(e.actor, _("You claim '{feature}' and take both cards."),
                     _("{actor} claims '{feature}' and takes both cards."),
                     feature=_(e.data["feature"]))
    return r.say(e.actor, _("You claim '{feature}': wrong."), _("{actor} claims '{feature}': "
                                                                 "wrong."),
                 feature=_(e.data["feature"]))


def _a2z_brief(e: Event, r: Reader) -> str:
    asked = e.data["asked"]
    question = r.say(e.actor, _("You ask {other} for {letter}"), _("{actor} asks {other} for "
                                                                     "{letter}"),
                     other=r.who(asked), letter=e.data["letter"])
    if e.data.get("cards"):
        return _("{question}: {cards}.").format(question=question,
                                               cards=elements(e.data["cards"]))
    answer = r.say(asked, _("you draw a card"), _("{actor} draws a card"))
    return _("{question}: none, so {answer}.").format(question=question, answer=answer)


def _lay_brief(e: Event, r: Reader) -> str:
    return r.say(e.actor, _("You lay {card} on the table."), _("{actor} lays {card} on the table."),
                 card=element_name(e.data["cards"][0]))


def _race_brief(e: Event, r: Reader) -> str:
    a, b = e.data["cards"]
    return _("Match: what do {a} and {b} share?").format(a=element_name(a), b=element_name(b))


def _end_brief(e: Event, r: Reader) -> str:
    if e.data.get("cause") == "time up":
        return _("Time's up! {winners}").format(winners=r.winners_with(
            [e.actor], count(e.data["most"], "{n} card", "{n} cards")))
    return _("Game over. {winners}").format(winners=r.winners([e.actor]))


def _swap_brief(e: Event, r: Reader) -> str:
    symbol = e.data["cards"][0]
    short = (_("none at 1 atm") if card(symbol).does_not_happen_at_1_atm(e.data["missing"])
             else _("N/K"))
    return r.say(e.actor, _("You swap {card} ({short}) for the top card."),
                 _("{actor} swaps {card} ({short}) for the top card."),
                 card=element_name(symbol), short=short)


def _draw_brief(e: Event, r: Reader) -> str:
    if "cards" in e.data:
        return _draw(e, r)
    return r.say(e.actor, _("You take the top card."), _("{actor} takes the top card."))


def _ask_brief(e: Event, r: Reader) -> str | None:
    """Said on the status line only to the player asked (who must answer now)."""
    return _ask(e, r) if r.is_you(e.data["opponent"]) else None


def _quiet(e: Event, r: Reader) -> None:
    return None


def _play_brief(e: Event, r: Reader) -> str | None:
    """Another player's named card is news (the live region says it); one's own is not."""
    return None if r.is_you(e.actor) else _play(e, r)


#: Short forms for the status line; a kind not here is said in full there, None leaves it out.
BRIEF: dict[str, Callable[[Event, Reader], str | None]] = {
    "compare": _compare_brief, "claim": _claim_brief, "a-2-z": _a2z_brief, "lay": _lay_brief,
    "race": _race_brief, "end": _end_brief, "ask": _ask_brief, "swap": _swap_brief,
    "draw": _draw_brief, "play": _play_brief, "face down": _quiet,
    "reveal": _quiet, "setup": _quiet, "deal": _quiet, "turn": _quiet,
}


def brief(event: Event, reader: Reader) -> str | None:
    """One event in a few words for the status line (None: not there)."""
    short = BRIEF.get(event.kind)
    return short(event, reader) if short else word(event, reader)
