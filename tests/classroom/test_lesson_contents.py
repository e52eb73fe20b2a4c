"""A lesson opens in JupyterLab not marked unsaved (issue 18, item 19).

The cause: a lesson's Markdown keeps only its own front-matter fields, so the notebook the
server sent had no `language_info`; when the kernel started, JupyterLab wrote the kernel's
`language_info` into the notebook and marked it unsaved. The kit's contents manager gives a
lesson the `language_info` its kernel reports (the browser test watches JupyterLab itself:
tests/browser/test_lesson_in_lab.py)."""

from __future__ import annotations

import asyncio
import json
import shutil
from pathlib import Path

import pytest

from chemteach.classroom.contents import LessonContentsManager, kernel_language_info
from chemteach.server_config import CONFIG_DIR

from ..conftest import HANG

REPO = Path(__file__).resolve().parents[2]
LESSONS = REPO / "notebooks" / "lessons"


def lessons_copy(tmp_path: Path) -> Path:
    for path in LESSONS.iterdir():
        shutil.copy(path, tmp_path / path.name)
    return tmp_path


def test_the_server_opens_a_lesson_with_its_kernels_language_info_and_saves_it_unchanged(
        tmp_path: Path) -> None:
    folder = lessons_copy(tmp_path)
    manager = LessonContentsManager(root_dir=str(folder))
    for lesson in sorted(folder.glob("*-*.md")):
        before = lesson.read_text(encoding="utf-8")
        model = asyncio.run(manager.get(lesson.name, type="notebook"))
        info = model["content"]["metadata"].get("language_info")
        assert info is not None and info == kernel_language_info("python3"), lesson.name
        assert info["name"] == "python" and info["version"]
        asyncio.run(manager.save(model, lesson.name))  # the teacher saves without editing
        after = lesson.read_text(encoding="utf-8")
        assert "language_info" not in after  # nothing of this machine's Python in the file
        assert after.count("\n---\n") == before.count("\n---\n")


def test_a_notebook_with_its_own_language_info_or_another_kernel_is_left_alone(
        tmp_path: Path) -> None:
    from chemteach.classroom.contents import add_language_info

    own = {"metadata": {"kernelspec": {"name": "python3"}, "language_info": {"name": "x"}}}
    add_language_info(own)
    assert own["metadata"]["language_info"] == {"name": "x"}
    other = {"metadata": {"kernelspec": {"name": "no-such-kernel"}}}
    add_language_info(other)
    assert "language_info" not in other["metadata"]


def test_the_kits_server_settings_use_the_kits_contents_manager() -> None:
    """The one place that holds the server's settings (Binder, `chemteach lab`, a hub)."""
    from traitlets.utils.importstring import import_item

    config = json.loads((CONFIG_DIR / "jupyter_server_config.json").read_text())
    cls = import_item(config["ServerApp"]["contents_manager_class"])
    assert cls is LessonContentsManager
    assert hasattr(cls, "formats")  # jupytext's server extension keeps it as it is


@pytest.mark.slow
def test_the_kernel_reports_the_language_info_the_lesson_opened_with(
        isolated_jupyter: dict[str, str]) -> None:
    """What JupyterLab compares: a real kernel's kernel_info reply, field by field."""
    from jupyter_client.manager import start_new_kernel

    manager, client = start_new_kernel(kernel_name="python3")
    try:
        reply = client.kernel_info(reply=True, timeout=HANG)
    finally:
        client.stop_channels()
        manager.shutdown_kernel(now=True)
    assert reply["content"]["language_info"] == kernel_language_info("python3")
