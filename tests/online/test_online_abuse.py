"""Bad clients (acceptance of issue 18): each bad message gets an ``error`` naming the
problem, the table is unchanged, and the other players notice nothing."""

from __future__ import annotations

import asyncio
import json

from websockets.asyncio.client import connect

from app.online import protocol as P


class Raw:
    """A hand-driven connection that can send anything."""

    def __init__(self, ws):
        self.ws = ws

    @classmethod
    async def open(cls, url: str, hello: bool = True) -> "Raw":
        raw = cls(await connect(url, compression=None, proxy=None, max_size=None))
        if hello:
            await raw.send({"type": "hello", "version": P.PROTOCOL_VERSION})
            assert (await raw.recv())["type"] == "welcome"
        return raw

    async def send(self, message) -> None:
        await self.ws.send(message if isinstance(message, str) else json.dumps(message))

    async def recv(self, timeout: float = 5.0) -> dict:
        return json.loads(await asyncio.wait_for(self.ws.recv(), timeout))

    async def recv_type(self, kind: str) -> dict:
        while True:
            m = await self.recv()
            if m["type"] == kind:
                return m

    async def error_for(self, message) -> dict:
        await self.send(message)
        while True:
            m = await self.recv()
            if m["type"] == "error":
                return m


def test_bad_clients_get_errors_and_change_nothing(online, sqlite_db, run):
    async def scenario():
        async with online.server(sqlite_db, rate_per_second=P.RATE_PER_SECOND, rate_burst=P.RATE_BURST) as server:
            url = online.url(server)
            a, b = await Raw.open(url), await Raw.open(url)
            await a.send({"type": "create", "game": "kozel", "options": {}})
            code = (await a.recv_type("created"))["table"]
            await a.send({"type": "join", "table": code, "seat": 0, "name": "Ana"})
            token_a = (await a.recv_type("joined"))["token"]
            await b.send({"type": "join", "table": code, "seat": 1, "name": "Ben"})
            await b.recv_type("joined")
            _, bots = await _bots_in(online, url, code, [2, 3])
            await a.send({"type": "start"})
            table = server.tables[code]
            # The bots play until one of the two hand-driven seats is to move.
            for _ in range(200):
                if table.started and table.state.current_player() in (0, 1):
                    break
                await asyncio.sleep(0.02)
            mover, other = (a, b) if table.state.current_player() == 0 else (b, a)
            await asyncio.sleep(0.2)  # every update delivered
            before = (table.seq, table.state.to_dict())
            seen = [len(bot.received) for bot in bots]
            legal = table.state.legal_actions()

            codes = {}
            codes["malformed"] = (await mover.error_for("{not json"))["code"]
            codes["not an object"] = (await mover.error_for("[1, 2]"))["code"]
            err = mover.error_for
            codes["unknown type"] = (await err({"type": "cheat"}))["code"]
            codes["wrong types"] = (await err({"type": "act", "action": 5, "seq": "x"}))["code"]
            codes["bool as seat"] = (await err({"type": "join", "table": code, "seat": True, "name": "x"}))["code"]
            codes["extra field"] = (await err({"type": "act", "action": str(legal[0]), "seq": table.seq,
                                               "x": 1}))["code"]
            codes["oversized"] = (await err(json.dumps({"type": "ping", "pad": "x" * P.MAX_MESSAGE_BYTES})))["code"]
            codes["out of turn"] = (await other.error_for({"type": "act", "action": "lead 6C",
                                                           "seq": table.seq}))["code"]
            codes["illegal"] = (await err({"type": "act", "action": "beat AS AH AD AC", "seq": table.seq}))["code"]
            codes["nonsense action"] = (await err({"type": "act", "action": "fly away", "seq": table.seq}))["code"]
            codes["stale seq"] = (await err({"type": "act", "action": str(legal[0]), "seq": table.seq - 1}))["code"]
            codes["not host"] = (await b.error_for({"type": "start"}))["code"]
            codes["seat taken"] = (await (c := await Raw.open(url)).error_for(
                {"type": "join", "table": code, "seat": 2, "name": "Eve"}))["code"]
            codes["wrong token"] = (await c.error_for({"type": "resume", "table": code, "seat": 0,
                                                       "token": token_a[::-1]}))["code"]
            codes["unknown table"] = (await c.error_for({"type": "look", "table": "XXXXXX"}))["code"]
            codes["bad seat"] = (await c.error_for({"type": "join", "table": code, "seat": 9, "name": "Eve"}))["code"]
            codes["not seated"] = (await c.error_for({"type": "act", "action": "lead 6C", "seq": 0}))["code"]
            codes["bad table message"] = (await mover.error_for({"type": "say", "message": "you lose"}))["code"]
            d = await Raw.open(url, hello=False)
            codes["no hello"] = (await d.error_for({"type": "ping"}))["code"]
            codes["old version"] = (await d.error_for({"type": "hello", "version": P.PROTOCOL_VERSION + 1}))["code"]
            # Flooding: a burst far above the rate limit is refused, not served.
            for _ in range(P.RATE_BURST * 2):
                await c.send({"type": "ping"})
            replies = [await c.recv() for _ in range(P.RATE_BURST * 2)]
            codes["flooding"] = "rate_limited" if any(r.get("code") == P.RATE_LIMITED for r in replies) else "served"

            await asyncio.sleep(0.2)
            after = (table.seq, table.state.to_dict())
            noticed = [len(bot.received) - n for bot, n in zip(bots, seen)]
            # The game goes on: the player to move plays a legal action.
            await mover.send({"type": "act", "action": str(legal[0]), "seq": table.seq})
            update = await mover.recv_type("update")
            for bot in bots:
                await bot.close()
            return codes, before, after, noticed, update, before[0]

    codes, before, after, noticed, update, seq = run(scenario())
    assert codes == {
        "malformed": P.BAD_JSON, "not an object": P.BAD_MESSAGE, "unknown type": P.BAD_MESSAGE,
        "wrong types": P.BAD_MESSAGE, "bool as seat": P.BAD_MESSAGE, "extra field": P.BAD_MESSAGE,
        "oversized": P.TOO_BIG, "out of turn": P.NOT_YOUR_TURN, "illegal": P.ILLEGAL_ACTION,
        "nonsense action": P.ILLEGAL_ACTION, "stale seq": P.STALE, "not host": P.NOT_HOST,
        "seat taken": P.SEAT_TAKEN, "wrong token": P.WRONG_TOKEN, "unknown table": P.UNKNOWN_TABLE,
        "bad seat": P.BAD_SEAT, "not seated": P.NOT_SEATED, "bad table message": P.BAD_MESSAGE,
        "no hello": P.HELLO_FIRST, "old version": P.VERSION_MISMATCH, "flooding": P.RATE_LIMITED,
    }
    assert after == before, "no bad message changed the table"
    assert noticed == [0, 0], "the other players received nothing during the attack"
    assert update["seq"] == seq + 1


async def _bots_in(online, url, code, seats):
    from app.online.bot import Bot

    bots = []
    for seat in seats:
        bot = Bot(url, f"bot{seat}", seed=seat)
        await bot.connect()
        await bot.join(code, seat)
        bots.append(bot)
    return code, bots


def test_error_messages_name_the_problem():
    malformed = (("{", "JSON"), ('{"type": "act"}', "'action'"), ('{"type": "act", "action": "x", "seq": 1.5}', "int"))
    for text, needle in malformed:
        try:
            P.decode_client_message(text)
        except P.ProtocolError as exc:
            assert needle in exc.message
        else:
            raise AssertionError(text)
