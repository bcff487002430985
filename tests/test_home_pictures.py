"""The home screen's pictures kept from one start to the next (app/ui/home_pictures.py):
one file per game, replaced when the size changes, a damaged file painted over, and
screenshots never touch them."""

from __future__ import annotations

import os
import subprocess
import sys
from pathlib import Path

from PySide6.QtGui import QColor, QImage

from app.ui import home_pictures

ROOT = Path(__file__).resolve().parents[1]


def picture(width: int, height: int, dpr: float) -> QImage:
    image = QImage(round(width * dpr), round(height * dpr), QImage.Format.Format_ARGB32_Premultiplied)
    image.fill(QColor("#336699"))
    image.setDevicePixelRatio(dpr)
    return image


def files(game: str) -> list[str]:
    return sorted(p.name for p in home_pictures.folder().glob(f"{game}-*"))


def test_a_kept_picture_is_loaded_at_its_size_only_and_a_new_size_replaces_it(qtbot):
    home_pictures.keep("kozel", picture(40, 44, 1.0), (40, 44, 1.0))
    home_pictures.save_pending()
    assert len(files("kozel")) == 1
    loaded = home_pictures.load("kozel", (40, 44, 1.0))
    assert loaded is not None and loaded.size() == picture(40, 44, 1.0).size()
    assert loaded.pixelColor(5, 5) == QColor("#336699")
    assert home_pictures.load("kozel", (41, 44, 1.0)) is None
    assert home_pictures.load("kozel", (40, 44, 2.0)) is None
    home_pictures.keep("kozel", picture(50, 55, 2.0), (50, 55, 2.0))
    assert home_pictures.busy()  # (waiting to be saved)
    home_pictures.save_pending()
    assert files("kozel") == [f"kozel-50x55@2-{home_pictures.painting_version()}.{home_pictures.SUFFIX}"]
    assert home_pictures.load("kozel", (50, 55, 2.0)).devicePixelRatio() == 2.0


def test_a_damaged_or_foreign_file_is_not_shown(qtbot):
    home_pictures.keep("bao", picture(30, 33, 1.0), (30, 33, 1.0))
    home_pictures.save_pending()
    (path,) = home_pictures.folder().glob("bao-*")
    path.write_bytes(path.read_bytes()[:-4])  # cut short
    assert home_pictures.load("bao", (30, 33, 1.0)) is None
    path.write_bytes(b"")
    assert home_pictures.load("bao", (30, 33, 1.0)) is None


def test_a_screenshot_neither_reads_nor_writes_the_pictures(tmp_path):
    env = {**os.environ, "QT_QPA_PLATFORM": "offscreen", "HOME": str(tmp_path),
           "XDG_CONFIG_HOME": str(tmp_path / "config"), "XDG_DATA_HOME": str(tmp_path / "data"),
           "XDG_CACHE_HOME": str(tmp_path / "cache")}
    done = subprocess.run([sys.executable, "-m", "app", "--screenshot", str(tmp_path / "home.png")], cwd=ROOT,
                          env=env, capture_output=True, text=True, timeout=120)
    assert done.returncode == 0, done.stderr[-2000:]
    assert (tmp_path / "home.png").is_file()
    assert not list((tmp_path / "cache").rglob(f"*.{home_pictures.SUFFIX}"))
