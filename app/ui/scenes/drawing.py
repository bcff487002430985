"""Drawing rules shared by the game scenes (the Bao board and the card table).

At a fractional device pixel ratio (150 % scaling) a scene coordinate falls between two
device pixels. Two rules keep every repaint exact there:

- The views draw without antialiasing; each item turns it on for what it paints itself,
  inside its bounding rectangle. An antialiased background half-paints the edge pixels
  of each repainted area, and one-pixel lines of whatever was there stay behind.
- A background is a picture of the whole view painted 1:1 onto device pixels (a plain
  copy, no filtering), never scaled or offset by a fraction.
"""

from __future__ import annotations

from PySide6.QtCore import QEvent, QPointF, Qt
from PySide6.QtGui import QImage, QPainter, QPixmap
from PySide6.QtWidgets import QGraphicsView


def configure_scene_view(view: QGraphicsView) -> None:
    """The settings every game view shares: the scene at 1:1 (laid out for the view's
    size), no scroll bars or frame, and the drawing rules above."""
    view.setRenderHints(QPainter.RenderHint.SmoothPixmapTransform)
    view.setHorizontalScrollBarPolicy(Qt.ScrollBarPolicy.ScrollBarAlwaysOff)
    view.setVerticalScrollBarPolicy(Qt.ScrollBarPolicy.ScrollBarAlwaysOff)
    view.setFrameShape(QGraphicsView.Shape.NoFrame)
    view.setViewportUpdateMode(QGraphicsView.ViewportUpdateMode.SmartViewportUpdate)
    view.setAlignment(Qt.AlignmentFlag.AlignLeft | Qt.AlignmentFlag.AlignTop)
    view.setFocusPolicy(Qt.FocusPolicy.StrongFocus)


def transparent_pixmap(width: int, height: int, dpr: float) -> QPixmap:
    """A transparent pixmap of ``width`` x ``height`` device pixels, drawn on at ``dpr``
    (art made once and then copied: seeds, badges, rings, cards)."""
    pixmap = QPixmap(width, height)
    pixmap.setDevicePixelRatio(dpr)
    pixmap.fill(Qt.GlobalColor.transparent)
    return pixmap


def is_ratio_change(event: QEvent) -> bool:
    """Is ``event`` a widget's device pixel ratio changing (its window moved to a screen
    of another scale)? Qt sends no resize then."""
    return event.type() in (QEvent.Type.DevicePixelRatioChange, QEvent.Type.ScreenChangeInternal)


def paint_background_picture(painter: QPainter, picture: QPixmap | QImage) -> None:
    """Draw a background picture made for the whole view (at the view's device pixel
    ratio) at the scene origin. Qt clips it to the area being repainted; with the
    pixel-exact mapping it is a plain copy of those pixels."""
    painter.save()
    painter.setRenderHint(QPainter.RenderHint.Antialiasing, False)
    # With smoothing on and a 1:1 mapping Qt copies the pixels (its fast path); without
    # it, a scaled painter samples every pixel through the transformed path.
    painter.setRenderHint(QPainter.RenderHint.SmoothPixmapTransform, True)
    if isinstance(picture, QImage):
        painter.drawImage(QPointF(0, 0), picture)
    else:
        painter.drawPixmap(QPointF(0, 0), picture)
    painter.restore()
