"""Settings, autosaves, statistics: atomic writes, corrupt files, resuming a game."""

from __future__ import annotations

import json

from PySide6.QtCore import Qt
from PySide6.QtTest import QTest

from app.ui.main import create_application, create_services
from app.ui.main_window import MainWindow
from app.ui.saves import SaveStore
from app.ui.settings import AppSettings, default_settings_path
from app.ui.statistics import Statistics
from app.ui.storage import atomic_write_json, data_dir
from tests.ui_helpers import make_window, wait_for_human


def test_atomic_write_replaces_whole_file_and_leaves_no_temp(tmp_path):
    path = tmp_path / "a.json"
    atomic_write_json(path, {"x": 1})
    atomic_write_json(path, {"x": [1, 2, 3]})
    assert json.loads(path.read_text()) == {"x": [1, 2, 3]}
    assert [p.name for p in tmp_path.iterdir()] == ["a.json"]


def test_settings_are_validated_and_kept(qapp, tmp_path):
    path = tmp_path / "settings.ini"
    settings = AppSettings(path)
    assert settings.ai_level() == "medium" and settings.animation_speed() == "normal"
    settings.set_ai_level("expert")
    settings.set_game_option("bao", "variant", "kujifunza")
    again = AppSettings(path)
    assert again.ai_level() == "expert" and again.game_option("bao", "variant") == "kujifunza"
    # A file of its own: QSettings caches each file per process, so rewriting ``path``
    # behind the back of the objects above could be read back from that cache.
    odd_path = tmp_path / "odd.ini"
    odd_path.write_text("[General]\nai_level=superhuman\nanimation_speed=warp\n")
    odd = AppSettings(odd_path)
    odd.validate_all()
    assert odd.ai_level() == "medium" and odd.animation_speed() == "normal"
    # Said once for the whole file, naming the keys; the file's other values are kept
    # and a copy of the old file is kept aside.
    assert len(odd.problems) == 1 and "ai_level" in odd.problems[0] and "animation_speed" in odd.problems[0]
    assert list(tmp_path.glob("odd.ini.corrupt-*"))


def test_statistics_count_per_game_and_level(qapp, tmp_path):
    stats = Statistics(tmp_path / "stats.json")
    stats.record("bao", "hard", "won")
    stats.record("bao", "hard", "lost")
    stats.record("bao", "easy", "won")
    reread = Statistics(tmp_path / "stats.json")
    assert reread.get("bao", "hard") == {"played": 2, "won": 1, "lost": 1}
    assert reread.get("bao", "easy") == {"played": 1, "won": 1, "lost": 0}
    assert reread.get("kozel", "easy") == {"played": 0, "won": 0, "lost": 0}


def test_corrupt_statistics_are_moved_aside(qapp, tmp_path):
    path = tmp_path / "stats.json"
    path.write_text("{not json")
    stats = Statistics(path)
    assert stats.get("bao", "hard")["played"] == 0
    assert stats.problems and list(tmp_path.glob("stats.json.corrupt-*"))


def test_save_store_rejects_foreign_content(qapp, tmp_path):
    saves = SaveStore(tmp_path)
    (tmp_path / "bao.json").write_text(json.dumps({"format": 99, "game": "bao"}))
    assert saves.load("bao") is None
    assert saves.problems and list(tmp_path.glob("bao.json.corrupt-*"))
    assert not (tmp_path / "bao.json").exists()


def test_close_mid_game_and_resume_the_same_position(qtbot):
    window = make_window(qtbot, speed="instant", level="easy")
    view = window.open_game("bao", resume=False)
    for _ in range(3):
        wait_for_human(qtbot, view)
        view.play(view.state.legal_actions()[-1])
    # Close while the AI may still be thinking: the save holds the position after our move.
    expected_history = list(view.history)
    expected_state = view.state.to_dict()
    writer = window.services.saves._writer
    assert writer is not None  # the saves were written on its thread
    window.close()
    assert not window.services.ai.is_busy()
    # the closed window's writer thread ended (one idle thread stayed per closed window)
    assert window.services.saves._writer is None and not any(thread.is_alive() for thread in writer._threads)

    create_application()
    window2 = MainWindow(create_services())
    qtbot.addWidget(window2)
    window2.show()
    assert window2.home.continue_button.isVisible()
    QTest.mouseClick(window2.home.continue_button, Qt.MouseButton.LeftButton)
    view2 = window2.view
    assert view2 is not None and view2.history == expected_history
    assert view2.state.to_dict() == expected_state
    assert view2.level == "easy" and view2.opponent == "ai"
    wait_for_human(qtbot, view2)  # and the game goes on (the AI answers if it was its turn)
    assert view2.can_undo()


def test_corrupt_save_and_corrupt_settings_are_reported_and_kept_aside(qtbot):
    create_application()
    settings_path = default_settings_path()
    settings_path.parent.mkdir(parents=True)
    settings_path.write_bytes(b"\x00\xff[[[ not an ini file \x00\n")
    save_path = data_dir() / "bao.json"
    save_path.parent.mkdir(parents=True)
    save_path.write_text('{"format": 1, "game": "bao", "state": {"board": [')
    window = MainWindow(create_services())
    qtbot.addWidget(window)
    window.show()
    messages = "\n".join(window.banner.messages)
    assert window.banner.isVisible()
    assert "settings" in messages.lower()
    assert list(settings_path.parent.glob("settings.ini.corrupt-*"))
    # The bad save is found when the home screen looks for a game to continue.
    assert "saved game" in messages.lower()
    assert list(save_path.parent.glob("bao.json.corrupt-*"))
    assert not window.home.continue_button.isVisible()
    view = window.open_game("bao", resume=True)
    assert view.state is not None and view.history == []


def test_save_whose_moves_do_not_reach_its_position_is_rejected(qtbot):
    window = make_window(qtbot, speed="instant", level="easy")
    view = window.open_game("bao", resume=False)
    view.play(view.state.legal_actions()[0])
    window.services.saves.flush()
    path = window.services.saves.path_for("bao")
    content = json.loads(path.read_text())
    content["record"]["actions"] = [[0, "A1>"]]  # not a legal first move: the replay fails
    path.write_text(json.dumps(content))
    window.open_game("bao", resume=True)
    assert list(path.parent.glob("bao.json.corrupt-*"))
    assert window.view.history == []
    assert any("could not be used" in m and "not a valid position" in m for m in window.banner.messages)
