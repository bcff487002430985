"""Card table: the frame time while a 52-card Back Alley deal animates (target < 8 ms).

A frame is what the GUI thread does per animation tick: move the cards of the running
step (``progress``), then let Qt process the events, which repaints the changed parts of
the view (offscreen backing store). A second figure repaints the WHOLE table every frame
(the scene rendered into an image of the table's size): a worst case. Frames are stepped at 60 per second of
animation time at the "normal" speed, so the count matches what a user sees.

    python -m app.bench frames [--size=1920x1080] [--dpr=1.5]
"""

from __future__ import annotations

import os
import statistics
import time

FRAME_MS = 1000 / 60


def main(options: list[str]) -> None:
    os.environ.setdefault("QT_QPA_PLATFORM", "offscreen")
    values = dict(o.lstrip("-").split("=", 1) for o in options if "=" in o)
    size = values.get("size", "1280x800")
    dpr = float(values.get("dpr", "1.0"))
    width, height = (int(v) for v in size.split("x"))
    from PySide6.QtCore import QRectF
    from PySide6.QtGui import QImage, QPainter

    from app.games.back_alley import State
    from app.ui.card_games.back_alley import BackAlleyGameView
    from app.ui.main import create_application, create_services

    app = create_application()
    services = create_services(persistent=False)
    view = BackAlleyGameView(services)
    view.resize(width, height)
    view.show()
    app.processEvents()
    view.animator.clear()
    view.state = State.new(seed=2024, first_dealer=3)
    view._prepare_table()
    view.scene.resize_table(view.table_view.viewport().width(), view.table_view.viewport().height(), dpr)
    view.scene.show_display(view._empty_display())
    steps = view.steps_for(view.state.opening_events())
    image = QImage(int(view.table_view.viewport().width() * dpr), int(view.table_view.viewport().height() * dpr),
                   QImage.Format.Format_ARGB32_Premultiplied)
    image.setDevicePixelRatio(dpr)
    target = QRectF(0, 0, view.table_view.viewport().width(), view.table_view.viewport().height())
    if dpr != 1.0:
        # The window itself paints at the screen's ratio: use QT_SCALE_FACTOR for that.
        print(f"frames: the live view paints at ratio {view.devicePixelRatioF()}; the full repaint at {dpr}")

    def run(full_repaint: bool) -> list[float]:
        view.scene.show_display(view._empty_display())
        app.processEvents()
        times: list[float] = []
        for step in view.steps_for(view.state.opening_events()):
            if step.start:
                step.start()
            frames = int(step.base_ms / FRAME_MS) if step.progress else 0
            for k in range(1, frames + 1):
                began = time.perf_counter()
                step.progress(k / frames)
                if full_repaint:
                    painter = QPainter(image)
                    view.scene.render(painter, target, view.scene.sceneRect())
                    painter.end()
                else:
                    app.processEvents()
                times.append((time.perf_counter() - began) * 1000)
            step.done()
        times.sort()
        return times

    live = run(False)
    times = run(True)
    cards = sum(len(h) for h in view.state.hands)
    print(f"frames: {len(times)} frames over {len(steps)} steps ({cards} cards dealt), window {width}x{height} "
          f"(table {int(target.width())}x{int(target.height())}) at device pixel ratio {dpr}")
    print(f"frames: live view frame time mean {statistics.mean(live):.2f} ms, median {statistics.median(live):.2f} ms, "
          f"95th percentile {live[int(len(live) * 0.95)]:.2f} ms, max {live[-1]:.2f} ms (target < 8 ms)")
    print(f"frames: whole-table repaint every frame: mean {statistics.mean(times):.2f} ms, "
          f"median {statistics.median(times):.2f} ms, "
          f"95th percentile {times[int(len(times) * 0.95)]:.2f} ms, max {times[-1]:.2f} ms (target < 8 ms)")
    print(f"frames: pixmaps in the deck cache: {view.scene.deck.cache_size()}")
    view.shutdown()
