"""The screen shared by the three card games: the table scene, the panel, the human's
selection and choices, and the animation of the table's changes. The game itself runs in
the view's ``Table`` (``app/ui/table``): new game, resume, the computer, undo, hint,
resign, autosave and statistics. A subclass per game supplies the rules-facing parts
(see the "game hooks" section)."""

from __future__ import annotations

from dataclasses import replace
from typing import Any, Callable, Iterable

from PySide6.QtCore import QCoreApplication, QEvent, Qt, QTimer
from PySide6.QtWidgets import QWidget

from app.core.card_events import Dealt, Drew, PickedUp, Played, TrickWon, TrumpShown, TurnTo
from app.core.cards import Card
from app.games import game_info
from app.ui.animation import Step
from app.ui.card_games.dialogs import LastTrickDialog, ScoreSheetDialog
from app.ui.card_games.panel import CardPanel, Choice, LogDivider, scrollable
from app.ui.game_view import GameView
from app.ui.reason_text import hint_reason_text, refusal_text
from app.ui.scenes.card_table import (
    COLLECT_MS,
    DEAL_MS,
    GATHER_MS,
    HAND,
    PILE,
    PLAY_MS,
    STOCK,
    TRICK,
    TRICK_PAUSE_MS,
    WON,
    TableDisplay,
    TableScene,
    TableView,
)
from app.ui.seats import compass_name
from app.ui.services import Services
from app.ui.settings import level_label
from app.ui.side_panel import arrange_game_screen
from app.ui.table import Table
from app.ui.table_options import HAND_ORDER_OPTIONS, card_scale, hand_key, result_seconds

HUMAN = 0  # the human always sits at seat 0 (bottom); the computer plays the others
NOBODY = -1  # ``shown_turn`` while a fresh deal is dealt: no seat is to play yet
# The result of a game / deal waits on the table for a click or Enter before the next
# deal is animated (a hold step of the animator; at the instant speed it does not wait).
# Where the result does not wait (RESULT_WAITS False: a tutorial), it stays this long.
RESULT_PAUSE_MS = 1800
# The choice offered to a player who has finished while the others play on (besides the
# panel's New game).
FINISH_QUICKLY = "finish quickly"


def player_names(players: int) -> list[str]:
    you = QCoreApplication.translate("CardTable", "You")
    seats = {2: ("north",), 3: ("west", "east"), 4: ("west", "north", "east")}[players]
    return [you, *(compass_name(seat) for seat in seats)]


class CardGameView(GameView):
    """Base of the card-game screens (not registered itself)."""

    MULTI_SELECT = False     # Kozel selects several cards for a lead or beat
    TEAM_GAME = True

    def __init__(self, services: Services, parent: QWidget | None = None, table: Table | None = None) -> None:
        super().__init__(services, parent, table)
        self.scene = TableScene(self)
        self.table_view = TableView(self.scene)
        self.table_view.key_handler = self._on_key
        self.table_view.layoutChanged = self._on_layout
        self.panel = CardPanel()
        arrange_game_screen(self, self.table_view, scrollable(self.panel))
        self.scene.cardClicked.connect(self._on_card_clicked)
        self.scene.cardDoubleClicked.connect(self._on_card_double_clicked)
        self.scene.backgroundClicked.connect(self._on_background_clicked)
        self.panel.choiceMade.connect(self._on_choice)
        self.panel.undo_button.clicked.connect(self._on_undo_clicked)
        self.panel.hint_button.clicked.connect(self._on_hint_clicked)
        self.panel.new_button.clicked.connect(self.newGameRequested)
        self.panel.resign_button.clicked.connect(self.resignRequested)
        self.panel.sheet_button.clicked.connect(self.show_score_sheet)
        self.panel.last_trick_button.clicked.connect(self.show_last_trick)
        self.panel.retranslate(self.last_view_title())
        for button in self.command_buttons():
            button.setVisible(self.table.GAME_COMMANDS)
        self._result_shown = False
        self.sections: list[int | None] = []  # per action: the game / deal it belongs to
        # The move log's lines by (seat, its name, notation), for this game in this
        # language (log_lines).
        self._described_moves: dict[tuple[int, str, str], str] = {}
        self.selected: list[Card] = []
        self.focus_card: Card | None = None
        self.hint_action = None
        self._message = ""
        self.shown_turn: int | None = None
        # A deal's cards are flying to the hands: the table's notes, the panel's facts and
        # the seats' details (the trump, "cards: 4") wait until the deal is on the table.
        self._dealing = False
        self.names = player_names(4)
        self._hand_key: tuple = (None, None)  # (what it depends on, the hand's sort key)
        self._results_shown = 0  # counts the deal results shown (a timed dismiss knows its own)

    @property
    def resigned(self) -> bool:
        return self.table.resigned() is not None

    # == game hooks (the subclass implements these) ====================================
    def deck(self) -> list[Card]:
        raise NotImplementedError

    def players(self) -> int:
        raise NotImplementedError

    def display_of_observation(self) -> TableDisplay:
        """Where every card lies in ``self.observation``: the own hand face up, face-up
        cards as they are, every card this seat may not see as a face-down stand-in (an
        unseen card, ``stand_ins``) that an event naming a card trades (``TableScene.reveal``)."""
        raise NotImplementedError

    def sort_key(self, card: Card):
        return card.index

    def hand_order_key(self, card: Card, trump, strength) -> tuple:
        """``card``'s place in the player's hand in the order the settings ask for
        (``app/ui/table_options.hand_key``; the key follows the suits in the hand)."""
        settings = self.services.settings
        hand = frozenset(self.scene.display.cards(HAND, HUMAN))
        signature = (hand, trump, strength, *(settings.table_option(k) for k in HAND_ORDER_OPTIONS))
        if self._hand_key[0] != signature:
            self._hand_key = (signature, hand_key(settings, hand, trump, strength))
        return self._hand_key[1](card)

    def extra_steps(self, event) -> list[Step]:
        """Steps for the game's own events (the shared card events are handled here)."""
        return []

    def choices(self) -> tuple[str, list[Choice]]:
        """The prompt and buttons while the human is to act."""
        raise NotImplementedError

    def on_choice_key(self, key) -> None:
        raise NotImplementedError

    def selectable(self) -> set[Card] | None:
        """Cards of the human's hand that can take part in a legal action now."""
        return None

    def action_cards(self, action) -> list[Card]:
        return []

    def describe(self, player: int, action) -> str:
        return f"{self.names[player]}: {action}"

    def describe_hint(self, action) -> str:
        """The hint as one whole sentence ("Hint: lead 7♣."), never a log line glued
        into another message (a seat name and a colon inside a sentence)."""
        raise NotImplementedError

    def seat_detail(self, player: int) -> str:
        return ""

    def table_notes(self) -> None:
        """Set the stock / pile labels from the observation."""

    def info_text(self) -> str:
        return ""

    def result_text(self) -> str:
        return ""

    def score_sheet(self) -> tuple[list[str], list[list[str]], str]:
        return [], [], ""

    def last_trick(self) -> tuple[list[tuple[str, list[Card | None]]], str]:
        return [], ""

    def last_view_title(self) -> str:
        return self.tr("Last trick")

    def trick_winner_text(self, winner: int) -> str:
        """The last-trick view's footer; the player's own seat has its own sentence (a
        name inside a sentence cannot agree with "You")."""
        if winner == HUMAN:
            return self.tr("You won this trick.")
        return self.tr("Won by {0}.").format(self.names[winner])

    def section_number(self, position) -> int | None:
        """The game or deal of a match that ``position`` (an observation) is in, as
        ``Table.history_sections`` gives it for the actions so far (the move log draws a
        divider where it changes); None: the game has no such parts (``GameInfo.part_of``)."""
        return game_info(self.GAME).part_of(position)

    def section_title(self, number: int) -> str:
        return ""

    def primary_action(self):
        """The action Enter plays for the current selection (None: nothing sensible)."""
        return None

    def explain_illegal(self, action) -> str:
        """Why ``action`` (not legal now) breaks the rules: the table's reason
        (``Table.why_not``: the model's ``State.why_not``) as a whole sentence in plain words with card names, never the
        model's notation."""
        refusal = self.table.why_not(action)
        if refusal is not None:
            return refusal_text(self.GAME, refusal)
        return self.tr("That is not possible now; the buttons show what you can do.")

    def click_action(self, card: Card):
        """The move a click on ``card`` tries (to say why a dim card is not playable)."""
        return None

    # == the table's changes ===========================================================
    def command_buttons(self) -> list[QWidget]:
        panel = self.panel
        return [panel.undo_button, panel.hint_button, panel.new_button, panel.resign_button]

    def on_reset(self) -> None:
        """A new position from the table: a new game's deal is animated, anything else
        (resume, undo, a lesson's position) shown at once."""
        self._stop_showing()
        self._described_moves.clear()  # another game: other names and options
        self.sections = self.table.history_sections()
        self.selected, self.focus_card, self.hint_action, self._message = [], None, None, ""
        self._prepare_table()
        if not self.history and self.table.fresh_deal():
            self.scene.show_display(self._empty_display())
            self.shown_turn = NOBODY  # nobody's turn while the cards are dealt
            self.animator.enqueue(self.steps_for(self.table.opening_events()))
        else:
            self._resync()

    def on_change(self, events: list) -> None:
        self.sections.append(self.section_number(self.observation))
        self.selected = []
        self.hint_action = None
        self._message = ""

    def on_position_shown(self) -> None:
        if self.observation is not None and self.observation.current_player < 0:
            self.shown_turn = None  # between deals or over: nobody's turn
        self.refresh()

    def on_idle(self) -> None:
        self._resync()

    def on_hint(self, action: Any) -> None:
        self.hint_action = action
        cards = self.action_cards(action)
        if cards:
            self.selected = list(cards) if self.MULTI_SELECT or len(cards) == 1 else []
            self.focus_card = cards[0]
        self.refresh()

    def on_refused(self, reason: str) -> None:
        self.selected = []
        self._message = ""
        self.refresh()

    def table_options_changed(self) -> None:
        """A card-table option changed (card size, hand order): draw the table again."""
        self.scene.card_scale = card_scale(self.services.settings)
        if self.observation is not None and not self.animator.is_busy():
            self._resync()
            self.refresh()

    def show_message(self, text: str) -> None:
        """A message from the table (a claim's verdict) in the panel until the next change."""
        self._message = text
        self.refresh()

    def on_failed(self, message: str) -> None:
        self._message = self.tr("The computer could not choose a move: {0}").format(message)
        self.statusMessage.emit(self._message)
        self.refresh()

    def _on_undo_clicked(self) -> None:
        if self.can_undo():
            self.undo()

    def _on_hint_clicked(self) -> None:
        if self.can_hint():
            self.hint()

    def _on_background_clicked(self) -> None:
        if self.dismiss_result():
            return
        if self.animator.is_busy():
            self.animator.finish()

    # == the result of a game / deal ======================================================
    def result_step(self, title: str, detail: str | Callable[[], str]) -> Step:
        """A step that shows a game's or deal's result in the middle of the table until
        the player dismisses it (click, Enter) — non-modal: the window stays usable.
        ``detail`` may be a function: it then reads the position after the change (the
        step shows after the labels moved on to it)."""
        waits = self.table.RESULTS_WAIT

        def show() -> None:
            self._result_shown = waits
            self._results_shown += 1
            seconds = result_seconds(self.services.settings) if waits else None
            if seconds:  # the option: the result goes on by itself after a few seconds
                shown = self._results_shown
                QTimer.singleShot(seconds * 1000, lambda: shown == self._results_shown and self.dismiss_result())
            text = detail() if callable(detail) else detail
            if waits:
                hint = self.tr("Click or press Enter to continue.")
                text = text + "\n" + hint if text else hint
            self.scene.centre_label.set_text(title, text, active=waits)
            self.scene.place_fixed_items()

        def hide() -> None:
            self._result_shown = False
            self.scene.centre_label.set_text("")
            self.scene.place_fixed_items()

        if waits:
            return Step(0, hide, start=show, hold=True)
        return Step(RESULT_PAUSE_MS, hide, lambda _t: None, show)

    def result_waiting(self) -> bool:
        return self._result_shown

    def dismiss_result(self) -> bool:
        """Go on from a shown result (True if there was one)."""
        if not self._result_shown:
            return False
        self.animator.end_current()
        return True

    def _stop_showing(self) -> None:
        self.animator.clear()
        self._dealing = False
        if self._result_shown:  # cleared without its end: take the result off the table
            self._result_shown = False
            self.scene.centre_label.set_text("")

    def retranslate(self) -> None:
        """A language switch: the panel, seat names, labels, prompts and the jokers' name
        bands are rebuilt in the new language from the observation (no cached strings)."""
        self.panel.retranslate(self.last_view_title())
        self.scene.refresh_faces()
        self._described_moves.clear()
        if self.observation is not None:
            self.names = self.seat_names()
            self.refresh()

    def changeEvent(self, event) -> None:  # noqa: N802
        if event.type() == QEvent.Type.LanguageChange:
            self.retranslate()
        super().changeEvent(event)

    def _prepare_table(self) -> None:
        self.scene.centre_label.set_text("")
        n = self.players()
        self.names = self.seat_names()
        self.scene.four_colour = self.services.settings.game_option(self.GAME, "card_colours") == "four"
        self.scene.card_scale = card_scale(self.services.settings)
        self.scene.hand_sort = self.sort_key
        self.scene.team_piles = self.TEAM_GAME
        self.scene.set_cards(self.deck(), n, HUMAN)

    def seat_names(self) -> list[str]:
        """Each seat's name on the table, in the log and the prompts: "You", then the
        places ("West", "North"...); at a table that knows its players (online) a
        person's own name and, for a computer's seat, its place and "computer" (two
        computers stay apart in the move log)."""
        names = player_names(self.players())
        for seat in range(1, len(names)):
            name = self.table.player_name(seat)
            if name is not None:
                names[seat] = name or self.tr("{0} (computer)").format(names[seat])
        return names

    def stand_ins(self, unseen: Iterable[Card]) -> Callable[[int], list[Card]]:
        """``take(n)``: the next ``n`` of ``unseen`` (the cards this seat has not seen, in a
        fixed order), to lie face down where the observation has only a count."""
        pool = iter(unseen)

        def take(count: int) -> list[Card]:
            return [next(pool) for _ in range(count)]
        return take

    def _empty_display(self) -> TableDisplay:
        display = TableDisplay(players=self.players())
        display.gather(self.deck())
        return display

    def _resync(self) -> None:
        self._dealing = False
        self.scene.selected = set(self.selected)
        self.scene.show_display(self.display_of_observation())
        self.shown_turn = None if self.shown_over() else self.observation.current_player

    # == queries ======================================================================
    def shown_over(self) -> bool:
        """Is the game over in the position the table shows?"""
        return self.observation is not None and (self.observation.is_terminal() or self.resigned)

    def legal_actions(self) -> list:
        """The local player's choices now (the table's: it is the judge)."""
        return self.table.legal_actions() if self.awaiting_human() else []

    def parse_action(self, text: str) -> Any:
        """An action of this game from its notation."""
        return game_info(self.GAME).state_class().parse_action(text)

    def parse_logged(self, text: str) -> Any:
        """An action of the move log (``Table.history``: the public notation, where a card
        hidden from this seat is ``HIDDEN``)."""
        return game_info(self.GAME).parse_public_notation(text)

    def refusal_reason(self) -> str | None:
        return self.table.undo_refusal()

    def shutdown(self) -> None:
        self._stop_showing()
        super().shutdown()

    # == events -> table steps ==========================================================
    def steps_for(self, events: list) -> list[Step]:
        """The table's animation of ``events`` (as this seat may see them: a card it may
        not see is ``HIDDEN``, drawn as a face-down stand-in, ``TableScene.reveal``)."""
        steps: list[Step] = []
        scene = self.scene
        human = HUMAN
        previous = None
        for event in events:
            if isinstance(previous, Dealt) and not isinstance(event, (Dealt, TrumpShown)):
                steps.append(Step(0, self._deal_on_the_table))
            if isinstance(event, Dealt):
                if not isinstance(previous, Dealt):
                    deck = self.deck()
                    steps.append(scene.motion_step(lambda d, deck=deck: self._gather(d, deck), GATHER_MS,
                                                   prepare=self._deal_begins))
                steps.append(self.moving_step([event.card], ((STOCK,),), (HAND, event.player),
                                              event.player == human and event.card is not None, DEAL_MS))
            elif isinstance(event, TrumpShown):
                steps.append(scene.pause_step(TRICK_PAUSE_MS // 2, lambda e=event: self._show_trump(e.card)))
            elif isinstance(event, Played):
                zone = (PILE,) if scene.trick_style == "pile" else (TRICK, event.player)
                steps.append(self.moving_step(event.cards, ((HAND, event.player),), zone, event.face_up, PLAY_MS))
            elif isinstance(event, TrickWon):
                steps.append(scene.pause_step(TRICK_PAUSE_MS))
                team = event.player % 2 if self.TEAM_GAME else event.player
                steps.append(self.moving_step(event.cards, self.trick_zones(), (WON, team), False, COLLECT_MS))
            elif isinstance(event, Drew):
                steps.append(self._draw_step(event))
            elif isinstance(event, PickedUp):
                steps.append(self.moving_step(event.cards, ((PILE,),), (HAND, event.player), event.player == human,
                                              PLAY_MS + 80))
            elif isinstance(event, TurnTo):
                steps.append(Step(0, lambda e=event: self._show_turn(e.player)))
            else:
                steps.extend(self.extra_steps(event))
            previous = event
        if isinstance(previous, Dealt):
            steps.append(Step(0, self._deal_on_the_table))
        return steps

    def trick_zones(self) -> tuple[tuple, ...]:
        return ((PILE,), *((TRICK, p) for p in range(self.players())))

    def moving_step(self, cards, sources: tuple[tuple, ...], zone: tuple, face_up: bool, base_ms: int,
                    after=None) -> Step:
        """A motion step moving ``cards`` (some may be ``HIDDEN``) from ``sources`` to
        ``zone``; a hidden card always lies face down."""
        known: list[Card | None] = []

        def prepare() -> None:
            known.clear()
            for card in cards:
                known.append(self.scene.reveal(card, sources, [c for c in known if c is not None]))

        def move(d: TableDisplay) -> None:
            for card, shown in zip(cards, known):
                if shown is not None:
                    d.move(shown, zone, face_up and card is not None)
        return self.scene.motion_step(move, base_ms, after, prepare)

    def _gather(self, display: TableDisplay, deck: list[Card]) -> None:
        display.gather(deck)
        display.trump_indicator = None

    def _draw_step(self, event: Drew) -> Step:
        def after() -> None:
            if event.card is not None and event.card is self.scene.display.trump_indicator:
                # The shown trump card left the stock: its copy beside the stock goes too.
                self.scene.display.trump_indicator = None
                self.scene.place_fixed_items()
        return self.moving_step([event.card], ((STOCK,),), (HAND, event.player),
                                event.player == HUMAN and event.card is not None, DEAL_MS * 2, after)

    def _show_trump(self, card: Card) -> None:
        self.scene.display.trump_indicator = card
        self._deal_on_the_table()  # the trump is turned: the deal is done

    def _deal_begins(self) -> None:
        self._set_dealing(True)

    def _deal_on_the_table(self) -> None:
        self._set_dealing(False)

    def _set_dealing(self, dealing: bool) -> None:
        self._dealing = dealing
        self._show_notes()
        self._update_seat_labels()  # (places the labels, the stock's note too)
        self._show_info()

    def _show_notes(self) -> None:
        """The table's notes (``table_notes``); the stock's (the trump) is hidden in its
        place while a deal is dealt. (Placed with the seats' labels, which follow.)"""
        self.table_notes()
        self.scene.stock_note_hidden = self._dealing

    def _show_info(self) -> None:
        """The panel's facts (``info_text``), hidden in their place while a deal is dealt."""
        self.panel.info.setText(self.info_text())
        self.panel.info.setVisible(not self._dealing)

    def _show_turn(self, player: int) -> None:
        self.shown_turn = player
        self._update_seat_labels()
        if not self.shown_over():
            self.panel.turn.setText(self._turn_text(False, self.table.thinking()))
            self.statusMessage.emit(self.panel.turn.text())

    # == human input ====================================================================
    def _on_card_clicked(self, card: Card) -> None:
        if self.dismiss_result():
            return
        if self.animator.is_busy():
            self.animator.finish()
            return
        if not self.awaiting_human():
            return
        selectable = self.selectable()
        if selectable is not None and card not in selectable:
            action = self.click_action(card)
            if self.refused_by_table(action):
                return  # a lesson says why
            refusal = self.table.why_not(action) if action is not None else None
            if refusal is not None:
                self._message = refusal_text(self.GAME, refusal)
            else:
                self._message = self.tr("That card cannot be played now; the bright cards can.")
            self.moveRefused.emit(self._message)
            self.refresh()
            return
        self.focus_card = card
        if self.MULTI_SELECT:
            if card in self.selected:
                self.selected.remove(card)
            else:
                self.selected.append(card)
        else:
            self.selected = [] if self.selected == [card] else [card]
        self._message = ""
        self.refresh()

    def _on_card_double_clicked(self, card: Card) -> None:
        if not self.awaiting_human():
            return
        selectable = self.selectable()
        if selectable is not None and card not in selectable:
            return  # the first click of the pair already said why (a dimmed card)
        if not self.MULTI_SELECT:
            self.selected = [card]
        self.confirm()

    def confirm(self) -> None:
        """Enter / double click: play the hint shown (the selection is still its cards, or
        it has none: a bid, a pick-up), else the selection's main action, or explain why
        not."""
        hinted = self.hint_action
        if hinted is not None and set(self.action_cards(hinted)) == set(self.selected):
            self.try_play(hinted)
            return
        action = self.primary_action()
        if action is not None:
            self.try_play(action)

    def try_play(self, action) -> None:
        """Play ``action`` if it is legal; otherwise say which rule it breaks."""
        if action in self.legal_actions() or (self.table.EXPLAINS_REFUSALS and self.awaiting_human()):
            self.play(action)
            return
        reason = self.explain_illegal(action)
        self._message = self.tr("Not allowed: {0}").format(reason)
        self.moveRefused.emit(reason)
        self.refresh()

    def _on_choice(self, key) -> None:
        if key == FINISH_QUICKLY:
            self.finish_quickly()
            return
        self.dismiss_result()
        if self.animator.is_busy():
            self.animator.finish()
        if self.awaiting_human():
            self.on_choice_key(key)

    def _on_key(self, event) -> bool:
        key = event.key()
        if key in (Qt.Key.Key_Return, Qt.Key.Key_Enter, Qt.Key.Key_Space, Qt.Key.Key_Escape) and self.dismiss_result():
            return True
        if key in (Qt.Key.Key_Space, Qt.Key.Key_Escape) and self.animator.is_busy():
            self.animator.finish()
            return True
        if not self.awaiting_human():
            return False
        hand = sorted(self.observation.hand, key=self.sort_key)
        if key == Qt.Key.Key_Escape:
            self.selected = []
            self.refresh()
            return True
        if key in (Qt.Key.Key_Left, Qt.Key.Key_Right) and hand:
            if self.focus_card not in hand:
                self.focus_card = hand[0]
            else:
                i = hand.index(self.focus_card) + (1 if key == Qt.Key.Key_Right else -1)
                self.focus_card = hand[max(0, min(len(hand) - 1, i))]
            self.refresh()
            return True
        if key in (Qt.Key.Key_Up, Qt.Key.Key_Down) and self.focus_card in hand:
            card = self.focus_card
            if key == Qt.Key.Key_Up and card not in self.selected:
                self._on_card_clicked(card)
            elif key == Qt.Key.Key_Down and card in self.selected:
                self._on_card_clicked(card)
            return True
        if key in (Qt.Key.Key_Return, Qt.Key.Key_Enter):
            self.confirm()
            return True
        return self.game_key(event)

    def game_key(self, event) -> bool:
        return False

    # == showing ========================================================================
    def _on_layout(self) -> None:
        # The table has already placed what it shows at the new size (``resize_table``).
        # Only cards in flight need more: their move goes on from where they are to their
        # new places (it would glide to the old ones; ending it made the cards jump ahead
        # at every step of a window drag), and each later step takes its places when it
        # starts. A result waiting for the player stays (finishing the whole queue, as
        # before, dealt the next deal); a whole ``refresh`` placed every card twice more
        # and rebuilt the panel, 10-20 ms of every step of a window drag.
        if self.observation is not None:
            self.animator.relayout_current()

    def _update_seat_labels(self) -> None:
        over = self.shown_over()
        # (While dealing, a blank detail line keeps each label's size: the hands' layout reads it.)
        details = [(" " if self._dealing else self.seat_detail(player)) for player in range(self.players())]
        for player in range(self.players()):
            detail = details[player]
            self.scene.seat_labels[player].set_text(self.names[player], detail,
                                                    active=not over and player == self.shown_turn)
        self.scene.place_fixed_items()

    def refresh(self) -> None:
        if self.observation is None or self._closed:
            return
        over = self.shown_over()
        busy = self.animator.is_busy()
        waiting = self.awaiting_human()
        hand = set(self.observation.hand)
        self.selected = [c for c in self.selected if c in hand]
        self.scene.selected = set(self.selected) if waiting else set()
        self.scene.focused = self.focus_card if waiting else None
        hinted = self.hint_action is not None and waiting
        self.scene.hinted = set(self.action_cards(self.hint_action)) if hinted else set()
        self.scene.playable = self.selectable() if waiting else None
        # The labels first: the hands are laid out around them (a resumed game's hands were
        # laid out before its labels had their text, and ran over them).
        self._show_notes()
        self._update_seat_labels()
        if not busy:
            # Selection lifts cards: place the hand again (cheap, no animation needed).
            self.scene.show_display()
        else:
            self.scene.update_looks()
        title = self.title_text()
        if over and not busy:
            self.scene.centre_label.set_text(self.result_text(),
                                             self.tr("Score sheet: see the panel. New game: Ctrl+N."))
        elif not self.history and not busy:
            self.scene.centre_label.set_text("")
        self.scene.place_fixed_items()
        thinking = self.table.thinking() and not over
        self.panel.thinking.setVisible(thinking)
        self.panel.title.setText(title)
        self.panel.turn.setText(self._turn_text(over, thinking))
        self._show_info()
        if over:
            self.panel.set_choices(self.result_text(), [])
        elif self.table.local_finished() and not self.table.finishing_quickly():
            place = self.table.result_so_far().place
            self.panel.set_choices(
                self.tr("You are out in place {0}: your result is counted. The others play on.").format(place),
                [Choice(self.tr("Finish quickly"), FINISH_QUICKLY)])  # or the panel's own New game
        elif waiting:
            prompt, choices = self.choices()
            if self.hint_action is not None and any(self._is_hinted(c.key) for c in choices):
                # The hinted action's button is the highlighted one (e.g. Discard, not Beat).
                choices = [replace(c, primary=self._is_hinted(c.key)) for c in choices]
            hint = ""
            if self.hint_action is not None:
                reason = self.table.hint_reason()  # why, in one line (issue 20)
                hint = self.describe_hint(self.hint_action) + "\n" + (hint_reason_text(reason) + "\n" if reason else "")
            elif self.table.hinting():
                hint = self.tr("Looking for a hint…") + " "
            text = (self._message + "\n" if self._message else "") + hint + prompt
            self.panel.set_choices(text, choices)
        else:
            self.panel.set_choices(self._message, [])
        self.panel.set_log(self.log_lines())
        self.panel.undo_button.setEnabled(self.can_undo())
        self.panel.hint_button.setEnabled(self.can_hint())
        self.panel.resign_button.setEnabled(self.can_resign())
        self.panel.last_trick_button.setEnabled(bool(self.last_trick()[0]))
        self.statusMessage.emit(self.panel.turn.text())
        self.actionsChanged.emit()

    def _is_hinted(self, key) -> bool:
        """Does the choice ``key`` stand for the hinted action? (Keys are the action
        itself, its kind, or (kind, suit) for a suit choice.)"""
        action = self.hint_action
        kind = getattr(action, "kind", None)
        return key == action or key == kind or key == (kind, getattr(action, "suit", None))

    def title_text(self) -> str:
        return ""

    def shown_mover(self) -> int:
        """Whose turn the table shows: during an animation the seat the animation has
        reached (the model is ahead of it), so the panel and the seat rims agree."""
        if self.animator.is_busy() and self.shown_turn is not None:
            return self.shown_turn
        return self.observation.current_player

    def _turn_text(self, over: bool, thinking: bool) -> str:
        if over:
            return self.tr("Game over")
        mover = self.shown_mover()
        if mover < 0:
            return ""  # between deals: nobody's turn until the next deal
        if thinking and mover != HUMAN:
            return self.tr("{0} is thinking…").format(self.names[mover])
        if mover == HUMAN:
            return self.tr("Your turn")
        return self.tr("{0} to play").format(self.names[mover])

    def log_lines(self) -> list[str]:
        """The move log. Each move is described once per game and language (every
        refresh rebuilt the whole log: a resumed game of 742 moves parsed and described
        them all twice before its first paint, and again at every move)."""
        lines: list[str] = []
        shown_section = None
        described = self._described_moves
        history, actors = self.shown_history()
        for text, actor, section in zip(history, actors, self.sections):
            if actor is None:
                continue  # the automatic step between deals: the divider says it
            if section is not None and section != shown_section:
                lines.append(LogDivider(self.section_title(section)))
                shown_section = section
            key = (actor, self.names[actor], text)  # (an online seat's name may change)
            line = described.get(key)
            if line is None:
                line = described[key] = self.describe(actor, self.parse_logged(text))
            lines.append(line)
        return lines

    def show_score_sheet(self) -> None:
        headers, rows, summary = self.score_sheet()
        dialog = ScoreSheetDialog(self.tr("Score sheet"), headers, rows, summary, self)
        dialog.exec()

    def show_last_trick(self) -> None:
        plays, footer = self.last_trick()
        if not plays:
            return
        dialog = LastTrickDialog(self.last_view_title(), plays, footer, self.scene.deck,
                                 self.devicePixelRatioF(), self.scene.four_colour, self)
        dialog.exec()

    def level_name(self) -> str:
        return level_label(self.level)
