"""Print and play: a game's cards, board, pieces and rules as a PDF pack, for a lesson
without computers (`chemteach print GAME`, or the print button of a game notebook or lesson).

Everything printed comes from the files the games themselves read: the rules (a teacher's
rules file, or a lesson's), Monopoly's board and decks (a teacher's --board and --decks
print as edited), the element table, and the notebooks' own rules text. A4 or Letter, in
English or Japanese (the Japanese font embedded, cut down to the characters printed). The
choice of PDF library is in docs/DECISIONS-print-and-play.md.
"""

from __future__ import annotations

from collections.abc import Mapping
from pathlib import Path
from typing import Any

from ..core.errors import RulesError
from ..core.language import check_language, speaking
from ..core.wording import _
from .layout import PAPERS, Pack, Section, write_pdf
from .pdffonts import CJK_PACKAGE, PrintError

__all__ = ["CJK_PACKAGE", "PAPERS", "PrintError", "build_pack", "default_name", "print_pack"]


def _game_name(game: str) -> str:
    from ..games import GAMES, game_class

    cls = game_class(game)
    return next(name for name in GAMES if game_class(name) is cls)


def _rules(game: str, rules: Any, files: Mapping[str, str | Path] | None) -> Any:
    """The game's rules as the game loads them, with the teacher's data files put in."""
    import importlib

    from ..games import GAMES, game_class

    cls = game_class(game)
    loaded = importlib.import_module(GAMES[game]).RULES.load(rules)
    values = loaded.to_dict()
    for key, path in (files or {}).items():
        if key not in cls.file_rules:
            from ..classroom.data_files import file_word, option_of

            raise RulesError(_("{game} is played without a {what} file, so {option} does not "
                               "go with it.").format(game=_(cls.title), what=file_word(key),
                                                     option=option_of(key)))
        values[key] = str(Path(path).resolve())
    return values


def build_pack(game: str | None = None, *, lang: str = "en", lesson: str | Path | None = None,
               rules: Any = None, files: Mapping[str, str | Path] | None = None) -> Pack:
    """The print pack of a game (or of a lesson: its game, its rules, its student sheet and
    exit ticket), in `lang`; `rules` and `files` as the game takes them."""
    from ..games import game_class
    from .lesson import exit_ticket_flow, read_printed_lesson, sheet_flow
    from .packs import BUILDERS, rules_flow

    lang = check_language(lang)
    with speaking(lang):
        printed = read_printed_lesson(lesson, lang) if lesson is not None else None
        if printed is not None:
            if game is not None and _game_name(game) != _game_name(printed.game):
                raise RulesError(_("The lesson {lesson} is played with {other}, not {game}.")
                                 .format(lesson=printed.path.name,
                                         other=_(game_class(printed.game).title),
                                         game=_(game_class(game).title)))
            game = printed.game
            if rules is None and printed.rules_path is not None:
                rules = printed.rules_path
        if game is None:
            raise RulesError(_("Say which game to print (e.g. periodyx) or give --lesson NAME."))
        name = _game_name(game)
        values = _rules(name, rules, files)
        if name == "periodyx" and "language" not in values:
            values["language"] = lang
        sections: list[Section] = []
        if printed is not None:
            sections += [sheet_flow(printed), exit_ticket_flow(printed.quiz)]
        sections += BUILDERS[name](values, lang)
        skip = (*game_class(name).file_rules, "language")  # printed as they are; the pack's
        sections.append(rules_flow(name, lang, values, printed.rules_markdown if printed
                                   else "", skip))
        title = _(game_class(name).title)
        if printed is not None:
            title = printed.title
        return Pack(_("{title}: print and play").format(title=title), lang, tuple(sections),
                    cut_hint=_("Cut along the dashed lines."), page_words=_("Page {page}"))


def default_name(game: str | None, lang: str = "en", lesson: str | Path | None = None) -> str:
    """The file name of a pack: 'periodyx-print.pdf', 'bond-valence-print-ja.pdf'."""
    stem = Path(str(lesson)).stem if lesson is not None else _game_name(game or "")
    return f"{stem}-print{'-ja' if lang == 'ja' else ''}.pdf"


def print_pack(game: str | None = None, out: str | Path | None = None, *, paper: str = "a4",
               lang: str = "en", lesson: str | Path | None = None, rules: Any = None,
               files: Mapping[str, str | Path] | None = None) -> tuple[Path, int]:
    """Write a game's (or a lesson's) print pack as a PDF; (its path, its number of pages)."""
    paper = paper.lower()
    if paper not in PAPERS:
        raise RulesError(_("No paper size {paper}; allowed: {papers}.").format(
            paper=repr(paper[:20]), papers=", ".join(PAPERS)))
    pack = build_pack(game, lang=lang, lesson=lesson, rules=rules, files=files)
    path = Path(out) if out is not None else Path(default_name(game, lang, lesson))
    if path.is_dir():  # a folder: the pack goes in it under its usual name
        path = path / default_name(game, lang, lesson)
    with speaking(lang):
        try:
            pages = write_pdf(pack, path, paper)
        except OSError as exc:
            raise PrintError(_("Cannot write the pack to {file} ({why}); choose another file "
                               "or folder.").format(file=path, why=exc.strerror or exc)) from None
    return path, pages
