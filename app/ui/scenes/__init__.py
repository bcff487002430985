"""Game scenes: the Bao board (``bao_*``); the card table joins here."""
