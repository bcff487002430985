"""A word-wrapped label that is never shorter than its text (see ``WrappedLabel``)."""

from __future__ import annotations

from PySide6.QtCore import Qt
from PySide6.QtWidgets import QLabel


class WrappedLabel(QLabel):
    """A word-wrapped label that always gets the height its text needs at its width.

    Qt gives a wrapped label its height-for-width only in some layouts; inside the main
    window's stack the tutorial could cut a long explanation's last line (seen at 1024 px
    in Tagalog), and a side panel in its scroll area gave a long Filipino auction prompt
    9 pixels less than it needed. The label therefore raises its own minimum height to
    fit its text; ``lines`` are reserved even when the text is shorter (so that what is
    below does not jump).
    """

    def __init__(self, lines: int = 0) -> None:
        super().__init__()
        self.setWordWrap(True)
        self.setAlignment(Qt.AlignmentFlag.AlignTop | Qt.AlignmentFlag.AlignLeft)
        self._lines = lines

    def _fit(self) -> None:
        self.ensurePolished()
        reserved = self._lines * self.fontMetrics().lineSpacing()
        if self.minimumHeight():  # QLabel's height-for-width never answers less than it
            self.setMinimumHeight(0)
        needed = self.heightForWidth(max(1, self.width())) if self.text() else 0
        height = max(reserved, needed)
        if self.minimumHeight() != height:
            self.setMinimumHeight(height)

    def setText(self, text: str) -> None:  # noqa: N802
        if text == self.text():  # (views set their labels on every refresh: nothing to fit)
            return
        super().setText(text)
        self._fit()

    def resizeEvent(self, event) -> None:  # noqa: N802
        super().resizeEvent(event)
        self._fit()
