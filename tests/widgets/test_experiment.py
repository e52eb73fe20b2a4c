"""A long experiment waits behind a button (issue 12): nothing runs until it is pressed."""

from __future__ import annotations

from chemteach.widgets.experiment import experiment_button


def test_experiment_runs_only_when_its_button_is_pressed() -> None:
    runs: list[int] = []
    box = experiment_button(lambda: runs.append(1), "Play 200 games", seconds=8)
    assert runs == [] and box.button.description == "Play 200 games"
    assert "8 seconds" in box.note.value
    box.button.click()
    assert runs == [1]
    assert box.button.description == "Play 200 games" and not box.button.disabled
    assert "Done" in box.note.value
    box.button.click()
    assert runs == [1, 1]


def test_experiment_that_fails_says_why_in_a_sentence() -> None:
    def broken() -> None:
        raise ValueError("no games to play")

    box = experiment_button(broken, "Play", seconds=1)
    box.button.click()
    assert box.note.value == "The experiment stopped: no games to play"
    assert not box.button.disabled


class _KernelShell:
    """Stands in for IPython in a kernel: Output.__exit__ shows tracebacks through it."""

    def __init__(self) -> None:
        self.tracebacks: list[object] = []

    def showtraceback(self, exc_tuple: object, tb_offset: int = 0) -> None:
        self.tracebacks.append(exc_tuple)


def test_experiment_that_fails_in_a_kernel_shows_a_sentence_not_a_traceback(
        monkeypatch) -> None:
    """In a kernel, ipywidgets' Output.__exit__ displays the traceback and swallows the
    exception; the experiment must catch it first and say why in a sentence."""
    from ipywidgets.widgets import widget_output

    shell = _KernelShell()
    monkeypatch.setattr(widget_output, "get_ipython", lambda: shell)

    def broken() -> None:
        raise ValueError("no games to play")

    box = experiment_button(broken, "Play", seconds=1)
    box.button.click()
    assert shell.tracebacks == []  # nothing shown under the button as a traceback
    assert box.note.value == "The experiment stopped: no games to play"
    assert "Done" not in box.note.value
    assert not box.button.disabled
