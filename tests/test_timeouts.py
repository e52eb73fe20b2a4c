"""No test depends on the machine being idle: a subprocess doing real work, a server's page,
a notebook's cell or a server's start is bounded only by HANG (tests/conftest.py), a bound
that only a hung process reaches, never by a guess of how fast it should be. (Speed is
measured in benchmarks/. The browser tests wait on the page with generous waits of their
own: tests/browser/conftest.py.)"""

from __future__ import annotations

import re
from pathlib import Path

TESTS = Path(__file__).resolve().parent
#: A fixed number of seconds given to a wait (a timeout argument, a deadline from now).
FIXED = re.compile(r"\btimeout=\d[\d_.]*|monotonic\(\) \+ \d[\d_.]*|\.wait\(\d")


def test_no_test_outside_the_browser_gives_real_work_a_fixed_time() -> None:
    found = []
    for path in sorted(TESTS.rglob("*.py")):
        if "browser" in path.relative_to(TESTS).parts:
            continue
        for number, line in enumerate(path.read_text(encoding="utf-8").splitlines(), 1):
            if FIXED.search(line):
                found.append(f"{path.relative_to(TESTS.parent)}:{number}: {line.strip()}")
    assert not found, "fixed timeouts (use HANG from tests/conftest.py):\n" + "\n".join(found)
