"""Mixes the sounds being played into the device's buffers (runs on the audio thread).

``add`` is called from any thread (a deque append is atomic); ``render`` only from the
audio callback. Each sound records, when it starts, how long it waited since ``add``:
``app/bench/sound.py`` reports those figures as the latency from event to sound start.
"""

from __future__ import annotations

import collections
import time
from array import array

MAX_VOICES = 8  # more overlapping sounds than this: the oldest is dropped


class Mixer:
    def __init__(self) -> None:
        self._pending: collections.deque = collections.deque()
        self._voices: list[list] = []  # [samples, position]
        self.gain = 1.0  # 0..1, volume and mute applied here (read once per buffer)
        self.started_after: collections.deque = collections.deque(maxlen=1000)  # seconds, per sound
        self.dropped = 0

    def add(self, samples: array) -> None:
        self._pending.append((samples, time.perf_counter()))

    @property
    def busy(self) -> bool:
        return bool(self._voices or self._pending)

    def render(self, frames: int, stale_after: float | None = None) -> array:
        """The next ``frames`` mono 16-bit samples. A sound that waited longer than
        ``stale_after`` seconds (the device was still opening) is dropped."""
        now = time.perf_counter()
        while self._pending:
            samples, queued = self._pending.popleft()
            if stale_after is not None and now - queued > stale_after:
                self.dropped += 1
                continue
            self.started_after.append(now - queued)
            self._voices.append([samples, 0])
        del self._voices[:-MAX_VOICES]
        if not self._voices or self.gain <= 0.0:
            self._voices.clear()
            return array("h", bytes(2 * frames))
        mix = [0] * frames
        alive = []
        for voice in self._voices:
            samples, position = voice
            chunk = samples[position:position + frames]
            for i, x in enumerate(chunk):
                mix[i] += x
            voice[1] = position + frames
            if voice[1] < len(samples):
                alive.append(voice)
        self._voices = alive
        gain = self.gain
        return array("h", [max(-32767, min(32767, int(x * gain))) for x in mix])
