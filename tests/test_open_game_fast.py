"""Opening a game paints its screen first (issue 15 item 5): the AI's child process
starts after that paint, and the home screen's idle warm-up loads ahead what opening a
game needs (app/ui/warm_up.py)."""

from __future__ import annotations

import json
import os
import subprocess
import sys
import threading
from pathlib import Path

from PySide6.QtCore import QEvent, QObject, Qt
from PySide6.QtWidgets import QApplication, QWidget

from app.ui import ai_worker
from app.ui.ai_worker import AiWorker
from app.ui.warm_up import WarmUp
from tests.ui_helpers import make_window

ROOT = Path(__file__).resolve().parents[1]


class _Started:
    """Stands in for ``default_chooser``: counts the child processes it would start, and
    those started by the GUI thread."""

    def __init__(self) -> None:
        self.count = 0
        self.by_gui_thread = 0

    def __call__(self):
        self.count += 1
        self.by_gui_thread += threading.current_thread() is threading.main_thread()
        return lambda subject, level, seed, deadline=None, cancel=None: subject.legal_actions()[0]


def test_prepare_starts_the_ai_after_the_next_paint_and_a_move_asked_for_sooner_at_once(qtbot, monkeypatch):
    started = _Started()
    monkeypatch.setattr(ai_worker, "default_chooser", started)
    worker = AiWorker()
    worker.prepare()
    qtbot.wait(ai_worker.PREPARE_DELAY_MS + 200)
    assert started.count == 0 and not worker.is_prepared()  # nothing painted yet
    screen = QWidget()
    qtbot.addWidget(screen)
    screen.show()
    qtbot.waitUntil(worker.is_prepared, timeout=5000)
    assert started.count == 1

    sooner = AiWorker()
    sooner.prepare()
    from app.games.bao import State

    with qtbot.waitSignal(sooner.moveReady, timeout=5000):
        sooner.request(State.new(), "easy", 1)
    assert started.count == 2 and started.by_gui_thread == 1  # with the move, by the worker thread
    qtbot.wait(ai_worker.PREPARE_DELAY_MS + 100)
    assert started.count == 2  # and the delayed start found it ready
    worker.shutdown()
    sooner.shutdown()


def test_shutdown_before_the_delay_starts_no_ai(qtbot, monkeypatch):
    started = _Started()
    monkeypatch.setattr(ai_worker, "default_chooser", started)
    worker = AiWorker()
    worker.prepare()
    worker.shutdown()
    qtbot.wait(ai_worker.PREPARE_DELAY_MS + 100)
    assert started.count == 0


class _FirstPaint(QObject):
    """Records whether the GUI thread had started the AI when the game's screen was first
    painted (a move asked for at once, the computer leading, starts it on the worker
    thread)."""

    def __init__(self, window, started: _Started) -> None:
        super().__init__()
        self.window, self.started, self.at_first_paint = window, started, None

    def eventFilter(self, watched, event):  # noqa: N802
        view = self.window.view
        if (self.at_first_paint is None and event.type() == QEvent.Type.Paint and isinstance(watched, QWidget)
                and view is not None and (watched is view or view.isAncestorOf(watched))):
            self.at_first_paint = self.started.by_gui_thread
        return False


def test_each_game_is_painted_before_the_ai_starts(qtbot, monkeypatch):
    started = _Started()
    monkeypatch.setattr(ai_worker, "default_chooser", started)
    window = make_window(qtbot, speed="normal")
    for game in ("bao", "kozel", "svoi_kozyri", "back_alley"):
        window.services.ai.shutdown()
        window.services.ai.set_chooser(None)
        started.count = started.by_gui_thread = 0
        probe = _FirstPaint(window, started)
        QApplication.instance().installEventFilter(probe)
        try:
            window.open_game(game, resume=False)
            qtbot.waitUntil(lambda probe=probe: probe.at_first_paint is not None, timeout=10000)
        finally:
            QApplication.instance().removeEventFilter(probe)
        assert probe.at_first_paint == 0, f"{game}: the GUI thread started the AI before the game's first paint"
        qtbot.waitUntil(window.services.ai.is_prepared, timeout=5000)  # and soon after it
        window.show_home()


def test_warm_up_runs_only_while_the_home_screen_shows_and_stops_when_done(qtbot):
    done: list[int] = []
    home = {"showing": False}
    warm_up = WarmUp([lambda i=i: done.append(i) for i in range(3)], lambda: home["showing"])
    warm_up.start()
    qtbot.wait(400)
    assert done == []  # a game is showing: nothing loads behind its animations
    home["showing"] = True
    qtbot.waitUntil(lambda: done == [0, 1, 2], timeout=5000)
    qtbot.waitUntil(lambda: warm_up.remaining() == 0, timeout=2000)


def test_a_failing_warm_up_step_is_dropped_and_the_others_run():
    done: list[str] = []

    def broken() -> None:
        raise ImportError("a module that cannot be loaded")

    warm_up = WarmUp([broken, lambda: done.append("next")], lambda: True)
    warm_up.run_all()
    assert done == ["next"] and warm_up.remaining() == 0


# A game screen imported by the warm-up one module at a time, in a fresh process.
PIECES_PROBE = """
import json, sys
from app.ui.main import create_application
from app.ui.import_pieces import UNFINISHED, ImportInPieces
application = create_application()
step = ImportInPieces("app.ui.scenes.bao_view")
pieces = []
while True:
    before = set(sys.modules)
    answer = step()
    pieces.append(sorted(m for m in set(sys.modules) - before if m.startswith("app.")
                         and not hasattr(sys.modules[m], "__path__")))
    if answer is not UNFINISHED:
        break
print(json.dumps({"pieces": pieces, "loaded": "app.ui.scenes.bao_view" in sys.modules,
                  "type checking only": "app.ui.main_window" in sys.modules}))
"""


def test_the_warm_up_imports_a_game_screen_one_module_at_a_time(tmp_path):
    """Importing Bao's screen in one tick held the home screen 110-200 ms on a busy host;
    the warm-up now imports one module a call, the modules it needs first."""
    result = _run_probe(PIECES_PROBE, tmp_path)
    assert result["loaded"] and result["pieces"][-1] == ["app.ui.scenes.bao_view"]
    assert len(result["pieces"]) > 20
    # (one module a piece, but a package that loads its modules itself: the games' lazy State)
    assert sum(len(modules) > 1 for modules in result["pieces"]) <= 2, [m for m in result["pieces"] if len(m) > 1]
    assert not result["type checking only"]  # game_view imports MainWindow only for type checkers


# Play pressed at once in a fresh process: the game's screen is not loaded yet.
COLD_PLAY_PROBE = """
import json, sys, time
from PySide6.QtCore import QEvent, QObject, QTimer
from app.ui.main import create_application, create_services
from app.ui.main_window import MainWindow
application = create_application()
window = MainWindow(create_services(persistent=False))
window.resize(1024, 640)
window.show()
marks, gaps, last = {}, [], [None]
def tick():
    now = time.perf_counter()
    if last[0] is not None and "opening" not in marks:
        gaps.append((now - last[0]) * 1000)
    last[0] = now
timer = QTimer()
timer.setInterval(10)
timer.timeout.connect(tick)
open_game = window.open_game
def opening(*args, **kwargs):
    marks["opening"] = True  # the last part blocks: the screen is built (as after the warm-up)
    return open_game(*args, **kwargs)
window.open_game = opening
class Paints(QObject):
    def eventFilter(self, watched, event):
        if event.type() == QEvent.Type.Paint:
            page = window._loading_page
            if page is not None and watched is page:
                marks.setdefault("page painted", len(marks))
            elif window.view is not None and window.view.isAncestorOf(watched):
                marks.setdefault("table painted", len(marks))
                QTimer.singleShot(0, application.quit)
        return False
paints = Paints()
application.installEventFilter(paints)
def play():
    timer.start()
    window.home.playGame.emit("bao")
    marks["loading"] = window.loading() and window.stack.currentWidget() is window._loading_page
QTimer.singleShot(0, play)
QTimer.singleShot(20000, application.quit)
application.exec()
application.removeEventFilter(paints)
print(json.dumps({"marks": marks, "worst gap": max(gaps, default=0), "ticks": len(gaps),
                  "bao": window.view is not None and window.view.GAME == "bao", "still loading": window.loading()}))
"""


def test_play_before_the_warm_up_shows_the_game_at_once_and_loads_it_without_freezing(tmp_path):
    """Play pressed before the home screen's warm-up reached the game imported its screen
    in one go: the window froze 110-200 ms on a busy host before anything changed. Now the
    game's loading page shows at once and the screen loads a piece at a time."""
    result = _run_probe(COLD_PLAY_PROBE, tmp_path)
    marks = result["marks"]
    assert result["bao"] and not result["still loading"]
    assert marks["loading"], "Play did not show the game's loading page"
    assert marks["page painted"] < marks["table painted"]
    assert result["ticks"] >= 3, "the loading ran in one go"
    assert result["worst gap"] < 100, f"the window froze {result['worst gap']:.0f} ms while the game loaded"


def test_another_screen_shown_while_a_game_loads_stops_the_loading(qtbot, monkeypatch):
    """Play, then the home screen (or a tutorial, an online table) before the game was
    loaded: the loading stops there, and the game does not open over that screen later."""
    import app.ui.game_loading as game_loading

    monkeypatch.setattr(game_loading, "screen_loaded", lambda game: False)  # as in a fresh process
    window = make_window(qtbot)
    window.home.playGame.emit("kozel")
    assert window.loading() and window.stack.currentWidget() is window._loading_page
    loader = window._loader
    window.show_home()
    assert not window.loading()
    assert loader.remaining() == 0 and not loader._timer.isActive()  # it will open nothing
    assert window.stack.currentWidget() is window.home and window.view is None
    window.home.playGame.emit("kozel")
    loader = window._loader
    other = QWidget()  # a screen of its own, as a tutorial's or an online table's
    window.stack.addWidget(other)
    window.stack.setCurrentWidget(other)
    assert not window.loading() and loader.remaining() == 0 and not loader._timer.isActive()
    window.show_home()
    window.home.playGame.emit("kozel")  # and Play again loads and opens it
    qtbot.waitUntil(lambda: window.view is not None and window.stack.currentWidget() is window.view, timeout=10000)
    assert window.view.GAME == "kozel" and not window.loading()


WARM_UP_PROBE = """
import json, sys
from app.ui.games import PLAYABLE_GAME_VIEWS
from app.ui.main import create_application, create_services
from app.ui.main_window import MainWindow
from app.ui.warm_up import start_warm_up
application = create_application()
window = MainWindow(create_services(persistent=False))
window.show()
before = sorted(sys.modules)
start_warm_up(window).run_all()
import app.ui.cards.deck as deck
from app.games import GAMES
views = sorted(spec.split(":")[0] for spec in PLAYABLE_GAME_VIEWS.values())
rules = sorted(GAMES[game].state.partition(":")[0] for game in PLAYABLE_GAME_VIEWS)
print(json.dumps({"before": [v for v in views + rules if v in before],
                  "after": [v for v in views if v in sys.modules], "views": views,
                  "rules after": [r for r in rules if r in sys.modules], "rules": rules,
                  "deck": deck.shared_deck_made()}))
"""


def _run_probe(probe: str, tmp_path) -> dict:
    env = {**os.environ, "QT_QPA_PLATFORM": "offscreen", "HOME": str(tmp_path),
           "XDG_CONFIG_HOME": str(tmp_path / "config"), "XDG_DATA_HOME": str(tmp_path / "data")}
    done = subprocess.run([sys.executable, "-c", probe], cwd=ROOT, env=env, capture_output=True, text=True,
                          timeout=120)
    assert done.returncode == 0, done.stderr[-2000:]
    return json.loads([line for line in done.stdout.splitlines() if line.startswith("{")][-1])


def test_the_warm_up_loads_every_game_screen_its_rules_and_the_card_deck(tmp_path):
    result = _run_probe(WARM_UP_PROBE, tmp_path)
    assert result["before"] == []
    assert result["after"] == result["views"]
    assert result["rules after"] == result["rules"]
    assert result["deck"]


def saved_back_alley_game(moves: int, seed: int) -> dict:
    """An autosave's content: a Back Alley game of ``moves`` random actions against Easy."""
    import random

    from app.core.record import computer
    from app.core.session import GameSession

    session = GameSession.new("back_alley", None, seed)
    for seat in range(1, session.seat_count):
        session.set_player(seat, computer("easy"))
    rng = random.Random(seed)
    while len(session.record) < moves:
        session.play_automatic() if session.automatic_pending() else session.play(rng.choice(session.legal_actions()))
    return {"record": session.record.to_dict(), "state": session.state.to_dict(), "level": "easy",
            "options": dict(session.record.options), "human": 0}


def test_a_resumed_long_card_game_describes_each_move_of_its_log_once(qtbot, monkeypatch):
    """The move log's lines are made once per move (issue 15 item 5): every refresh
    rebuilt the whole log, so resuming a 742-move Back Alley game described every move
    twice before its first paint, and every later move described them all again."""
    from app.ui.card_games.back_alley import BackAlleyGameView
    from tests.ui_helpers import open_view

    content = saved_back_alley_game(300, seed=11)
    described = []
    original = BackAlleyGameView.describe
    monkeypatch.setattr(BackAlleyGameView, "describe",
                        lambda view, player, action: described.append(action) or original(view, player, action))
    _window, view = open_view(qtbot, "back_alley")
    described.clear()
    assert view.restore(content)
    qtbot.waitUntil(lambda: view.observation is not None and len(view.history) == 300, timeout=10000)
    view.refresh()
    view.refresh()
    played = sum(actor is not None for actor in view.actors)
    assert len(view.panel.log.findItems("", Qt.MatchFlag.MatchContains)) >= played
    assert len(described) <= played, f"{len(described)} descriptions for {played} moves"


def test_resuming_a_saved_game_replays_its_record_once(qtbot, monkeypatch):
    """Checking a save's record replays it, and the session used to replay it a second
    time for its flags (issue 15 item 5: the resume's block on the GUI thread)."""
    from tests.test_game_session import count_replays
    from tests.ui_helpers import open_view

    content = saved_back_alley_game(300, seed=13)
    _window, view = open_view(qtbot, "back_alley")
    replays = count_replays(monkeypatch)
    assert view.restore(content)
    qtbot.waitUntil(lambda: view.observation is not None and len(view.history) == 300, timeout=10000)
    assert replays == ["read"]
