"""Periodyx pictures: what a card tile shows, hands, the table, Mendeleev's table, sentences."""

from __future__ import annotations

import xml.etree.ElementTree as ET

from chemteach.core.events import Event
from chemteach.core.wording import Reader
from chemteach.elements import elements
from chemteach.games.periodyx import HI_LO_STATS, Ask, LastTurn, Play
from chemteach.games.periodyx.view import (
    MATCH_STATS,
    back_svg,
    card_svg,
    card_tile,
    explain,
    game_stats,
    group_label,
    hand_svg,
    in_play_svg,
    indicator_html,
    lay_hint,
    marks,
    mendeleev_svg,
    players_svg,
    results_html,
    stat_text,
    turn_results,
    with_celsius,
)

from .helpers import last_text, play, rigged

SVG = "{http://www.w3.org/2000/svg}"


def texts(svg: str) -> list[str]:
    """Every text shown in an SVG (tspans joined into their text), in document order."""
    root = ET.fromstring(svg)
    return ["".join(t.itertext()) for t in root.iter(f"{SVG}text")]


def cells(svg: str) -> dict[str, ET.Element]:
    found: dict[str, ET.Element] = {}
    for el in ET.fromstring(svg).iter():
        if "data-cell" in el.attrib:
            key = el.attrib["data-cell"]
            assert key not in found, f"two elements for {key}"
            found[key] = el
    return found


def classes(el: ET.Element) -> set[str]:
    return set(el.attrib.get("class", "").split())


# ----- a card tile ---------------------------------------------------------------------------
def test_tile_shows_symbol_name_number_bars_and_marks() -> None:
    shown = texts(card_tile("Fe", ()))
    for expected in ("Fe", "Iron", "26", "transition metal", "Group 8", "Period 4",
                     "natural \u00b7 stable"):
        assert expected in shown
    assert "Group 8" in shown and "Period 4" in shown, "the colour bars carry words too"


def test_tile_shows_the_stats_of_the_current_game_with_celsius_beside_kelvin() -> None:
    shown = texts(hand_svg(["Sn"], "Big-freeze", clickable=False))
    assert "Melts" in shown and "505 K (232 \u00b0C)" in shown
    hot = texts(hand_svg(["Sn"], "Hot Stuff", clickable=False))
    assert "Boils" in hot and "2859 K (2586 \u00b0C)" in hot and "Melts" not in hot
    hi_lo = texts(hand_svg(["Sn"], "Hi-Lo", clickable=False))
    for label in ("Atomic no.", "Atomic mass", "Neutrons", "Melts", "Boils", "Density",
                  "Electroneg.", "Group", "Period"):
        assert label in hi_lo
    assert "Discovered" not in hi_lo, "Hi-Lo may not use the year"
    early = texts(hand_svg(["O", "Au"], "Early Bird", clickable=False))
    assert "1774 (1700s)" in early and "antiquity" in early


def test_the_compared_stat_is_bold() -> None:
    svg = card_svg("Sn", 0, 0, ("melting_point_k",), main="melting_point_k")
    value = next(t for t in ET.fromstring(f'<svg xmlns="http://www.w3.org/2000/svg">{svg}</svg>')
                 .iter(f"{SVG}text") if "stat-melting_point_k" in t.attrib.get("class", "")
                 and t.text and "K" in t.text)
    assert value.attrib["font-weight"] == "bold"


def test_marks_are_words_not_only_colours() -> None:
    assert marks("Fe") == "natural \u00b7 stable"
    assert marks("U").startswith("natural \u00b7 radioactive")
    assert marks("Og").startswith("synthetic")
    assert marks("Bi") == "natural \u00b7 stable", "bismuth counts as stable (RULINGS)"


def test_f_block_cards_say_where_they_sit() -> None:
    assert group_label("La") == "Lanthanide 1 of 15" and group_label("Lr") == "Actinide 15 of 15"
    assert group_label("Cl") == "Group 17"
    assert stat_text("Gd", "group") == "none (f-block)"


def test_not_known_values_read_n_k_and_the_card_carries_the_badge() -> None:
    assert stat_text("Og", "melting_point_k") == "N/K"
    assert stat_text("He", "melting_point_k") == "none at 1 atm"  # issue 10 item 11
    shown = texts(card_tile("Og"))
    assert shown.count("N/K") >= 2, "the badge and the melting point"
    assert "N/K" not in texts(card_tile("Fe"))


def test_game_stats_follow_the_indicator() -> None:
    assert game_stats("Atomic Power") == ("z",)
    assert game_stats("Hi-Lo") == HI_LO_STATS
    assert game_stats("Match") == MATCH_STATS
    assert game_stats("Natural/Synthetic/Radioactive") == ("nsr_rank",)
    assert game_stats("Add-it") == ()


def test_a_2_z_underlines_the_first_letter() -> None:
    svg = hand_svg(["Na"], "A-2-Z", clickable=False)
    assert 'text-decoration="underline">S</tspan>' in svg, "sodium counts as S"
    assert "Sodium" in texts(svg)


# ----- a hand and the table ------------------------------------------------------------------
def test_hand_has_one_clickable_tile_per_card_and_marks_the_chosen_one() -> None:
    svg = hand_svg(["H", "Fe", "Au"], "Atomic Power", selected="Fe")
    found = cells(svg)
    assert set(found) == {"card:H", "card:Fe", "card:Au"}
    assert all("legal" in classes(e) for e in found.values())
    assert "selected" in classes(found["card:Fe"]) and "selected" not in classes(found["card:H"])
    still = cells(hand_svg(["H"], "Atomic Power", clickable=False))
    assert "legal" not in classes(still["card:H"])


def test_a_big_hand_wraps_into_rows() -> None:
    hand = [e.symbol for e in elements()[:10]]
    root = ET.fromstring(hand_svg(hand, "Add-it"))
    ys = {g.attrib["transform"].split(",")[1] for g in root.iter(f"{SVG}g")
          if "card" in classes(g)}
    assert len(ys) == 2


def test_players_show_card_backs_only_and_take_cells_for_element_of_surprise() -> None:
    game = rigged("Element of Surprise", [["Fe", "Sn"], ["W", "Pb", "Na"], ["Cl", "K"]])
    obs = game.observation(0)
    svg = players_svg(obs, take_from=[1, 2])
    found = cells(svg)
    assert set(found) == {"take:1:0", "take:1:1", "take:1:2", "take:2:0", "take:2:1"}
    shown = " ".join(texts(svg))
    assert "Player 1" in shown and "the lead" in shown and "3 cards" in shown
    for hidden in ("W", "Pb", "Tungsten", "Lead", "Sodium"):
        assert hidden not in shown.split() and hidden not in svg.replace("Player", "")
    assert not cells(players_svg(obs)), "no take cells outside Element of Surprise"


def test_in_play_shows_face_up_cards_and_only_backs_of_others_face_down_cards() -> None:
    game = rigged("Natural/Synthetic/Radioactive", [["Fe", "Sn"], ["U", "Pb"], ["Cl", "K"]])
    play(game, (0, Ask(1)), (1, Play("U")))
    mine = in_play_svg(game.observation(1))
    assert "Uranium" in texts(mine) and "your card, face down" in texts(mine)
    theirs = in_play_svg(game.observation(0))
    assert "Uranium" not in theirs and 'data-symbol="U"' not in theirs
    assert "Player 2: face down" in texts(theirs)
    duel = rigged("Hot Stuff", [["Fe", "Sn"], ["W", "Pb"]])
    play(duel, (0, Ask(1)), (1, Play("W")))
    shown = texts(in_play_svg(duel.observation(0)))
    assert "Tungsten" in shown and "Player 2's card" in shown and "5828 K (5555 \u00b0C)" in shown
    assert in_play_svg(rigged("Add-it", [["Fe"], ["W"]]).observation(0)) == ""


def test_back_of_a_card_shows_nothing_of_the_element() -> None:
    svg = f'<svg xmlns="http://www.w3.org/2000/svg">{back_svg(0, 0, cell="take:1:0")}</svg>'
    assert texts(svg) == ["P"] and cells(svg).keys() == {"take:1:0"}


# ----- Mendeleev's table ---------------------------------------------------------------------
def test_mendeleev_picture_fills_the_cards_on_the_table_and_leaves_the_rest_faint() -> None:
    table = ["Fe", "Co", "Ni", "Ce"]
    found = cells(mendeleev_svg(table))
    assert len(found) == 118
    on = {k for k, e in found.items() if "on" in classes(e)}
    assert on == {"table:Fe", "table:Co", "table:Ni", "table:Ce"}
    assert "first" in classes(found["table:Fe"]), "the Mendeleev card is marked"
    assert all("off" in classes(e) for k, e in found.items() if k not in on)
    shown = texts(mendeleev_svg(table))
    assert {"Lanthanides", "Actinides", "57\u201371", "89\u2013103"} <= set(shown)
    assert "4 cards on the table" in shown


def test_mendeleev_picture_puts_the_lanthanides_in_their_own_row() -> None:
    found = cells(mendeleev_svg(["La", "Ac"]))

    def y(symbol: str) -> float:
        rect = found[f"table:{symbol}"].find(f"{SVG}rect")
        assert rect is not None
        return float(rect.attrib["y"])

    assert y("Ba") < y("Ra") < y("La") < y("Ac") and y("La") - y("Ra") > 36


def test_mendeleev_picture_marks_where_a_chosen_card_would_go() -> None:
    found = cells(mendeleev_svg(["Fe"], selected="Co"))
    assert "target" in classes(found["table:Co"])
    assert lay_hint(["Fe"], "Co") == "Cobalt may be laid, next to iron."
    assert "touches no card" in lay_hint(["Fe"], "Au")
    assert lay_hint(["Fe"], "Fe") == "Iron is already on the Mendeleev table."
    assert lay_hint(["Fe"], None) == ""


def test_a_placeholder_square_is_filled_once_a_card_of_its_row_is_on_the_table() -> None:
    root = ET.fromstring(mendeleev_svg(["Nd", "Ba"], selected="Hf"))
    squares = {"".join(g.itertext()).split(":")[0]: g.attrib["class"]
               for g in root.iter(f"{SVG}g") if "placeholder" in g.attrib.get("class", "")}
    assert squares == {"57–71": "placeholder filled", "89–103": "placeholder"}
    assert lay_hint(["Nd"], "Hf") == ("Hafnium may be laid, next to neodymium through the "
                                      "57–71 square.")


def test_a_restricted_deck_leaves_the_other_squares_blank() -> None:
    deck = [e.symbol for e in elements() if e.z <= 36]
    found = cells(mendeleev_svg(["Fe"], deck))
    assert "out-of-deck" in classes(found["table:Au"])
    assert "out-of-deck" not in classes(found["table:Kr"])


# ----- explaining each turn ------------------------------------------------------------------
def test_the_comparison_sentence_names_both_values_and_the_winner() -> None:
    game = rigged("Big-freeze", [["Sn", "Fe"], ["W", "Pb"]])
    play(game, (0, Ask(1)), (1, Play("W")), (0, Play("Sn")))
    assert game.last is not None
    assert explain(game.last) == ("Tungsten melts at 3687 K = 3414 \u00b0C, tin at 505 K = "
                                  "232 \u00b0C: tin wins Big-freeze, so Player 1 takes both "
                                  "cards.")
    assert turn_results(game.events, Reader(game.names))[-1] == explain(game.last)
    assert explain(game.last, Reader(game.names, 0)).endswith("so you take both cards.")
    assert explain(None) == ""


def test_celsius_is_added_only_to_sentences_about_temperatures() -> None:
    assert with_celsius("Iron has atomic number 26, potassium 19") == (
        "Iron has atomic number 26, potassium 19")
    assert with_celsius("tin boils at 2859 K") == "tin boils at 2859 K = 2586 \u00b0C"


def test_turn_results_are_public_and_skip_wrong_claims() -> None:
    void = Event("compare", None, {"cards": ["Na", "K"], "taker": None, "void": "nobody"})
    events = [
        void,
        Event("draw", 0, {"cards": ["Au"]}, (0,)),
        Event("claim", 1, {"feature": "same period", "right": False}),
        Event("claim", 0, {"feature": "same group", "right": True, "cards": ["Na", "K"]}),
        Event("lay", 0, {"cards": ["Co"], "near": ["Fe"], "via": [], "rule": "neighbour"}),
    ]
    names = ["Ada", "Ben"]
    assert turn_results(events, Reader(names)) == [
        "Nobody named what sodium and potassium share (they are both in group 1): the turn is "
        "void, and the cards go back.",
        "Ada claims 'same group': sodium and potassium are both in group 1, so Ada takes both "
        "cards."]
    assert turn_results(events, Reader(names, 0))[-1].startswith("You claim 'same group'")
    assert len(turn_results([void] * 9, Reader(names), limit=4)) == 4


def test_results_panel_lists_the_newest_first_and_the_end() -> None:
    game = rigged("Atomic Power", [["U"], ["W", "Pb"]])
    play(game, (0, Ask(1)), (1, Play("W")), (0, Play("U")))
    html_text = results_html(game.observation(None), game.events)
    assert "Latest turns" in html_text and "wins Atomic Power" in html_text
    assert "Game over" not in html_text
    game.over, game.winner, game.end_reason = True, 0, "Player 1 holds 10 cards."
    game.stage = "over"
    done = results_html(game.observation(None), game.events)
    assert "Game over! Player 1 wins." in done and "Cards held: Player 1 2, Player 2 1" in done
    assert "Rematch" in done
    assert "wins Atomic Power" in last_text(game)


def test_indicator_marks_this_turns_game_among_the_eleven() -> None:
    text = indicator_html(rigged("Hi-Lo", [["Fe"], ["W"]]).observation(None))
    assert text.count('class="periodyx-game') == 11
    assert '"periodyx-game now"' in text and "\u25b6 4. Hi-Lo" in text
    assert "Player 1</b> leads <b>Hi-Lo</b>" in text


def test_last_turn_record_reads_like_the_log() -> None:
    last = LastTurn(3, "Hot Stuff", 0, "Tin boils at 2859 K, lead at 2022 K: tin wins.")
    assert explain(last) == ("Tin boils at 2859 K = 2586 \u00b0C, lead at 2022 K = 1749 \u00b0C:"
                             " tin wins.")


def test_the_cards_won_are_shown_with_where_they_went() -> None:
    from chemteach.games.periodyx.view import cards_won_svg

    won = LastTurn(0, "Big-freeze", 0, "...", ("W", "Sn"), 1)
    shown = texts(cards_won_svg(won, ["Ada", "Ben"]))
    assert shown.count("to Ben") == 2 and "Tungsten" in shown and "Tin" in shown
    void = LastTurn(0, "Hot Stuff", 0, "...", ("Fr", "Sn"), None)
    assert texts(cards_won_svg(void, ["Ada", "Ben"])).count("turn void") == 2
    assert cards_won_svg(LastTurn(0, "Add-it", 0, "..."), ["Ada", "Ben"]) == ""
    assert cards_won_svg(None, ["Ada"]) == ""


# ----- accessibility and layout (issues 8 and 9) --------------------------------------------
def _texts(group: ET.Element) -> list[str]:
    return ["".join(t.itertext()) for t in group.iter(f"{SVG}text")]


def test_early_bird_cards_never_run_label_and_year_together() -> None:
    """Issue 8, item 4: Early Bird cards printed "Discovered1875 (1800s)"."""
    from chemteach.games.periodyx.compare import YEAR
    from chemteach.games.periodyx.view import STAT_ROOM, stat_line, text_width

    for el in elements():
        for stat in (*HI_LO_STATS, *MATCH_STATS, YEAR):
            for weight in ("normal", "bold"):
                label, value, size = stat_line(el, stat, weight)
                used = text_width(label, size, weight) + text_width(value, size, weight)
                assert used <= STAT_ROOM, (el.symbol, stat, weight, label, value, size)
                assert size >= 8
    tin = ET.fromstring(card_tile("Sn", (YEAR,)))
    label, value, _ = stat_line("Sn", YEAR, "normal")
    assert value.startswith("1") or value == "antiquity"
    assert label in _texts(tin) and value in _texts(tin)


def test_hand_cards_are_named_toggle_buttons_saying_what_a_press_does() -> None:
    """Issue 9, item 3: role, a name with what is there and what a press does, pressed state."""
    root = ET.fromstring(hand_svg(["Fe", "Sn"], "Hi-Lo", selected="Sn"))
    cells = {e.attrib["data-cell"]: e for e in root.iter() if "data-cell" in e.attrib}
    iron, tin = cells["card:Fe"], cells["card:Sn"]
    assert iron.attrib["role"] == tin.attrib["role"] == "button"
    assert iron.attrib["aria-label"].startswith("Iron (Fe), atomic number 26")
    assert iron.attrib["aria-label"].endswith("press to choose it")
    assert iron.attrib["aria-pressed"] == "false" and tin.attrib["aria-pressed"] == "true"
    played = ET.fromstring(hand_svg(["Fe"], "Hi-Lo", press="press to play it", toggle=False))
    card = next(e for e in played.iter() if "data-cell" in e.attrib)
    assert "aria-pressed" not in card.attrib and card.attrib["aria-label"].endswith("play it")


def test_every_mendeleev_square_is_a_named_control_with_its_place() -> None:
    """Issue 9, item 3: the 118 squares take focus (the board does that for data-cell) and
    say what is there and where, so neighbours can be read one after another."""
    root = ET.fromstring(mendeleev_svg(["Fe", "Co"], selected="Ni"))
    squares = {e.attrib["data-cell"]: e for e in root.iter() if "data-cell" in e.attrib}
    assert len(squares) == 118
    assert all(e.attrib["role"] == "button" for e in squares.values())
    assert squares["table:Fe"].attrib["aria-label"] == (
        "Iron (Fe), 26, group 8, period 4: the Mendeleev card, the first card on the table")
    assert squares["table:Co"].attrib["aria-label"].endswith("group 9, period 4: on the table")
    assert squares["table:Ni"].attrib["aria-label"].endswith("where your chosen card would go")
    assert squares["table:Ce"].attrib["aria-label"].startswith("Cerium (Ce), 58, lanthanide")


def test_a_square_pressed_says_whether_its_card_may_be_laid() -> None:
    from chemteach.games.periodyx.view import square_note

    assert square_note(["Fe"], "Fe").startswith("Iron is the Mendeleev card")
    assert square_note(["Fe", "Co"], "Co") == "Cobalt is on the Mendeleev table."
    assert square_note(["Fe"], "Co").startswith("A cobalt card could be laid now, next to iron")
    assert "cannot" in square_note([], "Co") or "empty" in square_note([], "Co")


def test_face_down_cards_to_take_are_named_buttons() -> None:
    from chemteach.games.periodyx.view import back_svg as back

    card = back(0, 0, cell="take:1:0", title="Ben's card 1 of 3 (face down)",
                press="press to take it")
    root = ET.fromstring(f'<svg xmlns="http://www.w3.org/2000/svg">{card}</svg>')
    g = next(e for e in root.iter() if "data-cell" in e.attrib)
    assert g.attrib["aria-label"] == "Ben's card 1 of 3 (face down); press to take it"


def test_not_yet_laid_symbols_reach_aa_contrast() -> None:
    """Issue 9, item 5: #bdbdbd on #fafafa was 1.80:1."""
    from chemteach.palette import AA_TEXT, contrast

    root = ET.fromstring(mendeleev_svg(["Fe"]))
    off = next(e for e in root.iter() if e.attrib.get("data-cell") == "table:Au")
    rect = next(off.iter(f"{SVG}rect"))
    text = next(off.iter(f"{SVG}text"))
    assert contrast(text.attrib["fill"], rect.attrib["fill"]) >= AA_TEXT


def test_pictures_outside_boards_say_what_they_show() -> None:
    """Issue 9, item 7: a text alternative for every picture."""
    tile = ET.fromstring(card_tile("Fe"))
    assert tile.attrib["role"] == "img" and tile.attrib["aria-label"] == "The Iron card"


def test_the_players_picture_says_who_holds_what() -> None:
    from chemteach.games.periodyx import Periodyx

    game = Periodyx(["Ada", "smart"], seed=2)
    root = ET.fromstring(players_svg(game.observation(0), [False, True]))
    assert root.attrib["aria-label"] == (
        "The players: Ada (you), to move: 5 cards, the lead; smart (bot): 5 cards")
