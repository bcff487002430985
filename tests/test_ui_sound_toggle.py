"""Sound on/off from the View menu and the settings reach the sound service (issue 20,
item 5: "a menu toggle")."""

from __future__ import annotations

from app.ui.dialogs import shortcuts_text
from tests.ui_helpers import make_window


def test_menu_toggle_and_settings_drive_the_sound_service(qtbot):
    window = make_window(qtbot)
    settings, sound = window.services.settings, window.services.sound
    assert window.sound_action.isChecked() and not sound.muted
    window.sound_action.trigger()
    assert not settings.sound_on() and sound.muted and not window.sound_action.isChecked()
    window.sound_action.trigger()
    assert settings.sound_on() and not sound.muted
    settings.set_sound_volume(30)
    assert sound.volume == 30
    settings.set_sound_on(False)
    assert not window.sound_action.isChecked() and sound.muted
    assert "Ctrl+M" in shortcuts_text() and "sound on or off" in shortcuts_text()
    assert window.sound_action in window.view_menu.actions()
