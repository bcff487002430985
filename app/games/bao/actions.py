"""Bao actions and their notation: ``A6>``, ``B2<``, ``stop``, ``safari``.

A move names a hole from the mover's own view (``A1..A8`` front row, ``B1..B8`` back
row) and a direction, ``>`` clockwise or ``<`` anticlockwise:

- namua capture: the hole where the ghala seed is dropped; the direction is the one
  the captured seeds travel (so it names the kichwa: ``>`` from A1, ``<`` from A8);
- namua takasa: the hole where the seed is dropped and the direction of the sowing;
- namua tax: the nyumba (``A5``) and the way the two seeds go;
- mtaji: the start hole and the direction of the sowing.

``stop`` and ``safari`` answer the mid-move question asked when a capturing namua
sowing ends in the player's functional nyumba.
"""

from __future__ import annotations

import re
from dataclasses import dataclass, field

from app.core.protocol import IllegalAction

CLOCKWISE = 1
ANTICLOCKWISE = -1

# Kinds of action, so the view can present a move without re-running the rules.
CAPTURE = "capture"
TAKASA = "takasa"
TAX = "tax"
STOP = "stop"
SAFARI = "safari"
DECISION_KINDS = (STOP, SAFARI)

NO_HOLE = -1
# stop and safari must differ in equality, so they are told apart by a direction code
# that no move uses (a decision has no direction of its own).
_STOP_CODE = 0
_SAFARI_CODE = 2
_ARROW = {CLOCKWISE: ">", ANTICLOCKWISE: "<"}
_NOTATION = re.compile(r"^\s*([AaBb])([1-8])\s*([<>])\s*$")


def hole_name(hole: int) -> str:
    """``0..7`` -> ``A1..A8``, ``8..15`` -> ``B1..B8`` (from the owner's view)."""
    if not 0 <= hole < 16:
        raise ValueError(f"bao: no hole {hole} (holes are 0..15)")
    return f"{'AB'[hole // 8]}{hole % 8 + 1}"


def hole_index(name: str) -> int:
    """``A1`` -> 0 ... ``B8`` -> 15."""
    text = name.strip().upper()
    if len(text) != 2 or text[0] not in "AB" or text[1] not in "12345678":
        raise IllegalAction(f"bao: no hole {name!r} (holes are A1..A8 and B1..B8)")
    return (8 if text[0] == "B" else 0) + int(text[1]) - 1


@dataclass(frozen=True, slots=True, repr=False)
class Action:
    """One choice of the player to move.

    Equality and hashing use ``hole`` and ``direction`` only, so a parsed notation
    (whose ``kind`` is unknown until it meets a position) equals the legal action.
    ``stop`` and ``safari`` have ``hole == NO_HOLE`` (and a direction code of their own).
    """

    hole: int
    direction: int
    kind: str = field(default="", compare=False)

    def __str__(self) -> str:
        if self.hole == NO_HOLE:
            return SAFARI if self.direction == _SAFARI_CODE else STOP
        return hole_name(self.hole) + _ARROW[self.direction]

    def __repr__(self) -> str:
        return f"Action({str(self)!r}{', ' + self.kind if self.kind else ''})"

    @property
    def name(self) -> str:
        """The notation (same as ``str(action)``)."""
        return str(self)

    @property
    def is_decision(self) -> bool:
        return self.hole == NO_HOLE


STOP_ACTION = Action(NO_HOLE, _STOP_CODE, STOP)
SAFARI_ACTION = Action(NO_HOLE, _SAFARI_CODE, SAFARI)


def parse_action(text: str | Action) -> Action:
    """Read ``A6>``, ``b2 <``, ``stop`` or ``safari``; raise IllegalAction otherwise."""
    if isinstance(text, Action):
        # an Action built by hand may name no hole or no direction; refuse it here, so
        # apply() raises IllegalAction for it like for any other illegal move
        hole, direction = text.hole, text.direction
        if type(hole) is int and type(direction) is int:
            if 0 <= hole < 16 and direction in (CLOCKWISE, ANTICLOCKWISE):
                return text
            if hole == NO_HOLE and direction in (_STOP_CODE, _SAFARI_CODE):
                return text
        raise IllegalAction(
            f"bao: Action(hole={hole!r}, direction={direction!r}) is not a move: a move names a hole "
            "0..15 (A1..B8) and a direction, 1 clockwise or -1 anticlockwise, or is 'stop' / 'safari'"
        )
    if not isinstance(text, str):
        raise IllegalAction(f"bao: cannot read the move {text!r}: expected text such as 'A6>'")
    word = text.strip().lower()
    if word == STOP:
        return STOP_ACTION
    if word == SAFARI:
        return SAFARI_ACTION
    match = _NOTATION.match(text)
    if match is None:
        raise IllegalAction(
            f"bao: cannot read the move {text!r}: write a hole A1..A8 or B1..B8 and a "
            "direction, > clockwise or < anticlockwise (e.g. 'A6>'), or 'stop' / 'safari'"
        )
    row, number, arrow = match.groups()
    hole = (8 if row.upper() == "B" else 0) + int(number) - 1
    return Action(hole, CLOCKWISE if arrow == ">" else ANTICLOCKWISE)
