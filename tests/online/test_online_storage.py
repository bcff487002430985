"""The SQLite engine's group commit: the log entries appended during one pass of the
event loop are committed in one transaction, each caller answered on its own."""

from __future__ import annotations

import asyncio

from app.online.sqlite_storage import SqliteStorage
from app.online.storage import ACT, LogEntry, SeatRecord, TableRecord


def test_appends_of_one_loop_pass_share_one_commit_and_a_taken_seq_is_refused_alone(sqlite_db, run):
    async def scenario():
        storage = SqliteStorage(sqlite_db)
        await storage.open()
        try:
            for code in ("AAAAAA", "CCCCCC", "EEEEEE"):
                await storage.create_table(TableRecord(code, "kozel", {}, True, 60, None, "playing", 0.0, 0.0),
                                           [SeatRecord(seat) for seat in range(4)])
            assert await storage.append("AAAAAA", LogEntry(1, ACT, seat=0, action="pull"))
            statements = []
            storage.db.set_trace_callback(statements.append)
            answers = await asyncio.gather(
                storage.append("AAAAAA", LogEntry(2, ACT, seat=1, action="lead 7H")),
                storage.append("CCCCCC", LogEntry(1, ACT, seat=0, action="lead 8H")),
                storage.append("AAAAAA", LogEntry(1, ACT, seat=3, action="lead 9H")),  # seq 1 is taken
                storage.append("EEEEEE", LogEntry(1, ACT, seat=2, action="lead TH")))
            storage.db.set_trace_callback(None)
            logs = {code: [(e.seq, e.seat, e.action) for e in await storage.entries_after(code, 0)]
                    for code in ("AAAAAA", "CCCCCC", "EEEEEE")}
            return answers, statements, logs
        finally:
            await storage.close()

    answers, statements, logs = run(scenario())
    assert answers == [True, True, False, True]
    assert statements.count("COMMIT") == 1 and statements[0].startswith("BEGIN")
    assert logs == {"AAAAAA": [(1, 0, "pull"), (2, 1, "lead 7H")], "CCCCCC": [(1, 0, "lead 8H")],
                    "EEEEEE": [(1, 2, "lead TH")]}
