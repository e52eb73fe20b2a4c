"""Fuzzer: rules files as a careless teacher writes them, for every game.

Files are built from the game's own keys (and some unknown ones) with values of every
kind: right and wrong types, out of range, huge numbers, deep nesting, odd tables, broken
TOML and bytes that are not UTF-8. Each is loaded from a file and then used to start a
game with a random number of players. The result is either a game whose rules all pass
their checks, or a RulesError naming the file (and, for a value, its key and what is
allowed); never a Python error.
"""

from __future__ import annotations

import random
from pathlib import Path

import pytest

from chemteach.core import RulesError
from chemteach.games import GAMES, game_class

FILES_PER_GAME = 400


def toml_value(rng: random.Random, default: object) -> str:
    """A value as TOML text: often sensible, often not."""
    sensible = {bool: ["true", "false"], int: [str(rng.randint(-2, 40)), "0", "1", "2", "3"],
                str: ['"any"', '"void"', '"neighbour"', '"known"', '""']}
    for kind, texts in sensible.items():
        if type(default) is kind and rng.random() < 0.7:
            return rng.choice(texts)
    return rng.choice([
        "1", "-1", "0", "20", "10000", "3.5", "1e400", "-1e400", "nan", "inf", "true", '"5"',
        '"reshuffle"', '"same group or period"', '"H"', "[]", '["H", "He", "Li"]',
        '["Xx"]', "[1, 2]", "[[1]]", "{}", "{ H = 1 }", "{ H = 99 }", "{ Zz = 1 }",
        "9" * rng.choice([30, 5000]), "1_000", "0x10", "1979-05-27",
        "[" * rng.choice([3, 40, 3000]) + "]" * 3000, '"' + "x" * 300 + '"',
    ])


def rules_text(rng: random.Random, name: str) -> bytes:
    """The bytes of one rules file for the game `name`."""
    spec = game_class(name).rule_spec
    lines = ["# a teacher's variant"]
    if rng.random() < 0.2:
        lines.append(f'game = "{rng.choice([name, name, "chess", ""])}"')
    tables = []
    for rule in rng.sample(spec.rules, k=rng.randint(1, min(3, len(spec.rules)))):
        if isinstance(rule.default, dict) and rng.random() < 0.8:
            entries = list(rule.default) * 3 + ["Zz"]
            body = [f"{k} = {toml_value(rng, 1)}" for k in set(rng.sample(entries, k=2))]
            tables.append("\n".join([f"[{rule.key}]", *body]))
        else:
            lines.append(f"{rule.key} = {toml_value(rng, rule.default)}")
    if rng.random() < 0.15:
        lines.append(f"{rng.choice(['colour', 'target', 'Hand_size'])} = 3")
    text = "\n".join(lines + tables) + "\n"
    roll = rng.random()
    if roll < 0.05:
        text = text.replace("=", "", 1)  # broken TOML
    data = text.encode("utf-8")
    if roll > 0.95:
        data = data.replace(b"variant", "variante \xe9t\xe9".encode("latin-1"))
    return data


def refusal_problem(exc: RulesError, path: Path, longest: int = 500) -> str | None:
    """What is wrong with a refusal a teacher reads (None: it is as it should be): one line
    starting with the file's name, naming the key, saying what is allowed."""
    message = str(exc)
    if not message.startswith(str(path)) or "\n" in message or len(message) > longest:
        return f"does not start with the file's name, or not one line: {message[:300]!r}"
    if exc.key and f"key '{exc.key}'" not in message:
        return f"the key is not named: {message[:300]}"
    if "allowed" not in message and "not valid TOML" not in message:
        return f"what is allowed is not said: {message[:300]}"
    if exc.mistakes[0] is not exc:  # several mistakes: each one is a refusal of its own
        if exc.key != exc.mistakes[0].key or "Also wrong: " not in message:
            return f"several mistakes, but not named as such: {message[:300]}"
        for mistake in exc.mistakes:
            problem = refusal_problem(mistake, path, longest)
            if problem:
                return f"one of several mistakes: {problem}"
    return line_problem(exc, path)


def line_problem(exc: RulesError, path: Path) -> str | None:
    """A mistake's line, when it has one, is a line of the file that names its key."""
    if not exc.line or exc.mistakes[0] is not exc:
        return None
    rows = path.read_bytes().decode("utf-8", "replace").splitlines()
    if not 1 <= exc.line <= len(rows):
        return f"line {exc.line} is not a line of the file ({len(rows)} lines): {exc}"
    last = exc.key.split(".")[-1].strip("'")
    if last not in rows[exc.line - 1] and exc.key.split(".")[0] not in rows[exc.line - 1]:
        return f"line {exc.line} ({rows[exc.line - 1]!r}) does not name key {exc.key!r}"
    return None


def problem_with(path: Path, name: str, players: int) -> str | None:
    """Load a rules file and start a game with it; return what went wrong, or None."""
    cls = game_class(name)
    try:
        rules = cls.rule_spec.load(path)
        game = cls(players, rules=path, seed=1)
    except RulesError as exc:
        return refusal_problem(exc, path)
    except Exception as exc:  # noqa: BLE001 - any other error is what this fuzzer hunts
        return f"{type(exc).__name__}: {str(exc)[:300]}"
    for rule in cls.rule_spec.rules:  # what loaded passes its own check
        try:
            rule.check(rules[rule.key], str(path))
        except RulesError as exc:
            return f"loaded, yet {rule.key} fails its check: {exc}"
    return None if game.rules == rules else "the game does not play the rules it loaded"


@pytest.mark.parametrize("name", list(GAMES))
def test_rules_files_are_used_or_refused_naming_file_key_and_allowed(name, tally,
                                                                     tmp_path) -> None:
    tried, failed = tally
    surface = f"rules files: {name}"
    cls = game_class(name)
    rng = random.Random(len(name) * 31)
    failures: list[str] = []
    for case in range(FILES_PER_GAME):
        path = tmp_path / f"variant-{case}.{rng.choice(['toml'] * 9 + ['TOML'])}"
        path.write_bytes(rules_text(rng, name))
        tried[surface] += 1
        problem = problem_with(path, name, rng.randint(cls.min_players, cls.max_players))
        if problem:
            failed[surface] += 1
            failures.append(f"case {case} ({path.read_bytes()[:300]!r}): {problem}")
    assert not failures, "\n".join(failures[:10])
