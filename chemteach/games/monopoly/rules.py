"""The rules a teacher may change for Chemistry Monopoly (defaults: the seed and RULINGS)."""

from ...core.rules import Rule, RuleSpec

RULES = RuleSpec(
    "monopoly",
    (
        Rule("starting_amuny", 1500, "AMUny each player gets at the start", min=0, max=100_000),
        Rule("go_salary", 200, "what the Lab pays for passing or landing on Go", min=0,
             max=10_000),
        Rule("go_landing_pays_double", False,
             "optional rule: landing right on Go pays twice the salary (400)"),
        Rule("auctions", True, "optional rule: a declined element is auctioned (sealed bids)"),
        Rule("bid_step", 10, "sealed bids are whole multiples of this many AMUny", min=1,
             max=100),
        Rule("extra_credit_pot", False, "optional rule: taxes and fines go to the middle of "
             "the board and whoever lands on Extra Credit takes them"),
        Rule("extra_credit_base", 50, "what the Lab puts in the Extra Credit pot each time it "
             "is emptied (optional rule)", min=0, max=10_000),
        Rule("short_game", False, "optional rule: the short game (two elements dealt at "
             "set-up, three liquids before a solid, ends at the second bankruptcy)"),
        Rule("liquids", 51, "liquids in the Lab's supply", min=0, max=500),
        Rule("solids", 20, "solids in the Lab's supply", min=0, max=200),
        Rule("fine", 50, "the fine for leaving Biology Class", min=0, max=10_000),
        Rule("quiz", True, "Test Day bonus cards ask a question from the question bank"),
        Rule("offers_per_turn", 3, "trade offers a player may make in one turn", min=0,
             max=50),
        Rule("round_limit", 0, "optional rule: after this many rounds (every player one "
             "turn) the game ends and the richest wins, valued as in the short game (0: no "
             "limit; a class ends a game by the teacher's time's up)", min=0, max=10_000),
        Rule("bot_round_limit", 100, "rounds before a game of bots alone ends, valued as in "
             "the short game (simulations, when round_limit is 0)", min=1, max=10_000),
        Rule("move_log", True, "write the move log; bot simulations may switch it off for "
             "speed (the game plays the same)"),
        Rule("board_file", "", "a board TOML file to play on instead of the kit's board"),
        Rule("decks_file", "", "a Lab Day / Test Day decks TOML file instead of the kit's"),
        Rule("questions_file", "", "a question bank TOML file instead of the kit's"),
    ),
)
