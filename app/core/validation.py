"""Reading a state that came from outside (a save, a record, a network message).

Every game's ``State.from_dict`` reads its data through ``Fields`` and states its rules
with ``check``, so anything wrong raises ``InvalidState`` with a message naming the
field and the rule. ``reading`` is the last line of defence around the whole of a
``from_dict``: any other exception from inside (a ``KeyError`` the checks missed, a
``RecursionError`` from absurd nesting) becomes an ``InvalidState`` too, so callers
catch exactly one documented type::

    @classmethod
    def from_dict(cls, data):
        with reading("bao"):
            fields = Fields(data, "bao")
            board = fields.integers("board", 32, low=0)
            ...
"""

from __future__ import annotations

import contextlib
from typing import Any, Iterator, Sequence

from app.core.protocol import InvalidState

__all__ = ["CardLedger", "Fields", "InvalidState", "check", "quote", "reading"]


def check(condition: bool, message: str) -> None:
    """Raise ``InvalidState(message)`` unless ``condition``. (The message is built even
    when the check passes: per-card and per-number checks in ``Fields`` and
    ``CardLedger`` raise directly, so reading a state stays fast.)"""
    if not condition:
        raise InvalidState(message)


@contextlib.contextmanager
def reading(where: str) -> Iterator[None]:
    """Turn any exception raised while reading a state into ``InvalidState``."""
    try:
        yield
    except InvalidState:
        raise
    except (KeyError, TypeError, ValueError, AttributeError, IndexError, ArithmeticError, RecursionError,
            MemoryError) as error:
        raise InvalidState(f"{where}: the state is not valid ({type(error).__name__}: {error})") from error



class Fields:
    """Typed access to one dict of a state, each value checked as it is read. ``where``
    is the game (every message starts with it); ``prefix`` names a nested part."""

    def __init__(self, data: Any, where: str, prefix: str = "") -> None:
        self.where = where
        self.prefix = prefix
        if not isinstance(data, dict):
            raise InvalidState(f"{where}: {self._part()}a mapping of fields, not {quote(data)}")
        self.data = data

    def _part(self) -> str:
        return f"'{self.prefix.rstrip('.')}' must be " if self.prefix else "a state is "

    def _name(self, key: str) -> str:
        return f"{self.prefix}{key}"

    def value(self, key: str) -> Any:
        try:
            return self.data[key]
        except KeyError:
            raise InvalidState(f"{self.where}: the field '{self._name(key)}' is missing") from None

    def integer(self, key: str, low: int | None = None, high: int | None = None) -> int:
        return self.check_int(self.value(key), key, low, high)

    def counter(self, key: str) -> int:
        """A count the game moves on by itself (deals shuffled, games of a match, actions):
        any whole number from 0 up. No ceiling: a save at a ceiling would be read, and its
        next step would write a count past it that could not be read back."""
        return self.check_int(self.value(key), key, 0)

    def optional_integer(self, key: str, low: int | None = None, high: int | None = None) -> int | None:
        value = self.value(key)
        return None if value is None else self.check_int(value, key, low, high)

    def boolean(self, key: str) -> bool:
        value = self.value(key)
        if type(value) is not bool:
            raise InvalidState(f"{self.where}: '{self._name(key)}' must be true or false, not {quote(value)}")
        return value

    def text(self, key: str, choices: Sequence[str] | None = None) -> str:
        value = self.value(key)
        if not isinstance(value, str):
            raise InvalidState(f"{self.where}: '{self._name(key)}' must be text, not {quote(value)}")
        if choices is not None and value not in choices:
            raise InvalidState(f"{self.where}: '{self._name(key)}' must be one of "
                               f"{', '.join(map(repr, choices))}, not {quote(value)}")
        return value

    def sequence(self, key: str, length: int | None = None) -> list:
        return self.check_list(self.value(key), key, length)

    def integers(self, key: str, length: int | None = None, low: int | None = None,
                 high: int | None = None) -> list[int]:
        values = self.sequence(key, length)
        return [self.check_int(v, f"{key}[{i}]", low, high) for i, v in enumerate(values)]

    def booleans(self, key: str, length: int | None = None) -> list[bool]:
        values = self.sequence(key, length)
        for i, v in enumerate(values):
            if type(v) is not bool:
                raise InvalidState(f"{self.where}: '{self._name(key)}[{i}]' must be true or false, not {quote(v)}")
        return values

    def mapping(self, key: str) -> "Fields":
        return Fields(self.value(key), self.where, f"{self._name(key)}.")

    def only(self, keys: Sequence[str], optional: Sequence[str] = (), what: str = "field") -> None:
        """The mapping has exactly these fields (plus any of ``optional``); ``what`` names
        them in the message ("option")."""
        for key in keys:
            self.value(key)
        if len(self.data) > len(keys):
            unknown = sorted(str(k) for k in self.data if k not in keys and k not in optional)
            check(not unknown, f"{self.where}: unknown {what}(s) {', '.join(self._name(k) for k in unknown)}")

    # -- checks of values read some other way ---------------------------------------------
    def check_int(self, value: Any, name: str, low: int | None = None, high: int | None = None) -> int:
        if type(value) is not int:  # not bool, which is an int to Python but not to JSON
            raise InvalidState(f"{self.where}: '{self._name(name)}' must be a whole number, not {quote(value)}")
        if low is not None and value < low:
            raise InvalidState(f"{self.where}: '{self._name(name)}' must be at least {low}, not {value}")
        if high is not None and value > high:
            raise InvalidState(f"{self.where}: '{self._name(name)}' must be at most {high}, not {value}")
        return value

    def check_list(self, value: Any, name: str, length: int | None = None) -> list:
        if not isinstance(value, list):
            raise InvalidState(f"{self.where}: '{self._name(name)}' must be a list, not {quote(value)}")
        if length is not None and len(value) != length:
            raise InvalidState(f"{self.where}: '{self._name(name)}' must have {length} entries, not {len(value)}")
        return value


# A pack's cards by code, built once per pack (the games pass their module-level pack).
_PACKS: dict[int, tuple[Sequence[Any], dict[str, Any]]] = {}


class CardLedger:
    """Every card of a pack in exactly one place: each zone of a state ``take``s its
    cards (read from their codes), and ``check_complete`` says no card is missing.
    A card named twice, or not in this game's pack, is an ``InvalidState``."""

    def __init__(self, pack: Sequence[Any], where: str) -> None:
        self.where = where
        cached = _PACKS.get(id(pack))
        if cached is None or cached[0] is not pack:
            cached = _PACKS[id(pack)] = (pack, {card.code: card for card in pack})
        self._pack = cached[1]
        self._placed: dict[str, str] = {}  # code -> the zone holding it

    def take(self, codes: Any, zone: str) -> tuple:
        """The cards of ``zone`` (a list of codes), each now placed."""
        if not isinstance(codes, list):
            raise InvalidState(f"{self.where}: '{zone}' must be a list of cards, not {quote(codes)}")
        cards = []
        pack, placed = self._pack, self._placed
        for code in codes:
            if not (isinstance(code, str) and code in pack):
                raise InvalidState(f"{self.where}: '{zone}' holds {quote(code)}, which is not a card of this "
                                   "game's pack")
            if code in placed:
                raise InvalidState(f"{self.where}: the card {code} is both in '{placed[code]}' and in '{zone}': "
                                   "every card is in one place")
            placed[code] = zone
            cards.append(pack[code])
        return tuple(cards)

    def card(self, code: Any, zone: str) -> Any:
        return self.take([code], zone)[0]

    def lookup(self, code: Any, zone: str) -> Any:
        """The card ``code`` names (checked to be of this pack), without placing it: for
        fields that name a card placed elsewhere (the winning cards, a history)."""
        if not (isinstance(code, str) and code in self._pack):
            raise InvalidState(f"{self.where}: '{zone}' holds {quote(code)}, which is not a card of this game's pack")
        return self._pack[code]

    def lookup_all(self, codes: Any, zone: str) -> tuple:
        """``lookup`` of each code of the list ``codes``."""
        if not isinstance(codes, list):
            raise InvalidState(f"{self.where}: '{zone}' must be a list of cards, not {quote(codes)}")
        return tuple(self.lookup(code, zone) for code in codes)

    def check_complete(self) -> None:
        missing = [code for code in self._pack if code not in self._placed]
        check(not missing, f"{self.where}: {len(missing)} card(s) of the pack are nowhere "
                           f"({', '.join(missing[:6])}{'…' if len(missing) > 6 else ''}): every card is in one place")


def quote(value: Any) -> str:
    """``value`` as a message may quote it: short, and safe for any nesting."""
    try:
        text = repr(value)
    except RecursionError:
        return "a value nested too deeply"
    return text if len(text) <= 40 else text[:37] + "..."
