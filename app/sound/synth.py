"""Jadi's own sounds, synthesised by this code (so they are GPL-3.0-or-later like the rest
of the program; no recording or sample from anyone else is used).

Each sound is a short mono 16-bit signal at ``SAMPLE_RATE``, built from damped sines,
filtered noise and envelopes, from a fixed seed: the same every run and on every machine.
``render(name)`` returns it as an ``array('h')``; rendering all of them takes a few tens
of milliseconds (``app/bench/sound.py``), done once, off the GUI thread.
"""

from __future__ import annotations

import math
import random
from array import array
from typing import Callable

SAMPLE_RATE = 44_100
PEAK = 32_000  # headroom below 32767 so a few overlapping sounds rarely clip


def _seconds(duration: float) -> int:
    return int(SAMPLE_RATE * duration)


def _noise(n: int, rng: random.Random) -> list[float]:
    return [rng.uniform(-1.0, 1.0) for _ in range(n)]


def _lowpass(signal: list[float], cutoff_hz: float) -> list[float]:
    """A one-pole low-pass filter (softens noise into a "paper" sound)."""
    a = 1.0 - math.exp(-2.0 * math.pi * cutoff_hz / SAMPLE_RATE)
    out, y = [], 0.0
    for x in signal:
        y += a * (x - y)
        out.append(y)
    return out


def _highpass(signal: list[float], cutoff_hz: float) -> list[float]:
    low = _lowpass(signal, cutoff_hz)
    return [x - y for x, y in zip(signal, low)]


def _envelope(n: int, attack: float, decay: float) -> list[float]:
    """Linear attack over ``attack`` seconds, then exponential decay (time constant ``decay``)."""
    a = max(1, _seconds(attack))
    return [i / a if i < a else math.exp(-(i - a) / (decay * SAMPLE_RATE)) for i in range(n)]


def _tone(n: int, frequency: float, harmonics: tuple[float, ...] = (1.0,), decay: float = 0.3,
          attack: float = 0.004) -> list[float]:
    env = _envelope(n, attack, decay)
    fade = min(n, _seconds(0.03))  # each note ends softly, not with a click
    for i in range(n - fade, n):
        env[i] *= (n - i) / fade
    step = 2.0 * math.pi * frequency / SAMPLE_RATE
    return [env[i] * sum(h * math.sin(step * (k + 1) * i) for k, h in enumerate(harmonics)) for i in range(n)]


def _mix(*layers: tuple[list[float], float], length: int | None = None) -> list[float]:
    n = length or max(len(layer) for layer, _gain in layers)
    out = [0.0] * n
    for layer, gain in layers:
        for i, x in enumerate(layer[:n]):
            out[i] += gain * x
    return out


def _place(n: int, parts: list[tuple[float, list[float]]]) -> list[float]:
    """Sounds placed at offsets (seconds) in one signal of ``n`` samples."""
    out = [0.0] * n
    for start, part in parts:
        s = _seconds(start)
        for i, x in enumerate(part[: max(0, n - s)]):
            out[s + i] += x
    return out


def _to_pcm(signal: list[float], level: float) -> array:
    peak = max(1e-9, max(abs(x) for x in signal))
    scale = level * PEAK / peak
    fade = min(len(signal), _seconds(0.004))  # no click at the end
    out = array("h", bytes(2 * len(signal)))
    last = len(signal) - 1
    for i, x in enumerate(signal):
        if i > last - fade:
            x *= (last - i) / fade
        out[i] = int(max(-32767, min(32767, x * scale)))
    return out


# ----------------------------------------------------------------- the sounds

def _card_flick(rng: random.Random, duration: float = 0.05, brightness: float = 3500.0) -> list[float]:
    n = _seconds(duration)
    noise = _highpass(_lowpass(_lowpass(_noise(n, rng), brightness), brightness), 600.0)
    env = _envelope(n, 0.002, duration / 5)
    return [x * e for x, e in zip(noise, env)]


def _deal(rng: random.Random) -> list[float]:
    return _card_flick(rng, 0.045, 4200.0)


def _card_play(rng: random.Random) -> list[float]:
    n = _seconds(0.09)
    snap = _card_flick(rng, 0.09, 2800.0)
    thump = _tone(n, 140.0, (1.0, 0.3), decay=0.02)
    return _mix((snap, 1.0), (thump, 0.5))


def _trick_collect(rng: random.Random) -> list[float]:
    n = _seconds(0.22)
    noise = _noise(n, rng)
    # A slide: the noise band sweeps down while it swells and fades.
    out, y = [], 0.0
    for i, x in enumerate(noise):
        t = i / n
        cutoff = 3000.0 - 2200.0 * t
        a = 1.0 - math.exp(-2.0 * math.pi * cutoff / SAMPLE_RATE)
        y += a * (x - y)
        swell = math.sin(math.pi * t) ** 1.5
        out.append(y * swell)
    return _highpass(_lowpass(out, 5000.0), 300.0)


def _pull(rng: random.Random) -> list[float]:
    # The pull: the trick's cards swept back, then four cards slapped down together.
    sweep = list(reversed(_trick_collect(rng)))
    slap = _mix((_card_flick(rng, 0.08, 2400.0), 1.0), (_tone(_seconds(0.08), 110.0, (1.0, 0.4), 0.025), 0.7))
    return _place(_seconds(0.36), [(0.0, [0.6 * x for x in sweep]), (0.24, slap)])


def _pick_up(rng: random.Random) -> list[float]:
    # Cards gathered from the pile: a quick riffle of soft flicks.
    parts = [(0.035 * k + rng.uniform(0, 0.01), _card_flick(rng, 0.04, 2200.0 + 300.0 * k)) for k in range(5)]
    return _place(_seconds(0.26), parts)


def _chord(notes_hz: tuple[float, ...], spacing: float, note_length: float, decay: float) -> list[float]:
    n = _seconds(spacing * (len(notes_hz) - 1) + note_length)
    parts = [(spacing * k, _tone(_seconds(note_length), f, (1.0, 0.35, 0.12), decay=decay))
             for k, f in enumerate(notes_hz)]
    return _place(n, parts)


def _game_won(rng: random.Random) -> list[float]:
    return _chord((523.25, 659.25, 783.99, 1046.5), 0.11, 0.55, 0.22)  # C E G C, rising


def _game_lost(rng: random.Random) -> list[float]:
    return _chord((392.0, 311.13, 261.63), 0.16, 0.6, 0.25)  # G Eb C, falling (minor)


def _seed_drop(rng: random.Random) -> list[float]:
    # A hard seed on wood: a short damped knock with a little click.
    n = _seconds(0.07)
    knock = _tone(n, 820.0 + rng.uniform(-40, 40), (1.0, 0.5, 0.25), decay=0.012, attack=0.0005)
    click = _highpass(_noise(n, rng), 2500.0)
    env = _envelope(n, 0.0005, 0.003)
    return _mix((knock, 1.0), ([c * e for c, e in zip(click, env)], 0.35))


def _capture(rng: random.Random) -> list[float]:
    # Seeds scooped from a pit: a rattle of knocks.
    parts = [(0.022 * k + rng.uniform(0, 0.008), _seed_drop(rng)) for k in range(7)]
    return _place(_seconds(0.25), parts)


SOUNDS: dict[str, tuple[Callable[[random.Random], list[float]], float]] = {
    # name: (maker, loudness 0..1 relative to the loudest)
    "deal": (_deal, 0.45),
    "card_play": (_card_play, 0.7),
    "trick_collect": (_trick_collect, 0.55),
    "pull": (_pull, 0.75),
    "pick_up": (_pick_up, 0.6),
    "game_won": (_game_won, 0.8),
    "game_lost": (_game_lost, 0.7),
    "seed_drop": (_seed_drop, 0.55),
    "capture": (_capture, 0.7),
}
SOUND_NAMES: tuple[str, ...] = tuple(SOUNDS)


def render(name: str) -> array:
    """The named sound as 16-bit mono samples at ``SAMPLE_RATE``."""
    try:
        maker, level = SOUNDS[name]
    except KeyError:
        raise ValueError(f"no sound named {name!r} (known: {', '.join(SOUND_NAMES)})") from None
    return _to_pcm(maker(random.Random(f"jadi sound {name}")), level)


def render_all() -> dict[str, array]:
    return {name: render(name) for name in SOUND_NAMES}


def write_resources() -> None:
    """(Re)write ``resources/sounds/*.wav`` (``python -m app.sound.write``)."""
    import wave

    from app.resources import resource_path

    folder = resource_path("sounds")
    folder.mkdir(parents=True, exist_ok=True)
    for name, samples in render_all().items():
        with wave.open(str(folder / f"{name}.wav"), "wb") as wav:
            wav.setnchannels(1)
            wav.setsampwidth(2)
            wav.setframerate(SAMPLE_RATE)
            wav.writeframes(samples.tobytes())
        print(f"{folder / name}.wav: {len(samples) / SAMPLE_RATE:.2f} s")
