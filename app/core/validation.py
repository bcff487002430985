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
            board = fields.int_list("board", 32, low=0)
            ...
"""

from __future__ import annotations

import contextlib
from typing import Any, Iterator, Sequence

from app.core.protocol import InvalidState

__all__ = ["Fields", "InvalidState", "check", "reading"]


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
    """Typed access to one dict of a state, each value checked as it is read."""

    def __init__(self, data: Any, where: str) -> None:
        check(isinstance(data, dict), f"{where}: a state is a mapping of fields, not {type(data).__name__}")
        self.data = data
        self.where = where

    def value(self, key: str) -> Any:
        check(key in self.data, f"{self.where}: the field '{key}' is missing")
        return self.data[key]

    def int(self, key: str, low: int | None = None, high: int | None = None) -> int:
        return self.check_int(self.value(key), key, low, high)

    def optional_int(self, key: str, low: int | None = None, high: int | None = None) -> int | None:
        value = self.value(key)
        return None if value is None else self.check_int(value, key, low, high)

    def bool(self, key: str) -> bool:
        value = self.value(key)
        check(type(value) is bool, f"{self.where}: '{key}' must be true or false, not {value!r}")
        return value

    def str(self, key: str, choices: Sequence[str] | None = None) -> str:
        value = self.value(key)
        check(isinstance(value, str), f"{self.where}: '{key}' must be text, not {_short(value)}")
        if choices is not None:
            check(value in choices, f"{self.where}: '{key}' must be one of {', '.join(map(repr, choices))}, "
                                    f"not {_short(value)}")
        return value

    def list(self, key: str, length: int | None = None) -> list:
        value = self.value(key)
        return self.check_list(value, key, length)

    def int_list(self, key: str, length: int | None = None, low: int | None = None,
                 high: int | None = None) -> list[int]:
        values = self.list(key, length)
        return [self.check_int(v, f"{key}[{i}]", low, high) for i, v in enumerate(values)]

    def bool_list(self, key: str, length: int | None = None) -> list[bool]:
        values = self.list(key, length)
        for i, v in enumerate(values):
            check(type(v) is bool, f"{self.where}: '{key}[{i}]' must be true or false, not {_short(v)}")
        return values

    def mapping(self, key: str) -> "Fields":
        return Fields(self.value(key), f"{self.where}.{key}")

    def only(self, keys: Sequence[str], optional: Sequence[str] = ()) -> None:
        """The state has exactly these fields (plus any of ``optional``)."""
        for key in keys:
            self.value(key)
        unknown = sorted(str(k) for k in self.data if k not in keys and k not in optional)
        check(not unknown, f"{self.where}: unknown field(s) {', '.join(unknown)}")

    # -- checks of values read some other way ---------------------------------------------
    def check_int(self, value: Any, name: str, low: int | None = None, high: int | None = None) -> int:
        check(_is_int(value), f"{self.where}: '{name}' must be a whole number, not {_short(value)}")
        if low is not None:
            check(value >= low, f"{self.where}: '{name}' must be at least {low}, not {value}")
        if high is not None:
            check(value <= high, f"{self.where}: '{name}' must be at most {high}, not {value}")
        return value

    def check_list(self, value: Any, name: str, length: int | None = None) -> list:
        check(isinstance(value, list), f"{self.where}: '{name}' must be a list, not {_short(value)}")
        if length is not None:
            check(len(value) == length, f"{self.where}: '{name}' must have {length} entries, not {len(value)}")
        return value


def _short(value: Any) -> str:
    try:
        text = repr(value)
    except RecursionError:
        return "a value nested too deeply"
    return text if len(text) <= 40 else text[:37] + "..."
