"""The Bao board's art: geometry at any size, the wooden board and the seeds.

Everything is painted procedurally, once per (size, device pixel ratio): the board into
a picture the scene shows as its background (``board_pictures`` paints it a step at a
time between events), the seeds into small cached pixmaps.
"""

from __future__ import annotations

import math
import random
from dataclasses import dataclass
from functools import lru_cache
from typing import Iterator

from PySide6.QtCore import QPointF, QRectF, Qt
from PySide6.QtGui import (
    QBrush,
    QColor,
    QImage,
    QLinearGradient,
    QPainter,
    QPainterPath,
    QPen,
    QPixmap,
    QRadialGradient,
)

from app.ui.scenes.drawing import transparent_pixmap

ROWS = 4          # screen rows top to bottom: North back, North front, South front, South back
COLUMNS = 8
# The nyumba, A5 (holes 0..15 from the owner's view; rules §1): the engine's NYUMBA,
# written out so that the home screen's picture does not load the Bao engine at
# start-up (a test checks that the two agree).
HOUSE_HOLE = 4
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
WOOD_COLOUR = "#8b5a2b"
OUTLINE_COLOUR = QColor(40, 20, 8, 200)


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

    def grid_rect(self) -> QRectF:
        """The 4 x 8 pit cells."""
        return QRectF(self.cell_rect(0, 0).topLeft(), self.cell_rect(ROWS - 1, COLUMNS - 1).bottomRight())

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


def stand_in_pieces(old: BoardGeometry, new: BoardGeometry) -> list[tuple[QRectF, QRectF]]:
    """How a board painted for ``old`` stands in for one of ``new`` until that is
    painted: (part of the old picture, where it goes) for the board's left end, its pits
    and its right end. The pits are scaled evenly onto the new pits; the ends stretch to
    the new ends (a wide view has a longer board), so the outline and the ghalas fit too."""
    scale = new.cell / old.cell
    pad_x, pad_y = BOARD_PADDING
    b0, b1, g0, g1 = old.board_rect, new.board_rect, old.grid_rect(), new.grid_rect()
    top0, bottom0 = b0.top() - pad_y, b0.bottom() + pad_y
    top1, bottom1 = b1.top() - pad_y * scale, b1.bottom() + pad_y * scale
    columns = ((b0.left() - pad_x, g0.left(), b1.left() - pad_x * scale, g1.left()),
               (g0.left(), g0.right(), g1.left(), g1.right()),
               (g0.right(), b0.right() + pad_x, g1.right(), b1.right() + pad_x * scale))
    return [(QRectF(left0, top0, right0 - left0, bottom0 - top0), QRectF(left1, top1, right1 - left1, bottom1 - top1))
            for left0, right0, left1, right1 in columns]


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


# The grain is painted into a picture this many times narrower than the board and then
# stretched to the board's width: the lines run along the board, so stretching them
# keeps their look (their thickness is measured across, which does not change), and
# the costly antialiased strokes are this many times shorter.
GRAIN_SQUEEZE = 4
GRAIN_SHADE = QColor(0, 0, 0, 16)
# A painting step fills at most this many device pixels (a few milliseconds): big
# fills are done band by band, so that no single step holds up the event loop.
BAND_PIXELS = 400_000
# Grain lines per step.
GRAIN_LINES_PER_STEP = 8


def _grain_steps(picture: QImage, rect: QRectF, rng: random.Random, base: QColor) -> Iterator[None]:
    """Long wavy grain lines, the look of a carved hardwood plank, painted into the
    transparent ``picture`` that is then stretched over ``rect``."""
    picture.fill(Qt.GlobalColor.transparent)
    painter = QPainter(picture)
    try:
        painter.setRenderHint(QPainter.RenderHint.Antialiasing)
        # Each line's path is also filled with a faint shadow between the wave and its
        # chord: the overlapping slivers give the wood its darker streaks.
        painter.setBrush(GRAIN_SHADE)
        painter.scale(picture.width() / rect.width(), picture.height() / rect.height())
        painter.translate(-rect.left(), -rect.top())
        left, top, width, height = rect.left(), rect.top(), rect.width(), rect.height()
        steps = 48
        offsets = [width * i / steps for i in range(steps + 1)]  # from the left edge
        lines = int(height / 3.2) + 8
        for line in range(lines):
            if line and line % GRAIN_LINES_PER_STEP == 0:
                yield
            y0 = top + rng.uniform(-0.05, 1.05) * height
            amplitude = rng.uniform(1.0, 6.0) * height / 400
            wavelength = rng.uniform(0.3, 1.2) * width
            phase = rng.uniform(0, math.tau)
            wave, ripple = math.tau / wavelength, 11 / wavelength
            path = QPainterPath()
            path.moveTo(left, y0 + amplitude * math.sin(phase) + amplitude * 0.4 * math.sin(phase * 2))
            for dx in offsets[1:]:
                path.lineTo(left + dx, y0 + amplitude * math.sin(phase + dx * wave)
                            + amplitude * 0.4 * math.sin(phase * 2 + dx * ripple))
            dark = rng.random() < 0.7
            colour = QColor(base).darker(rng.randint(112, 150)) if dark else QColor(base).lighter(rng.randint(106, 122))
            colour.setAlpha(rng.randint(35, 110))
            painter.setPen(QPen(colour, rng.uniform(0.6, 2.2) * max(1.0, height / 500)))
            painter.drawPath(path)
    finally:
        painter.end()


def _bands(painter: QPainter, area: QRectF, dpr: float, within: QPainterPath | None = None,
           pixels: int = BAND_PIXELS) -> Iterator[None]:
    """Clip ``painter`` to one horizontal band of ``area`` (inside ``within``, if given)
    after another, in whole device pixel rows so that the bands join without a seam;
    the caller draws in each. Clipping is off afterwards."""
    top, bottom = math.floor(area.top() * dpr), math.ceil(area.bottom() * dpr)
    left, right = math.floor(area.left() * dpr), math.ceil(area.right() * dpr)
    rows = max(1, pixels // max(1, right - left))
    for row in range(top, bottom, rows):
        band = QRectF(left / dpr, row / dpr, (right - left) / dpr, min(rows, bottom - row) / dpr)
        if within is None:
            painter.setClipRect(band)
        else:
            painter.setClipPath(within)
            painter.setClipRect(band, Qt.ClipOperation.IntersectClip)
        yield
    painter.setClipping(False)


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


def board_steps(image: QImage, width: int, height: int, with_house: bool) -> Iterator[None]:
    """Paint the whole empty board (wood, bevel, pits, troughs) for a view of ``width``
    x ``height`` onto ``image`` (already filled with the ground), a few milliseconds of
    work per step: ``board_pictures`` paints one step at a time between events."""
    geometry = BoardGeometry(width, height)
    dpr = image.devicePixelRatio()
    board = geometry.board_rect
    c = geometry.cell
    painter = QPainter(image)
    try:
        painter.setRenderHint(QPainter.RenderHint.Antialiasing)
        # Soft drop shadow under the board.
        shadows = [board.adjusted(-grow, -grow * 0.3, grow, grow * 1.6)
                   for grow in (i * min(c * 0.02, BOARD_PADDING[0] / 10) for i in range(8, 0, -1))]
        painter.setPen(Qt.PenStyle.NoPen)
        painter.setBrush(QColor(0, 0, 0, 16))
        for _ in _bands(painter, shadows[0], dpr):
            for shadow in shadows:
                painter.drawRoundedRect(shadow, c * 0.3, c * 0.3)
            yield
        radius = c * 0.28
        outline = QPainterPath()
        outline.addRoundedRect(board, radius, radius)
        base = QColor(WOOD_COLOUR)
        wood = QBrush(_wood(board))
        for _ in _bands(painter, board, dpr):
            painter.fillPath(outline, wood)
            yield
        lines = QImage(max(1, round(board.width() * dpr / GRAIN_SQUEEZE)), max(1, round(board.height() * dpr)),
                       QImage.Format.Format_ARGB32_Premultiplied)
        yield from _grain_steps(lines, board, random.Random(1995), base)
        painter.setRenderHint(QPainter.RenderHint.SmoothPixmapTransform)
        # Stretching the grain through the board's outline is the costliest fill.
        for _ in _bands(painter, board, dpr, within=outline, pixels=BAND_PIXELS // 3):
            painter.drawImage(board, lines)
            yield
        # Bevel: light upper-left edge, dark lower-right edge.
        bevel = QLinearGradient(board.topLeft(), board.bottomLeft())
        bevel.setColorAt(0.0, QColor(255, 220, 160, 170))
        bevel.setColorAt(0.08, QColor(255, 220, 160, 0))
        bevel.setColorAt(0.92, QColor(0, 0, 0, 0))
        bevel.setColorAt(1.0, QColor(0, 0, 0, 160))
        painter.setPen(QPen(QBrush(bevel), c * 0.07))
        painter.setBrush(Qt.BrushStyle.NoBrush)
        painter.drawRoundedRect(board.adjusted(c * 0.035, c * 0.035, -c * 0.035, -c * 0.035), radius, radius)
        painter.setPen(QPen(OUTLINE_COLOUR, max(1.0, c * 0.02)))
        painter.drawPath(outline)
        # The centre groove between North's and South's halves.
        y = geometry.centre_line_y()
        left, right = board.left() + c * 0.3, board.right() - c * 0.3
        painter.setPen(QPen(QColor(30, 15, 5, 170), max(1.0, c * 0.035)))
        painter.drawLine(QPointF(left, y - c * 0.01), QPointF(right, y - c * 0.01))
        painter.setPen(QPen(QColor(255, 220, 160, 90), max(1.0, c * 0.02)))
        painter.drawLine(QPointF(left, y + c * 0.025), QPointF(right, y + c * 0.025))
        yield
        yield from _carve_steps(painter, geometry, with_house)
    finally:
        painter.end()


def plain_board_steps(image: QImage, width: int, height: int, with_house: bool) -> Iterator[None]:
    """The board without its grain (a quick stand-in, drawn small and scaled up)."""
    geometry = BoardGeometry(width, height)
    board = geometry.board_rect
    c = geometry.cell
    painter = QPainter(image)
    try:
        painter.setRenderHint(QPainter.RenderHint.Antialiasing)
        radius = c * 0.28
        painter.setPen(QPen(OUTLINE_COLOUR, max(1.0, c * 0.02)))
        painter.setBrush(QBrush(_wood(board)))
        painter.drawRoundedRect(board, radius, radius)
        yield from _carve_steps(painter, geometry, with_house)
    finally:
        painter.end()


def _wood(board: QRectF) -> QLinearGradient:
    wood = QLinearGradient(board.topLeft(), board.bottomRight())
    wood.setColorAt(0.0, QColor("#a06a36"))
    wood.setColorAt(0.5, QColor(WOOD_COLOUR))
    wood.setColorAt(1.0, QColor("#6e4420"))
    return wood


def _carve_steps(painter: QPainter, geometry: BoardGeometry, with_house: bool) -> Iterator[None]:
    """The pits and the two ghala troughs, four pits a step."""
    for side in (0, 1):
        for hole in range(16):
            square = with_house and is_house(side, hole)
            painter.save()
            _carve_pit(painter, pit_rect(geometry, side, hole, square), square)
            painter.restore()
            if hole % 4 == 3:
                yield
        _carve_trough(painter, geometry.store_rect(side))


def pit_rect(geometry: BoardGeometry, side: int, hole: int, square: bool = False) -> QRectF:
    row, column = hole_position(side, hole)
    cell = geometry.cell_rect(row, column)
    size = cell.width() * (PIT_DIAMETER + (0.02 if square else 0))
    return QRectF(cell.center().x() - size / 2, cell.center().y() - size / 2, size, size)


def board_image(width: int, height: int, dpr: float, background: QColor | None) -> QImage:
    """An image for a board of a ``width`` x ``height`` view at ratio ``dpr``, filled
    with ``background`` (opaque, copied without blending), or transparent."""
    image = QImage(max(1, round(width * dpr)), max(1, round(height * dpr)),
                   QImage.Format.Format_RGB32 if background is not None else QImage.Format.Format_ARGB32_Premultiplied)
    image.setDevicePixelRatio(dpr)
    image.fill(background if background is not None else QColor(Qt.GlobalColor.transparent))
    return image


def render_board(width: int, height: int, dpr: float, with_house: bool, background: QColor | None = None,
                 grain: bool = True) -> QImage:
    """The whole board at once (all of ``board_steps``); tens of milliseconds at a
    usual size, several hundred at 2560x1440 at ratio 2."""
    image = board_image(width, height, dpr, background)
    for _ in (board_steps if grain else plain_board_steps)(image, width, height, with_house):
        pass
    return image


SEED_ROTATIONS = 6


# Seeds come in sizes this many pixels apart: resizing the window re-renders the 30
# seed pictures only every few pixels, not at every step of the drag.
SEED_SIZE_STEP = 2


def seed_diameter(size: float) -> int:
    """The seed size used for a wanted ``size`` (logical pixels)."""
    return max(3, int(size) // SEED_SIZE_STEP * SEED_SIZE_STEP) if size >= 8 else max(3, int(size))


@lru_cache(maxsize=256)
def seed_pixmap(diameter: int, dpr: float, variant: int, rotation: int) -> QPixmap:
    """One seed: a small polished stone, slightly oval, lit from the upper left."""
    size = max(4, int(diameter * 1.25))
    pixmap = transparent_pixmap(round(size * dpr), round(size * dpr), dpr)
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
    diameter = seed_diameter(pit_radius * 0.52)
    half = diameter * 1.25 / 2
    for x, y, variant, rotation in seed_layout()[first:first + min(count, MAX_SEEDS_DRAWN)]:
        painter.drawPixmap(QPointF(centre.x() + x * pit_radius - half, centre.y() + y * pit_radius - half),
                           seed_pixmap(diameter, dpr, variant, rotation))
