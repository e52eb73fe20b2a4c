"""Wording events for one reader: the grammar every game's move log shares.

The reader is "you" (with the verb that goes with it: "You place", "your hand"), every
other player is named ("Ada places", "Ada's hand"); a spectator (reader None) reads
everyone by name. Each game keeps its sentences in its own ``words.py`` as templates with
named placeholders, each passed through ``_`` (counts through ``ngettext``): the names
gettext and Babel's extractor use, so a catalog can replace the English later (issue 13)
without touching the engines, which store events only (kind, actor, data). Counted
phrases go through ``count(n, singular, plural)``: give Babel the keyword ``count:2,3``.

``_`` and ``ngettext`` look the template up in the catalog of the current language
(core/language.py: a table's ``lang=``, ``chemteach.set_language``, $CHEMTEACH_LANG,
English); a sentence with the reader as subject and the one with a name are separate
templates, so every language conjugates its own way. Names from data (colours, elements,
mini-games, Match features, cards) pass through ``_`` when worded; their catalog entries
are marked with ``N_`` where the data is listed, so extraction finds them.
"""

from __future__ import annotations

import re
from collections.abc import Iterable, Sequence

from .language import translate, translate_context, translate_plural

#: Player names that would read as the pronoun: shown in quotes when they mean someone else.
PRONOUNS = frozenset({"you", "your", "yours", "yourself", "i", "me", "my"})


def _(message: str) -> str:
    """A sentence template in the current language (English: the template itself)."""
    return translate(message)


def pgettext(context: str, message: str) -> str:
    """A message whose words depend on where it is used (gettext's msgctxt): the same
    English word may need two translations ("Class" of a Periodyx stat, "Class" of the
    Biology Class corner)."""
    return translate_context(context, message)


def ngettext(singular: str, plural: str, n: int) -> str:
    """The template for a count of n, by the current language's plural rule."""
    return translate_plural(singular, plural, n)


def N_(message: str) -> str:
    """Marks a name kept in data (a colour, a card) for the catalog; `_` words it when shown."""
    return message


#: Bot names a seat may carry ("medium", "medium 2", "greedy"): worded in the reader's language.
BOT_NAMES = (N_("easy"), N_("medium"), N_("hard"), N_("random"), N_("greedy"), N_("careless"),
             N_("smart"), N_("steady"), N_("strong"), N_("patient"))
_BOT_SEAT = re.compile(r"({})( \d+)?".format("|".join(BOT_NAMES)))


def seat_name(name: str) -> str:
    """A seat's name as shown: a bot's level in the reader's language ("medium 2" is
    "中級 2" in Japanese), any other name as it is."""
    match = _BOT_SEAT.fullmatch(name)
    if match is None:
        return name
    return _(match.group(1)) + (match.group(2) or "")


def count(n: int, singular: str, plural: str, **values: object) -> str:
    """A counted phrase, plural-aware: count(3, "{n} card", "{n} cards") -> "3 cards"."""
    return ngettext(singular, plural, n).format(n=n, **values)


def join_words(words: Iterable[str]) -> str:
    """"iron", "iron and tin", "iron, tin and gold"."""
    items = list(words)
    if len(items) <= 1:
        return "".join(items)
    # TRANSLATORS: the comma between items of a list ("iron, tin and gold")
    separator = _(", ")
    return _("{items} and {last}").format(items=separator.join(items[:-1]), last=items[-1])


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
        if name.strip().lower() in PRONOUNS:
            return _("\u201c{name}\u201d").format(name=name)
        return seat_name(name)

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

    def winners_with(self, players: Sequence[int], score: str) -> str:
        """Who won and with what, the verb agreeing ("You win with 23 points.", "Ada wins
        with 23 points.", "You and Ada share the win with 23 points."): a time's-up ending
        says what the winning score was (`score` already worded, counted)."""
        if len(players) == 1:
            return self.say(players[0], _("You win with {score}."),
                            _("{actor} wins with {score}."), score=score)
        return _("{people} share the win with {score}.").format(
            people=self.people(players, start=True), score=score)
