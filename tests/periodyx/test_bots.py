"""Periodyx bots: legal, deterministic, using only their player's observation, and smart."""

from __future__ import annotations

import random

from chemteach.core import Match, RandomBot, Seat
from chemteach.core.simulate import simulate
from chemteach.games import bots as bots_of
from chemteach.games.periodyx import (
    BOTS,
    Ask,
    Claim,
    Lay,
    Pass,
    Periodyx,
    Play,
    Predict,
    SmartBot,
    stat_value,
)
from chemteach.games.periodyx.bots import SteadyBot, _beats, unseen
from chemteach.games.periodyx.compare import stat_value as value_of
from chemteach.games.periodyx.minigames import minigame
from chemteach.games.periodyx.observation import OPPONENT_CARD

from .helpers import play, rigged


def choose(game: Periodyx, player: int, seed: int = 0):
    legal = game.legal_actions(player)
    action = SmartBot().choose(game.observation(player), legal, random.Random(seed))
    assert action in legal
    return action


def test_the_games_registry_lists_the_levels_and_the_old_names() -> None:
    assert set(bots_of("periodyx")) == {"easy", "medium", "hard", "random", "steady", "smart"}
    assert BOTS["easy"] is BOTS["random"] is RandomBot
    assert BOTS["medium"] is SteadyBot and BOTS["hard"] is SmartBot


def test_smart_claims_a_feature_the_cards_share() -> None:
    game = rigged("Match", [["Na", "Fe"], ["K", "Sn"], ["Cl", "Ca"]])
    play(game, (0, Ask(1)), (0, Play("Na")), (1, Play("K")))
    assert choose(game, 2) == Claim("same group")


def test_smart_passes_when_nothing_is_shared() -> None:
    game = rigged("Match", [["Fe", "Sn"], ["Og", "Na"]], table=("He",))
    play(game, (0, Ask(1)), (0, Play("Fe")), (1, Play("Og")))
    assert choose(game, 1) == Pass()


def test_smart_lead_answers_with_the_weakest_card_that_wins() -> None:
    game = rigged("Atomic Power", [["H", "Co", "U"], ["Fe", "Na"]])
    play(game, (0, Ask(1)), (1, Play("Fe")))
    assert choose(game, 0) == Play("Co")


def test_smart_lead_voids_when_it_cannot_win() -> None:
    game = rigged("Hot Stuff", [["H", "C", "Li"], ["W", "Na"]])
    play(game, (0, Ask(1)), (1, Play("W")))
    assert choose(game, 0) == Play("C"), "carbon's N/K boiling point voids the turn"


def test_smart_chosen_player_shields_with_an_nk_card() -> None:
    game = rigged("Hot Stuff", [["Fe", "Sn", "U"], ["Na", "C", "Li"]])
    game.apply(0, Ask(1))
    assert choose(game, 1) == Play("C")


def test_smart_hi_lo_bet_is_a_good_one() -> None:
    game = rigged("Hi-Lo", [["H", "Fe", "Sn"], ["Na", "K"]])
    bet = choose(game, 0)
    assert isinstance(bet, Predict)
    pool = [stat_value(s, bet.stat) for s in unseen(game.observation(0))]
    mine = stat_value(bet.card, bet.stat)
    right = sum(1 for v in pool if v is not None and (v > mine if bet.higher else v < mine))
    assert right / len(pool) > 0.9


def test_smart_lays_on_the_mendeleev_table_when_the_pile_can_serve() -> None:
    game = rigged("Atomic Power", [["Fe", "Sn"], ["Na", "K"]], table=("Co",))
    assert choose(game, 0) == Lay("Fe")
    del game.pile[1:]
    assert choose(game, 0) == Ask(1), "one card left: laying would stop a game it is not winning"


def test_smart_sees_only_its_observation() -> None:
    """Two games that differ only in what player 0 cannot see get the same decisions."""
    a = rigged("Atomic Power", [["Fe", "Sn"], ["W", "Pb"], ["Na", "K"]], pile_top=["Au"])
    b = rigged("Atomic Power", [["Fe", "Sn"], ["Na", "K"], ["W", "Pb"]], pile_top=["Ag"])
    assert a.observation(0) == b.observation(0)
    for seed in range(5):
        assert choose(a, 0, seed) == choose(b, 0, seed)


def test_bot_games_replay_and_smart_beats_random() -> None:
    result = simulate("periodyx", games=60, players=4, bots=["smart", "random"], seed=100)
    assert result.bot_win_rates["smart"] > 0.3
    game = Periodyx(4, seed=5)
    seats = [Seat(f"s{i}", SmartBot() if i % 2 else RandomBot()) for i in range(4)]
    Match(game, seats).play_out()
    assert Periodyx.from_json(game.to_json()).fingerprint() == game.fingerprint()


def choose_medium(game: Periodyx, player: int, seed: int = 0):
    legal = game.legal_actions(player)
    action = SteadyBot().choose(game.observation(player), legal, random.Random(seed))
    assert action in legal
    return action


def test_medium_names_a_known_card_while_the_lead_may_not_beat_it() -> None:
    game = rigged("Hot Stuff", [["Fe", "Sn", "U"], ["Na", "C", "Li"]])
    game.apply(0, Ask(1))
    assert choose_medium(game, 1) in (Play("Na"), Play("Li")), "no void on purpose"


def test_medium_voids_on_purpose_only_when_it_would_otherwise_lose_its_card() -> None:
    game = rigged("Hot Stuff", [["Fe", "Sn", "U"], ["Na", "C", "Li"]])
    game.apply(0, Ask(1))
    game.known.update({"Fe": 0, "Sn": 0, "U": 0})  # everyone saw the lead's cards
    assert choose_medium(game, 1) == Play("C"), "iron beats both sodium and lithium"


def test_medium_never_names_an_nk_card_to_void_while_a_known_card_could_survive() -> None:
    checked = 0
    for seed in range(8):
        game = Periodyx(4, seed=seed)
        bots = [SteadyBot() for _ in range(4)]
        rngs = [random.Random(seed * 10 + p) for p in range(4)]
        while not game.is_over():
            player = game.to_move()[0]
            obs = game.observation(player)
            action = bots[player].choose(obs, game.legal_actions(player), rngs[player])
            stat = minigame(obs.game).stat
            if obs.stage == OPPONENT_CARD and stat and value_of(action.card, stat) is None:
                lead_cards = [s for s, p in obs.known.items() if p == obs.lead]
                lower = minigame(obs.game).lower_wins
                for mine in (c for c in obs.hand if value_of(c, stat) is not None):
                    checked += 1
                    assert any(_beats(value_of(t, stat), value_of(mine, stat), lower) == 1
                               for t in lead_cards), f"{action} voids although {mine} could win"
            game.apply(player, action)
    assert checked < 40, "medium voids on purpose rarely"


def test_levels_are_ordered_hard_beats_medium_beats_easy() -> None:
    def wins(a: str, b: str, games: int = 30) -> float:
        one = simulate("periodyx", games=games, players=2, bots=[a, b], seed=0)
        two = simulate("periodyx", games=games, players=2, bots=[b, a], seed=games)
        return (one.seats[0].wins + two.seats[1].wins) / (2 * games)

    assert wins("medium", "easy") > 0.8
    assert wins("hard", "medium") > 0.5
