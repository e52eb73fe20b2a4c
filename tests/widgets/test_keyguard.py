"""Issue 18, item 29: every widget the kit shows keeps JupyterLab's shortcuts out of its
controls (`m` on "Play 200 games of each" or on Bond!'s "Make molecule" turned the cell
into Markdown: only the game table's controls were guarded)."""

from __future__ import annotations

from collections.abc import Callable
from pathlib import Path

import ipywidgets as w
import pytest

from chemteach.widgets.closing import widget_tree
from chemteach.widgets.keyguard import GUARDED, KeyGuard, guard_keys, is_guarded

REPO = Path(__file__).resolve().parents[2]
#: Widget kinds a student can give the keyboard focus to.
CONTROLS = (w.Button, w.ToggleButton, w.widgets.widget_selection._Selection,
            w.widgets.widget_selection._MultipleSelection, w.Text, w.Textarea, w.Checkbox,
            w.FileUpload, w.widgets.widget_int._Int, w.widgets.widget_float._Float)


def unguarded_controls(shown: w.Widget) -> list[str]:
    """The controls in a widget as shown that no key guard covers (as 'Kind: label')."""
    if is_guarded(shown):
        return []
    return [f"{type(c).__name__}: {getattr(c, 'description', '')}"
            for c in widget_tree(shown) if isinstance(c, CONTROLS)]


def _polymer() -> object:
    from chemteach.games.polymer.widget import play
    return play(["Ada", "greedy"], seed=3, bot_delay=0)


def _bond() -> object:
    from chemteach.games.bond.widget import play
    return play(["Ada", "strong"], seed=11, bot_delay=0)


def _periodyx() -> object:
    from chemteach.games.periodyx.widget import play
    return play(["Ada", "smart"], seed=5, bot_delay=0)


def _monopoly() -> object:
    from chemteach.games.monopoly.widget import play
    return play(["Ada", "medium"], seed=5, bot_delay=0)


def _experiment() -> object:
    from chemteach.widgets.experiment import experiment_button
    return experiment_button(lambda: None, "Play 200 games of each", seconds=3)


def _molecule_workshop() -> object:
    from chemteach.games.bond.workshop import molecule_workshop
    return molecule_workshop("C2H6O")


def _split_workshop() -> object:
    from chemteach.games.bond.workshop import split_workshop
    return split_workshop("H H H H C C O N")


def _exit_ticket() -> object:
    from chemteach.widgets.quiz import exit_ticket
    return exit_ticket(REPO / "notebooks" / "lessons" / "bond-valence.quiz.toml")


MAKERS: dict[str, Callable[[], object]] = {
    "polymer table": _polymer, "bond table": _bond, "periodyx table": _periodyx,
    "monopoly table": _monopoly, "experiment button": _experiment,
    "molecule workshop": _molecule_workshop, "split workshop": _split_workshop,
    "exit ticket": _exit_ticket,
}


def shown_widget(made: object) -> w.Widget:
    """The widget a notebook shows for what a kit function returned."""
    return made if isinstance(made, w.Widget) else made.widget  # type: ignore[attr-defined]


@pytest.mark.parametrize("name", list(MAKERS))
def test_every_widget_the_kit_shows_keeps_jupyterlab_shortcuts_out(name: str) -> None:
    shown = shown_widget(MAKERS[name]())
    assert any(isinstance(c, CONTROLS) for c in widget_tree(shown)), "nothing to press?"
    assert unguarded_controls(shown) == [], f"{name}: controls without the key guard"


def test_the_guard_stays_when_a_widget_changes_its_children() -> None:
    """A refused hand shows one line instead of the split workshop: its box is rebuilt."""
    from chemteach.games.bond.workshop import split_workshop

    made = split_workshop("H " * 30)
    assert made.problem and is_guarded(made.widget)
    box = guard_keys(w.VBox([w.Button(description="Go")]))
    box.children = (w.Button(description="Again"),)
    assert is_guarded(box)
    assert sum(isinstance(c, KeyGuard) for c in box.children) == 1


def test_guarding_twice_adds_one_guard() -> None:
    box = guard_keys(guard_keys(w.HBox([w.Button(description="Go")])))
    assert sum(isinstance(c, KeyGuard) for c in box.children) == 1


def test_the_guard_marks_every_focusable_element_and_says_which_toggle_is_pressed() -> None:
    """What the browser runs (a browser test presses the keys: tests/browser)."""
    esm = KeyGuard._esm
    assert 'node.setAttribute("data-lm-suppress-shortcuts", "true")' in esm
    assert "MutationObserver" in esm and f'.closest(".{GUARDED}")' in esm
    assert 'setAttribute("aria-pressed", pressed)' in esm and "mod-active" in esm
    assert KeyGuard().layout.display is None  # the guard hides itself only where guarded
    box = guard_keys(w.VBox())
    [guard] = [c for c in box.children if isinstance(c, KeyGuard)]
    assert guard.layout.display == "none"  # it takes no room
