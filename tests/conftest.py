"""Test-wide set-up: Qt always runs offscreen and never touches the user's files."""

import os

os.environ.setdefault("QT_QPA_PLATFORM", "offscreen")
