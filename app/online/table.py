"""One table on the server: its settings, seats and live game, rebuilt from its log.

No networking here: the server feeds it log entries (its own or another instance's)
and asks it for per-seat views. The live game is a ``GameSession``: the ``GameRecord``
of the last ``start`` entry with every action after it (see ``storage.py``).
"""

from __future__ import annotations

import asyncio
import hashlib
import hmac
import secrets

from app.core.session import GameSession
from app.online import games
from app.online.protocol import INVITE_ALPHABET, INVITE_CODE_LENGTH
from app.online.storage import (
    ACT,
    AWAY,
    COMPUTER,
    EMPTY,
    ONLINE,
    OPEN,
    OVER,
    PLAYING,
    RECONNECTING,
    START,
    LogEntry,
    SeatRecord,
    StoredTable,
    TableRecord,
)

TOKEN_BYTES = 24  # 192 bits


def new_invite_code() -> str:
    return "".join(secrets.choice(INVITE_ALPHABET) for _ in range(INVITE_CODE_LENGTH))


def normalize_code(text: str) -> str:
    """Invite codes are typed by people: ignore case, spaces and dashes."""
    return "".join(ch for ch in text.upper() if ch not in " -")


def new_token() -> str:
    return secrets.token_urlsafe(TOKEN_BYTES)


def hash_token(token: str) -> str:
    return hashlib.sha256(token.encode()).hexdigest()


def token_matches(token: str, token_hash: str) -> bool:
    return bool(token_hash) and hmac.compare_digest(hash_token(token), token_hash)


class LiveTable:
    """A table loaded in this instance."""

    def __init__(self, stored: StoredTable):
        self.record: TableRecord = stored.table
        self.seats: list[SeatRecord] = stored.seats
        self.lock = asyncio.Lock()  # one change at a time (append, then broadcast)
        self.session: GameSession | None = None  # the game being played (None before the start)
        self.seq = 0  # the last log entry applied
        self.game_seq = 0  # the seq of the current game's start entry
        self.claimed = False  # this instance acts for the computer seats
        self.ai_pending: int | None = None  # seq the AI is thinking about
        self.hints: dict[tuple[int, int], asyncio.Future] = {}  # (seq, seat) -> the hint search
        self.text_memo: games.TextMemo | None = None  # the texts of the last update (SeatViews)
        for entry in stored.log:
            self.apply_entry(entry)
        if stored.log:
            self.seq = stored.log[-1].seq
        else:
            self.seq = 0

    # ---- the log ----------------------------------------------------------------
    @property
    def code(self) -> str:
        return self.record.code

    @property
    def game(self) -> str:
        return self.record.game

    @property
    def state(self):
        """The live ``State`` (read it, never change it), or None before the start."""
        return None if self.session is None else self.session.state

    def apply_entry(self, entry: LogEntry) -> list:
        """Apply one committed entry; the events it caused (public and private)."""
        if entry.kind == START:
            self.session = games.session_from_start(self.game, entry.record, entry.setup, entry.seed)
            self.game_seq = entry.seq
            events = games.start_events(self.session)
        elif entry.kind == ACT:
            events = games.play(self.session, entry.seat, entry.action)
        else:
            raise ValueError(f"unknown log entry kind {entry.kind!r}")
        self.seq = entry.seq
        return events

    def next_entry_act(self, seat: int, action: str) -> LogEntry:
        return LogEntry(self.seq + 1, ACT, seat=seat, action=action)

    def next_entry_start(self, seed: int) -> LogEntry:
        """The START of the next game: the first, or a rematch after ``self.session``."""
        players = games.seat_players([s.level for s in self.seats])
        record = games.new_game_record(self.game, self.record.options, seed, players, previous=self.session)
        return LogEntry(self.seq + 1, START, record=record)

    def check_action(self, seat: int, action: str) -> None:
        """Raise ``IllegalAction`` unless ``seat`` may play ``action`` now."""
        games.check(self.session, seat, action)

    # ---- seats ---------------------------------------------------------------------
    @property
    def started(self) -> bool:
        return self.session is not None

    @property
    def over(self) -> bool:
        return self.session is not None and self.session.is_over()

    def person_seats(self) -> list[SeatRecord]:
        return [s for s in self.seats if s.level is None]

    def missing_people(self) -> list[int]:
        return [s.seat for s in self.person_seats() if not s.token_hash]

    def acting_level(self, seat: int) -> str | None:
        """The AI level that plays ``seat`` now, or None when a person does."""
        s = self.seats[seat]
        if s.level is not None:
            return s.level
        return games.AWAY_LEVEL if s.presence == AWAY else None

    def computer_to_move(self) -> tuple[int, str] | None:
        if not self.started or self.over:
            return None
        seat = self.session.current_player()
        if seat < 0:  # the automatic step (the server makes it)
            return None
        level = self.acting_level(seat)
        return None if level is None else (seat, level)

    def info(self) -> dict:
        """The public facts of the table (a ``table`` message's body)."""
        r = self.record
        return {
            "table": r.code,
            "game": r.game,
            "options": r.options,
            "hints": r.hints,
            "grace": r.grace,
            "host": r.host,
            "status": r.status,
            "seq": self.seq,
            "teams": games.teams(r.game),
            "seats": [
                {"seat": s.seat, "kind": "person" if s.level is None else f"computer:{s.level}",
                 "name": s.name, "presence": s.presence if s.level is None else COMPUTER,
                 "rematch": s.rematch}
                for s in self.seats
            ],
        }

    def status_after_entry(self) -> str:
        return OVER if self.over else PLAYING if self.started else OPEN


def new_table(code: str, game: str, options: dict, levels: list[str | None], hints: bool, grace: int,
              now: float) -> tuple[TableRecord, list[SeatRecord]]:
    record = TableRecord(code, game, options, hints, grace, None, OPEN, now, now)
    seats = [SeatRecord(seat=i, level=level, presence=COMPUTER if level else EMPTY, since=now)
             for i, level in enumerate(levels)]
    return record, seats


__all__ = [
    "LiveTable", "new_table", "new_invite_code", "normalize_code", "new_token", "hash_token", "token_matches",
    "ONLINE", "RECONNECTING", "AWAY", "EMPTY",
]
