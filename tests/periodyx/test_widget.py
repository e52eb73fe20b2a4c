"""The Periodyx widget, headless: every decision by clicking, hidden hands, the Match race."""

from __future__ import annotations

import asyncio
import html
import xml.etree.ElementTree as ET
from collections.abc import Sequence

import ipywidgets as w

from chemteach.core import state_digest
from chemteach.elements import element
from chemteach.games.periodyx import (
    FEATURES,
    AskLetter,
    Draw,
    Pass,
    Predict,
    Swap,
    Take,
    shared_features,
)
from chemteach.games.periodyx.widget import PeriodyxGame, play

from .helpers import rigged


def table_for(game_name: str, hands: Sequence[Sequence[str]], names: Sequence[str],
              pile_top: Sequence[str] = (), table: Sequence[str] = ("Og",), lead: int = 0,
              rules: dict | None = None, **options) -> PeriodyxGame:
    """A widget around a game arranged so that the named game starts now."""
    game = rigged(game_name, hands, pile_top, table, lead, rules)
    game.names = list(names)
    return PeriodyxGame(game=game, bot_delay=options.pop("bot_delay", 0), **options)


def cells(svg: str) -> dict[str, set[str]]:
    """Every click target of an SVG board and its classes."""
    if not svg:
        return {}
    return {e.attrib["data-cell"]: set(e.attrib.get("class", "").split())
            for e in ET.fromstring(svg).iter() if "data-cell" in e.attrib}


def legal(svg: str) -> list[str]:
    return [k for k, c in cells(svg).items() if "legal" in c]


def shown(table: PeriodyxGame, skip: Sequence[w.Widget] = ()) -> str:
    """Everything on screen now: texts, pictures, labels (only widgets in the page)."""
    out: list[str] = []

    def walk(widget: w.Widget) -> None:
        if widget in skip:
            return
        for attr in ("value", "svg", "description", "tooltip"):
            value = getattr(widget, attr, None)
            if isinstance(value, str):
                out.append(value)
        if isinstance(widget, w.Dropdown | w.ToggleButtons):
            out.extend(str(o) for o in widget.options)
        for child in getattr(widget, "children", ()):
            walk(child)

    walk(table.widget)
    return "\n".join(out)


def plain(text: str) -> str:
    """HTML as the reader sees it (entities such as &#x27; turned back into characters)."""
    return html.unescape(text)


def history(table: PeriodyxGame) -> list:
    return list(table.game.history)


HANDS4 = [["Sn", "Fe", "Cl", "K"], ["Cu", "Pb", "Na", "Ca"]]


# ----- one person against a bot: each game by clicking -----------------------------------------
def test_atomic_power_choose_a_player_then_click_a_card() -> None:
    table = play(["Ada", "smart"], seed=3, bot_delay=0)
    assert "<b>Ada</b>, you lead <b>Atomic Power</b>" in table.prompt.value
    asks = [b.description for b in table.ask_row.children]
    assert asks == ["Ask smart"] and table.ask_row in table.controls.children
    table.ask_row.children[0].click()
    named = table.game.face_up[1]
    assert f"names <b>{element(named).name.lower()}</b>" in table.prompt.value
    assert element(named).name in table.in_play.value, "the named card is face up for all"
    card = legal(table.hand_board.svg)[0]
    table.hand_board.click(card)
    assert history(table)[2] == (0, table.game.history[2][1])
    assert "wins Atomic Power" in table.results.value
    assert "periodyx-last-turn" in table.results.value


def test_hi_lo_click_a_card_pick_a_stat_and_bet() -> None:
    table = table_for("Hi-Lo", HANDS4, ["Ada", "smart"], pile_top=["W"])
    assert table.stat in table.controls.children and table.bet_row in table.controls.children
    assert [table.higher.description, table.lower.description] == ["Higher \u25b2",
                                                                     "Lower \u25bc"]
    table.higher.click()
    assert table.status.text == "Click one of your cards first, then press Higher."
    table.hand_board.click("card:Sn")
    assert table.selected == "Sn" and "selected" in cells(table.hand_board.svg)["card:Sn"]
    assert "Melts" in table.hand_board.svg, "the tiles show every Hi-Lo stat"
    table.stat.value = "melting_point_k"
    table.higher.click()
    assert history(table)[0] == (0, Predict("Sn", "melting_point_k", True))
    assert ("tungsten's is 3687 K = 3414 \u00b0C: right, so you take both cards"
            in plain(table.results.value))


def test_early_bird_bets_earlier_or_later() -> None:
    hands = [["O", "Fe", "Cl", "K"], ["W", "Pb", "Na", "Ca"]]
    table = table_for("Early Bird", hands, ["Ada", "smart"], pile_top=["Au"])
    assert table.stat not in table.controls.children, "Early Bird always bets on the year"
    assert [table.higher.description, table.lower.description] == ["Later \u25b2",
                                                                     "Earlier \u25bc"]
    table.hand_board.click("card:O")
    assert "1774 (1700s)" in table.hand_board.svg
    table.lower.click()
    assert history(table)[0] == (0, Predict("O", "year_discovered", False))
    assert "gold has been known since antiquity: right" in table.results.value


def test_a_2_z_pick_a_letter_and_ask() -> None:
    table = table_for("A-2-Z", HANDS4, ["Ada", "smart"])
    assert table.letter in table.ask_row.children
    table.letter.value = "S"  # sodium begins with S
    table.ask_row.children[-1].click()
    assert history(table)[0] == (0, AskLetter(1, "S"))
    assert "smart hands over sodium" in table.results.value


def test_add_it_takes_the_top_card() -> None:
    table = table_for("Add-it", HANDS4, ["Ada", "smart"], pile_top=["Au"])
    table.draw_button.click()
    assert history(table)[0] == (0, Draw())
    assert "Au" in table.game.hands[0] or table.game.is_over()


def test_element_of_surprise_click_a_face_down_card_of_another_player() -> None:
    table = table_for("Element of Surprise", HANDS4, ["Ada", "smart"])
    takes = legal(table.players_board.svg)
    assert takes == ["take:1:0", "take:1:1", "take:1:2", "take:1:3"], "only others' cards"
    table.players_board.click("take:1:2")
    assert history(table)[0] == (0, Take(1, 2))
    assert "You take a card, unseen, from smart's hand." in plain(table.results.value)


def test_natural_synthetic_radioactive_face_down() -> None:
    hands = [["Fe", "Sn", "Cl", "K"], ["U", "Pb", "Np", "Ca"]]
    table = table_for("Natural/Synthetic/Radioactive", hands, ["Ada", "smart"])
    table.ask_row.children[0].click()
    assert "smart: face down" in table.in_play.value, "the bot has laid its card"
    bot_card = table.game.face_down[1]
    assert element(bot_card).name not in table.in_play.value
    assert "click the card you lay face down" in table.prompt.value
    table.hand_board.click("card:Fe")
    assert "Iron is natural and stable" in table.results.value


# ----- the Mendeleev table, the swap and friendly refusals ------------------------------------
def test_lay_a_card_on_the_mendeleev_table() -> None:
    hands = [["Co", "Au", "Sn", "U"], ["W", "Pb", "Na", "Ca"]]
    table = table_for("Atomic Power", hands, ["Ada", "smart"], table=["Fe"])
    table.hand_board.click("card:Co")
    assert "target" in cells(table.mendeleev.svg)["table:Co"]
    assert "Cobalt may be laid, next to iron." in table.lay_note.value
    table.lay_button.click()
    assert table.game.table.cards == ["Fe", "Co"] and len(table.game.hands[0]) == 5
    assert table.status.text.startswith("You lay cobalt on the table.")
    assert any("You lay cobalt on the Mendeleev table, next to iron" in line
               for line in table.log.lines)
    assert "on" in cells(table.mendeleev.svg)["table:Co"]
    assert table.selected is None and table.game.lead == 0, "the turn has not started yet"


def test_illegal_lay_gives_the_engines_reason_and_changes_nothing() -> None:
    hands = [["Co", "Au", "Sn", "U"], ["W", "Pb", "Na", "Ca"]]
    table = table_for("Atomic Power", hands, ["Ada", "smart"], table=["Fe"])
    before = state_digest(table.game)
    table.lay_button.click()
    assert table.status.text == "Click one of your cards first, then press Lay on the table."
    table.hand_board.click("card:Au")
    table.lay_button.click()
    assert table.status.kind == "error"
    assert table.status.text.startswith("Gold (period 6, group 11) touches no card on the "
                                        "Mendeleev table")
    table.click("card:Og")
    assert table.status.text == "That card is not in your hand."
    table.click("nonsense")
    assert table.status.text == "'nonsense' is not a card you can click."
    table.claim(0, FEATURES[0])
    assert table.status.text.startswith("Claims are made only in the Match race")
    assert state_digest(table.game) == before and table.game.history == []


def test_swap_an_n_k_card_when_the_rules_allow_it() -> None:
    hands = [["He", "Au", "Sn", "U"], ["W", "Pb", "Na", "Ca"]]
    table = table_for("Atomic Power", hands, ["Ada", "smart"], pile_top=["Cu"])
    assert table.swap_button in table.lay_row.children
    table.hand_board.click("card:Au")
    table.swap_button.click()
    assert table.status.text == "Gold has no N/K on its card, so it cannot be swapped."
    table.hand_board.click("card:He")
    table.swap_button.click()
    assert history(table) == [(0, Swap("He"))] and "Cu" in table.game.hands[0]
    off = table_for("Atomic Power", hands, ["Ada", "smart"], rules={"nk_swap": False})
    assert off.swap_button not in off.lay_row.children


def test_clicks_while_a_bot_decides_are_refused() -> None:
    async def main() -> PeriodyxGame:
        table = play(["smart", "Ada"], seed=5, bot_delay=5)
        table.click(f"card:{table.game.hands[1][0]}")
        return table

    table = asyncio.run(main())
    assert table.status.text == "Wait a moment: it is smart's turn."
    assert table.game.history == []


# ----- hot seat: hidden hands and the pass screen ---------------------------------------------
def names_of(symbols: Sequence[str]) -> list[str]:
    return [element(s).name for s in symbols]


def test_hot_seat_shows_only_the_hand_of_the_person_deciding() -> None:
    table = play(["Ada", "Ben"], seed=4, bot_delay=0)
    ada, ben = list(table.game.hands[0]), list(table.game.hands[1])
    assert table.pass_device.covered and table.pass_device.name == "Ada"
    assert table.hand_board.svg == "" and table.viewer() is None
    screen = shown(table, skip=[table.mendeleev])
    assert not any(n in screen for n in names_of(ada + ben)), "nobody's cards while covered"
    table.click(f"card:{ada[0]}")
    assert table.status.text == "Pass the device to Ada first."

    table.pass_device.button.click()
    screen = shown(table, skip=[table.mendeleev])
    assert all(f'data-cell="card:{s}"' in table.hand_board.svg for s in ada)
    assert not any(n in screen for n in names_of(ben)), "Ben's cards stay hidden"
    assert f"Your cards: {', '.join(n.lower() for n in names_of(ada))}"[:20] in screen

    table.ask_row.children[0].click()  # Ada asks Ben: now Ben must name a card
    assert table.pass_device.covered and table.pass_device.name == "Ben"
    screen = shown(table, skip=[table.mendeleev])
    assert table.hand_board.svg == ""
    assert not any(n in screen for n in names_of(ada + ben))
    table.pass_device.button.click()
    assert all(f'data-cell="card:{s}"' in table.hand_board.svg for s in ben)
    assert not any(n in shown(table, skip=[table.mendeleev]) for n in names_of(ada))
    table.hand_board.click(f"card:{ben[0]}")
    assert table.pass_device.covered and table.pass_device.name == "Ada"


def test_hot_seat_undo_never_uncovers_another_players_hand() -> None:
    table = play(["Ada", "Ben"], seed=4, bot_delay=0)
    ada = list(table.game.hands[0])
    table.pass_device.button.click()
    table.ask_row.children[0].click()  # Ada asks Ben: now Ben must name a card
    table.pass_device.button.click()  # Ben takes the device and sees his hand
    table.buttons.undo.click()  # Ben takes back Ada's move: Ada must decide again
    assert table.pass_device.covered and table.pass_device.name == "Ada"
    assert table.hand_board.svg == ""
    assert not any(n in shown(table, skip=[table.mendeleev]) for n in names_of(ada))


def test_undo_under_the_cover_never_draws_for_the_person_the_cover_names() -> None:
    """Review: Undo pressed while the cover named Ben took the cover away by "revealing" it,
    which drew Ben's hand (and news worded for him) into the synced state for a moment."""
    table = play(["Ada", "Ben"], seed=4, bot_delay=0)
    ben = list(table.game.hands[1])
    table.pass_device.button.click()
    table.ask_row.children[0].click()  # Ada asks Ben: the cover names Ben
    assert table.pass_device.covered and table.pass_device.name == "Ben"
    sent: list[str] = []
    table.hand_board.observe(lambda change: sent.append(change["new"]), names="svg")
    table.status.widget.observe(lambda change: sent.append(str(change["new"])), names="value")
    table.buttons.undo.click()
    assert table.pass_device.covered and table.pass_device.name == "Ada"
    assert not any(f'data-cell="card:{s}"' in text for text in sent for s in ben), \
        "Ben's hand reached the page during Undo"
    assert not any("asks you" in text for text in sent), "news worded for Ben during Undo"


def test_no_pass_screen_with_one_person_and_bots() -> None:
    table = play(["Ada", "smart", "random"], seed=4, bot_delay=0)
    assert not table.pass_device.covered and table.viewer() == 0


# ----- the Match race -----------------------------------------------------------------------
MATCH_HANDS = [["Na", "Fe", "Sn", "Cl"], ["K", "W", "Pb", "Ca"], ["Ne", "Au", "Zn", "Mg"]]


def open_race(table: PeriodyxGame, lead_card: str = "Na") -> tuple[str, str]:
    table.ask_row.children[0].click()  # ask the player on the left
    table.hand_board.click(f"card:{lead_card}")
    if table.pass_device.covered:
        table.pass_device.button.click()
        table.hand_board.click(f"card:{table.game.hands[1][0]}")
    assert table.game.people_first(), "the race is open"
    return table.game.face_up[0], table.game.face_up[1]


def claim_buttons(table: PeriodyxGame, player: int) -> dict[str, w.Button]:
    row = table._claim_rows[player]
    assert row in table.race_box.children and table.race_box in table.controls.children
    return {b.description: b for b in row.children[1].children}


def test_match_race_the_person_claims_first_and_wins() -> None:
    table = table_for("Match", MATCH_HANDS[:2], ["Ada", "smart"])
    a, b = open_race(table)
    assert 1 in table.game.to_move() and table.game.history[-1][0] == 1, "the bot waits"
    assert "The bots wait until every person has claimed or passed" in table.prompt.value
    buttons = claim_buttons(table, 0)
    assert list(buttons) == [*FEATURES, "No match / pass"]
    right = shared_features(a, b)[0]
    buttons[right].click()
    assert f"You claim '{right}'" in plain(table.results.value)
    assert a in table.game.hands[0] and b in table.game.hands[0]


def test_match_race_a_wrong_claim_bars_the_person_and_the_bot_then_claims() -> None:
    table = table_for("Match", MATCH_HANDS[:2], ["Ada", "smart"])
    a, b = open_race(table)
    wrong = next(f for f in FEATURES if f not in shared_features(a, b))
    claim_buttons(table, 0)[wrong].click()
    assert f"You claim '{wrong}': wrong, so you are out of this race." in table.log.lines
    assert "so smart takes both cards" in table.results.value, "then the bot got its chance"


def test_match_race_no_match_lets_the_bots_claim() -> None:
    table = table_for("Match", MATCH_HANDS[:2], ["Ada", "smart"])
    open_race(table)
    claim_buttons(table, 0)["No match / pass"].click()
    assert (0, Pass()) in history(table) and "smart claims" in table.results.value


def test_match_race_on_one_screen_for_several_people() -> None:
    table = table_for("Match", MATCH_HANDS, ["Ada", "Ben", "smart"])
    table.pass_device.button.click()
    a, b = open_race(table)
    assert not table.pass_device.covered and table.viewer() is None
    assert table.hand_board.svg == "" and "Hands are hidden" in table.hand_label.value
    hidden = [s for h in table.game.hands for s in h]
    assert not any(n in shown(table, skip=[table.mendeleev]) for n in names_of(hidden))
    claim_buttons(table, 0)
    claim_buttons(table, 1)
    assert table._claim_rows[2] not in table.race_box.children, "bots have no buttons"
    wrong = next(f for f in FEATURES if f not in shared_features(a, b))
    claim_buttons(table, 0)[wrong].click()
    assert table._claim_rows[0] not in table.race_box.children
    assert "Ada said \u2018" in table.race_head.value
    table.claim(0, shared_features(a, b)[0])
    assert table.status.text == "Ada made a wrong claim and is out of this race."
    assert table.game.people_first(), "the bot still waits for Ben"
    claim_buttons(table, 1)[shared_features(a, b)[0]].click()
    assert a in table.game.hands[1] and b in table.game.hands[1]
    assert table.pass_device.covered and table.pass_device.name == "Ben", (
        "everyone watched the race: the next hand is behind the pass screen")


def test_match_race_time_limit_passes_people_who_did_not_claim() -> None:
    async def main() -> PeriodyxGame:
        table = table_for("Match", MATCH_HANDS[:2], ["Ada", "smart"], race_seconds=0.05)
        open_race(table)
        for _ in range(50):
            await asyncio.sleep(0.02)
            if not table.game.people_first():
                break
        return table

    table = asyncio.run(main())
    assert (0, Pass()) in history(table)
    assert table.status.text.startswith("Time is up: Ada passes.")


# ----- whole games, undo, rematch, save and load ----------------------------------------------
def decide(table: PeriodyxGame) -> None:
    """Make the person's decision by clicking whatever the screen offers."""
    if table.pass_device.covered:
        table.pass_device.button.click()
        return
    rows = table.controls.children
    if table.race_box in rows:
        row = next(r for r in table.race_box.children if r is not table.race_head)
        row.children[1].children[-1].click()  # no match / pass
    elif table.ask_row in rows:
        table.ask_row.children[-1].click()
    elif table.draw_button in rows:
        table.draw_button.click()
    elif legal(table.players_board.svg):
        table.players_board.click(legal(table.players_board.svg)[-1])
    elif table.bet_row in rows:
        table.hand_board.click(legal(table.hand_board.svg)[0])
        table.higher.click()
    else:
        table.hand_board.click(legal(table.hand_board.svg)[-1])


def test_a_whole_game_by_clicking_then_rematch() -> None:
    table = play(["Ada", "smart", "random"], seed=21, bot_delay=0)
    moves = 0
    while not table.game.is_over():
        assert moves < 2000, "the game should end"
        before = len(table.game.history)
        decide(table)
        assert table.status.kind != "error", table.status.text
        moves += len(table.game.history) > before
    assert moves > 3
    assert "Game over!" in table.prompt.value and "Rematch" in table.prompt.value
    assert "periodyx-result" in table.results.value
    assert table.game.end_reason in plain(table.results.value)
    assert table.buttons.rematch.layout.display is None
    table.draw()
    assert table.status.text == "The game is over: press Rematch to play again."
    seed = table.game.seed
    table.buttons.rematch.click()
    assert not table.game.is_over() and table.game.seed != seed
    assert table.game.names == ["Ada", "smart", "random"]
    assert "you lead <b>Atomic Power</b>" in table.prompt.value


def test_undo_takes_back_the_persons_move_and_the_bots_replies() -> None:
    table = play(["Ada", "smart"], seed=8, bot_delay=0)
    start = state_digest(table.game)
    decide(table)
    assert table.game.history
    table.buttons.undo.click()
    assert state_digest(table.game) == start and table.status.text == "Took back your last move."


def test_save_and_load_through_the_widget(tmp_path) -> None:
    # (seed 13 ended within six decisions once the f-block could join the main table)
    table = play(["Ada", "smart", "random"], seed=15, bot_delay=0)
    for _ in range(6):
        decide(table)
    text = table.save_text()
    table.saveload.button.click()  # the save file is only in the page once asked for
    assert f'download="{table.saveload.name}"' in table.saveload.link.value
    other = play(["Ada", "smart", "random"], seed=99, bot_delay=0)
    other.load_text(text)
    assert state_digest(other.game) == state_digest(table.game)
    assert other.hand_board.svg == table.hand_board.svg
    assert other.status.text.startswith("Loaded a saved game")
    decide(other)
    path = tmp_path / "periodyx.json"
    path.write_text(text)
    assert state_digest(PeriodyxGame.open(path, bot_delay=0).game) == state_digest(table.game)
    moves = len(other.game.history)
    assert not other.load_text('{"format": "chemteach-save", "version": 1, "game": "polymer"}')
    assert other.status.kind == "error" and len(other.game.history) == moves


# ----- the three endings --------------------------------------------------------------------
def test_ten_cards_wins_at_once() -> None:
    hands = [["H", "He", "Li", "Be", "B", "C", "N", "O", "U"], ["Fe", "Sn", "Cl"]]
    table = table_for("Atomic Power", hands, ["Ada", "smart"])
    table.ask_row.children[0].click()
    table.hand_board.click("card:U")
    assert table.game.is_over() and len(table.game.hands[0]) == 10
    assert "Game over! You win.</b> You hold 10 cards and win at once." in table.results.value
    assert "Game over!" in table.prompt.value and "to Ada" in table.results.value


def test_a_player_without_cards_stops_the_game() -> None:
    table = table_for("Atomic Power", [["U", "Sn", "Cl", "K"], ["Fe"]], ["Ada", "smart"])
    table.ask_row.children[0].click()
    table.hand_board.click("card:U")
    assert table.game.is_over()
    assert ("The game stops because smart has no cards left; you win with 5 cards."
            in table.results.value)


def test_a_draw_the_pile_cannot_serve_stops_the_game() -> None:
    hands = [["Co", "Sn", "Cl", "K"], ["Cu", "Pb", "Na", "Ca"]]
    table = table_for("Atomic Power", hands, ["Ada", "smart"], table=["Fe"])
    table.game.pile = table.game.pile[:1]  # one card left: laying needs two
    table.hand_board.click("card:Co")
    table.lay_button.click()
    assert table.game.is_over() and table.buttons.rematch.layout.display is None
    assert "the draw pile is empty" in table.results.value


def test_the_pass_device_cover_hides_the_hand_only() -> None:
    """Issue 8, item 9: while covered, the players, cards in play, the Mendeleev table,
    scores and the move log stay in view; only the hand and the decision are hidden."""
    table = play(["Ada", "Ben"], seed=4, bot_delay=0)
    assert table.pass_device.covered
    screen = shown(table)
    assert "Pass the device to <b>Ada</b>" in screen
    assert table.players_board.svg and table.players_board.svg in screen
    assert table.mendeleev.svg in screen and "chemteach-seat-table" in screen
    assert "<b>Moves</b>" in screen
    assert table.hand_board not in table.pass_device.widget.children
    assert table.pass_device.content.children == (table.controls, table.hand_label,
                                                  table.hand_board)


def test_rematch_starts_with_a_clean_status_line() -> None:
    """Issue 8, item 8: the new game's line is not skipped because of an old error."""
    table = play(["Ada", "smart"], seed=4, bot_delay=0)
    table.lay()
    assert table.status.kind == "error"
    table.rematch()
    assert table.status.kind == "ok" and table.status.text.startswith("New game!")
