"""The sound service: ``play(name)`` from the GUI thread, mixing and output elsewhere.

The device is opened on a background thread when the service starts (importing
miniaudio and opening a device takes tens of milliseconds: never on the GUI thread);
sounds asked for before it is ready are played if they are still fresh, else dropped (a
late click is worse than none). Without a device, or if anything goes wrong with it, the
service is silent: ``available`` is False and ``problem`` says why (in English, for the
log; the settings dialog shows its own sentence).
"""

from __future__ import annotations

import os
import threading
from array import array
from typing import Callable

from app.resources import resource_path
from app.sound import DEFAULT_VOLUME
from app.sound.mixer import Mixer
from app.sound.synth import SAMPLE_RATE, SOUND_NAMES

# Audio period (one callback's worth) and the number of periods the device buffers:
# ~15 ms until a new sound is picked up, ~45 ms of audio queued in the device. Shorter
# periods call Python more often (and risk gaps when the GUI thread holds the GIL).
PERIOD_MS = 15
PERIODS = 3
# A sound still waiting this long after play() (the device was still opening) is dropped.
STALE_SECONDS = 0.25
# miniaudio's own backend order without its "null" device, which would pretend to play.
REAL_BACKENDS = ("WASAPI", "DSOUND", "WINMM", "COREAUDIO", "SNDIO", "AUDIO4", "OSS", "PULSEAUDIO", "ALSA",
                 "JACK", "AAUDIO", "OPENSL")

OutputFactory = Callable[[Callable[[int], array]], object]
# ``JADI_SOUND=off`` in the environment: no sound device is opened (the test suite, and
# anyone who wants the app silent whatever the settings say).
SOUND_ENVIRONMENT_VARIABLE = "JADI_SOUND"


def load_sound(name: str) -> array:
    """The sound's samples from ``resources/sounds/<name>.wav`` (16-bit mono)."""
    import wave  # when the first sound is read, not at start-up

    with wave.open(str(resource_path("sounds", f"{name}.wav")), "rb") as wav:
        if wav.getnchannels() != 1 or wav.getsampwidth() != 2 or wav.getframerate() != SAMPLE_RATE:
            raise ValueError(f"sound {name}: expected 16-bit mono at {SAMPLE_RATE} Hz")
        samples = array("h")
        samples.frombytes(wav.readframes(wav.getnframes()))
        return samples


def miniaudio_output(render: Callable[[int], array], backends: tuple[str, ...] = REAL_BACKENDS):
    """Open the system's sound device and start feeding it from ``render``; returns the
    device (``close()`` stops it). Raises when there is no device."""
    import miniaudio

    device = miniaudio.PlaybackDevice(
        output_format=miniaudio.SampleFormat.SIGNED16, nchannels=1, sample_rate=SAMPLE_RATE,
        buffersize_msec=PERIOD_MS, callback_periods=PERIODS, app_name="Jadi",
        backends=[miniaudio.Backend[name] for name in backends])

    def feed():
        frames = yield b""
        while True:
            frames = yield render(frames)

    generator = feed()
    next(generator)
    device.start(generator)
    return device


def output_for_this_run() -> "OutputFactory | None":
    """The device output, unless ``JADI_SOUND=off``."""
    if os.environ.get(SOUND_ENVIRONMENT_VARIABLE, "").lower() == "off":
        return None
    return miniaudio_output


class SoundService:
    """Plays Jadi's sounds (see the module doc). Thread-safe ``play``; never raises for
    a device problem."""

    def __init__(self, volume: int = DEFAULT_VOLUME, muted: bool = False,
                 output: OutputFactory | None = miniaudio_output, start: bool = True) -> None:
        self._mixer = Mixer()
        self._samples: dict[str, array] = {}
        self._volume = volume
        self._muted = muted
        self._apply_gain()
        self._output_factory = output
        self._device = None
        self._ready = threading.Event()
        self.available: bool | None = None  # None while the device is being opened
        self.problem: str | None = None
        self._lock = threading.Lock()
        self._started = False
        if output is None:
            self._fail("sound is switched off for this run")
        elif start:
            self.start()

    def start(self) -> None:
        """Open the device on a background thread (once; the app does it after its first
        window is painted, so start-up does not pay for importing the library)."""
        if self._started or self._output_factory is None:
            return
        self._started = True
        threading.Thread(target=self._open, name="sound device", daemon=True).start()

    # -- settings ---------------------------------------------------------------------------
    @property
    def volume(self) -> int:
        return self._volume

    @property
    def muted(self) -> bool:
        return self._muted

    def set_volume(self, volume: int) -> None:
        self._volume = max(0, min(100, int(volume)))
        self._apply_gain()

    def set_muted(self, muted: bool) -> None:
        self._muted = bool(muted)
        self._apply_gain()

    def _apply_gain(self) -> None:
        # Loudness is heard roughly logarithmically: a squared slider feels even.
        self._mixer.gain = 0.0 if self._muted else (self._volume / 100.0) ** 2

    # -- playing -----------------------------------------------------------------------------
    def play(self, name: str) -> None:
        """Start the named sound now (mixed with any already playing)."""
        if name not in SOUND_NAMES:
            raise ValueError(f"no sound named {name!r} (known: {', '.join(SOUND_NAMES)})")
        if self._muted or self._volume == 0 or self.available is False:
            return
        samples = self._samples.get(name)
        if samples is None:
            return  # still loading (the first few milliseconds of the app): skip it
        self._mixer.add(samples)

    def wait_ready(self, timeout: float = 5.0) -> bool:
        """For tests and the benchmark: wait until the device is open (or failed)."""
        self._ready.wait(timeout)
        return bool(self.available)

    @property
    def latencies(self):
        """Seconds from ``play`` to the audio callback that started each recent sound."""
        return list(self._mixer.started_after)

    def _render(self, frames: int) -> array:
        return self._mixer.render(frames, STALE_SECONDS)

    def _open(self) -> None:
        try:
            self._samples = {name: load_sound(name) for name in SOUND_NAMES}
            device = self._output_factory(self._render)
        except Exception as problem:  # noqa: BLE001 - no device, no library, bad file: silence
            self._fail(f"{type(problem).__name__}: {problem}")
            return
        with self._lock:
            self._device = device
            self.available = True
        self._ready.set()

    def start_now(self) -> None:
        """Open the device on the calling thread (tests, the benchmark)."""
        self._started = True
        self._open()

    def _fail(self, reason: str) -> None:
        self.available = False
        self.problem = reason
        self._ready.set()

    def close(self) -> None:
        with self._lock:
            device, self._device = self._device, None
        if device is not None:
            try:
                device.close()
            except Exception:  # noqa: BLE001 - closing must never fail the app's exit
                pass


__all__ = ["SoundService", "SOUND_NAMES", "load_sound", "miniaudio_output", "output_for_this_run"]
