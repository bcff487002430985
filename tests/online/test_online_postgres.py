"""Two server instances on one PostgreSQL (acceptance of issue 18): players on both
play one table, instance A is SIGKILLed, its players reconnect (through the same
address, as behind a load balancer) to B and finish; nothing lost or duplicated."""

from __future__ import annotations

import asyncio
import contextlib
import time

import pytest

from app.online.launch import ServerProcess
from app.online.storage import open_storage

SERVER_FLAGS = ["--seed", "5", "--rate", "1000", "--sweep-interval", "0.1", "--ai-workers", "1"]


class FailoverProxy:
    """A TCP load balancer on loopback: each new connection goes to the first backend
    that accepts it, so once A is dead, reconnections reach B."""

    def __init__(self, backends: list[int]):
        self.backends = backends
        self.server = None

    async def start(self) -> int:
        self.server = await asyncio.start_server(self._serve, "127.0.0.1", 0)
        return self.server.sockets[0].getsockname()[1]

    async def _serve(self, reader, writer) -> None:
        for port in self.backends:
            try:
                up_reader, up_writer = await asyncio.open_connection("127.0.0.1", port)
                break
            except OSError:
                continue
        else:
            writer.close()
            return

        async def pipe(src, dst):
            try:
                while data := await src.read(65536):
                    dst.write(data)
                    await dst.drain()
            except (OSError, asyncio.CancelledError):
                pass
            finally:
                with contextlib.suppress(Exception):
                    dst.close()

        await asyncio.gather(pipe(reader, up_writer), pipe(up_reader, writer))

    async def stop(self) -> None:
        self.server.close()


def first_game_over(update: dict) -> bool:
    return bool(update["observation"]["game_history"]) or update["over"]


def test_two_instances_share_a_table_and_survive_one_being_killed(postgres, online, secrecy, run, tmp_path):
    log = str(tmp_path / "servers.log")
    a = ServerProcess.start(postgres, extra=SERVER_FLAGS + ["--instance", "A"], log_path=log)
    b = ServerProcess.start(postgres, extra=SERVER_FLAGS + ["--instance", "B"], log_path=log)
    try:
        async def scenario():
            proxy = FailoverProxy([a.port, b.port])
            via_proxy = f"ws://127.0.0.1:{await proxy.start()}"
            from app.online.bot import Bot

            kinds = ["person", "person", "person", "computer:easy"]
            bots = []
            for seat, url in ((0, via_proxy), (1, via_proxy), (2, b.url)):
                bot = Bot(url, f"bot{seat}", seed=seat, until=first_game_over, think=(0.005, 0.01))
                await bot.connect()
                if seat == 0:
                    code = await bot.client.create("kozel", {}, kinds)
                await bot.join(code, seat)
                bots.append(bot)
            instances = [bot.client.welcome["instance"] for bot in bots]
            while bots[0].client.table_info["seats"][2]["presence"] != "online":  # B told A
                await asyncio.sleep(0.005)
            await bots[0].client.start()
            while max((bot.client.last_update or {"seq": 0})["seq"] for bot in bots) < 12:
                await asyncio.sleep(0.005)
            a.kill()
            acknowledged = max(bot.client.last_update["seq"] for bot in bots)
            finals = await asyncio.gather(*(bot.finish(60) for bot in bots))
            after = [bot.client.welcome["instance"] for bot in bots]
            for bot in bots:
                await bot.close()
            await proxy.stop()
            return code, bots, instances, after, acknowledged, finals

        code, bots, instances, after, acknowledged, finals = run(scenario())
    finally:
        a.kill()
        b.stop()
    assert instances == ["A", "A", "B"] and after == ["B", "B", "B"]
    seqs = run(_log_seqs(postgres, code))
    assert seqs == list(range(1, len(seqs) + 1)), "nothing lost or duplicated"
    assert acknowledged < finals[0]["seq"] <= seqs[-1], "the game went on after A died"
    assert len({f["seq"] for f in finals}) == 1
    assert run(secrecy(postgres, code, bots)) == []


async def _log_seqs(url, code):
    storage = open_storage(url, instance="check")
    await storage.open()
    try:
        return [e.seq for e in await storage.entries_after(code, 0)]
    finally:
        await storage.close()


@pytest.mark.parametrize("engine", ["sqlite", "postgres"])
def test_both_engines_refuse_a_second_append_of_a_seq_and_delete_expired_tables(engine, request, run):
    url = request.getfixturevalue("sqlite_db" if engine == "sqlite" else "postgres")

    async def scenario():
        from app.online.storage import START, LogEntry
        from app.online.table import new_table

        storage = open_storage(url, instance="t")
        await storage.open()
        try:
            record, seats = new_table("K7MX3R", "kozel", {}, [None] * 4, True, 60, time.time() - 100)
            await storage.create_table(record, seats)
            first = await storage.append("K7MX3R", LogEntry(1, START, setup={}, seed=3))
            again = await storage.append("K7MX3R", LogEntry(1, START, setup={}, seed=4))
            kept = await storage.expire_tables(time.time() - 3600)
            expired = await storage.expire_tables(time.time() + 1)
            return first, again, kept, expired, await storage.load_table("K7MX3R")
        finally:
            await storage.close()

    assert run(scenario()) == (True, False, [], ["K7MX3R"], None)


def test_a_player_marked_away_by_another_instance_while_still_connected_is_shown_online_again(postgres, run, tmp_path):
    # Another instance may take B for dead (its heartbeat late on a busy machine) and mark
    # B's player reconnecting; while that player is still connected to B, every instance
    # must show him online again (before: reconnecting for as long as he stayed).
    log = str(tmp_path / "servers.log")
    a = ServerProcess.start(postgres, extra=SERVER_FLAGS + ["--instance", "A"], log_path=log)
    b = ServerProcess.start(postgres, extra=SERVER_FLAGS + ["--instance", "B"], log_path=log)
    try:
        async def scenario():
            from app.online.bot import Bot

            host, guest = Bot(a.url, "host"), Bot(b.url, "guest")
            await host.connect()
            code = await host.client.create("kozel", {}, ["person", "person", "computer:easy", "computer:easy"])
            await host.join(code, 0)
            await guest.connect()
            await guest.join(code, 1)

            def presence_seen_by_host() -> str:
                return host.client.table_info["seats"][1]["presence"]

            while presence_seen_by_host() != "online":
                await asyncio.sleep(0.01)
            judge = open_storage(postgres, instance="judge")  # a third instance's mistaken verdict
            await judge.open()
            try:
                _record, seats = await judge.load_meta(code)
                seats[1].presence, seats[1].since = "reconnecting", time.time()
                await judge.save_seat(code, seats[1])
            finally:
                await judge.close()
            seen = set()
            deadline = time.monotonic() + 20
            while time.monotonic() < deadline:
                seen.add(presence_seen_by_host())
                if "reconnecting" in seen and presence_seen_by_host() == "online":
                    break
                await asyncio.sleep(0.01)
            final = presence_seen_by_host()
            await host.close()
            await guest.close()
            return final

        assert run(scenario()) == "online"
    finally:
        a.stop()
        b.stop()
