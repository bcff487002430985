"""``python -m app.server`` / ``jadi-server``: the online game server (``app.online.server``)."""

import sys

from app.online.server import main

if __name__ == "__main__":
    sys.exit(main())
