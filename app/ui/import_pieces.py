"""Importing a module a piece at a time: one module per call, the modules it needs first
(the home screen's warm-up and a game's loading page run one call per turn of the event
loop, so no single turn imports a whole game screen: Bao's in one go held the home screen
110-200 ms on a busy host). Qt-free.
"""

from __future__ import annotations

import dis
import importlib
import sys
from importlib.machinery import ModuleSpec

# A step's answer when it has more pieces to do (it is called again on a later tick).
UNFINISHED = object()
# The modules whose own imports are followed: the app's (the others are one piece each).
OWN_PACKAGE = "app"


class ImportInPieces:
    """Import ``module`` one module per call: each call imports the deepest module it
    (or a module it imports, and so on) imports at its top level and that is not loaded
    yet; the last call imports ``module`` itself. The imports are read from the modules'
    compiled code, so this works from the bundle too; imports only for type checkers
    (``if TYPE_CHECKING:``) are left out."""

    def __init__(self, module: str) -> None:
        self.module = module
        self._imports: dict[str, list[str]] = {}

    def __call__(self) -> object:
        piece = self._next_piece(self.module, set())
        importlib.import_module(piece)
        return None if piece == self.module else UNFINISHED

    def _next_piece(self, name: str, visiting: set[str]) -> str:
        visiting.add(name)
        package = name.rpartition(".")[0]
        if package and package not in sys.modules:  # its package's __init__ first, a piece of its own
            return self._next_piece(package, visiting)
        for imported in self._imports_of(name):
            if imported not in sys.modules and imported not in visiting:
                return self._next_piece(imported, visiting)
        return name

    def _imports_of(self, name: str) -> list[str]:
        if name not in self._imports:
            self._imports[name] = _top_level_imports(name) if name.partition(".")[0] == OWN_PACKAGE else []
        return self._imports[name]


def _top_level_imports(name: str) -> list[str]:
    """The modules ``name`` imports when it is loaded (``from package import module``
    included), in order, found without importing anything."""
    spec = _spec(name)
    code = spec.loader.get_code(name) if spec is not None and spec.loader is not None else None
    if code is None:
        return []
    found: list[str] = []
    skip_to = -1
    names: object = None  # the last constant loaded: an import's ``from ... import`` names
    after_type_checking = False
    for offset, opcode, argument in _instructions(code):
        if offset < skip_to:
            continue
        if after_type_checking and opcode in _JUMPS_IF_FALSE:
            skip_to = offset + 2 + 2 * argument  # past the ``if TYPE_CHECKING:`` block
        after_type_checking = opcode == _LOAD_NAME and code.co_names[argument] == "TYPE_CHECKING"
        if opcode == _LOAD_CONST:
            names = code.co_consts[argument]
        elif opcode == _IMPORT_NAME:
            module = code.co_names[argument]
            found.append(module)
            if isinstance(names, tuple) and names != ("*",):
                found += _submodules(module, names)
    return found


_IMPORT_NAME, _LOAD_CONST, _LOAD_NAME, _EXTENDED_ARG = (
    dis.opmap[name] for name in ("IMPORT_NAME", "LOAD_CONST", "LOAD_NAME", "EXTENDED_ARG"))
_CACHE = dis.opmap.get("CACHE", -1)
# (Python 3.11 names the forward jump POP_JUMP_FORWARD_IF_FALSE, 3.12 POP_JUMP_IF_FALSE.)
_JUMPS_IF_FALSE = {dis.opmap[name] for name in ("POP_JUMP_FORWARD_IF_FALSE", "POP_JUMP_IF_FALSE") if name in dis.opmap}


def _instructions(code):
    """(offset, opcode, argument) of ``code``'s instructions, read straight from its bytes
    (``dis.get_instructions`` made a third of the warm-up's planning time)."""
    raw = code.co_code
    extended = 0
    for offset in range(0, len(raw), 2):
        opcode, argument = raw[offset], raw[offset + 1] | extended
        if opcode == _EXTENDED_ARG:
            extended = argument << 8
            continue
        extended = 0
        if opcode != _CACHE:
            yield offset, opcode, argument


def _submodules(package: str, names: tuple[str, ...]) -> list[str]:
    """Which of ``names`` are modules of ``package`` (``from package import module``)."""
    spec = _spec(package)
    if spec is None or spec.submodule_search_locations is None:
        return []
    return [f"{package}.{name}" for name in names if _spec(f"{package}.{name}") is not None]


def _spec(name: str) -> ModuleSpec | None:
    """``name``'s module spec, found without importing it or its packages (which
    ``importlib.util.find_spec`` would: their ``__init__`` is a piece of its own)."""
    spec = None
    path = None
    parts = name.split(".")
    for depth in range(1, len(parts) + 1):
        full = ".".join(parts[:depth])
        loaded = sys.modules.get(full)
        spec = getattr(loaded, "__spec__", None) if loaded is not None else None
        if spec is None:
            spec = _find(full, path)
        if spec is None:
            return None
        path = spec.submodule_search_locations
        if path is None and depth < len(parts):
            return None  # a module inside a module that is not a package
    return spec


def _find(name: str, path) -> ModuleSpec | None:
    for finder in sys.meta_path:
        find = getattr(finder, "find_spec", None)
        try:
            spec = find(name, path) if find is not None else None
        except ImportError:
            spec = None
        if spec is not None:
            return spec
    return None
