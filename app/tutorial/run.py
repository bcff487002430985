"""``TutorialRun``: one lesson being played, step by step (no Qt).

The UI shows ``run.text(lang)`` and ``run.step.highlight``; on an information step it
offers Next (``advance``); on a move step it passes the player's move to
``try_action``. A wrong move is never applied: the position stays as it was ("taken
back") and the outcome explains why. An accepted move is applied, then the opponents'
scripted moves; all their events come back for the UI to animate.
"""

from __future__ import annotations

from dataclasses import dataclass, field
from typing import Any

from app.core.protocol import IllegalAction
from app.tutorial.model import Lesson, Step, Tutorial, TutorialError
from app.tutorial.setup import build_state


@dataclass(frozen=True)
class Outcome:
    """What became of a move tried at a tutorial step."""

    accepted: bool
    events: list = field(default_factory=list)  # the player's events, then the script's
    explanation: str | None = None  # why the move was refused (None when accepted)
    rule: str | None = None  # the model's IllegalAction message when the move breaks a rule
    script_start: int = 0  # index in ``events`` where the scripted opponents' events begin


class TutorialRun:
    """A lesson of ``tutorial`` in progress; ``restart`` / ``to_dict`` / ``from_dict``
    let the player leave, resume and start again."""

    def __init__(self, tutorial: Tutorial, lesson_index: int = 0) -> None:
        if not 0 <= lesson_index < len(tutorial.lessons):
            raise IndexError(f"{tutorial.game} tutorial has lessons 0..{len(tutorial.lessons) - 1}, not {lesson_index}")
        self.tutorial = tutorial
        self.lesson_index = lesson_index
        self.restart()

    # ------------------------------------------------------------------ queries
    @property
    def lesson(self) -> Lesson:
        return self.tutorial.lessons[self.lesson_index]

    @property
    def finished(self) -> bool:
        """The lesson's last step is done."""
        return self.step_index >= len(self.lesson.steps)

    @property
    def step(self) -> Step | None:
        """The current step (None once the lesson is finished)."""
        return None if self.finished else self.lesson.steps[self.step_index]

    @property
    def completed(self) -> bool:
        """The whole tutorial is done: the last lesson is finished (the UI then offers
        "play a real game")."""
        return self.finished and not self.has_next_lesson

    @property
    def has_next_lesson(self) -> bool:
        return self.lesson_index + 1 < len(self.tutorial.lessons)

    def text(self, lang: str) -> str:
        """The current step's explanation in ``lang`` ("" once finished)."""
        step = self.step
        return "" if step is None else step.text(lang)

    @property
    def highlight(self) -> tuple[str, ...]:
        step = self.step
        return () if step is None else step.highlight

    # ------------------------------------------------------------------ actions
    def restart(self) -> None:
        """Back to the lesson's first step and its fixed position."""
        self.state = build_state(self.tutorial.game, self.lesson.setup)
        self.step_index = 0
        self.moves: list[str] = []  # every move since the setup (player's and scripted)

    def next_lesson(self) -> None:
        """Start the following lesson (after finishing this one, or to skip it)."""
        if not self.has_next_lesson:
            raise IndexError(f"{self.tutorial.game} tutorial: lesson {self.lesson_index + 1} is the last one")
        self.lesson_index += 1
        self.restart()

    def advance(self) -> None:
        """Next, on an information step."""
        step = self._current("advance")
        if not step.is_info:
            raise TutorialError(f"{self._where()}: this step waits for a move, not for Next")
        self.step_index += 1

    def try_action(self, action: Any, lang: str = "en") -> Outcome:
        """Play ``action`` (an action or its notation) if it is the step's expected move.

        Otherwise nothing changes and the outcome is refused with an explanation in
        ``lang``: the step's ``wrong`` text, followed by the model's reason when the move
        breaks a rule of the game.
        """
        step = self._current("try_action")
        if step.is_info:
            raise TutorialError(f"{self._where()}: this is an information step: call advance()")
        try:
            # An action object goes through its notation: one path for all four models.
            parsed = self.state.parse_action(action if isinstance(action, str) else str(action))
        except (IllegalAction, ValueError) as error:
            return self._refuse(step, lang, _short_reason(str(error)))
        if parsed not in [self.state.parse_action(text) for text in step.expect]:
            return self._refuse(step, lang, self._rule_broken(parsed))
        events = list(self.state.apply(parsed))
        self.moves.append(str(parsed))
        script_start = len(events)
        for move in step.script:
            events += self.state.apply(move)
            self.moves.append(move)
        self.step_index += 1
        return Outcome(True, events, None, None, script_start)

    # ------------------------------------------------------------------ leave / resume
    def to_dict(self) -> dict[str, Any]:
        """Where the player is: the position is rebuilt by replaying ``moves``."""
        return {
            "game": self.tutorial.game,
            "lesson": self.lesson.id,
            "step": self.step_index,
            "moves": list(self.moves),
        }

    @classmethod
    def from_dict(cls, tutorial: Tutorial, data: dict[str, Any]) -> "TutorialRun":
        """Resume a run saved by ``to_dict``: the saved moves are replayed through the
        lesson's steps, so a save that does not fit the lesson is refused."""
        if data.get("game") != tutorial.game:
            raise TutorialError(f"saved tutorial is for {data.get('game')!r}, not {tutorial.game!r}")
        try:
            run = cls(tutorial, tutorial.lesson_index(data.get("lesson")))
        except KeyError as error:
            raise TutorialError(f"saved tutorial: {error.args[0]}") from error
        step_index = data.get("step", 0)
        moves = list(data.get("moves", []))
        if not isinstance(step_index, int) or not 0 <= step_index <= len(run.lesson.steps):
            raise TutorialError(f"saved tutorial: no step {step_index!r} in lesson {run.lesson.id!r}")
        while run.step_index < step_index:
            step = run.lesson.steps[run.step_index]
            if step.is_info:
                run.advance()
                continue
            played = len(run.moves)
            if played >= len(moves) or not run.try_action(moves[played]).accepted:
                raise TutorialError(f"saved tutorial: the moves do not replay in lesson {run.lesson.id!r}")
            if run.moves != moves[: len(run.moves)]:
                raise TutorialError(f"saved tutorial: the scripted moves differ in lesson {run.lesson.id!r}")
        if run.moves != moves:
            raise TutorialError(f"saved tutorial: the moves do not replay in lesson {run.lesson.id!r}")
        return run

    # ------------------------------------------------------------------ helpers
    def _current(self, what: str) -> Step:
        step = self.step
        if step is None:
            raise TutorialError(f"{self.tutorial.game} tutorial, lesson {self.lesson.id!r} is finished: no {what}")
        return step

    def _where(self) -> str:
        return f"{self.tutorial.game} tutorial, lesson {self.lesson.id!r}, step {self.step_index + 1}"

    def _rule_broken(self, action: Any) -> str | None:
        """The model's reason when ``action`` is illegal here; None when it is legal."""
        if action in self.state.legal_actions():
            return None
        try:
            self.state.clone().apply(action)  # a copy: the real position must not change
        except IllegalAction as error:
            return _short_reason(str(error))
        raise TutorialError(f"{self._where()}: {action} is not in legal_actions() but the model accepts it")

    @staticmethod
    def _refuse(step: Step, lang: str, rule: str | None) -> Outcome:
        return Outcome(False, [], TutorialRun.refusal_text(step, lang, rule), rule)

    @staticmethod
    def refusal_text(step: Step, lang: str, rule: str | None) -> str:
        """Why a move was refused at ``step``, in ``lang`` (the model's ``rule`` after it)."""
        explanation = step.wrong_text(lang)
        return f"{explanation}\n({rule})" if rule else explanation


# The models start their messages with the game's name; on the game's own screen it
# only makes the reason longer.
_GAME_PREFIXES = ("bao: ", "Kozel: ", "Svoi Kozyri: ", "Back Alley: ")


def _short_reason(message: str) -> str:
    for prefix in _GAME_PREFIXES:
        if message.startswith(prefix):
            return message[len(prefix):]
    return message
