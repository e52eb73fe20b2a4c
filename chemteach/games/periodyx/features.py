"""What two element cards share: the fixed list of features a Match claim may name (RULINGS).

A pure function of the element table, so a teacher can try it in a notebook:
``shared_features("Na", "K")``.
"""

from __future__ import annotations

from collections.abc import Callable

from ...core.wording import _
from ...elements import Element, element
from .deck import ENGLISH, name_initial

CardLike = Element | str | int

#: The fixed list of Match features (RULINGS), in the order claims are listed.
FEATURES: tuple[str, ...] = (
    "same group",
    "same period",
    "same block",
    "same category",
    "both metals",
    "both non-metals",
    "both metalloids",
    "same state at 25 °C",
    "names begin with the same letter",
    "both synthetic",
    "both radioactive",
    "discovered in the same century",
)


def century(el: CardLike) -> int | None:
    """The hundreds of the discovery year (1774 -> 17, "the 1700s"); None for antiquity."""
    el = element(el)
    if el.known_since_antiquity or el.year_discovered is None:
        return None
    return el.year_discovered // 100


def _same_initial(language: str) -> Callable[[Element, Element], bool]:
    """Names begin with the same letter in the deck's language (Japanese: the same kana)."""
    return _same(lambda e: name_initial(e, language))


def _same(get: Callable[[Element], object]) -> Callable[[Element, Element], bool]:
    def test(a: Element, b: Element) -> bool:
        va = get(a)
        return va is not None and va == get(b)

    return test


def _both(test: Callable[[Element], bool]) -> Callable[[Element, Element], bool]:
    return lambda a, b: test(a) and test(b)


_TESTS: dict[str, Callable[[Element, Element], bool]] = {
    "same group": _same(lambda e: e.group),
    "same period": _same(lambda e: e.period),
    "same block": _same(lambda e: e.block),
    "same category": _same(lambda e: e.category),
    "both metals": _both(lambda e: e.metal_class == "metal"),
    "both non-metals": _both(lambda e: e.metal_class == "nonmetal"),
    "both metalloids": _both(lambda e: e.metal_class == "metalloid"),
    "same state at 25 °C": _same(lambda e: e.state_25c),
    "names begin with the same letter": _same_initial(ENGLISH),
    "both synthetic": _both(lambda e: e.synthetic),
    "both radioactive": _both(lambda e: e.radioactive),
    "discovered in the same century": _same(century),
}


def _test(feature: str, language: str) -> Callable[[Element, Element], bool]:
    if feature == "names begin with the same letter" and language != ENGLISH:
        return _same_initial(language)
    return _TESTS[feature]


def shared_features(a: CardLike, b: CardLike, language: str = ENGLISH) -> list[str]:
    """Every Match feature (from FEATURES) that two elements share, in FEATURES order.

    Elements known since antiquity have no discovery century, so two of them do not share
    one; lanthanides and actinides have no group, so they never share "same group". The
    names are those of the deck's `language` ("ja": the first kana of the Japanese name,
    so 水素 and 水銀 share す, while hydrogen and mercury share no letter).
    """
    ea, eb = element(a), element(b)
    return [f for f in FEATURES if _test(f, language)(ea, eb)]


def feature_reason(feature: str, a: CardLike, b: CardLike, language: str = ENGLISH) -> str:
    """What two elements share, in words ("both in group 1"), for the move log; the
    first-letter feature reads the names of the deck's `language`."""
    ea, eb = element(a), element(b)
    if feature in _TESTS and not _test(feature, language)(ea, eb):
        raise ValueError(f"{ea.name} and {eb.name} do not share {feature!r}.")
    words = {
        "same group": lambda: _("both in group {group}").format(group=ea.group),
        "same period": lambda: _("both in period {period}").format(period=ea.period),
        "same block": lambda: _("both in the {block}-block").format(block=ea.block),
        "same category": lambda: _plural(ea.category),
        "both metals": lambda: _("both metals"),
        "both non-metals": lambda: _("both non-metals"),
        "both metalloids": lambda: _("both metalloids"),
        "same state at 25 °C": lambda: _state(str(ea.state_25c)),
        "names begin with the same letter":
            lambda: _("both elements whose names begin with {letter}").format(
                letter=name_initial(ea, language)),
        "both synthetic": lambda: _("both synthetic"),
        "both radioactive": lambda: _("both radioactive"),
        "discovered in the same century": lambda: _("both discovered in the {century}00s").format(
            century=century(ea)),
    }
    if feature not in words:
        raise KeyError(f"No Match feature {feature!r}; the features are: {', '.join(FEATURES)}.")
    return words[feature]()


def _plural(category: str) -> str:
    """'both noble gases', 'both of unknown properties' (a whole phrase per language)."""
    if category == "unknown properties":
        return _("both of unknown properties")
    return _("both {categories}").format(
        categories=_(category + ("es" if category.endswith("gas") else "s")))


def _state(state: str) -> str:
    return {"solid": _("both solids at 25 °C"), "liquid": _("both liquids at 25 °C"),
            "gas": _("both gases at 25 °C")}.get(state, _("both {state} at 25 °C").format(
                state=state))
