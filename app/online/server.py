"""The authoritative game server: asyncio + websockets.

``python -m app.server`` (console script ``jadi-server``); ``--help`` lists the options.

The server is the only judge: it keeps each table's game (rebuilt from the table's log
in storage), checks every action against the rules, commits it, and only then sends
each seat its own view (``games.SeatViews``). Computer seats, and players away longer
than the table's grace time, are played by ``app.ai.process.choose_in_worker`` in a
process pool, so one table's thinking never delays another's messages. See ``PROTOCOL.md`` for the messages
and ``DEPLOY.md`` for running several instances on one PostgreSQL database.
"""

from __future__ import annotations

import argparse
import asyncio
import concurrent.futures
import gc
import logging
import multiprocessing
import os
import signal
import socket
import ssl
import struct
import sys
import time
import uuid
from dataclasses import dataclass

from websockets.asyncio.server import ServerConnection, serve
from websockets.exceptions import ConnectionClosed
from websockets.protocol import State as WebSocketState

from app.ai import process as ai_process
from app.core.protocol import DEAL, IllegalAction
from app.core.rng import derive_seed, fresh_seed
from app.online import games, move_log
from app.online import protocol as P
from app.online.storage import (
    ACT,
    AWAY,
    ONLINE,
    RECONNECTING,
    START,
    CodeTaken,
    LogEntry,
    Storage,
    open_storage,
)
from app.online.table import (
    LiveTable,
    hash_token,
    new_invite_code,
    new_table,
    new_token,
    normalize_code,
    token_matches,
)

log = logging.getLogger("jadi.server")
WS_OPEN = WebSocketState.OPEN

DEFAULT_PORT = 8765
DEFAULT_GRACE = 60  # seconds (issue 18)
MAX_GRACE = 3600
DEFAULT_TABLE_EXPIRY = 24 * 3600.0  # seconds without any activity
SWEEP_INTERVAL = 1.0  # grace timers, claims, unloading idle tables
EXPIRY_CHECK_INTERVAL = 60.0
HINT_LEVEL = "hard"  # [decision] hints come from the Hard player (<= 1 s a move)
# [decision] While no person at a table is online, its computer players wait: a table
# everyone left costs nothing, and nobody comes back to a game that played itself out.
COMPUTERS_WAIT_FOR_PEOPLE = True
WEBSOCKET_HARD_LIMIT = 4 * P.MAX_MESSAGE_BYTES  # above this the library closes (1009)
CODE_ATTEMPTS = 20
# [decision] Garbage collection: a server's objects live long (tables, connections), and a
# full collection walks every one of them: 0.5-1 s at 1,000 tables, a stall every player
# would feel. So what has lived GC_FREEZE_INTERVAL is frozen (``gc.freeze``: out of the
# collector's walks; still freed when no longer referenced) and only the two young
# generations are collected (the oldest would hold one interval's survivors at most, and
# its collections took up to 60 ms: GC_OLDEST_THRESHOLD keeps them from running). Freezing
# every 0.2 s, not every 1 s, keeps the middle generation small too: at 1,000 tables its
# collections took 47-90 ms with 1 s (the benchmark's p99 48-104 ms) and the longest
# collection is 13-19 ms with 0.2 s (p99 41-43 ms); a freeze costs next to nothing. Cycles
# among frozen objects (a closed connection's transport and tasks) wait for the full
# collection every GC_FULL_INTERVAL: one stall an hour, not one a minute.
GC_FREEZE_INTERVAL = 0.2
GC_FULL_INTERVAL = 3600.0
GC_OLDEST_THRESHOLD = 1_000_000
MAX_TABLES_PER_CONNECTION = 10  # a table costs storage until it expires
MAX_UNSENT_BYTES = 1 << 20  # written to a connection and not yet taken: it counts as stalled
# The kernel's send buffer of a connection. Left to itself, Linux grows it up to 4 MB for a
# reader who does not read, memory that MAX_UNSENT_BYTES cannot see; an update is ~2 KB.
SEND_BUFFER_BYTES = 64 * 1024
# What asyncio's transport asks the socket for at a time (its ``max_size``, 256 KB): a
# buffer that large is mapped, shrunk and unmapped by the C library at every read (three
# system calls and a page fault per message). A client's message is at most a few KB.
READ_BUFFER_BYTES = 16 * 1024


@dataclass
class ServerConfig:
    host: str = "127.0.0.1"
    port: int = DEFAULT_PORT
    storage_url: str = "jadi-server.sqlite3"
    certfile: str | None = None
    keyfile: str | None = None
    instance: str = ""
    ai_workers: int = 0  # 0: one per core
    table_expiry: float = DEFAULT_TABLE_EXPIRY
    sweep_interval: float = SWEEP_INTERVAL
    idle_timeout: float = P.IDLE_TIMEOUT
    hello_timeout: float = P.HELLO_TIMEOUT
    rate_per_second: float = P.RATE_PER_SECOND
    rate_burst: int = P.RATE_BURST
    seed: int | None = None  # tests and benchmarks: game seeds derived from this, not fresh
    unsent_limit: int = MAX_UNSENT_BYTES  # a reader this far behind is disconnected
    send_buffer: int = SEND_BUFFER_BYTES  # each connection's kernel send buffer
    profile: str | None = None  # the benchmark: write cProfile statistics here when stopped
    timings: str | None = None  # the benchmark: write the server's own timings here (``Timings``)


class Connection:
    """One client connection: its limits and where it sits."""

    def __init__(self, ws: ServerConnection, config: ServerConfig):
        self.ws = ws
        self.hello = False
        self.table: LiveTable | None = None
        self.seat: int | None = None
        self.rate = config.rate_per_second
        self.burst = config.rate_burst
        self.tokens = float(config.rate_burst)
        self.stamp = time.monotonic()
        self.refused_in_row = 0
        self.closing: asyncio.Task | None = None
        self.created = 0  # tables created through this connection
        self.raw = not ws.protocol.extensions  # frames as they are on the wire (no compression)
        self.unsent_limit = config.unsent_limit
        sock = ws.transport.get_extra_info("socket")
        if sock is not None and config.send_buffer:
            sock.setsockopt(socket.SOL_SOCKET, socket.SO_SNDBUF, config.send_buffer)
        if hasattr(ws.transport, "max_size"):  # (asyncio's plain socket transport; TLS reads its own way)
            ws.transport.max_size = READ_BUFFER_BYTES

    def allow(self) -> bool:
        """Token bucket: ``rate`` messages a second with a ``burst``."""
        now = time.monotonic()
        self.tokens = min(self.burst, self.tokens + (now - self.stamp) * self.rate)
        self.stamp = now
        if self.tokens >= 1.0:
            self.tokens -= 1.0
            self.refused_in_row = 0
            return True
        self.refused_in_row += 1
        return False

    # Messages are written to the socket at once, in the caller's step, without a task or
    # a queue per message (the event loop's cost per message was as large as the socket
    # write's), each as one pre-framed ``transport.write`` (``text_frame``: websockets'
    # own framing cost as much again). The kernel and the transport buffer what a reader
    # has not taken yet; a reader that falls MAX_UNSENT_BYTES behind is disconnected and
    # resumes from a snapshot later, so a slow or stalled reader never holds up a table's
    # broadcast. Frames written here and websockets' own (pings, pongs, the close) never
    # interleave inside a frame: each is one whole write.
    def post(self, message: dict) -> None:
        self.post_text(P.encode(message))

    def post_text(self, text: str) -> None:
        ws = self.ws
        if self.closing is not None or ws.protocol.state is not WS_OPEN:
            return  # closing: nothing more goes out
        transport = ws.transport
        if transport.get_write_buffer_size() > self.unsent_limit:
            transport.abort()
            return
        if self.raw:
            transport.write(text_frame(text.encode()))
        else:  # an extension transforms frames: only websockets can write them
            ws.protocol.send_text(text.encode())
            ws.send_data()

    async def send(self, message: dict) -> None:
        self.post(message)

    async def close_after_sending(self, code: int, reason: str) -> None:
        """Close once everything posted before has been written (the closing frame
        follows it in the transport); nothing posted after goes out."""
        if self.closing is None:
            self.closing = asyncio.get_running_loop().create_task(self.ws.close(code, reason))


def text_frame(payload: bytes) -> bytes:
    """A server's WebSocket text frame of ``payload`` (UTF-8) as it goes on the wire:
    final, unmasked, no extension (RFC 6455 section 5.2; what websockets'
    ``Frame(Opcode.TEXT, payload).serialize(mask=False, extensions=[])`` writes)."""
    size = len(payload)
    if size < 126:
        return _FRAME_SHORT(0x81, size) + payload
    if size < 65536:
        return _FRAME_MEDIUM(0x81, 126, size) + payload
    return _FRAME_LONG(0x81, 127, size) + payload


_FRAME_SHORT = struct.Struct("!BB").pack
_FRAME_MEDIUM = struct.Struct("!BBH").pack
_FRAME_LONG = struct.Struct("!BBQ").pack


def _init_ai_worker() -> None:
    """Pool worker initializer: the AI's own (``process.init_worker``), and a worker whose
    server died (even by SIGKILL) exits too, instead of waiting forever for work."""
    import threading

    ai_process.init_worker()
    parent = os.getppid()

    def watch() -> None:
        while os.getppid() == parent:
            time.sleep(1.0)
        os._exit(0)

    threading.Thread(target=watch, daemon=True).start()


# The benchmark's measuring window: SIGUSR1 opens it, SIGUSR2 closes it (``Timings`` and
# ``--profile`` then cover the bots' play only, not setting up 4,000 connections or
# closing them all at once at the end).
WINDOW_OPEN, WINDOW_CLOSE = getattr(signal, "SIGUSR1", None), getattr(signal, "SIGUSR2", None)  # (None: Windows)


class Timings:
    """The benchmark's view from inside the server (``--timings FILE``): per ``act``, the
    seconds from its message being read to every seat's update being written (the
    commit included), and how late the event loop ran a timer (its stalls), both inside
    the measuring window only (``WINDOW_OPEN``; the whole run if it never opens).
    Written as JSON when the server stops; the bots' own latency also counts their
    scheduling."""

    TICK = 0.05

    def __init__(self, path: str):
        self.path = path
        self.act: list[float] = []
        self.lag: list[float] = []
        self.gc: list[tuple[int, float]] = []  # each garbage collection: (generation, pause in seconds)
        self.recording = True
        self._gc_began = 0.0
        gc.callbacks.append(self._on_gc)

    def _on_gc(self, phase: str, info: dict) -> None:
        if phase == "start":
            self._gc_began = time.perf_counter()
        elif self.recording:
            self.gc.append((info["generation"], time.perf_counter() - self._gc_began))

    def open_window(self) -> None:
        self.act.clear()
        self.lag.clear()
        self.gc.clear()
        self.recording = True

    def close_window(self) -> None:
        self.recording = False

    def add_act(self, seconds: float) -> None:
        if self.recording:
            self.act.append(seconds)

    async def watch_loop(self) -> None:
        loop = asyncio.get_running_loop()
        while True:
            before = loop.time()
            await asyncio.sleep(self.TICK)
            if self.recording:
                self.lag.append(loop.time() - before - self.TICK)

    def write(self) -> None:
        import json

        gc.callbacks.remove(self._on_gc)

        with open(self.path, "w") as f:
            json.dump({"act": self.act, "lag": self.lag, "gc": self.gc}, f)


class Server:
    def __init__(self, config: ServerConfig, storage: Storage | None = None):
        self.config = config
        self.instance = config.instance or uuid.uuid4().hex[:12]
        self.storage = storage or open_storage(config.storage_url, instance=self.instance)
        self.storage.instance = self.instance
        self.tables: dict[str, LiveTable] = {}
        self.seated: dict[tuple[str, int], Connection] = {}
        self.pool: concurrent.futures.Executor | None = None
        self._ws_server = None
        self._tasks: set[asyncio.Task] = set()
        self._loading: dict[str, asyncio.Future] = {}
        self.port = config.port
        self.timings = Timings(config.timings) if config.timings else None
        self._gc_threshold = gc.get_threshold()  # restored when stopped (``_collector``)

    # ---- lifecycle -------------------------------------------------------------------
    async def start(self) -> int:
        await self.storage.open()
        await self.storage.listen(self._on_storage_change)
        workers = self.config.ai_workers or max(1, os.cpu_count() or 1)
        self.pool = concurrent.futures.ProcessPoolExecutor(
            max_workers=workers, mp_context=multiprocessing.get_context("forkserver"), initializer=_init_ai_worker)
        ssl_context = None
        if self.config.certfile:
            ssl_context = ssl.SSLContext(ssl.PROTOCOL_TLS_SERVER)
            ssl_context.load_cert_chain(self.config.certfile, self.config.keyfile)
        # compression=None: per-message deflate would cost CPU and ~100 KB per connection.
        self._ws_server = await serve(
            self._handle, self.config.host, self.config.port, ssl=ssl_context, compression=None,
            max_size=WEBSOCKET_HARD_LIMIT, max_queue=8, ping_interval=20, ping_timeout=20)
        self.port = self._ws_server.sockets[0].getsockname()[1]
        self._spawn(self._sweeper())
        self._spawn(self._expirer())
        self._spawn(self._collector())
        if self.timings is not None:
            self._spawn(self.timings.watch_loop())
        return self.port

    async def stop(self) -> None:
        for task in list(self._tasks):
            task.cancel()
        gc.unfreeze()  # (a server in a test process: its objects go as usual)
        gc.set_threshold(*self._gc_threshold)
        if self._ws_server is not None:
            self._ws_server.close()
            await self._ws_server.wait_closed()
        if self.pool is not None:
            self.pool.shutdown(wait=True, cancel_futures=True)
        await self.storage.close()
        if self.timings is not None:
            self.timings.write()

    def _spawn(self, coro) -> asyncio.Task:
        task = asyncio.get_running_loop().create_task(coro)
        self._tasks.add(task)
        task.add_done_callback(self._task_done)
        return task

    def _task_done(self, task: asyncio.Task) -> None:
        self._tasks.discard(task)
        if not task.cancelled() and task.exception() is not None:
            log.error("background task failed", exc_info=task.exception())

    # ---- one connection ---------------------------------------------------------------
    async def _handle(self, ws: ServerConnection) -> None:
        conn = Connection(ws, self.config)
        try:
            while True:
                timeout = self.config.hello_timeout if not conn.hello else (
                    None if conn.seat is not None else self.config.idle_timeout)
                try:
                    text = await asyncio.wait_for(ws.recv(), timeout)
                except asyncio.TimeoutError:
                    await conn.send(P.error(P.IDLE, "closing an idle connection"))
                    await conn.close_after_sending(1000, "idle")
                    await conn.closing
                    return
                await self._on_text(conn, text)
        except ConnectionClosed:
            pass
        finally:
            await self._detach(conn, leaving=False)

    async def _on_text(self, conn: Connection, text) -> None:
        kind = None
        try:
            if not conn.allow():
                if conn.refused_in_row >= P.FLOOD_CLOSE_AFTER:
                    await conn.close_after_sending(1008, "flooding")
                    return
                raise P.ProtocolError(P.RATE_LIMITED,
                                      f"too many messages (at most {self.config.rate_per_second:g} a second)")
            size = len(text) if isinstance(text, bytes) else len(text.encode())
            if size > P.MAX_MESSAGE_BYTES:
                raise P.ProtocolError(P.TOO_BIG, f"message of {size} bytes; the limit is {P.MAX_MESSAGE_BYTES}")
            message = P.decode_client_message(text)
            kind = message["type"]
            if not conn.hello and kind != "hello":
                raise P.ProtocolError(P.HELLO_FIRST, "say hello (with the protocol version) first")
            if kind == "act" and self.timings is not None:
                began = time.perf_counter()
                await self._on_act(conn, message)
                self.timings.add_act(time.perf_counter() - began)
                return
            await getattr(self, f"_on_{kind}")(conn, message)
        except P.ProtocolError as exc:
            await conn.send(P.error(exc.code, exc.message, kind))
        except Exception:  # a bug must cost one message, never the server
            log.exception("handling a %s message", kind)
            await conn.send(P.error(P.SERVER_ERROR, "the server could not handle this message", kind))

    # ---- messages ---------------------------------------------------------------------
    async def _on_hello(self, conn: Connection, m: dict) -> None:
        if m["version"] != P.PROTOCOL_VERSION:
            await conn.send(P.error(
                P.VERSION_MISMATCH,
                f"this server speaks protocol version {P.PROTOCOL_VERSION}, the client {m['version']}; "
                "update the older one", "hello"))
            await conn.close_after_sending(1002, "protocol version")
            return
        conn.hello = True
        await conn.send({"type": "welcome", "version": P.PROTOCOL_VERSION, "server": P.SERVER_NAME,
                         "instance": self.instance, "games": list(games.GAME_IDS),
                         "levels": list(games.COMPUTER_LEVELS), "messages": list(P.TABLE_MESSAGES)})

    async def _on_ping(self, conn: Connection, m: dict) -> None:
        await conn.send({"type": "pong"})

    async def _on_create(self, conn: Connection, m: dict) -> None:
        if conn.created >= MAX_TABLES_PER_CONNECTION:
            raise P.ProtocolError(P.RATE_LIMITED, f"at most {MAX_TABLES_PER_CONNECTION} tables per connection")
        game = m["game"]
        options = m.get("options", {})
        try:
            options, seats = games.check_options(game, options)
        except games.GameSetupError as exc:
            raise P.ProtocolError(P.BAD_OPTIONS, str(exc)) from None
        kinds = m.get("seats", ["person"] * seats)
        if len(kinds) != seats:
            raise P.ProtocolError(P.BAD_OPTIONS, f"{game} with these options has {seats} seats, not {len(kinds)}")
        levels = [P.parse_seat_kind(k) for k in kinds]
        for level in levels:
            if level is not None:
                _check_level(level)
        if all(level is not None for level in levels):
            raise P.ProtocolError(P.BAD_OPTIONS, "a table needs at least one seat for a person")
        grace = m.get("grace", DEFAULT_GRACE)
        if not 0 <= grace <= MAX_GRACE:
            raise P.ProtocolError(P.BAD_OPTIONS, f"grace time must be 0..{MAX_GRACE} seconds, not {grace}")
        now = time.time()
        for _ in range(CODE_ATTEMPTS):
            record, seat_records = new_table(new_invite_code(), game, options, levels, m.get("hints", True), grace, now)
            try:
                await self.storage.create_table(record, seat_records)
                break
            except CodeTaken:
                continue
        else:
            raise P.ProtocolError(P.SERVER_ERROR, "no free invite code; try again")
        conn.created += 1
        await conn.send({"type": "created", "table": record.code})

    async def _table(self, code: str) -> LiveTable:
        code = normalize_code(code)
        table = self.tables.get(code)
        if table is not None:
            return table
        pending = self._loading.get(code)
        if pending is not None:
            return await asyncio.shield(pending)
        future = asyncio.get_running_loop().create_future()
        self._loading[code] = future
        try:
            stored = await self.storage.load_table(code)
            if stored is None:
                raise P.ProtocolError(P.UNKNOWN_TABLE, f"no table {code!r} on this server (or it has expired)")
            table = LiveTable(stored)
            await self._reset_presence_after_load(table)
            self.tables[code] = table
            future.set_result(table)
            return table
        except BaseException as exc:
            future.set_exception(exc)
            future.exception()  # retrieved: no "never retrieved" warning
            raise
        finally:
            del self._loading[code]

    async def _reset_presence_after_load(self, table: LiveTable) -> None:
        """A player shown online by an instance that no longer runs (this one, before a
        restart, or a killed one) is reconnecting from now on: the grace time starts."""
        live = await self.storage.live_instances()
        now = time.time()
        for s in table.person_seats():
            if s.presence == ONLINE and not _instance_alive(s.instance, self.instance, live):
                s.presence, s.since = RECONNECTING, now

    async def _on_look(self, conn: Connection, m: dict) -> None:
        table = await self._table(m["table"])
        await conn.send({"type": "table", **table.info()})

    async def _on_join(self, conn: Connection, m: dict) -> None:
        table = await self._table(m["table"])
        name = " ".join(m["name"].split())[:P.NAME_MAX_CHARS]
        if not name:
            raise P.ProtocolError(P.BAD_MESSAGE, "a player needs a name")
        if conn.table is not None:
            raise P.ProtocolError(P.BAD_SEAT, "this connection already sits at a table; leave it first")
        async with table.lock:
            seat = self._seat_record(table, m["seat"])
            if seat.level is not None:
                raise P.ProtocolError(P.SEAT_TAKEN, f"seat {seat.seat} is a computer's seat")
            if seat.token_hash:
                raise P.ProtocolError(P.SEAT_TAKEN, f"seat {seat.seat} is taken")
            token = new_token()
            seat.name, seat.token_hash = name, hash_token(token)
            seat.presence, seat.since, seat.instance = ONLINE, time.time(), self.instance
            if not await self.storage.take_seat(table.code, seat):
                await self._reload_seats(table)
                raise P.ProtocolError(P.SEAT_TAKEN, f"seat {seat.seat} is taken")
            if table.record.host is None:
                table.record.host = seat.seat
                await self.storage.save_table(table.record)
        self._attach(conn, table, seat.seat)
        await conn.send({"type": "joined", "table": table.code, "seat": seat.seat, "token": token})
        await self._broadcast_info(table)
        if table.started:
            conn.post_text(self._update(table, seat.seat, [], resumed=True))

    async def _on_resume(self, conn: Connection, m: dict) -> None:
        table = await self._table(m["table"])
        seat = self._seat_record(table, m["seat"])
        if seat.level is not None or not token_matches(m["token"], seat.token_hash):
            raise P.ProtocolError(P.WRONG_TOKEN, f"that token does not hold seat {seat.seat} at table {table.code}")
        if conn.table is not None and (conn.table is not table or conn.seat != seat.seat):
            raise P.ProtocolError(P.BAD_SEAT, "this connection already sits at a table; leave it first")
        old = self.seated.get((table.code, seat.seat))
        if old is not None and old is not conn:
            old.table = old.seat = None
            await old.send(P.error(P.REPLACED, "this seat was resumed from another connection"))
            await old.close_after_sending(1000, "replaced")
        async with table.lock:
            seat.presence, seat.since, seat.instance = ONLINE, time.time(), self.instance
            await self.storage.save_seat(table.code, seat)
        self._attach(conn, table, seat.seat)
        await conn.send({"type": "joined", "table": table.code, "seat": seat.seat, "resumed": True})
        await self._broadcast_info(table)
        if table.started:
            conn.post_text(self._update(table, seat.seat, [], resumed=True))
        await self._drive(table)

    async def _on_leave(self, conn: Connection, m: dict) -> None:
        self._require_seat(conn)
        await self._detach(conn, leaving=True)
        await conn.send({"type": "left"})

    def _host_before_start(self, conn: Connection, what: str) -> LiveTable:
        table, seat_no = self._require_seat(conn)
        if table.record.host != seat_no:
            raise P.ProtocolError(P.NOT_HOST, f"only the host {what}")
        if table.started:
            raise P.ProtocolError(P.ALREADY_STARTED, "the game has started")
        return table

    async def _on_give_seat(self, conn: Connection, m: dict) -> None:
        table = self._host_before_start(conn, "gives a seat to the computer")
        level = _check_level(m["level"])
        async with table.lock:
            seat = self._seat_record(table, m["seat"])
            if seat.token_hash or seat.level is not None:
                raise P.ProtocolError(P.SEAT_TAKEN, f"seat {seat.seat} is not empty")
            seat.level, seat.presence, seat.since = level, "computer", time.time()
            if not await self.storage.take_seat(table.code, seat):
                await self._reload_seats(table)
                raise P.ProtocolError(P.SEAT_TAKEN, f"seat {seat.seat} is not empty")
        await self._broadcast_info(table)

    async def _on_start(self, conn: Connection, m: dict) -> None:
        table = self._host_before_start(conn, "starts the game")
        missing = table.missing_people()
        if missing:
            raise P.ProtocolError(P.SEATS_EMPTY, "waiting for players in seat(s) " + ", ".join(map(str, missing)))
        await self._commit(table, lambda: table.next_entry_start(self._game_seed(table)), actor=None)

    async def _on_act(self, conn: Connection, m: dict) -> None:
        table, seat_no = self._require_seat(conn)
        if not table.started:
            raise P.ProtocolError(P.NOT_STARTED, "the game has not started")
        if table.over:
            raise P.ProtocolError(P.GAME_OVER, "the game is over")
        if m["seq"] != table.seq:
            raise P.ProtocolError(P.STALE, f"the table has moved on to seq {table.seq}; you sent {m['seq']}")
        if table.session.current_player() != seat_no or table.acting_level(seat_no) is not None:
            raise P.ProtocolError(P.NOT_YOUR_TURN, f"it is seat {table.session.current_player()}'s turn")
        action = m["action"]
        try:
            table.check_action(seat_no, action)
        except IllegalAction as exc:
            raise P.ProtocolError(P.ILLEGAL_ACTION, str(exc)) from None
        expected = table.seq

        def entry():
            if table.seq != expected:  # another instance moved first; check again
                raise P.ProtocolError(P.STALE, f"the table has moved on to seq {table.seq}")
            return table.next_entry_act(seat_no, action)

        if not await self._commit(table, entry, actor=seat_no):  # another instance moved first
            raise P.ProtocolError(P.STALE, f"the table has moved on to seq {table.seq}")

    async def _on_hint(self, conn: Connection, m: dict) -> None:
        table, seat_no = self._require_seat(conn)
        if not table.record.hints:
            raise P.ProtocolError(P.HINTS_OFF, "this table does not allow hints")
        if not table.started or table.over or table.session.current_player() != seat_no:
            raise P.ProtocolError(P.NOT_YOUR_TURN, "a hint is for the player to move")
        seq = table.seq
        # One search per position and seat: asking again gets the same answer at no cost,
        # so a client repeating "hint" cannot fill the AI pool that other tables use.
        key = (seq, seat_no)
        task = table.hints.get(key)
        if task is None:
            session = table.session
            task = asyncio.ensure_future(self._think(session.ai_subject(seat_no), HINT_LEVEL, session.ai_seed("hint")))
            table.hints = {key: task}  # older positions' hints are of no use any more
        action = await asyncio.shield(task)
        await conn.send({"type": "hint", "seq": seq, "action": action})

    async def _on_say(self, conn: Connection, m: dict) -> None:
        table, seat_no = self._require_seat(conn)
        if m["message"] not in P.TABLE_MESSAGES:
            raise P.ProtocolError(P.BAD_MESSAGE, f"table messages are {', '.join(P.TABLE_MESSAGES)}")
        said = {"type": "said", "seat": seat_no, "message": m["message"]}
        for other in self._local_connections(table):
            await other.send(said)
        await self.storage.notify(table.code, "said:%d:%s" % (seat_no, m["message"]))

    async def _on_rematch(self, conn: Connection, m: dict) -> None:
        table, seat_no = self._require_seat(conn)
        if not table.over:
            raise P.ProtocolError(P.NOT_OVER, "a rematch is asked for when the game is over")
        async with table.lock:
            seat = table.seats[seat_no]
            seat.rematch = True
            await self.storage.save_seat(table.code, seat)
        await self._broadcast_info(table)
        await self._maybe_rematch(table)

    async def _maybe_rematch(self, table: LiveTable) -> None:
        """The next game starts when every person who is not away has asked."""
        if not table.over:
            return
        voters = [s for s in table.person_seats() if s.presence != AWAY]
        if not voters or not all(s.rematch for s in voters):
            return
        started = await self._commit(table, lambda: table.next_entry_start(self._game_seed(table)), actor=None)
        if started:
            async with table.lock:
                for s in table.seats:
                    if s.rematch:
                        s.rematch = False
                        await self.storage.save_seat(table.code, s)
            await self._broadcast_info(table)

    def _game_seed(self, table: LiveTable) -> int:
        if self.config.seed is None:
            return fresh_seed()
        return derive_seed(self.config.seed, table.code, table.seq)

    # ---- seats and connections --------------------------------------------------------
    def _seat_record(self, table: LiveTable, seat: int):
        if not 0 <= seat < len(table.seats):
            raise P.ProtocolError(P.BAD_SEAT, f"table {table.code} has seats 0..{len(table.seats) - 1}, not {seat}")
        return table.seats[seat]

    def _require_seat(self, conn: Connection) -> tuple[LiveTable, int]:
        if conn.table is None or conn.seat is None:
            raise P.ProtocolError(P.NOT_SEATED, "join or resume a seat first")
        return conn.table, conn.seat

    def _attach(self, conn: Connection, table: LiveTable, seat: int) -> None:
        conn.table, conn.seat = table, seat
        self.seated[(table.code, seat)] = conn

    async def _detach(self, conn: Connection, leaving: bool) -> None:
        table, seat_no = conn.table, conn.seat
        if table is None or seat_no is None:
            return
        conn.table = conn.seat = None
        if self.seated.get((table.code, seat_no)) is conn:
            del self.seated[(table.code, seat_no)]
        async with table.lock:
            seat = table.seats[seat_no]
            now = time.time()
            if leaving and not table.started:
                seat.name, seat.token_hash, seat.presence, seat.instance = "", "", "empty", ""
                if table.record.host == seat_no:
                    seated = [s.seat for s in table.person_seats() if s.token_hash]
                    table.record.host = seated[0] if seated else None
                    await self.storage.save_table(table.record)
            elif leaving:
                seat.presence = AWAY  # the computer plays for him until he resumes
            elif seat.instance == self.instance and seat.presence == ONLINE:
                seat.presence = RECONNECTING
            else:
                return
            seat.since = now
            await self.storage.save_seat(table.code, seat)
        await self._broadcast_info(table)
        await self._drive(table)

    def _local_connections(self, table: LiveTable) -> list[Connection]:
        return [c for seat in range(len(table.seats)) if (c := self.seated.get((table.code, seat))) is not None]

    async def _reload_seats(self, table: LiveTable) -> None:
        stored = await self.storage.load_meta(table.code)
        if stored is not None:
            record, seats = stored
            table.record.host, table.record.status = record.host, record.status
            table.seats[:] = seats
            await self._reassert_presence(table)

    async def _reassert_presence(self, table: LiveTable) -> None:
        """A player still connected here whom another instance marked reconnecting or
        away (it took this instance for dead: a late heartbeat on a busy machine) is
        online again, and every instance is told: otherwise the others would show him
        away, and play for him, for as long as he stays connected."""
        now = time.time()
        for seat in table.seats:
            if ((table.code, seat.seat) in self.seated and seat.instance == self.instance
                    and seat.presence in (RECONNECTING, AWAY)):
                seat.presence, seat.since = ONLINE, now
                await self.storage.save_seat(table.code, seat)

    # ---- changing the game: commit, then tell everyone ---------------------------------
    async def _commit(self, table: LiveTable, make_entry, actor: int | None) -> bool:
        """Append the entry ``make_entry()`` builds (called under the table's lock, so it
        sees the latest seq), apply it, and send each seat its update. False when another
        instance appended first (the table has then caught up)."""
        async with table.lock:
            entry: LogEntry = make_entry()
            if not await self.storage.append(table.code, entry):
                await self._catch_up_locked(table)
                return False
            events = table.apply_entry(entry)
            status = table.status_after_entry()
            if status != table.record.status:
                table.record.status = status
                table.record.updated = time.time()
                await self.storage.save_table(table.record)
            self._send_updates(table, events, actor)
        if entry.kind == START:
            await self._broadcast_info(table)
        await self._drive(table)
        return True

    def _send_updates(self, table: LiveTable, events: list, actor: int | None) -> None:
        """Each seated player's update after one change: the seats' views are written
        together (``SeatViews`` writes what they share once), each only for a connected
        seat."""
        views = None
        code = table.code
        seated = self.seated
        for seat in range(len(table.seats)):
            conn = seated.get((code, seat))
            if conn is not None:
                if views is None:
                    views = games.SeatViews(table.session, events, self._update_head(table, actor), table.text_memo)
                    table.text_memo = views.memo
                    started = table.seq == table.game_seq
                conn.post_text(views.text(seat, views.head + move_log.action_field(table.session, seat, started)))

    def _update(self, table: LiveTable, seat: int, events: list, actor: int | None = None,
                resumed: bool = False) -> str:
        """One seat's update (a resumed snapshot: no events, the move log so far), as the
        message's text."""
        head = self._update_head(table, actor, resumed) + ',"action":null'
        if resumed:
            head += move_log.log_field(table.session, seat)
        return games.SeatViews(table.session, events, head).text(seat)

    @staticmethod
    def _update_head(table: LiveTable, actor: int | None, resumed: bool = False) -> str:
        head = P.encode({"type": "update", "table": table.code, "seq": table.seq, "game_seq": table.game_seq,
                         "actor": actor, **({"resumed": True} if resumed else {})})
        return head[:-1]  # without its closing brace: the game's fields follow

    async def _broadcast_info(self, table: LiveTable) -> None:
        info = {"type": "table", **table.info()}
        for conn in self._local_connections(table):
            conn.post(info)

    async def _catch_up_locked(self, table: LiveTable) -> None:
        for entry in await self.storage.entries_after(table.code, table.seq):
            events = table.apply_entry(entry)
            self._send_updates(table, events, entry.seat)
        table.record.status = table.status_after_entry()

    async def _on_storage_change(self, code: str, what: str, entry: LogEntry | None = None) -> None:
        """Another instance changed ``code`` (PostgreSQL NOTIFY)."""
        table = self.tables.get(code)
        if table is None:
            return
        if what == "log":
            async with table.lock:
                before = table.seq
                if entry is not None and entry.seq == table.seq + 1:  # the usual case: the next entry
                    events = table.apply_entry(entry)
                    self._send_updates(table, events, entry.seat)
                    table.record.status = table.status_after_entry()
                elif entry is None or entry.seq > table.seq:  # missed one: read the log
                    await self._catch_up_locked(table)
                started = table.seq != before and table.game_seq > before
            if started:
                await self._reload_seats(table)
                await self._broadcast_info(table)
            await self._drive(table)
        elif what == "seats":
            async with table.lock:
                await self._reload_seats(table)
            await self._broadcast_info(table)
            await self._drive(table)
        elif what.startswith("said:"):
            _, seat, message = what.split(":", 2)
            said = {"type": "said", "seat": int(seat), "message": message}
            for other in self._local_connections(table):
                await other.send(said)

    # ---- computer players --------------------------------------------------------------
    async def _think(self, subject, level: str, seed: int) -> str:
        loop = asyncio.get_running_loop()
        action = await loop.run_in_executor(self.pool, ai_process.choose_in_worker, subject, level, seed)
        return str(action)

    async def _drive(self, table: LiveTable) -> None:
        """If a computer (or the computer for an away player) is to move and this instance
        acts for the table, start its thinking (once per position). Between deals, first
        the automatic next deal (its result went out with the last update)."""
        if table.session is not None and table.session.automatic_pending():
            await self._deal_on(table)
            return
        turn = table.computer_to_move()
        if turn is None or table.ai_pending == table.seq:
            return
        if COMPUTERS_WAIT_FOR_PEOPLE and not any(s.presence == ONLINE for s in table.person_seats()):
            return
        if not table.claimed:
            table.claimed = await self.storage.claim(table.code)
            if not table.claimed:
                return
        table.ai_pending = table.seq
        self._spawn(self._computer_move(table, table.seq, *turn))

    async def _deal_on(self, table: LiveTable) -> None:
        seq = table.seq

        def entry():
            if table.seq != seq:
                raise _Moved()  # another instance dealt already
            return LogEntry(seq + 1, ACT, seat=None, action=DEAL)

        try:
            await self._commit(table, entry, actor=None)
        except _Moved:
            pass

    async def _computer_move(self, table: LiveTable, seq: int, seat: int, level: str) -> None:
        session = table.session
        try:
            action = await self._think(session.ai_subject(seat), level, session.ai_seed("ai"))
        except Exception:
            log.exception("the AI failed at table %s seq %d; playing its first legal action", table.code, seq)
            action = games.legal_notation(session, seat)[0]

        def entry():
            if table.seq != seq or table.acting_level(seat) is None:
                raise _Moved()
            return table.next_entry_act(seat, action)

        try:
            await self._commit(table, entry, actor=seat)
        except _Moved:
            pass
        finally:
            if table.ai_pending == seq:
                table.ai_pending = None
        await self._drive(table)

    # ---- timers -------------------------------------------------------------------------
    async def _sweeper(self) -> None:
        while True:
            await asyncio.sleep(self.config.sweep_interval)
            try:
                await self._sweep()
            except Exception:
                log.exception("sweep failed")

    async def _sweep(self) -> None:
        live = await self.storage.live_instances()
        for table in list(self.tables.values()):
            if not table.claimed and self._needs_driver(table, live):
                table.claimed = await self.storage.claim(table.code)
            if table.claimed:
                await self._run_grace_timers(table, live)
                await self._drive(table)
            if not self._local_connections(table) and table.ai_pending is None and not table.lock.locked():
                del self.tables[table.code]  # loaded again from the log when someone comes back
                if table.claimed:
                    await self.storage.release(table.code)

    def _needs_driver(self, table: LiveTable, live: set[str] | None) -> bool:
        return table.computer_to_move() is not None or any(
            s.presence == RECONNECTING
            or (s.presence == ONLINE and not _instance_alive(s.instance, self.instance, live))
            for s in table.person_seats())

    async def _run_grace_timers(self, table: LiveTable, live: set[str] | None) -> None:
        """Online on a dead instance -> reconnecting; reconnecting past the table's grace
        time -> away (the computer plays for him until he resumes)."""
        now = time.time()
        changed = []
        async with table.lock:
            for s in table.person_seats():
                if s.presence == ONLINE and not _instance_alive(s.instance, self.instance, live):
                    s.presence, s.since = RECONNECTING, now
                    changed.append(s)
                if s.presence == RECONNECTING and table.started and now - s.since >= table.record.grace:
                    s.presence, s.since = AWAY, now
                    changed.append(s)
            for s in changed:
                await self.storage.save_seat(table.code, s)
        if changed:
            await self._broadcast_info(table)

    @staticmethod
    async def _collector() -> None:
        """The garbage collection policy above (GC_FREEZE_INTERVAL)."""
        young, middle, _ = gc.get_threshold()
        gc.set_threshold(young, middle, GC_OLDEST_THRESHOLD)
        gc.freeze()  # start-up's objects (modules, the AI pool, ...)
        since_full = 0.0
        while True:
            await asyncio.sleep(GC_FREEZE_INTERVAL)
            since_full += GC_FREEZE_INTERVAL
            if since_full >= GC_FULL_INTERVAL:
                since_full = 0.0
                gc.unfreeze()
                gc.collect()
            gc.freeze()

    async def _expirer(self) -> None:
        while True:
            await asyncio.sleep(min(EXPIRY_CHECK_INTERVAL, self.config.table_expiry))
            try:
                for code in await self.storage.expire_tables(time.time() - self.config.table_expiry):
                    table = self.tables.pop(code, None)
                    if table is not None:
                        for conn in self._local_connections(table):
                            await conn.send(P.error(P.UNKNOWN_TABLE, f"table {code} expired after inactivity"))
                            conn.table = conn.seat = None
                        for seat in range(len(table.seats)):
                            self.seated.pop((code, seat), None)
            except Exception:
                log.exception("expiry failed")


class _Moved(Exception):
    """The position changed while the computer was thinking: its move is dropped."""


def _check_level(level: str) -> str:
    if level not in games.COMPUTER_LEVELS:
        raise P.ProtocolError(P.BAD_OPTIONS, f"unknown computer level {level!r} "
                                             f"(known: {', '.join(games.COMPUTER_LEVELS)})")
    return level


def _instance_alive(instance: str, me: str, live: set[str] | None) -> bool:
    """``live`` None: one instance only (SQLite), so only this one is alive."""
    return instance == me if live is None else instance in live


# ---- command line -----------------------------------------------------------------------
def parse_args(argv: list[str] | None = None) -> ServerConfig:
    parser = argparse.ArgumentParser(prog="jadi-server", description="Jadi's online game server.")
    parser.add_argument("--host", default="127.0.0.1", help="address to listen on (default 127.0.0.1)")
    parser.add_argument("--port", type=int, default=DEFAULT_PORT, help=f"port (default {DEFAULT_PORT}; 0: any free)")
    parser.add_argument("--db", default="jadi-server.sqlite3",
                        help="storage: an SQLite file path, or a postgresql://... URL for several instances")
    parser.add_argument("--certfile", help="TLS certificate (PEM) for wss:// without a reverse proxy")
    parser.add_argument("--keyfile", help="TLS private key (PEM)")
    parser.add_argument("--instance", default="", help="a name for this instance (default: random)")
    parser.add_argument("--ai-workers", type=int, default=0, help="AI processes (default: one per core)")
    parser.add_argument("--table-expiry", type=float, default=DEFAULT_TABLE_EXPIRY,
                        help="seconds without activity before a table expires (default one day)")
    parser.add_argument("--sweep-interval", type=float, default=SWEEP_INTERVAL, help=argparse.SUPPRESS)
    parser.add_argument("--seed", type=int, help=argparse.SUPPRESS)  # tests: reproducible deals
    parser.add_argument("--rate", type=float, default=P.RATE_PER_SECOND, help=argparse.SUPPRESS)
    parser.add_argument("--log-level", default="INFO")
    parser.add_argument("--profile", help=argparse.SUPPRESS)  # the benchmark: cProfile stats to this file
    parser.add_argument("--timings", help=argparse.SUPPRESS)  # the benchmark: Timings to this JSON file
    a = parser.parse_args(argv)
    if bool(a.certfile) != bool(a.keyfile):
        parser.error("--certfile and --keyfile go together")
    logging.basicConfig(level=a.log_level.upper(), format="%(asctime)s %(name)s %(levelname)s %(message)s",
                        stream=sys.stderr)
    return ServerConfig(host=a.host, port=a.port, storage_url=a.db, certfile=a.certfile, keyfile=a.keyfile,
                        instance=a.instance, ai_workers=a.ai_workers, table_expiry=a.table_expiry,
                        sweep_interval=a.sweep_interval, seed=a.seed, rate_per_second=a.rate,
                        rate_burst=max(P.RATE_BURST, int(a.rate * 2)), profile=a.profile,
                        timings=a.timings)


LISTENING = "jadi-server listening on"  # the first line on stdout (read by launch.py)


async def run(config: ServerConfig, profiler=None) -> None:
    server = Server(config)
    port = await server.start()
    scheme = "wss" if config.certfile else "ws"
    print(f"{LISTENING} {scheme}://{config.host}:{port}", flush=True)
    loop = asyncio.get_running_loop()
    stop = loop.create_future()
    for sig in (signal.SIGINT, signal.SIGTERM):
        loop.add_signal_handler(sig, lambda: stop.done() or stop.set_result(None))
    if (server.timings is not None or profiler is not None) and WINDOW_OPEN is not None:
        loop.add_signal_handler(WINDOW_OPEN, _open_window, server.timings, profiler)
        loop.add_signal_handler(WINDOW_CLOSE, _close_window, server.timings, profiler)
    try:
        await stop
    finally:
        await server.stop()


def _open_window(timings: Timings | None, profiler) -> None:
    if timings is not None:
        timings.open_window()
    if profiler is not None:  # from now on only
        profiler.disable()
        profiler.clear()
        profiler.enable()


def _close_window(timings: Timings | None, profiler) -> None:
    if timings is not None:
        timings.close_window()
    if profiler is not None:
        profiler.disable()


def raise_file_limit() -> None:
    """One file descriptor per connection: allow as many as the system lets us."""
    import resource

    soft, hard = resource.getrlimit(resource.RLIMIT_NOFILE)
    if soft < hard:
        resource.setrlimit(resource.RLIMIT_NOFILE, (hard, hard))


def main(argv: list[str] | None = None) -> int:
    raise_file_limit()
    config = parse_args(argv)
    if config.profile is None:
        asyncio.run(run(config))
        return 0
    import cProfile

    profiler = cProfile.Profile()  # the whole run, or the measuring window (WINDOW_OPEN)
    profiler.enable()
    try:
        asyncio.run(run(config, profiler))
    finally:
        profiler.disable()
        profiler.dump_stats(config.profile)
    return 0


if __name__ == "__main__":
    sys.exit(main())
