"""Auto-play (issue 20, item 3), the rule part: when is a player's move forced, and when
does the rest of a deal's last trick play itself? No Qt: the table and its tests use it.

- ``forced_action(legal)``: the only legal action, or None. A forced move is played for
  the player after a short pause (the table's job; an option, on by default).
- ``last_trick_plays_itself(observation)``: every choice left in the deal is forced, as
  far as the observer can tell from what he sees. Decided from the observer's own
  information so that playing the trick at once reveals nothing he could not know:

  * Back Alley: every player holds one card (each play is that card).
  * Kozel: the stock is empty, every player holds one card, the trick is led, and no card
    the observer has not seen (nor his own) beats the winning card: every follower can
    only discard. [D] Before the lead, a follower's choice (beat or discard face down)
    may be free, so the trick waits.
  * Svoi Kozyri: no tricks; each forced move is played on its own.
"""

from __future__ import annotations

from typing import Any, Sequence

from app.core.game_info import resolve
from app.games.kozel.moves import beats


def forced_action(legal: Sequence[Any]) -> Any | None:
    """The one legal action when there is exactly one, else None."""
    return legal[0] if len(legal) == 1 else None


def back_alley_last_trick(obs) -> bool:
    """Back Alley's rule (registered in its GameInfo, ``last_trick_rule``)."""
    return obs.phase == "play" and max(obs.hand_sizes) <= 1


def kozel_last_trick(obs) -> bool:
    """Kozel's rule (registered in its GameInfo, ``last_trick_rule``)."""
    if obs.match_over or obs.stock_size or max(obs.hand_sizes) > 1 or not obs.trick:
        return False
    could_beat = set(obs.unseen_cards()) | set(obs.hand)
    return not any(beats(c, w, obs.trump_suit) for c in could_beat for w in obs.winning_cards)


def last_trick_plays_itself(observation: Any) -> bool:
    """True when, as far as the observation's player can see, every choice left in this
    deal is forced (the table then plays the trick without pauses or thinking). Each
    game's rule is named by its GameInfo (``last_trick_rule``); Svoi Kozyri and Bao have none."""
    from app.games import GAMES

    info = GAMES.get(getattr(type(observation), "GAME", None) or "")
    return info is not None and info.last_trick_rule is not None and resolve(info.last_trick_rule)(observation)
