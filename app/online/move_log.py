"""The move log over the protocol: what the server adds to an ``update`` and how a
client keeps the log from them (PROTOCOL.md, ``update``).

Every ``update`` that follows an action carries ``action``: that action as the receiving
seat may know it (its public notation, ``GameSession.public_notation``: another seat's
face-down discard is ``discard ? ?``); a game's start and a snapshot carry null. A
snapshot (``"resumed": true``) carries ``log``: the current game's actions so far as the
seat may know them, each ``[notation, actor, part]`` (``actor`` null for the automatic
step between deals; ``part`` the part of the match the action was made in,
``GameInfo.match_part``, null in a game of one part).

``MoveLog`` is the client's side: fed every ``update`` in order it holds the same move
log as the offline table shows that seat (``GameSession.public_history``, the record's
actors and ``parts``). No Qt here: the app's ``OnlineTable`` and the tests' bots use it.
"""

from __future__ import annotations

import json
from typing import Any, NamedTuple

from app.games import GAMES

_STRING = json.encoder.encode_basestring  # (non-ASCII kept, as the server's update text)


# ---- the server's side: the fields of one seat's update ---------------------------------
def action_field(session: Any, seat: int, started: bool) -> str:
    """The ``action`` field of ``seat``'s update (with its leading comma): the last action
    as the seat may know it, or null after a game's start (``started``)."""
    if started or not session.record.actions:
        return ',"action":null'
    return ',"action":' + _STRING(session.public_notation(-1, seat))


def log_field(session: Any, seat: int) -> str:
    """The ``log`` field of ``seat``'s snapshot (with its leading comma): the game so far
    as the seat may know it."""
    # (Written afresh, not through ``public_history``'s per-seat cache: a server keeps many
    # sessions, and a snapshot is rare.)
    public = [session.public_notation(index, seat) for index in range(len(session.record.actions))]
    entries = zip(public, session.record.actors, session.parts())
    return ',"log":' + json.dumps([list(entry) for entry in entries], ensure_ascii=False, separators=(",", ":"))


# ---- the client's side --------------------------------------------------------------------
class LogLine(NamedTuple):
    notation: str           # the action as this seat may know it
    actor: int | None       # the seat that made it (None: the automatic step)
    part: int | None        # the part of the match it was made in (None: one part)


class BadLog(ValueError):
    """An update whose move log part does not read (names the field)."""


class MoveLog:
    """The current game's move log as one seat knows it, kept from its updates."""

    def __init__(self, game: str) -> None:
        if game not in GAMES:
            raise BadLog(f"no game {game!r}")
        self.info = GAMES[game]
        self.lines: list[LogLine] = []
        self._part: int | None = None  # the part of the position the next action is made in

    @classmethod
    def kept_from(cls, game: str, messages: list[dict]) -> "MoveLog":
        """The log a client keeps from ``messages`` (the updates among them, in order)."""
        log = cls(game)
        for message in messages:
            if message.get("type") == "update":
                log.feed(message)
        return log

    def feed(self, update: dict) -> None:
        """Take one ``update`` (in order). ``BadLog`` if its log part does not read; the
        log is then unchanged."""
        part = self._part_of(update.get("observation"))
        if update.get("resumed"):
            self.lines = self._read_log(update.get("log", []))
        elif update.get("actor") is None and update.get("seq") == update.get("game_seq"):
            self.lines = []  # a game's start (also a rematch): a new log
        else:
            notation = update.get("action")
            actor = update.get("actor")
            if not isinstance(notation, str) or not (actor is None or type(actor) is int):
                raise BadLog("update: an action's update without its action and actor")
            self._check(notation, "action")
            self.lines.append(LogLine(notation, actor, self._part))
        self._part = part

    def notations(self) -> list[str]:
        return [line.notation for line in self.lines]

    def actors(self) -> list[int | None]:
        return [line.actor for line in self.lines]

    def parts(self) -> list[int | None]:
        return [line.part for line in self.lines]

    def _part_of(self, observation: Any) -> int | None:
        if self.info.match_part is None or not isinstance(observation, dict):
            return None
        part = self.info.part_of(observation)
        return part if type(part) is int else None

    def _read_log(self, entries: Any) -> list[LogLine]:
        if not isinstance(entries, list):
            raise BadLog("log: expected a list")
        lines = []
        for i, entry in enumerate(entries):
            if not (isinstance(entry, list) and len(entry) == 3 and isinstance(entry[0], str)
                    and all(v is None or type(v) is int for v in entry[1:])):
                raise BadLog(f"log[{i}]: expected [notation, actor, part]")
            self._check(entry[0], f"log[{i}]")
            lines.append(LogLine(*entry))
        return lines

    def _check(self, notation: str, where: str) -> None:
        """A notation the move log could not describe is the message's fault."""
        try:
            self.info.parse_public_notation(notation)
        except ValueError as exc:  # IllegalAction, or a card code that is none
            raise BadLog(f"{where}: {exc}") from None
