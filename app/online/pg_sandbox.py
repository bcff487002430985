"""A throwaway PostgreSQL server in a folder, for the tests and the load benchmark.

Uses Debian's ``postgresql`` binaries (``/usr/lib/postgresql/<version>/bin``:
``initdb``, ``pg_ctl``), never a system service; listens on a free loopback port.
PostgreSQL refuses to run as root, so under root the folder is given to the
``postgres`` user (created by the Debian package) and the commands run as that user.
"""

from __future__ import annotations

import glob
import os
import pwd
import shutil
import socket
import subprocess
import tempfile


def find_bin(name: str) -> str | None:
    found = sorted(glob.glob(f"/usr/lib/postgresql/*/bin/{name}"), key=lambda p: int(p.split("/")[4]))
    return found[-1] if found else shutil.which(name)


def available() -> bool:
    return find_bin("initdb") is not None and find_bin("pg_ctl") is not None


def _free_port() -> int:
    with socket.socket() as s:
        s.bind(("127.0.0.1", 0))
        return s.getsockname()[1]


class PostgresSandbox:
    def __init__(self, folder: str | None = None):
        self.folder = folder or tempfile.mkdtemp(prefix="jadi-pg-")
        self.data = os.path.join(self.folder, "data")
        self.port = _free_port()
        self.url = f"postgresql://jadi@127.0.0.1:{self.port}/jadi"
        self._as: list[str] = []

    def _run(self, *command: str) -> None:
        subprocess.run(self._as + list(command), check=True, stdout=subprocess.DEVNULL, stderr=subprocess.PIPE,
                       cwd=self.folder)

    def start(self) -> "PostgresSandbox":
        if not available():
            raise RuntimeError("PostgreSQL is not installed (Debian: apt-get install postgresql)")
        if os.geteuid() == 0:
            user = pwd.getpwnam("postgres")
            os.chown(self.folder, user.pw_uid, user.pw_gid)
            self._as = ["runuser", "-u", "postgres", "--"]
        self._run(find_bin("initdb"), "-D", self.data, "-U", "jadi", "-A", "trust", "--no-sync", "-E", "UTF8")
        options = (f"-p {self.port} -c listen_addresses=127.0.0.1 -c unix_socket_directories='{self.folder}' "
                   "-c fsync=off -c synchronous_commit=off -c full_page_writes=off -c max_connections=200")
        self._run(find_bin("pg_ctl"), "-D", self.data, "-o", options, "-l", os.path.join(self.folder, "log"),
                  "-w", "-t", "60", "start")
        self._run(find_bin("createdb") or "createdb", "-h", "127.0.0.1", "-p", str(self.port), "-U", "jadi", "jadi")
        return self

    def stop(self) -> None:
        try:
            self._run(find_bin("pg_ctl"), "-D", self.data, "-m", "immediate", "-w", "stop")
        except subprocess.CalledProcessError:
            pass
        shutil.rmtree(self.folder, ignore_errors=True)

    def __enter__(self) -> "PostgresSandbox":
        return self.start()

    def __exit__(self, *exc) -> None:
        self.stop()
