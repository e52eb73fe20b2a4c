"""Behind a JupyterHub: the table server as a hub service, logged in with the hub's own
OAuth, so a student's seat is held under their hub user name (issue 22).

JupyterHub starts a managed service with its settings in the environment
(JUPYTERHUB_API_TOKEN, JUPYTERHUB_API_URL, JUPYTERHUB_CLIENT_ID, JUPYTERHUB_SERVICE_PREFIX,
JUPYTERHUB_OAUTH_CALLBACK_URL, JUPYTERHUB_BASE_URL). With them, every page of the server
first sends the browser through the hub's login (OAuth 2 authorization code, as JupyterHub's
own HubOAuth does); the user name the hub answers is kept in a signed, HttpOnly cookie.
Without them (a laptop, a school server) nothing here is active.
"""

from __future__ import annotations

import asyncio
import hashlib
import hmac
import json
import os
import secrets
import time
import urllib.parse
import urllib.request
from collections.abc import Mapping
from dataclasses import dataclass
from http.cookies import SimpleCookie
from typing import Any

#: The cookie that holds the hub user name (signed), and the one that holds the login's state.
USER_COOKIE = "chemteach-hub-user"
STATE_COOKIE = "chemteach-hub-state"
#: How long a login lasts (seconds): a school day.
LOGIN_SECONDS = 12 * 3600
CALLBACK = "oauth_callback"


@dataclass(frozen=True)
class HubSettings:
    """What the hub told the service, from its environment."""

    api_url: str  # e.g. http://hub:8081/hub/api
    api_token: str
    client_id: str  # service-chemteach-tables
    prefix: str  # /services/chemteach-tables/
    callback_url: str  # /services/chemteach-tables/oauth_callback
    hub_prefix: str  # /hub/ (the browser's address of the hub's pages)

    @classmethod
    def from_env(cls, env: Mapping[str, str] | None = None) -> HubSettings | None:
        """The hub's settings, or None when the server does not run as a hub service."""
        env = os.environ if env is None else env
        token, api = env.get("JUPYTERHUB_API_TOKEN", ""), env.get("JUPYTERHUB_API_URL", "")
        if not token or not api:
            return None
        prefix = env.get("JUPYTERHUB_SERVICE_PREFIX", "/")
        prefix = prefix if prefix.endswith("/") else prefix + "/"
        base = env.get("JUPYTERHUB_BASE_URL", "/")
        return cls(api_url=api.rstrip("/"), api_token=token,
                   client_id=env.get("JUPYTERHUB_CLIENT_ID", ""),
                   prefix=prefix,
                   callback_url=env.get("JUPYTERHUB_OAUTH_CALLBACK_URL", prefix + CALLBACK),
                   hub_prefix=base.rstrip("/") + "/hub/")

    def authorize_url(self, state: str) -> str:
        """Where the browser logs in (the hub's own page), coming back with a code."""
        query = urllib.parse.urlencode({"client_id": self.client_id,
                                        "redirect_uri": self.callback_url,
                                        "response_type": "code", "state": state})
        return f"{self.hub_prefix}api/oauth2/authorize?{query}"


class Signer:
    """Signs the user cookie with the server's own secret (HMAC-SHA256), with an expiry."""

    def __init__(self, secret: bytes | None = None, clock: Any = time.time) -> None:
        self.secret = secret or secrets.token_bytes(32)
        self.clock = clock

    def sign(self, name: str) -> str:
        expires = int(self.clock()) + LOGIN_SECONDS
        body = f"{urllib.parse.quote(name, safe='')}|{expires}"
        mac = hmac.new(self.secret, body.encode(), hashlib.sha256).hexdigest()
        return f"{body}|{mac}"

    def name_in(self, value: str | None) -> str | None:
        """The user name a cookie holds, if this server signed it and it has not expired."""
        if not value or len(value) > 500 or value.count("|") != 2:
            return None
        quoted, expires, mac = value.split("|")
        body = f"{quoted}|{expires}"
        good = hmac.new(self.secret, body.encode(), hashlib.sha256).hexdigest()
        if not hmac.compare_digest(good, mac) or not expires.isdigit():
            return None
        if int(expires) < self.clock():
            return None
        return urllib.parse.unquote(quoted)


def cookies_of(scope: Mapping[str, Any]) -> dict[str, str]:
    """The request's cookies."""
    jar: SimpleCookie = SimpleCookie()
    for key, value in scope.get("headers", []):
        if key == b"cookie":
            try:
                jar.load(value.decode("latin-1"))
            except Exception:  # noqa: BLE001 - a malformed cookie is no cookie
                continue
    return {k: m.value for k, m in jar.items()}


def _cookie(name: str, value: str, path: str, seconds: int) -> tuple[bytes, bytes]:
    text = f"{name}={value}; Path={path}; Max-Age={seconds}; HttpOnly; SameSite=Lax"
    return b"set-cookie", text.encode("latin-1")


def exchange(hub: HubSettings, code: str) -> str:
    """The hub user name for an OAuth code: the code for a token, the token for the user."""
    form = urllib.parse.urlencode({
        "client_id": hub.client_id, "client_secret": hub.api_token,
        "grant_type": "authorization_code", "code": code,
        "redirect_uri": hub.callback_url}).encode()
    request = urllib.request.Request(f"{hub.api_url}/oauth2/token", data=form, method="POST",
                                      headers={"Content-Type":
                                               "application/x-www-form-urlencoded"})
    with urllib.request.urlopen(request, timeout=10) as reply:
        token = json.loads(reply.read(100_000))["access_token"]
    ask = urllib.request.Request(f"{hub.api_url}/user",
                                 headers={"Authorization": f"token {token}"})
    with urllib.request.urlopen(ask, timeout=10) as reply:
        name = json.loads(reply.read(100_000))["name"]
    if not isinstance(name, str) or not name:
        raise ValueError("the hub named no user")
    return name


async def _reply(send: Any, status: int, headers: list[tuple[bytes, bytes]],
                 body: bytes = b"") -> None:
    await send({"type": "http.response.start", "status": status, "headers": headers})
    await send({"type": "http.response.body", "body": body})


def hub_login(app: Any, hub: HubSettings, signer: Signer) -> Any:
    """`app` behind the hub's login: a request without this server's user cookie is sent to
    the hub's OAuth page (a websocket is refused); the callback sets the cookie."""

    async def login(scope: Any, receive: Any, send: Any) -> None:
        if scope["type"] not in ("http", "websocket"):
            await app(scope, receive, send)
            return
        path = str(scope.get("path", ""))
        jar = cookies_of(scope)
        if scope["type"] == "http" and path == hub.prefix + CALLBACK:
            query = urllib.parse.parse_qs(scope.get("query_string", b"").decode("latin-1"))
            state, code = query.get("state", [""])[0], query.get("code", [""])[0]
            kept = jar.get(STATE_COOKIE, "")
            target, _sep, nonce = kept.partition("|")
            if not code or not state or not nonce or not hmac.compare_digest(nonce, state):
                await _reply(send, 403, [(b"content-type", b"text/plain")],
                             b"The hub's login did not match: open the page again.")
                return
            try:
                name = await asyncio.to_thread(exchange, hub, code)
            except Exception:  # noqa: BLE001 - the hub refused: say so, no traceback
                await _reply(send, 403, [(b"content-type", b"text/plain")],
                             b"The hub did not confirm the login: open the page again.")
                return
            back = urllib.parse.unquote(target)
            if not back.startswith(hub.prefix):
                back = hub.prefix
            await _reply(send, 302, [(b"location", back.encode("latin-1")),
                                     _cookie(USER_COOKIE, signer.sign(name), hub.prefix,
                                             LOGIN_SECONDS),
                                     _cookie(STATE_COOKIE, "", hub.prefix, 0)])
            return
        if signer.name_in(jar.get(USER_COOKIE)) is not None:
            await app(scope, receive, send)
            return
        if scope["type"] == "websocket":
            await send({"type": "websocket.close", "code": 1008})
            return
        state = secrets.token_urlsafe(16)
        query = scope.get("query_string", b"").decode("latin-1")
        here = path + (f"?{query}" if query else "")
        kept = f"{urllib.parse.quote(here, safe='')}|{state}"
        await _reply(send, 302, [(b"location", hub.authorize_url(state).encode("latin-1")),
                                 _cookie(STATE_COOKIE, kept, hub.prefix, 600)])

    return login
