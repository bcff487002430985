"""Entry point of the frozen app: ``jadi.spec`` builds this, not ``app/__main__.py``.

The AI runs in a ``spawn`` child process (``app/ai/process.py``). In a frozen app
there is no Python interpreter to spawn: multiprocessing re-runs the ``jadi`` executable
itself with ``--multiprocessing-fork ...`` (the worker) or ``-c "from
multiprocessing.resource_tracker import main ..."`` (its resource tracker).
``freeze_support()`` (as patched by PyInstaller's runtime hook, which has run by the
time this script starts) turns such a start into that child and exits; without it the
child would parse those arguments as the app's own and die, and the AI with it.
From source nothing of this applies, so it lives here rather than in ``app/``.
"""

import multiprocessing
import sys

if __name__ == "__main__":
    multiprocessing.freeze_support()

    from app.__main__ import main

    sys.exit(main())
