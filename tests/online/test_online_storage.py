"""Group commit in both storage engines: the log entries appended together (one pass of
the event loop; PostgreSQL: also while the pool's connections are busy) are committed
in one transaction, each caller answered on its own: a taken (table, seq) is refused
alone, the others are committed."""

from __future__ import annotations

import asyncio

import pytest

from app.online.storage import ACT, LogEntry, SeatRecord, TableRecord, open_storage

CODES = ("AAAAAA", "CCCCCC", "EEEEEE")


@pytest.mark.parametrize("engine", ["sqlite", "postgres"])
def test_appends_made_together_share_one_commit_and_a_taken_seq_is_refused_alone(engine, request, run):
    url = request.getfixturevalue("sqlite_db" if engine == "sqlite" else "postgres")

    async def scenario():
        storage = open_storage(url, instance="t")
        await storage.open()
        try:
            for code in CODES:
                await storage.create_table(TableRecord(code, "kozel", {}, True, 60, None, "playing", 0.0, 0.0),
                                           [SeatRecord(seat) for seat in range(4)])
            assert await storage.append("AAAAAA", LogEntry(1, ACT, seat=0, action="pull"))
            statements: list[str] = []
            if engine == "sqlite":
                storage.db.set_trace_callback(statements.append)
            answers = await asyncio.gather(
                storage.append("AAAAAA", LogEntry(2, ACT, seat=1, action="lead 7H")),
                storage.append("CCCCCC", LogEntry(1, ACT, seat=0, action="lead 8H")),
                storage.append("AAAAAA", LogEntry(1, ACT, seat=3, action="lead 9H")),  # seq 1 is taken
                storage.append("EEEEEE", LogEntry(1, ACT, seat=2, action="lead TH")))
            if engine == "sqlite":
                storage.db.set_trace_callback(None)
            logs = {code: [(e.seq, e.seat, e.action) for e in await storage.entries_after(code, 0)] for code in CODES}
            return answers, statements, logs
        finally:
            await storage.close()

    answers, statements, logs = run(scenario())
    assert answers == [True, True, False, True]
    if engine == "sqlite":
        assert statements.count("COMMIT") == 1 and statements[0].startswith("BEGIN")
    assert logs == {"AAAAAA": [(1, 0, "pull"), (2, 1, "lead 7H")], "CCCCCC": [(1, 0, "lead 8H")],
                    "EEEEEE": [(1, 2, "lead TH")]}


def test_sqlite_commits_never_wait_for_a_checkpoint(sqlite_db, run):
    """The server's own connection only appends to the WAL (a checkpoint fsyncs the
    database file, and held every table for up to 0.7 s when a commit ran it): past
    SQLite's 1,000-page automatic checkpoint the database file is untouched until the
    checkpointer's thread copies the WAL back."""
    import os

    from app.online.sqlite_storage import SqliteStorage

    async def append_many(storage, count):
        await storage.create_table(TableRecord("AAAAAA", "kozel", {}, True, 60, None, "playing", 0.0, 0.0),
                                   [SeatRecord(seat) for seat in range(4)])
        for seq in range(1, count + 1):  # one commit each: a page or more of WAL each
            assert await storage.append("AAAAAA", LogEntry(seq, ACT, seat=0, action="lead 7H"))

    async def scenario():
        storage = SqliteStorage(sqlite_db, checkpoint_interval=3600.0)  # no checkpoint during the test
        await storage.open()
        try:
            before = os.path.getsize(sqlite_db)
            await append_many(storage, 1500)
            wal = os.path.getsize(sqlite_db + "-wal")
            untouched = os.path.getsize(sqlite_db) == before
        finally:
            await storage.close()
        assert wal > 1000 * 4096 and untouched, (wal, before)

        os.remove(sqlite_db)
        storage = SqliteStorage(sqlite_db, checkpoint_interval=0.05)
        await storage.open()
        try:
            before = os.path.getsize(sqlite_db)
            await append_many(storage, 300)
            for _ in range(200):
                if os.path.getsize(sqlite_db) > before:
                    break
                await asyncio.sleep(0.05)
            assert os.path.getsize(sqlite_db) > before, "the checkpointer copied the WAL back"
        finally:
            await storage.close()

    run(scenario())
