"""The .ts merge driver keeps both branches' strings and translations."""

from __future__ import annotations

import subprocess
import sys
from pathlib import Path

from app.i18n import catalog

BASE = """<?xml version="1.0" encoding="utf-8"?>
<!DOCTYPE TS>
<TS version="2.1" language="cy" sourcelanguage="en">
<context>
    <name>A</name>
    <message>
        <source>one</source>
        <translation>un</translation>
    </message>
    <message>
        <source>gone</source>
        <translation>wedi mynd</translation>
    </message>
</context>
</TS>
"""


def _message(source: str, translation: str) -> str:
    return (f"    <message>\n        <source>{source}</source>\n"
            f"        <translation>{translation}</translation>\n    </message>\n")


def _run(tmp_path: Path, ours: str, theirs: str) -> tuple[int, dict]:
    for name, text in (("base.ts", BASE), ("ours.ts", ours), ("theirs.ts", theirs)):
        (tmp_path / name).write_text(text, encoding="utf-8")
    script = Path(__file__).resolve().parent.parent / "app" / "i18n" / "merge.py"
    done = subprocess.run([sys.executable, str(script), "base.ts", "ours.ts", "theirs.ts"], cwd=tmp_path,
                          capture_output=True, text=True)
    _, messages = catalog.read_ts(tmp_path / "ours.ts")
    return done.returncode, {m.source: m.forms[0] for m in messages}


def test_both_sides_additions_removals_and_changes_are_kept(tmp_path):
    anchor = "    <message>\n        <source>one"
    ours = BASE.replace(anchor, _message("ours", "ein") + anchor)
    theirs = (BASE.replace("<translation>un</translation>", "<translation>un!</translation>")
              .replace(_message("gone", "wedi mynd"), "")
              .replace("</context>", _message("theirs", "eu") + "</context>"))
    code, merged = _run(tmp_path, ours, theirs)
    assert code == 0
    assert merged == {"ours": "ein", "one": "un!", "theirs": "eu"}


def test_a_translation_changed_differently_on_both_sides_is_a_conflict(tmp_path):
    ours = BASE.replace("<translation>un</translation>", "<translation>un (ni)</translation>")
    theirs = BASE.replace("<translation>un</translation>", "<translation>un (nhw)</translation>")
    code, merged = _run(tmp_path, ours, theirs)
    assert code == 1
    assert merged["one"] == "un (ni)"


def test_merged_file_keeps_lupdates_layout(tmp_path: Path) -> None:
    """A file the driver writes is laid out as lupdate lays it out: every shipped
    catalogue read and written again comes back byte for byte (so a merge leaves no
    layout-only change for the next ``build update`` to make)."""
    import importlib.util
    import xml.etree.ElementTree as ElementTree

    script = Path(__file__).resolve().parent.parent / "app" / "i18n" / "merge.py"
    spec = importlib.util.spec_from_file_location("ts_merge_driver", script)
    assert spec is not None and spec.loader is not None
    driver = importlib.util.module_from_spec(spec)
    spec.loader.exec_module(driver)
    shipped = sorted((script.parent.parent.parent / "resources" / "i18n").glob("jadi_*.ts"))
    assert len(shipped) == 3
    for path in shipped:
        written = tmp_path / path.name
        driver.write_ts(ElementTree.parse(path).getroot(), written)
        assert written.read_bytes() == path.read_bytes(), path.name
