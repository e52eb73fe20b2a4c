"""Which heavy libraries each import pulls in, checked in a fresh Python process (item 18).

A module imports what it needs where it needs it: the engines never start matplotlib, RDKit's
drawing code or networkx (110-215 ms and tens of MB in a classroom kernel), and a Polymer
board shown in a notebook is drawn as SVG (also inline in HTML, with its words), never as a
matplotlib PNG.
"""

from __future__ import annotations

import json
import os
import subprocess
import sys
import textwrap
from pathlib import Path

import pytest

from .conftest import HANG

ROOT = Path(__file__).resolve().parents[1]
#: Libraries heavy enough to name: (what to look for in sys.modules, a prefix match).
HEAVY = ("matplotlib", "networkx", "rdkit", "rdkit.Chem.Draw", "mendeleev")


def loaded_after(code: str) -> dict:
    """Run code in a fresh interpreter; report which HEAVY modules it loaded, and `result`."""
    probe = textwrap.dedent(code) + textwrap.dedent(f"""
        import json as _json, sys as _sys
        _heavy = {HEAVY!r}
        _loaded = sorted(h for h in _heavy
                         if any(m == h or m.startswith(h + ".") for m in _sys.modules))
        print(_json.dumps({{"loaded": _loaded, "result": globals().get("result")}}))
    """)
    env = dict(os.environ)
    env["PYTHONPATH"] = os.pathsep.join([str(ROOT), env.get("PYTHONPATH", "")]).rstrip(os.pathsep)
    env.pop("MPLBACKEND", None)
    out = subprocess.run([sys.executable, "-c", probe], capture_output=True, text=True,
                         cwd=ROOT, env=env, timeout=HANG)
    assert out.returncode == 0, out.stderr
    return json.loads(out.stdout.strip().splitlines()[-1])


@pytest.mark.parametrize(
    ("module", "allowed"),
    [
        ("chemteach.games.polymer.engine", set()),
        ("chemteach.games.polymer", set()),
        ("chemteach.games.polymer.widget", set()),
        ("chemteach.games.periodyx", set()),
        ("chemteach.elements", set()),
        # Bond!'s referee is RDKit's chemistry core; its drawing code is not needed to play
        ("chemteach.chem", {"rdkit"}),
        ("chemteach.games.bond.engine", {"rdkit"}),
        ("chemteach.games.bond", {"rdkit"}),
        ("chemteach.games.bond.widget", {"rdkit"}),
    ],
)
def test_engine_import_pulls_in_no_heavy_library(module: str, allowed: set[str]) -> None:
    loaded = set(loaded_after(f"import {module}")["loaded"])
    assert loaded <= allowed, f"importing {module} also imported {sorted(loaded - allowed)}"


def test_polymer_board_in_a_notebook_is_an_svg_with_its_words_and_no_png() -> None:
    """IPython's display formatter gets a board as SVG, as the same SVG inline in HTML (so its
    role and aria-label, the picture's text alternative, reach the page) and as text; never a
    PNG, and matplotlib never starts."""
    report = loaded_after("""
        import re
        from IPython.core.formatters import DisplayFormatter
        from chemteach.games.polymer import Board, PolymerChains

        formatter = DisplayFormatter()
        game = PolymerChains(2, seed=1)
        observation = game.observation(0)
        board = Board.from_text(observation.board.to_text())
        result = []
        for thing in (board, observation.board, observation):
            data = formatter.format(thing)[0]
            root = re.match(r"<svg [^>]*>", data.get("text/html", ""))
            result.append([sorted(data), data.get("text/html") == data.get("image/svg+xml"),
                           bool(root and 'role="img"' in root.group(0)
                                and re.search(r'aria-label="[^"]+"', root.group(0)))])
    """)
    assert report["result"] == [[["image/svg+xml", "text/html", "text/plain"], True, True]] * 3
    assert "matplotlib" not in report["loaded"]


def test_polymer_board_png_on_request() -> None:
    """A PNG of a board is still drawn when asked for by name (matplotlib starts only then)."""
    report = loaded_after("""
        from chemteach.games.polymer import Board, PolymerChains
        board = Board.from_text(PolymerChains(2, seed=1).observation(0).board.to_text())
        result = board.png()[:8].hex()
    """)
    assert bytes.fromhex(report["result"]) == b"\x89PNG\r\n\x1a\n"
    assert "matplotlib" in report["loaded"]


def test_count_atoms_without_networkx_then_with_a_graph() -> None:
    """Formulas are counted without networkx; a graph (networkx loaded by then) still counts."""
    report = loaded_after("""
        import sys
        from chemteach.chem import Molecule, count_atoms, formula
        before = "networkx" in sys.modules
        plain = formula(count_atoms("CH3CH2OH"))
        molecule = Molecule.from_smiles("CCO")
        from_mol = formula(count_atoms(molecule.mol))
        from_molecule = formula(count_atoms(molecule))
        from_graph = formula(count_atoms(molecule.graph))
        back = Molecule.from_graph(molecule.graph).smiles
        result = [before, plain, from_mol, from_molecule, from_graph, back]
    """)
    assert report["result"] == [False, "C2H6O", "C2H6O", "C2H6O", "C2H6O", "CCO"]
    assert "networkx" in report["loaded"]


def test_isomers_import_networkx_when_counted() -> None:
    report = loaded_after("""
        import sys
        from chemteach.chem import isomers
        before = "networkx" in sys.modules
        result = [before, len(isomers("C4H10")), "networkx" in sys.modules]
    """)
    assert report["result"] == [False, 2, True]
