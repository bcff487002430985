"""The table turned so that the player's own seat is seat 0, for the card views.

The card views draw the table as seat 0 sees it: their own hand at the bottom, "your
team" as team 0 (the offline game always seats the person there). At an online table
the player may sit anywhere, so the app's ``OnlineTable`` turns each received view
(observation, events, results, the turn) by the player's seat before decoding it: seat
``s`` becomes ``(s - k) % n`` and, in the partnership games, team ``t`` becomes
``(t - k) % 2``. Actions name no seat, so nothing sent back needs turning.

What is a seat, a per-seat list, a team or a per-team list is named here once, per JSON
field (the observations' and events' field names, which mean the same in every game
except ``tricks_won``). ``tests/online/test_online_seating.py`` checks it: a game dealt
with every seat moved on by ``k`` shows seat 0 exactly what the original showed seat
``k``, turned.
"""

from __future__ import annotations

from typing import Any

from app.games import GAMES

# A seat number (negative values are markers: nobody, the automatic step).
SEAT_FIELDS = frozenset(("player", "current_player", "dealer", "trump_holder", "leader", "winning_player",
                         "last_trick_winner", "swapper", "trick_leader", "from_player", "to_player", "turn", "seat"))
# One entry per seat, in seat order.
PER_SEAT_FIELDS = frozenset(("hand_sizes", "known_holdings", "returns", "trumps", "known", "excluded", "bids",
                             "result", "tricks_by_player"))
# A list of seat numbers.
SEAT_LIST_FIELDS = frozenset(("out_order", "drawn", "board_order", "players"))
# Lists of entries whose first item is a seat: (seat, cards).
SEAT_FIRST_FIELDS = frozenset(("pickups", "returned"))
# Back Alley's tricks: (leader, cards, winner).
LEADER_WINNER_FIELDS = frozenset(("played_tricks",))
TEAM_FIELDS = frozenset(("team",))
PER_TEAM_FIELDS = frozenset(("pile_face_up", "visible_points", "loss_points", "card_points", "loss_points_given",
                             "loss_points_total", "contracts", "multipliers", "scores", "points", "tricks"))
# ``tricks_won``: per team in Kozel (a pair), per seat in Back Alley (one per seat: told
# apart by its length, as a partnership table has four seats and two teams).
TRICKS_WON = "tricks_won"


class Turn:
    """Turning by ``k`` at a table of ``seats`` (``teams``: a partnership game)."""

    def __init__(self, k: int, seats: int, teams: bool) -> None:
        self.k, self.n, self.teams = k, seats, teams

    def seat(self, value: Any) -> Any:
        return (value - self.k) % self.n if type(value) is int and value >= 0 else value

    def seat_back(self, value: int) -> int:
        return (value + self.k) % self.n if value >= 0 else value

    def per_seat(self, values: Any) -> Any:
        if not isinstance(values, list) or len(values) != self.n:
            return values
        return [values[(i + self.k) % self.n] for i in range(self.n)]

    def team(self, value: Any) -> Any:
        return (value - self.k) % 2 if self.teams and type(value) is int and value >= 0 else value

    def per_team(self, values: Any) -> Any:
        if not self.teams or not isinstance(values, list) or len(values) != 2:
            return values
        return [values[(i + self.k) % 2] for i in range(2)]

    def value(self, key: str | None, value: Any) -> Any:
        """``value`` of field ``key`` turned (its parts too)."""
        if key in SEAT_FIELDS:
            return self.seat(value)
        if key == TRICKS_WON:
            return self.per_seat(value) if isinstance(value, list) and len(value) == self.n else self.per_team(value)
        if key in PER_SEAT_FIELDS:
            return self.per_seat([self.value(None, v) for v in value]) if isinstance(value, list) else value
        if key in SEAT_LIST_FIELDS:
            return [self.seat(v) for v in value] if isinstance(value, list) else value
        if key in SEAT_FIRST_FIELDS and isinstance(value, list):
            return [[self.seat(e[0]), *e[1:]] if isinstance(e, list) and e else e for e in value]
        if key in LEADER_WINNER_FIELDS and isinstance(value, list):
            return [[self.seat(e[0]), e[1], self.seat(e[2])] if isinstance(e, list) and len(e) == 3 else e
                    for e in value]
        if key in TEAM_FIELDS:
            return self.team(value)
        if key in PER_TEAM_FIELDS:
            return self.per_team(value)
        if isinstance(value, dict):
            return {k: self.value(k, v) for k, v in value.items()}
        if isinstance(value, list):
            return [self.value(None, v) for v in value]
        return value


def turn_for(game: str, seat: int | None, seats: int) -> Turn | None:
    """The turn that puts ``seat`` at seat 0 (None: nothing to turn). Only the card games
    turn: Bao's board shows both sides as they are (its view turns the board itself)."""
    info = GAMES[game]
    if info.perfect_information or not seat or seats <= 1:
        return None
    return Turn(seat, seats, info.teams is not None)


def turned_update(turn: Turn | None, message: dict) -> dict:
    """An ``update`` message's game part (observation, events, turn, actor, results and
    a snapshot's move log) turned."""
    if turn is None:
        return message
    out = dict(message)
    out["observation"] = turn.value(None, message.get("observation"))
    out["events"] = turn.value(None, message.get("events"))
    out["turn"] = turn.seat(message.get("turn"))
    if "actor" in message:
        out["actor"] = turn.seat(message["actor"])
    if isinstance(message.get("log"), list):  # a snapshot's move log: [notation, actor, part]
        out["log"] = [[e[0], turn.seat(e[1]), *e[2:]] if isinstance(e, list) and len(e) >= 2 else e
                      for e in message["log"]]
    if isinstance(message.get("results"), list):
        results = turn.per_seat(message["results"])
        out["results"] = [turn.value(None, r) for r in results]
    return out
