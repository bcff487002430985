"""The card deck: the bundled "nicu-white" SVG rendered ONCE per (card, size, device pixel
ratio, colour scheme) into a ``QPixmap``. Nothing renders SVG while cards move (Qt's SVG
items re-render on every frame of a transform: 5-30 ms; see shared/qt-notes.md).

Each card is parsed from its own small document when first drawn (``DeckSource``).
Four-colour suits are made at render time by recolouring the suit colour inside the
diamond and club card groups of the SVG source (♦ blue, ♣ green; ♥ stays red, ♠ black).
"""

from __future__ import annotations

import gzip
import re

from PySide6.QtCore import QByteArray, QCoreApplication, QRectF, Qt
from PySide6.QtGui import QColor, QFont, QPainter, QPainterPath, QPixmap, QTransform
from PySide6.QtSvg import QSvgRenderer

from app.core.cards import Card, Suit
from app.resources import resource_path
from app.ui.scenes.drawing import transparent_pixmap

DECK_FILE = ("cards", "nicu-white.svgz")
BACK_ID = "back"
# The deck's two jokers: the coloured one is the Big Blooper (the higher), the black one
# the Little Blooper (a UI decision; the deck itself has no names for them).
JOKER_IDS = {"BB": "red_joker", "LB": "black_joker"}
RANK_NAMES = {"A": "1", "T": "10", "J": "jack", "Q": "queen", "K": "king"}
SUIT_NAMES = {Suit.CLUBS: "club", Suit.DIAMONDS: "diamond", Suit.HEARTS: "heart", Suit.SPADES: "spade"}
# Four-colour scheme: (suit group, the deck's colour, the replacement).
FOUR_COLOUR_CHANGES = (("diamond", "#ff0000", "#1652c8"), ("club", "#000000", "#0d7a34"))
# Card faces are rendered at whole-pixel widths rounded to this step, so a window being
# resized does not fill the cache with one set per pixel.
WIDTH_STEP = 2


def element_id(card: Card | None) -> str:
    """The SVG element of ``card`` (None: the back)."""
    if card is None:
        return BACK_ID
    if card.is_joker:
        return JOKER_IDS[card.rank]
    return f"{RANK_NAMES.get(card.rank, card.rank)}_{SUIT_NAMES[card.suit]}"


def joker_label(card: Card) -> str:
    if card.rank == "BB":
        return QCoreApplication.translate("Cards", "Big Blooper")
    return QCoreApplication.translate("Cards", "Little Blooper")


class DeckSource:
    """The deck's SVG, split once into one small SVG document per card.

    Why: Qt parses the whole deck (1.2 MB) in ~55 ms and holds Python's GIL while it does,
    so parsing it on a thread stalled the GUI thread just the same (measured: the GUI thread
    resumed ~54 ms after the parse began). One card's document (the card's group and the
    definitions it refers to) parses in ~1 ms, so a table parses only the cards it shows,
    when it first shows them; splitting the text costs ~6 ms.

    The deck is an Inkscape file with one top-level group per card inside its layer, and
    Inkscape writes the children of ``<defs>`` and of the layer indented by four spaces:
    that indentation is what the split follows (tests/test_ui_cards.py renders every card
    from its own document and from the whole deck and compares the pixels)."""

    _CHILD = re.compile(r"\n    (?=<[A-Za-z])")
    _ID = re.compile(r'\bid="([^"]+)"')
    _REFERENCE = re.compile(r'url\(#([^)"]+)\)|href="#([^"]+)"')

    def __init__(self, text: str) -> None:
        try:
            defs_tag = text.index("<defs")
            defs_end = text.index("\n  </defs>", defs_tag)
            layer_tag = text.index("<g", text.index("</metadata>"))
            layer_content = text.index(">", layer_tag) + 1
            layer_end = text.rindex("\n  </g>")
        except ValueError:
            raise ValueError("card deck: the SVG is not laid out as expected (defs, then one layer)") from None
        self._head = text[:defs_tag]
        self._layer_tag = text[layer_tag:layer_content]
        self._definitions = self._children(text, text.index(">", defs_tag) + 1, defs_end)
        self._elements = self._children(text, layer_content, layer_end)
        if BACK_ID not in self._elements:
            raise ValueError("card deck: the SVG has no card back")

    @classmethod
    def _children(cls, text: str, start: int, end: int) -> dict[str, str]:
        """The elements directly inside ``text[start:end]``, by id."""
        found = {}
        for child in cls._CHILD.split(text[start:end])[1:]:
            named = cls._ID.search(child, 0, child.index(">"))
            if named:
                found[named.group(1)] = child
        return found

    def has(self, element: str) -> bool:
        return element in self._elements

    def recoloured(self, element: str) -> bool:
        """Does the four-colour scheme change ``element``?"""
        return any(element.endswith("_" + group) for group, _old, _new in FOUR_COLOUR_CHANGES)

    def document(self, element: str, four_colour: bool) -> str:
        """The SVG document of ``element`` alone, at its place in the deck (so its bounds
        and its picture are the whole deck's)."""
        body = self._elements[element]
        if four_colour:
            for group, old, new in FOUR_COLOUR_CHANGES:
                if element.endswith("_" + group):
                    # Only opaque fills: the card's drop shadow is black at half opacity.
                    body = body.replace(f"fill:{old};fill-opacity:1;", f"fill:{new};fill-opacity:1;")
        needed: set[str] = set()
        to_look_at = self._references(body)
        while to_look_at:
            name = to_look_at.pop()
            if name not in needed and name in self._definitions:
                needed.add(name)
                to_look_at |= self._references(self._definitions[name])
        definitions = "".join(self._definitions[name] for name in sorted(needed))
        return f"{self._head}<defs>{definitions}</defs>{self._layer_tag}{body}</g></svg>"

    @classmethod
    def _references(cls, text: str) -> set[str]:
        return {url or link for url, link in cls._REFERENCE.findall(text)}


def _parse(source: str) -> QSvgRenderer:
    renderer = QSvgRenderer(QByteArray(source.encode("utf-8")))
    if not renderer.isValid():
        raise ValueError("card deck: the SVG could not be read")
    return renderer


def read_deck_source() -> DeckSource:
    return DeckSource(gzip.decompress(resource_path(*DECK_FILE).read_bytes()).decode("utf-8"))


class DeckRenderer:
    """Renders and caches card pixmaps. One instance per application (``shared_deck``)."""

    def __init__(self, source: DeckSource | None = None) -> None:
        self._source = source or read_deck_source()
        # (element, recoloured) -> its document's renderer, parsed when first drawn
        self._renderers: dict[tuple[str, bool], QSvgRenderer] = {}
        self._cache: dict[tuple, QPixmap] = {}
        bounds = self._renderer(BACK_ID, False).boundsOnElement(BACK_ID)
        self.aspect = bounds.height() / bounds.width()  # height / width of a card

    def _renderer(self, element: str, four_colour: bool) -> QSvgRenderer:
        key = (element, four_colour and self._source.recoloured(element))
        renderer = self._renderers.get(key)
        if renderer is None:
            renderer = self._renderers[key] = _parse(self._source.document(*key))
        return renderer

    @staticmethod
    def snapped_width(width: float) -> int:
        return max(WIDTH_STEP * 4, int(round(width / WIDTH_STEP)) * WIDTH_STEP)

    def height_for(self, width: int) -> int:
        return int(round(width * self.aspect))

    def has_element(self, card: Card | None) -> bool:
        return self._source.has(element_id(card))

    def pixmap(self, card: Card | None, width: int, dpr: float = 1.0, four_colour: bool = False,
               sideways: bool = False) -> QPixmap:
        """The face of ``card`` (None: the back) ``width`` logical pixels wide; ``sideways``
        turned a quarter clockwise (drawing a rotated pixmap on every frame costs about
        0.3 ms a card at HiDPI; a pre-turned one is a plain copy)."""
        width = self.snapped_width(width)
        label = joker_label(card) if card is not None and card.is_joker else ""
        key = (element_id(card), width, round(dpr, 3), four_colour and card is not None, label, sideways)
        found = self._cache.get(key)
        if found is None:
            if sideways:
                upright = self.pixmap(card, width, dpr, four_colour)
                found = upright.transformed(QTransform().rotate(90), Qt.TransformationMode.SmoothTransformation)
                found.setDevicePixelRatio(dpr)
            else:
                found = self._render(card, width, dpr, key[3], label)
            self._cache[key] = found
        return found

    def forget_labels(self) -> None:
        """Drop the cached pictures that carry a name band (the jokers): after a language
        change they would only take memory, the new names render on demand."""
        current = {rank: joker_label(Card.parse(rank)) for rank in JOKER_IDS}
        names = {JOKER_IDS[rank]: label for rank, label in current.items()}
        for key in [k for k in self._cache if k[4] and k[4] != names.get(k[0])]:
            del self._cache[key]

    def cache_size(self) -> int:
        return len(self._cache)

    def cached_labels(self) -> set[str]:
        """The joker names drawn on the cached pixmaps (a language change forgets stale ones)."""
        return {key[4] for key in self._cache if key[4]}

    def _render(self, card: Card | None, width: int, dpr: float, four_colour: bool, label: str) -> QPixmap:
        height = self.height_for(width)
        pixmap = transparent_pixmap(max(1, round(width * dpr)), max(1, round(height * dpr)), dpr)
        painter = QPainter(pixmap)
        painter.setRenderHint(QPainter.RenderHint.Antialiasing)
        painter.setRenderHint(QPainter.RenderHint.SmoothPixmapTransform)
        # Clip to the card's rounded outline: the deck's corners are transparent.
        element = element_id(card)
        self._renderer(element, four_colour).render(painter, element, QRectF(0, 0, width, height))
        if label:
            self._draw_label(painter, label, width, height)
        painter.end()
        return pixmap

    @staticmethod
    def _draw_label(painter: QPainter, label: str, width: float, height: float) -> None:
        """A readable name band across the joker's lower part."""
        band = QRectF(width * 0.08, height * 0.70, width * 0.84, height * 0.16)
        path = QPainterPath()
        path.addRoundedRect(band, band.height() * 0.3, band.height() * 0.3)
        painter.fillPath(path, QColor(255, 250, 232, 235))
        painter.setPen(QColor("#7a1010"))
        painter.drawPath(path)
        font = QFont()
        font.setBold(True)
        font.setPixelSize(max(7, int(band.height() * 0.42)))
        painter.setFont(font)
        while font.pixelSize() > 7 and painter.fontMetrics().horizontalAdvance(label) > band.width() * 0.94:
            font.setPixelSize(font.pixelSize() - 1)
            painter.setFont(font)
        painter.setPen(QColor("#3a0a0a"))
        painter.drawText(band, Qt.AlignmentFlag.AlignCenter, label)


_shared: DeckRenderer | None = None


def shared_deck_made() -> bool:
    """Has the one shared renderer been made yet (the warm-up makes it ahead of a game)?"""
    return _shared is not None


def shared_deck() -> DeckRenderer:
    """The application's one deck renderer (its cache is shared by every table)."""
    global _shared
    if _shared is None:
        _shared = DeckRenderer()
    return _shared
