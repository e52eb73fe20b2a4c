"""What every page of one running server shares: the class registry, the teacher's key and
the address students open (set by `run` before the first page; plain module state, since
Solara runs every page in this one process)."""

from __future__ import annotations

from collections.abc import Mapping
from dataclasses import dataclass, field
from urllib.parse import quote

from ..core.wording import _
from .guard import TRIES_BURST, TRIES_PER_SECOND, KeyedLimits, ServerError, TeacherKey
from .hub import USER_COOKIE, Signer
from .registry import Classroom


@dataclass
class ServerState:
    """The running server's shared objects."""

    classroom: Classroom
    teacher: TeacherKey
    address: str  # e.g. http://192.168.1.20:8765 (what students type; the QR codes)
    signer: Signer | None = None  # behind a JupyterHub: signs the hub user's cookie
    #: Join codes, projector codes and teacher passwords tried, per computer (or hub user).
    tries: KeyedLimits = field(default_factory=lambda: KeyedLimits(TRIES_BURST,
                                                                   TRIES_PER_SECOND))

    def hub_user(self, cookies: Mapping[str, str] | None) -> str | None:
        """The hub user name of a page's cookies (None: not behind a hub, or none)."""
        if self.signer is None or not cookies:
            return None
        return self.signer.name_in(cookies.get(USER_COOKIE))

    def join_address(self, code: str) -> str:
        """The address a table's QR code opens: the student page with the code filled in."""
        return f"{self.address.rstrip('/')}/?code={quote(code)}"


_current: ServerState | None = None


def install(state: ServerState | None) -> None:
    """Make `state` the one every page uses (None: no server)."""
    global _current
    _current = state


def current() -> ServerState:
    """The running server's state, or ServerError when the pages run without `chemteach serve`."""
    if _current is None:
        raise ServerError(_("The table server is not running: start it with `chemteach serve`."))
    return _current
