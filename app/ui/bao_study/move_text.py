"""A Bao move in words: the sentences built from ``app.games.bao.describe``.

Every sentence is one translatable message (context ``BaoMoveText``), whole in itself,
with a plural form wherever a count of seeds appears; a description is a few such
sentences one after the other (the start, each capture, relay or safari in order, how
the turn ended), never a sentence glued from translated pieces. Hole names (``A3``,
``B5``) are notation and never translated; the captured hole is always the opponent's
and named from the opponent's own view, so no sentence needs "your" or "my".
"""

from __future__ import annotations

from PySide6.QtCore import QObject

from app.games.bao.actions import CAPTURE, CLOCKWISE, SAFARI, STOP, TAX, hole_name
from app.games.bao.describe import (
    ENDED_DECISION,
    ENDED_EMPTY,
    ENDED_GAME_OVER,
    ENDED_IN_NYUMBA,
    ENDED_STOPPED,
    ENDED_TAKASIA,
    CaptureStep,
    HouseLostStep,
    MoveDescription,
    RelayStep,
    SafariStep,
)
from app.ui.cards.names import english_plural
from app.ui.seats import compass_name


def side_name(side: int) -> str:
    return compass_name(("south", "north")[side])


class BaoMoveText(QObject):
    """The messages. They are ``self.tr`` calls (not ``QCoreApplication.translate``):
    lupdate recognises a plural message only there when its count is a variable."""

    def sentences(self, d: MoveDescription) -> list[str]:
        """The move in whole sentences, in the order things happened."""
        sentences = [self._opening(d, side_name(d.side))]
        steps = list(d.steps)
        if d.kind == SAFARI and steps and isinstance(steps[0], SafariStep):
            steps = steps[1:]  # the opening said it
        run: list[RelayStep] = []
        for index, step in enumerate(steps):
            if isinstance(step, RelayStep):
                run.append(step)
                continue
            if run:
                sentences.append(self._relays(run))
                run = []
            if isinstance(step, CaptureStep):
                sentences.append(self._capture(step))
            elif isinstance(step, SafariStep):
                sentences.append(english_plural(
                    self.tr("Safari: the house is played and its %n seed(s) sown on.", "", step.count), step.count))
            elif isinstance(step, HouseLostStep):
                played = d.kind == SAFARI or (index > 0 and isinstance(steps[index - 1], SafariStep))
                if not played:  # playing the house loses it: the safari sentence says so
                    sentences.append(self.tr("{0} no longer owns the nyumba.").format(side_name(step.side)))
        if run:
            sentences.append(self._relays(run))
        if d.kind != STOP and d.end != ENDED_GAME_OVER:
            sentences.append(self._ending(d))
        if d.takasia is not None:
            sentences.append(self.tr("Takasia: the opponent's {0} is blocked for one turn.")
                             .format(hole_name(d.takasia)))
        if d.winner is not None:
            sentences.append(self._result(d))
        return sentences

    def _opening(self, d: MoveDescription, who: str) -> str:
        """The first sentence: who moved, from where, which way (one message per case)."""
        where = hole_name(d.start) if d.start is not None else ""
        clockwise = d.direction == CLOCKWISE
        n = d.lifted
        if d.kind == STOP:
            return self.tr("{0}: stopped in the nyumba.").format(who)
        if d.kind == SAFARI:
            n = d.steps[0].count if d.steps and isinstance(d.steps[0], SafariStep) else 0
            if clockwise:
                text = self.tr("{0}: played the house (safari) and sowed its %n seed(s) clockwise.", "", n)
            else:
                text = self.tr("{0}: played the house (safari) and sowed its %n seed(s) anticlockwise.", "", n)
        elif d.kind == TAX:
            if clockwise:
                text = self.tr("{0}: the tax, a seed from the ghala into the nyumba and %n of its seeds sown "
                               "clockwise.", "", n)
            else:
                text = self.tr("{0}: the tax, a seed from the ghala into the nyumba and %n of its seeds sown "
                               "anticlockwise.", "", n)
        elif d.from_ghala and d.kind == CAPTURE:
            return self.tr("{0}: a seed from the ghala into {1}, which captures.").format(who, where)
        elif d.from_ghala:
            if clockwise:
                text = self.tr("{0}: a seed from the ghala into {1}, then its %n seed(s) sown clockwise.", "", n)
            else:
                text = self.tr("{0}: a seed from the ghala into {1}, then its %n seed(s) sown anticlockwise.", "", n)
        elif clockwise:
            text = self.tr("{0}: %n seed(s) from {1} sown clockwise.", "", n)
        else:
            text = self.tr("{0}: %n seed(s) from {1} sown anticlockwise.", "", n)
        return english_plural(text, n).format(who, where)

    def _capture(self, step: CaptureStep) -> str:
        n = step.count
        if step.direction == CLOCKWISE:
            text = self.tr("Captured %n seed(s) from the opponent's {0}, sown from the kichwa A1 clockwise.", "", n)
        else:
            text = self.tr("Captured %n seed(s) from the opponent's {0}, sown from the kichwa A8 anticlockwise.", "", n)
        return english_plural(text, n).format(hole_name(step.hole))

    def _relays(self, run: list[RelayStep]) -> str:
        if len(run) == 1:
            n = run[0].count
            return english_plural(self.tr("Relay at {0} with %n seed(s).", "", n), n).format(hole_name(run[0].hole))
        # Several relays in a row: one sentence listing "hole (seeds)" in notation.
        holes = ", ".join(f"{hole_name(r.hole)} ({r.count})" for r in run)
        return self.tr("Relays at {0}.", "the relay holes in order, each with the seeds lifted there").format(holes)

    def _ending(self, d: MoveDescription) -> str:
        if d.end == ENDED_EMPTY:
            return self.tr("Ended in {0}.").format(hole_name(d.last))
        if d.end == ENDED_IN_NYUMBA:
            return self.tr("Ended in the nyumba, which stops the sowing.")
        if d.end == ENDED_DECISION:
            return self.tr("Ended in the nyumba: stop, or play the house (safari)?")
        if d.end == ENDED_STOPPED:
            return self.tr("Stopped in the nyumba.")
        if d.end == ENDED_TAKASIA:
            return (self.tr("Ended in {0}, which is takasia'd this turn: the sowing stops there.")
                    .format(hole_name(d.last)))
        raise ValueError(f"bao: no sentence for the end {d.end!r}")

    def _result(self, d: MoveDescription) -> str:
        loser, winner = side_name(1 - d.winner), side_name(d.winner)
        if d.win_reason == "front_row_empty":
            return self.tr("{0}'s front row is empty: {1} wins.").format(loser, winner)
        return self.tr("{0} has no legal move: {1} wins.").format(loser, winner)


def move_sentences(d: MoveDescription) -> list[str]:
    """The move in whole sentences, in the order things happened."""
    return BaoMoveText().sentences(d)


def move_text(d: MoveDescription) -> str:
    """The sentences of ``move_sentences`` as one paragraph."""
    return " ".join(move_sentences(d))
