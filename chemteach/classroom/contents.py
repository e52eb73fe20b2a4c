"""The Jupyter server's contents manager for the kit: jupytext's (a lesson's Markdown opens as
a notebook), and a lesson opens in JupyterLab not marked unsaved.

Why a lesson opened marked unsaved: its Markdown keeps only the lesson's own front-matter
fields (jupytext's `notebook_metadata_filter`), so the notebook JupyterLab receives has no
`language_info`. As soon as the kernel starts, JupyterLab writes the kernel's
`language_info` into the notebook, a change, and the tab shows unsaved changes that no one
made. Here the server gives a lesson the `language_info` its kernel will report, when the
kernel is this Python's ipykernel (the kit's own kernel): JupyterLab then finds nothing to
change. Saving still writes only the lesson's fields, so the file stays as it was.

Set with `ServerApp.contents_manager_class` in the kit's server settings
(chemteach/jupyter_config/jupyter_server_config.json); jupytext's
server extension sees a jupytext manager already and leaves it in place.
"""

from __future__ import annotations

import copy
import functools
import os
import sys
from typing import Any

from jupyter_server.services.contents.largefilemanager import AsyncLargeFileManager
from jupytext.async_contentsmanager import build_async_jupytext_contents_manager_class

#: Kernel commands that mean "this Python" (jupyter_client runs them as sys.executable).
_THIS_PYTHON = {"python", f"python{sys.version_info[0]}"}

_Jupytext = build_async_jupytext_contents_manager_class(AsyncLargeFileManager)


class LessonContentsManager(_Jupytext):  # type: ignore[misc, valid-type]
    """jupytext's contents manager; a text notebook (a lesson) without `language_info` gets
    the one its kernel will report, so that opening it changes nothing."""

    async def get(self, path: str, content: bool = True, type: str | None = None,  # noqa: A002
                  format: str | None = None, **kwargs: Any) -> dict[str, Any]:  # noqa: A002
        model = await super().get(path, content=content, type=type, format=format, **kwargs)
        if (model.get("type") == "notebook" and content and model.get("content") is not None
                and not path.endswith(".ipynb")):
            add_language_info(model["content"])
        return model


def add_language_info(notebook: Any) -> None:
    """Give a notebook without `language_info` the one its kernel will report (when its
    kernel is this Python's ipykernel; otherwise leave it as it is)."""
    metadata = notebook["metadata"]
    kernel = (metadata.get("kernelspec") or {}).get("name")
    if "language_info" in metadata or not isinstance(kernel, str):
        return
    info = kernel_language_info(kernel)
    if info is not None:
        metadata["language_info"] = info


@functools.lru_cache(maxsize=8)
def kernel_language_info(kernel: str) -> dict[str, Any] | None:
    """The `language_info` the kernel `kernel` sends JupyterLab, when it is ipykernel run
    by this Python (the kit's kernel); None when it cannot be known without starting it."""
    try:
        from ipykernel.ipkernel import IPythonKernel
        from jupyter_client.kernelspec import KernelSpecManager, NoSuchKernel

        spec = KernelSpecManager().get_kernel_spec(kernel)
    except (ImportError, NoSuchKernel, OSError, ValueError):
        return None
    argv = list(spec.argv or [])
    if not argv or spec.language.lower() != "python" or "ipykernel" not in " ".join(argv):
        return None
    if argv[0] not in _THIS_PYTHON and not _same_file(argv[0], sys.executable):
        return None
    return copy.deepcopy(dict(IPythonKernel.language_info))


def _same_file(one: str, other: str) -> bool:
    try:
        return os.path.samefile(one, other)
    except OSError:
        return False
