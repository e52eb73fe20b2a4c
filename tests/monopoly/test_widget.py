"""The Chemistry Monopoly widget, headless: every decision by clicking, sealed bids behind the
pass-the-device cover, trades, Biology Class, Test Day questions, friendly refusals, saves."""

from __future__ import annotations

import random
import re

import ipywidgets as w
import pytest

from chemteach.games.monopoly import (
    Answer,
    Bid,
    Buy,
    BuyBack,
    ChemistryMonopoly,
    ChooseTax,
    Condense,
    Decline,
    EndTurn,
    Evaporate,
    KeepTransferred,
    Offer,
    PayFine,
    Reply,
    Roll,
    Transfer,
    UseCard,
)
from chemteach.games.monopoly.widget import MonopolyGame, play

from .helpers import give, new_game, set_dice

HE, NE, TAX, SUPPLY, LI = 1, 3, 4, 5, 6


def table_for(names, dice=(), bot_delay=0, **rules) -> MonopolyGame:
    """A widget around a game where seat 0 is about to throw; the next throws as given."""
    game = new_game(len(names), seed=2, **rules)
    game.names = list(names)
    game.names_t = tuple(names)
    if dice:
        set_dice(game, *dice)
    table = MonopolyGame(game=game, bot_delay=bot_delay)
    if table.pass_device.covered:  # hot seat: the first player takes the device
        table.pass_device.button.click()
    return table


def shown(table: MonopolyGame) -> str:
    """Everything in the page now: texts, pictures, labels, values (covered parts excluded)."""
    out: list[str] = []

    def walk(widget: w.Widget) -> None:
        for attr in ("value", "svg", "description", "tooltip", "options"):
            value = getattr(widget, attr, None)
            if isinstance(value, str | int | tuple):
                out.append(str(value))
        for child in getattr(widget, "children", ()):
            walk(child)

    walk(table.widget)
    return "\n".join(out)


def reveal(table: MonopolyGame, name: str) -> None:
    assert table.pass_device.covered and table.pass_device.name == name
    table.pass_device.button.click()


def refused(table: MonopolyGame, *words: str) -> None:
    """The last press was refused with a friendly sentence, on the status line and beside
    the buttons, never a traceback."""
    assert table.status.kind == "error", table.status.text
    text = table.status.text
    assert "Traceback" not in text and "Something went wrong" not in text, text
    for word in words:
        assert word in text, text


# ----- a game against the bots -----------------------------------------------------------
def test_play_returns_a_table_against_three_medium_bots():
    table = play(seed=4, bot_delay=0)
    assert isinstance(table, MonopolyGame)
    assert [s.name for s in table.seats] == ["Ada", "medium 1", "medium 2", "medium 3"]
    assert table.seats[0].is_person and not table.seats[1].is_person
    assert table.game.to_move() == (0,) and table.game.phase == "start"
    assert "Throw the dice" in shown(table)


def test_throw_and_buy_by_clicking():
    table = table_for(["Ada", "medium"], dice=[(1, 2)])
    table.buttons_by_name["roll"].click()
    game = table.game
    assert game.pos[0] == NE and game.phase == "buy"
    assert "You throw 1 and 2. You land on neon." in table.status.text
    assert "atomic number 10" in table.status.text, "the landing sentence is in the live region"
    assert table.buttons_by_name["buy"].description == "Buy Neon for 60 AMUny"
    table.buttons_by_name["buy"].click()
    assert game.owner[NE] == 0 and game.cash[0] == 1500 - 60
    assert "You buy neon for 60 AMUny." in table.log.widget.value
    assert game.phase == "end"
    table.buttons_by_name["end"].click()
    assert game.current == 0 and game.turns >= 3, "the bot played its turn; Ada's again"
    assert any(p == 1 for p, _a in game.history), "the bot's moves are in the history"


def test_the_bots_move_after_a_visible_delay(monkeypatch):
    """With a delay the bot's move waits for a timer; meanwhile the board is busy and the
    status line says who is thinking."""
    from chemteach.widgets import table as table_module

    pending = []
    monkeypatch.setattr(table_module, "later", lambda delay, fn: pending.append((delay, fn)))
    table = table_for(["Ada", "medium"], dice=[(1, 2)], bot_delay=0.4)
    table.roll()
    table.buy()
    table.end_turn()
    assert pending and pending[0][0] == 0.4
    assert table.busy and table.board.busy
    assert "medium is thinking" in table.status.text
    while pending:
        pending.pop(0)[1]()
    assert not table.busy and table.game.current == 0


def test_every_space_can_be_chosen_and_its_card_shown():
    table = table_for(["Ada", "medium"])
    table.board.click("space:24")
    assert table.selected == 24
    assert "Selenium (Se)" in table.board.svg and "Price 240" in table.board.svg
    assert 'aria-pressed="true"' in table.board.svg
    assert "Selenium is for sale" in table.status.text
    table.board.click("space:24")
    assert table.selected == 24, "a second click keeps the space chosen"


@pytest.mark.parametrize("what", ["condense", "evaporate", "buy back"])
def test_a_second_click_on_the_chosen_element_keeps_it_chosen_for_the_buttons(what):
    """A student clicks their element twice (or double-clicks it) and presses a button: the
    button acts on that element; it used to be deselected by the second click, and the button
    said "Click one of your elements on the board first" (play-test)."""
    table = table_for(["Ada", "medium"])
    game = table.game
    give(game, 0, HE, NE)
    if what == "evaporate":
        game.height[HE] = game.height[NE] = 1
    if what == "buy back":
        game.transferred[HE] = True
    table.refresh()
    table.board.click(f"space:{HE}")
    table.board.click(f"space:{HE}")
    assert table.selected == HE and "You chose helium" in table.status.text
    table.buttons_by_name[what].click()
    assert table.status.kind != "error", table.status.text
    assert (game.height[HE], game.transferred[HE]) == {"condense": (1, False),
                                                       "evaporate": (0, False),
                                                       "buy back": (0, False)}[what]


# ----- the auction: sealed bids behind the cover -------------------------------------------
def test_decline_starts_a_sealed_auction_bid_behind_the_cover():
    """Hot seat: the decliner bids first; the next bidder takes the device behind the cover
    and never sees the first bid, in the page or in the bid box; the bids are shown together
    when the auction closes."""
    table = table_for(["Ada", "Ben", "Cy"], dice=[(1, 2)])
    game = table.game
    table.roll()
    table.buttons_by_name["decline"].click()
    assert game.phase == "auction" and game.auction_space == NE
    assert "Place my sealed bid" in shown(table)
    table.bid_amount.value = 50
    table.buttons_by_name["bid"].click()
    assert game.bids == {0: 50}
    reveal(table, "Ben")
    screen = shown(table)
    assert table.bid_amount.value == 0
    assert "50 AMUny for neon" not in screen and "bid 50" not in screen.lower()
    assert "Ada bids" not in table.log.widget.value
    table.bid_amount.value = 60
    table.buttons_by_name["bid"].click()
    reveal(table, "Cy")
    assert "60" not in table.log.widget.value.split("auctioned")[-1]
    table.buttons_by_name["no bid"].click()
    assert game.owner[NE] == 1 and game.cash[1] == 1500 - 60
    log = table.log.widget.value
    assert "Ben wins neon for 60 AMUny (bids: Ada 50 AMUny, Ben 60 AMUny and Cy 0 AMUny)" in log


def test_a_bid_above_your_money_is_refused_with_a_sentence():
    table = table_for(["Ada", "medium"], dice=[(1, 2)])
    table.roll()
    table.decline()
    assert table.game.phase == "auction"
    assert table.bid(1505) is False
    refused(table, "Bid a multiple of 10")
    assert "Bid a multiple of 10" in table.note.value
    assert table.bid(55) is False
    assert table.bid(70) is True
    assert table.game.owner[NE] in (0, 1)


# ----- liquids, solids, transfers ------------------------------------------------------------
def test_condense_and_evaporate_evenly_by_clicking():
    table = table_for(["Ada", "medium"])
    game = table.game
    give(game, 0, HE, NE)
    table.refresh()
    b = table.buttons_by_name
    b["condense"].click()
    refused(table, "Click one of your elements on the board first")
    assert "Click one of your elements" in table.note.value
    table.board.click(f"space:{HE}")
    b["condense"].click()
    assert game.height[HE] == 1 and table.status.kind != "error"
    assert table.note.value == ""
    b["condense"].click()
    refused(table, "Condense evenly")
    table.board.click(f"space:{NE}")
    b["condense"].click()
    assert game.height[NE] == 1
    b["condense"].click()
    assert game.height[NE] == 2
    table.board.click(f"space:{HE}")
    b["evaporate"].click()
    refused(table, "Evaporate evenly")
    table.board.click(f"space:{NE}")
    b["evaporate"].click()
    assert game.height[NE] == 1 and game.liquids_left == 51 - 2
    label = ("Neon (Ne), space 3, brown set: light noble gases (group 18), price 60 AMUny, "
             "owned by you, 1 liquid")
    assert label in table.board.svg


def test_transfer_and_buy_back_by_clicking():
    table = table_for(["Ada", "medium"])
    game = table.game
    give(game, 0, SUPPLY)
    table.refresh()
    table.board.click(f"space:{SUPPLY}")
    table.buttons_by_name["transfer"].click()
    assert game.transferred[SUPPLY] and game.cash[0] == 1600
    assert "transferred to the Lab" in table.board.svg
    table.buttons_by_name["transfer"].click()
    refused(table, "already transferred")
    table.buttons_by_name["buy back"].click()
    assert not game.transferred[SUPPLY] and game.cash[0] == 1600 - 110


def test_condensing_a_lot_you_do_not_own_says_why():
    table = table_for(["Ada", "medium"])
    give(table.game, 1, HE, NE)
    table.refresh()
    table.board.click(f"space:{HE}")
    assert "belongs to medium" in table.status.text
    table.buttons_by_name["condense"].click()
    refused(table, "You do not own that")


# ----- trades --------------------------------------------------------------------------------
def test_offer_a_trade_and_the_other_person_accepts_behind_the_cover():
    table = table_for(["Ada", "Ben"])
    game = table.game
    give(game, 0, HE)
    give(game, 1, NE, LI)
    table.refresh()
    b = table.buttons_by_name
    b["trade"].click()
    assert table.trade_box in table.decision.children
    table.partner.value = 1
    table.board.click(f"space:{HE}")  # yours: into "you give"
    table.board.click(f"space:{NE}")  # Ben's: into "you take"
    assert table.give.value == (HE,) and table.take.value == (NE,)
    table.money.value = 20
    b["send"].click()
    assert game.phase == "offer" and game.offer == Offer(1, (HE,), (NE,), 20)
    reveal(table, "Ben")
    assert "Ada offers you a trade: Ada gives helium and 20 AMUny for neon." in \
        table.prompt.value
    b["accept"].click()
    assert game.owner[HE] == 1 and game.owner[NE] == 0
    assert game.cash == [1480, 1520]
    assert "You accept Ada\u2019s offer" in table.log.widget.value or \
        "Ben accepts Ada" in table.log.widget.value
    reveal(table, "Ada")
    assert game.phase == "start"


def test_a_bot_answers_an_offer_by_itself():
    table = table_for(["Ada", "medium"])
    game = table.game
    give(game, 1, NE)
    table.refresh()
    assert table.offer(1, take=[NE], money=500)
    assert game.phase == "start" and game.to_move() == (0,)
    assert re.search(r"medium (accepts|declines) your offer", table.log.widget.value)
    assert "Throw the dice" in shown(table)


def test_a_declined_offer_changes_nothing():
    table = table_for(["Ada", "Ben"])
    game = table.game
    give(game, 1, NE)
    table.refresh()
    assert table.offer(1, take=[NE], money=100)
    reveal(table, "Ben")
    table.buttons_by_name["reject"].click()
    assert game.owner[NE] == 1 and game.cash == [1500, 1500]
    assert "Ben declines Ada" in table.log.widget.value


def test_an_empty_offer_is_refused_with_a_sentence():
    table = table_for(["Ada", "Ben"])
    table.buttons_by_name["trade"].click()
    table.partner.value = 1
    table.buttons_by_name["send"].click()
    refused(table, "A trade needs at least one element or card")


def test_receiving_a_transferred_element_asks_buy_back_or_keep():
    table = table_for(["Ada", "Ben"])
    game = table.game
    give(game, 0, SUPPLY)
    game.transferred[SUPPLY] = True
    table.refresh()
    table.offer(1, give=[SUPPLY])
    reveal(table, "Ben")
    table.reply(True)
    assert game.phase == "receive"
    assert "Keep it transferred (pay 10 AMUny now)" in shown(table)
    table.buttons_by_name["keep"].click()
    assert game.owner[SUPPLY] == 1 and game.transferred[SUPPLY] and game.cash[1] == 1490


# ----- Biology Class -----------------------------------------------------------------------
def jailed(dice=()) -> MonopolyGame:
    table = table_for(["Ada", "medium"], dice=dice)
    game = table.game
    game.pos[0] = 10
    game.jail[0] = 0
    table.refresh()
    return table


def test_biology_class_pay_the_fine():
    table = jailed()
    assert "Inside Biology Class (try 1 of 3)" in table.players.value
    assert "inside: you" in table.board.svg
    table.buttons_by_name["fine"].click()
    assert table.game.jail[0] == -1 and table.game.cash[0] == 1450


def test_biology_class_throw_for_doubles():
    table = jailed(dice=[(2, 3)])
    assert table.buttons_by_name["roll"].description == "Throw for doubles"
    table.buttons_by_name["roll"].click()
    assert table.game.jail[0] == 1 and "no doubles" in table.status.text


def test_biology_class_use_the_card():
    table = jailed()
    game = table.game
    game.order["lab_day"].remove(8)
    game.cards[0].append(("lab_day", 8))
    table.refresh()
    assert table.buttons_by_name["card"] in table.decision.children[0].children
    table.buttons_by_name["card"].click()
    assert game.jail[0] == -1 and game.cards[0] == []


def test_the_card_button_is_refused_without_a_card():
    table = jailed()
    table.use_card()
    refused(table, "no Get Out of Biology Class Free card")


# ----- Test Day questions and Avogadro's Tax -----------------------------------------------
def test_a_test_day_question_answered_right_earns_the_reward():
    table = table_for(["Ada", "medium"], dice=[(1, 1)])  # doubles onto Test Day (space 2)
    game = table.game
    game.order["test_day"].remove(6)
    game.order["test_day"].insert(0, 6)  # "answer it right and collect 100"
    table.roll()
    assert game.phase == "answer"
    question = game.questions[game.question]
    assert question.text in table.question.value
    shown_choices = [b.description for b in table.answer_buttons if b.layout.display != "none"]
    assert len(shown_choices) == len(question.choices)
    assert question.explanation not in shown(table), "the explanation waits for the answer"
    table.answer_buttons[question.answer].click()
    assert game.cash[0] == 1600
    assert "right!" in table.log.widget.value


def test_avogadros_tax_is_chosen_by_button():
    table = table_for(["Ada", "medium"], dice=[(1, 3)])
    table.roll()
    game = table.game
    assert game.phase == "tax"
    assert "Pay 200 AMUny" in shown(table) and "Pay 10% of my worth" in shown(table)
    table.buttons_by_name["percent"].click()
    assert game.cash[0] == 1500 - 150


# ----- wrong clicks ----------------------------------------------------------------------------
@pytest.mark.parametrize("press", [
    lambda t: t.board.click("space:99"),
    lambda t: t.board.click("nonsense"),
    lambda t: t.buttons_by_name["buy"].click(),
    lambda t: t.buttons_by_name["end"].click(),
    lambda t: t.buttons_by_name["accept"].click(),
    lambda t: t.buttons_by_name["bid"].click(),
    lambda t: t.buttons_by_name["percent"].click(),
    lambda t: t.buttons_by_name["keep"].click(),
    lambda t: t.answer_buttons[2].click(),
    lambda t: t.buttons_by_name["evaporate"].click(),
])
def test_wrong_clicks_give_a_sentence_never_a_traceback(press):
    table = table_for(["Ada", "medium"])
    press(table)
    refused(table)
    assert table.status.text.endswith((".", "!"))


def test_a_click_while_it_is_another_persons_decision_names_them():
    table = table_for(["Ada", "Ben"], dice=[(1, 2)])
    table.roll()
    table.buy()
    table.end_turn()
    assert table.pass_device.covered
    table.roll()
    refused(table, "Pass the device to Ben first")


# ----- save, load, undo -------------------------------------------------------------------------
def bought() -> MonopolyGame:
    """A seeded game (replayable from its seed) in which Ada has thrown and bought."""
    for seed in range(40):
        table = MonopolyGame(["Ada", "medium"], seed=seed, bot_delay=0)
        table.roll()
        if table.game.phase == "buy":
            table.buy()
            return table
    raise AssertionError("no seed lands Ada on a lot")


def test_save_and_load_continue_the_same_game():
    table = bought()
    text = table.save_text()
    other = MonopolyGame(["Ada", "medium"], seed=9, bot_delay=0)
    loaded = other.load_text(text)
    assert loaded is not None, other.status.text
    assert other.game.history == table.game.history
    assert other.game.owner == table.game.owner and "Loaded a saved game" in other.status.text


def test_undo_takes_back_the_purchase():
    table = bought()
    space = table.game.pos[0]
    table.undo()
    assert table.game.phase == "buy" and table.game.owner[space] == -1
    assert "Took back your last move" in table.status.text


# ----- a whole game by clicking ------------------------------------------------------------------
def click_for(table: MonopolyGame, action) -> None:
    """Press the widget's control that takes this action."""
    b = table.buttons_by_name
    t = type(action)
    simple = {Roll: "roll", EndTurn: "end", Buy: "buy", Decline: "decline", PayFine: "fine",
              UseCard: "card"}
    if t in simple:
        b[simple[t]].click()
    elif t is Bid:
        table.bid_amount.value = action.amount
        b["bid"].click()
    elif t is ChooseTax:
        b["percent" if action.percent else "flat"].click()
    elif t is Answer:
        table.answer_buttons[action.choice].click()
    elif t is Reply:
        b["accept" if action.accept else "reject"].click()
    elif t is KeepTransferred:
        b["keep"].click()
    elif t is BuyBack and table.game.phase == "receive":
        b["buy back now"].click()
    elif t in (Condense, Evaporate, Transfer, BuyBack):
        if table.selected != action.space:
            table.board.click(f"space:{action.space}")
        b[{Condense: "condense", Evaporate: "evaporate", Transfer: "transfer",
           BuyBack: "buy back"}[t]].click()
    else:
        assert t is Offer
        if not table._trade_open:
            b["trade"].click()
        table.partner.value = action.to
        table.give.value, table.take.value = action.give, action.take
        table.money.value = abs(action.money)
        table.money_way.value = 1 if action.money >= 0 else -1
        table.give_cards.value, table.take_cards.value = action.give_cards, action.take_cards
        b["send"].click()


@pytest.mark.parametrize("seed,players", [(1, ["Ada", "Ben", "Cy"]),
                                          (2, ["Ada", "Ben", "hard", "easy"]),
                                          (3, ["Ada", "Ben", "Cy", "Dee", "Eve", "Fay"])])
def test_a_hot_seat_game_by_clicking_every_kind_of_control(seed, players):
    table = MonopolyGame(players, seed=seed, bot_delay=0, rules={"round_limit": 6})
    rng = random.Random(seed)
    kinds = set()
    for _ in range(3000):
        if table.game.is_over():
            break
        if table.pass_device.covered:
            table.pass_device.button.click()
            continue
        me = table.decider()
        assert me is not None and table.viewer() == me
        action = rng.choice(table.game.legal_actions(me))
        kinds.add(action.kind)
        click_for(table, action)
        assert table.status.kind != "error", (action, table.status.text)
    assert table.game.is_over()
    assert {"roll", "end turn", "bid"} <= kinds
    assert "Game over" in table.prompt.value


def test_six_people_fit_and_each_has_a_token_shape_and_letter():
    table = MonopolyGame(["Ada", "Ben", "Cy", "Dee", "Eve", "Fay"], seed=1, bot_delay=0)
    panels = table.players.value
    for name in ("Ada", "Ben", "Cy", "Dee", "Eve", "Fay"):
        assert name in panels
    for shape in ("<circle", "<rect", "<polygon"):
        assert shape in panels


def test_a_new_game_with_too_many_players_is_refused():
    with pytest.raises(ValueError, match="2 to 6 players"):
        MonopolyGame(["a", "b", "c", "d", "e", "f", "g"], bot_delay=0)


def test_the_game_class_is_the_engine():
    assert MonopolyGame.game_type is ChemistryMonopoly


# ----- what a class play-test found --------------------------------------------------------
def middle(table: MonopolyGame) -> list[str]:
    """The headings drawn on the board as text of their own (the card in the middle), not
    the spaces' accessible names, which name every element all the time."""
    return re.findall(r">([^<,]+\([A-Z][a-z]?\))</text>", table.board.svg)


def test_the_status_never_counts_away_your_own_auction_won_or_rent_paid_to_you():
    """Play-test: "You bid 410 AMUny for gold. 16 more moves are in the move log; then: ..."
    hid "You win gold"; the news keeps every line about you."""
    from chemteach.core.events import Event

    table = table_for(["Ada", "medium 1", "medium 2", "medium 3"])
    game = table.game
    table._mark = len(game.events)
    game.events.extend([
        Event("throw", 1, {"dice": [2, 3], "how": ""}), Event("land", 1, {"space": 5}),
        Event("sold", 0, {"space": 39, "amount": 410, "bidders": [0, 1], "bids": [410, 0]}),
        Event("throw", 2, {"dice": [1, 3], "how": ""}), Event("land", 2, {"space": 7}),
        Event("throw", 3, {"dice": [4, 4], "how": "doubles"}), Event("land", 3, {"space": 8}),
        Event("rent", 3, {"owner": 0, "space": 8, "amount": 6}),
        Event("throw", 3, {"dice": [1, 2], "how": ""}), Event("land", 3, {"space": 11}),
        Event("throw", 1, {"dice": [2, 2], "how": "doubles"}), Event("land", 1, {"space": 9}),
    ])
    said, _spoken = table._news()
    assert "You win " in said and "for 410 AMUny" in said, said
    assert "medium 3 owes you 6 AMUny rent" in said, said
    assert "more moves are in the move log" in said, said


def test_the_landing_facts_are_yours_on_the_status_line_and_say_whose_under_the_prompt():
    """Play-test: "Ada: throw the dice…" stood above potassium's facts from a bot's landing."""
    table = table_for(["Ada", "medium"], dice=[(1, 2), (2, 4)])
    table.roll()  # Ada to neon
    assert "You land on neon." in table.status.text and "atomic number 10" in table.status.text
    assert "You landed on neon. Neon (Ne)" in table.landing.value
    table.buy()
    table.end_turn()  # the bot throws 2 and 4: from Go to lithium
    game = table.game
    landed = [e for e in game.events if e.kind == "land"][-1]
    assert landed.actor == 1 and landed.data["space"] == LI and game.current == 0
    assert "medium landed on lithium. Lithium (Li)" in table.landing.value
    assert "atomic number 3" not in table.status.text, "a bot's facts are not your news"


def test_the_middle_of_the_board_shows_the_card_of_the_lot_you_may_buy():
    """Play-test: the card of a space chosen two turns ago stayed in the middle while you
    decided on another; the lot of the decision at hand is shown, a choice lasts one turn."""
    table = table_for(["Ada", "medium"], dice=[(1, 2)])
    table.board.click("space:24")
    assert "Selenium (Se)" in middle(table)
    table.roll()  # chosen before the throw: the lot to buy is the news now
    assert table.selected is None
    assert "Neon (Ne)" in middle(table) and "Price 60" in table.board.svg
    table.board.click("space:24")
    assert "Selenium (Se)" in middle(table)
    table.buy()
    table.end_turn()
    assert table.game.current == 0 and table.selected is None, "a new turn forgets the choice"
    assert "Click a space to read its card." in table.board.svg


def test_in_a_hot_seat_auction_each_bidder_sees_the_card_of_the_lot_auctioned():
    """Review: Ada's chosen selenium stayed in the middle while Ben bid for potassium."""
    table = MonopolyGame(["Ada", "Ben", "Cy"], seed=10, bot_delay=0)
    reveal(table, "Ada")
    table.board.click("space:24")
    table.roll()
    table.buttons_by_name["decline"].click()
    table.bid_amount.value = 50
    table.buttons_by_name["bid"].click()
    reveal(table, "Ben")
    assert table.selected is None
    assert "Potassium (K)" in middle(table) and "Selenium (Se)" not in middle(table)


def test_undo_never_takes_back_another_persons_sealed_bid():
    """Play-test: standing in as Ben, Undo erased Ada's sealed bid."""
    table = MonopolyGame(["Ada", "Ben", "Cy"], seed=10, bot_delay=0)
    game = table.game
    reveal(table, "Ada")
    table.roll()
    table.buttons_by_name["decline"].click()
    table.bid_amount.value = 50
    table.buttons_by_name["bid"].click()
    assert game.bids == {0: 50}
    reveal(table, "Ben")
    table.undo()
    assert table.game is game and game.bids == {0: 50}, "Ada's bid stands"
    assert "Undo cannot take back Ada's secret move" in table.status.text
    assert "50" not in table.status.text

    # under the cover (nobody's view on the screen) Ada fixes a typo in her own bid
    table.pass_device.cover("Ben")
    table.undo()
    assert table.game is not game, "Undo replays the game up to Ada's bid"
    assert table.game.bids == {} and table.game.phase == "auction"
    assert "Took back Ada's last move." in table.status.text


def test_after_the_cover_the_news_is_worded_for_the_person_now_at_the_screen():
    """Play-test: Ada read "Ada wins sodium ..." after the auction she won."""
    table = MonopolyGame(["Ada", "Ben", "Cy"], seed=10, bot_delay=0)
    reveal(table, "Ada")
    table.roll()
    table.buttons_by_name["decline"].click()
    table.bid_amount.value = 50
    table.buttons_by_name["bid"].click()
    reveal(table, "Ben")
    table.bid_amount.value = 40
    table.buttons_by_name["bid"].click()
    reveal(table, "Cy")
    table.buttons_by_name["no bid"].click()
    assert table.game.owner[9] == 0
    reveal(table, "Ada")  # the auction closed: Ada's turn goes on
    assert "You win potassium for 50 AMUny" in table.status.text, table.status.text
