"""Voila pages the kit serves: what the app page needs from the server before it is sent.

Closing an app page must free its kernel at once (on a class server, each closed tab's
kernel is memory). Voila's page does that as it unloads: it posts
`/voila/api/shutdown/<kernel>` with the server's `_xsrf` cookie as its form field. But
Voila's render page never asks the server for that cookie (its HTML comes from the
exporter, not from Jupyter's page templates), so a student who opens an app's address
directly has none, and the server refuses the post (403, "'_xsrf' argument missing"); the
kernel then waits for the idle cull. `set_xsrf_cookie` is Voila's `prelaunch_hook`
(chemteach/jupyter_config/*.py switch it on): it makes the server set the cookie on the
app page itself, so the page's own shutdown request passes the server's usual check.
"""

from __future__ import annotations

from typing import Any


def set_xsrf_cookie(handler: Any, notebook: Any = None, cwd: str | None = None) -> None:
    """Voila `prelaunch_hook`: have the page's response set the server's `_xsrf` cookie.

    Reading `xsrf_token` on a Tornado handler sets the cookie on its response; the
    notebook is left as it is (None: Voila keeps its own)."""
    handler.xsrf_token  # noqa: B018 - the property sets the cookie
