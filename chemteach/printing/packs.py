"""What each game's print pack holds, read from the same data files and loaders the games use.

Periodyx: the element cards of the rules' deck (all 118, or a lesson's) and the Game
Indicator Card. Bond!: the deck as the rules count it. Chemistry Monopoly: the board, the
deeds, the Lab Day and Test Day cards (from the engine's loaders: a teacher's --board and
--decks print as edited), the Test Day question bank, the money and the Lab's liquids and
solids. Polymer Chains: the
mat, the pyramids and the chips. Every pack ends with the rules on one page: the game
notebook's (or a lesson's own) in the pack's language, after the house rules of the rules
printed. Sizes, the money and where the rules are: pack.toml.
"""
from __future__ import annotations

import json
import re
import tomllib
from collections.abc import Mapping
from functools import cache
from importlib import resources
from pathlib import Path
from typing import Any

from ..core.errors import RulesError
from ..core.wording import _
from ..palette import best_ink
from .layout import (
    Block,
    Box,
    Card,
    CardSheet,
    Circle,
    Drawing,
    Flow,
    Poly,
    Section,
    Text,
    Wrap,
    markdown,
    markup,
)

#: The notebooks folder of the kit (the rules summaries are the game notebooks' own rules).
NOTEBOOKS = Path(__file__).resolve().parents[2] / "notebooks"
SOFT = "#555555"


@cache
def settings() -> dict[str, Any]:
    """pack.toml: card sizes, the money, Polymer's pieces, where each game's rules are."""
    return tomllib.loads(resources.files(__package__).joinpath("pack.toml")
                         .read_text(encoding="utf-8"))


def _size(key: str) -> tuple[float, float]:
    table = settings()[key]
    return float(table["w"]), float(table["h"])


# ----- Periodyx ----------------------------------------------------------------------------------
#: The stats every printed element card carries (what the eleven mini-games compare).
PERIODYX_STATS = ("atomic_mass", "neutrons", "melting_point_k", "boiling_point_k", "density",
                  "electronegativity", "year_discovered", "block", "metal_class", "state_25c")
# (the twelfth, Natural/Synthetic/Radioactive, is the marks line above the period bar)


def periodyx_card(symbol: str, lang: str) -> Card:
    """One element card: group bar, number, symbol, name, category, the stats, period bar."""
    from ..elements import element
    from ..games.periodyx.view import (
        STAT_LABELS,
        group_colour,
        group_label,
        is_nk_card,
        marks,
        period_colour,
        stat_text,
    )

    el = element(symbol)
    w, h = _size("card")
    top, bottom = group_colour(el), period_colour(el)
    name = el.name_ja if lang == "ja" else _(el.name)
    shapes: list[Any] = [
        Box(1.5, 1.5, w - 3, h - 3, "#ffffff", "#333333", 0.3, 2.5),
        Box(3, 3, w - 6, 5.5, top, None, radius=1),
        Text(w / 2, 7, group_label(el), 7, True, best_ink(top, "#111111"), "middle", w - 8),
        Box(3, 9.5, w - 6, 26, el.colour, None),
        Text(5, 15, str(el.z), 10, True),
        Text(w / 2, 27, el.symbol, 26, True, anchor="middle"),
        Text(w / 2, 33.5, name, 9, True, anchor="middle", fit=w - 8),
        Text(w / 2, 39, _(el.category), 6.5, False, SOFT, "middle", w - 8),
    ]
    if is_nk_card(el):
        shapes += [Box(w - 15, 11, 11, 5, "#ffffff", "#111111", 0.25, 1),
                   Text(w - 9.5, 14.8, "N/K", 6.5, True, anchor="middle")]
    y = 45.0
    for stat in PERIODYX_STATS:
        shapes.append(Text(5, y, _(STAT_LABELS.get(stat, stat)), 6.2, False, SOFT, fit=24))
        shapes.append(Text(w - 5, y, stat_text(el, stat), 6.2, True, anchor="end", fit=w - 32))
        y += 3.0
    shapes.append(Text(w / 2, h - 10.5, marks(el), 6.2, False, SOFT, "middle", w - 8))
    shapes += [Box(3, h - 8.5, w - 6, 5.5, bottom, None, radius=1),
               Text(w / 2, h - 4.5, _("Period {period}").format(period=el.period), 7, True,
                    best_ink(bottom, "#111111"), "middle")]
    return Card(tuple(shapes))


def periodyx_indicator() -> Card:
    """The Game Indicator Card: the eleven mini-games in order, each with what it does."""
    from ..games.periodyx.minigames import MINIGAMES

    w, h = 126.0, 176.0
    shapes: list[Any] = [Box(1.5, 1.5, w - 3, h - 3, "#ffffff", "#333333", 0.3, 2.5),
                         Text(w / 2, 12, _("Game Indicator Card"), 14, True, anchor="middle",
                              fit=w - 10)]
    row = (h - 22) / len(MINIGAMES)
    for k, game in enumerate(MINIGAMES):
        y = 18 + k * row
        shapes += [Circle(10, y + 4.5, 4, "#28467a", None),
                   Text(10, y + 6, str(game.number), 9, True, "#ffffff", "middle"),
                   Text(17, y + 5, _(game.name), 10, True, fit=w - 22),
                   Wrap(17, y + 6.5, w - 22, row - 7, _(game.summary), 7.5)]
    return Card(tuple(shapes))


def periodyx_sections(rules: Any, lang: str) -> list[Section]:
    from ..games.periodyx.deck import build_deck

    deck = build_deck(rules)
    w, h = _size("card")
    return [CardSheet(_("Element cards ({n})").format(n=len(deck)), w, h,
                      tuple(periodyx_card(s, lang) for s in deck)),
            CardSheet(_("Game Indicator Card"), 126.0, 176.0, (periodyx_indicator(),))]


# ----- Bond! -------------------------------------------------------------------------------------
def bond_card(card: str, rules: Mapping[str, Any]) -> Card:
    """One Bond! card: its symbol, name, kind, points and what it does, in its colours."""
    from ..games.bond.cards import RING
    from ..games.bond.view import card_look, card_name, card_points_text, card_tooltip

    look = card_look(card)
    w, h = _size("card")
    symbol = "\u25ef" if card == RING else card
    return Card((
        Box(1.5, 1.5, w - 3, h - 3, look.fill, "#333333", 0.3, 2.5),
        Box(4, 4, w - 8, 8, "#ffffff", look.edge, 0.3, 1.5),
        Text(w / 2, 9.8, _(look.label), 8, True, look.edge, "middle"),
        Text(w / 2, 35, symbol, 34, True, anchor="middle"),
        Text(w / 2, 44, card_name(card), 11, True, anchor="middle", fit=w - 8),
        Text(w / 2, 51, card_points_text(card, rules), 10, False, look.edge, "middle"),
        Wrap(5, 55, w - 10, h - 60, card_tooltip(card, rules), 7.5, align="middle"),
    ))


def bond_sections(rules: Any, lang: str) -> list[Section]:
    from ..games.bond.cards import CARDS

    counts = rules["deck"]
    cards = [card for card in CARDS for _n in range(int(counts.get(card, 0)))]
    w, h = _size("card")
    return [CardSheet(_("The deck ({n} cards)").format(n=len(cards)), w, h,
                      tuple(bond_card(c, rules) for c in cards))]


# ----- Chemistry Monopoly ------------------------------------------------------------------------
def _monopoly_game(rules: Any) -> Any:
    """A game on the rules' board and decks (the engine's own loaders read and check them)."""
    from ..games.monopoly.engine import ChemistryMonopoly

    return ChemistryMonopoly(["A", "B"], rules, seed=0)


def monopoly_board(obs: Any) -> Drawing:
    """The whole board (190 mm square): every space with its colour band, name and price,
    and the places of the two decks in the middle."""
    from ..games.monopoly.board import LOT
    from ..games.monopoly.view import BAND, SIZE, cell_box, set_letter, space_title
    from ..games.monopoly.words import deck_title

    side_mm = 190.0
    f = side_mm / SIZE
    band = BAND * f
    board = obs.board
    shapes: list[Any] = [Box(0, 0, side_mm, side_mm, "#ffffff", "#111111", 0.5)]
    for s, sp in enumerate(board.spaces):
        x, y, w, h, side = (v * f if isinstance(v, float | int) else v
                            for v in cell_box(s, board.size))
        shapes.append(Box(x, y, w, h, None, "#111111", 0.3))
        left, top, room_w, room_h = x, y, w, h
        if sp.kind == LOT:
            colour = board.sets[sp.colour_set].colour
            box = {"bottom": (x, y, w, band), "top": (x, y + h - band, w, band),
                   "left": (x + w - band, y, band, h), "right": (x, y, band, h)}[side]
            shapes.append(Box(*box, colour, "#111111", 0.3))
            shapes.append(Text(box[0] + box[2] / 2, box[1] + box[3] / 2 + 1.2,
                               set_letter(board, s), 7, True, best_ink(colour, "#111111"),
                               "middle"))
            if side == "bottom":
                top, room_h = y + band, h - band
            elif side == "top":
                room_h = h - band
            elif side == "left":
                room_w = w - band
            else:
                left, room_w = x + band, w - band
        shapes.append(Wrap(left + 1, top + 1.2, room_w - 2, room_h - 6, space_title(board, s),
                           6.5, True, align="middle"))
        money = sp.price if sp.ownable else sp.amount
        if money:
            shapes.append(Text(left + room_w / 2, top + room_h - 1.8, str(money), 6.5,
                               anchor="middle"))
    c = side_mm / 2
    shapes.append(Text(c, c - 22, _("Chemistry Monopoly"), 18, True, anchor="middle"))
    for k, deck in enumerate(("lab_day", "test_day")):
        bx = c - 48 + k * 52
        shapes.append(Box(bx, c - 5, 44, 30, "#fafafa", "#888888", 0.3, 2))
        shapes.append(Wrap(bx + 2, c + 6, 40, 10, deck_title(deck), 9, True, align="middle"))
    return Drawing(_("Chemistry Monopoly board"), side_mm, side_mm, tuple(shapes))


def monopoly_deed(obs: Any, s: int) -> Card:
    """A title deed: the space's name and band, then what it costs and earns."""
    from ..games.monopoly.board import LOT
    from ..games.monopoly.view import deed_lines, set_letter, space_title

    board = obs.board
    sp = board.spaces[s]
    w, h = _size("card")
    lines = deed_lines(obs, s)[:-1]  # the last says who owns it: nobody, on paper
    shapes: list[Any] = [Box(1.5, 1.5, w - 3, h - 3, "#ffffff", "#333333", 0.3, 2.5)]
    if sp.kind == LOT:
        colour = board.sets[sp.colour_set].colour
        shapes += [Box(4, 4, w - 8, 16, colour, "#111111", 0.3),
                   Text(7, 9, set_letter(board, s), 8, True, best_ink(colour, "#111111"))]
        ink = best_ink(colour, "#111111")
    else:
        shapes.append(Box(4, 4, w - 8, 16, "#eeeeee", "#111111", 0.3))
        ink = "#111111"
    shapes.append(Text(w / 2, 15.5, space_title(board, s), 11, True, ink, "middle", w - 12))
    if sp.element:
        shapes.append(Text(w / 2, 29, sp.element, 16, True, anchor="middle"))
    y = 34.0
    for line in lines:
        shapes.append(Wrap(5, y, w - 10, 11.5, line, 7.5, align="middle"))
        y += 12.5
    return Card(tuple(shapes))


def monopoly_card(deck_name: str, text: str) -> Card:
    """A Lab Day or Test Day card: its deck and what it says."""
    from ..games.monopoly.words import deck_title

    w, h = _size("small_card")
    fill = "#e8f1fb" if deck_name == "lab_day" else "#fdf0e0"
    return Card((Box(1.5, 1.5, w - 3, h - 3, fill, "#333333", 0.3, 2.5),
                 Text(w / 2, 8, deck_title(deck_name), 9, True, anchor="middle"),
                 Wrap(5, 11, w - 10, h - 15, text, 8.5, align="middle")))


def money_note(value: int) -> Card:
    """An AMUny note."""
    w, h = _size("money_note")
    return Card((Box(1.5, 1.5, w - 3, h - 3, "#f2f7ee", "#2f5d2a", 0.4, 2),
                 Box(3.5, 3.5, w - 7, h - 7, None, "#2f5d2a", 0.2, 1.5),
                 Text(6, 10, str(value), 9, True, "#2f5d2a"),
                 Text(w - 6, h - 5, str(value), 9, True, "#2f5d2a", "end"),
                 Text(w / 2, h / 2 + 3, f"{value} AMUny", 12, True, "#1d3b1a", "middle"),
                 Text(w / 2, h - 5, _("Chemistry Monopoly"), 6, False, SOFT, "middle")))


def monopoly_sections(rules: Any, lang: str) -> list[Section]:
    from ..games.monopoly.words import deck_title

    game = _monopoly_game(rules)
    obs = game.observation(None)
    board = obs.board
    w, h = _size("card")
    sw, sh = _size("small_card")
    mw, mh = _size("money_note")
    sections: list[Section] = [monopoly_board(obs)]
    sections.append(CardSheet(_("Title deeds"), w, h,
                              tuple(monopoly_deed(obs, s) for s in board.ownables)))
    for name, cards in game.decks.items():
        sections.append(CardSheet(deck_title(name), sw, sh,
                                  tuple(monopoly_card(name, _(c.text)) for c in cards)))
    notes = [money_note(int(m["value"])) for m in settings()["money"]
             for _n in range(int(m["count"]))]
    sections.append(CardSheet(_("Money (AMUny)"), mw, mh, tuple(notes)))
    if game.questions:  # the Test Day bonus questions (the rules' quiz), read out from paper
        sections.append(monopoly_questions(game.questions))
    liquids, solids = int(rules["liquids"]), int(rules["solids"])
    side = float(settings()["polymer"]["piece"]) * 0.75
    tokens = [monopoly_token(side, solid=False)] * liquids + [monopoly_token(side, True)] * solids
    sections.append(CardSheet(_("The Lab's supply: {liquids} liquids and {solids} solids").format(
        liquids=liquids, solids=solids), side, side, tuple(tokens)))
    return sections


def monopoly_questions(questions: tuple[Any, ...]) -> Flow:
    """The question bank as a sheet for the player who reads a Test Day question out: each
    question with its choices, and the answer under it."""
    from ..games.monopoly.words import choice_words

    how = _("When a Test Day card asks a question, another player reads one out with its "
            "choices; the answer is under it.")
    blocks = [Block("h1", markup(_("Test Day questions"))), Block("p", f"<i>{markup(how)}</i>")]
    for number, q in enumerate(questions, start=1):
        blocks.append(Block("p", f"<b>{number}.</b> {markup(_(q.text))}"))
        blocks += [Block("choice", "\u25a1 " + markup(choice_words(c))) for c in q.choices]
        blocks.append(Block("choice", "<i>" + markup(_("Answer: {answer}. {why}").format(
            answer=choice_words(q.answer_text), why=_(q.explanation))) + "</i>"))
    return Flow(_("Test Day questions"), tuple(blocks), columns=2)


def monopoly_token(side: float, solid: bool) -> Card:
    """A liquid (a drop, blue) or a solid (a block, grey) for the lots, with its word."""
    c = side / 2
    if solid:
        shape: Any = Box(c - side * 0.34, c - side * 0.34, side * 0.68, side * 0.68, "#b9b9b9",
                         "#333333", 0.3, 1)
    else:
        shape = Circle(c, c, side * 0.36, "#cfe6ff", "#1f5a99", 0.3)
    word = _("solid") if solid else _("liquid")
    return Card((shape, Text(c, c + 1.2, word, 5.5, True, anchor="middle", fit=side * 0.66)))


# ----- Polymer Chains ----------------------------------------------------------------------------
def polymer_mat(rings: int) -> Drawing:
    """A mat of hexagons (the places), the middle one marked for the first pyramid."""
    import math

    r = 10.0  # mm, centre to corner
    shapes: list[Any] = []
    step_x, step_y = math.sqrt(3) * r, 1.5 * r
    span = rings * 2 + 1
    width, height = span * step_x + step_x, span * step_y + r
    cx, cy = width / 2, height / 2
    for q in range(-rings, rings + 1):
        for s in range(max(-rings, -q - rings), min(rings, -q + rings) + 1):
            x = cx + step_x * (q + s / 2)
            y = cy + step_y * s
            corners = tuple((x + r * 0.96 * math.cos(math.radians(60 * k + 30)),
                             y + r * 0.96 * math.sin(math.radians(60 * k + 30)))
                            for k in range(6))
            middle = q == 0 and s == 0
            shapes.append(Poly(corners, "#fff3c4" if middle else "#f6f6f6", "#b0b0b0", 0.3))
    shapes.append(Text(cx, cy + 1.5, _("start"), 6, True, anchor="middle"))
    return Drawing(_("The board"), width, height, tuple(shapes))


def polymer_piece(letter: str, fill: str, ink: str, pips: int) -> Card:
    """A pyramid as a square token: a triangle of its size, its colour letter and pips."""
    side = settings()["polymer"]["piece"]
    half = {1: 0.30, 2: 0.38, 3: 0.46}[pips] * side
    c = side / 2
    tri = ((c, c - half), (c + half * 0.95, c + half * 0.7), (c - half * 0.95, c + half * 0.7))
    return Card((Poly(tri, fill, "#111111", 0.3),
                 Text(c, c + half * 0.45, f"{letter}{pips}", 6 + pips, True, ink, "middle")))


def polymer_chip() -> Card:
    side = settings()["polymer"]["piece"]
    return Card((Circle(side / 2, side / 2, side * 0.38, "#e4e4e4", "#8a8a8a", 0.3),))


def polymer_sections(rules: Any, lang: str) -> list[Section]:
    from ..games.polymer.colours import palette

    side = float(settings()["polymer"]["piece"])
    trios = int(rules["trios_per_colour"])
    pieces = [polymer_piece(c.letter, c.fill, c.text, pips) for c in palette()
              for pips in (1, 2, 3) for _n in range(trios)]
    chips = [polymer_chip() for _n in range(int(settings()["polymer"]["chips"]))]
    return [polymer_mat(int(settings()["polymer"]["board_rings"])),
            CardSheet(_("Pyramids ({n})").format(n=len(pieces)), side, side, tuple(pieces)),
            CardSheet(_("Chips ({n})").format(n=len(chips)), side, side, tuple(chips))]


# ----- the rules on one page ---------------------------------------------------------------------
def notebook_folder(lang: str) -> Path:
    """notebooks/ (English) or notebooks/ja/ (Japanese)."""
    return NOTEBOOKS / "ja" if lang == "ja" else NOTEBOOKS


def markdown_blocks(text: str) -> list[Block]:
    """The notebooks' Markdown as blocks: headings, paragraphs and list items."""
    blocks: list[Block] = []
    para: list[str] = []
    kind = "p"

    def flush() -> None:
        nonlocal para, kind
        if para:
            if kind.startswith("li") and kind != "li":  # a numbered item: "li3." keeps 3.
                blocks.append(Block("li", markdown(" ".join(para)), kind[2:]))
            else:
                blocks.append(Block(kind, markdown(" ".join(para))))
        para, kind = [], "p"

    header_row = True
    for raw in text.splitlines():
        line = raw.strip()
        if line.startswith("|"):  # a table: each row a list item, its cells joined
            flush()
            cells = [c.strip() for c in line.strip("|").split("|")]
            if all(set(c) <= set("-: ") for c in cells):
                continue
            if header_row:
                header_row = False
                continue
            blocks.append(Block("li", markdown(" \u2013 ".join(c for c in cells if c))))
            continue
        header_row = True
        heading = re.match(r"^(#{1,6})\s+(.*)", line)
        item = re.match(r"^([*-]|\d+\.)\s+(.*)", line)
        if not line or line.startswith(("<details", "</details", "<summary")):
            flush()
        elif heading:
            flush()
            level = len(heading[1])
            kind_of = "h1" if level == 1 else "h2" if level <= 3 else "h3"
            blocks.append(Block(kind_of, markdown(heading[2])))
        elif item:
            flush()
            kind = "li"
            para = [item[2]]
            if item[1][0].isdigit():
                kind = "li" + item[1]
        else:
            para.append(line)
    flush()
    return blocks


def _rules_cell(game: str, lang: str) -> str:
    """The game notebook's rules cell (a <details> block) in `lang`."""
    where = settings()["rules"][game]
    path = notebook_folder(lang) / where["notebook"]
    try:
        cells = json.loads(path.read_text(encoding="utf-8"))["cells"]
    except (OSError, ValueError, KeyError) as exc:
        raise RulesError(_("Cannot read the rules from {file} ({why}); chemteach print reads "
                           "them from the kit's notebooks folder.").format(
                               file=path, why=exc)) from None
    details = [src for c in cells if c.get("cell_type") == "markdown"
               for src in ["".join(c.get("source", ""))] if src.startswith("<details>")]
    return details[where["details"]]


def rules_markdown(text: str, drop: list[int] = ()) -> tuple[str, str]:
    """(title, Markdown) of a folded rules block, less its ### sections numbered in `drop`."""
    title = re.search(r"<summary><b>(.*?)</b></summary>", text)
    body = text[title.end():] if title else text
    body = re.sub(r"</?details>", "", body)
    parts = re.split(r"(?m)^(?=### )", body)
    head, sections = parts[0], parts[1:]
    dropped = {i % len(sections) for i in drop} if sections else set()
    kept = head + "".join(s for i, s in enumerate(sections) if i not in dropped)
    # a dropped section's credit line (the game's author and licence, in italics) stays
    credits = [line for i in sorted(dropped)
               for line in re.findall(r"(?m)^\*[^*\s].*[^*\s]\*$", sections[i])]
    return (title[1] if title else ""), "\n\n".join([kept.rstrip(), *credits])


def house_rules(game: str, values: Mapping[str, Any], skip: tuple[str, ...] = ()) -> list[Block]:
    """What the rules being printed change from the kit's (the notebook's rules say the
    defaults): a sentence, then each change with what the rule does."""
    import importlib

    from ..core.rules import toml_value
    from ..games import GAMES

    changes = []
    for rule in importlib.import_module(GAMES[game]).RULES.rules:
        if rule.key in skip:
            continue
        value = values.get(rule.key, rule.default)
        if rule.kind is dict and isinstance(value, Mapping):
            changes += [(f"{rule.key}.{sub} = {toml_value(value[sub])}", rule.help)
                        for sub, default in rule.default.items()
                        if sub in value and value[sub] != default]
        elif value != rule.default:
            changes.append((f"{rule.key} = {toml_value(value)}", rule.help))
    if not changes:
        return []
    blocks = [Block("h3", markup(_("House rules")))]
    blocks += [Block("li", f"<b>{markup(line)}</b>: {markup(_(help_text))}")
               for line, help_text in changes]
    return blocks


def rules_flow(game: str, lang: str, values: Mapping[str, Any] | None = None,
               lesson_rules: str = "", skip: tuple[str, ...] = ()) -> Flow:
    """The rules page: the lesson's own rules if it has them, else the game notebook's,
    with the house rules of the rules being printed first."""
    if lesson_rules:
        title, text = rules_markdown(lesson_rules)
    else:
        title, text = rules_markdown(_rules_cell(game, lang), settings()["rules"][game]["drop"])
    blocks = [Block("h1", markup(title)), *house_rules(game, values or {}, skip),
              *markdown_blocks(text)]
    return Flow(_("Rules"), tuple(blocks), columns=2, one_page=True)


BUILDERS = {"periodyx": periodyx_sections, "bond": bond_sections,
            "monopoly": monopoly_sections, "polymer": polymer_sections}
