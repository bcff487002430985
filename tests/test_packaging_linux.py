"""Linux desktop integration (packaging/linux/): the .desktop file, the AppStream
metainfo, the icons rendered from resources/icons/jadi.svg, and the app's own
desktop-file name. No bundle is built here (tests/test_packaging_bundle.py does)."""

from __future__ import annotations

import configparser
import importlib.util
import re
import shutil
import subprocess
import tomllib
import xml.etree.ElementTree as ElementTree
from pathlib import Path

import pytest

from app.ui.main import DESKTOP_FILE_ID

ROOT = Path(__file__).resolve().parent.parent
LINUX = ROOT / "packaging" / "linux"


def _load_render_icons():
    """packaging/linux/render_icons.py is a script, not part of a package."""
    spec = importlib.util.spec_from_file_location("render_icons", LINUX / "render_icons.py")
    module = importlib.util.module_from_spec(spec)
    spec.loader.exec_module(module)
    return module


render_icons = _load_render_icons()

DESKTOP_FILE = LINUX / f"{DESKTOP_FILE_ID}.desktop"
METAINFO_FILE = LINUX / f"{DESKTOP_FILE_ID}.metainfo.xml"
PYPROJECT = tomllib.loads((ROOT / "pyproject.toml").read_text())["project"]


def desktop_entry() -> dict[str, str]:
    parser = configparser.ConfigParser(interpolation=None)
    parser.optionxform = str  # keys are case-sensitive in desktop files
    parser.read(DESKTOP_FILE, encoding="utf-8")
    return dict(parser["Desktop Entry"])


def test_one_application_id_everywhere():
    """The id names the .desktop file, its icon, the metainfo, the spec and the app."""
    spec_id = re.search(r'^APP_ID = "([^"]+)"', (ROOT / "packaging" / "jadi.spec").read_text(), re.M)
    install_id = re.search(r"^app_id=(\S+)$", (LINUX / "install.sh").read_text(), re.M)
    assert spec_id and spec_id.group(1) == DESKTOP_FILE_ID
    assert install_id and install_id.group(1) == DESKTOP_FILE_ID
    assert render_icons.APP_ID == DESKTOP_FILE_ID
    assert DESKTOP_FILE.is_file() and METAINFO_FILE.is_file()


def test_desktop_entry_launches_jadi_as_a_game():
    entry = desktop_entry()
    assert entry["Type"] == "Application"
    assert entry["Exec"] == "jadi"  # = [project.scripts] and the bundle's executable
    assert "jadi" in PYPROJECT["scripts"]
    assert entry["Icon"] == DESKTOP_FILE_ID
    assert entry["Categories"] == "Game;CardGame;BoardGame;"
    assert entry["Terminal"] == "false"
    assert entry["Name"] == "Jadi"


def test_desktop_entry_passes_desktop_file_validate():
    validator = shutil.which("desktop-file-validate")
    if validator is None:
        pytest.skip("desktop-file-validate is not installed (apt-get install desktop-file-utils)")
    result = subprocess.run([validator, str(DESKTOP_FILE)], capture_output=True, text=True)
    assert result.returncode == 0 and not result.stdout.strip(), result.stdout + result.stderr


def test_metainfo_describes_the_same_application():
    component = ElementTree.parse(METAINFO_FILE).getroot()
    assert component.get("type") == "desktop-application"
    assert component.findtext("id") == DESKTOP_FILE_ID
    launchable = component.find("launchable")
    assert launchable.get("type") == "desktop-id" and launchable.text == DESKTOP_FILE.name
    assert component.findtext("provides/binary") == desktop_entry()["Exec"]
    assert component.findtext("project_license") == PYPROJECT["license"]["text"]
    categories = [element.text for element in component.findall("categories/category")]
    assert ";".join(categories) + ";" == desktop_entry()["Categories"]
    newest_release = component.find("releases/release")
    assert newest_release.get("version") == PYPROJECT["version"]
    assert component.find("content_rating").get("type") == "oars-1.1"


def test_metainfo_passes_appstreamcli_validate():
    validator = shutil.which("appstreamcli")
    if validator is None:
        pytest.skip("appstreamcli is not installed (apt-get install appstream)")
    result = subprocess.run([validator, "validate", "--no-net", str(METAINFO_FILE)],
                            capture_output=True, text=True)
    # Infos and pedantic notes are fine (older validators do not know <developer>);
    # warnings and errors are not.
    assert result.returncode == 0, result.stdout + result.stderr
    assert not re.search(r"^[WE]: ", result.stdout, re.M), result.stdout


def test_icons_are_rendered_at_every_size_with_transparent_corners(qapp, tmp_path):
    from PySide6.QtGui import QImage

    written = render_icons.write_hicolor(tmp_path)
    for size in render_icons.HICOLOR_SIZES:
        path = tmp_path / f"{size}x{size}" / "apps" / f"{DESKTOP_FILE_ID}.png"
        assert path in written
        image = QImage(str(path))
        assert (image.width(), image.height()) == (size, size), path
        assert image.pixelColor(0, 0).alpha() == 0, "the rounded corner should be transparent"
        centre = image.pixelColor(size // 2, size // 2)
        assert centre.alpha() == 255, "the middle of the icon should be opaque"
    assert 16 in render_icons.HICOLOR_SIZES and 512 in render_icons.HICOLOR_SIZES
    scalable = tmp_path / "scalable" / "apps" / f"{DESKTOP_FILE_ID}.svg"
    assert scalable.read_bytes() == render_icons.MASTER_SVG.read_bytes()


@pytest.mark.parametrize("suffix", ["ico", "icns"])
def test_windows_and_macos_icons_can_be_written(qapp, tmp_path, suffix):
    from PySide6.QtGui import QImage

    path = tmp_path / f"jadi.{suffix}"
    assert render_icons.main([f"--{suffix}", str(path)]) == 0
    image = QImage(str(path))
    assert not image.isNull() and image.width() >= render_icons.ICO_SIZE


def test_app_announces_its_desktop_file_and_icon(qapp):
    from PySide6.QtGui import QGuiApplication

    from app.ui.main import create_application, set_window_icon

    app = create_application()
    assert QGuiApplication.desktopFileName() == DESKTOP_FILE_ID
    set_window_icon(app)  # (after the first window's first paint: tests/test_startup.py)
    # The SVG icon engine draws it at any size a window manager asks for.
    assert not app.windowIcon().isNull()
    assert app.windowIcon().pixmap(64, 64).size().width() == 64
