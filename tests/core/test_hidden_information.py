"""Hidden information stays hidden: two states that differ only in what a player may not know
look the same to that player, and to a spectator, in every game.

Over random seeded playouts of each game, at many steps:
- a second state is built that differs only in hidden information (the order of the bag,
  pile, deck or card decks; cards swapped between a hidden hand and the pile or another
  hidden hand; a face-down card swapped with another card of its owner's; the random
  generator, that is the future dice and draws), and every player who cannot see the
  difference (and the spectator) must get the very same observation in both;
- at a simultaneous secret decision (Periodyx's face-down cards, Monopoly's sealed bids,
  Bond!'s declarations, blocks and discards), each other move the player could have made
  instead must leave every other player's observation, and the spectator's, unchanged.

Issue 18 item 20: when a player laid face down a card the table had seen go into their hand,
Periodyx's public `known` map dropped it at once, so the others' observations told which card
was face down. The secret-move check finds it.
"""

from __future__ import annotations

import random
from collections.abc import Callable, Iterator

import pytest

from chemteach.core.game import Game
from chemteach.games import game_class

#: game: (players, seeds, moves per playout, hidden information changed every n-th move,
#: secret moves checked at every n-th secret decision)
PLAYOUTS = {
    "polymer": (3, range(3), 120, 3, 1),
    "periodyx": (3, range(10), 250, 4, 1),
    "bond": (3, range(4), 250, 4, 1),
    "monopoly": (3, range(2), 300, 8, 5),
}

Variant = tuple[Game, frozenset[int]]  # a second state and the players who may see a difference


def _with(game: Game, change: Callable[[Game], bool]) -> Game | None:
    """A copy of the game changed in hidden information (None if `change` found nothing)."""
    other = game.clone()
    return other if change(other) else None


def _reseed(rng: random.Random) -> Callable[[Game], bool]:
    def change(g: Game) -> bool:
        g.rng.seed(rng.randrange(2**32))
        return True
    return change


def _shuffle(attribute: str, rng: random.Random) -> Callable[[Game], bool]:
    def change(g: Game) -> bool:
        items = getattr(g, attribute)
        if len(items) < 2:
            return False
        rng.shuffle(items)
        return True
    return change


# ----- what each game hides ----------------------------------------------------------------

def _polymer(game: Game, rng: random.Random) -> Iterator[Variant]:
    nobody: frozenset[int] = frozenset()
    for change in (_shuffle("bag", rng), _reseed(rng)):
        other = _with(game, change)
        if other is not None:
            yield other, nobody


def _periodyx(game, rng: random.Random) -> Iterator[Variant]:
    nobody: frozenset[int] = frozenset()
    for change in (_shuffle("pile", rng), _reseed(rng)):
        other = _with(game, change)
        if other is not None:
            yield other, nobody

    def unknown(g, p: int) -> list[str]:  # cards of p's hand the table never saw go in
        return [s for s in g.hands[p] if s not in g.known and s not in g.fresh]

    from chemteach.games.periodyx.deck import z

    n = game.num_players
    for p in range(n):
        if unknown(game, p) and game.pile:
            def to_pile(g, p=p) -> bool:
                mine, i = rng.choice(unknown(g, p)), rng.randrange(len(g.pile))
                g.hands[p].remove(mine)
                g.hands[p].append(g.pile[i])
                g.hands[p].sort(key=z)
                g.pile[i] = mine
                return True
            yield _with(game, to_pile), frozenset({p})
        q = (p + 1) % n
        if unknown(game, p) and unknown(game, q):
            def between(g, p=p, q=q) -> bool:
                a, b = rng.choice(unknown(g, p)), rng.choice(unknown(g, q))
                g.hands[p].remove(a)
                g.hands[q].remove(b)
                g.hands[p].append(b)
                g.hands[q].append(a)
                g.hands[p].sort(key=z)
                g.hands[q].sort(key=z)
                return True
            yield _with(game, between), frozenset({p, q})
        if p in game.face_down and len(game.face_down) < 2:
            # the face-down card and another card of the same hand: which one is down is
            # p's secret (a card the table saw go in may be either)
            choices = [s for s in game.hands[p] if s not in game.fresh
                       and game.known.get(s, p) == p]
            if choices:
                def face_down(g, p=p, choices=choices) -> bool:
                    down, mine = g.face_down[p], rng.choice(choices)
                    g.hands[p].remove(mine)
                    g.hands[p].append(down)
                    g.hands[p].sort(key=z)
                    g.face_down[p] = mine
                    return True
                yield _with(game, face_down), frozenset({p})


def _bond(game, rng: random.Random) -> Iterator[Variant]:
    nobody: frozenset[int] = frozenset()
    for change in (_shuffle("deck", rng), _reseed(rng)):
        other = _with(game, change)
        if other is not None:
            yield other, nobody
    hidden = [p for p in range(game.num_players)
              if p not in game.shown and p not in game.choices and sum(game.hands[p].values())]
    for p in hidden:
        if game.deck:
            def to_deck(g, p=p) -> bool:
                mine, i = rng.choice(sorted(g.hands[p].elements())), rng.randrange(len(g.deck))
                g.hands[p][mine] -= 1
                g.hands[p][g.deck[i]] += 1
                g.hands[p] += {}  # drops a count of 0
                g.deck[i] = mine
                return True
            yield _with(game, to_deck), frozenset({p})
        others = [q for q in hidden if q != p]
        if others:
            q = rng.choice(others)

            def between(g, p=p, q=q) -> bool:
                a = rng.choice(sorted(g.hands[p].elements()))
                b = rng.choice(sorted(g.hands[q].elements()))
                g.hands[p][a] -= 1
                g.hands[q][b] -= 1
                g.hands[p][b] += 1
                g.hands[q][a] += 1
                g.hands[p] += {}
                g.hands[q] += {}
                return True
            yield _with(game, between), frozenset({p, q})


def _monopoly(game, rng: random.Random) -> Iterator[Variant]:
    nobody: frozenset[int] = frozenset()
    other = _with(game, _reseed(rng))
    yield other, nobody

    def decks(g) -> bool:
        for order in g.order.values():
            rng.shuffle(order)
        return True
    yield _with(game, decks), nobody


HIDDEN = {"polymer": _polymer, "periodyx": _periodyx, "bond": _bond, "monopoly": _monopoly}


def _secret_round(game) -> bool:
    """Whether the players to move decide at once and in secret (nothing shown until all
    have decided)."""
    if len(game.to_move()) < 2:
        return False
    return {"periodyx": lambda: game.stage == "face down",
            "bond": lambda: game.phase in ("declare", "block", "discard"),
            "monopoly": lambda: game.phase == "auction",
            "polymer": lambda: False}[game.name]()


# ----- the checks ----------------------------------------------------------------------------

def _looks_the_same(one: Game, two: Game, hidden_from: frozenset[int] | set[int],
                    what: str) -> None:
    for viewer in [None, *(p for p in range(one.num_players) if p not in hidden_from)]:
        first, second = one.observation(viewer), two.observation(viewer)
        assert first == second, (
            f"{one.name}: {what} shows to {'the spectator' if viewer is None else viewer}: "
            f"{_difference(first, second)}")


def _difference(first, second) -> str:
    fields = getattr(first, "__dataclass_fields__", {})
    diff = [f"{name}: {getattr(first, name)!r} != {getattr(second, name)!r}"
            for name in fields if getattr(first, name) != getattr(second, name)]
    return "; ".join(diff)[:600] or "(the observations differ)"


def _check_secret_moves(game: Game, rng: random.Random) -> int:
    """Every other secret move a player could make looks the same to the others."""
    checked = 0
    for p in game.to_move():
        moves = game.legal_actions(p)
        if len(moves) < 2:
            continue
        states = []
        for move in rng.sample(moves, min(len(moves), 4)):
            other = game.clone()
            other.apply(p, move)
            states.append((move, other))
        (first_move, first), rest = states[0], states[1:]
        for move, other in rest:
            _looks_the_same(first, other, {p}, f"{p}'s secret {move} instead of {first_move}")
            checked += 1
    return checked


def _playout(name: str, players: int, seed: int, steps: int, every: int,
             every_secret: int) -> tuple[int, int]:
    rng = random.Random(f"{name}-{seed}")
    game = game_class(name)(players, seed=seed)
    variants = secrets = rounds = 0
    for step in range(steps):
        if game.is_over():
            break
        if step % every == 0:
            for other, hidden_from in HIDDEN[name](game, rng):
                if other is None:
                    continue
                _looks_the_same(game, other, hidden_from, "a change of hidden information")
                variants += 1
        if _secret_round(game):
            rounds += 1
            if rounds % every_secret == 0:
                secrets += _check_secret_moves(game, rng)
        p = rng.choice(game.to_move())
        game.apply(p, rng.choice(game.legal_actions(p)))
    return variants, secrets


@pytest.mark.parametrize("name", sorted(PLAYOUTS))
def test_states_that_differ_only_in_hidden_information_look_the_same(name: str) -> None:
    players, seeds, steps, every, every_secret = PLAYOUTS[name]
    variants = secrets = 0
    for seed in seeds:
        v, s = _playout(name, players, seed, steps, every, every_secret)
        variants, secrets = variants + v, secrets + s
    assert variants >= 50  # the playouts reached many states worth comparing
    if name != "polymer":  # Polymer Chains has no secret moves
        assert secrets >= 10
