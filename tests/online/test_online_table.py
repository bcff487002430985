"""Table life on the server: seats, host, computer seats, grace time, rematch, hints,
preset messages, expiry, invite codes and hashed tokens."""

from __future__ import annotations

import asyncio
import sqlite3

import pytest

from app.online import games
from app.online import protocol as P
from app.online.bot import LAST, Bot
from app.online.client import OnlineClient, ServerError
from app.online.table import new_invite_code, normalize_code


async def wait_for(predicate, timeout: float = 20.0) -> None:
    async def poll():
        while not predicate():
            await asyncio.sleep(0.01)

    await asyncio.wait_for(poll(), timeout)


def test_invite_codes_have_no_look_alikes_and_tokens_are_stored_hashed(online, sqlite_db, run):
    codes = {new_invite_code() for _ in range(500)}
    assert all(len(c) == P.INVITE_CODE_LENGTH and set(c) <= set(P.INVITE_ALPHABET) for c in codes)
    assert not set("0O1IL2Z5S8BUVQDJ") & set(P.INVITE_ALPHABET)
    assert normalize_code(" k7m-x3r ") == "K7MX3R"

    async def scenario():
        async with online.server(sqlite_db) as server:
            client = OnlineClient(online.url(server))
            await client.connect()
            code = await client.create("bao", {}, ["person", "computer:easy"])
            ticket = await client.join(code.lower(), 0, "  Asha   Mwangi  ")
            info = await client.look(code)
            await client.close()
            return ticket, info

    ticket, info = run(scenario())
    assert len(ticket.token) >= 32 and info["seats"][0]["name"] == "Asha Mwangi"
    assert info["seats"][1] == {"seat": 1, "kind": "computer:easy", "name": "", "presence": "computer",
                                "rematch": False}
    db = sqlite3.connect(sqlite_db)
    stored = [row[0] for row in db.execute("SELECT token_hash FROM seats")]
    everything = "".join(str(v) for table in ("tables", "seats", "log")
                         for row in db.execute(f"SELECT * FROM {table}") for v in row)
    assert ticket.token not in everything and len([h for h in stored if h]) == 1


def test_host_gives_a_seat_to_the_computer_and_others_cannot_start(online, sqlite_db, run):
    async def scenario():
        async with online.server(sqlite_db) as server:
            url = online.url(server)
            host, guest = Bot(url, "host"), Bot(url, "guest")
            await host.connect()
            await guest.connect()
            code = await host.client.create("svoi_kozyri", {"players": 3})
            await host.join(code, 0)
            await guest.join(code, 2)
            errors = []
            for client, message in ((guest.client, {"type": "start"}), (host.client, {"type": "start"})):
                try:
                    await client._request(message, {"update"})
                except ServerError as exc:
                    errors.append(exc.code)
            await host.client.give_seat(1, "easy")
            await wait_for(lambda: guest.client.table_info["seats"][1]["kind"] == "computer:easy")
            await host.client.start()
            await wait_for(lambda: guest.client.last_update is not None)
            await host.close()
            await guest.close()
            return errors

    assert run(scenario()) == [P.NOT_HOST, P.SEATS_EMPTY]


def test_an_away_player_is_played_for_by_the_computer_until_he_returns(online, sqlite_db, run):
    async def scenario():
        async with online.server(sqlite_db) as server:
            url = online.url(server)
            stays, leaves = Bot(url, "stays", think=(0.02, 0.02)), Bot(url, "leaves", think=(5.0, 5.0))
            await stays.connect()
            await leaves.connect()
            code = await stays.client.create("kozel", {}, ["person", "person", "computer:easy", "computer:easy"],
                                             grace=1)
            await stays.join(code, 0)
            await leaves.join(code, 1)
            ticket = leaves.client.ticket
            await stays.client.start()
            table = server.tables[code]
            await wait_for(lambda: table.started)
            leaves.client.reconnect = False
            await leaves.close()  # gone, without a word
            presences = []
            await wait_for(lambda: presences.append(stays.client.table_info["seats"][1]["presence"]) or
                           presences[-1] == "away")
            away_at = table.seq
            while not [e for e in await server.storage.entries_after(code, away_at) if e.seat == 1]:
                await asyncio.sleep(0.01)  # the computer plays his turn
            computer_played = True
            back = Bot(url, "back", think=(0.0, 0.0))
            await back.connect()
            await back.client.resume(ticket)
            await wait_for(lambda: stays.client.table_info["seats"][1]["presence"] == "online")
            await wait_for(lambda: back.sent_at, 20)  # he plays his own turns again
            await stays.close()
            await back.close()
            return presences, computer_played

    presences, computer_played = run(scenario())
    assert "reconnecting" in presences and presences[-1] == "away" and computer_played


def test_rematch_in_svoi_kozyri_the_loser_deals(online, sqlite_db, run):
    async def scenario():
        async with online.server(sqlite_db) as server:
            # The pick-up strategy ends each game in a few dozen moves (random play often runs
            # to the safety limit of 2,000 moves, 37 s a test on a loaded machine).
            code, bots = await online.bots(online.url(server), "svoi_kozyri", {"players": 2}, ["person", "person"],
                                           games=2, strategy=LAST)
            await bots[0].client.start()
            await asyncio.gather(*(b.finish(60) for b in bots))
            entries = await server.storage.entries_after(code, 0)
            second_dealer = server.tables[code].state.dealer
            for b in bots:
                await b.close()
            return entries, second_dealer

    entries, second_dealer = run(scenario())
    starts = [i for i, e in enumerate(entries) if e.kind == "start"]
    assert len(starts) == 2
    first = games.session_from_start("svoi_kozyri", entries[0].record)
    for entry in entries[1:starts[1]]:
        games.play(first, entry.seat, entry.action)
    assert first.is_over()
    second = games.session_from_start("svoi_kozyri", entries[starts[1]].record)
    assert second.record.options["players"] == "2"
    assert second.state.dealer == first.state.next_dealer == second_dealer


@pytest.mark.parametrize("hints", [True, False])
def test_hints_come_from_the_ai_when_the_table_allows_them(online, sqlite_db, run, hints):
    async def scenario():
        async with online.server(sqlite_db) as server:
            bot = Bot(online.url(server), "solo", think=(60, 60))
            await bot.connect()
            code = await bot.client.create("bao", {}, ["person", "computer:easy"], hints=hints)
            await bot.join(code, 0)
            await bot.client.start()
            await wait_for(lambda: bot.client.last_update is not None and bot.client.last_update["legal"])
            try:
                answer = await bot.client.hint()
            except ServerError as exc:
                answer = exc.code
            legal = bot.client.last_update["legal"]
            await bot.close()
            return answer, legal

    answer, legal = run(scenario())
    assert answer in legal if hints else answer == P.HINTS_OFF


def test_preset_messages_reach_the_others_and_leaving_before_the_start_frees_the_seat(online, sqlite_db, run):
    async def scenario():
        async with online.server(sqlite_db) as server:
            url = online.url(server)
            a, b = Bot(url, "a"), Bot(url, "b")
            await a.connect()
            await b.connect()
            code = await a.client.create("back_alley")
            await a.join(code, 0)
            await b.join(code, 3)
            await a.client.say("good_game")
            await wait_for(lambda: any(m["type"] == "said" for m in b.received))
            said = next(m for m in b.received if m["type"] == "said")
            await a.client.leave()
            await wait_for(lambda: b.client.table_info["seats"][0]["presence"] == "empty")
            host = b.client.table_info["host"]
            await a.close()
            await b.close()
            return said, host

    said, host = run(scenario())
    assert said == {"type": "said", "seat": 0, "message": "good_game"}
    assert host == 3


def test_a_table_without_activity_expires(online, sqlite_db, run):
    async def scenario():
        async with online.server(sqlite_db, table_expiry=0.3) as server:
            client = OnlineClient(online.url(server))
            await client.connect()
            code = await client.create("kozel")
            await asyncio.sleep(1.0)
            try:
                await client.look(code)
                outcome = "still there"
            except ServerError as exc:
                outcome = exc.code
            await client.close()
            return outcome

    assert run(scenario()) == P.UNKNOWN_TABLE


def test_repeated_hint_requests_run_one_search(online, sqlite_db, run, monkeypatch):
    from app.online import server as server_module

    searches = []
    real = server_module.Server._think

    async def counting(self, subject, level, seed):
        searches.append(level)
        return await real(self, subject, level, seed)

    monkeypatch.setattr(server_module.Server, "_think", counting)

    async def scenario():
        async with online.server(sqlite_db) as server:
            bot = Bot(online.url(server), "solo", think=(60, 60))
            await bot.connect()
            code = await bot.client.create("kozel", {}, ["person"] + ["computer:easy"] * 3)
            await bot.join(code, 0)
            await bot.client.start()
            await wait_for(lambda: bot.client.last_update is not None and bot.client.last_update["legal"])
            for _ in range(5):
                await bot.client.send({"type": "hint"})
            await wait_for(lambda: len([m for m in bot.received if m["type"] == "hint"]) == 5)
            answers = {m["action"] for m in bot.received if m["type"] == "hint"}
            await bot.close()
            return answers

    answers = run(scenario())
    assert len(answers) == 1 and searches.count("hard") == 1


def test_one_connection_creates_a_limited_number_of_tables(online, sqlite_db, run):
    from app.online.server import MAX_TABLES_PER_CONNECTION

    async def scenario():
        async with online.server(sqlite_db) as server:
            client = OnlineClient(online.url(server))
            await client.connect()
            codes = [await client.create("bao") for _ in range(MAX_TABLES_PER_CONNECTION)]
            try:
                await client.create("bao")
                refused = None
            except ServerError as exc:
                refused = exc.code
            await client.close()
            return codes, refused

    codes, refused = run(scenario())
    assert len(set(codes)) == MAX_TABLES_PER_CONNECTION and refused == P.RATE_LIMITED
