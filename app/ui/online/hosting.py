"""Host on this computer: the server in a child process, its tables on the local network.

``LocalServer.start`` launches ``ServerProcess`` (app/online/launch.py) on a worker
thread — starting takes about a second, never on the GUI thread — with the SQLite
database in the user's data folder; ``started(url)`` or ``failed(message)`` follows.
It listens on every interface so the others on the network can join; this app talks to
it over loopback. ``stop`` ends it (the app closing, or the host leaving the table).
``TableAnnouncer`` keeps one table announced (app/online/lan.py) while seats are free.
"""

from __future__ import annotations

import threading
from urllib.parse import urlsplit

from PySide6.QtCore import QObject, Signal

from app.online import lan
from app.online.launch import ServerProcess
from app.online.server import DEFAULT_PORT
from app.ui.storage import data_dir

DATABASE_NAME = "online.sqlite3"
LISTEN_ON = "0.0.0.0"  # every interface: players on the network connect to this computer
LOOPBACK = "127.0.0.1"
TLS_PORT = 443


def normalised_url(address: str) -> str:
    """What the player typed ("192.168.1.5", "host:8765", "ws://…", "wss://…") as a
    WebSocket URL (the default port when none is given); "" if it is empty."""
    text = address.strip()
    if not text:
        return ""
    if "://" not in text:
        text = "ws://" + text
    parts = urlsplit(text)
    if parts.scheme not in ("ws", "wss") or not parts.hostname:
        return ""
    try:
        port = parts.port
    except ValueError:
        return ""
    host = parts.hostname if ":" not in parts.hostname else f"[{parts.hostname}]"
    default = TLS_PORT if parts.scheme == "wss" else DEFAULT_PORT  # wss: behind a reverse proxy
    return f"{parts.scheme}://{host}:{port or default}{parts.path if parts.path not in ('', '/') else ''}"


class LocalServer(QObject):
    started = Signal(str)   # the loopback URL this app connects to
    failed = Signal(str)
    _done = Signal(object, str)

    def __init__(self, parent: QObject | None = None) -> None:
        super().__init__(parent)
        self.process: ServerProcess | None = None
        self._starting = False
        self._done.connect(self._on_done)

    def running(self) -> bool:
        return self.process is not None and self.process.running()

    def starting(self) -> bool:
        return self._starting

    @property
    def url(self) -> str:
        return f"ws://{LOOPBACK}:{self.process.port}" if self.process is not None else ""

    def share_address(self) -> str:
        """The address the others type: this computer's on the network, and the port."""
        return f"{lan.local_address()}:{self.process.port}" if self.process is not None else ""

    def start(self, port: int = 0) -> None:
        if self.running():
            self.started.emit(self.url)
            return
        if self._starting:
            return
        self._starting = True
        database = str(data_dir() / DATABASE_NAME)
        threading.Thread(target=self._launch, args=(database, port), name="jadi-server-start", daemon=True).start()

    def _launch(self, database: str, port: int) -> None:
        try:
            process = ServerProcess.start(database, host=LISTEN_ON, port=port)
        except Exception as exc:  # noqa: BLE001 - said to the player, never raised
            self._done.emit(None, str(exc))
            return
        self._done.emit(process, "")

    def _on_done(self, process: ServerProcess | None, message: str) -> None:
        self._starting = False
        if process is None:
            self.failed.emit(message)
            return
        if self.process is not None:  # stopped meanwhile? keep one server only
            process.stop()
            return
        self.process = process
        self.started.emit(self.url)

    def stop(self) -> None:
        process, self.process = self.process, None
        if process is not None:
            process.stop()


class TableAnnouncer:
    """One table announced on the local network while it has free seats."""

    def __init__(self) -> None:
        self._announcer: lan.Announcer | None = None

    def announce(self, code: str, game: str, host_name: str, port: int, free: int) -> bool:
        """True if the network could be told (a computer without multicast: False)."""
        self.stop()
        announcer = lan.Announcer(code, game, host_name, port, free)
        try:
            announcer.start()
        except OSError:
            return False
        self._announcer = announcer
        return True

    def update(self, free: int) -> None:
        if self._announcer is not None:
            self._announcer.update(free)

    def stop(self) -> None:
        announcer, self._announcer = self._announcer, None
        if announcer is not None:
            announcer.stop()
