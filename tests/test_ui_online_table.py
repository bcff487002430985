"""``OnlineTable`` against a real server in a child process (loopback): two tables
create, join and play Bao to moves on both screens; a dropped connection shows
"reconnecting", then resumes exactly where the game was."""

from __future__ import annotations

import pytest
from PySide6.QtGui import QFontMetricsF

from app.online.launch import ServerProcess
from app.ui.scenes.card_table import SEAT_NAME_EM
from app.ui.table.online import OnlineTable

SERVER_FLAGS = ["--seed", "5", "--rate", "1000", "--sweep-interval", "0.1", "--ai-workers", "1"]
WAIT_MS = 15_000


@pytest.fixture(scope="module")
def server(tmp_path_factory):
    folder = tmp_path_factory.mktemp("online-server")
    process = ServerProcess.start(str(folder / "online.sqlite3"), extra=SERVER_FLAGS,
                                  log_path=str(folder / "server.log"))
    yield process
    process.stop()


@pytest.fixture
def tables(qtbot):
    made: list[OnlineTable] = []

    def make() -> OnlineTable:
        table = OnlineTable()
        made.append(table)
        return table

    yield make
    for table in made:
        table.shutdown()


def seat_two(qtbot, server, tables, game="bao", options=None, kinds=("person", "person"), names=("Asha", "Bryn")):
    """Two tables at one server table, seats 0 and 1, started: (host, guest, code)."""
    host, guest = tables(), tables()
    host.open(server.url)
    with qtbot.waitSignal(host.created, timeout=WAIT_MS) as created:
        host.create(game, options or {}, list(kinds), hints=True)
    code = created.args[0]
    with qtbot.waitSignal(host.joined, timeout=WAIT_MS):
        host.join(code, 0, names[0])
    guest.open(server.url)
    with qtbot.waitSignal(guest.looked, timeout=WAIT_MS) as looked:
        guest.look(code)
    assert [s["presence"] for s in looked.args[0]["seats"]][:2] == ["online", "empty"]
    with qtbot.waitSignal(guest.joined, timeout=WAIT_MS):
        guest.join(code, 1, names[1])
    qtbot.waitUntil(lambda: host.presence(1) == "online", timeout=WAIT_MS)
    assert host.is_host() and not guest.is_host()
    assert (host.name(1), guest.name(0)) == (names[1], names[0])
    with qtbot.waitSignals([host.reset, guest.reset], timeout=WAIT_MS):
        host.start()
    return host, guest, code


def play_one(qtbot, host, guest):
    """The seat to move plays its first legal move; both screens get the change."""
    mover = host if host.local_to_move() else guest
    assert mover.local_to_move() and not (host.local_to_move() and guest.local_to_move())
    action = mover.legal_actions()[0]
    changes: list[tuple] = []
    host.changed.connect(lambda *args: changes.append(args))
    with qtbot.waitSignals([host.changed, guest.changed], timeout=WAIT_MS):
        mover.play(action)
    host.changed.disconnect()
    return changes


def test_two_tables_play_bao_through_a_server(qtbot, server, tables):
    host, guest, _code = seat_two(qtbot, server, tables)
    assert host.fresh_deal() and host.observation() is not None
    assert host.local_seats() == (0,) and guest.local_seats() == (1,)
    for _ in range(6):
        changes = play_one(qtbot, host, guest)
        events, observation = changes[0]
        assert events, "Bao sends every event of the move"
        assert host.observation() == guest.observation() == observation
    assert host.observation().current_player() == host.current_player()


def test_a_refused_move_is_said_and_changes_nothing(qtbot, server, tables):
    host, guest, _code = seat_two(qtbot, server, tables)
    waiting = guest if host.local_to_move() else host
    before = waiting.observation()
    with qtbot.waitSignal(waiting.refused, timeout=WAIT_MS) as refused:
        waiting.play((host if waiting is guest else guest).legal_actions()[0])
    assert refused.args[0] == "It is not your turn."
    assert waiting.observation() == before


def test_a_dropped_connection_reconnects_and_resumes(qtbot, server, tables):
    host, guest, _code = seat_two(qtbot, server, tables)
    play_one(qtbot, host, guest)
    statuses: list[str] = []
    host.connectionChanged.connect(statuses.append)
    with qtbot.waitSignal(host.reset, timeout=WAIT_MS):  # the resumed snapshot
        host.drop_connection()
    assert statuses[0] == "reconnecting" and statuses[-1] == "online"
    qtbot.waitUntil(lambda: guest.presence(0) == "online", timeout=WAIT_MS)
    assert host.observation() == guest.observation()
    for _ in range(2):
        play_one(qtbot, host, guest)
    assert host.observation() == guest.observation()


def test_the_other_player_sees_reconnecting_while_a_seat_is_gone(qtbot, server, tables):
    host, guest, _code = seat_two(qtbot, server, tables)
    seen: list[tuple[str, bool]] = []
    guest.tableChanged.connect(lambda: seen.append((guest.presence(0), guest.seats()[0].present)))
    host.drop_connection()
    qtbot.waitUntil(lambda: ("reconnecting", False) in seen and guest.presence(0) == "online", timeout=WAIT_MS)
    assert guest.seats()[0].present


def test_preset_messages_reach_every_seat(qtbot, server, tables):
    host, guest, _code = seat_two(qtbot, server, tables)
    heard: list[tuple] = []
    host.said.connect(lambda *args: heard.append(args))
    with qtbot.waitSignals([host.said, guest.said], timeout=WAIT_MS):
        guest.say("well_played")
    assert heard == [(1, "well_played")]


def test_a_hint_comes_from_the_server_for_the_seat_to_move(qtbot, server, tables):
    host, guest, _code = seat_two(qtbot, server, tables)
    mover = host if host.local_to_move() else guest
    assert mover.can_hint()
    with qtbot.waitSignal(mover.hintReady, timeout=WAIT_MS) as hinted:
        mover.hint()
    assert hinted.args[0] in mover.legal_actions()
    assert not mover.hinting()


def test_online_results_are_counted_in_their_own_category(tmp_path):
    from app.ui.statistics import Statistics

    statistics = Statistics(tmp_path / "statistics.json")
    statistics.record("kozel", "hard", "won")
    statistics.record("kozel", "", "lost", category="online")
    statistics.record("kozel", "", "won", category="online")
    assert statistics.get("kozel", "hard") == {"played": 1, "won": 1, "lost": 0}
    assert online_counts(statistics, "kozel") == (2, 1, 1)
    with pytest.raises(ValueError):
        statistics.record("kozel", "", "won", category="lan")


def test_a_game_to_the_end_counts_online_then_a_rematch_deals_again(qtbot, server, tables, tmp_path):
    from app.ui.statistics import Statistics

    statistics = Statistics(tmp_path / "statistics.json")
    host, guest = tables(), tables()
    host.statistics = guest.statistics = statistics
    seat_two(qtbot, server, tables_for(host, guest), game="svoi_kozyri", options={"players": 2})
    for _ in range(400):
        if host.is_over() and guest.is_over():
            break
        mover = host if host.local_to_move() else guest
        # the last listed action is the pick-up: a short game (see tests/online)
        with qtbot.waitSignals([host.changed, guest.changed], timeout=WAIT_MS):
            mover.play(mover.legal_actions()[-1])
    assert host.is_over() and guest.is_over()
    assert host.history() == guest.history() and len(host.history()) > 10  # the game's move log
    outcomes = sorted(r.outcome for r in host.result())
    counted = online_counts(statistics, "svoi_kozyri")
    assert counted[0] == 2 - outcomes.count("drawn")  # both seats counted once each (one file here)
    with qtbot.waitSignals([host.reset, guest.reset], timeout=WAIT_MS):
        host.rematch()
        guest.rematch()
    assert not host.is_over() and host.fresh_deal()
    assert host.history() == guest.history() == []  # a new game, a new log
    assert online_counts(statistics, "svoi_kozyri") == counted  # nothing counted twice


def tables_for(*made):
    """``seat_two``'s table maker handing out tables made beforehand."""
    queue = list(made)
    return lambda: queue.pop(0)


def online_counts(statistics, game: str) -> tuple[int, int, int]:
    """(played, won, lost) of ``game`` in the online category."""
    rows = [r for r in statistics.book().all_rows() if r.game == game and r.category == "online"]
    return tuple(sum(getattr(r, key) for r in rows) for key in ("played", "won", "lost"))


def test_a_request_that_fails_at_once_is_answered_after_the_call_that_made_it(qtbot, monkeypatch):
    """Rejoining a server that refuses the connection at once: the failure may complete
    before ``add_done_callback`` (which then calls back on the GUI thread, inside
    ``resume``); the answer still arrives after ``resume`` returned, so a handler that
    shuts the table down cannot pull the connection from under it."""
    import concurrent.futures

    from app.online.client import ClientThread, SeatTicket

    def refused_at_once(self, coro):
        coro.close()
        future: concurrent.futures.Future = concurrent.futures.Future()
        future.set_exception(ConnectionRefusedError("refused"))
        return future

    monkeypatch.setattr(ClientThread, "run", refused_at_once)
    table = OnlineTable()
    problems: list[str] = []
    table.problem.connect(lambda code, _request: (problems.append(code), table.shutdown()))
    ticket = SeatTicket(url="ws://127.0.0.1:9", table="ABCDEF", seat=0, token="t" * 32)
    table.resume(ticket)  # raised AssertionError inside when the answer came at once
    assert problems == []
    qtbot.waitUntil(lambda: len(problems) == 2, timeout=5000)  # the connect and the resume
    table.shutdown()


def test_a_seats_state_line_wraps_rather_than_being_cut_in_a_narrow_bar(qtbot):
    """Four seats share the bar; in a narrow window (Swahili at 1024 px) a seat's "West ·
    Reconnecting…" was wider than its share and was cut."""
    from PySide6.QtWidgets import QHBoxLayout, QWidget

    from app.ui.online.bar import SeatChip
    from tests.layout_screens import layout_problems

    bar = QWidget()
    row = QHBoxLayout(bar)
    chips = [SeatChip(seat) for seat in range(4)]
    for chip in chips:
        row.addWidget(chip)
        chip.show_seat(f"Player {chip.seat}", "reconnecting", False, place="Northwest of the table")
    qtbot.addWidget(bar)
    bar.setFixedSize(420, 200)  # as the window's width holds the bar
    bar.show()
    qtbot.waitExposed(bar)
    qtbot.waitUntil(lambda: not layout_problems(bar), timeout=2000)


def test_the_online_move_log_is_the_offline_one_as_each_seat_sees_it(qtbot, server, tables):
    """Kozel with two computers: each person's table keeps the match's move log from the
    server, numbered as its view numbers the seats (the guest's own seat is 0), with the
    others' face-down discards hidden and its own shown; a resumed snapshot gives the same
    log back."""
    host, guest, _code = seat_two(qtbot, server, tables, game="kozel",
                                  kinds=("person", "person", "computer:easy", "computer:easy"))
    hidden_seen = False
    for _ in range(80):
        qtbot.waitUntil(lambda: host.local_to_move() or guest.local_to_move() or host.is_over(), timeout=WAIT_MS)
        if len(host.history()) >= 40 and hidden_seen:
            break
        mover = host if host.local_to_move() else guest
        discards = [a for a in mover.legal_actions() if a.kind == "discard"]  # the host's hide from the guest
        before = len(mover.history())
        mover.play(discards[0] if discards else mover.legal_actions()[0])
        qtbot.waitUntil(lambda mover=mover, before=before: len(mover.history()) > before, timeout=WAIT_MS)
        qtbot.waitUntil(lambda: len(host.history()) == len(guest.history()), timeout=WAIT_MS)
        hidden_seen = any(n.split()[1:] and set(n.split()[1:]) == {"?"} for n in guest.history())
    assert hidden_seen
    assert guest.actors() == [None if a is None else (a - 1) % 4 for a in host.actors()]  # turned: ours is 0
    parts = guest.history_sections()  # the match's games, as the server numbers them
    assert parts == host.history_sections() and parts == sorted(parts) and parts[0] == 0
    for ours, theirs, actor in zip(guest.history(), host.history(), guest.actors()):
        if actor != 0 and ours.startswith("discard"):
            assert ours == " ".join(["discard"] + ["?"] * (len(ours.split()) - 1))
        elif actor == 0 and theirs.startswith("discard"):
            assert "?" not in ours and len(ours.split()) == len(theirs.split())
        else:
            assert ours == theirs
    log = (guest.history(), guest.actors(), guest.history_sections())
    with qtbot.waitSignal(guest.reset, timeout=WAIT_MS):  # the resumed snapshot
        guest.drop_connection()
    assert (guest.history(), guest.actors(), guest.history_sections()) == log


def test_the_bao_board_is_turned_for_the_player_of_north(qtbot, server, tables):
    """The person playing North sees his own side at the bottom (pits, ghala and name),
    as the card views turn the table for his seat; South's screen is as offline."""
    from app.ui.main import create_services
    from app.ui.scenes.bao_view import BaoGameView

    host, guest, _code = seat_two(qtbot, server, tables)
    services = create_services(persistent=False)
    views = []
    for table, own in ((host, 0), (guest, 1)):
        view = shown_view(qtbot, BaoGameView(services, table=table), (1000, 700))
        scene, other = view.scene, 1 - own
        assert all(scene.pit_centre(own, hole).y() > scene.pit_centre(other, h).y()
                   for hole in range(16) for h in range(16)), "his pits below the opponent's"
        assert scene.pit_centre(own, 0).x() < scene.pit_centre(own, 7).x(), "his A1 at his left, as South's"
        assert scene.stores[own].rect.center().y() > scene.stores[other].rect.center().y()
        assert scene.labels[own].rect.center().y() > scene.labels[other].rect.center().y()
        views.append(view)
    play_one(qtbot, host, guest)  # and both move lists show it
    qtbot.waitUntil(lambda: all(view.panel.log.count() == 1 for view in views), timeout=WAIT_MS)
    assert views[0].panel.log.item(0).text() == views[1].panel.log.item(0).text() == "1. " + host.history()[0]
    for view in views:
        view.shutdown()


def test_the_card_table_names_each_seat_by_its_player(qtbot, server, tables):
    """Online, each seat's label (and the log and prompts) says who sits there: "You",
    the other person's name (a long one elided on the table), a computer's place and
    "computer"; every seat turned to the guest's view."""
    from app.ui.card_games.kozel import KozelGameView
    from app.ui.main import create_services

    long_name = "W" * 24  # 24 wide characters, the longest name a server keeps
    host, guest, _code = seat_two(qtbot, server, tables, game="kozel", names=(long_name, "Bryn"),
                                  kinds=("person", "person", "computer:easy", "computer:easy"))
    services = create_services(persistent=False)
    expected = {host: ["You", "Bryn", "North (computer)", "East (computer)"],
                guest: ["You", "West (computer)", "North (computer)", long_name]}
    for table, names in expected.items():
        view = shown_view(qtbot, KozelGameView(services, table=table), (1024, 640))
        assert view.names == names
        labels = view.scene.seat_labels
        assert [label.title for label in labels] == names
        font = labels[0].font_px
        assert max(label.boundingRect().width() for label in labels) <= (SEAT_NAME_EM + 2) * font, "elided"
        assert QFontMetricsF(label_font(labels[0])).horizontalAdvance(long_name) > (SEAT_NAME_EM + 2) * font
        view.shutdown()


def label_font(label):
    from PySide6.QtGui import QFont

    font = QFont()
    font.setPixelSize(label.font_px)
    font.setBold(True)
    return font


def shown_view(qtbot, view, size: tuple[int, int]):
    """A game view on an online table, shown at ``size`` with the table's position."""
    qtbot.addWidget(view)
    view.resize(*size)
    view.show()
    view.table.replay_position()
    qtbot.waitUntil(lambda: view.observation is not None, timeout=WAIT_MS)
    return view
