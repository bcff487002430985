"""Statistics that mean something (issue 20, item 6): the figures, without Qt or files.

One row per game, opponents (``computer`` now; ``online`` is its own category, issue
18), computer strength and number of players: played, won, lost, drawn, win %, the
current and the best winning streak, the average points (or loss points, or place) per
game, Back Alley's contracts made %, and the last ``RECENT`` results for a small chart.

The table is plain JSON (``app/ui/statistics.py`` reads and writes the file). The first
statistics files (version 1) held ``{game: {level: {played, won, lost}}}``: ``validated``
reads them too, as rows of the game's usual player count against the computer.
"""

from __future__ import annotations

import csv
import io
from dataclasses import dataclass, field

from app.core.game_info import SeatResult
from app.games import GAMES

VERSION = 2
RECENT = 20
OUTCOMES = ("won", "lost", "drawn")
COMPUTER = "computer"
ONLINE = "online"  # issue 18: online results are counted apart
CATEGORIES = (COMPUTER, ONLINE)
# The player count of a version-1 row (those files did not record it): the game's default.
DEFAULT_PLAYERS = {game: info.player_count() for game, info in GAMES.items()}

# What each game's "points" figure is (the UI names it), per finished game (a Kozel match,
# a Back Alley game of 25 deals, a Svoi Kozyri game): each game's GameInfo says.
POINTS_MEANING = {game: info.points_meaning for game, info in GAMES.items()}


@dataclass(frozen=True)
class GameResult:
    """One finished game, as the statistics count it."""

    game: str
    level: str
    outcome: str                          # "won" | "lost" | "drawn"
    players: int | None = None            # None: the game's usual count
    points: int | None = None             # see POINTS_MEANING
    contracts_made: int = 0               # Back Alley: deals whose contract the team made
    contracts_total: int = 0              # ... out of the deals it played with a contract
    category: str = COMPUTER
    date: str = ""                        # ISO date, for the export

    def __post_init__(self) -> None:
        if self.outcome not in OUTCOMES:
            raise ValueError(f"unknown outcome {self.outcome!r}")
        if self.category not in CATEGORIES:
            raise ValueError(f"unknown category {self.category!r}")
        if not 0 <= self.contracts_made <= self.contracts_total:
            raise ValueError("contracts made must be between 0 and the contracts played")


def figures_of(game: str, state: object, seat: int, seat_result: SeatResult) -> dict:
    """The figures of a finished game for ``GameResult`` (``points``,
    ``contracts_made`` / ``contracts_total``) from its final ``state`` and the seat's
    ``SeatResult``: the points as the game's ``points_meaning`` says (a place, or the
    score sheet's figure); Back Alley's contracts from its deal history (a deal whose
    team had a contract — a bid or a board — counts as made when it scored no loss)."""
    meaning = POINTS_MEANING.get(game)
    points = None
    if meaning == "place":
        points = int(seat_result.place)
    elif meaning is not None:
        points = int(round(seat_result.points))
    made = total = 0
    team = seat % 2
    for deal in getattr(state, "deal_history", ()) or ():
        if "contracts" not in deal:
            continue
        if deal["contracts"][team] or deal["multipliers"][team]:
            total += 1
            made += deal["points"][team] >= 0
    return {"points": points, "contracts_made": made, "contracts_total": total}


@dataclass
class Row:
    """The figures of one (game, category, level, players) — what the dialog shows."""

    game: str
    category: str
    level: str
    players: int
    played: int = 0
    won: int = 0
    lost: int = 0
    drawn: int = 0
    streak: int = 0               # current winning streak
    best_streak: int = 0
    points_total: int = 0
    points_games: int = 0         # games that recorded points (old files: none)
    contracts_made: int = 0
    contracts_total: int = 0
    recent: list[dict] = field(default_factory=list)  # oldest first: {"outcome", "points", "date"}

    @property
    def win_percent(self) -> float | None:
        return 100.0 * self.won / self.played if self.played else None

    @property
    def average_points(self) -> float | None:
        return self.points_total / self.points_games if self.points_games else None

    @property
    def contracts_percent(self) -> float | None:
        return 100.0 * self.contracts_made / self.contracts_total if self.contracts_total else None

    def add(self, result: GameResult) -> None:
        self.played += 1
        setattr(self, result.outcome, getattr(self, result.outcome) + 1)
        self.streak = self.streak + 1 if result.outcome == "won" else 0
        self.best_streak = max(self.best_streak, self.streak)
        if result.points is not None:
            self.points_total += result.points
            self.points_games += 1
        self.contracts_made += result.contracts_made
        self.contracts_total += result.contracts_total
        self.recent.append({"outcome": result.outcome, "points": result.points, "date": result.date})
        del self.recent[:-RECENT]

    def to_json(self) -> dict:
        return {key: getattr(self, key) for key in _COUNTERS} | {"recent": [dict(r) for r in self.recent]}


_COUNTERS = ("played", "won", "lost", "drawn", "streak", "best_streak", "points_total", "points_games",
             "contracts_made", "contracts_total")


def row_key(category: str, level: str, players: int) -> str:
    return f"{category}/{level}/{players}"


class BadStatistics(ValueError):
    """The content is not a statistics table (the caller sets the file aside)."""


class StatisticsBook:
    """All rows, keyed by game then ``row_key``; JSON in and out."""

    def __init__(self) -> None:
        self.rows: dict[str, dict[str, Row]] = {}

    def add(self, result: GameResult) -> Row:
        players = result.players or DEFAULT_PLAYERS.get(result.game, 2)
        key = row_key(result.category, result.level, players)
        row = self.rows.setdefault(result.game, {}).get(key)
        if row is None:
            row = self.rows[result.game][key] = Row(result.game, result.category, result.level, players)
        row.add(result)
        return row

    def all_rows(self, games: tuple[str, ...] | None = None, levels: tuple[str, ...] | None = None) -> list[Row]:
        """Every row with games played, ordered by the given games and levels, then
        category and player count."""
        game_order = {g: i for i, g in enumerate(games or sorted(self.rows))}
        level_order = {lv: i for i, lv in enumerate(levels or ())}
        found = [row for by_key in self.rows.values() for row in by_key.values() if row.played]
        return sorted(found, key=lambda r: (game_order.get(r.game, 99), r.game, CATEGORIES.index(r.category),
                                            level_order.get(r.level, 99), r.level, r.players))

    def reset(self) -> None:
        self.rows.clear()

    def to_json(self) -> dict:
        return {"version": VERSION,
                "games": {game: {key: row.to_json() for key, row in by_key.items()}
                          for game, by_key in self.rows.items()}}

    @classmethod
    def from_json(cls, content: object) -> "StatisticsBook":
        """Version 2, or a version-1 file; anything else raises ``BadStatistics``."""
        book = cls()
        if not isinstance(content, dict):
            raise BadStatistics("not a table")
        if "version" not in content:
            book._read_version_1(content)
            return book
        if content.get("version") != VERSION or not isinstance(content.get("games"), dict):
            raise BadStatistics(f"unknown statistics version {content.get('version')!r}")
        for game, by_key in content["games"].items():
            if not isinstance(by_key, dict):
                raise BadStatistics(f"bad entry for {game}")
            for key, data in by_key.items():
                book._read_row(game, key, data)
        return book

    def _read_row(self, game: str, key: str, data: object) -> None:
        parts = key.split("/") if isinstance(key, str) else []
        if len(parts) != 3 or parts[0] not in CATEGORIES or not parts[2].isdigit() or not isinstance(data, dict):
            raise BadStatistics(f"bad row {game}/{key}")
        row = Row(game, parts[0], parts[1], int(parts[2]))
        for name in _COUNTERS:
            value = data.get(name, 0)
            if type(value) is not int or (value < 0 and name != "points_total"):
                raise BadStatistics(f"bad {name} for {game}/{key}")
            setattr(row, name, value)
        recent = data.get("recent", [])
        if not isinstance(recent, list) or not all(
                isinstance(r, dict) and r.get("outcome") in OUTCOMES
                and (r.get("points") is None or type(r.get("points")) is int) for r in recent):
            raise BadStatistics(f"bad recent results for {game}/{key}")
        row.recent = [{"outcome": r["outcome"], "points": r.get("points"), "date": str(r.get("date", ""))}
                      for r in recent[-RECENT:]]
        if row.won + row.lost + row.drawn != row.played or row.contracts_made > row.contracts_total:
            raise BadStatistics(f"inconsistent counts for {game}/{key}")
        self.rows.setdefault(game, {})[key] = row

    def _read_version_1(self, content: dict) -> None:
        for game, levels in content.items():
            if not isinstance(levels, dict):
                raise BadStatistics(f"bad entry for {game}")
            for level, counts in levels.items():
                if not isinstance(counts, dict):
                    raise BadStatistics(f"bad entry for {game}/{level}")
                values = {k: counts.get(k, 0) for k in ("played", "won", "lost")}
                if not all(type(v) is int and v >= 0 for v in values.values()) or \
                        values["won"] + values["lost"] > values["played"]:
                    raise BadStatistics(f"bad counts for {game}/{level}")
                players = DEFAULT_PLAYERS.get(game, 2)
                # The app's online results (app/ui/statistics.py) sit in a version-1 file as
                # the "level" ONLINE: their own category, without a computer strength.
                category, level = (ONLINE, "") if level == ONLINE else (COMPUTER, level)
                row = Row(game, category, level, players, played=values["played"], won=values["won"],
                          lost=values["lost"], drawn=values["played"] - values["won"] - values["lost"])
                self.rows.setdefault(game, {})[row_key(category, level, players)] = row

    def to_csv(self, games: tuple[str, ...] | None = None, levels: tuple[str, ...] | None = None) -> str:
        """Every row as CSV (plain identifiers and numbers: a spreadsheet's input)."""
        out = io.StringIO()
        writer = csv.writer(out, lineterminator="\n")
        writer.writerow(["game", "opponents", "strength", "players", "played", "won", "lost", "drawn",
                         "win_percent", "current_streak", "best_streak", "average_points", "points_are",
                         "contracts_made_percent", "last_results"])
        for row in self.all_rows(games, levels):
            writer.writerow([
                row.game, row.category, row.level, row.players, row.played, row.won, row.lost, row.drawn,
                _number(row.win_percent), row.streak, row.best_streak, _number(row.average_points),
                POINTS_MEANING.get(row.game) or "", _number(row.contracts_percent),
                "".join({"won": "W", "lost": "L", "drawn": "D"}[r["outcome"]] for r in row.recent),
            ])
        return out.getvalue()


def _number(value: float | None) -> str:
    return "" if value is None else f"{value:.1f}"
