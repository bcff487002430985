"""The seam between the game views and the games: a view draws, a ``Table`` runs the game
(``table.py``); ``LocalTable`` plays on this computer (``local.py``)."""

from app.ui.table.table import Seat, Table

__all__ = ["Seat", "Table"]
