"""The embedded storage engine: one SQLite file (stdlib), WAL journal.

``synchronous=NORMAL`` with WAL: a committed transaction survives the server process
being killed (SIGKILL) because it is in the operating system's cache the moment the
commit returns; only a power cut can lose the last commits. ``--sqlite-sync full``
trades an fsync per action for that case too.

A commit then only appends to the WAL file; the disk is waited for when the WAL is
copied back into the database (a checkpoint, with an fsync). SQLite would do that inside
the commit that fills the WAL, on the event loop, holding up every table (0.7 s on a
busy machine), so the server's connection never checkpoints and a thread of its own,
with its own connection, does every ``CHECKPOINT_INTERVAL`` (a PASSIVE checkpoint: it
never blocks a commit).
"""

from __future__ import annotations

import asyncio
import json
import os
import sqlite3
import threading
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

CHECKPOINT_INTERVAL = 1.0  # seconds between the checkpointer's passes

SEAT_COLUMNS = ("seat", "level", "name", "token_hash", "presence", "since", "instance", "rematch")


def table_from_row(row) -> TableRecord:
    code, game, options, hints, grace, host, status, created, updated = row
    return TableRecord(code, game, json.loads(options), bool(hints), grace, host, status, created, updated)


def seat_from_row(row) -> SeatRecord:
    values = dict(zip(SEAT_COLUMNS, row))
    values["rematch"] = bool(values["rematch"])
    return SeatRecord(**values)


class SqliteStorage(Storage):
    def __init__(self, path: str, synchronous: str = "NORMAL", checkpoint_interval: float = CHECKPOINT_INTERVAL):
        self.path = path
        self.checkpoint_interval = checkpoint_interval
        self.synchronous = synchronous.upper()
        self.db: sqlite3.Connection | None = None
        self._appending: list[tuple[str, LogEntry, asyncio.Future]] = []  # the next group commit
        self._checkpointer: threading.Thread | None = None
        self._stop_checkpoints = threading.Event()

    async def open(self) -> None:
        folder = os.path.dirname(os.path.abspath(self.path))
        os.makedirs(folder, exist_ok=True)
        # isolation_level=None: explicit transactions only, so one commit per action.
        self.db = sqlite3.connect(self.path, isolation_level=None, check_same_thread=False)
        self.db.execute("PRAGMA journal_mode=WAL")
        self.db.execute(f"PRAGMA synchronous={'FULL' if self.synchronous == 'FULL' else 'NORMAL'}")
        self.db.execute("PRAGMA busy_timeout=5000")
        self.db.execute("PRAGMA wal_autocheckpoint=0")  # the checkpointer's job
        self.db.executescript(SCHEMA)
        self._stop_checkpoints.clear()
        self._checkpointer = threading.Thread(target=self._checkpoints, name="jadi-sqlite-checkpoints", daemon=True)
        self._checkpointer.start()

    def _checkpoints(self) -> None:
        db = sqlite3.connect(self.path, isolation_level=None, check_same_thread=False)
        try:
            db.execute("PRAGMA busy_timeout=5000")
            while not self._stop_checkpoints.wait(self.checkpoint_interval):
                try:
                    db.execute("PRAGMA wal_checkpoint(PASSIVE)")
                except sqlite3.Error:  # busy or failing disk: the next pass tries again
                    pass
        finally:
            db.close()

    async def close(self) -> None:
        if self._checkpointer is not None:
            self._stop_checkpoints.set()
            self._checkpointer.join()
            self._checkpointer = None
        if self.db is not None:
            self.db.close()  # (the last connection: SQLite checkpoints the rest itself)
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

    async def create_table(self, table: TableRecord, seats: list[SeatRecord]) -> None:
        statements = [(
            "INSERT INTO tables VALUES (?,?,?,?,?,?,?,?,?)",
            (table.code, table.game, json.dumps(table.options), int(table.hints), table.grace, table.host,
             table.status, table.created, table.updated),
        )]
        for s in seats:
            statements.append(self._seat_statement(table.code, s))
        try:
            self._transaction(statements)
        except sqlite3.IntegrityError:
            raise CodeTaken(table.code) from None

    @staticmethod
    def _seat_statement(code: str, s: SeatRecord) -> tuple[str, tuple]:
        return (
            "INSERT OR REPLACE INTO seats VALUES (?,?,?,?,?,?,?,?,?)",
            (code, s.seat, s.level, s.name, s.token_hash, s.presence, s.since, s.instance, int(s.rematch)),
        )

    async def load_meta(self, code: str) -> tuple[TableRecord, list[SeatRecord]] | None:
        db = self.db
        row = db.execute("SELECT * FROM tables WHERE code=?", (code,)).fetchone()
        if row is None:
            return None
        seats = [seat_from_row(r) for r in db.execute(
            f"SELECT {', '.join(SEAT_COLUMNS)} FROM seats WHERE code=? ORDER BY seat", (code,))]
        return table_from_row(row), seats

    async def load_table(self, code: str) -> StoredTable | None:
        meta = await self.load_meta(code)
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
        self._transaction([("UPDATE tables SET host=?, status=?, updated=? WHERE code=?",
                            (table.host, table.status, table.updated, table.code))])

    async def save_seat(self, code: str, seat: SeatRecord) -> None:
        self._transaction([self._seat_statement(code, seat)])

    async def take_seat(self, code: str, seat: SeatRecord) -> bool:
        db = self.db
        db.execute("BEGIN IMMEDIATE")
        try:
            cursor = db.execute(
                "UPDATE seats SET level=?, name=?, token_hash=?, presence=?, since=?, instance=?, rematch=? "
                "WHERE code=? AND seat=? AND token_hash='' AND level IS NULL",
                (seat.level, seat.name, seat.token_hash, seat.presence, seat.since, seat.instance, int(seat.rematch),
                 code, seat.seat))
        except BaseException:
            db.execute("ROLLBACK")
            raise
        db.execute("COMMIT")
        return cursor.rowcount == 1

    async def append(self, code: str, entry: LogEntry) -> bool:
        """Group commit: the entries appended during one pass of the event loop (actions
        of many tables arriving together) are committed in one transaction at the start
        of the next pass, and each caller resumes only once its entry is committed. On a
        loaded server one commit then serves tens of actions instead of one."""
        future = asyncio.get_running_loop().create_future()
        self._appending.append((code, entry, future))
        if len(self._appending) == 1:
            asyncio.get_running_loop().call_soon(self._commit_appended)
        return await future

    def _commit_appended(self) -> None:
        batch, self._appending = self._appending, []
        db = self.db
        done = []
        try:
            db.execute("BEGIN IMMEDIATE")
            try:
                now = time.time()  # the table's last activity is its log's last ``at`` (expire_tables)
                for code, entry, _ in batch:
                    try:
                        db.execute("INSERT INTO log VALUES (?,?,?,?,?,?)",
                                   (code, entry.seq, entry.kind, entry.seat, entry.body(), now))
                        done.append(True)
                    except sqlite3.IntegrityError:  # that seq is taken: only this statement fails
                        done.append(False)
            except BaseException:
                db.execute("ROLLBACK")
                raise
            db.execute("COMMIT")
        except Exception as exc:  # nothing of the batch was committed: every caller hears it
            for _, _, future in batch:
                if not future.done():
                    future.set_exception(exc)
            return
        for (_, _, future), ok in zip(batch, done):
            if not future.done():  # (a caller cancelled meanwhile: its entry is committed all the same)
                future.set_result(ok)

    async def entries_after(self, code: str, seq: int) -> list[LogEntry]:
        return self._entries(code, seq)

    async def expire_tables(self, idle_before: float) -> list[str]:
        db = self.db
        codes = [r[0] for r in db.execute(EXPIRED_TABLES.replace("%s", "?"), (idle_before, idle_before))]
        statements = []
        for code in codes:  # [decision] an expired table is deleted: nothing can resume it
            statements += [(f"DELETE FROM {name} WHERE code=?", (code,)) for name in ("log", "seats", "tables")]
        if statements:
            self._transaction(statements)
        return codes
