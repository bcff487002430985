"""Sound: the project's own synthesised sounds and a small service that plays them.

    from app.sound import SoundService
    sounds = SoundService()
    sounds.play("card_play")      # returns at once; mixed and played on the audio thread
    sounds.set_volume(70); sounds.set_muted(True)

No Qt here: the audio goes out through ``miniaudio`` (a 0.6 MB wheel, chosen by
measurement over QtMultimedia, see ``app/bench/sound.py`` and the README). Without a
sound device (CI, a server) the service is silent and says why in ``problem``; nothing
raises into the game. The sounds are ``resources/sounds/*.wav``, written by
``python -m app.sound.write`` from ``app/sound/synth.py`` (a test checks they match).
"""

from app.sound.service import SOUND_NAMES, SoundService

__all__ = ["SOUND_NAMES", "SoundService"]
