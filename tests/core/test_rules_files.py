"""Rules variants are data: validated, with messages naming the file, key and what is allowed."""

from __future__ import annotations

import pytest

from chemteach.core import Rule, RulesError, RuleSpec

SPEC = RuleSpec(
    "demo",
    (
        Rule("target_score", 100, "points to win", min=1, max=500),
        Rule("ratio", 0.5, "a fraction", min=0, max=1),
        Rule("auctions", True, "auction declined lots"),
        Rule("language", "en", "card language", choices=("en", "ja")),
    ),
)


def test_defaults_when_no_rules_are_given() -> None:
    rules = SPEC.load(None)
    assert rules.target_score == 100 and rules["language"] == "en" and len(rules) == 4


def test_a_dict_overrides_defaults_and_ints_are_accepted_for_numbers() -> None:
    rules = SPEC.load({"target_score": 50, "ratio": 1})
    assert rules.target_score == 50 and rules.ratio == 1.0 and isinstance(rules.ratio, float)


def test_toml_file_is_read(tmp_path) -> None:
    path = tmp_path / "variant.toml"
    path.write_text('# a comment\ngame = "demo"\nauctions = false\nlanguage = "ja"\n')
    rules = SPEC.load(path)
    assert rules.auctions is False and rules.language == "ja" and rules.source == str(path)


@pytest.mark.parametrize(
    ("text", "key", "allowed"),
    [
        ("target_score = 0", "target_score", "a whole number from 1 to 500"),
        ("target_score = 2.5", "target_score", "a whole number from 1 to 500"),
        ("target_score = true", "target_score", "a whole number from 1 to 500"),
        ("ratio = 3", "ratio", "a number from 0 to 1"),
        ("auctions = 1", "auctions", "true or false"),
        ('language = "fr"', "language", "one of 'en', 'ja'"),
        ("colour = 3", "colour", "the keys auctions, language, ratio, target_score"),
        ('game = "bond"', "game", "'demo'"),
    ],
)
def test_a_mistake_names_the_file_the_key_and_what_is_allowed(tmp_path, text, key, allowed):
    path = tmp_path / "lesson-7.toml"
    path.write_text(text + "\n")
    with pytest.raises(RulesError) as err:
        SPEC.load(path)
    message = str(err.value)
    assert str(path) in message and f"key '{key}'" in message and allowed in message
    assert err.value.key == key and err.value.source == str(path)


def test_toml_syntax_error_names_the_file_and_line(tmp_path) -> None:
    path = tmp_path / "broken.toml"
    path.write_text("target_score = 50\nratio = \n")
    with pytest.raises(RulesError, match=r"broken\.toml: this is not valid TOML.*line 2"):
        SPEC.load(path)


def test_missing_rules_file_says_so(tmp_path) -> None:
    with pytest.raises(RulesError, match="cannot read the rules file"):
        SPEC.load(tmp_path / "nope.toml")


def test_describe_lists_every_rule_with_what_is_allowed() -> None:
    text = SPEC.describe()
    assert "target_score = 100" in text and "one of 'en', 'ja'" in text
