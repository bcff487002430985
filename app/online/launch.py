"""Start a server in a child process ("Host on this computer", tests, the benchmark).

    server = ServerProcess.start(db="/path/in/user/data/online.sqlite3", host="0.0.0.0")
    server.url            # "ws://0.0.0.0:PORT" -> give players ws://<this machine>:PORT
    ...
    server.stop()         # SIGTERM, then SIGKILL after a timeout

The child is ``python -m app.server`` (from a PyInstaller bundle: the bundle's own
executable with ``--server``, see ``server_command``); it binds a free port unless one
is given and prints ``jadi-server listening on ws://HOST:PORT`` as its first line.
Nothing here blocks for long: ``start`` waits for that line only (about a second).
"""

from __future__ import annotations

import os
import select
import signal
import subprocess
import sys
import time

from app.online.server import LISTENING

SERVER_FLAG = "--server"
START_TIMEOUT = 20.0


def server_command() -> list[str]:
    if getattr(sys, "frozen", False):  # a bundle: the app's executable runs the server
        return [sys.executable, SERVER_FLAG]
    return [sys.executable, "-m", "app.server"]


class ServerProcess:
    def __init__(self, process: subprocess.Popen, url: str):
        self.process = process
        self.url = url

    @property
    def port(self) -> int:
        return int(self.url.rsplit(":", 1)[1])

    @property
    def pid(self) -> int:
        return self.process.pid

    @classmethod
    def start(cls, db: str, host: str = "127.0.0.1", port: int = 0, extra: list[str] | None = None,
              log_path: str | None = None, env: dict | None = None) -> "ServerProcess":
        command = server_command() + ["--host", host, "--port", str(port), "--db", db] + (extra or [])
        stderr = open(log_path, "ab") if log_path else subprocess.DEVNULL
        process = subprocess.Popen(command, stdout=subprocess.PIPE, stderr=stderr, stdin=subprocess.DEVNULL,
                                   env=env, start_new_session=True)
        if log_path:
            stderr.close()
        deadline = time.monotonic() + START_TIMEOUT
        line = b""
        while not line.endswith(b"\n"):
            left = deadline - time.monotonic()
            if left <= 0 or process.poll() is not None:
                process.kill()
                process.wait()
                raise RuntimeError(f"the server did not start (exit code {process.returncode}); see its log")
            if select.select([process.stdout], [], [], min(left, 0.2))[0]:
                chunk = os.read(process.stdout.fileno(), 1)
                if not chunk:
                    continue
                line += chunk
        text = line.decode().strip()
        if not text.startswith(LISTENING):
            process.kill()
            process.wait()
            raise RuntimeError(f"unexpected first line from the server: {text!r}")
        return cls(process, text[len(LISTENING):].strip())

    def running(self) -> bool:
        return self.process.poll() is None

    def kill(self) -> None:
        """SIGKILL (the tests' crash), with the server's AI workers (its process group)."""
        if self.running():
            try:
                os.killpg(self.process.pid, signal.SIGKILL)
            except ProcessLookupError:
                pass
        self.process.wait()
        self._close()

    def stop(self, timeout: float = 5.0) -> None:
        if self.running():
            self.process.send_signal(signal.SIGTERM)
            try:
                self.process.wait(timeout)
            except subprocess.TimeoutExpired:
                self.process.kill()
                self.process.wait()
        self._close()

    def _close(self) -> None:
        if self.process.stdout is not None:
            self.process.stdout.close()
