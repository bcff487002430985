"""The main window's commands on the table in play that speak for the table (issue 20):
why there is no undo (item 7) and the claim (item 2).

- **Undo explained**: whenever the window's actions are updated, the Undo menu command
  and the panel's Undo button carry the reason in their tooltip and status tip
  (``Table.undo_refusal`` put into words by ``reason_text.undo_refusal_text``), and a
  label at the right of the status bar says it while the game runs.
- **Claim**: a Game-menu command with a key (``SHORTCUTS["claim"]``) for the card games
  with tricks; the table judges the claim exactly (``LocalTable.claim``), and every
  verdict — the player's accepted or refused claim, a computer's claim — is shown in
  the view's panel and the status bar. Svoi Kozyri keeps the command, disabled, with the
  reason it has no claims in its tooltip; Bao has none.
"""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

from PySide6.QtCore import QObject
from PySide6.QtGui import QAction
from PySide6.QtWidgets import QLabel, QMainWindow

from app.games import GAMES
from app.ui.games import SCREENS
from app.ui.saves import LAST_GAME_KEY

# The game session's and the claims' modules load with the first game, not with the
# first window (tests/test_startup.py).
if TYPE_CHECKING:
    from app.core.claim import ClaimVerdict


def status_bar_reasons() -> tuple[str, ...]:
    """[D] The undo reasons the status bar shows while the game runs: those that explain
    why a move just made cannot be taken back. "No move yet" and "the game is over" are
    only in the tooltip (said at every game's start, they would be noise)."""
    from app.core.session import UNDO_CARDS_SHOWN, UNDO_DEAL_OVER, UNDO_WORKING

    return UNDO_CARDS_SHOWN, UNDO_DEAL_OVER, UNDO_WORKING


# How long a claim's verdict stays in the status bar (it stays in the panel until the
# next move).
CLAIM_STATUS_MS = 10000


def has_claim_command(game: str) -> bool:
    """Card games have the command (Svoi Kozyri's disabled, saying why); Bao none."""
    return not GAMES[game].perfect_information


class TableCommands(QObject):
    """Owned by the main window: ``attach(view)`` when a game view is opened,
    ``update(view)`` whenever the window's actions are updated (None: home screen)."""

    def __init__(self, window: QMainWindow, claim_action: QAction, review_action: QAction) -> None:
        super().__init__(window)
        self.window = window
        self.claim_action = claim_action
        self.review_action = review_action
        self.undo_label = QLabel()
        self.undo_label.setObjectName("undoReason")
        # At the right of the status bar; the view's messages ("Your turn") keep the left.
        window.statusBar().addPermanentWidget(self.undo_label)
        self.undo_label.hide()
        self._attached: Any = None
        self.last_review: Any = None

    # -- a view comes and goes --------------------------------------------------------------
    def attach(self, view: Any) -> None:
        if self._attached is view:
            return
        self._attached = view
        view.table.claimJudged.connect(lambda seat, verdict, view=view: self._on_claim(view, seat, verdict))

    def claim(self, view: Any) -> None:
        if view is not None and view.awaiting_human() and view.table.can_claim():
            view.table.claim()

    # -- the window's actions ------------------------------------------------------------------
    def update(self, view: Any, undo_action: QAction) -> None:
        """The undo reason and the claim command for ``view`` (None: no game shown)."""
        reason = "" if view is None or view.can_undo() else _words().undo_refusal_text(view.table.undo_refusal())
        controls = [undo_action]
        button = getattr(getattr(view, "panel", None), "undo_button", None)
        if button is not None:
            controls.append(button)
        for control in controls:
            control.setToolTip(reason)
            control.setStatusTip(reason)
        shown = bool(reason) and view.table.undo_refusal() in status_bar_reasons() and not view.is_over()
        self.undo_label.setText(reason if shown else "")
        self.undo_label.setToolTip(reason if shown else "")
        self.undo_label.setVisible(shown)

        claimable = view is not None and has_claim_command(view.GAME)
        self.claim_action.setVisible(claimable)
        refusal = view.table.claim_refusal() if claimable else None
        self.claim_action.setEnabled(claimable and refusal is None and view.awaiting_human())
        why = ""
        if refusal is not None:
            from app.core.claim import ClaimReason

            if refusal == ClaimReason.NO_CLAIMS_IN_GAME:
                why = _words().claim_reason_text(refusal)
        self.claim_action.setToolTip(why)
        self.claim_action.setStatusTip(why)
        self.review_action.setEnabled(self._has_review(view))

    # -- reviewing deals ------------------------------------------------------------------------
    def _has_review(self, view: Any) -> bool:
        """Is there a finished deal to review? (Cheap: asked at every change.) The shown
        card game's once a deal is over; on the home screen, the last finished card game's."""
        if view is None:
            return self.window.services.saves.exists(LAST_GAME_KEY)
        from app.core.protocol import AUTOMATIC

        record = view.table.record() if has_claim_command(view.GAME) else None
        return record is not None and bool(record.actions) and (None in record.actors or view.is_over()
                                                                  or view.table.current_player() == AUTOMATIC)

    def _last_game_id(self) -> str:
        content = self.window.services.saves.load(LAST_GAME_KEY) or {}
        return str(content.get("record", {}).get("game", ""))

    def _deals(self, view: Any) -> list:
        """The finished deals to review (see ``_has_review``)."""
        from app.core.deal_review import review_game
        from app.core.record import GameRecord

        if view is not None:
            record = view.table.record()
            return review_game(record) if record is not None else []
        try:
            return review_game(GameRecord.from_dict(self.window.services.saves.load(LAST_GAME_KEY)["record"]))
        except Exception:  # noqa: BLE001 - an unusable last game is not reviewed (never a crash)
            return []

    def review(self, view: Any) -> None:
        from app.ui.card_games.view import player_names
        from app.ui.cards.deck import shared_deck
        from app.ui.review_dialog import ReviewDialog

        deals = self._deals(view)
        if not deals:
            return
        game = view.GAME if view is not None else self._last_game_id()
        if view is not None:
            dialog = ReviewDialog(game, deals, list(view.names), view.scene.deck, view.devicePixelRatioF(),
                                  view.scene.four_colour, self.window)
        else:
            dialog = ReviewDialog(game, deals, player_names(deals[0].players), shared_deck(),
                                  self.window.devicePixelRatioF(), False, self.window)
        self.last_review = dialog
        dialog.exec()

    # -- verdicts -----------------------------------------------------------------------------
    def _on_claim(self, view: Any, seat: int, verdict: ClaimVerdict) -> None:
        text = claim_text(view, seat, verdict)
        if not text:
            return
        show = getattr(view, "show_message", None)
        if show is not None:
            show(text)
        if self.window.centralWidget() is not None and view.isVisible():
            self.window.statusBar().showMessage(text, CLAIM_STATUS_MS)


def claim_text(view: Any, seat: int, verdict: ClaimVerdict) -> str:
    """The verdict in words: the player's own claim accepted or refused (with the reason,
    naming no card), or another player's accepted claim ("" for another player's refused
    claim: the computer claims only what its own cards prove, so that is not expected)."""
    words = _words()
    if seat in view.table.local_seats():
        return words.claim_reason_text(verdict.reason, kozel=SCREENS[view.GAME].card_points)
    if not verdict.accepted:
        return ""
    names = getattr(view, "names", None)
    name = names[seat] if names and seat < len(names) else str(seat)
    partner = verdict.team is not None and verdict.team == view.table.viewpoint() % 2
    return words.claimed_by_other_text(partner, name)


def _words():
    """``app.ui.reason_text``, once a game is shown (it loads the AI's hint reasons: not
    for the first window, which stays quick to open)."""
    from app.ui import reason_text

    return reason_text
