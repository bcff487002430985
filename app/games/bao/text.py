"""The seed's board diagram (bao.md section 1), read and written.

::

    22                                  North's store (ghala); optional when 0
     0  0  0  0  0  0  0  0             North's back row  (B8 .. B1, seen from South)
     0  2  2 #6  0  0  0  0             North's front row (A8 .. A1, seen from South)
    --------------------------------
     0  0  0  0 #6  2  2  0             South's front row (A1 .. A8)
     0  0  0  0  0  0  0  0             South's back row  (B1 .. B8)
    22                                  South's store; optional when 0

``#`` before a nyumba's count means its owner still owns the house. The diagram has
no place for whose turn it is, the variant, a takasia block or a pending stop/safari
question: the caller passes the first two, and a diagram never carries the others.
"""

from __future__ import annotations

import re

from app.games.bao.engine import HOLES, NYUMBA

SEPARATOR = "-" * 32
_CELL = re.compile(r"#?\d+")


def _display_holes(side: int, row: str) -> list[int]:
    """Own-view hole indices of one diagram row, left to right as printed."""
    if side == 0:
        return list(range(0, 8)) if row == "front" else list(range(8, 16))
    # North is drawn as South sees it: its A1 / B1 are the rightmost numbers.
    return [7 - col for col in range(8)] if row == "front" else [15 - col for col in range(8)]


def _format_row(board: list[int], house: list[bool], side: int, row: str) -> str:
    cells = []
    for hole in _display_holes(side, row):
        count = board[side * HOLES + hole]
        mark = "#" if hole == NYUMBA and house[side] else ""
        cells.append(f"{mark}{count}".rjust(2))
    return " ".join(cells)


def format_board(board: list[int], stores: list[int], house: list[bool]) -> str:
    lines = [
        f"{stores[1]:>2}",
        _format_row(board, house, 1, "back"),
        _format_row(board, house, 1, "front"),
        SEPARATOR,
        _format_row(board, house, 0, "front"),
        _format_row(board, house, 0, "back"),
        f"{stores[0]:>2}",
    ]
    return "\n".join(lines)


def _cells(line: str) -> list[str]:
    cells = _CELL.findall(line)
    rest = _CELL.sub("", line).strip()
    if rest:
        raise ValueError(f"bao diagram: cannot read {rest!r} in the line {line.strip()!r}")
    return cells


def parse_board(text: str) -> tuple[list[int], list[int], list[bool]]:
    """Return ``(board, stores, house)`` from a diagram; see the module docstring."""
    lines = [line for line in text.splitlines() if line.strip()]
    separators = [i for i, line in enumerate(lines) if set(line.strip()) == {"-"}]
    if len(separators) != 1:
        raise ValueError("bao diagram: expected exactly one separator line of '-' between North and South")
    top, bottom = lines[: separators[0]], lines[separators[0] + 1 :]
    board = [0] * (2 * HOLES)
    stores = [0, 0]
    house = [False, False]

    def read_half(side: int, half: list[str], store_first: bool) -> None:
        rows = [_cells(line) for line in half]
        store_rows = [i for i, cells in enumerate(rows) if len(cells) == 1]
        board_rows = [cells for cells in rows if len(cells) != 1]
        name = "North" if side else "South"
        if len(board_rows) != 2 or any(len(cells) != 8 for cells in board_rows):
            raise ValueError(f"bao diagram: {name} needs two rows of 8 numbers (and an optional store line)")
        if len(store_rows) > 1 or (store_rows and store_rows[0] != (0 if store_first else len(rows) - 1)):
            raise ValueError(f"bao diagram: {name}'s store must be a single number on the outer line")
        if store_rows:
            store = rows[store_rows[0]][0]
            if store.startswith("#"):
                raise ValueError(f"bao diagram: {name}'s store cannot carry '#'")
            stores[side] = int(store)
        front, back = (board_rows[1], board_rows[0]) if side else (board_rows[0], board_rows[1])
        for row_name, cells in (("front", front), ("back", back)):
            for hole, cell in zip(_display_holes(side, row_name), cells):
                if cell.startswith("#"):
                    if hole != NYUMBA:
                        raise ValueError(
                            f"bao diagram: '#' marks only a nyumba (A5), not {name}'s "
                            f"{'AB'[hole // 8]}{hole % 8 + 1}"
                        )
                    house[side] = True
                board[side * HOLES + hole] = int(cell.lstrip("#"))

    read_half(1, top, store_first=True)
    read_half(0, bottom, store_first=False)
    return board, stores, house
