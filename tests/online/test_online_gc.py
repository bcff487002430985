"""The server's garbage collection policy (``server.GC_FREEZE_INTERVAL``): long-lived
objects frozen out of the collector's walks, the oldest generation never collected
automatically while it runs, and the process's own settings back once it stops (a
server in a test or in the app's process leaves nothing behind)."""

from __future__ import annotations

import asyncio
import gc

from app.online import server as server_module


def test_the_server_freezes_its_long_lived_objects_and_restores_the_collector(online, sqlite_db, run):
    threshold = gc.get_threshold()

    async def scenario():
        async with online.server(sqlite_db) as server:
            await asyncio.sleep(0)  # the collector task starts
            await asyncio.sleep(0)
            running = gc.get_threshold(), gc.get_freeze_count()
            assert server.tables == {}
        return running

    (young, middle, oldest), frozen = run(scenario())
    assert oldest == server_module.GC_OLDEST_THRESHOLD and (young, middle) == threshold[:2]
    assert frozen > 0, "start-up's objects are frozen"
    assert gc.get_threshold() == threshold and gc.get_freeze_count() == 0
