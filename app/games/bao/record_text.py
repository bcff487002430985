"""Bao game records as text: the one place where the format is defined.

A record is header lines, a blank line, then the moves, in the manner of chess's PGN::

    [Variant "Bao la Kiswahili"]
    [South "Juma"]
    [North "computer:hard"]
    [Date "2025-03-14"]
    [Result "0-1"]

    1. A6> A7<
    2. A5< stop A2>
    3. B2< ...
    0-1

Headers, in this order, each at most once:

- ``Variant``: ``Bao la Kiswahili`` or ``Bao la kujifunza`` (required).
- ``South``, ``North``: who played each side, free text (``?`` when unknown); the app
  writes its players as ``human`` or ``computer:<level>``.
- ``Date``: ``YYYY-MM-DD``, left out when unknown.
- ``Result``: ``1-0`` South won, ``0-1`` North won, ``*`` unfinished (required).
- ``Resigned``: ``South`` or ``North``, only when a resignation ended the game.
- ``Setup``: the start position as one-line position text (``app/games/bao/position.py``),
  only when the game did not start from the variant's usual start.

Values are in double quotes; ``\\"`` and ``\\\\`` stand for a quote and a backslash.

Moves are in Jadi's notation (``A6>``, ``B2<``, ``stop``, ``safari``), one line per move
number: ``N.`` then South's turn then North's (a turn that stopped in the nyumba or
played it is two actions, ``A5< stop``); a number whose South turn came before the
record started is written ``N. ...``. Numbers count from 1 at the record's start.
The moves end with the result again. Reading checks every header, then plays every
move from the start: the first bad one is named by its line and its text, with the
rule it breaks. Writing what was read gives the same text (``write_record``). Reading
also takes what editors and clipboards add: a byte-order mark, CRLF line ends, blank
lines before the headers.

The game itself is a ``GameRecord`` (``app/core/record.py``: the start, every action and
the side that made it, a resignation), the one source of a game's moves for saves, undo
and the move log; ``BaoGameText`` adds only what the text has and the app's record has
not: the names as written and the date. ``BaoGameText.of(session.record)`` writes the
app's game; ``read_record(text).record`` is a ``GameRecord`` to continue or replay. A
``South``/``North`` header that names an app player (``human``, ``computer:<level>``)
also sets that seat's player in the ``GameRecord``; any other name plays as ``human``.
"""

from __future__ import annotations

import datetime
import re
from dataclasses import dataclass
from typing import Iterable

from app.core.protocol import IllegalAction
from app.core.record import HUMAN, GameRecord, computer_level
from app.games.bao import options
from app.games.bao.actions import SAFARI_ACTION, STOP_ACTION
from app.games.bao.position import PositionError, read_position, write_position
from app.games.bao.rules import State

VARIANT_NAMES = {options.KISWAHILI: "Bao la Kiswahili", options.KUJIFUNZA: "Bao la kujifunza"}
SIDE_NAMES = ("South", "North")
SOUTH_WINS, NORTH_WINS, UNFINISHED = "1-0", "0-1", "*"
RESULTS = (SOUTH_WINS, NORTH_WINS, UNFINISHED)
UNKNOWN_PLAYER = "?"
HEADER_ORDER = ("Variant", "South", "North", "Date", "Result", "Resigned", "Setup")
REQUIRED_HEADERS = ("Variant", "Result")
BYTE_ORDER_MARK = "\ufeff"
CONTINUATION = "..."  # the South turn of a move number that came before the record

_HEADER = re.compile(r'^\[([A-Za-z]+)\s+"((?:[^"\\]|\\.)*)"\]$')
_DATE = re.compile(r"^\d{4}-\d{2}-\d{2}$")
_DECISIONS = (str(STOP_ACTION), str(SAFARI_ACTION))


class RecordTextError(ValueError):
    """A record that cannot be read; ``line`` (from 1; 0 for the record as a whole) and
    the message say where and why."""

    def __init__(self, line: int, message: str) -> None:
        super().__init__(f"line {line}: {message}" if line else message)
        self.line = line


@dataclass
class BaoGameText:
    """A Bao game as a text record holds it: the game (a ``GameRecord``) and the names
    and date that only the text keeps."""

    record: GameRecord
    south: str = UNKNOWN_PLAYER
    north: str = UNKNOWN_PLAYER
    date: str = ""

    @classmethod
    def of(cls, record: GameRecord, date: str = "", south: str | None = None,
           north: str | None = None) -> "BaoGameText":
        """The text form of an app's game; the names default to its players at the start."""
        if record.game != options.GAME_ID:
            raise ValueError(f"a Bao record cannot hold a game of {record.game}")
        return cls(record, record.seats[0] if south is None else south,
                   record.seats[1] if north is None else north, date)

    @classmethod
    def new(cls, start: State, actions: Iterable[str] = (), south: str = UNKNOWN_PLAYER,
            north: str = UNKNOWN_PLAYER, date: str = "", resigned: int | None = None) -> "BaoGameText":
        """A game from ``start`` and its actions (each checked: ``IllegalAction`` if not legal)."""
        record = GameRecord.new(options.GAME_ID, {"variant": start.variant}, state=start,
                                seats=[_app_player(south), _app_player(north)])
        game = cls(record, south, north, date)
        state = start.clone()
        for action in actions:
            game.play(state, action)
        if resigned is not None:
            record.resign(resigned)
        return game

    def play(self, state: State, action: str) -> None:
        """Apply ``action`` (notation) to ``state``, this game's position so far, and
        record it in Jadi's notation; ``IllegalAction`` naming the rule if it is not legal."""
        side = state.current_player()
        parsed = State.parse_action(action)
        state.apply(parsed, events=False)
        self.record.append(parsed, seat=side)

    @property
    def start(self) -> State:
        return self.record.start_state()

    @property
    def actions(self) -> list[str]:
        return self.record.actions

    @property
    def resigned(self) -> int | None:
        return self.record.resigned

    @property
    def variant(self) -> str:
        return self.record.options["variant"]

    def final_state(self) -> State:
        return self.record.replay()

    @property
    def result(self) -> str:
        if self.resigned is not None:
            return NORTH_WINS if self.resigned == 0 else SOUTH_WINS
        final = self.final_state()
        if not final.is_terminal():
            return UNFINISHED
        return SOUTH_WINS if final.winner == 0 else NORTH_WINS


def record_date(day: datetime.date | None = None) -> str:
    """The ``Date`` header's value for ``day`` (default: today), as ``read_record`` accepts it."""
    return (day or datetime.date.today()).isoformat()


def _app_player(name: str) -> str:
    """The app's player for a side's header: the name itself if it is one, else human."""
    return name if name == HUMAN or (computer_level(name) or "").strip() else HUMAN


def _quote(value: str) -> str:
    return value.replace("\\", "\\\\").replace('"', '\\"')


def _unquote(value: str) -> str:
    return re.sub(r"\\(.)", r"\1", value)


def _starts_usually(record: GameRecord) -> bool:
    return record.initial == State.new(variant=record.options["variant"]).to_dict()


def write_record(game: BaoGameText) -> str:
    """The record's text (see the module docstring)."""
    result = game.result
    headers = [("Variant", VARIANT_NAMES[game.variant]), ("South", game.south or UNKNOWN_PLAYER),
               ("North", game.north or UNKNOWN_PLAYER)]
    if game.date:
        headers.append(("Date", game.date))
    headers.append(("Result", result))
    if game.resigned is not None:
        headers.append(("Resigned", SIDE_NAMES[game.resigned]))
    if not _starts_usually(game.record):
        headers.append(("Setup", write_position(game.start, one_line=True)))
    lines = [f'[{name} "{_quote(value)}"]' for name, value in headers]
    lines.append("")
    lines += _move_lines(game.start, game.actions)
    lines.append(result)
    return "\n".join(lines) + "\n"


def _move_lines(start: State, actions: list[str]) -> list[str]:
    """``N. south north`` per move number; a decision stays with the turn it ends."""
    state = start.clone()
    lines: list[str] = []
    current: list[str] = []
    for action in actions:
        side = state.current_player()
        if action not in _DECISIONS and (side == 0 or not current):
            if current:
                lines.append(" ".join(current))
            current = [f"{len(lines) + 1}."] + ([CONTINUATION] if side == 1 else [])
        current.append(action)
        state.apply(action, events=False)
    if current:
        lines.append(" ".join(current))
    return lines


def read_record(text: str) -> BaoGameText:
    """The game of a record; raises ``RecordTextError`` naming the first problem (the
    line, and for a move its text and the rule it breaks)."""
    if not isinstance(text, str):
        raise RecordTextError(0, "a Bao record is text")
    # A byte-order mark and blank lines before the headers are what editors and
    # clipboards add; they are not part of the record (line numbers still count them).
    lines = text.removeprefix(BYTE_ORDER_MARK).splitlines()
    headers: dict[str, tuple[int, str]] = {}
    index = 0
    while index < len(lines) and not lines[index].strip():
        index += 1
    while index < len(lines) and lines[index].strip().startswith("["):
        line = lines[index].strip()
        match = _HEADER.match(line)
        if match is None:
            raise RecordTextError(index + 1, f'a header is [Name "value"], not {line!r}')
        name, value = match.group(1), _unquote(match.group(2))
        if name not in HEADER_ORDER:
            raise RecordTextError(index + 1, f"unknown header {name!r} (known: {', '.join(HEADER_ORDER)})")
        if name in headers:
            raise RecordTextError(index + 1, f"the header {name} is given twice")
        headers[name] = (index + 1, value)
        index += 1
    for name in REQUIRED_HEADERS:
        if name not in headers:
            raise RecordTextError(index + 1 if lines else 0, f"the header {name} is missing")
    game = _game_from_headers(headers)
    result = headers["Result"][1]
    _read_moves(game, lines, index, result)
    if game.result != result:
        raise RecordTextError(headers["Result"][0], f"the result {result} does not match the moves "
                                                    f"(they give {game.result})")
    return game


def _game_from_headers(headers: dict[str, tuple[int, str]]) -> BaoGameText:
    line, name = headers["Variant"]
    variants = {v: k for k, v in VARIANT_NAMES.items()}
    if name not in variants:
        raise RecordTextError(line, f"the variant is {' or '.join(VARIANT_NAMES.values())}, not {name!r}")
    variant = variants[name]
    line, result = headers["Result"]
    if result not in RESULTS:
        raise RecordTextError(line, f"the result is 1-0, 0-1 or *, not {result!r}")
    start = State.new(variant=variant)
    if "Setup" in headers:
        line, setup = headers["Setup"]
        try:
            start = read_position(setup)
        except PositionError as exc:
            raise RecordTextError(line, f"Setup: {exc}") from None
        if start.variant != variant:
            raise RecordTextError(line, f"Setup: the position is {VARIANT_NAMES[start.variant]}, the Variant "
                                        f"header says {name}")
    south = headers.get("South", (0, UNKNOWN_PLAYER))[1]
    north = headers.get("North", (0, UNKNOWN_PLAYER))[1]
    game = BaoGameText.new(start, south=south, north=north)
    if "Date" in headers:
        line, date = headers["Date"]
        if not _DATE.match(date):
            raise RecordTextError(line, f"the date is written YYYY-MM-DD, not {date!r}")
        game.date = date
    if "Resigned" in headers:
        line, side = headers["Resigned"]
        if side not in SIDE_NAMES:
            raise RecordTextError(line, f"Resigned is South or North, not {side!r}")
        game.record.resign(SIDE_NAMES.index(side))
    return game


def _read_moves(game: BaoGameText, lines: list[str], first: int, result: str) -> None:
    """Play the move lines onto ``game`` (see the module docstring for their form)."""
    state = game.start.clone()
    expected_number = 1
    ended = False
    for index in range(first, len(lines)):
        line_number = index + 1
        tokens = lines[index].split()
        if not tokens:
            continue
        if ended:
            raise RecordTextError(line_number, f"nothing may follow the result, found {tokens[0]!r}")
        if tokens[-1] in RESULTS:
            if tokens[-1] != result:
                raise RecordTextError(line_number, f"the moves end with {tokens[-1]}, the Result header says {result}")
            tokens, ended = tokens[:-1], True
            if not tokens:
                continue
        if tokens[0] != f"{expected_number}.":
            raise RecordTextError(line_number, f"move number {expected_number}. expected, not {tokens[0]!r}")
        moves = tokens[1:]
        if moves[:1] == [CONTINUATION]:
            if expected_number != 1 or game.start.current_player() != 1:
                raise RecordTextError(line_number, "'...' stands only for South's turn before a record that "
                                                   "starts with North to move")
            moves = moves[1:]
        elif state.current_player() != 0 and not state.is_terminal():
            raise RecordTextError(line_number, f"North is to move: write '{expected_number}. ...' first")
        for place, token in enumerate(moves):
            if state.is_terminal():
                raise RecordTextError(line_number, f"move {token!r}: the game is already over")
            side = state.current_player()
            if place and side == 0 and token not in _DECISIONS:
                raise RecordTextError(line_number, f"move {token!r}: South's turn starts the next move number "
                                                   f"on a line of its own")
            try:
                game.play(state, token)
            except IllegalAction as exc:
                raise RecordTextError(line_number, f"move {token!r} ({SIDE_NAMES[side]}): {exc}") from None
        expected_number += 1
    if not ended:
        raise RecordTextError(len(lines), f"the moves must end with the result ({result})")
    if game.resigned is not None and state.is_terminal():
        raise RecordTextError(0, "a finished game cannot also have been resigned")
