"""Play online through the app's own screens (issue 18's acceptance): two windows in one
test process; the first hosts on "this computer" (a server in a child process), the
second finds the table on the local network (loopback multicast), takes a seat, and the
two people play a Kozel deal with two computer seats. Then a "restart": a new window with
the saved seat ticket is offered to rejoin, and rejoins the running table."""

from __future__ import annotations

from PySide6.QtCore import Qt
from PySide6.QtWidgets import QPushButton

from app.ui.online.dialog import PlayOnlineDialog
from app.ui.table.online import OnlineTable
from tests.ui_helpers import make_window

WAIT_MS = 20_000
DEAL_MOVES = 200  # a Kozel deal is 36 cards: far fewer moves than this


def choose(combo, value) -> None:
    index = combo.findData(value)
    assert index >= 0, value
    combo.setCurrentIndex(index)


def create_kozel_here(qtbot, window) -> PlayOnlineDialog:
    dialog = window.online.open_dialog()
    dialog.create_choice.click()
    choose(dialog.game_combo, "kozel")
    dialog.create_name.setText("Asha")
    choose(dialog.seat_combos[1], "person")
    choose(dialog.seat_combos[2], "computer:easy")
    choose(dialog.seat_combos[3], "computer:easy")
    dialog.here_radio.setChecked(True)
    dialog.create_button.click()
    qtbot.waitUntil(lambda: dialog.pages.currentWidget() is dialog.lobby_page, timeout=WAIT_MS)
    # The lobby is filled in from the server's table state, which may follow the page by a
    # moment on a loaded machine.
    qtbot.waitUntil(lambda: dialog.table.code in dialog.share_label.text(), timeout=WAIT_MS)
    assert not dialog.start_button.isEnabled()  # seat 1's person is not there yet
    return dialog


def join_from_network(qtbot, window, code: str) -> PlayOnlineDialog:
    dialog = window.online.open_dialog()
    dialog.join_choice.click()
    dialog.join_name.setText("Bryn")

    def listed():
        for i in range(dialog.lan_list.count()):
            if dialog.lan_list.item(i).data(Qt.ItemDataRole.UserRole).code == code:
                return dialog.lan_list.item(i)
        return None

    qtbot.waitUntil(lambda: listed() is not None, timeout=WAIT_MS)
    dialog.lan_list.itemClicked.emit(listed())  # the player clicks the listed table
    qtbot.waitUntil(dialog.free_seats_box.isVisible, timeout=WAIT_MS)
    seat_buttons = [dialog.free_seats_layout.itemAt(i).widget() for i in range(dialog.free_seats_layout.count())]
    free = [b for b in seat_buttons if b is not None and b.isEnabled() and hasattr(b, "click")]
    assert len(free) == 1  # seat 1; seat 0 is Asha's, 2 and 3 the computer's
    free[0].click()
    qtbot.waitUntil(lambda: dialog.pages.currentWidget() is dialog.lobby_page, timeout=WAIT_MS)
    return dialog


def online_view(window):
    view = window.view
    return view if view is not None and isinstance(view.table, OnlineTable) else None


def test_two_windows_create_join_and_play_a_kozel_deal_then_rejoin_after_a_restart(qtbot):
    host, guest = make_window(qtbot), make_window(qtbot)
    try:
        host_dialog = create_kozel_here(qtbot, host)
        code = host_dialog.table.code
        guest_dialog = join_from_network(qtbot, guest, code)
        qtbot.waitUntil(host_dialog.start_button.isEnabled, timeout=WAIT_MS)
        host_dialog.start_button.click()
        qtbot.waitUntil(lambda: online_view(host) is not None and online_view(guest) is not None, timeout=WAIT_MS)
        assert host.online.dialog is None and guest.online.dialog is None  # closed once the game began
        del host_dialog, guest_dialog
        views = [online_view(host), online_view(guest)]
        assert [v.GAME for v in views] == ["kozel", "kozel"]
        assert [v.table.seat for v in views] == [0, 1]
        # every seat shows its name and state in the bar above the table
        chips = host.online.bar.chips
        assert [chip.name.text() for chip in chips[:2]] == ["Asha (you)", "Bryn"]
        assert [chip.presence for chip in chips] == ["online", "online", "computer", "computer"]

        first_game = views[0].observation.game_number
        for _ in range(DEAL_MOVES):
            qtbot.waitUntil(lambda: any(v.awaiting_human() for v in views) or deal_done(views, first_game),
                            timeout=WAIT_MS)
            if deal_done(views, first_game):
                break
            view = next(v for v in views if v.awaiting_human())
            before = view.table.observation()
            view.play(view.table.legal_actions()[0])
            qtbot.waitUntil(lambda v=view, b=before: v.table.observation() != b, timeout=WAIT_MS)
        assert deal_done(views, first_game), "the deal did not end"
        # each sees his own team first: Asha's team is Bryn's opponents
        assert views[0].table.observation().loss_points == views[1].table.observation().loss_points[::-1]
        assert sum(views[0].table.observation().loss_points) > 0 or views[0].table.observation().game_history[0].eggs

        # "Restart" the guest: its window closes; a new one is offered its seat again. (Both
        # windows of this test share one settings file, where each kept its ticket when the
        # game began, in either order; the guest's own computer would hold only his.)
        guest.services.settings.set_online_value("ticket", views[1].table.ticket.to_json())
        guest.close()
        qtbot.waitUntil(lambda: views[0].table.presence(1) in ("reconnecting", "away"), timeout=WAIT_MS)
        again = make_window(qtbot)
        assert again.home.rejoin_button.isVisible() and code in again.home.rejoin_button.text()
        again.home.rejoin_button.click()
        qtbot.waitUntil(lambda: online_view(again) is not None, timeout=WAIT_MS)
        assert online_view(again).table.seat == 1
        qtbot.waitUntil(lambda: views[0].table.presence(1) == "online", timeout=WAIT_MS)
        again.close()
    finally:
        for window in (host, guest):
            window.close()


def deal_done(views, first_game: int) -> bool:
    """The first deal (a game of the match) is over for both players: its result was shown
    (the next game was dealt) or the match ended."""
    return all(v.table.is_over() or v.table.observation().game_number > first_game
               or v.table.observation().awaiting_deal for v in views)


def test_the_host_rejoins_after_a_restart_and_his_server_comes_back_with_the_table(qtbot):
    host = make_window(qtbot)
    guest = OnlineTable()
    try:
        dialog = host.online.open_dialog()
        dialog.create_choice.click()
        choose(dialog.game_combo, "bao")
        dialog.create_name.setText("Asha")
        choose(dialog.seat_combos[1], "person")
        dialog.create_button.click()
        qtbot.waitUntil(lambda: dialog.pages.currentWidget() is dialog.lobby_page, timeout=WAIT_MS)
        url, code = host.online.server.url, dialog.table.code
        guest.open(url)
        with qtbot.waitSignal(guest.joined, timeout=WAIT_MS):
            guest.join(code, 1, "Bryn")
        qtbot.waitUntil(dialog.start_button.isEnabled, timeout=WAIT_MS)
        dialog.start_button.click()
        qtbot.waitUntil(lambda: online_view(host) is not None, timeout=WAIT_MS)
        mover = online_view(host).table if online_view(host).table.local_to_move() else guest
        with qtbot.waitSignal(guest.changed, timeout=WAIT_MS):
            mover.play(mover.legal_actions()[0])
        position = guest.observation()

        host.close()  # the app closes: its server stops, the table stays in its database
        qtbot.waitUntil(lambda: guest.connection == "reconnecting", timeout=WAIT_MS)
        again = make_window(qtbot)
        assert code in again.home.rejoin_button.text()
        again.home.rejoin_button.click()
        qtbot.waitUntil(lambda: online_view(again) is not None, timeout=WAIT_MS)
        assert again.online.server.url == url  # the same address: the guest finds it again
        assert online_view(again).table.observation() == position
        qtbot.waitUntil(lambda: guest.connection == "online", timeout=WAIT_MS)
        again.close()
        assert not again.online.server.running()
    finally:
        guest.shutdown()
        host.close()


def test_the_host_gives_a_seat_to_the_computer_goes_home_comes_back_and_leaves(qtbot):
    window = make_window(qtbot)
    try:
        dialog = create_kozel_here(qtbot, window)
        # (the seats' buttons come with the same state; a whole-suite run at load 5 found none yet)
        qtbot.waitUntil(lambda: dialog.lobby_seats.findChild(QPushButton, "GiveSeat1") is not None, timeout=WAIT_MS)
        give = dialog.lobby_seats.findChild(QPushButton, "GiveSeat1")
        assert not dialog.start_button.isEnabled()
        give.click()
        qtbot.waitUntil(dialog.start_button.isEnabled, timeout=WAIT_MS)
        code = dialog.table.code
        dialog.start_button.click()
        qtbot.waitUntil(lambda: online_view(window) is not None, timeout=WAIT_MS)
        view = online_view(window)
        assert [chip.presence for chip in window.online.bar.chips] == ["online", "computer", "computer", "computer"]
        assert window.online.bar.isVisible()

        window.show_home()
        assert not window.online.bar.isVisible()
        assert window.home.rejoin_button.isVisible() and code in window.home.rejoin_button.text()
        window.home.rejoin_button.click()
        assert window.stack.currentWidget() is view and window.online.bar.isVisible()

        server = window.online.server
        window.online.bar.leave_button.click()
        assert window.stack.currentWidget() is window.home
        assert not window.home.rejoin_button.isVisible()
        assert window.services.settings.online_value("ticket") == ""
        assert not server.running()  # the host left: his server stopped
    finally:
        window.close()
