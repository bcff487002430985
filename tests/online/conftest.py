"""Fixtures of the online tests: servers on loopback (in this process or a child),
bots, and the secrecy scan. Every server and bot here stops by itself."""

from __future__ import annotations

import asyncio
import contextlib
import re
from types import SimpleNamespace
from typing import Any

import pytest

from app.games.svoi_kozyri.play_rules import cards_of
from app.online import games, pg_sandbox
from app.online.bot import Bot
from app.online.server import Server, ServerConfig
from app.online.storage import ACT, START, open_storage

FAST_RATE = 1000.0  # bots without think time play faster than a person may


@contextlib.asynccontextmanager
async def running_server(db: str, **config: Any):
    settings = dict(port=0, storage_url=db, sweep_interval=0.1, ai_workers=1, rate_per_second=FAST_RATE,
                    rate_burst=int(FAST_RATE), seed=7)
    settings.update(config)
    server = Server(ServerConfig(**settings))
    await server.start()
    try:
        yield server
    finally:
        await server.stop()


def url_of(server: Server) -> str:
    return f"ws://127.0.0.1:{server.port}"


async def seated_bots(url: str, game: str, options: dict, kinds: list[str], **bot_options) -> tuple[str, list[Bot]]:
    """A table with a bot in every person's seat (the first one hosts and creates)."""
    bots: list[Bot] = []
    code = None
    for seat, kind in enumerate(kinds):
        if kind != "person":
            continue
        bot = Bot(url, f"bot{seat}", seed=seat + 1, **bot_options)
        await bot.connect()
        if code is None:
            code = await bot.client.create(game, options, kinds)
        await bot.join(code, seat)
        bots.append(bot)
    return code, bots


@pytest.fixture
def sqlite_db(tmp_path) -> str:
    return str(tmp_path / "online.sqlite3")


@pytest.fixture
def postgres():
    """A throwaway PostgreSQL for one test; its URL."""
    assert pg_sandbox.available(), "PostgreSQL is missing: packaging/dev.sh test installs it"
    with pg_sandbox.PostgresSandbox() as sandbox:
        yield sandbox.url


@pytest.fixture
def run():
    """Run a coroutine to the end with a time limit (tests stop by themselves)."""

    def runner(coro, timeout: float = 120.0):
        return asyncio.run(asyncio.wait_for(coro, timeout))

    return runner


# ---- the secrecy scan ---------------------------------------------------------------
CARD = re.compile(r"(?<![0-9A-Z])([2-9TJQKA][CDHS]|BB|LB)(?![0-9A-Z])")


def cards_named(value: Any) -> set[str]:
    """Every card code in any string (or key) of a JSON value."""
    found: set[str] = set()
    if isinstance(value, str):
        found.update(CARD.findall(value))
    elif isinstance(value, dict):
        for k, v in value.items():
            found |= cards_named(k) | cards_named(v)
    elif isinstance(value, list):
        for v in value:
            found |= cards_named(v)
    return found


def hidden_from(state, seat: int) -> set[str]:
    """The cards ``seat`` may not know now, from the authoritative State (the test's
    own reading of the rules, independent of the observations it checks)."""
    if state is None:
        return set()
    game = state.GAME
    if game == "bao":
        return set()
    others = [q for q in range(len(state.hands)) if q != seat]
    if game == "kozel":
        public_holding = {c for c, (p, _seq) in state.known.items()}
        hidden = {c for q in others for c in state.hands[q] if c not in public_holding}
        hidden |= set(state.stock)
        if not state.options.discards_face_up:
            hidden |= {c for p, _team, _seq, cards in state.discard_log if p != seat for c in cards}
            hidden |= {c for p, kind, _seq, cards in state.trick if p != seat and kind == "discard" for c in cards}
        hidden.discard(state.trump_card)  # shown to everybody when the game was dealt
        hidden -= public_holding  # everybody knows who holds it (or discarded it since)
    elif game == "svoi_kozyri":
        hidden = {c for q in others for c in cards_of(state.hands[q] & ~state.known[q])}
    elif game == "back_alley":
        hidden = {c for q in others for c in state.hands[q]}
        hidden |= set(state.stock[1 + state.stock_drawn:])
    else:
        raise AssertionError(game)
    return {c.code for c in hidden}


async def replay_states(db: str, code: str) -> dict[int, Any]:
    """seq -> a copy of the table's State after that log entry (from storage)."""
    storage = open_storage(db)
    await storage.open()
    try:
        entries = await storage.entries_after(code, 0)
    finally:
        await storage.close()
    states: dict[int, Any] = {}
    session = None
    for entry in entries:
        if entry.kind == START:
            session = games.session_from_start((await _game_of(db, code)), entry.record, entry.setup, entry.seed)
        elif entry.kind == ACT:
            games.play(session, entry.seat, entry.action)
        states[entry.seq] = session.state.clone()
    return states


async def _game_of(db: str, code: str) -> str:
    storage = open_storage(db)
    await storage.open()
    try:
        return (await storage.load_meta(code))[0].game
    finally:
        await storage.close()


# Observation fields that name cards without saying where they are now: the records of
# finished deals (Back Alley's score sheet keeps each deal's turned-up card, which may be
# in a hidden hand today) and public deductions (Svoi Kozyri's "his hidden cards cannot
# be these", proved by a pick-up).
NOT_LOCATIONS = ("deal_history", "excluded")


def leaks(messages: list[dict], seat: int, states: dict[int, Any]) -> list[str]:
    """Every message part that names a card hidden from ``seat``: an observation must
    hold only what the seat may know after the update; an event only cards that the
    seat may know before or after it."""
    found = []
    seq = 0
    for m in messages:
        if m.get("type") == "update":
            seq = m["seq"]
            after = hidden_from(states.get(seq), seat)
            before = hidden_from(states.get(seq - 1), seat) if seq - 1 in states else after
            rest = {k: v for k, v in m.items() if k != "events"}
            rest["observation"] = {k: v for k, v in m.get("observation", {}).items() if k not in NOT_LOCATIONS}
            bad = cards_named(rest) & after
            bad |= cards_named(m.get("events", [])) & after & before
        else:
            bad = cards_named(m) & hidden_from(states.get(seq), seat)
        if bad:
            found.append(f"seat {seat} seq {seq} {m.get('type')}: {sorted(bad)}")
    return found


@pytest.fixture
def secrecy():
    """``await secrecy(db, code, bots)`` -> the list of leaks found (empty: none)."""

    async def scan(db: str, code: str, bots: list[Bot]) -> list[str]:
        states = await replay_states(db, code)
        assert states, "nothing was played"
        out = []
        for bot in bots:
            assert bot.received, "the scan needs the messages"
            out += leaks(bot.received, bot.seat, states)
        return out

    return scan


@pytest.fixture
def online():
    """``online.server(db, **config)`` (async context manager), ``online.url(server)``,
    ``await online.bots(url, game, options, kinds, **bot_options)`` -> (code, bots)."""
    return SimpleNamespace(server=running_server, bots=seated_bots, url=url_of)
