"""The model's reasons put into words: why a hint (``app/ai/hints.Reason``), why a
claim was accepted or refused (``app/core/claim.ClaimReason``), why a move is refused
(``app/core/refusal.Why``, from each game's ``State.why_not``) and why there is no undo
(``Table.undo_refusal``: ``app/core/session.UNDO_*``).

Each reason is one whole translated sentence (shown after the hint's own sentence, "Hint:
play 7♣."), never pieces glued together; numbers use Qt's plural forms.
"""

from __future__ import annotations

from PySide6.QtCore import QCoreApplication, QObject

from app.ai.hints import HintReason, Reason
from app.core.claim import ClaimReason
from app.core.refusal import Refusal, Why
from app.core.session import UNDO_CARDS_SHOWN, UNDO_DEAL_OVER, UNDO_GAME_OVER, UNDO_NOTHING, UNDO_WORKING
from app.ui.cards.names import card_text, cards_text, english_plural, suit_name


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


class RefusalReasons(QObject):
    """The refusals' plural sentences (``self.tr`` with a count)."""

    def card_count(self, n: int) -> str:
        return english_plural(self.tr("You must put down exactly %n card(s), as many as were led.", "", n), n)


_PLURALS = HintReasons()
_REFUSAL_PLURALS = RefusalReasons()


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


def undo_refusal_text(code: str | None) -> str:
    """One sentence: why the player's last move cannot be taken back ("" when it can, or
    where a table has no undo at all, e.g. a lesson)."""
    sentences = {
        UNDO_CARDS_SHOWN: QCoreApplication.translate(
            "UndoReasons", "No undo: new cards were seen since your last move (a draw from the stock)."),
        UNDO_DEAL_OVER: QCoreApplication.translate("UndoReasons", "No undo: the deal is over and its result stands."),
        UNDO_GAME_OVER: QCoreApplication.translate("UndoReasons", "No undo: the game is over and its result stands."),
        UNDO_NOTHING: QCoreApplication.translate("UndoReasons", "No undo: you have no move to take back yet."),
        UNDO_WORKING: QCoreApplication.translate(
            "UndoReasons", "No undo yet: this position's moves are still being worked out."),
    }
    return sentences.get(code or "", "")


def claimed_by_other_text(partner: bool, name: str) -> str:
    """One sentence: another player's accepted claim (the computer claims only what its
    own cards prove)."""
    if partner:
        return QCoreApplication.translate(
            "Claims", "{0} claimed the remaining tricks: your team takes them all, whatever anyone plays.").format(name)
    return QCoreApplication.translate(
        "Claims", "{0} claimed the remaining tricks: their team takes them all, whatever anyone plays.").format(name)


def refusal_text(game: str, refusal: Refusal) -> str:
    """One sentence: the rule a refused move breaks, with its cards or holes."""
    code, data = refusal.code, refusal.data
    if code == Why.CARD_COUNT:
        return _REFUSAL_PLURALS.card_count(data["count"])
    if code == Why.CANNOT_BEAT:
        if game == "kozel":
            return QCoreApplication.translate(
                "Refusals", "{0} cannot beat {1}: each winning card must be beaten by a higher card of its suit "
                "or by a trump.").format(cards_text(data["cards"]), cards_text(data["winning"]))
        return QCoreApplication.translate(
            "Refusals", "{0} cannot beat {1}: beat it with a higher card of its suit or with your own trump."
        ).format(cards_text(data["cards"]), cards_text(data["winning"]))
    if code == Why.CANNOT_BEAT_OWN_TRUMP:
        return QCoreApplication.translate(
            "Refusals", "{0} cannot beat {1}: a card of your own trump suit is beaten only by a higher card of "
            "that suit.").format(card_text(data["card"]), card_text(data["top"]))
    if code == Why.MUST_BEAT_NOT_PICK_UP:
        return QCoreApplication.translate(
            "Refusals", "You may pick up only when you cannot beat: {0} beats {1}.").format(
                card_text(data["card"]), card_text(data["top"]))
    if code == Why.BEAT_OR_PICK_UP:
        return QCoreApplication.translate(
            "Refusals", "Beat {0} or pick up first: a card is laid freely only on an empty pile or after a beat."
        ).format(card_text(data["top"]))
    if code == Why.MUST_FOLLOW_SUIT:
        return QCoreApplication.translate(
            "Refusals", "You must follow the suit led ({0}) while you can.").format(suit_name(data["suit"]))
    if code == Why.BLOOPER_LED:
        if data["highest"]:
            return QCoreApplication.translate(
                "Refusals", "The Big Blooper was led: everyone must play their highest trump ({0}).").format(
                    card_text(data["required"]))
        return QCoreApplication.translate(
            "Refusals", "The Little Blooper was led: everyone must play their lowest trump ({0}).").format(
                card_text(data["required"]))
    holes = {Why.NAMUA_EMPTY_HOLE, Why.NAMUA_FRONT_ROW, Why.CAPTURE_COMPULSORY, Why.SIXTEEN_ONLY_TAKASA,
             Why.TAKASIA, Why.FRONT_ROW_FIRST, Why.LONE_KICHWA, Why.SINGLE_SEED, Why.TOO_FEW_SEEDS,
             Why.CAPTURE_KICHWA_FIXED, Why.CAPTURE_OTHER_WAY}
    if code in holes:
        return _hole_refusal(code, data)
    sentences = {
        Why.TRUMPS_NOT_BROKEN: QCoreApplication.translate(
            "Refusals", "Trumps may not be led until a trump has been played to an earlier trick, unless you bid "
            "Board or hold nothing but trumps."),
        Why.LAY_ONE_MORE: QCoreApplication.translate(
            "Refusals", "You beat the card: now lay one more card of your choice on top."),
        Why.LEAD_ONE_SUIT: QCoreApplication.translate("Refusals", "A lead is one or more cards of one suit."),
        Why.PULL_NEEDS_FOUR: QCoreApplication.translate(
            "Refusals", "A pull needs four cards of one suit in your hand."),
        Why.NO_PULL_AGAINST_FOUR: QCoreApplication.translate(
            "Refusals", "There is no pull against a lead of four cards, and at most one pull in a trick."),
        Why.ANSWER_STOP_OR_SAFARI: QCoreApplication.translate(
            "Refusals", "Your sowing ended in your nyumba: first stop there or play the safari."),
        Why.NEVER_ENDS: QCoreApplication.translate(
            "Refusals", "That move would never end: its sowing keeps coming back to an earlier position."),
        Why.NYUMBA_NO_TAKASA: QCoreApplication.translate(
            "Refusals", "Your nyumba may not start a takasa; only the tax, when it is the only front-row hole "
            "with seeds."),
    }
    if code in sentences:
        return sentences[code]
    if game == "bao":
        return QCoreApplication.translate("Refusals", "That hole cannot be played now; the highlighted holes can.")
    return QCoreApplication.translate("Refusals", "That is not possible now; the buttons show what you can do.")


def _hole_refusal(code: str, data) -> str:
    """Bao's refusals that name holes (hole names are never translated)."""
    if code == Why.NAMUA_FRONT_ROW:
        return QCoreApplication.translate(
            "Refusals", "In namua the seed from your ghala goes into your front row (A1–A8), not into {0}.").format(
                data["hole"])
    if code == Why.NAMUA_EMPTY_HOLE:
        return QCoreApplication.translate(
            "Refusals", "In namua the seed from your ghala goes into a hole that holds seeds; {0} is empty.").format(
                data["hole"])
    if code == Why.CAPTURE_COMPULSORY:
        return QCoreApplication.translate(
            "Refusals", "A capture is compulsory: play a hole that captures ({0}).").format(data["holes"])
    if code == Why.CAPTURE_OTHER_WAY:
        return QCoreApplication.translate(
            "Refusals", "A capture is compulsory, and {0} captures only when sown the other way.").format(data["hole"])
    if code == Why.SIXTEEN_ONLY_TAKASA:
        return QCoreApplication.translate(
            "Refusals", "A capture is compulsory, and a hole of 16 seeds or more may not start one: play {0}.").format(
                data["holes"])
    if code == Why.TAKASIA:
        return QCoreApplication.translate(
            "Refusals", "{0} is takasia: it may not be sown this turn.").format(data["hole"])
    if code == Why.FRONT_ROW_FIRST:
        return QCoreApplication.translate(
            "Refusals", "A takasa starts from the front row while a front-row hole holds two seeds or more ({0})."
        ).format(data["holes"])
    if code == Why.LONE_KICHWA:
        return QCoreApplication.translate(
            "Refusals", "{0} is the only front-row hole with seeds: it may only be sown toward the centre.").format(
                data["hole"])
    if code == Why.SINGLE_SEED:
        return QCoreApplication.translate(
            "Refusals", "A takasa may not start from {0}, which holds a single seed: that is allowed only while "
            "you own the nyumba or when no front-row hole holds more than one seed.").format(data["hole"])
    if code == Why.CAPTURE_KICHWA_FIXED:
        return QCoreApplication.translate(
            "Refusals", "A capture at {0} sows the captured seeds from the kichwa {1}.").format(
                data["hole"], data["kichwa"])
    return QCoreApplication.translate(
        "Refusals", "A sowing starts from a hole with at least two seeds; {0} has fewer.").format(data["hole"])
