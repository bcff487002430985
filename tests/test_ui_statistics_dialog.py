"""The statistics dialog (issue 20, item 6) through the UI: rows, the chart of the last
results, reset only after confirmation, export as CSV."""

from __future__ import annotations

import csv

from app.core.statistics_book import GameResult, StatisticsBook
from app.games import GAME_IDS
from app.ui import statistics_dialog
from app.ui.statistics_dialog import StatisticsDialog


class BookService:
    """The statistics service as the dialog uses it, over an in-memory book."""

    def __init__(self, book: StatisticsBook) -> None:
        self.stored = book
        self.resets = 0

    def book(self) -> StatisticsBook:
        return self.stored

    def reset(self) -> None:
        self.resets += 1
        self.stored.reset()

    def export_csv(self, path: str) -> str | None:
        try:
            with open(path, "w", encoding="utf-8", newline="") as f:
                f.write(self.stored.to_csv(GAME_IDS))
        except OSError as problem:
            return str(problem)
        return None


def filled_book() -> StatisticsBook:
    book = StatisticsBook()
    for outcome, points in (("won", 180), ("lost", -50), ("won", 90), ("drawn", 0)):
        book.add(GameResult("back_alley", "hard", outcome, points=points, contracts_made=20, contracts_total=25))
    book.add(GameResult("kozel", "easy", "lost", points=12))
    return book


def test_rows_and_chart(qtbot):
    dialog = StatisticsDialog(BookService(filled_book()))
    qtbot.addWidget(dialog)
    assert dialog.table.rowCount() == 2
    texts = [dialog.table.item(0, c).text() for c in range(dialog.table.columnCount())]
    assert texts[0] == "Kozel" and texts[4:7] == ["1", "0", "1"]
    assert dialog.detail_values["average"].text() == "12.0 loss points"
    assert dialog.table.isColumnHidden(1)  # no online results yet: no opponents column
    dialog.table.selectRow(1)
    bars = dialog.chart.bars()
    assert [outcome for outcome, _h in bars] == ["won", "lost", "won", "drawn"]
    assert bars[0][1] == 1.0 and bars[2][1] < bars[0][1]  # Back Alley: height follows the score
    assert dialog.detail_values["contracts"].text() == "80 %"
    assert dialog.detail_values["drawn"].text() == "1" and dialog.detail_values["best_streak"].text() == "1"


def test_reset_needs_a_yes(qtbot, monkeypatch):
    service = BookService(filled_book())
    dialog = StatisticsDialog(service)
    qtbot.addWidget(dialog)
    monkeypatch.setattr(statistics_dialog, "ask_yes_no", lambda *args: False)
    dialog.reset_button.click()
    assert service.resets == 0 and dialog.table.rowCount() == 2
    monkeypatch.setattr(statistics_dialog, "ask_yes_no", lambda *args: True)
    dialog.reset_button.click()
    assert service.resets == 1 and dialog.table.rowCount() == 0
    assert not dialog.empty.isHidden() and not dialog.reset_button.isEnabled()


def test_export_as_csv(qtbot, tmp_path, monkeypatch):
    dialog = StatisticsDialog(BookService(filled_book()))
    qtbot.addWidget(dialog)
    target = tmp_path / "stats.csv"
    monkeypatch.setattr(statistics_dialog, "ask_save_path", lambda *args: str(target))
    dialog.export_button.click()
    lines = list(csv.DictReader(target.open(encoding="utf-8")))
    assert [line["game"] for line in lines] == ["kozel", "back_alley"]
    shown = []
    monkeypatch.setattr(statistics_dialog, "show_message", lambda parent, title, text: shown.append(text))
    assert not dialog.export_to(str(tmp_path / "missing" / "folder" / "x.csv"))
    assert shown and "could not be exported" in shown[0]
