"""The fault test (issue 14's acceptance): every file of the app x every fault.

Files: each game's autosave, each tutorial's progress, the statistics, the settings. Faults: random bytes,
truncated, deeply nested, wrong schema, huge, a folder in its place, unreadable, a
read-only folder, a full disk (``file_faults.py`` says how each is made). For each case
the app starts in-process with a good profile in which that one file is broken, uses the
file (resumes the game / opens the statistics / changes a setting, and writes it
several times), closes, and must have:

- raised nothing (pytest-qt's exception capture, per case),
- said so exactly once, in words (no errno, no parser's message),
- kept the bad file aside (renamed, with its bytes) or, for a write fault, left the
  good file as it was,
- lost no good data: every other file as it was, the good settings still set.

The count of cases tried and survived is reported as a ``FaultReport`` warning (it shows
in pytest's summary, also under xdist).
"""

from __future__ import annotations

import contextlib
import json
import os
import random
import warnings
from pathlib import Path

import pytest
from PySide6.QtCore import QCoreApplication

from app.games import GAME_IDS
from app.ui.dialogs import StatisticsDialog
from app.ui.main import create_application, create_services
from app.ui.main_window import MainWindow
from app.ui.settings import AppSettings, default_settings_path
from app.ui.storage import atomic_write_json, data_dir
from app.ui.tutorial.view import save_key as tutorial_key
from tests.file_faults import full_disk, read_only_folder, unreadable
from tests.ui_helpers import wait_for_human

TUTORIALS = tuple(tutorial_key(game) for game in GAME_IDS)  # each tutorial's progress
FILES = (*GAME_IDS, *TUTORIALS, "statistics", "settings")
CONTENT_FAULTS = ("random bytes", "truncated", "deeply nested", "wrong schema", "huge", "folder in its place",
                  "unreadable")
WRITE_FAULTS = ("read-only folder", "full disk")
FAULTS = CONTENT_FAULTS + WRITE_FAULTS

GOOD_STATISTICS = {"bao": {"hard": {"played": 3, "won": 2, "lost": 1}},
                   "kozel": {"easy": {"played": 1, "won": 0, "lost": 1}}}
# The settings a player chose (none of them the default).
GOOD_SETTINGS = {"language": "cy", "ai_level": "hard", "animation_speed": "instant", "kozel/match_limit": "8"}
HUGE_BYTES = 300 * 1024 * 1024  # a sparse file: no disk space, no time to make
# What a message in words never contains (an errno, a parser's or Python's words).
NOT_WORDS = ("Errno", "Traceback", "Error", "Expecting", "column", "line 1", "\\x")


class FaultReport(UserWarning):
    """The fault test's count (tried / survived), for the summary."""


def first_legal(subject, **_):
    """A computer that answers at once: this test is about files, not play."""
    return list(subject.legal_actions())[0]


_GOOD_SAVES: dict[str, bytes] = {}


def good_saves(qtbot) -> dict[str, bytes]:
    """A real autosave of every game, one move into it, and every tutorial's progress
    (made once, by the app itself)."""
    if not _GOOD_SAVES:
        create_application()
        services = create_services(chooser=first_legal)
        services.settings.set_animation_speed("instant")
        window = MainWindow(services)
        qtbot.addWidget(window)
        window.show()
        for game in GAME_IDS:
            view = window.open_game(game, resume=False)
            wait_for_human(qtbot, view)
            view.play(view.table.legal_actions()[0])
            wait_for_human(qtbot, view)
            services.saves.flush()
            _GOOD_SAVES[game] = services.saves.path_for(game).read_bytes()
            window.tutorials.open(game).save()
            services.saves.flush()
            _GOOD_SAVES[tutorial_key(game)] = services.saves.path_for(tutorial_key(game)).read_bytes()
        window.close()
    return _GOOD_SAVES


def use_home(home: Path, monkeypatch) -> None:
    monkeypatch.setenv("HOME", str(home))
    for name in ("XDG_DATA_HOME", "XDG_CONFIG_HOME", "XDG_CACHE_HOME"):
        monkeypatch.setenv(name, str(home / name.lower()))


def write_good_profile(saves: dict[str, bytes]) -> dict[str, Path]:
    folder = data_dir()
    folder.mkdir(parents=True, exist_ok=True)
    paths = {name: folder / f"{name}.json" for name in (*GAME_IDS, *TUTORIALS)}
    for game, path in paths.items():
        path.write_bytes(saves[game])
    paths["statistics"] = folder / "statistics.json"
    atomic_write_json(paths["statistics"], GOOD_STATISTICS)
    settings = AppSettings(default_settings_path())
    settings.set_language(GOOD_SETTINGS["language"])
    settings.set_ai_level(GOOD_SETTINGS["ai_level"])
    settings.set_animation_speed(GOOD_SETTINGS["animation_speed"])
    settings.set_game_option("kozel", "match_limit", GOOD_SETTINGS["kozel/match_limit"])
    settings.sync()
    paths["settings"] = settings.path
    return paths


def settings_values(path: Path) -> dict[str, str]:
    """The chosen settings as the file on disk holds them (read without QSettings, whose
    in-process cache would also show changes it could not write)."""
    values, group = {}, ""
    for line in path.read_text(encoding="utf-8").splitlines():
        if line.startswith("["):
            group = "" if line == "[General]" else line.strip("[]") + "/"
        elif "=" in line:
            key, value = line.split("=", 1)
            values[group + key] = value
    return {key: values.get(key, "") for key in GOOD_SETTINGS}


def break_file(path: Path, fault: str, name: str) -> object:
    """Damage ``path`` (a content fault); returns what the kept-aside file must be."""
    good = path.read_bytes()
    if fault == "random bytes":
        bad = random.Random(f"{name}-{fault}").randbytes(2048)
    elif fault == "truncated":
        cut = len(good) // 2
        while good[cut - 1:cut + 1].count(b"\n"):  # mid-line (a cut at a line end leaves valid INI)
            cut += 1
        bad = good[:cut]
    elif fault == "deeply nested":
        bad = b"[" * 200000 + b"]" * 200000
    elif fault == "wrong schema":
        if name == "settings":
            bad = good.replace(b"ai_level=hard", b"ai_level=superhuman")
            assert bad != good
        elif name == "statistics":
            bad = json.dumps({"bao": {"hard": {"played": "many"}}}).encode()
        elif name in TUTORIALS:  # the envelope is right, the lesson is not
            content = json.loads(good)
            content["run"] = {"lesson": 5, "moves": "A1>"}
            bad = json.dumps(content).encode()
        else:  # the save's envelope is right, what is inside is not a game
            content = json.loads(good)
            content["state"] = {"board": "none", "hands": [1, 2, 3]}
            content["history"] = {"moves": 5}
            bad = json.dumps(content).encode()
    elif fault == "huge":
        with open(path, "wb") as stream:
            stream.truncate(HUGE_BYTES)
        return ("size", HUGE_BYTES)
    elif fault == "folder in its place":
        path.unlink()
        path.mkdir()
        (path / "inside.txt").write_text("a folder, not a file")
        return ("folder", "inside.txt")
    elif fault == "unreadable":
        return ("bytes", good)
    else:
        raise AssertionError(fault)
    path.write_bytes(bad)
    return ("bytes", bad)


def kept_aside_as_expected(path: Path, expected) -> str | None:
    asides = list(path.parent.glob(path.name + ".corrupt-*"))
    if len(asides) != 1:
        return f"{len(asides)} files kept aside"
    aside = asides[0]
    if aside.is_file() and not os.access(aside, os.R_OK):  # kept as it was: unreadable (chmod 000)
        aside.chmod(0o600)
    kind, value = expected
    if kind == "size" and not (aside.is_file() and aside.stat().st_size == value):
        return "the huge file was not kept as it was"
    if kind == "folder" and not (aside / value).is_file():
        return "the folder was not kept"
    if kind == "bytes" and aside.read_bytes() != value:
        return "the kept file's bytes differ"
    return None


def use_the_file(window: MainWindow, name: str, fault: str) -> None:
    """What a player does that reads (and, for the write faults, writes) the file."""
    services = window.services
    if name in TUTORIALS:
        view = window.tutorials.open(name[len(tutorial_key("")):])
        if fault in WRITE_FAULTS:
            for _ in range(3):  # leaving the lesson (and the app closing) saves the progress
                view.save()
    elif name in GAME_IDS:
        window.open_game(name, resume=True)
        if fault in WRITE_FAULTS:
            for _ in range(3):  # three moves' autosaves
                window.view.table.autosave()
    elif name == "statistics":
        window.show_statistics()
        window.show_statistics()
        if fault in WRITE_FAULTS:
            services.statistics.record("back_alley", "easy", "won")
            services.statistics.record("back_alley", "easy", "lost")
    elif fault in WRITE_FAULTS:  # settings: two changes
        services.settings.set_ai_level("expert")
        services.settings.set_animation_speed("slow")
    services.saves.flush()
    QCoreApplication.processEvents()  # the writer thread's messages are queued
    window.report_problems()


def fault_context(fault: str, path: Path):
    if fault == "unreadable":
        return unreadable(path)
    if fault == "read-only folder":
        return read_only_folder(path.parent)
    if fault == "full disk":
        return full_disk(path.parent)
    return contextlib.nullcontext("")


def run_case(qtbot, saves: dict[str, bytes], name: str, fault: str) -> list[str]:
    """One file x one fault; the list of what went wrong (empty: survived)."""
    paths = write_good_profile(saves)
    path = paths[name]
    before = {other: p.read_bytes() for other, p in paths.items() if other not in (name, "settings")}
    expected_aside = break_file(path, fault, name) if fault in CONTENT_FAULTS else None
    broken_bytes = path.read_bytes() if path.is_file() and fault != "huge" else None
    problems: list[str] = []
    with qtbot.capture_exceptions() as exceptions:
        with fault_context(fault, path):
            window = MainWindow(create_services(chooser=first_legal))
            qtbot.addWidget(window)
            window.show()
            use_the_file(window, name, fault)
            if fault in CONTENT_FAULTS and name in GAME_IDS and window.view.observation is None:
                problems.append("no game after the bad save")
            if name in TUTORIALS and window.tutorials.view is None:
                problems.append("no tutorial after the bad progress file")
            window.close()
        QCoreApplication.processEvents()
    problems += [f"raised {exc[0].__name__}: {exc[1]}" for exc in exceptions]
    messages = list(window.banner.messages)
    if len(messages) != 1:
        problems.append(f"{len(messages)} messages: {messages}")
    problems += [f"not in words: {m!r}" for m in messages if any(token in m for token in NOT_WORDS)]
    if expected_aside is not None:
        if name == "settings" and fault == "wrong schema":  # only the bad value was reset
            if settings_values(path) != {**GOOD_SETTINGS, "ai_level": "medium"}:  # the default
                problems.append(f"good settings lost: {settings_values(path)}")
            expected_aside = ("bytes", broken_bytes)
        aside_problem = kept_aside_as_expected(path, expected_aside)
        if aside_problem:
            problems.append(aside_problem)
    elif name == "settings":
        # (Qt also syncs from its event loop, behind a patched writer's back: with the
        # patched fallback, only a real read-only or full folder can show this.)
        if settings_values(path) != GOOD_SETTINGS and fault_mechanism(fault) != "patched writer":
            problems.append(f"good settings lost: {settings_values(path)}")
    elif path.read_bytes() != broken_bytes:
        problems.append("the good file changed although it could not be written")
    for other, data in before.items():
        if not paths[other].is_file() or paths[other].read_bytes() != data:
            problems.append(f"{other} changed")
    if name != "settings" and settings_values(paths["settings"]) != GOOD_SETTINGS:
        problems.append("the settings changed")
    leftovers = [p.name for p in path.parent.glob("*.tmp")]
    if leftovers:
        problems.append(f"temporary files left: {leftovers}")
    return problems


def test_every_file_survives_every_fault(qtbot, tmp_path, monkeypatch):
    monkeypatch.setattr(StatisticsDialog, "exec", lambda self: 0)  # opened and closed at once
    saves = good_saves(qtbot)
    tried, failures = 0, {}
    for name in FILES:
        for fault in FAULTS:
            tried += 1
            use_home(tmp_path / f"{name}-{fault}".replace(" ", "-"), monkeypatch)
            try:
                problems = run_case(qtbot, saves, name, fault)
            except Exception as error:  # noqa: BLE001 - a case that breaks the test counts as lost
                problems = [f"the case itself failed: {type(error).__name__}: {error}"]
            if problems:
                failures[(name, fault)] = problems
    survived = tried - len(failures)
    how = {fault: fault_mechanism(fault) for fault in ("unreadable", *WRITE_FAULTS)}
    warnings.warn(f"file fault test: {tried} tried, {survived} survived "
                  f"({len(FILES)} files x {len(FAULTS)} faults; made by {how})", FaultReport, stacklevel=1)
    assert not failures, "\n".join(f"{name} x {fault}: {problems}" for (name, fault), problems in failures.items())
    assert tried == len(FILES) * len(FAULTS) == 90


def fault_mechanism(fault: str) -> str:
    from tests import file_faults

    if fault == "unreadable":
        return "chmod" if not file_faults.is_root() and not file_faults.FORCE_PATCHED else "patched reader"
    if not file_faults.is_root() and not file_faults.FORCE_PATCHED:
        return "chmod" if fault == "read-only folder" else "patched writer"
    return "mount" if file_faults.can_mount() else "patched writer"


pytestmark = pytest.mark.filterwarnings("default::tests.test_file_faults.FaultReport")
