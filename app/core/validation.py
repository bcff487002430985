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

__all__ = ["CardLedger", "Fields", "InvalidState", "check", "reading"]


def check(condition: bool, message: str) -> None:
    """Raise ``InvalidState(message)`` unless ``condition``."""
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


def _is_int(value: Any) -> bool:
    return type(value) is int  # not bool, which is an int to Python but not to JSON


class Fields:
    """Typed access to one dict of a state, each value checked as it is read. ``where``
    is the game (every message starts with it); ``prefix`` names a nested part."""

    def __init__(self, data: Any, where: str, prefix: str = "") -> None:
        self.where = where
        self.prefix = prefix
        check(isinstance(data, dict), f"{where}: {self._part()}a mapping of fields, not {_short(data)}")
        self.data = data

    def _part(self) -> str:
        return f"'{self.prefix.rstrip('.')}' must be " if self.prefix else "a state is "

    def _name(self, key: str) -> str:
        return f"{self.prefix}{key}"

    def value(self, key: str) -> Any:
        check(key in self.data, f"{self.where}: the field '{self._name(key)}' is missing")
        return self.data[key]

    def integer(self, key: str, low: int | None = None, high: int | None = None) -> int:
        return self.check_int(self.value(key), key, low, high)

    def optional_integer(self, key: str, low: int | None = None, high: int | None = None) -> int | None:
        value = self.value(key)
        return None if value is None else self.check_int(value, key, low, high)

    def boolean(self, key: str) -> bool:
        value = self.value(key)
        check(type(value) is bool, f"{self.where}: '{self._name(key)}' must be true or false, not {_short(value)}")
        return value

    def text(self, key: str, choices: Sequence[str] | None = None) -> str:
        value = self.value(key)
        check(isinstance(value, str), f"{self.where}: '{self._name(key)}' must be text, not {_short(value)}")
        if choices is not None:
            check(value in choices, f"{self.where}: '{self._name(key)}' must be one of "
                                    f"{', '.join(map(repr, choices))}, not {_short(value)}")
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
            check(type(v) is bool, f"{self.where}: '{self._name(key)}[{i}]' must be true or false, not {_short(v)}")
        return values

    def mapping(self, key: str) -> "Fields":
        return Fields(self.value(key), self.where, f"{self._name(key)}.")

    def only(self, keys: Sequence[str], optional: Sequence[str] = (), what: str = "field") -> None:
        """The mapping has exactly these fields (plus any of ``optional``); ``what`` names
        them in the message ("option")."""
        for key in keys:
            self.value(key)
        unknown = sorted(str(k) for k in self.data if k not in keys and k not in optional)
        check(not unknown, f"{self.where}: unknown {what}(s) {', '.join(self._name(k) for k in unknown)}")

    # -- checks of values read some other way ---------------------------------------------
    def check_int(self, value: Any, name: str, low: int | None = None, high: int | None = None) -> int:
        name = self._name(name)
        check(_is_int(value), f"{self.where}: '{name}' must be a whole number, not {_short(value)}")
        if low is not None:
            check(value >= low, f"{self.where}: '{name}' must be at least {low}, not {value}")
        if high is not None:
            check(value <= high, f"{self.where}: '{name}' must be at most {high}, not {value}")
        return value

    def check_list(self, value: Any, name: str, length: int | None = None) -> list:
        name = self._name(name)
        check(isinstance(value, list), f"{self.where}: '{name}' must be a list, not {_short(value)}")
        if length is not None:
            check(len(value) == length, f"{self.where}: '{name}' must have {length} entries, not {len(value)}")
        return value


class CardLedger:
    """Every card of a pack in exactly one place: each zone of a state ``take``s its
    cards (read from their codes), and ``check_complete`` says no card is missing.
    A card named twice, or not in this game's pack, is an ``InvalidState``."""

    def __init__(self, pack: Sequence[Any], where: str) -> None:
        self.where = where
        self._pack = {card.code: card for card in pack}
        self._placed: dict[str, str] = {}  # code -> the zone holding it

    def take(self, codes: Any, zone: str) -> tuple:
        """The cards of ``zone`` (a list of codes), each now placed."""
        check(isinstance(codes, list), f"{self.where}: '{zone}' must be a list of cards, not {_short(codes)}")
        cards = []
        for code in codes:
            check(isinstance(code, str) and code in self._pack,
                  f"{self.where}: '{zone}' holds {_short(code)}, which is not a card of this game's pack")
            check(code not in self._placed,
                  f"{self.where}: the card {code} is both in '{self._placed.get(code)}' and in '{zone}': "
                  "every card is in one place")
            self._placed[code] = zone
            cards.append(self._pack[code])
        return tuple(cards)

    def card(self, code: Any, zone: str) -> Any:
        return self.take([code], zone)[0]

    def check_complete(self) -> None:
        missing = [code for code in self._pack if code not in self._placed]
        check(not missing, f"{self.where}: {len(missing)} card(s) of the pack are nowhere "
                           f"({', '.join(missing[:6])}{'…' if len(missing) > 6 else ''}): every card is in one place")


def _short(value: Any) -> str:
    try:
        text = repr(value)
    except RecursionError:
        return "a value nested too deeply"
    return text if len(text) <= 40 else text[:37] + "..."
