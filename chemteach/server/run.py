"""Starting the table server in this process: Solara's ASGI app under uvicorn, in production
mode, with the kit's own settings: no telemetry, no version check, no "runs on Solara"
banner, a fresh session secret, and a guard in front that answers only the page, its
assets and its websocket (no kernel, terminal or file of the machine is reachable: Solara's
virtual kernels run no code a page sends, only widget messages).

Solara's copy of the page's scripts (/_solara/cdn/) answers only files already in it.
/_solara/api/close stays open: Solara's own page script calls it (navigator.sendBeacon) when
a tab closes, to let that page's kernel go; it needs the kernel's id, which only that page
knows.
"""

from __future__ import annotations

import os
import secrets
import socket
import sys
import threading
import time
import webbrowser
from collections.abc import Awaitable, Callable, MutableMapping, Sequence
from pathlib import Path
from typing import Any

from .guard import CLIENT_HEADER
from .state import ServerState, install

#: Solara's own addresses the kit's pages never need (server internals, test hooks): 404.
CLOSED_PATHS = ("/resourcez", "/readyz", "/_solara/api/evict", "/_solara/auth")
#: Solara's copy of the page's scripts and styles (its "CDN proxy"): only files already there
#: are served; anything else would make Solara delete a folder or fetch from the internet.
CDN_PATH = "/_solara/cdn/"
#: How long a closed page's virtual kernel waits for the page to come back (a reload, a
#: phone waking up) before it goes; a seat itself stays on the table and comes back through
#: the browser's stored token.
KERNEL_CULL_TIMEOUT = "5m"
#: The most pages connected at once (a class of 40 with a projector and a few spare tabs).
KERNEL_MAX_COUNT = 300
#: The most pages one browser session may open (Solara's own default is 100).
KERNEL_MAX_PER_SESSION = 20
#: The settings Solara reads from the environment when it is first imported.
SOLARA_ENV = {
    "SOLARA_APP": "chemteach.server.app",
    "SOLARA_MODE": "production",
    "SOLARA_THEME_SHOW_BANNER": "False",
    "SOLARA_THEME_TITLE": "chemteach",
    "SOLARA_TELEMETRY_MIXPANEL_ENABLE": "False",
    "SOLARA_KERNEL_CULL_TIMEOUT": KERNEL_CULL_TIMEOUT,
    "SOLARA_KERNEL_MAX_COUNT": str(KERNEL_MAX_COUNT),
    "SOLARA_KERNEL_MAX_PER_SESSION": str(KERNEL_MAX_PER_SESSION),
}

Scope = MutableMapping[str, Any]
Asgi = Callable[[Scope, Callable[[], Awaitable[Any]], Callable[[Any], Awaitable[None]]],
                Awaitable[None]]


def cached_file(cache_dir: Path | None, rest: str) -> bool:
    """Whether `rest` (the address after /_solara/cdn/) names a regular file already inside
    Solara's asset cache `cache_dir`, symlinks and '..' resolved; Solara reads a one-part
    name as NAME/__main.js, so that is the file checked then."""
    if cache_dir is None or not rest or "\\" in rest or "\x00" in rest:
        return False
    store = rest if "/" in rest else f"{rest}/__main.js"
    try:
        root = Path(cache_dir).resolve()
        target = (root / store).resolve()
    except (OSError, RuntimeError, ValueError):
        return False
    return target.is_relative_to(root) and target != root and target.is_file()


def with_client(scope: Scope) -> Scope:
    """`scope` with CLIENT_HEADER set to the sending computer's address (the pages count
    tries per computer); a CLIENT_HEADER the computer sent itself is dropped."""
    client = scope.get("client")
    host = str(client[0]) if client else "unknown"
    name = CLIENT_HEADER.encode()
    headers = [(k, v) for k, v in scope.get("headers", []) if bytes(k).lower() != name]
    return dict(scope, headers=[*headers, (name, host.encode("latin-1", "replace"))])


async def _refuse(scope: Scope, send: Any) -> None:
    if scope["type"] == "websocket":
        await send({"type": "websocket.close", "code": 1008})
        return
    await send({"type": "http.response.start", "status": 404,
                "headers": [(b"content-type", b"text/plain")]})
    await send({"type": "http.response.body", "body": b"Not found"})


def guarded(app: Asgi, root_path: str = "", cdn_dir: Path | None = None) -> Asgi:
    """`app` behind the kit's guard: CLOSED_PATHS answer 404, Solara's asset copy answers only
    GET/HEAD of a file already in `cdn_dir` (else 404: Solara would delete a folder of it or
    fetch from the internet), everything else goes through. Behind a proxy that keeps the
    prefix in the address (a JupyterHub service's /services/NAME/), `root_path` is that
    prefix: Solara's routes see the rest."""
    prefix = root_path.rstrip("/")

    async def guard(scope: Scope, receive: Any, send: Any) -> None:
        path = str(scope.get("path", ""))
        if scope["type"] in ("http", "websocket"):
            scope = with_client(scope)
        if prefix and scope["type"] in ("http", "websocket") and (
                path == prefix or path.startswith(prefix + "/")):
            scope = dict(scope, root_path=prefix)
        root = str(scope.get("root_path", "") or "")
        if root and path.startswith(root):
            path = path[len(root):]
        if scope["type"] in ("http", "websocket") and any(
                path == p.rstrip("/") or path.startswith(p) for p in CLOSED_PATHS):
            await _refuse(scope, send)
            return
        if scope["type"] in ("http", "websocket") and (
                path == CDN_PATH.rstrip("/") or path.startswith(CDN_PATH)):
            if (scope["type"] != "http" or str(scope.get("method", "GET")).upper() not in
                    ("GET", "HEAD") or not cached_file(cdn_dir, path[len(CDN_PATH):])):
                await _refuse(scope, send)
                return
        await app(scope, receive, send)

    return guard


def lan_address() -> str:
    """This machine's address on the school network (no packet is sent), else 127.0.0.1."""
    try:
        with socket.socket(socket.AF_INET, socket.SOCK_DGRAM) as probe:
            probe.connect(("10.255.255.255", 1))
            return str(probe.getsockname()[0])
    except OSError:
        return "127.0.0.1"


def public_address(host: str, port: int, root_path: str = "") -> str:
    """The address students open: the host itself, or the machine's network address when
    the server listens on every interface."""
    shown = lan_address() if host in ("0.0.0.0", "::", "") else host
    if ":" in shown and not shown.startswith("["):
        shown = f"[{shown}]"
    return f"http://{shown}:{port}{root_path.rstrip('/')}"


def configure_solara(root_path: str = "") -> Asgi:
    """Set Solara's settings and import its app: the ASGI app to serve, guarded."""
    for key, value in SOLARA_ENV.items():
        os.environ[key] = value
    os.environ.setdefault("SOLARA_SESSION_SECRET_KEY", secrets.token_urlsafe(32))
    if root_path:
        os.environ["SOLARA_ROOT_PATH"] = root_path.rstrip("/")
    import solara.server.settings as solara_settings

    solara_settings.main.mode = "production"
    solara_settings.theme.show_banner = False
    solara_settings.telemetry.mixpanel_enable = False
    if solara_settings.session.secret_key == solara_settings.SESSION_SECRET_KEY_DEFAULT:
        solara_settings.session.secret_key = secrets.token_urlsafe(32)
    solara_settings.kernel.cull_timeout = KERNEL_CULL_TIMEOUT
    solara_settings.kernel.max_count = KERNEL_MAX_COUNT
    solara_settings.kernel.max_per_session = KERNEL_MAX_PER_SESSION
    from solara.server.starlette import app

    return guarded(app, root_path, Path(solara_settings.assets.proxy_cache_dir))


def serve(state: ServerState, host: str, port: int, *, open_pages: Sequence[str] = (),
          root_path: str = "", ready: Callable[[], None] | None = None) -> None:
    """Serve the pages until Ctrl-C; `open_pages` (addresses) open in the browser once the
    server listens, and `ready` is called then."""
    import uvicorn

    from .hub import HubSettings, Signer, hub_login

    hub = HubSettings.from_env()
    if hub is not None:  # a JupyterHub service: every page behind the hub's login
        root_path = root_path or hub.prefix
        state.signer = Signer()
    install(state)
    app = configure_solara(root_path)
    if hub is not None:
        assert state.signer is not None
        app = hub_login(app, hub, state.signer)
    config = uvicorn.Config(app, host=host, port=port, log_level="warning",
                            ws_max_size=16 * 1024 * 1024, lifespan="on")
    server = uvicorn.Server(config)

    def when_up() -> None:
        while not server.started:
            if server.should_exit:
                return
            time.sleep(0.05)
        if ready is not None:
            ready()
        for address in open_pages:
            webbrowser.open(address, new=1)

    threading.Thread(target=when_up, name="chemteach-serve-ready", daemon=True).start()
    try:
        server.run()
    finally:
        install(None)
    if not server.started:
        sys.exit(2)
