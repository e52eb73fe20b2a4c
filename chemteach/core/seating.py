"""Seats from plain names, and the names people may take: UI-free, for every front end.

"Ada" is a person, "medium" or "bot:medium" is that bot; a name a person types is checked
here (length, letters, not "you", not a bot's, not taken) so the notebook's 'Your name' box
and the table server's join page refuse the same names with the same sentences.
"""

from __future__ import annotations

import dataclasses
import functools
import re
import tomllib
import unicodedata
from collections.abc import Mapping, Sequence
from importlib import resources

from .bots import Bot
from .errors import IllegalAction
from .language import LANGUAGES, speaking
from .match import Seat
from .wording import PRONOUNS, _


def bot_kind(name: str, bots: Mapping[str, type[Bot]]) -> str | None:
    """The bot a seat name asks for ('greedy', 'bot:greedy', 'greedy 2'), or None for a person."""
    text = name.strip().lower()
    if text.startswith("bot:"):
        text = text[4:].strip()
        if text not in bots:
            raise ValueError(_("No bot called {name!r}; the bots are {bots}.").format(
                name=text, bots=", ".join(sorted(bots))))
        return text
    match = re.fullmatch(r"(.+?)(?: \d+)?", text)
    return match.group(1) if match and match.group(1) in bots else None


def make_seats(players: Sequence[str | Seat], bots: Mapping[str, type[Bot]]) -> list[Seat]:
    """Turn names (or ready Seats) into seats; repeated names get a number ('greedy 2')."""
    seats: list[Seat] = []
    for entry in players:
        if isinstance(entry, Seat):
            seats.append(entry)
            continue
        kind = bot_kind(str(entry), bots)
        if kind is None:
            seats.append(Seat(str(entry).strip() or f"Player {len(seats) + 1}"))
        else:
            seats.append(Seat(kind, bots[kind]()))
    counts: dict[str, int] = {}
    for seat in seats:
        counts[seat.name] = counts.get(seat.name, 0) + 1
    seen: dict[str, int] = {}
    for i, seat in enumerate(seats):
        if counts[seat.name] > 1:
            seen[seat.name] = seen.get(seat.name, 0) + 1
            seats[i] = dataclasses.replace(seat, name=f"{seat.name} {seen[seat.name]}")
    return seats


@functools.cache
def _names_data() -> tuple[dict[int, str], frozenset[str]]:
    """names.toml: the look-alike letters (as a str.translate table) and the words for "you"."""
    data = tomllib.loads(resources.files(__package__).joinpath("names.toml").read_text(
        encoding="utf-8"))
    table = {ord(k): v for k, v in data["lookalikes"].items()}
    words = frozenset(name_key(w, table) for w in [*data["you"]["words"], *PRONOUNS])
    return table, words


def name_key(name: str, lookalikes: Mapping[int, str] | None = None) -> str:
    """The form two names are compared in: NFKC, case-folded, look-alike letters read as the
    Latin ones (names.toml), spaces tidied ("Аlice" with a Cyrillic А is "alice")."""
    table = _names_data()[0] if lookalikes is None else lookalikes
    text = unicodedata.normalize("NFKC", name).casefold().translate(table)
    return " ".join(unicodedata.normalize("NFKC", text).split())


def means_you(name: str) -> bool:
    """Whether a name is a word the games use for the reader ("you", "あなた", ...), in any
    language the kit speaks."""
    key = name_key(name)
    if key in _names_data()[1]:
        return True
    for lang in LANGUAGES:
        with speaking(lang):
            if key in (name_key(_("you")), name_key(_("You"))):
                return True
    return False


#: The longest name a seat takes (the seat list, the log and the file name stay readable).
MOST_LETTERS = 20


def check_name(typed: str, others: Sequence[str], bots: Mapping[str, type[Bot]]) -> str:
    """The name as it will be used (spaces tidied), or IllegalAction with a sentence saying
    what to type instead: empty, too long, control characters, a word that reads as "you",
    a bot's name, or a name someone else at the table has (compared by `name_key`: a
    look-alike letter or another case is the same name)."""
    name = " ".join(typed.split())
    if not name:
        raise IllegalAction(_("Type your name in the box first."))
    if any(unicodedata.category(ch).startswith("C") for ch in name):
        raise IllegalAction(_("A name can have letters, numbers, spaces and punctuation, "
                              "nothing else."))
    if len(name) > MOST_LETTERS:
        raise IllegalAction(_("That name is too long: at most {most} letters, please.").format(
            most=MOST_LETTERS))
    if means_you(name):
        raise IllegalAction(_("The game already calls you \u201cyou\u201d: type your own "
                              "name instead."))
    key = name_key(name)
    try:
        is_bot = bot_kind(name, bots) is not None or bot_kind(key, bots) is not None
    except ValueError:  # 'bot:something'
        is_bot = True
    if is_bot or key.startswith("bot:"):
        raise IllegalAction(_("\u201c{name}\u201d is the name of a bot: type your own name "
                              "instead.").format(name=name))
    if key in (name_key(other) for other in others):
        raise IllegalAction(_("Somebody at this table is called {name} already: add a letter "
                              "of your family name.").format(name=name))
    return name
