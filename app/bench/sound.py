"""``python -m app.bench sound``: the sound service's cost and latency.

- Opening: importing miniaudio, loading the WAV files, opening a device.
- Latency from ``play()`` to the audio callback that starts the sound, measured through
  miniaudio's "null" device (it consumes audio in real time like a sound card, so the
  callback timing is real; this machine has no sound card). What a listener hears adds
  the device's queue, ``PERIODS`` x ``PERIOD_MS`` at most, and the sound server's own
  latency (PulseAudio/PipeWire: typically 10-30 ms; not measurable here).
- The same while the main thread keeps the GIL busy with pure-Python work (a GUI thread
  painting from Python), and the CPU time the audio thread costs when idle.
- Bundle cost: the files the audio library adds.
"""

from __future__ import annotations

import random
import statistics
import time
from pathlib import Path

from app.sound import service as sound_service
from app.sound.service import PERIOD_MS, PERIODS, SoundService, miniaudio_output


def _null_output(render):
    return miniaudio_output(render, backends=("NULL",))


def _measure(sounds: SoundService, count: int, busy: bool) -> list[float]:
    rng = random.Random(1)
    start = len(sounds.latencies)
    for _ in range(count):
        sounds.play(rng.choice(("card_play", "deal", "seed_drop")))
        until = time.perf_counter() + rng.uniform(0.02, 0.06)
        if busy:
            while time.perf_counter() < until:
                sum(i * i for i in range(2000))  # holds the GIL in short bursts, like painting
        else:
            time.sleep(until - time.perf_counter())
    time.sleep(0.1)
    return sounds.latencies[start:]


def _report(name: str, values: list[float]) -> None:
    values = sorted(values)
    p95 = values[int(len(values) * 0.95)]
    print(f"   {name:38s} median {statistics.median(values) * 1e3:5.1f} ms  p95 {p95 * 1e3:5.1f} ms  "
          f"max {values[-1] * 1e3:5.1f} ms  ({len(values)} sounds)")


def main(options: list[str]) -> None:
    t0 = time.perf_counter()
    import miniaudio  # noqa: F401
    imported = time.perf_counter() - t0
    sounds = SoundService(output=_null_output, start=False)
    t0 = time.perf_counter()
    sounds.start_now()
    opened = time.perf_counter() - t0
    if not sounds.available:
        print(f"   no device: {sounds.problem}")
        return
    print(f"   import miniaudio {imported * 1e3:.0f} ms; load the sounds and open the device {opened * 1e3:.0f} ms "
          "(on the sound thread)")
    _report("play() -> callback, idle main thread", _measure(sounds, 150, busy=False))
    _report("play() -> callback, busy main thread", _measure(sounds, 150, busy=True))
    print(f"   + the device queue: at most {PERIODS} x {PERIOD_MS} ms = {PERIODS * PERIOD_MS} ms")
    cpu0, wall0 = time.process_time(), time.perf_counter()
    time.sleep(3.0)
    idle = (time.process_time() - cpu0) / (time.perf_counter() - wall0)
    print(f"   audio thread when silent: {idle * 100:.2f} % of one core")
    sounds.close()
    import _cffi_backend
    import miniaudio as library

    files = [Path(library.__file__), *Path(library.__file__).parent.glob("_miniaudio*.so"),
             Path(_cffi_backend.__file__)]
    sounds_dir = Path(sound_service.resource_path("sounds"))
    size = sum(p.stat().st_size for p in files if p.exists())
    wavs = sum(p.stat().st_size for p in sounds_dir.glob("*.wav"))
    print(f"   bundle cost: miniaudio + cffi backend {size / 1e6:.2f} MB, the sounds {wavs / 1e6:.2f} MB "
          "(QtMultimedia would add its libraries and FFmpeg: ~22 MB, from a 175 MB PySide6-Addons wheel)")
