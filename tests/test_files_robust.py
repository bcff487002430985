"""Bad files, full disks and read-only folders never crash the app or lose data
(issue 14, items 14-16 and 18). The fault test over every file x every fault is in
``test_file_faults.py``; the helpers that break files are in ``file_faults.py``."""

from __future__ import annotations

import errno
import json
import os
import stat

import pytest

from app.ui import storage
from app.ui.dialogs import StatisticsDialog
from app.ui.main import MAX_WINDOW_SIZE, create_application, create_services, parse_size, run, save_screenshot
from app.ui.main_window import MainWindow
from app.ui.settings import AppSettings, default_settings_path, settings_folder
from app.ui.statistics import Statistics
from app.ui.storage import atomic_write_json, data_dir
from tests.file_faults import full_disk, read_only_folder
from tests.ui_helpers import make_window, wait_for_human


def first_legal(subject, **_):
    """A computer that answers at once (these tests are about files, not play)."""
    return list(subject.legal_actions())[0]


def start_window(qtbot) -> MainWindow:
    create_application()
    window = MainWindow(create_services(chooser=first_legal))
    qtbot.addWidget(window)
    window.show()
    return window


def user_folder() -> storage.Path:
    folder = data_dir()
    folder.mkdir(parents=True, exist_ok=True)
    return folder


def in_words(message: str) -> bool:
    """A message for a person: no errno, no parser's or Python's own words."""
    return not any(token in message for token in ("Errno", "Traceback", "Error", "Expecting", "column", "line 1"))


# -- item 14: any exception while reading, a size cap, lazy reading -----------------------
def test_deeply_nested_autosave_is_reported_and_set_aside_instead_of_crashing_the_start(qtbot):
    create_application()
    path = user_folder() / "kozel.json"
    path.write_text("[" * 200000 + "]" * 200000)
    window = start_window(qtbot)
    assert len(window.banner.messages) == 1 and "Kozel" in window.banner.messages[0]
    assert in_words(window.banner.messages[0])
    assert not path.exists() and len(list(path.parent.glob("kozel.json.corrupt-*"))) == 1
    assert not window.home.continue_button.isVisible()


def test_a_save_of_hundreds_of_megabytes_is_set_aside_unread(qtbot, monkeypatch):
    create_application()
    path = user_folder() / "bao.json"
    with open(path, "wb") as stream:  # sparse: no disk space, no time
        stream.truncate(300 * 1024 * 1024)
    real_open = open

    def no_reading_of_the_huge_file(file, *args, **kwargs):
        assert os.fspath(file) != os.fspath(path), "the huge save was opened"
        return real_open(file, *args, **kwargs)

    monkeypatch.setattr(storage, "open", no_reading_of_the_huge_file, raising=False)
    window = start_window(qtbot)
    assert len(window.banner.messages) == 1 and "too large" in window.banner.messages[0]
    assert [p.stat().st_size for p in path.parent.glob("bao.json.corrupt-*")] == [300 * 1024 * 1024]


def test_the_home_screen_reads_each_save_once_and_builds_no_game(qtbot, monkeypatch):
    create_application()
    window = make_window(qtbot, chooser=first_legal)
    for game in ("bao", "kozel"):
        window.open_game(game, resume=False)
        window.view.table.autosave()
    window.close()
    window.services.saves.flush()
    real_open = open
    opened = []

    def counting_open(file, *args, **kwargs):
        if os.fspath(file).endswith(".json"):
            opened.append(os.path.basename(os.fspath(file)))
        return real_open(file, *args, **kwargs)

    from app.games.bao import State as BaoState
    from app.games.kozel import State as KozelState

    def no_game_yet(*_args, **_kwargs):
        raise AssertionError("the home screen built a game")

    monkeypatch.setattr(storage, "open", counting_open, raising=False)
    monkeypatch.setattr(BaoState, "from_dict", no_game_yet)
    monkeypatch.setattr(KozelState, "from_dict", no_game_yet)
    again = start_window(qtbot)
    again.retranslate_ui()
    again.show_home()
    assert again.home.continue_button.isVisible()
    assert sorted(opened) == ["bao.json", "kozel.json"]  # once each, however often the home asks


def saved_moves(content: dict) -> list[str]:
    """The moves an autosave holds (its game record's actions, in notation)."""
    return [text for _seat, text in content["record"]["actions"]]


# -- item 15: full disk ------------------------------------------------------------------------
def test_a_full_disk_is_reported_once_retried_quietly_and_its_end_is_reported(qtbot):
    window = make_window(qtbot, chooser=first_legal)
    view = window.open_game("bao", resume=False)
    wait_for_human(qtbot, view)
    view.play(view.state.legal_actions()[0])
    wait_for_human(qtbot, view)
    window.services.saves.flush()
    folder = window.services.saves.directory
    with full_disk(folder) as how:
        for _ in range(4):
            view.play(view.state.legal_actions()[0])
            wait_for_human(qtbot, view)
        window.services.saves.flush()
        qtbot.waitUntil(lambda: len(window.banner.messages) >= 1, timeout=5000)
        qtbot.wait(50)  # any further (wrong) message would be queued by now
        assert len(window.banner.messages) == 1, (how, window.banner.messages)
        message = window.banner.messages[0]
        assert "could not be saved" in message and "disk is full" in message and in_words(message)
    view.play(view.state.legal_actions()[0])
    window.services.saves.flush()
    qtbot.waitUntil(lambda: len(window.banner.messages) == 2, timeout=5000)
    assert "saved again" in window.banner.messages[1]
    wait_for_human(qtbot, view)
    window.services.saves.flush()
    saved = json.loads(window.services.saves.path_for("bao").read_text())
    assert saved_moves(saved) == view.history
    assert not list(folder.glob("*.tmp"))


def test_statistics_that_cannot_be_written_never_stop_the_end_of_a_game(qtbot, monkeypatch):
    window = make_window(qtbot, chooser=first_legal)
    view = window.open_game("bao", resume=False)
    wait_for_human(qtbot, view)
    view.play(view.state.legal_actions()[0])
    wait_for_human(qtbot, view)

    def disk_full(*_args, **_kwargs):
        raise OSError(errno.ENOSPC, os.strerror(errno.ENOSPC))

    monkeypatch.setattr("app.ui.statistics.atomic_write_json", disk_full)
    view.resign()  # the game's end: statistics, then the autosave is removed
    assert view.is_over()
    window.services.saves.flush()
    assert not window.services.saves.path_for("bao").exists()  # the rest of the end ran
    assert window.services.statistics.get("bao", "easy")["lost"] == 1  # kept in memory
    window.report_problems()
    assert len(window.banner.messages) == 1 and "statistics" in window.banner.messages[0]
    assert "disk is full" in window.banner.messages[0]
    monkeypatch.undo()
    window.services.statistics.record("bao", "easy", "won")  # the next result writes both
    assert Statistics(window.services.statistics.path).get("bao", "easy") == {"played": 2, "won": 1, "lost": 1}


# -- item 16: settings and read-only folders ------------------------------------------------------
def test_a_read_only_config_folder_says_the_change_could_not_be_kept(qtbot):
    window = make_window(qtbot, chooser=first_legal)
    settings = window.services.settings
    with read_only_folder(settings.path.parent) as how:
        settings.set_ai_level("expert")
        settings.set_animation_speed("slow")
        assert len(window.banner.messages) == 1, (how, window.banner.messages)
        assert "settings could not be saved" in window.banner.messages[0].lower()
        assert settings.ai_level() == "expert"  # the change applies while the app runs
    settings.set_ai_level("hard")
    assert "saved again" in window.banner.messages[-1]
    assert AppSettings(settings.path).ai_level() == "hard"


def test_a_settings_file_with_every_kind_of_value_qt_writes_reads_back_cleanly(qapp, tmp_path):
    from PySide6.QtCore import QByteArray

    path = tmp_path / "settings.ini"
    settings = AppSettings(path)
    settings.set_window_geometry(QByteArray(bytes(range(256)) + b"[x]=\n\x00"))  # binary, brackets, NUL
    settings.set_game_option("kozel", "match_limit", "8")
    settings.set_language("cy")
    again = AppSettings(path)
    again.validate_all()
    assert again.problems == [] and again.game_option("kozel", "match_limit") == "8"
    assert bytes(again.window_geometry().data()).endswith(b"[x]=\n\x00")


@pytest.mark.parametrize("which", ["settings", "data"])
def test_a_file_in_place_of_an_app_folder_is_moved_aside(qtbot, which):
    create_application()
    folder = settings_folder() if which == "settings" else data_dir()
    folder.parent.mkdir(parents=True)
    folder.write_bytes(b"not a folder")
    window = start_window(qtbot)
    assert len(window.banner.messages) == 1 and "folder" in window.banner.messages[0]
    asides = list(folder.parent.glob(folder.name + ".corrupt-*"))
    assert [p.read_bytes() for p in asides] == [b"not a folder"]
    window.services.settings.set_ai_level("expert")
    assert AppSettings(default_settings_path()).ai_level() == "expert"
    window.open_game("bao", resume=False)
    window.view.table.autosave()
    window.services.saves.flush()
    assert window.services.saves.exists("bao") and len(window.banner.messages) == 1


def test_corrupt_statistics_in_a_read_only_folder_still_open_the_dialog(qtbot, monkeypatch):
    create_application()
    path = user_folder() / "statistics.json"
    path.write_bytes(b"{\"bao\": [1, 2")
    window = start_window(qtbot)
    monkeypatch.setattr(StatisticsDialog, "exec", lambda self: 0)
    with read_only_folder(path.parent):
        window.show_statistics()
        window.show_statistics()
    assert len(window.banner.messages) == 1
    message = window.banner.messages[0]
    assert "could not be moved aside" in message and "kept as" not in message
    assert path.read_bytes() == b"{\"bao\": [1, 2"


def test_a_corrupt_save_in_a_read_only_folder_is_reported_once_and_not_claimed_kept(qtbot):
    create_application()
    path = user_folder() / "kozel.json"
    path.write_bytes(b"\x00garbage")
    with read_only_folder(path.parent):
        window = start_window(qtbot)
        window.retranslate_ui()  # the home screen asks again and again which game to continue
        window.show_home()
        assert len(window.banner.messages) == 1, window.banner.messages
        message = window.banner.messages[0]
        assert "could not be used" in message and "damaged" in message
        assert "could not be moved aside" in message and "kept as" not in message
        window.open_game("kozel", resume=True)  # a new game: it cannot be saved here either
        window.show_home()
        window.close()
    about_the_file = [m for m in window.banner.messages if "could not be used" in m]
    about_saving = [m for m in window.banner.messages if "could not be saved" in m]
    assert about_the_file == [message] and len(about_saving) <= 1
    assert len(window.banner.messages) == len(about_the_file) + len(about_saving)
    assert path.read_bytes() == b"\x00garbage"  # neither moved nor replaced nor deleted


def test_the_settings_problems_found_before_the_language_is_known_are_said_in_it(qtbot, tmp_path, monkeypatch):
    """The settings file says which language to use, so its problems are found before
    the translator is installed: they are put into words when shown."""
    import shutil

    from app import i18n
    from app.i18n import build

    create_application()
    shutil.copy(build.ts_path("cy"), tmp_path)
    monkeypatch.setattr(build, "i18n_dir", lambda: tmp_path)
    path = default_settings_path()
    path.parent.mkdir(parents=True)
    path.write_text("[General]\nlanguage=cy\nai_level=superhuman\n")
    services = create_services(chooser=first_legal)
    try:
        assert i18n.install_language(services.settings.language())
        window = MainWindow(services)
        qtbot.addWidget(window)
        assert len(window.banner.messages) == 1 and "ai_level" in window.banner.messages[0]
        assert window.banner.messages[0].startswith("Roedd gan rai gosodiadau")
    finally:
        i18n.install_language("en")


# -- item 18: the command line, temporary files, fsync, the backup -----------------------------------
def test_screenshot_into_a_missing_folder_or_of_an_unknown_type_says_why(tmp_path, capsys):
    for target, words in ((tmp_path / "missing" / "a.png", "does not exist"),
                          (tmp_path / "a.xyz", "unknown image type"),
                          (tmp_path / "a", "unknown image type")):
        with pytest.raises(SystemExit) as stop:
            run(["--screenshot", str(target)])
        assert words in str(stop.value.code)
        assert not target.exists()


def test_screenshot_into_a_read_only_folder_says_why_and_fails(qapp, tmp_path, capsys):
    from PySide6.QtGui import QPixmap

    picture = QPixmap(8, 8)
    with read_only_folder(tmp_path):
        code = save_screenshot(picture, tmp_path / "a.png")
    assert code == 1
    assert "could not be written" in capsys.readouterr().err
    assert save_screenshot(picture, tmp_path / "a.png") == 0 and (tmp_path / "a.png").stat().st_size > 0


def test_window_size_is_capped():
    assert parse_size("1280x800") == (1280, 800)
    assert parse_size("{0}x{1}".format(*MAX_WINDOW_SIZE)) == MAX_WINDOW_SIZE
    for text in ("99999x99999", "7681x600", "800x4321"):
        with pytest.raises(SystemExit) as stop:
            parse_size(text)
        assert "too large" in str(stop.value.code)


def test_stale_temporary_files_of_killed_writes_are_removed_at_start(qtbot):
    create_application()
    folder = user_folder()
    stale = [folder / "kozel.json.k2j3h4.tmp", folder / "statistics.json.abc.tmp", folder / "bao.json.bak.1-2.tmp"]
    for path in stale:
        path.write_text("{\"half")
    other = folder / "notes.tmp"
    other.write_text("not ours")
    start_window(qtbot)
    assert [p.exists() for p in stale] == [False, False, False]
    assert other.exists()


def test_the_folder_is_synced_after_the_rename(tmp_path, monkeypatch):
    synced = []
    real_fsync = os.fsync

    def recording_fsync(handle):
        synced.append(stat.S_ISDIR(os.fstat(handle).st_mode))
        return real_fsync(handle)

    monkeypatch.setattr(os, "fsync", recording_fsync)
    atomic_write_json(tmp_path / "a.json", {"x": 1})
    assert synced == [False, True]  # the file's data, then the folder's new entry


def test_the_previous_autosave_is_used_when_the_last_one_is_damaged(qtbot):
    window = make_window(qtbot, chooser=first_legal)
    view = window.open_game("bao", resume=False)
    for _ in range(3):
        wait_for_human(qtbot, view)
        view.play(view.state.legal_actions()[0])
    wait_for_human(qtbot, view)
    window.close()
    saves = window.services.saves
    saves.flush()
    previous = json.loads(saves.backup_for("bao").read_text())
    assert saved_moves(previous) and saved_moves(previous) != view.history
    path = saves.path_for("bao")
    path.write_bytes(path.read_bytes()[:40])  # a torn write
    again = start_window(qtbot)
    assert len(again.banner.messages) == 1 and "one step earlier" in again.banner.messages[0]
    again.continue_last_game()
    qtbot.waitUntil(lambda: not again.loading(), timeout=10000)  # (its screen may load first)
    assert again.view.history == saved_moves(previous)
    assert len(list(path.parent.glob("bao.json.corrupt-*"))) == 1

