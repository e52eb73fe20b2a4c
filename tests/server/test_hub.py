"""The table server as a JupyterHub service: the hub's OAuth in front of every page (with a
stand-in hub answering the token and user requests), the signed user cookie, and the
documented jupyterhub_config.py and Zero to JupyterHub lines."""

from __future__ import annotations

import asyncio
import json
import re
import threading
import urllib.parse
from collections.abc import Callable, Iterator
from http.server import BaseHTTPRequestHandler, ThreadingHTTPServer
from pathlib import Path
from typing import Any

import pytest

from chemteach.server.hub import (
    CALLBACK,
    LOGIN_SECONDS,
    STATE_COOKIE,
    USER_COOKIE,
    HubSettings,
    Signer,
    cookies_of,
    hub_login,
)

REPO_ROOT = Path(__file__).resolve().parents[2]
PREFIX = "/services/chemteach-tables/"


def test_not_behind_a_hub_nothing_is_asked() -> None:
    assert HubSettings.from_env({}) is None
    hub = HubSettings.from_env({"JUPYTERHUB_API_TOKEN": "t", "JUPYTERHUB_API_URL":
                                "http://hub:8081/hub/api/", "JUPYTERHUB_CLIENT_ID":
                                "service-chemteach-tables", "JUPYTERHUB_SERVICE_PREFIX":
                                PREFIX.rstrip("/")})
    assert hub is not None and hub.prefix == PREFIX and hub.api_url == "http://hub:8081/hub/api"
    url = hub.authorize_url("xyz")
    assert url.startswith("/hub/api/oauth2/authorize?")
    assert urllib.parse.parse_qs(url.split("?", 1)[1])["redirect_uri"] == [PREFIX + CALLBACK]


def test_the_user_cookie_holds_a_name_only_if_this_server_signed_it_and_it_is_fresh() -> None:
    now = [1000.0]
    signer = Signer(b"k" * 32, clock=lambda: now[0])
    value = signer.sign("ada lovelace|x")
    assert signer.name_in(value) == "ada lovelace|x"
    assert Signer(b"j" * 32).name_in(value) is None
    quoted, expires, mac = value.split("|")
    assert signer.name_in(f"{urllib.parse.quote('ben')}|{expires}|{mac}") is None
    for junk in (None, "", "a|b", "x" * 600):
        assert signer.name_in(junk) is None
    now[0] += LOGIN_SECONDS + 1
    assert signer.name_in(value) is None


class FakeHub(BaseHTTPRequestHandler):
    """The two hub API calls a service makes: a code for a token, the token for its user."""

    codes = {"good-code": "token-of-ada"}

    def do_POST(self) -> None:  # noqa: N802
        form = urllib.parse.parse_qs(self.rfile.read(int(self.headers["Content-Length"]))
                                     .decode())
        token = self.codes.get(form.get("code", [""])[0])
        if self.path != "/hub/api/oauth2/token" or form["client_secret"] != ["api-token"] \
                or token is None:
            self.send_response(400)
            self.end_headers()
            return
        self._json({"access_token": token, "token_type": "Bearer"})

    def do_GET(self) -> None:  # noqa: N802
        if self.path == "/hub/api/user" and self.headers["Authorization"] == "token token-of-ada":
            self._json({"name": "ada"})
        else:
            self.send_response(403)
            self.end_headers()

    def _json(self, data: Any) -> None:
        body = json.dumps(data).encode()
        self.send_response(200)
        self.send_header("Content-Type", "application/json")
        self.send_header("Content-Length", str(len(body)))
        self.end_headers()
        self.wfile.write(body)

    def log_message(self, *args: Any) -> None:
        pass


@pytest.fixture
def hub() -> Iterator[HubSettings]:
    server = ThreadingHTTPServer(("127.0.0.1", 0), FakeHub)
    thread = threading.Thread(target=server.serve_forever, daemon=True)
    thread.start()
    try:
        yield HubSettings(api_url=f"http://127.0.0.1:{server.server_port}/hub/api",
                          api_token="api-token", client_id="service-chemteach-tables",
                          prefix=PREFIX, callback_url=PREFIX + CALLBACK, hub_prefix="/hub/")
    finally:
        server.shutdown()


def call(app: Callable[[Any], Any], path: str, cookies: dict[str, str] | None = None,
         query: str = "", kind: str = "http") -> tuple[dict[str, Any], bool]:
    """One request through `app(inner)`: (the response start, or the websocket close; did it
    reach the inner app?)."""
    reached: list[str] = []
    sent: list[dict[str, Any]] = []

    async def inner(scope: Any, receive: Any, send: Any) -> None:
        reached.append(scope["path"])

    async def send(message: dict[str, Any]) -> None:
        sent.append(message)

    async def receive() -> dict[str, Any]:
        return {}

    headers = []
    if cookies:
        headers.append((b"cookie", "; ".join(f"{k}={v}" for k, v in cookies.items()).encode()))
    scope = {"type": kind, "path": path, "query_string": query.encode(), "headers": headers}
    asyncio.run(app(inner)(scope, receive, send))
    return (sent[0] if sent else {}), bool(reached)


def set_cookies(start: dict[str, Any]) -> dict[str, str]:
    jar = cookies_of({"headers": [(b"cookie", v.split(b";")[0]) for k, v in start["headers"]
                                  if k == b"set-cookie"]})
    return jar


def test_a_page_without_a_login_goes_to_the_hub_and_comes_back_as_the_hub_user(
        hub: HubSettings) -> None:
    signer = Signer()
    def app(inner: Any) -> Any:
        return hub_login(inner, hub, signer)

    start, reached = call(app, PREFIX, query="code=ABCDE")
    assert not reached and start["status"] == 302
    location = dict(start["headers"])[b"location"].decode()
    assert location.startswith("/hub/api/oauth2/authorize?")
    state = urllib.parse.parse_qs(location.split("?", 1)[1])["state"][0]
    kept = set_cookies(start)
    assert STATE_COOKIE in kept

    wrong, reached = call(app, PREFIX + CALLBACK, kept, f"code=good-code&state=x{state}")
    assert wrong["status"] == 403 and not reached
    bad, _r = call(app, PREFIX + CALLBACK, kept, f"code=stolen&state={state}")
    assert bad["status"] == 403
    back, _r = call(app, PREFIX + CALLBACK, kept, f"code=good-code&state={state}")
    assert back["status"] == 302
    assert dict(back["headers"])[b"location"].decode() == PREFIX + "?code=ABCDE"
    login = set_cookies(back)
    assert signer.name_in(login[USER_COOKIE]) == "ada"

    _start, reached = call(app, PREFIX + "teacher", login)
    assert reached
    _start, reached = call(app, PREFIX + "jupyter/api/kernels/k/channels", login,
                           kind="websocket")
    assert reached


def test_a_websocket_without_a_login_is_closed(hub: HubSettings) -> None:
    signer = Signer()
    closed, reached = call(lambda inner: hub_login(inner, hub, signer),
                           PREFIX + "jupyter/api/kernels/k", kind="websocket")
    assert not reached and closed["type"] == "websocket.close"


def docs_block(language: str) -> str:
    text = (REPO_ROOT / "docs" / "teachers.md").read_text(encoding="utf-8")
    section = text.split("\n## Playing at tables: chemteach serve\n", 1)[1]
    found = re.findall(rf"```{language}\n(.*?)```", section, re.S)
    assert len(found) == 1, f"the section has {len(found)} {language} blocks"
    return found[0]


class Config:
    """A stand-in for JupyterHub's `c`: any attribute chain, values kept."""

    def __init__(self) -> None:
        self.__dict__["values"] = {}

    def __getattr__(self, name: str) -> Any:
        return self.values.setdefault(name, Config())

    def __setattr__(self, name: str, value: Any) -> None:
        self.values[name] = value


def test_the_jupyterhub_config_lines_run_the_server_as_a_hub_service(
        monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setenv("CHEMTEACH_TEACHER_TOKEN", "a-teacher-secret-for-this-test")
    c = Config()
    exec(compile(docs_block("python jupyterhub_config.py"), "jupyterhub_config.py", "exec"),
         {"c": c})
    (service,) = c.JupyterHub.services
    assert service["name"] == "chemteach-tables"
    assert service["command"][:2] == ["chemteach", "serve"]
    port = service["command"][service["command"].index("--port") + 1]
    assert service["url"].endswith(f":{port}")
    roles = c.JupyterHub.load_roles
    assert any("access:services!service=chemteach-tables" in r["scopes"] for r in roles)
    from chemteach.cli import build_parser

    args = build_parser().parse_args(service["command"][1:])
    assert args.command == "serve" and str(args.port) == port


def test_the_zero_to_jupyterhub_lines_parse_and_name_the_command() -> None:
    import yaml

    values = yaml.safe_load(docs_block("yaml z2jh-service"))
    service = values["hub"]["services"]["chemteach-tables"]
    assert service["command"][:2] == ["chemteach", "serve"]
    port = int(service["command"][service["command"].index("--port") + 1])
    assert service["url"] == f"http://hub:{port}"
    assert values["hub"]["service"]["extraPorts"][0]["port"] == port
    assert "access:services!service=chemteach-tables" in (
        values["hub"]["loadRoles"]["user"]["scopes"])
