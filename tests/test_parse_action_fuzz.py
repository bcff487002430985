"""Every game's ``parse_action`` refuses garbage with the games' documented error
(``IllegalAction``, a ``ValueError`` whose message names the notation), never with a
bare ``ValueError`` from ``int()``, a ``KeyError`` or an ``IndexError``."""

from __future__ import annotations

import pytest
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from app.core.protocol import IllegalAction
from app.games.back_alley import State as BackAlley
from app.games.bao import State as Bao
from app.games.kozel import State as Kozel
from app.games.svoi_kozyri import State as SvoiKozyri

GAMES = [Bao, Kozel, SvoiKozyri, BackAlley]

# Pieces of every game's notation, and things that look like them: digits of other
# scripts, superscripts, signs, huge numbers, control characters.
PIECES = ["bid", "play", "lead", "beat", "discard", "pull", "pass", "board", "pick", "up", "take",
          "stop", "safari", "A1", "A1>", "B8<", "A9>", "C1>", "6S", "TH", "10H", "AS", "BB", "LB",
          "²", "³", "٣", "७", "½", "-1", "0", "13", "99", "1e9", "9" * 30, "nan", "", "\x00", "\n",
          "\u200b", "ﬁ", "Ｓ", "♠", ">", "<", ">>", "[]", "{}"]
TEXTS = st.one_of(
    st.text(max_size=24),
    st.lists(st.sampled_from(PIECES), max_size=6).map(" ".join),
    st.lists(st.one_of(st.sampled_from(PIECES), st.text(max_size=3)), max_size=6).map(" ".join),
)
NOT_TEXT = st.one_of(st.none(), st.integers(), st.floats(), st.lists(st.integers(), max_size=3),
                     st.dictionaries(st.text(max_size=3), st.integers(), max_size=2), st.binary(max_size=4))


@pytest.mark.parametrize("state_class", GAMES, ids=lambda c: c.__module__.split(".")[2])
def test_digits_that_are_not_the_notation_are_illegal_actions(state_class):
    for text in ("bid ²", "bid ٣", "play ²", "A²>", "lead ²S"):
        with pytest.raises(IllegalAction):
            state_class.parse_action(text)


@pytest.mark.parametrize("state_class", GAMES, ids=lambda c: c.__module__.split(".")[2])
@settings(max_examples=600, deadline=None, suppress_health_check=[HealthCheck.function_scoped_fixture])
@given(value=st.one_of(TEXTS, NOT_TEXT))
def test_parse_action_takes_text_or_raises_illegal_action(state_class, value):
    try:
        action = state_class.parse_action(value)
    except IllegalAction as error:
        assert str(error)  # a message naming the notation, for the player or the log
        return
    # Accepted: then it is an action whose notation reads back to the same action.
    assert state_class.parse_action(str(action)) == action
