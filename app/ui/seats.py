"""The compass seat names, in one place for the card table and the Bao board, so that a
seat has one name in each language on every screen (GLOSSARY.md: seat names).

A seat is a place at the table, not a person: messages put a seat's name in a label
("{0}: pull") or a construction without verb agreement, never as a sentence's subject.
"""

from __future__ import annotations

from PySide6.QtCore import QCoreApplication

COMPASS = ("north", "east", "south", "west")


def compass_name(direction: str) -> str:
    """"North", "East", "South" or "West" in the current language."""
    names = {
        "north": QCoreApplication.translate("Seats", "North"),
        "east": QCoreApplication.translate("Seats", "East"),
        "south": QCoreApplication.translate("Seats", "South"),
        "west": QCoreApplication.translate("Seats", "West"),
    }
    return names[direction]
