"""Issue 14.12: every game's model says why a move is refused (``State.why_not``: a reason
code from ``app.core.refusal.Why``, its data and the English message ``apply`` raises)."""

from __future__ import annotations

import random

import pytest

from app.core.cards import Card
from app.core.protocol import IllegalAction
from app.core.refusal import Refusal, Why
from app.games.back_alley import State as BackAlleyState
from app.games.back_alley.actions import PLAYS
from app.games.bao import State as BaoState
from app.games.bao.actions import ANTICLOCKWISE, CLOCKWISE, SAFARI_ACTION, STOP_ACTION, Action
from app.games.kozel import State as KozelState
from app.games.kozel.actions import BEAT, DISCARD, LEAD, make_action
from app.games.svoi_kozyri import State as SvoiState
from app.games.svoi_kozyri.actions import all_actions

ALL_CODES = {value for name, value in vars(Why).items() if name.isupper()}


def bao_tries(state):
    return [Action(h, d) for h in range(16) for d in (CLOCKWISE, ANTICLOCKWISE)] + [STOP_ACTION, SAFARI_ACTION]


def kozel_tries(state):
    hand = state.hands[state.current_player()]
    tries = []
    for size in range(1, min(4, len(hand)) + 1):
        cards = hand[:size]
        tries += [make_action(kind, cards) for kind in (LEAD, BEAT, DISCARD)]
    return tries


def back_alley_tries(state):
    return [PLAYS[c.index] for c in state.hands[state.current_player()]] + list(state.legal_actions())


def svoi_tries(state):
    return all_actions()


CASES = [("bao", BaoState.new, bao_tries), ("kozel", KozelState.new, kozel_tries),
         ("back_alley", BackAlleyState.new, back_alley_tries), ("svoi_kozyri", SvoiState.new, svoi_tries)]


@pytest.mark.parametrize(("game", "new", "tries"), CASES, ids=[c[0] for c in CASES])
def test_why_not_agrees_with_apply_in_random_games(game, new, tries):
    codes: set[str] = set()
    for seed in range(3):
        rng = random.Random(seed)
        state = new(seed=seed)
        for _ in range(120):
            if state.is_terminal():
                break
            legal = state.legal_actions()
            for action in tries(state)[:60]:
                refusal = state.why_not(action)
                if action in legal:
                    assert refusal is None, (action, refusal)
                    continue
                assert isinstance(refusal, Refusal) and refusal.code in ALL_CODES, (action, refusal)
                with pytest.raises(IllegalAction) as raised:
                    state.clone().apply(action)
                assert str(raised.value) == refusal.message
                codes.add(refusal.code)
            state.apply(rng.choice(legal))
    assert len(codes) >= 3, codes  # the refusals name several rules, not one catch-all


def test_bao_reasons_name_the_rule_and_the_hole():
    start = BaoState.new()
    assert start.why_not(Action(0, CLOCKWISE)) == Refusal.of(
        Why.NAMUA_EMPTY_HOLE, start.why_not(Action(0, CLOCKWISE)).message, hole="A1")
    assert start.why_not(Action(8, CLOCKWISE)).code == Why.NAMUA_FRONT_ROW
    assert start.why_not(Action(4, CLOCKWISE)).code == Why.NYUMBA_NO_TAKASA
    learners = BaoState.new(variant="kujifunza")  # captures everywhere at move one
    refusal = learners.why_not("B4>")
    assert refusal.code == Why.CAPTURE_COMPULSORY and "A3" in refusal.data["holes"]
    assert learners.why_not("A3<") is None
    other_way = learners.why_not("A1<")
    assert other_way.code == Why.CAPTURE_OTHER_WAY and other_way.data["hole"] == "A1"


def test_back_alley_follow_suit_and_trumps_not_broken():
    rng = random.Random(2)
    seen = set()
    for seed in range(30):
        state = BackAlleyState.new(seed=seed)
        while not state.is_terminal() and len(seen) < 2:
            if state.phase == "play":
                legal = set(state.legal_actions())
                for card in state.hands[state.current_player()]:
                    if PLAYS[card.index] not in legal:
                        refusal = state.why_not(PLAYS[card.index])
                        seen.add(refusal.code)
                        if refusal.code == Why.MUST_FOLLOW_SUIT:
                            assert refusal.data["card"] == card and refusal.data["suit"] is not None
            state.apply(rng.choice(state.legal_actions()))
        if {Why.MUST_FOLLOW_SUIT, Why.TRUMPS_NOT_BROKEN} <= seen:
            break
    assert {Why.MUST_FOLLOW_SUIT, Why.TRUMPS_NOT_BROKEN} <= seen


def test_svoi_kozyri_nothing_beats_the_ace_of_the_own_trump():
    state = SvoiState.from_deal([["6C", "7D", "KS", "QH"], ["8C", "9D", "TH", "JH"]], ["S", "H"], starter=0,
                                pile=["AS"])
    refusal = state.why_not("beat KS")
    assert refusal.code == Why.CANNOT_BEAT_OWN_TRUMP
    assert refusal.data["card"] == Card.parse("KS") and refusal.data["top"] == Card.parse("AS")
    assert state.why_not("play 6C").code == Why.BEAT_OR_PICK_UP
    assert state.why_not("take") is None


def test_kozel_wrong_count_and_failed_beat():
    rng = random.Random(4)
    state = KozelState.new(seed=4)
    while not (state.lead_count > 0 and len(state.hands[state.current_player()]) == 4):
        state.apply(rng.choice(state.legal_actions()))
    hand = state.hands[state.current_player()]
    wrong = 1 if state.lead_count != 1 else 2
    refusal = state.why_not(make_action(DISCARD, hand[:wrong]))
    assert refusal.code == Why.CARD_COUNT and refusal.data["count"] == state.lead_count
