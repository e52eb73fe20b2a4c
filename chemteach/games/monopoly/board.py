"""The board and the Lab Day / Test Day decks, read from board.toml and decks.toml.

Everything the engine needs per space is precomputed here as plain integer lists
(kind codes, set members, nearest lab supply and life element), so the engine's hot
loop only indexes lists. A file a teacher edited is checked on load: a mistake raises
RulesError naming the file, the key and what is allowed.
"""

from __future__ import annotations

import re
import tomllib
from dataclasses import dataclass
from functools import cache
from importlib import resources
from pathlib import Path
from typing import Any

from ...core.datafiles import file_digest
from ...core.errors import RulesError
from ...core.rules import read_toml_text
from ...core.wording import _, ngettext

# Space kinds, as small integers for the engine's tables.
GO, LOT, SUPPLY, LIFE, LAB_DAY, TEST_DAY, TAX, BIOLOGY, EXTRA, GO_TO_BIOLOGY = range(10)
KIND_NAMES = {
    "go": GO, "lot": LOT, "supply": SUPPLY, "life": LIFE, "lab day": LAB_DAY,
    "test day": TEST_DAY, "tax": TAX, "biology class": BIOLOGY, "extra credit": EXTRA,
    "go to biology class": GO_TO_BIOLOGY,
}
OWNABLE = (LOT, SUPPLY, LIFE)
EFFECTS = ("advance", "nearest", "back", "biology class", "get out", "collect", "pay",
           "pay each", "collect each", "repairs")
EFFECT_KEYS = {
    "advance": {"target"}, "nearest": {"kind"}, "back": {"spaces"}, "biology class": set(),
    "get out": set(), "collect": {"amount", "quiz"}, "pay": {"amount"},
    "pay each": {"amount"}, "collect each": {"amount"}, "repairs": {"per_liquid", "per_solid"},
}


def fail(source: str, key: str, problem: str, allowed: str) -> RulesError:
    """The kit's rules-file error: names the file, the key and what is allowed."""
    return RulesError(_("{file}: key '{key}': {problem}; allowed: {allowed}.").format(
        file=source, key=key, problem=problem, allowed=allowed), source=source, key=key)


def got(value: Any) -> str:
    """The problem "got 'x'": the value found in the file ("missing" for none)."""
    if value is None:
        return _("missing")
    return _("got {value}").format(value=repr(value))


@dataclass(frozen=True)
class Space:
    """One space of the board; money fields are 0 where they do not apply."""

    index: int
    kind: int
    name: str
    element: str = ""
    colour_set: int = -1
    price: int = 0
    rents: tuple[int, ...] = ()
    liquid_cost: int = 0
    solid_cost: int = 0
    transfer: int = 0
    amount: int = 0
    percent: int = 0
    note: str = ""

    @property
    def ownable(self) -> bool:
        return self.kind in OWNABLE


@dataclass(frozen=True)
class ColourSet:
    """A colour set: a chemical family of lots."""

    name: str
    colour: str
    family: str
    spaces: tuple[int, ...]


@dataclass(frozen=True)
class Card:
    """A Lab Day or Test Day card: its text and effect with the effect's numbers."""

    deck: str
    index: int
    text: str
    effect: str
    target: int = 0
    kind: int = -1
    spaces: int = 0
    amount: int = 0
    quiz: bool = False
    per_liquid: int = 0
    per_solid: int = 0


@dataclass(frozen=True)
class Board:
    """The whole board with the engine's precomputed tables."""

    source: str
    spaces: tuple[Space, ...]
    sets: tuple[ColourSet, ...]
    supply_rents: tuple[int, ...]
    life_multipliers: tuple[int, ...]
    kinds: tuple[int, ...]
    set_of: tuple[int, ...]
    nearest_supply: tuple[int, ...]
    nearest_life: tuple[int, ...]
    ownables: tuple[int, ...]
    go: int
    biology: int
    sentences: tuple[str, ...]

    @property
    def size(self) -> int:
        return len(self.spaces)

    def name(self, space: int) -> str:
        return self.spaces[space].name


# ----- reading files -------------------------------------------------------------------
def _read(path: str | Path | None, default: str) -> tuple[dict[str, Any], str]:
    if path:
        name = str(path)
        text = read_toml_text(Path(path), name)  # size, device, BOM and UTF-8 checks
    else:
        name = default
        text = resources.files(__package__).joinpath(default).read_text(encoding="utf-8")
    try:
        return tomllib.loads(text), name
    except tomllib.TOMLDecodeError as exc:
        raise RulesError(_("{file}: this is not valid TOML ({error}).").format(
            file=name, error=exc), source=name) from None


def _int(source: str, key: str, value: Any, low: int = 0, high: int = 100_000) -> int:
    if not isinstance(value, int) or isinstance(value, bool) or not low <= value <= high:
        raise fail(source, key, got(value),
                   _("a whole number from {low} to {high}").format(low=low, high=high))
    return value


def _text(source: str, key: str, value: Any) -> str:
    if not isinstance(value, str) or not value.strip():
        raise fail(source, key, got(value), _("some text"))
    return value


def _tables(source: str, key: str, value: Any, allowed: str) -> list[dict[str, Any]]:
    """A list of TOML tables ([[key]] in the file); anything else is refused."""
    if not isinstance(value, list) or not value:
        raise fail(source, key, got(value), allowed)
    for i, table in enumerate(value):
        if not isinstance(table, dict):
            raise fail(source, f"{key}[{i + 1}]", got(table), allowed)
    return value


def _colour(source: str, key: str, value: Any) -> str:
    """A set's colour as the board is drawn with it: '#' and six hex digits."""
    if not isinstance(value, str) or not re.fullmatch(r"#[0-9a-fA-F]{6}", value):
        raise fail(source, key, got(value), _("a colour as '#' and six hex digits, such as "
                                              "'#fef200' (yellow)"))
    return value.lower()


def _note(source: str, key: str, table: dict[str, Any]) -> str:
    """A space's optional note: text, or nothing."""
    note = table.get("note", "")
    if not isinstance(note, str):
        raise fail(source, f"{key}.note", got(note), _("some text, or no note key"))
    return note


def _check_keys(source: str, key: str, table: dict[str, Any], allowed: set[str]) -> None:
    for k in table:
        if k not in allowed:
            raise fail(source, f"{key}.{k}", _("not a known key"),
                       _("the keys {keys}").format(keys=", ".join(sorted(allowed))))


def _landing_sentence(space: Space) -> str:
    """What a student reads on landing: facts from the element table, then the note."""
    if not space.element:
        return space.note or space.name
    from ...elements import element
    from ...elements.format import format_stat

    e = element(space.element)
    state = f", a {e.state_25c} at 25 °C" if e.state_25c else ""
    fact = (f"{e.name} ({e.symbol}): atomic number {e.z}, atomic mass "
            f"{format_stat(e, 'atomic_mass')}, {e.category}{state}.")
    return f"{fact} {space.note}".strip()


def file_stamp(path: str | Path | None) -> str:
    """A digest of a teacher's file's bytes ("" for the kit's own, or a file that cannot be
    read, which the loader then reports): the loaders' caches key on it, so a file edited
    and loaded again in the same notebook is read again, however quickly it was edited."""
    return file_digest(path) if path else ""


def load_board(path: str | Path | None = "", stamp: str | None = None) -> Board:
    """The board from a TOML file (empty path: the kit's board.toml), checked. `stamp`: the
    file's digest when the caller has it already (a game records it for its save), so a
    game hashes its board file once, not once more here."""
    return _load_board(str(path) if path else "", file_stamp(path) if stamp is None else stamp)


@cache
def _load_board(path: str, stamp: str) -> Board:
    data, src = _read(path, "board.toml")
    _check_keys(src, "board", data, {"game", "set", "space", "supply_rents", "life_rents"})
    if data.get("game", "monopoly") != "monopoly":
        raise fail(src, "game", got(data["game"]), "'monopoly'")
    raw_sets = _tables(src, "set", data.get("set"), _("one [[set]] table per colour set"))
    set_names: list[str] = []
    set_info: list[tuple[str, str, str]] = []
    for i, s in enumerate(raw_sets):
        key = f"set[{i + 1}]"
        _check_keys(src, key, s, {"name", "colour", "family"})
        name = _text(src, f"{key}.name", s.get("name"))
        if name in set_names:
            raise fail(src, f"{key}.name", _("{name} appears twice").format(name=repr(name)),
                       _("each set name once"))
        set_names.append(name)
        set_info.append((name, _colour(src, f"{key}.colour", s.get("colour", "#888888")),
                         _text(src, f"{key}.family", s.get("family"))))
    raw = _tables(src, "space", data.get("space"),
                  _("exactly 40 [[space]] tables in the classic order"))
    if len(raw) != 40:
        n = len(raw)
        raise fail(src, "space", ngettext("{n} space", "{n} spaces", n).format(n=n),
                   _("exactly 40 [[space]] tables in the classic order"))
    spaces: list[Space] = []
    for i, s in enumerate(raw):
        key = f"space[{i + 1}]"
        kind_name = s.get("kind")
        if not isinstance(kind_name, str) or kind_name not in KIND_NAMES:
            raise fail(src, f"{key}.kind", got(kind_name), _("one of {choices}").format(
                choices=", ".join(repr(k) for k in KIND_NAMES)))
        kind = KIND_NAMES[kind_name]
        common = {"kind", "name", "note"}
        if kind == LOT:
            _check_keys(src, key, s, common | {"element", "set", "price", "rents",
                                                "liquid_cost", "solid_cost", "transfer"})
            symbol = _element(src, f"{key}.element", s.get("element"))
            if s.get("set") not in set_names:
                raise fail(src, f"{key}.set", got(s.get("set")),
                           _("one of the [[set]] names: {names}").format(
                               names=", ".join(set_names)))
            rents = s.get("rents")
            if not isinstance(rents, list) or len(rents) != 6:
                raise fail(src, f"{key}.rents", got(rents),
                           _("six whole numbers: bare, 1 to 4 liquids, solid"))
            rents_t = tuple(_int(src, f"{key}.rents", r, 0) for r in rents)
            price = _int(src, f"{key}.price", s.get("price"), 1)
            name = _text(src, f"{key}.name", s["name"]) if "name" in s else ""
            space = Space(i, kind, name or _element_name(symbol), symbol,
                          set_names.index(s["set"]), price, rents_t,
                          _int(src, f"{key}.liquid_cost", s.get("liquid_cost"), 1),
                          _int(src, f"{key}.solid_cost", s.get("solid_cost",
                                                              s.get("liquid_cost")), 1),
                          _int(src, f"{key}.transfer", s.get("transfer", price // 2), 0, price),
                          note=_note(src, key, s))
        elif kind in (SUPPLY, LIFE):
            _check_keys(src, key, s, common | {"element", "price", "transfer"})
            symbol = _element(src, f"{key}.element", s.get("element")) if kind == LIFE else ""
            price = _int(src, f"{key}.price", s.get("price"), 1)
            space = Space(i, kind, _text(src, f"{key}.name", s.get("name")), symbol,
                          price=price,
                          transfer=_int(src, f"{key}.transfer", s.get("transfer", price // 2),
                                        0, price), note=_note(src, key, s))
        elif kind == TAX:
            _check_keys(src, key, s, common | {"amount", "percent"})
            space = Space(i, kind, _text(src, f"{key}.name", s.get("name")),
                          amount=_int(src, f"{key}.amount", s.get("amount")),
                          percent=_int(src, f"{key}.percent", s.get("percent", 0), 0, 100),
                          note=_note(src, key, s))
        else:
            _check_keys(src, key, s, common)
            space = Space(i, kind, _text(src, f"{key}.name", s.get("name")),
                          note=_note(src, key, s))
        spaces.append(space)
    for needed in ("go", "biology class", "go to biology class"):
        count = sum(1 for sp in spaces if sp.kind == KIND_NAMES[needed])
        if count != 1:
            raise fail(src, "space", ngettext("{n} space of kind {kind}",
                                              "{n} spaces of kind {kind}", count).format(
                n=count, kind=repr(needed)), _("exactly one"))
    if spaces[0].kind != GO:
        raise fail(src, "space[1].kind", got(raw[0].get("kind")), _("'go' (the first space)"))
    sets = []
    for n, (name, colour, family) in enumerate(set_info):
        members = tuple(sp.index for sp in spaces if sp.kind == LOT and sp.colour_set == n)
        if len(members) < 2:
            raise fail(src, f"set[{n + 1}]", ngettext(
                "the set {name} has {n} lot", "the set {name} has {n} lots", len(members)).format(
                name=repr(name), n=len(members)), _("at least two lots in every set"))
        sets.append(ColourSet(name, colour, family, members))
    supply_rents = _rent_list(src, data, "supply_rents", "rents", SUPPLY, spaces)
    life = _rent_list(src, data, "life_rents", "multipliers", LIFE, spaces)
    size = len(spaces)

    def nearest(kind: int) -> tuple[int, ...]:
        out = []
        for p in range(size):
            step = next((d for d in range(1, size + 1) if spaces[(p + d) % size].kind == kind),
                        None)
            out.append(-1 if step is None else (p + step) % size)
        return tuple(out)

    return Board(
        source=src, spaces=tuple(spaces), sets=tuple(sets), supply_rents=supply_rents,
        life_multipliers=life, kinds=tuple(sp.kind for sp in spaces),
        set_of=tuple(sp.colour_set for sp in spaces),
        nearest_supply=nearest(SUPPLY), nearest_life=nearest(LIFE),
        ownables=tuple(sp.index for sp in spaces if sp.ownable),
        go=0, biology=next(sp.index for sp in spaces if sp.kind == BIOLOGY),
        sentences=tuple(_landing_sentence(sp) for sp in spaces),
    )


def _rent_list(src: str, data: dict[str, Any], table: str, key: str, kind: int,
               spaces: list[Space]) -> tuple[int, ...]:
    count = sum(1 for sp in spaces if sp.kind == kind)
    section = data.get(table, {})
    if not isinstance(section, dict):
        raise fail(src, table, got(section), _("a [{table}] table with the key {key}").format(
            table=table, key=key))
    values = section.get(key)
    if not isinstance(values, list) or len(values) != count:
        if count == 0:  # a board without such spaces needs no rents for them
            allowed = _("an empty list [] (the board has no such spaces)")
        else:
            allowed = ngettext("{n} whole number, the rent for owning it",
                               "{n} whole numbers, one for owning 1 to {n} of them",
                               count).format(n=count)
        raise fail(src, f"{table}.{key}", got(values), allowed)
    return tuple(_int(src, f"{table}.{key}", v) for v in values)


def _element(src: str, key: str, symbol: Any) -> str:
    from ...elements import UnknownElement, element

    try:
        return element(str(symbol)).symbol
    except (UnknownElement, KeyError, ValueError):
        raise fail(src, key, got(symbol), _("an element symbol such as 'Na'")) from None


def _element_name(symbol: str) -> str:
    from ...elements import element

    return element(symbol).name


def load_decks(path: str | Path | None = "", board_size: int = 40,
               stamp: str | None = None) -> dict[str, tuple[Card, ...]]:
    """The Lab Day and Test Day decks from a TOML file (empty path: decks.toml), checked
    (`stamp`: the file's digest if the caller has it, as for `load_board`)."""
    return _load_decks(str(path) if path else "", file_stamp(path) if stamp is None else stamp,
                       board_size)


@cache
def _load_decks(path: str, stamp: str, board_size: int
                ) -> dict[str, tuple[Card, ...]]:
    data, src = _read(path, "decks.toml")
    _check_keys(src, "decks", data, {"game", "lab_day", "test_day"})
    decks: dict[str, tuple[Card, ...]] = {}
    for deck in ("lab_day", "test_day"):
        allowed = _("1 to 40 [[{deck}]] tables (16 in the kit)").format(deck=deck)
        raw = _tables(src, deck, data.get(deck), allowed)
        if len(raw) > 40:
            raise fail(src, deck, ngettext("{n} card", "{n} cards", len(raw)).format(
                n=len(raw)), allowed)
        cards = []
        for i, c in enumerate(raw):
            key = f"{deck}[{i + 1}]"
            effect = c.get("effect")
            if not isinstance(effect, str) or effect not in EFFECTS:
                raise fail(src, f"{key}.effect", got(effect), _("one of {choices}").format(
                    choices=", ".join(repr(e) for e in EFFECTS)))
            _check_keys(src, key, c, {"text", "effect"} | EFFECT_KEYS[effect])
            for needed in EFFECT_KEYS[effect] - {"quiz"}:
                if needed not in c:
                    raise fail(src, f"{key}.{needed}", _("missing"),
                               _("a value for the effect {effect}").format(effect=repr(effect)))
            kind = -1
            if effect == "nearest":
                if not isinstance(c["kind"], str) or c["kind"] not in ("supply", "life"):
                    raise fail(src, f"{key}.kind", got(c["kind"]), _("'supply' or 'life'"))
                kind = SUPPLY if c["kind"] == "supply" else LIFE
            quiz = c.get("quiz", False)
            if not isinstance(quiz, bool):
                raise fail(src, f"{key}.quiz", got(quiz), _("true or false"))
            cards.append(Card(
                deck=deck, index=i, text=_text(src, f"{key}.text", c.get("text")),
                effect=effect,
                target=_int(src, f"{key}.target", c.get("target", 0), 0, board_size - 1),
                kind=kind, spaces=_int(src, f"{key}.spaces", c.get("spaces", 0), 0,
                                       board_size - 1),
                amount=_int(src, f"{key}.amount", c.get("amount", 0)), quiz=quiz,
                per_liquid=_int(src, f"{key}.per_liquid", c.get("per_liquid", 0)),
                per_solid=_int(src, f"{key}.per_solid", c.get("per_solid", 0))))
        decks[deck] = tuple(cards)
    return decks
