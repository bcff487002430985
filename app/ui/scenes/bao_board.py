"""The Bao board scene: the wooden board, 32 pits with seeds and counts, the two
ghalas, the seeds in hand while sowing, highlights and the direction arrows.

The scene is laid out in view pixels (no view transform): on every resize the items
move to their new places and the board's picture for the new size and device pixel
ratio is asked for (painted off the GUI thread, ``board_pictures``); it is the scene's
background, copied 1:1, so nothing is scaled or re-rendered per frame.
"""

from __future__ import annotations

import math
from functools import lru_cache

from PySide6.QtCore import QPointF, QRectF, Qt, Signal
from PySide6.QtGui import QColor, QFont, QFontMetrics, QFontMetricsF, QPainter, QPainterPath, QPen, QPixmap, QPolygonF
from PySide6.QtWidgets import QGraphicsObject, QGraphicsScene, QGraphicsView, QStyleOptionGraphicsItem, QWidget

from app.games.bao.engine import LOOP, POSITION
from app.ui.scenes import bao_art
from app.ui.scenes.bao_art import BoardGeometry, pit_rect
from app.ui.scenes.board_pictures import BACKGROUND, BoardKey, board_pictures
from app.ui.scenes.drawing import configure_scene_view, is_ratio_change, paint_background_picture, transparent_pixmap

# A stand-in board is scaled smoothly up to this many device pixels of view (beyond,
# smoothing one frame would take longer than the stand-in is meant to save) ...
SMOOTH_STAND_IN_PIXELS = 4_000_000
# ... and only when it is scaled by more than this: the previous size's picture during a
# drag is scaled by a few per cent, where copying the nearest pixel looks the same for
# the fraction of a second it is shown and costs a fifth (958x746: 3.8 -> 0.7 ms).
SMOOTH_STAND_IN_SCALE = 0.1
LEGAL_COLOUR = QColor(255, 209, 102)
FOCUS_COLOUR = QColor(255, 255, 255)
SELECTED_COLOUR = QColor(255, 170, 40)
HINT_COLOUR = QColor(120, 220, 255)
LAST_MOVE_COLOUR = QColor(150, 205, 255)
# The last move's marks (until the next move): where it started (LAST_MOVE_COLOUR,
# dashed), each hole it captured from, and the hole where its last seed fell.
CAPTURED_COLOUR = QColor(255, 120, 90)
ENDED_COLOUR = QColor(120, 230, 140)
COORDINATE_COLOUR = QColor(255, 244, 220, 200)
TAKASIA_COLOUR = QColor(230, 70, 60)
HOUSE_COLOUR = QColor(236, 190, 90)


@lru_cache(maxsize=64)
def _count_font(size: float) -> tuple[QFont, QFontMetricsF]:
    font = QFont()
    font.setBold(True)
    font.setPixelSize(max(10, int(size)))  # never too small to read
    return font, QFontMetricsF(font)


def _half_pixels(length: float) -> float:
    """``length`` rounded to half pixels: the cached badges and rings (``_count_badge``,
    ``_ring_picture``) are then drawn again only every few steps of a window drag."""
    return round(length * 2) / 2


@lru_cache(maxsize=1024)
def _badge_extent(text: str, size: float) -> tuple[float, float]:
    """A badge's width and height, its brass edge included (the text's measure costs
    ~20 us; an item's bounds ask for it several times a paint)."""
    font, metrics = _count_font(size)
    width = max(size * 1.45, metrics.horizontalAdvance(text) + size * 0.8)
    # The badge grows around the text when the font's minimum size is larger.
    height = max(size * 1.45, metrics.height())
    edge = max(1.0, size * 0.08)
    return width + 2 * edge, height + 2 * edge


def count_rect(centre: QPointF, text: str, size: float) -> QRectF:
    """Where a count badge is drawn, its brass edge included (the widest, for
    ``text`` "88", bounds an item whatever its count)."""
    width, height = _badge_extent(text, _half_pixels(size))
    return QRectF(centre.x() - width / 2, centre.y() - height / 2, width, height)


# Badges drawn afresh cost ~0.15 ms each (a rounded rectangle and a text layout): a third
# of a repaint of the board's 32 pits. Each is drawn once per text, size and ratio (a
# size uses ~30; 512 of ~10 KB at ratio 2 keep the last sizes of a drag).
@lru_cache(maxsize=512)
def _count_badge(text: str, size: float, emphasis: bool, dpr: float) -> QPixmap:
    """A count badge on a transparent pixmap exactly the size of its ``count_rect``."""
    bounds = count_rect(QPointF(0, 0), text, size)
    pixmap = transparent_pixmap(math.ceil(bounds.width() * dpr), math.ceil(bounds.height() * dpr), dpr)
    painter = QPainter(pixmap)
    painter.setRenderHint(QPainter.RenderHint.Antialiasing)
    painter.translate(-bounds.left(), -bounds.top())
    font, _metrics = _count_font(size)
    painter.setFont(font)
    edge = max(1.0, size * 0.08)
    rect = bounds.adjusted(edge, edge, -edge, -edge)
    painter.setPen(QPen(QColor(236, 190, 90, 220) if emphasis else QColor(200, 170, 120, 170), edge))
    painter.setBrush(QColor(28, 16, 8, 225))
    painter.drawRoundedRect(rect, rect.height() / 2, rect.height() / 2)
    painter.setPen(QColor("#fff4dc") if text != "0" else QColor(255, 244, 220, 120))
    painter.drawText(rect, Qt.AlignmentFlag.AlignCenter, text)
    painter.end()
    return pixmap


def paint_count(painter: QPainter, centre: QPointF, count: int, size: float, dpr: float,
                emphasis: bool = False) -> None:
    """A legible count badge: light text on a dark pill with a thin brass edge."""
    text = str(count)
    size = _half_pixels(size)
    bounds = count_rect(centre, text, size)
    painter.drawPixmap(bounds.topLeft(), _count_badge(text, size, emphasis, dpr))


def pit_outline(r: float, square: bool) -> QPainterPath:
    """A pit's edge at radius ``r`` (the house is a rounded square)."""
    path = QPainterPath()
    if square:
        path.addRoundedRect(QRectF(-r, -r, 2 * r, 2 * r), r * 0.3, r * 0.3)
    else:
        path.addEllipse(QPointF(0, 0), r, r)
    return path


# A pit's highlight rings drawn afresh cost 0.4-0.7 ms (wide antialiased strokes): most
# of a repaint of the board while a move is being chosen. Each set is drawn once per
# radius (in half pixels) and ratio (a size uses a few; one is up to ~170 KB at ratio 2,
# so only the last sizes are kept).
@lru_cache(maxsize=64)
def _ring_picture(radius: float, square: bool, rings: tuple[tuple[int, float, Qt.PenStyle, float], ...],
                  dpr: float) -> QPixmap:
    """``rings`` (colour as rgba, width and growth in radii, pen style) on a transparent
    square pixmap centred on the pit."""
    extent = radius * (1 + max(grow + width / 2 for _rgba, width, _style, grow in rings)) + 2
    side = math.ceil(2 * extent * dpr)
    pixmap = transparent_pixmap(side, side, dpr)
    painter = QPainter(pixmap)
    painter.setRenderHint(QPainter.RenderHint.Antialiasing)
    painter.translate(side / dpr / 2, side / dpr / 2)
    painter.setBrush(Qt.BrushStyle.NoBrush)
    for rgba, width, style, grow in rings:
        pen = QPen(QColor.fromRgba(rgba), max(1.5, radius * width))
        pen.setStyle(style)
        painter.setPen(pen)
        painter.drawPath(pit_outline(radius * (1 + grow), square))
    painter.end()
    return pixmap


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
        self.last_move = False  # the last move started here
        self.captured = False  # ... captured the seeds of this hole
        self.ended = False  # ... its last seed fell here
        self.takasia = False
        self.coordinate = ""  # the hole's name shown on the board ("" when names are off)
        self.dpr = 1.0
        self.setAcceptedMouseButtons(Qt.MouseButton.LeftButton)
        self.setZValue(1)

    def boundingRect(self) -> QRectF:  # noqa: N802
        r = self.radius * 1.28
        return QRectF(-r, -r, 2 * r, 2 * r).united(self._count_rect("88"))

    def _count_rect(self, text: str) -> QRectF:
        return count_rect(QPointF(self.radius * 0.8, self.radius * 0.8), text, self.radius * 0.34)

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
        return pit_outline(self.radius + grow, self.square)

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
        if self.ended:
            rings.append((ENDED_COLOUR, 0.07, Qt.PenStyle.SolidLine, 0.02))
        if self.captured:
            rings.append((CAPTURED_COLOUR, 0.09, Qt.PenStyle.SolidLine, 0.02))
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
        if rings:
            spec = tuple((colour.rgba(), width, style, grow) for colour, width, style, grow in rings)
            picture = _ring_picture(_half_pixels(r), self.square, spec, self.dpr)
            extent = picture.width() / self.dpr / 2
            painter.drawPixmap(QPointF(-extent, -extent), picture)
        if self.takasia:
            # A small "blocked" sign at the pit's upper left.
            centre = QPointF(-r * 0.78, -r * 0.78)
            painter.setPen(QPen(QColor("#fff4dc"), max(1.0, r * 0.06)))
            painter.setBrush(TAKASIA_COLOUR)
            painter.drawEllipse(centre, r * 0.24, r * 0.24)
            painter.drawLine(centre + QPointF(-r * 0.13, 0), centre + QPointF(r * 0.13, 0))
        if self.captured:
            # A small cross at the upper right: seeds were taken from here.
            centre, arm = QPointF(r * 0.8, -r * 0.8), r * 0.16
            painter.setPen(QPen(CAPTURED_COLOUR, max(1.5, r * 0.08)))
            painter.drawLine(centre + QPointF(-arm, -arm), centre + QPointF(arm, arm))
            painter.drawLine(centre + QPointF(-arm, arm), centre + QPointF(arm, -arm))
        if self.coordinate:
            font = QFont()
            font.setPixelSize(max(8, int(r * 0.34)))
            font.setBold(True)
            painter.setFont(font)
            painter.setPen(COORDINATE_COLOUR)
            painter.drawText(QRectF(-r * 1.1, r * 0.45, r * 1.1, r * 0.6),
                             Qt.AlignmentFlag.AlignLeft | Qt.AlignmentFlag.AlignVCenter, self.coordinate)
        paint_count(painter, QPointF(r * 0.8, r * 0.8), self.count, r * 0.34, self.dpr, self.legal)  # see _count_rect

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
        self.screen_side = side  # where it is drawn: 0 the bottom half (BaoScene.bottom_side)
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
        diameter = bao_art.seed_diameter(size)
        half = diameter * 1.25 / 2
        for i in range(min(self.count, 28)):
            p = self.seed_point(i)
            painter.drawPixmap(QPointF(p.x() - half, p.y() - half),
                               bao_art.seed_pixmap(diameter, self.dpr, i % len(bao_art.SEED_COLOURS),
                                                   i % bao_art.SEED_ROTATIONS))
        # The count sits just outside the trough's inner end.
        offset = self.rect.height() * 0.6
        x = self.rect.left() - offset if self.screen_side == 0 else self.rect.right() + offset
        paint_count(painter, QPointF(x, self.rect.center().y()), self.count, self.rect.height() * 0.36, self.dpr)


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
        paint_count(painter, QPointF(0, -r * 1.1), self.count, r * 0.5, self.dpr, True)


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


# The end-of-game banner, in cells: it lies over North's strip and the rim of North's back
# row, so the front rows of the final position (where the game was decided) stay in view.
RESULT_SIZE = (6.4, 1.45)
RESULT_TOP = 0.12


class ResultItem(QGraphicsObject):
    """The end of the game, written across the top of the board (over North's strip, never
    over the front rows of the final position); a click on it (or on its close mark), or
    Esc, puts it away."""

    closed = Signal()

    def __init__(self) -> None:
        super().__init__()
        self.rect = QRectF(0, 0, 10, 10)
        self.title = ""
        self.detail = ""
        self.setZValue(8)
        self.setAcceptedMouseButtons(Qt.MouseButton.LeftButton)
        self.setCursor(Qt.CursorShape.PointingHandCursor)
        self.hide()

    def boundingRect(self) -> QRectF:  # noqa: N802
        edge = self._edge() / 2 + 0.5  # the brass edge is drawn on the rectangle's outline
        return self.rect.adjusted(-edge, -edge, edge, edge)

    def _edge(self) -> float:
        return max(1.5, self.rect.height() * 0.03)

    def close_mark_rect(self) -> QRectF:
        """The close mark (×) in the banner's top right corner."""
        side = self.rect.height() * 0.3
        inset = self.rect.height() * 0.1
        return QRectF(self.rect.right() - inset - side, self.rect.top() + inset, side, side)

    def show_text(self, title: str, detail: str) -> None:
        self.title, self.detail = title, detail
        self.show()
        self.update()

    def paint(self, painter: QPainter, option: QStyleOptionGraphicsItem, widget: QWidget | None = None) -> None:
        painter.setRenderHint(QPainter.RenderHint.Antialiasing)
        r = self.rect
        painter.setPen(QPen(QColor(236, 190, 90), self._edge()))
        painter.setBrush(QColor(28, 16, 8, 225))
        painter.drawRoundedRect(r, r.height() * 0.15, r.height() * 0.15)
        mark = self.close_mark_rect().adjusted(r.height() * 0.07, r.height() * 0.07,
                                               -r.height() * 0.07, -r.height() * 0.07)
        painter.setPen(QPen(QColor("#f3ead8"), max(1.2, r.height() * 0.025), Qt.PenStyle.SolidLine,
                            Qt.PenCapStyle.RoundCap))
        painter.drawLine(mark.topLeft(), mark.bottomRight())
        painter.drawLine(mark.topRight(), mark.bottomLeft())
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

    def mousePressEvent(self, event) -> None:  # noqa: N802
        event.accept()
        self.hide()
        self.closed.emit()


class BaoScene(QGraphicsScene):
    holeClicked = Signal(int, int)   # side, hole
    arrowClicked = Signal(int)       # direction

    def __init__(self, parent=None) -> None:
        super().__init__(parent)
        self.geometry = BoardGeometry(800, 600)
        self.dpr = 1.0
        self.with_house = True
        # The wooden board is the scene's background: a picture of the whole view,
        # painted off the GUI thread (board_pictures) and copied 1:1 onto the screen.
        self.board_key = BoardKey(800, 600, 1.0, True)
        self.pictures = board_pictures()
        self.pictures.ready.connect(self._on_picture_ready)
        self.pits = {(side, hole): PitItem(side, hole) for side in (0, 1) for hole in range(16)}
        for pit in self.pits.values():
            self.addItem(pit)
        self.stores = {side: StoreItem(side) for side in (0, 1)}
        self.labels = {side: PlayerLabel() for side in (0, 1)}
        for side in (0, 1):
            self.addItem(self.stores[side])
            self.addItem(self.labels[side])
        # The side drawn at the bottom (``bottom_side``): the board turns half round
        # for a player of North (``set_bottom_side``).
        self.bottom_side = 0
        self.hand = HandItem()
        self.addItem(self.hand)
        self.arrows = {d: ArrowItem(d) for d in (1, -1)}
        for arrow in self.arrows.values():
            self.addItem(arrow)
        self.result = ResultItem()
        self.addItem(self.result)
        self.setItemIndexMethod(QGraphicsScene.ItemIndexMethod.NoIndex)

    # -- layout ---------------------------------------------------------------------
    def lay_out(self, width: int, height: int, dpr: float, with_house: bool) -> None:
        """Place everything for a view of ``width`` x ``height``. The board's picture at
        that size is asked for when it is first drawn (a stand-in shows until it is ready)."""
        self.geometry = BoardGeometry(width, height)
        self.dpr = dpr
        self.with_house = with_house
        self.setSceneRect(0, 0, width, height)
        self.board_key = BoardKey(width, height, dpr, with_house)
        # The board is symmetric under a half turn: the turned board puts each side's
        # pits, ghala and label where the other side's are (its picture is the same).
        turn = self.bottom_side
        for (side, hole), pit in self.pits.items():
            square = with_house and hole == bao_art.HOUSE_HOLE
            rect = pit_rect(self.geometry, side ^ turn, hole, square)
            pit.prepareGeometryChange()
            pit.radius = rect.width() / 2
            pit.square = square
            pit.dpr = dpr
            pit.setPos(rect.center())
        for side, store in self.stores.items():
            store.prepareGeometryChange()
            store.rect = self.geometry.store_rect(side ^ turn)
            store.screen_side = side ^ turn
            store.dpr = dpr
            store.update()
            label = self.labels[side]
            label.prepareGeometryChange()
            label.rect = self.geometry.label_rect(side ^ turn)
            label.alignment = Qt.AlignmentFlag.AlignLeft if side ^ turn == 0 else Qt.AlignmentFlag.AlignRight
            label.update()
        self.hand.prepareGeometryChange()
        self.hand.radius = self.geometry.cell * 0.3
        self.hand.dpr = dpr
        for arrow in self.arrows.values():
            arrow.prepareGeometryChange()
            arrow.radius = self.geometry.cell * 0.2
        c = self.geometry.cell
        board = self.geometry.board_rect
        self.result.prepareGeometryChange()
        self.result.rect = QRectF(board.center().x() - RESULT_SIZE[0] * c / 2, board.top() + RESULT_TOP * c,
                                  RESULT_SIZE[0] * c, RESULT_SIZE[1] * c)
        self.invalidate(self.sceneRect(), QGraphicsScene.SceneLayer.BackgroundLayer)

    def set_bottom_side(self, side: int) -> None:
        """Draw ``side`` at the bottom (0 South as usual; 1 turns the board half round)."""
        if side != self.bottom_side:
            self.bottom_side = side
            self.lay_out(int(self.geometry.width), int(self.geometry.height), self.dpr, self.with_house)

    def board_ready(self) -> bool:
        """True when the exact board picture for the current size is shown."""
        return self.pictures.picture(self.board_key) is not None

    def paint_exact_board(self) -> None:
        """Show the exact board now, waiting for it if need be (screenshots, tests)."""
        self.pictures.wait(self.board_key)
        self.invalidate(self.sceneRect(), QGraphicsScene.SceneLayer.BackgroundLayer)

    def _on_picture_ready(self, key: BoardKey) -> None:
        if key == self.board_key:
            self.invalidate(self.sceneRect(), QGraphicsScene.SceneLayer.BackgroundLayer)

    def drawBackground(self, painter: QPainter, rect: QRectF) -> None:  # noqa: N802
        picture = self.pictures.picture(self.board_key)
        if picture is not None:
            paint_background_picture(painter, picture)
            return
        # Asked for here, when it is first needed, not when the size changed: a picture
        # asked for while the game screen was being built began its painting in the same
        # turn of the event loop as the screen's first frame.
        self.pictures.request(self.board_key)
        # A stand-in until the picture is ready: the nearest finished board (or a plain
        # one), its pits scaled onto the pits at this size and its ends onto the ends.
        key, image = self.pictures.stand_in(self.board_key)
        painter.save()
        painter.setRenderHint(QPainter.RenderHint.Antialiasing, False)
        painter.fillRect(rect.adjusted(-1, -1, 1, 1), BACKGROUND)
        pixels = image.width() / key.width  # the stand-in's own ratio (a plain one is small)
        old = BoardGeometry(key.width, key.height)
        # Smooth scaling costs ~3 ns a pixel: fine at usual sizes, too slow on a huge one.
        scale = self.geometry.cell * self.dpr / (old.cell * pixels)
        smooth = (abs(scale - 1) > SMOOTH_STAND_IN_SCALE
                  and self.width() * self.height() * self.dpr * self.dpr <= SMOOTH_STAND_IN_PIXELS)
        painter.setRenderHint(QPainter.RenderHint.SmoothPixmapTransform, smooth)
        for source, target in bao_art.stand_in_pieces(old, self.geometry):
            painter.drawImage(target, image, QRectF(source.x() * pixels, source.y() * pixels,
                                                    source.width() * pixels, source.height() * pixels))
        painter.restore()

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
        configure_scene_view(self)
        self.setAccessibleName(self.tr("Bao board"))
        self.with_house = True
        self.key_handler = None  # callable(QKeyEvent) -> bool
        self.layoutChanged = None  # callable() after a re-layout

    def relayout(self) -> None:
        size = self.viewport().size()
        scene = self.scene()
        scene.lay_out(size.width(), size.height(), self.devicePixelRatioF(), self.with_house)
        self.setSceneRect(scene.sceneRect())
        if self.layoutChanged:
            self.layoutChanged()

    def paint_exact_board(self) -> None:
        """Show the exact board now (``settle``: screenshots, tests)."""
        self.scene().paint_exact_board()

    def resizeEvent(self, event) -> None:  # noqa: N802
        super().resizeEvent(event)
        self.relayout()

    def event(self, event) -> bool:
        handled = super().event(event)
        # Moved to a screen of another scale: Qt sends no resize, but the board's picture,
        # seeds and badges are made for the ratio (else shown blurred or too sharp).
        if is_ratio_change(event) and self.devicePixelRatioF() != self.scene().dpr:
            self.relayout()
        return handled

    def keyPressEvent(self, event) -> None:  # noqa: N802
        if self.key_handler is not None and self.key_handler(event):
            event.accept()
            return
        super().keyPressEvent(event)
