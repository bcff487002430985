"""Colours and the application style sheet (one place for the look of the widgets)."""

from __future__ import annotations

BACKGROUND = "#2a211b"      # warm dark brown, like a table in the evening
PANEL = "#3a2e25"
PANEL_BORDER = "#5a4637"
TEXT = "#f3ead8"
MUTED_TEXT = "#c9b9a0"
ACCENT = "#e9b949"          # brass
ACCENT_TEXT = "#2a1b0c"
FELT = ("#1f5b3f", "#123b29")  # the card tables' felt, lighter in the middle (felt_gradient)
BANNER = "#f6d58a"
HEADING_FONT_PX = 18

STYLE_SHEET = f"""
QMainWindow, QWidget#Home, QWidget#GameHost, QDialog, QMessageBox {{ background: {BACKGROUND}; }}
QTabWidget::pane {{ border: 1px solid {PANEL_BORDER}; border-radius: 6px; top: -1px; }}
QTabBar::tab {{ background: #2f2620; color: {MUTED_TEXT}; padding: 6px 14px; border: 1px solid {PANEL_BORDER};
    border-bottom: none; border-top-left-radius: 6px; border-top-right-radius: 6px; margin-right: 2px; }}
QTabBar::tab:selected {{ background: {PANEL}; color: {TEXT}; }}
QTableWidget {{ gridline-color: {PANEL_BORDER}; }}
QToolTip {{ background: #2f2620; color: {TEXT}; border: 1px solid {PANEL_BORDER}; }}
QWidget {{ color: {TEXT}; font-size: 14px; }}
QLabel#Title {{ font-size: 34px; font-weight: 700; color: {TEXT}; }}
QLabel#Subtitle {{ font-size: 16px; color: {MUTED_TEXT}; }}
QLabel#CardTitle {{ font-size: 19px; font-weight: 700; }}
QLabel#CardText {{ color: {MUTED_TEXT}; }}
QFrame#GameCard QLabel#CardText {{ qproperty-alignment: 'AlignTop | AlignLeft'; }}
QLabel#Heading {{ font-size: {HEADING_FONT_PX}px; font-weight: 700; }}
QLabel#Turn {{ font-size: 17px; font-weight: 700; }}
QLabel#Prompt {{ font-size: 15px; color: {BANNER}; }}
QFrame#GameCard, QFrame#Panel {{ background: {PANEL}; border: 1px solid {PANEL_BORDER};
    border-radius: 10px; }}
QFrame#Banner {{ background: {BANNER}; border-radius: 6px; }}
QFrame#Banner QLabel {{ color: #3a2608; }}
QFrame#Banner QPushButton {{ background: transparent; color: #3a2608; border: none;
    font-weight: 700; padding: 2px 8px; }}
QPushButton {{ background: #4d3d30; border: 1px solid #6b5544; border-radius: 6px;
    padding: 6px 14px; color: {TEXT}; }}
QPushButton:hover {{ background: #5c4939; }}
QPushButton:pressed {{ background: #3f3227; }}
QPushButton:disabled {{ color: #8a7a66; background: #3a2f26; border-color: #4a3d32; }}
QPushButton#Primary {{ background: {ACCENT}; color: {ACCENT_TEXT}; border-color: #b98a2a;
    font-weight: 700; }}
QPushButton#Primary:hover {{ background: #f2c862; }}
QPushButton#Primary:disabled {{ background: #6a5a45; color: #3a2f26; }}
QListWidget, QTextBrowser, QTableWidget, QTreeWidget {{ background: #241c17; border: 1px solid {PANEL_BORDER};
    border-radius: 6px; color: {TEXT}; }}
QScrollBar:vertical {{ background: #241c17; width: 10px; margin: 0; }}
QScrollBar::handle:vertical {{ background: #6b5544; border-radius: 5px; min-height: 24px; }}
QScrollBar::add-line:vertical, QScrollBar::sub-line:vertical {{ height: 0; }}
QScrollBar::add-page:vertical, QScrollBar::sub-page:vertical {{ background: none; }}
QProgressBar {{ background: #241c17; border: none; border-radius: 3px; }}
QProgressBar::chunk {{ background: {ACCENT}; border-radius: 3px; }}
QHeaderView::section {{ background: {PANEL}; color: {TEXT}; border: none; padding: 4px; }}
QMenuBar {{ background: #211a15; color: {TEXT}; }}
QMenuBar::item:selected {{ background: #4d3d30; }}
QMenu {{ background: #2f2620; color: {TEXT}; border: 1px solid {PANEL_BORDER}; }}
QMenu::item:selected {{ background: #5c4939; }}
QMenu::item:disabled {{ color: #7d6e5c; }}
QStatusBar {{ background: #211a15; color: {MUTED_TEXT}; }}
QComboBox {{ background: #4d3d30; border: 1px solid #6b5544; border-radius: 5px; padding: 4px 8px; }}
QSpinBox, QLineEdit {{ background: #241c17; border: 1px solid #6b5544; border-radius: 5px; padding: 3px 6px;
    color: {TEXT}; }}
QSpinBox:disabled, QComboBox:disabled {{ color: #8a7a66; }}
QComboBox QAbstractItemView {{ background: #2f2620; color: {TEXT}; }}
QGroupBox {{ border: 1px solid {PANEL_BORDER}; border-radius: 8px; margin-top: 14px; padding-top: 8px; }}
QGroupBox::title {{ subcontrol-origin: margin; left: 10px; padding: 0 4px; }}
"""


def felt_gradient(rect, reach: float = 0.75):
    """The card tables' felt over ``rect`` (a QRectF): a radial gradient from the middle,
    ``reach`` times the longer side to its darkest (the table, its loading page, the home
    screen's pictures)."""
    from PySide6.QtGui import QColor, QRadialGradient

    gradient = QRadialGradient(rect.center(), max(rect.width(), rect.height()) * reach)
    gradient.setColorAt(0.0, QColor(FELT[0]))
    gradient.setColorAt(1.0, QColor(FELT[1]))
    return gradient
