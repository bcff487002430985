"""The model's reasons put into words: why a hint (``app/ai/hints.Reason``) and why a
claim was accepted or refused (``app/core/claim.ClaimReason``).

Each reason is one whole translated sentence (shown after the hint's own sentence, "Hint:
play 7♣."), never pieces glued together; numbers use Qt's plural forms.
"""

from __future__ import annotations

from PySide6.QtCore import QCoreApplication, QObject

from app.ai.hints import HintReason, Reason
from app.core.claim import ClaimReason
from app.ui.cards.names import english_plural


class HintReasons(QObject):
    """The plural sentences (``self.tr`` with a count: lupdate sees plurals only there)."""

    def plural(self, reason: HintReason) -> str | None:
        kind, n = reason.kind, reason.points or reason.count or 0
        if kind == Reason.WINS_TRICK and reason.points:
            return english_plural(self.tr("It wins the trick for your team: %n point(s).", "", n), n)
        if kind == Reason.GIVES_POINTS and reason.points:
            return english_plural(self.tr("Your partner wins this trick, so your %n point(s) go to your team.", "",
                                          n), n)
        if kind == Reason.LONG_LEAD:
            return english_plural(self.tr(
                "A lead of %n cards: the others must beat every one of them or give as many cards.", "", n), n)
        if kind == Reason.BID_TRICKS:
            return english_plural(self.tr("In the deals the computer tried, your team took about %n trick(s).", "",
                                          n), n)
        if kind == Reason.PICKS_UP:
            return english_plural(self.tr("Picking up %n card(s) costs less than beating now.", "", n), n)
        return None


_PLURALS = HintReasons()


def hint_reason_text(reason: HintReason) -> str:
    """One sentence: why the computer suggests this move."""
    kind = reason.kind
    plural = _PLURALS.plural(reason)
    if plural is not None:
        return plural
    if kind == Reason.BID_BOARD:
        return QCoreApplication.translate(
            "HintReasons", "Your team took every trick in {0}% of the deals the computer tried.").format(
                reason.percent or 0)
    sentences = {
        Reason.ONLY_MOVE: QCoreApplication.translate("HintReasons", "It is your only move."),
        Reason.WINS_TRICK: QCoreApplication.translate("HintReasons", "It wins the trick for your team."),
        Reason.TAKES_LEAD: QCoreApplication.translate(
            "HintReasons", "It beats the winning card, though a later player may still beat it."),
        Reason.PARTNER_WINNING: QCoreApplication.translate("HintReasons", "Your partner is winning the trick."),
        Reason.GIVES_POINTS: QCoreApplication.translate("HintReasons", "Your partner is winning the trick."),
        Reason.KEEPS_TRUMP: QCoreApplication.translate("HintReasons", "It keeps your trump for later."),
        Reason.CHEAPEST: QCoreApplication.translate(
            "HintReasons", "Nothing you hold wins this trick, so your cheapest card goes."),
        Reason.LEADS_MASTER: QCoreApplication.translate("HintReasons", "Nobody can beat this lead."),
        Reason.DRAWS_TRUMPS: QCoreApplication.translate(
            "HintReasons", "Your highest trump draws out the other players' trumps."),
        Reason.LEADS_LOW: QCoreApplication.translate(
            "HintReasons", "It is your lowest card of the suit, so your strong cards stay in your hand."),
        Reason.PULL: QCoreApplication.translate("HintReasons", "Your four cards of one suit take over the trick."),
        Reason.BID_PASS: QCoreApplication.translate(
            "HintReasons", "In the deals the computer tried, your team hardly took a trick."),
        Reason.BEATS_CHEAPEST: QCoreApplication.translate(
            "HintReasons", "It is the lowest card that beats the top card."),
        Reason.BEATS_WITH_TRUMP: QCoreApplication.translate(
            "HintReasons", "Only a card of your own trump suit beats the top card."),
        Reason.LAYS_HARD: QCoreApplication.translate("HintReasons", "The next player can hardly beat this card."),
        Reason.ANY_TRUMP_SUIT: QCoreApplication.translate(
            "HintReasons", "Before the deal, every suit is as good as another."),
        Reason.SEARCH_BEST: QCoreApplication.translate(
            "HintReasons", "It did best in the games the computer played out from here."),
    }
    return sentences.get(kind, sentences[Reason.SEARCH_BEST])


def claim_reason_text(reason: str, kozel: bool = False) -> str:
    """One sentence: the judge's verdict on a claim (or why there is none)."""
    if reason == ClaimReason.CERTAIN:
        if kozel:
            return QCoreApplication.translate(
                "Claims", "Claim accepted: your team takes every remaining trick and all its points.")
        return QCoreApplication.translate("Claims", "Claim accepted: your team takes every remaining trick.")
    sentences = {
        ClaimReason.OTHER_TEAM_CAN_WIN_THIS_TRICK: QCoreApplication.translate(
            "Claims", "Claim refused: the other team could still win the trick being played."),
        ClaimReason.OTHER_TEAM_CAN_WIN_LATER: QCoreApplication.translate(
            "Claims", "Claim refused: with some play of the cards, the other team still wins a later trick."),
        ClaimReason.NOT_PLAYING: QCoreApplication.translate(
            "Claims", "You can claim only while the cards are being played."),
        ClaimReason.STOCK_LEFT: QCoreApplication.translate(
            "Claims", "Claim once the stock is empty: until then nobody knows who will draw which card."),
        ClaimReason.NO_CLAIMS_IN_GAME: QCoreApplication.translate(
            "Claims",
            "Svoi Kozyri has no claims: there are no tricks, and any player may still pick up from the pile."),
        ClaimReason.TOO_MANY_CARDS: QCoreApplication.translate(
            "Claims", "Too many cards are left to check this claim; try again after a few tricks."),
    }
    return sentences[reason]
