"""The rules a teacher may change for Bond!; the defaults are the data file rules.toml."""

from __future__ import annotations

import tomllib
from importlib import resources

from ...core.rules import Rule, RuleSpec

_DEFAULTS = tomllib.loads(
    resources.files(__package__).joinpath("rules.toml").read_text(encoding="utf-8")
)

RULES = RuleSpec(
    "bond",
    (
        Rule("hand_size", _DEFAULTS["hand_size"], "cards dealt to each player", min=2, max=12),
        Rule("rounds", _DEFAULTS["rounds"], "rounds in a match (0: one per player)",
             min=0, max=50),
        Rule("turn_limit", _DEFAULTS["turn_limit"],
             "turns before a round is scored anyway (0: no limit)", min=0, max=200),
        Rule("bot_turn_limit", _DEFAULTS["bot_turn_limit"],
             "turns before a round of bots alone is scored (simulations, when turn_limit is 0)",
             min=1, max=1000),
        Rule("deck_runs_out", _DEFAULTS["deck_runs_out"], "what happens when the deck runs out",
             choices=("reshuffle", "void")),
        Rule("molecules", _DEFAULTS["molecules"], "which molecules score",
             choices=("any", "hint book", "known")),
        Rule("fluorine_per_molecule", _DEFAULTS["fluorine_per_molecule"],
             "fluorine scythes allowed in one molecule", min=0, max=8),
        Rule("deck", _DEFAULTS["deck"], "how many of each card", min=0, max=60),
        Rule("points", _DEFAULTS["points"], "points per card in a molecule", min=-10, max=20),
        Rule("bonus", _DEFAULTS["bonus"], "size bonuses, noble gases and unused cards",
             min=-10, max=20),
    ),
)
