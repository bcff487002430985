"""The sound service (issue 20, item 5): the project's own sounds, mixing, volume and
mute, and a machine without a sound device (CI) staying silent without an error."""

from __future__ import annotations

from array import array

import pytest

from app.sound import SOUND_NAMES, SoundService
from app.sound.mixer import Mixer
from app.sound.service import load_sound, miniaudio_output
from app.sound.synth import SAMPLE_RATE, render

EXPECTED_SOUNDS = {"deal", "card_play", "trick_collect", "pull", "pick_up", "game_won", "game_lost", "seed_drop",
                   "capture"}


def test_every_sound_the_issue_names_exists_and_the_files_are_the_synthesisers():
    assert set(SOUND_NAMES) == EXPECTED_SOUNDS
    for name in SOUND_NAMES:
        made, shipped = render(name), load_sound(name)
        assert len(made) == len(shipped) and 0.03 < len(made) / SAMPLE_RATE < 1.0, name
        # The same up to one step of rounding (another machine's libm may differ by one).
        assert max(abs(a - b) for a, b in zip(made, shipped)) <= 2, name
        assert max(abs(x) for x in made) > 8000, name  # audible, not silence


class FakeDevice:
    """An output that the test pulls buffers from, instead of a sound card."""

    def __init__(self, render):
        self.render = render
        self.closed = False

    def close(self):
        self.closed = True


def started_service(**settings) -> tuple[SoundService, FakeDevice]:
    devices = []
    service = SoundService(output=lambda render: devices.append(FakeDevice(render)) or devices[-1], start=False,
                           **settings)
    service.start_now()
    assert service.available
    return service, devices[0]


def test_play_mixes_the_sound_into_the_next_buffer_at_the_volume():
    service, device = started_service(volume=100)
    assert device.render(256) == array("h", bytes(512))  # silence while nothing plays
    service.play("card_play")
    sound = load_sound("card_play")
    assert list(device.render(256)) == list(sound[:256])
    assert list(device.render(256)) == list(sound[256:512])
    service.set_volume(50)  # squared: a quarter of the amplitude
    assert list(device.render(4)) == [int(x * 0.25) for x in sound[512:516]]
    service.close()
    assert device.closed


def test_overlapping_sounds_add_up_and_clip():
    service, device = started_service(volume=100)
    for _ in range(3):
        service.play("game_won")
    loud = device.render(SAMPLE_RATE // 10)
    single = load_sound("game_won")[:SAMPLE_RATE // 10]
    assert max(loud) <= 32767 and min(loud) >= -32767
    assert max(loud) > max(single)


def test_mute_and_zero_volume_are_silent():
    service, device = started_service(volume=100, muted=True)
    service.play("deal")
    assert not any(device.render(512))
    service.set_muted(False)
    service.set_volume(0)
    service.play("deal")
    assert not any(device.render(512))
    assert service.muted is False and service.volume == 0


def test_unknown_sound_is_a_programming_error():
    service, _device = started_service()
    with pytest.raises(ValueError, match="no sound named"):
        service.play("trumpet")


def test_a_sound_asked_for_long_before_the_device_opened_is_dropped():
    mixer = Mixer()
    mixer.add(load_sound("deal"))
    import time
    time.sleep(0.05)
    assert not any(mixer.render(256, stale_after=0.01))
    assert mixer.dropped == 1


def test_no_sound_device_is_fine():
    def no_device(render):
        raise OSError("no sound card")

    service = SoundService(output=no_device)
    assert not service.wait_ready()
    assert service.available is False and "no sound card" in service.problem
    service.play("card_play")  # silently nothing
    service.close()
    off = SoundService(output=None)
    assert off.available is False
    off.play("deal")


def test_the_real_library_without_a_device_or_through_its_null_device():
    # This machine (like CI) has no sound card: the service opens nothing and says why;
    # on a developer's machine it opens the real device. Either way nothing raises.
    service = SoundService()
    service.wait_ready()
    assert service.available in (True, False)
    service.play("deal")
    service.close()
    # miniaudio's null device consumes audio in real time: a played sound starts within
    # a few periods (the benchmark ``app.bench sound`` measures it).
    null = SoundService(output=lambda render: miniaudio_output(render, backends=("NULL",)), start=False)
    null.start_now()
    assert null.available
    null.play("card_play")
    import time
    deadline = time.monotonic() + 2.0
    while not null.latencies and time.monotonic() < deadline:
        time.sleep(0.005)
    null.close()
    assert null.latencies and null.latencies[0] < 0.5


def test_the_device_opens_only_when_started_and_once():
    opened = []
    service = SoundService(output=lambda render: opened.append(FakeDevice(render)) or opened[-1], start=False)
    assert service.available is None and opened == []  # the app starts it after its first paint
    service.start()
    service.start()
    assert service.wait_ready() and len(opened) == 1
    service.close()
