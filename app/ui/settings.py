"""The app's settings: one INI file read through ``QSettings`` (so a corrupt file is
detectable with ``status()``), every value validated against the lists below.

A corrupt settings file is moved aside and the defaults are used; ``problems`` lists
what happened so the main window can tell the user without a blocking dialog.
"""

from __future__ import annotations

from dataclasses import dataclass
from pathlib import Path

from PySide6.QtCore import QByteArray, QCoreApplication, QObject, QSettings, QStandardPaths, Signal

from app.games import GAME_IDS, GAMES
from app.sound.service import DEFAULT_VOLUME as SOUND_DEFAULT_VOLUME
from app.ui.animation import ANIMATION_SPEEDS, DEFAULT_ANIMATION_SPEED
from app.ui.storage import move_aside

# The AI's levels; the same tuple as ``app.ai.LEVELS`` (not imported here so that the
# app starts without loading any search code).
AI_LEVELS = ("easy", "medium", "hard", "expert")
DEFAULT_AI_LEVEL = "medium"

SETTINGS_FILE_NAME = "settings.ini"
WINDOW_GEOMETRY_KEY = "window/geometry"


@dataclass(frozen=True)
class OptionSpec:
    """One per-game option: a key, its allowed values and the default."""

    key: str
    choices: tuple[str, ...]
    default: str


# Options of the screens, not of the rules: who plays Bao's other side, and the
# four-colour deck (card table issue).
_CARD_COLOURS = OptionSpec("card_colours", ("two", "four"), "two")
_SCREEN_OPTIONS: dict[str, tuple[OptionSpec, ...]] = {
    "bao": (OptionSpec("opponent", ("ai", "human"), "ai"),),
    "kozel": (_CARD_COLOURS,),
    "svoi_kozyri": (_CARD_COLOURS,),
    "back_alley": (_CARD_COLOURS,),
}
# Per-game options, validated on read: the game's rule options (its GameInfo: key,
# allowed values, default; rules files: "Options the settings should offer"), then the
# screen's own.
GAME_OPTIONS: dict[str, tuple[OptionSpec, ...]] = {
    game: tuple(OptionSpec(o.key, o.values, o.default) for o in info.options) + _SCREEN_OPTIONS.get(game, ())
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


def _looks_like_text(path: Path) -> bool:
    """Qt's INI reader accepts almost anything; binary junk is caught here."""
    try:
        data = path.read_bytes()
        data.decode("utf-8")
    except (OSError, UnicodeDecodeError):
        return False
    return b"\x00" not in data


def default_settings_path() -> Path:
    location = QStandardPaths.writableLocation(QStandardPaths.StandardLocation.AppConfigLocation)
    path = Path(location)
    path.mkdir(parents=True, exist_ok=True)
    return path / SETTINGS_FILE_NAME


class AppSettings(QObject):
    """Typed, validated access to the settings file."""

    changed = Signal(str)  # the key that changed

    def __init__(self, path: Path | None = None, parent: QObject | None = None) -> None:
        super().__init__(parent)
        self.path = path or default_settings_path()
        self.problems: list[str] = []
        self.moved_aside: Path | None = None
        self._settings = QSettings(str(self.path), QSettings.Format.IniFormat)
        if self.path.exists() and (self._settings.status() != QSettings.Status.NoError
                                   or not _looks_like_text(self.path)):
            self._settings = None  # release the handle before renaming
            self.moved_aside = move_aside(self.path)
            self.problems.append(
                QCoreApplication.translate(
                    "Settings",
                    "The settings file could not be read; it was kept as {0} and the defaults are used.",
                ).format(self.moved_aside.name)
            )
            self._settings = QSettings(str(self.path), QSettings.Format.IniFormat)

    # -- raw access with validation -------------------------------------------------
    def _choice(self, key: str, choices: tuple[str, ...], default: str) -> str:
        value = self._settings.value(key, default)
        if not isinstance(value, str) or value not in choices:
            if self._settings.contains(key):
                self.problems.append(
                    QCoreApplication.translate(
                        "Settings", "The setting {0} had an unknown value and was reset."
                    ).format(key)
                )
                self._settings.setValue(key, default)
            return default
        return value

    def _set(self, key: str, value: str) -> None:
        if self._settings.value(key) != value:
            self._settings.setValue(key, value)
            self._settings.sync()
            self.changed.emit(key)

    # -- typed settings ---------------------------------------------------------------
    def language(self) -> str:
        """The chosen language; at the first start the system locale's (English when it
        is none of ours), written down at once so that it is remembered."""
        from app.i18n import DEFAULT_LANGUAGE, LANGUAGES, detect_language

        if not self._settings.contains("language"):
            detected = detect_language()
            self._settings.setValue("language", detected)
            self._settings.sync()
            return detected
        return self._choice("language", tuple(LANGUAGES), DEFAULT_LANGUAGE)

    def set_language(self, code: str) -> None:
        from app.i18n import LANGUAGES

        if code not in LANGUAGES:
            raise ValueError(f"unknown language {code!r}")
        if self._settings.value("language") != code:
            self._settings.setValue("language", code)
            self._settings.sync()
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
        self._settings.setValue(WINDOW_GEOMETRY_KEY, geometry)
        self._settings.sync()

    def validate_all(self) -> None:
        """Read every setting once so bad values are reported and reset at start-up."""
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

    def sync(self) -> None:
        self._settings.sync()
