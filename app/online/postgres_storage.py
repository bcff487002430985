"""The storage engine for several server instances: PostgreSQL through psycopg 3.

- The log's primary key (code, seq) makes two instances unable to append the same
  move: the second INSERT does nothing and that instance catches up from the log.
- Every change is announced with ``NOTIFY jadi, '<instance>|<code>|<what>'`` inside its
  own transaction (delivered on commit); each instance LISTENs and updates the tables
  it has loaded, so players of one table may sit on different instances.
- Exactly one instance acts for a table's computer seats and grace timers: the one
  holding the session-level advisory lock ``pg_try_advisory_lock(hashtext(code))``.
  The lock lives as long as that instance's database session: if the instance dies,
  PostgreSQL drops the session and the lock, and another instance that has the table
  loaded takes the claim on its next sweep (within a second). A race cannot
  duplicate a move anyway: the unique (code, seq) refuses the second append.
- Each instance writes a heartbeat; players shown online on an instance whose heartbeat
  stopped are treated as reconnecting (their grace time starts).
"""

from __future__ import annotations

import asyncio
import json
import logging
import time

import psycopg

from app.online.sqlite_storage import EXPIRED_TABLES
from app.online.storage import (
    START,
    CodeTaken,
    Listener,
    LogEntry,
    SeatRecord,
    Storage,
    StoredTable,
    TableRecord,
)

log = logging.getLogger("jadi.server.postgres")

CHANNEL = "jadi"
POOL_SIZE = 4
# PostgreSQL refuses a NOTIFY payload of 8000 bytes or more (and with it the append);
# above this the notification names the table only and the others read the log.
NOTIFY_PAYLOAD_LIMIT = 7900
HEARTBEAT_SECONDS = 1.0
HEARTBEAT_TIMEOUT = 5.0  # an instance silent this long is dead
LIVE_CACHE_SECONDS = 0.5

SCHEMA = """
CREATE TABLE IF NOT EXISTS tables (
    code TEXT PRIMARY KEY, game TEXT NOT NULL, options TEXT NOT NULL,
    hints BOOLEAN NOT NULL, grace INTEGER NOT NULL, host INTEGER,
    status TEXT NOT NULL, created DOUBLE PRECISION NOT NULL, updated DOUBLE PRECISION NOT NULL);
CREATE TABLE IF NOT EXISTS seats (
    code TEXT NOT NULL REFERENCES tables(code), seat INTEGER NOT NULL, level TEXT, name TEXT NOT NULL,
    token_hash TEXT NOT NULL, presence TEXT NOT NULL, since DOUBLE PRECISION NOT NULL,
    instance TEXT NOT NULL, rematch BOOLEAN NOT NULL, PRIMARY KEY (code, seat));
CREATE TABLE IF NOT EXISTS log (
    code TEXT NOT NULL REFERENCES tables(code), seq INTEGER NOT NULL, kind TEXT NOT NULL, seat INTEGER,
    body TEXT NOT NULL, at DOUBLE PRECISION NOT NULL, PRIMARY KEY (code, seq));
CREATE TABLE IF NOT EXISTS instances (name TEXT PRIMARY KEY, heartbeat DOUBLE PRECISION NOT NULL);
CREATE INDEX IF NOT EXISTS tables_by_activity ON tables (status, updated);
"""

SEAT_COLUMNS = "seat, level, name, token_hash, presence, since, instance, rematch"
UPSERT_SEAT = (
    "INSERT INTO seats (code, seat, level, name, token_hash, presence, since, instance, rematch) "
    "VALUES (%s,%s,%s,%s,%s,%s,%s,%s,%s) ON CONFLICT (code, seat) DO UPDATE SET level=EXCLUDED.level, "
    "name=EXCLUDED.name, token_hash=EXCLUDED.token_hash, presence=EXCLUDED.presence, since=EXCLUDED.since, "
    "instance=EXCLUDED.instance, rematch=EXCLUDED.rematch")


def _seat_args(code: str, s: SeatRecord) -> tuple:
    return (code, s.seat, s.level, s.name, s.token_hash, s.presence, s.since, s.instance, s.rematch)


class PostgresStorage(Storage):
    def __init__(self, url: str, instance: str = ""):
        self.url = url
        self.instance = instance or "pg"
        self._pool: asyncio.Queue | None = None
        self._connections: list[psycopg.AsyncConnection] = []
        self._listen_conn: psycopg.AsyncConnection | None = None
        self._lock_conn: psycopg.AsyncConnection | None = None
        self._tasks: list[asyncio.Task] = []
        self._live: tuple[float, set[str]] = (0.0, set())
        self._appending: list[tuple[str, LogEntry, asyncio.Future]] = []  # the next group commit
        self._flushes: set[asyncio.Task] = set()

    async def open(self) -> None:
        setup = await psycopg.AsyncConnection.connect(self.url, autocommit=True)
        async with setup:
            # One instance creates the schema at a time (several may start together).
            await setup.execute("SELECT pg_advisory_lock(0)")
            await setup.execute(SCHEMA)
            await setup.execute("SELECT pg_advisory_unlock(0)")
        self._pool = asyncio.Queue()
        for _ in range(POOL_SIZE):
            conn = await psycopg.AsyncConnection.connect(self.url, autocommit=True)
            self._connections.append(conn)
            self._pool.put_nowait(conn)
        self._lock_conn = await psycopg.AsyncConnection.connect(self.url, autocommit=True)
        await self._heartbeat_once()
        self._tasks.append(asyncio.get_running_loop().create_task(self._heartbeat()))

    async def close(self) -> None:
        for task in self._tasks:
            task.cancel()
        for conn in self._connections + [self._listen_conn, self._lock_conn]:
            if conn is not None:
                await conn.close()
        self._connections = []

    async def _run(self, sql: str, args: tuple = (), fetch: str = "") -> object:
        conn = await self._pool.get()
        try:
            cursor = await conn.execute(sql, args)
            if fetch == "one":
                return await cursor.fetchone()
            if fetch == "all":
                return await cursor.fetchall()
            return cursor.rowcount
        finally:
            self._pool.put_nowait(conn)

    async def _transaction(self, statements: list[tuple[str, tuple]]) -> list[int]:
        conn = await self._pool.get()
        try:
            counts = []
            async with conn.transaction():
                for sql, args in statements:
                    counts.append((await conn.execute(sql, args)).rowcount)
            return counts
        finally:
            self._pool.put_nowait(conn)

    def _notify(self, code: str, what: str) -> tuple[str, tuple]:
        return "SELECT pg_notify(%s, %s)", (CHANNEL, f"{self.instance}|{code}|{what}")

    # ---- the interface ---------------------------------------------------------------
    async def create_table(self, table: TableRecord, seats: list[SeatRecord]) -> None:
        statements = [(
            "INSERT INTO tables VALUES (%s,%s,%s,%s,%s,%s,%s,%s,%s)",
            (table.code, table.game, json.dumps(table.options), table.hints, table.grace, table.host,
             table.status, table.created, table.updated),
        )] + [(UPSERT_SEAT, _seat_args(table.code, s)) for s in seats]
        try:
            await self._transaction(statements)
        except psycopg.errors.UniqueViolation:
            raise CodeTaken(table.code) from None

    async def load_meta(self, code: str):
        row = await self._run("SELECT code, game, options, hints, grace, host, status, created, updated "
                              "FROM tables WHERE code=%s", (code,), "one")
        if row is None:
            return None
        rows = await self._run(f"SELECT {SEAT_COLUMNS} FROM seats WHERE code=%s ORDER BY seat", (code,), "all")
        table = TableRecord(row[0], row[1], json.loads(row[2]), row[3], row[4], row[5], row[6], row[7], row[8])
        seats = [SeatRecord(*r) for r in rows]
        return table, seats

    async def load_table(self, code: str) -> StoredTable | None:
        meta = await self.load_meta(code)
        if meta is None:
            return None
        (start,) = await self._run("SELECT MAX(seq) FROM log WHERE code=%s AND kind=%s", (code, START), "one")
        log = [] if start is None else await self.entries_after(code, start - 1)
        return StoredTable(meta[0], meta[1], log)

    async def save_table(self, table: TableRecord) -> None:
        await self._transaction([
            ("UPDATE tables SET host=%s, status=%s, updated=%s WHERE code=%s",
             (table.host, table.status, table.updated, table.code)),
            self._notify(table.code, "seats"),
        ])

    async def save_seat(self, code: str, seat: SeatRecord) -> None:
        await self._transaction([(UPSERT_SEAT, _seat_args(code, seat)), self._notify(code, "seats")])

    async def take_seat(self, code: str, seat: SeatRecord) -> bool:
        counts = await self._transaction([
            ("UPDATE seats SET level=%s, name=%s, token_hash=%s, presence=%s, since=%s, instance=%s, rematch=%s "
             "WHERE code=%s AND seat=%s AND token_hash='' AND level IS NULL",
             (seat.level, seat.name, seat.token_hash, seat.presence, seat.since, seat.instance, seat.rematch,
              code, seat.seat)),
            self._notify(code, "seats"),
        ])
        return counts[0] == 1

    async def append(self, code: str, entry: LogEntry) -> bool:
        """Group commit: the entries appended while no connection of the pool is free to
        take them (or during one pass of the event loop) go in one statement, one round
        trip: a loaded instance then sends tens of actions per commit instead of queueing
        them one by one behind the pool's connections."""
        loop = asyncio.get_running_loop()
        future = loop.create_future()
        self._appending.append((code, entry, future))
        if len(self._appending) == 1:
            flush = loop.create_task(self._commit_appended())
            self._flushes.add(flush)
            flush.add_done_callback(self._flushes.discard)
        return await future

    async def _commit_appended(self) -> None:
        conn = await self._pool.get()
        batch, self._appending = self._appending, []  # everything that came while waiting
        try:
            # The inserts, and a notification for each inserted entry (carrying it, so the
            # other instances need not read it back); a taken (table, seq) is skipped.
            rows, args = [], []
            now = time.time()
            for code, entry, _ in batch:
                payload = f"{self.instance}|{code}|log|" + json.dumps([entry.seq, entry.kind, entry.seat, entry.body()])
                if len(payload.encode()) > NOTIFY_PAYLOAD_LIMIT:  # (a game's start holds its whole deal)
                    payload = f"{self.instance}|{code}|log"  # the others read the entry from the log
                rows.append("(%s, %s::integer, %s, %s::integer, %s, %s::double precision, %s)")
                args += [code, entry.seq, entry.kind, entry.seat, entry.body(), now, payload]
            cursor = await conn.execute(
                f"WITH v (code, seq, kind, seat, body, at, payload) AS (VALUES {', '.join(rows)}), "
                "ins AS (INSERT INTO log (code, seq, kind, seat, body, at) SELECT code, seq, kind, seat, body, at "
                "FROM v ON CONFLICT DO NOTHING RETURNING code, seq) "
                "SELECT ins.code, ins.seq, pg_notify(%s, v.payload) FROM ins JOIN v USING (code, seq)",
                args + [CHANNEL])
            inserted = {(code, seq) for code, seq, _ in await cursor.fetchall()}
        except Exception as exc:  # nothing of the batch was committed: every caller hears it
            for _, _, future in batch:
                if not future.done():
                    future.set_exception(exc)
            return
        finally:
            self._pool.put_nowait(conn)
        for code, entry, future in batch:
            if not future.done():
                future.set_result((code, entry.seq) in inserted)

    async def entries_after(self, code: str, seq: int) -> list[LogEntry]:
        rows = await self._run("SELECT seq, kind, seat, body FROM log WHERE code=%s AND seq>%s ORDER BY seq",
                               (code, seq), "all")
        return [LogEntry.from_row(*r) for r in rows]

    async def expire_tables(self, idle_before: float) -> list[str]:
        conn = await self._pool.get()
        try:
            async with conn.transaction():
                cursor = await conn.execute(EXPIRED_TABLES + " FOR UPDATE SKIP LOCKED", (idle_before, idle_before))
                codes = [r[0] for r in await cursor.fetchall()]
                for name in ("log", "seats", "tables"):  # an expired table is deleted
                    await conn.execute(f"DELETE FROM {name} WHERE code = ANY(%s)", (codes,))
            return codes
        finally:
            self._pool.put_nowait(conn)

    async def notify(self, code: str, what: str) -> None:
        await self._run(*self._notify(code, what))

    async def listen(self, listener: Listener) -> None:
        self._listen_conn = await psycopg.AsyncConnection.connect(self.url, autocommit=True)
        await self._listen_conn.execute(f"LISTEN {CHANNEL}")
        self._tasks.append(asyncio.get_running_loop().create_task(self._listen(listener)))

    async def _listen(self, listener: Listener) -> None:
        async for note in self._listen_conn.notifies():
            instance, code, what = note.payload.split("|", 2)
            if instance != self.instance:
                entry = None
                if what.startswith("log|"):  # (a bare "log": read it from the log)
                    what, data = what.split("|", 1)
                    entry = LogEntry.from_row(*json.loads(data))
                try:
                    await listener(code, what, entry)
                except Exception:  # one bad update must not stop the listening
                    log.exception("handling a notification about table %s", code)

    async def claim(self, code: str) -> bool:
        cursor = await self._lock_conn.execute("SELECT pg_try_advisory_lock(hashtext(%s))", (code,))
        return bool((await cursor.fetchone())[0])

    async def release(self, code: str) -> None:
        await self._lock_conn.execute("SELECT pg_advisory_unlock(hashtext(%s))", (code,))

    async def live_instances(self) -> set[str] | None:
        stamp, live = self._live
        now = time.time()
        if now - stamp > LIVE_CACHE_SECONDS:
            rows = await self._run("SELECT name FROM instances WHERE heartbeat > %s", (now - HEARTBEAT_TIMEOUT,), "all")
            live = {r[0] for r in rows} | {self.instance}
            self._live = (now, live)
        return live

    async def _heartbeat_once(self) -> None:
        await self._lock_conn.execute(
            "INSERT INTO instances VALUES (%s, %s) ON CONFLICT (name) DO UPDATE SET heartbeat=EXCLUDED.heartbeat",
            (self.instance, time.time()))

    async def _heartbeat(self) -> None:
        while True:
            await asyncio.sleep(HEARTBEAT_SECONDS)
            try:
                await self._heartbeat_once()
            except psycopg.Error:
                pass
