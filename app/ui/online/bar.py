"""The bar above an online game: each seat's name and connection state (with the preset
messages said there shown as a bubble beside it), the player's own connection, the
messages menu, Rematch at the end and Leave."""

from __future__ import annotations

from PySide6.QtCore import QCoreApplication, QTimer, Signal
from PySide6.QtWidgets import QFrame, QHBoxLayout, QLabel, QMenu, QPushButton, QVBoxLayout, QWidget

from app.ui.games import BAO_BOARD, SCREENS
from app.ui.online.texts import connection_label, leave_label, message_label, presence_label, seat_label, you_label
from app.ui.table.online import MESSAGES, OnlineTable
from app.ui.wrapped_label import WrappedLabel

BUBBLE_MS = 5000  # how long a table message stays by its seat


# The player's own connection and the seats' states stand out when not plain online.
STYLE = """
#OwnConnection[status="reconnecting"], #OwnConnection[status="closed"],
#SeatChip[presence="reconnecting"] #SeatState, #SeatChip[presence="away"] #SeatState {
    color: #f2b84b; font-weight: bold; }
#SeatName { font-weight: bold; }
#Bubble { background: #f4ead2; color: #2b2118; border-radius: 8px; padding: 2px 8px; }
"""


def seat_places(table: OnlineTable) -> dict[int, str]:
    """Per server seat, the name of its place at the card table as this player sees it
    ("West", "North"...; the card views' own names). None for Bao (both sides are named
    on the board)."""
    if SCREENS[table.game].scene == BAO_BOARD or table.seat is None:
        return {}
    from app.ui.card_games.view import player_names  # the one list of the card table's seat names

    count = len(table.seat_entries())
    names = player_names(count) if count in (2, 3, 4) else []
    return {seat: names[(seat - table.seat) % count] for seat in range(count) if names}


class SeatChip(QFrame):
    """One seat: its name (or "Seat n"), its state, and a bubble for what it said."""

    def __init__(self, seat: int, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.seat = seat
        self.setObjectName("SeatChip")
        layout = QVBoxLayout(self)
        layout.setContentsMargins(8, 2, 8, 2)
        layout.setSpacing(0)
        self.name = QLabel()
        self.name.setObjectName("SeatName")
        # Wrapped: "West · Reconnecting…" is wider than a seat's share of a narrow
        # window in the longer languages (it was cut in Swahili at 1024 px).
        self.state = WrappedLabel()
        self.state.setObjectName("SeatState")
        self.bubble = QLabel()
        self.bubble.setObjectName("Bubble")
        self.bubble.hide()
        layout.addWidget(self.name)
        layout.addWidget(self.state)
        layout.addWidget(self.bubble)
        self._bubble_timer = QTimer(self)
        self._bubble_timer.setSingleShot(True)
        self._bubble_timer.timeout.connect(self.bubble.hide)
        self.presence = ""

    def show_seat(self, name: str, presence: str, you: bool, place: str = "") -> None:
        """``place``: where the seat is drawn at the table ("West"), if the table says."""
        label = name or seat_label(self.seat)
        if you:
            label = you_label(label)
        self.name.setText(label)
        self.presence = presence
        state = presence_label(presence)
        self.state.setText(QCoreApplication.translate("Online", "{0} · {1}").format(place, state)
                           if place and not you else state)
        self.setProperty("presence", presence)
        for widget in (self, self.state):  # the style sheet follows the property
            widget.style().unpolish(widget)
            widget.style().polish(widget)

    def say(self, message: str) -> None:
        self.bubble.setText("“{0}”".format(message_label(message)))
        self.bubble.show()
        self._bubble_timer.start(BUBBLE_MS)


class OnlineBar(QFrame):
    leaveRequested = Signal()

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setObjectName("OnlineBar")
        self.setStyleSheet(STYLE)
        self.table: OnlineTable | None = None
        layout = QHBoxLayout(self)
        layout.setContentsMargins(8, 4, 8, 4)
        self.chips_layout = QHBoxLayout()
        layout.addLayout(self.chips_layout, 1)
        self.chips: list[SeatChip] = []
        self.connection = QLabel()
        self.connection.setObjectName("OwnConnection")
        layout.addWidget(self.connection)
        self.say_button = QPushButton()
        self.say_button.setObjectName("SayButton")
        self.say_menu = QMenu(self)
        self.say_actions = {}
        for message in MESSAGES:
            action = self.say_menu.addAction("")
            action.triggered.connect(lambda _c=False, m=message: self.table and self.table.say(m))
            self.say_actions[message] = action
        self.say_button.setMenu(self.say_menu)
        layout.addWidget(self.say_button)
        self.rematch_button = QPushButton()
        self.rematch_button.clicked.connect(self._rematch)
        self.rematch_button.hide()
        layout.addWidget(self.rematch_button)
        self.leave_button = QPushButton()
        self.leave_button.clicked.connect(self.leaveRequested)
        layout.addWidget(self.leave_button)
        self.retranslate()

    def retranslate(self) -> None:
        self.say_button.setText(QCoreApplication.translate("Online", "Say…"))
        for message, action in self.say_actions.items():
            action.setText(message_label(message))
        self.rematch_button.setText(QCoreApplication.translate("Online", "Rematch"))
        self.leave_button.setText(leave_label())
        self.refresh()

    def attach(self, table: OnlineTable) -> None:
        self.table = table
        table.tableChanged.connect(self.refresh)
        table.connectionChanged.connect(lambda _s: self.refresh())
        table.said.connect(self.show_said)
        table.gameOver.connect(lambda _r: self.refresh())
        table.reset.connect(self.refresh)
        self.refresh()

    def refresh(self) -> None:
        table = self.table
        if table is None:
            return
        entries = table.seat_entries()
        while len(self.chips) < len(entries):
            chip = SeatChip(len(self.chips))
            self.chips.append(chip)
            self.chips_layout.addWidget(chip)
        while len(self.chips) > len(entries):
            self.chips.pop().deleteLater()
        places = seat_places(table)
        for chip, entry in zip(self.chips, entries):
            chip.show_seat(str(entry.get("name", "")), str(entry.get("presence", "")), chip.seat == table.seat,
                           places.get(chip.seat, ""))
        self.connection.setText(connection_label(table.connection))
        self.connection.setProperty("status", table.connection)
        self.connection.style().unpolish(self.connection)
        self.connection.style().polish(self.connection)
        over = table.is_over()
        self.rematch_button.setVisible(over)
        asked = any(e.get("seat") == table.seat and e.get("rematch") for e in entries)
        self.rematch_button.setEnabled(over and not asked)

    def show_said(self, seat: int, message: str) -> None:
        if 0 <= seat < len(self.chips):
            self.chips[seat].say(message)

    def _rematch(self) -> None:
        if self.table is not None:
            self.rematch_button.setEnabled(False)
            self.table.rematch()
