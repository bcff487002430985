"""Application start-up: QApplication, command-line options, the main window."""

from __future__ import annotations

import argparse
import os
import sys

from app.games import GAME_IDS


def parse_args(argv: list[str]) -> argparse.Namespace:
    parser = argparse.ArgumentParser(prog="jadi", description="Jadi: traditional games")
    parser.add_argument("--screenshot", metavar="FILE", help="render offscreen to a PNG and exit")
    parser.add_argument("--game", choices=GAME_IDS, help="start this game")
    parser.add_argument("--size", default="1280x800", help="window size WxH")
    parser.add_argument("--lang", help="language code: en, sw, fil, cy")
    return parser.parse_args(argv)


def run(argv: list[str]) -> int:
    args = parse_args(argv)
    if args.screenshot:
        os.environ.setdefault("QT_QPA_PLATFORM", "offscreen")
    from PySide6.QtWidgets import QApplication, QLabel, QVBoxLayout, QWidget

    app = QApplication.instance() or QApplication(sys.argv[:1])
    window = QWidget()
    window.setWindowTitle("Jadi")
    layout = QVBoxLayout(window)
    for name in ("Bao la Kiswahili", "Kozel", "Svoi Kozyri", "Back Alley"):
        layout.addWidget(QLabel(name))
    width, height = (int(v) for v in args.size.lower().split("x"))
    window.resize(width, height)
    if args.screenshot:
        window.show()
        app.processEvents()
        window.grab().save(args.screenshot)
        return 0
    window.show()
    return app.exec()
