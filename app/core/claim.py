"""Claims in the trick-taking games: "the rest of the tricks are ours, whatever anyone plays".

A claim is a statement of fact, not a line of play: it holds when **every** legal way the
four players (the claimer and his partner included) could play out the rest of the deal
gives every remaining trick to the claimer's team. So a claim that holds never changes the
deal's result, whatever policy would have played the cards, and the table can finish the
deal by playing out any legal moves (``play_out``).

Two questions, two searches per game (``app/games/<game>/claim.py``):

- the **judge** (the table: the local one now, the server later) decides exactly from the
  true hands (``judge_claim``); a refused claim gets a reason in words that names no card;
- a **player's own information** (a computer deciding to claim, or the UI hinting that a
  claim is possible) proves it only when it holds in every deal consistent with what that
  player knows (``claim_provable``); this search over-approximates what the hidden hands
  could do, so it can miss a claim but never proves a wrong one.

Both searches are the depth-first ``every_trick_to`` below over a game's own positions.
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import Any, Callable, Hashable, Iterable, Protocol


class ClaimReason:
    """Why a claim was accepted or refused (a constant; the UI puts it into words)."""

    CERTAIN = "certain"                    # every remaining trick goes to the claimer's team
    OTHER_TEAM_CAN_WIN_THIS_TRICK = "other_team_this_trick"
    OTHER_TEAM_CAN_WIN_LATER = "other_team_later"
    NOT_PLAYING = "not_playing"            # the auction, the deal's end, the game is over
    STOCK_LEFT = "stock_left"              # Kozel: cards are still to be drawn
    NO_CLAIMS_IN_GAME = "no_claims_in_game"  # Svoi Kozyri: no tricks to claim
    TOO_MANY_CARDS = "too_many_cards"      # the exact search ran out of its node budget


@dataclass(frozen=True)
class ClaimVerdict:
    """The judge's answer: ``accepted`` with ``reason`` CERTAIN, or refused with a reason."""

    accepted: bool
    reason: str
    team: int | None = None  # the claimer's team

    def __bool__(self) -> bool:
        return self.accepted


class ClaimPosition(Protocol):
    """One position of a claim search (exact, or abstract for one player's knowledge)."""

    def key(self) -> Hashable:
        """Equal for positions whose futures are the same (memoised when proved safe)."""

    def finished(self) -> bool:
        """No trick is left to play in this deal."""

    def proved(self) -> bool:
        """A static proof that every remaining trick goes to the claimer's team (a sound
        shortcut that spares the search a whole subtree; False when it does not apply)."""

    def moves(self) -> Iterable[Any]:
        """The moves to consider here: every legal move, or one per class of moves with
        the same future (equivalent cards). An abstract position may yield ``UNPROVABLE``
        to say that its hidden players could do something the search does not follow
        (the search then answers "undecided")."""

    def child(self, move: Any) -> tuple["ClaimPosition", int | None]:
        """The position after ``move`` and the team that won the trick it completed
        (None when it completed none)."""


UNPROVABLE = object()  # a move of an abstract position: the search cannot follow it


@dataclass(frozen=True)
class SearchResult:
    """``certain`` True / False, or None when the search could not decide (an abstract
    position was unprovable, or the node budget ran out). ``lost_trick`` counts the
    tricks from the current one (0) to the first trick the other team can win."""

    certain: bool | None
    lost_trick: int | None = None
    nodes: int = 0
    exhausted: bool = False


class _Stop(Exception):
    def __init__(self, result: SearchResult):
        self.result = result


def every_trick_to(root: ClaimPosition, team: int, node_budget: int) -> SearchResult:
    """Does every legal continuation from ``root`` give every remaining trick to ``team``?

    Depth first with the positions already proved safe memoised; stops at the first line
    where the other team wins a trick (its moves are tried first by the positions' own
    ordering, so a wrong claim is usually refuted within a few hundred nodes).
    """
    safe: set[Hashable] = set()
    nodes = 0

    def visit(position: ClaimPosition, trick: int) -> None:
        nonlocal nodes
        if position.finished():
            return
        key = position.key()
        if key in safe:
            return
        if position.proved():
            safe.add(key)
            return
        nodes += 1
        if nodes > node_budget:
            raise _Stop(SearchResult(None, None, nodes, exhausted=True))
        for move in position.moves():
            if move is UNPROVABLE:
                raise _Stop(SearchResult(None, None, nodes))
            after, winner = position.child(move)
            if winner is not None and winner != team:
                raise _Stop(SearchResult(False, trick, nodes))
            visit(after, trick + (winner is not None))
        safe.add(key)

    try:
        visit(root, 0)
    except _Stop as stop:
        return stop.result
    return SearchResult(True, None, nodes)


def verdict_from(result: SearchResult, team: int) -> ClaimVerdict:
    """The judge's verdict from an exact search's result."""
    if result.certain:
        return ClaimVerdict(True, ClaimReason.CERTAIN, team)
    if result.certain is False:
        reason = (ClaimReason.OTHER_TEAM_CAN_WIN_THIS_TRICK if result.lost_trick == 0
                  else ClaimReason.OTHER_TEAM_CAN_WIN_LATER)
        return ClaimVerdict(False, reason, team)
    return ClaimVerdict(False, ClaimReason.TOO_MANY_CARDS, team)


def play_out(state: Any, deal_over: Callable[[Any], bool],
             choose: Callable[[Any], Any] | None = None) -> list:
    """Play the rest of an accepted claim's deal on ``state`` (any legal moves give the
    same result; by default the first legal action). Returns the events, in order."""
    events: list = []
    while not deal_over(state):
        legal = state.legal_actions()
        events.extend(state.apply(legal[0] if choose is None else choose(state)))
    return events
