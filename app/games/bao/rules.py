"""The Bao la Kiswahili model: ``State`` (shared/rules/bao.md is authoritative).

Sides: 0 = South (moves first), 1 = North. Holes per side from that side's own view:
0..7 = A1..A8 (front row), 8..15 = B1..B8 (back row). The board is one flat list of
32 counts, ``side * 16 + hole``.

Legal actions are found by playing every candidate turn to its end on a copy
(``moves.analyse``), which is how never-ending moves are excluded; the results are
cached per position, so ``apply(action, events=False)`` (the AI's fast path) just
installs the simulated result, while ``apply(action)`` replays the turn seed by seed
to produce the events the UI animates.
"""

from __future__ import annotations

from typing import Any

from app.core.protocol import EveryActionPublic, IllegalAction, InvalidState
from app.core.refusal import Refusal, Why
from app.core.validation import Fields, check, reading
from app.games.bao import engine, options
from app.games.bao.actions import CAPTURE, DECISION_KINDS, SAFARI, STOP, TAKASA, TAX, Action, parse_action
from app.games.bao.engine import FRONT as FRONT_HOLES
from app.games.bao.engine import HOLES, MAX_SEEDS, NYUMBA
from app.games.bao.events import DecisionNeeded, GameOver, Takasia, TurnEnded
from app.games.bao.moves import Analysis, Simulated, analyse, chooses_kichwa, start_turn
from app.games.bao.text import format_board, parse_board

FRONT_ROW_EMPTY = "front_row_empty"
NO_LEGAL_MOVE = "no_legal_move"
NO_BLOCK = -1
ACTION_KINDS = (CAPTURE, TAKASA, TAX, STOP, SAFARI)


class State(EveryActionPublic):  # the move log hides nothing: a game of perfect information
    """One Bao game in progress. See the module docstring and shared/design.md."""

    GAME = options.GAME_ID
    __slots__ = (
        "variant",
        "_board",
        "_stores",
        "_house",
        "_to_move",
        "_takasia",
        "_winner",
        "_win_reason",
        "_pending_direction",
        "_move_number",
        "_last_move",
        "_turn",
        "_legal",
    )

    def __init__(
        self,
        board: list[int],
        stores: list[int],
        house: list[bool],
        to_move: int,
        variant: str = options.KISWAHILI,
    ) -> None:
        if variant not in options.VARIANTS:
            raise ValueError(f"bao: unknown variant {variant!r} (choose from {', '.join(options.VARIANTS)})")
        if to_move not in (0, 1):
            raise ValueError(f"bao: to_move must be 0 (South) or 1 (North), not {to_move!r}")
        if len(board) != 2 * HOLES or any(not isinstance(c, int) or c < 0 for c in board):
            raise ValueError("bao: a board is 32 non-negative whole numbers")
        if len(stores) != 2 or any(not isinstance(c, int) or c < 0 for c in stores):
            raise ValueError("bao: the two stores hold non-negative whole numbers")
        if sum(board) + sum(stores) > MAX_SEEDS:
            raise ValueError(f"bao: at most {MAX_SEEDS} seeds (the game has 64)")
        if variant == options.KUJIFUNZA and (any(stores) or any(house)):
            raise ValueError("bao la kujifunza has no ghala seeds and no nyumba")
        self.variant = variant
        self._board = list(board)
        self._stores = list(stores)
        self._house = [bool(h) for h in house]
        self._to_move = to_move
        self._takasia = [NO_BLOCK, NO_BLOCK]
        self._winner: int | None = None
        self._win_reason = ""
        self._pending_direction = 0  # != 0 while the stop/safari question is open
        self._move_number = 1
        self._last_move: tuple[Action, ...] = ()
        self._turn: list[Action] = []  # actions of the turn in progress (before a decision)
        self._legal: Analysis | None = None
        self._check_front_rows()

    # ------------------------------------------------------------------ creation
    @classmethod
    def new(cls, variant: str = options.KISWAHILI, seed: int | None = None) -> "State":
        """The start position. ``seed`` is accepted (all games share ``new(seed=...)``)
        and ignored: Bao has no chance."""
        del seed
        board = [0] * (2 * HOLES)
        if variant == options.KUJIFUNZA:
            board = [options.KUJIFUNZA_SEEDS_PER_HOLE] * (2 * HOLES)
            return cls(board, [0, 0], [False, False], 0, variant)
        for side in (0, 1):
            for hole, count in options.KISWAHILI_START_HOLES.items():
                board[side * HOLES + hole] = count
        store = options.KISWAHILI_START_STORE
        return cls(board, [store, store], [True, True], 0, variant)

    @classmethod
    def from_text(cls, text: str, to_move: int = 0, variant: str = options.KISWAHILI) -> "State":
        """A position from the seed's diagram (see ``app.games.bao.text``).

        The diagram holds the stores, the 32 holes and house ownership (``#``). It has
        no place for the variant (pass ``variant=``), for a takasia block (a diagram
        never has one: ``from_text`` assumes none) or for an open stop/safari question
        (none). Missing store lines mean empty stores, so mtaji unless a store is
        non-zero. Any total of seeds is accepted (some seed diagrams do not hold 64).
        """
        board, stores, house = parse_board(text)
        return cls(board, stores, house, to_move, variant)

    def to_text(self) -> str:
        """The diagram of the position (stores always written)."""
        return format_board(self._board, self._stores, self._house)

    def _check_front_rows(self) -> None:
        """A position whose front row is empty is over: that row's owner has lost."""
        for side in (self._to_move, 1 - self._to_move):
            if engine.front_row_empty(self._board, side):
                self._winner, self._win_reason = 1 - side, FRONT_ROW_EMPTY
                self._legal = Analysis([], [], False)
                return

    # ------------------------------------------------------------------ queries
    def current_player(self) -> int:
        return self._to_move

    def is_namua_turn(self) -> bool:
        """Namua while the mover's ghala holds seeds ([D] in options)."""
        return self.variant == options.KISWAHILI and self._stores[self._to_move] > 0

    @property
    def stage(self) -> str:
        """``"namua"`` or ``"mtaji"``: the stage of the turn to play (or in progress)."""
        return "namua" if self._pending_direction or self.is_namua_turn() else "mtaji"

    def board(self, side: int) -> list[int]:
        """The 16 counts of ``side`` from its own view (A1..A8, B1..B8)."""
        return self._board[side * HOLES : (side + 1) * HOLES]

    def store(self, side: int) -> int:
        return self._stores[side]

    def owns_house(self, side: int) -> bool:
        return self._house[side]

    def takasia_hole(self, side: int) -> int | None:
        """The hole of ``side`` takasia'd for its current turn, or None."""
        self._analysis()  # the block stands only once it is known ``side`` cannot capture
        hole = self._takasia[side]
        return None if hole == NO_BLOCK else hole

    @property
    def winner(self) -> int | None:
        return self._winner if self.is_terminal() else None

    @property
    def win_reason(self) -> str:
        return self._win_reason if self.is_terminal() else ""

    @property
    def pending_decision(self) -> bool:
        return bool(self._pending_direction)

    @property
    def move_number(self) -> int:
        """1-based number of the turn to play (or in progress)."""
        return self._move_number

    @property
    def last_move(self) -> list[Action]:
        """The actions of the last complete turn (e.g. ``[A6>, safari]``)."""
        return list(self._last_move)

    def total_seeds(self) -> int:
        return sum(self._board) + sum(self._stores)

    def position(self) -> tuple[tuple[int, ...], tuple[int, int], tuple[bool, bool]]:
        """The 32 hole counts (``side * 16 + hole``), the two stores and the two house
        flags, as immutable tuples (the AI's evaluation reads them at every leaf)."""
        return tuple(self._board), (self._stores[0], self._stores[1]), (self._house[0], self._house[1])

    def position_key(self) -> tuple:
        """A hashable key of everything that decides future play: board, stores, houses,
        the side to move, its takasia block and an open stop/safari question (equal keys:
        the same game from here on; the AI's transposition table)."""
        board, stores, house = self.position()
        return (board, stores[0], stores[1], house[0], house[1], self._to_move,
                tuple(self._takasia), self._pending_direction)

    def simulated_moves(self, max_sowings: int | None = None) -> list[Simulated]:
        """Every legal move played to its end (action, board after it, ...): the model's
        cached move analysis, read-only. ``max_sowings``: see ``legal_actions_within``."""
        return list(self._analysis(max_sowings).legal)

    def events_for(self, events: list, seat: int) -> list:
        """Bao is a game of perfect information: every seat sees every event."""
        del seat
        return list(events)

    def _analysis(self, max_sowings: int | None = None) -> Analysis:
        """The cached move analysis. ``max_sowings`` (None: exact) raises
        ``SearchLimitExceeded`` instead when a candidate turn needs more sowings; then
        nothing is cached and the state is unchanged."""
        if self._legal is None:
            side = self._to_move
            namua = bool(self._pending_direction) or self.is_namua_turn()
            self._legal = analyse(
                self._board,
                self._house,
                self._stores,
                side,
                namua,
                self._takasia[side],
                self._pending_direction,
                max_sowings=max_sowings,
            )
            if not self._legal.takasia_kept:
                self._takasia[side] = NO_BLOCK
            if not self._legal.legal and self._winner is None:
                self._winner, self._win_reason = 1 - side, NO_LEGAL_MOVE
        return self._legal

    def legal_actions(self) -> list[Action]:
        if self._winner is not None:
            return []
        return list(self._analysis().actions)

    def why_not(self, action: Action | str) -> Refusal | None:
        """None if ``action`` is legal now; otherwise the rule it breaks (``Refusal``:
        reason code, data, English message)."""
        from app.games.bao.explain import why_not

        action = parse_action(action)
        if self.is_terminal():
            return Refusal.of(Why.GAME_OVER, "bao: the game is over")
        analysis = self._analysis()
        if any(r.action == action for r in analysis.legal):
            return None
        return why_not(self, analysis, action)

    def is_kichwa_choice(self, action: Action) -> bool:
        """Does ``action``'s direction choose the kichwa the captured seeds start from
        (the first capture of a namua turn at a central hole, section 4), rather than
        the way the seeds are sown from its hole? For a legal action of this state."""
        return chooses_kichwa(action, not self._pending_direction and self.is_namua_turn())

    def legal_actions_within(self, max_sowings: int) -> list[Action]:
        """``legal_actions()`` with a work limit, for searches that cannot wait: raises
        ``SearchLimitExceeded`` when playing a candidate turn to its end would take more
        than ``max_sowings`` sowings (rare positions have relay cycles of millions of
        sowings, bao.md section 7). A result it does return is exactly
        ``legal_actions()``, and is cached like it (``is_terminal``, ``apply`` are then
        free of move generation)."""
        if self._winner is not None:
            return []
        return list(self._analysis(max_sowings).actions)

    def is_terminal(self) -> bool:
        if self._winner is None:
            self._analysis()
        return self._winner is not None

    def returns(self) -> list[float]:
        if not self.is_terminal():
            return [0.0, 0.0]
        return [1.0, -1.0] if self._winner == 0 else [-1.0, 1.0]

    # ------------------------------------------------------------------ actions
    @staticmethod
    def parse_action(text: str) -> Action:
        return parse_action(text)

    def apply(self, action: Action | str, events: bool = True) -> list:
        """Play ``action`` (an Action or its notation). Returns the events, seed by
        seed; ``events=False`` skips them (the AI's fast path) and returns ``[]``."""
        action = parse_action(action)
        if self.is_terminal():
            raise IllegalAction("bao: the game is over")
        analysis = self._analysis()
        result = next((r for r in analysis.legal if r.action == action), None)
        if result is None:
            from app.games.bao.explain import explain

            raise IllegalAction(explain(self, analysis, action))
        side = self._to_move
        namua = bool(self._pending_direction) or self.is_namua_turn()
        out: list = []
        if events:
            outcome, direction = start_turn(
                self._board,
                self._house,
                self._stores,
                side,
                result.action,
                namua,
                self._takasia[side],
                self._pending_direction,
                out,
            )
        else:
            outcome, direction = self._install(result, side, namua)
        self._turn.append(result.action)
        self._legal = None
        if outcome == engine.DECISION:
            self._pending_direction = direction
            out.append(DecisionNeeded(side, NYUMBA))
            return out if events else []
        self._pending_direction = 0
        self._end_turn(side, namua, outcome, out if events else None)
        return out if events else []

    def _install(self, result: Simulated, side: int, namua: bool) -> tuple[int, int]:
        self._board = result.board[:]
        self._house = result.house[:]
        if namua and result.action.kind not in (STOP, SAFARI):
            self._stores[side] -= 1
        return result.outcome, result.direction

    def _end_turn(self, side: int, namua: bool, outcome: int, out: list | None) -> None:
        """Close the turn; ``out`` is None when no events are wanted (the AI's path)."""
        turn_kind = self._turn[0].kind
        self._last_move = tuple(self._turn)
        self._turn = []
        self._takasia[side] = NO_BLOCK  # a block lasts one turn of its victim
        other = 1 - side
        if outcome in (engine.MOVER_WINS, engine.MOVER_LOSES):
            self._winner = side if outcome == engine.MOVER_WINS else other
            self._win_reason = FRONT_ROW_EMPTY
            self._legal = Analysis([], [], False)
            if out is not None:
                out.append(TurnEnded(side, other))
                out.append(GameOver(self._winner, FRONT_ROW_EMPTY))
            return
        self._to_move = other
        self._move_number += 1
        if (
            turn_kind == TAKASA
            and not namua
            and (self.variant == options.KISWAHILI or options.TAKASIA_IN_KUJIFUNZA)
            and not self.is_namua_turn()
        ):
            self._takasia[other] = takasia_threat(self._board, self._house, side)
        if out is None:
            # Without events nothing needs the next position's moves now: the winner
            # and the takasia block are settled lazily by the first query (every reader
            # goes through ``_analysis``), so a search can analyse it with a limit.
            return
        analysis = self._analysis()  # drops the block if ``other`` can capture
        if self._takasia[other] != NO_BLOCK:
            out.append(Takasia(other, self._takasia[other]))
        out.append(TurnEnded(side, other))
        if not analysis.legal:
            out.append(GameOver(side, NO_LEGAL_MOVE))

    # ------------------------------------------------------------------ copies
    def clone(self) -> "State":
        new = State.__new__(State)
        new.variant = self.variant
        new._board = self._board[:]
        new._stores = self._stores[:]
        new._house = self._house[:]
        new._to_move = self._to_move
        new._takasia = self._takasia[:]
        new._winner = self._winner
        new._win_reason = self._win_reason
        new._pending_direction = self._pending_direction
        new._move_number = self._move_number
        new._last_move = self._last_move
        new._turn = self._turn[:]
        new._legal = self._legal  # never mutated once computed, so it can be shared
        return new

    def to_dict(self) -> dict[str, Any]:
        self.is_terminal()  # settle lazily derived facts (winner, takasia) first
        data = {
            "game": self.GAME,
            "variant": self.variant,
            "board": self._board[:],
            "stores": self._stores[:],
            "house": self._house[:],
            "to_move": self._to_move,
            "takasia": self._takasia[:],
            "winner": self._winner,
            "win_reason": self._win_reason,
            "pending_direction": self._pending_direction,
            "move_number": self._move_number,
            "last_move": [[str(a), a.kind] for a in self._last_move],
            "turn": [[str(a), a.kind] for a in self._turn],
        }
        if self.total_seeds() != options.GAME_SEEDS:  # a diagram's position (see GAME_SEEDS)
            data["seeds"] = self.total_seeds()
        return data

    @classmethod
    def from_dict(cls, data: dict[str, Any]) -> "State":
        """The state ``to_dict`` wrote, validated whole: ``InvalidState`` (naming the
        field and the rule) for anything else. Checked: every field's type and range,
        the seeds (never negative, as many as the game has), houses and stores as the
        variant allows, an open stop/safari question only mid-turn in namua, a takasia
        block only on the side to move, and that the winner, the block and the legal
        moves are what the position gives (so a game not over has a legal move)."""
        with reading("bao"):
            state = cls._read(Fields(data, "bao"))
            settled = state.to_dict()  # winner, takasia and legal moves derived from the position
            for key, value in settled.items():
                if key != "game" and data[key] != value:
                    raise InvalidState(f"bao: '{key}' is {data[key]!r}, but the position gives {value!r}")
            # The check's move analysis is not kept: a search reading this position may
            # ask for a work-limited one (``legal_actions_within``) first.
            state._legal = None
            return state

    @classmethod
    def _read(cls, fields: Fields) -> "State":
        fields.only(("variant", "board", "stores", "house", "to_move", "takasia", "winner", "win_reason",
                     "pending_direction", "move_number", "last_move", "turn"), optional=("game", "seeds"))
        check(fields.data.get("game", cls.GAME) == cls.GAME, f"bao: not a Bao save (game {fields.data.get('game')!r})")
        variant = fields.text("variant", options.VARIANTS)
        board = fields.integers("board", 2 * HOLES, low=0, high=MAX_SEEDS)
        stores = fields.integers("stores", 2, low=0, high=MAX_SEEDS)
        house = fields.booleans("house", 2)
        seeds = options.GAME_SEEDS
        if "seeds" in fields.data:
            seeds = fields.integer("seeds", 1, MAX_SEEDS)
            check(seeds != options.GAME_SEEDS, f"bao: 'seeds' is only written for a position of other than "
                                               f"{options.GAME_SEEDS} seeds")
        to_move = fields.integer("to_move", 0, 1)
        # The seeds' rules are stated once, for the position editor and for saves alike.
        from app.games.bao.position import Setup, describe_problem

        problems = Setup(list(board), list(stores), list(house), to_move, variant, None, seeds).seed_problems()
        check(not problems, f"bao: {describe_problem(problems[0])}" if problems else "")
        takasia = fields.integers("takasia", 2, low=NO_BLOCK, high=FRONT_HOLES - 1)
        check(takasia[1 - to_move] == NO_BLOCK, "bao: only the side to move can have a takasia'd hole")
        winner = fields.optional_integer("winner", 0, 1)
        win_reason = fields.text("win_reason", ("", FRONT_ROW_EMPTY, NO_LEGAL_MOVE))
        check((winner is None) == (win_reason == ""), "bao: a winner goes with the reason of the win, and only then")
        pending = fields.integer("pending_direction", -1, 1)
        move_number = fields.integer("move_number", 1)
        last_move = tuple(_read_action(item, f"last_move[{i}]") for i, item in enumerate(fields.sequence("last_move")))
        turn = [_read_action(item, f"turn[{i}]") for i, item in enumerate(fields.sequence("turn"))]
        check(bool(pending) == bool(turn), "bao: a stop/safari question is open exactly while a turn is in progress")
        if pending:
            check(variant == options.KISWAHILI and house[to_move],
                  "bao: a stop/safari question needs the mover's nyumba (namua of bao la kiswahili)")
        state = cls.__new__(cls)
        state.variant = variant
        state._board, state._stores, state._house = board, stores, house
        state._to_move, state._takasia = to_move, takasia
        state._winner, state._win_reason = None, ""  # derived again from the position
        state._pending_direction, state._move_number = pending, move_number
        state._last_move, state._turn = last_move, turn
        state._legal = None
        state._check_front_rows()
        return state

    def __eq__(self, other: object) -> bool:
        if not isinstance(other, State):
            return NotImplemented
        return self.to_dict() == other.to_dict()

    def __hash__(self) -> int:
        return hash((tuple(self._board), tuple(self._stores), tuple(self._house), self._to_move))

    def __repr__(self) -> str:
        return f"State(variant={self.variant!r}, to_move={self._to_move}, move={self._move_number})\n{self.to_text()}"


def _read_action(item: Any, where: str) -> Action:
    """A move of a turn as ``to_dict`` wrote it: ``[notation, kind]``."""
    check(isinstance(item, list) and len(item) == 2 and all(isinstance(part, str) for part in item),
          f"bao: '{where}' must be [move, kind], not {item!r}")
    text, kind = item
    check(kind in ACTION_KINDS, f"bao: '{where}' has an unknown kind {kind!r}")
    action = parse_action(text)
    check((action.kind in DECISION_KINDS) == (kind in DECISION_KINDS), f"bao: '{where}': {text!r} is not a {kind}")
    return Action(action.hole, action.direction, kind)


def takasia_threat(board: list[int], house: list[bool], mover: int) -> int:
    """Section 6: after ``mover`` (X) made a mtaji takasa, the hole of the opponent (Y)
    that X threatens alone, or NO_BLOCK. (Whether Y can capture is checked by Y's own
    move analysis, which drops the block if so.)"""
    threatened = set()
    for hole in range(HOLES):
        for direction in (1, -1):
            target = engine.capture_landing(board, mover, hole, direction)
            if target >= 0:
                threatened.add(target)
                if len(threatened) > 1:
                    return NO_BLOCK
    if len(threatened) != 1:
        return NO_BLOCK
    (target,) = threatened
    victim = 1 - mover
    if target == NYUMBA and house[victim]:
        return NO_BLOCK
    base = victim * HOLES
    if [h for h in range(8) if board[base + h] >= 2] == [target]:
        return NO_BLOCK
    return target
