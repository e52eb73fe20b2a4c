"""The Bond! widget, headless: clicks on cards and buttons play the game; hands stay private."""

import asyncio
import re

import ipywidgets as w

from chemteach.core import state_digest
from chemteach.games.bond import Bond, Declare, Discard
from chemteach.games.bond.widget import (
    BondGame,
    MoleculeWorkshop,
    card_index,
    describe_discard,
    play,
    split_workshop,
)
from chemteach.widgets import SvgBoard
from chemteach.widgets.keyguard import KeyGuard
from chemteach.widgets.status import FOCUS_FIRST, GAME_AREA

from .helpers import rigged

PLAYERS = ["Ada", "strong", "strong", "random"]
QUIET_SEED = 8  # with these players nobody declares Bond! on the first turn


def shown_text(widget: w.Widget) -> str:
    """Everything the page shows: HTML, SVG boards and button labels of displayed widgets."""
    if widget.layout.display == "none":
        return ""
    if isinstance(widget, SvgBoard):
        return widget.svg
    if isinstance(widget, w.Box):
        return "".join(shown_text(child) for child in widget.children)
    if isinstance(widget, w.HTML):
        return widget.value
    if isinstance(widget, w.Button):
        return widget.description
    return ""


def hand_title(name: str) -> str:
    return f"Your hand ({name}):"


def click_cards(table: BondGame, cards) -> None:
    """Click these cards of the hand on screen, as a student would."""
    hand, chosen = list(table.hand), []
    for card in cards:
        index = next(i for i, c in enumerate(hand) if c == card and i not in chosen)
        chosen.append(index)
        table.hand_board.click(f"hand-{index}")


def test_a_whole_turn_by_clicking_keep_playing_a_card_and_discard():
    table = play(PLAYERS, seed=QUIET_SEED, bot_delay=0)
    assert "<b>Ada</b>: declare <b>Bond!</b>" in table.prompt.value
    assert table.keep_button.layout.display is None and table.discard_row.layout.display == "none"
    hand = table.hand
    assert hand_title("Ada") in table.hand_board.svg and len(hand) == 8
    table.keep_button.click()
    assert table.game.phase == "discard" and table.discard_row.layout.display is None
    assert "Turn 1: nobody declares Bond!; everyone discards." == table.status.text
    table.hand_board.click("hand-0")
    assert table.selected_cards == [hand[0]]
    assert 'class="card' in table.hand_board.svg and " selected" in table.hand_board.svg
    assert "you may discard this" in table.selection_line.value
    table.discard_button.click()
    assert table.status.kind != "error", table.status.text
    assert (0, Declare(False)) in table.game.history
    assert (0, Discard((hand[0],))) in table.game.history
    assert table.game.turn == 2 and table.game.phase == "declare"
    pile = table.game.pile
    assert hand[0] in pile and len(pile) == sum(len(c) for c in table.game.last_discards.values())
    assert f'data-cell="pile-{len(pile) - 1}"' in table.pile_board.svg
    assert "Last discards:</b> Ada: " + hand[0] in table.info.value
    assert table.selected_cards == [] and len(table.hand) == 8


def test_clicking_a_selected_card_again_puts_it_back():
    table = play(PLAYERS, seed=QUIET_SEED, bot_delay=0)
    table.keep_button.click()
    table.hand_board.click("hand-2")
    table.hand_board.click("hand-5")
    table.hand_board.click("hand-2")
    assert table.selected_cards == [table.hand[5]]
    table.clear_button.click()
    assert table.selected_cards == [] and " selected" not in table.hand_board.svg


def test_an_illegal_selection_gets_the_engines_reason_and_changes_nothing():
    table = play(PLAYERS, seed=QUIET_SEED, bot_delay=0)
    table.keep_button.click()
    before = state_digest(table.game)
    table.discard_button.click()
    assert table.status.kind == "error" and table.status.text.startswith(
        "Click the cards you want to discard first")
    click_cards(table, ["H", "C"])  # two cards, but no molecule of the hint book
    assert "Discard one card, the cards of one hint-book molecule" in table.selection_line.value
    table.discard_button.click()
    assert table.status.kind == "error"
    assert table.status.text == ("Discard one card, the cards of one hint-book molecule, or 1 "
                                 "to 4 catalyst rings.")
    assert "\n" not in table.status.text and "Traceback" not in table.status.text
    assert state_digest(table.game) == before
    assert table.selected_cards == ["H", "C"]  # kept, so the student can fix it
    table.hand_board.click("hand-99")
    assert table.status.text == "There is no such card in your hand."
    table.pile_board.click("pile-0")
    assert table.status.kind == "error" and state_digest(table.game) == before


def test_a_hint_book_molecule_may_be_discarded_whole():
    game = rigged(["H H O C C N ring Kr", "H H H H H H H ring"])
    game.names = ["Ada", "strong"]
    table = BondGame(game=game, bot_delay=0)
    table.keep_button.click()
    assert table.game.phase == "discard"  # a poor hand: the bot keeps playing too
    click_cards(table, ["H", "H", "O"])
    assert "the molecule water (H H O): you may discard this" in table.selection_line.value
    table.discard_button.click()
    assert "You discard the molecule water (H2O)." in table.game.narrate(0)
    assert "Ada discards the molecule water (H2O)." in table.game.narrate(1)
    assert len(table.hand) == 8  # three cards drawn for the three discarded


def test_buttons_out_of_turn_say_why_and_change_nothing():
    table = play(PLAYERS, seed=QUIET_SEED, bot_delay=0)
    before = state_digest(table.game)
    table.discard_button.click()
    assert table.status.text.startswith("First decide: Bond! or Keep playing")
    table.deck_button.click()
    assert table.status.kind == "error" and state_digest(table.game) == before


def test_hot_seat_shows_only_the_hand_of_the_person_holding_the_device():
    table = play(["Ada", "Ben", "strong"], seed=4, bot_delay=0)
    ada, ben = table.game.observation(0).hand, table.game.observation(1).hand
    assert table.pass_device.covered and table.pass_device.name == "Ada"
    page = shown_text(table.widget)
    assert "Pass the device to <b>Ada</b>" in page
    assert 'data-cell="hand-' not in page and table.hand_board.svg == ""  # not even in the model
    table.pass_device.button.click()
    page = shown_text(table.widget)
    assert hand_title("Ada") in page and hand_title("Ben") not in page
    assert table.hand == ada
    table.keep_button.click()
    # Ada has decided; Ben decides at the same time, hidden: the screen covers for him
    assert table.pass_device.covered and table.pass_device.name == "Ben"
    page = shown_text(table.widget)
    assert "Pass the device to <b>Ben</b>" in page and hand_title("Ada") not in page
    assert table.hand_board.svg == "" and "keep playing" not in page
    table.keep_button.click()  # a press behind the cover does nothing
    assert table.status.text == "Pass the device to Ben first."
    table.pass_device.button.click()
    page = shown_text(table.widget)
    assert hand_title("Ben") in page and hand_title("Ada") not in page and table.hand == ben


def test_hot_seat_covers_between_every_decision_of_a_whole_match():
    table = play(["Ada", "Ben", "strong"], seed=7, bot_delay=0)
    steps = 0
    while not table.game.is_over() and steps < 600:
        steps += 1
        page = shown_text(table.widget)
        assert 'data-cell="hand-' not in page or not table.pass_device.covered
        if table.showing_results:  # public: every hand is shown at scoring
            assert table.pass_device.widget.layout.display == "none"
            table.next_button.click()
            continue
        if table.pass_device.covered:
            assert "Pass the device to" in page
            table.pass_device.button.click()
            continue
        viewer = table.viewer()
        for p, name in enumerate(["Ada", "Ben"]):
            assert (hand_title(name) in page) == (p == viewer and not table.showing_results)
        play_one_decision(table, bond_from_turn=2)
    assert table.game.is_over()


def play_one_decision(table: BondGame, bond_from_turn: int = 1) -> None:
    """Make the decision on screen by clicking, the simple way a test player does."""
    if table.showing_results:
        table.next_button.click()
        return
    obs = table.observation()
    me = obs.player
    assert me is not None and me in obs.to_move, (obs.phase, obs.to_move, me)
    if obs.phase == "declare":
        (table.bond_button if obs.turn >= bond_from_turn else table.keep_button).click()
    elif obs.phase == "block":
        table.block_buttons[0].click()
    elif obs.phase == "discard":
        click_cards(table, table.game.legal_actions(me)[0].cards)
        table.discard_button.click()
    elif obs.rings_to_resolve:
        table.pile_board.click(f"pile-{len(obs.pile) - 1}")
    elif obs.picks_to_make:
        table.pick_board.click("deck-0")
    assert table.status.kind != "error", table.status.text


def test_catalyst_rings_take_cards_from_the_pile_or_the_deck():
    game = rigged(["ring ring H H C C O Kr", "H H H H H H H ring"], pile="N F")
    game.names = ["Ada", "strong"]
    table = BondGame(game=game, bot_delay=0)
    table.keep_button.click()
    assert table.game.phase == "discard"
    click_cards(table, ["ring", "ring"])
    table.discard_button.click()
    assert table.game.drawing == 0 and "click a card of the discard pile" in table.prompt.value
    assert table.deck_button.layout.display is None
    assert 'class="card atom card-N legal" data-cell="pile-0"' in table.pile_board.svg
    before = len(table.game.deck)
    table.pile_board.click("pile-0")  # take the nitrogen
    assert table.game.hands[0]["N"] == 1 and "N" not in table.game.pile
    table.deck_button.click()
    assert len(table.game.deck) < before and table.game.phase == "declare"
    assert table.deck_button.layout.display == "none"


def test_a_scythe_blocks_a_bond_over_a_shield_and_picks_a_card_from_the_deck():
    game = rigged(["F H H C C O O ring", "N N H H H H O Ar"])
    game.names = ["Ada", "strong"]
    table = BondGame(game=game, bot_delay=0)
    table.keep_button.click()  # strong declares on a 20-point hand holding argon
    assert table.game.phase == "block"
    assert "strong</b> declared Bond! holding a noble-gas shield" in table.prompt.value
    assert "bond-declared" in table.declared.value and "card-Ar" in table.declared.value
    labels = [b.description for b in table.block_buttons]
    assert labels == ["Let Bond! stand", "Block strong"]
    table.block_buttons[1].click()
    assert table.game.phase == "discard" and "fluorine scythe" in table.status.text
    click_cards(table, ["ring"])
    table.discard_button.click()
    assert table.game.rings_left == 1 and "for each catalyst ring" in table.prompt.value
    table.deck_button.click()  # the ring first, then the blocker's reward
    assert table.game.picks_left == 1 and "click the card you want" in table.prompt.value
    assert table.deck_button.layout.display == "none"
    cards = [c for c in table.pick_board.svg.split('data-card="')[1:]]
    assert len(cards) >= 5
    table.pick_board.click("deck-0")
    assert table.status.kind != "error" and table.game.phase in ("declare", "over")


def test_scoring_shows_every_molecule_and_lets_the_student_split_their_hand():
    game = rigged(["H H C N O O H H", "C C H H O N N Kr"])
    game.names = ["Ada", "random"]
    table = BondGame(game=game, bot_delay=0)
    table.bond_button.click()
    assert table.showing_results and table.results.layout.display is None
    assert table.pass_device.widget.layout.display == "none"
    assert "Round 1 of 2 is over" in table.results_head.value
    assert "bond-totals" in table.results_head.value
    workshop = table.workshop
    assert workshop is not None and workshop.cards == tuple("H H H H C N O O".split())
    assert "Every hand's best split is shown after" in table.all_hands.value
    assert f"scores <b>{workshop.best.points} points" in workshop.head.value
    # the student's own split: H-C≡N, then the rest
    for i in (0, 4, 5):  # H, C, N
        workshop.board.click(f"split-{i}")
    assert workshop.check.value.endswith(
        "valid: H\u2013C\u2261N, hydrogen cyanide, 7 points</span>")
    workshop.make_button.click()
    assert '>M1</text>' in workshop.board.svg and "hydrogen cyanide" in workshop.mine.value
    workshop.board.click("split-1")
    workshop.board.click("split-6")
    assert "s check: an odd number of bonding electrons (3)" in workshop.check.value  # OH
    assert "not a molecule" not in workshop.check.value  # a real radical (issue 20 item 9)
    workshop.board.click("split-2")
    workshop.board.click("split-3")
    workshop.board.click("split-7")  # H H H O O: an odd number of bonding electrons
    assert "not a molecule: an odd number of bonding electrons" in workshop.check.value
    assert not workshop.make_molecule() and "Not made: not a molecule" in workshop.check.value
    workshop.board.click("split-3")  # H H O O: hydrogen peroxide
    assert "hydrogen peroxide" in workshop.check.value
    workshop.make_button.click()
    assert workshop.total == 7 + 8 - 2 and "total 13 points" in workshop.mine.value
    workshop.best_button.click()
    best = workshop.best.points
    assert f"Your split: <b>13 points</b>; the best split: <b>{best} points</b>" in \
        workshop.comparison.value
    assert "bond-best" in workshop.comparison.value and "<svg" in workshop.comparison.value
    assert "Every hand, split the best way" in table.all_hands.value
    assert table.all_hands.value.count("bond-result-hand") == 2
    assert "points</b>" in table.all_hands.value and "bond-molecule" in table.all_hands.value
    table.next_button.click()
    assert not table.showing_results and table.game.round == 2
    assert table.pass_device.widget.layout.display is None and len(table.hand) == 8


def test_another_players_hand_can_be_split_at_scoring():
    game = rigged(["H H C N O O H H", "C C H H O N N Kr"])
    game.names = ["Ada", "random"]
    table = BondGame(game=game, bot_delay=0)
    table.bond_button.click()
    table.hand_choice.value = 1
    assert table.workshop.cards == tuple("H H C C N N O Kr".split())
    assert "Split random's hand into molecules" in table.workshop.head.value


def test_a_whole_match_to_the_end_then_rematch():
    table = play(["Ada", "strong", "random"], seed=5, bot_delay=0)
    steps = 0
    while not table.game.is_over() and steps < 500:
        steps += 1
        play_one_decision(table, bond_from_turn=3)
    assert table.game.is_over() and table.showing_results
    assert "The match is over!" in table.results_head.value
    assert table.next_button.layout.display == "none"
    assert table.buttons.rematch.layout.display is None
    assert table.results_head.value.count("Round ") >= 3
    table.next_button.click()
    assert "press Rematch" in table.status.text
    table.keep_button.click()
    assert table.status.kind == "error" and "The match is over" in table.status.text
    old_seed = table.game.seed
    table.buttons.rematch.click()
    assert not table.game.is_over() and table.game.seed != old_seed
    assert not table.showing_results and table.results.layout.display == "none"
    assert len(table.hand) == 8


def test_undo_from_the_results_takes_back_the_bond():
    game = Bond(["Ada", "random"], seed=3)
    table = BondGame(game=game, bot_delay=0)
    table.bond_button.click()
    assert table.showing_results
    table.buttons.undo.click()
    assert not table.showing_results and table.game.round == 1
    assert [p for p, _ in table.game.history] == [1]  # the bot's hidden choice stays


def test_bots_decide_by_themselves_with_a_short_visible_delay():
    async def main():
        table = play(PLAYERS, seed=QUIET_SEED, bot_delay=0.01)
        assert "is thinking" in table.status.text and table.game.history == []
        table.keep_button.click()  # a person may decide while the bots are thinking
        for _ in range(200):
            await asyncio.sleep(0.01)
            if table.game.phase == "discard" and not table.busy:
                break
        return table

    table = asyncio.run(main())
    assert table.game.phase == "discard" and table.match.people_to_move() == [0]
    assert [p for p, _ in table.game.history] == [0, 1, 2, 3, 1, 2, 3]  # bots discarded too
    assert table.discard_row.layout.display is None


def test_save_and_load_through_the_widget(tmp_path):
    table = play(PLAYERS, seed=QUIET_SEED, bot_delay=0)
    table.keep_button.click()
    click_cards(table, [table.hand[0]])
    table.discard_button.click()
    text = table.save_text()
    table.saveload.button.click()  # the save file is only in the page once asked for
    assert f'download="{table.saveload.name}"' in table.saveload.link.value
    other = play(PLAYERS, seed=99, bot_delay=0)
    other.load_text(text)
    assert state_digest(other.game) == state_digest(table.game)
    assert other.hand == table.hand and other.hand_board.svg == table.hand_board.svg
    other.keep_button.click()
    assert other.status.kind != "error"
    path = tmp_path / "bond.json"
    path.write_text(text)
    opened = BondGame.open(path, bot_delay=0)
    assert state_digest(opened.game) == state_digest(table.game)
    assert not other.load_text('{"format": "chemteach-save", "version": 1, "game": "polymer"}')
    assert other.status.kind == "error"


def test_the_split_workshop_alone():
    workshop = split_workshop("H H O Ar ring C H H H H")
    assert workshop.check_text() == "Click cards to put them together in a molecule."
    workshop.click("split-8")
    assert workshop.check_text() == "not a molecule: the argon shield is a noble gas: it stays " \
        "on its own (and scores +1 pt anyway)"
    workshop.click("split-8")
    workshop.click("nonsense")
    assert "is not one of these cards" in workshop.check.value
    assert workshop.total == 1 - 2 * 9
    workshop.break_up()
    assert workshop.groups == []


def test_the_molecule_workshop_checks_typed_and_clicked_atoms():
    shop = MoleculeWorkshop("C2H6O")
    assert "<b>2</b> structural isomers" in shop.output.value
    shop.set("")
    for atom in "CHHHH":
        shop.atom_buttons[atom].click()
    assert shop.text.value == "CH4" and "<b>1</b> structural isomer " in shop.output.value
    shop.atom_buttons["H"].click()
    assert shop.text.value == "CH5" and "not a molecule: an odd number" in shop.output.value
    shop.text.value = "xyz"
    assert "cannot read the formula" in shop.output.value
    shop.clear_button.click()
    assert shop.text.value == "" and "Type atoms" in shop.output.value


def test_the_split_workshop_says_when_an_index_is_out_of_range():
    workshop = split_workshop("H H O")
    workshop.click("split-7")
    assert "There is no card 7 here: the cards are numbered 0 to 2." in workshop.check.value
    assert "already in a molecule" not in workshop.check.value
    workshop.click(-1)
    assert "There is no card -1 here" in workshop.check.value
    for i in range(3):
        workshop.click(i)
    workshop.make_molecule()
    workshop.click(0)
    assert "already in a molecule" in workshop.check.value


def test_the_split_workshop_refuses_too_many_or_unknown_cards_in_one_line():
    big = split_workshop("H " * 1000)
    shown = [c for c in big.widget.children if not isinstance(c, KeyGuard)]
    assert big.cards == () and shown == [big.head]  # and the key guard, which shows nothing
    assert "That is 1000 cards: the split workshop takes at most 24" in big.head.value
    odd = split_workshop("H H X")
    assert "&#x27;X&#x27; is not a Bond! card" in odd.head.value
    assert split_workshop("H " * 24).problem is None


def test_the_split_workshop_notes_real_compounds_that_need_charges():
    workshop = split_workshop("C O H H")
    workshop.click("split-2")
    workshop.click("split-3")  # C and O
    assert "Carbon monoxide exists, but its real structure needs + and" in workshop.check.value
    assert not workshop.make_molecule()
    assert "Not made: not a molecule: carbon needs 4 bonds" in workshop.check.value
    assert workshop.check.value.endswith("do not have.</span>")


def test_bond_game_methods_refuse_bad_input_with_a_friendly_line():
    table = play(PLAYERS, seed=QUIET_SEED, bot_delay=0)
    before = state_digest(table.game)
    assert table.declare("no") is False  # a truthy string is not a decision
    assert table.status.kind == "error" and "declare(True) declares Bond!" in table.status.text
    assert table.declare(None) is False and state_digest(table.game) == before
    for bad in (None, "1", 1.5, [True], ["strong"]):
        assert table.block(bad) is False, bad
        assert table.status.kind == "error" and "block([1])" in table.status.text, bad
    assert table.block([9]) is False and table.status.text == (
        "There is no seat 9: the seats are numbered 0 to 3.")
    assert table.block([]) is False and table.status.kind == "error"  # not the time to block
    table.next_round()  # nothing to put away: the round is being played
    assert table.status.kind == "error" and "still being played" in table.status.text
    assert "new cards" not in table.status.text
    assert state_digest(table.game) == before and not table.showing_results
    assert table.declare(False) is True and table.game.phase == "discard"


def test_block_from_a_notebook_cell_takes_a_seat_number():
    game = rigged(["F H H C C O O ring", "N N H H H H O Ar"])
    game.names = ["Ada", "strong"]
    table = BondGame(game=game, bot_delay=0)
    table.keep_button.click()
    assert table.game.phase == "block"
    assert table.block(None) is False and table.game.phase == "block"
    assert table.block(1) is True  # the same as block([1])
    assert table.game.phase == "discard" and "fluorine scythe" in table.status.text


def test_the_molecule_workshop_refuses_a_billion_atoms_at_once():
    shop = MoleculeWorkshop("H999999999")
    assert "at most 40 atoms" in shop.output.value and "\n" not in shop.output.value
    shop.set("C20H42")
    assert "That is 62 atoms" in shop.output.value
    shop.atom_buttons["H"].click()  # adding to it stays refused, quickly
    assert shop.text.value == "C20H43" and "That is 63 atoms" in shop.output.value
    shop.set("C4H10")
    assert "<b>2</b> structural isomers" in shop.output.value and "hypothetical" not in \
        shop.output.value.replace("not marked known or hypothetical", "")


def test_small_helpers():
    assert card_index("hand-3", "hand") == 3 and card_index(2, "pile") == 2
    assert describe_discard(["O", "H", "H"]) == "the molecule water (H H O)"
    assert describe_discard(["ring", "ring"]) == "2 catalyst rings"
    assert describe_discard(["C"]) == "C"


# ----- issue 7 and 8 regressions ------------------------------------------------------------
def all_synced_text(table: BondGame) -> str:
    """Every string in every widget of the table, shown or not."""
    return " ".join(str(getattr(x, name)) for x in table.widgets() for name in x.keys
                    if isinstance(getattr(x, name), str))


def test_the_results_screen_holds_no_hand_of_the_next_round():
    """Issue 7, item 2: Ben's Bond! ends round 1 and Ben decides first in round 2; while the
    public results are up, no widget holds Ben's new hand (not even hidden by CSS)."""
    table = BondGame(["Ada", "Ben"], seed=QUIET_SEED, rules={"rounds": 2}, bot_delay=0)
    for _ in range(2):
        if table.pass_device.covered:
            table.pass_device.button.click()
        table.bond_button.click()
    assert table.showing_results and table.game.round == 2
    assert table.hand_board.svg == "" and table.viewer() is None
    assert hand_title("Ben") not in all_synced_text(table)
    assert hand_title("Ada") not in all_synced_text(table)
    table.next_button.click()
    assert table.pass_device.covered and hand_title("Ben") not in all_synced_text(table)


def test_the_pass_device_cover_hides_the_hand_only():
    """Issue 8, item 9: scores, the discard pile and the move log stay in view."""
    table = BondGame(["Ada", "Ben"], seed=QUIET_SEED, bot_delay=0)
    table.pass_device.button.click()
    table.keep_button.click()
    assert table.pass_device.covered and table.status.kind != "error"
    page = shown_text(table.widget)
    assert "Pass the device to <b>Ben</b>" in page
    assert "chemteach-seat-table" in page and "<b>Moves</b>" in page and "Deck:" in page
    assert hand_title("Ada") not in page and hand_title("Ben") not in page
    assert table.pass_device.content not in table.pass_device.widget.children


def test_the_blocker_s_pick_from_the_deck_has_a_heading_and_a_frame():
    """Issue 8, item 10: the pick row does not look like a second hand."""
    game = rigged(["H H O C O O N Ar", "F H H H H H H H"], deck="C N", rounds=1)
    game.names = ["strong", "Ada"]
    game.apply(0, Declare(True))
    table = BondGame(game=game, bot_delay=0)
    table.declare(False)
    table.block([0])
    click_cards(table, ["H"])
    table.discard_button.click()
    assert table.pick_box.layout.display is None, table.status.text
    assert "pick 1 card from the deck" in table.pick_heading.value
    assert table.pick_box.layout.border and "bond-deck-pick" in table.pick_board._dom_classes
    table.pick_board.click("deck-0")
    assert table.pick_box.layout.display == "none" and table.pick_heading.value == ""


def test_rematch_starts_with_a_clean_status_line():
    """Issue 8, item 8: a red error of the old game does not stay after Rematch/New game."""
    table = play(PLAYERS, seed=QUIET_SEED, bot_delay=0)
    table.discard()
    assert table.status.kind == "error"
    table.rematch()
    assert table.status.kind != "error" and table.status.text.startswith("New game!")
    table.discard()
    table.new_game()
    assert table.status.kind != "error"


def test_the_status_line_says_what_the_others_discarded() -> None:
    """Issue 9: the status line is the live region, so a screen reader hears the bots'
    discards after the student's own (they used to be left out as quiet)."""
    table = play(["Ada", "medium", "medium"], bot_delay=0, seed=3)
    table.submit(Declare(False))
    table.submit(table.game.legal_actions(0)[0])
    said = table.status.text
    assert said.startswith("You discard ") and "medium 1 discards " in said
    assert "medium 2 discards " in said


def test_the_results_take_the_focus_when_bond_takes_the_pressed_button_away():
    """Issue 18, item 32: after Bond! the focus was lost to the page: the results sit
    outside the game area, where the table looks for the next control. Now the results are
    part of the game area and their heading is the first to take the focus (what the
    browser does with it: tests/browser/test_keys_and_focus_in_lab.py)."""
    game = rigged(["H H C N O O H H", "C C H H O N N Kr"])
    game.names = ["Ada", "random"]
    table = BondGame(game=game, bot_delay=0)
    table.bond_button.click()
    assert table.showing_results
    assert GAME_AREA in table.results._dom_classes
    assert re.search(r"<h2 class='chemteach-focus-first' tabindex='-1'[^>]*>Round 1 of 2 is "
                     r"over</h2>", table.results_head.value)
    assert ".GAME_AREA .FOCUS_FIRST".replace("GAME_AREA", GAME_AREA).replace(
        "FOCUS_FIRST", FOCUS_FIRST) in table.status.widget._esm
