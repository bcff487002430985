"""Review a deal (issue 20, item 1): step through a finished deal play by play or trick by
trick, every hand face up as it was, Kozel's face-down discards revealed, the bids and
the deal's score beside it. The positions come from ``app/core/deal_review.py`` (the
record replayed); this dialog only draws them.

Keys: Left / Right a play, Up / Down (or Page Up / Page Down) a trick, Home / End the
deal's start and end.
"""

from __future__ import annotations

from typing import Any

from PySide6.QtCore import QCoreApplication, QEvent, QSize, Qt
from PySide6.QtWidgets import (
    QComboBox,
    QDialog,
    QGridLayout,
    QHBoxLayout,
    QLabel,
    QPushButton,
    QVBoxLayout,
    QWidget,
)

from app.core.deal_review import DealReview, Position
from app.ui.card_games.dialogs import DIALOG_STYLE, cards_picture
from app.ui.cards.deck import DeckRenderer
from app.ui.cards.names import cards_text
from app.ui.standard_buttons import ButtonBox

# Where each seat sits in the dialog's grid (row, column), by the number of players; the
# player's own seat at the bottom as at the table.
SEAT_CELLS = {2: ((2, 1), (0, 1)), 3: ((2, 1), (1, 0), (1, 2)), 4: ((2, 1), (1, 0), (0, 1), (1, 2))}
CARD_WIDTH = 54        # the hands' cards (logical px)
TRICK_CARD_WIDTH = 64  # the trick's cards


def bid_words(text: str) -> str:
    """A Back Alley bid in the record's notation ("bid 3", "pass", "board") as the table
    shows it (the score sheet's words)."""
    if text == "pass":
        return QCoreApplication.translate("BackAlleyGameView", "pass")
    if text == "board":
        return QCoreApplication.translate("BackAlleyGameView", "board")
    return text.removeprefix("bid ")


def score_text(event: Any) -> str:
    """A deal's scoring event in words (Back Alley's deal, Kozel's game)."""
    name = type(event).__name__
    if name == "DealScored":
        return QCoreApplication.translate(
            "Review", "Your team {0:+d}, opponents {1:+d} (tricks {2} – {3}); score {4} – {5}.").format(
                *event.points, *event.tricks, *event.scores)
    if name == "GameScored":
        return QCoreApplication.translate(
            "Review", "Card points {0} – {1}; loss points given {2} – {3}; loss points now {4} – {5}.").format(
                *event.card_points, *event.loss_points_given, *event.loss_points_total)
    return ""


class ReviewDialog(QDialog):
    """The finished ``deals`` of one game (the last one shown first)."""

    def __init__(self, game: str, deals: list[DealReview], names: list[str], deck: DeckRenderer, dpr: float,
                 four_colour: bool, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setStyleSheet(DIALOG_STYLE)
        self.game = game
        self.deals, self.names, self.deck, self.dpr, self.four_colour = deals, names, deck, dpr, four_colour
        self.deal_index, self.step = len(deals) - 1, 0
        layout = QVBoxLayout(self)
        top = QHBoxLayout()
        self.deal_choice = QComboBox()
        self.deal_choice.currentIndexChanged.connect(self._choose_deal)
        top.addWidget(self.deal_choice)
        self.step_label = QLabel()
        top.addWidget(self.step_label, 1)
        layout.addLayout(top)
        body = QHBoxLayout()
        grid = QGridLayout()
        players = deals[0].players if deals else 4
        self.seat_labels: list[QLabel] = []
        self.hand_pictures: list[QLabel] = []
        for row, column in SEAT_CELLS[players]:
            cell = QVBoxLayout()
            label, picture = QLabel(), QLabel()
            label.setAlignment(Qt.AlignmentFlag.AlignCenter)
            picture.setAlignment(Qt.AlignmentFlag.AlignCenter)
            cell.addWidget(label)
            cell.addWidget(picture)
            grid.addLayout(cell, row, column)
            self.seat_labels.append(label)
            self.hand_pictures.append(picture)
        centre = QVBoxLayout()
        self.trick_picture = QLabel()
        self.trick_picture.setAlignment(Qt.AlignmentFlag.AlignCenter)
        self.trick_text = QLabel()
        self.trick_text.setAlignment(Qt.AlignmentFlag.AlignCenter)
        self.trick_text.setWordWrap(True)
        centre.addWidget(self.trick_picture)
        centre.addWidget(self.trick_text)
        grid.addLayout(centre, 1, 1)
        body.addLayout(grid, 1)
        self.side = QLabel()
        self.side.setWordWrap(True)
        self.side.setAlignment(Qt.AlignmentFlag.AlignTop | Qt.AlignmentFlag.AlignLeft)
        self.side.setMinimumWidth(180)
        body.addWidget(self.side)
        layout.addLayout(body, 1)
        steps = QHBoxLayout()
        self.buttons: dict[str, QPushButton] = {}
        for key in ("first", "trick_back", "back", "forward", "trick_forward", "last"):
            button = self.buttons[key] = QPushButton()
            button.setFocusPolicy(Qt.FocusPolicy.NoFocus)  # the arrow keys stay the dialog's
            button.clicked.connect(lambda _c=False, key=key: self.go(key))
            steps.addWidget(button)
        layout.addLayout(steps)
        close = ButtonBox("close")
        close.rejected.connect(self.reject)
        layout.addWidget(close)
        from app.ui.dialogs import resize_within_screen  # (dialogs imports the card dialogs)

        resize_within_screen(self, QSize(1000, 700))
        self.retranslate()

    # -- stepping -------------------------------------------------------------------------------
    @property
    def deal(self) -> DealReview:
        return self.deals[self.deal_index]

    def go(self, where: str) -> None:
        """Step: "first", "last", "back" / "forward" (a play), "trick_back" / "trick_forward"."""
        last = len(self.deal.positions) - 1
        starts = self.deal.trick_starts()
        if where == "first":
            self.step = 0
        elif where == "last":
            self.step = last
        elif where == "back":
            self.step = max(0, self.step - 1)
        elif where == "forward":
            self.step = min(last, self.step + 1)
        elif where == "trick_back":
            self.step = max((s for s in starts if s < self.step), default=0)
        elif where == "trick_forward":
            # The end of the current trick (it shows complete), then the end of the next.
            ends = [s - 1 for s in starts[1:]] + [last]
            self.step = min((e for e in ends if e > self.step), default=last)
        self.show_position()

    def _choose_deal(self, index: int) -> None:
        if 0 <= index < len(self.deals) and index != self.deal_index:
            self.deal_index, self.step = index, 0
            self.show_position()

    def keyPressEvent(self, event) -> None:  # noqa: N802
        keys = {Qt.Key.Key_Left: "back", Qt.Key.Key_Right: "forward", Qt.Key.Key_Up: "trick_back",
                Qt.Key.Key_Down: "trick_forward", Qt.Key.Key_PageUp: "trick_back",
                Qt.Key.Key_PageDown: "trick_forward", Qt.Key.Key_Home: "first", Qt.Key.Key_End: "last"}
        if event.key() in keys:
            self.go(keys[event.key()])
            return
        super().keyPressEvent(event)

    # -- drawing ----------------------------------------------------------------------------------
    def position(self) -> Position:
        return self.deal.positions[self.step]

    def show_position(self) -> None:
        position, deal = self.position(), self.deal
        bids = dict(position.bids)
        for seat, (label, picture) in enumerate(zip(self.seat_labels, self.hand_pictures)):
            name = self.names[seat] if seat < len(self.names) else str(seat)
            bid = bids.get(seat)
            label.setText(self.tr("{0} — {1}").format(name, bid_words(bid)) if bid else name)
            mover = position.actor == seat
            label.setStyleSheet("font-weight: bold;" if mover else "")
            cards = sorted(position.hands[seat], key=lambda c: c.index)  # suits together
            picture.setPixmap(cards_picture(self.deck, cards, CARD_WIDTH, self.dpr, self.four_colour))
        plays = position.trick
        cards = [card for play in plays for card in play.cards]
        self.trick_picture.setPixmap(cards_picture(self.deck, cards, TRICK_CARD_WIDTH, self.dpr, self.four_colour))
        lines = [self.play_line(play) for play in plays]
        if position.trick_won_by is not None:
            lines.append(self.tr("{0} takes the trick.").format(self.names[position.trick_won_by]))
        self.trick_text.setText("\n".join(lines))
        self.step_label.setText(self.tr("Step {0} of {1}").format(self.step, len(deal.positions) - 1))
        side = [self.tr("Bids:")] if position.bids else []
        side += [self.tr("{0}: {1}").format(self.names[p], bid_words(b)) for p, b in position.bids]
        if self.step == len(deal.positions) - 1:
            side += [""] + [score_text(event) for event in deal.scores if score_text(event)]
        self.side.setText("\n".join(side))
        self.buttons["first"].setEnabled(self.step > 0)
        self.buttons["back"].setEnabled(self.step > 0)
        self.buttons["trick_back"].setEnabled(self.step > 0)
        at_end = self.step >= len(deal.positions) - 1
        for key in ("forward", "trick_forward", "last"):
            self.buttons[key].setEnabled(not at_end)

    def play_line(self, play) -> str:
        name = self.names[play.player]
        if play.face_up:
            return self.tr("{0}: {1}").format(name, cards_text(play.cards))
        return self.tr("{0}: {1} (discarded face down)").format(name, cards_text(play.cards))

    def retranslate(self) -> None:
        self.setWindowTitle(self.tr("Review a deal"))
        self.deal_choice.blockSignals(True)
        self.deal_choice.clear()
        for deal in self.deals:
            # A Kozel match is played in games (each one deal); the others in deals.
            self.deal_choice.addItem(self.tr("Game {0}").format(deal.number) if self.game == "kozel"
                                     else self.tr("Deal {0}").format(deal.number))
        self.deal_choice.setCurrentIndex(self.deal_index)
        self.deal_choice.blockSignals(False)
        texts = {"first": self.tr("Start"), "trick_back": self.tr("Previous trick"), "back": self.tr("Previous play"),
                 "forward": self.tr("Next play"), "trick_forward": self.tr("Next trick"), "last": self.tr("End")}
        for key, text in texts.items():
            self.buttons[key].setText(text)
        self.show_position()

    def changeEvent(self, event) -> None:  # noqa: N802
        if event.type() == QEvent.Type.LanguageChange:
            self.retranslate()
        super().changeEvent(event)
