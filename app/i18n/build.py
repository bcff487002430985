"""The project's translation build step (Qt Linguist tool chain).

    python -m app.i18n.build update   # pyside6-lupdate: every .py under app/ -> resources/i18n/jadi_<code>.ts
    python -m app.i18n.build qm       # pyside6-lrelease: jadi_<code>.ts -> jadi_<code>.qm (git-ignored)
    python -m app.i18n.build stale    # list the .qm files that are missing or older than their .ts

English is the source language, so it has no .ts file. The .ts files are the source of
truth for the translations (edit them with ``pyside6-linguist`` or a script); the .qm files
are build products, made by ``qm`` here, by the app at start-up (``ensure_qm``) and by the
packaging step.
"""

from __future__ import annotations

import os
import subprocess
import sys
from pathlib import Path

# The languages that have a .ts file, by Qt locale name. Tagalog is "fil" because
# QLocale("tl") resolves to fil_PH and QTranslator looks for *_fil (qt-notes.md).
# The target language also decides the plural slots lupdate creates: Welsh gets five.
TRANSLATION_LANGUAGES: tuple[str, ...] = ("sw", "fil", "cy")

CATALOG_NAME = "jadi"  # files are resources/i18n/jadi_<code>.ts / .qm

_APP_DIR = Path(__file__).resolve().parent.parent


def ts_path(code: str, directory: Path | None = None) -> Path:
    return (directory or i18n_dir()) / f"{CATALOG_NAME}_{code}.ts"


def qm_path(code: str, directory: Path | None = None) -> Path:
    return (directory or i18n_dir()) / f"{CATALOG_NAME}_{code}.qm"


def i18n_dir() -> Path:
    from app.resources import resource_path

    return resource_path("i18n")


def source_files(app_dir: Path = _APP_DIR) -> list[Path]:
    """Every Python file whose tr()/translate() calls may hold user-visible text."""
    return sorted(path for path in app_dir.rglob("*.py") if "__pycache__" not in path.parts)


def qt_tool(name: str) -> str | None:
    """The lupdate/lrelease binary shipped inside the PySide6 wheel (no PATH needed)."""
    try:
        import PySide6
    except ImportError:  # pragma: no cover - PySide6 is a hard dependency
        return None
    folder = Path(PySide6.__file__).resolve().parent
    for candidate in (folder / name, folder / f"{name}.exe", folder / "Qt" / "bin" / name):
        if candidate.is_file() and os.access(candidate, os.X_OK):
            return str(candidate)
    return None


def _run(tool: str, arguments: list[str]) -> None:
    binary = qt_tool(tool)
    if binary is None:
        raise RuntimeError(f"{tool} was not found in the PySide6 installation")
    completed = subprocess.run([binary, *arguments], capture_output=True, text=True)
    if completed.returncode != 0:
        raise RuntimeError(f"{tool} failed ({completed.returncode}): {completed.stderr.strip()}")


def update(directory: Path | None = None, languages: tuple[str, ...] = TRANSLATION_LANGUAGES,
           sources: list[Path] | None = None) -> list[Path]:
    """Run lupdate over the sources into one .ts per language; returns the .ts paths.

    ``-no-obsolete`` drops messages whose source text vanished, so a .ts never keeps
    dead strings; no source locations, so moving code never changes a .ts and branches
    that add strings merge cleanly (``app/i18n/merge.py`` is the merge driver).
    """
    files = [str(path) for path in (sources if sources is not None else source_files())]
    written = []
    for code in languages:
        target = ts_path(code, directory)
        target.parent.mkdir(parents=True, exist_ok=True)
        _run("lupdate", ["-silent", "-no-obsolete", "-locations", "none",
                         "-source-language", "en", "-target-language", code,
                         *files, "-ts", str(target)])
        written.append(target)
    return written


def build_qm(directory: Path | None = None, languages: tuple[str, ...] | None = None,
             output_directory: Path | None = None) -> list[Path]:
    """Run lrelease on each .ts (all present ones by default); returns the .qm paths."""
    folder = directory or i18n_dir()
    codes = languages if languages is not None else present_languages(folder)
    built = []
    for code in codes:
        target = qm_path(code, output_directory or folder)
        _run("lrelease", ["-silent", str(ts_path(code, folder)), "-qm", str(target)])
        built.append(target)
    return built


def present_languages(directory: Path | None = None) -> tuple[str, ...]:
    folder = directory or i18n_dir()
    return tuple(code for code in TRANSLATION_LANGUAGES if ts_path(code, folder).is_file())


def stale_languages(directory: Path | None = None) -> tuple[str, ...]:
    """Languages whose .qm is missing or older than the .ts it is built from."""
    folder = directory or i18n_dir()
    stale = []
    for code in present_languages(folder):
        qm = qm_path(code, folder)
        if not qm.is_file() or qm.stat().st_mtime < ts_path(code, folder).stat().st_mtime:
            stale.append(code)
    return tuple(stale)


def ensure_qm(directory: Path | None = None) -> list[Path]:
    """Start-up hook: rebuild only the stale .qm files. Never raises.

    In a PyInstaller bundle the .qm files were built by the packaging step and lrelease
    is absent, so this does nothing there. A failure (read-only install, no lrelease)
    leaves the app in English rather than stopping it.
    """
    try:
        stale = stale_languages(directory)
        if not stale or qt_tool("lrelease") is None:
            return []
        return build_qm(directory, stale)
    except (OSError, RuntimeError) as error:
        print(f"jadi: translations not rebuilt: {error}", file=sys.stderr)
        return []


def main(argv: list[str]) -> int:
    command = argv[0] if argv else ""
    if command == "update":
        for path in update():
            print(f"updated {path}")
    elif command == "qm":
        for path in build_qm():
            print(f"built {path}")
    elif command == "stale":
        for code in stale_languages():
            print(qm_path(code))
    else:
        print(__doc__.strip(), file=sys.stderr)
        return 2
    return 0


if __name__ == "__main__":
    sys.exit(main(sys.argv[1:]))
