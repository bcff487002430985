"""The wire protocol shared by the server, the client core and the bot.

JSON text messages over WebSocket, each an object with a ``type``. Every message type,
with an example, is documented in ``PROTOCOL.md`` beside this file; this module holds
the version, the limits and the one table of what each client message must contain,
so the server checks every message the same way and names the problem precisely.
"""

from __future__ import annotations

import json
from typing import Any

PROTOCOL_VERSION = 1
# A server accepts clients whose major version equals its own; the version is a single
# integer today, so "compatible" means "equal".
SERVER_NAME = "jadi-server"

# ---- limits (one place; the server and the documentation read them from here) -------
MAX_MESSAGE_BYTES = 8 * 1024  # the largest client message (an action is ~60 bytes)
RATE_PER_SECOND = 20.0  # sustained client messages per second per connection
RATE_BURST = 40  # ...with this burst
FLOOD_CLOSE_AFTER = 200  # messages refused for rate in a row: the connection is closed
HELLO_TIMEOUT = 10.0  # seconds to say hello after connecting
IDLE_TIMEOUT = 600.0  # seconds without a message from a connection not seated anywhere
NAME_MAX_CHARS = 24
INVITE_CODE_LENGTH = 6
# No look-alikes: no 0/O/Q/D, 1/I/L/J, 2/Z, 5/S, 8/B, U/V.
INVITE_ALPHABET = "34679ACEFGHKMNPRTWXY"

# Preset table messages: clients send and show these ids only and translate them.
TABLE_MESSAGES = ("good_game", "well_played", "thanks", "one_moment")

PERSON = "person"
COMPUTER_PREFIX = "computer:"

# ---- error codes (the ``code`` of an ``error`` message) ------------------------------
BAD_JSON = "bad_json"
BAD_MESSAGE = "bad_message"
TOO_BIG = "too_big"
RATE_LIMITED = "rate_limited"
VERSION_MISMATCH = "version_mismatch"
HELLO_FIRST = "hello_first"
UNKNOWN_TABLE = "unknown_table"
BAD_OPTIONS = "bad_options"
SEAT_TAKEN = "seat_taken"
BAD_SEAT = "bad_seat"
WRONG_TOKEN = "wrong_token"
NOT_SEATED = "not_seated"
NOT_HOST = "not_host"
NOT_STARTED = "not_started"
ALREADY_STARTED = "already_started"
SEATS_EMPTY = "seats_empty"
NOT_YOUR_TURN = "not_your_turn"
ILLEGAL_ACTION = "illegal_action"
STALE = "stale"
HINTS_OFF = "hints_off"
GAME_OVER = "game_over"
NOT_OVER = "not_over"
REPLACED = "replaced"
IDLE = "idle"
SERVER_ERROR = "server_error"


class ProtocolError(Exception):
    """A client message the server refuses: ``code`` (above) and a readable message."""

    def __init__(self, code: str, message: str):
        super().__init__(message)
        self.code = code
        self.message = message


_ENCODER = json.JSONEncoder(separators=(",", ":"), ensure_ascii=False, check_circular=False)


def encode(message: dict) -> str:
    return _ENCODER.encode(message)


def error(code: str, message: str, in_reply_to: str | None = None) -> dict:
    out: dict[str, Any] = {"type": "error", "code": code, "message": message}
    if in_reply_to:
        out["in_reply_to"] = in_reply_to
    return out


# What each client message holds: field -> (python types, required). ``bool`` is
# excluded from ``int`` fields explicitly (JSON true is not a seat number).
_STR, _INT, _BOOL, _DICT, _LIST = (str,), (int,), (bool,), (dict,), (list,)
CLIENT_MESSAGES: dict[str, dict[str, tuple[tuple[type, ...], bool]]] = {
    "hello": {"version": (_INT, True), "client": (_STR, False)},
    "create": {"game": (_STR, True), "options": (_DICT, False), "seats": (_LIST, False),
               "hints": (_BOOL, False), "grace": (_INT, False)},
    "look": {"table": (_STR, True)},
    "join": {"table": (_STR, True), "seat": (_INT, True), "name": (_STR, True)},
    "resume": {"table": (_STR, True), "seat": (_INT, True), "token": (_STR, True)},
    "leave": {},
    "give_seat": {"seat": (_INT, True), "level": (_STR, True)},
    "start": {},
    "act": {"action": (_STR, True), "seq": (_INT, True)},
    "hint": {},
    "say": {"message": (_STR, True)},
    "rematch": {},
    "ping": {},
}


def decode_client_message(text: str | bytes) -> dict:
    """Parse and check one client message; raise ``ProtocolError`` naming the problem."""
    if isinstance(text, bytes):
        raise ProtocolError(BAD_MESSAGE, "messages are JSON text, not binary frames")
    try:
        message = json.loads(text)
    except (ValueError, RecursionError) as exc:
        raise ProtocolError(BAD_JSON, f"not valid JSON: {exc}") from None
    if not isinstance(message, dict):
        raise ProtocolError(BAD_MESSAGE, "a message is a JSON object with a 'type'")
    kind = message.get("type")
    if not isinstance(kind, str) or kind not in CLIENT_MESSAGES:
        known = ", ".join(CLIENT_MESSAGES)
        raise ProtocolError(BAD_MESSAGE, f"unknown message type {kind!r} (known: {known})")
    fields = CLIENT_MESSAGES[kind]
    for name, (types, required) in fields.items():
        if name not in message:
            if required:
                raise ProtocolError(BAD_MESSAGE, f"'{kind}' needs the field '{name}'")
            continue
        value = message[name]
        if not isinstance(value, types) or (types == _INT and isinstance(value, bool)):
            expected = types[0].__name__
            raise ProtocolError(BAD_MESSAGE, f"'{kind}': field '{name}' must be {expected}, not {type(value).__name__}")
    extra = sorted(set(message) - set(fields) - {"type"})
    if extra:
        raise ProtocolError(BAD_MESSAGE, f"'{kind}': unknown field(s) {', '.join(extra)}")
    return message


def parse_seat_kind(text: Any) -> str | None:
    """``"person"`` -> None; ``"computer:<level>"`` -> the level; else ProtocolError.
    The level itself is checked against the game's levels by the caller."""
    if text == PERSON:
        return None
    if isinstance(text, str) and text.startswith(COMPUTER_PREFIX) and len(text) > len(COMPUTER_PREFIX):
        return text[len(COMPUTER_PREFIX):]
    raise ProtocolError(BAD_OPTIONS, f"a seat is \"person\" or \"computer:<level>\", not {text!r}")
