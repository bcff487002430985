"""Home → Play online: create a table or join one, then wait in its lobby for the start.

Four pages: the choice; *Create a table* (game, its options, per seat a person or the
computer at a level, hints, the player's name, here or on a server); *Join a table*
(address + invite code, or a table found on the local network, then a free seat: team
seats shown as teams); the *lobby* (the code and address to share, the seats filling,
"Start" for the host once the people's seats are taken, "Give to the computer").
Every network step is asynchronous: the page says what is going on meanwhile and the
buttons that would repeat it wait. ``gameStarted(table)`` hands the ``OnlineTable`` to
the main window when the game's first position arrives.
"""

from __future__ import annotations

from PySide6.QtCore import QCoreApplication, Qt, QTimer, Signal
from PySide6.QtWidgets import (
    QButtonGroup,
    QCheckBox,
    QComboBox,
    QDialog,
    QFormLayout,
    QFrame,
    QGridLayout,
    QGroupBox,
    QHBoxLayout,
    QLabel,
    QLineEdit,
    QListWidget,
    QListWidgetItem,
    QPushButton,
    QRadioButton,
    QStackedWidget,
    QVBoxLayout,
    QWidget,
)

from app.games import GAME_IDS, game_info
from app.online import lan
from app.ui.cards.names import english_plural
from app.ui.games import CARD_TABLE, SCREENS, game_title
from app.ui.online.hosting import LocalServer, TableAnnouncer, normalised_url
from app.ui.online.texts import (
    connection_label,
    leave_label,
    presence_label,
    problem_text,
    seat_label,
    team_label,
    you_label,
)
from app.ui.services import Services
from app.ui.settings import AI_LEVELS, level_label, option_label
from app.ui.table.online import COMPUTER_PREFIX, EMPTY, PERSON, OnlineTable

# [decision] A new table's computer seats play at Medium unless chosen otherwise, and
# the creator always sits in seat 0 (the first seat; in Kozel and Back Alley his partner
# is seat 2). Names are at most NAME_MAX characters (the seats' labels stay readable).
DEFAULT_COMPUTER_LEVEL = "medium"
NAME_MAX = 24
LAN_POLL_MS = 500


def _combo(values, labels, current=None) -> QComboBox:
    combo = QComboBox()
    combo.setSizeAdjustPolicy(QComboBox.SizeAdjustPolicy.AdjustToContents)
    for value, label in zip(values, labels):
        combo.addItem(label, value)
    if current in values:
        combo.setCurrentIndex(list(values).index(current))
    return combo


def seat_kind_choices() -> tuple[list[str], list[str]]:
    """(values, labels) of a seat's kind: a person, or the computer at each level."""
    values = [PERSON] + [COMPUTER_PREFIX + level for level in AI_LEVELS]
    labels = [QCoreApplication.translate("Online", "A person")] + [
        QCoreApplication.translate("Online", "Computer ({0})").format(level_label(level)) for level in AI_LEVELS]
    return values, labels


class PlayOnlineDialog(QDialog):
    gameStarted = Signal(object)   # the OnlineTable, seated, its game begun

    def __init__(self, services: Services, server: LocalServer, announcer: TableAnnouncer,
                 parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setObjectName("PlayOnline")
        self.services = services
        self.settings = services.settings
        self.server = server
        self.announcer = announcer
        self.table: OnlineTable | None = None
        self.hosting_here = False
        self.browser: lan.Browser | None = None
        self._handed_over = False
        self.pages = QStackedWidget()
        self.status = QLabel()
        self.status.setObjectName("OnlineStatus")
        self.status.setWordWrap(True)
        layout = QVBoxLayout(self)
        layout.addWidget(self.pages, 1)
        layout.addWidget(self.status)
        self.choice_page = self._build_choice()
        self.create_page = self._build_create()
        self.join_page = self._build_join()
        self.lobby_page = self._build_lobby()
        for page in (self.choice_page, self.create_page, self.join_page, self.lobby_page):
            self.pages.addWidget(page)
        self._lan_timer = QTimer(self)
        self._lan_timer.setInterval(LAN_POLL_MS)
        self._lan_timer.timeout.connect(self._refresh_lan)
        server.started.connect(self._on_server_started)
        server.failed.connect(self._on_server_failed)  # (bound methods: gone with the dialog)
        self.setWindowTitle(self.tr("Play online"))
        self.resize(640, 560)

    # == pages =============================================================================
    def _name_edit(self) -> QLineEdit:
        edit = QLineEdit(self.settings.online_value("name"))
        edit.setMaxLength(NAME_MAX)
        edit.setPlaceholderText(self.tr("The name the others see"))
        return edit

    def _build_choice(self) -> QWidget:
        page = QWidget()
        layout = QVBoxLayout(page)
        title = QLabel(self.tr("Play with friends on other computers."))
        title.setObjectName("Subtitle")
        title.setWordWrap(True)
        layout.addWidget(title)
        self.create_choice = QPushButton(self.tr("Create a table"))
        self.create_choice.setObjectName("Primary")
        self.join_choice = QPushButton(self.tr("Join a table"))
        self.create_choice.clicked.connect(lambda: self.pages.setCurrentWidget(self.create_page))
        self.join_choice.clicked.connect(self.show_join)
        layout.addWidget(self.create_choice)
        layout.addWidget(self.join_choice)
        layout.addStretch(1)
        return page

    def _build_create(self) -> QWidget:
        page = QWidget()
        layout = QVBoxLayout(page)
        form = QFormLayout()
        first_card_game = next(g for g in GAME_IDS if SCREENS[g].scene == CARD_TABLE)  # offered first: Kozel
        self.game_combo = _combo(list(GAME_IDS), [game_title(g) for g in GAME_IDS], first_card_game)
        self.game_combo.currentIndexChanged.connect(lambda _i: self._rebuild_game_options())
        form.addRow(self.tr("Game"), self.game_combo)
        self.create_name = self._name_edit()
        form.addRow(self.tr("Your name"), self.create_name)
        layout.addLayout(form)
        self.options_box = QGroupBox(self.tr("Options"))
        self.options_form = QFormLayout(self.options_box)
        layout.addWidget(self.options_box)
        self.seats_box = QGroupBox(self.tr("Seats"))
        self.seats_form = QFormLayout(self.seats_box)
        layout.addWidget(self.seats_box)
        self.hints_check = QCheckBox(self.tr("Players may ask for hints"))
        self.hints_check.setChecked(True)
        layout.addWidget(self.hints_check)
        where = QGroupBox(self.tr("Where the table is"))
        where_layout = QVBoxLayout(where)
        self.here_radio = QRadioButton(self.tr("On this computer (players on this network can join)"))
        self.remote_radio = QRadioButton(self.tr("On a server:"))
        self.here_radio.setChecked(True)
        group = QButtonGroup(where)
        group.addButton(self.here_radio)
        group.addButton(self.remote_radio)
        self.create_address = QLineEdit(self.settings.online_value("server"))
        self.create_address.setPlaceholderText(self.tr("Server address, e.g. jadi.example.org"))
        remote_row = QHBoxLayout()
        remote_row.addWidget(self.remote_radio)
        remote_row.addWidget(self.create_address, 1)
        where_layout.addWidget(self.here_radio)
        where_layout.addLayout(remote_row)
        layout.addWidget(where)
        layout.addStretch(1)
        buttons = QHBoxLayout()
        back = QPushButton(self.tr("Back"))
        back.clicked.connect(lambda: self.pages.setCurrentWidget(self.choice_page))
        self.create_button = QPushButton(self.tr("Create the table"))
        self.create_button.setObjectName("Primary")
        self.create_button.clicked.connect(self.create_table)
        buttons.addWidget(back)
        buttons.addStretch(1)
        buttons.addWidget(self.create_button)
        layout.addLayout(buttons)
        self.option_combos: dict[str, QComboBox] = {}
        self.seat_combos: list[QComboBox] = []
        self._rebuild_game_options()
        return page

    def _build_join(self) -> QWidget:
        page = QWidget()
        layout = QVBoxLayout(page)
        form = QFormLayout()
        self.join_name = self._name_edit()
        form.addRow(self.tr("Your name"), self.join_name)
        self.join_address = QLineEdit(self.settings.online_value("server"))
        self.join_address.setPlaceholderText(self.tr("The address the host gave you"))
        form.addRow(self.tr("Server address"), self.join_address)
        self.join_code = QLineEdit()
        self.join_code.setPlaceholderText(self.tr("6 letters and digits"))
        self.join_code.setMaxLength(12)
        form.addRow(self.tr("Invite code"), self.join_code)
        layout.addLayout(form)
        self.look_button = QPushButton(self.tr("Find the table"))
        self.look_button.clicked.connect(self.look_up)
        layout.addWidget(self.look_button, 0, Qt.AlignmentFlag.AlignRight)
        lan_box = QGroupBox(self.tr("Tables on this network"))
        lan_layout = QVBoxLayout(lan_box)
        self.lan_list = QListWidget()
        self.lan_list.itemActivated.connect(self._pick_lan_table)
        self.lan_list.itemClicked.connect(self._pick_lan_table)
        self.lan_empty = QLabel(self.tr("Looking for tables…"))
        lan_layout.addWidget(self.lan_list)
        lan_layout.addWidget(self.lan_empty)
        layout.addWidget(lan_box, 1)
        self.free_seats_box = QGroupBox(self.tr("Choose your seat"))
        self.free_seats_layout = QGridLayout(self.free_seats_box)
        self.free_seats_box.hide()
        layout.addWidget(self.free_seats_box)
        buttons = QHBoxLayout()
        back = QPushButton(self.tr("Back"))
        back.clicked.connect(self._back_from_join)
        buttons.addWidget(back)
        buttons.addStretch(1)
        layout.addLayout(buttons)
        return page

    def _build_lobby(self) -> QWidget:
        page = QWidget()
        layout = QVBoxLayout(page)
        self.lobby_title = QLabel()
        self.lobby_title.setObjectName("Title")
        layout.addWidget(self.lobby_title)
        self.share_label = QLabel()
        self.share_label.setWordWrap(True)
        self.share_label.setTextInteractionFlags(Qt.TextInteractionFlag.TextSelectableByMouse)
        layout.addWidget(self.share_label)
        self.lobby_seats = QFrame()
        self.lobby_seats_layout = QGridLayout(self.lobby_seats)
        layout.addWidget(self.lobby_seats)
        layout.addStretch(1)
        self.lobby_wait = QLabel()
        self.lobby_wait.setWordWrap(True)
        layout.addWidget(self.lobby_wait)
        buttons = QHBoxLayout()
        self.leave_button = QPushButton(leave_label())
        self.leave_button.clicked.connect(self.leave_table)
        self.start_button = QPushButton(self.tr("Start"))
        self.start_button.setObjectName("Primary")
        self.start_button.clicked.connect(self._start)
        buttons.addWidget(self.leave_button)
        buttons.addStretch(1)
        buttons.addWidget(self.start_button)
        layout.addLayout(buttons)
        return page

    # == create ============================================================================
    def _rebuild_game_options(self) -> None:
        game = self.game_combo.currentData()
        info = game_info(game)
        while self.options_form.rowCount():
            self.options_form.removeRow(0)
        self.option_combos = {}
        saved = self.settings.game_options(game)
        for spec in info.options:
            combo = _combo(spec.values, [option_label(v) for v in spec.values], saved.get(spec.key, spec.default))
            if spec.key == info.players_option:
                combo.currentIndexChanged.connect(lambda _i: self._rebuild_seats())
            self.options_form.addRow(option_label(spec.key), combo)
            self.option_combos[spec.key] = combo
        self.options_box.setVisible(bool(info.options))
        self._rebuild_seats()

    def chosen_options(self) -> dict[str, str]:
        return {key: combo.currentData() for key, combo in self.option_combos.items()}

    def _rebuild_seats(self) -> None:
        game = self.game_combo.currentData()
        info = game_info(game)
        count = info.player_count(self.chosen_options())
        while self.seats_form.rowCount():
            self.seats_form.removeRow(0)
        self.seat_combos = []
        values, labels = seat_kind_choices()
        for seat in range(count):
            label = seat_label(seat)
            if info.teams:
                team = next(i for i, members in enumerate(info.teams) if seat in members)
                label = self.tr("{0} ({1})").format(seat_label(seat), team_label(team))
            if seat == 0:
                you = QLabel(self.tr("You"))
                self.seats_form.addRow(label, you)
                self.seat_combos.append(None)  # type: ignore[arg-type]
                continue
            # [decision] A new table's other seats start as computers; the player
            # turns the ones his friends take into "a person".
            combo = _combo(values, labels, COMPUTER_PREFIX + DEFAULT_COMPUTER_LEVEL)
            self.seats_form.addRow(label, combo)
            self.seat_combos.append(combo)

    def chosen_seats(self) -> list[str]:
        return [PERSON if combo is None else combo.currentData() for combo in self.seat_combos]

    def _player_name(self, edit: QLineEdit) -> str | None:
        name = " ".join(edit.text().split())[:NAME_MAX]
        if not name:
            self.status.setText(self.tr("Type the name the others will see."))
            edit.setFocus()
            return None
        self.settings.set_online_value("name", name)
        return name

    def create_table(self) -> None:
        name = self._player_name(self.create_name)
        if name is None:
            return
        self._name = name
        self.create_button.setEnabled(False)
        self.hosting_here = self.here_radio.isChecked()
        if self.hosting_here:
            self.status.setText(self.tr("Starting the server on this computer…"))
            self.server.start()
            return
        url = normalised_url(self.create_address.text())
        if not url:
            self.create_button.setEnabled(True)
            self.status.setText(self.tr("Type the server's address."))
            return
        self.settings.set_online_value("server", self.create_address.text().strip())
        self._connect_and_create(url)

    def _on_server_started(self, url: str) -> None:
        if self.hosting_here and self.table is None and not self.create_button.isEnabled():
            self._connect_and_create(url)

    def _on_server_failed(self, _message: str) -> None:
        self._say_problem("server_failed")

    def _connect_and_create(self, url: str) -> None:
        self.status.setText(self.tr("Creating the table…"))
        table = self._new_table(url)
        table.created.connect(lambda code: table.join(code, 0, self._name))
        game = self.game_combo.currentData()
        # The game's options as its settings (GameInfo's keys and values: PROTOCOL.md ``create``).
        table.create(game, self.chosen_options(), self.chosen_seats(), self.hints_check.isChecked())

    def _new_table(self, url: str) -> OnlineTable:
        if self.table is not None:
            self.table.shutdown()
            self.table.deleteLater()
        table = self.table = OnlineTable(statistics=self.services.statistics)
        table.problem.connect(self._on_problem)
        table.joined.connect(self._on_joined)
        table.tableChanged.connect(self._refresh_lobby)
        table.reset.connect(self._on_game_started)
        table.connectionChanged.connect(self._on_connection)
        table.open(url)
        return table

    # == join ==============================================================================
    def show_join(self) -> None:
        self.pages.setCurrentWidget(self.join_page)
        self.start_browsing()

    def start_browsing(self) -> None:
        if self.browser is None:
            browser = lan.Browser()
            try:
                browser.start()
            except OSError:
                self.lan_empty.setText(self.tr("This computer cannot look for tables on the network."))
                return
            self.browser = browser
        self._lan_timer.start()
        self._refresh_lan()

    def _stop_browsing(self) -> None:
        self._lan_timer.stop()
        browser, self.browser = self.browser, None
        if browser is not None:
            browser.stop()

    def _refresh_lan(self) -> None:
        tables = self.browser.tables() if self.browser is not None else []
        shown = [self.lan_list.item(i).data(Qt.ItemDataRole.UserRole) for i in range(self.lan_list.count())]
        if shown != tables:
            self.lan_list.clear()
            for table in tables:
                text = english_plural(self.tr("{0} — {1}'s table, %n free seat(s) · {2}", "", table.free), table.free)
                item = QListWidgetItem(text.format(
                    game_title(table.game) if table.game in GAME_IDS else table.game, table.host_name, table.code))
                item.setData(Qt.ItemDataRole.UserRole, table)
                self.lan_list.addItem(item)
        self.lan_empty.setVisible(not tables)

    def _pick_lan_table(self, item: QListWidgetItem) -> None:
        table: lan.LanTable = item.data(Qt.ItemDataRole.UserRole)
        self.join_address.setText(f"{table.address}:{table.port}")
        self.join_code.setText(table.code)
        self.look_up()

    def look_up(self) -> None:
        url = normalised_url(self.join_address.text())
        code = "".join(self.join_code.text().split()).replace("-", "").upper()
        if not url or len(code) != 6:
            self.status.setText(self.tr("Type the server's address and the table's 6-character code."))
            return
        self.settings.set_online_value("server", self.join_address.text().strip())
        self.look_button.setEnabled(False)
        self.status.setText(self.tr("Looking for the table…"))
        table = self._new_table(url)
        table.looked.connect(self._show_free_seats)
        table.look(code)

    def _show_free_seats(self, info: dict) -> None:
        self.look_button.setEnabled(True)
        self.status.setText("")
        while self.free_seats_layout.count():
            widget = self.free_seats_layout.takeAt(0).widget()
            if widget is not None:
                widget.deleteLater()
        teams = info.get("teams") or [[entry["seat"] for entry in info.get("seats", [])]]
        entries = {entry["seat"]: entry for entry in info.get("seats", [])}
        for column, members in enumerate(teams):
            if info.get("teams"):
                self.free_seats_layout.addWidget(QLabel(team_label(column)), 0, column)
            for row, seat in enumerate(members, start=1):
                entry = entries.get(seat, {})
                free = entry.get("kind") == PERSON and entry.get("presence") == EMPTY
                text = seat_label(seat) if free else self.tr("{0}: {1}").format(
                    seat_label(seat), entry.get("name") or presence_label(entry.get("presence", "")))
                button = QPushButton(text)
                button.setEnabled(free and info.get("status") == "open")
                button.clicked.connect(lambda _c=False, s=seat: self._take_seat(s))
                self.free_seats_layout.addWidget(button, row, column)
        self.free_seats_box.show()
        if info.get("status") != "open":
            self.status.setText(self.tr("This table's game has already started."))

    def _take_seat(self, seat: int) -> None:
        name = self._player_name(self.join_name)
        if name is None or self.table is None:
            return
        self.status.setText(self.tr("Taking the seat…"))
        self.table.join(self.table.code, seat, name)

    def _back_from_join(self) -> None:
        self._stop_browsing()
        self.pages.setCurrentWidget(self.choice_page)

    # == the lobby =========================================================================
    def _on_joined(self, seat: int) -> None:
        table = self.table
        assert table is not None
        if table.ticket is not None:
            self.settings.set_online_value("ticket", table.ticket.to_json())
        self._stop_browsing()
        self.status.setText("")
        self.pages.setCurrentWidget(self.lobby_page)
        if self.hosting_here and self.server.process is not None:
            self.announcer.announce(table.code, table.game, self._name, self.server.process.port,
                                    self._free_seats())
        self._refresh_lobby()

    def _free_seats(self) -> int:
        if self.table is None:
            return 0
        return sum(1 for e in self.table.seat_entries() if e.get("kind") == PERSON and e.get("presence") == EMPTY)

    def share_text(self) -> str:
        if self.table is None:
            return ""
        if self.hosting_here and self.server.process is not None:
            address = self.server.share_address()
        else:
            address = self.table.url
        return self.tr("Invite code: {0}\nAddress: {1}").format(self.table.code, address)

    def _refresh_lobby(self) -> None:
        table = self.table
        if table is None or self.pages.currentWidget() is not self.lobby_page or not table.game:
            return
        self.lobby_title.setText(self.tr("{0} — table {1}").format(game_title(table.game), table.code))
        self.share_label.setText(self.share_text())
        while self.lobby_seats_layout.count():
            widget = self.lobby_seats_layout.takeAt(0).widget()
            if widget is not None:
                widget.deleteLater()
        teams = table.teams()
        for row, entry in enumerate(table.seat_entries()):
            seat = entry.get("seat", row)
            title = seat_label(seat)
            if teams:
                team = next((i for i, members in enumerate(teams) if seat in members), 0)
                title = self.tr("{0} ({1})").format(seat_label(seat), team_label(team))
            name = entry.get("name") or ""
            if seat == table.seat:
                name = you_label(name)
            self.lobby_seats_layout.addWidget(QLabel(title), row, 0)
            self.lobby_seats_layout.addWidget(QLabel(name), row, 1)
            self.lobby_seats_layout.addWidget(QLabel(presence_label(entry.get("presence", ""))), row, 2)
            if table.is_host() and entry.get("kind") == PERSON and entry.get("presence") == EMPTY:
                give = QPushButton(self.tr("Give to the computer"))
                give.setObjectName(f"GiveSeat{seat}")
                give.clicked.connect(lambda _c=False, s=seat: self._give(s))
                self.lobby_seats_layout.addWidget(give, row, 3)
        free = self._free_seats()
        self.announcer.update(free)
        self.start_button.setVisible(table.is_host())
        self.start_button.setEnabled(table.is_host() and free == 0 and table.status() == "open")
        if table.is_host():
            self.lobby_wait.setText(self.tr("Waiting for players…") if free else
                                    self.tr("Everyone is here: start when you are ready."))
        else:
            self.lobby_wait.setText(self.tr("Waiting for the host to start the game…"))

    def _give(self, seat: int) -> None:
        if self.table is not None:
            self.table.give_seat(seat, self.settings.ai_level() or DEFAULT_COMPUTER_LEVEL)

    def _start(self) -> None:
        if self.table is not None:
            self.start_button.setEnabled(False)
            self.table.start()

    def _on_game_started(self) -> None:
        table = self.table
        if table is None or self._handed_over:
            return
        self._handed_over = True
        self.announcer.stop()
        table.reset.disconnect(self._on_game_started)
        for signal, slot in ((table.problem, self._on_problem), (table.joined, self._on_joined),
                             (table.tableChanged, self._refresh_lobby), (table.connectionChanged, self._on_connection)):
            signal.disconnect(slot)
        self.table = None
        self.gameStarted.emit(table)
        self.accept()

    def leave_table(self) -> None:
        if self.table is not None:
            self.table.leave()
            self.settings.set_online_value("ticket", "")
        self.close_table()
        self.pages.setCurrentWidget(self.choice_page)

    def close_table(self) -> None:
        """Close this dialog's connection (a table not handed to the main window) and
        the server this dialog started for it."""
        self.announcer.stop()
        if self.table is not None:
            self.table.shutdown()
            self.table.deleteLater()
            self.table = None
            if self.hosting_here:
                self.server.stop()
        self.create_button.setEnabled(True)
        self.look_button.setEnabled(True)

    # == problems and the connection ======================================================
    def _on_problem(self, code: str, request: str) -> None:
        self._say_problem(code)
        if request in ("create", "look", "join") or code == "unreachable":
            self.create_button.setEnabled(True)
            self.look_button.setEnabled(True)
        if request == "join":
            self.free_seats_box.hide()
            if self.table is not None and self.table.code:
                self.table.look(self.table.code)  # the seats as they are now

    def _say_problem(self, code: str) -> None:
        self.status.setText(problem_text(code))
        if code == "server_failed":
            self.create_button.setEnabled(True)

    def _on_connection(self, status: str) -> None:
        if status == "reconnecting":
            self.status.setText(connection_label(status))
        elif status == "online" and self.status.text() == connection_label("reconnecting"):
            self.status.setText("")

    def done(self, result: int) -> None:  # noqa: D401 - Qt's name
        self._stop_browsing()
        if not self._handed_over:
            if self.table is not None and self.table.seat is not None and result != QDialog.DialogCode.Accepted:
                self.table.leave()
                self.settings.set_online_value("ticket", "")
            self.close_table()
        super().done(result)

