"""Which language the kit speaks now, and its gettext catalog (issue 13).

The language is chosen, most specific first: a table's own ``lang=`` (held in a context
variable while that table works, so two tables in one notebook each speak their own), the
kit-wide ``chemteach.set_language("ja")``, the environment variable ``CHEMTEACH_LANG`` (for
a whole class server), else English. Catalogs are the ``.po`` files in
``chemteach/locale/<lang>/LC_MESSAGES/chemteach.po``, read with Babel on first use: no
compiled ``.mo`` is built or committed, so a corrected translation is used as soon as the
kernel restarts, and installing the kit needs no build step.
"""

from __future__ import annotations

import gettext
import os
from collections.abc import Callable, Iterator
from contextlib import contextmanager
from contextvars import ContextVar
from dataclasses import dataclass, field
from functools import cache
from pathlib import Path

from .errors import ChemteachError

#: The languages the kit speaks, each with its own name for itself (the widget's toggle).
LANGUAGES: dict[str, str] = {"en": "English", "ja": "日本語"}
#: The language every template is written in (its catalog is the templates themselves).
SOURCE = "en"
#: The environment variable a class server sets for every notebook it runs.
ENV_VAR = "CHEMTEACH_LANG"
#: Where the catalogs live: locale/<lang>/LC_MESSAGES/chemteach.po.
LOCALE_DIR = Path(__file__).resolve().parent.parent / "locale"
DOMAIN = "chemteach"

_kit_language: str | None = None
_table_language: ContextVar[str | None] = ContextVar("chemteach_table_language", default=None)


class LanguageError(ChemteachError, ValueError):
    """A language the kit has no catalog for."""


def check_language(lang: str) -> str:
    """The language code as the kit knows it ('ja', 'JA', 'ja_JP' -> 'ja'), or a
    LanguageError naming the languages there are."""
    code = str(lang).strip().replace("-", "_").split("_")[0].lower()
    if code not in LANGUAGES:
        known = ", ".join(f"{c!r} ({name})" for c, name in LANGUAGES.items())
        raise LanguageError(f"The kit has no language {lang!r}; it speaks {known}.")
    return code


def set_language(lang: str | None) -> None:
    """The kit-wide language for every table without its own `lang=` (None: back to the
    environment variable or English)."""
    global _kit_language
    _kit_language = None if lang is None else check_language(lang)


def kit_language() -> str:
    """The kit-wide language: `set_language`, else $CHEMTEACH_LANG, else English."""
    if _kit_language is not None:
        return _kit_language
    env = os.environ.get(ENV_VAR, "").strip()
    if env:
        try:
            return check_language(env)
        except LanguageError:
            return SOURCE  # a server misconfigured for a language we lack still works
    return SOURCE


def table_language() -> str | None:
    """The working table's own language (None: it has none, the kit's is used)."""
    return _table_language.get()


def current_language() -> str:
    """The language words are in right now: the working table's, else the kit's."""
    return _table_language.get() or kit_language()


@contextmanager
def speaking(lang: str | None) -> Iterator[str]:
    """Within the block, words are in `lang` (None: the kit-wide language); nests, and is
    local to the running context, so another table's language is never touched."""
    token = _table_language.set(None if lang is None else check_language(lang))
    try:
        yield current_language()
    finally:
        _table_language.reset(token)


def keeps_language(function: Callable[..., object]) -> Callable[..., object]:
    """The function, made to word things in the language that is current now, whenever it is
    called later (a button's callback speaks its table's language, not the kit's)."""
    lang = _table_language.get()

    def in_that_language(*args: object, **kwargs: object) -> object:
        with speaking(lang):
            return function(*args, **kwargs)

    return in_that_language


@dataclass
class Catalog:
    """One language's translations: single messages, plural forms and the plural rule."""

    lang: str
    messages: dict[str, str] = field(default_factory=dict)
    plurals: dict[tuple[str, str], list[str]] = field(default_factory=dict)
    plural: Callable[[int], int] = staticmethod(lambda n: int(n != 1))  # type: ignore[assignment]
    back: dict[str, str] = field(default_factory=dict)
    contexts: dict[tuple[str, str], str] = field(default_factory=dict)

    def gettext(self, message: str) -> str:
        """The translation of a message (the message itself when it has none)."""
        return self.messages.get(message) or message

    def pgettext(self, context: str, message: str) -> str:
        """The translation of a message in a context (a msgctxt: "Go" as an answer choice
        is not the board's GO space); without one of its own, the message's plain one."""
        return self.contexts.get((context, message)) or self.gettext(message)

    def ngettext(self, singular: str, plural: str, n: int) -> str:
        """The translation for a count of n, by the language's own plural rule."""
        forms = self.plurals.get((singular, plural))
        if forms:
            index = self.plural(n)
            if 0 <= index < len(forms) and forms[index]:
                return forms[index]
        return singular if n == 1 else plural

    def source_of(self, text: str) -> str | None:
        """The English message this translation came from (None: none of ours)."""
        return self.back.get(text)


def catalog_path(lang: str) -> Path:
    """Where a language's .po file is."""
    return LOCALE_DIR / lang / "LC_MESSAGES" / f"{DOMAIN}.po"


@cache
def catalog(lang: str) -> Catalog:
    """A language's catalog, read from its .po file on first use (English: no catalog).
    Fuzzy and empty entries are left out: the English then shows, never a wrong guess."""
    lang = check_language(lang)
    if lang == SOURCE:
        return Catalog(lang)
    from babel.messages.pofile import read_po  # Babel: only when a translation is needed

    path = catalog_path(lang)
    with path.open("rb") as handle:
        po = read_po(handle, locale=lang, domain=DOMAIN)
    result = Catalog(lang, plural=gettext.c2py(po.plural_expr))
    for message in po:
        if not message.id or message.fuzzy:
            continue
        if message.context and isinstance(message.id, str):
            if message.string:
                result.contexts[(message.context, message.id)] = message.string
                result.back.setdefault(message.string, message.id)
            continue
        if isinstance(message.id, tuple):
            forms = list(message.string) if isinstance(message.string, tuple | list) else []
            if any(forms):
                result.plurals[(message.id[0], message.id[1])] = forms
                result.back.setdefault(forms[0], message.id[0])
        elif message.string:
            result.messages[message.id] = message.string
            result.back.setdefault(message.string, message.id)
    return result


def translate(message: str) -> str:
    """A message in the current language."""
    lang = current_language()
    return message if lang == SOURCE else catalog(lang).gettext(message)


def translate_context(context: str, message: str) -> str:
    """A message in the current language, as meant in `context` (gettext's pgettext)."""
    lang = current_language()
    return message if lang == SOURCE else catalog(lang).pgettext(context, message)


def translate_plural(singular: str, plural: str, n: int) -> str:
    """A counted message in the current language, by its plural rule."""
    lang = current_language()
    if lang == SOURCE:
        return singular if n == 1 else plural
    return catalog(lang).ngettext(singular, plural, n)
