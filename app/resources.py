"""Find bundled resources the same way from a source checkout and from a PyInstaller
bundle (where everything lives under ``sys._MEIPASS``)."""

from __future__ import annotations

import sys
from pathlib import Path


def resources_root() -> Path:
    bundle = getattr(sys, "_MEIPASS", None)
    if bundle:
        return Path(bundle) / "resources"
    return Path(__file__).resolve().parent.parent / "resources"


def resource_path(*parts: str) -> Path:
    """``resource_path("cards", "nicu-white.svgz")`` -> the file, wherever it is."""
    return resources_root().joinpath(*parts)
