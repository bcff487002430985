"""What a search computed, for whoever asked to see it (the hint's reason).

A search calls ``record(name, value)`` with its own figures (the root statistics, the
simulated bidding samples); outside ``collect()`` that costs one context-variable lookup
and nothing is kept. ``collect()`` is per thread / task (a ``ContextVar``), so concurrent
searches never see each other's figures.
"""

from __future__ import annotations

from contextlib import contextmanager
from contextvars import ContextVar
from typing import Any, Iterator

_SINK: ContextVar[dict[str, Any] | None] = ContextVar("search_figures", default=None)

ROOT = "root"                  # RootStatistics of the decision (visits and means per action)
BID_SAMPLES = "bid_samples"    # Back Alley: [(team tricks, partner's bid), ...] per simulated deal


def record(name: str, value: Any) -> None:
    sink = _SINK.get()
    if sink is not None:
        sink[name] = value


@contextmanager
def collect() -> Iterator[dict[str, Any]]:
    """``with collect() as figures: choose(...)`` -> the figures the search recorded."""
    figures: dict[str, Any] = {}
    token = _SINK.set(figures)
    try:
        yield figures
    finally:
        _SINK.reset(token)
