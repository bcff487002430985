"""The home screen's pictures, painted with QPainter (no bundled art to license)."""

from __future__ import annotations

from PySide6.QtCore import QPointF, QRectF, QSizeF, Qt
from PySide6.QtGui import QColor, QFont, QImage, QLinearGradient, QPainter, QPainterPath, QPen

from app.core.suit_marks import RED_SUITS, SUIT_SYMBOLS
from app.ui import theme
from app.ui.games import SCREENS
from app.ui.scenes import bao_art
from app.ui.scenes.board_pictures import BoardKey, board_pictures


def shows_board(game: str) -> bool:
    """Is the game's picture the Bao board (painted between events, see _paint_bao),
    rather than a fan of its cards (``GameScreen.card_fan``)?"""
    return SCREENS[game].card_fan is None


def render_picture(game: str, width: int, height: int, dpr: float) -> tuple[QImage, bool]:
    """``game``'s picture at ``width`` x ``height`` (logical pixels) and ``dpr``, and
    whether it is finished (the Bao board's may still be a stand-in, see _paint_bao)."""
    image = QImage(round(width * dpr), round(height * dpr), QImage.Format.Format_ARGB32_Premultiplied)
    image.setDevicePixelRatio(dpr)
    image.fill(Qt.GlobalColor.transparent)
    painter = QPainter(image)
    finished = paint_picture(painter, QRectF(0, 0, width, height), game, dpr)
    painter.end()
    return image, finished


def paint_picture(painter: QPainter, rect: QRectF, game: str, dpr: float) -> bool:
    """Paint ``game``'s picture in ``rect``; False while its Bao board is a stand-in."""
    finished = True
    painter.save()
    painter.setRenderHint(QPainter.RenderHint.Antialiasing)
    clip = QPainterPath()
    clip.addRoundedRect(rect, 8, 8)
    painter.setClipPath(clip)
    fan = SCREENS[game].card_fan
    if fan is None:
        finished = _paint_bao(painter, rect, dpr)
    else:
        _paint_felt(painter, rect)
        _paint_fan(painter, rect, fan)
    painter.restore()
    return finished


def _paint_bao(painter: QPainter, rect: QRectF, dpr: float) -> bool:
    background = QLinearGradient(rect.topLeft(), rect.bottomLeft())
    background.setColorAt(0, QColor("#4a3a2e"))
    background.setColorAt(1, QColor("#2e241d"))
    painter.fillRect(rect, background)
    width, height = int(rect.width()), int(rect.height())
    # The board comes from the Bao board's pictures (painted between events: start-up
    # and resizing the home screen never wait for the wood); a plain board until then.
    key = BoardKey(width, height, dpr, True, opaque=False)
    pictures = board_pictures()
    board = pictures.picture(key)
    finished = board is not None
    if board is None:
        pictures.request(key)
        key, board = pictures.stand_in(key)
    painter.drawImage(QRectF(rect.topLeft(), QSizeF(width, height)), board)
    geometry = bao_art.BoardGeometry(width, height)
    start = {4: 6, 5: 2, 6: 2}  # the Kiswahili starting position (rules §1)
    for side in (0, 1):
        for hole, count in start.items():
            pit = bao_art.pit_rect(geometry, side, hole).translated(rect.topLeft())
            bao_art.paint_seeds(painter, pit.center(), pit.width() / 2, count, dpr)
    return finished


def _paint_felt(painter: QPainter, rect: QRectF) -> None:
    painter.fillRect(rect, theme.felt_gradient(rect, reach=0.7))


def _paint_fan(painter: QPainter, rect: QRectF, cards) -> None:
    card_width = min(rect.width() / 2.7, rect.height() * 0.62 * 0.68)
    card_height = card_width / 0.68
    # The fan's visual centre is ~0.72 card heights above the pivot.
    pivot = QPointF(rect.center().x(), rect.center().y() + card_height * 0.78)
    count = len(cards)
    for i, (rank, suit) in enumerate(cards):
        angle = (i - (count - 1) / 2) * 13
        painter.save()
        painter.translate(pivot)
        painter.rotate(angle)
        face = QRectF(-card_width / 2, -card_height * 1.22, card_width, card_height)
        _paint_card(painter, face, rank, suit)
        painter.restore()


def _paint_card(painter: QPainter, face: QRectF, rank, suit) -> None:
    radius = face.width() * 0.08
    painter.setPen(QPen(QColor(0, 0, 0, 60), 3))
    painter.setBrush(Qt.BrushStyle.NoBrush)
    painter.drawRoundedRect(face.translated(2, 3), radius, radius)
    painter.setPen(QPen(QColor("#9a9a9a"), 1))
    painter.setBrush(QColor("#fbfaf6"))
    painter.drawRoundedRect(face, radius, radius)
    if rank is None:  # a joker: Big Blooper red, Little Blooper black
        colour = QColor("#b3261e") if suit == "big" else QColor("#222222")
        label, symbol = "JOKER", "★"
    else:
        colour = QColor("#b3261e") if suit in RED_SUITS else QColor("#1d1d1d")
        label, symbol = rank, SUIT_SYMBOLS[suit]
    painter.setPen(colour)
    corner = QFont()
    corner.setBold(True)
    corner.setPixelSize(max(8, int(face.width() * (0.16 if rank is None else 0.22))))
    painter.setFont(corner)
    inset = face.width() * 0.08
    painter.drawText(QRectF(face.left() + inset, face.top() + inset * 0.6, face.width(), face.height() * 0.2),
                     Qt.AlignmentFlag.AlignLeft | Qt.AlignmentFlag.AlignTop, label if rank else "★")
    if rank is None:
        painter.drawText(QRectF(face.left(), face.top() + face.height() * 0.68, face.width(), face.height() * 0.2),
                         Qt.AlignmentFlag.AlignCenter, label)
    big = QFont()
    big.setPixelSize(max(10, int(face.width() * 0.55)))
    painter.setFont(big)
    painter.drawText(face, Qt.AlignmentFlag.AlignCenter, symbol)
