"""The probability lesson's sentences (notebooks/chemistry_monopoly.ipynb and the lesson
monopoly-probability.md) checked against the exact Markov figures they describe."""

from __future__ import annotations

from pathlib import Path

from chemteach.games.monopoly import ChemistryMonopoly, landing_probabilities

BIOLOGY = 10


def _figures():
    stay, pay = landing_probabilities("stay"), landing_probabilities("pay")
    landable = [s for s in range(40) if stay[s] > 0]
    average = sum(stay[s] for s in landable) / len(landable)
    return stay, pay, average


def test_notebook_claim_staying_takes_throws_from_almost_every_space() -> None:
    """Cell 18: with "stay" every space but Carbon gets a smaller share of all throws."""
    stay, pay, _avg = _figures()
    gaining = [s for s in range(40) if stay[s] > pay[s]]
    board = ChemistryMonopoly(2, seed=0).board
    assert [board.spaces[s].name for s in gaining] == ["Carbon"]
    assert sum(1 for s in range(40) if stay[s] < pay[s]) == 38
    assert 0.093 < stay["biology_class"] < 0.095 and 0.035 < pay["biology_class"] < 0.045


def test_notebook_claim_leaving_by_doubles_favours_even_steps_after_biology_class() -> None:
    """Cell 18 and the plot: of throws that end on the board, even steps 2-12 after
    Biology Class gain with "stay" and odd steps 3-13 lose."""
    stay, pay, _avg = _figures()
    on_stay, on_pay = 1 - stay["biology_class"], 1 - pay["biology_class"]
    for steps in range(2, 14):
        s = BIOLOGY + steps
        change = stay[s] / on_stay - pay[s] / on_pay
        assert (change > 0) is (steps % 2 == 0), (steps, change)


def test_notebook_claim_one_throw_after_biology_class_but_test_day_below_average() -> None:
    """Cell 16, cell 20's question and the lesson's answer (2): nitrogen, phosphorus and
    arsenic (6, 8, 9 steps on) above average; the Test Day space 7 steps on below it;
    selenium the most-landed element."""
    stay, _pay, average = _figures()
    board = ChemistryMonopoly(2, seed=0).board
    for steps in (5, 6, 8, 9, 10):
        assert stay[BIOLOGY + steps] > average, steps
    assert board.spaces[17].name == "Test Day" and stay[17] < average
    top = max(board.ownables, key=lambda s: stay[s])
    assert board.spaces[top].name == "Selenium"


def test_notebook_claim_two_test_day_cards_send_the_token_away() -> None:
    """Cell 16 and the lesson's answer (2): two of the sixteen Test Day cards move the token
    (to Go, to Biology Class)."""
    from chemteach.games.monopoly.board import load_decks

    deck = load_decks()["test_day"]
    moving = sorted(c.effect for c in deck
                    if c.effect in ("advance", "nearest", "back", "biology class"))
    assert len(deck) == 16 and moving == ["advance", "biology class"]
    assert next(c.target for c in deck if c.effect == "advance") == 0


def _rules_texts() -> tuple[str, str, str]:
    """The English and Japanese rules notebooks' Markdown and DECISIONS.md, with line breaks
    taken out (Japanese: all spaces too, which it does not use between words)."""
    import nbformat

    root = Path(__file__).resolve().parents[2]
    english = " ".join(" ".join(c.source.split()) for c in nbformat.read(
        root / "notebooks" / "chemistry_monopoly.ipynb", as_version=4).cells
        if c.cell_type == "markdown")
    japanese = "".join("".join(c.source.split()) for c in nbformat.read(
        root / "notebooks" / "ja" / "chemistry_monopoly.ipynb", as_version=4).cells
        if c.cell_type == "markdown")
    decisions = " ".join((root / "chemteach" / "games" / "monopoly" / "DECISIONS.md")
                         .read_text(encoding="utf-8").split())
    return english, japanese, decisions


def test_the_rules_say_the_throw_after_doubles_is_compulsory_in_both_languages() -> None:
    """RULINGS: the seed's "may roll again" is read as permission; the throw is compulsory,
    and the rules notebook (both languages) and DECISIONS.md say so (issue 18 item 24)."""
    english, japanese, decisions = _rules_texts()
    assert '"may roll again"' in english and "the throw again is compulsory" in english
    assert "「もう1回投げてもよい」" in japanese and "もう1回投げるのは必ずです" in japanese
    assert '"may roll again"' in decisions and "the throw again is compulsory" in decisions


def test_the_rules_say_a_class_ends_a_game_by_times_up_not_at_round_100() -> None:
    """RULINGS: games with people have no round cap; the teacher's time's up ends them
    (issue 18 item 25). The notebook said "After 100 rounds a game ends"."""
    english, japanese, decisions = _rules_texts()
    assert "After 100 rounds" not in english and "100巡でゲームは終わり" not in japanese
    assert "no round limit" in english and "**Time's up**" in english
    assert "上限はありません" in japanese and "**時間切れ**" in japanese
    assert "No round cap for people; the teacher's time's up" in decisions
    assert "`bot_round_limit`" in english and "`bot_round_limit`" in japanese
