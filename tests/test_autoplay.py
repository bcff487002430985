"""Auto-play's rule part (issue 20, item 3): forced moves, and the last trick that plays
itself only when every choice left is forced, decided from the player's own view."""

from __future__ import annotations

import random

from app.games.autoplay import forced_action, last_trick_plays_itself
from app.games.back_alley import State as BackAlley
from app.games.back_alley import ai as back_alley_ai
from app.games.back_alley.claim import deal_over
from app.games.kozel import State as Kozel
from app.games.kozel import ai as kozel_ai
from app.games.kozel.claim import game_over
from app.games.svoi_kozyri import State as SvoiKozyri

HUMAN = 0


def test_forced_action_is_the_only_legal_one():
    assert forced_action(["play AS"]) == "play AS"
    assert forced_action(["play AS", "play KS"]) is None
    assert forced_action([]) is None


def _position_policy(seed):
    """A random policy whose choice depends only on the position (so skipping a call for
    a forced move does not shift the choices that follow)."""
    def choose(state, observe, greedy):
        # Seeded by the text itself (hash() of a str changes with PYTHONHASHSEED, and
        # with it the games: some hash seeds left Kozel with 2 self-playing last tricks).
        rng = random.Random(f"{seed} {observe(state)}")
        return rng.choice(state.legal_actions()) if rng.random() < 0.3 else greedy(observe(state))
    return choose


def _play_deal(state, over, observe, greedy, policy, autoplay):
    """Play the deal out; the human seat's forced moves go through auto-play when asked."""
    while not over(state):
        move = None
        if autoplay and state.current_player() == HUMAN:
            move = forced_action(state.legal_actions())
        state.apply(move if move is not None else policy(state, observe, greedy))
    return state


def _all_forced_until(state, over):
    """Every remaining decision (on the true state, along the first legal line) is forced."""
    probe = state.clone()
    while not over(probe):
        legal = probe.legal_actions()
        if len(legal) != 1:
            return False
        probe.apply(legal[0])
    return True


def test_back_alley_autoplay_never_changes_a_deal_and_the_last_trick_is_forced():
    observe = lambda s: s.observation(s.to_move)  # noqa: E731
    last_tricks = 0
    for seed in range(10):
        start = BackAlley.new(seed=seed)
        for _ in range(seed % 3):  # some later deals: smaller hands
            _play_deal(start, deal_over(start), observe, back_alley_ai.greedy_action, _position_policy(seed), False)
        policy = _position_policy(seed)
        by_hand = _play_deal(start.clone(), deal_over(start), observe, back_alley_ai.greedy_action, policy, False)
        by_auto = _play_deal(start.clone(), deal_over(start), observe, back_alley_ai.greedy_action, policy, True)
        assert by_hand.deal_history[-1] == by_auto.deal_history[-1]
        # Walk the deal: whenever the human's view says "the last trick plays itself",
        # every remaining choice is forced indeed; with one card each it always says so.
        state, over = start.clone(), deal_over(start)
        while not over(state):
            says = last_trick_plays_itself(state.observation(HUMAN))
            if says:
                last_tricks += 1
                assert _all_forced_until(state, over)
            if state.phase == "play" and max(map(len, state.hands)) == 1:
                assert says
            state.apply(policy(state, observe, back_alley_ai.greedy_action))
    assert last_tricks >= 10


def test_kozel_autoplay_never_changes_a_game_and_the_last_trick_is_forced():
    observe = lambda s: s.observation(s.turn)  # noqa: E731
    said = 0
    for seed in range(16):
        start = Kozel.new(seed=seed)
        policy = _position_policy(seed)
        by_hand = _play_deal(start.clone(), game_over(start), observe, kozel_ai.greedy_action, policy, False)
        by_auto = _play_deal(start.clone(), game_over(start), observe, kozel_ai.greedy_action, policy, True)
        assert by_hand.game_history[-1] == by_auto.game_history[-1]
        state, over = start.clone(), game_over(start)
        while not over(state):
            if last_trick_plays_itself(state.observation(HUMAN)):
                said += 1
                assert _all_forced_until(state, over)
            state.apply(policy(state, observe, kozel_ai.greedy_action))
    assert said >= 3


def test_svoi_kozyri_has_no_last_trick_but_forced_moves():
    state = SvoiKozyri.new(seed=2)
    assert not last_trick_plays_itself(state.observation(0))
    state = SvoiKozyri.from_deal([["6H"], ["7H", "8H"]], ["H", "S"], starter=0)
    assert forced_action(state.legal_actions()) is not None  # one card to start the pile with
