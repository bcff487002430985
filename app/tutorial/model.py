"""The tutorial data as Python objects, read from ``resources/tutorials/<game>.json``.

The file format is documented in ``app/tutorial/__init__.py``. Reading checks the shape
of the data; ``Tutorial.load`` then plays every lesson through (``validate.py``) so a
broken file fails at once with the lesson and step named.
"""

from __future__ import annotations

import json
import re
from dataclasses import dataclass
from pathlib import Path
from typing import Any

from app.games import GAME_IDS
from app.resources import resource_path

# The app's languages; every text of a tutorial exists in all of them.
LANGUAGES = ("en", "sw", "fil", "cy")
GAMES = GAME_IDS  # every game has a tutorial
# Places of the card table a step may point at (besides card codes in the hand).
CARD_AREAS = ("trick", "trump", "stock", "pile", "auction", "score", "hand")
_BAO_TARGET = re.compile(r"^(N:)?([AB][1-8]|store|nyumba)$")
# Card codes of each card game's pack (Back Alley adds 2-5 and the two Bloopers).
_CARD_CODES = {
    "back_alley": re.compile(r"^([2-9TJQKA][CDHS]|BB|LB)$"),
    "kozel": re.compile(r"^[6-9TJQKA][CDHS]$"),
    "svoi_kozyri": re.compile(r"^[6-9TJQKA][CDHS]$"),
}


class TutorialError(ValueError):
    """A tutorial file that cannot be used; the message names the lesson and step."""


Texts = dict[str, str]


@dataclass(frozen=True)
class Step:
    """One step of a lesson: an explanation, a highlight, and what ends the step."""

    texts: Texts
    highlight: tuple[str, ...]
    expect: tuple[str, ...]  # accepted moves (notation); empty for an information step
    wrong: Texts | None  # why another move is refused (move steps only)
    script: tuple[str, ...]  # opponents' moves after the player's move

    @property
    def is_info(self) -> bool:
        """An information step: the player reads it and presses Next."""
        return not self.expect

    def text(self, lang: str) -> str:
        return _pick(self.texts, lang)

    def wrong_text(self, lang: str) -> str:
        return _pick(self.wrong or {}, lang)


@dataclass(frozen=True)
class Lesson:
    id: str
    titles: Texts
    setup: dict[str, Any]
    steps: tuple[Step, ...]

    def title(self, lang: str) -> str:
        return _pick(self.titles, lang)


@dataclass(frozen=True)
class Tutorial:
    game: str
    titles: Texts
    lessons: tuple[Lesson, ...]

    def title(self, lang: str) -> str:
        return _pick(self.titles, lang)

    def lesson_index(self, lesson_id: str) -> int:
        for i, lesson in enumerate(self.lessons):
            if lesson.id == lesson_id:
                return i
        raise KeyError(f"{self.game} tutorial: no lesson {lesson_id!r}")

    @classmethod
    def load(cls, game: str) -> "Tutorial":
        """Read and fully check ``resources/tutorials/<game>.json``."""
        if game not in GAMES:
            raise TutorialError(f"no tutorial for {game!r} (games: {', '.join(GAMES)})")
        return cls.from_file(resource_path("tutorials", f"{game}.json"))

    @classmethod
    def load_all(cls) -> dict[str, "Tutorial"]:
        """Every game's tutorial, fully checked (for the translation check and tests)."""
        return {game: cls.load(game) for game in GAMES}

    @classmethod
    def from_file(cls, path: str | Path) -> "Tutorial":
        try:
            data = json.loads(Path(path).read_text(encoding="utf-8"))
        except (OSError, json.JSONDecodeError) as error:
            raise TutorialError(f"tutorial file {path}: {error}") from error
        return cls.from_data(data)

    @classmethod
    def from_data(cls, data: Any) -> "Tutorial":
        """Build from the parsed JSON and check that every lesson plays through."""
        tutorial = _read_tutorial(data)
        from app.tutorial.validate import check_tutorial  # plays the lessons: needs run.py

        check_tutorial(tutorial)
        return tutorial


def _pick(texts: Texts, lang: str) -> str:
    """The text in ``lang``; English when the language is unknown (never for the four)."""
    return texts.get(lang) or texts.get("en", "")


# ---------------------------------------------------------------------------- reading
def _read_tutorial(data: Any) -> Tutorial:
    if not isinstance(data, dict):
        raise TutorialError("a tutorial file holds one JSON object")
    game = data.get("game")
    if game not in GAMES:
        raise TutorialError(f"tutorial: 'game' must be one of {', '.join(GAMES)}, not {game!r}")
    where = f"{game} tutorial"
    titles = _texts(data.get("title"), f"{where}: title")
    lessons_data = data.get("lessons")
    if not isinstance(lessons_data, list) or not lessons_data:
        raise TutorialError(f"{where}: 'lessons' must be a non-empty list")
    lessons = tuple(_read_lesson(game, i, item) for i, item in enumerate(lessons_data))
    ids = [lesson.id for lesson in lessons]
    if len(set(ids)) != len(ids):
        raise TutorialError(f"{where}: lesson ids must be unique: {ids}")
    return Tutorial(game, titles, lessons)


def _read_lesson(game: str, index: int, data: Any) -> Lesson:
    if not isinstance(data, dict):
        raise TutorialError(f"{game} tutorial, lesson {index + 1}: a lesson is an object")
    lesson_id = data.get("id")
    where = f"{game} tutorial, lesson {index + 1} ({lesson_id!r})"
    if not isinstance(lesson_id, str) or not lesson_id:
        raise TutorialError(f"{where}: needs an 'id'")
    titles = _texts(data.get("title"), f"{where}: title")
    setup = data.get("setup")
    if not isinstance(setup, dict):
        raise TutorialError(f"{where}: 'setup' must be an object")
    steps_data = data.get("steps")
    if not isinstance(steps_data, list) or not steps_data:
        raise TutorialError(f"{where}: 'steps' must be a non-empty list")
    steps = tuple(_read_step(game, f"{where}, step {i + 1}", item) for i, item in enumerate(steps_data))
    return Lesson(lesson_id, titles, setup, steps)


def _read_step(game: str, where: str, data: Any) -> Step:
    if not isinstance(data, dict):
        raise TutorialError(f"{where}: a step is an object")
    known = {"text", "highlight", "expect", "wrong", "script", "continue"}
    unknown = set(data) - known
    if unknown:
        raise TutorialError(f"{where}: unknown key(s) {', '.join(sorted(unknown))}")
    texts = _texts(data.get("text"), f"{where}: text")
    highlight = _highlight(game, data.get("highlight", []), where)
    expect_data = data.get("expect")
    is_info = bool(data.get("continue"))
    if is_info == (expect_data is not None):
        raise TutorialError(f"{where}: a step has either 'expect' (a move) or 'continue': true, exactly one")
    expect = _notations(expect_data, f"{where}: expect") if expect_data is not None else ()
    if expect_data is not None and not expect:
        raise TutorialError(f"{where}: 'expect' needs at least one move")
    script = _notations(data.get("script", []), f"{where}: script")
    wrong = None
    if expect:
        wrong = _texts(data.get("wrong"), f"{where}: wrong")
    elif "wrong" in data or script:
        raise TutorialError(f"{where}: an information step has no 'wrong' text and no 'script'")
    return Step(texts, highlight, expect, wrong, script)


def _texts(data: Any, where: str) -> Texts:
    if not isinstance(data, dict):
        raise TutorialError(f"{where}: needs texts in {', '.join(LANGUAGES)}")
    missing = [lang for lang in LANGUAGES if not isinstance(data.get(lang), str) or not data[lang].strip()]
    if missing:
        raise TutorialError(f"{where}: missing or empty text in {', '.join(missing)}")
    extra = set(data) - set(LANGUAGES)
    if extra:
        raise TutorialError(f"{where}: unknown language(s) {', '.join(sorted(extra))}")
    return {lang: data[lang].strip() for lang in LANGUAGES}


def _notations(data: Any, where: str) -> tuple[str, ...]:
    items = [data] if isinstance(data, str) else data
    if not isinstance(items, list) or not all(isinstance(x, str) and x.strip() for x in items):
        raise TutorialError(f"{where}: expected a move or a list of moves in notation")
    return tuple(x.strip() for x in items)


def _highlight(game: str, data: Any, where: str) -> tuple[str, ...]:
    items = [data] if isinstance(data, str) else data
    if not isinstance(items, list) or not all(isinstance(x, str) for x in items):
        raise TutorialError(f"{where}: 'highlight' is a list of names")
    for item in items:
        ok = _BAO_TARGET.match(item) if game == "bao" else (_CARD_CODES[game].match(item) or item in CARD_AREAS)
        if not ok:
            kind = "hole names like A6 / N:A3, store, nyumba" if game == "bao" else (
                "card codes of this game's pack like TH, or " + ", ".join(CARD_AREAS))
            raise TutorialError(f"{where}: cannot highlight {item!r} ({kind})")
    return tuple(items)
