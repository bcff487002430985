"""The Bao board scene: the cached wooden board, 32 pits with seeds and counts, the two
ghalas, the seeds in hand while sowing, highlights and the direction arrows.

The scene is laid out in view pixels (no view transform): on every resize the board
pixmap is fetched from the cache for the new size and device pixel ratio and the items
move to their new places, so nothing is ever scaled or re-rendered per frame.
"""

from __future__ import annotations

import math

from PySide6.QtCore import QPointF, QRectF, Qt, QTimer, Signal
from PySide6.QtGui import QBrush, QColor, QFont, QFontMetrics, QPainter, QPainterPath, QPen, QPolygonF
from PySide6.QtWidgets import (
    QGraphicsObject,
    QGraphicsPixmapItem,
    QGraphicsScene,
    QGraphicsView,
    QStyleOptionGraphicsItem,
    QWidget,
)

from app.games.bao.engine import LOOP, POSITION
from app.ui.scenes import bao_art
from app.ui.scenes.bao_art import BoardGeometry, pit_rect

RESIZE_SETTLE_MS = 150
LEGAL_COLOUR = QColor(255, 209, 102)
FOCUS_COLOUR = QColor(255, 255, 255)
SELECTED_COLOUR = QColor(255, 170, 40)
HINT_COLOUR = QColor(120, 220, 255)
LAST_MOVE_COLOUR = QColor(150, 205, 255)
TAKASIA_COLOUR = QColor(230, 70, 60)
HOUSE_COLOUR = QColor(236, 190, 90)


def paint_count(painter: QPainter, centre: QPointF, count: int, size: float, emphasis: bool = False) -> None:
    """A legible count badge: light text on a dark pill with a thin brass edge."""
    text = str(count)
    font = QFont()
    font.setBold(True)
    font.setPixelSize(max(10, int(size)))
    painter.setFont(font)
    width = max(size * 1.45, painter.fontMetrics().horizontalAdvance(text) + size * 0.8)
    height = size * 1.45
    rect = QRectF(centre.x() - width / 2, centre.y() - height / 2, width, height)
    painter.setPen(QPen(QColor(236, 190, 90, 220) if emphasis else QColor(200, 170, 120, 170), max(1.0, size * 0.08)))
    painter.setBrush(QColor(28, 16, 8, 225))
    painter.drawRoundedRect(rect, height / 2, height / 2)
    painter.setPen(QColor("#fff4dc") if count else QColor(255, 244, 220, 120))
    painter.drawText(rect, Qt.AlignmentFlag.AlignCenter, text)


class PitItem(QGraphicsObject):
    """One hole: its seeds, its count, and its highlight rings."""

    def __init__(self, side: int, hole: int) -> None:
        super().__init__()
        self.side, self.hole = side, hole
        self.radius = 20.0
        self.count = 0
        self.square = False
        self.house_owned = False
        self.legal = self.focused = self.selected = self.hinted = False
        self.last_move = False
        self.takasia = False
        self.dpr = 1.0
        self.setAcceptedMouseButtons(Qt.MouseButton.LeftButton)
        self.setZValue(1)

    def boundingRect(self) -> QRectF:  # noqa: N802
        r = self.radius * 1.28
        return QRectF(-r, -r, 2 * r, 2 * r)

    def set_flags(self, **flags: bool) -> None:
        changed = False
        for name, value in flags.items():
            if getattr(self, name) != value:
                setattr(self, name, value)
                changed = True
        if changed:
            self.update()

    def set_count(self, count: int) -> None:
        if count != self.count:
            self.count = count
            self.update()

    def _outline(self, grow: float) -> QPainterPath:
        path = QPainterPath()
        r = self.radius + grow
        if self.square:
            path.addRoundedRect(QRectF(-r, -r, 2 * r, 2 * r), r * 0.3, r * 0.3)
        else:
            path.addEllipse(QPointF(0, 0), r, r)
        return path

    def paint(self, painter: QPainter, option: QStyleOptionGraphicsItem, widget: QWidget | None = None) -> None:
        painter.setRenderHint(QPainter.RenderHint.Antialiasing)
        r = self.radius
        if self.house_owned:
            # The owner's house: a thin brass inlay and a little roof at the corner.
            painter.setPen(QPen(HOUSE_COLOUR, max(1.0, r * 0.04)))
            painter.setBrush(Qt.BrushStyle.NoBrush)
            painter.drawPath(self._outline(r * 0.14))
            painter.drawPath(self._outline(r * 0.2))
            roof = QPolygonF([QPointF(-r * 1.0, -r * 0.62), QPointF(-r * 0.78, -r * 0.86),
                              QPointF(-r * 0.56, -r * 0.62), QPointF(-r * 0.56, -r * 0.4),
                              QPointF(-r * 1.0, -r * 0.4)])
            painter.setPen(QPen(QColor(60, 35, 10), max(1.0, r * 0.04)))
            painter.setBrush(HOUSE_COLOUR)
            painter.drawPolygon(roof)
        if self.selected:
            painter.setPen(Qt.PenStyle.NoPen)
            painter.setBrush(QColor(255, 170, 40, 60))
            painter.drawPath(self._outline(0))
        bao_art.paint_seeds(painter, QPointF(0, 0), r, self.count, self.dpr)
        rings = []
        if self.last_move:
            rings.append((LAST_MOVE_COLOUR, 0.06, Qt.PenStyle.DashLine, 0.02))
        if self.legal:
            rings.append((QColor(255, 209, 102, 70), 0.22, Qt.PenStyle.SolidLine, 0.1))
            rings.append((LEGAL_COLOUR, 0.08, Qt.PenStyle.SolidLine, 0.04))
        if self.hinted:
            rings.append((HINT_COLOUR, 0.12, Qt.PenStyle.SolidLine, 0.1))
        if self.selected:
            rings.append((SELECTED_COLOUR, 0.13, Qt.PenStyle.SolidLine, 0.06))
        if self.focused:
            rings.append((FOCUS_COLOUR, 0.07, Qt.PenStyle.DotLine, 0.17))
        if self.takasia:
            rings.append((TAKASIA_COLOUR, 0.09, Qt.PenStyle.DashLine, 0.04))
        painter.setBrush(Qt.BrushStyle.NoBrush)
        for colour, width, style, grow in rings:
            pen = QPen(colour, max(1.5, r * width))
            pen.setStyle(style)
            painter.setPen(pen)
            painter.drawPath(self._outline(r * grow))
        if self.takasia:
            # A small "blocked" sign at the pit's upper left.
            centre = QPointF(-r * 0.78, -r * 0.78)
            painter.setPen(QPen(QColor("#fff4dc"), max(1.0, r * 0.06)))
            painter.setBrush(TAKASIA_COLOUR)
            painter.drawEllipse(centre, r * 0.24, r * 0.24)
            painter.drawLine(centre + QPointF(-r * 0.13, 0), centre + QPointF(r * 0.13, 0))
        paint_count(painter, QPointF(r * 0.8, r * 0.8), self.count, r * 0.34, self.legal)

    def mousePressEvent(self, event) -> None:  # noqa: N802
        scene = self.scene()
        if isinstance(scene, BaoScene):
            scene.holeClicked.emit(self.side, self.hole)
        event.accept()


class StoreItem(QGraphicsObject):
    """A player's ghala: the seeds still in hand during namua, laid in the trough."""

    def __init__(self, side: int) -> None:
        super().__init__()
        self.side = side
        self.rect = QRectF(0, 0, 10, 10)
        self.count = 0
        self.dpr = 1.0
        self.setZValue(1)

    def boundingRect(self) -> QRectF:  # noqa: N802
        return self.rect.adjusted(-self.rect.height() * 1.2, -6, self.rect.height() * 1.2, 6)

    def set_count(self, count: int) -> None:
        if count != self.count:
            self.count = count
            self.update()

    def seed_point(self, index: int) -> QPointF:
        """Where the index-th seed of the ghala lies (2 rows along the trough)."""
        per_row = 12
        row, column = divmod(index % (2 * per_row), per_row)
        rect = self.rect
        x = rect.left() + rect.height() * 0.55 + column * (rect.width() - rect.height() * 1.1) / (per_row - 1)
        y = rect.center().y() + (row - 0.5) * rect.height() * 0.36
        return QPointF(x, y)

    def paint(self, painter: QPainter, option: QStyleOptionGraphicsItem, widget: QWidget | None = None) -> None:
        painter.setRenderHint(QPainter.RenderHint.Antialiasing)
        size = self.rect.height() * 0.34
        diameter = max(3, int(size))
        half = diameter * 1.25 / 2
        for i in range(min(self.count, 28)):
            p = self.seed_point(i)
            painter.drawPixmap(QPointF(p.x() - half, p.y() - half),
                               bao_art.seed_pixmap(diameter, self.dpr, i % len(bao_art.SEED_COLOURS),
                                                   i % bao_art.SEED_ROTATIONS))
        # The count sits just outside the trough's inner end.
        offset = self.rect.height() * 0.6
        x = self.rect.left() - offset if self.side == 0 else self.rect.right() + offset
        paint_count(painter, QPointF(x, self.rect.center().y()), self.count, self.rect.height() * 0.36)


class HandItem(QGraphicsObject):
    """The seeds being sown, hovering over the board with their count."""

    def __init__(self) -> None:
        super().__init__()
        self.count = 0
        self.radius = 20.0
        self.dpr = 1.0
        self.setZValue(5)
        self.hide()

    def boundingRect(self) -> QRectF:  # noqa: N802
        r = self.radius * 1.7
        return QRectF(-r, -r * 1.6, 2 * r, 2.6 * r)

    def set_count(self, count: int) -> None:
        self.count = count
        self.setVisible(count > 0)
        self.update()

    def paint(self, painter: QPainter, option: QStyleOptionGraphicsItem, widget: QWidget | None = None) -> None:
        painter.setRenderHint(QPainter.RenderHint.Antialiasing)
        r = self.radius
        painter.setPen(Qt.PenStyle.NoPen)
        painter.setBrush(QColor(0, 0, 0, 70))
        painter.drawEllipse(QPointF(r * 0.15, r * 0.35), r * 0.75, r * 0.45)
        bao_art.paint_seeds(painter, QPointF(0, 0), r * 1.3, min(self.count, 7), self.dpr)
        paint_count(painter, QPointF(0, -r * 1.1), self.count, r * 0.5, True)


class ArrowItem(QGraphicsObject):
    """A round brass button with an arrow: click to sow (or take the kichwa) that way."""

    def __init__(self, direction: int) -> None:
        super().__init__()
        self.direction = direction
        self.angle = 0.0  # screen angle of the arrow, degrees, 0 = right
        self.radius = 16.0
        self.focused = False
        self.setZValue(6)
        self.setAcceptedMouseButtons(Qt.MouseButton.LeftButton)
        self.setCursor(Qt.CursorShape.PointingHandCursor)
        self.hide()

    def boundingRect(self) -> QRectF:  # noqa: N802
        r = self.radius * 1.2
        return QRectF(-r, -r, 2 * r, 2 * r)

    def paint(self, painter: QPainter, option: QStyleOptionGraphicsItem, widget: QWidget | None = None) -> None:
        painter.setRenderHint(QPainter.RenderHint.Antialiasing)
        r = self.radius
        painter.setPen(QPen(QColor(60, 35, 10), max(1.0, r * 0.1)))
        painter.setBrush(QColor(0, 0, 0, 90))
        painter.drawEllipse(QPointF(r * 0.08, r * 0.12), r, r)
        painter.setBrush(QColor("#f2c862") if not self.focused else QColor("#fff1c2"))
        painter.drawEllipse(QPointF(0, 0), r, r)
        painter.save()
        painter.rotate(self.angle)
        arrow = QPolygonF([QPointF(r * 0.62, 0), QPointF(-r * 0.1, -r * 0.5), QPointF(-r * 0.1, -r * 0.18),
                           QPointF(-r * 0.55, -r * 0.18), QPointF(-r * 0.55, r * 0.18), QPointF(-r * 0.1, r * 0.18),
                           QPointF(-r * 0.1, r * 0.5)])
        painter.setPen(Qt.PenStyle.NoPen)
        painter.setBrush(QColor("#3a2208"))
        painter.drawPolygon(arrow)
        painter.restore()

    def mousePressEvent(self, event) -> None:  # noqa: N802
        scene = self.scene()
        if isinstance(scene, BaoScene):
            scene.arrowClicked.emit(self.direction)
        event.accept()


class PlayerLabel(QGraphicsObject):
    """A player's name carved into the board's strip; bright while that player moves."""

    def __init__(self) -> None:
        super().__init__()
        self.rect = QRectF(0, 0, 10, 10)
        self.text = ""
        self.active = False
        self.alignment = Qt.AlignmentFlag.AlignLeft
        self.setZValue(1)

    def boundingRect(self) -> QRectF:  # noqa: N802
        return self.rect

    def set_text(self, text: str, active: bool) -> None:
        if (text, active) != (self.text, self.active):
            self.text, self.active = text, active
            self.update()

    def paint(self, painter: QPainter, option: QStyleOptionGraphicsItem, widget: QWidget | None = None) -> None:
        painter.setRenderHint(QPainter.RenderHint.Antialiasing)
        font = QFont()
        font.setBold(True)
        full = ("▶ " if self.active else "") + self.text
        # A long name (Welsh, Filipino) shrinks to fit its strip before it is ever elided.
        size = max(10, int(self.rect.height() * 0.32))
        font.setPixelSize(size)
        width = QFontMetrics(font).horizontalAdvance(full)
        if width > self.rect.width():
            font.setPixelSize(max(10, int(size * self.rect.width() / width)))
        painter.setFont(font)
        text = painter.fontMetrics().elidedText(full, Qt.TextElideMode.ElideRight, int(self.rect.width()))
        flags = self.alignment | Qt.AlignmentFlag.AlignVCenter
        painter.setPen(QColor(255, 230, 180, 90))
        painter.drawText(self.rect.translated(0, 1.2), flags, text)
        painter.setPen(QColor("#fff0c8") if self.active else QColor(45, 24, 8, 220))
        painter.drawText(self.rect, flags, text)


class ResultItem(QGraphicsObject):
    """The end of the game, written across the middle of the board."""

    def __init__(self) -> None:
        super().__init__()
        self.rect = QRectF(0, 0, 10, 10)
        self.title = ""
        self.detail = ""
        self.setZValue(8)
        self.hide()

    def boundingRect(self) -> QRectF:  # noqa: N802
        return self.rect

    def show_text(self, title: str, detail: str) -> None:
        self.title, self.detail = title, detail
        self.show()
        self.update()

    def paint(self, painter: QPainter, option: QStyleOptionGraphicsItem, widget: QWidget | None = None) -> None:
        painter.setRenderHint(QPainter.RenderHint.Antialiasing)
        r = self.rect
        painter.setPen(QPen(QColor(236, 190, 90), max(1.5, r.height() * 0.03)))
        painter.setBrush(QColor(28, 16, 8, 225))
        painter.drawRoundedRect(r, r.height() * 0.15, r.height() * 0.15)
        font = QFont()
        font.setBold(True)
        font.setPixelSize(max(12, int(r.height() * 0.3)))
        painter.setFont(font)
        painter.setPen(QColor("#ffe3a3"))
        painter.drawText(QRectF(r.left(), r.top() + r.height() * 0.08, r.width(), r.height() * 0.5),
                         Qt.AlignmentFlag.AlignCenter, self.title)
        font.setBold(False)
        font.setPixelSize(max(10, int(r.height() * 0.15)))
        painter.setFont(font)
        painter.setPen(QColor("#f3ead8"))
        painter.drawText(QRectF(r.left(), r.top() + r.height() * 0.55, r.width(), r.height() * 0.35),
                         Qt.AlignmentFlag.AlignCenter, self.detail)


class BaoScene(QGraphicsScene):
    holeClicked = Signal(int, int)   # side, hole
    arrowClicked = Signal(int)       # direction

    def __init__(self, parent=None) -> None:
        super().__init__(parent)
        self.geometry = BoardGeometry(800, 600)
        self.dpr = 1.0
        self.with_house = True
        self.board_item = QGraphicsPixmapItem()
        self.board_item.setZValue(0)
        self.board_item.setTransformationMode(Qt.TransformationMode.FastTransformation)
        self.addItem(self.board_item)
        self.pits = {(side, hole): PitItem(side, hole) for side in (0, 1) for hole in range(16)}
        for pit in self.pits.values():
            self.addItem(pit)
        self.stores = {side: StoreItem(side) for side in (0, 1)}
        self.labels = {side: PlayerLabel() for side in (0, 1)}
        for side in (0, 1):
            self.addItem(self.stores[side])
            self.addItem(self.labels[side])
        self.labels[0].alignment = Qt.AlignmentFlag.AlignLeft
        self.labels[1].alignment = Qt.AlignmentFlag.AlignRight
        self.hand = HandItem()
        self.addItem(self.hand)
        self.arrows = {d: ArrowItem(d) for d in (1, -1)}
        for arrow in self.arrows.values():
            self.addItem(arrow)
        self.result = ResultItem()
        self.addItem(self.result)
        self.setItemIndexMethod(QGraphicsScene.ItemIndexMethod.NoIndex)

    # -- layout ---------------------------------------------------------------------
    def lay_out(self, width: int, height: int, dpr: float, with_house: bool, quick: bool = False) -> bool:
        """Place everything for a view of ``width`` x ``height``. With ``quick`` and no
        cached board for this size, the old board is stretched; returns True when the
        exact board still has to be painted (``paint_exact_board``)."""
        previous = (int(self.sceneRect().width()), int(self.sceneRect().height()))
        self.geometry = BoardGeometry(width, height)
        self.dpr = dpr
        self.with_house = with_house
        self.setSceneRect(0, 0, width, height)
        exact = bao_art.cached_board_pixmap(width, height, dpr, with_house)
        pending = False
        if exact is not None or not quick or self.board_item.pixmap().isNull() or previous[0] < 2:
            self.board_item.setPixmap(exact or bao_art.board_pixmap(width, height, dpr, with_house))
        else:
            self.board_item.setPixmap(bao_art.stretched_board_pixmap(self.board_item.pixmap(), previous,
                                                                     width, height, dpr))
            pending = True
        for (side, hole), pit in self.pits.items():
            square = with_house and hole == bao_art.HOUSE_HOLE
            rect = pit_rect(self.geometry, side, hole, square)
            pit.prepareGeometryChange()
            pit.radius = rect.width() / 2
            pit.square = square
            pit.dpr = dpr
            pit.setPos(rect.center())
        for side, store in self.stores.items():
            store.prepareGeometryChange()
            store.rect = self.geometry.store_rect(side)
            store.dpr = dpr
            store.update()
            label = self.labels[side]
            label.prepareGeometryChange()
            label.rect = self.geometry.label_rect(side)
            label.update()
        self.hand.prepareGeometryChange()
        self.hand.radius = self.geometry.cell * 0.3
        self.hand.dpr = dpr
        for arrow in self.arrows.values():
            arrow.prepareGeometryChange()
            arrow.radius = self.geometry.cell * 0.2
        c = self.geometry.cell
        centre = QPointF(self.geometry.board_rect.center().x(), self.geometry.centre_line_y())
        self.result.prepareGeometryChange()
        self.result.rect = QRectF(centre.x() - 3.2 * c, centre.y() - 0.8 * c, 6.4 * c, 1.6 * c)
        self.update()
        return pending

    def paint_exact_board(self) -> None:
        rect = self.sceneRect()
        self.board_item.setPixmap(bao_art.board_pixmap(int(rect.width()), int(rect.height()), self.dpr,
                                                       self.with_house))

    def pit_centre(self, side: int, hole: int) -> QPointF:
        return self.pits[(side, hole)].pos()

    def store_point(self, side: int, index: int) -> QPointF:
        return self.stores[side].seed_point(index)

    # -- arrows -----------------------------------------------------------------------
    def screen_angle(self, side: int, hole: int, direction: int) -> float:
        """Screen angle (degrees) from ``hole`` to the next hole of the sowing."""
        following = LOOP[(POSITION[hole] + direction) % 16]
        a, b = self.pit_centre(side, hole), self.pit_centre(side, following)
        return math.degrees(math.atan2(b.y() - a.y(), b.x() - a.x()))

    def show_arrows(self, placements: dict[int, tuple[QPointF, float]]) -> None:
        """``placements``: direction -> (centre, angle). Directions not listed are hidden."""
        for direction, arrow in self.arrows.items():
            if direction in placements:
                centre, angle = placements[direction]
                arrow.angle = angle
                arrow.focused = False
                arrow.setPos(centre)
                arrow.show()
                arrow.update()
            else:
                arrow.hide()

    def hide_arrows(self) -> None:
        for arrow in self.arrows.values():
            arrow.hide()



class BaoBoardView(QGraphicsView):
    """Shows the scene at 1:1 and re-lays it out on resize; forwards keys to a handler."""

    def __init__(self, scene: BaoScene, parent: QWidget | None = None) -> None:
        super().__init__(scene, parent)
        self.setRenderHint(QPainter.RenderHint.Antialiasing)
        self.setHorizontalScrollBarPolicy(Qt.ScrollBarPolicy.ScrollBarAlwaysOff)
        self.setVerticalScrollBarPolicy(Qt.ScrollBarPolicy.ScrollBarAlwaysOff)
        self.setFrameShape(QGraphicsView.Shape.NoFrame)
        self.setBackgroundBrush(QBrush(QColor("#2a211b")))
        self.setViewportUpdateMode(QGraphicsView.ViewportUpdateMode.SmartViewportUpdate)
        self.setAlignment(Qt.AlignmentFlag.AlignLeft | Qt.AlignmentFlag.AlignTop)
        self.setFocusPolicy(Qt.FocusPolicy.StrongFocus)
        self.setAccessibleName(self.tr("Bao board"))
        self.with_house = True
        self.key_handler = None  # callable(QKeyEvent) -> bool
        self.layoutChanged = None  # callable() after a re-layout
        # While the window is being resized the board is stretched; the exact board is
        # painted once the size has been still for a moment.
        self._exact_timer = QTimer(self)
        self._exact_timer.setSingleShot(True)
        self._exact_timer.setInterval(RESIZE_SETTLE_MS)
        self._exact_timer.timeout.connect(self.paint_exact_board)
        self._stretched = False

    def relayout(self, quick: bool = False) -> None:
        size = self.viewport().size()
        scene = self.scene()
        pending = scene.lay_out(size.width(), size.height(), self.devicePixelRatioF(), self.with_house, quick)
        self.setSceneRect(scene.sceneRect())
        self._stretched = pending
        if pending:
            self._exact_timer.start()
        else:
            self._exact_timer.stop()
        if self.layoutChanged:
            self.layoutChanged()

    def paint_exact_board(self) -> None:
        """Paint the exact board now if a stretched stand-in is shown."""
        self._exact_timer.stop()
        if self._stretched:
            self._stretched = False
            self.scene().paint_exact_board()

    def resizeEvent(self, event) -> None:  # noqa: N802
        super().resizeEvent(event)
        self.relayout(quick=True)

    def keyPressEvent(self, event) -> None:  # noqa: N802
        if self.key_handler is not None and self.key_handler(event):
            event.accept()
            return
        super().keyPressEvent(event)
