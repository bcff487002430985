"""``frozen_record``: a frozen class of named fields, made without generating code.

``@dataclass`` writes a class's ``__init__`` (and a frozen class's ``__setattr__`` and
``__delattr__``) as source text and compiles it when the class is made, and importing
``dataclasses`` itself is not free: at start-up, listing the games made ``GameInfo``
(26 fields) that way for 13M of the first window's ~780M instructions (callgrind,
app/bench/startup.py). A ``frozen_record`` class gets one shared ``__init__`` that reads
the field names from the class's annotations, so making the class costs next to nothing;
creating an instance is a little slower, which suits classes made a handful of times
(one ``GameInfo`` per game).

What it keeps of ``@dataclass(frozen=True, eq=False)``: fields in annotation order, given
by position or keyword, a field with a class-level value is optional with that default,
``__post_init__`` runs last, and assigning or deleting an attribute raises
``FrozenInstanceError`` (``object.__setattr__`` still sets one, in ``__post_init__``).
What it leaves out: generated ``__repr__``, ``__eq__`` and ``__hash__`` (instances compare
and hash by identity), ``field()``, ``dataclasses.fields()`` and ``replace()``. Type
checkers see it as a frozen dataclass (``dataclass_transform``).
"""

from __future__ import annotations

from typing import Any, TypeVar, dataclass_transform

T = TypeVar("T", bound=type)

_FIELDS = "__record_fields__"
_NO_DEFAULT = object()


class FrozenInstanceError(AttributeError):
    """An attribute of a frozen record was assigned or deleted."""


def _init(self: Any, *args: Any, **kwargs: Any) -> None:
    cls = type(self)
    fields: tuple[tuple[str, Any], ...] = getattr(cls, _FIELDS)
    if len(args) > len(fields):
        raise TypeError(f"{cls.__name__}() takes {len(fields)} positional arguments but {len(args)} were given")
    for (name, _default), value in zip(fields, args):
        if name in kwargs:
            raise TypeError(f"{cls.__name__}() got multiple values for argument {name!r}")
        object.__setattr__(self, name, value)
    for name, default in fields[len(args):]:
        if name in kwargs:
            object.__setattr__(self, name, kwargs.pop(name))
        elif default is _NO_DEFAULT:
            raise TypeError(f"{cls.__name__}() missing required argument: {name!r}")
        else:
            object.__setattr__(self, name, default)
    if kwargs:
        raise TypeError(f"{cls.__name__}() got an unexpected keyword argument {next(iter(kwargs))!r}")
    post_init = getattr(self, "__post_init__", None)
    if post_init is not None:
        post_init()


def _setattr(self: Any, name: str, value: Any) -> None:
    raise FrozenInstanceError(f"cannot assign to field {name!r}")


def _delattr(self: Any, name: str) -> None:
    raise FrozenInstanceError(f"cannot delete field {name!r}")


@dataclass_transform(frozen_default=True, eq_default=False)
def frozen_record(cls: T) -> T:
    """Make ``cls`` a frozen record (see the module docstring)."""
    names = tuple(cls.__dict__.get("__annotations__", {}))
    fields = tuple((name, cls.__dict__.get(name, _NO_DEFAULT)) for name in names)
    seen_default = False
    for name, default in fields:
        if default is not _NO_DEFAULT:
            seen_default = True
        elif seen_default:
            raise TypeError(f"{cls.__name__}: field {name!r} without a default follows one with a default")
    setattr(cls, _FIELDS, fields)
    cls.__init__ = _init  # type: ignore[misc]
    cls.__setattr__ = _setattr  # type: ignore[assignment]
    cls.__delattr__ = _delattr  # type: ignore[assignment]
    return cls
