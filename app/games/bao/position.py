"""Position text: a Bao position as people write it, read and written; and the checks of
a position being set up (the position editor).

The text is the seed's diagram (``app/games/bao/text.py``, bao.md section 1) followed
by the facts a diagram has no place for, one ``key: value`` line each, left out when
they have their usual value::

    22
     0  0  0  0  0  0  0  0
     0  2  2 #6  0  0  0  0
    --------------------------------
     0  0  0  0 #6  2  2  0
     0  0  0  0  0  0  0  0
    22
    to move: North            (default South)
    variant: kujifunza        (default kiswahili: Bao la Kiswahili)
    takasia: A3               (the mover's hole blocked this turn; default none)

The same text fits on one line, for a record's ``[Setup "…"]`` header: the lines joined
with `` / ``, single spaces between numbers and ``-`` for the separator
(``one_line=True``)::

    22 / 0 0 0 0 0 0 0 0 / 0 2 2 #6 0 0 0 0 / - / 0 0 0 0 #6 2 2 0 / 0 0 0 0 0 0 0 0 / 22

``read_position`` reads both forms. A position in the
middle of a turn (the stop/safari question open) has no text: it is not a place to
start from.
"""

from __future__ import annotations

from dataclasses import dataclass, field

from app.games.bao import options
from app.games.bao.actions import hole_index, hole_name
from app.games.bao.engine import FRONT, HOLES, NYUMBA, SearchLimitExceeded
from app.games.bao.rules import MAX_SEEDS, State
from app.games.bao.text import format_board, parse_board

SIDES = ("South", "North")
LINE_JOIN = " / "
TO_MOVE_KEY, VARIANT_KEY, TAKASIA_KEY = "to move", "variant", "takasia"
# Work bound of the "no legal move" check (see ``Setup._has_a_move``): ordinary turns take a
# few dozen sowings; 20,000 cost ~10 ms.
CHECK_MAX_SOWINGS = 20_000
# The seeds of a real game (bao.md section 1); the editor checks against it unless the
# user states another total (some seed diagrams hold 56 to 66).
GAME_SEEDS = 64


class PositionError(ValueError):
    """Position text that cannot be read, or a position that breaks a rule; the message
    says which."""


def write_position(state: State, one_line: bool = False) -> str:
    """The position text of ``state`` (see the module docstring)."""
    if state.pending_decision:
        raise PositionError("bao position: a position in the middle of a turn (stop or safari to choose) has no text")
    return Setup.from_state(state).to_text(one_line)


def read_position(text: str) -> State:
    """The position of a position text (either form); raises PositionError naming the
    problem, including every rule ``Setup.problems`` checks except the total."""
    setup = Setup.from_text(text, total=None)
    return setup.to_state()


@dataclass(frozen=True)
class Problem:
    """Why a position being set up is not usable. ``code`` is one of the names below;
    ``side``/``hole``/``count``/``expected`` fill in the details the message needs."""

    code: str
    side: int | None = None
    hole: int | None = None
    count: int | None = None
    expected: int | None = None


# Problem codes (the position editor words each one).
WRONG_TOTAL = "wrong_total"  # count seeds placed, expected stated
TOO_MANY_SEEDS = "too_many_seeds"  # count, expected = MAX_SEEDS
KUJIFUNZA_GHALA = "kujifunza_ghala"  # Bao la kujifunza has no ghala seeds
KUJIFUNZA_HOUSE = "kujifunza_house"  # ... and no nyumba
EMPTY_HOUSE = "empty_house"  # side owns a nyumba holding no seed
TAKASIA_NOT_MTAJI = "takasia_not_mtaji"  # a block exists only in mtaji of Bao la Kiswahili
TAKASIA_NOT_FRONT = "takasia_not_front"  # hole: only an occupied front-row hole can be threatened
TAKASIA_ON_HOUSE = "takasia_on_house"  # hole: the owned nyumba is never blocked
TAKASIA_ONLY_HOLE = "takasia_only_hole"  # hole: the mover's only front-row hole with 2+ seeds
FRONT_ROW_EMPTY = "front_row_empty"  # side: the game is over (that side lost)
NO_LEGAL_MOVE = "no_legal_move"  # side (to move): the game is over


@dataclass
class Setup:
    """A position being set up: every fact of a position text, freely changeable, and
    the seeds it should hold (``total``; None: any total). ``problems()`` lists what
    stops it from being a position to play from; ``to_state()`` makes it one."""

    board: list[int] = field(default_factory=lambda: [0] * (2 * HOLES))
    stores: list[int] = field(default_factory=lambda: [0, 0])
    house: list[bool] = field(default_factory=lambda: [False, False])
    to_move: int = 0
    variant: str = options.KISWAHILI
    takasia: int | None = None
    total: int | None = GAME_SEEDS

    @classmethod
    def from_state(cls, state: State, total: int | None = GAME_SEEDS) -> "Setup":
        side = state.current_player()
        blocked = None if state.is_terminal() or state.pending_decision else state.takasia_hole(side)
        return cls(state.board(0) + state.board(1), [state.store(0), state.store(1)],
                   [state.owns_house(0), state.owns_house(1)], side, state.variant, blocked, total)

    @classmethod
    def from_text(cls, text: str, total: int | None = GAME_SEEDS) -> "Setup":
        """Read position text (either form); raises PositionError when it cannot be read.
        The result may still have problems (``problems()``)."""
        if not isinstance(text, str) or not text.strip():
            raise PositionError("bao position: the text is empty")
        lines = text.split(LINE_JOIN.strip()) if "\n" not in text.strip() else text.splitlines()
        diagram, facts = [], {}
        for line in lines:
            key, colon, value = line.partition(":")
            if colon:
                key = key.strip().lower()
                if key not in (TO_MOVE_KEY, VARIANT_KEY, TAKASIA_KEY) or key in facts:
                    raise PositionError(f"bao position: unknown or repeated line {line.strip()!r}")
                facts[key] = value.strip()
            elif facts and line.strip():
                raise PositionError(f"bao position: the diagram must come before {line.strip()!r}")
            else:
                diagram.append(line)
        try:
            board, stores, house = parse_board("\n".join(diagram))
        except ValueError as exc:
            raise PositionError(str(exc).replace("bao diagram", "bao position")) from None
        setup = cls(board, stores, house, total=total)
        side = facts.get(TO_MOVE_KEY, SIDES[0])
        if side.capitalize() not in SIDES:
            raise PositionError(f"bao position: 'to move' is South or North, not {side!r}")
        setup.to_move = SIDES.index(side.capitalize())
        variant = facts.get(VARIANT_KEY, options.KISWAHILI).lower()
        if variant not in options.VARIANTS:
            raise PositionError(f"bao position: the variant is {' or '.join(options.VARIANTS)}, not {variant!r}")
        setup.variant = variant
        if TAKASIA_KEY in facts:
            try:
                setup.takasia = hole_index(facts[TAKASIA_KEY])
            except ValueError as exc:
                raise PositionError(f"bao position: takasia: {exc}") from None
        return setup

    # -- derived facts ------------------------------------------------------------------
    def seeds(self) -> int:
        return sum(self.board) + sum(self.stores)

    def count(self, side: int, hole: int) -> int:
        return self.board[side * HOLES + hole]

    @property
    def stage(self) -> str:
        """Namua while the mover's ghala holds seeds (options: the mover's ghala decides)."""
        return "namua" if self.variant == options.KISWAHILI and self.stores[self.to_move] > 0 else "mtaji"

    def problems(self) -> list[Problem]:
        """Everything that stops this from being a position to play from, most basic first."""
        found = self.seed_problems()
        found += self._takasia_problems()
        for side in (self.to_move, 1 - self.to_move):
            if not any(self.board[side * HOLES: side * HOLES + FRONT]):
                found.append(Problem(FRONT_ROW_EMPTY, side=side))
        if not found and not self._has_a_move():
            found.append(Problem(NO_LEGAL_MOVE, side=self.to_move))
        return found

    def seed_problems(self) -> list[Problem]:
        """The rules of the seeds alone: the total, the variant's ghala and nyumba, no
        empty house. ``State.from_dict`` checks a saved position by these too (one
        statement of them), and the editor lists them as you go."""
        found: list[Problem] = []
        seeds = self.seeds()
        if seeds > MAX_SEEDS:
            found.append(Problem(TOO_MANY_SEEDS, count=seeds, expected=MAX_SEEDS))
        elif self.total is not None and seeds != self.total:
            found.append(Problem(WRONG_TOTAL, count=seeds, expected=self.total))
        if self.variant == options.KUJIFUNZA:
            if any(self.stores):
                found.append(Problem(KUJIFUNZA_GHALA))
            if any(self.house):
                found.append(Problem(KUJIFUNZA_HOUSE))
        for side in (0, 1):
            if self.house[side] and self.count(side, NYUMBA) == 0:
                found.append(Problem(EMPTY_HOUSE, side=side))
        return found

    def _has_a_move(self) -> bool:
        """Whether the side to move has a legal move. The editor asks at every click, on
        the GUI thread, so turns are played out only up to ``CHECK_MAX_SOWINGS`` sowings:
        a position whose moves need more (rare relay cycles) counts as having one."""
        try:
            return bool(self._state().legal_actions_within(CHECK_MAX_SOWINGS))
        except SearchLimitExceeded:
            return True

    def _takasia_problems(self) -> list[Problem]:
        hole = self.takasia
        if hole is None:
            return []
        if self.variant != options.KISWAHILI or self.stage != "mtaji":
            return [Problem(TAKASIA_NOT_MTAJI, hole=hole)]
        side = self.to_move
        if hole >= FRONT or self.count(side, hole) == 0:
            return [Problem(TAKASIA_NOT_FRONT, side=side, hole=hole)]
        if hole == NYUMBA and self.house[side]:
            return [Problem(TAKASIA_ON_HOUSE, side=side, hole=hole)]
        if [h for h in range(FRONT) if self.count(side, h) >= 2] == [hole]:
            return [Problem(TAKASIA_ONLY_HOLE, side=side, hole=hole)]
        return []

    def _state(self) -> State:
        state = State(list(self.board), list(self.stores), list(self.house), self.to_move, self.variant)
        if self.takasia is not None:
            data = state.to_dict()
            data["takasia"][self.to_move] = self.takasia
            state = State.from_dict(data)
        return state

    def to_state(self) -> State:
        """The position, ready to play; raises PositionError naming the first problem."""
        found = self.problems()
        if found:
            raise PositionError(f"bao position: {describe_problem(found[0])}")
        return self._state()

    def to_text(self, one_line: bool = False) -> str:
        """The position text (written even while the setup has problems, so an unfinished
        setup can be copied and pasted back)."""
        lines = format_board(self.board, self.stores, self.house).splitlines()
        if self.to_move:
            lines.append(f"{TO_MOVE_KEY}: {SIDES[self.to_move]}")
        if self.variant != options.KISWAHILI:
            lines.append(f"{VARIANT_KEY}: {self.variant}")
        if self.takasia is not None:
            lines.append(f"{TAKASIA_KEY}: {hole_name(self.takasia)}")
        if not one_line:
            return "\n".join(lines)
        return LINE_JOIN.join("-" if set(line.strip()) == {"-"} else " ".join(line.split()) for line in lines)


def describe_problem(problem: Problem) -> str:
    """A problem in plain English, for errors raised by the model (the editor has
    translated sentences of its own)."""
    side = SIDES[problem.side] if problem.side is not None else ""
    hole = hole_name(problem.hole) if problem.hole is not None else ""
    return {
        WRONG_TOTAL: f"the position holds {problem.count} seeds, not {problem.expected}: seeds are never made or lost",
        TOO_MANY_SEEDS: f"the position holds {problem.count} seeds, more than {problem.expected}",
        KUJIFUNZA_GHALA: "Bao la kujifunza has no ghala seeds",
        KUJIFUNZA_HOUSE: "Bao la kujifunza has no nyumba",
        EMPTY_HOUSE: f"{side} owns a nyumba with no seed in it (emptying the nyumba loses the house)",
        TAKASIA_NOT_MTAJI: "a takasia block exists only in the mtaji stage of Bao la Kiswahili",
        TAKASIA_NOT_FRONT: f"takasia on {hole}: only an occupied front-row hole can be blocked",
        TAKASIA_ON_HOUSE: f"takasia on {hole}: the owned nyumba is never blocked",
        TAKASIA_ONLY_HOLE: f"takasia on {hole}: the mover's only front-row hole with 2 or more seeds is never blocked",
        FRONT_ROW_EMPTY: f"{side}'s front row is empty: the game is over",
        NO_LEGAL_MOVE: f"{side} has no legal move: the game is over",
    }[problem.code]
