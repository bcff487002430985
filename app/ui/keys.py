"""The app's keyboard shortcuts and the names of their keys, in one place.

Menus print an action's shortcut with ``QKeySequence``'s native text, which Qt translates
in its "QShortcut" context. Qt ships no catalogue for Swahili, Filipino or Welsh, so the
app's own catalogues carry the names of the keys its shortcuts use (declared below, so
that lupdate puts them in the .ts files), and the shortcuts sheet prints its keys with the
same function as the menus: a key has one name in each language on every screen
(the Welsh Game menu once said "Space" while the sheet said "Bylchwr").
"""

from __future__ import annotations

from PySide6.QtCore import QT_TRANSLATE_NOOP
from PySide6.QtGui import QKeySequence

# The key names Qt asks the "QShortcut" context for when it prints our shortcuts. Names
# printed on the keys themselves (Ctrl, Alt, Home, F1) stay as printed (GLOSSARY.md);
# they are listed so that a language whose keyboards differ can name them.
KEY_NAMES = (
    QT_TRANSLATE_NOOP("QShortcut", "Space"),
    QT_TRANSLATE_NOOP("QShortcut", "Esc"),
    QT_TRANSLATE_NOOP("QShortcut", "Home"),
    QT_TRANSLATE_NOOP("QShortcut", "Ctrl"),
    QT_TRANSLATE_NOOP("QShortcut", "Alt"),
    QT_TRANSLATE_NOOP("QShortcut", "Left"),  # the arrow keys: no printed name (Bao's Ctrl+Left / Ctrl+Right)
    QT_TRANSLATE_NOOP("QShortcut", "Right"),
)

# Bao: once a hole is chosen, these keys choose the direction the seeds go, written as in
# the notation ("<" anticlockwise, ">" clockwise, app.games.bao.actions), as the shortcuts
# sheet says ("Left / Right or < / >: sow anticlockwise / clockwise"). One convention for
# every two-way choice, the namua kichwa choice included (from A8 the seeds go
# anticlockwise, from A1 clockwise); the prompt's buttons are in the same order, the Left
# key's first. (Arrows, not the model's constants: the home screen loads no engine.)
BAO_DIRECTION_TEXTS = ("<", ">")  # typed, and the order of the buttons


def bao_direction_keys() -> dict:
    """The Left and Right keys' directions (see above). A function: this module loads
    with the first window, which names no ``Qt`` (app/ui/home_pictures.py)."""
    from PySide6.QtCore import Qt

    return {Qt.Key.Key_Left: "<", Qt.Key.Key_Right: ">"}

# Each menu command's shortcuts, first the one the menu shows. Standard keys expand to the
# platform's bindings.
SHORTCUTS: dict[str, tuple] = {
    "new_game": (QKeySequence.StandardKey.New,),
    "home": ("Alt+Home",),
    "undo": (QKeySequence.StandardKey.Undo,),
    "hint": ("H",),
    "claim": ("C",),
    "finish_animation": ("Space",),
    "statistics": ("Ctrl+T",),
    "settings": (QKeySequence.StandardKey.Preferences, "Ctrl+,"),
    "quit": (QKeySequence.StandardKey.Quit, "Ctrl+Q"),
    "full_screen": ("F11",),
    "sound": ("Ctrl+M",),
    "rules": (QKeySequence.StandardKey.HelpContents, "F1"),
    # Bao's Study menu (app/ui/bao_study/study.py)
    "save_record": (QKeySequence.StandardKey.Save,),
    "open_record": (QKeySequence.StandardKey.Open,),
    "copy_record": ("Ctrl+Shift+C",),
    "paste_record": ("Ctrl+Shift+V",),
    "redo": (QKeySequence.StandardKey.Redo, "Ctrl+Y"),
    "position_editor": ("Ctrl+E",),
    "analysis": ("Ctrl+Shift+A",),
    "replay": ("Ctrl+R",),
}
# Keys of the Bao move list that are no menu command's (app/ui/scenes/bao_view.py,
# ``_browse_key``): a step back / forward, also while the player has a move to choose.
BROWSE_STEP_KEYS = ("Ctrl+Left", "Ctrl+Right")


def unique_key_sequences(shortcuts) -> list[QKeySequence]:
    """The key sequences of ``shortcuts`` (standard keys expand to the platform's
    bindings), each once: a key given twice to one action (``StandardKey.Quit`` is
    Ctrl+Q on Linux) makes Qt call the shortcut ambiguous and do nothing."""
    sequences: list[QKeySequence] = []
    for shortcut in shortcuts:
        if isinstance(shortcut, QKeySequence.StandardKey):
            sequences.extend(QKeySequence.keyBindings(shortcut))
        else:
            sequences.append(QKeySequence(shortcut, QKeySequence.SequenceFormat.PortableText))
    unique: dict[str, QKeySequence] = {}
    for sequence in sequences:
        if not sequence.isEmpty():
            unique.setdefault(sequence.toString(QKeySequence.SequenceFormat.PortableText), sequence)
    return list(unique.values())


def key_sequences(command: str) -> list[QKeySequence]:
    return unique_key_sequences(SHORTCUTS[command])


def shortcut_text(command: str) -> str:
    """The command's shortcut as its menu prints it, in the current language."""
    return key_sequences(command)[0].toString(QKeySequence.SequenceFormat.NativeText)


def key_text(key: str) -> str:
    """A key that is no menu command's shortcut (Esc), named as the menus would."""
    return QKeySequence(key, QKeySequence.SequenceFormat.PortableText).toString(QKeySequence.SequenceFormat.NativeText)


def sheet_keys() -> dict[str, str]:
    """The shortcuts sheet's key cells by name ({undo}, {esc}…): bold, HTML-escaped."""
    import html  # only the shortcuts sheet needs it (fast start-up)

    names = {command: shortcut_text(command) for command in SHORTCUTS}
    names["esc"] = key_text("Esc")
    names["step_back"], names["step_forward"] = (key_text(key) for key in BROWSE_STEP_KEYS)
    return {name: f"<b>{html.escape(text)}</b>" for name, text in names.items()}
