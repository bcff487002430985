"""The tutorial's highlight: a glowing ring around what a step names (``run.highlight``).

Names (see ``app/tutorial/__init__.py``): Bao holes from South's view (``A6``), North's
with ``N:`` (``N:A3``), ``store`` / ``nyumba`` (``N:`` for North's); card codes
(``TH``) and the table's areas (``CARD_AREAS``) at the card games.

A ring around one thing (a hole, a card, a label) is a child item of it, so it follows
every move of it (a card lifted when selected, a re-layout). A ring around an area (the
trick, the hand) is a scene item whose rectangle is computed from the cards in it; an
area that lives in the side panel (the auction's buttons, the score) gets a ring drawn
over the widget. ``Highlighter.show`` rebuilds everything: the view calls it when a step
begins, when an animation ends and when the layout changes.
"""

from __future__ import annotations

from typing import Callable

from PySide6.QtCore import QEvent, QObject, QRectF, Qt
from PySide6.QtGui import QColor, QPainter, QPainterPath, QPen
from PySide6.QtWidgets import QGraphicsItem, QGraphicsObject, QWidget

from app.core.cards import Card

# A colour none of the games uses for its own marks (legal moves and selection are
# brass, focus light blue, hints green): the tutorial's pointer must stand out.
HIGHLIGHT_COLOUR = QColor("#ff4fa3")
HIGHLIGHT_CORE = QColor("#ffe3f1")
# Glow: (pen width, alpha) from the outside in, then the bright core line.
GLOW = ((13.0, 45), (8.0, 90), (4.5, 200))
CORE_WIDTH = 1.6
RING_Z = 9000.0


def _ring_path(rect: QRectF, round_shape: bool, radius: float) -> QPainterPath:
    path = QPainterPath()
    if round_shape:
        path.addEllipse(rect)
    else:
        path.addRoundedRect(rect, radius, radius)
    return path


def paint_glow(painter: QPainter, path: QPainterPath) -> None:
    painter.setRenderHint(QPainter.RenderHint.Antialiasing)
    painter.setBrush(Qt.BrushStyle.NoBrush)
    for width, alpha in GLOW:
        colour = QColor(HIGHLIGHT_COLOUR)
        colour.setAlpha(alpha)
        painter.setPen(QPen(colour, width, Qt.PenStyle.SolidLine, Qt.PenCapStyle.RoundCap,
                            Qt.PenJoinStyle.RoundJoin))
        painter.drawPath(path)
    painter.setPen(QPen(HIGHLIGHT_CORE, CORE_WIDTH))
    painter.drawPath(path)


class RingItem(QGraphicsObject):
    """A glowing ring; ``outline()`` gives its rectangle in the item's coordinates
    (its parent's, when it is a child)."""

    def __init__(self, outline: Callable[[], QRectF], round_shape: bool = False,
                 parent: QGraphicsItem | None = None) -> None:
        super().__init__(parent)
        self._outline = outline
        self.round_shape = round_shape
        self.rect = QRectF(outline())
        self.setZValue(RING_Z)
        self.setAcceptedMouseButtons(Qt.MouseButton.NoButton)  # clicks reach the hole / card

    def boundingRect(self) -> QRectF:  # noqa: N802
        m = GLOW[0][0]
        return self.rect.adjusted(-m, -m, m, m)

    def paint(self, painter: QPainter, option, widget=None) -> None:
        radius = min(self.rect.width(), self.rect.height()) * 0.12
        paint_glow(painter, _ring_path(self.rect, self.round_shape, radius))


class WidgetRing(QWidget):
    """A ring over a widget of the side panel, drawn by a transparent sibling on top of
    it (a child would fall under buttons the panel adds later)."""

    def __init__(self, target: QWidget) -> None:
        super().__init__(target.parentWidget())
        self.target = target
        self.setAttribute(Qt.WidgetAttribute.WA_TransparentForMouseEvents)
        self.setAttribute(Qt.WidgetAttribute.WA_NoSystemBackground)
        self.setFocusPolicy(Qt.FocusPolicy.NoFocus)
        self._follower = _Follower(self)
        target.installEventFilter(self._follower)
        self.follow()

    def follow(self) -> None:
        margin = 5
        self.setGeometry(self.target.geometry().adjusted(-margin, -margin, margin, margin))
        self.setVisible(self.target.isVisible())
        self.raise_()

    def detach(self) -> None:
        self.target.removeEventFilter(self._follower)
        self.hide()
        self.deleteLater()

    def paintEvent(self, event) -> None:  # noqa: N802
        painter = QPainter(self)
        inset = GLOW[1][0] / 2
        rect = QRectF(self.rect()).adjusted(inset, inset, -inset, -inset)
        paint_glow(painter, _ring_path(rect, False, 8.0))
        painter.end()


class _Follower(QObject):
    def __init__(self, ring: WidgetRing) -> None:
        super().__init__(ring)
        self.ring = ring

    def eventFilter(self, watched, event) -> bool:  # noqa: N802
        if event.type() in (QEvent.Type.Move, QEvent.Type.Resize, QEvent.Type.Show, QEvent.Type.Hide):
            self.ring.follow()
        return False


class Highlighter:
    """Rings on a game view's scene and panel for a list of highlight names."""

    def __init__(self, view) -> None:
        self.view = view
        self.names: tuple[str, ...] = ()
        self.missing: list[str] = []
        self.rings: list[RingItem] = []
        self.widget_rings: list[WidgetRing] = []

    def clear(self) -> None:
        for ring in self.rings:
            scene = ring.scene()
            if scene is not None:
                scene.removeItem(ring)
        self.rings = []
        for ring in self.widget_rings:
            ring.detach()
        self.widget_rings = []

    def show(self, names: tuple[str, ...] | list[str]) -> None:
        self.clear()
        self.names = tuple(names)
        self.missing = []
        for name in self.names:
            before = len(self.rings) + len(self.widget_rings)
            self._add(name)
            if len(self.rings) + len(self.widget_rings) == before:
                self.missing.append(name)  # nothing on screen to point at (a test checks)

    def refresh(self) -> None:
        self.show(self.names)

    def described(self) -> list[str]:
        """What each ring is around (for tests): ``"pit 0 5"``, ``"card TH"``, ...."""
        return [ring.data(0) for ring in self.rings] + [
            f"widget {ring.target.objectName() or type(ring.target).__name__}" for ring in self.widget_rings]

    def scene_rects(self) -> list[QRectF]:
        """Every ring's rectangle in scene coordinates (for tests and screenshots)."""
        return [ring.mapRectToScene(ring.rect) for ring in self.rings]

    # -- building ---------------------------------------------------------------------
    def _ring_on(self, item: QGraphicsItem, outline: Callable[[], QRectF], round_shape: bool, label: str) -> None:
        ring = RingItem(outline, round_shape, item)
        # Under the thing itself (a hole's seeds and count, a card's face stay readable),
        # above the board or felt it lies on.
        ring.setFlag(QGraphicsItem.GraphicsItemFlag.ItemStacksBehindParent)
        ring.setData(0, label)
        self.rings.append(ring)

    def _ring_at(self, rect: QRectF, label: str) -> None:
        if rect.isEmpty():
            return
        frozen = QRectF(rect)  # a copy: the caller's rectangle may change later
        ring = RingItem(lambda: frozen)
        ring.setData(0, label)
        self.view.scene.addItem(ring)
        self.rings.append(ring)

    def _ring_over(self, widget: QWidget | None) -> bool:
        if widget is None or widget.parentWidget() is None or not widget.isVisibleTo(widget.window()):
            return False
        self.widget_rings.append(WidgetRing(widget))
        return True

    def _add(self, name: str) -> None:
        if self.view.GAME == "bao":
            self._add_bao(name)
        else:
            self._add_card_name(name)

    # -- Bao ----------------------------------------------------------------------------
    def _add_bao(self, name: str) -> None:
        from app.games.bao.actions import hole_index
        from app.ui.scenes.bao_art import HOUSE_HOLE

        side, _, what = name.rpartition(":")
        side_index = 1 if side == "N" else 0
        scene = self.view.scene
        if what == "store":
            store = scene.stores[side_index]
            self._ring_on(store, lambda s=store: s.rect.adjusted(-4, -4, 4, 4), False, f"store {side_index}")
            return
        hole = HOUSE_HOLE if what == "nyumba" else hole_index(what)
        pit = scene.pits[(side_index, hole)]

        def outline(p=pit) -> QRectF:
            r = p.radius * 1.16
            return QRectF(-r, -r, 2 * r, 2 * r)
        self._ring_on(pit, outline, not pit.square, f"pit {side_index} {hole}")

    # -- card games -----------------------------------------------------------------------
    def _add_card_name(self, name: str) -> None:
        from app.tutorial import CARD_AREAS

        if name in CARD_AREAS:
            self._add_area(name)
        else:
            self._add_card(Card.parse(name))

    def _card_shown(self, card: Card) -> bool:
        scene = self.view.scene
        item = scene.items_by_card.get(card)
        return item is not None and item.isVisible() and item.face_up

    def _add_card(self, card: Card) -> None:
        scene = self.view.scene
        if self._card_shown(card):
            item = scene.items_by_card[card]
            self._ring_on(item, lambda i=item: QRectF(0, 0, *i.card_size()).adjusted(-2, -2, 2, 2), False,
                          f"card {card}")
        elif scene.display.trump_indicator == card and scene.indicator.isVisible():
            self._ring_on(scene.indicator, lambda: scene.indicator.boundingRect().adjusted(-2, -2, 2, 2), False,
                          f"card {card}")

    def _cards_rect(self, cards: list[Card]) -> QRectF:
        rect = QRectF()
        for card in cards:
            item = self.view.scene.items_by_card.get(card)
            if item is not None and item.isVisible():
                rect = rect.united(item.sceneBoundingRect())
        return rect

    def _label_ring(self, label) -> None:
        if label.isVisible() and label.title:
            self._ring_on(label, lambda shown=label: shown.boundingRect().adjusted(-3, -3, 3, 3), False, "label")

    def _add_area(self, name: str) -> None:
        from app.ui.scenes.card_table import HAND, PILE, STOCK, TRICK

        view, scene = self.view, self.view.scene
        display = scene.display
        cw, ch, margin = scene.metrics()
        pad = margin * 0.5
        if name == "hand":
            rect = self._cards_rect(display.cards(HAND, scene.human))
            # Room above for a card lifted by a selection.
            self._ring_at(rect.adjusted(-pad, -pad - ch * 0.2, pad, pad), "area hand")
        elif name in ("trick", "pile"):
            cards = list(display.cards(PILE))
            for player in range(display.players):
                cards += display.cards(TRICK, player)
            rect = self._cards_rect(cards)
            if rect.isEmpty():  # an empty trick: the middle of the table, where it will be
                c = scene.centre()
                rect = QRectF(c.x() - cw * 1.4, c.y() - ch * 0.65, cw * 2.8, ch * 1.3)
            self._ring_at(rect.adjusted(-pad, -pad, pad, pad), f"area {name}")
        elif name == "stock":
            rect = self._cards_rect(display.cards(STOCK))
            if scene.stock_label.isVisible():
                rect = rect.united(scene.stock_label.sceneBoundingRect())
            self._ring_at(rect.adjusted(-pad, -pad, pad, pad), "area stock")
        elif name == "trump":
            if view.GAME == "svoi_kozyri":
                # Everyone has a trump suit of his own: chosen with the panel's suit
                # buttons, then written on each seat.
                if getattr(view.observation, "phase", None) == "trump":
                    self._ring_over(self._choices_widget())
                else:
                    for label in scene.seat_labels[:display.players]:
                        self._label_ring(label)
            elif display.trump_indicator is not None and scene.indicator.isVisible():
                self._add_card(display.trump_indicator)
            else:  # the trump card has left the stock: its suit is written beside it
                self._label_ring(scene.stock_label)
        elif name == "auction":
            self._ring_over(self._choices_widget())
            for label in scene.seat_labels[:display.players]:  # each seat shows its bid
                self._label_ring(label)
        elif name == "score":
            self._ring_over(getattr(view.panel, "info", None))
            for label in scene.pile_labels:
                self._label_ring(label)

    def _choices_widget(self) -> QWidget | None:
        box = getattr(self.view.panel, "choice_box", None)
        return box if box is not None and box.isVisibleTo(box.window()) else None
