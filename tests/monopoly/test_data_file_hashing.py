"""A teacher's data file is hashed once per game: the digest a save records (the engine's)
is also the key the board, deck and question loaders cache on, instead of each loader
reading and hashing the same file again."""

from __future__ import annotations

import hashlib
from importlib import resources
from types import SimpleNamespace

import pytest

from chemteach.core import datafiles
from chemteach.games.monopoly import ChemistryMonopoly

KIT = resources.files("chemteach.games.monopoly")


@pytest.fixture
def hashed(monkeypatch) -> list[int]:
    """Counts the data files hashed (core.datafiles.file_digest's SHA-256s)."""
    counted: list[int] = []

    def sha256(data: bytes = b"") -> hashlib._Hash:
        counted.append(len(data))
        return hashlib.sha256(data)

    monkeypatch.setattr(datafiles, "hashlib", SimpleNamespace(sha256=sha256))
    return counted


def teachers_files(tmp_path, *names: str):
    """A rules file naming copies of the kit's own data files, beside it."""
    lines = []
    for key, name in [("board_file", "board.toml"), ("decks_file", "decks.toml"),
                      ("questions_file", "questions.toml")]:
        if name in names:
            (tmp_path / f"my-{name}").write_text(KIT.joinpath(name).read_text("utf-8"),
                                                 encoding="utf-8")
            lines.append(f'{key} = "my-{name}"')
    rules = tmp_path / "lesson.toml"
    rules.write_text("\n".join(lines) + "\n", encoding="utf-8")
    return rules


def test_a_teachers_board_file_is_hashed_once_per_game(tmp_path, hashed) -> None:
    rules = teachers_files(tmp_path, "board.toml")
    game = ChemistryMonopoly(2, rules=rules, seed=1)
    assert game.board.size == 40 and len(hashed) == 1
    assert game.data_files() == {"board_file": hashlib.sha256(
        (tmp_path / "my-board.toml").read_bytes()).hexdigest()}
    ChemistryMonopoly(2, rules=rules, seed=2)  # another game reads the file again: once more
    assert len(hashed) == 2


def test_every_teachers_data_file_is_hashed_once_per_game(tmp_path, hashed) -> None:
    rules = teachers_files(tmp_path, "board.toml", "decks.toml", "questions.toml")
    game = ChemistryMonopoly(2, rules=rules, seed=1)
    assert set(game.data_files()) == {"board_file", "decks_file", "questions_file"}
    assert len(hashed) == 3


def test_an_edited_board_file_is_read_again_by_the_next_game(tmp_path) -> None:
    """The loaders' cache keys on the digest the game passes, so an edit is still seen."""
    rules = teachers_files(tmp_path, "board.toml")
    assert ChemistryMonopoly(2, rules=rules, seed=1).board.spaces[1].price != 61
    board = tmp_path / "my-board.toml"
    text = board.read_text("utf-8")
    first = ChemistryMonopoly(2, rules=rules, seed=1).board.spaces[1].price
    board.write_text(text.replace(f"price = {first}\n", "price = 61\n", 1), encoding="utf-8")
    assert ChemistryMonopoly(2, rules=rules, seed=1).board.spaces[1].price == 61
