"""Scans of the project's source for the tests: where a game is named by a literal id."""

from __future__ import annotations

import ast
from pathlib import Path

from app.games import GAMES

PROJECT = Path(__file__).resolve().parents[1]


def literal_game_ids(path: Path) -> list[str]:
    """The string literals naming a game in ``path`` (docstrings aside: they are one
    literal each), except a view's own ``GAME = "..."``."""
    tree = ast.parse(path.read_text(encoding="utf-8"))
    own = {id(node.value) for node in ast.walk(tree)
           if isinstance(node, ast.Assign) and any(isinstance(t, ast.Name) and t.id == "GAME" for t in node.targets)}
    return [f"{path.relative_to(PROJECT)}:{node.lineno} {node.value!r}" for node in ast.walk(tree)
            if isinstance(node, ast.Constant) and node.value in GAMES and id(node) not in own]
