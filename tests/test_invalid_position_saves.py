"""A save whose position breaks the game's rules is a corrupt save (issue 14, item 17):
the game's ``from_dict`` raises ``InvalidState``, the app says so once, in words, sets
the file aside and starts a fresh game, for Bao and for the card games."""

from __future__ import annotations

import json

import pytest

from tests.ui_helpers import make_window


def _break_position(game: str, position: dict) -> None:
    """Edit a saved position the way the issue did: a seed made from nothing (Bao), a
    card gone from a hand (35 cards in play; 53 in Back Alley), a card dealt before the
    trump suits are chosen (Svoi Kozyri's first position)."""
    if game == "bao":
        position["board"][3] += 1
    elif any(position["hands"]):
        next(hand for hand in position["hands"] if hand).pop()
    else:
        position["hands"][0].append("6C")


@pytest.mark.parametrize("game", ["bao", "kozel", "back_alley", "svoi_kozyri"])
def test_a_save_whose_position_breaks_the_rules_is_set_aside_as_corrupt(qtbot, game):
    window = make_window(qtbot, speed="instant", level="easy")
    view = window.open_game(game, resume=False)
    view.table.autosave()
    window.services.saves.flush()
    path = window.services.saves.path_for(game)
    content = json.loads(path.read_text())
    _break_position(game, content["record"]["initial"])
    _break_position(game, content["state"])
    path.write_text(json.dumps(content))
    window.banner.messages.clear()

    resumed = window.open_game(game, resume=True)

    assert list(path.parent.glob(f"{game}.json.corrupt-*")), "the bad save is kept aside"
    problems = [m for m in window.banner.messages if "could not be used" in m]
    assert len(problems) == 1 and "not a valid position" in problems[0], window.banner.messages
    assert resumed.history == [] and resumed.table.session.state.to_dict() != content["state"]
