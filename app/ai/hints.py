"""A hint with its reason (issue 20, item 8): the AI's move and one line of why, as data.

    from app.ai.hints import advise
    advice = advise(observation, level="hard", seed=7)
    advice.action        # what ``choose`` returns
    advice.reason.kind   # e.g. WINS_TRICK, with advice.reason.points == 3

The reason comes from what the AI computed: the search's own figures (``app/ai/figures``:
the value of each root move, the simulated deals of a bid) and the facts of the move the
player can see (it takes the trick, the partner is winning it, a trump could have taken
it...). The UI turns it into a translated sentence; nothing here is text for the player.
Each card game's ``app/games/<game>/hint.py`` has ``reason_for(obs, action, figures)``.
"""

from __future__ import annotations

import importlib
import threading
from dataclasses import dataclass
from typing import Any

from app.ai import choose, figures, game_of
from app.games import GAMES


class Reason:
    """The kinds of reason (constants; ``app/ui/hint_text.py`` words them)."""

    ONLY_MOVE = "only_move"              # the only legal move
    WINS_TRICK = "wins_trick"            # takes the trick for the team (points: its points, Kozel)
    TAKES_LEAD = "takes_lead"            # beats the winning card; players after may still beat it
    PARTNER_WINNING = "partner_winning"  # the partner holds the trick: no need to beat him
    GIVES_POINTS = "gives_points"        # Kozel: points onto the partner's sure trick
    KEEPS_TRUMP = "keeps_trump"          # a trump would take the trick (Svoi Kozyri: would be
                                         # laid); the search keeps it for later
    CHEAPEST = "cheapest"                # nothing takes this trick: the cheapest card goes
    LEADS_MASTER = "leads_master"        # a lead nobody can beat
    LONG_LEAD = "long_lead"              # Kozel: several cards of one suit (count)
    DRAWS_TRUMPS = "draws_trumps"        # Back Alley: the top trump draws the others'
    LEADS_LOW = "leads_low"              # the lowest card of its suit: the strong ones stay
    PULL = "pull"                        # Kozel: four of a suit take over the trick
    BID_TRICKS = "bid_tricks"            # Back Alley: the simulated deals give ~count tricks
    BID_BOARD = "bid_board"              # every trick in percent % of the simulated deals
    BID_PASS = "bid_pass"                # hardly a trick in the simulated deals
    BEATS_CHEAPEST = "beats_cheapest"    # Svoi Kozyri: the lowest card that beats
    BEATS_WITH_TRUMP = "beats_with_trump"  # Svoi Kozyri: only an own trump beats it
    PICKS_UP = "picks_up"                # Svoi Kozyri: picks up count cards (search prefers it)
    LAYS_HARD = "lays_hard"              # Svoi Kozyri: a card the next player can hardly beat
    ANY_TRUMP_SUIT = "any_trump_suit"    # Svoi Kozyri: before the deal all suits are alike
    SEARCH_BEST = "search_best"          # none of the above: the search's best (percent)


@dataclass(frozen=True)
class HintReason:
    kind: str
    points: int | None = None   # card points (Kozel)
    count: int | None = None    # cards or tricks
    percent: int | None = None  # a share of the search's simulated deals / its value


@dataclass(frozen=True)
class Advice:
    action: Any
    reason: HintReason


def advise(observation: Any, level: str = "hard", seed: int | None = None, deadline: float | None = None,
           cancel: threading.Event | None = None) -> Advice:
    """The move ``choose`` would make, with its reason."""
    with figures.collect() as computed:
        action = choose(observation, level=level, seed=seed, deadline=deadline, cancel=cancel)
    return Advice(action, reason_for(observation, action, computed))


def reason_for(observation: Any, action: Any, computed: dict | None = None) -> HintReason:
    if len(observation.legal_actions()) == 1:
        return HintReason(Reason.ONLY_MOVE)
    module = GAMES[game_of(observation)].ai_hints  # each game's hint module (its GameInfo)
    if module is None:
        return HintReason(Reason.SEARCH_BEST)
    return importlib.import_module(module).reason_for(observation, action, computed or {})


def search_share(computed: dict, action: Any) -> int | None:
    """The search's value of ``action`` as a percentage (its mean reward, 0..100)."""
    stats = computed.get(figures.ROOT)
    if stats is None or action not in stats.means:
        return None
    return round(100 * stats.means[action])


def search_prefers(computed: dict, action: Any, other: Any) -> bool:
    """True when the search valued ``action`` at least as high as ``other`` (or did not
    search at all: then the rule-based move stands as the AI's choice)."""
    stats = computed.get(figures.ROOT)
    if stats is None or action not in stats.means or other not in stats.means:
        return True
    return stats.means[action] >= stats.means[other]
