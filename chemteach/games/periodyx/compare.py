"""Comparing two cards on one stat, with the one-sentence explanation the move log shows.

"Tin melts at 505 K, tungsten at 3695 K: tin wins Big-freeze." The numbers come from the
element table; a tie or an N/K (not known) value voids the turn (RULINGS).
"""

from __future__ import annotations

import math
from dataclasses import dataclass

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
        return "N/K"
    if stat == YEAR:
        return "antiquity" if value == -math.inf else str(int(value))
    if stat in ("melting_point_k", "boiling_point_k"):
        return f"{value:.0f} K"
    if stat == "density":  # gases (the only values below 0.01 g/cm³) in g/L, as tables print
        return f"{value * 1000:.3g} g/L" if value < 0.01 else f"{value:.3g} g/cm³"
    if stat == "electronegativity":
        return f"{value:.2f}"
    if stat == "atomic_mass":
        return f"{value:.5g}"
    if stat == "nsr_rank":
        return NSR_CLASSES[int(value)]
    return str(int(value))


def _name(el: Element, capital: bool = False) -> str:
    return el.name if capital else el.name.lower()


def _says(stat: str, el: Element, first: bool) -> str:
    """'Tin melts at 505 K' (first) or 'tungsten at 3695 K' (second)."""
    v = show(stat, stat_value(el, stat))
    who = _name(el, capital=first)
    if stat == "z":
        return f"{who} has atomic number {v}" if first else f"{who} {v}"
    if stat == "neutrons":
        return f"{who} has {v} neutrons" if first else f"{who} {v}"
    if stat == "melting_point_k":
        return f"{who} melts at {v}" if first else f"{who} at {v}"
    if stat == "boiling_point_k":
        return f"{who} boils at {v}" if first else f"{who} at {v}"
    if stat == "nsr_rank":
        return f"{who} is {v}" if first else f"{who} {v}"
    return f"{who}'s {STAT_WORDS[stat]} is {v}" if first else f"{who}'s {v}"


def no_value_reason(stat: str, el: Element) -> str:
    """Why a card has no value to compare, after its name: "'s boiling point is N/K (not
    known)", or " does not melt at 1 atm (it sublimes)" for carbon and arsenic and " does not
    freeze at 1 atm" for helium (issue 10 item 11: that is known, not unknown)."""
    if el.does_not_happen_at_1_atm(stat):
        sublimes = el.does_not_happen_at_1_atm("melting_point_k") and \
            el.does_not_happen_at_1_atm("boiling_point_k")
        if stat == "melting_point_k" and not sublimes:
            return " does not freeze at 1 atm (it stays liquid down to absolute zero)"
        verb = "melt" if stat == "melting_point_k" else "boil"
        return f" does not {verb} at 1 atm (it sublimes: the solid turns straight into a gas)"
    return f"'s {STAT_WORDS[stat]} is N/K (not known)"


def _not_known(stat: str, cards: list[Element], capital: bool = True) -> str:
    """Which card has no value; `capital` only when the sentence starts with it."""
    el = next(c for c in cards if stat_value(c, stat) is None)
    if stat == "group" and el.group is None and el.period >= 6:
        return f"{_name(el, capital)} has no group number (it sits in the f-block rows)"
    return _name(el, capital) + no_value_reason(stat, el)


def duel(stat: str, first: Element | str, second: Element | str, game: str,
         lower_wins: bool = False) -> Verdict:
    """Compare two cards on `stat` for a duel game; the sentence names the winning element."""
    a, b = element(first), element(second)
    va, vb = stat_value(a, stat), stat_value(b, stat)
    if va is None or vb is None:
        return Verdict(None, NOT_KNOWN, f"{_not_known(stat, [a, b])}: the turn is void")
    both = f"{_says(stat, a, True)}, {_says(stat, b, False)}"
    if va == vb:
        return Verdict(None, TIE, f"{both}: a tie, so the turn is void")
    a_wins = (va < vb) if lower_wins else (va > vb)
    winner = a if a_wins else b
    return Verdict(0 if a_wins else 1, "", f"{both}: {_name(winner)} wins {game}")


def _bet(stat: str, shown: Element, higher: bool) -> str:
    v = show(stat, stat_value(shown, stat))
    if stat == YEAR:
        when = "known since antiquity" if v == "antiquity" else f"discovered in {v}"
        return (f"the next card was discovered {'later' if higher else 'earlier'} than "
                f"{_name(shown)} ({when})")
    return (f"the next card's {STAT_WORDS[stat]} is {'higher' if higher else 'lower'} than "
            f"{_name(shown)}'s ({v})")


def _drawn(stat: str, drawn: Element) -> str:
    v = stat_value(drawn, stat)
    if stat == YEAR:
        if v == -math.inf:
            return f"{_name(drawn)} has been known since antiquity"
        return f"{_name(drawn)} was discovered in {show(stat, v)}"
    return f"{_name(drawn)}'s is {show(stat, v)}"


def prediction(stat: str, shown: Element | str, drawn: Element | str, higher: bool) -> Verdict:
    """Judge a Hi-Lo or Early Bird bet; winner 0 = the bet was right, 1 = wrong, None = void."""
    a, b = element(shown), element(drawn)
    va, vb = stat_value(a, stat), stat_value(b, stat)
    bet = _bet(stat, a, higher)
    if va is None or vb is None:
        return Verdict(None, NOT_KNOWN,
                       f"{bet}; {_not_known(stat, [a, b], capital=False)}: the turn is void")
    if va == vb:
        return Verdict(None, TIE, f"{bet}; {_drawn(stat, b)}: a tie, so the turn is void")
    right = (vb > va) == higher
    return Verdict(0 if right else 1, "",
                   f"{bet}; {_drawn(stat, b)}: {'right' if right else 'wrong'}")


def is_nk_card(card: Element | str) -> bool:
    """Whether a card shows N/K for any of its stats (those may be swapped, RULINGS)."""
    el = element(card)
    return any(getattr(el, s) is None for s in
               ("melting_point_k", "boiling_point_k", "density", "electronegativity"))
