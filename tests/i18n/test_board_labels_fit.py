"""Every label of the Chemistry Monopoly board fits inside its own space, in English and in
Japanese, measured with the fonts' real glyph widths (issue 20 item 15: エクストラ・クレジット,
ストロンチウム, マグネシウム, ビーカー立て were cut, ブンゼンバーナー ran over アボガドロ税).

A browser draws the board with the kit's font list: DejaVu Sans, and each glyph it lacks
from the CJK font (fonts-noto-cjk). Without that font the Japanese widths cannot be
measured: the test skips, or fails with CHEMTEACH_REQUIRE_CJK_FONT=1 (CI, Binder).
"""

from __future__ import annotations

import html
import os
import re

import pytest

from chemteach import fonts
from chemteach.core.language import speaking
from chemteach.games.monopoly import landing_probabilities
from chemteach.games.monopoly.view import board_svg, cell_box

from ..monopoly.helpers import new_game

_TEXT = re.compile(r'<text x="([\d.-]+)" y="([\d.-]+)" font-size="([\d.]+)" fill="[^"]*" '
                   r'text-anchor="(\w+)" font-weight="(\w+)"([^>]*)>(.*?)</text>')
_G = re.compile(r"<(/?)g\b[^>]*>")
_TOKEN = re.compile(r'<g class="monopoly-token".*?</g>', re.S)
ASCENT, DESCENT = 0.80, 0.22  # of the size: DejaVu Sans and Noto Sans CJK, rounded up
MARGIN = 0.5  # the stroke of the space's own frame


@pytest.fixture(scope="module", autouse=True)
def cjk_font() -> None:
    if fonts.cjk_family() is None:
        if os.environ.get("CHEMTEACH_REQUIRE_CJK_FONT") == "1":
            pytest.fail("no Japanese-capable font is installed (CHEMTEACH_REQUIRE_CJK_FONT=1)")
        pytest.skip("no Japanese-capable font is installed (fonts-noto-cjk)")


def _spaces(svg: str) -> dict[int, str]:
    """Each space's drawing (its <g> to the matching </g>), tokens left out (a token's
    letter is fitted to the token)."""
    found = {}
    for start in re.finditer(r'<g class="space[^"]*" data-cell="space:(\d+)"', svg):
        depth = 0
        for tag in _G.finditer(svg, start.start()):
            depth += -1 if tag.group(1) else 1
            if depth == 0:
                found[int(start.group(1))] = _TOKEN.sub("", svg[start.start():tag.end()])
                break
    return found


def _boxes(body: str) -> list[tuple[str, float, float, float, float]]:
    """(text, left, top, right, bottom) of every label in a space's drawing."""
    boxes = []
    for x, y, size, anchor, weight, extra, text in _TEXT.findall(body):
        text = html.unescape(text)
        x, y, size = float(x), float(y), float(size)
        width = fonts.text_width(text, size, bold=weight == "bold")
        assert width is not None, f"no font draws {text!r}"
        left = {"middle": x - width / 2, "end": x - width}.get(anchor, x)
        box = (left, y - ASCENT * size, left + width, y + DESCENT * size)
        if "rotate(-90" in extra:  # turned about (x, y): the run goes up the page
            box = (x - ASCENT * size, y - (box[2] - x), x + DESCENT * size, y - (box[0] - x))
        boxes.append((text, *box))
    return boxes


def _problems(svg: str) -> list[str]:
    problems = []
    for s, body in _spaces(svg).items():
        x, y, w, h, _side = cell_box(s)
        boxes = _boxes(body)
        for text, left, top, right, bottom in boxes:
            if left < x + MARGIN or right > x + w - MARGIN or top < y + MARGIN \
                    or bottom > y + h - MARGIN:
                problems.append(f"space {s}: {text!r} spans x {left:.1f}-{right:.1f}, "
                                f"y {top:.1f}-{bottom:.1f}; the space is x {x:.1f}-"
                                f"{x + w:.1f}, y {y:.1f}-{y + h:.1f}")
        for i, a in enumerate(boxes):
            for b in boxes[i + 1:]:
                if a[1] < b[3] and b[1] < a[3] and a[2] < b[4] and b[2] < a[4]:
                    problems.append(f"space {s}: {a[0]!r} overlaps {b[0]!r}")
    return problems


@pytest.mark.parametrize("lang", ["en", "ja"])
def test_every_board_label_fits_inside_its_space(lang: str) -> None:
    game = new_game(4)
    with speaking(lang):
        svg = board_svg(game.observation(0))
    problems = _problems(svg)
    assert not problems, "\n".join(problems)


@pytest.mark.parametrize("lang", ["en", "ja"])
def test_every_label_of_the_landing_chances_board_fits_inside_its_space(lang: str) -> None:
    game = new_game(2)
    chances = landing_probabilities("stay")
    with speaking(lang):
        svg = board_svg(game.observation(0), chances=chances, clickable=True)
    problems = _problems(svg)
    assert not problems, "\n".join(problems)


def test_a_long_japanese_name_breaks_where_japanese_breaks_and_english_never_mid_word() -> None:
    from chemteach.games.monopoly.view import wrap

    assert wrap("エクストラ・クレジット", 76, 10) == ["エクストラ・", "クレジット"]
    assert wrap("ブンゼンバーナー", 46, 8.5) == ["ブンゼン", "バーナー"]
    assert wrap("ビーカー立て", 46, 8.5) == ["ビーカー立て"]  # fits once shrunk
    assert wrap("Lab Breakage Fee", 46, 8.5) == ["Lab", "Breakage", "Fee"]
    assert wrap("Microscopically", 46, 8.5) == ["Microscopically"]
