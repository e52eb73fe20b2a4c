"""The shipped data files: well-formed, and what the build script makes."""

from __future__ import annotations

import csv
import importlib.util
import subprocess
import sys
from pathlib import Path

import pytest

import chemteach.elements as ce

from ..scripts import load_script

PKG = Path(ce.__file__).parent
ROOT = PKG.parent.parent
SCRIPT = ROOT / "scripts" / "build_elements.py"


def _rows(name):
    with (PKG / name).open(encoding="utf-8", newline="") as f:
        return list(csv.DictReader(f))


def test_names_ja_csv_has_all_118_in_order_matching_symbols():
    rows = _rows("names_ja.csv")
    assert [int(r["z"]) for r in rows] == list(range(1, 119))
    assert [r["symbol"] for r in rows] == [e.symbol for e in ce.elements()]
    assert all(r["name_ja"] for r in rows)


def test_elements_csv_nk_is_an_empty_cell():
    for row in _rows("elements.csv"):
        for value in row.values():
            assert value.strip().lower() not in ("nan", "none", "n/k", "null", "-"), row["symbol"]


def test_sources_md_credits_mendeleev_and_its_sources():
    text = (PKG / "SOURCES.md").read_text(encoding="utf-8")
    for needle in ("mendeleev", "MIT", "CRC", "NUBASE2020", "CIAAW"):
        assert needle in text


@pytest.mark.skipif(importlib.util.find_spec("mendeleev") is None,
                    reason="mendeleev (build-time only) not installed")  # fmt: skip
def test_shipped_csv_is_what_the_build_script_makes():
    result = subprocess.run([sys.executable, str(SCRIPT), "--check"], capture_output=True,
                            text=True)  # fmt: skip
    assert result.returncode == 0, result.stdout + result.stderr


def test_every_hand_correction_says_why_and_cites_a_source():
    module = load_script(SCRIPT)  # importing does not need mendeleev
    symbols = {e.symbol for e in ce.elements()}
    for c in module.CORRECTIONS:
        assert c.why and c.source, c
        assert set(c.symbols.split()) <= symbols, c
        assert c.field in module.COLUMNS, c
