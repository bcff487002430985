"""No text cut anywhere (issue 16, item 8): every screen of the app, in each language, at
the smallest supported window (1024x640) and the usual one (1280x800) — the home screen,
each game mid-game and with a deal's result up, every tutorial step, and every dialog
(settings pages, statistics, rules, shortcuts) — has no visible label, button, list box
or tab whose text is wider or taller than it is given, no dialog larger than the screen,
and no side panel that needs its scroll bar at 1280x800 (see tests/layout_screens.py).

The offscreen screen of the test session is 800x800; the dialogs are checked on it. The
other screens a player has — 1024x640, and 1920x1080 at 150 % (1280x720 logical) — need
a process of their own (the platform's screen and scale are fixed when it starts): the
second test runs the check there with the window filling the screen (tutorials aside:
their sizes lie between the two checked here)."""

from __future__ import annotations

import json
import os
import subprocess
import sys
from pathlib import Path

import pytest

from tests.layout_screens import check_screens, first_legal
from tests.ui_helpers import make_window

LANGUAGES = ("en", "sw", "fil", "cy")
SIZES = ((1024, 640), (1280, 800))
NO_SCROLL_SIZES = ((1280, 800),)
# (screen width, height, scale): the smallest supported screen, and a 1920x1080 screen at 150 %.
OTHER_SCREENS = ((1024, 640, 1), (1920, 1080, 1.5))
ROOT = Path(__file__).resolve().parent.parent


def report(findings: list[str]) -> str:
    return "\n".join(findings[:60]) + f"\n({len(findings)} findings)"


@pytest.mark.parametrize("language", LANGUAGES)
def test_no_text_is_cut_on_any_screen_at_1024x640_and_1280x800(qtbot, catalogs, language):
    window = make_window(qtbot, chooser=first_legal)
    findings = check_screens(window, language, SIZES, NO_SCROLL_SIZES)
    assert findings == [], report(findings)


@pytest.mark.parametrize("width, height, scale", OTHER_SCREENS)
def test_no_text_is_cut_on_a_small_or_scaled_screen(tmp_path, catalog_folder, width, height, scale):
    config = tmp_path / "screen.json"
    config.write_text(json.dumps({"screens": [{"name": "screen", "x": 0, "y": 0, "width": width, "height": height,
                                               "logicalDpi": 96, "logicalBaseDpi": 96, "dpr": 1}]}))
    env = dict(os.environ, QT_QPA_PLATFORM=f"offscreen:configfile={config}", QT_SCALE_FACTOR=str(scale))
    done = subprocess.run([sys.executable, str(ROOT / "tests" / "layout_screens.py"), "--catalogs", str(catalog_folder),
                           *LANGUAGES],
                          cwd=ROOT, env=env, capture_output=True, text=True, timeout=600)
    findings = [line for line in done.stdout.splitlines() if line.strip()]
    assert done.returncode == 0, report(findings) + "\n" + done.stderr[-3000:]
