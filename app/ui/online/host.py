"""Online play in the main window: ``install_online(window)`` is the window's one call.

It adds Home → Play online (the dialog) and "Rejoin online table …" (the seat ticket
kept in the settings from the last table), shows the seats bar above an online game,
opens the game's view on the ``OnlineTable`` when its game starts, and stops the server
this computer hosts when the app closes (or the host leaves the table).
The window itself only needs ``home``, ``stack``, ``banner``, ``services``, ``view``,
``install_view``, ``show_home`` and ``update_actions``.
"""

from __future__ import annotations

from typing import TYPE_CHECKING, Any
from urllib.parse import urlsplit

from PySide6.QtCore import QEvent, QObject

from app.ui.online.texts import problem_text

if TYPE_CHECKING:  # the client, the server launcher and the dialogs load when first used
    from app.ui.online.bar import OnlineBar
    from app.ui.online.dialog import PlayOnlineDialog
    from app.ui.online.hosting import LocalServer, TableAnnouncer
    from app.ui.table.online import OnlineTable

# The seat is gone for good: the ticket is forgotten.
TICKET_DEAD = ("wrong_token", "unknown_table", "replaced")
REFUSAL_MS = 6000  # how long the status bar says why the server refused a move
UNREACHABLE = "unreachable"  # app.ui.table.online.UNREACHABLE
LOOPBACK = "127.0.0.1"       # app.ui.online.hosting.LOOPBACK


def saved_ticket(services) -> Any:
    """The seat ticket kept from the last online table (a ``SeatTicket``), if readable."""
    text = services.settings.online_value("ticket")
    if not text:
        return None
    from app.online.client import SeatTicket

    try:
        return SeatTicket.from_json(text)
    except Exception:  # noqa: BLE001 - a damaged value is simply forgotten
        services.settings.set_online_value("ticket", "")
        return None


def saved_table_code(services) -> str | None:
    """The invite code of the kept ticket's table, read without loading the client."""
    kept = services.settings.online_value("ticket")
    if not kept:
        return None
    try:
        import json  # only with a kept ticket: not at every start

        code = json.loads(kept)["table"]
    except Exception:  # noqa: BLE001 - nothing usable kept
        return None
    return code if isinstance(code, str) and code else None


class OnlineHost(QObject):
    def __init__(self, window) -> None:
        super().__init__(window)
        self.window = window
        self.services = window.services
        self._server: LocalServer | None = None
        self._announcer: TableAnnouncer | None = None
        self.dialog: PlayOnlineDialog | None = None
        self.table: OnlineTable | None = None
        self._bar: OnlineBar | None = None
        window.home.playOnline.connect(self.open_dialog)
        window.home.rejoinOnline.connect(self.rejoin)
        window.stack.currentChanged.connect(lambda _i: self._update_bar())
        window.installEventFilter(self)
        self._rejoining: OnlineTable | None = None
        self._restarted_server = False
        self.offer_rejoin()

    # == what loads when first used ========================================================
    @property
    def server(self) -> LocalServer:
        if self._server is None:
            from app.ui.online.hosting import LocalServer

            self._server = LocalServer(self)
        return self._server

    @property
    def announcer(self) -> TableAnnouncer:
        if self._announcer is None:
            from app.ui.online.hosting import TableAnnouncer

            self._announcer = TableAnnouncer()
        return self._announcer

    @property
    def bar(self) -> OnlineBar:
        if self._bar is None:
            from app.ui.online.bar import OnlineBar

            self._bar = OnlineBar()
            self._bar.hide()
            self._bar.leaveRequested.connect(self.leave)
            self.window.centralWidget().layout().insertWidget(1, self._bar)
        return self._bar

    # == create / join =====================================================================
    def open_dialog(self) -> PlayOnlineDialog:
        from app.ui.online.dialog import PlayOnlineDialog

        if self.dialog is None:
            self.dialog = PlayOnlineDialog(self.services, self.server, self.announcer, self.window)
            self.dialog.gameStarted.connect(self.show_game)
            self.dialog.finished.connect(self._dialog_closed)
        self.dialog.show()
        self.dialog.raise_()
        return self.dialog

    def _dialog_closed(self, _result: int) -> None:
        dialog, self.dialog = self.dialog, None
        if dialog is not None:
            dialog.deleteLater()
        if self.table is None and self._server is not None:  # no game on this computer's server
            self._server.stop()
        self.offer_rejoin()

    def show_game(self, table: OnlineTable) -> None:
        """The table's game began (or was rejoined): its view takes the screen."""
        if self.table is not None and self.table is not table:
            self.table.shutdown()
        self.table = table
        table.problem.connect(self._on_problem)
        table.refused.connect(lambda why: self.window.statusBar().showMessage(why, REFUSAL_MS))
        table.joined.connect(lambda _seat: self._keep_ticket())
        self._keep_ticket()
        from app.ui.games import load_view_class

        view = load_view_class(table.game)(self.services, table=table)
        table.setParent(view)
        self.window.install_view(view)
        self.bar.attach(table)
        self.window.stack.setCurrentWidget(view)
        table.replay_position()
        self.window.update_actions()
        view.setFocus()
        self._update_bar()

    def _keep_ticket(self) -> None:
        if self.table is not None and self.table.ticket is not None:
            self.services.settings.set_online_value("ticket", self.table.ticket.to_json())

    def _update_bar(self) -> None:
        view = self.window.view
        if self.table is not None and (view is None or view.table is not self.table):
            self.table = None  # a local game replaced the online one (its view shut the table down)
            if self._bar is not None:
                self._bar.table = None
            self.offer_rejoin()
        if self._bar is not None:
            self._bar.setVisible(self.table is not None and self.window.stack.currentWidget() is view)
        if self.window.stack.currentWidget() is self.window.home:
            self.offer_rejoin()

    def _on_problem(self, code: str, _request: str) -> None:
        self.window.banner.add(problem_text(code))
        if code in TICKET_DEAD:
            self.services.settings.set_online_value("ticket", "")

    def leave(self) -> None:
        """Leave the table: the seat is given up (the computer plays on for it)."""
        table, self.table = self.table, None
        self.services.settings.set_online_value("ticket", "")
        if table is not None:
            table.leave()
        if self._announcer is not None:
            self._announcer.stop()
        if table is not None and self._server is not None and self._server.running() \
                and table.url == self._server.url:
            self._server.stop()  # the host left: his server goes with him
        self.window.show_home()
        self.offer_rejoin()

    # == rejoin after a restart =============================================================
    def offer_rejoin(self) -> None:
        """Home offers the kept seat: the table still open here (back to it), or the one
        of the last run of the app (rejoin it)."""
        if self._rejoining is not None:
            self.window.home.set_rejoin(None)
        elif self.table is not None:
            self.window.home.set_rejoin(self.table.code or None)
        else:
            self.window.home.set_rejoin(saved_table_code(self.services))

    def rejoin(self) -> None:
        view = self.window.view
        if self.table is not None and view is not None and view.table is self.table:
            self.window.stack.setCurrentWidget(view)  # the game still open here: back to it
            self.window.update_actions()
            return
        ticket = saved_ticket(self.services)
        if ticket is None or self._rejoining is not None:
            return
        from app.ui.table.online import OnlineTable

        table = self._rejoining = OnlineTable(statistics=self.services.statistics)
        table.reset.connect(self._rejoined)
        table.problem.connect(self._rejoin_failed)
        self.window.home.set_rejoin(None)
        table.resume(ticket)

    def _rejoined(self) -> None:
        table, self._rejoining = self._rejoining, None
        if table is None:
            return
        table.reset.disconnect(self._rejoined)
        table.problem.disconnect(self._rejoin_failed)
        self.show_game(table)

    def _rejoin_failed(self, code: str, _request: str) -> None:
        table, self._rejoining = self._rejoining, None
        if table is not None:
            table.shutdown()
            table.deleteLater()
        ticket = saved_ticket(self.services)
        if code == UNREACHABLE and ticket is not None and not self._restarted_server \
                and urlsplit(ticket.url).hostname == LOOPBACK:
            # The table was on this computer's server, which closed with the app: start
            # it again on the same port (its database kept the table) and rejoin.
            self._restarted_server = True
            self.server.started.connect(self._server_back)
            self.server.failed.connect(self._server_not_back)
            self.server.start(port=urlsplit(ticket.url).port or 0)
            return
        self.window.banner.add(problem_text(code))
        if code in TICKET_DEAD:
            self.services.settings.set_online_value("ticket", "")
        self.offer_rejoin()

    def _server_back(self, _url: str) -> None:
        self._disconnect_server_signals()
        self.rejoin()

    def _server_not_back(self, _message: str) -> None:
        self._disconnect_server_signals()
        self.window.banner.add(problem_text("server_failed"))
        self.offer_rejoin()

    def _disconnect_server_signals(self) -> None:
        self.server.started.disconnect(self._server_back)
        self.server.failed.disconnect(self._server_not_back)

    # == the app closing ==================================================================
    def eventFilter(self, watched, event) -> bool:  # noqa: N802
        if watched is self.window and event.type() == QEvent.Type.Close:
            self.close_all()
        elif watched is self.window and event.type() == QEvent.Type.LanguageChange and self._bar is not None:
            self._bar.retranslate()
        return False

    def close_all(self) -> None:
        """The app is closing: connections closed (the ticket stays, to rejoin), the
        announcement withdrawn, this computer's server stopped."""
        if self.dialog is not None:
            self.dialog.close_table()
        for table in (self.table, self._rejoining):
            if table is not None:
                table.shutdown()
        if self._announcer is not None:
            self._announcer.stop()
        if self._server is not None:
            self._server.stop()


def install_online(window) -> OnlineHost:
    host = OnlineHost(window)
    window.online = host
    return host
