"""Load-time check of a tutorial: every lesson plays through with its expected moves."""

from __future__ import annotations

from app.core.protocol import IllegalAction
from app.tutorial.model import Tutorial, TutorialError
from app.tutorial.run import TutorialRun
from app.tutorial.setup import HUMAN, build_state


def check_tutorial(tutorial: Tutorial) -> None:
    """Raise ``TutorialError`` naming the lesson and step of the first problem."""
    for index, lesson in enumerate(tutorial.lessons):
        where = f"{tutorial.game} tutorial, lesson {index + 1} ({lesson.id!r})"
        try:
            first, second = build_state(tutorial.game, lesson.setup), build_state(tutorial.game, lesson.setup)
        except (ValueError, TypeError) as error:
            raise TutorialError(f"{where}: bad setup: {error}") from error
        # A lesson must replay identically (restart, resume): no fresh random seed.
        if first.to_dict() != second.to_dict():
            raise TutorialError(f"{where}: the setup is not reproducible; give the deal a fixed 'seed'")
        _check_steps(TutorialRun(tutorial, index), where)


def _check_steps(run: TutorialRun, where: str) -> None:
    """Play the rest of the lesson from ``run``; every accepted alternative of a step is
    followed to the lesson's end, so the later steps fit whichever move the learner chose."""
    while not run.finished:
        step = run.step
        here = f"{where}, step {run.step_index + 1}"
        if step.is_info:
            run.advance()
            continue
        _check_alternatives(run, step.expect, step.script, here)
        for alternative in step.expect[1:]:
            branch = TutorialRun.from_dict(run.tutorial, run.to_dict())
            if not branch.try_action(alternative).accepted:
                raise TutorialError(f"{here}: the alternative {alternative!r} is not accepted")
            _check_steps(branch, where)
        if not run.try_action(step.expect[0]).accepted:
            raise TutorialError(f"{here}: the expected move {step.expect[0]!r} is not accepted")


def _check_alternatives(run: TutorialRun, expect: tuple[str, ...], script: tuple[str, ...], here: str) -> None:
    state = run.state
    if state.is_terminal():
        raise TutorialError(f"{here}: the game is already over, no move can be expected")
    if state.current_player() != HUMAN:
        raise TutorialError(f"{here}: it is player {state.current_player()}'s turn, not the learner's ({HUMAN})")
    legal = state.legal_actions()
    for move in expect:
        try:
            action = state.parse_action(move)
        except (IllegalAction, ValueError) as error:
            raise TutorialError(f"{here}: cannot read the expected move {move!r}: {error}") from error
        if action not in legal:
            raise TutorialError(f"{here}: the expected move {move!r} is not legal; legal: {', '.join(map(str, legal))}")
        trial = state.clone()
        trial.apply(action)
        for scripted in script:
            if not trial.is_terminal() and trial.current_player() == HUMAN:
                raise TutorialError(
                    f"{here}: after {move!r} the scripted move {scripted!r} falls on the learner's turn")
            try:
                trial.apply(scripted)
            except IllegalAction as error:
                raise TutorialError(
                    f"{here}: after {move!r} the scripted move {scripted!r} is illegal: {error}") from error
