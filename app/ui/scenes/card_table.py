"""The one card-table scene of Kozel, Svoi Kozyri and Back Alley (2-4 seats).

What is where is a ``TableDisplay``: zones of cards (each hand, each player's cards in
the current trick, the Svoi Kozyri pile, the stock, the team piles of won tricks, the
out-of-play cards) plus the face of every card. ``TableScene.layout`` turns a display
into a placement for every card; ``motion_step`` animates from the current placement
to the one after a change of the display (cards glide, and turn over halfway when their
face changes). Scene coordinates are the view's pixels: everything is laid out again
when the window changes size, and card pixmaps come pre-rendered from the deck cache.
"""

from __future__ import annotations

import traceback
from dataclasses import dataclass, field
from typing import Callable, Iterable

from PySide6.QtCore import QPointF, QRectF, Qt, Signal
from PySide6.QtGui import QBrush, QColor, QFont, QFontMetricsF, QPainter, QPen, QPixmap
from PySide6.QtWidgets import (
    QGraphicsItem,
    QGraphicsObject,
    QGraphicsPixmapItem,
    QGraphicsScene,
    QGraphicsSceneMouseEvent,
    QGraphicsView,
    QWidget,
)

from app.core.cards import Card
from app.ui.animation import Step
from app.ui.cards.card_item import CardItem
from app.ui.cards.deck import DeckRenderer, shared_deck
from app.ui.scenes.drawing import configure_scene_view, is_ratio_change, paint_background_picture
from app.ui.theme import ACCENT, felt_gradient

# Seats around the table, clockwise from the human at the bottom (play is clockwise, so
# the next player sits on the human's left).
SEAT_LAYOUTS = {2: ("bottom", "top"), 3: ("bottom", "left", "right"), 4: ("bottom", "left", "top", "right")}
HAND, TRICK, PILE, STOCK, WON, OUT = "hand", "trick", "pile", "stock", "won", "out"
# Base durations (ms at "normal" speed) of the table's animations.
DEAL_MS = 55
PLAY_MS = 260
COLLECT_MS = 320
TRICK_PAUSE_MS = 650
GATHER_MS = 300
# A card move with less than this share of its time left when the window is resized ends
# at its new place rather than going on (its remaining glide would be a jump anyway).
MIN_TIME_LEFT_TO_GO_ON = 0.05
OUT_SCALE = 0.5
# The human's cards at most this many card widths apart: just apart (each card whole)
# when the hand is short; longer hands overlap to fit.
HAND_SPREAD = 1.06
# The labels and the trump card around the table (place_fixed_items), in card widths (cw),
# card heights (ch) and table margins: measured on the screenshots of every game at
# 1024x640 to 1920x1080, so a label never covers a card nor leaves the table.
LABEL_FONT_CW = 0.17                # label text height, per card width ...
LABEL_FONT_PX = (11, 17)            # ... kept within these pixel sizes
# A seat's name longer than this many font heights is elided (a player's own name online:
# up to 24 characters; a computer's "Gorllewin (cyfrifiadur)" still fits, measured).
SEAT_NAME_EM = 16
INDICATOR_OFFSET_CW = 0.55          # the trump card lies across, half under the stock
BOTTOM_LABEL_LEFT_CW = 0.1          # the player's name: a little left of his hand ...
BOTTOM_LABEL_RAISE_CH = 1.24        # ... and just above it
COLUMN_CLEARANCE_MARGINS = 0.6      # ... clear of the left-hand column (3-4 players)
TOP_HAND_RESERVED_CW = 4.5          # room kept beside the top hand (piles, the label) ...
TOP_HAND_STEP_CW = (0.08, 0.3)      # ... its cards this far apart (tightest, widest)
TOP_LABEL_GAP_CW = 0.2              # the top player's name beside his hand
LABEL_GAP_MARGINS = 0.5             # a label under a hand or the stock, or beside a pile
SIDE_LABEL_GAP_MARGINS = 0.4        # a side player's name above his column
PILE_INSET_CH = 0.05                # the won-tricks piles, in from the table's edge


@dataclass
class TableDisplay:
    """Where every card is and which way up; the scene draws exactly this."""

    players: int
    zones: dict[tuple, list[Card]] = field(default_factory=dict)
    face: dict[Card, bool] = field(default_factory=dict)
    where: dict[Card, tuple] = field(default_factory=dict)
    trump_indicator: Card | None = None

    def cards(self, *zone) -> list[Card]:
        return self.zones.get(tuple(zone), [])

    def move(self, card: Card, zone: tuple, face_up: bool) -> None:
        old = self.where.get(card)
        if old is not None:
            self.zones[old].remove(card)
        self.zones.setdefault(zone, []).append(card)
        self.where[card] = zone
        self.face[card] = face_up

    def gather(self, cards: Iterable[Card]) -> None:
        """Every card back into the stock, face down (before a new deal)."""
        for zone in list(self.zones):
            self.zones[zone] = []
        self.where.clear()
        for card in cards:
            self.move(card, (STOCK,), False)


@dataclass(frozen=True)
class Placement:
    x: float
    y: float
    rotation: float
    z: float
    face_up: bool
    scale: float = 1.0


class TableLabel(QGraphicsObject):
    """A rounded plate with a bold title and an optional detail line (seat names, counts,
    pile totals, the result). ``active`` draws a brass rim (whose turn it is)."""

    def __init__(self, parent: QGraphicsItem | None = None) -> None:
        super().__init__(parent)
        self.title = ""
        self.detail = ""
        self.active = False
        self.font_px = 14
        # A title longer than this many font heights is elided (a player's name; None:
        # never, e.g. the result in the centre).
        self.title_max_em: float | None = None
        self._rect = QRectF()
        self.setZValue(2000)

    def set_text(self, title: str, detail: str = "", active: bool = False) -> None:
        if (title, detail, active) == (self.title, self.detail, self.active):
            return
        self.prepareGeometryChange()
        self.title, self.detail, self.active = title, detail, active
        self._rect = QRectF()
        self.update()

    def _shown_title(self, metrics: QFontMetricsF) -> str:
        if self.title_max_em is None:
            return self.title
        return metrics.elidedText(self.title, Qt.TextElideMode.ElideRight, self.title_max_em * self.font_px)

    def set_font_px(self, px: int) -> None:
        if px != self.font_px:
            self.prepareGeometryChange()
            self.font_px = px
            self._rect = QRectF()

    def _fonts(self) -> tuple[QFont, QFont]:
        bold = QFont()
        bold.setPixelSize(self.font_px)
        bold.setBold(True)
        small = QFont()
        small.setPixelSize(max(9, int(self.font_px * 0.86)))
        return bold, small

    def boundingRect(self) -> QRectF:  # noqa: N802
        if self._rect.isNull():
            bold, small = self._fonts()
            fm, fs = QFontMetricsF(bold), QFontMetricsF(small)
            lines = [line for line in self.detail.split("\n") if line] if self.detail else []
            width = max([fm.horizontalAdvance(self._shown_title(fm))] + [fs.horizontalAdvance(line) for line in lines])
            height = fm.height() + fs.height() * len(lines)
            pad = self.font_px * 0.55
            self._rect = QRectF(0, 0, width + 2 * pad, height + pad * 1.1)
        return self._rect

    def paint(self, painter: QPainter, option, widget=None) -> None:
        if not self.title:
            return
        rect = self.boundingRect()
        painter.setRenderHint(QPainter.RenderHint.Antialiasing)
        rim = QPen(QColor(ACCENT), 2.5) if self.active else QPen(QColor(0, 0, 0, 90), 1)
        painter.setPen(rim)
        painter.setBrush(QColor(24, 18, 14, 215))
        # The rim's pen stays inside the bounding rectangle (a line would stay behind).
        edge = rim.widthF() / 2 + 0.5
        painter.drawRoundedRect(rect.adjusted(edge, edge, -edge, -edge), 8, 8)
        bold, small = self._fonts()
        pad = self.font_px * 0.55
        fm = QFontMetricsF(bold)
        painter.setFont(bold)
        painter.setPen(QColor(ACCENT) if self.active else QColor("#f3ead8"))
        painter.drawText(QRectF(pad, pad * 0.55, rect.width() - 2 * pad, fm.height()),
                         Qt.AlignmentFlag.AlignLeft | Qt.AlignmentFlag.AlignVCenter, self._shown_title(fm))
        painter.setFont(small)
        painter.setPen(QColor("#d9ccb4"))
        fs = QFontMetricsF(small)
        y = pad * 0.55 + fm.height()
        for line in [text for text in self.detail.split("\n") if text]:
            painter.drawText(QRectF(pad, y, rect.width() - 2 * pad, fs.height()),
                             Qt.AlignmentFlag.AlignLeft | Qt.AlignmentFlag.AlignVCenter, line)
            y += fs.height()

    def place(self, x: float, y: float, anchor: str = "topleft", bounds: QRectF | None = None) -> None:
        """Put the label's ``anchor`` ("topleft", "top", "bottom", "center", "left",
        "right", "bottomleft") at (x, y), kept inside ``bounds``."""
        r = self.boundingRect()
        dx = {"topleft": 0, "bottomleft": 0, "left": 0, "top": -r.width() / 2, "bottom": -r.width() / 2,
              "center": -r.width() / 2, "right": -r.width()}[anchor]
        dy = {"topleft": 0, "top": 0, "bottom": -r.height(), "bottomleft": -r.height(), "center": -r.height() / 2,
              "left": -r.height() / 2, "right": -r.height() / 2}[anchor]
        px, py = x + dx, y + dy
        if bounds is not None:
            px = min(max(px, bounds.left()), bounds.right() - r.width())
            py = min(max(py, bounds.top()), bounds.bottom() - r.height())
        self.setPos(px, py)


class TableScene(QGraphicsScene):
    """The felt, the cards and the labels of one card game."""

    cardClicked = Signal(object)        # a Card of the human's hand
    cardDoubleClicked = Signal(object)
    backgroundClicked = Signal()

    def __init__(self, parent=None, deck: DeckRenderer | None = None) -> None:
        super().__init__(parent)
        self.deck = deck or shared_deck()
        self.items_by_card: dict[Card, CardItem] = {}
        self.display = TableDisplay(players=2)
        self.human = 0
        self.width_px, self.height_px, self.dpr = 1000.0, 700.0, 1.0
        self.four_colour = False
        self.trick_style = "seats"       # "seats" (one group per player) or "pile" (Svoi Kozyri)
        self.hand_sort: Callable[[Card], object] = lambda c: c.index
        self.card_scale = 1.0  # the card size option (app/ui/table_options.CARD_SCALES)
        self.selected: set[Card] = set()
        self.focused: Card | None = None
        self.hinted: set[Card] = set()
        self.playable: set[Card] | None = None  # None: nothing to choose now (no dimming)
        self.seat_labels: list[TableLabel] = [TableLabel() for _ in range(max(SEAT_LAYOUTS))]
        for label in self.seat_labels:
            label.title_max_em = SEAT_NAME_EM
        self.stock_label = TableLabel()
        # Hidden while a deal is dealt (its trump is not turned yet); it keeps its place
        # in the layout, so the hands do not move when it shows.
        self.stock_note_hidden = False
        self.indicator_label = TableLabel()
        self.pile_labels = [TableLabel(), TableLabel()]
        self.centre_label = TableLabel()
        self.centre_label.setZValue(3000)
        for label in (*self.seat_labels, self.stock_label, self.indicator_label, *self.pile_labels,
                      self.centre_label):
            self.addItem(label)
        self.indicator = QGraphicsPixmapItem()
        self.indicator.setTransformationMode(Qt.TransformationMode.SmoothTransformation)
        self.indicator.setZValue(5)
        self.addItem(self.indicator)
        self.team_piles = True
        self._felt_size = None
        self._felt = QPixmap()

    # -- set-up -------------------------------------------------------------------------
    def set_cards(self, cards: Iterable[Card], players: int, human: int = 0) -> None:
        """Use this pack (one item per card) for ``players`` seats."""
        cards = list(cards)
        wanted = set(cards)
        for card in list(self.items_by_card):
            if card not in wanted:
                self.removeItem(self.items_by_card.pop(card))
        for card in cards:
            if card not in self.items_by_card:
                item = CardItem(card, self.deck)
                self.items_by_card[card] = item
                self.addItem(item)
        self.human = human
        for i, label in enumerate(self.seat_labels):
            label.setVisible(i < players)
        self.display = TableDisplay(players=players)
        self.display.gather(cards)

    def refresh_faces(self) -> None:
        """After a language change: the jokers' name bands are in the old language on the
        cards already shown, so every card and the trump indicator fetch their picture again."""
        self.deck.forget_labels()
        for item in self.items_by_card.values():
            item.refresh_pixmap()
        self.place_fixed_items()

    def seat_of(self, player: int) -> str:
        n = self.display.players
        return SEAT_LAYOUTS[n][(player - self.human) % n]

    def resize_table(self, width: float, height: float, dpr: float) -> None:
        self.width_px, self.height_px, self.dpr = max(320.0, width), max(240.0, height), dpr
        self.setSceneRect(0, 0, self.width_px, self.height_px)
        self.show_display()

    def drawBackground(self, painter: QPainter, rect: QRectF) -> None:  # noqa: N802
        # The felt gradient is painted once per table size into a pixmap: filling the
        # whole table with a radial gradient on every frame costs milliseconds.
        key = (int(self.width_px), int(self.height_px), self.dpr)
        if self._felt_size != key:
            felt = QPixmap(max(1, round(self.width_px * self.dpr)), max(1, round(self.height_px * self.dpr)))
            felt.setDevicePixelRatio(self.dpr)
            r = QRectF(0, 0, self.width_px, self.height_px)
            felt_painter = QPainter(felt)
            felt_painter.fillRect(r, QBrush(felt_gradient(r)))
            felt_painter.end()
            self._felt, self._felt_size = felt, key
        paint_background_picture(painter, self._felt)

    # -- geometry -----------------------------------------------------------------------
    def card_width(self) -> int:
        by_width = self.width_px / (10.5 if self.display.players > 2 else 9.5)
        by_height = self.height_px / (self.deck.aspect * (5.3 if self.display.players > 2 else 4.6))
        scale = self.card_scale
        return self.deck.snapped_width(max(36.0 * scale, min(by_width * scale, by_height * scale, 150.0 * scale)))

    def metrics(self) -> tuple[float, float, float]:
        cw = float(self.card_width())
        ch = float(self.deck.height_for(int(cw)))
        margin = max(8.0, cw * 0.14)
        return cw, ch, margin

    def centre(self) -> QPointF:
        cw, ch, margin = self.metrics()
        # The middle of the free area between the top hand and the (raised) bottom hand.
        top = margin + ch * (0.62 if self.display.players == 3 else 1.0)
        bottom = self.height_px - margin - ch * 1.18
        return QPointF(self.width_px / 2, (top + bottom) / 2)

    def layout(self) -> dict[Card, Placement]:
        """Where every card of the current display goes."""
        d = self.display
        cw, ch, margin = self.metrics()
        W, H = self.width_px, self.height_px
        out: dict[Card, Placement] = {}
        for player in range(d.players):
            cards = list(d.cards(HAND, player))
            seat = self.seat_of(player)
            if player == self.human:
                cards.sort(key=self.hand_sort)
            n = len(cards)
            if seat == "bottom":
                step = self._bottom_step(n)
                x0 = W / 2 - (cw + step * max(0, n - 1)) / 2
                y0 = H - margin - ch
                for i, card in enumerate(cards):
                    lift = ch * 0.2 if card in self.selected else 0.0
                    out[card] = Placement(x0 + i * step, y0 - lift, 0.0, 100 + i, d.face.get(card, False))
            elif seat == "top":
                available = W - 2 * margin - cw * 4.5
                step = cw * 0.3 if n < 2 else min(cw * 0.3, max(cw * 0.08, (available - cw) / (n - 1)))
                x0 = W / 2 - (cw + step * max(0, n - 1)) / 2
                for i, card in enumerate(cards):
                    out[card] = Placement(x0 + i * step, margin, 0.0, 50 + i, d.face.get(card, False))
            else:
                # A column of cards turned sideways: the card's box is rotated about its
                # centre, so its visible top-left is offset by (ch - cw) / 2.
                y_top, step, span = self._side_column(n, seat)
                x_visible = margin if seat == "left" else W - margin - ch
                for i, card in enumerate(cards):
                    vy = y_top + i * step
                    out[card] = Placement(x_visible - (cw - ch) / 2, vy - (ch - cw) / 2, 90.0, 50 + i,
                                          d.face.get(card, False))
        c = self.centre()
        if self.trick_style == "pile":
            pile = d.cards(PILE)
            shown = 7
            step = cw * 0.3
            visible = min(len(pile), shown)
            x0 = c.x() - (cw + step * max(0, visible - 1)) / 2
            for i, card in enumerate(pile):
                k = max(0, i - (len(pile) - visible))
                out[card] = Placement(x0 + k * step, c.y() - ch / 2 + (k % 2) * ch * 0.03, 0.0, 300 + i,
                                      d.face.get(card, True))
        else:
            for player in range(d.players):
                cards = d.cards(TRICK, player)
                if not cards:
                    continue
                seat = self.seat_of(player)
                step = cw * 0.42
                span = cw + step * (len(cards) - 1)
                group_gap = cw * 0.15
                if seat == "bottom":
                    gx, gy = c.x() - span / 2, c.y() + ch * 0.1
                elif seat == "top":
                    gx, gy = c.x() - span / 2, c.y() - ch * 1.1
                elif seat == "left":
                    gx, gy = c.x() - cw * 1.13 - group_gap - span, c.y() - ch / 2
                else:
                    gx, gy = c.x() + cw * 1.13 + group_gap, c.y() - ch / 2
                for i, card in enumerate(cards):
                    out[card] = Placement(gx + i * step, gy, 0.0, 300 + 10 * player + i, d.face.get(card, True))
        # The stock (top-left corner) and the won piles (right-hand corners).
        stock = d.cards(STOCK)
        sx, sy = margin, margin
        for i, card in enumerate(stock):
            offset = min(i, 40) * 0.18
            out[card] = Placement(sx + offset, sy + offset * 0.6, 0.0, 20 + i, False)
        for team in (0, 1):
            cards = d.cards(WON, team)
            px, py = self._pile_origin(team)
            for i, card in enumerate(cards):
                offset = min(i // 4, 12) * 0.6
                out[card] = Placement(px + offset, py - offset, 90.0, 20 + i, False)
        # Cards out of play (the Back Alley joker discarded when the other joker is turned
        # up): at half size, just right of the trump indicator.
        for i, card in enumerate(d.cards(OUT)):
            centre_x = margin + cw * 0.55 + ch + cw * 0.35 + i * cw * 0.3
            centre_y = margin + ch * 0.55 + cw * 0.5
            out[card] = Placement(centre_x - cw / 2, centre_y - ch / 2, 0.0, 30 + i, d.face.get(card, True),
                                  OUT_SCALE)
        return out

    def _team_label_room(self) -> tuple[float, float] | None:
        """The bottom-right team label's (width, top) while it is shown: the human's hand
        and the right-hand column keep clear of it (large cards would run under it)."""
        label = self.pile_labels[0]
        if not (self.team_piles and label.title):
            return None
        cw, ch, margin = self.metrics()
        r = label.boundingRect()
        return r.width(), self.height_px - margin - cw - ch * PILE_INSET_CH - margin * LABEL_GAP_MARGINS - r.height()

    def _side_column(self, n: int, seat: str) -> tuple[float, float, float]:
        """The left / right hands: (top, step, span) of the column of ``n`` cards, kept
        between the stock corner (with its label) and the human's hand (the right one also
        above the team label)."""
        cw, ch, margin = self.metrics()
        if seat == "right" and self.team_piles:
            # Below the top-right team pile (lying sideways) and its label.
            top_bound = margin + ch * PILE_INSET_CH + cw + margin * LABEL_GAP_MARGINS
            if self.pile_labels[1].title:
                top_bound += self.pile_labels[1].boundingRect().height() + margin * 0.5
        else:
            top_bound = margin + ch + cw * 0.7
            if self.stock_label.title:  # below the stock's label (placed in place_fixed_items)
                label_top = margin + ch + margin * 0.5 + (cw * 0.55 if self.display.trump_indicator is not None else 0)
                top_bound = max(top_bound, label_top + self.stock_label.boundingRect().height() + margin * 0.5)
        # The seat's own label sits right above its column.
        top_bound += max(self.seat_labels[1].boundingRect().height(), cw * 0.45) + margin * 0.4
        bottom_bound = self.height_px - margin - ch * 1.24 - cw * 0.1
        room = self._team_label_room() if seat == "right" else None
        if room is not None:
            bottom_bound = min(bottom_bound, room[1] - margin * LABEL_GAP_MARGINS)
        available = bottom_bound - top_bound
        step = cw * 0.26 if n < 2 else min(cw * 0.26, max(cw * 0.05, (available - cw) / (n - 1)))
        span = cw + step * max(0, n - 1)
        top = max(top_bound, min(self.centre().y() - span / 2, bottom_bound - span))
        return top, step, span

    def _bottom_step(self, n: int) -> float:
        """The distance between the human's cards: side by side when there is room (a
        short Kozel hand), overlapping more and more as the hand grows."""
        cw, _ch, margin = self.metrics()
        if n < 2:
            return cw * HAND_SPREAD
        reserved = cw * 1.3  # each side of the centred hand
        room = self._team_label_room()
        if room is not None:
            reserved = max(reserved, room[0] + margin * LABEL_GAP_MARGINS)
        available = self.width_px - 2 * margin - 2 * reserved
        return min(cw * HAND_SPREAD, max(cw * 0.16, (available - cw) / (n - 1)))

    def _pile_origin(self, team: int) -> tuple[float, float]:
        """Top-left (of the unrotated box) of a team's pile of won tricks, lying sideways:
        team 0 (the human's) bottom right, team 1 top right."""
        cw, ch, margin = self.metrics()
        visible_x = self.width_px - margin - ch
        if team == 0:
            visible_y = self.height_px - margin - cw - ch * 0.05
        else:
            visible_y = margin + ch * 0.05
        return visible_x - (cw - ch) / 2, visible_y - (ch - cw) / 2

    # -- drawing ------------------------------------------------------------------------
    def show_display(self, display: TableDisplay | None = None) -> None:
        """Place everything at once (no animation)."""
        if display is not None:
            self.display = display
        placements = self.layout()
        self._configure_items()
        for card, item in self.items_by_card.items():
            p = placements.get(card)
            item.setVisible(p is not None)
            if p is not None:
                item.set_face_up(p.face_up)
                item.set_placement(p.x, p.y, p.rotation, scale=p.scale)
                item.setZValue(p.z)
        self.update_looks()
        self.place_fixed_items()

    def _configure_items(self) -> None:
        width = self.card_width()
        for item in self.items_by_card.values():
            item.configure(width, self.dpr, self.four_colour)

    def update_looks(self) -> None:
        hand = set(self.display.cards(HAND, self.human))
        for card, item in self.items_by_card.items():
            mine = card in hand and self.display.face.get(card, False)
            item.clickable = mine
            item.set_looks(selected=mine and card in self.selected, focused=mine and card == self.focused,
                           hinted=mine and card in self.hinted,
                           dimmed=mine and self.playable is not None and card not in self.playable)

    def place_fixed_items(self) -> None:
        """The trump indicator and the labels (they follow the layout, not the cards)."""
        cw, ch, margin = self.metrics()
        font_px = int(max(LABEL_FONT_PX[0], min(LABEL_FONT_PX[1], cw * LABEL_FONT_CW)))
        bounds = QRectF(2, 2, self.width_px - 4, self.height_px - 4)
        for label in (*self.seat_labels, self.stock_label, self.indicator_label, *self.pile_labels,
                      self.centre_label):
            label.set_font_px(font_px)
        card = self.display.trump_indicator
        if card is not None:
            # Lying across, half under the stock, as a trump card is shown in real play.
            self.indicator.setPixmap(self.deck.pixmap(card, int(cw), self.dpr, self.four_colour, sideways=True))
            self.indicator.setPos(margin + cw * INDICATOR_OFFSET_CW, margin + ch * INDICATOR_OFFSET_CW)
            self.indicator.setVisible(True)
        else:
            self.indicator.setVisible(False)
        self.stock_label.place(margin, margin + ch + margin * LABEL_GAP_MARGINS
                               + (cw * INDICATOR_OFFSET_CW if card is not None else 0),
                               "topleft", bounds)
        self.stock_label.setVisible(bool(self.stock_label.title) and not self.stock_note_hidden)
        self.indicator_label.setVisible(False)
        c = self.centre()
        n = self.display.players
        for player in range(n):
            label = self.seat_labels[player]
            seat = self.seat_of(player)
            hand_n = len(self.display.cards(HAND, player))
            if seat == "bottom":
                step = self._bottom_step(hand_n)
                span = cw + step * max(0, hand_n - 1)
                left = self.width_px / 2 - span / 2 - cw * BOTTOM_LABEL_LEFT_CW
                if self.display.players > 2:  # clear of the left-hand column
                    left = max(left, margin + ch + margin * COLUMN_CLEARANCE_MARGINS)
                label.place(left, self.height_px - margin - ch * BOTTOM_LABEL_RAISE_CH, "bottomleft", bounds)
            elif seat == "top":
                room = self.width_px - 2 * margin - cw * TOP_HAND_RESERVED_CW - cw
                tightest, widest = cw * TOP_HAND_STEP_CW[0], cw * TOP_HAND_STEP_CW[1]
                step = widest if hand_n < 2 else min(widest, max(tightest, room / (hand_n - 1)))
                span = cw + step * max(0, hand_n - 1)
                r = label.boundingRect()
                pile_left = self.width_px - margin - ch - margin
                beside = self.width_px / 2 + span / 2 + cw * TOP_LABEL_GAP_CW
                if beside + r.width() <= pile_left:
                    label.place(beside, margin, "topleft", bounds)
                else:  # no room beside the hand: under it
                    label.place(self.width_px / 2, margin + ch + margin * LABEL_GAP_MARGINS, "top", bounds)
            else:
                # Right above the column, aligned with the table's edge.
                top, _step, _span = self._side_column(hand_n, seat)
                r = label.boundingRect()
                y = top - margin * SIDE_LABEL_GAP_MARGINS - r.height()
                if seat == "left":
                    label.setPos(margin, y)
                else:
                    label.setPos(self.width_px - margin - r.width(), y)
        for team in (0, 1):
            label = self.pile_labels[team]
            label.setVisible(self.team_piles and bool(label.title))
            # Beside its pile, on the inner side (below the top pile, above the bottom one).
            r = label.boundingRect()
            x = self.width_px - margin - r.width()
            if team == 0:
                label.setPos(x, self.height_px - margin - cw - ch * PILE_INSET_CH - margin * LABEL_GAP_MARGINS
                             - r.height())
            else:
                label.setPos(x, margin + ch * PILE_INSET_CH + cw + margin * LABEL_GAP_MARGINS)
        self.centre_label.place(c.x(), c.y(), "center", bounds)
        self.centre_label.setVisible(bool(self.centre_label.title))

    # -- animation ----------------------------------------------------------------------
    def current_placement(self, item: CardItem) -> Placement:
        return Placement(item.pos().x(), item.pos().y(), item.rotation_deg, item.zValue(), item.face_up,
                         item.scale_factor)

    def reveal(self, card: Card | None, sources: tuple[tuple, ...], taken: Iterable[Card] = ()) -> Card | None:
        """The card an event moves out of one of ``sources`` (zones), as the display
        knows it. The table draws only what this seat may see: a ``HIDDEN`` card (None)
        is a face-down stand-in from those zones; a card named for the first time that the
        display keeps elsewhere face down trades places with such a stand-in first (both
        face down: nothing changes on screen). ``taken``: stand-ins already chosen for
        the same move."""
        d = self.display
        taken = set(taken)
        if card is not None and (d.where.get(card) in sources or d.face.get(card, False)):
            return card
        stand_in = next((c for zone in sources for c in reversed(d.cards(*zone))
                         if not d.face.get(c, False) and c != card and c not in taken), None)
        if card is None or stand_in is None:
            return stand_in if card is None else card
        self._trade(card, stand_in)
        return card

    def _trade(self, a: Card, b: Card) -> None:
        """Swap two face-down cards' places in the display and on the screen."""
        d = self.display
        za, zb = d.where.get(a), d.where.get(b)
        if za is not None:
            d.zones[za][d.zones[za].index(a)] = b
        if zb is not None:
            d.zones[zb][d.zones[zb].index(b)] = a
        for card, zone in ((b, za), (a, zb)):
            if zone is None:
                d.where.pop(card, None)
            else:
                d.where[card] = zone
        d.face[a], d.face[b] = d.face.get(b, False), d.face.get(a, False)
        ia, ib = self.items_by_card[a], self.items_by_card[b]
        pa, pb = self.current_placement(ia), self.current_placement(ib)
        va, vb = ia.isVisible(), ib.isVisible()
        for item, p, visible in ((ia, pb, vb), (ib, pa, va)):
            item.setVisible(visible)
            item.set_face_up(p.face_up)
            item.set_placement(p.x, p.y, p.rotation, scale=p.scale)
            item.setZValue(p.z)

    def motion_step(self, change: Callable[[TableDisplay], None], base_ms: int,
                    after: Callable[[], None] | None = None,
                    prepare: Callable[[], None] | None = None) -> Step:
        """A step that applies ``change`` to the display and glides the cards it moves
        (``prepare`` runs first, before the cards' places are taken: ``reveal``)."""
        moves: list[tuple[CardItem, Placement, Placement]] = []
        targets: dict[Card, Placement] = {}
        shown = {"t": 0.0, "size": (self.width_px, self.height_px)}  # the last progress, at which size

        def start() -> None:
            if prepare is not None:
                prepare()
            before = {card: (item.isVisible(), self.current_placement(item))
                      for card, item in self.items_by_card.items()}
            change(self.display)
            targets.clear()
            targets.update(self.layout())
            self._configure_items()
            moves.clear()
            shown["t"], shown["size"] = 0.0, (self.width_px, self.height_px)
            for card, target in targets.items():
                item = self.items_by_card[card]
                visible, was = before[card]
                if not visible:
                    continue
                if (abs(was.x - target.x) > 0.5 or abs(was.y - target.y) > 0.5 or was.rotation != target.rotation
                        or was.face_up != target.face_up or was.scale != target.scale):
                    moves.append((item, was, target))
                    item.setZValue(5000 + len(moves))
            self.place_fixed_items()

        def progress(t: float) -> None:
            shown["t"] = t
            for item, a, b in moves:
                x = a.x + (b.x - a.x) * t
                y = a.y + (b.y - a.y) * t
                rotation = a.rotation + (b.rotation - a.rotation) * t
                squeeze = 1.0
                if a.face_up != b.face_up:
                    squeeze = abs(1.0 - 2.0 * t)
                    item.set_face_up(a.face_up if t < 0.5 else b.face_up)
                item.set_placement(x, y, rotation, squeeze, a.scale + (b.scale - a.scale) * t)

        def relayout() -> None:
            # The window was resized mid-move (``resize_table`` has put every card at its
            # new place): each moving card goes on from where it was, scaled to the new
            # table, to its new place in the time left (``progress`` is linear in t, so
            # a start moved back along the line makes t pass through here).
            t = shown["t"]
            old_width, old_height = shown["size"]
            across, down = self.width_px / old_width, self.height_px / old_height
            shown["size"] = (self.width_px, self.height_px)
            targets.clear()
            targets.update(self.layout())
            left = 1.0 - t
            rebased = []
            for item, a, b in moves:
                target = targets.get(item.card)
                if target is None or left < MIN_TIME_LEFT_TO_GO_ON:
                    continue  # (already where show_display put it)
                x = (a.x + (b.x - a.x) * t) * across
                y = (a.y + (b.y - a.y) * t) * down
                rotation = a.rotation + (b.rotation - a.rotation) * t
                scale = a.scale + (b.scale - a.scale) * t
                start_ = Placement((x - target.x * t) / left, (y - target.y * t) / left,
                                   (rotation - target.rotation * t) / left, a.z, a.face_up,
                                   (scale - target.scale * t) / left)
                rebased.append((item, start_, target))
                item.setZValue(5000 + len(rebased))
            moves[:] = rebased
            progress(t)

        def done() -> None:
            if not targets:  # finished before it started (cannot happen with StepAnimator)
                start()
            self.show_display()
            if after is not None:
                after()

        return Step(base_ms, done, progress, start, relayout=relayout)

    def pause_step(self, base_ms: int, action: Callable[[], None] | None = None) -> Step:
        """A still moment (e.g. to see a finished trick) after ``action`` (a label change)."""
        return Step(base_ms, lambda: None, lambda t: None, action)

    # -- input ----------------------------------------------------------------------------
    def card_at(self, point: QPointF) -> Card | None:
        for item in self.items(point):
            if isinstance(item, CardItem) and item.clickable:
                return item.card
        return None

    def mousePressEvent(self, event: QGraphicsSceneMouseEvent) -> None:  # noqa: N802
        if event.button() == Qt.MouseButton.LeftButton:
            card = self.card_at(event.scenePos())
            if card is not None:
                self.cardClicked.emit(card)
            else:
                self.backgroundClicked.emit()
        event.accept()

    def mouseDoubleClickEvent(self, event: QGraphicsSceneMouseEvent) -> None:  # noqa: N802
        if event.button() == Qt.MouseButton.LeftButton:
            card = self.card_at(event.scenePos())
            if card is not None:
                self.cardDoubleClicked.emit(card)
        event.accept()


class TableView(QGraphicsView):
    """Shows a ``TableScene`` at 1:1 (the scene is laid out for the view's size)."""

    def __init__(self, scene: TableScene, parent: QWidget | None = None) -> None:
        super().__init__(scene, parent)
        self.table = scene
        self.key_handler: Callable | None = None
        configure_scene_view(self)
        self.setMinimumSize(420, 320)
        self.layoutChanged: Callable[[], None] | None = None

    # An exception escaping a C++ virtual can take the whole process down with this
    # PySide version: the overrides below report errors instead of letting them escape.
    def resizeEvent(self, event) -> None:  # noqa: N802
        super().resizeEvent(event)
        self._relayout()

    def event(self, event) -> bool:
        handled = super().event(event)
        # Moved to a screen of another scale: Qt sends no resize, but the cards and the
        # felt are drawn for the ratio (else shown blurred or too sharp).
        if is_ratio_change(event) and self.devicePixelRatioF() != self.table.dpr:
            self._relayout()
        return handled

    def _relayout(self) -> None:
        try:
            size = self.viewport().size()
            self.table.resize_table(size.width(), size.height(), self.devicePixelRatioF())
            if self.layoutChanged is not None:
                self.layoutChanged()
        except Exception:  # noqa: BLE001 - reported, never fatal
            traceback.print_exc()

    def keyPressEvent(self, event) -> None:  # noqa: N802
        try:
            handled = self.key_handler is not None and self.key_handler(event)
        except Exception:  # noqa: BLE001 - reported, never fatal
            traceback.print_exc()
            handled = True
        if handled:
            event.accept()
            return
        super().keyPressEvent(event)
