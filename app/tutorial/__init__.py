"""Interactive tutorials: data in ``resources/tutorials/<game>.json``, run headless here.

The runner is pure Python (no Qt): the UI shows ``run.text(lang)`` and the highlight,
passes the player's move to ``run.try_action`` and animates the events it returns.

Data format (one JSON file per game)
====================================

::

    {
      "game": "bao",                          # the game id (State.GAME)
      "title": {"en": ..., "sw": ..., "fil": ..., "cy": ...},
      "lessons": [                            # one per coverage item, in teaching order
        {
          "id": "namua-capture",              # stable id (saves, tests)
          "title": {<4 languages>},
          "setup": {...},                     # the fixed position, see below
          "steps": [
            {"text": {<4 languages>},         # 2-4 sentences in each language
             "highlight": ["A6", "N:A3"],     # what the UI points at (may be empty)
             "continue": true},               # an information step: a Next button
            {"text": {...}, "highlight": [...],
             "expect": "A6<",                 # the move the player must make; or a list
                                              # of accepted alternatives (notation)
             "wrong": {<4 languages>},        # why another move is not the one wanted
             "script": ["A3>"]}               # opponents' moves played after it, in order
          ]
        }
      ]
    }

Every language map needs ``en``, ``sw``, ``fil`` and ``cy`` (``LANGUAGES``), non-empty.

``setup`` per game (the human is always player 0: South in Bao, seat 0 at cards):

- Bao: ``{"board": [diagram lines] or "diagram text", "to_move": 0,
  "variant": "kiswahili" | "kujifunza"}`` -> ``State.from_text``.
- Card games: ``{"from_deal": {keyword arguments of State.from_deal}}`` or
  ``{"new": {keyword arguments of State.new}}`` (e.g. Svoi Kozyri's trump choice).
  Give a fixed ``seed`` where the model would otherwise draw a fresh one (Kozel): a
  lesson must rebuild identically on restart and resume, and loading checks it.
- Any game: ``"moves": [notation, ...]`` played after building the position (scripted
  history, e.g. the auction before a Back Alley lesson about play).

``highlight`` entries: Bao hole names from South's view (``A6``) or North's holes with
``N:`` (``N:A3``), ``store`` / ``N:store`` (ghala), ``nyumba`` / ``N:nyumba``;
card games: card codes (``TH``, ``BB``) or one of ``CARD_AREAS``.

Runner (``TutorialRun``): ``Tutorial.load(game)`` -> ``.lessons``;
``run = TutorialRun(tutorial, lesson_index)``; ``run.state`` (the model State),
``run.step``, ``run.text(lang)``, ``run.highlight``; ``run.try_action(move, lang)`` ->
``Outcome(accepted, events, explanation, rule, script_start)``; ``run.advance()`` on
information steps; ``run.finished`` / ``run.completed`` (last lesson done);
``run.restart()``, ``run.next_lesson()``; ``run.to_dict()`` /
``TutorialRun.from_dict(tutorial, data)`` to leave and resume (lesson id, step index and
the moves played, replayed through the steps).

Everything is checked when a file is loaded (``TutorialError`` names the lesson and
step): the setup builds, every ``expect`` (each alternative) is legal at its step and the
human's turn, every ``script`` action is legal, every text has all four languages.
"""

from app.tutorial.model import (
    CARD_AREAS,
    LANGUAGES,
    Lesson,
    Step,
    Tutorial,
    TutorialError,
)
from app.tutorial.run import Outcome, TutorialRun

__all__ = [
    "CARD_AREAS",
    "LANGUAGES",
    "Lesson",
    "Outcome",
    "Step",
    "Tutorial",
    "TutorialError",
    "TutorialRun",
]
