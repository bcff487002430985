"""What opening a game loads, done ahead while the home screen waits for the player.

Start-up loads only what the first window shows (tests/test_startup.py); opening a game
then imported its screen, engine and card table (50-80 ms of CPU, several times that on
a busy machine) and read the card deck before its first paint.
Once the home screen is up, ``WarmUp`` does that work in small pieces on a timer, only
while the home screen is showing (never during a game's animations): by the time the
player presses Play, opening the game only builds and paints its screen. Play pressed
sooner shows the game's loading page and loads the rest the same way, without the timer's
pauses (app/ui/game_loading.py).

A game screen is imported one module at a time (``ImportInPieces``): importing Bao's in one
go held the home screen 110-200 ms on a busy host.
"""

from __future__ import annotations

import dis
import importlib
import sys
import time
from importlib.machinery import ModuleSpec
from typing import Callable

from PySide6.QtCore import QObject, QTimer, Signal

from app.games import GAME_IDS, GAMES
from app.ui.games import PLAYABLE_GAME_VIEWS

# The warm-up starts after app/ui/main.py's WARM_UP_DELAY_MS; then each tick runs pieces
# until it has worked TICK_WORK_MS (a piece is never cut: one piece may run longer).
TICK_MS = 40
TICK_WORK_MS = 12
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


def card_deck() -> None:
    from app.ui.cards.deck import shared_deck

    shared_deck()


def _qt_wrappers() -> None:
    """PySide makes the Python side of a Qt class (its enums) when the class is first
    used: a scroll area's viewport (the card games' side panel) and QStyle (the game
    screens) brought ~65 enums, tens of ms, into opening a game. A throwaway scroll area
    and a look at QStyle make them now."""
    from PySide6.QtWidgets import QScrollArea, QStyle

    QStyle.StyleHint  # noqa: B018 (the look is the point)
    area = QScrollArea()
    area.viewport()
    area.deleteLater()


def warm_up_steps(first: str | None = None) -> list[Callable[[], object]]:
    """Each game's ``screen_steps`` (the game ``first``, the one Continue would resume,
    before the others), then the card deck's pictures, the Qt wrappers and the AI
    process's client (started when a game opens, see app/ui/ai_worker.py)."""
    games = sorted((g for g in GAME_IDS if g in PLAYABLE_GAME_VIEWS), key=lambda g: g != first)
    steps: list[Callable[[], object]] = []
    for game in games:
        steps += screen_steps(game)
    steps += [card_deck, _qt_wrappers, ImportInPieces("app.ai.process")]
    return steps


def screen_steps(game: str) -> list[Callable[[], object]]:
    """What opening ``game`` loads: its screen's module and its rules (the state class,
    which the screen loads only when a game starts: 15-35 ms)."""
    return [ImportInPieces(PLAYABLE_GAME_VIEWS[game].split(":")[0]), GAMES[game].state_class]


class WarmUp(QObject):
    """Runs ``steps`` (each until it no longer answers ``UNFINISHED``) a little per tick
    while ``home_showing()`` is true; stops when done. A step that fails is dropped: the
    warm-up only saves time, and opening the game meets (and reports) the error itself."""

    finished = Signal()  # the last step is done

    def __init__(self, steps: list[Callable[[], object]], home_showing: Callable[[], bool],
                 parent: QObject | None = None, tick_ms: int = TICK_MS) -> None:
        super().__init__(parent)
        self._steps = list(steps)
        self._home_showing = home_showing
        self.failed: list[str] = []  # the steps dropped, and why (the bundle's test reads them)
        self.pieces_run = 0
        self._timer = QTimer(self)
        self._timer.setInterval(tick_ms)
        self._timer.timeout.connect(self._tick)

    def start(self) -> None:
        self._timer.start()

    def stop(self) -> None:
        """No more steps (and no ``finished``)."""
        self._timer.stop()
        self._steps.clear()

    def remaining(self) -> int:
        return len(self._steps)

    def _tick(self) -> None:
        started = time.perf_counter()
        while self._steps and self._home_showing() and (time.perf_counter() - started) * 1000 < TICK_WORK_MS:
            self._run_piece()
        if not self._steps and self._timer.isActive():
            self._timer.stop()
            self.finished.emit()

    def _run_piece(self) -> None:
        step = self._steps[0]
        self.pieces_run += 1
        try:
            finished = step() is not UNFINISHED
        except Exception as error:  # noqa: BLE001 - see the class: dropped, never a crash of the home screen
            self.failed.append(f"{getattr(step, 'module', getattr(step, '__name__', step))}: {error!r}")
            finished = True
        if finished:
            self._steps.pop(0)

    def run_all(self) -> None:
        """Every remaining step now (the benchmark: what the player's wait has done)."""
        while self._steps:
            self._run_piece()


def start_warm_up(window) -> WarmUp:
    """Warm up behind ``window``'s home screen (a ``MainWindow``)."""
    warm_up = WarmUp(warm_up_steps(window.last_saved_game()),
                     lambda: window.stack.currentWidget() is window.home, window)
    warm_up.start()
    return warm_up
