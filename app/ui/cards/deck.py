"""The card deck: the bundled "nicu-white" SVG rendered ONCE per (card, size, device pixel
ratio, colour scheme) into a ``QPixmap``. Nothing renders SVG while cards move (Qt's SVG
items re-render on every frame of a transform: 5-30 ms; see shared/qt-notes.md).

Four-colour suits are made at render time by recolouring the suit colour inside the
diamond and club card groups of the SVG source (♦ blue, ♣ green; ♥ stays red, ♠ black).
"""

from __future__ import annotations

import gzip
import re
import threading

from PySide6.QtCore import QByteArray, QCoreApplication, QRectF, Qt, QThread
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


def _four_colour_source(text: str) -> str:
    """The SVG text with the suit colours of diamond and club cards replaced.

    Each card is a top-level ``<g id="..._diamond">`` group; we find its extent by
    counting nested ``<g`` tags, so only those cards change."""
    for group, old, new in FOUR_COLOUR_CHANGES:
        pieces: list[str] = []
        position = 0
        for match in re.finditer(rf'<g\b[^>]*?\bid="[a-z0-9]+_{group}"', text):
            start = text.rfind("<g", 0, match.end())
            if start < position:
                continue
            end = _group_end(text, start)
            # Only opaque fills: the card's drop shadow is black at half opacity.
            body = text[start:end].replace(f"fill:{old};fill-opacity:1;", f"fill:{new};fill-opacity:1;")
            pieces.append(text[position:start])
            pieces.append(body)
            position = end
        pieces.append(text[position:])
        text = "".join(pieces)
    return text


def _group_end(text: str, start: int) -> int:
    depth = 0
    for tag in re.finditer(r"<g\b[^>]*?(/?)>|</g>", text[start:]):
        if tag.group() == "</g>":
            depth -= 1
        elif not tag.group(1):  # a self-closing <g .../> opens nothing
            depth += 1
        if depth == 0:
            return start + tag.end()
    raise ValueError("card deck: unbalanced <g> groups in the SVG")


def _parse(source: str) -> QSvgRenderer:
    renderer = QSvgRenderer(QByteArray(source.encode("utf-8")))
    if not renderer.isValid():
        raise ValueError("card deck: the SVG could not be read")
    return renderer


def _read_deck() -> tuple[str, QSvgRenderer]:
    """The deck's SVG text and its standard-colour renderer (~50 ms, nearly all of it in
    Qt's parser, which lets other Python threads run: ``start_loading``)."""
    raw = gzip.decompress(resource_path(*DECK_FILE).read_bytes()).decode("utf-8")
    return raw, _parse(raw)


class DeckRenderer:
    """Renders and caches card pixmaps. One instance per application (``shared_deck``)."""

    def __init__(self, read: tuple[str, QSvgRenderer] | None = None) -> None:
        raw, renderer = read or _read_deck()
        self._sources = {False: raw, True: None}
        self._renderers: dict[bool, QSvgRenderer] = {False: renderer}
        self._cache: dict[tuple, QPixmap] = {}
        bounds = self._renderer(False).boundsOnElement(BACK_ID)
        self.aspect = bounds.height() / bounds.width()  # height / width of a card

    def _renderer(self, four_colour: bool) -> QSvgRenderer:
        renderer = self._renderers.get(four_colour)
        if renderer is None:
            source = self._sources[four_colour]
            if source is None:
                source = self._sources[True] = _four_colour_source(self._sources[False])
            renderer = self._renderers[four_colour] = _parse(source)
        return renderer

    @staticmethod
    def snapped_width(width: float) -> int:
        return max(WIDTH_STEP * 4, int(round(width / WIDTH_STEP)) * WIDTH_STEP)

    def height_for(self, width: int) -> int:
        return int(round(width * self.aspect))

    def has_element(self, card: Card | None) -> bool:
        return self._renderer(False).elementExists(element_id(card))

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
        self._renderer(four_colour).render(painter, element_id(card), QRectF(0, 0, width, height))
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
# The deck being read on a thread (``start_loading``): the thread, and what it read or
# the error it met.
_loading: tuple[threading.Thread, dict] | None = None


def shared_deck_made() -> bool:
    """Has the one shared renderer been made yet (the warm-up makes it ahead of a game)?"""
    return _shared is not None


def start_loading() -> None:
    """Read the deck on a thread now, once per application (the app does it after its
    first frame): its ~50 ms run on the other core while the home screen is up, so a game
    opened at once does not parse it on the GUI thread (issue 15 item 5). Call from the
    GUI thread; ``shared_deck`` takes the result (waiting for the rest, if any)."""
    global _loading
    if _shared is not None or _loading is not None:
        return
    gui_thread = QThread.currentThread()
    result: dict = {}

    def read() -> None:
        try:
            raw, renderer = _read_deck()
            renderer.moveToThread(gui_thread)  # a QObject belongs to the thread that made it
            result["read"] = raw, renderer
        except Exception as error:  # noqa: BLE001 - shared_deck reads again and reports it
            result["error"] = error

    # Not a daemon: an app closed while Qt's parser runs on it aborted the process ("terminate
    # called without an active exception"); Python's exit now waits the few ms for it.
    thread = threading.Thread(target=read, name="jadi-deck")
    _loading = thread, result
    thread.start()


def shared_deck() -> DeckRenderer:
    """The application's one deck renderer (its cache is shared by every table)."""
    global _shared, _loading
    if _shared is None:
        read = None
        if _loading is not None:
            thread, result = _loading
            thread.join()
            _loading = None
            read = result.get("read")  # (failed on the thread: read here, where it raises)
        _shared = DeckRenderer(read)
    return _shared
