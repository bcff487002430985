"""The embedded storage engine: one SQLite file (stdlib), WAL journal.

``synchronous=NORMAL`` with WAL: a committed transaction survives the server process
being killed (SIGKILL) because it is in the operating system's cache the moment the
commit returns; only a power cut can lose the last commits. ``--sqlite-sync full``
trades an fsync per action for that case too.

Every statement runs in one thread of its own (``_run``), in the order the server asked:
a commit that waits for the disk (a WAL checkpoint's fsync took 0.7 s on a busy
machine) holds up only the actions waiting for it, never the event loop and the other
tables. The sqlite3 module lets the event loop run while SQLite works.
"""

from __future__ import annotations

import asyncio
import concurrent.futures
import json
import os
import sqlite3
import time

from app.online.storage import (
    START,
    CodeTaken,
    LogEntry,
    SeatRecord,
    Storage,
    StoredTable,
    TableRecord,
)

SCHEMA = """
CREATE TABLE IF NOT EXISTS tables (
    code TEXT PRIMARY KEY, game TEXT NOT NULL, options TEXT NOT NULL,
    hints INTEGER NOT NULL, grace INTEGER NOT NULL, host INTEGER,
    status TEXT NOT NULL, created REAL NOT NULL, updated REAL NOT NULL);
CREATE TABLE IF NOT EXISTS seats (
    code TEXT NOT NULL, seat INTEGER NOT NULL, level TEXT, name TEXT NOT NULL,
    token_hash TEXT NOT NULL, presence TEXT NOT NULL, since REAL NOT NULL,
    instance TEXT NOT NULL, rematch INTEGER NOT NULL, PRIMARY KEY (code, seat));
CREATE TABLE IF NOT EXISTS log (
    code TEXT NOT NULL, seq INTEGER NOT NULL, kind TEXT NOT NULL, seat INTEGER,
    body TEXT NOT NULL, at REAL NOT NULL, PRIMARY KEY (code, seq));
CREATE INDEX IF NOT EXISTS tables_by_activity ON tables (status, updated);
"""

# Idle: no change to the table itself, and no log entry, since the cut-off.
EXPIRED_TABLES = (
    "SELECT code FROM tables WHERE updated<%s AND COALESCE("
    "(SELECT at FROM log WHERE log.code=tables.code ORDER BY seq DESC LIMIT 1), 0) < %s")

SEAT_COLUMNS = ("seat", "level", "name", "token_hash", "presence", "since", "instance", "rematch")


def table_from_row(row) -> TableRecord:
    code, game, options, hints, grace, host, status, created, updated = row
    return TableRecord(code, game, json.loads(options), bool(hints), grace, host, status, created, updated)


def seat_from_row(row) -> SeatRecord:
    values = dict(zip(SEAT_COLUMNS, row))
    values["rematch"] = bool(values["rematch"])
    return SeatRecord(**values)


class SqliteStorage(Storage):
    def __init__(self, path: str, synchronous: str = "NORMAL"):
        self.path = path
        self.synchronous = synchronous.upper()
        self.db: sqlite3.Connection | None = None
        self._thread: concurrent.futures.ThreadPoolExecutor | None = None
        self._appending: list[tuple[str, LogEntry, asyncio.Future]] = []  # the next group commit
        self._committing = False  # a group commit is running in the thread

    async def _run(self, work, *args):
        """``work(*args)`` in the storage's thread, after everything asked before."""
        return await asyncio.get_running_loop().run_in_executor(self._thread, work, *args)

    async def open(self) -> None:
        folder = os.path.dirname(os.path.abspath(self.path))
        os.makedirs(folder, exist_ok=True)
        self._thread = concurrent.futures.ThreadPoolExecutor(max_workers=1, thread_name_prefix="jadi-sqlite")
        await self._run(self._open)

    def _open(self) -> None:
        # isolation_level=None: explicit transactions only, so one commit per group.
        self.db = sqlite3.connect(self.path, isolation_level=None, check_same_thread=False)
        self.db.execute("PRAGMA journal_mode=WAL")
        self.db.execute(f"PRAGMA synchronous={'FULL' if self.synchronous == 'FULL' else 'NORMAL'}")
        self.db.execute("PRAGMA busy_timeout=5000")
        self.db.executescript(SCHEMA)

    async def close(self) -> None:
        if self._thread is not None:
            await self._run(self._close)
            self._thread.shutdown(wait=True)
            self._thread = None

    def _close(self) -> None:
        if self.db is not None:
            self.db.close()
            self.db = None

    def _transaction(self, statements: list[tuple[str, tuple]]) -> None:
        db = self.db
        db.execute("BEGIN IMMEDIATE")
        try:
            for sql, args in statements:
                db.execute(sql, args)
        except BaseException:
            db.execute("ROLLBACK")
            raise
        db.execute("COMMIT")

    # The records' values are read here, in the event loop's thread, when the server
    # asks: the thread writes them as they were then, whatever changes meanwhile.
    async def create_table(self, table: TableRecord, seats: list[SeatRecord]) -> None:
        statements = [(
            "INSERT INTO tables VALUES (?,?,?,?,?,?,?,?,?)",
            (table.code, table.game, json.dumps(table.options), int(table.hints), table.grace, table.host,
             table.status, table.created, table.updated),
        )]
        for s in seats:
            statements.append(self._seat_statement(table.code, s))
        try:
            await self._run(self._transaction, statements)
        except sqlite3.IntegrityError:
            raise CodeTaken(table.code) from None

    @staticmethod
    def _seat_statement(code: str, s: SeatRecord) -> tuple[str, tuple]:
        return (
            "INSERT OR REPLACE INTO seats VALUES (?,?,?,?,?,?,?,?,?)",
            (code, s.seat, s.level, s.name, s.token_hash, s.presence, s.since, s.instance, int(s.rematch)),
        )

    async def load_meta(self, code: str) -> tuple[TableRecord, list[SeatRecord]] | None:
        return await self._run(self._load_meta, code)

    def _load_meta(self, code: str) -> tuple[TableRecord, list[SeatRecord]] | None:
        db = self.db
        row = db.execute("SELECT * FROM tables WHERE code=?", (code,)).fetchone()
        if row is None:
            return None
        seats = [seat_from_row(r) for r in db.execute(
            f"SELECT {', '.join(SEAT_COLUMNS)} FROM seats WHERE code=? ORDER BY seat", (code,))]
        return table_from_row(row), seats

    async def load_table(self, code: str) -> StoredTable | None:
        return await self._run(self._load_table, code)

    def _load_table(self, code: str) -> StoredTable | None:
        meta = self._load_meta(code)
        if meta is None:
            return None
        (start,) = self.db.execute("SELECT MAX(seq) FROM log WHERE code=? AND kind=?", (code, START)).fetchone()
        log = [] if start is None else self._entries(code, start - 1)
        return StoredTable(meta[0], meta[1], log)

    def _entries(self, code: str, after: int) -> list[LogEntry]:
        rows = self.db.execute("SELECT seq, kind, seat, body FROM log WHERE code=? AND seq>? ORDER BY seq",
                               (code, after))
        return [LogEntry.from_row(*r) for r in rows]

    async def save_table(self, table: TableRecord) -> None:
        await self._run(self._transaction, [("UPDATE tables SET host=?, status=?, updated=? WHERE code=?",
                                             (table.host, table.status, table.updated, table.code))])

    async def save_seat(self, code: str, seat: SeatRecord) -> None:
        await self._run(self._transaction, [self._seat_statement(code, seat)])

    async def take_seat(self, code: str, seat: SeatRecord) -> bool:
        return await self._run(self._take_seat, code, (
            seat.level, seat.name, seat.token_hash, seat.presence, seat.since, seat.instance, int(seat.rematch),
            code, seat.seat))

    def _take_seat(self, code: str, values: tuple) -> bool:
        db = self.db
        db.execute("BEGIN IMMEDIATE")
        try:
            cursor = db.execute(
                "UPDATE seats SET level=?, name=?, token_hash=?, presence=?, since=?, instance=?, rematch=? "
                "WHERE code=? AND seat=? AND token_hash='' AND level IS NULL", values)
        except BaseException:
            db.execute("ROLLBACK")
            raise
        db.execute("COMMIT")
        return cursor.rowcount == 1

    async def append(self, code: str, entry: LogEntry) -> bool:
        """Group commit: the entries appended while the previous group is being committed
        (actions of many tables arriving together) are committed together in one
        transaction, and each caller resumes only once its entry is committed. On a
        loaded server one commit then serves tens of actions instead of one."""
        future = asyncio.get_running_loop().create_future()
        self._appending.append((code, entry, future))
        if not self._committing:
            self._committing = True
            asyncio.get_running_loop().call_soon(self._commit_next)  # after this pass's other appends
        return await future

    def _commit_next(self) -> None:
        batch, self._appending = self._appending, []
        if not batch:
            self._committing = False
            return
        done = asyncio.get_running_loop().run_in_executor(
            self._thread, self._commit_batch, [(code, entry.seq, entry.kind, entry.seat, entry.body())
                                               for code, entry, _ in batch])
        done.add_done_callback(lambda outcome: self._committed(batch, outcome))

    def _committed(self, batch: list[tuple[str, LogEntry, asyncio.Future]], outcome: asyncio.Future) -> None:
        failure = outcome.exception()
        for (_, _, future), ok in zip(batch, [False] * len(batch) if failure else outcome.result()):
            if future.done():  # (a caller cancelled meanwhile: its entry is committed all the same)
                continue
            if failure is not None:  # nothing of the batch was committed: every caller hears it
                future.set_exception(failure)
            else:
                future.set_result(ok)
        self._commit_next()  # what arrived meanwhile

    def _commit_batch(self, batch: list[tuple[str, int, str, int | None, str]]) -> list[bool]:
        """One transaction: per entry, True, or False when its seq is taken (only that
        statement fails)."""
        db = self.db
        done = []
        db.execute("BEGIN IMMEDIATE")
        try:
            now = time.time()  # the table's last activity is its log's last ``at`` (expire_tables)
            for row in batch:
                try:
                    db.execute("INSERT INTO log VALUES (?,?,?,?,?,?)", (*row, now))
                    done.append(True)
                except sqlite3.IntegrityError:
                    done.append(False)
        except BaseException:
            db.execute("ROLLBACK")
            raise
        db.execute("COMMIT")
        return done

    async def entries_after(self, code: str, seq: int) -> list[LogEntry]:
        return await self._run(self._entries, code, seq)


    async def expire_tables(self, idle_before: float) -> list[str]:
        return await self._run(self._expire_tables, idle_before)

    def _expire_tables(self, idle_before: float) -> list[str]:
        db = self.db
        codes = [r[0] for r in db.execute(EXPIRED_TABLES.replace("%s", "?"), (idle_before, idle_before))]
        statements = []
        for code in codes:  # [decision] an expired table is deleted: nothing can resume it
            statements += [(f"DELETE FROM {name} WHERE code=?", (code,)) for name in ("log", "seats", "tables")]
        if statements:
            self._transaction(statements)
        return codes
