"""Each suit's symbol and colour, by the suit's letter. ``Suit`` is a ``str`` enum, so
``Suit.HEARTS`` finds the same entries as ``"H"``. No imports: the home screen's
pictures use it before any card module is loaded (tests/test_startup.py)."""

SUIT_SYMBOLS: dict[str, str] = {"C": "♣", "D": "♦", "H": "♥", "S": "♠"}
RED_SUITS: frozenset[str] = frozenset({"D", "H"})
