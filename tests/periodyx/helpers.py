"""Arranging a Periodyx game for a rule test: chosen hands, pile top, table, lead and game."""

from __future__ import annotations

from collections.abc import Mapping, Sequence
from typing import Any

from chemteach.core import Action
from chemteach.games.periodyx import MINIGAMES, MendeleevTable, Periodyx, minigame


def turn_for(game_name: str, lead: int, players: int) -> int:
    """The first turn on which `lead` leads the named game (the indicator's rotation)."""
    index = MINIGAMES.index(minigame(game_name))
    for turn in range(players * len(MINIGAMES)):
        if turn % players == lead and turn % len(MINIGAMES) == index:
            return turn
    raise AssertionError("players and games are coprime: every pair comes round")


def rigged(
    game_name: str,
    hands: Sequence[Sequence[str]],
    pile_top: Sequence[str] = (),
    table: Sequence[str] = ("Og",),
    lead: int = 0,
    rules: Mapping[str, Any] | None = None,
    seed: int = 1,
) -> Periodyx:
    """A game where the named game starts now, with these hands, pile top and table.

    Every other card of the deck goes under `pile_top`, so all cards stay accounted for.
    """
    game = Periodyx(len(hands), rules=rules, seed=seed)
    placed = [c for h in hands for c in h] + list(pile_top) + list(table)
    assert len(placed) == len(set(placed)), "a card can only be in one place"
    game.hands = [sorted(h, key=lambda s: game.deck.index(s)) for h in hands]
    game.table = MendeleevTable(table, game.rules.mendeleev_match)
    game.pile = list(pile_top) + [c for c in game.deck if c not in placed]
    game.known = {}
    game.turn = turn_for(game_name, lead, len(hands))
    game.events.clear()
    game._start_turn()
    assert game.cards_in_play() == len(game.deck)
    return game


def play(game: Periodyx, *moves: tuple[int, Action]) -> Periodyx:
    """Apply moves (player, action) in order."""
    for player, action in moves:
        game.apply(player, action)
    return game


def last_text(game: Periodyx, kind: str = "compare") -> str:
    """The text of the latest public event of a kind."""
    return [game.word(e, None) for e in game.visible_events(None) if e.kind == kind][-1]


SKIPPED_FIELDS = {"deck", "names", "letter", "text", "end_reason", "game", "stage",
                  "mendeleev_match"}


def card_symbols(value: Any, symbols: frozenset[str] | None = None) -> set[str]:
    """Every element symbol held anywhere in an observation (rules and prose fields skipped)."""
    import dataclasses

    from chemteach.elements import elements

    symbols = symbols or frozenset(e.symbol for e in elements())
    found: set[str] = set()
    if dataclasses.is_dataclass(value):
        for f in dataclasses.fields(value):
            if f.name not in SKIPPED_FIELDS:
                found |= card_symbols(getattr(value, f.name), symbols)
    elif isinstance(value, dict):
        for k, v in value.items():
            if k not in SKIPPED_FIELDS:  # an event's data: its "letter" is not a card
                found |= card_symbols(k, symbols) | card_symbols(v, symbols)
    elif isinstance(value, list | tuple | set | frozenset):
        for v in value:
            found |= card_symbols(v, symbols)
    elif isinstance(value, str) and value in symbols:
        found.add(value)
    return found
