"""Every sentence of Chemistry Monopoly's move log, worded for one reader (see core/wording.py).

The engine logs events with seats, spaces and numbers only; these templates word them with
the verb agreeing with its subject ("You buy chlorine for 120 AMUny." / "Ada buys chlorine
for 120 AMUny."), the reader's own things as "your" and counts plural-aware. Element names
are lower-case mid-sentence ("chlorine"), as in running English. The board, decks and
question bank are the game's own (a teacher may edit them), so the reader carries them.
"""

from __future__ import annotations

from collections.abc import Callable, Sequence
from typing import Any

from ...core.events import Event
from ...core.wording import N_, Reader, _, capital, count, join_words, ngettext, pgettext
from .board import BIOLOGY, LIFE, LOT, SUPPLY, TAX, Board, Card
from .questions import ANSWER_CHOICE, Question


class MonopolyReader(Reader):
    """A reader of one Monopoly game: the players, and the game's board, decks and questions
    (the events name spaces, cards and questions by number)."""

    def __init__(self, names: Sequence[str], viewer: int | None, board: Board,
                 decks: dict[str, tuple[Card, ...]], questions: tuple[Question, ...]) -> None:
        super().__init__(names, viewer)
        self.board = board
        self.decks = decks
        self.questions = questions

    def space(self, s: int) -> str:
        """A space as a sentence names it mid-sentence: "chlorine", "the Bunsen Burner", "Go"."""
        sp = self.board.spaces[s]
        if sp.element and sp.kind in (LOT, LIFE):
            return _(sp.name).lower()
        if sp.kind == SUPPLY:
            return _("the {supply}").format(supply=_(sp.name))
        if sp.kind == TAX and not sp.name.endswith("'s Tax"):
            return _("the {fee}").format(fee=_(sp.name))  # "the Lab Breakage Fee"
        return _(sp.name)

    def creditor(self, creditor: int, start: bool = False) -> str:
        """Who is owed: a player ("you", "Ada") or the Lab (the Extra Credit pot counts as it)."""
        if creditor >= 0:
            return self.who(creditor, start)
        return _("The Lab") if start else _("the Lab")


def amuny(n: int) -> str:
    """An amount of money: "1 AMUny", "120 AMUny" (a catalog may inflect the unit)."""
    return ngettext("{n} AMUny", "{n} AMUny", n).format(n=n)


def deck_title(deck: str) -> str:
    """A deck's name: "Lab Day", "Test Day"."""
    return _("Lab Day") if deck == "lab_day" else _("Test Day")


def get_out_cards(n: int) -> str:
    """The count of Get Out of Biology Class Free cards: "a ... card", "2 ... cards"."""
    return count(n, "a Get Out of Biology Class Free card",
                 "{n} Get Out of Biology Class Free cards")


def offer_terms(d: dict[str, Any], r: MonopolyReader, proposer: int) -> str:
    """A trade from the proposer's side, naming only what changes hands: "you pay 140 AMUny
    for magnesium", "you give neon and 25 AMUny for helium", "you sell neon for 90 AMUny"."""
    def things(spaces: Sequence[int], cards: int) -> str:
        items = [r.space(s) for s in spaces]
        if cards:
            items.append(get_out_cards(cards))
        return join_words(items)

    give, take = things(d["give"], d["give_cards"]), things(d["take"], d["take_cards"])
    money = d["money"]
    kw: dict[str, Any] = {"give": give, "take": take, "amount": amuny(abs(money))}
    if give and take:
        if money > 0:
            return r.say(proposer, _("you give {give} and {amount} for {take}"),
                         _("{actor} gives {give} and {amount} for {take}"), **kw)
        if money < 0:
            return r.say(proposer, _("you give {give} for {take} and {amount}"),
                         _("{actor} gives {give} for {take} and {amount}"), **kw)
        return r.say(proposer, _("you give {give} for {take}"),
                     _("{actor} gives {give} for {take}"), **kw)
    if take:
        if money > 0:
            return r.say(proposer, _("you pay {amount} for {take}"),
                         _("{actor} pays {amount} for {take}"), **kw)
        if money < 0:
            return r.say(proposer, _("you ask for {take} and {amount}, giving nothing"),
                         _("{actor} asks for {take} and {amount}, giving nothing"), **kw)
        return r.say(proposer, _("you ask for {take} as a gift"),
                     _("{actor} asks for {take} as a gift"), **kw)
    if give:
        if money < 0:
            return r.say(proposer, _("you sell {give} for {amount}"),
                         _("{actor} sells {give} for {amount}"), **kw)
        if money > 0:
            return r.say(proposer, _("you give {give} and {amount} as a gift"),
                         _("{actor} gives {give} and {amount} as a gift"), **kw)
        return r.say(proposer, _("you give {give} as a gift"),
                     _("{actor} gives {give} as a gift"), **kw)
    if money > 0:
        return r.say(proposer, _("you give {amount} as a gift"),
                     _("{actor} gives {amount} as a gift"), **kw)
    return r.say(proposer, _("you ask for {amount}, giving nothing"),
                 _("{actor} asks for {amount}, giving nothing"), **kw)


def end_reason(d: dict[str, Any], r: Reader) -> str:
    """Why the game ended, in one sentence."""
    reason = d["reason"]
    if reason == "last":
        return r.say(d["winners"][0], _("You are the last player with any wealth."),
                     _("{actor} is the last player with any wealth."))
    values = join_words(_("{who} {value}").format(who=r.who(p), value=amuny(v))
                        for p, v in d["values"])
    if reason == "round limit":
        start = count(d["limit"], "The round limit ({n} round) is reached",
                      "The round limit ({n} rounds) is reached")
    elif reason == "time up":
        start = _("The teacher calls time's up (the bell rang)")
    else:
        start = _("The second bankruptcy ends the short game")
    return _("{start}: the richest player wins, valued as in the short game ({values}).").format(
        start=start, values=values)


# ----- the sentences, one per event kind --------------------------------------------------
def _who_starts(e: Event, r: MonopolyReader) -> str:
    throws = [r.say(int(p), _("you throw {total}"), _("{actor} throws {total}"), total=t)
              for p, t in e.data["throws"].items()]
    return _("To see who starts, {throws}.").format(throws=join_words(throws))


def _starts(e: Event, r: MonopolyReader) -> str:
    return r.say(e.actor, _("You start."), _("{actor} starts."))


def _dealt(e: Event, r: MonopolyReader) -> str:
    return r.say(e.actor, _("You are dealt {space} and pay {amount}."),
                 _("{actor} is dealt {space} and pays {amount}."),
                 space=r.space(e.data["space"]), amount=amuny(e.data["price"]))


def _throw(e: Event, r: MonopolyReader) -> str:
    a, b = e.data["dice"]
    how = e.data["how"]
    if how == "doubles":
        return r.say(e.actor, _("You throw {a} and {b} (doubles)."),
                     _("{actor} throws {a} and {b} (doubles)."), a=a, b=b)
    if how == "leaves":
        return r.say(e.actor, _("You throw {a} and {b}: doubles! You leave Biology Class."),
                     _("{actor} throws {a} and {b}: doubles! {actor} leaves Biology Class."),
                     a=a, b=b)
    if how == "stays":
        return r.say(e.actor, _("You throw {a} and {b}: no doubles, so you stay in Biology "
                                "Class."),
                     _("{actor} throws {a} and {b}: no doubles, so {actor} stays in Biology "
                       "Class."), a=a, b=b)
    if how == "fine":
        return r.say(e.actor, _("You throw {a} and {b}: no doubles on the third try, so you "
                                "pay the fine of {fine} and move."),
                     _("{actor} throws {a} and {b}: no doubles on the third try, so {actor} "
                       "pays the fine of {fine} and moves."), a=a, b=b,
                     fine=amuny(e.data["fine"]))
    if how == "third doubles":
        return r.say(e.actor, _("You throw {a} and {b}: a third doubles in a row!"),
                     _("{actor} throws {a} and {b}: a third doubles in a row!"), a=a, b=b)
    if how == "rent":
        return r.say(e.actor, _("You throw {a} and {b} for the rent."),
                     _("{actor} throws {a} and {b} for the rent."), a=a, b=b)
    return r.say(e.actor, _("You throw {a} and {b}."), _("{actor} throws {a} and {b}."),
                 a=a, b=b)


def _go(e: Event, r: MonopolyReader) -> str:
    if e.data["exact"]:
        return r.say(e.actor, _("You land right on Go and collect {amount}."),
                     _("{actor} lands right on Go and collects {amount}."),
                     amount=amuny(e.data["amount"]))
    return r.say(e.actor, _("You pass Go and collect {amount}."),
                 _("{actor} passes Go and collects {amount}."), amount=amuny(e.data["amount"]))


def _biology_class(e: Event, r: MonopolyReader) -> str:
    return r.say(e.actor, _("You go to Biology Class without passing Go."),
                 _("{actor} goes to Biology Class without passing Go."))


_STATES = {"solid": N_("a solid"), "liquid": N_("a liquid"), "gas": N_("a gas")}


def landing_sentence(s: int, r: MonopolyReader) -> str:
    """What a student reads on landing (the element's facts and the board's note), or "",
    worded from templates in the reader's language (board.sentences keeps the English)."""
    sp = r.board.spaces[s]
    note = _(sp.note) if sp.note else ""
    if not sp.element:
        return note
    from ...elements import element
    from ...elements.format import format_stat

    e = element(sp.element)
    values = {"name": _(e.name), "symbol": e.symbol, "z": e.z,
              "mass": format_stat(e, "atomic_mass"), "category": _(e.category)}
    if e.state_25c in _STATES:
        facts = _("{name} ({symbol}): atomic number {z}, atomic mass {mass}, {category}, "
                  "{state} at 25 °C.").format(state=_(_STATES[e.state_25c]), **values)
    else:
        facts = _("{name} ({symbol}): atomic number {z}, atomic mass {mass}, "
                  "{category}.").format(**values)
    return _("{facts} {note}").format(facts=facts, note=note) if note else facts


def _landed(e: Event, r: MonopolyReader) -> str:
    """"You land on chlorine." ("just visiting" on Biology Class, where a throw can end
    without being sent inside)."""
    s = e.data["space"]
    if r.board.kinds[s] == BIOLOGY:
        return r.say(e.actor, _("You are just visiting Biology Class."),
                     _("{actor} is just visiting Biology Class."))
    return r.say(e.actor, _("You land on {space}."), _("{actor} lands on {space}."),
                 space=r.space(s))


def _land(e: Event, r: MonopolyReader) -> str:
    s = e.data["space"]
    line = _landed(e, r)
    more = landing_sentence(s, r)
    return f"{line} {more}" if more else line


def _rent(e: Event, r: MonopolyReader) -> str:
    if r.viewer is not None and e.data["owner"] == r.viewer:
        return _("{actor} owes you {amount} rent for {space}.").format(
            actor=r.who(e.actor, True), amount=amuny(e.data["amount"]),
            space=r.space(e.data["space"]))
    return r.say(e.actor, _("You owe {amount} rent to {owner} for {space}."),
                 _("{actor} owes {amount} rent to {owner} for {space}."),
                 owner=r.who(e.data["owner"]), amount=amuny(e.data["amount"]),
                 space=r.space(e.data["space"]))


def _no_rent(e: Event, r: MonopolyReader) -> str:
    return r.say(e.actor, _("{space} is transferred to the Lab: you owe no rent."),
                 _("{space} is transferred to the Lab: {actor} owes no rent."),
                 space=capital(r.space(e.data["space"])))


def _tax(e: Event, r: MonopolyReader) -> str:
    return r.say(e.actor, _("You pay {amount} for {space}."),
                 _("{actor} pays {amount} for {space}."),
                 amount=amuny(e.data["amount"]), space=r.space(e.data["space"]))


def _tax_choice(e: Event, r: MonopolyReader) -> str:
    d = e.data
    if d["percent"]:
        return r.say(e.actor, _("You pay {rate}% of your total worth of {worth}: "
                                "{amount} (the flat tax would have been {flat})."),
                     _("{actor} pays {rate}% of a total worth of {worth}: {amount} "
                       "(the flat tax would have been {flat})."),
                     rate=d["rate"], worth=amuny(d["worth"]), amount=amuny(d["amount"]),
                     flat=amuny(d["flat"]))
    return r.say(e.actor, _("You pay the flat {amount} ({rate}% of your total worth "
                            "of {worth} would have been {other})."),
                 _("{actor} pays the flat {amount} ({rate}% of a total worth of "
                   "{worth} would have been {other})."),
                 rate=d["rate"], worth=amuny(d["worth"]), amount=amuny(d["amount"]),
                 other=amuny(d["worth"] * d["rate"] // 100))


def _extra_credit(e: Event, r: MonopolyReader) -> str:
    return r.say(e.actor, _("You collect the Extra Credit pot of {amount}."),
                 _("{actor} collects the Extra Credit pot of {amount}."),
                 amount=amuny(e.data["amount"]))


def _card(e: Event, r: MonopolyReader) -> str:
    card = r.decks[e.data["deck"]][e.data["card"]]
    return r.say(e.actor, _("You draw a {deck} card: \u201c{text}\u201d"),
                 _("{actor} draws a {deck} card: \u201c{text}\u201d"),
                 deck=deck_title(e.data["deck"]), text=_(card.text))


def _no_auction(e: Event, r: MonopolyReader) -> str:
    return _("Nobody can bid for {space}; it stays with the Lab.").format(
        space=r.space(e.data["space"]))


def _auction(e: Event, r: MonopolyReader) -> str:
    return _("{space} is auctioned: everyone bids once, sealed.").format(
        space=capital(r.space(e.data["space"])))


def _bid(e: Event, r: MonopolyReader) -> str:
    return r.say(e.actor, _("You bid {amount} for {space} (sealed: the others see it when "
                            "the auction closes)."),
                 _("{actor} bids {amount} for {space}."),
                 amount=amuny(e.data["amount"]), space=r.space(e.data["space"]))


def _bids(d: dict[str, Any], r: MonopolyReader) -> str:
    return join_words(_("{who} {amount}").format(who=r.who(p), amount=amuny(b))
                      for p, b in zip(d["bidders"], d["bids"], strict=True))


def _sold(e: Event, r: MonopolyReader) -> str:
    if e.data.get("transferred"):
        return r.say(e.actor, _("You win {space} for {amount} (bids: {bids}). It comes "
                                "transferred: it earns no rent until you buy it back for "
                                "{buy_back}."),
                     _("{actor} wins {space} for {amount} (bids: {bids}). It comes "
                       "transferred: it earns no rent until it is bought back for "
                       "{buy_back}."),
                     space=r.space(e.data["space"]), amount=amuny(e.data["amount"]),
                     bids=_bids(e.data, r), buy_back=amuny(e.data["buy_back"]))
    return r.say(e.actor, _("You win {space} for {amount} (bids: {bids})."),
                 _("{actor} wins {space} for {amount} (bids: {bids})."),
                 space=r.space(e.data["space"]), amount=amuny(e.data["amount"]),
                 bids=_bids(e.data, r))


def _pay(e: Event, r: MonopolyReader) -> str:
    if r.viewer is not None and e.data["to"] == r.viewer:
        return _("{actor} pays you {amount}.").format(actor=r.who(e.actor, True),
                                                     amount=amuny(e.data["amount"]))
    return r.say(e.actor, _("You pay {amount} to {to}."), _("{actor} pays {amount} to {to}."),
                 to=r.who(e.data["to"]), amount=amuny(e.data["amount"]))


def _unsold(e: Event, r: MonopolyReader) -> str:
    return _("No bids for {space} ({bids}); it stays with the Lab.").format(
        space=r.space(e.data["space"]), bids=_bids(e.data, r))


def _bankrupt(e: Event, r: MonopolyReader) -> str:
    return r.say(e.actor, _("You cannot pay and are bankrupt to {creditor}."),
                 _("{actor} cannot pay and is bankrupt to {creditor}."),
                 creditor=r.creditor(e.data["creditor"]))


def _end(e: Event, r: MonopolyReader) -> str:
    return _("Game over. {reason} {winners}").format(reason=end_reason(e.data, r),
                                                    winners=r.winners(e.data["winners"]))


def _buy(e: Event, r: MonopolyReader) -> str:
    return r.say(e.actor, _("You buy {space} for {amount}."),
                 _("{actor} buys {space} for {amount}."),
                 space=r.space(e.data["space"]), amount=amuny(e.data["price"]))


def _decline(e: Event, r: MonopolyReader) -> str:
    return r.say(e.actor, _("You do not buy {space}."), _("{actor} does not buy {space}."),
                 space=r.space(e.data["space"]))


def _fine(e: Event, r: MonopolyReader) -> str:
    return r.say(e.actor, _("You pay the fine of {amount} and leave Biology Class."),
                 _("{actor} pays the fine of {amount} and leaves Biology Class."),
                 amount=amuny(e.data["amount"]))


def _use_card(e: Event, r: MonopolyReader) -> str:
    return r.say(e.actor, _("You use a Get Out of Biology Class Free card."),
                 _("{actor} uses a Get Out of Biology Class Free card."))


def choice_words(choice: str) -> str:
    """A Test Day answer choice in the reader's language, as an answer (msgctxt)."""
    return pgettext(ANSWER_CHOICE, choice)


def _answer(e: Event, r: MonopolyReader) -> str:
    d = e.data
    q = r.questions[d["question"]]
    chosen = choice_words(q.choices[d["choice"]])
    if d["right"]:
        line = r.say(e.actor, _("You answer \u201c{choice}\u201d: right! {why} You collect "
                                "{amount}."),
                     _("{actor} answers \u201c{choice}\u201d: right! {why} {actor} collects "
                       "{amount}."), choice=chosen, why=_(q.explanation),
                     amount=amuny(d["reward"]))
    else:
        line = r.say(e.actor, _("You answer \u201c{choice}\u201d: not quite; it is "
                                "\u201c{answer}\u201d. {why}"),
                     _("{actor} answers \u201c{choice}\u201d: not quite; it is "
                       "\u201c{answer}\u201d. {why}"), choice=chosen,
                     answer=choice_words(q.answer_text), why=_(q.explanation))
    return line


def _transfer(e: Event, r: MonopolyReader) -> str:
    return r.say(e.actor, _("You transfer {space} to the Lab for {amount}."),
                 _("{actor} transfers {space} to the Lab for {amount}."),
                 space=r.space(e.data["space"]), amount=amuny(e.data["amount"]))


def _buy_back(e: Event, r: MonopolyReader) -> str:
    return r.say(e.actor, _("You buy {space} back from the Lab for {amount}."),
                 _("{actor} buys {space} back from the Lab for {amount}."),
                 space=r.space(e.data["space"]), amount=amuny(e.data["amount"]))


def _keep_transferred(e: Event, r: MonopolyReader) -> str:
    return r.say(e.actor, _("You keep {space} transferred and pay the Lab {amount} interest."),
                 _("{actor} keeps {space} transferred and pays the Lab {amount} interest."),
                 space=r.space(e.data["space"]), amount=amuny(e.data["amount"]))


def _offer(e: Event, r: MonopolyReader) -> str:
    return r.say(e.actor, _("You offer {to} a trade: {terms}."),
                 _("{actor} offers {to} a trade: {terms}."),
                 to=r.who(e.data["to"]), terms=offer_terms(e.data, r, e.actor))


def _reply(e: Event, r: MonopolyReader) -> str:
    if not e.data["accept"]:
        return r.say(e.actor, _("You decline {whose} offer."), _("{actor} declines {whose} offer."),
                     whose=r.whose(e.data["from"]))
    return r.say(e.actor, _("You accept {whose} offer: {terms}."),
                 _("{actor} accepts {whose} offer: {terms}."),
                 whose=r.whose(e.data["from"]), terms=offer_terms(e.data, r, e.data["from"]))


def _what(solid: bool) -> str:
    return _("a solid") if solid else _("a liquid")


def _condense(e: Event, r: MonopolyReader) -> str:
    return r.say(e.actor, _("You condense {what} on {space} for {amount}."),
                 _("{actor} condenses {what} on {space} for {amount}."),
                 what=_what(e.data["solid"]), space=r.space(e.data["space"]),
                 amount=amuny(e.data["amount"]))


def _evaporate(e: Event, r: MonopolyReader) -> str:
    return r.say(e.actor, _("You evaporate {what} on {space} and get {amount}."),
                 _("{actor} evaporates {what} on {space} and gets {amount}."),
                 what=_what(e.data["solid"]), space=r.space(e.data["space"]),
                 amount=amuny(e.data["amount"]))


#: Each event kind the engine logs, and how it is worded.
SENTENCES: dict[str, Callable[[Event, MonopolyReader], str]] = {
    "who starts": _who_starts, "starts": _starts, "dealt": _dealt, "throw": _throw, "go": _go,
    "biology class": _biology_class, "land": _land, "rent": _rent, "no rent": _no_rent,
    "tax": _tax, "tax choice": _tax_choice, "extra credit": _extra_credit, "card": _card,
    "no auction": _no_auction, "auction": _auction, "bid": _bid, "sold": _sold,
    "unsold": _unsold, "bankrupt": _bankrupt, "end": _end, "buy": _buy, "decline": _decline,
    "fine": _fine, "use card": _use_card, "answer": _answer, "transfer": _transfer,
    "buy back": _buy_back, "keep transferred": _keep_transferred, "offer": _offer,
    "reply": _reply, "condense": _condense, "evaporate": _evaporate, "pay": _pay,
}


def word(event: Event, reader: Reader) -> str:
    """One Chemistry Monopoly event as a sentence for this reader (a MonopolyReader)."""
    return SENTENCES[event.kind](event, reader)  # type: ignore[arg-type]


# ----- the short forms a status line shows (the move log keeps the full sentences) --------
def _land_brief(e: Event, r: MonopolyReader) -> str | None:
    if e.data["space"] == r.board.go:  # "You land right on Go and collect ..." said it
        return None
    return _landed(e, r)


def _answer_brief(e: Event, r: MonopolyReader) -> str:
    if r.viewer is not None and e.actor == r.viewer:  # your answer: the right one and why
        return _answer(e, r)
    if e.data["right"]:
        return r.say(e.actor, _("You answer right and collect {amount}."),
                     _("{actor} answers right and collects {amount}."),
                     amount=amuny(e.data["reward"]))
    return r.say(e.actor, _("You answer wrong and collect nothing."),
                 _("{actor} answers wrong and collects nothing."))


#: Short forms for the status line; a kind not here is said in full there, None leaves it out.
BRIEF: dict[str, Callable[[Event, MonopolyReader], str | None]] = {
    "land": _land_brief, "who starts": lambda e, r: None, "auction": lambda e, r: None,
    "answer": _answer_brief,
}


def brief(event: Event, reader: Reader) -> str | None:
    """One event in a few words for the status line (None: not there)."""
    short = BRIEF.get(event.kind)
    return short(event, reader) if short else word(event, reader)  # type: ignore[arg-type]
