"""The widget state is as secret as the screen (issue 7): over seeded hot-seat games driven
headlessly, the complete synced state of every live widget (HTML strings, SVG boards, button
labels, layouts: shown or not, in the page or not) stays the same when the hidden cards of
the others and the order of the deck are permuted behind the screen.

Chemistry Monopoly (issue 11) has no hands: what is hidden is the amount of the other
players' sealed bids until the auction closes (who has bid is public), the order of the Lab
Day and Test Day decks, the answer to a Test Day question not yet answered, and the dice to
come. Trade offers are public by decision (DECISIONS.md: a class negotiates out loud), so an
offer is shown to every seat.

Each check takes the state as the flow of play left it, permutes what the player looking at
the screen may not know (a permutation that keeps everything that player knows: hand sizes,
cards shown or known, the discard pile), redraws, and compares. Also: every live widget of a
table is part of it (replaced widgets are closed), and a re-run `play()` closes its old table.
"""

from __future__ import annotations

import json
import random
import re
from collections import Counter
from typing import Any

import ipywidgets as w
import pytest

from chemteach.games.bond import Block, Declare, Discard, PickFromDeck, TakeForRing
from chemteach.games.bond.widget import BondGame
from chemteach.games.monopoly.widget import MonopolyGame
from chemteach.games.periodyx.widget import PeriodyxGame
from chemteach.games.polymer.widget import PolymerGame
from chemteach.widgets import table as table_module
from chemteach.widgets.closing import live_widgets, widget_tree
from chemteach.widgets.table import GameTable

#: Bond! rules that bring blocks, rings and empty decks often, in short rounds.
BOND_RULES = {"rounds": 2, "turn_limit": 10, "hand_size": 6,
              "deck": {"H": 8, "C": 6, "O": 5, "N": 3, "F": 6, "ring": 6, "He": 1, "Ne": 1,
                       "Ar": 3, "Kr": 3}}


# ----- the complete widget state -----------------------------------------------------------
MODEL_REF = re.compile(r"IPY_MODEL_([0-9a-f]+)")


def _json_default(value: Any) -> str:
    if isinstance(value, bytes | bytearray | memoryview):
        return bytes(value).hex()
    return repr(value)


def own_state(widget: w.Widget) -> str:
    """A widget's synced state as ipywidgets sends it to the browser (JSON text; references
    to other widgets as IPY_MODEL_<id>)."""
    state = {k: v for k, v in widget.get_state().items() if k != "_view_count"}
    return json.dumps(state, sort_keys=True, default=_json_default)


def page_state(widget: w.Widget, states: dict[str, str]) -> list:
    """A widget's state with every widget it refers to followed to the bottom (model ids,
    which differ between equal widgets, replaced by the state they point to)."""
    text = states.get(widget.model_id) or own_state(widget)
    inner = [page_state(models_by_id[ref], states) if ref in states else "a closed widget"
             for ref in MODEL_REF.findall(text)]
    return [MODEL_REF.sub("IPY_MODEL", text), inner]


def snapshot(table: GameTable, baseline: set[int]) -> dict[str, Any]:
    """The page (the table's tree, followed to the bottom) and every live widget model made
    since `baseline`, each by its own synced state."""
    models_by_id.clear()
    models_by_id.update((x.model_id, x) for x in live_widgets())
    states = {k: own_state(x) for k, x in models_by_id.items() if id(x) not in baseline}
    live = sorted(MODEL_REF.sub("IPY_MODEL", text) for text in states.values())
    return {"page": page_state(table.widget, states), "live": live}


#: The live widgets by model id, while a snapshot is taken.
models_by_id: dict[str, w.Widget] = {}


def first_difference(a: Any, b: Any, path: str = "") -> str:
    """Where two snapshots differ, for a readable failure."""
    if isinstance(a, dict) and isinstance(b, dict):
        for key in sorted(set(a) | set(b)):
            if a.get(key) != b.get(key):
                return first_difference(a.get(key), b.get(key), f"{path}.{key}")
    if path == ".live":  # widget models: which ones only one side has
        only_a = list((Counter(a) - Counter(b)).elements())
        only_b = list((Counter(b) - Counter(a)).elements())
        return f"live widgets before only: {only_a[:2]}; after only: {only_b[:2]}"
    if isinstance(a, list) and isinstance(b, list) and len(a) == len(b):
        for i, (x, y) in enumerate(zip(a, b, strict=True)):
            if x != y:
                return first_difference(x, y, f"{path}[{i}]")
    return f"{path}: {str(a)[:300]!r} != {str(b)[:300]!r}"


# ----- permuting what the viewer may not know --------------------------------------------------
def permute_bond(game, viewer: int | None, rng: random.Random) -> None:
    """Deal the others' unseen cards and the deck afresh; keep what the viewer knows: their own
    hand, hand sizes, what declarers showed (only cards a declarer drew since are unseen), the
    pile, and the kinds in the deck while the viewer picks from it."""
    hidden: list[tuple[int, int]] = []  # (player, how many unseen cards) to deal back
    pool: list[str] = []
    for p, hand in enumerate(game.hands):
        if p == viewer:
            continue
        unseen = Counter(hand)
        if p in game.declarers:
            if game.phase != "draw":
                continue  # a declarer's hand is what they showed until they draw again
            unseen -= Counter(game.shown[p]) - Counter(game.last_discards.get(p, ()))
        kept = Counter(hand) - unseen
        pool += list(unseen.elements())
        hidden.append((p, sum(unseen.values())))
        game.hands[p] = kept
    picking = viewer is not None and game.drawing == viewer and game.picks_left
    if not picking:
        pool += game.deck
        deck_size = len(game.deck)
    rng.shuffle(pool)
    for p, count in hidden:
        game.hands[p].update(pool[:count])
        del pool[:count]
    if picking:
        rng.shuffle(game.deck)
    else:
        assert len(pool) == deck_size
        game.deck[:] = pool


def permute_periodyx(game, viewer: int | None, rng: random.Random) -> None:
    """Deal the others' unknown cards (and face-down choices) and the draw pile afresh; cards
    everyone knows stay with their holders, every hand keeps its size."""
    slots: list[tuple[list[str], int]] = []
    pool: list[str] = []
    for p, hand in enumerate(game.hands):
        if p == viewer:
            continue
        for i, card in enumerate(hand):
            if game.known.get(card) != p:
                slots.append((hand, i))
                pool.append(card)
    face_down = [p for p in game.face_down if p != viewer]
    pool += [game.face_down[p] for p in face_down]
    pool += game.pile
    rng.shuffle(pool)
    for hand, i in slots:
        hand[i] = pool.pop()
    for p in face_down:
        game.face_down[p] = pool.pop()
    game.pile[:] = pool


def permute_polymer(game, viewer: int | None, rng: random.Random) -> None:
    """The bag's order and the generator that draws from it: the next draws change."""
    rng.shuffle(game.bag)
    game.rng.seed(rng.random())


def permute_monopoly(game, viewer: int | None, rng: random.Random) -> None:
    """The decks' order, the amounts of the others' sealed bids, the answer of an open Test
    Day question and the generator that throws the dice to come."""
    import dataclasses

    for deck in game.order.values():
        rng.shuffle(deck)
    step = game.r.bid_step
    for q in list(game.bids):
        if q != viewer:
            game.bids[q] = rng.randrange(game.cash[q] // step + 1) * step
    if game.question >= 0:
        asked = game.questions[game.question]
        other = (asked.answer + 1 + rng.randrange(len(asked.choices) - 1)) % len(asked.choices)
        game.questions = tuple(dataclasses.replace(x, answer=other) if i == game.question
                               else x for i, x in enumerate(game.questions))
    game.rng.seed(rng.random())


def check_secret(table: GameTable, permute, rng: random.Random, baseline: set[int]) -> None:
    """The widget state (as play left it) is what a redraw gives after the viewer's unknowns
    are permuted; then the game is put back as it was."""
    game = table.game
    before = snapshot(table, baseline)
    saved = game.clone()
    permute(game, table.viewer(), rng)
    table.refresh()
    after = snapshot(table, baseline)
    game.__dict__.update(saved.__dict__)
    table.refresh()
    assert before == after, first_difference(before, after)


# ----- driving a table by its buttons and boards -------------------------------------------------
def bond_move(table: BondGame, rng: random.Random) -> None:
    """One decision of the person on screen, as clicks."""
    if table.showing_results:
        table.next_button.click()
        return
    me = table.viewer()
    legal = table.game.legal_actions(me)
    first = legal[0]
    if isinstance(first, Declare):
        (table.bond_button if rng.random() < 0.2 else table.keep_button).click()
    elif isinstance(first, Block):
        rng.choice(table.block_buttons).click()
    elif isinstance(first, Discard):
        cards = rng.choice(legal).cards
        hand, chosen = list(table.hand), []
        for card in cards:
            chosen.append(next(i for i, c in enumerate(hand) if c == card and i not in chosen))
            table.hand_board.click(f"hand-{chosen[-1]}")
        table.discard_button.click()
    elif isinstance(first, TakeForRing):
        action = rng.choice(legal)
        if action.card is None:
            table.deck_button.click()
        else:
            table.pile_board.click(f"pile-{table.game.pile.index(action.card)}")
    else:
        assert isinstance(first, PickFromDeck)
        table.pick_board.click(f"deck-{rng.randrange(len(legal))}")
    assert table.status.kind != "error", table.status.text


def generic_move(table: GameTable, rng: random.Random) -> None:
    """One decision of a person, through the table (the way every widget submits)."""
    people = table.match.people_to_move()
    viewer = table.viewer()
    player = viewer if viewer in people else people[0]
    assert table.submit(rng.choice(table.game.legal_actions(player)), player), table.status.text


def monopoly_move(table: MonopolyGame, rng: random.Random) -> None:
    """One decision of the person on screen, pressed on the widget's own controls."""
    from tests.monopoly.test_widget import click_for

    me = table.decider()
    assert me is not None and me == table.viewer()
    action = rng.choice(table.game.legal_actions(me))
    if action.kind == "bid" and rng.random() < 0.7:  # bid for real more often than not
        step = table.game.r.bid_step
        action = type(action)(rng.randrange(table.game.cash[me] // step + 1) * step)
    click_for(table, action)
    assert table.status.kind != "error", (action, table.status.text)


def play_checking(table: GameTable, move, permute, seed: int, max_steps: int = 400) -> int:
    """Play to the end, checking the secret before every click; returns the checks made."""
    rng = random.Random(seed)
    baseline = table._baseline
    checks = 0
    for _ in range(max_steps):
        check_secret(table, permute, rng, baseline)
        checks += 1
        if table.pass_device.covered:
            table.pass_device.button.click()
        elif table.game.is_over():
            break
        else:
            move(table, rng)
    assert table.game.is_over(), "the game ends within the steps allowed"
    return checks


def made(factory) -> GameTable:
    before = {id(x) for x in live_widgets()}
    table = factory()
    table._baseline = before
    return table


# ----- the tests -------------------------------------------------------------------------------
@pytest.mark.parametrize("seed", [1, 2, 4])
def test_bond_hot_seat_widget_state_does_not_depend_on_hidden_cards(seed: int) -> None:
    players = ["Ada", "Ben", "Cy", "strong"] if seed % 2 else ["Ada", "Ben", "random"]
    table = made(lambda: BondGame(players, seed=seed, rules=BOND_RULES, bot_delay=0))
    assert play_checking(table, bond_move, permute_bond, seed) > 30


@pytest.mark.parametrize("seed", [1, 2])
def test_periodyx_hot_seat_widget_state_does_not_depend_on_hidden_cards(seed: int) -> None:
    players = ["Ada", "Ben", "smart"] if seed % 2 else ["Ada", "Ben", "Cy"]
    table = made(lambda: PeriodyxGame(players, seed=seed, bot_delay=0))
    assert play_checking(table, generic_move, permute_periodyx, seed, max_steps=600) > 10


@pytest.mark.parametrize("seed", [1, 2])
def test_monopoly_hot_seat_widget_state_does_not_depend_on_bids_decks_or_answers(
        seed: int) -> None:
    players = ["Ada", "Ben", "hard"] if seed % 2 else ["Ada", "Ben", "Cy"]
    table = made(lambda: MonopolyGame(players, seed=seed, bot_delay=0,
                                      rules={"round_limit": 3}))
    checks = play_checking(table, monopoly_move, permute_monopoly, seed, max_steps=800)
    assert checks > 30
    closed = [e for e in table.game.events if e.kind in ("sold", "unsold")]
    assert closed, "the game had an auction, so sealed bids were checked"


def test_the_monopoly_permutation_changes_what_is_hidden() -> None:
    """The check is not empty: a sealed bid, the decks and an open question's answer move."""
    from chemteach.games.monopoly import ChemistryMonopoly

    game = ChemistryMonopoly(["Ada", "Ben", "Cy"], seed=1)
    game.bids = {1: 50}
    game.question = 0
    order = {d: list(o) for d, o in game.order.items()}
    answer = game.questions[0].answer
    permute_monopoly(game, 0, random.Random(3))
    assert game.bids != {1: 50} or game.order != order
    assert game.order != order and game.questions[0].answer != answer
    game.bids = {0: 70}
    permute_monopoly(game, 0, random.Random(4))
    assert game.bids == {0: 70}, "the viewer's own bid stays"


def test_polymer_widget_state_does_not_depend_on_the_bag_s_order() -> None:
    table = made(lambda: PolymerGame(["Ada", "Ben", "greedy"], seed=5, bot_delay=0,
                                     rules={"target_score": 30}))
    assert play_checking(table, generic_move, permute_polymer, 5) > 10


def test_the_permutations_change_what_is_hidden() -> None:
    """The check is not empty: the permutations do move hidden cards."""
    table = BondGame(["Ada", "Ben", "Cy"], seed=3, bot_delay=0)
    game = table.game
    hands = [Counter(h) for h in game.hands]
    permute_bond(game, 0, random.Random(1))
    assert game.hands[0] == hands[0] and game.hands[1:] != hands[1:]
    assert [sum(h.values()) for h in game.hands] == [8, 8, 8]
    assert game.card_count() == len(game.full_deck)


# ----- replaced widgets are closed --------------------------------------------------------------
def test_a_bond_match_leaves_no_widget_outside_its_table() -> None:
    """Issue 7, item 3: every live widget a match made belongs to the table (replaced "Block"
    buttons and split workshops are closed), and closing the table closes them all."""
    before = {id(x) for x in live_widgets()}
    table = BondGame(["Ada", "Ben", "Cy"], seed=2, rules=BOND_RULES, bot_delay=0)
    rng = random.Random(2)
    blocks = 0
    counts = []
    while not table.game.is_over():
        if table.pass_device.covered:
            table.pass_device.button.click()
            continue
        blocks += table.game.phase == "block"
        bond_move(table, rng)
        counts.append(len(live_widgets()))
    assert blocks, "the match had a block phase"
    mine = {id(x) for x in table.widgets()}
    stray = [x for x in live_widgets() if id(x) not in before and id(x) not in mine]
    assert stray == [], [own_state(x) for x in stray[:3]]
    assert max(counts) - min(counts) < 60, "the number of live widgets does not grow"
    table.close()
    assert [x for x in live_widgets() if id(x) not in before] == []


def test_replaced_block_buttons_are_closed() -> None:
    from tests.bond.helpers import rigged

    game = rigged(["H H O C O O N Ar", "F F H H H H H H", "F H H H H H H H"], rounds=1)
    game.names = ["Ada", "Ben", "Cy"]
    table = BondGame(game=game, bot_delay=0)
    for _ in range(3):
        if table.pass_device.covered:
            table.pass_device.button.click()
        table.declare(table.viewer() == 0)
    if table.pass_device.covered:
        table.pass_device.button.click()
    old = list(table.block_buttons)
    assert any(b.description.startswith("Block") for b in old)
    table.block_buttons[0].click()
    assert all(b.comm is None for b in old), "the buttons replaced are closed"
    assert not any(b.description.startswith("Block") for b in table.block_buttons)


@pytest.mark.parametrize("factory", [
    lambda: BondGame(["Ada", "Ben"], seed=1, bot_delay=0),
    lambda: PeriodyxGame(["Ada", "smart"], seed=1, bot_delay=0),
    lambda: PolymerGame(["Ada", "greedy"], seed=1, bot_delay=0),
    lambda: MonopolyGame(["Ada", "Ben", "medium"], seed=1, bot_delay=0),
])
def test_closing_a_table_closes_every_widget_it_made(factory) -> None:
    before = {id(x) for x in live_widgets()}
    table = factory()
    table.rematch()
    table.close()
    assert [type(x).__name__ for x in live_widgets() if id(x) not in before] == []


def test_a_re_run_play_closes_the_table_its_cell_made(monkeypatch) -> None:
    """Issue 8, item 18: re-running a notebook cell replaces its table; another cell's table
    stays, and so do two tables made by one run of a cell."""
    from chemteach.games.bond.widget import play

    here = {"cell": "cell-1", "run": "run-1"}
    monkeypatch.setattr(table_module, "running_cell", lambda: (here["cell"], here["run"]))
    monkeypatch.setattr(table_module, "_TABLES_OF_CELL", {})
    first = play(["Ada", "strong"], seed=1, bot_delay=0)
    twin = play(["Ada", "strong"], seed=3, bot_delay=0)
    here.update(cell="cell-2", run="run-2")
    other = play(["Ada", "strong"], seed=2, bot_delay=0)
    assert not first.closed and not twin.closed, "one run of a cell may show two tables"
    here.update(cell="cell-1", run="run-3")
    again = play(["Ada", "strong"], seed=1, bot_delay=0)
    assert first.closed and twin.closed and not again.closed and not other.closed
    assert all(x.comm is None for x in widget_tree(first.widget))
    assert again.widget.comm is not None


def test_outside_a_notebook_play_closes_nothing() -> None:
    assert table_module.running_cell() is None
    from chemteach.games.polymer.widget import play

    a = play(["Ada", "greedy"], seed=1, bot_delay=0)
    b = play(["Ada", "greedy"], seed=1, bot_delay=0)
    assert not a.closed and not b.closed
