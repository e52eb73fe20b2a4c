"""Periodyx's fairness variant: the first lead drawn by lot (issue 8 item 15)."""

from __future__ import annotations

from chemteach.core import Match, Seat
from chemteach.games.periodyx import BOTS, Periodyx


def test_first_seat_leads_the_first_game_by_default() -> None:
    for seed in range(5):
        game = Periodyx(3, seed=seed)
        assert game.rules.starting_lead == "first seat" and game.lead == 0


def test_starting_lead_by_lot_variant_draws_the_lead_after_the_same_deal() -> None:
    leads = set()
    for seed in range(30):
        plain = Periodyx(3, seed=seed)
        lot = Periodyx(3, rules={"starting_lead": "by lot"}, seed=seed)
        assert lot.hands == plain.hands and lot.pile == plain.pile
        assert lot.to_move() == (lot.lead,) and lot.minigame.number == 1
        leads.add(lot.lead)
    assert leads == {0, 1, 2}


def test_starting_lead_by_lot_then_the_indicator_passes_left() -> None:
    game = Periodyx(4, rules={"starting_lead": "by lot"}, seed=11)
    first = game.lead
    match = Match(game, [Seat(f"r{i}", BOTS["random"]()) for i in range(4)])
    seen = [first]
    while not game.is_over() and len(seen) < 6:
        turn = game.turn
        match.step_bots(1)
        if game.turn != turn and not game.is_over():
            seen.append(game.lead)
    assert seen == [(first + k) % 4 for k in range(len(seen))]


def test_starting_lead_by_lot_game_replays_exactly() -> None:
    game = Periodyx(3, rules={"starting_lead": "by lot"}, seed=2)
    Match(game, [Seat(f"r{i}", BOTS["random"]()) for i in range(3)]).play_out()
    assert game.restart().fingerprint() == game.fingerprint()

