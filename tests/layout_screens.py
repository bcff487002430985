"""Every screen of the app, reached the way a player reaches it, and what is wrong with its
layout (not a test module: the layout check and the "no English left" checks share it).

``visit_screens(window, language)`` drives one main window through the home screen, each
game (mid-game, and with a deal's or game's result showing), every tutorial step and every
dialog (settings pages, statistics, rules, shortcuts), yielding a ``Screen`` for each; the
caller resizes the window and inspects what is shown. It uses the window's public
behaviour only (its actions, ``open_game``, the views' ``play``/``restore``/``snapshot``,
the tutorial's Next and the expected moves), so it survives a rewrite of the views.

``layout_problems(widget)`` lists the visible labels, buttons, boxes and tabs whose text
does not fit them; ``dialog_problems(dialog)`` a dialog larger than its screen;
``scrolling_panels(window)`` a side panel that needs its scroll bar.
"""

from __future__ import annotations

import random
import re
from collections.abc import Callable, Iterator
from dataclasses import dataclass

from PySide6.QtCore import QPoint, QRect, Qt, QTimer
from PySide6.QtGui import Qt as GuiQt  # mightBeRichText lives in QtGui's Qt namespace
from PySide6.QtGui import QTextDocument
from PySide6.QtTest import QTest
from PySide6.QtWidgets import (
    QAbstractButton,
    QAbstractScrollArea,
    QApplication,
    QCheckBox,
    QComboBox,
    QDialog,
    QLabel,
    QPushButton,
    QRadioButton,
    QScrollArea,
    QStyle,
    QStyleOptionButton,
    QStyleOptionComboBox,
    QTabBar,
    QTabWidget,
    QWidget,
)

GAMES = ("bao", "kozel", "svoi_kozyri", "back_alley")
# The speed at which a deal's result waits on the table (at "instant" it never shows).
RESULT_SPEED = "fast"
# A pixel of slack: Qt rounds text widths and layout positions separately.
SLACK = 1
BORDER = 1  # the theme's buttons have a 1-pixel border


@dataclass
class Screen:
    """One screen to inspect: ``name`` says where it is ("cy back_alley mid-game");
    ``widgets`` are the top-level widgets shown (the main window, an open dialog);
    ``dialog`` is the open dialog, if any (dialogs follow the screen, not the window)."""

    name: str
    widgets: list[QWidget]
    dialog: QDialog | None = None
    view: object = None
    game: bool = False  # a game's own screen (not the home screen, not a tutorial)
    tutorial: bool = False  # a tutorial step


# -- waiting without sleeping ------------------------------------------------------------------
def wait_until(predicate: Callable[[], bool], timeout_ms: int = 20000, what: str = "") -> None:
    """Process events until ``predicate()`` holds (pytest-qt's waitUntil, usable outside
    a test too); AssertionError after ``timeout_ms``."""
    waited = 0
    while not predicate():
        if waited >= timeout_ms:
            raise AssertionError(f"timed out waiting for {what or predicate}")
        QTest.qWait(10)
        waited += 10


def settle(window) -> None:
    """Let posted layout requests run (not the view's ``settle``: it would finish the
    animation, and with it a deal's result waiting on the table)."""
    for _ in range(3):
        QApplication.processEvents()


# -- what does not fit -----------------------------------------------------------------------
def _plain(text: str) -> str:
    """A button's text as drawn: "&&" is an ampersand, a single "&" marks the mnemonic."""
    return re.sub(r"&(.)", r"\1", text)


def _label_problem(label: QLabel) -> str | None:
    text = label.text()
    if not text or not label.pixmap().isNull():
        return None
    room = label.contentsRect()
    margin = label.margin()
    indent = max(label.indent(), 0)
    width = room.width() - 2 * margin - indent
    height = room.height() - 2 * margin
    rich = label.textFormat() == Qt.TextFormat.RichText or (
        label.textFormat() == Qt.TextFormat.AutoText and GuiQt.mightBeRichText(text))
    document = QTextDocument()
    document.setDefaultFont(label.font())
    document.setDocumentMargin(0)
    if rich:
        document.setHtml(text)
    else:
        document.setPlainText(text)
    if label.wordWrap():
        document.setTextWidth(max(1, width))
        # A word longer than the line, or wrapped lines taller than the label.
        if document.idealWidth() > width + SLACK:
            return f"a word is wider than the label ({document.idealWidth():.0f} > {width})"
        needed = label.heightForWidth(label.width())
        if needed > label.height() + SLACK:
            return f"wrapped text needs {needed} px, has {label.height()}"
        return None
    hint = label.sizeHint()
    if hint.width() > label.width() + SLACK:
        return f"text needs {hint.width()} px, has {label.width()}"
    if hint.height() > label.height() + SLACK and height < label.fontMetrics().height():
        return f"text needs {hint.height()} px high, has {label.height()}"
    return None


def _button_problem(button: QAbstractButton) -> str | None:
    text = _plain(button.text())
    if not text:
        return None
    metrics = button.fontMetrics()
    needed = max(metrics.horizontalAdvance(line) for line in text.split("\n"))
    if isinstance(button, QPushButton):
        option = QStyleOptionButton()
        button.initStyleOption(option)
        room = button.style().subElementRect(QStyle.SubElement.SE_PushButtonContents, option, button)
        if not button.icon().isNull():
            needed += button.iconSize().width() + 4
    elif isinstance(button, (QCheckBox, QRadioButton)):
        option = QStyleOptionButton()
        button.initStyleOption(option)
        element = (QStyle.SubElement.SE_CheckBoxContents if isinstance(button, QCheckBox)
                   else QStyle.SubElement.SE_RadioButtonContents)
        room = button.style().subElementRect(element, option, button)
    else:
        room = button.contentsRect()
    if needed > room.width() + SLACK:
        return f"text needs {needed} px, has {room.width()}"
    # Upright, the text may use the padding: only the border cuts it.
    inside = button.height() - 2 * BORDER
    if metrics.height() > inside + SLACK:
        return f"text is {metrics.height()} px high, has {inside}"
    return None


def _cut_by_parents(widget: QWidget) -> str | None:
    """Part of the widget lies outside a parent (which clips it): a squeezed row of
    buttons, a label pushed below its box. A scroll area's content is not cut, it
    scrolls; a widget outside the window is."""
    window = widget.window()
    own = QRect(widget.mapTo(window, QPoint(0, 0)), widget.size())
    shown_part = own
    parent = widget.parentWidget()
    while parent is not None and not parent.isWindow():
        holder = parent.parentWidget()
        if isinstance(holder, QAbstractScrollArea) and parent is holder.viewport():
            break  # the content of a scroll area goes on beyond its view
        shown_part = shown_part.intersected(QRect(parent.mapTo(window, QPoint(0, 0)), parent.size()))
        parent = holder
    else:
        shown_part = shown_part.intersected(window.rect())
    if shown_part.width() + SLACK < own.width() or shown_part.height() + SLACK < own.height():
        return f"only {shown_part.width()}x{shown_part.height()} of {own.width()}x{own.height()} is inside its parents"
    return None


def _combo_problem(combo: QComboBox) -> str | None:
    text = combo.currentText()
    if not text:
        return None
    option = QStyleOptionComboBox()
    combo.initStyleOption(option)
    room = combo.style().subControlRect(QStyle.ComplexControl.CC_ComboBox, option,
                                        QStyle.SubControl.SC_ComboBoxEditField, combo)
    needed = combo.fontMetrics().horizontalAdvance(text)
    if needed > room.width() + SLACK:
        return f"text needs {needed} px, has {room.width()}"
    return None


def _tab_problems(bar: QTabBar) -> list[str]:
    found = []
    for index in range(bar.count()):
        if bar.tabRect(index).width() + SLACK < bar.tabSizeHint(index).width():
            found.append(f"tab {bar.tabText(index)!r} is elided")
    return found


def shown(widget: QWidget) -> bool:
    """Visible on screen: shown, with some of it inside its parents (a widget scrolled
    out of a scroll area's view still counts: scrolling to it shows the same text)."""
    return widget.isVisible() and widget.width() > 0 and widget.height() > 0


def layout_problems(*roots: QWidget) -> list[str]:
    """Visible labels, buttons, boxes and tabs whose text is wider (or taller) than what
    they are given, i.e. cut or elided on screen."""
    found = []
    for root in roots:
        for widget in [root, *root.findChildren(QWidget)]:
            if not shown(widget):
                continue
            if isinstance(widget, QLabel):
                problem = _label_problem(widget)
                text = widget.text()
            elif isinstance(widget, QAbstractButton) and not isinstance(widget, QTabBar):
                problem = _button_problem(widget)
                text = widget.text()
            elif isinstance(widget, QComboBox):
                problem = _combo_problem(widget)
                text = widget.currentText()
            elif isinstance(widget, QTabBar):
                found.extend(f"QTabBar: {problem}" for problem in _tab_problems(widget))
                continue
            else:
                continue
            problem = problem or _cut_by_parents(widget)
            if problem:
                found.append(f"{type(widget).__name__} {text[:60]!r}: {problem}")
    return found


def overlapping_buttons(*roots: QWidget) -> list[str]:
    """Visible buttons of one parent drawn over each other (a squeezed grid of bids)."""
    found = []
    for root in roots:
        for parent in [root, *root.findChildren(QWidget)]:
            buttons = [child for child in parent.children()
                       if isinstance(child, QAbstractButton) and shown(child)]
            for number, button in enumerate(buttons):
                for other in buttons[number + 1:]:
                    if button.geometry().intersects(other.geometry()):
                        found.append(f"buttons {button.text()!r} and {other.text()!r} overlap")
    return found


def dialog_problems(dialog: QWidget) -> list[str]:
    """A dialog larger than the room its screen gives windows."""
    screen = dialog.screen()
    room = screen.availableGeometry()
    frame = dialog.frameGeometry()
    found = []
    if frame.height() > room.height() or frame.width() > room.width():
        found.append(f"{dialog.windowTitle()!r} is {frame.width()}x{frame.height()}, the screen "
                     f"{room.width()}x{room.height()}")
    return found


def scrolling_panels(window: QWidget) -> list[str]:
    """Side panels (scroll areas in the main window) that need their scroll bar."""
    return [f"{area.objectName() or type(area.widget()).__name__} scrolls "
            f"({area.verticalScrollBar().maximum()} px)"
            for area in window.findChildren(QScrollArea)
            if shown(area) and area.verticalScrollBar().maximum() > 0]


# -- English left on a translated screen ---------------------------------------------------
# A shown text is looked at piece by piece (a label's lines, "bid: 3 · dealer"), so one
# piece the translator rightly kept does not excuse the others.
PIECES = re.compile(r"\n| · ")


def _source_pattern(source: str) -> re.Pattern:
    """An English message as shown: its fields ({0}, %n) may hold anything, "&" marks a
    mnemonic, and the text may be shown with or without it."""
    pattern = re.escape(source.replace("&&", "\0").replace("&", "").replace("\0", "&"))
    pattern = re.sub(r"\\\{[^{}]*\\\}|%n", ".+", pattern)
    return re.compile(pattern, re.DOTALL)


def english_messages(language: str) -> tuple[list[re.Pattern], list[re.Pattern]]:
    """(the English messages that ``language`` translates differently, the texts it
    shows: messages kept as they are somewhere, and its translations) as patterns of
    what the screen shows."""
    from app.i18n import build, catalog

    _, messages = catalog.read_ts(build.ts_path(language))
    changed, kept = [], []
    for message in messages:
        if not message.forms or not re.search(r"[^\W\d_]{2}", re.sub(r"\{[^{}]*\}|<[^>]*>", "", message.source)):
            continue  # unfinished, or no word to translate ("{0}: {1}", "—")
        same = all(form == message.source for form in message.forms)
        (kept if same else changed).append(_source_pattern(message.source))
        # A translation that reads like another message's English ("contract o {0}"
        # in Welsh) is the language's own text.
        kept += [_source_pattern(form) for form in message.forms if form != message.source]
    return changed, kept


def shown_texts(*roots: QWidget) -> list[str]:
    """Every text a player sees in ``roots``: labels, buttons, list boxes, tabs, group
    titles, list and table items, window titles, menus, the status bar, and the texts
    drawn on a game's table or board."""
    from PySide6.QtGui import QAction
    from PySide6.QtWidgets import QGraphicsView, QGroupBox, QListWidget, QMainWindow, QTableWidget

    texts: list[str] = []
    for root in roots:
        texts.append(root.windowTitle())
        if isinstance(root, QMainWindow):
            texts.append(root.statusBar().currentMessage())
            for action in root.menuBar().findChildren(QAction):
                texts.append(action.text())
        for widget in [root, *root.findChildren(QWidget)]:
            if not shown(widget):
                continue
            if isinstance(widget, (QLabel, QAbstractButton)):
                texts.append(widget.text())
            elif isinstance(widget, QComboBox):
                texts += [widget.itemText(index) for index in range(widget.count())]
            elif isinstance(widget, QTabBar):
                texts += [widget.tabText(index) for index in range(widget.count())]
            elif isinstance(widget, QGroupBox):
                texts.append(widget.title())
            elif isinstance(widget, QListWidget):
                texts += [widget.item(index).text() for index in range(widget.count())]
            elif isinstance(widget, QTableWidget):
                for column in range(widget.columnCount()):
                    header = widget.horizontalHeaderItem(column)
                    texts.append(header.text() if header else "")
                texts += [widget.item(row, column).text() for row in range(widget.rowCount())
                          for column in range(widget.columnCount()) if widget.item(row, column)]
            elif isinstance(widget, QGraphicsView) and widget.scene() is not None:
                for item in widget.scene().items():
                    if item.isVisible():
                        texts += [value for name in ("text", "title", "detail")
                                  if isinstance(value := getattr(item, name, None), str)]
    return [text for text in texts if text]


def english_left(texts: list[str], messages: tuple[list[re.Pattern], list[re.Pattern]]) -> list[str]:
    """The texts (or their pieces) that are an English message the language translates."""
    changed, kept = messages
    found = []
    for text in texts:
        for piece in [text, *PIECES.split(text)]:
            piece = _plain(piece).strip()
            if piece and any(pattern.fullmatch(piece) for pattern in changed) \
                    and not any(pattern.fullmatch(piece) for pattern in kept):
                found.append(piece[:80])
                break
    return found


# -- getting to each screen ----------------------------------------------------------------------
def modal_dialog(trigger: Callable[[], None], inspect: Callable[[QDialog], None]) -> None:
    """Open a modal dialog with ``trigger`` (a menu action), run ``inspect`` on it while
    it is up, then close it. An exception in ``inspect`` is raised here."""
    errors: list[BaseException] = []

    def look() -> None:
        dialog = QApplication.activeModalWidget()
        if dialog is None:
            QTimer.singleShot(10, look)
            return
        try:
            inspect(dialog)
        except BaseException as error:  # noqa: BLE001 - re-raised below, outside exec()
            errors.append(error)
        finally:
            dialog.reject() if isinstance(dialog, QDialog) else dialog.close()

    QTimer.singleShot(0, look)
    trigger()
    if errors:
        raise errors[0]


def _tab_pages(kind: str) -> Callable[[QDialog], list]:
    """A dialog's tabs, each a page: (name, show it)."""
    def pages(dialog: QDialog) -> list:
        tabs = dialog.findChild(QTabWidget)
        return [(f"{kind} {tabs.tabText(index)}", lambda i=index: tabs.setCurrentIndex(i))
                for index in range(tabs.count())]
    return pages


def _single_page(kind: str) -> Callable[[QDialog], list]:
    return lambda _dialog: [(kind, lambda: None)]


def dialog_screens(window) -> list[tuple[Callable[[], None], Callable[[QDialog], list]]]:
    """The dialogs a player opens from the menus: (their menu action, their pages)."""
    return [
        (window.settings_action.trigger, _tab_pages("settings")),
        (window.statistics_action.trigger, _single_page("statistics")),
        (window.rules_action.trigger, _tab_pages("rules")),
        (window.shortcuts_action.trigger, _single_page("shortcuts")),
    ]


def inspect_dialogs(window, language: str, check: Callable[[Screen], None]) -> None:
    """Open every dialog from its menu and call ``check`` on each of its pages shown."""
    for trigger, pages in dialog_screens(window):
        def inspect(dialog, pages=pages):
            for page_name, show_page in pages(dialog):
                show_page()
                for _ in range(2):
                    QApplication.processEvents()
                check(Screen(f"{language} {page_name}", [dialog], dialog=dialog))
        modal_dialog(trigger, inspect)


def _human_seats(view) -> set[int]:
    sides = getattr(view, "human_sides", None)
    return set(sides()) if callable(sides) else {0}


def _advanced(view, seed: int, stop: Callable) -> tuple[dict, object]:
    """A copy of the view's save advanced with random moves (every seat) to the first
    position where ``stop(session)`` returns something; with what it returned."""
    from app.core.record import GameRecord
    from app.core.session import GameSession

    rng = random.Random(seed)
    content = view.snapshot()
    for _attempt in range(50):
        session = GameSession(GameRecord.from_dict(content["record"]))
        while not session.is_over():
            if session.automatic_pending():
                session.play_automatic()
                continue
            found = stop(session)
            if found is not None:
                return dict(content, record=session.record.to_dict(), state=session.state.to_dict()), found
            session.play(rng.choice(session.legal_actions()))
    raise AssertionError(f"{view.GAME}: no such position found")


def _human_ends_the_deal(humans: set[int]) -> Callable:
    """The human's move that ends the deal or the game, where there is one."""
    from app.core.session import AUTOMATIC

    def stop(session):
        # (Not in Back Alley's auction: four passes deal again, with no result.)
        if session.current_player() not in humans or getattr(session.state, "phase", None) == "bid":
            return None
        for action in session.legal_actions():
            after = session.state.clone()
            after.apply(action)
            if after.is_terminal() or after.current_player() == AUTOMATIC:
                return action
        return None
    return stop


def _human_bids_last(humans: set[int]) -> Callable:
    """Back Alley's longest auction prompt: the other three have bid (issue 16 item 5)."""
    def stop(session):
        state = session.state
        if (getattr(state, "phase", None) == "bid" and session.current_player() in humans
                and sum(bid is not None for bid in state.bids) == 3):
            return True
        return None
    return stop


def _wait_for_the_human(view) -> None:
    wait_until(lambda: view.is_over() or view.awaiting_human(), what=f"{view.GAME} to wait for the human")


def game_screens(window, language: str) -> Iterator[Screen]:
    """Each game mid-game (the human to move; in Back Alley also the auction with three
    bids made) and with its deal's (or game's) result up."""
    for game in GAMES:
        view = window.open_game(game, resume=False)
        _wait_for_the_human(view)
        yield Screen(f"{language} {game} mid-game", [window], view=view, game=True)
        humans = _human_seats(view)
        seed = GAMES.index(game)
        if game == "back_alley":
            content, _ = _advanced(view, seed, _human_bids_last(humans))
            assert view.restore(content), f"{game}: the advanced save was refused"
            _wait_for_the_human(view)
            yield Screen(f"{language} {game} auction, three bids made", [window], view=view, game=True)
        content, last_move = _advanced(view, seed, _human_ends_the_deal(humans))
        assert view.restore(content), f"{game}: the advanced save was refused"
        _wait_for_the_human(view)
        # A card game holds its deal's result on the table until the player goes on, but
        # only at a speed above instant (where every step, the result too, takes no time).
        settings = window.services.settings
        speed = settings.animation_speed()
        settings.set_animation_speed(RESULT_SPEED)
        view.play(last_move)
        waiting = getattr(view, "result_waiting", None)
        wait_until(lambda view=view, waiting=waiting: (waiting is not None and waiting()) or view.is_over(),
                   what=f"{game}'s result")
        yield Screen(f"{language} {game} result", [window], view=view, game=True)
        settings.set_animation_speed(speed)
        view.start_new()  # no resignation asked for: the finished deal is not abandoned
    window.show_home()


def tutorial_screens(window, language: str) -> Iterator[Screen]:
    """Every step of every tutorial, each lesson from its start, played with the step's
    expected move (the moves a player makes; the UI's clicks are tested elsewhere)."""
    for game in GAMES:
        view = window.tutorials.open(game)
        lessons = len(view.tutorial.lessons)
        for lesson in range(lessons):
            view.choose_lesson(lesson)
            view.restart_lesson()
            while True:
                view.finish_animation()
                wait_until(lambda view=view: not view.busy(), what=f"the {game} tutorial")
                run = view.run
                yield Screen(f"{language} tutorial {game} lesson {lesson + 1} step {run.step_index + 1}",
                             [window], view=view, tutorial=True)
                if run.finished or run.lesson_index != lesson:
                    break
                before = (run.lesson_index, run.step_index)
                if run.step.is_info:
                    view.next()
                else:  # the board's own entry for a move (its clicks and keys end there)
                    view.board.play(run.state.parse_action(run.step.expect[0]))
                if (view.run.lesson_index, view.run.step_index) == before:
                    raise AssertionError(f"{game} lesson {lesson + 1}: the step did not advance")
        view.leave()


def visit_screens(window, language: str) -> Iterator[Screen]:
    """The home screen, each game's screens, every tutorial step (dialogs: see
    ``inspect_dialogs``, they are modal)."""
    window.show_home()
    yield Screen(f"{language} home", [window])
    yield from game_screens(window, language)
    yield from tutorial_screens(window, language)
    window.show_home()


# -- the whole check ---------------------------------------------------------------------------
def check_screens(window, language: str, sizes, no_scroll_sizes=(), game_sizes=(), tutorials: bool = True,
                  english: bool = False) -> list[str]:
    """Every finding on every screen in ``language`` at each window size in ``sizes``
    (and the games' screens at ``game_sizes`` too; side panels must not scroll at
    ``no_scroll_sizes``), and in every dialog; with ``english``, also the English texts
    left on each screen but the tutorial steps (their check is test_ui_tutorial's)."""
    from app import i18n

    assert i18n.install_language(language), language
    QApplication.processEvents()
    messages = english_messages(language) if english else None
    findings: list[str] = []

    def english_findings(screen: Screen, *roots: QWidget) -> list[str]:
        if messages is None or screen.tutorial:
            return []
        return [f"{screen.name}: English left: {text!r}" for text in english_left(shown_texts(*roots), messages)]

    screens = visit_screens(window, language) if tutorials else _screens_without_tutorials(window, language)
    for screen in screens:
        for size in (*sizes, *game_sizes) if screen.game else sizes:
            window.resize(*size)
            settle(window)
            problems = layout_problems(window) + overlapping_buttons(window)
            if size in no_scroll_sizes:
                problems += scrolling_panels(window)
            findings += [f"{screen.name} at {size[0]}x{size[1]}: {problem}" for problem in problems]
        findings += english_findings(screen, window)

    def check_dialog(screen: Screen) -> None:
        findings.extend(f"{screen.name}: {problem}"
                        for problem in (layout_problems(*screen.widgets) + overlapping_buttons(*screen.widgets)
                                        + dialog_problems(screen.dialog)))
        findings.extend(english_findings(screen, *screen.widgets))

    inspect_dialogs(window, language, check_dialog)
    return findings


def _screens_without_tutorials(window, language: str) -> Iterator[Screen]:
    window.show_home()
    yield Screen(f"{language} home", [window])
    yield from game_screens(window, language)


def first_legal(subject, **_options):
    """A fast stand-in for the AI: the first legal action."""
    return subject.legal_actions()[0]


def main(argv: list[str]) -> int:
    """The check on the screen the process was started with (an offscreen platform
    configured with a screen size, and QT_SCALE_FACTOR): the window fills the screen's
    room, dialogs must fit it. Prints the findings; exit status 1 if there are any."""
    import tempfile
    from pathlib import Path

    from PySide6.QtCore import QStandardPaths

    from app.i18n import build
    from app.ui.main import create_application, create_services
    from app.ui.main_window import MainWindow

    if argv[:1] == ["--catalogs"]:  # the tests' own built catalogs (see conftest.py)
        folder = Path(argv[1])
        build.i18n_dir = lambda: folder
        argv = argv[2:]
    languages = argv or ["en", "sw", "fil", "cy"]
    with tempfile.TemporaryDirectory() as home:
        import os

        os.environ["HOME"] = home
        QStandardPaths.setTestModeEnabled(True)
        app = create_application()
        services = create_services(persistent=False, chooser=first_legal)
        services.settings.set_animation_speed("instant")
        window = MainWindow(services)
        room = app.primaryScreen().availableGeometry()
        window.show()
        findings = []
        for language in languages:
            findings += check_screens(window, language, [(room.width(), room.height())], tutorials=False)
        window.close()
    for finding in findings:
        print(finding)
    return 1 if findings else 0


if __name__ == "__main__":
    import sys
    from pathlib import Path

    sys.path.insert(0, str(Path(__file__).resolve().parent.parent))
    sys.exit(main(sys.argv[1:]))
