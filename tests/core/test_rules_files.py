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


# ----- issue 7 item 9: every rules error names the file, the key and what is allowed -----

def test_deeply_nested_toml_names_the_file_and_key(tmp_path) -> None:
    path = tmp_path / "deep.toml"
    path.write_text("target_score = " + "[" * 5000 + "]" * 5000 + "\n")
    with pytest.raises(RulesError, match=r"deep\.toml: key 'target_score': values nested far "
                                         r"too deeply; allowed"):
        SPEC.load(path)


def test_a_file_that_is_not_utf8_names_the_file_and_line(tmp_path) -> None:
    path = tmp_path / "latin1.toml"
    path.write_bytes('# rules\nlanguage = "fr"  # français\n'.encode("latin-1"))
    with pytest.raises(RulesError, match=r"latin1\.toml: line 2 is not UTF-8 text.*allowed: "
                                         r"a file saved as UTF-8"):
        SPEC.load(path)


def test_a_number_with_thousands_of_digits_names_the_key_and_the_range(tmp_path) -> None:
    path = tmp_path / "huge.toml"
    path.write_text("ratio = 0.5\ntarget_score = " + "9" * 5000 + "\n")
    with pytest.raises(RulesError) as err:
        SPEC.load(path)
    message = str(err.value)
    assert str(path) in message and "key 'target_score'" in message
    assert "a whole number from 1 to 500" in message and len(message) < 300


def test_a_number_inside_a_table_names_the_table_key() -> None:
    from chemteach.games.bond.rules import RULES as BOND

    with pytest.raises(RulesError, match=r"key 'points\.H'.*from -10 to 20"):
        BOND.load_toml("[points]\nH = " + "1" * 5000 + "\n", "bond.toml")


def test_huge_numbers_that_python_reads_are_refused_in_short() -> None:
    with pytest.raises(RulesError) as err:
        SPEC.load({"target_score": 10**3000})
    assert "a number with 3001 digits" in str(err.value) and len(str(err.value)) < 200
    with pytest.raises(RulesError, match="got inf"):
        SPEC.load_toml("ratio = 1e400", "x.toml")
    with pytest.raises(RulesError, match="got nan"):
        SPEC.load_toml("ratio = nan", "x.toml")


def test_a_path_not_ending_in_toml_or_a_folder_is_not_read_as_toml_text(tmp_path) -> None:
    """Issue 7 item 9: 'Short.TOML' and a folder were parsed as TOML text."""
    upper = tmp_path / "Short.TOML"
    upper.write_text("target_score = 7\n")
    assert SPEC.load(str(upper)).target_score == 7  # .TOML is a rules file too
    with pytest.raises(RulesError, match="this is a folder; allowed: the path of a rules "
                                         "file ending in .toml"):
        SPEC.load(str(tmp_path))
    notes = tmp_path / "rules.txt"
    notes.write_text("target_score = 7\n")
    with pytest.raises(RulesError, match=r"rules\.txt: a rules file's name must end in \.toml"):
        SPEC.load(str(notes))
    assert SPEC.load("target_score = 9").target_score == 9  # one line of TOML text is text


def test_a_far_too_big_rules_file_is_refused(tmp_path) -> None:
    path = tmp_path / "big.toml"
    path.write_text("# " + "x" * 200_000 + "\n")
    with pytest.raises(RulesError, match="far too big"):
        SPEC.load(path)


def test_polymer_extra_colours_for_too_many_players_names_the_file_and_key(tmp_path) -> None:
    """Issue 7 item 9: extra_colours = 9 with 10 players was refused without file or key."""
    from chemteach.games.polymer import PolymerChains

    path = tmp_path / "rainbow.toml"
    path.write_text("extra_colours = 9\n")
    with pytest.raises(RulesError) as err:
        PolymerChains(10, rules=path)
    message = str(err.value)
    assert str(path) in message and "key 'extra_colours'" in message
    assert "allowed: at most 1 with 10 players" in message and err.value.key == "extra_colours"
    assert PolymerChains(2, rules=path).rules.extra_colours == 9


def test_periodyx_element_lists_refuse_odd_items_naming_the_key() -> None:
    from chemteach.games.periodyx.rules import RULES as PERIODYX

    for bad in (["9" * 5000], [["H"]], [True], [1.5]):
        with pytest.raises(RulesError, match="key 'elements'"):
            PERIODYX.load({"elements": bad})


def test_house_rules_list_what_differs_from_the_defaults() -> None:
    assert SPEC.house_rules(SPEC.load({"target_score": 50, "language": "ja"})) == [
        "target_score = 50", 'language = "ja"']
    assert SPEC.house_rules(SPEC.defaults()) == []


def test_a_rules_file_with_a_byte_order_mark_or_that_is_a_device(tmp_path):
    """The issue 7 review: an editor's BOM is fine; /dev/zero behind a .toml name is refused
    at once (it used to be read without end)."""
    from chemteach.games.polymer.rules import RULES

    bom = tmp_path / "bom.toml"
    bom.write_bytes("\ufefftarget_score = 40\n".encode())
    assert RULES.load(bom).target_score == 40
    zero = tmp_path / "zero.toml"
    zero.symlink_to("/dev/zero")
    with pytest.raises(RulesError, match="zero.toml: this is not a file"):
        RULES.load(zero)


# ----- issue 18 item 19: what describe() prints is TOML a teacher can paste ------------------
@pytest.mark.parametrize("game", ["polymer", "periodyx", "bond", "monopoly"])
def test_describe_prints_toml_that_loads_as_the_games_defaults(game: str) -> None:
    import tomllib

    from chemteach.games import game_class

    spec = game_class(game).rule_spec
    text = spec.describe()
    assert tomllib.loads(text)["game"] == game
    assert spec.load_toml(text, "pasted.toml") == spec.defaults()
    assert "False" not in text and "True" not in text
