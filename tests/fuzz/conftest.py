"""Fuzzers' bookkeeping: each counts the cases it tried per surface; the run prints them."""

from __future__ import annotations

from collections import Counter

import pytest

#: surface -> cases tried, and surface -> cases that failed (filled by the fuzz tests)
TRIED: Counter[str] = Counter()
FAILED: Counter[str] = Counter()


@pytest.fixture
def tally() -> tuple[Counter[str], Counter[str]]:
    """The (tried, failed) counters a fuzz test adds its cases to."""
    return TRIED, FAILED


def pytest_terminal_summary(terminalreporter: pytest.TerminalReporter) -> None:
    """Print how many cases each fuzzer tried and how many failed."""
    if TRIED:
        terminalreporter.section("chemteach fuzz cases")
        for surface in sorted(TRIED):
            terminalreporter.write_line(
                f"{TRIED[surface]:8d} tried  {FAILED[surface]:4d} failed  {surface}")
