"""The flow shared by the three card games: new game, resume, the human's selection and
choices, the AI (observation only, off the GUI thread), animation, undo, hint, resign,
autosave and statistics. A subclass per game supplies the rules-facing parts (see the
"game hooks" section)."""

from __future__ import annotations

from contextlib import contextmanager
from dataclasses import replace

from PySide6.QtCore import QCoreApplication, QEvent, Qt
from PySide6.QtWidgets import QWidget

from app.core.card_events import Dealt, Drew, PickedUp, Played, TrickWon, TrumpShown, TurnTo
from app.core.cards import Card
from app.core.game_info import DRAWN
from app.core.record import GameRecord, computer
from app.core.rng import fresh_seed
from app.core.session import GameSession
from app.games import game_info
from app.ui.animation import Step
from app.ui.card_games.dialogs import LastTrickDialog, ScoreSheetDialog
from app.ui.card_games.panel import CardPanel, Choice, LogDivider, scrollable
from app.ui.game_view import GameView
from app.ui.scenes.card_table import (
    COLLECT_MS,
    DEAL_MS,
    GATHER_MS,
    HAND,
    PILE,
    PLAY_MS,
    TRICK,
    TRICK_PAUSE_MS,
    WON,
    TableDisplay,
    TableScene,
    TableView,
)
from app.ui.seats import compass_name
from app.ui.services import Services
from app.ui.settings import AI_LEVELS, level_label
from app.ui.side_panel import arrange_game_screen

HUMAN = 0  # the human always sits at seat 0 (bottom); the computer plays the others
# Hints come from a strong search whatever the opponents' level (a UI decision).
HINT_LEVEL = "hard"
# The result of a game / deal waits on the table for a click or Enter before the next
# deal is animated; after this long it goes on by itself. At the instant speed (and so in
# tests) a step's time is zero: the result never waits.
RESULT_HOLD_MS = 10 * 60 * 1000
# Where the result does not wait (RESULT_WAITS False: a tutorial), it stays this long.
RESULT_PAUSE_MS = 1800


def _player_names(players: int) -> list[str]:
    you = QCoreApplication.translate("CardTable", "You")
    seats = {2: ("north",), 3: ("west", "east"), 4: ("west", "north", "east")}[players]
    return [you, *(compass_name(seat) for seat in seats)]


class CardGameView(GameView):
    """Base of the card-game screens (not registered itself)."""

    MULTI_SELECT = False     # Kozel selects several cards for a lead or beat
    RESULT_WAITS = True      # a game's / deal's result waits for the player's click
    TEAM_GAME = True

    def __init__(self, services: Services, parent: QWidget | None = None) -> None:
        super().__init__(services, parent)
        self.scene = TableScene(self)
        self.table_view = TableView(self.scene)
        self.table_view.key_handler = self._on_key
        self.table_view.layoutChanged = self._on_layout
        self.panel = CardPanel()
        arrange_game_screen(self, self.table_view, scrollable(self.panel))
        self.animator.idle.connect(self._on_idle)
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
        services.ai.prepare()
        # The AI service outlives this view: bound methods only (never lambdas, which
        # keep a deleted view alive and callable), all disconnected in shutdown().
        self._ai_connections = ((services.ai.moveReady, self._on_ai_move), (services.ai.failed, self._on_ai_failed),
                                (services.ai.busyChanged, self._on_ai_busy))
        for signal, slot in self._ai_connections:
            signal.connect(slot)
        self._closed = False
        self._result_shown = False
        # ``state`` is the session's live State (while an animation runs,
        # ``_describing_shown`` may point it at the position the table shows).
        self.state = None
        self.sections: list[int | None] = []  # per action: the game / deal it belongs to
        self.options: dict = {}
        self.result_recorded = False
        self.selected: list[Card] = []
        self.focus_card: Card | None = None
        self.hint_action = None
        self._message = ""
        self.shown_turn: int | None = None
        self.shown_state = None  # during an animation: the state the table still shows
        self.names = _player_names(4)

    @property
    def resigned(self) -> bool:
        return self.session is not None and self.session.record.resigned is not None

    # == game hooks (the subclass implements these) ====================================
    def deck(self) -> list[Card]:
        raise NotImplementedError

    def players(self) -> int:
        raise NotImplementedError

    def opening_events(self) -> list:
        """The events of the current deal, to animate a new game."""
        return []

    def display_of_state(self) -> TableDisplay:
        raise NotImplementedError

    def sort_key(self, card: Card):
        return card.index

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
        """Set the stock / pile labels from the state."""

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

    def section_number(self, state) -> int | None:
        """The game or deal of a match that ``state`` is in (the move log draws a divider
        where it changes); None: the game has no such parts."""
        return None

    def section_title(self, number: int) -> str:
        return ""

    def primary_action(self):
        """The action Enter plays for the current selection (None: nothing sensible)."""
        return None

    def explain_illegal(self, action) -> str:
        """Why ``action`` (not legal now) breaks the rules: a whole sentence in plain
        words with card names, never the model's notation."""
        if self.action_cards(action):
            return self.tr("That card cannot be played now; the bright cards can.")
        return self.tr("That is not possible now; the buttons show what you can do.")

    # == life cycle =================================================================
    def start_new(self) -> None:
        previous = None if self.resigned else self.state  # a finished game: its rematch rule
        self._stop_activity()
        self.options = self.services.settings.game_options(self.GAME)
        self.level = self.services.settings.ai_level()
        info = game_info(self.GAME)
        session = GameSession.new(self.GAME, info.validate_options(self.options, ignore_unknown=True),
                                  fresh_seed(), previous=previous)
        self._seat_computers(session)
        self.services.saves.delete(self.GAME)
        self._set_position(session, [], recorded=False)
        self._prepare_table()
        self.scene.show_display(self._empty_display())
        self.animator.enqueue(self.steps_for(self.opening_events()))
        self._advance()

    def restore(self, content: dict) -> bool:
        try:
            level = content["level"]
            if level not in AI_LEVELS:
                return False
            if "record" in content:
                record = GameRecord.from_dict(content["record"])
            else:  # an autosave of an earlier version: its history has no automatic steps
                record = GameRecord.from_history(self.GAME, content["initial"], [str(t) for t in content["history"]],
                                                 dict(content.get("options", {})), int(content.get("seed", 0)))
            session = GameSession(record)
            if session.state != game_info(self.GAME).state_from_dict(content["state"]):
                return False
            options = dict(content.get("options", record.options))
        except Exception:  # noqa: BLE001 - a malformed save is rejected, never a crash
            return False
        self._stop_activity()
        self.level, self.options = level, options
        self._seat_computers(session)
        self._set_position(session, self._sections_of(record), recorded=False)
        self._prepare_table()
        self._resync()
        self._advance()
        return True

    def snapshot(self) -> dict:
        return {"record": self.session.record.to_dict(), "state": self.state.to_dict(), "level": self.level,
                "options": dict(self.options), "human": HUMAN}

    def level_changed(self) -> None:
        if self.session is not None:
            self._seat_computers(self.session)

    def _seat_computers(self, session: GameSession) -> None:
        """The human at seat ``HUMAN``, the computer at the view's level everywhere else."""
        for seat in range(session.seat_count):
            if seat != HUMAN:
                session.set_player(seat, computer(self.level))

    def _sections_of(self, record: GameRecord) -> list[int | None]:
        state = record.start_state()
        sections = []
        for text in record.actions:
            sections.append(self.section_number(state))
            state.apply(state.parse_action(text))
        return sections

    def shutdown(self) -> None:
        self._stop_activity()
        super().shutdown()
        if not self._closed:
            self._closed = True
            for signal, slot in self._ai_connections:
                signal.disconnect(slot)

    def _on_ai_busy(self, _busy: bool) -> None:
        self._refresh()

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
    def result_step(self, title: str, detail: str) -> Step:
        """A step that shows a game's or deal's result in the middle of the table until
        the player dismisses it (click, Enter) — non-modal: the window stays usable."""
        waits = self.RESULT_WAITS

        def show() -> None:
            self._result_shown = waits
            text = detail
            if waits:
                hint = self.tr("Click or press Enter to continue.")
                text = detail + "\n" + hint if detail else hint
            self.scene.centre_label.set_text(title, text, active=waits)
            self.scene.place_fixed_items()

        def hide() -> None:
            self._result_shown = False
            self.scene.centre_label.set_text("")
            self.scene.place_fixed_items()

        return Step(RESULT_HOLD_MS if waits else RESULT_PAUSE_MS, hide, lambda _t: None, show)

    def result_waiting(self) -> bool:
        return self._result_shown

    def dismiss_result(self) -> bool:
        """Go on from a shown result (True if there was one)."""
        if not self._result_shown:
            return False
        self.animator.end_current()
        return True

    def _stop_activity(self) -> None:
        self.services.ai.cancel_all()
        self._serial += 1
        self._pending_ai = None
        self._hinting = False
        self.animator.clear()
        self.shown_state = None
        if self._result_shown:  # cleared without its end: take the result off the table
            self._result_shown = False
            self.scene.centre_label.set_text("")

    def _set_position(self, session: GameSession, sections: list[int | None], recorded: bool) -> None:
        self.session, self.state = session, session.state
        self.sections = sections
        self.result_recorded = recorded
        self.selected = []
        self.focus_card = None
        self.hint_action = None
        self._message = ""

    def retranslate(self) -> None:
        """A language switch: the panel, seat names, labels, prompts and the jokers' name
        bands are rebuilt in the new language from the state (no cached strings)."""
        self.panel.retranslate(self.last_view_title())
        self.scene.refresh_faces()
        if self.state is not None:
            self.names = _player_names(self.players())
            self._refresh()

    def changeEvent(self, event) -> None:  # noqa: N802
        if event.type() == QEvent.Type.LanguageChange:
            self.retranslate()
        super().changeEvent(event)

    def _prepare_table(self) -> None:
        self.scene.centre_label.set_text("")
        n = self.players()
        self.names = _player_names(n)
        self.scene.four_colour = self.services.settings.game_option(self.GAME, "card_colours") == "four"
        self.scene.hand_sort = self.sort_key
        self.scene.team_piles = self.TEAM_GAME
        self.scene.set_cards(self.deck(), n, HUMAN)

    def _empty_display(self) -> TableDisplay:
        display = TableDisplay(players=self.players())
        display.gather(self.deck())
        return display

    def _resync(self) -> None:
        self.shown_state = None
        self.scene.selected = set(self.selected)
        self.scene.show_display(self.display_of_state())
        self.shown_turn = None if self.is_over() else self.state.current_player()

    # == queries ======================================================================
    def is_over(self) -> bool:
        return self.session is None or self.session.is_over()

    def has_progress(self) -> bool:
        return bool(self.history)

    def awaiting_human(self) -> bool:
        return (not self.is_over() and self.state.current_player() == HUMAN and not self.animator.is_busy())

    def legal_actions(self) -> list:
        return self.state.legal_actions() if self.awaiting_human() else []

    def can_undo(self) -> bool:
        return self.session is not None and self.session.undo_point(HUMAN) is not None

    def undo(self) -> None:
        k = self.session.undo_point(HUMAN) if self.session is not None else None
        if k is None:
            return
        self._stop_activity()
        self.session.undo_to(k)
        self._set_position(self.session, self.sections[:k], recorded=False)
        self._resync()
        self.autosave() if self.history else self.services.saves.delete(self.GAME)
        self._advance()

    def can_hint(self) -> bool:
        return self.awaiting_human() and not self._hinting

    def hint(self) -> None:
        if not self.can_hint():
            return
        self._hinting = True
        self.services.ai.request(self.session.ai_subject(HUMAN), HINT_LEVEL, self.session.ai_seed("hint"),
                                 self._tag("hint"))
        self._refresh()

    def can_resign(self) -> bool:
        return not self.is_over()

    def resign(self) -> None:
        if self.is_over():
            return
        self._stop_activity()
        self._resync()
        self.session.resign(HUMAN)
        self._game_over()
        self._refresh()

    def finish_animation(self) -> None:
        self.animator.finish()

    # == the flow =======================================================================
    def _tag(self, kind: str) -> tuple:
        return (kind, self._serial, len(self.history))

    def _advance(self) -> None:
        if self.is_over():
            self._game_over()
        elif self.session.automatic_pending():
            # The next deal comes once the finished one's result was seen (the result
            # step holds the animation until the player goes on).
            if self.plays_automatic_steps() and not self.animator.is_busy():
                self.play(self.state.legal_actions()[0])
                return
        elif self.state.current_player() != HUMAN:
            player = self.state.current_player()
            self.services.ai.request(self.session.ai_subject(player), self.level, self.session.ai_seed(),
                                     self._tag("move"))
        self._refresh()

    def plays_automatic_steps(self) -> bool:
        """Does this view deal the next deal by itself (a lesson does not)?"""
        return True

    def play(self, action) -> None:
        """Play ``action`` for the player to move, or the automatic step (the session
        checks it)."""
        if self.shown_state is None:  # the position the table shows until the animation ends
            self.shown_state = self.state.clone()
        section = self.section_number(self.state)
        events = self.session.play(action)
        self.sections.append(section)
        self.selected = []
        self.hint_action = None
        self._message = ""
        self.autosave()
        self.animator.enqueue(self.steps_for(events))
        self._advance()

    def _game_over(self) -> None:
        if not self.result_recorded and (self.history or self.resigned):
            self.result_recorded = True
            result = self.session.result()
            outcome = result[HUMAN].outcome if result is not None else None
            if outcome is not None and outcome != DRAWN:  # a draw is not counted
                self.services.statistics.record(self.GAME, self.level, outcome)
        self.services.ai.cancel_all()
        self.autosave()

    def _on_idle(self) -> None:
        if self.state is None:
            return
        self._resync()
        if self.session.automatic_pending() and not self.is_over():
            self._advance()
            return
        if self._pending_ai is not None:
            action, self._pending_ai = self._pending_ai, None
            self.play(action)
            return
        self._refresh()

    def _on_ai_move(self, tag, action) -> None:
        if tag == self._tag("hint"):
            self._hinting = False
            self.hint_action = action
            cards = self.action_cards(action)
            if cards:
                self.selected = list(cards) if self.MULTI_SELECT or len(cards) == 1 else []
                self.focus_card = cards[0]
            self._refresh()
            return
        if tag != self._tag("move") or self.is_over():
            return
        if self.animator.is_busy():
            self._pending_ai = action
        else:
            self.play(action)

    def _on_ai_failed(self, tag, message: str) -> None:
        if not isinstance(tag, tuple) or tag[1] != self._serial:
            return
        self._hinting = False
        self._message = self.tr("The computer could not choose a move: {0}").format(message.strip().splitlines()[-1])
        self.statusMessage.emit(self._message)
        self._refresh()

    # == events -> table steps ==========================================================
    def steps_for(self, events: list) -> list[Step]:
        steps: list[Step] = []
        scene = self.scene
        human = HUMAN
        previous = None
        for event in events:
            if isinstance(event, Dealt):
                if not isinstance(previous, Dealt):
                    deck = self.deck()
                    steps.append(scene.motion_step(lambda d, deck=deck: self._gather(d, deck), GATHER_MS))
                steps.append(scene.motion_step(
                    lambda d, e=event: d.move(e.card, (HAND, e.player), e.player == human), DEAL_MS))
            elif isinstance(event, TrumpShown):
                steps.append(scene.pause_step(TRICK_PAUSE_MS // 2, lambda e=event: self._show_trump(e.card)))
            elif isinstance(event, Played):
                zone = (PILE,) if scene.trick_style == "pile" else (TRICK, event.player)

                def play(d, e=event, zone=zone):
                    for card in e.cards:
                        d.move(card, zone, e.face_up)
                steps.append(scene.motion_step(play, PLAY_MS))
            elif isinstance(event, TrickWon):
                steps.append(scene.pause_step(TRICK_PAUSE_MS))
                steps.append(scene.motion_step(lambda d, e=event: self._collect(d, e), COLLECT_MS))
            elif isinstance(event, Drew):
                steps.append(scene.motion_step(lambda d, e=event: self._draw(d, e), DEAL_MS * 2))
            elif isinstance(event, PickedUp):
                def pick(d, e=event):
                    for card in e.cards:
                        d.move(card, (HAND, e.player), e.player == human)
                steps.append(scene.motion_step(pick, PLAY_MS + 80))
            elif isinstance(event, TurnTo):
                steps.append(Step(0, lambda e=event: self._show_turn(e.player)))
            else:
                steps.extend(self.extra_steps(event))
            previous = event
        return steps

    def _gather(self, display: TableDisplay, deck: list[Card]) -> None:
        display.gather(deck)
        display.trump_indicator = None

    def _draw(self, display: TableDisplay, event: Drew) -> None:
        display.move(event.card, (HAND, event.player), event.player == HUMAN)
        if event.card is display.trump_indicator:
            # The shown trump card left the stock: its copy beside the stock goes too.
            display.trump_indicator = None

    def _collect(self, display: TableDisplay, event: TrickWon) -> None:
        team = event.player % 2 if self.TEAM_GAME else event.player
        for card in event.cards:
            display.move(card, (WON, team), False)

    def _show_trump(self, card: Card) -> None:
        self.scene.display.trump_indicator = card
        self.scene.place_fixed_items()

    def _show_turn(self, player: int) -> None:
        self.shown_turn = player
        self._update_seat_labels()
        if not self.is_over():
            self.panel.turn.setText(self._turn_text(False, self.services.ai.is_busy() and not self._hinting))
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
            self._message = self.tr("That card cannot be played now; the bright cards can.")
            self._refresh()
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
        self._refresh()

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
        """Enter / double click: play the selection's main action, or explain why not."""
        action = self.primary_action()
        if action is not None:
            self.try_play(action)

    def try_play(self, action) -> None:
        """Play ``action`` if it is legal; otherwise say which rule it breaks."""
        if action in self.state.legal_actions():
            self.play(action)
            return
        self._message = self.tr("Not allowed: {0}").format(self.explain_illegal(action))
        self._refresh()

    def _on_choice(self, key) -> None:
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
        hand = sorted(self.state.observation(HUMAN).hand, key=self.sort_key)
        if key == Qt.Key.Key_Escape:
            self.selected = []
            self._refresh()
            return True
        if key in (Qt.Key.Key_Left, Qt.Key.Key_Right) and hand:
            if self.focus_card not in hand:
                self.focus_card = hand[0]
            else:
                i = hand.index(self.focus_card) + (1 if key == Qt.Key.Key_Right else -1)
                self.focus_card = hand[max(0, min(len(hand) - 1, i))]
            self._refresh()
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
        if self.state is None:
            return
        self.animator.finish()
        self._resync()
        self._refresh()

    @contextmanager
    def _describing_shown(self):
        """Labels and panel facts describe the position the table shows: during an
        animation that is the state before the moves still being animated (a deal's
        result must not sit under the next deal's trump, bids and title)."""
        model = self.state
        if self.shown_state is not None and self.animator.is_busy():
            self.state = self.shown_state
        try:
            yield
        finally:
            self.state = model

    def _update_seat_labels(self) -> None:
        over = self.is_over()
        with self._describing_shown():
            details = [self.seat_detail(player) for player in range(self.players())]
        for player in range(self.players()):
            detail = details[player]
            self.scene.seat_labels[player].set_text(self.names[player], detail,
                                                    active=not over and player == self.shown_turn)
        self.scene.place_fixed_items()

    def _refresh(self) -> None:
        if self.state is None or self._closed:
            return
        over = self.is_over()
        busy = self.animator.is_busy()
        waiting = self.awaiting_human()
        hand = set(self.state.observation(HUMAN).hand)
        self.selected = [c for c in self.selected if c in hand]
        self.scene.selected = set(self.selected) if waiting else set()
        self.scene.focused = self.focus_card if waiting else None
        hinted = self.hint_action is not None and waiting
        self.scene.hinted = set(self.action_cards(self.hint_action)) if hinted else set()
        self.scene.playable = self.selectable() if waiting else None
        if not busy:
            # Selection lifts cards: place the hand again (cheap, no animation needed).
            self.scene.show_display()
        else:
            self.scene.update_looks()
        with self._describing_shown():
            self.table_notes()
            title, info = self.title_text(), self.info_text()
        self._update_seat_labels()
        if over and not busy:
            self.scene.centre_label.set_text(self.result_text(),
                                             self.tr("Score sheet: see the panel. New game: Ctrl+N."))
        elif not self.history and not busy:
            self.scene.centre_label.set_text("")
        self.scene.place_fixed_items()
        thinking = self.services.ai.is_busy() and not self._hinting and not over
        self.panel.thinking.setVisible(thinking)
        self.panel.title.setText(title)
        self.panel.turn.setText(self._turn_text(over, thinking))
        self.panel.info.setText(info)
        if over:
            self.panel.set_choices(self.result_text(), [])
        elif waiting:
            prompt, choices = self.choices()
            if self.hint_action is not None and any(self._is_hinted(c.key) for c in choices):
                # The hinted action's button is the highlighted one (e.g. Discard, not Beat).
                choices = [replace(c, primary=self._is_hinted(c.key)) for c in choices]
            hint = ""
            if self.hint_action is not None:
                hint = self.describe_hint(self.hint_action) + " "
            elif self._hinting:
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
        return self.state.current_player()

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
        lines: list[str] = []
        shown_section = None
        for text, actor, section in zip(self.history, self.actors, self.sections):
            if actor is None:
                continue  # the automatic step between deals: the divider says it
            if section is not None and section != shown_section:
                lines.append(LogDivider(self.section_title(section)))
                shown_section = section
            lines.append(self.describe(actor, self.state.parse_action(text)))
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
