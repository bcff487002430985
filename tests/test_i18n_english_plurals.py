"""English plural forms: the app ships no English catalogue, so Qt leaves a numerus
string's "(s)" as written; every ``tr("… %n thing(s) …", "", n)`` must pass through
``english_plural`` (app/ui/cards/names.py) before it is shown."""

from __future__ import annotations

import ast
from pathlib import Path

UI = Path(__file__).resolve().parents[1] / "app" / "ui"


def _plural_source_calls(tree: ast.AST) -> list[ast.Call]:
    calls = []
    for node in ast.walk(tree):
        if (isinstance(node, ast.Call) and isinstance(node.func, ast.Attribute)
                and node.func.attr in ("tr", "translate")):
            texts = [a.value for a in node.args if isinstance(a, ast.Constant) and isinstance(a.value, str)]
            if any("%n" in t and "(s)" in t for t in texts):
                calls.append(node)
    return calls


def _wrapped_calls(tree: ast.AST) -> set[int]:
    """ids of the calls that are (within) the first argument of an english_plural call, or
    assigned to a name that is later passed to it in the same function."""
    wrapped: set[int] = set()
    for node in ast.walk(tree):
        if isinstance(node, ast.Call) and getattr(node.func, "id", getattr(node.func, "attr", "")) == "english_plural":
            for inner in ast.walk(node.args[0]) if node.args else ():
                wrapped.add(id(inner))
    for function in ast.walk(tree):
        if not isinstance(function, (ast.FunctionDef, ast.AsyncFunctionDef)):
            continue
        pluralised = {a.args[0].id for a in ast.walk(function)
                      if isinstance(a, ast.Call) and getattr(a.func, "id", "") == "english_plural"
                      and a.args and isinstance(a.args[0], ast.Name)}
        for node in ast.walk(function):
            if isinstance(node, ast.Assign) and any(isinstance(t, ast.Name) and t.id in pluralised
                                                    for t in node.targets):
                for inner in ast.walk(node.value):
                    wrapped.add(id(inner))
    return wrapped


def test_every_english_numerus_string_is_resolved() -> None:
    unresolved = []
    for path in sorted(UI.rglob("*.py")):
        tree = ast.parse(path.read_text(encoding="utf-8"))
        wrapped = _wrapped_calls(tree)
        for call in _plural_source_calls(tree):
            if id(call) not in wrapped:
                unresolved.append(f"{path.relative_to(UI.parent.parent)}:{call.lineno}")
    assert not unresolved, "tr() with '(s)' shown without english_plural: " + ", ".join(unresolved)
