"""The rules a teacher may change for Polymer Chains (defaults follow the seed and RULINGS)."""

from ...core.errors import RulesError
from ...core.rules import Rule, Rules, RuleSpec
from .colours import palette


def _enough_colours(rules: Rules, players: int) -> None:
    """Every player and every extra colour needs a colour of the kit's palette."""
    have = len(palette())
    if players + rules.extra_colours > have:
        raise RulesError(
            f"{rules.source}: key 'extra_colours': {rules.extra_colours} extra colours for "
            f"{players} players need {players + rules.extra_colours} colours, but the kit has "
            f"{have}; allowed: at most {max(0, have - players)} with {players} players.",
            source=rules.source, key="extra_colours")


RULES = RuleSpec(
    "polymer",
    (
        Rule("target_score", 100, "the game ends after the round in which someone reaches it",
             min=1, max=10_000),
        Rule("trios_per_colour", 5, "trios (one 1-, 2- and 3-pip pyramid) of each colour",
             min=1, max=20),
        Rule("extra_colours", 1, "colours beyond one per player (the seed: players + 1)",
             min=0, max=9),
        Rule("turn_order", "same", "who places first in each round: 'same' (the seed: the "
             "first player every round), 'rotate' (each round starts one seat further left) "
             "or 'snake' (every other round goes the other way round the table); chains grow "
             "all game, so with 'same' the later seats score more",
             choices=("same", "rotate", "snake")),
    ),
    for_players=_enough_colours,
)
