"""Pictures of Chemistry Monopoly: every space a named button, nothing said by colour alone,
the landing-chance board, player panels, rich display."""

from __future__ import annotations

import re
import xml.etree.ElementTree as ET

from chemteach.games.monopoly import landing_probabilities
from chemteach.games.monopoly.view import (
    BoardPicture,
    board_svg,
    cell_box,
    chances_board,
    players_html,
    show_board,
    space_label,
    token_letters,
)

from .helpers import give, new_game

CL = 27


def spaces(svg: str) -> dict[str, ET.Element]:
    return {e.attrib["data-cell"]: e for e in ET.fromstring(svg).iter()
            if "data-cell" in e.attrib}


def test_every_space_is_a_named_button():
    game = new_game(3)
    svg = board_svg(game.observation(0))
    cells = spaces(svg)
    assert sorted(cells, key=lambda c: int(c.split(":")[1])) == [f"space:{s}"
                                                                   for s in range(40)]
    for cell in cells.values():
        assert cell.attrib["role"] == "button"
        assert cell.attrib["aria-label"].strip()
        assert "legal" in cell.attrib["class"].split()
        assert cell.attrib["aria-pressed"] == "false"


def test_a_lot_s_name_says_its_set_price_owner_and_liquids():
    game = new_game(3)
    game.names = ["Ada", "Ben", "Cy"]
    game.names_t = tuple(game.names)
    give(game, 0, 26, 27, 29)  # the halogens: fluorine, chlorine, iodine
    game.height[26] = game.height[27] = game.height[29] = 1
    label = space_label(game.observation(1), CL)
    assert label == ("Chlorine (Cl), space 27, yellow set: halogens (group 17), price 260 "
                     "AMUny, owned by Ada, 1 liquid")
    assert "owned by you" in space_label(game.observation(0), CL)


def test_every_space_says_where_it_is():
    """Issue 18, item 33: a space's name did not say where it lies; now its number, counted
    from Go as a throw counts, follows its name, and no two spaces share a name."""
    game = new_game(2)
    cells = spaces(board_svg(game.observation(0)))
    for s in range(game.board.size):
        label = cells[f"space:{s}"].attrib["aria-label"]
        assert f", space {s}" in label and label.index(f"space {s}") < 40, label
    labels = [cell.attrib["aria-label"] for cell in cells.values()]
    assert len(set(labels)) == len(labels)
    assert space_label(game.observation(0), 6).startswith("Lithium (Li), space 6, light blue")


def test_the_space_names_match_their_place_on_the_board():
    """The classic order: Go bottom right, Biology Class bottom left, Extra Credit top left,
    Go to Biology Class top right; sides between them."""
    assert cell_box(0)[4] == "corner" and cell_box(0)[:2] == (536, 536)
    assert cell_box(10)[:2] == (0, 536) and cell_box(20)[:2] == (0, 0)
    assert cell_box(30)[:2] == (536, 0)
    assert [cell_box(s)[4] for s in (5, 15, 25, 35)] == ["bottom", "left", "top", "right"]
    boxes = [cell_box(s)[:4] for s in range(40)]
    for i, (x, y, w, h) in enumerate(boxes):  # no two spaces overlap
        for x2, y2, w2, h2 in boxes[i + 1:]:
            assert x + w <= x2 + 0.01 or x2 + w2 <= x + 0.01 or y + h <= y2 + 0.01 \
                or y2 + h2 <= y + 0.01


def test_tokens_are_shapes_with_letters_not_colours_alone():
    assert token_letters(["Ada", "medium 1", "medium 2", "Ben"]) == ("A", "M1", "M2", "B")
    assert token_letters(["Max 1", "medium 1", "Cy"]) == ("M1", "M2", "C")
    assert token_letters(["Ada", "Al", "Bo"]) == ("Ad", "Al", "B")
    # a person's name sharing the bots' initial does not renumber the bots (play-test)
    assert token_letters(["Maya", "medium 1", "medium 2"]) == ("Ma", "M1", "M2")
    assert token_letters(["Al", "Al 2", "Bo"]) == ("Al", "A2", "B")
    game = new_game(4)
    game.names = ["Ada", "medium 1", "medium 2", "Ben"]
    game.names_t = tuple(game.names)
    svg = board_svg(game.observation(0))
    go = spaces(svg)["space:0"]
    letters = [t.text for t in go.iter() if t.tag.endswith("text")]
    assert {"A", "M1", "M2", "B"} <= set(letters)
    assert "here: you, medium 1, medium 2 and Ben" in go.attrib["aria-label"]
    drawn = ET.tostring(go, encoding="unicode")
    assert "<ns0:circle" in drawn and "<ns0:rect" in drawn and "<ns0:polygon" in drawn


def test_biology_class_inside_and_just_visiting_are_told_apart():
    game = new_game(3)
    game.names = ["Ada", "Ben", "Cy"]
    game.names_t = tuple(game.names)
    game.pos[0] = game.pos[1] = 10
    game.jail[1] = 0
    label = spaces(board_svg(game.observation(2)))["space:10"].attrib["aria-label"]
    assert label == "Biology Class, space 10; inside: Ben; just visiting: Ada"


def test_transferred_and_solid_are_drawn_and_named():
    game = new_game(2)
    game.names = ["Ada", "Ben"]
    game.names_t = ("Ada", "Ben")
    give(game, 0, 5, 37, 39)
    game.transferred[5] = True
    game.height[37] = game.height[39] = game.solid
    svg = board_svg(game.observation(1))
    cells = spaces(svg)
    assert "transferred to the Lab" in cells["space:5"].attrib["aria-label"]
    assert ">transferred<" in ET.tostring(cells["space:5"], encoding="unicode")
    assert cells["space:39"].attrib["aria-label"].endswith("owned by Ada, a solid")
    assert ">S<" in ET.tostring(cells["space:39"], encoding="unicode")


def test_the_last_throw_and_the_chosen_card_are_in_the_middle():
    game = new_game(2)
    game.dice = (3, 5)
    svg = board_svg(game.observation(0), selected=CL)
    assert "Last throw: 3 and 5 (8)" in svg
    assert "Chlorine (Cl)" in svg and "Rent bare / 1-4 liquids / solid: 22, 110, 330, 800, " \
        "975, 1150" in svg
    assert spaces(svg)[f"space:{CL}"].attrib["aria-pressed"] == "true"


def test_the_landing_chance_board_prints_every_share():
    chances = landing_probabilities("stay")
    picture = chances_board(chances, "Staying in Biology Class")
    svg = picture._repr_svg_()
    ET.fromstring(svg)
    shares = re.findall(r">(\d+\.\d\d)%<", svg)
    assert len(shares) == 41  # 40 spaces and inside Biology Class
    assert abs(sum(float(s) for s in shares) - 100) < 0.1
    assert f"{100 * chances['biology_class']:.2f}%" in svg
    assert "data-cell" not in svg, "a picture in a notebook is not clickable"


def test_player_panels_show_money_elements_and_cards():
    game = new_game(3)
    game.names = ["Ada", "Ben", "Cy"]
    game.names_t = tuple(game.names)
    give(game, 1, 1, 3)
    game.height[1] = 2
    game.order["lab_day"].remove(8)
    game.cards[1].append(("lab_day", 8))
    game.active[2] = False
    panel = players_html(game.observation(0), [False, False, True])
    assert "Ada (you)" in panel and "Cy (bot)" in panel
    assert "Helium (2 liquids), Neon" in panel
    assert "1 Get Out of Biology Class Free card" in panel
    assert "bankrupt" in panel
    assert "1500 AMUny" in panel


def test_a_board_shows_itself_in_a_notebook():
    game = new_game(2)
    picture = show_board(game, selected=CL)
    assert isinstance(picture, BoardPicture)
    svg = picture._repr_svg_()
    assert svg.startswith("<svg") and 'role="img"' in svg and "Chlorine (Cl)" in svg


def test_the_board_has_no_hidden_information():
    """The board and the panels are drawn from an observation only: the order of the decks
    and other players' sealed bids cannot reach them."""
    game = new_game(3)
    obs = game.observation(0)
    before = board_svg(obs) + players_html(obs)
    game.order["lab_day"].reverse()
    game.order["test_day"].reverse()
    after = board_svg(game.observation(0)) + players_html(game.observation(0))
    assert before == after


def test_every_set_band_stands_out_on_white_and_carries_its_set_s_letter():
    """Issue 18, item 34: the classic band colours were 1.2-2.8:1 on the white board (yellow,
    light blue, orange, green) and some sets looked alike to colour-blind players (WCAG 1.4.1,
    1.4.11): every band now has 3:1 on white and the first letter of its set's name, in the
    reader's language, in a colour that reads at 4.5:1 on the band; the letters tell the
    eight sets apart."""
    from chemteach.core.language import speaking
    from chemteach.games.monopoly.board import LOT
    from chemteach.palette import contrast

    game = new_game(3)
    board = game.board
    for cs in board.sets:
        assert contrast(cs.colour, "#ffffff") >= 3.0, (cs.name, cs.colour)
    for lang in ("en", "ja"):
        with speaking(lang):
            svg = board_svg(game.observation(0))
        by_set: dict[int, set[str]] = {}
        for s, cell in spaces(svg).items():
            sp = board.spaces[int(s.split(":")[1])]
            marks = [e for e in cell.iter() if "set-letter" in e.attrib.get("class", "")]
            if sp.kind != LOT:
                assert not marks, s
                continue
            assert len(marks) == 1, f"{s} has {len(marks)} set letters"
            band = board.sets[sp.colour_set].colour
            assert contrast(marks[0].attrib["fill"], band) >= 4.5
            by_set.setdefault(sp.colour_set, set()).add(marks[0].text)
        assert len(by_set) == len(board.sets)
        letters = [next(iter(v)) for v in by_set.values()]
        assert all(len(v) == 1 for v in by_set.values()), by_set
        assert len(set(letters)) == len(letters), f"two sets share a letter in {lang}: {letters}"
