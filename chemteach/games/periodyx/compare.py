"""Comparing two cards on one stat, with the one-sentence explanation the move log shows.

"Tin melts at 505 K, tungsten at 3695 K: tin wins Big-freeze." The numbers come from the
element table; a tie or an N/K (not known) value voids the turn (RULINGS).
"""

from __future__ import annotations

import math
from dataclasses import dataclass

from ...core.wording import N_, _
from ...elements import Element, element

TIE = "tie"
NOT_KNOWN = "N/K"

#: Stats Hi-Lo may use (RULINGS: any stat but the year), in the order they are offered.
HI_LO_STATS: tuple[str, ...] = (
    "z", "atomic_mass", "neutrons", "melting_point_k", "boiling_point_k", "density",
    "electronegativity", "group", "period",
)  # fmt: skip
YEAR = "year_discovered"

#: How each stat is named in a sentence.
STAT_WORDS: dict[str, str] = {
    "z": "atomic number",
    "atomic_mass": "atomic mass",
    "neutrons": "number of neutrons",
    "melting_point_k": "melting point",
    "boiling_point_k": "boiling point",
    "density": "density",
    "electronegativity": "electronegativity",
    "group": "group number",
    "period": "period number",
    YEAR: "year of discovery",
    "nsr_rank": "natural/synthetic/radioactive class",
}

NSR_CLASSES = {2: "natural and stable", 1: "natural but radioactive", 0: "synthetic"}


@dataclass(frozen=True)
class Verdict:
    """The result of a comparison: which card won (0 first, 1 second; None void) and why."""

    winner: int | None
    void: str  # "" when someone won, "tie" or "N/K" when the turn is void
    text: str

    @property
    def is_void(self) -> bool:
        return self.winner is None


def stat_value(card: Element | str, stat: str) -> float | int | None:
    """The value compared for a stat; None is N/K (a lanthanide's group counts as N/K)."""
    el = element(card)
    if stat == "nsr_rank":
        return el.nsr_rank
    return el.value(stat)


def show(stat: str, value: float | int | None) -> str:
    """A value as a teacher would say it: "505 K", "7.87 g/cm³", "1774", "antiquity"."""
    if value is None:
        return _("N/K")
    if stat == YEAR:
        return _("antiquity") if value == -math.inf else str(int(value))
    if stat in ("melting_point_k", "boiling_point_k"):
        return f"{value:.0f} K"
    if stat == "density":  # gases (the only values below 0.01 g/cm³) in g/L, as tables print
        return f"{value * 1000:.3g} g/L" if value < 0.01 else f"{value:.3g} g/cm³"
    if stat == "electronegativity":
        return f"{value:.2f}"
    if stat == "atomic_mass":
        return f"{value:.5g}"
    if stat == "nsr_rank":
        return _(NSR_CLASSES[int(value)])
    return str(int(value))


def _name(el: Element, capital: bool = False) -> str:
    name = _(el.name)
    return name if capital else name.lower()


#: How the first card of a comparison says its value, and how the second one does.
_SAYS_FIRST = {
    "z": N_("{card} has atomic number {value}"),
    "neutrons": N_("{card} has {value} neutrons"),
    "melting_point_k": N_("{card} melts at {value}"),
    "boiling_point_k": N_("{card} boils at {value}"),
    "nsr_rank": N_("{card} is {value}"),
}
_SAYS_SECOND = {
    "z": N_("{card} {value}"),
    "neutrons": N_("{card} {value}"),
    "melting_point_k": N_("{card} at {value}"),
    "boiling_point_k": N_("{card} at {value}"),
    "nsr_rank": N_("{card} {value}"),
}


def _says(stat: str, el: Element, first: bool) -> str:
    """'Tin melts at 505 K' (first) or 'tungsten at 3695 K' (second)."""
    v = show(stat, stat_value(el, stat))
    who = _name(el, capital=first)
    if first:
        template = _SAYS_FIRST.get(stat, N_("{card}'s {stat} is {value}"))
    else:
        template = _SAYS_SECOND.get(stat, N_("{card}'s {value}"))
    return _(template).format(card=who, value=v, stat=_(STAT_WORDS.get(stat, stat)))


def no_value_reason(stat: str, el: Element, capital: bool = True) -> str:
    """Why a card has no value to compare, a sentence naming it: "Dubnium's boiling point is
    N/K (not known)", or "Carbon does not melt at 1 atm (it sublimes)" for carbon and arsenic
    and "Helium does not freeze at 1 atm" for helium (issue 10 item 11: that is known, not
    unknown)."""
    card = _name(el, capital)
    if el.does_not_happen_at_1_atm(stat):
        sublimes = el.does_not_happen_at_1_atm("melting_point_k") and \
            el.does_not_happen_at_1_atm("boiling_point_k")
        if stat == "melting_point_k" and not sublimes:
            return _("{card} does not freeze at 1 atm (it stays liquid down to absolute "
                     "zero)").format(card=card)
        if stat == "melting_point_k":
            return _("{card} does not melt at 1 atm (it sublimes: the solid turns straight "
                     "into a gas)").format(card=card)
        return _("{card} does not boil at 1 atm (it sublimes: the solid turns straight into "
                 "a gas)").format(card=card)
    return _("{card}'s {stat} is N/K (not known)").format(card=card,
                                                          stat=_(STAT_WORDS[stat]))


def _not_known(stat: str, cards: list[Element], capital: bool = True) -> str:
    """Which card has no value; `capital` only when the sentence starts with it."""
    el = next(c for c in cards if stat_value(c, stat) is None)
    if stat == "group" and el.group is None and el.period >= 6:
        return _("{card} has no group number (it sits in the f-block rows)").format(
            card=_name(el, capital))
    return no_value_reason(stat, el, capital)


def duel(stat: str, first: Element | str, second: Element | str, game: str,
         lower_wins: bool = False) -> Verdict:
    """Compare two cards on `stat` for a duel game; the sentence names the winning element."""
    a, b = element(first), element(second)
    va, vb = stat_value(a, stat), stat_value(b, stat)
    if va is None or vb is None:
        return Verdict(None, NOT_KNOWN, _("{why}: the turn is void").format(
            why=_not_known(stat, [a, b])))
    both = _("{first}, {second}").format(first=_says(stat, a, True),
                                         second=_says(stat, b, False))
    if va == vb:
        return Verdict(None, TIE, _("{both}: a tie, so the turn is void").format(both=both))
    a_wins = (va < vb) if lower_wins else (va > vb)
    winner = a if a_wins else b
    return Verdict(0 if a_wins else 1, "", _("{both}: {card} wins {game}").format(
        both=both, card=_name(winner), game=game))


def _bet(stat: str, shown: Element, higher: bool) -> str:
    v = show(stat, stat_value(shown, stat))
    card = _name(shown)
    if stat == YEAR:
        if v == _("antiquity"):
            template = (_("the next card was discovered later than {card} (known since "
                          "antiquity)") if higher else
                        _("the next card was discovered earlier than {card} (known since "
                          "antiquity)"))
        else:
            template = (_("the next card was discovered later than {card} (discovered in "
                          "{year})") if higher else
                        _("the next card was discovered earlier than {card} (discovered in "
                          "{year})"))
        return template.format(card=card, year=v)
    template = (_("the next card's {stat} is higher than {card}'s ({value})") if higher else
                _("the next card's {stat} is lower than {card}'s ({value})"))
    return template.format(stat=_(STAT_WORDS[stat]), card=card, value=v)


def _drawn(stat: str, drawn: Element) -> str:
    v = stat_value(drawn, stat)
    card = _name(drawn)
    if stat == YEAR:
        if v == -math.inf:
            return _("{card} has been known since antiquity").format(card=card)
        return _("{card} was discovered in {year}").format(card=card, year=show(stat, v))
    return _("{card}'s is {value}").format(card=card, value=show(stat, v))


def prediction(stat: str, shown: Element | str, drawn: Element | str, higher: bool) -> Verdict:
    """Judge a Hi-Lo or Early Bird bet; winner 0 = the bet was right, 1 = wrong, None = void."""
    a, b = element(shown), element(drawn)
    va, vb = stat_value(a, stat), stat_value(b, stat)
    bet = _bet(stat, a, higher)
    if va is None or vb is None:
        return Verdict(None, NOT_KNOWN, _("{bet}; {why}: the turn is void").format(
            bet=bet, why=_not_known(stat, [a, b], capital=False)))
    if va == vb:
        return Verdict(None, TIE, _("{bet}; {drawn}: a tie, so the turn is void").format(
            bet=bet, drawn=_drawn(stat, b)))
    right = (vb > va) == higher
    template = _("{bet}; {drawn}: right") if right else _("{bet}; {drawn}: wrong")
    return Verdict(0 if right else 1, "", template.format(bet=bet, drawn=_drawn(stat, b)))


def is_nk_card(card: Element | str) -> bool:
    """Whether a card shows N/K for any of its stats (those may be swapped, RULINGS)."""
    el = element(card)
    return any(getattr(el, s) is None for s in
               ("melting_point_k", "boiling_point_k", "density", "electronegativity"))
