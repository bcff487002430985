"""The client core: protocol, seat ticket and reconnection. No Qt.

The app's ``OnlineTable`` wraps this; the bot and the tests use it directly::

    client = OnlineClient("ws://127.0.0.1:8765", on_message=..., on_status=...)
    await client.connect()                       # hello / welcome
    code = await client.create("kozel", {}, ["person", "person", "computer:hard", "computer:hard"])
    info = await client.look(code)               # the seats, to pick one
    ticket = await client.join(code, seat=0, name="Asha")   # keep ticket.to_json() to rejoin later
    await client.start()                         # the host, once the people's seats are filled
    await client.act("QS")                       # the updates arrive through on_message
    await client.rematch(); await client.leave(); await client.close()

    # after the app restarted: client = OnlineClient(ticket.url, ...); await client.connect();
    # await client.resume(SeatTicket.from_json(saved))

Every message from the server is passed to ``on_message(message: dict)`` (``update``,
``table``, ``said``, ``error``...), in order, on the event loop running the client.
``on_status(status)`` reports the connection: ``connecting``, ``online``,
``reconnecting`` (lost; retrying with backoff), ``closed``. After a reconnection the
client resumes its seat by itself and the server sends an ``update`` with
``"resumed": true`` holding the whole current view.

A Qt adapter runs the client on ``ClientThread`` (an asyncio loop in a thread) and
forwards the callbacks to the GUI thread with a queued signal.
"""

from __future__ import annotations

import asyncio
import concurrent.futures
import json
import random
import threading
from dataclasses import asdict, dataclass
from typing import Any, Callable

from websockets.asyncio.client import ClientConnection, connect
from websockets.exceptions import ConnectionClosed, InvalidHandshake, InvalidURI

from app.online import protocol as P

CONNECTING, ONLINE, RECONNECTING, CLOSED = "connecting", "online", "reconnecting", "closed"
REQUEST_TIMEOUT = 30.0  # seconds for a server answer (a hint may need the AI pool)
BACKOFF_FIRST, BACKOFF_MAX = 0.25, 8.0  # seconds; doubled per failed attempt, with jitter
OPEN_TIMEOUT = 5.0


class ServerError(Exception):
    """The server answered a request with an ``error`` message."""

    def __init__(self, code: str, message: str):
        super().__init__(f"{code}: {message}")
        self.code = code
        self.message = message


class ConnectionLost(Exception):
    """The connection closed and the client was told not to reconnect."""


@dataclass(frozen=True)
class SeatTicket:
    """What a player needs to take his seat again: keep it (e.g. in the app's settings)."""

    url: str
    table: str
    seat: int
    token: str

    def to_json(self) -> str:
        return json.dumps(asdict(self))

    @classmethod
    def from_json(cls, text: str) -> "SeatTicket":
        data = json.loads(text)
        return cls(str(data["url"]), str(data["table"]), int(data["seat"]), str(data["token"]))


def _ignore(*_args) -> None:
    return None


class OnlineClient:
    def __init__(self, url: str, on_message: Callable[[dict], Any] = _ignore,
                 on_status: Callable[[str], Any] = _ignore, reconnect: bool = True, client_name: str = "jadi"):
        self.url = url
        self.on_message = on_message
        self.on_status = on_status
        self.reconnect = reconnect
        self.client_name = client_name
        self.ticket: SeatTicket | None = None
        self.table_info: dict | None = None
        self.last_update: dict | None = None
        self.welcome: dict | None = None
        self.status = CLOSED
        self._ws: ClientConnection | None = None
        self._reader: asyncio.Task | None = None
        self._waiters: list[tuple[set[str], str, asyncio.Future]] = []
        self._request_lock = asyncio.Lock()
        self._closing = False
        self._online = asyncio.Event()
        self._reconnecting: asyncio.Task | None = None

    # ---- connection ------------------------------------------------------------------
    def _set_status(self, status: str) -> None:
        if status != self.status:
            self.status = status
            if status == ONLINE:
                self._online.set()
            else:
                self._online.clear()
            self.on_status(status)

    async def connect(self) -> dict:
        """Open the connection and say hello; the server's ``welcome``."""
        self._closing = False
        self._set_status(CONNECTING)
        await self._open()
        self._set_status(ONLINE)
        return self.welcome

    async def _open(self) -> None:
        ws = await connect(self.url, compression=None, open_timeout=OPEN_TIMEOUT, proxy=None,
                           max_size=2 ** 22, ping_interval=20, ping_timeout=20)
        await ws.send(P.encode({"type": "hello", "version": P.PROTOCOL_VERSION, "client": self.client_name}))
        answer = json.loads(await asyncio.wait_for(ws.recv(), REQUEST_TIMEOUT))
        if answer.get("type") == "error":
            await ws.close()
            raise ServerError(answer["code"], answer["message"])
        self.welcome = answer
        self._ws = ws
        self._reader = asyncio.get_running_loop().create_task(self._read(ws))

    async def close(self) -> None:
        self._closing = True
        if self._reconnecting is not None and self._reconnecting is not asyncio.current_task():
            self._reconnecting.cancel()
        ws, self._ws = self._ws, None
        if ws is not None:
            await ws.close()
        if self._reader is not None and self._reader is not asyncio.current_task():
            try:
                await self._reader
            except Exception:
                pass
        self._fail_waiters(ConnectionLost("closed"))
        self._set_status(CLOSED)

    async def drop(self) -> None:
        """Cut the connection abruptly, as a network failure would (tests)."""
        if self._ws is not None:
            self._ws.transport.abort()

    async def _read(self, ws: ClientConnection) -> None:
        try:
            async for text in ws:
                self._dispatch(json.loads(text))
        except ConnectionClosed:
            pass
        if self._closing or ws is not self._ws:
            return
        self._ws = None
        self._fail_waiters(ConnectionLost("the connection was lost"))
        if not self.reconnect:
            self._set_status(CLOSED)
            return
        self._reconnecting = asyncio.get_running_loop().create_task(self._reconnect())

    async def _reconnect(self) -> None:
        self._set_status(RECONNECTING)
        delay = BACKOFF_FIRST
        while not self._closing:
            await asyncio.sleep(delay * (0.5 + random.random()))
            try:
                await self._open()
                if self.ticket is not None:
                    await self._request({"type": "resume", "table": self.ticket.table, "seat": self.ticket.seat,
                                         "token": self.ticket.token}, {"joined"}, direct=True)
                self._set_status(ONLINE)
                return
            except ServerError as exc:
                if exc.code in (P.WRONG_TOKEN, P.UNKNOWN_TABLE, P.VERSION_MISMATCH):
                    self.on_message(P.error(exc.code, exc.message, "resume"))
                    await self.close()
                    return
            except (OSError, ConnectionClosed, InvalidHandshake, InvalidURI, asyncio.TimeoutError, ConnectionLost):
                pass
            delay = min(BACKOFF_MAX, delay * 2)

    def _dispatch(self, message: dict) -> None:
        kind = message.get("type")
        if kind == "joined" and message.get("resumed") and self.status == RECONNECTING:
            self._set_status(ONLINE)  # before the resumed snapshot that follows it
        if kind == "table":
            self.table_info = message
        elif kind == "update":
            self.last_update = message
        for i, (types, request, future) in enumerate(self._waiters):
            if future.done():
                continue
            if kind in types or (kind == "error" and message.get("in_reply_to") == request):
                del self._waiters[i]
                if kind == "error":
                    future.set_exception(ServerError(message["code"], message["message"]))
                else:
                    future.set_result(message)
                break
        self.on_message(message)

    def _fail_waiters(self, exc: Exception) -> None:
        waiters, self._waiters = self._waiters, []
        for _types, _request, future in waiters:
            if not future.done():
                future.set_exception(exc)

    # ---- requests ----------------------------------------------------------------------
    async def send(self, message: dict) -> None:
        """Send one raw message (no answer awaited)."""
        if self._ws is None:
            raise ConnectionLost("not connected")
        try:
            await self._ws.send(P.encode(message))
        except ConnectionClosed:
            raise ConnectionLost("the connection was lost") from None

    async def _request(self, message: dict, answers: set[str], direct: bool = False) -> dict:
        """Send ``message`` and wait for the first message of a type in ``answers`` (or
        the ``error`` replying to it). ``direct``: during reconnection, not yet online."""
        if not direct:
            await asyncio.wait_for(self._online.wait(), REQUEST_TIMEOUT)
        async with self._request_lock:
            future = asyncio.get_running_loop().create_future()
            self._waiters.append((answers, message["type"], future))
            await self.send(message)
            return await asyncio.wait_for(future, REQUEST_TIMEOUT)

    async def create(self, game: str, options: dict | None = None, seats: list[str] | None = None,
                     hints: bool = True, grace: int | None = None) -> str:
        """A new table; its invite code. ``seats``: "person" or "computer:<level>" each."""
        message: dict[str, Any] = {"type": "create", "game": game, "options": options or {}, "hints": hints}
        if seats is not None:
            message["seats"] = seats
        if grace is not None:
            message["grace"] = grace
        return (await self._request(message, {"created"}))["table"]

    async def look(self, table: str) -> dict:
        """The table's public facts (seats, teams, who sits where) before joining."""
        return await self._request({"type": "look", "table": table}, {"table"})

    async def join(self, table: str, seat: int, name: str) -> SeatTicket:
        answer = await self._request({"type": "join", "table": table, "seat": seat, "name": name}, {"joined"})
        self.ticket = SeatTicket(self.url, answer["table"], answer["seat"], answer["token"])
        return self.ticket

    async def resume(self, ticket: SeatTicket) -> None:
        self.ticket = ticket
        await self._request({"type": "resume", "table": ticket.table, "seat": ticket.seat, "token": ticket.token},
                            {"joined"})

    async def start(self) -> None:
        await self.send({"type": "start"})

    async def give_seat(self, seat: int, level: str) -> None:
        await self.send({"type": "give_seat", "seat": seat, "level": level})

    async def act(self, action: str, seq: int | None = None) -> None:
        """Play ``action`` (the game's notation) at the last update's seq."""
        if seq is None:
            seq = self.last_update["seq"] if self.last_update else 0
        await self.send({"type": "act", "action": action, "seq": seq})

    async def hint(self) -> str:
        return (await self._request({"type": "hint"}, {"hint"}))["action"]

    async def say(self, message_id: str) -> None:
        await self.send({"type": "say", "message": message_id})

    async def rematch(self) -> None:
        await self.send({"type": "rematch"})

    async def leave(self) -> None:
        await self._request({"type": "leave"}, {"left"})
        self.ticket = None


class ClientThread:
    """An asyncio loop in a daemon thread, for a GUI: ``run(coro)`` returns a
    ``concurrent.futures.Future``. Callbacks given to ``OnlineClient`` run on this
    thread; a Qt adapter re-emits them as queued signals."""

    def __init__(self) -> None:
        self.loop = asyncio.new_event_loop()
        self._thread = threading.Thread(target=self.loop.run_forever, name="jadi-online", daemon=True)
        self._thread.start()

    def run(self, coro) -> concurrent.futures.Future:
        return asyncio.run_coroutine_threadsafe(coro, self.loop)

    def stop(self, timeout: float = 2.0) -> None:
        self.loop.call_soon_threadsafe(self.loop.stop)
        self._thread.join(timeout)
