"""Readable transcripts of seeded bot games: the golden files that catch silent rule changes."""

from __future__ import annotations

from .match import Match, Seat


def transcript(game_name: str, players: int, seed: int, bots: list[str]) -> str:
    """Play a seeded bot game and return its move log as text, one event a line."""
    from ..games import bots as bots_of
    from ..games import game_class

    available = bots_of(game_name)
    names = [f"{bots[i % len(bots)]} {i + 1}" for i in range(players)]
    cls = game_class(game_name)
    # bots alone play by the rules for bots (a turn or round cap where the game has one)
    rules = cls.rules_for_bots(cls.rule_spec.load(None))
    game = cls(names, rules, seed)
    seats = [Seat(n, available[n.rsplit(" ", 1)[0]]()) for n in names]
    Match(game, seats).play_out()
    lines = [f"# {game.title}: {players} players, seed {seed}, bots {', '.join(bots)}"]
    for e in game.events:  # every event, hidden ones too, worded for a spectator
        seen = "" if e.visible_to is None else ", ".join(names[p] for p in e.visible_to)
        hidden = f" [seen by {seen}]" if seen else ""
        lines.append(f"{e.kind}{hidden}: {game.word(e, None)}")
    lines.append(f"# final scores: {game.scores()}")
    return "\n".join(lines) + "\n"


#: The golden games: (file name, game, players, seed, bots).
GOLDEN = [
    ("polymer-3p-seed7.txt", "polymer", 3, 7, ["greedy", "random"]),
    ("bond-4p-seed7.txt", "bond", 4, 7, ["strong", "random"]),
    ("periodyx-4p-seed7.txt", "periodyx", 4, 7, ["smart", "random"]),
    ("monopoly-3p-seed7.txt", "monopoly", 3, 7, ["hard", "medium"]),
]
