"""Keeping the translation catalogs in step with the code (Babel's extract and update).

`extract()` collects every message the code marks (``_``, ``N_``, ``ngettext`` and the
kit's ``count(n, singular, plural)``) into a template; `update()` writes it as
``chemteach/locale/chemteach.pot`` and merges it into each language's ``.po``: new messages
arrive untranslated, messages the code no longer has are dropped. Run it as
``python scripts/update_catalogs.py`` after adding or changing a message, then translate
the new entries (the tests in tests/i18n/ fail until every message has its translation).
"""

from __future__ import annotations

import copy
import datetime
import io
from dataclasses import dataclass
from importlib import import_module
from pathlib import Path

from babel.messages.catalog import Catalog
from babel.messages.extract import extract_from_dir
from babel.messages.pofile import read_po, write_po

from . import __version__
from .core.language import DOMAIN, LANGUAGES, LOCALE_DIR, SOURCE, catalog_path

#: The marking functions and where their messages are (Babel's keyword specification).
KEYWORDS: dict[str, tuple[int, ...] | None] = {
    "_": None, "N_": None, "ngettext": (1, 2), "count": (2, 3), "pgettext": ((1, "c"), 2),
}
PACKAGE = LOCALE_DIR.parent
TEMPLATE = LOCALE_DIR / f"{DOMAIN}.pot"
#: A fixed date in the headers, so that running the update twice changes nothing.
STABLE_DATE = datetime.datetime(2026, 1, 1, tzinfo=datetime.UTC)
HEADER = """\
# Translations of chemteach's messages (see chemteach/catalogs.py).
# Update with: python scripts/update_catalogs.py
# This file is distributed under the same licence as the chemteach package (MIT)."""
#: Plural rules of the languages with a catalog (gettext's Plural-Forms).
PLURAL_FORMS = {"ja": "nplurals=1; plural=0;"}


def extract() -> Catalog:
    """Every marked message in the package's Python code, with where it is used."""
    template = Catalog(project="chemteach", version=__version__, domain=DOMAIN,
                       charset="utf-8", msgid_bugs_address="-", fuzzy=False,
                       copyright_holder="chemteach developers", header_comment=HEADER,
                       creation_date=STABLE_DATE, revision_date=STABLE_DATE)
    found = extract_from_dir(str(PACKAGE), method_map=[("**.py", "python")],
                             keywords=KEYWORDS, comment_tags=("TRANSLATORS:",),
                             strip_comment_tags=True)
    for filename, lineno, message, comments, context in found:
        path = Path("chemteach") / filename
        template.add(message, None, [(path.as_posix(), lineno)], auto_comments=comments,
                     context=context)
    for message, where, _given, context in data_messages():
        entry = template.get(message, context=context)
        if entry is not None:
            entry.locations.append((where, None))
        else:
            template.add(message, None, [(where, None)], context=context)
    return template


def data_messages() -> list[tuple[str, str, dict[str, str], str | None]]:
    """Names kept in data files and worded with `_` when shown: (message, where, the
    translations the data itself already gives, e.g. the element table's Japanese names,
    and the msgctxt, None for most)."""
    from .elements.table import elements as all_elements
    from .games.bond.cards import CARD_NAMES, hint_book
    from .games.periodyx.compare import NSR_CLASSES, STAT_WORDS
    from .games.periodyx.features import FEATURES
    from .games.periodyx.minigames import MINIGAMES
    from .games.polymer.colours import palette

    found: list[tuple[str, str, dict[str, str]]] = []
    for colour in palette():
        found.append((colour.name, "chemteach/games/polymer/colours.toml", {}))
    for name in CARD_NAMES.values():
        found.append((name, "chemteach/games/bond/cards.py", {}))
    for molecule in hint_book():
        found.append((molecule.name, "chemteach/games/bond/hint_book.csv",
                      {"ja": molecule.name_ja}))
    from .chem.known import (
        all_charged_compounds,
        all_known_compounds,
        all_radicals,
        real_molecule_notes,
        stereo_free_names_ja,
    )

    for compound in all_known_compounds():  # the rest: English name and formula
        if compound.name_ja:
            found.append((compound.name, "chemteach/chem/known_compounds.csv",
                          {"ja": compound.name_ja}))
    for name, name_ja in stereo_free_names_ja():  # a flat drawing of a stereoisomer
        found.append((name, "chemteach/chem/known_compounds.csv", {"ja": name_ja}))
    for compound in all_charged_compounds():
        found.append((compound.name, "chemteach/chem/charged_compounds.csv",
                      {"ja": compound.name_ja}))
    for found_radical in all_radicals():
        found.append((found_radical.name, "chemteach/chem/radicals.csv",
                      {"ja": found_radical.name_ja}))
        found.append((found_radical.seen_in, "chemteach/chem/radicals.csv",
                      {"ja": found_radical.seen_in_ja}))
    for note, note_ja in real_molecule_notes():
        found.append((note, "chemteach/chem/real_molecule_notes.csv", {"ja": note_ja}))
    for element in all_elements():
        found.append((element.name, "chemteach/elements/elements.csv", {"ja": element.name_ja}))
    for category in sorted({element.category for element in all_elements() if element.category}):
        found.append((category, "chemteach/elements/elements.csv", {}))
        if category != "unknown properties":  # Match: "both noble gases" (features.py)
            plural = category + ("es" if category.endswith("gas") else "s")
            found.append((plural, "chemteach/games/periodyx/features.py", {}))
    for word in (*STAT_WORDS.values(), *NSR_CLASSES.values()):
        found.append((word, "chemteach/games/periodyx/compare.py", {}))
    for feature in FEATURES:
        found.append((feature, "chemteach/games/periodyx/features.py", {}))
    for game in MINIGAMES:
        found.append((game.name, "chemteach/games/periodyx/minigames.py", {}))
        found.append((game.summary, "chemteach/games/periodyx/minigames.py", {}))
    found += _monopoly_data()
    from .games import game_class

    for game in ("polymer", "bond", "periodyx", "monopoly"):
        found.append((game_class(game).title, f"chemteach/games/{game}/engine.py", {}))
        spec = import_module(f".games.{game}.rules", __package__).RULES
        for rule in spec.rules:
            found.append((rule.help, f"chemteach/games/{game}/rules.py", {}))
    from .games.monopoly.board import load_board
    from .games.monopoly.questions import ANSWER_CHOICE

    places = {space.name for space in load_board().spaces if not space.element}
    contexts = [(choice, where, {}, ANSWER_CHOICE if choice in places else None)
                for choice, where in _answer_choices()]
    return [(*entry, None) for entry in found if entry[0]] + [e for e in contexts if e[0]]


def _answer_choices() -> list[tuple[str, str]]:
    """The Test Day answer choices (given a msgctxt where the text is also the name of a
    board space: "Go" the wrong symbol for gold is not the GO space)."""
    from .games.monopoly.questions import load_questions

    return [(choice, "chemteach/games/monopoly/questions.toml")
            for question in load_questions() for choice in question.choices]


def _monopoly_data() -> list[tuple[str, str, dict[str, str]]]:
    """Chemistry Monopoly's board, decks and question bank: the texts a student reads (a
    teacher's edited TOML shows its own English until the catalog is updated)."""
    from .games.monopoly.board import load_board, load_decks
    from .games.monopoly.questions import load_questions

    where = "chemteach/games/monopoly/"
    found: list[tuple[str, str, dict[str, str]]] = []
    board = load_board()
    for space in board.spaces:
        if not space.element:
            found.append((space.name, where + "board.toml", {}))
        found.append((space.note, where + "board.toml", {}))
    for colour_set in board.sets:
        found.append((colour_set.name, where + "board.toml", {}))
        found.append((colour_set.family, where + "board.toml", {}))
    for deck in load_decks().values():
        for card in deck:
            found.append((card.text, where + "decks.toml", {}))
    for question in load_questions():
        found.append((question.text, where + "questions.toml", {}))
        found.append((question.explanation, where + "questions.toml", {}))
    return found


def _po_text(catalog: Catalog) -> str:
    buffer = io.BytesIO()
    catalog.creation_date = catalog.revision_date = STABLE_DATE  # no diff from a mere rerun
    write_po(buffer, catalog, width=100, sort_output=True, ignore_obsolete=True,
             include_lineno=False)
    return buffer.getvalue().decode("utf-8")


@dataclass
class Update:
    """What an update did: messages in the template, and per language the untranslated."""

    messages: int
    untranslated: dict[str, list[str]]


def merged(lang: str, template: Catalog) -> Catalog:
    """A language's catalog merged with the template (new messages empty, gone ones out)."""
    path = catalog_path(lang)
    if path.exists():
        with path.open("rb") as handle:
            po = read_po(handle, locale=lang, domain=DOMAIN)
    else:
        po = Catalog(locale=lang, domain=DOMAIN, project="chemteach", version=__version__,
                     header_comment=HEADER, fuzzy=False)
    # Babel adds a new message by reference: a copy keeps the data's translations filled in
    # below out of the template (chemteach.pot is untranslated by definition)
    po.update(copy.deepcopy(template), no_fuzzy_matching=True, update_header_comment=False)
    for message, _where, given, context in data_messages():  # the data's own translations
        entry = po.get(message, context=context)
        if entry is not None and not entry.string and given.get(lang):
            entry.string = given[lang]
    po.fuzzy = False
    po.last_translator = po.language_team = "chemteach developers"
    return po


def untranslated(po: Catalog) -> list[str]:
    """Messages of a catalog with no translation (or only a fuzzy one)."""
    missing = []
    for message in po:
        if not message.id:
            continue
        strings = message.string if isinstance(message.string, tuple | list) else [message.string]
        if message.fuzzy or not all(strings):
            missing.append(message.id if isinstance(message.id, str) else message.id[0])
    return missing


def update(write: bool = True) -> Update:
    """Extract the template and merge it into every language's catalog (writes the files)."""
    template = extract()
    missing: dict[str, list[str]] = {}
    for lang in LANGUAGES:
        if lang == SOURCE:
            continue
        po = merged(lang, template)
        if write:
            path = catalog_path(lang)
            path.parent.mkdir(parents=True, exist_ok=True)
            text = _po_text(po)
            if lang in PLURAL_FORMS:
                text = _set_header(text, "Plural-Forms", PLURAL_FORMS[lang])
            path.write_text(text, encoding="utf-8")
        missing[lang] = untranslated(po)
    if write:
        TEMPLATE.write_text(_po_text(template), encoding="utf-8")
    return Update(len([m for m in template if m.id]), missing)


def _set_header(text: str, key: str, value: str) -> str:
    lines = text.splitlines(keepends=True)
    for i, line in enumerate(lines):
        if line.startswith(f'"{key}:'):
            lines[i] = f'"{key}: {value}\\n"\n'
    return "".join(lines)
