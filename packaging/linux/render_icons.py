"""Render the application icon from its one SVG master (resources/icons/jadi.svg).

    python packaging/linux/render_icons.py --hicolor DIR   # DIR/<N>x<N>/apps/<id>.png + scalable
    python packaging/linux/render_icons.py --ico FILE      # Windows executable icon
    python packaging/linux/render_icons.py --icns FILE     # macOS bundle icon

PNGs are rendered at build time rather than committed so the SVG stays the single
source of truth. Rendering uses Qt (already a dependency), not an extra SVG tool.
"""

from __future__ import annotations

import argparse
import os
import shutil
import sys
from pathlib import Path

ROOT = Path(__file__).resolve().parents[2]
MASTER_SVG = ROOT / "resources" / "icons" / "jadi.svg"
# The reverse-DNS id shared by the .desktop file, the metainfo file and the icon name;
# app/ui/main.py DESKTOP_FILE_ID must match it (tests/test_packaging_linux.py checks).
APP_ID = "io.github.jadi.Jadi"
# The freedesktop hicolor sizes desktops look for (16 for menus up to 512 for stores).
HICOLOR_SIZES = (16, 22, 24, 32, 48, 64, 128, 256, 512)
# .ico keeps 256 px (Windows' largest); .icns the 512 px Retina-ready image.
ICO_SIZE = 256
ICNS_SIZE = 512


def render(size: int, svg: Path = MASTER_SVG):
    """The icon as a ``QImage`` of ``size`` x ``size`` with a transparent background."""
    from PySide6.QtCore import Qt
    from PySide6.QtGui import QImage, QPainter
    from PySide6.QtSvg import QSvgRenderer

    renderer = QSvgRenderer(str(svg))
    if not renderer.isValid():
        raise SystemExit(f"render_icons: {svg} is not an SVG Qt can draw")
    image = QImage(size, size, QImage.Format.Format_ARGB32_Premultiplied)
    image.fill(Qt.GlobalColor.transparent)
    painter = QPainter(image)
    painter.setRenderHint(QPainter.RenderHint.Antialiasing)
    painter.setRenderHint(QPainter.RenderHint.SmoothPixmapTransform)
    renderer.render(painter)
    painter.end()
    return image


def _save(image, path: Path, image_format: str) -> None:
    from PySide6.QtGui import QImageWriter

    path.parent.mkdir(parents=True, exist_ok=True)
    writer = QImageWriter(str(path), image_format.encode())
    if not writer.write(image):
        raise SystemExit(f"render_icons: cannot write {path}: {writer.errorString()}")


def write_hicolor(directory: Path) -> list[Path]:
    """The freedesktop icon theme layout: ``<N>x<N>/apps/<id>.png`` and ``scalable``."""
    written = []
    for size in HICOLOR_SIZES:
        path = directory / f"{size}x{size}" / "apps" / f"{APP_ID}.png"
        _save(render(size), path, "png")
        written.append(path)
    scalable = directory / "scalable" / "apps" / f"{APP_ID}.svg"
    scalable.parent.mkdir(parents=True, exist_ok=True)
    shutil.copyfile(MASTER_SVG, scalable)
    written.append(scalable)
    return written


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--hicolor", type=Path, help="write the hicolor theme tree here")
    parser.add_argument("--ico", type=Path, help="write a Windows .ico here")
    parser.add_argument("--icns", type=Path, help="write a macOS .icns here")
    args = parser.parse_args(argv)
    if not (args.hicolor or args.ico or args.icns):
        parser.error("nothing to do: give --hicolor, --ico and/or --icns")
    # Fonts and a display are not needed, but QImage painting wants a GUI application.
    os.environ.setdefault("QT_QPA_PLATFORM", "offscreen")
    from PySide6.QtGui import QGuiApplication

    app = QGuiApplication.instance() or QGuiApplication(sys.argv[:1])  # noqa: F841
    if args.hicolor:
        for path in write_hicolor(args.hicolor):
            print(f"icon: {path}")
    if args.ico:
        _save(render(ICO_SIZE), args.ico, "ico")
        print(f"icon: {args.ico}")
    if args.icns:
        _save(render(ICNS_SIZE), args.icns, "icns")
        print(f"icon: {args.icns}")
    return 0


if __name__ == "__main__":
    sys.exit(main())
