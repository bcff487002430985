"""The app's settings: one INI file read through ``QSettings``, every value validated
against the lists below.

The file is checked before Qt reads it (``check_ini``: size cap, text, INI lines); a
file that fails is moved aside and the defaults are used. Every write is checked
(``QSettings.status()`` after ``sync()``). ``take_problems`` says what happened, each
once, so the main window can tell the user without a blocking dialog.
"""

from __future__ import annotations

import errno
import os
import re
from pathlib import Path
from typing import NamedTuple

from PySide6.QtCore import QByteArray, QCoreApplication, QObject, QSettings, QStandardPaths, Signal

from app.games import GAME_IDS, GAMES
from app.sound import DEFAULT_VOLUME as SOUND_DEFAULT_VOLUME
from app.ui import file_problems
from app.ui.games import SCREENS
from app.ui.speeds import ANIMATION_SPEEDS, DEFAULT_ANIMATION_SPEED
from app.ui.storage import BadFile, WriteHealth, app_location, copy_aside, ensure_folder, move_aside, read_capped

# The AI's levels; the same tuple as ``app.ai.LEVELS`` (not imported here so that the
# app starts without loading any search code).
AI_LEVELS = ("easy", "medium", "hard", "expert")
DEFAULT_AI_LEVEL = "medium"

SETTINGS_FILE_NAME = "settings.ini"
WINDOW_GEOMETRY_KEY = "window/geometry"


class OptionSpec(NamedTuple):
    """One per-game option: a key, its allowed values and the default. (A NamedTuple:
    a dataclass would compile its generated methods at every start, and importing
    ``dataclasses`` costs too; app/core/records.py.)"""

    key: str
    choices: tuple[str, ...]
    default: str


# Bao's hole names on the board (issue 19), the first the default: a view preference of
# the Study menu, not a game option.
BAO_COORDINATES = ("off", "mover", "both")
# Per-game options, validated on read: the game's rule options (its GameInfo: key,
# allowed values, default; rules files: "Options the settings should offer"), then the
# screen's own (app/ui/games.py: who plays Bao's other side, the four-colour deck).
GAME_OPTIONS: dict[str, tuple[OptionSpec, ...]] = {
    game: tuple(OptionSpec(o.key, o.values, o.default) for o in info.options)
    + tuple(OptionSpec(*option) for option in SCREENS[game].screen_options)
    for game, info in GAMES.items()
}


# The card table's own options (issue 20), for every card game, defaults first. [D] The
# defaults keep today's table: trumps at the right, no auto-close of the deal's result;
# alternating colours and low-to-high ranks are new, auto-play is on (issue 20).
TABLE_OPTIONS: tuple[OptionSpec, ...] = (
    OptionSpec("card_size", ("medium", "small", "large"), "medium"),
    OptionSpec("hand_colours", ("alternate", "suit_order"), "alternate"),
    OptionSpec("trump_side", ("right", "left"), "right"),
    OptionSpec("rank_order", ("ascending", "descending"), "ascending"),
    OptionSpec("auto_play", ("on", "off"), "on"),
    OptionSpec("fast_forward", ("on", "off"), "on"),
    OptionSpec("result_seconds", ("click", "3", "5", "10"), "click"),
)


def table_option_label(value: str) -> str:
    """The user-visible name of a table option or value (literal strings for lupdate)."""
    labels = {
        "card_size": QCoreApplication.translate("Options", "Card size"),
        "small": QCoreApplication.translate("Options", "Small"),
        "medium": QCoreApplication.translate("Options", "Medium"),
        "large": QCoreApplication.translate("Options", "Large"),
        "hand_colours": QCoreApplication.translate("Options", "Suits in your hand"),
        "alternate": QCoreApplication.translate("Options", "Alternating colours"),
        "suit_order": QCoreApplication.translate("Options", "Always the same order (♣ ♦ ♥ ♠)"),
        "trump_side": QCoreApplication.translate("Options", "Trumps in your hand"),
        "right": QCoreApplication.translate("Options", "At the right"),
        "left": QCoreApplication.translate("Options", "At the left"),
        "rank_order": QCoreApplication.translate("Options", "Cards of a suit"),
        "ascending": QCoreApplication.translate("Options", "Low to high"),
        "descending": QCoreApplication.translate("Options", "High to low"),
        "auto_play": QCoreApplication.translate("Options", "Play a forced card by itself"),
        "fast_forward": QCoreApplication.translate("Options", "Fast-forward when you are out of the game"),
        "result_seconds": QCoreApplication.translate("Options", "Close the result of a deal"),
        "click": QCoreApplication.translate("Options", "When I click"),
        "3": QCoreApplication.translate("Options", "After 3 seconds"),
        "5": QCoreApplication.translate("Options", "After 5 seconds"),
        "10": QCoreApplication.translate("Options", "After 10 seconds"),
    }
    return labels.get(value, option_label(value))


def option_label(value: str) -> str:
    """The user-visible name of an option value (literal strings for lupdate)."""
    labels = {
        "kiswahili": QCoreApplication.translate("Options", "Bao la Kiswahili"),
        "kujifunza": QCoreApplication.translate("Options", "Bao la kujifunza (learners' game)"),
        "ai": QCoreApplication.translate("Options", "The computer"),
        "human": QCoreApplication.translate("Options", "A second person on this computer"),
        "variant": QCoreApplication.translate("Options", "Variant"),
        "opponent": QCoreApplication.translate("Options", "Opponent"),
        "on": QCoreApplication.translate("Options", "On"),
        "off": QCoreApplication.translate("Options", "Off"),
        "face_down": QCoreApplication.translate("Options", "Face down"),
        "face_up": QCoreApplication.translate("Options", "Face up"),
        "two": QCoreApplication.translate("Options", "Two colours (♠♣ black, ♥♦ red)"),
        "four": QCoreApplication.translate("Options", "Four colours (♣ green, ♦ blue)"),
        "eggs_double": QCoreApplication.translate("Options", "Eggs (60–60) double the next game"),
        "discards": QCoreApplication.translate("Options", "Discards"),
        "match_limit": QCoreApplication.translate("Options", "Loss points that end the match"),
        "card_colours": QCoreApplication.translate("Options", "Card suits"),
        "players": QCoreApplication.translate("Options", "Number of players"),
        "sixes": QCoreApplication.translate("Options", "Sixes go to the trump owners"),
        "pickup": QCoreApplication.translate("Options", "Pick up even when able to beat"),
    }
    return labels.get(value, value)


def level_label(level: str) -> str:
    labels = {
        "easy": QCoreApplication.translate("Levels", "Easy"),
        "medium": QCoreApplication.translate("Levels", "Medium"),
        "hard": QCoreApplication.translate("Levels", "Hard"),
        "expert": QCoreApplication.translate("Levels", "Expert"),
    }
    return labels.get(level, level)


def speed_label(speed: str) -> str:
    labels = {
        "slow": QCoreApplication.translate("Speeds", "Slow"),
        "normal": QCoreApplication.translate("Speeds", "Normal"),
        "fast": QCoreApplication.translate("Speeds", "Fast"),
        "instant": QCoreApplication.translate("Speeds", "Instant"),
    }
    return labels.get(speed, speed)


# What a line of an INI file that Qt wrote (or a person edited) looks like: blank, a
# comment, a "[group]" header or a "key=value" line. Qt escapes "[", "]" and "=" in
# keys and group names, so a line made of brackets (a "[[[[…]]]]" file) is not INI.
_INI_LINE = re.compile(r"\s*(?:$|[;#]|\[[^\[\]]*\]\s*$|[^=\[\]]+=)")


def check_ini(path: Path) -> bytes:
    """The bytes of ``path`` if it is a settings file Qt could have written; raises
    ``BadFile`` for other content (binary junk, huge, not INI; Qt's reader accepts
    almost anything and reads a file of any size), ``OSError`` when it cannot be read."""
    data = read_capped(path)
    try:
        text = data.decode("utf-8")
    except UnicodeDecodeError:
        raise BadFile(BadFile.DAMAGED, "not UTF-8 text") from None
    if "\x00" in text or not all(_INI_LINE.match(line) for line in text.splitlines()):
        raise BadFile(BadFile.DAMAGED, "not an INI file")
    return data


def settings_folder() -> Path:
    return app_location(QStandardPaths.StandardLocation.AppConfigLocation)


def default_settings_path() -> Path:
    return settings_folder() / SETTINGS_FILE_NAME


# Online play's remembered values: the player's name, the server's address, and the
# ticket of the seat taken last (JSON; it rejoins a running table after a restart).
ONLINE_KEYS = ("name", "server", "ticket")
ONLINE_VALUE_MAX = 2000


class AppSettings(QObject):
    """Typed, validated access to the settings file.

    Nothing here raises for a file problem: a settings file that cannot be used is
    moved aside (the defaults are used), unknown values are reset (a copy of the file is
    kept), and a change that cannot be written applies until the app closes; each is
    said once in ``take_problems``."""

    changed = Signal(str)  # the key that changed

    def __init__(self, path: Path | None = None, parent: QObject | None = None) -> None:
        super().__init__(parent)
        self.path = path or default_settings_path()
        self._problems = file_problems.Problems()
        self.moved_aside: Path | None = None
        self._health = WriteHealth()
        self._file_reported = False   # the file itself was reported: no second message
        self._reset_keys: list[str] = []
        self._batch = False
        self._as_found: bytes | None = None  # the file as it was at the start (for a copy)
        aside = ensure_folder(self.path.parent)
        if aside is not None:
            folder = self.path.parent
            self._problems.add(lambda: file_problems.folder_moved_aside(folder, aside))
        problem = self._file_problem()
        if problem is not None:
            self._set_aside(problem)
        self._settings = QSettings(str(self.path), QSettings.Format.IniFormat)
        if problem is None and self._settings.status() == QSettings.Status.FormatError:
            self._settings = None  # release the handle before renaming
            self._set_aside(BadFile(BadFile.DAMAGED))
            self._settings = QSettings(str(self.path), QSettings.Format.IniFormat)

    def _file_problem(self) -> BaseException | None:
        if not (self.path.exists() or self.path.is_symlink()):
            return None
        try:
            self._as_found = check_ini(self.path)
        except Exception as problem:  # noqa: BLE001 - any unusable file is set aside
            return problem
        return None

    def _set_aside(self, problem: BaseException) -> None:
        try:
            self.moved_aside = move_aside(self.path)
        except OSError:
            self.moved_aside = None
        self._file_reported = True
        aside = self.moved_aside
        self._problems.add(lambda: file_problems.sentences(
            QCoreApplication.translate("Settings", "The settings could not be read."),
            file_problems.reason(problem), file_problems.kept_aside(aside),
            QCoreApplication.translate("Settings", "The default settings are used.")))

    # -- raw access with validation -------------------------------------------------
    def _choice(self, key: str, choices: tuple[str, ...], default: str) -> str:
        value = self._settings.value(key, default)
        if not isinstance(value, str) or value not in choices:
            if self._settings.contains(key):
                self._reset(key, default)
            return default
        return value

    def _reset(self, key: str, default: str) -> None:
        """An unknown value (an edited file, a newer version's): back to the default,
        the rest of the file kept, and a copy of the old file kept the first time."""
        if not self._reset_keys and not self._file_reported and self._as_found is not None:
            try:
                self.moved_aside = copy_aside(self.path, self._as_found)
            except Exception:  # noqa: BLE001 - the message says no copy was kept
                self.moved_aside = None
        self._reset_keys.append(key)
        self._settings.setValue(key, default)
        if not self._batch:
            self._report_resets()

    def _report_resets(self) -> None:
        if not self._reset_keys or self._file_reported:
            self._reset_keys.clear()
            return
        keys, aside = ", ".join(self._reset_keys), self.moved_aside
        self._problems.add(lambda: file_problems.sentences(
            QCoreApplication.translate("Settings", "Some settings had values Jadi does not know ({0}) and were "
                                                   "reset; the others are kept.").format(keys),
            QCoreApplication.translate("Settings", "A copy of the old file was kept as {0}.").format(aside.name)
            if aside is not None else ""))
        self._file_reported = True
        self._reset_keys.clear()

    def _set(self, key: str, value: str) -> None:
        if self._settings.value(key) != value:
            self._settings.setValue(key, value)
            self._commit()
            self.changed.emit(key)

    def _commit(self, report: bool = True) -> bool:
        """Write the settings file; a failure is said once (the value applies until the
        app closes), and so is a write that works again."""
        self._settings.sync()
        written = self._settings.status() == QSettings.Status.NoError
        if not written:
            # QSettings keeps its first error for ever; a new object (whose constructor
            # syncs) tells whether the file can be written now.
            self._settings = QSettings(str(self.path), QSettings.Format.IniFormat)
            written = self._settings.status() == QSettings.Status.NoError
        if not written and self._health.failed() and report:
            problem = write_problem(self.path)
            self._problems.add(lambda: file_problems.sentences(
                QCoreApplication.translate("Settings", "The settings could not be saved."),
                file_problems.reason(problem),
                QCoreApplication.translate("Settings", "Changes still apply until Jadi closes.")))
        elif written and self._health.succeeded() and report:
            self._problems.add(lambda: QCoreApplication.translate("Settings", "The settings are being saved again."))
        return written

    # -- typed settings ---------------------------------------------------------------
    def language(self) -> str:
        """The chosen language; at the first start the system locale's (English when it
        is none of ours), written down at once so that it is remembered."""
        from app.i18n import DEFAULT_LANGUAGE, LANGUAGES, detect_language

        if not self._settings.contains("language"):
            detected = detect_language()
            self._settings.setValue("language", detected)
            self._commit()
            return detected
        return self._choice("language", tuple(LANGUAGES), DEFAULT_LANGUAGE)

    def set_language(self, code: str) -> None:
        from app.i18n import LANGUAGES

        if code not in LANGUAGES:
            raise ValueError(f"unknown language {code!r}")
        if self._settings.value("language") != code:
            self._settings.setValue("language", code)
            self._commit()
        # Always announced: the language in use may differ from the saved one (``--lang``),
        # and choosing the saved one must then switch to it.
        self.changed.emit("language")

    def animation_speed(self) -> str:
        return self._choice("animation_speed", ANIMATION_SPEEDS, DEFAULT_ANIMATION_SPEED)

    def set_animation_speed(self, speed: str) -> None:
        if speed not in ANIMATION_SPEEDS:
            raise ValueError(f"unknown animation speed {speed!r}")
        self._set("animation_speed", speed)

    def ai_level(self) -> str:
        return self._choice("ai_level", AI_LEVELS, DEFAULT_AI_LEVEL)

    def set_ai_level(self, level: str) -> None:
        if level not in AI_LEVELS:
            raise ValueError(f"unknown AI level {level!r}")
        self._set("ai_level", level)

    def game_ai_level(self, game: str) -> str:
        """The computer's strength in ``game``; until chosen for it, the app-wide one."""
        return self._choice(f"{game}/ai_level", AI_LEVELS, self.ai_level())

    def set_game_ai_level(self, game: str, level: str) -> None:
        if level not in AI_LEVELS:
            raise ValueError(f"unknown AI level {level!r}")
        self._set(f"{game}/ai_level", level)

    def table_option(self, key: str) -> str:
        spec = self._table_spec(key)
        return self._choice(f"table/{key}", spec.choices, spec.default)

    def set_table_option(self, key: str, value: str) -> None:
        spec = self._table_spec(key)
        if value not in spec.choices:
            raise ValueError(f"unknown value {value!r} for table/{key}")
        self._set(f"table/{key}", value)

    @staticmethod
    def _table_spec(key: str) -> OptionSpec:
        for spec in TABLE_OPTIONS:
            if spec.key == key:
                return spec
        raise KeyError(f"no table option {key!r}")

    def sound_on(self) -> bool:
        return self._choice("sound/enabled", ("on", "off"), "on") == "on"

    def set_sound_on(self, on: bool) -> None:
        self._set("sound/enabled", "on" if on else "off")

    def sound_volume(self) -> int:
        """0..100 (kept as text like every value, so the file stays plain)."""
        text = self._choice("sound/volume", tuple(str(v) for v in range(101)), str(SOUND_DEFAULT_VOLUME))
        return int(text)

    def set_sound_volume(self, volume: int) -> None:
        if not 0 <= int(volume) <= 100:
            raise ValueError(f"volume must be 0..100, not {volume!r}")
        self._set("sound/volume", str(int(volume)))

    def bao_coordinates(self) -> str:
        """Bao's hole names on the board (the Study menu): "off", "mover" (the side to
        move's holes) or "both" (every hole, from its owner's view)."""
        return self._choice("bao/coordinates", BAO_COORDINATES, BAO_COORDINATES[0])

    def set_bao_coordinates(self, mode: str) -> None:
        if mode not in BAO_COORDINATES:
            raise ValueError(f"unknown hole names setting {mode!r}")
        self._set("bao/coordinates", mode)

    def game_option(self, game: str, key: str) -> str:
        spec = self._spec(game, key)
        return self._choice(f"{game}/{key}", spec.choices, spec.default)

    def set_game_option(self, game: str, key: str, value: str) -> None:
        spec = self._spec(game, key)
        if value not in spec.choices:
            raise ValueError(f"unknown value {value!r} for {game}/{key}")
        self._set(f"{game}/{key}", value)

    def game_options(self, game: str) -> dict[str, str]:
        return {spec.key: self.game_option(game, spec.key) for spec in GAME_OPTIONS.get(game, ())}

    @staticmethod
    def _spec(game: str, key: str) -> OptionSpec:
        for spec in GAME_OPTIONS.get(game, ()):
            if spec.key == key:
                return spec
        raise KeyError(f"no option {key!r} for game {game!r}")

    def window_geometry(self) -> QByteArray | None:
        """The main window's last geometry (``QWidget.saveGeometry``), if any."""
        value = self._settings.value(WINDOW_GEOMETRY_KEY)
        return value if isinstance(value, QByteArray) and not value.isEmpty() else None

    def set_window_geometry(self, geometry: QByteArray) -> None:
        """Kept when the window closes (a failure then is not said: nobody is left to read it)."""
        self._settings.setValue(WINDOW_GEOMETRY_KEY, geometry)
        self._commit(report=False)

    # -- online play (app/ui/online): the player's name, the last server, the seat ticket --
    def online_value(self, key: str) -> str:
        """One of ``ONLINE_KEYS`` ("" if unset or not text: a bad value is simply unset)."""
        if key not in ONLINE_KEYS:
            raise KeyError(f"no online setting {key!r}")
        value = self._settings.value(f"online/{key}", "")
        return value if isinstance(value, str) and len(value) <= ONLINE_VALUE_MAX else ""

    def set_online_value(self, key: str, value: str) -> None:
        if key not in ONLINE_KEYS:
            raise KeyError(f"no online setting {key!r}")
        self._set(f"online/{key}", value[:ONLINE_VALUE_MAX])

    def validate_all(self) -> None:
        """Read every setting once so bad values are reset at start-up (said once)."""
        self._batch = True
        try:
            self.language()
            self.animation_speed()
            self.ai_level()
            for game in GAME_OPTIONS:
                self.game_options(game)
            for game in GAME_IDS:
                self.game_ai_level(game)
            for spec in TABLE_OPTIONS:
                self.table_option(spec.key)
            self.sound_on()
            self.sound_volume()
        finally:
            self._batch = False
            self._report_resets()

    def sync(self) -> None:
        """Write what is not written yet (the app is closing: a failure is not said)."""
        self._commit(report=False)

    def take_problems(self) -> list[str]:
        """The messages not yet shown (each once), in the language now in use."""
        return self._problems.take()

    @property
    def problems(self) -> list[str]:
        """The messages not yet shown (they stay until taken)."""
        return self._problems.peek()

    def add_problem(self, message) -> None:
        """Another message about the settings (``message()`` puts it into words)."""
        self._problems.add(message)


def write_problem(path: Path) -> BaseException:
    """Why the settings file cannot be written, found by writing a probe file next to
    it (QSettings only says "access error"); a generic problem when the probe works."""
    probe = path.with_name(f"{path.name}.probe")
    try:
        with open(probe, "wb") as stream:
            stream.write(b"\n")
            stream.flush()
            os.fsync(stream.fileno())
    except OSError as problem:
        return problem
    finally:
        try:
            probe.unlink()
        except OSError:
            pass
    return OSError(errno.EIO, "the settings file could not be written")
