"""``python -m app`` / ``jadi``: start the GUI."""

from __future__ import annotations

import sys


def main(argv: list[str] | None = None) -> int:
    argv = sys.argv[1:] if argv is None else argv
    if argv[:1] == ["--server"]:  # the online server's child process (app/online/launch.py): no Qt
        from app.online.server import main as server_main

        return server_main(argv[1:])
    if argv[:1] != ["--ai-worker"]:  # (the AI's child process: no window)
        # No cyclic garbage collection until the first window is painted: the start-up's
        # allocations (PySide's and the app's modules, classes, widgets) made it run
        # again and again over objects that all live on, 15M of the ~750M instructions
        # to the first window (callgrind). app/ui/main.py turns it back on.
        import gc

        gc.disable()
    from app.ui.main import run

    return run(argv)


if __name__ == "__main__":
    sys.exit(main())
