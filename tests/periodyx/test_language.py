"""The deck's language (rules key `language`, RULINGS Languages): A-2-Z by the first kana of
the Japanese name in gojūon order, Match's first-letter feature in the deck's language."""

from __future__ import annotations

import random

import pytest

from chemteach.core import game_from_json, game_to_json
from chemteach.core.errors import RulesError
from chemteach.core.match import Match, Seat
from chemteach.elements import elements
from chemteach.elements.kana import GOJUON
from chemteach.games.periodyx import Ask, AskLetter, Claim, Pass, Periodyx, Play
from chemteach.games.periodyx.bots import BOTS
from chemteach.games.periodyx.deck import initial, letters
from chemteach.games.periodyx.features import feature_reason, shared_features
from chemteach.games.periodyx.rules import rules_for_table

from .helpers import last_text, rigged

SAME_LETTER = "names begin with the same letter"
JA = {"language": "ja"}


def test_deck_language_is_english_by_default_and_saved_with_the_rules() -> None:
    english = Periodyx(3, seed=4)
    assert english.rules.language == "en"
    assert english.letters() == tuple("ABCDEFGHIJKLMNOPQRSTUVWXYZ")
    assert english.rule_spec.house_rules(english.rules) == []
    japanese = Periodyx(3, rules=JA, seed=4)
    assert game_to_json(japanese)["rules"]["language"] == "ja"
    assert japanese.rule_spec.house_rules(japanese.rules) == ['language = "ja"']
    assert japanese.house_rules() == []  # the table's language, not a house rule


def test_deck_language_must_be_en_or_ja_naming_the_key() -> None:
    with pytest.raises(RulesError, match=r"key 'language'.*allowed: one of 'en', 'ja'"):
        Periodyx(3, rules={"language": "fr"}, seed=1)


def test_a_2_z_in_japanese_asks_by_kana() -> None:
    # 水素 すいそ and 水銀 すいぎん under す; スズ すず too; 酸素 さんそ under さ.
    game = rigged("A-2-Z", [["Fe", "O"], ["H", "Hg", "Sn", "Ca"], ["Cl", "K"]], rules=JA)
    assert game.letters() == GOJUON and len(GOJUON) == 46
    asks = [a for a in game.legal_actions(0) if isinstance(a, AskLetter)]
    assert {a.letter for a in asks} == set(GOJUON), "every gojūon kana, no Latin letter"
    assert not game.is_legal(0, AskLetter(1, "S")), "English letters are not asked in Japanese"
    game.apply(0, AskLetter(1, "す"))
    assert sorted(game.hands[0]) == ["Fe", "H", "Hg", "O", "Sn"] and game.hands[1] == ["Ca"]
    assert "elements beginning with す" in last_text(game, "a-2-z")


def test_a_2_z_in_japanese_files_voiced_kana_under_the_plain_kana() -> None:
    # ガリウム がりうむ and カリウム かりうむ under か;
    # バリウム ばりうむ and パラジウム ぱらじうむ under は.
    game = rigged("A-2-Z", [["Fe"], ["Ga", "K", "Ba", "Pd", "Na"], ["Cl"]], rules=JA)
    assert game.explain_illegal(0, AskLetter(1, "が")) == (
        "Ask for か: が is filed under か, as in a dictionary.")
    assert "gojūon" in game.explain_illegal(0, AskLetter(1, "Q"))
    game.apply(0, AskLetter(1, "か"))
    assert sorted(game.hands[0]) == ["Fe", "Ga", "K"]
    assert [initial(s, "ja") for s in ("Ba", "Pd", "Na", "Zr", "Db")] == ["は", "は", "な", "し",
                                                                         "と"]


def test_a_2_z_in_japanese_asked_player_without_the_kana_draws() -> None:
    game = rigged("A-2-Z", [["Fe"], ["H", "Na"], ["Cl"]], pile_top=["Au"], rules=JA)
    game.apply(0, AskLetter(1, "を"))  # を and ん start no element but may be named
    assert "Au" in game.hands[1] and game.hands[0] == ["Fe"]


def test_a_2_z_in_english_still_asks_by_letter_of_the_english_name() -> None:
    game = rigged("A-2-Z", [["Fe"], ["H", "Hg", "Sn"], ["Cl"]])
    assert not game.is_legal(0, AskLetter(1, "す"))
    game.apply(0, AskLetter(1, "H"))  # hydrogen only: mercury is M in English, 水銀 す in Japanese
    assert sorted(game.hands[0]) == ["Fe", "H"]


def test_match_same_first_letter_in_japanese() -> None:
    assert SAME_LETTER in shared_features("H", "Hg", "ja")  # すいそ, すいぎん
    assert SAME_LETTER not in shared_features("H", "Hg")  # hydrogen, mercury
    assert SAME_LETTER in shared_features("K", "Ga", "ja")  # かりうむ, がりうむ: both か
    assert SAME_LETTER in shared_features("Ne", "N")  # neon, nitrogen: both N
    assert SAME_LETTER not in shared_features("Ne", "N", "ja")  # ねおん, ちっそ
    assert feature_reason(SAME_LETTER, "H", "Hg", "ja") == "both elements whose names begin with す"
    with pytest.raises(ValueError):
        feature_reason(SAME_LETTER, "H", "Hg")

    game = rigged("Match", [["H", "Fe"], ["Hg", "Cu"], ["Cl", "K"]], rules=JA)
    game.apply(0, Ask(1))
    game.apply(0, Play("H"))
    game.apply(1, Play("Hg"))
    racer = game.to_move()[0]
    game.apply(racer, Claim(SAME_LETTER))
    assert "H" in game.hands[racer] and "Hg" in game.hands[racer]
    assert last_text(game, "claim").endswith(
        "hydrogen and mercury are both elements whose names begin with す, so "
        f"{game.names[racer]} takes both cards.")


def test_match_void_race_in_japanese_names_the_shared_kana() -> None:
    assert shared_features("H", "Hg", "ja") == [SAME_LETTER]  # nothing else in common
    game = rigged("Match", [["H", "Fe"], ["Hg", "Cu"], ["Cl", "K"]], rules=JA)
    game.apply(0, Ask(1))
    game.apply(0, Play("H"))
    game.apply(1, Play("Hg"))
    for p in list(game.to_move()):
        game.apply(p, Pass())
    assert last_text(game) == (
        "Nobody named what hydrogen and mercury share (they are both elements whose names "
        "begin with す): the turn is void, and the cards go back.")


def test_match_same_first_letter_in_english_reads_as_a_sentence() -> None:
    assert feature_reason(SAME_LETTER, "Na", "S") == "both elements whose names begin with S"


def test_japanese_deck_replays_identically_from_its_save() -> None:
    game = Periodyx(["smart", "steady", "random"], rules=JA, seed=12)
    Match(game, [Seat(name, BOTS[name]()) for name in game.names]).play_out()
    asked = [(p, a.letter) for p, a in game.history if isinstance(a, AskLetter)]
    assert asked and all(letter in GOJUON for _, letter in asked), "bots ask by kana"
    handed = [e for e in game.events if e.kind == "a-2-z" and e.data.get("cards")]
    assert all(initial(s, "ja") == e.data["letter"] for e in handed for s in e.data["cards"])
    again = game_from_json(game_to_json(game))
    assert again.rules.language == "ja" and again.fingerprint() == game.fingerprint()
    assert again.narrate(None) == game.narrate(None)


def test_smart_bot_asks_for_a_kana_that_begins_an_unseen_element() -> None:
    game = rigged("A-2-Z", [["Fe", "O"], ["H", "Hg", "Ca"], ["Cl", "K"]], rules=JA)
    ask = BOTS["smart"]().choose(game.observation(0), game.legal_actions(0), random.Random(1))
    assert isinstance(ask, AskLetter) and ask.letter in {initial(e.symbol, "ja")
                                                         for e in elements()}


def test_letters_of_an_unknown_language_are_refused_plainly() -> None:
    assert letters("ja")[:5] == ("あ", "い", "う", "え", "お")
    with pytest.raises(ValueError, match="the languages are: en, ja"):
        letters("fr")


def test_a_japanese_table_deals_a_japanese_deck_unless_the_rules_say(tmp_path) -> None:
    assert rules_for_table(None, "ja").language == "ja"
    assert rules_for_table(None, "ja_JP").language == "ja"
    assert rules_for_table(None, "en").language == "en"
    assert rules_for_table(None, None).language == "en"
    assert rules_for_table(None, "fr").language == "en", "no French deck yet: English names"
    assert rules_for_table({"hand_size": 4}, "ja-JP").hand_size == 4
    assert rules_for_table({"language": "en"}, "ja").language == "en", "the teacher's choice"
    toml = tmp_path / "english.toml"
    toml.write_text('language = "en"\n', encoding="utf-8")
    assert rules_for_table(toml, "ja").language == "en"
    assert rules_for_table(str(toml), "ja").language == "en"
    assert rules_for_table("hand_size = 4", "ja").language == "ja"
    saved = Periodyx(3, rules=JA, seed=1).rules
    assert rules_for_table(saved, "en").language == "ja", "a game's own rules are kept"
    with pytest.raises(RulesError, match="key 'hand_sise'"):
        rules_for_table({"hand_sise": 4}, "ja")
    game = Periodyx(3, rules_for_table(None, "ja"), seed=3)
    assert game.letters() == GOJUON


def test_smart_bot_claims_the_same_first_kana_in_a_japanese_deck() -> None:
    for rules, claims in ((JA, True), (None, False)):
        game = rigged("Match", [["H", "Fe"], ["Hg", "Cu"], ["Cl", "K"]], rules=rules)
        game.apply(0, Ask(1))
        game.apply(0, Play("H"))
        game.apply(1, Play("Hg"))
        move = BOTS["smart"]().choose(game.observation(2), game.legal_actions(2),
                                      random.Random(0))
        assert (move == Claim(SAME_LETTER)) is claims


def test_the_deck_language_is_not_listed_as_a_house_rule() -> None:
    """A Japanese table deals the Japanese deck: a reload must not call that a house rule."""
    game = Periodyx(["Ada", "Ben"], {"language": "ja"}, seed=3)
    assert not any(line.startswith("language") for line in game.house_rules())
    game = Periodyx(["Ada", "Ben"], {"language": "ja", "hand_size": 6}, seed=3)
    assert game.house_rules() == ["hand_size = 6"]
