"""``python -m app`` / ``jadi``: start the GUI."""

from __future__ import annotations

import sys


def main(argv: list[str] | None = None) -> int:
    argv = sys.argv[1:] if argv is None else argv
    if argv[:1] == ["--server"]:  # the online server's child process (app/online/launch.py): no Qt
        from app.online.server import main as server_main

        return server_main(argv[1:])
    from app.ui.main import run

    return run(argv)


if __name__ == "__main__":
    sys.exit(main())
