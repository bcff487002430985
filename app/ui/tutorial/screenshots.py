"""Screenshots of the tutorials for review: one step of each game's tutorial in each
language asked for, at the window size asked for, rendered offscreen.

    python -m app.ui.tutorial.screenshots OUTDIR [--langs en,sw] [--size 1280x800]

Never touches the user's files (settings in a temporary folder, no saves). Prints what
each picture's rings are around, to compare with the step's ``highlight``.
"""

from __future__ import annotations

import argparse
import os
import sys
import tempfile
from pathlib import Path

# (lesson id, step index) shown for each game: steps whose text and rings say the most
# (app/ui/games.py); a game that names none shows its first lesson's second step.
DEFAULT_SHOT = (None, 1)


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(prog="python -m app.ui.tutorial.screenshots")
    parser.add_argument("outdir")
    parser.add_argument("--langs", default="en,sw")
    parser.add_argument("--size", default="1280x800")
    args = parser.parse_args(argv)
    width, height = (int(n) for n in args.size.lower().split("x"))
    os.environ.setdefault("QT_QPA_PLATFORM", "offscreen")

    from app.ui.games import SCREENS
    from app.ui.main import create_application
    from app.ui.main_window import MainWindow
    from app.ui.saves import SaveStore
    from app.ui.services import Services
    from app.ui.settings import AppSettings
    from app.ui.statistics import Statistics
    from app.ui.tutorial.services import ScriptedOpponents

    app = create_application()
    outdir = Path(args.outdir)
    outdir.mkdir(parents=True, exist_ok=True)
    with tempfile.TemporaryDirectory() as folder:
        settings = AppSettings(Path(folder) / "settings.ini")
        settings.set_animation_speed("instant")
        services = Services(settings=settings, saves=SaveStore(enabled=False),
                            statistics=Statistics(enabled=False), ai=ScriptedOpponents())
        window = MainWindow(services)
        window.resize(width, height)
        window.show()
        for game, screen in SCREENS.items():
            lesson_id, step_index = screen.tutorial_shot or DEFAULT_SHOT
            for lang in args.langs.split(","):
                view = window.tutorials.open(game)
                view.language_override = lang
                view.choose_lesson(view.tutorial.lesson_index(lesson_id) if lesson_id is not None else 0)
                view.restart_lesson()
                while view.run.step_index < step_index:
                    step = view.run.step
                    view.next() if step.is_info else view.board.play(step.expect[0])
                    view.board.finish_animation()
                    app.processEvents()
                view._show_panel()
                for _ in range(5):
                    app.processEvents()
                view.board.settle()
                app.processEvents()
                view._show_highlight()
                path = outdir / f"tutorial_{game}_{lang}.png"
                window.grab().save(str(path))
                print(f"{path}: highlight {list(view.run.highlight)} -> rings {view.highlighter.described()}"
                      f"{'; MISSING ' + str(view.highlighter.missing) if view.highlighter.missing else ''}")
        window.close()
    return 0


if __name__ == "__main__":
    sys.exit(main())
