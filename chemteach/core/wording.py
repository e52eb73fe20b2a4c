"""Wording events for one reader: the grammar every game's move log shares.

The reader is "you" (with the verb that goes with it: "You place", "your hand"), every
other player is named ("Ada places", "Ada's hand"); a spectator (reader None) reads
everyone by name. Each game keeps its sentences in its own ``words.py`` as templates with
named placeholders, each passed through ``_`` (counts through ``ngettext``): the names
gettext and Babel's extractor use, so a catalog can replace the English later (issue 13)
without touching the engines, which store events only (kind, actor, data). Counted
phrases go through ``count(n, singular, plural)``: give Babel the keyword ``count:2,3``.

Translating later: make ``_`` and ``ngettext`` look the template up in the reader's catalog
(``gettext.translation(...)``); a sentence with the reader as subject and the one with a
name are separate templates, so every language conjugates its own way. Names from data
(colours, elements, mini-games, Match features) pass through ``_`` when worded, so their
catalog entries come from the data files, not from extraction.
"""

from __future__ import annotations

from collections.abc import Iterable, Sequence

#: Player names that would read as the pronoun: shown in quotes when they mean someone else.
PRONOUNS = frozenset({"you", "your", "yours", "yourself", "i", "me", "my"})


def _(message: str) -> str:
    """A sentence template in the reader's language (English today: the template itself)."""
    return message


def ngettext(singular: str, plural: str, n: int) -> str:
    """The template for a count of n: singular or plural (the English rule today)."""
    return singular if n == 1 else plural


def count(n: int, singular: str, plural: str, **values: object) -> str:
    """A counted phrase, plural-aware: count(3, "{n} card", "{n} cards") -> "3 cards"."""
    return ngettext(singular, plural, n).format(n=n, **values)


def join_words(words: Iterable[str]) -> str:
    """"iron", "iron and tin", "iron, tin and gold"."""
    items = list(words)
    if len(items) <= 1:
        return "".join(items)
    return _("{items} and {last}").format(items=", ".join(items[:-1]), last=items[-1])


def capital(text: str) -> str:
    """The text with its first letter a capital (for a sentence that starts with a thing,
    never for a player's name: a bot called "smart 2" stays "smart 2")."""
    return text[:1].upper() + text[1:]


def with_article(phrase: str) -> str:
    """"a red pyramid", "an orange pyramid" (English articles; a catalog words its own)."""
    if phrase[:1].lower() in "aeiou":
        return _("an {thing}").format(thing=phrase)
    return _("a {thing}").format(thing=phrase)


class Reader:
    """Words the players of one game for one reader (None: a spectator, who reads names)."""

    def __init__(self, names: Sequence[str], viewer: int | None = None) -> None:
        self.names = tuple(names)
        self.viewer = viewer

    def is_you(self, player: int | None) -> bool:
        """Whether this player is the reader."""
        return player is not None and player == self.viewer

    def name(self, player: int) -> str:
        """A player as others read them: the name (a name that reads as "you" is quoted)."""
        name = self.names[player]
        return f"\u201c{name}\u201d" if name.strip().lower() in PRONOUNS else name

    def who(self, player: int, start: bool = False) -> str:
        """The player as subject or object: "you" (the reader) or their name."""
        if self.is_you(player):
            return _("You") if start else _("you")
        return self.name(player)

    def whose(self, player: int, start: bool = False) -> str:
        """The player's, as in "your hand" (the reader) or "Ada's hand"."""
        if self.is_you(player):
            return _("Your") if start else _("your")
        return _("{name}'s").format(name=self.name(player))

    def people(self, players: Iterable[int], start: bool = False) -> str:
        """Several players: "you and Ada", "Ada, Ben and you"."""
        words = [self.who(p) for p in players]
        text = join_words(words)
        if start and text.startswith(_("you")):
            text = _("You") + text[len(_("you")):]
        return text

    def say(self, actor: int | None, you: str, other: str, /, **values: object) -> str:
        """The template for the actor's person ("You place" / "{actor} places"), filled in."""
        template = you if self.is_you(actor) else other
        return template.format(actor=self.name(actor) if actor is not None else "", **values)

    def winners(self, players: Sequence[int]) -> str:
        """Who won, the verb agreeing: "You win.", "Ada wins.", "You and Ada share the win."."""
        if not players:
            return _("Nobody wins.")
        if len(players) == 1:
            return self.say(players[0], _("You win."), _("{actor} wins."))
        return _("{people} share the win.").format(people=self.people(players, start=True))
