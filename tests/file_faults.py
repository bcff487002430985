"""Ways to break the app's files in tests (not a test module).

Real where the machine allows it, patched where it does not:

- unreadable: ``chmod 000`` for a normal user; root reads through any mode, so for
  root the app's one reading primitive (``storage.read_capped``'s ``open``) is patched.
- read-only folder: ``chmod 555`` for a normal user; for root a read-only bind mount
  (EROFS, which stops root too) when mounting works, else the app's writers patched.
- full disk: a small tmpfs filled to the last byte when mounting works (real ENOSPC,
  for Qt's writer as well), else the app's writers patched to fail with ENOSPC.

Each context manager yields how it did it ("chmod", "mount", "patched").
"""

from __future__ import annotations

import builtins
import contextlib
import errno
import functools
import os
import subprocess
from pathlib import Path

import pytest
from PySide6.QtCore import QSettings

from app.ui import storage

# Set JADI_TEST_PATCHED_FAULTS=1 to use the patched way everywhere (checks the fallback).
FORCE_PATCHED = os.environ.get("JADI_TEST_PATCHED_FAULTS") == "1"


def is_root() -> bool:
    return hasattr(os, "geteuid") and os.geteuid() == 0


@functools.lru_cache(maxsize=1)
def can_mount() -> bool:
    """True if this process may mount a tmpfs (root with the capability, mount present)."""
    if FORCE_PATCHED or not is_root():
        return False
    import tempfile

    probe = Path(tempfile.mkdtemp(prefix="jadi-mount-probe-"))
    try:
        if _run("mount", "-t", "tmpfs", "-o", "size=16k", "tmpfs", str(probe)):
            _run("umount", str(probe))
            return True
        return False
    finally:
        probe.rmdir()


def _run(*command: str) -> bool:
    try:
        return subprocess.run(command, capture_output=True, timeout=20).returncode == 0
    except (OSError, subprocess.SubprocessError):
        return False


def _inside(path, folder: Path) -> bool:
    try:
        return Path(os.path.abspath(os.fspath(path))).is_relative_to(folder)
    except TypeError:
        return False


@contextlib.contextmanager
def unreadable(path: Path):
    if not is_root() and not FORCE_PATCHED:
        mode = path.stat().st_mode
        path.chmod(0)
        try:
            yield "chmod"
        finally:
            if path.exists():
                path.chmod(mode)
        return
    real_open = open
    target = Path(os.path.abspath(path))

    def refusing_open(file, *args, **kwargs):
        if isinstance(file, (str, os.PathLike)) and Path(os.path.abspath(file)) == target:
            raise PermissionError(errno.EACCES, os.strerror(errno.EACCES), str(file))
        return real_open(file, *args, **kwargs)

    with pytest.MonkeyPatch.context() as patch:
        patch.setattr(storage, "open", refusing_open, raising=False)
        yield "patched"


@contextlib.contextmanager
def read_only_folder(folder: Path):
    folder = Path(os.path.abspath(folder))
    if not is_root() and not FORCE_PATCHED:
        folder.chmod(0o555)
        try:
            yield "chmod"
        finally:
            folder.chmod(0o755)
        return
    if can_mount() and _run("mount", "--bind", str(folder), str(folder)):
        try:
            if not _run("mount", "-o", "remount,ro,bind", str(folder)):
                raise RuntimeError("a read-only remount failed")
            yield "mount"
        finally:
            _run("umount", str(folder))
        return
    with _failing_writes(folder, errno.EROFS):
        yield "patched"


@contextlib.contextmanager
def full_disk(folder: Path):
    """``folder`` (existing, with its files) on a disk with no space left."""
    folder = Path(os.path.abspath(folder))
    if can_mount():
        saved = {p.name: p.read_bytes() for p in folder.iterdir() if p.is_file()}
        if _run("mount", "-t", "tmpfs", "-o", "size=1m", "tmpfs", str(folder)):
            try:
                for name, data in saved.items():
                    (folder / name).write_bytes(data)
                _fill(folder / "filler")
                yield "mount"
            finally:
                for name in saved:  # what the app left in the tmpfs goes back to the disk
                    saved[name] = (folder / name).read_bytes() if (folder / name).is_file() else None
                leftovers = {p.name: p.read_bytes() for p in folder.iterdir()
                             if p.is_file() and p.name not in saved and p.name != "filler"}
                _run("umount", str(folder))
                for name, data in saved.items():
                    if data is None:
                        (folder / name).unlink(missing_ok=True)
                    else:
                        (folder / name).write_bytes(data)
                for name, data in leftovers.items():
                    (folder / name).write_bytes(data)
            return
    with _failing_writes(folder, errno.ENOSPC):
        yield "patched"


def _fill(path: Path) -> None:
    with open(path, "wb", buffering=0) as stream:
        block = b"\0" * 4096
        try:
            while True:
                stream.write(block)
        except OSError as error:
            assert error.errno == errno.ENOSPC
        try:
            while True:
                stream.write(b"\0")
        except OSError:
            pass


@contextlib.contextmanager
def _failing_writes(folder: Path, code: int):
    """The app's writers (``tempfile.mkstemp`` for every atomic write, ``os.replace`` /
    ``os.link`` / ``unlink`` for renames and deletions, QSettings' sync) fail in
    ``folder`` with ``code``; reading still works."""

    def fail(path) -> None:
        raise OSError(code, os.strerror(code), str(path))

    real_mkstemp, real_replace, real_link, real_unlink = (storage.tempfile.mkstemp, os.replace, os.link,
                                                          os.unlink)
    real_path_unlink = Path.unlink

    def mkstemp(*args, dir=None, **kwargs):
        if dir is not None and _inside(dir, folder):
            fail(dir)
        return real_mkstemp(*args, dir=dir, **kwargs)

    def replace(src, dst, *args, **kwargs):
        if _inside(src, folder) or _inside(dst, folder):
            fail(dst)
        return real_replace(src, dst, *args, **kwargs)

    def link(src, dst, *args, **kwargs):
        if _inside(dst, folder):
            fail(dst)
        return real_link(src, dst, *args, **kwargs)

    def unlink(path, *args, **kwargs):
        if _inside(path, folder):
            fail(path)
        return real_unlink(path, *args, **kwargs)

    def path_unlink(self, missing_ok=False):
        if _inside(self, folder) and (self.exists() or not missing_ok):
            fail(self)
        return real_path_unlink(self, missing_ok=missing_ok)

    real_sync, real_status = QSettings.sync, QSettings.status

    def sync(self):  # Qt's own writer, for the settings file
        if not _inside(self.fileName(), folder):
            real_sync(self)

    def status(self):
        if _inside(self.fileName(), folder):
            return QSettings.Status.AccessError
        return real_status(self)

    real_open = builtins.open

    def open_(file, mode="r", *args, **kwargs):
        if any(c in mode for c in "wax+") and isinstance(file, (str, os.PathLike)) and _inside(file, folder):
            fail(file)
        return real_open(file, mode, *args, **kwargs)

    with pytest.MonkeyPatch.context() as patch:
        patch.setattr(storage.tempfile, "mkstemp", mkstemp)
        patch.setattr(QSettings, "sync", sync)
        patch.setattr(QSettings, "status", status)
        patch.setattr(builtins, "open", open_)
        if code != errno.ENOSPC:  # a full disk still renames and deletes
            patch.setattr(os, "replace", replace)
            patch.setattr(os, "link", link)
            patch.setattr(os, "unlink", unlink)
            patch.setattr(Path, "unlink", path_unlink)
        yield
