"""The one rule of the house: engines never import UI code (DESIGN.md)."""

from __future__ import annotations

import ast
import subprocess
import sys
from pathlib import Path

ROOT = Path(__file__).resolve().parents[2] / "chemteach"
UI = ("ipywidgets", "matplotlib", "IPython", "ipympl", "anywidget")
ENGINE_FILES = sorted(
    [*ROOT.glob("core/*.py"), *ROOT.glob("chem/*.py"), *ROOT.glob("elements/*.py"),
     *ROOT.glob("games/*/*.py")]
)
UI_FILES = {"view.py", "widget.py", "workshop.py", "draw.py"}  # the UI rooms of a game


def top_level_imports(path: Path) -> set[str]:
    tree = ast.parse(path.read_text())
    names = set()
    for node in tree.body:  # module level only: a method may import its view lazily
        if isinstance(node, ast.Import):
            names |= {a.name.split(".")[0] for a in node.names}
        elif isinstance(node, ast.ImportFrom) and node.module and node.level == 0:
            names.add(node.module.split(".")[0])
        elif isinstance(node, ast.ImportFrom) and node.level and node.module:
            names.add("." + node.module.split(".")[-1])
    return names


def test_engine_modules_import_no_ui_code() -> None:
    offenders = []
    for path in ENGINE_FILES:
        if path.name in UI_FILES:
            continue
        imports = top_level_imports(path)
        bad = [m for m in imports if m in UI or m.lstrip(".") in {"view", "widget", "draw"}]
        if bad:
            offenders.append(f"{path.relative_to(ROOT)} imports {bad}")
    assert not offenders, offenders
    assert any(p.name == "engine.py" for p in ENGINE_FILES)


def test_importing_a_game_engine_loads_no_ui_library() -> None:
    code = (
        "import sys, chemteach.core, chemteach.chem, chemteach.elements;"
        "from chemteach.games import GAMES, game_class;"
        "[game_class(g)(2, seed=1) for g in GAMES];"
        f"print([m for m in {UI!r} if m in sys.modules])"
    )
    out = subprocess.run([sys.executable, "-c", code], capture_output=True, text=True, check=True)
    assert out.stdout.strip() == "[]"
