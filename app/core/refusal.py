"""Why an action is refused: the rule it breaks, as data (Qt-free).

Each game's ``State.why_not(action)`` returns ``None`` for a legal action, otherwise a
``Refusal``: a reason code from ``Why`` (one list for every game, so the view has one
table of sentences, ``app/ui/reason_text.refusal_text``), the data its sentence needs
(cards, holes, counts) and the model's own English message (``IllegalAction``'s text).
"""

from __future__ import annotations

from types import MappingProxyType
from typing import Any, Mapping, NamedTuple

_NO_DATA: Mapping[str, Any] = MappingProxyType({})


class Why:
    """The reason codes. Data keys are given after each code."""

    GAME_OVER = "game_over"
    NOT_NOW = "not_now"                          # a kind of action this stage of the game has no place for
    NOT_IN_HAND = "not_in_hand"                  # cards
    # card games
    MUST_FOLLOW_SUIT = "must_follow_suit"        # card, suit
    TRUMPS_NOT_BROKEN = "trumps_not_broken"      # card
    BLOOPER_LED = "blooper_led"                  # card, required, highest (bool)
    BID_RANGE = "bid_range"                      # most
    CANNOT_BEAT = "cannot_beat"                  # cards, winning
    CANNOT_BEAT_OWN_TRUMP = "cannot_beat_own_trump"  # card, top (the top card is of the player's own trump)
    BEAT_OR_PICK_UP = "beat_or_pick_up"          # top: a card on the pile must be beaten or picked up
    LAY_ONE_MORE = "lay_one_more"                # after a beat the same player lays one more card
    MUST_BEAT_NOT_PICK_UP = "must_beat"          # card (one that beats), top
    LEAD_ONE_SUIT = "lead_one_suit"
    CARD_COUNT = "card_count"                    # count
    PULL_NEEDS_FOUR = "pull_needs_four"
    NO_PULL_AGAINST_FOUR = "no_pull_against_four"
    # Bao
    ANSWER_STOP_OR_SAFARI = "answer_stop_or_safari"
    NEVER_ENDS = "never_ends"                    # hole
    NAMUA_FRONT_ROW = "namua_front_row"          # hole
    NAMUA_EMPTY_HOLE = "namua_empty_hole"        # hole
    CAPTURE_KICHWA_FIXED = "capture_kichwa_fixed"  # hole, kichwa
    CAPTURE_COMPULSORY = "capture_compulsory"    # holes
    CAPTURE_OTHER_WAY = "capture_other_way"      # hole: it captures sown the other way only
    NYUMBA_NO_TAKASA = "nyumba_no_takasa"        # count
    LONE_KICHWA = "lone_kichwa"                  # hole
    SINGLE_SEED = "single_seed"                  # hole
    TOO_FEW_SEEDS = "too_few_seeds"              # hole, count
    SIXTEEN_ONLY_TAKASA = "sixteen_only_takasa"  # holes
    TAKASIA = "takasia"                          # hole
    FRONT_ROW_FIRST = "front_row_first"          # holes


class Refusal(NamedTuple):
    """Why an action is not legal now (see the module's docstring)."""

    code: str
    message: str
    data: Mapping[str, Any] = _NO_DATA

    @classmethod
    def of(cls, code: str, message: str, **data: Any) -> "Refusal":
        return cls(code, message, MappingProxyType(data) if data else _NO_DATA)
