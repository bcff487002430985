"""One card on the table: a pixmap item (pre-rendered faces, so moving and flipping cost
no SVG work) with the hand's selection, focus, hint and dimmed looks."""

from __future__ import annotations

from PySide6.QtCore import Qt
from PySide6.QtGui import QColor, QPainter, QPen, QTransform
from PySide6.QtWidgets import QGraphicsItem, QGraphicsPixmapItem, QStyleOptionGraphicsItem, QWidget

from app.core.cards import Card
from app.ui.cards.deck import DeckRenderer

SELECTED_COLOUR = QColor("#f2c14e")
FOCUS_COLOUR = QColor("#8fd3ff")
HINT_COLOUR = QColor("#7dff9a")
DIM_COLOUR = QColor(20, 14, 10, 110)


class CardItem(QGraphicsPixmapItem):
    """A card; ``face_up`` chooses the face or the back. ``flip`` (0..1) squeezes the card
    horizontally around its centre for a turn-over."""

    def __init__(self, card: Card, deck: DeckRenderer) -> None:
        super().__init__()
        self.card = card
        self.deck = deck
        self.face_up = False
        self.width = 0
        self.dpr = 1.0
        self.four_colour = False
        self.selected = self.focused = self.hinted = self.dimmed = False
        self.clickable = False
        self.rotation_deg = 0.0
        self.sideways = False  # showing the pre-turned pixmap (lying at 90 degrees)
        self.scale_factor = 1.0
        self.setTransformationMode(Qt.TransformationMode.SmoothTransformation)
        self.setShapeMode(QGraphicsPixmapItem.ShapeMode.BoundingRectShape)
        self.setAcceptedMouseButtons(Qt.MouseButton.LeftButton)
        self.setFlag(QGraphicsItem.GraphicsItemFlag.ItemIsSelectable, False)

    def configure(self, width: int, dpr: float, four_colour: bool) -> None:
        if (width, dpr, four_colour) != (self.width, self.dpr, self.four_colour):
            self.width, self.dpr, self.four_colour = width, dpr, four_colour
            self._refresh_pixmap()

    def set_face_up(self, face_up: bool) -> None:
        if face_up != self.face_up:
            self.face_up = face_up
            self._refresh_pixmap()

    def refresh_pixmap(self) -> None:
        """Fetch the picture again (the jokers' name band changes with the language)."""
        self._refresh_pixmap()

    def _refresh_pixmap(self) -> None:
        if self.width:
            self.setPixmap(self.deck.pixmap(self.card if self.face_up else None, self.width, self.dpr,
                                            self.four_colour, self.sideways))

    def card_size(self) -> tuple[float, float]:
        return float(self.width), float(self.deck.height_for(self.deck.snapped_width(self.width)))

    def set_looks(self, selected: bool = False, focused: bool = False, hinted: bool = False,
                  dimmed: bool = False) -> None:
        if (selected, focused, hinted, dimmed) != (self.selected, self.focused, self.hinted, self.dimmed):
            self.selected, self.focused, self.hinted, self.dimmed = selected, focused, hinted, dimmed
            self.update()

    def set_placement(self, x: float, y: float, rotation: float, squeeze: float = 1.0, scale: float = 1.0) -> None:
        """Top-left corner at (x, y) before rotation; rotation (degrees), scale and the
        flip's horizontal squeeze act around the card's centre."""
        w, h = self.card_size()
        self.rotation_deg, self.scale_factor = rotation, scale
        self.setPos(x, y)
        sideways = rotation == 90.0 and squeeze == 1.0 and scale == 1.0
        if sideways != self.sideways:
            self.sideways = sideways
            self._refresh_pixmap()
        if sideways:
            # The pre-turned pixmap (h wide, w high) where the turned card would lie.
            self.setTransform(QTransform.fromTranslate((w - h) / 2, (h - w) / 2))
            return
        transform = QTransform()
        transform.translate(w / 2, h / 2)
        if rotation:
            transform.rotate(rotation)
        if squeeze != 1.0 or scale != 1.0:
            transform.scale(max(0.02, squeeze) * scale, scale)
        transform.translate(-w / 2, -h / 2)
        self.setTransform(transform)

    def paint(self, painter: QPainter, option: QStyleOptionGraphicsItem, widget: QWidget | None = None) -> None:
        # Smooth edges only while the card is turning or flipping; upright it is a plain
        # copy of its pre-rendered pixels (the views draw without antialiasing).
        painter.setRenderHint(QPainter.RenderHint.Antialiasing, self.transform().isRotating()
                              or self.transform().isScaling())
        super().paint(painter, option, widget)
        if not (self.selected or self.focused or self.hinted or self.dimmed):
            return
        # The rings follow the picture's edge inside it: a ring's pen reaching past the
        # bounding rectangle would leave a line behind when the card moves.
        card = self.boundingRect()
        radius = min(card.width(), card.height()) * 0.07
        painter.setRenderHint(QPainter.RenderHint.Antialiasing)
        if self.dimmed:
            painter.setPen(Qt.PenStyle.NoPen)
            painter.setBrush(DIM_COLOUR)
            painter.drawRoundedRect(card.adjusted(1.5, 1.5, -1.5, -1.5), radius, radius)
        painter.setBrush(Qt.BrushStyle.NoBrush)
        inset = 0.5
        for on, colour, width in ((self.hinted, HINT_COLOUR, 4.0), (self.selected, SELECTED_COLOUR, 4.0),
                                  (self.focused, FOCUS_COLOUR, 2.5)):
            if on:
                edge = inset + width / 2
                painter.setPen(QPen(colour, width))
                painter.drawRoundedRect(card.adjusted(edge, edge, -edge, -edge), radius, radius)
                inset += 3
