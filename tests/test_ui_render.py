"""Drawing: the Bao board never freezes the window, and no stale pixels stay behind."""

from __future__ import annotations

from app.ui.scenes import bao_art
from tests.ui_helpers import StallMeter, make_window

# Generous on purpose (CI machines are noisy); the benchmark's target is 50 ms
# (``python -m app.bench stalls``).
STALL_LIMIT_MS = 100


def test_opening_bao_and_resizing_it_never_stalls_the_event_loop(qtbot):
    """The board's picture is painted off the GUI thread: showing Bao and resizing the
    window (one size at a time, then a drag) keep a 10 ms timer ticking. Building the
    game screen itself (``open_game``) is measured by ``bench startup`` (issue 15.5)."""
    window = make_window(qtbot, size=(1280, 800))
    view = window.open_game("bao", resume=False)
    meter = StallMeter()
    meter.start()
    qtbot.waitUntil(view.scene.board_ready, timeout=20000)
    for width, height in ((1600, 900), (1920, 1080), (1024, 640), (1400, 1000)):
        window.resize(width, height)
        qtbot.waitUntil(lambda width=width: view.scene.board_ready() and view.scene.width() < width, timeout=20000)
    for step in range(12):
        window.resize(1280 + 24 * step, 800 + 12 * step)
        qtbot.wait(16)
    qtbot.waitUntil(view.scene.board_ready, timeout=20000)
    worst, detail = meter.stop()
    assert worst <= STALL_LIMIT_MS, f"the event loop stalled {worst:.0f} ms ({detail})"


def test_the_board_art_knows_the_engines_house():
    from app.games.bao.engine import NYUMBA

    assert bao_art.HOUSE_HOLE == NYUMBA


# -- every item paints inside its bounding rectangle ------------------------------------
def painted_outside(item, dpr: float) -> list[tuple[float, float]]:
    """Render ``item`` alone at ratio ``dpr``; the painted pixels (in item coordinates)
    that fall outside the device pixels its ``boundingRect`` covers. The view repaints
    only that area (plus a small margin) when the item moves: anything outside stays
    behind on screen."""
    import math

    from PySide6.QtGui import QImage, QPainter
    from PySide6.QtWidgets import QStyleOptionGraphicsItem

    bounds = item.boundingRect()
    margin = 40
    origin = (bounds.left() - margin, bounds.top() - margin)
    width, height = bounds.width() + 2 * margin, bounds.height() + 2 * margin
    image = QImage(math.ceil(width * dpr), math.ceil(height * dpr), QImage.Format.Format_ARGB32_Premultiplied)
    image.setDevicePixelRatio(dpr)
    image.fill(0)
    if hasattr(item, "dpr"):  # the ratio its scene gives it (its cached pictures are drawn 1:1)
        item.dpr = dpr
    painter = QPainter(image)
    painter.translate(-origin[0], -origin[1])
    painter.setTransform(item.transform(), True)
    item.paint(painter, QStyleOptionGraphicsItem(), None)
    painter.end()
    # The device pixels the bounding rect touches (the item's own transform applied).
    covered = item.transform().mapRect(bounds)
    left = math.floor((covered.left() - origin[0]) * dpr)
    top = math.floor((covered.top() - origin[1]) * dpr)
    right = math.ceil((covered.right() - origin[0]) * dpr)
    bottom = math.ceil((covered.bottom() - origin[1]) * dpr)
    outside = []
    for y in range(image.height()):
        row = bytes(image.constScanLine(y))[: 4 * image.width()]
        for x in range(image.width()):
            if row[4 * x + 3] and not (left <= x < right and top <= y < bottom):
                outside.append((round(x / dpr + origin[0], 1), round(y / dpr + origin[1], 1)))
    return outside


def _bao_items():
    from PySide6.QtCore import QRectF

    from app.ui.scenes.bao_board import ArrowItem, HandItem, PitItem, PlayerLabel, ResultItem, StoreItem

    for radius in (11.0, 42.0):
        for square in (False, True):
            for count in (0, 9, 64):
                pit = PitItem(0, 4)
                pit.radius, pit.square, pit.count = radius, square, count
                pit.house_owned = square
                pit.legal = pit.focused = pit.hinted = pit.last_move = pit.takasia = True
                yield f"pit r={radius} square={square} count={count}", pit
                selected = PitItem(0, 4)
                selected.radius, selected.square, selected.count, selected.selected = radius, square, count, True
                yield f"selected pit r={radius} count={count}", selected
        for count in (1, 28, 40):
            store = StoreItem(0)
            store.rect, store.count = QRectF(0, 0, radius * 8, radius * 1.6), count
            yield f"store h={radius * 1.6} count={count}", store
            hand = HandItem()
            hand.radius, hand.count = radius * 0.7, count
            yield f"hand r={radius * 0.7} count={count}", hand
        arrow = ArrowItem(1)
        arrow.radius, arrow.focused, arrow.angle = radius * 0.5, True, 45
        yield f"arrow r={radius * 0.5}", arrow
        label = PlayerLabel()
        label.rect, label.text, label.active = QRectF(0, 0, radius * 6, radius * 1.6), "North — Kompyuta (Rahisi)", True
        yield f"label h={radius * 1.6}", label
        result = ResultItem()
        result.rect = QRectF(0, 0, radius * 16, radius * 4)
        result.title, result.detail = "South wins", "North has no seeds"
        yield f"result h={radius * 4}", result


def _card_items():
    from app.core.cards import Card
    from app.ui.cards.card_item import CardItem
    from app.ui.cards.deck import shared_deck
    from app.ui.scenes.card_table import TableLabel

    for width in (40, 96):
        for rotation, squeeze in ((0.0, 1.0), (45.0, 1.0), (0.0, 0.3), (90.0, 1.0)):
            card = CardItem(Card.parse("QD"), shared_deck())
            card.configure(width, 1.5, False)
            card.set_face_up(True)
            card.set_looks(selected=True, focused=True, hinted=True, dimmed=True)
            card.set_placement(0, 0, rotation, squeeze)
            yield f"card w={width} rotation={rotation} squeeze={squeeze}", card
    for px in (11, 17):
        for active in (False, True):
            label = TableLabel()
            label.set_font_px(px)
            label.set_text("North", "cards: 4 · your partner", active=active)
            yield f"table label {px}px active={active}", label


def _tutorial_items():
    from PySide6.QtCore import QRectF

    from app.ui.tutorial.highlight import RingItem

    for round_shape in (False, True):
        yield f"ring round={round_shape}", RingItem(lambda: QRectF(0, 0, 80, 60), round_shape)


def test_every_scene_item_paints_inside_its_bounding_rect(qtbot):
    """Stale pixels come from items that paint outside their bounding rectangle (a pen
    or shadow on the edge, a minimum font size on a small badge): checked for every item
    class of the Bao board, the card table and the tutorial, at ratios 1, 1.5 and 2."""
    from app.ui.main import create_application

    create_application()
    failures = []
    for dpr in (1.0, 1.5, 2.0):
        for name, item in (*_bao_items(), *_card_items(), *_tutorial_items()):
            outside = painted_outside(item, dpr)
            if outside:
                failures.append(f"{name} at {dpr}: {len(outside)} pixels outside, e.g. {outside[:3]} "
                                f"(bounds {item.boundingRect().getRect()})")
    assert not failures, "\n".join(failures)


# -- no stale pixels at 150 % ---------------------------------------------------------------
def stale_pixel_probe() -> None:
    """Run in a process of its own at QT_SCALE_FACTOR=1.5: move cards and labels on a
    card table frame by frame, resize the Bao board and start a new Bao game, and print
    how many pixels of what the window shows (its backing store) differ from a fresh
    render of the same scene."""
    import json
    import random

    from PySide6.QtCore import QEventLoop, QStandardPaths, QTimer
    from PySide6.QtWidgets import QHBoxLayout, QWidget

    from app.core.cards import Card
    from app.ui.main import create_application, create_services
    from app.ui.main_window import MainWindow
    from app.ui.scenes.card_table import TableLabel, TableScene, TableView

    QStandardPaths.setTestModeEnabled(True)
    _app = create_application()  # kept for the whole run

    def wait(ms: int) -> None:
        loop = QEventLoop()
        QTimer.singleShot(ms, loop.quit)
        loop.exec()

    def stale(window) -> int:
        wait(100)
        shown = window.backingStore().paintDevice().copy()
        return differing_pixels(shown, window.grab().toImage())

    results = {}
    # The card table: cards (one of them selected, its ring on) and labels moving.
    host = QWidget()
    layout = QHBoxLayout(host)
    scene = TableScene()
    view = TableView(scene)
    layout.addWidget(view)
    host.resize(900, 640)
    host.show()
    wait(100)
    cards = [Card.parse(text) for text in ("AS", "KH", "QD", "JC", "TS")]
    scene.set_cards(cards, 4)
    items = list(scene.items_by_card.values())
    for item in items:
        item.configure(90, view.devicePixelRatioF(), False)
        item.set_face_up(True)
        item.setVisible(True)
    items[0].set_looks(selected=True, focused=True)
    label = TableLabel()
    scene.addItem(label)
    rng = random.Random(1)
    for frame in range(40):
        for item in items:
            item.set_placement(rng.uniform(0, 700), rng.uniform(0, 450), 0.0)
        label.set_text("North", f"cards: {frame}", active=frame % 2 == 0)
        label.setPos(rng.uniform(0, 700), rng.uniform(0, 550))
        wait(16)
    results["card table"] = stale(host)
    host.close()
    # The Bao board: resized, then a new game.
    services = create_services(persistent=False)
    services.settings.set_animation_speed("instant")
    window = MainWindow(services)
    window.resize(1280, 800)
    window.show()
    bao = window.open_game("bao", resume=False)
    for width, height in ((1100, 700), (1333, 777), (1024, 640)):
        window.resize(width, height)
        wait(30)
    deadline = 200
    while not bao.scene.board_ready() and deadline:
        wait(50)
        deadline -= 1
    results["bao resized"] = stale(window)
    bao.start_new()
    results["bao new game"] = stale(window)
    window.close()
    print(json.dumps(results))


def differing_pixels(a, b, tolerance: int = 24) -> int:
    from PySide6.QtGui import QImage

    a = a.convertToFormat(QImage.Format.Format_RGB32)
    b = b.convertToFormat(QImage.Format.Format_RGB32)
    assert a.size() == b.size(), (a.size(), b.size())
    count = 0
    for y in range(a.height()):
        row_a, row_b = bytes(a.constScanLine(y)), bytes(b.constScanLine(y))
        if row_a == row_b:
            continue
        count += sum(1 for x in range(0, len(row_a), 4)
                     if max(abs(row_a[x + i] - row_b[x + i]) for i in range(3)) > tolerance)
    return count


def test_nothing_stays_behind_at_150_percent(tmp_path):
    """What the window shows after cards and labels moved, the Bao board was resized and a
    new Bao game started is exactly a fresh render of it (one-pixel lines stayed behind
    at QT_SCALE_FACTOR=1.5)."""
    import json
    import os
    import subprocess
    import sys
    from pathlib import Path

    root = Path(__file__).resolve().parents[1]
    env = {**os.environ, "QT_SCALE_FACTOR": "1.5", "QT_QPA_PLATFORM": "offscreen", "HOME": str(tmp_path)}
    probe = "from tests.test_ui_render import stale_pixel_probe; stale_pixel_probe()"
    done = subprocess.run([sys.executable, "-c", probe], cwd=root, env=env, capture_output=True, text=True, timeout=120)
    assert done.returncode == 0, done.stderr[-2000:]
    results = json.loads([line for line in done.stdout.splitlines() if line.startswith("{")][-1])
    assert results == {"card table": 0, "bao resized": 0, "bao new game": 0}


def test_a_stand_in_board_puts_its_pits_on_the_new_pits():
    """While the board for a new size is painted, the last one stands in: its pits land
    exactly on the new pits (where the seeds are drawn), its ends on the new ends."""
    from PySide6.QtCore import QPointF

    from app.ui.scenes.bao_art import BoardGeometry, pit_rect, stand_in_pieces

    for old_size, new_size in (((930, 740), (1400, 1000)), ((1600, 700), (900, 900)), ((800, 600), (2400, 900))):
        old, new = BoardGeometry(*old_size), BoardGeometry(*new_size)
        pieces = stand_in_pieces(old, new)
        source, target = pieces[1]  # the pits

        def mapped(point: QPointF, source=source, target=target) -> QPointF:
            return QPointF(target.left() + (point.x() - source.left()) * target.width() / source.width(),
                           target.top() + (point.y() - source.top()) * target.height() / source.height())

        for side in (0, 1):
            for hole in range(16):
                centre = mapped(pit_rect(old, side, hole).center())
                expected = pit_rect(new, side, hole).center()
                assert abs(centre.x() - expected.x()) < 0.01 and abs(centre.y() - expected.y()) < 0.01
        assert abs(pieces[0][1].right() - pieces[1][1].left()) < 1e-6
        assert abs(pieces[1][1].right() - pieces[2][1].left()) < 1e-6
        assert pieces[0][1].left() < new.board_rect.left() and pieces[2][1].right() > new.board_rect.right()


# -- the board's painting gives way to frames -------------------------------------------
def _painting_starts(monkeypatch) -> list[tuple[int, int]]:
    """The sizes whose board picture began painting, in order (``bao_art.board_steps``)."""
    from app.ui.scenes import bao_art

    started: list[tuple[int, int]] = []
    steps = bao_art.board_steps

    def recording(image, width, height, with_house):
        started.append((width, height))
        return steps(image, width, height, with_house)

    monkeypatch.setattr(bao_art, "board_steps", recording)
    return started


def test_a_window_drag_paints_only_the_size_it_stops_at(qtbot, monkeypatch):
    """A drag asks for a new size every frame; a picture begins only once the size has
    held (a slice of painting in every frame's turn of the event loop stalled the drag)."""
    from app.ui.scenes.board_pictures import BoardKey, BoardPictures

    started = _painting_starts(monkeypatch)
    pictures = BoardPictures()
    sizes = [(700 + 8 * step, 500 + 5 * step) for step in range(6)]
    for width, height in sizes:
        pictures.request(BoardKey(width, height, 1.0, True))
        qtbot.wait(10)  # a frame of the drag (shorter than board_pictures.SETTLE_MS)
    last = BoardKey(*sizes[-1], 1.0, True)
    with qtbot.waitSignal(pictures.ready, timeout=20000, check_params_cb=lambda key: key == last):
        pass
    assert started == [sizes[-1]]
    assert all(pictures.picture(BoardKey(*size, 1.0, True)) is None for size in sizes[:-1])


def test_opening_bao_shows_its_first_frame_before_the_board_painting_begins(qtbot, monkeypatch):
    """The board's picture is asked for when it is first drawn: asked for while the game
    screen was built, its first slice ran in the same turn of the event loop as the
    screen's first frame."""
    from PySide6.QtCore import QEvent, QObject

    from app.ui.scenes import board_pictures

    started = _painting_starts(monkeypatch)
    # A cache of its own: a board another test painted at this size is shown at once.
    monkeypatch.setattr(board_pictures, "_shared", None)
    window = make_window(qtbot, size=(1280, 800))
    events: list[str] = []

    class FirstFrame(QObject):
        def eventFilter(self, watched, event):  # noqa: N802
            if event.type() == QEvent.Type.Paint and not events:
                size = (view.scene.board_key.width, view.scene.board_key.height)
                events.append("frame, the board begun" if size in started else "frame, the board not begun")
            return False

    view = window.open_game("bao", resume=False)
    spy = FirstFrame()
    view.board_view.viewport().installEventFilter(spy)
    qtbot.waitUntil(view.scene.board_ready, timeout=20000)
    assert events == ["frame, the board not begun"]
    assert (view.scene.board_key.width, view.scene.board_key.height) in started


def test_moving_to_a_screen_of_another_scale_redraws_the_tables_for_it(qtbot, monkeypatch):
    """Qt sends no resize when only the device pixel ratio changes (the window moved to
    another screen): the Bao board and a card table are laid out again for the new ratio
    (the board's picture, its seeds and badges; the cards and the felt)."""
    from PySide6.QtCore import QCoreApplication, QEvent

    window = make_window(qtbot, size=(1280, 800))
    bao = window.open_game("bao", resume=False)
    qtbot.waitUntil(bao.scene.board_ready, timeout=20000)
    monkeypatch.setattr(bao.board_view, "devicePixelRatioF", lambda: 2.0)
    QCoreApplication.sendEvent(bao.board_view, QEvent(QEvent.Type.DevicePixelRatioChange))
    assert bao.scene.dpr == 2.0 and bao.scene.board_key.dpr == 2.0
    assert all(pit.dpr == 2.0 for pit in bao.scene.pits.values())
    qtbot.waitUntil(bao.scene.board_ready, timeout=20000)
    cards = window.open_game("kozel", resume=False)
    monkeypatch.setattr(cards.table_view, "devicePixelRatioF", lambda: 2.0)
    QCoreApplication.sendEvent(cards.table_view, QEvent(QEvent.Type.DevicePixelRatioChange))
    assert cards.scene.dpr == 2.0
    shown = [item for item in cards.scene.items_by_card.values() if item.isVisible()]
    assert shown and all(item.dpr == 2.0 and item.pixmap().devicePixelRatio() == 2.0 for item in shown)
