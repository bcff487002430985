"""The Back Alley information ceiling bench (``app.bench.back_alley_ceiling``): the
cheating Hard decides on the real deal, only in the phases asked for, and the bench
plays and scores the duplicate deals like ``app.bench ai``."""

import pytest

from app.bench import back_alley_ceiling as ceiling
from app.bench.ai import tool_options
from app.games.back_alley import State


def _dealt(seed: int = 3) -> State:
    from app.core.cards import deck54
    from app.core.rng import derive_rng

    deck = deck54()
    derive_rng(seed, "ceiling test").shuffle(deck)
    return State.from_deal([deck[p * 3:(p + 1) * 3] for p in range(4)], deck[12:], 0, deal_number=11, seed=seed)


def test_the_cheat_decides_on_the_real_deal(monkeypatch):
    state = _dealt()
    seen = []

    def spy(obs, adapter, spec, rng, budget):
        seen.append(adapter.determinize(obs, rng))
        return obs.legal_actions()[0]

    monkeypatch.setattr(ceiling, "decide_with", spy)
    chooser = ceiling.CheatingChooser(ceiling.PHASES["all"])
    chooser.bind(state)
    chooser(state.observation(state.current_player()), ceiling.CHEAT, 7)
    assert [list(h) for h in seen[0].hands] == [list(h) for h in state.hands]
    assert seen[0] is not state  # a copy: the search cannot change the real deal


def test_outside_its_phases_the_cheat_is_plain_hard(monkeypatch):
    state = _dealt()
    assert state.phase == "bid"
    monkeypatch.setattr(ceiling, "decide_with", lambda *a: (_ for _ in ()).throw(AssertionError("cheated")))
    chooser = ceiling.CheatingChooser(ceiling.PHASES["play"])
    chooser.bind(state)
    obs = state.observation(state.current_player())
    assert chooser(obs, ceiling.CHEAT, 7) in obs.legal_actions()


def test_a_small_deal_is_played_in_both_seatings(capsys):
    scores, margins = ceiling.cheat_deal(("all", 12))  # deal 13 of a game: one card each
    assert len(scores) == len(margins) == 2
    assert all(s in (0.0, 0.5, 1.0) for s in scores)
    assert all((m > 0) == (s == 1.0) for s, m in zip(scores, margins))
    ceiling.main(["--phase=bid", "--games=2", "--deals-from=12"])
    assert "cheating hard (bid" in capsys.readouterr().out


def test_the_research_tools_options():
    defaults = {"phase": "all", "games": 200, "deals_from": 0}
    assert tool_options("t", ["--games=10", "--deals-from=100"], defaults) == {
        "phase": "all", "games": 10, "deals_from": 100}
    for argv, message in ((["--gmaes=10"], "unknown option --gmaes=10"), (["games=10"], "unknown option games=10"),
                          (["--games"], "--games takes a value of type int"),
                          (["--phase=both"], "--phase=all or --phase=bid")):
        with pytest.raises(SystemExit, match=message):
            tool_options("t", argv, defaults, {"phase": ("all", "bid")})
