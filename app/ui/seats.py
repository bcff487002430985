"""The compass seat names, in one place for the card table and the Bao board, so that a
seat has one name in each language on every screen (GLOSSARY.md: seat names).

Translators: a seat is a place at the table, not a person, and "You" can stand in the same
place; GLOSSARY.md ("Interface conventions") says how messages around a seat's name read.
"""

from __future__ import annotations

from PySide6.QtCore import QCoreApplication


def compass_name(direction: str) -> str:
    """"North", "East", "South" or "West" in the current language."""
    names = {
        "north": QCoreApplication.translate("Seats", "North"),
        "east": QCoreApplication.translate("Seats", "East"),
        "south": QCoreApplication.translate("Seats", "South"),
        "west": QCoreApplication.translate("Seats", "West"),
    }
    return names[direction]
