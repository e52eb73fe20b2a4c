"""Chemistry Monopoly's move log, worded for each reader (issue 8 item 1 for the fourth game:
"You buy chlorine" to the buyer, "Ada buys chlorine" to everyone else, never "You buys")."""

from __future__ import annotations

import pytest

from chemteach.core import Event, Match, Seat
from chemteach.games.monopoly import BOTS, Bid, ChemistryMonopoly, Decline, Offer, Reply, Roll
from chemteach.games.monopoly.words import SENTENCES

from ..wording import (
    PERSON_NAMES,
    STATUS_LIMIT,
    check_every_line,
    check_samples,
    check_spectator_reads_no_secret,
    grammar_problems,
    playout,
)
from .helpers import bot_rules, give, new_game, set_dice

CL, NE, HE, SUPPLY, LAB_FEE = 27, 3, 1, 5, 38
TRADE = {"to": 1, "give": [HE], "take": [NE], "money": 25, "give_cards": 0, "take_cards": 1}

SAMPLES = {
    "who starts": Event("who starts", None, {"throws": {"0": 7, "1": 9}}),
    "starts": Event("starts", 1),
    "dealt": Event("dealt", 0, {"space": CL, "price": 240}),
    "throw": Event("throw", 0, {"dice": [3, 3], "how": "stays"}),
    "go": Event("go", 0, {"amount": 200, "exact": False}),
    "biology class": Event("biology class", 0),
    "land": Event("land", 0, {"space": CL}),
    "rent": Event("rent", 0, {"owner": 1, "space": CL, "amount": 20}),
    "no rent": Event("no rent", 0, {"space": CL}),
    "tax": Event("tax", 0, {"space": LAB_FEE, "amount": 100}),
    "tax choice": Event("tax choice", 0, {"space": 4, "amount": 150, "worth": 1500,
                                          "percent": True, "rate": 10, "flat": 200}),
    "extra credit": Event("extra credit", 0, {"amount": 1}),
    "card": Event("card", 0, {"deck": "lab_day", "card": 7}),
    "no auction": Event("no auction", None, {"space": CL}),
    "auction": Event("auction", None, {"space": CL}),
    "bid": Event("bid", 0, {"space": CL, "amount": 120}, (0,)),
    "sold": Event("sold", 0, {"space": CL, "amount": 120, "bidders": [1, 0], "bids": [60, 120]}),
    "unsold": Event("unsold", None, {"space": CL, "bidders": [0, 1], "bids": [0, 0]}),
    "bankrupt": Event("bankrupt", 0, {"creditor": 1}),
    "end": Event("end", None, {"winners": [0], "reason": "round limit", "limit": 1,
                               "values": [[0, 2000], [1, 1]]}),
    "buy": Event("buy", 0, {"space": CL, "price": 120}),
    "decline": Event("decline", 0, {"space": SUPPLY}),
    "fine": Event("fine", 0, {"amount": 50}),
    "use card": Event("use card", 0),
    "answer": Event("answer", 0, {"right": True, "question": 0, "choice": 0, "reward": 10}),
    "transfer": Event("transfer", 0, {"space": CL, "amount": 60}),
    "buy back": Event("buy back", 0, {"space": CL, "amount": 66}),
    "keep transferred": Event("keep transferred", 0, {"space": CL, "amount": 6}),
    "offer": Event("offer", 0, TRADE),
    "reply": Event("reply", 1, {"accept": True, "from": 0, **TRADE}),
    "condense": Event("condense", 0, {"space": CL, "amount": 150, "height": 5, "solid": True}),
    "evaporate": Event("evaporate", 0, {"space": CL, "amount": 75, "height": 1, "solid": False}),
    "pay": Event("pay", 0, {"to": 1, "amount": 20}),
}


@pytest.fixture(scope="module")
def game() -> ChemistryMonopoly:
    return ChemistryMonopoly(["Ada", "Ben"], seed=1)


def test_every_event_kind_is_worded_for_its_actor_and_for_others(game) -> None:
    check_samples(game, SAMPLES, SENTENCES)


def test_buying_reads_you_buy_to_the_buyer_and_ada_buys_to_the_others(game) -> None:
    assert game.word(SAMPLES["buy"], 0) == "You buy chlorine for 120 AMUny."
    assert game.word(SAMPLES["buy"], 1) == "Ada buys chlorine for 120 AMUny."
    assert game.word(SAMPLES["buy"], None) == "Ada buys chlorine for 120 AMUny."
    assert game.word(SAMPLES["decline"], 0) == "You do not buy the Bunsen Burner."


def test_element_names_are_lower_case_mid_sentence_and_capital_at_the_start(game) -> None:
    assert game.word(SAMPLES["auction"], 0) == ("Chlorine is auctioned: everyone bids once, "
                                                "sealed.")
    assert game.word(SAMPLES["no rent"], 1) == ("Chlorine is transferred to the Lab: Ada owes "
                                                "no rent.")
    assert game.word(SAMPLES["land"], 0).startswith("You land on chlorine. Chlorine (Cl):")


def test_amounts_and_cards_are_counted_in_the_plural_they_need(game) -> None:
    assert game.word(SAMPLES["extra credit"], 1) == ("Ada collects the Extra Credit pot of "
                                                     "1 AMUny.")
    assert game.word(SAMPLES["offer"], 1) == (
        "Ada offers you a trade: Ada gives helium and 25 AMUny for neon and a Get Out of "
        "Biology Class Free card.")
    assert game.word(SAMPLES["reply"], 0) == (
        "Ben accepts your offer: you give helium and 25 AMUny for neon and a Get Out of "
        "Biology Class Free card.")
    assert "(1 round)" in game.word(SAMPLES["end"], 1)


def test_rent_auction_and_bankruptcy_name_both_sides_for_each_reader(game) -> None:
    assert game.word(SAMPLES["rent"], 1) == "Ada owes you 20 AMUny rent for chlorine."
    assert game.word(SAMPLES["rent"], 0) == "You owe 20 AMUny rent to Ben for chlorine."
    assert game.word(SAMPLES["rent"], None) == "Ada owes 20 AMUny rent to Ben for chlorine."
    assert game.word(SAMPLES["sold"], 0) == ("You win chlorine for 120 AMUny (bids: Ben 60 "
                                             "AMUny and you 120 AMUny).")
    assert game.word(SAMPLES["bankrupt"], 0) == "You cannot pay and are bankrupt to Ben."
    assert game.word(SAMPLES["bankrupt"], 1) == "Ada cannot pay and is bankrupt to you."
    lab = Event("bankrupt", 1, {"creditor": -1})
    assert game.word(lab, 1) == "You cannot pay and are bankrupt to the Lab."
    assert game.word(SAMPLES["end"], 0).endswith("(you 2000 AMUny and Ben 1 AMUny). You win.")


def test_every_card_of_both_decks_reads_well_for_every_reader(game) -> None:
    for deck, cards in game.decks.items():
        for index in range(len(cards)):
            event = Event("card", 0, {"deck": deck, "card": index})
            for viewer in (None, 0, 1):
                assert not grammar_problems(game.word(event, viewer))


def test_a_sealed_bid_is_read_by_its_bidder_only_until_the_auction_closes() -> None:
    """RULINGS: sealed bids. The bid is an event only its bidder reads; the others read
    every bid once all are in."""
    game = new_game(3)
    set_dice(game, (2, 3))
    game.apply(0, Roll())  # Player 1 lands on the Bunsen Burner
    game.apply(0, Decline())
    bidders = game.to_move()
    first = bidders[0]
    game.apply(first, Bid(60))
    for viewer in [None, *range(3)]:
        said = " ".join(game.narrate(viewer))
        assert ("60 AMUny" in said) is (viewer == first), viewer
    assert "You bid 60 AMUny for the Bunsen Burner" in game.narrate(first)[-1]
    for q in game.to_move():
        game.apply(q, Bid(10))
    closed = game.narrate(None)[-1]
    assert "wins the Bunsen Burner for 60 AMUny" in closed and "60 AMUny" in closed
    check_spectator_reads_no_secret(game)


def test_trade_offers_say_who_pays_what_for_what_without_contradiction() -> None:
    """Issue item 4: no "gives nothing for magnesium and pays 140"; one card is "a" card."""
    game = new_game(2)
    r = game.reader(1)
    from chemteach.games.monopoly.words import offer_terms
    base = {"to": 1, "give_cards": 0, "take_cards": 0}
    said = offer_terms({**base, "give": [], "take": [NE], "money": 140}, r, 0)
    assert said == "Player 1 pays 140 AMUny for neon"
    said = offer_terms({**base, "give": [NE], "take": [], "money": -90}, r, 0)
    assert said == "Player 1 sells neon for 90 AMUny"
    said = offer_terms({**base, "give": [NE], "take": [HE], "money": -5}, r, 0)
    assert said == "Player 1 gives neon for helium and 5 AMUny"
    said = offer_terms({**base, "give": [], "take": [], "take_cards": 1, "money": 50}, r, 0)
    assert said == "Player 1 pays 50 AMUny for a Get Out of Biology Class Free card"
    said = offer_terms({**base, "give": [], "take": [], "take_cards": 2, "money": 50}, r, 0)
    assert "2 Get Out of Biology Class Free cards" in said
    for line in game.narrate(0) + game.narrate(1):
        assert "nothing for" not in line


def test_payments_to_players_appear_in_the_move_log() -> None:
    """Issue item 6: rent owed is followed by the payment, seen from both sides."""
    game = new_game(2)
    give(game, 1, NE)
    set_dice(game, (1, 2))  # from Go to neon (3)
    game.apply(game.current, Roll())
    payer = game.current
    assert payer == 0
    log0, log1 = game.narrate(0), game.narrate(1)
    assert any(line.startswith("You owe ") and " rent to Player 2 for neon" in line
               for line in log0), log0
    assert any(line.startswith("You pay ") and line.endswith(" to Player 2.")
               for line in log0), log0
    assert any(line.startswith("Player 1 owes you ") for line in log1), log1
    assert any(line.startswith("Player 1 pays you ") for line in log1), log1


def test_a_declined_trade_reads_right_for_both_sides() -> None:
    game = new_game(2)
    give(game, 1, NE)
    game.apply(0, Offer(1, (), (NE,), 200))
    game.apply(1, Reply(False))
    assert game.narrate(1)[-1] == "You decline Player 1's offer."
    assert game.narrate(0)[-2] == "You offer Player 2 a trade: you pay 200 AMUny for neon."


@pytest.mark.parametrize("person", PERSON_NAMES)
def test_a_person_among_bots_reads_every_line_in_good_english(person: str) -> None:
    game = playout("monopoly", 4, 5, person, rules={"round_limit": 25})
    assert {e.kind for e in game.events} <= set(SENTENCES)
    check_every_line(game)
    check_spectator_reads_no_secret(game)
    assert any(line.startswith("You ") for line in game.narrate(0))


def test_bots_play_every_common_kind_and_each_reads_right() -> None:
    kinds: set[str] = set()
    for seed in range(3):
        game = ChemistryMonopoly(["Ada", "easy 2", "medium 3", "hard 4"], rules=bot_rules(),
                                 seed=seed)
        Match(game, [Seat("Ada", BOTS["hard"]())] + [Seat(n, BOTS[n.split()[0]]())
                                                     for n in game.names[1:]],
              bot_seed=seed).play_out()
        kinds |= {e.kind for e in game.events}
        check_every_line(game)
        check_spectator_reads_no_secret(game)
    assert {"buy", "rent", "condense", "auction", "bid", "sold", "bankrupt", "end"} <= kinds


def test_with_the_move_log_off_nothing_is_narrated_but_the_end_reason_is_there() -> None:
    game = ChemistryMonopoly(2, rules={"move_log": False, "round_limit": 3}, seed=4)
    Match(game, [Seat(n, BOTS["hard"]()) for n in game.names], bot_seed=1).play_out()
    assert game.narrate(None) == [] and game.end_code == "round limit"
    assert game.end_reason.startswith("The round limit (3 rounds) is reached")


@pytest.mark.parametrize("seed", range(3))
def test_the_status_news_is_short_enough_never_to_be_cut(seed: int) -> None:
    game = playout("monopoly", 3, seed, "Ada", rules={"round_limit": 10})
    reader = game.reader(0)
    for event in game.visible_events(0):
        line = game.brief(event, reader)
        if line is not None:
            assert len(line) <= STATUS_LIMIT, line
            assert not grammar_problems(line), line


def test_nits_fee_with_the_go_landing_tax_in_the_present_and_a_wrong_answer() -> None:
    """Review item 10: "the Lab Breakage Fee"; "lands right on Go" when landing exactly on
    it; the tax choice in the present tense; a wrong answer's short form says what happened."""
    from chemteach.games.monopoly.words import brief

    game = new_game(2)
    assert game.word(SAMPLES["tax"], 1) == "Player 1 pays 100 AMUny for the Lab Breakage Fee."
    assert game.word(Event("land", 0, {"space": LAB_FEE}), 1).startswith(
        "Player 1 lands on the Lab Breakage Fee.")
    assert game.word(SAMPLES["tax choice"], 0).startswith("You pay 10% of your total worth")
    assert game.word(Event("answer", 0, {"right": False, "question": 0, "choice": 1,
                                         "reward": 10}), 0).startswith("You answer")
    wrong = Event("answer", 0, {"right": False, "question": 0, "choice": 1, "reward": 10})
    assert brief(wrong, game.reader(1)) == "Player 1 answers wrong and collects nothing."
    # your own answer: the status line says the right answer and why (play-test)
    question = game.questions[0]
    mine = brief(wrong, game.reader(0))
    assert mine.startswith("You answer") and question.answer_text in mine, mine
    assert question.explanation in mine, mine
    game.pos[0] = 34
    set_dice(game, (3, 3))
    game.apply(0, Roll())
    assert game.pos[0] == 0
    assert any(line == "You land right on Go and collect 200 AMUny." for line in game.narrate(0))
