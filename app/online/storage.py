"""Storage: one interface, two engines (SQLite embedded, PostgreSQL for several instances).

A table is stored as its settings, its seats, and an append-only log. Log entries are
numbered 1, 2, 3... per table, the pair (table, seq) is unique, and an entry is either
``start`` (a game begins: its ``GameRecord`` without actions, see ``games.py``) or ``act``
(a seat played an action in notation; no seat: the automatic step between deals).
Replaying the log from the last ``start`` gives the live game, so any instance can load
any table, and an action is acknowledged only after its entry is committed.

Several instances on one PostgreSQL database also need to hear about each other's
appends and seat changes (``listen``), and need exactly one of them to act for a
table's computer seats and away players at a time (``claim``); with SQLite there is
one instance and both are trivial.
"""

from __future__ import annotations

import abc
import json
from dataclasses import dataclass, field
from typing import Awaitable, Callable

START, ACT = "start", "act"
# Table status
OPEN, PLAYING, OVER = "open", "playing", "over"
# Seat presence (what the other players see next to a name)
EMPTY, ONLINE, RECONNECTING, AWAY, COMPUTER = "empty", "online", "reconnecting", "away", "computer"


@dataclass
class TableRecord:
    code: str
    game: str
    options: dict
    hints: bool
    grace: int  # seconds before the computer plays for a player who is away
    host: int | None  # the seat of the player who may start the game (first to sit)
    status: str
    created: float
    updated: float  # the last activity (for expiry)


@dataclass
class SeatRecord:
    seat: int
    level: str | None = None  # a computer seat's level; None: a person's seat
    name: str = ""
    token_hash: str = ""  # sha256 of the seat token; "" while nobody sits there
    presence: str = EMPTY
    since: float = 0.0  # when the presence last changed
    instance: str = ""  # the server instance holding the player's connection
    rematch: bool = False  # asked for a rematch of the finished game

    def to_row(self) -> dict:
        return dict(self.__dict__)


@dataclass
class LogEntry:
    seq: int
    kind: str  # START or ACT
    seat: int | None = None  # ACT: who played
    action: str = ""  # ACT: the action's notation
    record: dict | None = None  # START: the game's GameRecord.to_dict() (no actions yet)
    # START entries written before the GameRecord (still read): State.new's keyword
    # arguments and the seed.
    setup: dict = field(default_factory=dict)
    seed: int = 0

    def body(self) -> str:
        if self.kind == START:
            if self.record is not None:
                return json.dumps({"record": self.record}, separators=(",", ":"))
            return json.dumps({"setup": self.setup, "seed": self.seed})
        return self.action

    @classmethod
    def from_row(cls, seq: int, kind: str, seat: int | None, body: str) -> "LogEntry":
        if kind == START:
            data = json.loads(body)
            if "record" in data:
                return cls(seq, START, record=data["record"])
            return cls(seq, START, setup=data["setup"], seed=int(data["seed"]))
        return cls(seq, ACT, seat=seat, action=body)


@dataclass
class StoredTable:
    table: TableRecord
    seats: list[SeatRecord]
    log: list[LogEntry]  # from the last START on (earlier games are history)


# (table code, what changed: "log" / "seats" / "said:<seat>:<id>", the new log entry when
# the notification carries it) -- other instances' changes
Listener = Callable[[str, str, "LogEntry | None"], Awaitable[None]]


class CodeTaken(Exception):
    """``create_table`` with an invite code already in use."""


class Storage(abc.ABC):
    """The storage engine interface. Every method is a coroutine; an engine that blocks
    (SQLite) does so only for a commit of a few hundred microseconds (never for the disk:
    ``sqlite_storage``)."""

    instance: str = "local"

    async def open(self) -> None:
        """Connect / create the schema."""

    async def close(self) -> None:
        """Disconnect (without touching the stored tables)."""

    @abc.abstractmethod
    async def create_table(self, table: TableRecord, seats: list[SeatRecord]) -> None:
        """Store a new table (``CodeTaken`` if its code exists)."""

    @abc.abstractmethod
    async def load_table(self, code: str) -> StoredTable | None:
        """The table with its seats and its log from the last start, or None."""

    @abc.abstractmethod
    async def load_meta(self, code: str) -> tuple[TableRecord, list[SeatRecord]] | None:
        """The table and its seats without the log (after another instance changed them)."""

    @abc.abstractmethod
    async def save_table(self, table: TableRecord) -> None:
        """Update status, host and last activity."""

    @abc.abstractmethod
    async def save_seat(self, code: str, seat: SeatRecord) -> None:
        """Update one seat (and tell the other instances)."""

    @abc.abstractmethod
    async def take_seat(self, code: str, seat: SeatRecord) -> bool:
        """Store ``seat`` only if it is still empty in storage (no token, no computer);
        False if someone, maybe on another instance, took it first."""

    @abc.abstractmethod
    async def append(self, code: str, entry: LogEntry) -> bool:
        """Commit one log entry; False (and nothing written) if ``entry.seq`` is taken,
        i.e. another instance appended first."""

    @abc.abstractmethod
    async def entries_after(self, code: str, seq: int) -> list[LogEntry]:
        """The log entries numbered above ``seq``, in order."""

    @abc.abstractmethod
    async def expire_tables(self, idle_before: float) -> list[str]:
        """Delete the tables without activity since ``idle_before``; their codes."""

    async def notify(self, code: str, what: str) -> None:
        """Tell the other instances (nothing to do with one instance)."""

    async def listen(self, listener: Listener) -> None:
        """Call ``listener`` when another instance changes a table (none by default)."""

    async def claim(self, code: str) -> bool:
        """Try to become the one instance acting for ``code``'s computer seats."""
        return True

    async def release(self, code: str) -> None:
        """Give the claim up (the table is no longer loaded here)."""

    async def live_instances(self) -> set[str] | None:
        """The instances alive now; None when there is only this one."""
        return None


def open_storage(url: str, instance: str = "") -> Storage:
    """``sqlite:PATH`` (or a bare path) or ``postgresql://...``."""
    if url.startswith(("postgresql://", "postgres://")):
        from app.online.postgres_storage import PostgresStorage

        return PostgresStorage(url, instance=instance)
    from app.online.sqlite_storage import SqliteStorage

    return SqliteStorage(url.removeprefix("sqlite:"))
