"""Lazy package attributes (PEP 562), so importing a game's package (to read its
``GameInfo``) does not load its engine: ``from app.games.kozel import State`` still works
and imports the rules on first use."""

from __future__ import annotations

from importlib import import_module
from typing import Any, Callable


def lazy_attributes(package: str, sources: dict[str, str]) -> tuple[Callable[[str], Any], Callable[[], list[str]]]:
    """``(__getattr__, __dir__)`` for ``package``: each name in ``sources`` is read from
    the module named there on first access (then cached in the package)."""
    namespace = import_module(package).__dict__

    def __getattr__(name: str) -> Any:  # noqa: N807 - the module hook's fixed name
        module = sources.get(name)
        if module is None:
            raise AttributeError(f"module {package!r} has no attribute {name!r}")
        value = getattr(import_module(module), name)
        namespace[name] = value
        return value

    def __dir__() -> list[str]:  # noqa: N807
        return sorted(set(namespace) | set(sources))

    return __getattr__, __dir__
