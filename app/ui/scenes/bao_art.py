"""The Bao board's art: geometry at any size, the wooden board and the seeds.

Everything is painted procedurally once per (size, device pixel ratio) into a pixmap
cache and reused for every frame (a wood board costs ~100 ms to paint; qt-notes).
"""

from __future__ import annotations

import math
import random
from dataclasses import dataclass
from functools import lru_cache

from PySide6.QtCore import QPointF, QRectF, Qt
from PySide6.QtGui import QBrush, QColor, QLinearGradient, QPainter, QPainterPath, QPen, QPixmap, QRadialGradient

from app.games.bao.engine import NYUMBA

ROWS = 4          # screen rows top to bottom: North back, North front, South front, South back
COLUMNS = 8
HOUSE_HOLE = NYUMBA  # A5, numbered 0..15 from the owner's view
MAX_SEEDS_DRAWN = 20  # more seeds than this are drawn as 20; the count is always shown

# Board proportions in units of one pit cell (c): width 8.7c, height 6.8c.
MARGIN = 0.35
STRIP = 0.95      # the ghala strips above and below the pits
CENTRE_GAP = 0.2
BOARD_WIDTH_CELLS = COLUMNS + 2 * MARGIN
BOARD_HEIGHT_CELLS = ROWS + 2 * MARGIN + 2 * STRIP + CENTRE_GAP
PIT_DIAMETER = 0.84
# Space kept free around the board for its shadow, in logical pixels (x, y).
BOARD_PADDING = (16, 22)
# A wide view gets a longer board (more wood at both ends), up to this factor, so the
# board fills its space instead of floating between two empty bands.
MAX_BOARD_STRETCH = 1.22

SEED_COLOURS = ("#e2d6bd", "#b9ae9c", "#8c7763", "#cdb88e", "#9fa39a")


@dataclass(frozen=True)
class BoardGeometry:
    """Where everything is, for a board fitted into ``width`` x ``height``."""

    width: float
    height: float

    @property
    def cell(self) -> float:
        pad_x, pad_y = BOARD_PADDING
        return max(8.0, min((self.width - 2 * pad_x) / BOARD_WIDTH_CELLS,
                            (self.height - 2 * pad_y) / BOARD_HEIGHT_CELLS))

    @property
    def board_rect(self) -> QRectF:
        c = self.cell
        w = min(self.width - 2 * BOARD_PADDING[0], BOARD_WIDTH_CELLS * c * MAX_BOARD_STRETCH)
        w = max(w, BOARD_WIDTH_CELLS * c)
        h = BOARD_HEIGHT_CELLS * c
        return QRectF((self.width - w) / 2, (self.height - h) / 2, w, h)

    def cell_rect(self, row: int, column: int) -> QRectF:
        c = self.cell
        board = self.board_rect
        grid_left = board.center().x() - COLUMNS * c / 2
        top = board.top() + (MARGIN + STRIP) * c + row * c + (CENTRE_GAP * c if row >= 2 else 0)
        return QRectF(grid_left + column * c, top, c, c)

    def centre_line_y(self) -> float:
        return self.cell_rect(1, 0).bottom() + CENTRE_GAP * self.cell / 2

    def store_rect(self, side: int) -> QRectF:
        """South's ghala: bottom strip, right half (its owner's right); North's: top, left."""
        c = self.cell
        board = self.board_rect
        width, height = 3.4 * c, 0.66 * c
        if side == 0:
            y = board.bottom() - MARGIN * c * 0.55 - STRIP * c / 2 - height / 2
            x = board.right() - MARGIN * c - 0.1 * c - width
        else:
            y = board.top() + MARGIN * c * 0.55 + STRIP * c / 2 - height / 2
            x = board.left() + MARGIN * c + 0.1 * c
        return QRectF(x, y, width, height)

    def label_rect(self, side: int) -> QRectF:
        """The free part of a player's strip, for the player's name."""
        store = self.store_rect(side)
        board = self.board_rect
        c = self.cell
        badge = store.height() * 1.3  # the ghala's count sits between the trough and the name
        if side == 0:
            return QRectF(board.left() + MARGIN * c, store.top(),
                          store.left() - board.left() - MARGIN * c - badge, store.height())
        return QRectF(store.right() + badge, store.top(),
                      board.right() - store.right() - MARGIN * c - badge, store.height())


def hole_position(side: int, hole: int) -> tuple[int, int]:
    """(row, column) on screen of ``side``'s ``hole`` (0..7 = A1..A8, 8..15 = B1..B8).

    South sits at the bottom: front row 2, A1 at the left. North sits at the top: front
    row 1, and its A1 is at the right end as seen from South (rules §1).
    """
    front = hole < 8
    index = hole % 8
    if side == 0:
        return (2 if front else 3), index
    return (1 if front else 0), COLUMNS - 1 - index


def is_house(side: int, hole: int) -> bool:
    return hole == HOUSE_HOLE


def _wood_grain(painter: QPainter, rect: QRectF, rng: random.Random, base: QColor) -> None:
    """Long wavy grain lines: the look of a carved hardwood plank."""
    painter.save()
    painter.setClipRect(rect)
    lines = int(rect.height() / 3.2) + 8
    for _ in range(lines):
        y0 = rect.top() + rng.uniform(-0.05, 1.05) * rect.height()
        amplitude = rng.uniform(1.0, 6.0) * rect.height() / 400
        wavelength = rng.uniform(0.3, 1.2) * rect.width()
        phase = rng.uniform(0, math.tau)
        path = QPainterPath()
        steps = 48
        for i in range(steps + 1):
            x = rect.left() + rect.width() * i / steps
            y = y0 + amplitude * math.sin(phase + (x - rect.left()) / wavelength * math.tau) \
                + amplitude * 0.4 * math.sin(phase * 2 + (x - rect.left()) / wavelength * 11)
            if i == 0:
                path.moveTo(x, y)
            else:
                path.lineTo(x, y)
        dark = rng.random() < 0.7
        colour = QColor(base).darker(rng.randint(112, 150)) if dark else QColor(base).lighter(rng.randint(106, 122))
        colour.setAlpha(rng.randint(35, 110))
        painter.setPen(QPen(colour, rng.uniform(0.6, 2.2) * max(1.0, rect.height() / 500)))
        painter.drawPath(path)
    painter.restore()


def _carve_pit(painter: QPainter, rect: QRectF, square: bool) -> None:
    """A pit carved into the wood: dark bowl, shadow under the upper rim, light on the lower rim."""
    path = QPainterPath()
    if square:
        radius = rect.width() * 0.16
        path.addRoundedRect(rect, radius, radius)
    else:
        path.addEllipse(rect)
    bowl = QRadialGradient(rect.center() + QPointF(0, rect.height() * 0.12), rect.width() * 0.62)
    bowl.setColorAt(0.0, QColor("#4a2c14"))
    bowl.setColorAt(0.7, QColor("#3a210e"))
    bowl.setColorAt(1.0, QColor("#24140a"))
    painter.fillPath(path, QBrush(bowl))
    # Shadow cast by the upper rim into the bowl.
    shade = QLinearGradient(rect.topLeft(), rect.bottomLeft())
    shade.setColorAt(0.0, QColor(0, 0, 0, 150))
    shade.setColorAt(0.45, QColor(0, 0, 0, 0))
    painter.fillPath(path, QBrush(shade))
    # Light catching the lower rim.
    rim = QLinearGradient(rect.topLeft(), rect.bottomLeft())
    rim.setColorAt(0.0, QColor(0, 0, 0, 140))
    rim.setColorAt(0.5, QColor(0, 0, 0, 40))
    rim.setColorAt(1.0, QColor(255, 226, 170, 150))
    painter.setPen(QPen(QBrush(rim), max(1.0, rect.width() * 0.045)))
    painter.setBrush(Qt.BrushStyle.NoBrush)
    painter.drawPath(path)


def _carve_trough(painter: QPainter, rect: QRectF) -> None:
    path = QPainterPath()
    path.addRoundedRect(rect, rect.height() / 2, rect.height() / 2)
    bowl = QLinearGradient(rect.topLeft(), rect.bottomLeft())
    bowl.setColorAt(0.0, QColor("#22130a"))
    bowl.setColorAt(0.5, QColor("#3d2411"))
    bowl.setColorAt(1.0, QColor("#4b2d15"))
    painter.fillPath(path, QBrush(bowl))
    rim = QLinearGradient(rect.topLeft(), rect.bottomLeft())
    rim.setColorAt(0.0, QColor(0, 0, 0, 150))
    rim.setColorAt(1.0, QColor(255, 226, 170, 140))
    painter.setPen(QPen(QBrush(rim), max(1.0, rect.height() * 0.06)))
    painter.drawPath(path)


def paint_board(painter: QPainter, geometry: BoardGeometry, with_house: bool) -> None:
    """Paint the whole empty board (wood, bevel, pits, troughs) with ``painter``."""
    board = geometry.board_rect
    c = geometry.cell
    painter.setRenderHint(QPainter.RenderHint.Antialiasing)
    # Soft drop shadow under the board.
    for i in range(8, 0, -1):
        shadow = QColor(0, 0, 0, 16)
        grow = i * min(c * 0.02, BOARD_PADDING[0] / 10)
        painter.setPen(Qt.PenStyle.NoPen)
        painter.setBrush(shadow)
        painter.drawRoundedRect(board.adjusted(-grow, -grow * 0.3, grow, grow * 1.6), c * 0.3, c * 0.3)
    radius = c * 0.28
    outline = QPainterPath()
    outline.addRoundedRect(board, radius, radius)
    base = QColor("#8b5a2b")
    wood = QLinearGradient(board.topLeft(), board.bottomRight())
    wood.setColorAt(0.0, QColor("#a06a36"))
    wood.setColorAt(0.5, QColor("#8b5a2b"))
    wood.setColorAt(1.0, QColor("#6e4420"))
    painter.fillPath(outline, QBrush(wood))
    painter.save()
    painter.setClipPath(outline)
    _wood_grain(painter, board, random.Random(1995), base)
    painter.restore()
    # Bevel: light upper-left edge, dark lower-right edge.
    bevel = QLinearGradient(board.topLeft(), board.bottomLeft())
    bevel.setColorAt(0.0, QColor(255, 220, 160, 170))
    bevel.setColorAt(0.08, QColor(255, 220, 160, 0))
    bevel.setColorAt(0.92, QColor(0, 0, 0, 0))
    bevel.setColorAt(1.0, QColor(0, 0, 0, 160))
    painter.setPen(QPen(QBrush(bevel), c * 0.07))
    painter.setBrush(Qt.BrushStyle.NoBrush)
    painter.drawRoundedRect(board.adjusted(c * 0.035, c * 0.035, -c * 0.035, -c * 0.035), radius, radius)
    painter.setPen(QPen(QColor(40, 20, 8, 200), max(1.0, c * 0.02)))
    painter.drawPath(outline)
    # The centre groove between North's and South's halves.
    y = geometry.centre_line_y()
    left, right = board.left() + c * 0.3, board.right() - c * 0.3
    painter.setPen(QPen(QColor(30, 15, 5, 170), max(1.0, c * 0.035)))
    painter.drawLine(QPointF(left, y - c * 0.01), QPointF(right, y - c * 0.01))
    painter.setPen(QPen(QColor(255, 220, 160, 90), max(1.0, c * 0.02)))
    painter.drawLine(QPointF(left, y + c * 0.025), QPointF(right, y + c * 0.025))
    # Pits and troughs.
    for side in (0, 1):
        for hole in range(16):
            row, column = hole_position(side, hole)
            square = with_house and is_house(side, hole)
            painter.save()
            _carve_pit(painter, pit_rect(geometry, side, hole, square), square)
            painter.restore()
        _carve_trough(painter, geometry.store_rect(side))


def pit_rect(geometry: BoardGeometry, side: int, hole: int, square: bool = False) -> QRectF:
    row, column = hole_position(side, hole)
    cell = geometry.cell_rect(row, column)
    size = cell.width() * (PIT_DIAMETER + (0.02 if square else 0))
    return QRectF(cell.center().x() - size / 2, cell.center().y() - size / 2, size, size)


BOARD_CACHE_SIZE = 4  # each full-window board is up to ~8 MB at 1.5x
_board_cache: dict[tuple[int, int, float, bool], QPixmap] = {}


def board_pixmap(width: int, height: int, dpr: float, with_house: bool) -> QPixmap:
    """The empty board for a view of ``width`` x ``height`` logical pixels (cached;
    painting one costs 100-300 ms, so it happens once per size)."""
    key = (width, height, dpr, with_house)
    pixmap = _board_cache.pop(key, None)
    if pixmap is None:
        pixmap = QPixmap(max(1, round(width * dpr)), max(1, round(height * dpr)))
        pixmap.setDevicePixelRatio(dpr)
        pixmap.fill(Qt.GlobalColor.transparent)
        painter = QPainter(pixmap)
        paint_board(painter, BoardGeometry(width, height), with_house)
        painter.end()
    _board_cache[key] = pixmap  # most recently used last
    while len(_board_cache) > BOARD_CACHE_SIZE:
        _board_cache.pop(next(iter(_board_cache)))
    return pixmap


def cached_board_pixmap(width: int, height: int, dpr: float, with_house: bool) -> QPixmap | None:
    return _board_cache.get((width, height, dpr, with_house))


def stretched_board_pixmap(source: QPixmap, source_size: tuple[int, int], width: int, height: int,
                           dpr: float) -> QPixmap:
    """A quick stand-in while a window is being resized: the last board stretched onto
    the new board rectangle (a few ms), until the exact one is painted."""
    pixmap = QPixmap(max(1, round(width * dpr)), max(1, round(height * dpr)))
    pixmap.setDevicePixelRatio(dpr)
    pixmap.fill(Qt.GlobalColor.transparent)
    old, new = BoardGeometry(*source_size).board_rect, BoardGeometry(width, height).board_rect
    margin_old, margin_new = old.width() * 0.03, new.width() * 0.03
    source_dpr = source.devicePixelRatio()
    from_rect = old.adjusted(-margin_old, -margin_old, margin_old, margin_old)
    from_rect = QRectF(from_rect.x() * source_dpr, from_rect.y() * source_dpr,
                       from_rect.width() * source_dpr, from_rect.height() * source_dpr)
    painter = QPainter(pixmap)
    painter.setRenderHint(QPainter.RenderHint.SmoothPixmapTransform)
    painter.drawPixmap(new.adjusted(-margin_new, -margin_new, margin_new, margin_new), source, from_rect)
    painter.end()
    return pixmap


SEED_ROTATIONS = 6


@lru_cache(maxsize=64)
def seed_pixmap(diameter: int, dpr: float, variant: int, rotation: int) -> QPixmap:
    """One seed: a small polished stone, slightly oval, lit from the upper left."""
    size = max(4, int(diameter * 1.25))
    pixmap = QPixmap(round(size * dpr), round(size * dpr))
    pixmap.setDevicePixelRatio(dpr)
    pixmap.fill(Qt.GlobalColor.transparent)
    painter = QPainter(pixmap)
    painter.setRenderHint(QPainter.RenderHint.Antialiasing)
    painter.translate(size / 2, size / 2)
    painter.rotate(rotation * 180 / SEED_ROTATIONS)
    w, h = diameter * 1.0, diameter * 0.78
    body = QRectF(-w / 2, -h / 2, w, h)
    # Contact shadow.
    painter.setPen(Qt.PenStyle.NoPen)
    painter.setBrush(QColor(0, 0, 0, 90))
    painter.drawEllipse(body.translated(diameter * 0.06, diameter * 0.09))
    colour = QColor(SEED_COLOURS[variant % len(SEED_COLOURS)])
    gradient = QRadialGradient(QPointF(-w * 0.18, -h * 0.22), w * 0.75)
    gradient.setColorAt(0.0, colour.lighter(135))
    gradient.setColorAt(0.55, colour)
    gradient.setColorAt(1.0, colour.darker(190))
    painter.setBrush(QBrush(gradient))
    painter.setPen(QPen(colour.darker(260), max(0.5, diameter * 0.04)))
    painter.drawEllipse(body)
    # Specular highlight.
    painter.setPen(Qt.PenStyle.NoPen)
    painter.setBrush(QColor(255, 255, 255, 120))
    painter.drawEllipse(QRectF(-w * 0.28, -h * 0.34, w * 0.3, h * 0.22))
    painter.end()
    return pixmap


@lru_cache(maxsize=8)
def seed_layout(count: int = MAX_SEEDS_DRAWN) -> tuple[tuple[float, float, int, int], ...]:
    """Seed k's (x, y) in units of the pit radius, plus its colour and rotation.

    A sunflower spiral with a little jitter: the k-th seed always sits in the same
    place, so dropping a seed never reshuffles the others.
    """
    rng = random.Random(64)
    golden = math.pi * (3 - math.sqrt(5))
    spots = []
    for k in range(count):
        radius = 0.64 * math.sqrt((k + 0.6) / count)
        angle = k * golden + rng.uniform(-0.2, 0.2)
        spots.append((radius * math.cos(angle) + rng.uniform(-0.03, 0.03),
                      radius * math.sin(angle) + rng.uniform(-0.03, 0.03),
                      rng.randrange(len(SEED_COLOURS)), rng.randrange(SEED_ROTATIONS)))
    return tuple(spots)


def paint_seeds(painter: QPainter, centre: QPointF, pit_radius: float, count: int,
                dpr: float, first: int = 0) -> None:
    """Draw ``count`` seeds (at most MAX_SEEDS_DRAWN) in a pit centred at ``centre``."""
    diameter = max(3, int(pit_radius * 0.52))
    half = diameter * 1.25 / 2
    for x, y, variant, rotation in seed_layout()[first:first + min(count, MAX_SEEDS_DRAWN)]:
        painter.drawPixmap(QPointF(centre.x() + x * pit_radius - half, centre.y() + y * pit_radius - half),
                           seed_pixmap(diameter, dpr, variant, rotation))
