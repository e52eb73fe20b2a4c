"""The shared grammar of the move log: the reader is "you", everyone else by name."""

from __future__ import annotations

from chemteach.core.wording import Reader, count, join_words, with_article

from ..wording import grammar_problems

NAMES = ["Ada", "smart 2", "You"]


def test_the_reader_is_you_and_the_verb_agrees() -> None:
    ada, other, spectator = Reader(NAMES, 0), Reader(NAMES, 1), Reader(NAMES, None)
    you, them = "You place the pyramid.", "{actor} places the pyramid."
    assert ada.say(0, you, them) == "You place the pyramid."
    assert other.say(0, you, them) == "Ada places the pyramid."
    assert spectator.say(0, you, them) == "Ada places the pyramid."


def test_your_hand_and_adas_hand() -> None:
    assert Reader(NAMES, 0).whose(0) == "your" and Reader(NAMES, 0).whose(0, start=True) == "Your"
    assert Reader(NAMES, 1).whose(0) == "Ada's"
    assert Reader(NAMES, 1).who(0) == "Ada" and Reader(NAMES, 0).who(0) == "you"


def test_a_bot_keeps_its_lower_case_name_as_in_the_seat_list() -> None:
    assert Reader(NAMES).say(1, "You win.", "{actor} wins.") == "smart 2 wins."


def test_a_person_called_you_is_quoted_for_everyone_else() -> None:
    """Issue 8 item 1: "You places" must never appear, even for a person named "You"."""
    line = Reader(NAMES, 0).say(2, "You place it.", "{actor} places it.")
    assert line == "\u201cYou\u201d places it." and not grammar_problems(line)
    assert Reader(NAMES, 0).whose(2) == "\u201cYou\u201d's"
    assert Reader(NAMES, 2).say(2, "You place it.", "{actor} places it.") == "You place it."


def test_winners_agree_in_person_and_number() -> None:
    assert Reader(NAMES, 0).winners([0]) == "You win."
    assert Reader(NAMES, 1).winners([0]) == "Ada wins."
    assert Reader(NAMES, 0).winners([0, 1]) == "You and smart 2 share the win."
    assert Reader(NAMES, None).winners([0, 1]) == "Ada and smart 2 share the win."
    assert Reader(NAMES, None).winners([]) == "Nobody wins."


def test_plural_aware_counts() -> None:
    """Issue 8 item 4: "a chain of 1 pyramid(s)" is now worded by its number."""
    assert count(1, "a chain of {n} pyramid", "a chain of {n} pyramids") == "a chain of 1 pyramid"
    assert count(3, "a chain of {n} pyramid", "a chain of {n} pyramids") == "a chain of 3 pyramids"
    assert count(0, "{n} card", "{n} cards") == "0 cards"


def test_lists_and_articles() -> None:
    assert join_words([]) == "" and join_words(["iron"]) == "iron"
    assert join_words(["iron", "tin", "gold"]) == "iron, tin and gold"
    assert with_article("orange pyramid") == "an orange pyramid"
    assert with_article("red pyramid") == "a red pyramid"


def test_the_grammar_check_catches_the_old_sentences() -> None:
    """The play-test's sentences (issue 8 item 1) are all caught by the checker the game
    tests use, and the new ones pass."""
    for bad in ("You places the red pyramid.", "You was blocked and discards all shields.",
                "strong 1 blocks You's Bond!", "Ada takes a card from You's hand.",
                "You picks a card of their choice from the deck.", "You lays radon face up."):
        assert grammar_problems(bad), bad
    for good in ("You place the red pyramid.", "You were blocked and discard all your shields.",
                 "strong 1 blocks your Bond!", "You pick a card of your choice from the deck.",
                 "You pass.", "\u201cYou\u201d picks a card of their choice from the deck."):
        assert not grammar_problems(good), good
