"""A command-line bot that plays through the protocol (tests, the load benchmark, or a
quick opponent on a real server)::

    python -m app.online.bot --url ws://127.0.0.1:8765 --create kozel --seats person,person,computer:easy,computer:easy
    python -m app.online.bot --url ws://127.0.0.1:8765 --table K7MX3R --seat 1 --think 0.5-1.5

``--strategy random`` plays a random legal action (from the ``legal`` list the server
sends the seat to move); ``--strategy hint`` plays the server's hint, i.e. ``choose()``
at Hard on this seat's observation (the table must allow hints). The bot shares the
client core (``app.online.client``) with the app, reconnects by itself, and stops when
the game is over (``--games N`` plays rematches).
"""

from __future__ import annotations

import argparse
import asyncio
import json
import random
import sys
import time
from typing import Callable

from app.online.client import ConnectionLost, OnlineClient, ServerError

RANDOM, HINT = "random", "hint"
RATE_RETRY_SECONDS = 0.1


class Bot:
    """One seat played by a program. ``received`` keeps every message (for the tests'
    secrecy scan); ``until(update)`` says when the bot is done (default: game over)."""

    def __init__(self, url: str, name: str = "bot", strategy: str = RANDOM, think: tuple[float, float] = (0.0, 0.0),
                 seed: int | None = None, until: Callable[[dict], bool] | None = None, games: int = 1,
                 keep_messages: bool = True, on_update: Callable[["Bot", dict, float], None] | None = None):
        self.name = name
        self.strategy = strategy
        self.think = think
        self.rng = random.Random(seed)
        self.until = until or (lambda update: update.get("over", False))
        self.games_left = games
        self.keep_messages = keep_messages
        self.on_update_hook = on_update
        self.received: list[dict] = []
        self.errors: list[dict] = []
        self.sent_at: dict[int, float] = {}  # seq acted at -> time.monotonic() of sending
        self.done = asyncio.get_running_loop().create_future()  # built inside the loop
        self.client = OnlineClient(url, on_message=self._on_message, client_name=f"jadi-bot {name}")
        self._acted_seq: int | None = None
        self._turn_task: asyncio.Task | None = None

    @property
    def seat(self) -> int | None:
        return self.client.ticket.seat if self.client.ticket else None

    async def connect(self) -> None:
        await self.client.connect()

    async def join(self, table: str, seat: int | None = None) -> int:
        """Sit at ``seat``, or at the first free person's seat."""
        if seat is None:
            info = await self.client.look(table)
            free = [s["seat"] for s in info["seats"] if s["kind"] == "person" and s["presence"] == "empty"]
            if not free:
                raise ServerError("seat_taken", f"no free seat at table {table}")
            seat = free[0]
        ticket = await self.client.join(table, seat, self.name)
        return ticket.seat

    def _on_message(self, message: dict) -> None:
        now = time.monotonic()
        if self.keep_messages:
            self.received.append(message)
        kind = message.get("type")
        if kind == "error":
            self.errors.append(message)
            if message.get("code") in ("stale", "not_your_turn"):
                self._acted_seq = None  # the next update decides again
            elif message.get("code") == "rate_limited" and self.client.last_update is not None:
                self._acted_seq = None  # too fast for the server: try again a little later
                asyncio.get_running_loop().call_later(RATE_RETRY_SECONDS, self._on_update, self.client.last_update)
        elif kind == "update":
            if self.on_update_hook is not None:
                self.on_update_hook(self, message, now)
            self._on_update(message)

    def _on_update(self, update: dict) -> None:
        if self.done.done():
            return
        if self.until(update):
            self.games_left -= 1
            if self.games_left <= 0 or not update.get("over"):
                self.done.set_result(update)
                return
            asyncio.get_running_loop().create_task(self._ask_rematch())
            return
        if update["legal"] and (self._acted_seq != update["seq"] or update.get("resumed")):
            self._acted_seq = update["seq"]
            if self._turn_task is not None:
                self._turn_task.cancel()
            self._turn_task = asyncio.get_running_loop().create_task(self._play(update))

    async def _ask_rematch(self) -> None:
        try:
            await self.client.rematch()
        except ConnectionLost:
            pass

    async def _play(self, update: dict) -> None:
        low, high = self.think
        if high > 0:
            await asyncio.sleep(self.rng.uniform(low, high))
        try:
            if self.strategy == HINT:
                action = await self.client.hint()
            else:
                action = self.rng.choice(update["legal"])
            self.sent_at[update["seq"]] = time.monotonic()
            await self.client.act(action, update["seq"])
        except (ConnectionLost, ServerError, asyncio.TimeoutError):
            self._acted_seq = None  # decided again on the next (resumed) update

    async def finish(self, timeout: float | None = None) -> dict:
        return await asyncio.wait_for(asyncio.shield(self.done), timeout)

    async def close(self) -> None:
        if self._turn_task is not None:
            self._turn_task.cancel()
        await self.client.close()


def _think(text: str) -> tuple[float, float]:
    low, _, high = text.partition("-")
    return float(low), float(high or low)


async def _main(a: argparse.Namespace) -> int:
    bot = Bot(a.url, a.name, a.strategy, _think(a.think), a.seed, games=a.games, keep_messages=False)
    await bot.connect()
    table = a.table
    if a.create:
        seats = a.seats.split(",") if a.seats else None
        table = await bot.client.create(a.create, json.loads(a.options), seats, hints=True)
        print(f"table {table}", flush=True)
    seat = await bot.join(table, a.seat)
    print(f"{bot.name} sits at table {table}, seat {seat}", flush=True)
    if a.create:  # the host starts once every person's seat is taken
        while bot.client.last_update is None:
            info = bot.client.table_info
            if info and all(s["presence"] != "empty" for s in info["seats"] if s["kind"] == "person"):
                await bot.client.start()
            await asyncio.sleep(0.5)
    final = await bot.finish()
    print(json.dumps(final.get("results")), flush=True)
    await bot.close()
    return 0


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(prog="python -m app.online.bot", description=__doc__.split("::")[0])
    parser.add_argument("--url", default="ws://127.0.0.1:8765")
    parser.add_argument("--create", metavar="GAME", help="create a table of GAME, sit and start it")
    parser.add_argument("--options", default="{}", help="the game's options as JSON (with --create)")
    parser.add_argument("--seats", help="comma-separated person / computer:<level> per seat (with --create)")
    parser.add_argument("--table", help="the invite code of the table to join")
    parser.add_argument("--seat", type=int, help="the seat to take (default: the first free one)")
    parser.add_argument("--name", default="bot")
    parser.add_argument("--strategy", choices=(RANDOM, HINT), default=RANDOM)
    parser.add_argument("--think", default="0", help="seconds per move, e.g. 0.5-1.5")
    parser.add_argument("--games", type=int, default=1, help="games to play (rematches)")
    parser.add_argument("--seed", type=int)
    a = parser.parse_args(argv)
    if not (a.create or a.table):
        parser.error("give --create GAME or --table CODE")
    return asyncio.run(_main(a))


if __name__ == "__main__":
    sys.exit(main())
