"""Issue 8, item 6: a notebook saved with games in it reopens without "model not found"."""

from __future__ import annotations

import json

from chemteach.notebook_outputs import HOOK, WIDGET_VIEW, strip_widget_views


def notebook(outputs: list[dict]) -> dict:
    return {"type": "notebook", "content": {"cells": [
        {"cell_type": "markdown", "source": "# Bond!"},
        {"cell_type": "code", "source": "play()", "outputs": outputs},
    ]}}


def test_saving_leaves_out_widget_views_and_keeps_other_outputs() -> None:
    view = {"output_type": "display_data",
            "data": {WIDGET_VIEW: {"model_id": "abc", "version_major": 2}, "text/plain": "x"},
            "metadata": {}}
    text = {"output_type": "stream", "name": "stdout", "text": "hello\n"}
    picture = {"output_type": "display_data", "data": {"image/svg+xml": "<svg/>"},
               "metadata": {}}
    model = notebook([view, text, picture, dict(view, output_type="execute_result")])
    strip_widget_views(model, path="notebooks/bond.ipynb", contents_manager=None)
    assert model["content"]["cells"][1]["outputs"] == [text, picture]
    assert "model_id" not in json.dumps(model)


def test_other_files_and_odd_notebooks_pass_untouched() -> None:
    text_file = {"type": "file", "content": "print(1)"}
    strip_widget_views(text_file)
    assert text_file == {"type": "file", "content": "print(1)"}
    for odd in ({"type": "notebook", "content": None},
                {"type": "notebook", "content": {"cells": [{"cell_type": "raw"}]}}):
        strip_widget_views(odd)


def test_jupyter_server_accepts_the_hook_by_its_dotted_name() -> None:
    from jupyter_server.services.contents.filemanager import FileContentsManager

    manager = FileContentsManager(pre_save_hook=HOOK)
    assert manager.pre_save_hook is strip_widget_views


def test_the_contents_manager_writes_the_file_without_widget_views(tmp_path) -> None:
    """A real save through Jupyter Server's contents manager, as JupyterLab's autosave does."""
    import nbformat
    from jupyter_server.services.contents.filemanager import FileContentsManager

    nb = nbformat.v4.new_notebook()
    cell = nbformat.v4.new_code_cell("play()")
    cell.outputs = [nbformat.v4.new_output(
        "display_data", data={WIDGET_VIEW: {"model_id": "abc", "version_major": 2,
                                            "version_minor": 0}, "text/plain": "BondGame"})]
    nb.cells.append(cell)
    manager = FileContentsManager(root_dir=str(tmp_path),
                                  pre_save_hook=HOOK)
    manager.save({"type": "notebook", "format": "json", "content": nb}, "game.ipynb")
    saved = json.loads((tmp_path / "game.ipynb").read_text())
    assert saved["cells"][0]["outputs"] == [] and "abc" not in json.dumps(saved)


def test_the_kits_server_settings_name_the_hook() -> None:
    """The one place that holds the server's settings switches the hook on, by this name."""
    from chemteach.server_config import CONFIG_DIR

    config = json.loads((CONFIG_DIR / "jupyter_server_config.json").read_text())
    assert config["ContentsManager"]["pre_save_hook"] == HOOK
