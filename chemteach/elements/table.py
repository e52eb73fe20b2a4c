"""The element table: the ``Element`` record, loading the shipped CSV, look-ups.

The CSV (``elements.csv`` beside this file) is read with the csv module at first use
and cached; no network, no database, no pandas. An empty cell is N/K (``None``).
"""

from __future__ import annotations

import csv
import difflib
import io
import math
from collections.abc import Callable
from dataclasses import dataclass, fields
from functools import cache
from importlib import resources

__all__ = ["Element", "UnknownElement", "element", "elements"]

ANTIQUITY = -math.inf
"""What ``Element.value("year_discovered")`` gives for an element known since antiquity:
earlier than any year, and equal to another antiquity element (a tie)."""


@dataclass(frozen=True, slots=True)
class Element:
    """One element, as printed on a card. ``None`` means N/K (not known).

    Units: temperatures in kelvin at 1 atm (``*_c`` properties give degC), density in
    g/cm3 (gases too: ideal gas at 25 degC and 1 atm, e.g. oxygen 0.001308 g/cm3),
    electronegativity on the Pauling scale. See SOURCES.md for every column.
    """

    z: int
    symbol: str
    name: str
    name_ja: str
    name_ja_kana: str  # the Japanese name in hiragana (すいそ for 水素): A-2-Z's kana
    atomic_mass: float
    atomic_mass_is_mass_number: bool
    neutrons: int
    isotope_mass_number: int
    melting_point_k: float | None
    boiling_point_k: float | None
    density: float | None
    electronegativity: float | None
    year_discovered: int | None
    known_since_antiquity: bool
    discoverer: str | None
    natural: bool
    radioactive: bool
    group: int | None
    period: int
    block: str
    category: str
    metal_class: str | None
    state_25c: str | None
    colour: str
    note: str | None
    estimated: tuple[str, ...] = ()  # stats whose value tables print as an estimate ("est.")
    not_at_1_atm: tuple[str, ...] = ()  # transitions that do not happen at 1 atm (He, C, As)

    def is_estimate(self, stat_name: str) -> bool:
        """Whether tables print this stat's value as an estimate (the card says "est.")."""
        return stat_name in self.estimated

    def does_not_happen_at_1_atm(self, stat_name: str) -> bool:
        """Whether a melting or boiling point is N/K because it does not happen at 1 atm
        (helium never freezes there; carbon and arsenic sublime), not because nobody knows."""
        return stat_name in self.not_at_1_atm

    @property
    def atomic_number(self) -> int:
        return self.z

    @property
    def melting_point_c(self) -> float | None:
        """Melting point in degC (None if N/K)."""
        return _k_to_c(self.melting_point_k)

    @property
    def boiling_point_c(self) -> float | None:
        """Boiling point in degC (None if N/K)."""
        return _k_to_c(self.boiling_point_k)

    @property
    def synthetic(self) -> bool:
        return not self.natural

    @property
    def nsr_rank(self) -> int:
        """Natural/Synthetic/Radioactive class (RULINGS): natural and stable 2 >
        natural and radioactive 1 > synthetic 0."""
        if not self.natural:
            return 0
        return 1 if self.radioactive else 2

    def value(self, stat_name: str):
        """The value of a stat for comparing, or None when N/K.

        Same as the attribute, except ``year_discovered``: an element known since
        antiquity gives ``-inf`` (earliest; two antiquity elements tie).
        """
        if stat_name == "year_discovered" and self.known_since_antiquity:
            return ANTIQUITY
        if stat_name.startswith("_") or not hasattr(self, stat_name):
            names = ", ".join(f.name for f in fields(self))
            raise KeyError(f"No stat {stat_name!r}; known: {names}")
        return getattr(self, stat_name)

    def __str__(self) -> str:
        return f"{self.symbol} ({self.name.lower()}, {self.z})"


def _k_to_c(k: float | None) -> float | None:
    return None if k is None else round(k - 273.15, 3)


class UnknownElement(KeyError):
    """No such element; the message says what was meant, if it can guess."""

    def __init__(self, message: str, key: object = None):
        super().__init__(message)
        self.message = message
        self.key = key

    def __str__(self) -> str:
        return self.message


# --- reading the CSV -----------------------------------------------------------------


def _opt(parse: Callable[[str], object]) -> Callable[[str], object]:
    return lambda s: None if s == "" else parse(s)


def _bool(s: str) -> bool:
    if s not in ("true", "false"):
        raise ValueError(f"expected true/false, got {s!r}")
    return s == "true"


def _int_float(s: str) -> int:
    f = float(s)
    if not f.is_integer():
        raise ValueError(f"expected a whole number, got {s!r}")
    return int(f)


_PARSERS: dict[str, Callable[[str], object]] = {
    "z": int,
    "atomic_mass": float,
    "atomic_mass_is_mass_number": _bool,
    "neutrons": int,
    "isotope_mass_number": int,
    "melting_point_k": _opt(float),
    "boiling_point_k": _opt(float),
    "density": _opt(float),
    "electronegativity": _opt(float),
    "year_discovered": _opt(_int_float),
    "known_since_antiquity": _bool,
    "discoverer": _opt(str),
    "natural": _bool,
    "radioactive": _bool,
    "group": _opt(int),
    "period": int,
    "metal_class": _opt(str),
    "state_25c": _opt(str),
    "note": _opt(str),
    "estimated": lambda s: tuple(s.split()),
    "not_at_1_atm": lambda s: tuple(s.split()),
}

#: element() refuses a text key longer than this at once (the longest name is 13 letters).
MAX_KEY_LENGTH = 40


def _read_text(name: str) -> str:
    return resources.files(__package__).joinpath(name).read_text(encoding="utf-8")


@cache
def _load() -> tuple[Element, ...]:
    columns = [f.name for f in fields(Element)]
    reader = csv.DictReader(io.StringIO(_read_text("elements.csv")))
    if reader.fieldnames != columns:
        raise ValueError(f"elements.csv columns {reader.fieldnames} != {columns}")
    out = []
    for line, row in enumerate(reader, start=2):
        try:
            values = {c: _PARSERS.get(c, str)(row[c]) for c in columns}
        except ValueError as exc:
            raise ValueError(f"elements.csv line {line}: {exc}") from exc
        out.append(Element(**values))
    if [e.z for e in out] != list(range(1, 119)):
        raise ValueError("elements.csv must hold Z = 1..118 in order")
    return tuple(out)


# English spellings accepted besides the IUPAC names the kit prints.
_ENGLISH_ALIASES = {"aluminum": 13, "cesium": 55, "sulphur": 16}


@cache
def _index() -> tuple[dict[str, Element], dict[str, Element], dict[str, Element]]:
    """(exact symbols, lower-case symbols, names: English lower-case and Japanese)."""
    table = _load()
    exact = {e.symbol: e for e in table}
    lower = {e.symbol.lower(): e for e in table}
    names: dict[str, Element] = {e.name.lower(): e for e in table}
    names.update({e.name_ja: e for e in table})
    names.update({e.name_ja_kana: e for e in table})  # the reading: すいそ, がりうむ
    names.update({k: table[z - 1] for k, z in _ENGLISH_ALIASES.items()})
    for row in csv.DictReader(io.StringIO(_read_text("names_ja.csv"))):
        for alias in filter(None, row["aliases_ja"].split(";")):
            names[alias.strip()] = table[int(row["z"]) - 1]
    return exact, lower, names


def elements() -> tuple[Element, ...]:
    """All 118 elements, in order of atomic number."""
    return _load()


def element(key: int | str | Element) -> Element:
    """Look an element up by atomic number (26 or "26"), symbol ("Fe", also "fe"),
    English name ("iron", any case; "aluminum"/"cesium"/"sulphur" too), Japanese
    name ("鉄") or its reading in hiragana ("てつ"). Raises ``UnknownElement`` (a KeyError)
    with a suggestion."""
    if isinstance(key, Element):
        return key
    if isinstance(key, bool) or not isinstance(key, int | str):
        raise TypeError(f"element() takes an atomic number, symbol or name, not {key!r}")
    table = _load()
    if isinstance(key, str):
        text = key.strip()
        if len(text) > MAX_KEY_LENGTH:
            raise UnknownElement(
                f"No element is called that: {len(text)} characters is too long for a symbol, "
                f"a name or an atomic number (at most {MAX_KEY_LENGTH}).", key[:MAX_KEY_LENGTH])
        if text.isdecimal():
            return element(int(text))
        exact, lower, names = _index()
        found = exact.get(text) or lower.get(text.lower()) or names.get(text.lower())
        if found is None:
            raise UnknownElement(_suggest(key), key)
        return found
    if 1 <= key <= len(table):
        return table[key - 1]
    shown = str(key) if abs(key) < 10**MAX_KEY_LENGTH else "that big"
    raise UnknownElement(
        f"No element with atomic number {shown}: atomic numbers run from 1 (hydrogen) "
        f"to {len(table)} ({table[-1].name.lower()}).",
        key,
    )


def _suggest(key: str) -> str:
    exact, _lower, names = _index()
    text = key.strip()
    japanese = any(ord(ch) > 0x2E80 for ch in text)
    candidates: dict[str, Element] = {}
    if japanese:
        candidates.update({k: v for k, v in names.items() if not k.isascii()})
    else:
        candidates.update({k.lower(): v for k, v in exact.items()})
        candidates.update({k: v for k, v in names.items() if k.isascii()})
    match = difflib.get_close_matches(
        text if japanese else text.lower(), candidates, n=1, cutoff=0.6
    )
    head = f"No element {key!r}."
    if not match:
        return (
            f"{head} Use a symbol (Fe), an English or Japanese name (iron, 鉄) or an "
            f"atomic number (1-118)."
        )
    el = candidates[match[0]]
    shown = el.name_ja if japanese else el.name.lower()
    return f"{head} Did you mean {shown} ({el.symbol})?"
