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

from typing import TYPE_CHECKING

from app.core.lazy import lazy_attributes

if TYPE_CHECKING:
    from app.sound.service import SOUND_NAMES, SoundService

# The volume a new player hears (0..100); the settings' default too. Here, not in the
# service, so that reading the settings at start-up loads no sound code (the first
# window makes no sound; the service and its mixer load when first used).
DEFAULT_VOLUME = 70

__getattr__, __dir__ = lazy_attributes(__name__, {"SOUND_NAMES": "app.sound.service",
                                                  "SoundService": "app.sound.service"})

__all__ = ["DEFAULT_VOLUME", "SOUND_NAMES", "SoundService"]
