"""Kozel Hard's moves stay main's where the stock is not out (issue 15 item 8: cheaper
playouts and determinizations with identical moves; the lead's acceptance matches run
on main meanwhile)."""

from app.ai import choose, levels
from app.ai.levels import PIMC, _card_level
from app.games.kozel import State
from tests.main_moves import played_moves

# Main's Hard (the level's playouts, determinizations and veto; the endgame is new).
MAIN_HARD = _card_level(PIMC, 800, "hard", greedy_veto=0.02, halving=True, inference_tries=20)


def stock_positions() -> list:
    """Every third decision with a choice in five greedy games, the stock not out."""
    found = []
    for seed in range(3000, 3005):
        s = State.new(seed=seed)
        decisions = 0
        while not s.awaiting_deal:
            obs = s.observation(s.turn)
            if len(obs.legal_actions()) > 1:
                if decisions % 3 == 0 and obs.stock_size:
                    found.append(obs)
                decisions += 1
            s.step(choose(obs, "greedy"))
    return found


# What main played (commit 243a38b, before the inline playout rules and the
# determinizations judged before their world is built) on every other position.
MAIN_MOVES = {"hard": ["lead 8S", "lead 8C QC AC", "discard 6D TD", "discard 6D 6H", "discard QC AH QS",
                       "beat 7D KD", "beat 8C 8D AD", "discard TC QD", "beat AD QS"]}


def test_hard_plays_what_main_played(monkeypatch):
    monkeypatch.setitem(levels.KOZEL, "hard", MAIN_HARD)
    positions = stock_positions()
    assert len(positions) == 17
    assert played_moves("KOZEL", {"hard": positions[::2]}, monkeypatch) == MAIN_MOVES
